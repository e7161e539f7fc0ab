/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-logic-state.c: bit set tables, the solving state, the step builder
 * and the sink shared by every technique family. */

#include <limits.h>

#include "nonet-logic-private.h"
#include "nonet-solver.h"

/* Tables of 81-bit sets, spelled out by constant expressions so they need
 * no initialisation at run time (the engine has no global mutable state).
 * LO/HI give the bit of cell c in each word; the & 63 keeps the shift count
 * in range in the branch that is not taken. */
#define LO(c) ((c) < 64 ? 1ull << ((c) & 63) : 0ull)
#define HI(c) ((c) >= 64 ? 1ull << (((c) - 64) & 63) : 0ull)
#define BOX0(b) (((b) / 3) * 27 + ((b) % 3) * 3)
#define ROWF(F, r) (F ((r) * 9) | F ((r) * 9 + 1) | F ((r) * 9 + 2) | F ((r) * 9 + 3) \
                    | F ((r) * 9 + 4) | F ((r) * 9 + 5) | F ((r) * 9 + 6) | F ((r) * 9 + 7) \
                    | F ((r) * 9 + 8))
#define COLF(F, c) (F (c) | F ((c) + 9) | F ((c) + 18) | F ((c) + 27) | F ((c) + 36) \
                    | F ((c) + 45) | F ((c) + 54) | F ((c) + 63) | F ((c) + 72))
#define BOXF(F, b) (F (BOX0 (b)) | F (BOX0 (b) + 1) | F (BOX0 (b) + 2) | F (BOX0 (b) + 9) \
                    | F (BOX0 (b) + 10) | F (BOX0 (b) + 11) | F (BOX0 (b) + 18) \
                    | F (BOX0 (b) + 19) | F (BOX0 (b) + 20))
#define BOXOF(c) (((c) / 27) * 3 + ((c) % 9) / 3)
#define PEERF(F, c) ((ROWF (F, (c) / 9) | COLF (F, (c) % 9) | BOXF (F, BOXOF (c))) & ~F (c))

#define ROWB(r) { ROWF (LO, r), ROWF (HI, r) }
#define COLB(c) { COLF (LO, c), COLF (HI, c) }
#define BOXB(b) { BOXF (LO, b), BOXF (HI, b) }
#define PEERB(c) { PEERF (LO, c), PEERF (HI, c) }
#define CELLB(c) { LO (c), HI (c) }
#define ROW9(M, r) M ((r) * 9), M ((r) * 9 + 1), M ((r) * 9 + 2), M ((r) * 9 + 3), \
                   M ((r) * 9 + 4), M ((r) * 9 + 5), M ((r) * 9 + 6), M ((r) * 9 + 7), \
                   M ((r) * 9 + 8)
#define ALL81(M) ROW9 (M, 0), ROW9 (M, 1), ROW9 (M, 2), ROW9 (M, 3), ROW9 (M, 4), \
                 ROW9 (M, 5), ROW9 (M, 6), ROW9 (M, 7), ROW9 (M, 8)

const NonetBits _nonet_house_bits[NONET_HOUSES] = {
  ROWB (0), ROWB (1), ROWB (2), ROWB (3), ROWB (4), ROWB (5), ROWB (6), ROWB (7), ROWB (8),
  COLB (0), COLB (1), COLB (2), COLB (3), COLB (4), COLB (5), COLB (6), COLB (7), COLB (8),
  BOXB (0), BOXB (1), BOXB (2), BOXB (3), BOXB (4), BOXB (5), BOXB (6), BOXB (7), BOXB (8),
};

const NonetBits _nonet_peer_bits[NONET_CELLS] = { ALL81 (PEERB) };
const NonetBits _nonet_cell_bit[NONET_CELLS] = { ALL81 (CELLB) };

int
_nonet_bits_common_house (NonetBits a)
{
  for (int h = 0; h < NONET_HOUSES; h++)
    if (bits_subset (a, _nonet_house_bits[h]))
      return h;
  return -1;
}

int
_nonet_house_index (int house,
                    int cell)
{
  if (house < 9)
    return cell % 9;
  if (house < 18)
    return cell / 9;
  /* Box: row within the box times 3 plus column within the box. */
  return ((cell / 9) % 3) * 3 + (cell % 9) % 3;
}

/* ------------------------------------------------------------------------
 * State
 * ------------------------------------------------------------------------ */

/* Whether grid's givens alone (no placed digits, no pencil marks) have
 * exactly one solution. */
static bool
givens_unique (const NonetGrid *grid)
{
  NonetGrid givens;
  NonetSolveOptions options = { .limit = 2 };
  NonetSolveResult result;

  nonet_grid_clear (&givens);
  for (int cell = 0; cell < NONET_CELLS; cell++)
    if (grid->given[cell])
      {
        givens.values[cell] = grid->values[cell];
        givens.given[cell] = 1;
      }
  nonet_solve (&givens, &options, &result);
  return result.status == NONET_STATUS_OK && result.solutions == 1;
}

void
_nonet_logic_state_init (NonetLogicState         *state,
                         const NonetGrid         *grid,
                         const NonetLogicOptions *options)
{
  memset (state, 0, sizeof *state);
  state->search_digits = NONET_ALL_DIGITS;
  state->options = options;
  state->unique = options != NULL && options->unique;

  /* The digits placed in each house first: a cell's candidates are then
   * its marks (or all nine) without those of its three houses, the same as
   * nonet_grid_cell_candidates but without walking 20 peers per cell. */
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      int value = grid->values[cell];

      state->values[cell] = (uint8_t) value;
      if (value == 0)
        continue;
      if (grid->given[cell])
        bits_set (&state->given, cell);
      for (int i = 0; i < 3; i++)
        state->house_placed[nonet_cell_houses[cell][i]] |= nonet_digit_bit (value);
    }
  /* Solving the givens again only when digits were placed over them. */
  state->givens_unique = state->unique
                         && (bits_count (state->given) == nonet_grid_count_filled (grid)
                             || givens_unique (grid));
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      const uint8_t *houses = nonet_cell_houses[cell];
      NonetMask mask;

      if (grid->values[cell] != 0)
        continue;
      mask = grid->has_candidates ? (NonetMask) (grid->candidates[cell] & NONET_ALL_DIGITS)
                                  : (NonetMask) NONET_ALL_DIGITS;
      mask &= (NonetMask) ~(state->house_placed[houses[0]] | state->house_placed[houses[1]]
                            | state->house_placed[houses[2]]);
      state->cands[cell] = mask;
      state->n_cands[cell] = (uint8_t) mask_count (mask);
      bits_set (&state->empty, cell);
      state->n_empty++;
      for (int i = 0; i < 3; i++)
        state->house_empty[houses[i]]++;
      if (state->n_cands[cell] == 2)
        bits_set (&state->bivalue, cell);
      /* The cell's place in its row (its column), its column (its row)
       * and its box: each digit once for its three houses (nested forcing
       * levels make a state per inner search). */
      int row = cell / 9, column = cell % 9;
      uint16_t in_row = (uint16_t) (1u << column), in_column = (uint16_t) (1u << row);
      uint16_t in_box = (uint16_t) (1u << ((row % 3) * 3 + column % 3));
      for (NonetMask m = mask; m != 0; )
        {
          int d = mask_pop (&m);
          bits_set (&state->digit_cells[d], cell);
          state->house_pos[houses[0]][d] |= in_row;
          state->house_pos[houses[1]][d] |= in_column;
          state->house_pos[houses[2]][d] |= in_box;
          state->house_count[houses[0]][d]++;
          state->house_count[houses[1]][d]++;
          state->house_count[houses[2]][d]++;
        }
    }
}

/* Removes digit from the candidates of an empty cell, in every structure. */
static void
state_remove (NonetLogicState *state,
              int              cell,
              int              digit)
{
  NonetMask bit = nonet_digit_bit (digit);

  if (!(state->cands[cell] & bit))
    return;
  state->cands[cell] &= (NonetMask) ~bit;
  state->changed |= bit;
  state->n_cands[cell]--;
  if (state->n_cands[cell] == 2)
    bits_set (&state->bivalue, cell);
  else
    bits_clear (&state->bivalue, cell);
  bits_clear (&state->digit_cells[digit], cell);
  /* Its row (at its column), its column (at its row) and its box, as
   * nonet_cell_houses and _nonet_house_index have them. */
  int row = cell / 9, col = cell % 9, box = 18 + (row / 3) * 3 + col / 3;
  state->house_pos[row][digit] &= (uint16_t) ~(1u << col);
  state->house_pos[9 + col][digit] &= (uint16_t) ~(1u << row);
  state->house_pos[box][digit] &= (uint16_t) ~(1u << ((row % 3) * 3 + col % 3));
  state->house_count[row][digit]--;
  state->house_count[9 + col][digit]--;
  state->house_count[box][digit]--;
}

static void
state_place (NonetLogicState *state,
             int              cell,
             int              digit)
{
  NonetBits peers;

  if (state->values[cell] != 0)
    return;
  for (NonetMask m = state->cands[cell]; m != 0; )
    state_remove (state, cell, mask_pop (&m));
  state->values[cell] = (uint8_t) digit;
  bits_clear (&state->empty, cell);
  bits_clear (&state->bivalue, cell);
  state->n_empty--;
  for (int i = 0; i < 3; i++)
    {
      state->house_placed[nonet_cell_houses[cell][i]] |= nonet_digit_bit (digit);
      state->house_empty[nonet_cell_houses[cell][i]]--;
    }
  peers = bits_and (bits_peers (cell), state->digit_cells[digit]);
  for (int p; (p = bits_pop (&peers)) >= 0; )
    state_remove (state, p, digit);
}

void
_nonet_logic_state_apply (NonetLogicState *state,
                          const NonetStep *step)
{
  for (int i = 0; i < step->n_placements; i++)
    state_place (state, step->placements[i].cell, step->placements[i].digit);
  for (int i = 0; i < step->n_eliminations; i++)
    if (state->values[step->eliminations[i].cell] == 0)
      state_remove (state, step->eliminations[i].cell, step->eliminations[i].digit);
  state->version++;
}

/* ------------------------------------------------------------------------
 * Step builder
 * ------------------------------------------------------------------------ */

void
_nonet_step_begin (NonetStep      *step,
                   NonetTechnique  technique,
                   NonetMask       digits)
{
  /* Only the counts need clearing: the arrays are read up to them. */
  step->technique = technique;
  step->digits = digits;
  step->se_tenths = 0;
  step->n_placements = 0;
  step->n_eliminations = 0;
  step->n_marks = 0;
  step->n_houses = 0;
  step->n_links = 0;
  step->n_cells = 0;
}

void
_nonet_step_copy (NonetStep       *to,
                  const NonetStep *from)
{
  /* The counts, then each array up to its count: a step is read no
   * further (_nonet_step_begin clears the counts alone), and most use a
   * few entries of arrays that make some 2.5 kB. */
  memcpy (to, from, offsetof (NonetStep, placements)
                    + (size_t) from->n_placements * sizeof from->placements[0]);
  memcpy (to->eliminations, from->eliminations,
          (size_t) from->n_eliminations * sizeof from->eliminations[0]);
  memcpy (to->marks, from->marks, (size_t) from->n_marks * sizeof from->marks[0]);
  memcpy (to->houses, from->houses, (size_t) from->n_houses * sizeof from->houses[0]);
  memcpy (to->links, from->links, (size_t) from->n_links * sizeof from->links[0]);
  memcpy (to->cells, from->cells, (size_t) from->n_cells * sizeof from->cells[0]);
}

bool
_nonet_step_eliminate (NonetStep             *step,
                       const NonetLogicState *state,
                       int                    cell,
                       int                    digit)
{
  if (!state_has (state, cell, digit))
    return false;
  for (int i = 0; i < step->n_eliminations; i++)
    if (step->eliminations[i].cell == cell && step->eliminations[i].digit == digit)
      return false;
  if (step->n_eliminations >= NONET_STEP_MAX_ELIMINATIONS)
    return false;
  step->eliminations[step->n_eliminations].cell = (uint8_t) cell;
  step->eliminations[step->n_eliminations].digit = (uint8_t) digit;
  step->n_eliminations++;
  return true;
}

int
_nonet_step_eliminate_bits (NonetStep             *step,
                            const NonetLogicState *state,
                            NonetBits              cells,
                            int                    digit)
{
  int n = 0;

  cells = bits_and (cells, state->digit_cells[digit]);
  for (int c; (c = bits_pop (&cells)) >= 0; )
    n += _nonet_step_eliminate (step, state, c, digit);
  return n;
}

bool
_nonet_step_place (NonetStep             *step,
                   const NonetLogicState *state,
                   int                    cell,
                   int                    digit)
{
  if (state->values[cell] != 0 || !state_has (state, cell, digit))
    return false;
  for (int i = 0; i < step->n_placements; i++)
    if (step->placements[i].cell == cell)
      return false;
  if (step->n_placements >= NONET_STEP_MAX_PLACEMENTS)
    return false;
  step->placements[step->n_placements].cell = (uint8_t) cell;
  step->placements[step->n_placements].digit = (uint8_t) digit;
  step->n_placements++;
  return true;
}

void
_nonet_step_mark (NonetStep *step,
                  int        cell,
                  int        digit,
                  NonetRole  role)
{
  if (step->n_marks >= NONET_STEP_MAX_MARKS)
    return;
  step->marks[step->n_marks].cell = (uint8_t) cell;
  step->marks[step->n_marks].digit = (uint8_t) digit;
  step->marks[step->n_marks].role = (uint8_t) role;
  step->n_marks++;
}

void
_nonet_step_mark_bits (NonetStep             *step,
                       const NonetLogicState *state,
                       NonetBits              cells,
                       int                    digit,
                       NonetRole              role)
{
  if (state != NULL && digit != 0)
    cells = bits_and (cells, state->digit_cells[digit]);
  for (int c; (c = bits_pop (&cells)) >= 0; )
    _nonet_step_mark (step, c, digit, role);
}

void
_nonet_step_house (NonetStep *step,
                   int        house,
                   NonetRole  role)
{
  for (int i = 0; i < step->n_houses; i++)
    if (step->houses[i].house == house && step->houses[i].role == role)
      return;
  if (step->n_houses >= NONET_STEP_MAX_HOUSES)
    return;
  step->houses[step->n_houses].house = (uint8_t) house;
  step->houses[step->n_houses].role = (uint8_t) role;
  step->n_houses++;
}

void
_nonet_step_link (NonetStep     *step,
                  NonetNode      from,
                  NonetNode      to,
                  NonetLinkKind  kind)
{
  if (step->n_links >= NONET_STEP_MAX_LINKS)
    return;
  step->links[step->n_links].from = from;
  step->links[step->n_links].to = to;
  step->links[step->n_links].kind = (uint8_t) kind;
  step->n_links++;
}

void
_nonet_step_cell (NonetStep *step,
                  int        cell)
{
  int max = (int) sizeof step->cells;

  for (int i = 0; i < step->n_cells; i++)
    if (step->cells[i] == cell)
      return;
  if (step->n_cells < max)
    step->cells[step->n_cells++] = (uint8_t) cell;
}

NonetNode
_nonet_node (int cell,
             int digit)
{
  NonetNode node = { 0 };

  node.digit = (uint8_t) digit;
  node.n_cells = 1;
  node.cells[0] = (uint8_t) cell;
  return node;
}

NonetNode
_nonet_node_group (NonetBits cells,
                   int       digit)
{
  NonetNode node = { 0 };

  node.digit = (uint8_t) digit;
  for (int c; node.n_cells < NONET_NODE_MAX_CELLS && (c = bits_pop (&cells)) >= 0; )
    node.cells[node.n_cells++] = (uint8_t) c;
  return node;
}

static bool
step_has_mark (const NonetStep *step,
               int              cell,
               int              digit,
               NonetRole        role)
{
  for (int i = 0; i < step->n_marks; i++)
    if (step->marks[i].cell == cell && step->marks[i].digit == digit
        && step->marks[i].role == role)
      return true;
  return false;
}

bool
_nonet_step_finish (NonetStep *step)
{
  if (step->n_placements == 0 && step->n_eliminations == 0)
    return false;
  for (int i = 0; i < step->n_eliminations; i++)
    {
      const NonetCandidate *e = &step->eliminations[i];
      if (!step_has_mark (step, e->cell, e->digit, NONET_ROLE_TARGET))
        _nonet_step_mark (step, e->cell, e->digit, NONET_ROLE_TARGET);
    }
  for (int i = 0; i < step->n_placements; i++)
    {
      const NonetCandidate *p = &step->placements[i];
      if (!step_has_mark (step, p->cell, p->digit, NONET_ROLE_PLACEMENT))
        _nonet_step_mark (step, p->cell, p->digit, NONET_ROLE_PLACEMENT);
    }
  if (step->se_tenths == 0)
    step->se_tenths = technique_info (step->technique)->se_tenths;
  return true;
}

int
_nonet_se_length_penalty (int n_nodes)
{
  /* Sudoku Explainer's getLengthDifficulty: the ceiling grows by 3/2 and
   * 4/3 alternately (4, 6, 8, 12, 16, 24, 32 ...), 0.1 per ceiling passed. */
  int length = n_nodes - 2;
  int ceil = 4;
  int added = 0;
  bool odd = false;

  while (length > ceil)
    {
      added++;
      ceil = odd ? (ceil * 4) / 3 : (ceil * 3) / 2;
      odd = !odd;
    }
  return added;
}

/* ------------------------------------------------------------------------
 * Sink
 * ------------------------------------------------------------------------ */

void
_nonet_step_sink_init (NonetStepSink           *sink,
                  NonetSinkMode            mode,
                  NonetStep               *steps,
                  int                      max_steps,
                  const NonetLogicOptions *options)
{
  memset (sink, 0, sizeof *sink);
  sink->want_cell = -1;
  sink->mode = mode;
  sink->steps = steps;
  sink->max_steps = max_steps;
  if (options != NULL)
    {
      sink->cancel = options->cancel;
      sink->cancel_data = options->cancel_data;
    }
}

static bool
candidates_equal_as_sets (const NonetCandidate *a,
                          int                   n_a,
                          const NonetCandidate *b,
                          int                   n_b)
{
  if (n_a != n_b)
    return false;
  for (int i = 0; i < n_a; i++)
    {
      bool found = false;
      for (int j = 0; j < n_b && !found; j++)
        found = a[i].cell == b[j].cell && a[i].digit == b[j].digit;
      if (!found)
        return false;
    }
  return true;
}

static bool
steps_same_effect (const NonetStep *a,
                   const NonetStep *b)
{
  return a->technique == b->technique
         && candidates_equal_as_sets (a->placements, a->n_placements,
                                      b->placements, b->n_placements)
         && candidates_equal_as_sets (a->eliminations, a->n_eliminations,
                                      b->eliminations, b->n_eliminations);
}

static int
step_length (const NonetStep *step)
{
  return step->n_links > 0 ? step->n_links : step->n_marks;
}

bool
_nonet_step_better (const NonetStep *a,
                    const NonetStep *b)
{
  if (a->n_placements != b->n_placements)
    return a->n_placements > b->n_placements;
  if (a->n_eliminations != b->n_eliminations)
    return a->n_eliminations > b->n_eliminations;
  return step_length (a) < step_length (b);
}

/* Whether step removes digit from cell (digit 0: fills cell). */
static bool
step_removes (const NonetStep *step,
              int              cell,
              int              digit)
{
  for (int i = 0; i < step->n_placements; i++)
    {
      int c = step->placements[i].cell;
      int d = step->placements[i].digit;

      if (c == cell && (digit == 0 || d != digit))
        return true;
      if (digit != 0 && d == digit && cells_see (c, cell))
        return true;
    }
  for (int i = 0; digit != 0 && i < step->n_eliminations; i++)
    if (step->eliminations[i].cell == cell && step->eliminations[i].digit == digit)
      return true;
  return false;
}

/* Whether every link of step is about the same digit (SE's Nishio). */
static bool
links_one_digit (const NonetStep *step)
{
  for (int i = 0; i < step->n_links; i++)
    if (step->links[i].from.digit != step->links[0].from.digit
        || step->links[i].to.digit != step->links[0].from.digit)
      return false;
  return true;
}

/* Whether BEST keeps step (of SE rank rank) over the kept one. */
static bool
sink_prefers (const NonetStepSink *sink,
              const NonetStep     *step,
              uint64_t             rank)
{
  const NonetStep *kept = &sink->steps[0];

  if (sink->lowest_se && step->se_tenths != kept->se_tenths)
    return step->se_tenths < kept->se_tenths;
  if (sink->lowest_se && sink->se_ties)
    return rank < sink->kept_rank;
  return sink->hodoku ? _nonet_step_hodoku_better (step, kept) : _nonet_step_better (step, kept);
}

/* Whether (se_tenths, rank) beats (kept_se, kept_rank) as lowest_se keeps
 * steps: a lower value; in se_ties mode also the same value with a lower
 * rank. tie_wins: outside se_ties mode, whether the same value may win
 * (within one sink, _nonet_step_better decides among steps of one value). */
static bool
se_beats (const NonetStepSink *sink,
          int                  se_tenths,
          uint64_t             rank,
          int                  kept_se,
          uint64_t             kept_rank,
          bool                 tie_wins)
{
  if (se_tenths != kept_se)
    return se_tenths < kept_se;
  return sink->se_ties ? rank < kept_rank : tie_wins;
}

bool
_nonet_step_sink_may_keep_se (const NonetStepSink *sink,
                              int                  se_tenths,
                              uint64_t             rank)
{
  if (!sink->lowest_se || sink->mode != NONET_SINK_BEST)
    return true;
  if (sink->has_outer
      && !se_beats (sink, se_tenths, rank, sink->outer_se, sink->outer_rank, false))
    return false;
  return sink->n_steps == 0
         || se_beats (sink, se_tenths, rank, sink->steps[0].se_tenths, sink->kept_rank, true);
}

/**
 * _nonet_step_sink_se_max_nodes:
 * See nonet-logic-private.h.
 */
int
_nonet_step_sink_se_max_nodes (const NonetStepSink *sink,
                               int                  base)
{
  int limit = INT_MAX, length = 4;

  if (!sink->lowest_se || sink->mode != NONET_SINK_BEST)
    return INT_MAX;
  /* The highest value se_beats may let win: below the outer step's (its
   * own only by rank, in se_ties mode), at most the kept one's. */
  if (sink->has_outer)
    limit = sink->se_ties ? sink->outer_se : sink->outer_se - 1;
  if (sink->n_steps > 0 && sink->steps[0].se_tenths < limit)
    limit = sink->steps[0].se_tenths;
  if (limit == INT_MAX)
    return INT_MAX;
  if (limit < base)
    return 0;
  /* The longest chain _nonet_se_length_penalty values at most limit - base:
   * as many ceilings passed. */
  for (int added = 0, odd = 0; added < limit - base; added++, odd = !odd)
    {
      if (length > INT_MAX / 2)
        return INT_MAX;
      length = odd ? (length * 4) / 3 : (length * 3) / 2;
    }
  return length + 2;
}

bool
_nonet_step_sink_add (NonetStepSink   *sink,
                 const NonetStep *step)
{
  return _nonet_step_sink_add_se (sink, step, 0);
}

bool
_nonet_step_sink_add_se (NonetStepSink   *sink,
                         const NonetStep *step,
                         uint64_t         rank)
{
  if (sink->cancelled)
    return true;
  /* An empty step explains nothing: never let one through (a family that
   * skipped _nonet_step_finish). */
  if (step->n_placements == 0 && step->n_eliminations == 0)
    return false;
  if (sink->want_cell >= 0 && !step_removes (step, sink->want_cell, sink->want_digit))
    return _nonet_step_sink_cancelled (sink);
  if (sink->one_digit && !links_one_digit (step))
    return _nonet_step_sink_cancelled (sink);
  switch (sink->mode)
    {
    case NONET_SINK_FIRST:
      _nonet_step_copy (&sink->steps[0], step);
      sink->n_steps = 1;
      return true;

    case NONET_SINK_BEST:
      if (sink->n_steps == 0 || sink_prefers (sink, step, rank))
        {
          _nonet_step_copy (&sink->steps[0], step);
          sink->n_steps = 1;
          sink->kept_rank = rank;
        }
      if (sink->lowest_se && !sink->se_ties && sink->steps[0].se_tenths <= sink->se_enough)
        return true;
      return _nonet_step_sink_cancelled (sink);

    case NONET_SINK_ALL:
    default:
      for (int i = 0; i < sink->n_steps; i++)
        if (steps_same_effect (&sink->steps[i], step))
          return false;
      if (sink->n_steps < sink->max_steps)
        _nonet_step_copy (&sink->steps[sink->n_steps++], step);
      return sink->n_steps >= sink->max_steps || _nonet_step_sink_cancelled (sink);
    }
}

bool
_nonet_step_sink_cancelled_now (NonetStepSink *sink)
{
  if (!sink->cancelled && sink->cancel != NULL)
    sink->cancelled = sink->cancel (sink->cancel_data);
  return sink->cancelled;
}

/* _nonet_step_sink_cancelled's call of the hook, every 256th time (not
 * cancelled yet, a hook set). */
bool
_nonet_step_sink_poll (NonetStepSink *sink)
{
  if ((sink->polls++ & 255) == 0)
    sink->cancelled = sink->cancel (sink->cancel_data);
  return sink->cancelled;
}
