/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-cli-path.c: the logical path of one puzzle, its ratings, and the
 * JSON records' common end, shared by explain, rate and bench (the JSON
 * of a path and its steps is src/common/nonet-path-json.c). */

#include "config.h"

#include <stdio.h>
#include <time.h>

#include <glib/gi18n.h>

#include "nonet-cli.h"
#include "nonet-cli-path.h"
#include "nonet-path-json.h"

/** nonet_cli_thread_cpu_ns: this thread's CPU time, in nanoseconds. */
guint64
nonet_cli_thread_cpu_ns (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return (guint64) now.tv_sec * 1000000000u + (guint64) now.tv_nsec;
}

static void
profile_cb (NonetTechnique technique,
            bool           done,
            bool           found,
            void          *user_data)
{
  NonetCliProfile *profile = user_data;
  guint64 now = nonet_cli_thread_cpu_ns ();

  if (!done)
    {
      profile->start_ns = now;
      return;
    }
  profile->searches[technique]++;
  profile->found[technique] += found;
  profile->ns[technique] += now - profile->start_ns;
}

/* Several solutions? The exact solver answers in microseconds. */
static gboolean
has_several_solutions (const NonetGrid *grid)
{
  NonetSolveOptions options = { .limit = 2 };
  NonetSolveResult result;

  nonet_solve (grid, &options, &result);
  return result.status == NONET_STATUS_OK && result.solutions > 1;
}

/* The path of item, with the technique times in profile (may be NULL)
 * unless of_rating; a puzzle that has none goes to sink's failures. */
static NonetCliPathResult
build_path (const NonetCliItem *item,
            NonetCliSink       *sink,
            NonetPath          *path,
            NonetCliProfile    *profile,
            gboolean            of_rating)
{
  NonetLogicOptions options;
  NonetError error;
  NonetStatus status;

  if (has_several_solutions (&item->grid))
    {
      nonet_error_init (&error, NONET_STATUS_MULTIPLE_SOLUTIONS);
      nonet_cli_sink_fail (sink, item, &error);
      return NONET_CLI_PATH_NOT_UNIQUE;
    }
  nonet_logic_options_init (&options);
  if (profile != NULL && !of_rating)
    {
      options.profile = profile_cb;
      options.profile_data = profile;
    }
  status = nonet_path_build (&item->grid, &options, path, &error);
  if (status != NONET_STATUS_OK)
    {
      nonet_cli_sink_fail (sink, item, &error);
      return status == NONET_STATUS_MULTIPLE_SOLUTIONS ? NONET_CLI_PATH_NOT_UNIQUE
                                                       : NONET_CLI_PATH_FAILED;
    }
  return NONET_CLI_PATH_BUILT;
}

/* Both ratings of path; the rating's own options: the profile times one
 * of the two walks. */
static void
rate_path (const NonetPath *path,
           NonetRating     *rating,
           NonetCliProfile *profile,
           gboolean         of_rating,
           gboolean         se_exact)
{
  NonetLogicOptions options;

  nonet_logic_options_init (&options);
  options.se_exact = se_exact;
  if (profile != NULL && of_rating)
    {
      options.profile = profile_cb;
      options.profile_data = profile;
    }
  nonet_path_rate_with (path, &options, rating);
}

/** nonet_cli_path_build_profiled: see nonet-cli-path.h. */
NonetCliPathResult
nonet_cli_path_build_profiled (const NonetCliItem *item,
                               NonetCliSink       *sink,
                               NonetPath          *path,
                               NonetRating        *rating,
                               NonetCliProfile    *profile,
                               gboolean            of_rating,
                               gboolean            se_exact)
{
  NonetCliPathResult result = build_path (item, sink, path, profile, of_rating);

  if (result == NONET_CLI_PATH_BUILT)
    rate_path (path, rating, profile, of_rating, se_exact);
  return result;
}

/**
 * nonet_cli_path_build:
 * See nonet-cli-path.h.
 */
NonetCliPathResult
nonet_cli_path_build (const NonetCliItem *item,
                      NonetCliSink       *sink,
                      NonetPath          *path,
                      NonetRating        *rating)
{
  return nonet_cli_path_build_profiled (item, sink, path, rating, NULL, FALSE, FALSE);
}

/** nonet_cli_json_not_unique: see nonet-cli-path.h. */
void
nonet_cli_json_not_unique (GString            *out,
                           const NonetCliItem *item)
{
  char puzzle[NONET_CELLS + 1];

  nonet_cli_grid_line (&item->grid, puzzle);
  g_string_append_c (out, '{');
  nonet_json_put_string_member (out, TRUE, "puzzle", puzzle);
  nonet_json_put_boolean_member (out, FALSE, "unique", FALSE);
  g_string_append (out, "}\n");
}

/** nonet_cli_profile_add: total += part. */
void
nonet_cli_profile_add (NonetCliProfile       *total,
                       const NonetCliProfile *part)
{
  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    {
      total->searches[t] += part->searches[t];
      total->found[t] += part->found[t];
      total->ns[t] += part->ns[t];
    }
}

static gint
compare_time (gconstpointer a,
              gconstpointer b,
              gpointer      user_data)
{
  const NonetCliProfile *profile = user_data;
  guint64 ta = profile->ns[*(const int *) a];
  guint64 tb = profile->ns[*(const int *) b];

  return ta < tb ? 1 : ta > tb ? -1 : 0;
}

/** nonet_cli_profile_print: one line per technique searched, slowest first. */
void
nonet_cli_profile_print (const NonetCliProfile *profile,
                         FILE                  *stream)
{
  int order[NONET_N_TECHNIQUES];
  guint64 total = 0;

  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    {
      order[t] = t;
      total += profile->ns[t];
    }
  g_qsort_with_data (order, NONET_N_TECHNIQUES, sizeof order[0], compare_time,
                     (gpointer) profile);
  fprintf (stream, "%-34s %10s %8s %12s %10s %6s\n", "technique", "searches", "found",
           "cpu ms", "µs/search", "share");
  for (int i = 0; i < NONET_N_TECHNIQUES; i++)
    {
      int t = order[i];
      if (profile->searches[t] == 0)
        continue;
      fprintf (stream,
               "%-34s %10" G_GUINT64_FORMAT " %8" G_GUINT64_FORMAT " %12.1f %10.2f %5.1f%%\n",
               nonet_technique_info ((NonetTechnique) t)->id, profile->searches[t],
               profile->found[t], profile->ns[t] / 1e6,
               profile->ns[t] / 1e3 / profile->searches[t],
               total > 0 ? 100.0 * profile->ns[t] / total : 0);
    }
}

/** nonet_cli_grid_line: the values as 81 characters, "." for empty cells. */
void
nonet_cli_grid_line (const NonetGrid *grid,
                     char             line[NONET_CELLS + 1])
{
  nonet_path_json_grid_line (grid, line);
}

/** nonet_cli_se_text: "7.1" for 71 (locale-independent). */
char *
nonet_cli_se_text (int se_tenths)
{
  return g_strdup_printf ("%d.%d", se_tenths / 10, se_tenths % 10);
}

/** nonet_cli_path_bench: one puzzle of bench --mode explain. */
void
nonet_cli_path_bench (const NonetCliItem *item,
                      NonetCliSink       *sink,
                      NonetCliBenchPaths *paths)
{
  guint64 start = nonet_cli_thread_cpu_ns ();
  NonetPath path;
  NonetRating rating;

  nonet_path_init (&path);
  if (build_path (item, sink, &path, NULL, FALSE) == NONET_CLI_PATH_BUILT)
    {
      guint64 rating_start = nonet_cli_thread_cpu_ns ();

      rate_path (&path, &rating, NULL, FALSE, FALSE);
      paths->rating_ns += nonet_cli_thread_cpu_ns () - rating_start;
      paths->solved += path.solved;
      paths->steps += (guint64) path.n_steps;
    }
  nonet_path_clear (&path);
  paths->cpu_ns += nonet_cli_thread_cpu_ns () - start;
}

/** nonet_cli_path_bench_figures: the lines bench --mode explain adds.
 * CPU time is what a busy machine does not distort. */
void
nonet_cli_path_bench_figures (guint                     n_puzzles,
                              double                    seconds,
                              const NonetCliBenchPaths *paths)
{
  double n = n_puzzles > 0 ? n_puzzles : 1;

  printf ("%-14s %.4f\n", "ms/path", seconds * 1e3 / n);
  printf ("%-14s %.4f\n", "cpu ms/path", paths->cpu_ns / 1e6 / n);
  printf ("%-14s %.4f\n", "cpu ms/rating", paths->rating_ns / 1e6 / n);
  printf ("%-14s %" G_GUINT64_FORMAT " (%.1f%%)\n", "solved", paths->solved,
          100.0 * paths->solved / n);
  printf ("%-14s %.1f\n", "steps/path", paths->steps / n);
}
