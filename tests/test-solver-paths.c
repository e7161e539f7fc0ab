/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-solver-paths.c: the exact solver's code paths give the same answers.
 *
 * The library's solver uses the vector path this machine was built for (see
 * src/libnonet/solver/nonet-solver-vec.h); this file builds the same source a
 * second time with NONET_SOLVER_SCALAR, its functions renamed, and compares
 * the two on random puzzles and on the public collections: status, solution
 * count, first solution, guesses and depth, for a first solution and for a
 * count to 2. When the library itself is built without a vector path, both
 * sides are the portable code and the test still checks they agree. */

#include <glib.h>
#include <string.h>

#include "nonet.h"

#define nonet_solve               scalar_solve
#define nonet_solve_unique        scalar_solve_unique
#define nonet_estimate_difficulty scalar_estimate_difficulty
#define NONET_SOLVER_SCALAR       1

void scalar_solve (const NonetGrid *grid, const NonetSolveOptions *options,
                   NonetSolveResult *result);
NonetStatus scalar_solve_unique (const NonetGrid *grid, uint8_t solution[NONET_CELLS],
                                 NonetError *error);
double scalar_estimate_difficulty (const NonetGrid *grid);

#include "solver/nonet-solver.c"

#undef nonet_solve
#undef nonet_solve_unique
#undef nonet_estimate_difficulty

#define N_RANDOM 10000

/* Both paths on grid, limits 1 and 2: every field of the result agrees. */
static void
assert_paths_agree (const NonetGrid *grid)
{
  for (unsigned limit = 1; limit <= 2; limit++)
    {
      NonetSolveOptions options = { .limit = limit };
      NonetSolveResult lib, plain;

      nonet_solve (grid, &options, &lib);
      scalar_solve (grid, &options, &plain);
      g_assert_cmpint (lib.status, ==, plain.status);
      g_assert_cmpuint (lib.solutions, ==, plain.solutions);
      g_assert_cmpuint (lib.guesses, ==, plain.guesses);
      g_assert_cmpuint (lib.depth, ==, plain.depth);
      if (lib.solutions > 0)
        g_assert_cmpmem (lib.solution, NONET_CELLS, plain.solution, NONET_CELLS);
    }
}

/* A full grid: a random first row and a few random digits, solved. */
static void
random_full_grid (GRand   *rand,
                  uint8_t  values[NONET_CELLS])
{
  for (;;)
    {
      uint8_t start[NONET_CELLS] = { 0 };
      NonetGrid grid;
      NonetSolveResult result;

      for (int i = 0; i < NONET_DIGITS; i++)
        start[i] = (uint8_t) (i + 1);
      for (int i = NONET_DIGITS - 1; i > 0; i--)
        {
          int j = g_rand_int_range (rand, 0, i + 1);
          uint8_t t = start[i];
          start[i] = start[j];
          start[j] = t;
        }
      for (int k = 0; k < 6; k++)
        start[g_rand_int_range (rand, NONET_DIGITS, NONET_CELLS)]
          = (uint8_t) g_rand_int_range (rand, 1, NONET_DIGITS + 1);
      nonet_grid_set_givens (&grid, start);
      nonet_solve (&grid, NULL, &result);
      if (result.status == NONET_STATUS_OK && result.solutions == 1)
        {
          memcpy (values, result.solution, NONET_CELLS);
          return;
        }
    }
}

/* Random puzzles: 17-45 clues of a full grid (unique or several
 * solutions), now and then a wrong clue or random pencil marks. */
static void
test_random (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (11);

  for (int i = 0; i < N_RANDOM; i++)
    {
      uint8_t solution[NONET_CELLS], values[NONET_CELLS] = { 0 };
      int n = g_rand_int_range (rand, 17, 46);
      NonetGrid grid;

      random_full_grid (rand, solution);
      for (int k = 0; k < n; k++)
        {
          int cell = g_rand_int_range (rand, 0, NONET_CELLS);
          values[cell] = solution[cell];
        }
      if (i % 10 == 1)
        values[g_rand_int_range (rand, 0, NONET_CELLS)]
          = (uint8_t) g_rand_int_range (rand, 1, NONET_DIGITS + 1);
      nonet_grid_set_givens (&grid, values);
      if (i % 10 == 2)
        {
          grid.has_candidates = true;
          for (int cell = 0; cell < NONET_CELLS; cell++)
            grid.candidates[cell] = (NonetMask) (g_rand_int_range (rand, 0, 512)
                                                 | 1u << (solution[cell] - 1));
        }
      assert_paths_agree (&grid);
    }
}

/* Every puzzle of a collection in NONET_PUZZLES_DIR; skips when absent. */
static void
test_collection (gconstpointer data)
{
  const char *dir = g_getenv ("NONET_PUZZLES_DIR");
  g_autofree char *path = g_build_filename (dir != NULL ? dir : ".", data, NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  unsigned count = 0;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    {
      g_autofree char *message = g_strdup_printf ("puzzle collection not found: %s", path);
      g_test_skip (message);
      return;
    }
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      uint8_t values[NONET_CELLS];
      NonetGrid grid;

      if (lines[i][0] == '#' || strlen (lines[i]) < NONET_CELLS)
        continue;
      for (int cell = 0; cell < NONET_CELLS; cell++)
        {
          char c = lines[i][cell];
          values[cell] = c >= '1' && c <= '9' ? (uint8_t) (c - '0') : 0;
        }
      nonet_grid_set_givens (&grid, values);
      assert_paths_agree (&grid);
      count++;
    }
  g_assert_cmpuint (count, >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/solver-paths/random", test_random);
  g_test_add_data_func ("/solver-paths/top1465", "top1465.txt", test_collection);
  g_test_add_data_func ("/solver-paths/17-clue", "17-clue.txt", test_collection);
  return g_test_run ();
}
