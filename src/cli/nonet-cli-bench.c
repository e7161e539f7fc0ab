/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-cli-bench.c: `nonet-cli bench`, the solver's throughput on a file.
 *
 * The file is read and parsed first; only the solving is timed, on the wall
 * clock, over the threads asked for. Results are checked (a puzzle without
 * solution, or not unique in unique mode, is reported) but not printed.
 */

#include "config.h"

#include <stdio.h>
#include <time.h>

#include <glib/gi18n.h>

#include "nonet-cli.h"
#include "nonet-cli-batch.h"
#include "nonet-cli-path.h"

typedef enum
{
  BENCH_SOLVE,    /* the first solution: limit 1 */
  BENCH_UNIQUE,   /* the solution and the proof that it is the only one: limit 2 */
  BENCH_EXPLAIN,  /* the logical path and its ratings (nonet-cli-path.c) */
} BenchMode;

static const char * const mode_names[] = { "solve", "unique", "explain" };

/* Per thread: the guesses of the puzzles it solved, and explain's figures. */
typedef struct
{
  guint64            guesses;
  NonetCliBenchPaths paths;     /* explain */
} BenchCounters;

static void
bench_work (const NonetCliItem *item,
            NonetCliSink       *sink,
            gpointer            user_data)
{
  const BenchMode *mode = user_data;
  NonetSolveOptions options = { *mode == BENCH_UNIQUE ? 2 : 1, NULL, NULL };
  BenchCounters *counters = sink->scratch;
  NonetSolveResult result;
  NonetError error;

  if (counters == NULL)
    counters = sink->scratch = g_new0 (BenchCounters, 1);
  if (*mode == BENCH_EXPLAIN)
    {
      nonet_cli_path_bench (item, sink, &counters->paths);
      return;
    }

  nonet_solve (&item->grid, &options, &result);
  counters->guesses += result.guesses;
  if (result.status == NONET_STATUS_OK && result.solutions == 1)
    return;

  nonet_error_init (&error, result.status);
  if (result.status == NONET_STATUS_OK)
    error.status = result.solutions == 0 ? NONET_STATUS_UNSOLVABLE
                                         : NONET_STATUS_MULTIPLE_SOLUTIONS;
  nonet_cli_sink_fail (sink, item, &error);
}

/* CPU time of the whole process, every thread: on a loaded machine it says
 * more about the solver than the wall clock does. */
static double
cpu_seconds (void)
{
  struct timespec now;

  if (clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &now) != 0)
    return 0;
  return now.tv_sec + now.tv_nsec / 1e9;
}

typedef struct
{
  double seconds;       /* wall clock, solving */
  double cpu_seconds;   /* CPU of all threads, solving */
  double read_seconds;  /* wall clock, reading and parsing */
} BenchTimes;

static void
print_figures (guint             n_puzzles,
               const BenchTimes *times,
               guint64           guesses,
               BenchMode         mode,
               guint             threads)
{
  double seconds = times->seconds;
  double per_second = seconds > 0 ? n_puzzles / seconds : 0;
  double microseconds = n_puzzles > 0 ? seconds * 1e6 / n_puzzles : 0;

  printf ("%-14s %u\n", "puzzles", n_puzzles);
  printf ("%-14s %.6f\n", "seconds", seconds);
  printf ("%-14s %.0f\n", "puzzles/s", per_second);
  /* Two bytes for µ: printf pads bytes, not characters. */
  printf ("%-15s %.3f\n", "µs/puzzle", microseconds);
  printf ("%-14s %.2f\n", "guesses/puzzle", n_puzzles > 0 ? (double) guesses / n_puzzles : 0);
  printf ("%-14s %s\n", "mode", mode_names[mode]);
  printf ("%-14s %u\n", "threads", threads);
  printf ("%-14s %.6f\n", "cpu seconds", times->cpu_seconds);
  printf ("%-14s %.0f\n", "cpu puzzles/s",
          times->cpu_seconds > 0 ? n_puzzles / times->cpu_seconds : 0);
  printf ("%-14s %.6f\n", "read seconds", times->read_seconds);
}

/* Solves every item over the threads and prints the figures. */
static gboolean
run_bench (GArray     *items,
           const char *file,
           BenchMode   mode,
           guint       threads,
           double      read_seconds)
{
  g_autofree NonetCliSink *sinks = g_new0 (NonetCliSink, threads);
  NonetCliBatch batch = { NONET_FORMAT_AUTO, threads, FALSE, bench_work, &mode, g_free };
  guint64 guesses = 0;
  NonetCliBenchPaths paths = { 0 };
  guint n_valid = 0, n_failed;
  gboolean wrote_output = FALSE;
  BenchTimes times = { 0, 0, read_seconds };
  gint64 start;
  double cpu_start;

  for (guint t = 0; t < threads; t++)
    {
      nonet_cli_sink_init (&sinks[t], FALSE);
      sinks[t].file = file;
    }
  for (guint i = 0; i < items->len; i++)
    if (g_array_index (items, NonetCliItem, i).error.status == NONET_STATUS_OK)
      n_valid++;

  cpu_start = cpu_seconds ();
  start = g_get_monotonic_time ();
  nonet_cli_batch_map (&batch, (const NonetCliItem *) items->data, items->len, sinks);
  times.seconds = (g_get_monotonic_time () - start) / 1e6;
  times.cpu_seconds = cpu_seconds () - cpu_start;

  n_failed = nonet_cli_sinks_write (sinks, threads, &wrote_output);
  for (guint t = 0; t < threads; t++)
    {
      const BenchCounters *counters = sinks[t].scratch;

      if (counters != NULL)
        {
          guesses += counters->guesses;
          paths.solved += counters->paths.solved;
          paths.steps += counters->paths.steps;
          paths.cpu_ns += counters->paths.cpu_ns;
          paths.rating_ns += counters->paths.rating_ns;
        }
      nonet_cli_sink_clear (&sinks[t], g_free);
    }

  print_figures (n_valid, &times, guesses, mode, threads);
  if (mode == BENCH_EXPLAIN)
    nonet_cli_path_bench_figures (n_valid, times.seconds, &paths);
  return n_failed == 0;
}

static const char *
bench_description (void)
{
  return _("Reads and parses the whole FILE first, then times solving every puzzle\n"
           "(wall clock, over --threads threads) and prints:\n"
           "  puzzles         puzzles timed (those that could be read)\n"
           "  seconds         time spent solving\n"
           "  puzzles/s       throughput\n"
           "  µs/puzzle       seconds per puzzle, in microseconds (1 / throughput)\n"
           "  guesses/puzzle  branches the search took, on average\n"
           "  mode, threads   what was measured\n"
           "  cpu seconds     CPU time of all threads while solving, and the\n"
           "  cpu puzzles/s   throughput per CPU second: steadier on a busy machine\n"
           "  read seconds    time spent reading and parsing, not in the figures above\n"
           "Modes: solve (the first solution), unique (the solution and the proof\n"
           "that it is the only one) and explain (the whole logical path and its\n"
           "ratings, as explain and rate build them; adds ms/path, cpu ms/path,\n"
           "cpu ms/rating (the part of cpu ms/path spent on the ratings: the SE\n"
           "rating's own walk), solved by logic and steps/path). Use --threads 1\n"
           "for single-thread figures.\n"
           "\n"
           "--mode generate times the generator instead (FILE is optional): per target\n"
           "(no target, each level and grade, Extreme also on --threads threads,\n"
           "practice for the 30 techniques used by the most paths of FILE), the share\n"
           "made in time and the median, 90th percentile and mean CPU ms per puzzle\n"
           "on one core; no target against qqwing --generate when qqwing is on the\n"
           "PATH. --count N puzzles per target (default 30), --only PART one part.\n"
           "\n"
           "Exit status: 0 every puzzle solved (and unique in unique mode), 1 otherwise\n"
           "(each reported as “line N: reason”), 2 bad usage or unreadable input.");
}

/* The puzzles of FILE (argv[1]), read whole: bench times only the work on
 * them. NULL (reported) on a usage or read error; *path (may be NULL) is
 * the file as named. */
static GArray *
read_items (int          argc,
            char       **argv,
            const char **path)
{
  g_autoptr(GBytes) text = NULL;
  NonetCliBatchStats stats;
  gboolean ok;
  const char *input = nonet_cli_take_input_path ("bench", argc, argv, TRUE, &ok);

  if (!ok)
    return NULL;
  text = nonet_cli_load_input (input);
  if (text == NULL)
    return NULL;
  if (path != NULL)
    *path = input;
  return nonet_cli_batch_read_all (text, NONET_FORMAT_AUTO, &stats);
}

/* bench --mode generate: FILE is optional (it picks the practice
 * techniques); nonet-cli-bench-generate.c does the rest. */
static int
bench_generate (int         argc,
                char      **argv,
                int         threads,
                int         count,
                const char *only)
{
  g_autoptr(GArray) items = NULL;

  if (!nonet_cli_check_threads ("bench", &threads))
    return NONET_CLI_EXIT_USAGE;
  if (argc > 1 && (items = read_items (argc, argv, NULL)) == NULL)
    return NONET_CLI_EXIT_USAGE;
  return nonet_cli_bench_generate (items, only, count, (guint) threads);
}

/**
 * nonet_cli_bench:
 * @argc: argument count
 * @argv: arguments, argv[0] "bench"
 *
 * `nonet-cli bench FILE [--mode solve|unique] [--threads N]`.
 *
 * Returns: the exit status.
 */
int
nonet_cli_bench (int    argc,
                 char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *mode_name = NULL;
  g_autoptr(GArray) items = NULL;
  g_autofree char *only = NULL;
  BenchMode mode = BENCH_SOLVE;
  const char *path = NULL;
  int threads = -1, count = 30;
  gint64 start;
  const GOptionEntry entries[] = {
    { "mode", 'm', 0, G_OPTION_ARG_STRING, &mode_name,
      N_("What to time: solve (default), unique, explain or generate"), N_("MODE") },
    NONET_CLI_THREADS_ENTRY (&threads),
    { "count", 'n', 0, G_OPTION_ARG_INT, &count,
      N_("generate: puzzles per target (default 30)"), N_("N") },
    { "only", 0, 0, G_OPTION_ARG_STRING, &only,
      N_("generate: one part (any, levels, grades, expert, extreme, practice or techniques)"),
      N_("PART") },
    { NULL }
  };

  context = nonet_cli_context_new ("bench", _("FILE"),
                                   _("Measure how fast the exact solver goes through FILE."),
                                   bench_description (), entries);
  if (!nonet_cli_parse_options (context, "bench", &argc, &argv))
    return NONET_CLI_EXIT_USAGE;
  if (mode_name != NULL && g_str_equal (mode_name, "generate"))
    return bench_generate (argc, argv, threads, count, only);
  if (mode_name != NULL && g_str_equal (mode_name, "unique"))
    mode = BENCH_UNIQUE;
  else if (mode_name != NULL && g_str_equal (mode_name, "explain"))
    mode = BENCH_EXPLAIN;
  else if (mode_name != NULL && !g_str_equal (mode_name, "solve"))
    return nonet_cli_usage_error ("bench",
                                  _("unknown mode “%s”: use solve, unique, explain or generate"),
                                  mode_name);
  if (!nonet_cli_check_threads ("bench", &threads))
    return NONET_CLI_EXIT_USAGE;

  start = g_get_monotonic_time ();
  items = read_items (argc, argv, &path);
  if (items == NULL)
    return NONET_CLI_EXIT_USAGE;
  if (items->len == 0)
    {
      nonet_cli_error (nonet_cli_input_name (path), 0, 0, "%s", _("no puzzle found"));
      return NONET_CLI_EXIT_PUZZLE;
    }

  if (!run_bench (items, nonet_cli_input_name (path), mode, (guint) threads,
                  (g_get_monotonic_time () - start) / 1e6))
    return NONET_CLI_EXIT_PUZZLE;
  return NONET_CLI_EXIT_OK;
}
