/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-cli-solve.c: `nonet-cli solve`, the exact solver over many puzzles. */

#include "config.h"

#include <glib/gi18n.h>

#include "nonet-cli.h"
#include "nonet-cli-batch.h"

typedef struct
{
  gboolean    count;    /* print the number of solutions instead of the solution */
  guint       limit;    /* count solutions up to this many */
  NonetFormat format;   /* of the solutions */
} SolveOptions;

/* Reports a grid the solver refused, with the cells when the rules say which. */
static void
fail_status (NonetCliSink       *sink,
             const NonetCliItem *item,
             NonetStatus         status)
{
  NonetError error;

  nonet_error_init (&error, status);
  if (status == NONET_STATUS_DUPLICATE || status == NONET_STATUS_NO_CANDIDATE)
    nonet_grid_validate (&item->grid, &error);
  nonet_cli_sink_fail (sink, item, &error);
}

/* 81 digits and a line end, without going through a grid: the common case,
 * and the one that must keep up with the solver. */
static void
append_solution_line (GString       *out,
                      const uint8_t  solution[NONET_CELLS])
{
  char line[NONET_CELLS + 1];

  for (int cell = 0; cell < NONET_CELLS; cell++)
    line[cell] = (char) ('0' + solution[cell]);
  line[NONET_CELLS] = '\n';
  g_string_append_len (out, line, sizeof line);
}

static void
append_solution (NonetCliSink       *sink,
                 const SolveOptions *options,
                 const uint8_t       solution[NONET_CELLS])
{
  NonetGrid grid;

  if (options->format == NONET_FORMAT_LINE)
    {
      append_solution_line (sink->out, solution);
      return;
    }
  nonet_grid_set_givens (&grid, solution);
  nonet_cli_sink_append_grid (sink, &grid, options->format);
}

static void
solve_work (const NonetCliItem *item,
            NonetCliSink       *sink,
            gpointer            user_data)
{
  const SolveOptions *options = user_data;
  NonetSolveOptions solve_options = { options->limit, NULL, NULL };
  NonetSolveResult result;

  nonet_solve (&item->grid, &solve_options, &result);
  if (result.status != NONET_STATUS_OK)
    {
      fail_status (sink, item, result.status);
      return;
    }

  if (options->count)
    g_string_append_printf (sink->out, "%u\n", result.solutions);
  else if (result.solutions == 1 || (result.solutions > 1 && options->limit == 1))
    append_solution (sink, options, result.solution);

  if (result.solutions == 0)
    fail_status (sink, item, NONET_STATUS_UNSOLVABLE);
  else if (result.solutions > 1)
    fail_status (sink, item, NONET_STATUS_MULTIPLE_SOLUTIONS);
}

static const char *
solve_description (void)
{
  return _("Without --count, prints the solution of each puzzle (81 digits on one line,\n"
           "or --format grid for the boxed 9×9). The solver proves that the solution\n"
           "is unique: a puzzle with several solutions is reported on standard error\n"
           "(“line N: the puzzle has more than one solution”), gets no output record,\n"
           "and makes the exit status 1. --limit 1 skips that proof and prints the\n"
           "first solution found.\n"
           "\n"
           "With --count, prints the number of solutions of each puzzle, counted up to\n"
           "--limit (default 2, so 2 means “two or more”); a count other than 1 is\n"
           "also reported on standard error and makes the exit status 1, so\n"
           "“nonet-cli solve --count FILE” checks that every puzzle is unique.\n"
           "\n"
           "Puzzles that cannot be read are reported as “line N: reason” and get no\n"
           "output record. Exit status: 0 every puzzle solved, 1 some puzzle invalid,\n"
           "unsolvable or not unique, 2 bad usage or unreadable input.\n"
           "\n"
           "Formats: line, grid, csv, pm, python, sdk, ss.");
}

/* Checks the options and fills options; returns FALSE after a usage error. */
static gboolean
check_options (const char   *format_name,
               int           limit,
               SolveOptions *options)
{
  if (!nonet_format_from_name (format_name, &options->format)
      || !nonet_format_can_write (options->format))
    {
      nonet_cli_usage_error ("solve", _("unknown output format “%s”"), format_name);
      return FALSE;
    }
  if (limit == -1)
    limit = 2;
  if (limit < 1)
    {
      nonet_cli_usage_error ("solve", _("--limit must be 1 or more, not %d"), limit);
      return FALSE;
    }
  options->limit = (guint) limit;
  return TRUE;
}

/**
 * nonet_cli_solve:
 * @argc: argument count
 * @argv: arguments, argv[0] "solve"
 *
 * `nonet-cli solve [FILE|-] [--count] [--limit N] [--format F] [--threads N]`.
 *
 * Returns: the exit status.
 */
int
nonet_cli_solve (int    argc,
                 char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *format_name = NULL;
  g_autoptr(GBytes) text = NULL;
  SolveOptions options = { FALSE, 2, NONET_FORMAT_LINE };
  NonetCliBatch batch = { 0 };
  int limit = -1, threads = -1;
  const GOptionEntry entries[] = {
    { "count", 'c', 0, G_OPTION_ARG_NONE, &options.count,
      N_("Print the number of solutions instead of the solution"), NULL },
    { "limit", 'l', 0, G_OPTION_ARG_INT, &limit,
      N_("Count solutions up to N (default 2; 1 skips the uniqueness proof)"), N_("N") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_name,
      N_("Write solutions as line (default), grid, csv, pm, python, sdk or ss"), N_("FORMAT") },
    NONET_CLI_THREADS_ENTRY (&threads),
    { NULL }
  };

  context = nonet_cli_context_new ("solve", _("[FILE|-]"),
                                   _("Solve every puzzle of FILE or standard input."),
                                   solve_description (), entries);
  if (!nonet_cli_parse_options (context, "solve", &argc, &argv)
      || !check_options (format_name != NULL ? format_name : "line", limit, &options)
      || !nonet_cli_check_threads ("solve", &threads))
    return NONET_CLI_EXIT_USAGE;
  text = nonet_cli_read_input ("solve", argc, argv, FALSE);
  if (text == NULL)
    return NONET_CLI_EXIT_USAGE;

  batch.format = NONET_FORMAT_AUTO;
  batch.n_threads = (guint) threads;
  batch.separate = !options.count && options.format != NONET_FORMAT_LINE;
  batch.work = solve_work;
  batch.user_data = &options;
  return nonet_cli_batch_run_command (&batch, text);
}
