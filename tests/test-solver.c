/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-solver.c: the exact solver, the shallow singles solve and the
 * difficulty estimate, checked against known answers, against a plain
 * backtracking solver written here, and on the public collections when
 * NONET_PUZZLES_DIR has them. */

#include <glib.h>
#include <string.h>

#include "nonet.h"

/* Seed 003's example, the New York Times "hard" puzzle of 2024-09-03, with the
 * solution and the picture that solve0 leaves, as the seed prints them. */
static const char nyt_puzzle[] =
  "......2.." "....3.9.." "..8.1..37" ".2.....91" "34.87...." ".6....4.." "5.24....3"
  "4.3.5...." ".1.......";
static const char nyt_solution[] =
  "731569284" "254738916" "698214537" "827645391" "349871652" "165923478" "582497163"
  "473156829" "916382745";
static const char nyt_solve0[] =
  ".3....2.." "....3.9.." "..8.14.37" "827.4.391" "34.87...." ".6....478" "5.24....3"
  "4.3.5...." ".1.......";

static void
values_from_text (const char *text,
                  uint8_t     values[NONET_CELLS])
{
  g_assert_cmpuint (strlen (text), >=, NONET_CELLS);
  for (int cell = 0; cell < NONET_CELLS; cell++)
    values[cell] = text[cell] >= '1' && text[cell] <= '9' ? (uint8_t) (text[cell] - '0') : 0;
}

static void
grid_from_text (NonetGrid  *grid,
                const char *text)
{
  uint8_t values[NONET_CELLS];

  values_from_text (text, values);
  nonet_grid_set_givens (grid, values);
}

static void
assert_values (const uint8_t *values,
               const char    *text)
{
  char got[NONET_CELLS + 1];

  for (int cell = 0; cell < NONET_CELLS; cell++)
    got[cell] = values[cell] != 0 ? (char) ('0' + values[cell]) : '.';
  got[NONET_CELLS] = '\0';
  g_assert_cmpstr (got, ==, text);
}

/* The solution fills every cell by the rules and keeps every filled cell of grid. */
static void
assert_solution_of (const NonetGrid *grid,
                    const uint8_t    solution[NONET_CELLS])
{
  NonetGrid solved;

  nonet_grid_set_givens (&solved, solution);
  g_assert_true (nonet_grid_is_solved (&solved));
  for (int cell = 0; cell < NONET_CELLS; cell++)
    if (grid->values[cell] != 0)
      g_assert_cmpint (solution[cell], ==, grid->values[cell]);
}

static NonetSolveResult
solve (const NonetGrid *grid,
       unsigned         limit)
{
  NonetSolveOptions options = { .limit = limit };
  NonetSolveResult result;

  nonet_solve (grid, &options, &result);
  return result;
}

/* ---- A plain backtracking solver, independent of the one under test ------
 * Candidates from a scan of the peers, cell with fewest first. */

typedef struct
{
  uint8_t          values[NONET_CELLS];
  const NonetMask *marks;      /* pencil marks of empty cells, or NULL */
  GRand           *rand;       /* digit order, or NULL for 1..9 */
  unsigned         limit;
  unsigned         count;
  uint8_t          first[NONET_CELLS];
} Plain;

static NonetMask
plain_candidates (const Plain *plain,
                  int          cell)
{
  NonetMask mask = NONET_ALL_DIGITS;
  int r = cell / 9, c = cell % 9, br = r / 3 * 3, bc = c / 3 * 3;

  for (int i = 0; i < 9; i++)
    {
      int in_row = plain->values[r * 9 + i];
      int in_column = plain->values[i * 9 + c];
      int in_box = plain->values[(br + i / 3) * 9 + bc + i % 3];

      mask &= (NonetMask) ~((in_row ? 1u << (in_row - 1) : 0)
                            | (in_column ? 1u << (in_column - 1) : 0)
                            | (in_box ? 1u << (in_box - 1) : 0));
    }
  if (plain->marks != NULL)
    mask &= plain->marks[cell];
  return mask;
}

static void
plain_search (Plain *plain)
{
  int best = -1, best_count = 10;
  NonetMask best_mask = 0;
  int order[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 9 };

  for (int cell = 0; cell < NONET_CELLS && best_count > 0; cell++)
    if (plain->values[cell] == 0)
      {
        NonetMask mask = plain_candidates (plain, cell);
        int count = __builtin_popcount (mask);
        if (count < best_count)
          best = cell, best_count = count, best_mask = mask;
      }
  if (best < 0)
    {
      if (plain->count++ == 0)
        memcpy (plain->first, plain->values, NONET_CELLS);
      return;
    }
  if (plain->rand != NULL)
    for (int i = 8; i > 0; i--)
      {
        int j = g_rand_int_range (plain->rand, 0, i + 1), t = order[i];
        order[i] = order[j];
        order[j] = t;
      }
  for (int i = 0; i < 9 && plain->count < plain->limit; i++)
    if (best_mask & (1u << (order[i] - 1)))
      {
        plain->values[best] = (uint8_t) order[i];
        plain_search (plain);
        plain->values[best] = 0;
      }
}

/* Counts the solutions of grid up to limit; the first one goes to first. */
static unsigned
plain_count (const NonetGrid *grid,
             unsigned         limit,
             GRand           *rand,
             uint8_t          first[NONET_CELLS])
{
  Plain plain = { .limit = limit, .rand = rand };

  plain.marks = grid->has_candidates ? grid->candidates : NULL;

  memcpy (plain.values, grid->values, NONET_CELLS);
  plain_search (&plain);
  if (first != NULL && plain.count > 0)
    memcpy (first, plain.first, NONET_CELLS);
  return plain.count;
}

static void
random_full_grid (GRand   *rand,
                  uint8_t  values[NONET_CELLS])
{
  NonetGrid empty;

  nonet_grid_clear (&empty);
  g_assert_cmpuint (plain_count (&empty, 1, rand, values), ==, 1);
}

/* Keeps n random cells of solution. */
static void
random_puzzle (GRand         *rand,
               const uint8_t  solution[NONET_CELLS],
               int            n,
               NonetGrid     *grid)
{
  uint8_t values[NONET_CELLS] = { 0 };
  int cells[NONET_CELLS];

  for (int i = 0; i < NONET_CELLS; i++)
    cells[i] = i;
  for (int i = 0; i < n; i++)
    {
      int j = g_rand_int_range (rand, i, NONET_CELLS), t = cells[i];
      cells[i] = cells[j];
      cells[j] = t;
      values[cells[i]] = solution[cells[i]];
    }
  nonet_grid_set_givens (grid, values);
}

/* ---- Known answers -------------------------------------------------------- */

static void
test_known_answer (void)
{
  NonetGrid grid;
  NonetSolveResult result;
  uint8_t solution[NONET_CELLS];
  NonetError error;

  grid_from_text (&grid, nyt_puzzle);
  result = solve (&grid, 2);
  g_assert_cmpint (result.status, ==, NONET_STATUS_OK);
  g_assert_cmpuint (result.solutions, ==, 1);
  assert_values (result.solution, nyt_solution);
  g_assert_cmpuint (result.depth, <=, result.guesses);

  g_assert_cmpint (nonet_solve_unique (&grid, solution, &error), ==, NONET_STATUS_OK);
  g_assert_cmpint (error.status, ==, NONET_STATUS_OK);
  assert_values (solution, nyt_solution);

  /* NULL options mean limit 1. */
  nonet_solve (&grid, NULL, &result);
  g_assert_cmpuint (result.solutions, ==, 1);
  assert_values (result.solution, nyt_solution);
}

/* Two solutions: blank four cells a b / b a of the solution that lie in two
 * boxes of one stack; swapping a and b gives the second solution. */
static void
test_several (void)
{
  uint8_t values[NONET_CELLS], solution[NONET_CELLS];
  NonetGrid grid;
  NonetSolveResult result;
  NonetError error;
  int a = -1, b = -1, c = -1, d = -1;

  values_from_text (nyt_solution, values);
  for (int r1 = 0; r1 < 9 && a < 0; r1++)
    for (int r2 = r1 / 3 * 3 + 3; r2 < 9 && a < 0; r2++)
      for (int c1 = 0; c1 < 9 && a < 0; c1++)
        for (int c2 = c1 + 1; c2 < c1 / 3 * 3 + 3 && a < 0; c2++)
          if (values[r1 * 9 + c1] == values[r2 * 9 + c2]
              && values[r1 * 9 + c2] == values[r2 * 9 + c1])
            a = r1 * 9 + c1, b = r1 * 9 + c2, c = r2 * 9 + c1, d = r2 * 9 + c2;
  g_assert_cmpint (a, >=, 0);
  values[a] = values[b] = values[c] = values[d] = 0;
  nonet_grid_set_givens (&grid, values);

  result = solve (&grid, 2);
  g_assert_cmpint (result.status, ==, NONET_STATUS_OK);
  g_assert_cmpuint (result.solutions, ==, 2);
  assert_solution_of (&grid, result.solution);
  result = solve (&grid, 10);
  g_assert_cmpuint (result.solutions, ==, 2);
  g_assert_cmpint (nonet_solve_unique (&grid, solution, &error), ==,
                   NONET_STATUS_MULTIPLE_SOLUTIONS);
  g_assert_cmpint (error.status, ==, NONET_STATUS_MULTIPLE_SOLUTIONS);

  /* Pencil marks that forbid one of the two make it unique. */
  nonet_grid_fill_candidates (&grid);
  grid.candidates[a] = nonet_digit_bit (nyt_solution[a] - '0');
  result = solve (&grid, 2);
  g_assert_cmpuint (result.solutions, ==, 1);
  assert_values (result.solution, nyt_solution);
}

/* A wrong digit that breaks no rule: the unique puzzle has no solution left. */
static void
test_no_solution (void)
{
  NonetGrid grid;
  NonetSolveResult result;
  NonetError error;
  uint8_t solution[NONET_CELLS];
  int cell = 0;

  grid_from_text (&grid, nyt_puzzle);
  while (grid.values[cell] != 0)
    cell++;
  for (int digit = 1; digit <= 9; digit++)
    if (digit != nyt_solution[cell] - '0'
        && (nonet_grid_cell_candidates (&grid, cell) & nonet_digit_bit (digit)))
      {
        grid.values[cell] = (uint8_t) digit;
        break;
      }
  g_assert_cmpint (grid.values[cell], !=, 0);
  g_assert_cmpint (nonet_grid_validate (&grid, NULL), ==, NONET_STATUS_OK);

  result = solve (&grid, 2);
  g_assert_cmpint (result.status, ==, NONET_STATUS_OK);
  g_assert_cmpuint (result.solutions, ==, 0);
  g_assert_cmpint (nonet_solve_unique (&grid, solution, &error), ==, NONET_STATUS_UNSOLVABLE);
  g_assert_cmpint (error.status, ==, NONET_STATUS_UNSOLVABLE);
}

static void
test_duplicate (void)
{
  NonetGrid grid;
  NonetSolveResult result;
  NonetError error;
  uint8_t solution[NONET_CELLS];

  /* r1c7 = 2 is given; a 2 in r3c9 repeats it in box 3. */
  grid_from_text (&grid, nyt_puzzle);
  grid.values[nonet_cell_at (2, 8)] = 2;
  grid.given[nonet_cell_at (2, 8)] = 1;
  result = solve (&grid, 2);
  g_assert_cmpint (result.status, ==, NONET_STATUS_DUPLICATE);
  g_assert_cmpuint (result.solutions, ==, 0);

  g_assert_cmpint (nonet_solve_unique (&grid, solution, &error), ==, NONET_STATUS_DUPLICATE);
  g_assert_cmpint (error.cell_a, ==, nonet_cell_at (0, 6));
  g_assert_cmpint (error.cell_b, ==, nonet_cell_at (2, 8));
  g_assert_cmpint (error.digit, ==, 2);
}

static void
test_no_candidate (void)
{
  NonetGrid grid;
  NonetSolveResult result;
  NonetError error;

  /* r1c1 sees 1-8 in its row and 9 in its column. */
  nonet_grid_clear (&grid);
  for (int c = 1; c < 9; c++)
    grid.values[c] = (uint8_t) c;
  grid.values[nonet_cell_at (5, 0)] = 9;
  result = solve (&grid, 1);
  g_assert_cmpint (result.status, ==, NONET_STATUS_NO_CANDIDATE);
  g_assert_cmpuint (result.solutions, ==, 0);
  g_assert_cmpint (nonet_solve_unique (&grid, NULL, &error), ==, NONET_STATUS_NO_CANDIDATE);
  g_assert_cmpint (error.cell_a, ==, 0);

  /* Pencil marks can empty a cell too. */
  grid_from_text (&grid, nyt_puzzle);
  nonet_grid_fill_candidates (&grid);
  grid.candidates[0] = 0;
  result = solve (&grid, 1);
  g_assert_cmpint (result.status, ==, NONET_STATUS_NO_CANDIDATE);
}

static void
test_empty_grid (void)
{
  NonetGrid grid;
  NonetSolveResult result;

  nonet_grid_clear (&grid);
  result = solve (&grid, 0);
  g_assert_cmpint (result.status, ==, NONET_STATUS_OK);
  g_assert_cmpuint (result.solutions, ==, 1);
  assert_solution_of (&grid, result.solution);
  /* Nothing is forced at first: the way to a solution goes through guesses. */
  g_assert_cmpuint (result.depth, >, 0);
  g_assert_cmpuint (result.depth, <=, result.guesses);

  /* The limit is honoured exactly. */
  for (unsigned limit = 1; limit <= 1000; limit *= 10)
    {
      result = solve (&grid, limit);
      g_assert_cmpuint (result.solutions, ==, limit);
      assert_solution_of (&grid, result.solution);
      g_assert_cmpuint (result.guesses, >, 0);
    }
}

static void
test_solved_grid (void)
{
  NonetGrid grid;
  NonetSolveResult result;

  grid_from_text (&grid, nyt_solution);
  result = solve (&grid, 2);
  g_assert_cmpint (result.status, ==, NONET_STATUS_OK);
  g_assert_cmpuint (result.solutions, ==, 1);
  g_assert_cmpuint (result.guesses, ==, 0);
  g_assert_cmpuint (result.depth, ==, 0);
  assert_values (result.solution, nyt_solution);
}

typedef struct
{
  unsigned calls;
  unsigned stop_at;
} CancelCount;

static bool
cancel_cb (void *user_data)
{
  CancelCount *count = user_data;

  return ++count->calls >= count->stop_at;
}

/* Counting every grid there is never ends: only the hook can stop it. */
static void
test_cancel (void)
{
  CancelCount count = { .stop_at = 5 };
  NonetSolveOptions options = { .limit = G_MAXUINT, .cancel = cancel_cb, .cancel_data = &count };
  NonetSolveResult result;
  NonetGrid grid;

  nonet_grid_clear (&grid);
  nonet_solve (&grid, &options, &result);
  g_assert_cmpint (result.status, ==, NONET_STATUS_CANCELLED);
  g_assert_cmpuint (count.calls, ==, 5);
  g_assert_cmpuint (result.solutions, >, 0);
  g_assert_cmpuint (result.solutions, <, G_MAXUINT);
  assert_solution_of (&grid, result.solution);

  /* A hook that never fires changes nothing. */
  count = (CancelCount) { .stop_at = G_MAXUINT };
  options.limit = 2;
  grid_from_text (&grid, nyt_puzzle);
  nonet_solve (&grid, &options, &result);
  g_assert_cmpint (result.status, ==, NONET_STATUS_OK);
  g_assert_cmpuint (result.solutions, ==, 1);
}

static void
test_pencil_marks (void)
{
  NonetGrid grid;
  NonetSolveResult result;
  int cell = 0;

  /* Marks that keep the solution change nothing. */
  grid_from_text (&grid, nyt_puzzle);
  nonet_grid_fill_candidates (&grid);
  result = solve (&grid, 2);
  g_assert_cmpuint (result.solutions, ==, 1);
  assert_values (result.solution, nyt_solution);

  /* Marks that drop the solution's digit from one cell leave none. */
  while (grid.values[cell] != 0)
    cell++;
  grid.candidates[cell] &= (NonetMask) ~nonet_digit_bit (nyt_solution[cell] - '0');
  g_assert_cmpint (grid.candidates[cell], !=, 0);
  result = solve (&grid, 2);
  g_assert_cmpint (result.status, ==, NONET_STATUS_OK);
  g_assert_cmpuint (result.solutions, ==, 0);

  /* Marks on filled cells are ignored: the value counts. */
  grid_from_text (&grid, nyt_puzzle);
  grid.has_candidates = true;
  for (int i = 0; i < NONET_CELLS; i++)
    grid.candidates[i] = grid.values[i] != 0 ? 0 : NONET_ALL_DIGITS;
  result = solve (&grid, 2);
  g_assert_cmpuint (result.solutions, ==, 1);
  assert_values (result.solution, nyt_solution);
}

/* ---- Seed 003's modes ----------------------------------------------------- */

static void
test_singles_nyt (void)
{
  NonetGrid grid;
  NonetStatus status = NONET_STATUS_INVALID_ARGUMENT;
  int filled;

  grid_from_text (&grid, nyt_puzzle);
  filled = nonet_solve_singles (&grid, &status);
  g_assert_cmpint (status, ==, NONET_STATUS_OK);
  assert_values (grid.values, nyt_solve0);
  g_assert_cmpint (filled, ==, 8);
  /* Filled cells are placed digits, not givens. */
  g_assert_cmpint (grid.given[1], ==, 0);
  g_assert_cmpint (grid.given[6], ==, 1);
  g_assert_cmpint (nonet_grid_count_givens (&grid), ==, nonet_grid_count_filled (&grid) - 8);

  /* Nothing left to fill the second time. */
  g_assert_cmpint (nonet_solve_singles (&grid, NULL), ==, 0);
}

static void
test_singles_complete (void)
{
  uint8_t values[NONET_CELLS];
  NonetGrid grid;
  NonetStatus status;

  /* A solution with one cell blanked in every box is all naked singles. */
  values_from_text (nyt_solution, values);
  for (int box = 0; box < 9; box++)
    values[nonet_house_cells[18 + box][box]] = 0;
  nonet_grid_set_givens (&grid, values);
  nonet_grid_fill_candidates (&grid);
  g_assert_cmpint (nonet_solve_singles (&grid, &status), ==, 9);
  g_assert_cmpint (status, ==, NONET_STATUS_OK);
  assert_values (grid.values, nyt_solution);
  /* The pencil marks follow the placements. */
  for (int cell = 0; cell < NONET_CELLS; cell++)
    g_assert_cmpint (grid.candidates[cell], ==, nonet_digit_bit (grid.values[cell]));
}

static void
test_singles_contradiction (void)
{
  NonetGrid grid;
  NonetStatus status;

  nonet_grid_clear (&grid);
  grid.values[0] = grid.values[1] = 4;
  g_assert_cmpint (nonet_solve_singles (&grid, &status), ==, 0);
  g_assert_cmpint (status, ==, NONET_STATUS_DUPLICATE);

  /* Row 1 holds 1-7; r1c1 and r1c9 are left with 8 and 9, and an 8 in each
   * of their columns makes both a naked 9: the first placed empties the other. */
  nonet_grid_clear (&grid);
  for (int c = 1; c < 8; c++)
    grid.values[c] = (uint8_t) c;
  grid.values[nonet_cell_at (4, 0)] = 8;
  grid.values[nonet_cell_at (4, 8)] = 8;
  g_assert_cmpint (nonet_grid_validate (&grid, NULL), ==, NONET_STATUS_DUPLICATE);
  grid.values[nonet_cell_at (4, 8)] = 0;
  grid.values[nonet_cell_at (5, 8)] = 8;
  g_assert_cmpint (nonet_grid_validate (&grid, NULL), ==, NONET_STATUS_OK);
  nonet_solve_singles (&grid, &status);
  g_assert_cmpint (status, ==, NONET_STATUS_NO_CANDIDATE);
}

/* A minimal puzzle made from a random grid: clues go while the answer stays unique. */
static void
minimal_puzzle (GRand     *rand,
                NonetGrid *grid)
{
  uint8_t solution[NONET_CELLS];
  int cells[NONET_CELLS];

  random_full_grid (rand, solution);
  nonet_grid_set_givens (grid, solution);
  for (int i = 0; i < NONET_CELLS; i++)
    cells[i] = i;
  for (int i = NONET_CELLS - 1; i > 0; i--)
    {
      int j = g_rand_int_range (rand, 0, i + 1), t = cells[i];
      cells[i] = cells[j];
      cells[j] = t;
    }
  for (int i = 0; i < NONET_CELLS; i++)
    {
      int cell = cells[i];
      uint8_t value = grid->values[cell];

      grid->values[cell] = 0;
      grid->given[cell] = 0;
      if (solve (grid, 2).solutions != 1)
        {
          grid->values[cell] = value;
          grid->given[cell] = 1;
        }
    }
}

static void
test_difficulty (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (3);
  NonetGrid grid;
  double hardest = 0;

  /* All singles: no guess in any view. */
  grid_from_text (&grid, nyt_solution);
  for (int box = 0; box < 9; box++)
    grid.values[nonet_house_cells[18 + box][4]] = grid.given[nonet_house_cells[18 + box][4]] = 0;
  g_assert_cmpfloat (nonet_estimate_difficulty (&grid), ==, 0.0);

  /* Some minimal puzzle among a few dozen needs guesses. */
  for (int i = 0; i < 60 && hardest == 0; i++)
    {
      double difficulty;

      minimal_puzzle (rand, &grid);
      difficulty = nonet_estimate_difficulty (&grid);
      g_assert_cmpfloat (difficulty, >=, 0.0);
      hardest = MAX (hardest, difficulty);
    }
  g_assert_cmpfloat (hardest, >, 0.0);

  /* A broken grid has no difficulty. */
  grid.values[0] = grid.values[1] = 5;
  g_assert_cmpfloat (nonet_estimate_difficulty (&grid), <, 0.0);
}

/* ---- Symmetry ------------------------------------------------------------- */

static void
assert_symmetric (GRand           *rand,
                  const NonetGrid *grid)
{
  NonetSolveResult result = solve (grid, 2), other;
  uint8_t map[10] = { 0 };
  NonetGrid view;

  for (int s = 0; s < NONET_N_SYMMETRIES; s++)
    {
      nonet_grid_transform (grid, (NonetSymmetry) s, &view);
      other = solve (&view, 2);
      g_assert_cmpuint (other.solutions, ==, result.solutions);
      if (result.solutions == 1)
        for (int cell = 0; cell < NONET_CELLS; cell++)
          g_assert_cmpint (other.solution[nonet_symmetry_map_cell ((NonetSymmetry) s, cell)], ==,
                           result.solution[cell]);
    }

  for (int d = 1; d <= 9; d++)
    map[d] = (uint8_t) d;
  for (int d = 9; d > 1; d--)
    {
      int j = g_rand_int_range (rand, 1, d + 1);
      uint8_t t = map[d];
      map[d] = map[j];
      map[j] = t;
    }
  nonet_grid_relabel (grid, map, &view);
  other = solve (&view, 2);
  g_assert_cmpuint (other.solutions, ==, result.solutions);
  if (result.solutions == 1)
    for (int cell = 0; cell < NONET_CELLS; cell++)
      g_assert_cmpint (other.solution[cell], ==, map[result.solution[cell]]);
}

static void
test_symmetry (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (8);
  NonetGrid grid;

  grid_from_text (&grid, nyt_puzzle);
  assert_symmetric (rand, &grid);
  nonet_grid_fill_candidates (&grid);
  assert_symmetric (rand, &grid);
  for (int i = 0; i < 20; i++)
    {
      minimal_puzzle (rand, &grid);
      assert_symmetric (rand, &grid);
    }
}

/* ---- Cross-check against the plain solver ---------------------------------- */

/* Puzzles from random grids: 22-50 clues (unique or several solutions), a
 * wrong clue now and then (often none), and random pencil marks sometimes. */
static void
make_random_case (GRand     *rand,
                  NonetGrid *grid)
{
  uint8_t solution[NONET_CELLS];
  int kind = g_rand_int_range (rand, 0, 10);

  random_full_grid (rand, solution);
  random_puzzle (rand, solution, g_rand_int_range (rand, kind < 2 ? 28 : 22, 51), grid);
  if (kind < 2)
    {
      /* A digit the filled cells allow but the grid it came from does not have. */
      int cell = g_rand_int_range (rand, 0, NONET_CELLS);
      NonetMask allowed;

      while (grid->values[cell] != 0)
        cell = (cell + 1) % NONET_CELLS;
      allowed = nonet_grid_cell_candidates (grid, cell)
                & (NonetMask) ~nonet_digit_bit (solution[cell]);
      if (allowed != 0)
        grid->values[cell] = (uint8_t) (__builtin_ctz (allowed) + 1);
    }
  else if (kind == 2)
    {
      nonet_grid_fill_candidates (grid);
      for (int i = 0; i < 12; i++)
        {
          int cell = g_rand_int_range (rand, 0, NONET_CELLS);
          NonetMask digit = nonet_digit_bit (g_rand_int_range (rand, 1, 10));

          if (grid->values[cell] == 0 && grid->candidates[cell] != digit)
            grid->candidates[cell] &= (NonetMask) ~digit;
        }
    }
}

static void
test_cross_check (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261121);
  unsigned seen[3] = { 0 };
  int n = g_test_slow () ? 50000 : 10000;

  for (int i = 0; i < n; i++)
    {
      NonetGrid grid;
      uint8_t first[NONET_CELLS];
      NonetSolveResult result;
      unsigned expected;

      make_random_case (rand, &grid);
      expected = plain_count (&grid, 2, NULL, first);
      result = solve (&grid, 2);
      /* A wrong clue can leave a cell without candidates: the validator agrees. */
      g_assert_cmpint (result.status, ==, nonet_grid_validate (&grid, NULL));
      g_assert_cmpuint (result.solutions, ==, expected);
      if (expected == 1)
        g_assert_cmpmem (result.solution, NONET_CELLS, first, NONET_CELLS);
      else if (expected == 2)
        assert_solution_of (&grid, result.solution);
      seen[expected]++;
    }
  /* The mix really has all three kinds. */
  g_test_message ("no solution %u, one %u, several %u", seen[0], seen[1], seen[2]);
  for (int k = 0; k < 3; k++)
    g_assert_cmpuint (seen[k], >, (unsigned) n / 50);
}

/* ---- The public collections ----------------------------------------------- */

/* Calls check on every 81-character line of the file; false when absent. */
static gboolean
for_each_puzzle (const char *name,
                 void      (*check) (const NonetGrid *grid, gpointer data),
                 gpointer    data,
                 unsigned   *count)
{
  const char *dir = g_getenv ("NONET_PUZZLES_DIR");
  g_autofree char *path = g_build_filename (dir != NULL ? dir : ".", name, NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    {
      g_autofree char *message = g_strdup_printf ("puzzle collection not found: %s", path);
      g_test_skip (message);
      return FALSE;
    }
  *count = 0;
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      NonetGrid grid;

      if (lines[i][0] == '#' || strlen (lines[i]) < NONET_CELLS)
        continue;
      grid_from_text (&grid, lines[i]);
      check (&grid, data);
      (*count)++;
    }
  return TRUE;
}

static void
check_unique (const NonetGrid *grid,
              gpointer         data)
{
  NonetSolveResult result = solve (grid, 2);

  g_assert_cmpint (result.status, ==, NONET_STATUS_OK);
  g_assert_cmpuint (result.solutions, ==, 1);
  assert_solution_of (grid, result.solution);
}

static void
check_several (const NonetGrid *grid,
               gpointer         data)
{
  NonetSolveResult result = solve (grid, 2);

  g_assert_cmpint (result.status, ==, NONET_STATUS_OK);
  g_assert_cmpuint (result.solutions, ==, 2);
  assert_solution_of (grid, result.solution);
}

static void
test_collection (gconstpointer data)
{
  const char *name = data;
  unsigned count;
  gboolean several = g_str_has_prefix (name, "serg");

  if (for_each_puzzle (name, several ? check_several : check_unique, NULL, &count))
    {
      g_test_message ("%s: %u puzzles", name, count);
      g_assert_cmpuint (count, >, 1000);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/solver/known-answer", test_known_answer);
  g_test_add_func ("/solver/several", test_several);
  g_test_add_func ("/solver/no-solution", test_no_solution);
  g_test_add_func ("/solver/duplicate", test_duplicate);
  g_test_add_func ("/solver/no-candidate", test_no_candidate);
  g_test_add_func ("/solver/empty-grid", test_empty_grid);
  g_test_add_func ("/solver/solved-grid", test_solved_grid);
  g_test_add_func ("/solver/cancel", test_cancel);
  g_test_add_func ("/solver/pencil-marks", test_pencil_marks);
  g_test_add_func ("/solver/singles-nyt", test_singles_nyt);
  g_test_add_func ("/solver/singles-complete", test_singles_complete);
  g_test_add_func ("/solver/singles-contradiction", test_singles_contradiction);
  g_test_add_func ("/solver/difficulty", test_difficulty);
  g_test_add_func ("/solver/symmetry", test_symmetry);
  g_test_add_func ("/solver/cross-check", test_cross_check);
  g_test_add_data_func ("/solver/collection/17-clue", "17-clue.txt", test_collection);
  g_test_add_data_func ("/solver/collection/top1465", "top1465.txt", test_collection);
  g_test_add_data_func ("/solver/collection/serg-benchmark", "serg-benchmark.txt", test_collection);

  return g_test_run ();
}
