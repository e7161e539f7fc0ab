/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-path.c: the solution path (steps from a start state until solved or
 * stuck), states along it, and "why?". */

#include <stdlib.h>
#include <string.h>

#include "nonet-logic-private.h"

/* Each step removes at least one candidate, so a path has at most 729 steps. */
#define MAX_PATH_STEPS (NONET_CELLS * NONET_DIGITS)

/** nonet_path_init: an empty path. */
void
nonet_path_init (NonetPath *path)
{
  memset (path, 0, sizeof *path);
}

/** nonet_path_clear: frees the steps and empties the path. */
void
nonet_path_clear (NonetPath *path)
{
  free (path->steps);
  nonet_path_init (path);
}

/* Room for one more step at path->steps[path->n_steps]. */
static bool
path_reserve (NonetPath *path)
{
  if (path->n_steps == path->capacity)
    {
      int capacity = path->capacity == 0 ? 64 : path->capacity * 2;
      NonetStep *steps = realloc (path->steps, (size_t) capacity * sizeof *steps);

      if (steps == NULL)
        return false;
      path->steps = steps;
      path->capacity = capacity;
    }
  return true;
}

/* Every cell filled and every house holding all nine digits (so no digit
 * twice: nine cells, nine digits). */
static bool
state_solved (const NonetLogicState *state)
{
  if (state->n_empty != 0)
    return false;
  for (int h = 0; h < NONET_HOUSES; h++)
    if (state->house_placed[h] != NONET_ALL_DIGITS)
      return false;
  return true;
}

/* Fills path->solution and path->unique; returns OK, MULTIPLE_SOLUTIONS
 * (a solution is still kept) or the error. */
static NonetStatus
path_solve (NonetPath  *path,
            NonetError *error)
{
  NonetStatus status = nonet_solve_unique (&path->start, path->solution, error);

  if (status == NONET_STATUS_OK)
    {
      path->unique = true;
      return status;
    }
  if (status == NONET_STATUS_MULTIPLE_SOLUTIONS)
    {
      NonetSolveOptions options = { .limit = 1 };
      NonetSolveResult result;

      nonet_solve (&path->start, &options, &result);
      if (result.solutions > 0)
        memcpy (path->solution, result.solution, sizeof path->solution);
    }
  return status;
}

/**
 * nonet_step_agrees:
 * The guard: every step of a unique puzzle's path must agree with its
 * solution (no placement of another digit, no elimination of the
 * solution's digit) before it is added or shown. A step that does not is an
 * engine bug: ENGINE_BUG in error, never shown. Costs a few comparisons a
 * step against the milliseconds of finding it.
 */
bool
nonet_step_agrees (const NonetStep *step,
                   const uint8_t    solution[NONET_CELLS],
                   NonetError      *error)
{
  const NonetCandidate *bad = NULL;

  for (int i = 0; i < step->n_placements && bad == NULL; i++)
    if (solution[step->placements[i].cell] != step->placements[i].digit)
      bad = &step->placements[i];
  for (int i = 0; i < step->n_eliminations && bad == NULL; i++)
    if (solution[step->eliminations[i].cell] == step->eliminations[i].digit)
      bad = &step->eliminations[i];
  if (bad == NULL)
    return true;
  nonet_error_init (error, NONET_STATUS_ENGINE_BUG);
  if (error != NULL)
    {
      error->count = (int) step->technique;
      error->cell_a = bad->cell;
      error->digit = bad->digit;
    }
  return false;
}

/**
 * nonet_path_build:
 * Builds the path from grid; see nonet-logic.h for the statuses.
 */
NonetStatus
nonet_path_build (const NonetGrid         *grid,
                  const NonetLogicOptions *options,
                  NonetPath               *path,
                  NonetError              *error)
{
  return _nonet_path_build_with (grid, options, _nonet_find_step_in_state, path, error);
}

/* nonet_path_build() with the step finder given (nonet-logic-private.h). */
NonetStatus
_nonet_path_build_with (const NonetGrid         *grid,
                        const NonetLogicOptions *options,
                        NonetStepFinder          finder,
                        NonetPath               *path,
                        NonetError              *error)
{
  NonetLogicOptions local;
  NonetLogicState state;
  NonetMask dirty[NONET_N_TECHNIQUES];
  NonetStatus status;

  nonet_error_init (error, NONET_STATUS_OK);
  if (grid == NULL || path == NULL)
    return NONET_STATUS_INVALID_ARGUMENT;
  nonet_path_clear (path);
  if (options == NULL)
    nonet_logic_options_init (&local);
  else
    local = *options;

  path->start = *grid;
  nonet_grid_fill_candidates (&path->start);
  status = nonet_grid_validate (&path->start, error);
  if (status != NONET_STATUS_OK)
    return status;
  status = path_solve (path, error);
  if (status != NONET_STATUS_OK && status != NONET_STATUS_MULTIPLE_SOLUTIONS)
    return status;
  local.unique = path->unique;

  /* One state, updated step by step: rebuilding it for each step would
   * cost more than finding most steps. Steps are found straight into the
   * path's array. */
  _nonet_logic_state_init (&state, &path->start, &local);
  state.als_cache = _nonet_als_cache_new ();
  state.walk_cache = _nonet_walk_cache_new ();
  state.chain_cache = _nonet_chain_cache_new ();
  state.subset_memo = _nonet_subset_memo_new ();
  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    dirty[t] = NONET_ALL_DIGITS;
  while (path->n_steps < MAX_PATH_STEPS && path_reserve (path))
    {
      NonetStep *step = &path->steps[path->n_steps];
      NonetStatus found = finder (&state, &local, -1, 0, dirty, step);

      if (found == NONET_STATUS_CANCELLED)
        {
          nonet_error_init (error, NONET_STATUS_CANCELLED);
          status = NONET_STATUS_CANCELLED;
          break;
        }
      if (found != NONET_STATUS_OK)
        break;
      if (path->unique && !nonet_step_agrees (step, path->solution, error))
        {
          status = NONET_STATUS_ENGINE_BUG;
          break;
        }
      path->n_steps++;
      _nonet_logic_state_apply (&state, step);
      for (int t = 0; t < NONET_N_TECHNIQUES; t++)
        dirty[t] |= state.changed;
      state.changed = 0;
    }
  /* Every way out of the loop frees the state's ALS sets. */
  _nonet_als_cache_free (state.als_cache);
  _nonet_walk_cache_free (state.walk_cache);
  _nonet_chain_cache_free (state.chain_cache);
  _nonet_subset_memo_free (state.subset_memo);
  if (status == NONET_STATUS_CANCELLED || status == NONET_STATUS_ENGINE_BUG)
    return status;
  path->solved = state_solved (&state);
  return status;
}

/**
 * nonet_path_state_at:
 * The pencil-mark state before step index (index == n_steps: after the last).
 */
void
nonet_path_state_at (const NonetPath *path,
                     int              index,
                     NonetGrid       *state)
{
  *state = path->start;
  if (index > path->n_steps)
    index = path->n_steps;
  for (int i = 0; i < index; i++)
    nonet_step_apply (&path->steps[i], state);
}

/**
 * nonet_path_find_cause:
 * The earliest step after which cell no longer has digit as a candidate
 * (an elimination, a placement in the cell, or digit placed in a peer), or
 * (digit 0) that fills cell; -1 if none.
 */
int
nonet_path_find_cause (const NonetPath *path,
                       int              cell,
                       int              digit)
{
  NonetGrid state = path->start;

  if (cell < 0 || cell >= NONET_CELLS || digit < 0 || digit > NONET_DIGITS)
    return -1;
  if (digit != 0
      && (state.values[cell] != 0 || !(state.candidates[cell] & nonet_digit_bit (digit))))
    return -1;
  if (digit == 0 && state.values[cell] != 0)
    return -1;
  for (int i = 0; i < path->n_steps; i++)
    {
      nonet_step_apply (&path->steps[i], &state);
      if (digit == 0 && state.values[cell] != 0)
        return i;
      if (digit != 0 && (state.values[cell] != 0
                         ? state.values[cell] != digit
                         : !(state.candidates[cell] & nonet_digit_bit (digit))))
        return i;
    }
  return -1;
}
