/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-solve.c: throughput of the exact solver, one thread.
 *
 *   bench-solve [FILE] [--mode solve|unique] [--min-time SECONDS]
 *
 * FILE holds one 81-character puzzle per line (# comments allowed); the
 * default is $NONET_PUZZLES_DIR/top1465.txt. The puzzles are read once, then
 * solved over and over (limit 1 for solve, 2 for unique) until at least
 * --min-time seconds have gone by; only the solving is timed. The figures
 * use the process's CPU time, which other programs on a shared machine do
 * not inflate; the wall time is printed too.
 */

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "nonet.h"

static double
cpu_seconds (void)
{
  struct timespec now;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &now);
  return now.tv_sec + now.tv_nsec / 1e9;
}

/* Reads 81-character lines; anything else (comments, blank lines) is skipped. */
static GArray *
read_puzzles (const char  *path,
              GError     **error)
{
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  GArray *puzzles = g_array_new (FALSE, FALSE, sizeof (NonetGrid));

  if (!g_file_get_contents (path, &text, NULL, error))
    {
      g_array_unref (puzzles);
      return NULL;
    }
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      uint8_t values[NONET_CELLS];
      NonetGrid grid;
      int n = 0;

      if (lines[i][0] == '#' || strlen (lines[i]) < NONET_CELLS)
        continue;
      for (; n < NONET_CELLS; n++)
        {
          char c = lines[i][n];
          if (c >= '1' && c <= '9')
            values[n] = (uint8_t) (c - '0');
          else if (c == '.' || c == '0' || c == '-' || c == '_')
            values[n] = 0;
          else
            break;
        }
      if (n < NONET_CELLS)
        continue;
      nonet_grid_set_givens (&grid, values);
      g_array_append_val (puzzles, grid);
    }
  return puzzles;
}

/* One pass over all puzzles; returns the guesses and counts the puzzles by
 * solution count (0, 1, 2+). */
static uint64_t
solve_all (const GArray *puzzles,
           unsigned      limit,
           unsigned      counts[3])
{
  NonetSolveOptions options = { .limit = limit };
  uint64_t guesses = 0;

  counts[0] = counts[1] = counts[2] = 0;
  for (guint i = 0; i < puzzles->len; i++)
    {
      NonetSolveResult result;

      nonet_solve (&g_array_index (puzzles, NonetGrid, i), &options, &result);
      guesses += result.guesses;
      counts[MIN (result.solutions, 2u)]++;
    }
  return guesses;
}

/* Solves all puzzles until min_time seconds of CPU time have gone by, then
 * prints the throughput. */
static void
measure (const char   *path,
         const GArray *puzzles,
         unsigned      limit,
         double        min_time)
{
  unsigned counts[3], rounds = 0;
  uint64_t guesses;
  gint64 start, elapsed;
  double cpu_start, cpu;

  /* A first pass warms the caches and gives the counts. */
  guesses = solve_all (puzzles, limit, counts);
  start = g_get_monotonic_time ();
  cpu_start = cpu_seconds ();
  do
    {
      solve_all (puzzles, limit, counts);
      rounds++;
      cpu = cpu_seconds () - cpu_start;
    }
  while (cpu < min_time);
  elapsed = g_get_monotonic_time () - start;

  printf ("%s: %u puzzles, mode %s, %u rounds in %.3f s CPU (%.3f s wall)\n", path,
          puzzles->len, limit == 1 ? "solve" : "unique", rounds, cpu, elapsed / 1e6);
  printf ("solutions: %u none, %u one, %u %s; guesses per puzzle %.2f\n",
          counts[0], counts[1], counts[2], limit == 1 ? "(limit 1)" : "several",
          (double) guesses / puzzles->len);
  printf ("%.0f puzzles/s, %.3f us/puzzle (wall: %.0f puzzles/s)\n",
          puzzles->len * rounds / cpu, cpu * 1e6 / ((double) puzzles->len * rounds),
          puzzles->len * rounds / (elapsed / 1e6));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *mode = NULL;
  g_autofree char *default_path = NULL;
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) puzzles = NULL;
  double min_time = 1.0;
  GOptionEntry entries[] = {
    { "mode", 'm', 0, G_OPTION_ARG_STRING, &mode, "solve (limit 1) or unique (limit 2)", "MODE" },
    { "min-time", 't', 0, G_OPTION_ARG_DOUBLE, &min_time, "time to run at least", "SECONDS" },
    { NULL }
  };
  const char *dir = g_getenv ("NONET_PUZZLES_DIR");
  const char *path;

  context = g_option_context_new ("[FILE] - solver throughput, one thread");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc > 2
      || (mode != NULL && g_strcmp0 (mode, "solve") != 0 && g_strcmp0 (mode, "unique") != 0))
    {
      fprintf (stderr, "%s\n", error != NULL ? error->message : "usage: bench-solve [FILE] "
               "[--mode solve|unique] [--min-time SECONDS]");
      return 2;
    }
  default_path = g_build_filename (dir != NULL ? dir : ".", "top1465.txt", NULL);
  path = argc > 1 ? argv[1] : default_path;

  puzzles = read_puzzles (path, &error);
  if (puzzles == NULL)
    {
      /* 77: meson reports the benchmark as skipped when the collection is absent. */
      fprintf (stderr, "bench-solve: puzzle file not found: %s\n", error->message);
      return 77;
    }
  if (puzzles->len == 0)
    {
      fprintf (stderr, "bench-solve: no 81-character puzzle lines in %s\n", path);
      return 1;
    }
  measure (path, puzzles, g_strcmp0 (mode, "unique") == 0 ? 2 : 1, min_time);
  return 0;
}
