/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-cli-rate.c: `nonet-cli rate`, the ratings of each puzzle's path:
 * SE value, HoDoKu-style level and score, plain label, whether logic alone
 * solves it, the techniques it used, the path's own hardest step, the exact
 * solver's guess depth and the mean guesses over the grid's eight
 * symmetries, and (--timing) the time it took. */

#include "config.h"

#include <stdio.h>

#include <glib/gi18n.h>

#include "nonet-cli.h"
#include "nonet-cli-batch.h"
#include "nonet-cli-path.h"
#include "nonet-path-json.h"
#include "nonet-step-text.h"

typedef enum
{
  RATE_TSV,
  RATE_JSON,
} RateFormat;

typedef struct
{
  RateFormat      format;
  gboolean        profile;   /* --profile: time per technique, summed here */
  gboolean        profile_se;   /* --profile-se: of the SE walk instead of the path */
  gboolean        timing;    /* --timing: the ms column (output differs run to run) */
  gboolean        fast_se;   /* --fast-se: the SE walk without SE's nesting levels and hint order */
  GMutex          lock;
  NonetCliProfile total;
} RateOptions;

/* The techniques the path used and how often, in technique order:
 * hidden-single:30,x-wing:1 (the TSV column). */
static void
append_techniques (GString           *out,
                   const NonetRating *rating)
{
  const char *separator = "";

  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    {
      if (rating->technique_counts[t] == 0)
        continue;
      g_string_append_printf (out, "%s%s:%d", separator,
                              nonet_technique_info ((NonetTechnique) t)->id,
                              rating->technique_counts[t]);
      separator = ",";
    }
}

/* What the exact solver says about the puzzle's difficulty for a machine:
 * seed 002's depth (guesses on the way to the first solution) and seed
 * 003's mean guesses over the grid's eight rotations and reflections. */
typedef struct
{
  unsigned depth;
  double   guesses;
} SolverFigures;

static void
solver_figures (const NonetGrid *grid,
                SolverFigures   *figures)
{
  NonetSolveOptions options = { .limit = 1 };
  NonetSolveResult result;

  nonet_solve (grid, &options, &result);
  figures->depth = result.depth;
  figures->guesses = nonet_estimate_difficulty (grid);
}

static void
append_tsv (GString             *out,
            const NonetPath     *path,
            const NonetRating   *rating,
            const SolverFigures *figures,
            const RateOptions   *options,
            double               ms)
{
  char puzzle[NONET_CELLS + 1];
  g_autofree char *se = nonet_cli_se_text (rating->se_tenths);
  g_autofree char *path_se = nonet_cli_se_text (rating->path_se_tenths);

  nonet_cli_grid_line (&path->start, puzzle);
  g_string_append_printf (out, "%s\t%s\t%s\t%d\t%s\t%s\t", puzzle, se,
                          nonet_level_get_id (rating->level), rating->score,
                          nonet_label_get_id (rating->label), path->solved ? "yes" : "no");
  append_techniques (out, rating);
  g_string_append_printf (out, "\t%s\t%u\t%.2f", path_se, figures->depth, figures->guesses);
  if (options->timing)
    g_string_append_printf (out, "\t%.3f", ms);
  g_string_append_c (out, '\n');
}

/* value rounded as the TSV prints it ("%.2f"), so both say the same number. */
static double
round_as (const char *format,
          double      value)
{
  char text[G_ASCII_DTOSTR_BUF_SIZE];

  g_ascii_formatd (text, sizeof text, format, value);
  return g_ascii_strtod (text, NULL);
}

static void
append_json (GString             *out,
             const NonetPath     *path,
             const NonetRating   *rating,
             const SolverFigures *figures,
             const RateOptions   *options,
             double               ms)
{
  char puzzle[NONET_CELLS + 1];
  gboolean first = TRUE;

  nonet_cli_grid_line (&path->start, puzzle);
  g_string_append_c (out, '{');
  nonet_json_put_string_member (out, TRUE, "puzzle", puzzle);
  nonet_path_json_put_rating (out, FALSE, rating);
  nonet_json_put_boolean_member (out, FALSE, "unique", path->unique);
  nonet_json_put_boolean_member (out, FALSE, "solved_by_logic", path->solved);
  nonet_json_put_int_member (out, FALSE, "steps", path->n_steps);
  nonet_json_put_name (out, FALSE, "techniques");
  g_string_append_c (out, '{');
  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    if (rating->technique_counts[t] != 0)
      {
        nonet_json_put_int_member (out, first, nonet_technique_info ((NonetTechnique) t)->id,
                                   rating->technique_counts[t]);
        first = FALSE;
      }
  g_string_append_c (out, '}');
  nonet_json_put_int_member (out, FALSE, "depth", figures->depth);
  nonet_json_put_double_member (out, FALSE, "guesses", round_as ("%.2f", figures->guesses));
  if (options->timing)
    nonet_json_put_double_member (out, FALSE, "ms", round_as ("%.3f", ms));
  g_string_append (out, "}\n");
}

static void
rate_work (const NonetCliItem *item,
           NonetCliSink       *sink,
           gpointer            user_data)
{
  RateOptions *options = user_data;
  guint64 start = nonet_cli_thread_cpu_ns ();
  NonetCliProfile profile = { 0 };
  NonetPath path;
  NonetRating rating;
  NonetCliPathResult result;

  nonet_path_init (&path);
  result = nonet_cli_path_build_profiled (item, sink, &path, &rating,
                                          options->profile ? &profile : NULL, options->profile_se,
                                          !options->fast_se);
  if (options->profile)
    {
      g_mutex_lock (&options->lock);
      nonet_cli_profile_add (&options->total, &profile);
      g_mutex_unlock (&options->lock);
    }
  if (result == NONET_CLI_PATH_NOT_UNIQUE && options->format == RATE_JSON)
    nonet_cli_json_not_unique (sink->out, item);
  if (result == NONET_CLI_PATH_BUILT)
    {
      SolverFigures figures;
      double ms;

      solver_figures (&item->grid, &figures);
      ms = (nonet_cli_thread_cpu_ns () - start) / 1e6;
      if (options->format == RATE_JSON)
        append_json (sink->out, &path, &rating, &figures, options, ms);
      else
        append_tsv (sink->out, &path, &rating, &figures, options, ms);
    }
  nonet_path_clear (&path);
}

static const char *
rate_description (void)
{
  return _("Prints one record per puzzle. TSV columns, after a header line: puzzle, se\n"
           "(Sudoku Explainer's scale: SE's techniques in SE's order, its values, chain\n"
           "length penalties, nesting levels and order among hints of one value, as\n"
           "serate gives it; seconds on the hardest puzzles, where --fast-se takes\n"
           "milliseconds, stops at SE's first level and takes the first hint it meets of\n"
           "a value, as explain and the app do), level (HoDoKu's: easy, medium, hard, unfair,\n"
           "extreme), score (HoDoKu's, the sum of the step scores), label (Easy, Medium,\n"
           "Hard, Expert, Extreme), solved (yes when logic alone solves it), techniques\n"
           "(id:count, in technique order), path_se (the hardest step of the teaching\n"
           "path on the SE scale), depth (the exact solver's guesses on the way to the\n"
           "solution) and guesses (its mean guesses over the grid's eight rotations and\n"
           "reflections). --timing adds ms (CPU time to build and rate the path); without\n"
           "it the output depends on the input only. --format json writes the same as\n"
           "one JSON object per line, with unique and steps too. --profile adds, on\n"
           "standard error, the CPU time each technique's searches took over all puzzles\n"
           "in the teaching path; --profile-se the same in the SE rating's own walk.\n"
           "\n"
           "A puzzle with several solutions is not rated: it is reported on standard\n"
           "error (json: {\"puzzle\":...,\"unique\":false}). Exit status: 0 every puzzle\n"
           "handled, 1 some puzzle invalid, unsolvable or not unique, 2 bad usage.");
}

/**
 * nonet_cli_rate:
 * `nonet-cli rate [FILE|-] [--format tsv|json] [--timing] [--profile] [--profile-se] [--fast-se]
 * [--threads N]`.
 *
 * Returns: the exit status.
 */
int
nonet_cli_rate (int    argc,
                char **argv)
{
  g_autoptr (GOptionContext) context = NULL;
  g_autofree char *format_name = NULL;
  const char *path;
  gboolean ok;
  RateOptions options = { .format = RATE_TSV };
  NonetCliBatch batch = { 0 };
  gboolean no_header = FALSE;
  int threads = -1;
  int status;
  const GOptionEntry entries[] = {
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_name,
      N_("Write tsv (default) or json"), N_("FORMAT") },
    { "timing", 0, 0, G_OPTION_ARG_NONE, &options.timing,
      N_("Add the CPU time each puzzle took (ms)"), NULL },
    { "no-header", 0, 0, G_OPTION_ARG_NONE, &no_header,
      N_("No TSV header line (for output pieced together, as with GNU parallel)"), NULL },
    { "profile", 0, 0, G_OPTION_ARG_NONE, &options.profile,
      N_("At the end, print the CPU time each technique took on standard error"), NULL },
    { "profile-se", 0, 0, G_OPTION_ARG_NONE, &options.profile_se,
      N_("The same for the SE rating's own walk instead of the path"), NULL },
    { "fast-se", 0, 0, G_OPTION_ARG_NONE, &options.fast_se,
      N_("SE scale without Sudoku Explainer's nesting levels and its order among hints of one value: milliseconds, not seconds, on the hardest puzzles (ratings above 9.5 then differ from serate's, a few below by 0.1)"), NULL },
    NONET_CLI_THREADS_ENTRY (&threads),
    { NULL }
  };

  context = nonet_cli_context_new ("rate", _("[FILE|-]"),
                                   _("Rate every puzzle of FILE or standard input."),
                                   rate_description (), entries);
  if (!nonet_cli_parse_options (context, "rate", &argc, &argv)
      || !nonet_cli_check_threads ("rate", &threads))
    return NONET_CLI_EXIT_USAGE;
  if (format_name != NULL && g_str_equal (format_name, "json"))
    options.format = RATE_JSON;
  else if (format_name != NULL && !g_str_equal (format_name, "tsv"))
    return nonet_cli_usage_error ("rate", _("unknown format “%s”: use tsv or json"),
                                  format_name);
  options.profile = options.profile || options.profile_se;
  path = nonet_cli_take_input_path ("rate", argc, argv, FALSE, &ok);
  if (!ok)
    return NONET_CLI_EXIT_USAGE;

  if (options.format == RATE_TSV && !no_header)
    {
      printf ("puzzle\tse\tlevel\tscore\tlabel\tsolved\ttechniques\tpath_se\tdepth\tguesses%s\n",
              options.timing ? "\tms" : "");
      fflush (stdout);
    }
  batch.format = NONET_FORMAT_AUTO;
  batch.n_threads = (guint) threads;
  batch.work = rate_work;
  batch.progress = TRUE;
  batch.lines_per_block = NONET_CLI_SLOW_LINES_PER_BLOCK;
  batch.user_data = &options;
  g_mutex_init (&options.lock);
  status = nonet_cli_batch_run_input (&batch, path);
  g_mutex_clear (&options.lock);
  if (options.profile)
    nonet_cli_profile_print (&options.total, stderr);
  return status;
}
