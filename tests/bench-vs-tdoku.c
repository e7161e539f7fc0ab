/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-vs-tdoku.c: the exact solver against tdoku, side by side.
 *
 *   bench-vs-tdoku [--rounds N] [--cpu N] FILE...
 *
 * For each FILE (one 81-character puzzle per line, # comments allowed) and
 * each mode (first: limit 1, count: limit 2), the puzzles are parsed once,
 * then solved in rounds; each round times one pass of Nonet and one pass of
 * tdoku, in alternating order, by the process's CPU time. The process pins
 * itself to one processor (--cpu, default the one it starts on), so both
 * solvers see the same core and caches. Printed per set and mode: the time
 * per puzzle of each and the ratio Nonet / tdoku (median of the rounds, and
 * the lowest and highest, which show how noisy the machine was).
 *
 * tdoku is compiled in when meson is given -Dtdoku_source=DIR (a checkout of
 * the public t-dillon/tdoku repository); its solver is linked as it is, with its own
 * flags (-O3 -march=native). Without it, only Nonet's figures are printed.
 */

#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "nonet.h"

#ifdef HAVE_TDOKU
size_t TdokuSolverDpllTriadSimd (const char *input, size_t limit, uint32_t configuration,
                                 char *solution, size_t *num_guesses);
#endif

#define MAX_ROUNDS 101

typedef struct
{
  size_t     n;
  NonetGrid *grids;
  char      *text;      /* n puzzles of 81 characters, '.' for blanks, no separator */
} PuzzleSet;

static double
cpu_seconds (void)
{
  struct timespec now;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &now);
  return (double) now.tv_sec + (double) now.tv_nsec / 1e9;
}

/* A line of 81 cells (digits, '.' or '0'), else false. */
static bool
parse_line (const char *line,
            char        cells[NONET_CELLS])
{
  for (int i = 0; i < NONET_CELLS; i++)
    {
      char c = line[i];

      if (c >= '1' && c <= '9')
        cells[i] = c;
      else if (c == '.' || c == '0')
        cells[i] = '.';
      else
        return false;
    }
  return true;
}

static bool
load_set (const char *path,
          PuzzleSet  *set)
{
  FILE *file = fopen (path, "r");
  char line[1024];
  size_t capacity = 1024;

  if (file == NULL)
    return false;
  set->n = 0;
  set->grids = malloc (capacity * sizeof *set->grids);
  set->text = malloc (capacity * NONET_CELLS);
  while (fgets (line, sizeof line, file) != NULL)
    {
      char *cells;
      uint8_t values[NONET_CELLS];

      if (strlen (line) < NONET_CELLS || line[0] == '#')
        continue;
      if (set->n == capacity)
        {
          capacity *= 2;
          set->grids = realloc (set->grids, capacity * sizeof *set->grids);
          set->text = realloc (set->text, capacity * NONET_CELLS);
        }
      cells = set->text + set->n * NONET_CELLS;
      if (!parse_line (line, cells))
        continue;
      for (int i = 0; i < NONET_CELLS; i++)
        values[i] = (uint8_t) (cells[i] == '.' ? 0 : cells[i] - '0');
      nonet_grid_set_givens (&set->grids[set->n], values);
      set->n++;
    }
  fclose (file);
  return true;
}

/* One pass of Nonet: CPU seconds; *solutions gets the total count. */
static double
pass_nonet (const PuzzleSet *set,
            unsigned         limit,
            uint64_t        *solutions,
            uint64_t        *guesses)
{
  NonetSolveOptions options = { .limit = limit };
  double start = cpu_seconds ();

  *solutions = *guesses = 0;
  for (size_t i = 0; i < set->n; i++)
    {
      NonetSolveResult result;

      nonet_solve (&set->grids[i], &options, &result);
      *solutions += result.solutions;
      *guesses += result.guesses;
    }
  return cpu_seconds () - start;
}

#ifdef HAVE_TDOKU
static double
pass_tdoku (const PuzzleSet *set,
            unsigned         limit,
            uint64_t        *solutions,
            uint64_t        *guesses)
{
  char puzzle[NONET_CELLS + 1], solution[NONET_CELLS + 1];
  double start = cpu_seconds ();

  puzzle[NONET_CELLS] = '\0';
  *solutions = *guesses = 0;
  for (size_t i = 0; i < set->n; i++)
    {
      size_t n_guesses = 0;

      memcpy (puzzle, set->text + i * NONET_CELLS, NONET_CELLS);
      *solutions += TdokuSolverDpllTriadSimd (puzzle, limit, 0, solution, &n_guesses);
      *guesses += n_guesses;
    }
  return cpu_seconds () - start;
}
#endif

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (double *values,
        int     n)
{
  qsort (values, (size_t) n, sizeof *values, compare_doubles);
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

static void
measure (const char      *name,
         const PuzzleSet *set,
         unsigned         limit,
         int              rounds)
{
  double nonet[MAX_ROUNDS];
  uint64_t solutions, guesses;
#ifdef HAVE_TDOKU
  double tdoku[MAX_ROUNDS], ratio[MAX_ROUNDS];
  uint64_t tdoku_solutions, tdoku_guesses;
#endif

  /* A first pass of each warms the caches. */
  pass_nonet (set, limit, &solutions, &guesses);
#ifdef HAVE_TDOKU
  pass_tdoku (set, limit, &tdoku_solutions, &tdoku_guesses);
#endif
  for (int r = 0; r < rounds; r++)
    {
#ifdef HAVE_TDOKU
      if (r % 2 == 0)
        {
          nonet[r] = pass_nonet (set, limit, &solutions, &guesses);
          tdoku[r] = pass_tdoku (set, limit, &tdoku_solutions, &tdoku_guesses);
        }
      else
        {
          tdoku[r] = pass_tdoku (set, limit, &tdoku_solutions, &tdoku_guesses);
          nonet[r] = pass_nonet (set, limit, &solutions, &guesses);
        }
      ratio[r] = nonet[r] / tdoku[r];
#else
      nonet[r] = pass_nonet (set, limit, &solutions, &guesses);
#endif
    }

  printf ("%-22s %-5s %6zu puzzles  nonet %8.3f us/puzzle %6.2f guesses/puzzle",
          name, limit == 1 ? "first" : "count", set->n,
          median (nonet, rounds) * 1e6 / (double) set->n, (double) guesses / (double) set->n);
#ifdef HAVE_TDOKU
  printf ("  tdoku %8.3f us/puzzle %6.2f guesses/puzzle", median (tdoku, rounds) * 1e6 / (double) set->n,
          (double) tdoku_guesses / (double) set->n);
  {
    double middle = median (ratio, rounds);   /* sorts ratio */

    printf ("  ratio %.3f (%.3f-%.3f)", middle, ratio[0], ratio[rounds - 1]);
  }
  if (tdoku_solutions != solutions)
    printf ("  SOLUTION COUNTS DIFFER: %llu vs %llu", (unsigned long long) solutions,
            (unsigned long long) tdoku_solutions);
#endif
  printf ("\n");
  fflush (stdout);
}

/* Pins the process to cpu, or to the processor it runs on when cpu < 0. */
static int
pin (int cpu)
{
  cpu_set_t set;

  if (cpu < 0)
    cpu = sched_getcpu ();
  CPU_ZERO (&set);
  CPU_SET (cpu, &set);
  if (sched_setaffinity (0, sizeof set, &set) != 0)
    perror ("bench-vs-tdoku: sched_setaffinity");
  return cpu;
}

int
main (int   argc,
      char *argv[])
{
  int rounds = 7, cpu = -1, first = 1;

  while (first + 1 < argc && argv[first][0] == '-' && argv[first][1] == '-')
    {
      if (strcmp (argv[first], "--rounds") == 0)
        rounds = atoi (argv[first + 1]);
      else if (strcmp (argv[first], "--cpu") == 0)
        cpu = atoi (argv[first + 1]);
      else
        break;
      first += 2;
    }
  if (first >= argc || rounds < 1 || rounds > MAX_ROUNDS)
    {
      fprintf (stderr, "usage: bench-vs-tdoku [--rounds 1-%d] [--cpu N] FILE...\n", MAX_ROUNDS);
      return 2;
    }
  cpu = pin (cpu);
#ifdef HAVE_TDOKU
  printf ("Nonet vs tdoku, CPU %d, %d interleaved rounds, ratio = Nonet time / tdoku time\n",
          cpu, rounds);
#else
  printf ("Nonet alone (configure with -Dtdoku_source=DIR for tdoku), CPU %d, %d rounds\n",
          cpu, rounds);
#endif
  for (int i = first; i < argc; i++)
    {
      PuzzleSet set;
      const char *name = strrchr (argv[i], '/');

      if (!load_set (argv[i], &set))
        {
          fprintf (stderr, "bench-vs-tdoku: cannot read %s (skipped)\n", argv[i]);
          if (argc - first == 1)
            return 77;
          continue;
        }
      name = name != NULL ? name + 1 : argv[i];
      measure (name, &set, 1, rounds);
      measure (name, &set, 2, rounds);
      free (set.grids);
      free (set.text);
    }
  return 0;
}
