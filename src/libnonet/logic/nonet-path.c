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

/* Room for one more step at path->steps[path->n_steps]. The first room
 * holds 128 steps: a hard puzzle's path (86 steps on average over t40,
 * singles included) then fits without the copy a doubling makes, a few
 * hundred kilobytes of steps. */
static bool
path_reserve (NonetPath *path)
{
  if (path->n_steps == path->capacity)
    {
      int capacity = path->capacity == 0 ? 128 : path->capacity * 2;
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

/* ------------------------------------------------------------------------
 * HoDoKu's singles queues
 *
 * HoDoKu's solver takes its singles from two queues (Sudoku2's nsQueue and
 * hsQueue), in the order they appeared as candidates went: a cell is queued
 * when it is left with one candidate, a digit's last place when a house
 * is left with one. It takes a full house first (the first queued naked
 * single that is one), then the oldest naked single, then the oldest
 * hidden single. Which single comes first decides which later ones are
 * naked and which hidden (4 or 14 points each), so the teaching path keeps
 * a copy of HoDoKu's grid and queues beside its state and takes the single
 * HoDoKu would. The copy removes candidates as HoDoKu does: a placement
 * clears the digit from the peers in cell order, then the cell's own
 * candidates; eliminations in the step's order.
 * ------------------------------------------------------------------------ */

#define HQ_MAX 4096

typedef struct
{
  int     get;
  int     put;
  uint8_t cell[HQ_MAX];
  uint8_t digit[HQ_MAX];
} HQueue;

typedef struct
{
  NonetMask cands[NONET_CELLS];
  uint8_t   values[NONET_CELLS];
  int8_t    free[NONET_HOUSES][NONET_DIGITS + 1];
  HQueue    naked;
  HQueue    hidden;
} HSingles;

static void
hq_add (HQueue *q,
        int     cell,
        int     digit)
{
  if (q->put < HQ_MAX)
    {
      q->cell[q->put] = (uint8_t) cell;
      q->digit[q->put++] = (uint8_t) digit;
    }
}

/* The oldest entry, taken off the queue; -1 when empty. */
static int
hq_pop (HQueue *q)
{
  int at;

  if (q->get >= q->put)
    return -1;
  at = q->get++;
  if (q->get >= q->put)
    q->get = q->put = 0;
  return at;
}

static void
hs_add_hidden (HSingles *s,
               int       house,
               int       digit)
{
  for (int i = 0; i < 9; i++)
    {
      int c = nonet_house_cells[house][i];
      if (s->cands[c] & nonet_digit_bit (digit))
        {
          hq_add (&s->hidden, c, digit);
          return;
        }
    }
}

static void
hs_drop_hidden (HSingles *s,
                int       house,
                int       digit)
{
  HQueue *q = &s->hidden;

  for (int i = q->get; i < q->put; i++)
    {
      const uint8_t *hs = nonet_cell_houses[q->cell[i]];
      if (q->digit[i] != digit || (hs[0] != house && hs[1] != house && hs[2] != house))
        continue;
      memmove (&q->cell[i], &q->cell[i + 1], (size_t) (q->put - i - 1));
      memmove (&q->digit[i], &q->digit[i + 1], (size_t) (q->put - i - 1));
      q->put--;
      return;
    }
}

static void
hs_delete (HSingles *s,
           int       cell,
           int       digit)
{
  if (!(s->cands[cell] & nonet_digit_bit (digit)))
    return;
  s->cands[cell] &= (NonetMask) ~nonet_digit_bit (digit);
  if (s->cands[cell] == 0)
    return;
  if (mask_count (s->cands[cell]) == 1)
    hq_add (&s->naked, cell, mask_first (s->cands[cell]));
  for (int i = 0; i < 3; i++)
    {
      int h = nonet_cell_houses[cell][i];
      int left = --s->free[h][digit];
      if (left == 1)
        hs_add_hidden (s, h, digit);
      else if (left == 0)
        hs_drop_hidden (s, h, digit);
    }
}

static void
hs_place (HSingles *s,
          int       cell,
          int       digit)
{
  NonetMask before = s->cands[cell];

  if (s->values[cell] == digit)
    return;
  s->values[cell] = (uint8_t) digit;
  s->cands[cell] = 0;
  /* The peers in cell order (bits_pop takes the lowest first). */
  for (NonetBits peers = bits_peers (cell); !bits_empty (peers); )
    {
      int c = bits_pop (&peers);

      if (s->cands[c] & nonet_digit_bit (digit))
        hs_delete (s, c, digit);
    }
  for (NonetMask m = before; m != 0; )
    {
      int d = mask_pop (&m);
      for (int i = 0; i < 3; i++)
        {
          int h = nonet_cell_houses[cell][i];
          if (--s->free[h][d] == 1 && d != digit)
            hs_add_hidden (s, h, d);
        }
    }
}

/* HoDoKu's grid after its givens (placed in cell order on an empty grid),
 * with the start's candidates. */
static void
hs_init (HSingles        *s,
         const NonetGrid *start)
{
  memset (s, 0, sizeof *s);
  for (int c = 0; c < NONET_CELLS; c++)
    s->cands[c] = NONET_ALL_DIGITS;
  for (int h = 0; h < NONET_HOUSES; h++)
    for (int d = 1; d <= NONET_DIGITS; d++)
      s->free[h][d] = 9;
  for (int c = 0; c < NONET_CELLS; c++)
    if (start->values[c] != 0)
      hs_place (s, c, start->values[c]);
  for (int c = 0; c < NONET_CELLS; c++)
    if (start->values[c] == 0)
      for (NonetMask m = s->cands[c] & ~start->candidates[c]; m != 0; )
        hs_delete (s, c, mask_pop (&m));
}

static void
hs_apply (HSingles        *s,
          const NonetStep *step)
{
  for (int i = 0; i < step->n_placements; i++)
    hs_place (s, step->placements[i].cell, step->placements[i].digit);
  for (int i = 0; i < step->n_eliminations; i++)
    hs_delete (s, step->eliminations[i].cell, step->eliminations[i].digit);
}

static bool
hs_agrees (const HSingles        *s,
           const NonetLogicState *state)
{
  return memcmp (s->values, state->values, sizeof s->values) == 0
         && memcmp (s->cands, state->cands, sizeof s->cands) == 0;
}

/* The single HoDoKu's solver takes next (its cell and digit), if any. */
static bool
hs_choose (HSingles *s,
           int      *cell,
           int      *digit)
{
  int at;

  for (int i = s->naked.get; i < s->naked.put; i++)
    {
      int c = s->naked.cell[i], d = s->naked.digit[i];
      if (s->values[c] != 0)
        continue;
      for (int k = 0; k < 3; k++)
        {
          int h = nonet_cell_houses[c][k];
          bool full = true;
          for (int j = 1; j <= NONET_DIGITS && full; j++)
            full = j == d || s->free[h][j] == 0;
          if (full)
            {
              *cell = c;
              *digit = d;
              return true;
            }
        }
    }
  while ((at = hq_pop (&s->naked)) >= 0)
    if (s->values[s->naked.cell[at]] == 0)
      {
        *cell = s->naked.cell[at];
        *digit = s->naked.digit[at];
        return true;
      }
  while ((at = hq_pop (&s->hidden)) >= 0)
    {
      int c = s->hidden.cell[at], d = s->hidden.digit[at];
      if (s->values[c] != 0)
        continue;
      for (int k = 0; k < 3; k++)
        if (s->free[nonet_cell_houses[c][k]][d] == 1)
          {
            *cell = c;
            *digit = d;
            return true;
          }
      return false;
    }
  return false;
}

static bool
is_single (const NonetStep *step)
{
  return step->technique == NONET_TECH_FULL_HOUSE || step->technique == NONET_TECH_NAKED_SINGLE
         || step->technique == NONET_TECH_HIDDEN_SINGLE;
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
  HSingles *singles = NULL;

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
  state.solution = path->unique ? path->solution : NULL;
  /* HoDoKu's singles order: the teaching path's finder only. */
  if (finder == _nonet_find_step_in_state)
    {
      singles = malloc (sizeof *singles);
      if (singles != NULL)
        hs_init (singles, &path->start);
    }
  state.als_cache = _nonet_als_cache_new ();
  state.walk_cache = _nonet_walk_cache_new ();
  state.chain_cache = _nonet_chain_cache_new ();
  state.subset_memo = _nonet_subset_memo_new ();
  state.sdc_memo = _nonet_sdc_memo_new ();
  state.template_memo = _nonet_template_memo_new ();
  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    dirty[t] = NONET_ALL_DIGITS;
  while (path->n_steps < MAX_PATH_STEPS && path_reserve (path))
    {
      NonetStep *step = &path->steps[path->n_steps];
      NonetStatus found = NONET_STATUS_EMPTY;
      int cell, digit;

      /* The single HoDoKu would take, when its copy of the grid agrees. */
      if (singles != NULL && hs_agrees (singles, &state) && hs_choose (singles, &cell, &digit))
        {
          found = finder (&state, &local, cell, 0, dirty, step);
          if (found == NONET_STATUS_OK
              && !(is_single (step) && step->n_placements == 1
                   && step->placements[0].cell == cell && step->placements[0].digit == digit))
            found = NONET_STATUS_EMPTY;
        }
      if (found == NONET_STATUS_EMPTY)
        found = finder (&state, &local, -1, 0, dirty, step);

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
      if (singles != NULL)
        hs_apply (singles, step);
      _nonet_logic_state_apply (&state, step);
      _nonet_dirty_add (dirty, state.changed);
      state.changed = 0;
    }
  /* Every way out of the loop frees the state's ALS sets. */
  free (singles);
  _nonet_als_cache_free (state.als_cache);
  _nonet_walk_cache_free (state.walk_cache);
  _nonet_chain_cache_free (state.chain_cache);
  _nonet_subset_memo_free (state.subset_memo);
  _nonet_sdc_memo_free (state.sdc_memo);
  _nonet_template_memo_free (state.template_memo);
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
