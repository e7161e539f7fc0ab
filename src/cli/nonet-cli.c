/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-cli.c: main, the table of subcommands, and the helpers they share. */

#include "config.h"

#include <locale.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "nonet-cli.h"
#include "nonet-cli-report.h"

/* The most threads --threads accepts: far more than any machine we run on,
 * few enough that a typo (--threads 100000) fails instead of thrashing. */
#define MAX_THREADS 1024

static const NonetCliCommand commands[] = {
  { "solve",   N_("Solve puzzles, or count their solutions"), nonet_cli_solve },
  { "convert", N_("Write puzzles in another text format"), nonet_cli_convert },
  { "bench",   N_("Measure the solver’s speed on a file of puzzles"), nonet_cli_bench },
  { "explain", N_("Explain puzzles step by step, as people solve them"), nonet_cli_explain },
  { "rate",    N_("Rate puzzles: SE-style, HoDoKu-style level and score"), nonet_cli_rate },
  { "check-library", N_("Run HoDoKu library cases against the logic engine"),
    nonet_cli_check_library },
  { "generate", N_("Make new puzzles: a level, an SE range or a technique"),
    nonet_cli_generate },
};

static gboolean show_version;

static const GOptionEntry main_entries[] = {
  { "version", 'V', 0, G_OPTION_ARG_NONE, &show_version, N_("Show the version and exit"), NULL },
  { NULL }
};

/**
 * nonet_cli_context_new:
 * @command: the subcommand, "solve"
 * @parameter: what follows the options in the usage line, "[FILE|-]"
 * @summary: (nullable): one paragraph above the options, translated
 * @description: (nullable): text below the options, translated
 * @entries: (nullable): the options
 *
 * Returns: (transfer full): an option context whose --help says
 *   "Usage: nonet-cli COMMAND [OPTION…] PARAMETER".
 */
GOptionContext *
nonet_cli_context_new (const char         *command,
                       const char         *parameter,
                       const char         *summary,
                       const char         *description,
                       const GOptionEntry *entries)
{
  GOptionContext *context = g_option_context_new (parameter);
  g_autofree char *prgname = g_strconcat ("nonet-cli ", command, NULL);

  /* GOptionContext prints g_get_prgname() in its usage line. */
  g_set_prgname (prgname);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (summary != NULL)
    g_option_context_set_summary (context, summary);
  if (description != NULL)
    g_option_context_set_description (context, description);
  if (entries != NULL)
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  return context;
}

/**
 * nonet_cli_usage_error:
 * @command: the subcommand, or %NULL for nonet-cli itself
 * @format: printf format of the message
 *
 * Prints "nonet-cli: message" and a pointer to the command's --help on
 * standard error.
 *
 * Returns: %NONET_CLI_EXIT_USAGE, for `return nonet_cli_usage_error (...)`.
 */
int
nonet_cli_usage_error (const char *command,
                       const char *format,
                       ...)
{
  g_autofree char *message = NULL;
  g_autofree char *name = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  name = command != NULL ? g_strconcat ("nonet-cli ", command, NULL) : g_strdup ("nonet-cli");
  nonet_cli_error (NULL, 0, 0, "%s", message);
  fprintf (stderr, _("Try “%s --help” for more information.\n"), name);
  return NONET_CLI_EXIT_USAGE;
}

/**
 * nonet_cli_parse_options:
 * @context: the subcommand's options
 * @command: the subcommand
 * @argc: (inout): argument count; on return, the arguments left
 * @argv: (inout): arguments, argv[0] the subcommand
 *
 * Parses the options, and reports a bad one as a usage error. --help prints
 * the help and exits with status 0.
 *
 * Returns: %FALSE after a usage error was printed.
 */
gboolean
nonet_cli_parse_options (GOptionContext   *context,
                         const char       *command,
                         int              *argc,
                         char           ***argv)
{
  g_autoptr(GError) error = NULL;

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      nonet_cli_usage_error (command, "%s", error->message);
      return FALSE;
    }
  return TRUE;
}

/**
 * nonet_cli_check_threads:
 * @command: the subcommand
 * @threads: (inout): the --threads value, -1 when not given
 *
 * Replaces "not given" by the number of processors and checks the range.
 *
 * Returns: %FALSE after a usage error was printed.
 */
gboolean
nonet_cli_check_threads (const char *command,
                         int        *threads)
{
  if (*threads == -1)
    *threads = (int) CLAMP (g_get_num_processors (), 1, MAX_THREADS);
  if (*threads < 1 || *threads > MAX_THREADS)
    {
      nonet_cli_usage_error (command, _("--threads must be between 1 and %d, not %d"),
                             MAX_THREADS, *threads);
      return FALSE;
    }
  return TRUE;
}

/**
 * nonet_cli_take_input_path:
 * @command: the subcommand
 * @argc: arguments left after the options
 * @argv: the arguments, argv[0] the subcommand
 * @required: whether FILE must be given ("-" still means standard input)
 * @ok: (out): %FALSE after a usage error was printed
 *
 * Returns: (nullable): the FILE argument; %NULL means standard input.
 */
const char *
nonet_cli_take_input_path (const char  *command,
                           int          argc,
                           char       **argv,
                           gboolean     required,
                           gboolean    *ok)
{
  *ok = TRUE;
  if (argc > 2)
    {
      nonet_cli_usage_error (command, _("one input file at most, but got “%s” too"), argv[2]);
      *ok = FALSE;
      return NULL;
    }
  if (argc < 2 && required)
    {
      nonet_cli_usage_error (command, _("a FILE of puzzles is required (“-” for standard input)"));
      *ok = FALSE;
      return NULL;
    }
  if (argc < 2 || g_str_equal (argv[1], "-"))
    return NULL;
  return argv[1];
}

/**
 * nonet_cli_load_input:
 * @path: (nullable): the file; %NULL for standard input
 *
 * Reads the whole input. A file that cannot be read is reported with its
 * name and the reason.
 *
 * Returns: (transfer full) (nullable): the text, or %NULL after the error was printed.
 */
GBytes *
nonet_cli_load_input (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  GBytes *bytes;

  if (path == NULL)
    {
      bytes = nonet_file_load_stdin (NONET_FILE_DEFAULT_MAX_SIZE, NULL, &error);
    }
  else
    {
      file = g_file_new_for_commandline_arg (path);
      bytes = nonet_file_load_bytes (file, NONET_FILE_DEFAULT_MAX_SIZE, NULL, &error);
    }

  if (bytes == NULL)
    nonet_cli_error (NULL, 0, 0, "%s", error->message);
  return bytes;
}

static char *
describe_commands (void)
{
  GString *text = g_string_new (_("Commands:"));
  int width = 4;

  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    width = MAX (width, (int) strlen (commands[i].name));
  g_string_append_c (text, '\n');
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    g_string_append_printf (text, "  %-*s  %s\n", width, commands[i].name,
                            _(commands[i].summary));
  g_string_append_printf (text, "  %-*s  %s\n\n", width, "help", _("Show the help of a command"));
  g_string_append (text,
                   _("Puzzles come from FILE, or from standard input when FILE is “-” or\n"
                     "absent: one or many puzzles, one per line (81 characters, “.” or “0”\n"
                     "for blanks, “#” comments), or one puzzle in any format Nonet reads\n"
                     "(9×9 grid with or without box lines, CSV, Python lists, pencil marks,\n"
                     ".sdk, .ss).\n"
                     "\n"
                     "Output keeps the input order, one record per puzzle. A puzzle that\n"
                     "cannot be read, breaks the rules, has no solution, or (for solve) has\n"
                     "more than one, gets no output record: it is reported on standard\n"
                     "error as “nonet-cli: FILE:LINE:COLUMN: reason” and the others go on.\n"
                     "\n"
                     "Exit status: 0 when every puzzle was handled; 1 when some puzzle was\n"
                     "invalid, unsolvable or not unique; 2 for bad usage or an input file\n"
                     "that cannot be read.\n"
                     "\n"
                     "Run “nonet-cli COMMAND --help” for the options of a command."));
  return g_string_free (text, FALSE);
}

static const NonetCliCommand *
find_command (const char *name)
{
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (commands[i].name, name))
      return &commands[i];
  return NULL;
}

/* `nonet-cli help [COMMAND]`: the help of nonet-cli or of one command. */
static int
run_help (GOptionContext *context,
          int             argc,
          char          **argv)
{
  const NonetCliCommand *command;
  g_autofree char *help = NULL;
  char *help_argv[] = { NULL, (char *) "--help", NULL };

  if (argc < 3)
    {
      help = g_option_context_get_help (context, TRUE, NULL);
      fputs (help, stdout);
      return NONET_CLI_EXIT_OK;
    }

  command = find_command (argv[2]);
  if (command == NULL)
    return nonet_cli_usage_error (NULL, _("unknown command “%s”"), argv[2]);
  help_argv[0] = (char *) command->name;
  return command->run (2, help_argv);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *description = NULL;
  g_autoptr(GError) error = NULL;
  const NonetCliCommand *command;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_set_prgname ("nonet-cli");

  description = describe_commands ();
  context = g_option_context_new (_("COMMAND [ARGUMENT…]"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, _("Solve and convert Sudoku puzzles."));
  g_option_context_set_description (context, description);
  g_option_context_add_main_entries (context, main_entries, GETTEXT_PACKAGE);
  /* Stop at the command: what follows it is the command's business. */
  g_option_context_set_strict_posix (context, TRUE);

  if (!g_option_context_parse (context, &argc, &argv, &error))
    return nonet_cli_usage_error (NULL, "%s", error->message);
  if (show_version)
    {
      printf ("nonet-cli %s\n", PACKAGE_VERSION);
      return NONET_CLI_EXIT_OK;
    }
  if (argc < 2)
    return nonet_cli_usage_error (NULL, _("a command is required"));
  if (g_str_equal (argv[1], "help"))
    return run_help (context, argc, argv);

  command = find_command (argv[1]);
  if (command == NULL)
    return nonet_cli_usage_error (NULL, _("unknown command “%s”"), argv[1]);
  return command->run (argc - 1, argv + 1);
}
