/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-cli-convert.c: `nonet-cli convert`, puzzles from any text format to one. */

#include "config.h"

#include <glib/gi18n.h>

#include "nonet-cli.h"
#include "nonet-cli-batch.h"

static void
convert_work (const NonetCliItem *item,
              NonetCliSink       *sink,
              gpointer            user_data)
{
  const NonetFormat *format = user_data;

  nonet_cli_sink_append_grid (sink, &item->grid, *format);
}

static const char *
convert_description (void)
{
  return _("Reads every puzzle in any format Nonet reads and writes it in the format\n"
           "of --to, keeping the input order:\n"
           "  line    81 characters on one line, “.” for blanks\n"
           "  grid    the boxed 9×9 grid, with +-------+ lines and | bars\n"
           "  csv     9 lines of 9 comma-separated cells, 0 for blanks\n"
           "  pm      a pencil-mark grid: the candidates of every cell\n"
           "  python  a list of 9 lists of 9 integers\n"
           "  sdk     SadMan Software .sdk\n"
           "  ss      SimpleSudoku .ss\n"
           "Multi-line formats put a blank line between two puzzles. The puzzles are\n"
           "checked against the rules (no digit twice in a house) but not solved.\n"
           "\n"
           "Exit status: 0 every puzzle converted, 1 some puzzle could not be read or\n"
           "breaks the rules (reported as “line N: reason”), 2 bad usage or unreadable\n"
           "input.");
}

/**
 * nonet_cli_convert:
 * @argc: argument count
 * @argv: arguments, argv[0] "convert"
 *
 * `nonet-cli convert [FILE|-] --to FORMAT [--threads N]`.
 *
 * Returns: the exit status.
 */
int
nonet_cli_convert (int    argc,
                   char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *format_name = NULL;
  g_autofree char *from_name = NULL;
  g_autoptr(GBytes) text = NULL;
  NonetFormat format = NONET_FORMAT_LINE;
  NonetFormat from = NONET_FORMAT_AUTO;
  NonetCliBatch batch = { 0 };
  int threads = -1;
  const GOptionEntry entries[] = {
    { "to", 'o', 0, G_OPTION_ARG_STRING, &format_name,
      N_("Write puzzles as line, grid, csv, pm, python, sdk or ss"), N_("FORMAT") },
    { "from", 'i', 0, G_OPTION_ARG_STRING, &from_name,
      N_("Read puzzles as FORMAT instead of detecting it (also sdm, hodoku)"), N_("FORMAT") },
    NONET_CLI_THREADS_ENTRY (&threads),
    { NULL }
  };

  context = nonet_cli_context_new ("convert", _("[FILE|-] --to FORMAT"),
                                   _("Write every puzzle of FILE or standard input in another "
                                     "format."),
                                   convert_description (), entries);
  if (!nonet_cli_parse_options (context, "convert", &argc, &argv))
    return NONET_CLI_EXIT_USAGE;
  if (format_name == NULL)
    return nonet_cli_usage_error ("convert", _("--to FORMAT is required"));
  if (!nonet_format_from_name (format_name, &format) || !nonet_format_can_write (format))
    return nonet_cli_usage_error ("convert", _("unknown output format “%s”"), format_name);
  if (from_name != NULL && !nonet_format_from_name (from_name, &from))
    return nonet_cli_usage_error ("convert", _("unknown input format “%s”"), from_name);
  if (!nonet_cli_check_threads ("convert", &threads))
    return NONET_CLI_EXIT_USAGE;
  text = nonet_cli_read_input ("convert", argc, argv, FALSE);
  if (text == NULL)
    return NONET_CLI_EXIT_USAGE;

  batch.format = from;
  batch.n_threads = (guint) threads;
  batch.separate = format != NONET_FORMAT_LINE;
  batch.work = convert_work;
  batch.user_data = &format;
  return nonet_cli_batch_run_command (&batch, text);
}
