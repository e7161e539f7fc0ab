/* SPDX-License-Identifier: GPL-3.0-or-later */
/* logic-test-util.c: puzzles for the logic tests (see logic-test-util.h). */

#include <string.h>

#include "logic-test-util.h"

/**
 * logic_test_random_solution:
 * @rand: where the randomness comes from
 * @grid: (out): a random full grid, every cell a given
 *
 * Boxes 1, 5 and 9 share no house, so random permutations there always
 * complete; the solver completes the rest.
 */
void
logic_test_random_solution (GRand     *rand,
                            NonetGrid *grid)
{
  static const int diagonal_boxes[3] = { 18, 22, 26 };
  NonetSolveOptions options = { .limit = 1 };
  NonetSolveResult result;

  nonet_grid_clear (grid);
  for (int b = 0; b < 3; b++)
    {
      int digits[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 9 };

      for (int i = 8; i > 0; i--)
        {
          int j = g_rand_int_range (rand, 0, i + 1);
          int t = digits[i];

          digits[i] = digits[j];
          digits[j] = t;
        }
      for (int i = 0; i < 9; i++)
        grid->values[nonet_house_cells[diagonal_boxes[b]][i]] = (uint8_t) digits[i];
    }
  nonet_solve (grid, &options, &result);
  g_assert_cmpuint (result.solutions, ==, 1);
  nonet_grid_set_givens (grid, result.solution);
}

/**
 * logic_test_remove_clue:
 * @puzzle: a puzzle with a unique solution
 * @cell: the clue to take away
 *
 * Empties @cell unless the puzzle would then have more than one solution.
 */
void
logic_test_remove_clue (NonetGrid *puzzle,
                        int        cell)
{
  NonetSolveOptions options = { .limit = 2 };
  NonetSolveResult result;
  uint8_t value = puzzle->values[cell];

  puzzle->values[cell] = 0;
  puzzle->given[cell] = 0;
  nonet_solve (puzzle, &options, &result);
  if (result.solutions != 1)
    {
      puzzle->values[cell] = value;
      puzzle->given[cell] = 1;
    }
}

/**
 * logic_test_random_puzzle:
 * @rand: where the randomness comes from
 * @puzzle: (out): a puzzle with a unique solution
 *
 * A random full grid, then every clue tried once in random order and removed
 * while the solution stays unique: a minimal puzzle.
 */
void
logic_test_random_puzzle (GRand     *rand,
                          NonetGrid *puzzle)
{
  int order[NONET_CELLS];

  logic_test_random_solution (rand, puzzle);
  for (int i = 0; i < NONET_CELLS; i++)
    order[i] = i;
  for (int i = NONET_CELLS - 1; i > 0; i--)
    {
      int j = g_rand_int_range (rand, 0, i + 1);
      int t = order[i];

      order[i] = order[j];
      order[j] = t;
    }
  for (int i = 0; i < NONET_CELLS; i++)
    logic_test_remove_clue (puzzle, order[i]);
}

/**
 * logic_test_random_path:
 * @rand: where the randomness comes from
 * @puzzle: (out): a puzzle with a unique solution (logic_test_random_puzzle)
 * @path: (out): its path, built (nonet_path_clear it)
 */
void
logic_test_random_path (GRand     *rand,
                        NonetGrid *puzzle,
                        NonetPath *path)
{
  logic_test_random_puzzle (rand, puzzle);
  nonet_path_init (path);
  g_assert_cmpint (nonet_path_build (puzzle, NULL, path, NULL), ==, NONET_STATUS_OK);
}

/**
 * logic_test_grid_line:
 * @grid: a grid
 * @line: (out): its values as 81 characters, "." for an empty cell
 */
void
logic_test_grid_line (const NonetGrid *grid,
                      char             line[NONET_CELLS + 1])
{
  for (int cell = 0; cell < NONET_CELLS; cell++)
    line[cell] = grid->values[cell] ? (char) ('0' + grid->values[cell]) : '.';
  line[NONET_CELLS] = '\0';
}

/**
 * logic_test_parse_line:
 * @line: one line of a puzzle collection
 * @grid: (out): the puzzle, its digits as givens (anything else is a blank)
 *
 * Returns: %FALSE for a comment ("#") or a line shorter than 81 characters.
 */
gboolean
logic_test_parse_line (const char *line,
                       NonetGrid  *grid)
{
  uint8_t values[NONET_CELLS];

  if (strlen (line) < NONET_CELLS || line[0] == '#')
    return FALSE;
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      char c = line[cell];

      values[cell] = c >= '1' && c <= '9' ? (uint8_t) (c - '0') : 0;
    }
  nonet_grid_set_givens (grid, values);
  return TRUE;
}

/**
 * logic_test_collection_lines:
 * @name: a file of $NONET_PUZZLES_DIR
 *
 * Returns: (transfer full) (nullable): the file's lines, or %NULL (the test
 * skipped, saying why) when the variable is unset or the file absent.
 */
GStrv
logic_test_collection_lines (const char *name)
{
  const char *dir = g_getenv ("NONET_PUZZLES_DIR");
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;

  if (dir == NULL)
    {
      g_test_skip ("NONET_PUZZLES_DIR not set");
      return NULL;
    }
  path = g_build_filename (dir, name, NULL);
  if (!g_file_get_contents (path, &text, NULL, NULL))
    {
      g_test_skip_printf ("puzzles not found: %s", path);
      return NULL;
    }
  return g_strsplit (text, "\n", -1);
}
