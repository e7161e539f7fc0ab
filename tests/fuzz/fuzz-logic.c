/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-logic.c: parse, solve, path, rate and "why?" on any puzzle text.
 *
 * Byte 0 picks a cell (modulo 81) and, divided by 81, extras: every
 * technique enabled (1) and the shallow solve and difficulty (2); byte 1
 * picks a digit (0: "what fills it") for nonet_find_step_for; the rest is
 * read as a puzzle (AUTO). A grid that
 * reads is solved (limit 2), its path built and rated. Checked: counts
 * within the arrays, a solution that keeps the clues and is a valid grid,
 * and, when the puzzle is unique, that no step of the path places a digit
 * other than the solution's or removes the solution's digit.
 */

#include <string.h>

#include "fuzz-common.h"

static void
check_step (const NonetStep *step,
            const uint8_t   *solution)
{
  FUZZ_CHECK (step->technique >= 0 && step->technique < NONET_N_TECHNIQUES);
  FUZZ_CHECK (step->n_placements >= 0 && step->n_placements <= NONET_STEP_MAX_PLACEMENTS);
  FUZZ_CHECK (step->n_eliminations >= 0
              && step->n_eliminations <= NONET_STEP_MAX_ELIMINATIONS);
  FUZZ_CHECK (step->n_placements + step->n_eliminations > 0);
  FUZZ_CHECK (step->n_marks >= 0 && step->n_marks <= NONET_STEP_MAX_MARKS);
  FUZZ_CHECK (step->n_houses >= 0 && step->n_houses <= NONET_STEP_MAX_HOUSES);
  FUZZ_CHECK (step->n_links >= 0 && step->n_links <= NONET_STEP_MAX_LINKS);
  FUZZ_CHECK (step->n_cells >= 0 && step->n_cells <= 16);
  if (solution == NULL)
    return;
  for (int i = 0; i < step->n_placements; i++)
    FUZZ_CHECK (solution[step->placements[i].cell] == step->placements[i].digit);
  for (int i = 0; i < step->n_eliminations; i++)
    FUZZ_CHECK (solution[step->eliminations[i].cell] != step->eliminations[i].digit);
}

static void
check_solution (const NonetGrid *grid,
                const uint8_t   *solution)
{
  NonetGrid solved;

  nonet_grid_clear (&solved);
  nonet_grid_set_givens (&solved, solution);
  FUZZ_CHECK (nonet_grid_is_solved (&solved));
  for (int cell = 0; cell < NONET_CELLS; cell++)
    FUZZ_CHECK (grid->values[cell] == 0 || grid->values[cell] == solution[cell]);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  if (size < 2)
    return 0;
  int cell = data[0] % NONET_CELLS;
  int extras = data[0] / NONET_CELLS;   /* 0..3 */
  int digit = data[1] % 10;
  NonetGrid grid;
  NonetError error;

  if (nonet_parse ((const char *) data + 2, size - 2, NONET_FORMAT_AUTO, &grid, &error)
      != NONET_STATUS_OK)
    return 0;

  NonetSolveOptions solve_options = { .limit = 2 };
  NonetSolveResult result;
  nonet_solve (&grid, &solve_options, &result);
  FUZZ_CHECK (result.solutions <= 2);
  if (result.solutions > 0)
    check_solution (&grid, result.solution);

  uint8_t solution[NONET_CELLS];
  NonetStatus unique = nonet_solve_unique (&grid, solution, &error);
  FUZZ_CHECK ((unique == NONET_STATUS_OK) == (result.solutions == 1));

  if (extras & 2)
    {
      NonetGrid shallow = grid;
      NonetStatus singles_status = NONET_STATUS_OK;
      int filled = nonet_solve_singles (&shallow, &singles_status);
      FUZZ_CHECK (filled >= 0 && filled <= NONET_CELLS);
      fuzz_check_grid (&shallow);
      if (result.solutions == 1 && singles_status == NONET_STATUS_OK)
        for (int c = 0; c < NONET_CELLS; c++)
          FUZZ_CHECK (shallow.values[c] == 0 || shallow.values[c] == result.solution[c]);
      if (result.solutions == 1)
        FUZZ_CHECK (nonet_estimate_difficulty (&grid) >= 0);
    }

  NonetLogicOptions options;
  nonet_logic_options_init (&options);
  /* Byte 0 >= 81 (odd multiple): every technique, Templates and the mutant
   * fish included (off by default). */
  if (extras & 1)
    nonet_technique_set_all (&options.techniques);
  /* Known slow, reported (issue 12 notes): on a grid with many solutions
   * (an empty grid: 3.2 s) Forcing Net Verity and its nested nets search
   * for seconds. Left out there, so the fuzzer's time goes to new inputs;
   * on a unique puzzle every technique runs. */
  if (result.solutions != 1)
    {
      nonet_technique_set_remove (&options.techniques, NONET_TECH_FORCING_NET_VERITY);
      nonet_technique_set_remove (&options.techniques, NONET_TECH_FORCING_NET_CONTRADICTION);
      nonet_technique_set_remove (&options.techniques, NONET_TECH_TRIAL);
    }
  NonetPath path;
  nonet_path_init (&path);
  NonetStatus status = nonet_path_build (&grid, &options, &path, &error);
  if (status == NONET_STATUS_OK || status == NONET_STATUS_MULTIPLE_SOLUTIONS)
    {
      FUZZ_CHECK (path.n_steps >= 0 && path.n_steps <= path.capacity);
      FUZZ_CHECK (path.unique == (unique == NONET_STATUS_OK));
      for (int i = 0; i < path.n_steps; i++)
        check_step (&path.steps[i], path.unique ? solution : NULL);
      NonetRating rating;
      nonet_path_rate (&path, &rating);
      FUZZ_CHECK (rating.se_tenths >= 0 && rating.score >= 0);
      if (path.solved && path.unique)
        {
          NonetGrid end;
          nonet_path_state_at (&path, path.n_steps, &end);
          FUZZ_CHECK (memcmp (end.values, solution, NONET_CELLS) == 0);
        }
      FUZZ_CHECK (nonet_path_find_cause (&path, cell, digit) < path.n_steps);
    }
  nonet_path_clear (&path);

  NonetGrid state = grid;
  if (!state.has_candidates)
    nonet_grid_fill_candidates (&state);
  options.unique = unique == NONET_STATUS_OK;
  NonetStep step;
  if (nonet_find_step (&state, &options, &step) == NONET_STATUS_OK)
    check_step (&step, options.unique ? solution : NULL);
  if (nonet_find_step_for (&state, cell, digit, &options, &step) == NONET_STATUS_OK)
    check_step (&step, options.unique ? solution : NULL);
  return 0;
}
