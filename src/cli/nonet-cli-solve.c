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
  gboolean    singles;  /* --mode singles: naked and hidden singles only */
  NonetFormat format;   /* of the solutions */
} SolveOptions;

/* Reports a grid the solver refused, with the cells when the rules say which
 * (for a line read on the fast path, as the reader would have said it). */
static void
fail_status (NonetCliSink       *sink,
             const NonetCliItem *item,
             NonetStatus         status)
{
  NonetError error;

  nonet_error_init (&error, status);
  if ((status == NONET_STATUS_DUPLICATE || status == NONET_STATUS_NO_CANDIDATE)
      && nonet_cli_item_check_rules (item, &error))
    nonet_error_init (&error, status);   /* cannot happen: the two checks agree */
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

/* --mode singles: the grid as far as singles go, and on standard error
 * whether that solved it. */
static void
singles_work (const NonetCliItem *item,
              NonetCliSink       *sink,
              const SolveOptions *options)
{
  NonetGrid grid = item->grid;
  NonetStatus status = NONET_STATUS_OK;
  int empty;

  nonet_solve_singles (&grid, &status);
  if (status == NONET_STATUS_DUPLICATE || status == NONET_STATUS_NO_CANDIDATE)
    {
      /* The reader let only grids that follow the rules through (or the
       * check says where they break): singles met a contradiction. */
      NonetError error;

      if (nonet_cli_item_check_rules (item, &error))
        fail_status (sink, item, NONET_STATUS_UNSOLVABLE);
      else
        nonet_cli_sink_fail (sink, item, &error);
      return;
    }
  nonet_cli_sink_append_grid (sink, &grid, options->format);
  empty = NONET_CELLS - nonet_grid_count_filled (&grid);
  if (empty > 0)
    {
      g_autofree char *message = NULL;

      message = g_strdup_printf (g_dngettext (NULL, "not solved: singles leave %d cell empty",
                                              "not solved: singles leave %d cells empty",
                                              (gulong) empty),
                                 empty);
      nonet_cli_sink_fail_at (sink, item->line, 0, message);
    }
}

static void
solve_work (const NonetCliItem *item,
            NonetCliSink       *sink,
            gpointer            user_data)
{
  const SolveOptions *options = user_data;
  NonetSolveOptions solve_options = { options->limit, NULL, NULL };
  NonetSolveResult result;

  if (options->singles)
    {
      singles_work (item, sink, options);
      return;
    }
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
           "--mode first is --limit 1 (seed 003's solve2), --mode unique the default\n"
           "(solve1); --mode singles (solve0) fills naked and hidden singles only and\n"
           "prints the grid as far as they go, with “line N: not solved: ...” on\n"
           "standard error (exit status 1) when cells are left empty.\n"
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

/* --mode: first, unique or singles. FALSE after a usage error. */
static gboolean
check_mode (const char   *mode,
            int          *limit,
            SolveOptions *options)
{
  if (mode == NULL)
    return TRUE;
  if (*limit != -1)
    {
      nonet_cli_usage_error ("solve", _("--mode and --limit do not go together"));
      return FALSE;
    }
  if (g_str_equal (mode, "first"))
    *limit = 1;
  else if (g_str_equal (mode, "unique"))
    *limit = 2;
  else if (g_str_equal (mode, "singles"))
    options->singles = TRUE;
  else
    {
      nonet_cli_usage_error ("solve", _("unknown mode “%s”: first, unique or singles"), mode);
      return FALSE;
    }
  if (options->singles && options->count)
    {
      nonet_cli_usage_error ("solve", _("--mode singles counts no solutions: drop --count"));
      return FALSE;
    }
  return TRUE;
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
 * `nonet-cli solve [FILE|-] [--mode M] [--count] [--limit N] [--format F] [--threads N]`.
 *
 * Returns: the exit status.
 */
int
nonet_cli_solve (int    argc,
                 char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *format_name = NULL;
  g_autofree char *mode = NULL;
  const char *path;
  gboolean ok;
  SolveOptions options = { FALSE, 2, FALSE, NONET_FORMAT_LINE };
  NonetCliBatch batch = { 0 };
  int limit = -1, threads = -1;
  const GOptionEntry entries[] = {
    { "count", 'c', 0, G_OPTION_ARG_NONE, &options.count,
      N_("Print the number of solutions instead of the solution"), NULL },
    { "limit", 'l', 0, G_OPTION_ARG_INT, &limit,
      N_("Count solutions up to N (default 2; 1 skips the uniqueness proof)"), N_("N") },
    { "mode", 'm', 0, G_OPTION_ARG_STRING, &mode,
      N_("first (first solution), unique (default: prove it is the only one) or singles"),
      N_("MODE") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_name,
      N_("Write solutions as line (default), grid, csv, pm, python, sdk or ss"), N_("FORMAT") },
    NONET_CLI_THREADS_ENTRY (&threads),
    { NULL }
  };

  context = nonet_cli_context_new ("solve", _("[FILE|-]"),
                                   _("Solve every puzzle of FILE or standard input."),
                                   solve_description (), entries);
  if (!nonet_cli_parse_options (context, "solve", &argc, &argv)
      || !check_mode (mode, &limit, &options)
      || !check_options (format_name != NULL ? format_name : "line", limit, &options)
      || !nonet_cli_check_threads ("solve", &threads))
    return NONET_CLI_EXIT_USAGE;
  path = nonet_cli_take_input_path ("solve", argc, argv, FALSE, &ok);
  if (!ok)
    return NONET_CLI_EXIT_USAGE;

  batch.format = NONET_FORMAT_AUTO;
  batch.n_threads = (guint) threads;
  batch.separate = !options.count && options.format != NONET_FORMAT_LINE;
  batch.work = solve_work;
  batch.progress = TRUE;
  batch.user_data = &options;
  batch.fast_lines = TRUE;
  return nonet_cli_batch_run_input (&batch, path);
}
