/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-logic.c: the dispatcher. Builds the state, then asks each enabled
 * technique in HoDoKu's default order (technique_order below) until one
 * finds a step.
 *
 *   find_step:             first step of the first technique that has one;
 *                          chains and forcing: the best step of that technique
 *   find_technique_steps:  every distinct step of one technique
 */

#include <limits.h>
#include <stdlib.h>

#include "nonet-logic-private.h"

static const NonetFamilyFunc family_funcs[] = {
  [NONET_FAMILY_SINGLES] = _nonet_find_singles,
  [NONET_FAMILY_INTERSECTIONS] = _nonet_find_intersections,
  [NONET_FAMILY_SUBSETS] = _nonet_find_subsets,
  [NONET_FAMILY_FISH] = _nonet_find_fish,
  [NONET_FAMILY_SINGLE_DIGIT] = _nonet_find_single_digit,
  [NONET_FAMILY_WINGS] = _nonet_find_wings,
  [NONET_FAMILY_UNIQUENESS] = _nonet_find_uniqueness,
  [NONET_FAMILY_MISC] = _nonet_find_misc,
  [NONET_FAMILY_COLORING] = _nonet_find_coloring,
  [NONET_FAMILY_CHAINS] = _nonet_find_chains,
  [NONET_FAMILY_ALS] = _nonet_find_als,
  [NONET_FAMILY_TEMPLATES] = _nonet_find_templates,
  [NONET_FAMILY_FORCING] = _nonet_find_forcing,
};

/* The order the dispatcher tries the techniques in: HoDoKu 2.2.4's default
 * solver order, so that the simplest step comes first the way its users
 * know (Hidden Pair and Triple before Naked Quad; the wings, then the
 * uniqueness patterns, then finned fish before Sue de Coq and colouring).
 * Techniques HoDoKu lacks sit beside their nearest kin: the dual patterns
 * after their single ones, WXYZ-Wing after XYZ-Wing, 3D Medusa after Multi
 * Colors, Aligned Pair Exclusion after the ALS techniques. Forcing chains
 * come before forcing nets, templates and trial last. Every technique
 * appears exactly once (tests/test-logic.c checks). */
static const NonetTechnique technique_order[NONET_N_TECHNIQUES] = {
  NONET_TECH_FULL_HOUSE, NONET_TECH_NAKED_SINGLE, NONET_TECH_HIDDEN_SINGLE,
  NONET_TECH_LOCKED_PAIR, NONET_TECH_LOCKED_TRIPLE, NONET_TECH_POINTING, NONET_TECH_CLAIMING,
  NONET_TECH_NAKED_PAIR, NONET_TECH_NAKED_TRIPLE, NONET_TECH_HIDDEN_PAIR,
  NONET_TECH_HIDDEN_TRIPLE, NONET_TECH_NAKED_QUAD, NONET_TECH_HIDDEN_QUAD,
  NONET_TECH_X_WING, NONET_TECH_SWORDFISH, NONET_TECH_JELLYFISH,
  NONET_TECH_REMOTE_PAIR, NONET_TECH_BUG_PLUS_1,
  NONET_TECH_SKYSCRAPER, NONET_TECH_TWO_STRING_KITE, NONET_TECH_TURBOT_FISH,
  NONET_TECH_EMPTY_RECTANGLE, NONET_TECH_DUAL_TWO_STRING_KITE, NONET_TECH_DUAL_EMPTY_RECTANGLE,
  NONET_TECH_W_WING, NONET_TECH_XY_WING, NONET_TECH_XYZ_WING, NONET_TECH_WXYZ_WING,
  NONET_TECH_UNIQUE_RECTANGLE_1, NONET_TECH_UNIQUE_RECTANGLE_2, NONET_TECH_UNIQUE_RECTANGLE_3,
  NONET_TECH_UNIQUE_RECTANGLE_4, NONET_TECH_UNIQUE_RECTANGLE_5, NONET_TECH_UNIQUE_RECTANGLE_6,
  NONET_TECH_HIDDEN_RECTANGLE, NONET_TECH_AVOIDABLE_RECTANGLE_1,
  NONET_TECH_AVOIDABLE_RECTANGLE_2,
  NONET_TECH_FINNED_X_WING, NONET_TECH_SASHIMI_X_WING, NONET_TECH_FINNED_SWORDFISH,
  NONET_TECH_SASHIMI_SWORDFISH, NONET_TECH_FINNED_JELLYFISH, NONET_TECH_SASHIMI_JELLYFISH,
  NONET_TECH_SUE_DE_COQ,
  NONET_TECH_SIMPLE_COLORS_TRAP, NONET_TECH_SIMPLE_COLORS_WRAP, NONET_TECH_MULTI_COLORS_1,
  NONET_TECH_MULTI_COLORS_2, NONET_TECH_MEDUSA_3D,
  NONET_TECH_X_CHAIN, NONET_TECH_XY_CHAIN, NONET_TECH_NICE_LOOP_CONTINUOUS,
  NONET_TECH_NICE_LOOP_DISCONTINUOUS, NONET_TECH_AIC, NONET_TECH_GROUPED_NICE_LOOP_CONTINUOUS,
  NONET_TECH_GROUPED_NICE_LOOP_DISCONTINUOUS, NONET_TECH_GROUPED_AIC,
  NONET_TECH_ALS_XZ, NONET_TECH_ALS_XY_WING, NONET_TECH_ALS_XY_CHAIN, NONET_TECH_DEATH_BLOSSOM,
  NONET_TECH_ALIGNED_PAIR_EXCLUSION,
  NONET_TECH_FRANKEN_X_WING, NONET_TECH_FRANKEN_SWORDFISH, NONET_TECH_FRANKEN_JELLYFISH,
  NONET_TECH_FINNED_FRANKEN_X_WING, NONET_TECH_FINNED_FRANKEN_SWORDFISH,
  NONET_TECH_FINNED_FRANKEN_JELLYFISH,
  NONET_TECH_MUTANT_X_WING, NONET_TECH_MUTANT_SWORDFISH, NONET_TECH_MUTANT_JELLYFISH,
  NONET_TECH_FINNED_MUTANT_X_WING, NONET_TECH_FINNED_MUTANT_SWORDFISH,
  NONET_TECH_FINNED_MUTANT_JELLYFISH, NONET_TECH_FINNED_MUTANT_SQUIRMBAG,
  NONET_TECH_FINNED_MUTANT_WHALE,
  NONET_TECH_FORCING_CHAIN_CONTRADICTION, NONET_TECH_FORCING_CHAIN_VERITY,
  NONET_TECH_FORCING_NET_CONTRADICTION, NONET_TECH_FORCING_NET_VERITY,
  NONET_TECH_TEMPLATE_SET, NONET_TECH_TEMPLATE_DELETE, NONET_TECH_TRIAL,
};

/**
 * nonet_technique_at_rank:
 * The technique the dispatcher tries rank-th (0 first), see technique_order.
 */
NonetTechnique
nonet_technique_at_rank (int rank)
{
  if (rank < 0 || rank >= NONET_N_TECHNIQUES)
    return NONET_N_TECHNIQUES;
  return technique_order[rank];
}

/** nonet_technique_rank: where the dispatcher tries technique. */
int
nonet_technique_rank (NonetTechnique technique)
{
  for (int rank = 0; rank < NONET_N_TECHNIQUES; rank++)
    if (technique_order[rank] == technique)
      return rank;
  return NONET_N_TECHNIQUES;
}

/* Techniques HoDoKu finds in one search with the one before them in
 * technique_order, taking the best step of them all: its nice loops
 * (continuous, discontinuous and AICs), the same grouped, its forcing
 * chains (contradiction and verity) and its forcing nets. */
static bool
joins_previous (NonetTechnique technique)
{
  switch (technique)
    {
    case NONET_TECH_NICE_LOOP_DISCONTINUOUS:
    case NONET_TECH_AIC:
    case NONET_TECH_GROUPED_NICE_LOOP_DISCONTINUOUS:
    case NONET_TECH_GROUPED_AIC:
    case NONET_TECH_FORCING_CHAIN_VERITY:
    case NONET_TECH_FORCING_NET_VERITY:
      return true;
    default:
      return false;
    }
}

/**
 * nonet_technique_search_end:
 * The last rank of the search that tries rank (see joins_previous).
 */
int
nonet_technique_search_end (int rank)
{
  if (rank < 0 || rank >= NONET_N_TECHNIQUES)
    return rank;
  while (rank + 1 < NONET_N_TECHNIQUES && joins_previous (technique_order[rank + 1]))
    rank++;
  return rank;
}

/* Off unless asked for (HoDoKu leaves them off too): templates enumerate
 * every placement pattern of a digit and explain little; mutant fish (any
 * mix of rows, columns and boxes as base and cover) cost far more to search
 * than they ever find, and the catalogue stops at Franken fish.
 * Off as well, so that the path is the one HoDoKu's solver takes and its
 * level and score agree: what HoDoKu's default solver does not use (Death
 * Blossom, Franken and finned Franken Jellyfish) or lacks (the dual
 * patterns, which are two single ones; WXYZ-Wing, 3D Medusa, Aligned Pair
 * Exclusion). find_technique_steps, hints by technique and check-library
 * still run them all. */
static const NonetTechnique techniques_off[] = {
  NONET_TECH_DUAL_TWO_STRING_KITE, NONET_TECH_DUAL_EMPTY_RECTANGLE, NONET_TECH_WXYZ_WING,
  NONET_TECH_MEDUSA_3D, NONET_TECH_DEATH_BLOSSOM, NONET_TECH_ALIGNED_PAIR_EXCLUSION,
  NONET_TECH_FRANKEN_JELLYFISH, NONET_TECH_FINNED_FRANKEN_JELLYFISH,
  NONET_TECH_MUTANT_X_WING, NONET_TECH_MUTANT_SWORDFISH, NONET_TECH_MUTANT_JELLYFISH,
  NONET_TECH_FINNED_MUTANT_X_WING, NONET_TECH_FINNED_MUTANT_SWORDFISH,
  NONET_TECH_FINNED_MUTANT_JELLYFISH, NONET_TECH_FINNED_MUTANT_SQUIRMBAG,
  NONET_TECH_FINNED_MUTANT_WHALE, NONET_TECH_TEMPLATE_SET, NONET_TECH_TEMPLATE_DELETE,
};

/**
 * nonet_logic_options_init:
 * Every technique enabled except those in techniques_off (templates and
 * mutant fish), uniqueness not assumed, no cancel hook, no profiling.
 */
void
nonet_logic_options_init (NonetLogicOptions *options)
{
  memset (options, 0, sizeof *options);
  nonet_technique_set_all (&options->techniques);
  for (size_t i = 0; i < sizeof techniques_off / sizeof techniques_off[0]; i++)
    nonet_technique_set_remove (&options->techniques, techniques_off[i]);
}

/* Chains (Remote Pairs too, as HoDoKu sorts them), ALS-XY-Chains and
 * forcing steps: the best of a technique's steps, not the first (HoDoKu
 * takes the first ALS-XZ and ALS-XY-Wing it meets, but sorts its chains). */
static bool
technique_wants_best (NonetTechnique technique)
{
  NonetFamily family = technique_info (technique)->family;

  return family == NONET_FAMILY_CHAINS || family == NONET_FAMILY_FORCING
         || technique == NONET_TECH_ALS_XY_CHAIN;
}

static int
step_length (const NonetStep *step)
{
  return step->n_links > 0 ? step->n_links : step->n_marks;
}

static int
cmp_candidates (const void *a,
                const void *b)
{
  const NonetCandidate *x = a, *y = b;

  return x->cell != y->cell ? x->cell - y->cell : x->digit - y->digit;
}

/* HoDoKu's index sum of a step's effect (lower first): the candidates in
 * order, each weighted more than the one before. */
static long
index_sum (const NonetCandidate *list,
           int                   n,
           bool                  cells_only)
{
  NonetCandidate sorted[NONET_STEP_MAX_ELIMINATIONS];
  long sum = 0, weight = 1;

  if (n > NONET_STEP_MAX_ELIMINATIONS)
    n = NONET_STEP_MAX_ELIMINATIONS;
  memcpy (sorted, list, (size_t) n * sizeof *list);
  qsort (sorted, (size_t) n, sizeof *sorted, cmp_candidates);
  for (int i = 0; i < n; i++, weight += 80)
    sum += cells_only ? sorted[i].cell : sorted[i].cell * weight + sorted[i].digit;
  return sum;
}

static bool
is_forcing (const NonetStep *step)
{
  return technique_info (step->technique)->family == NONET_FAMILY_FORCING;
}

/* The one result HoDoKu's step would have among a forcing step's: HoDoKu
 * makes a step of each (a verity's every placement and elimination apart)
 * and takes a placement first, then the lowest cell, then the lowest
 * digit. Returns its index in placements (when any) or eliminations. */
static int
hodoku_result (const NonetStep *step)
{
  const NonetCandidate *list = step->n_placements > 0 ? step->placements : step->eliminations;
  int n = step->n_placements > 0 ? step->n_placements : step->n_eliminations;
  int best = 0;

  for (int i = 1; i < n; i++)
    if (cmp_candidates (&list[i], &list[best]) < 0)
      best = i;
  return best;
}

/* The key of hodoku_result's candidate: the lowest cell * 10 + digit, as
 * cmp_candidates orders them (a digit is below 10). */
static int
hodoku_result_key (const NonetStep *step)
{
  const NonetCandidate *list = step->n_placements > 0 ? step->placements : step->eliminations;
  int n = step->n_placements > 0 ? step->n_placements : step->n_eliminations;
  int key = list[0].cell * 10 + list[0].digit;

  for (int i = 1; i < n; i++)
    {
      int k = list[i].cell * 10 + list[i].digit;

      if (k < key)
        key = k;
    }
  return key;
}

/* Keeps only that result (and its marks): the step HoDoKu takes. */
static void
keep_hodoku_result (NonetStep *step)
{
  int best = hodoku_result (step);
  bool place = step->n_placements > 0;
  NonetCandidate kept = place ? step->placements[best] : step->eliminations[best];
  int n_marks = 0;

  step->n_placements = 0;
  step->n_eliminations = 0;
  if (place)
    step->placements[step->n_placements++] = kept;
  else
    step->eliminations[step->n_eliminations++] = kept;
  for (int i = 0; i < step->n_marks; i++)
    {
      const NonetMark *mark = &step->marks[i];
      bool effect = mark->role == NONET_ROLE_TARGET || mark->role == NONET_ROLE_PLACEMENT;

      if (!effect || (mark->cell == kept.cell && mark->digit == kept.digit))
        step->marks[n_marks++] = *mark;
    }
  step->n_marks = n_marks;
}

/**
 * _nonet_step_hodoku_better:
 * HoDoKu's order of the steps of one search (SolutionStep's and its
 * tabling comparator): placements first, more of them; then more
 * eliminations; then, when the effects differ, the lower index sum (lower
 * cells, lower digits); then the shorter.
 */
bool
_nonet_step_hodoku_better (const NonetStep *a,
                           const NonetStep *b)
{
  long sa, sb;

  if (is_forcing (a) && is_forcing (b))
    {
      /* One result each (hodoku_result): placements first, lower first. */
      if ((a->n_placements > 0) != (b->n_placements > 0))
        return a->n_placements > 0;
      sa = hodoku_result_key (a);
      sb = hodoku_result_key (b);
      return sa != sb ? sa < sb : step_length (a) < step_length (b);
    }
  if (a->n_placements != b->n_placements)
    return a->n_placements > b->n_placements;
  if (a->n_eliminations != b->n_eliminations)
    return a->n_eliminations > b->n_eliminations;
  if (a->n_placements > 0)
    {
      sa = index_sum (a->placements, a->n_placements, true);
      sb = index_sum (b->placements, b->n_placements, true);
    }
  else
    {
      sa = index_sum (a->eliminations, a->n_eliminations, false);
      sb = index_sum (b->eliminations, b->n_eliminations, false);
    }
  if (sa != sb)
    return sa < sb;
  return step_length (a) < step_length (b);
}

/**
 * _nonet_step_hodoku_limit:
 * See nonet-logic-private.h.
 */
int
_nonet_step_hodoku_limit (const NonetStepSink *sink,
                          bool                 place)
{
  const NonetStep *kept = &sink->steps[0];

  if (!sink->hodoku || sink->mode != NONET_SINK_BEST || sink->n_steps == 0 || !is_forcing (kept))
    return INT_MAX;
  if ((kept->n_placements > 0) != place)
    return place ? INT_MAX : -1;
  return hodoku_result_key (kept);
}

/* A state the techniques cannot work on: a duplicate, an empty cell
 * without candidates, or a digit with no place left in a house. */
static NonetStatus
check_state (const NonetGrid       *grid,
             const NonetLogicState *state)
{
  NonetStatus status = nonet_grid_validate (grid, NULL);

  if (status != NONET_STATUS_OK)
    return status;
  for (int h = 0; h < NONET_HOUSES; h++)
    for (int d = 1; d <= NONET_DIGITS; d++)
      if (state->house_count[h][d] == 0 && !(state->house_placed[h] & nonet_digit_bit (d)))
        return NONET_STATUS_NO_CANDIDATE;
  return NONET_STATUS_OK;
}

static bool
technique_allowed (const NonetLogicState   *state,
                   const NonetLogicOptions *options,
                   NonetTechnique           technique)
{
  /* nonet_technique_set_has without the call (technique is in range). */
  return ((options->techniques.bits[technique / 64] >> (technique % 64)) & 1)
         && (!technique_info (technique)->uniqueness || state->unique);
}

/* Techniques whose steps depend on the candidates of one digit only
 * (family: the technique's). */
static bool
is_single_digit (NonetTechnique technique,
                 NonetFamily    family)
{
  switch (family)
    {
    case NONET_FAMILY_FISH:
    case NONET_FAMILY_SINGLE_DIGIT:
    case NONET_FAMILY_TEMPLATES:
      return true;
    default:
      return technique == NONET_TECH_POINTING || technique == NONET_TECH_CLAIMING
             || technique == NONET_TECH_SIMPLE_COLORS_TRAP
             || technique == NONET_TECH_SIMPLE_COLORS_WRAP
             || technique == NONET_TECH_MULTI_COLORS_1 || technique == NONET_TECH_MULTI_COLORS_2
             || technique == NONET_TECH_X_CHAIN;
    }
}

/**
 * _nonet_technique_is_single_digit:
 * Techniques whose steps depend on the candidates of one digit only.
 */
bool
_nonet_technique_is_single_digit (NonetTechnique technique)
{
  return is_single_digit (technique, technique_info (technique)->family);
}

/* One technique's search at state into sink (mode and want_* set by the
 * caller). Returns OK with a step, EMPTY without, CANCELLED. dirty (may be
 * NULL): per technique, the digits changed since it last found nothing;
 * single-digit techniques search only those. */
static NonetStatus
try_technique (NonetLogicState         *state,
               const NonetLogicOptions *options,
               NonetTechnique           technique,
               NonetMask               *dirty,
               NonetStepSink           *sink)
{
  int t = (int) technique;
  NonetFamily family = technique_info (technique)->family;
  bool single_digit = dirty != NULL && is_single_digit (technique, family);

  /* Nothing changed for this technique since it last found nothing. */
  state->search_digits = single_digit ? dirty[t] : NONET_ALL_DIGITS;
  if (state->search_digits == 0)
    return NONET_STATUS_EMPTY;
  if (options->cancel != NULL && options->cancel (options->cancel_data))
    return NONET_STATUS_CANCELLED;
  if (options->profile != NULL)
    options->profile (technique, false, false, options->profile_data);
  family_funcs[family] (state, technique, sink);
  if (options->profile != NULL)
    options->profile (technique, true, sink->n_steps > 0, options->profile_data);
  state->search_digits = NONET_ALL_DIGITS;
  if (sink->cancelled)
    return NONET_STATUS_CANCELLED;
  if (sink->n_steps > 0)
    return NONET_STATUS_OK;
  if (dirty != NULL && sink->want_cell < 0)
    dirty[t] = 0;
  return NONET_STATUS_EMPTY;
}

#define WING_PICK_MAX 32

/* Where HoDoKu's solver meets an XY-Wing (its three bivalue cells in
 * order, the pivot tried first, second, third) or an XYZ-Wing (the pivot,
 * then the pincers in order). cells[0] is the pivot, as the wing family
 * marks it. */
static long
wing_key (const NonetStep *step)
{
  int p = step->cells[0], a = step->cells[1], b = step->cells[2];
  int lo = a < b ? a : b, hi = a < b ? b : a;

  if (step->technique == NONET_TECH_XYZ_WING)
    return ((long) p * 81 + lo) * 81 + hi;
  if (p < lo)
    return (((long) p * 81 + lo) * 81 + hi) * 3;
  if (p < hi)
    return (((long) lo * 81 + p) * 81 + hi) * 3 + 1;
  return (((long) lo * 81 + hi) * 81 + p) * 3 + 2;
}

/* Where HoDoKu's solver meets a Skyscraper: the pairs in rows first, of
 * every digit in turn, then those in columns; for one digit and kind, the
 * two lines in order (houses[0] and houses[1], the base lines). */
static long
skyscraper_key (const NonetStep *step)
{
  int h1 = step->houses[0].house, h2 = step->houses[1].house;
  int lo = h1 < h2 ? h1 : h2, hi = h1 < h2 ? h2 : h1;

  return ((long) (lo >= 9) * 10 + mask_first (step->digits)) * 27 * 27 + lo * 27 + hi;
}

/* Where HoDoKu's solver meets a Sue de Coq: the crossings of rows with
 * boxes first, then of columns (houses[0] the line, houses[1] the box);
 * within one crossing, the family's order. */
static long
sue_de_coq_key (const NonetStep *step)
{
  return (long) step->houses[0].house * 27 + step->houses[1].house;
}

/* XY- and XYZ-Wings, Skyscrapers and Sue de Coq: the one HoDoKu's solver
 * takes (it stops at the first it meets), among those the family lists. */
static NonetStatus
find_first_wing (NonetLogicState         *state,
                 const NonetLogicOptions *options,
                 NonetTechnique           technique,
                 int                      want_cell,
                 int                      want_digit,
                 NonetMask               *dirty,
                 NonetStep               *step)
{
  NonetStep steps[WING_PICK_MAX];
  NonetStepSink sink;
  NonetStatus status;
  long (*key) (const NonetStep *) = technique == NONET_TECH_SKYSCRAPER ? skyscraper_key
                                    : technique == NONET_TECH_SUE_DE_COQ ? sue_de_coq_key
                                    : wing_key;
  int best = 0;

  _nonet_step_sink_init (&sink, NONET_SINK_ALL, steps, WING_PICK_MAX, options);
  sink.want_cell = want_cell;
  sink.want_digit = want_digit;
  status = try_technique (state, options, technique, dirty, &sink);
  if (status != NONET_STATUS_OK)
    return status;
  for (int i = 1; i < sink.n_steps; i++)
    if (key (&steps[i]) < key (&steps[best]))
      best = i;
  _nonet_step_copy (step, &steps[best]);
  return NONET_STATUS_OK;
}

/* The dispatcher proper: each allowed technique in order until one has a step. */
NonetStatus
_nonet_find_step_in_state (NonetLogicState         *state,
                           const NonetLogicOptions *options,
                           int                      want_cell,
                           int                      want_digit,
                           NonetMask               *dirty,
                           NonetStep               *step)
{
  NonetStatus status = NONET_STATUS_EMPTY;

  if (state->n_empty == 0)
    return NONET_STATUS_EMPTY;
  state->hodoku_path = true;
  for (int rank = 0; rank < NONET_N_TECHNIQUES && status == NONET_STATUS_EMPTY; )
    {
      NonetTechnique technique = technique_order[rank];
      NonetStepSink sink;

      if (technique == NONET_TECH_XY_WING || technique == NONET_TECH_XYZ_WING
          || technique == NONET_TECH_SKYSCRAPER || technique == NONET_TECH_SUE_DE_COQ)
        {
          rank++;
          if (technique_allowed (state, options, technique))
            status = find_first_wing (state, options, technique, want_cell, want_digit, dirty,
                                      step);
          continue;
        }
      _nonet_step_sink_init (&sink,
                             technique_wants_best (technique) ? NONET_SINK_BEST : NONET_SINK_FIRST,
                             step, 1, options);
      sink.want_cell = want_cell;
      sink.want_digit = want_digit;
      sink.hodoku = true;
      /* One HoDoKu search: this technique and those that join it. */
      do
        {
          technique = technique_order[rank++];
          if (technique_allowed (state, options, technique)
              && try_technique (state, options, technique, dirty, &sink)
                 == NONET_STATUS_CANCELLED)
            status = NONET_STATUS_CANCELLED;
        }
      while (status == NONET_STATUS_EMPTY && rank < NONET_N_TECHNIQUES
             && joins_previous (technique_order[rank]));
      if (status == NONET_STATUS_EMPTY && sink.n_steps > 0)
        status = NONET_STATUS_OK;
      if (status == NONET_STATUS_OK && is_forcing (step))
        keep_hodoku_result (step);
    }
  state->hodoku_path = false;
  return status;
}

/* Sudoku Explainer 1.2.1's solver as serate runs it (Solver.getDifficulty):
 * its producers in its order, the first that has a hint gives the step.
 * Its techniques that Nonet has, with SE's values (the step's se_tenths):
 * Hidden Single 1.2 (box) / 1.5 (line; a full house is one), Naked Single
 * 2.3, Pointing 2.6 / Claiming 2.8, Naked Pair 3.0 (a locked pair is one),
 * X-Wing 3.2, Hidden Pair 3.4, Naked Triple 3.6 (locked triple), Swordfish
 * 3.8, Hidden Triple 4.0, XY-Wing 4.2, XYZ-Wing 4.4, its unique loops
 * (rectangles and longer loops, types 1-4, 4.5 and up:
 * _nonet_find_se_unique_loops), Naked Quad 5.0, Jellyfish 5.2, Hidden Quad 5.4, its BUG types
 * 1-4 5.6-6.2 (_nonet_find_se_bug), Aligned Pair Exclusion 6.2; then its
 * chaining producers: cycles (with SE's own Y-cycle search,
 * _nonet_find_se_y_cycles) and forcing chains on one or two digits
 * (6.5-7.0 plus length), Nishio
 * (a contradiction on one digit, 7.5; other static contradictions SE only
 * sees as dynamic chains), multiple forcing chains (8.0), dynamic chains
 * (nets whose walk applies singles only, 8.5 plus length), dynamic chains
 * plus (pointing, claiming, pairs and X-Wings too, 9.0), its nested
 * levels (9.5, 10.0, 10.5, 11.0: nonet-forcing.c), and a shown
 * contradiction last. SE's direct
 * variants come right after the hidden single: a pointing (1.7), claiming
 * (1.9), hidden pair (2.0) or, after the naked single, hidden triple (2.5)
 * that leaves a digit one place in a house where it had more (see
 * se_is_direct). Aligned Triplet Exclusion (7.5) is SE's producer between
 * its cycles and Nishio (_nonet_find_se_aligned_triplet). Entries with
 * the same group number form one SE producer; a chaining producer sorts its
 * hints by difficulty, so the lowest value wins there. */
typedef struct
{
  NonetTechnique technique;
  uint8_t        group;    /* 0: alone */
  uint8_t        direct;   /* SE's value of the direct variant, times ten; 0: not direct */
  uint8_t        net_level;   /* forcing nets: NonetLogicState.se_net_level */
  bool           one_digit;   /* SE's Nishio: a contradiction on one digit only */
  bool           triplet;     /* SE's Aligned Triplet Exclusion (technique: APE's) */
  bool           y_cycles;    /* SE's own search for Y-cycles (nonet-se-walk.c) */
  bool           bug;         /* SE's BUG types 1-4 (nonet-se-walk.c; technique: BUG+1's) */
  bool           loops;       /* SE's unique loops (nonet-se-walk.c; techniques: URs') */
} SeEntry;

static const SeEntry se_order[] = {
  { NONET_TECH_HIDDEN_SINGLE, 0 },
  { NONET_TECH_POINTING, 0, 17 }, { NONET_TECH_CLAIMING, 0, 19 },
  { NONET_TECH_HIDDEN_PAIR, 0, 20 }, { NONET_TECH_NAKED_SINGLE, 0 },
  { NONET_TECH_HIDDEN_TRIPLE, 0, 25 },
  { NONET_TECH_POINTING, 1 }, { NONET_TECH_CLAIMING, 1 },
  { NONET_TECH_NAKED_PAIR, 2 }, { NONET_TECH_LOCKED_PAIR, 2 },
  { NONET_TECH_X_WING, 0 }, { NONET_TECH_HIDDEN_PAIR, 0 },
  { NONET_TECH_NAKED_TRIPLE, 3 }, { NONET_TECH_LOCKED_TRIPLE, 3 },
  { NONET_TECH_SWORDFISH, 0 }, { NONET_TECH_HIDDEN_TRIPLE, 0 },
  { NONET_TECH_XY_WING, 0 }, { NONET_TECH_XYZ_WING, 0 },
  { NONET_TECH_UNIQUE_RECTANGLE_1, 0, 0, 0, false, false, false, false, true },
  { NONET_TECH_NAKED_QUAD, 0 }, { NONET_TECH_JELLYFISH, 0 }, { NONET_TECH_HIDDEN_QUAD, 0 },
  { NONET_TECH_BUG_PLUS_1, 0, 0, 0, false, false, false, true },
  { NONET_TECH_ALIGNED_PAIR_EXCLUSION, 0 },
  { NONET_TECH_SKYSCRAPER, 5 }, { NONET_TECH_TWO_STRING_KITE, 5 },
  { NONET_TECH_TURBOT_FISH, 5 },
  { NONET_TECH_REMOTE_PAIR, 5 }, { NONET_TECH_X_CHAIN, 5 }, { NONET_TECH_XY_CHAIN, 5 },
  { NONET_TECH_NICE_LOOP_CONTINUOUS, 5 }, { NONET_TECH_NICE_LOOP_DISCONTINUOUS, 5 },
  { NONET_TECH_AIC, 5 }, { NONET_TECH_NICE_LOOP_CONTINUOUS, 5, 0, 0, false, false, true },
  { NONET_TECH_ALIGNED_PAIR_EXCLUSION, 0, 0, 0, false, true },
  { NONET_TECH_FORCING_CHAIN_CONTRADICTION, 0, 0, 0, true },
  { NONET_TECH_FORCING_CHAIN_VERITY, 0 },
  { NONET_TECH_FORCING_NET_CONTRADICTION, 6, 0, 1 }, { NONET_TECH_FORCING_NET_VERITY, 6, 0, 1 },
  { NONET_TECH_FORCING_NET_CONTRADICTION, 7, 0, 2 }, { NONET_TECH_FORCING_NET_VERITY, 7, 0, 2 },
  { NONET_TECH_FORCING_NET_CONTRADICTION, 8, 0, 3 }, { NONET_TECH_FORCING_NET_VERITY, 8, 0, 3 },
  { NONET_TECH_FORCING_NET_CONTRADICTION, 9, 0, 4 }, { NONET_TECH_FORCING_NET_VERITY, 9, 0, 4 },
  { NONET_TECH_FORCING_NET_CONTRADICTION, 10, 0, 5 }, { NONET_TECH_FORCING_NET_VERITY, 10, 0, 5 },
  { NONET_TECH_FORCING_NET_CONTRADICTION, 11, 0, 6 }, { NONET_TECH_FORCING_NET_VERITY, 11, 0, 6 },
  { NONET_TECH_TRIAL, 0 },
};

/* Chains and forcing: a sink that keeps the lowest SE value. */
static bool
se_wants_lowest (NonetTechnique technique)
{
  NonetFamily family = technique_info (technique)->family;

  return family == NONET_FAMILY_CHAINS || family == NONET_FAMILY_FORCING
         || family == NONET_FAMILY_SINGLE_DIGIT;
}

/* The single a step leaves in house h: a digit (in the step for pointing
 * and claiming, not in it for hidden sets) with more than one place in h
 * before and one after. Returns the cell (*digit its digit), or -1. */
static int
single_left (const NonetLogicState *state,
             const NonetStep       *step,
             int                    h,
             bool                   locking,
             int                   *digit)
{
  for (int d = 1; d <= NONET_DIGITS; d++)
    {
      bool in_step = (step->digits & nonet_digit_bit (d)) != 0;
      NonetBits left;

      if (in_step != locking || state->house_count[h][d] <= 1)
        continue;
      left = state_house_digit (state, h, d);
      for (int i = 0; i < step->n_eliminations; i++)
        if (step->eliminations[i].digit == d)
          bits_clear (&left, step->eliminations[i].cell);
      if (bits_count (left) == 1)
        {
          *digit = d;
          return bits_first (left);
        }
    }
  return -1;
}

/* Whether the step's digits are a hidden set of its cells (cells) in
 * house h. */
static bool
hidden_in (const NonetLogicState *state,
           const NonetStep       *step,
           NonetBits              cells,
           int                    h)
{
  if (!bits_subset (cells, bits_house (h)))
    return false;
  for (NonetMask m = step->digits; m != 0; )
    if (!bits_subset (state_house_digit (state, h, mask_pop (&m)), cells))
      return false;
  return true;
}

/* SE's direct variants: the step leaves a digit a single place in a house
 * where it had more. Pointing and claiming: the same digit, in a house of
 * the base house's kind (row, column or box); hidden sets: another digit,
 * in a house where the set is hidden (SE looks in boxes, then columns,
 * then rows; one set may be hidden in a box and a line). Returns the cell
 * of that single (*digit its digit, *house the set's house), or -1. */
static int
se_direct_single (const NonetLogicState *state,
                  const NonetStep       *step,
                  int                   *digit,
                  int                   *house)
{
  static const int se_houses[3][2] = { { 18, 27 }, { 9, 18 }, { 0, 9 } };
  int base = step->houses[0].house;
  NonetBits cells = bits_none ();

  *house = base;
  if (step->technique == NONET_TECH_POINTING || step->technique == NONET_TECH_CLAIMING)
    {
      /* Only a house with an elimination can have a digit's places cut. */
      for (int i = 0; i < step->n_eliminations; i++)
        bits_set (&cells, step->eliminations[i].cell);
      for (int h = base / 9 * 9; h < base / 9 * 9 + 9; h++)
        {
          int cell;

          if (!bits_intersect (cells, bits_house (h)))
            continue;
          cell = single_left (state, step, h, true, digit);
          if (cell >= 0)
            return cell;
        }
      return -1;
    }
  for (int i = 0; i < step->n_cells; i++)
    bits_set (&cells, step->cells[i]);
  for (int k = 0; k < 3; k++)
    for (int h = se_houses[k][0]; h < se_houses[k][1]; h++)
      {
        int cell;

        if (!hidden_in (state, step, cells, h))
          continue;
        cell = single_left (state, step, h, false, digit);
        if (cell >= 0)
          {
            *house = h;
            return cell;
          }
      }
  return -1;
}

#define SE_PICK_MAX 32

/* Where SE's producer meets a step first (smaller first): Locking walks
 * box-column, box-row, column-box and row-box pairs, then the digits; the
 * set producers walk boxes, columns, rows, then digit sets in the order of
 * their masks. The same step of a technique SE would apply is taken. */
static int
se_first_key (const NonetStep *step,
              int              base)
{
  int cover = step->n_houses > 1 ? step->houses[1].house : 0;

  switch (step->technique)
    {
    case NONET_TECH_POINTING:
      return (((cover >= 9 ? 0 : 1) * 9 + base - 18) * 9 + cover % 9) * 16
             + mask_first (step->digits);
    case NONET_TECH_CLAIMING:
      return (((base >= 9 ? 2 : 3) * 9 + base % 9) * 9 + (cover - 18) % 9) * 16
             + mask_first (step->digits);
    default:
      return ((base >= 18 ? 0 : base >= 9 ? 1 : 2) * 9 + base % 9) * 512 + step->digits;
    }
}

/* SE looks for a naked set of n in houses with 2n empty cells or more, for
 * a hidden one (not direct) in houses with more than 2n. */
static bool
se_set_allowed (const NonetLogicState *state,
                const NonetStep       *step)
{
  int n = mask_count (step->digits);
  int empty = bits_count (bits_and (state->empty, bits_house (step->houses[0].house)));

  switch (step->technique)
    {
    case NONET_TECH_NAKED_PAIR:
    case NONET_TECH_NAKED_TRIPLE:
    case NONET_TECH_NAKED_QUAD:
      return empty >= 2 * n;
    case NONET_TECH_HIDDEN_PAIR:
    case NONET_TECH_HIDDEN_TRIPLE:
    case NONET_TECH_HIDDEN_QUAD:
      return empty > 2 * n;
    default:
      return true;
    }
}

static bool
se_takes_first (NonetTechnique technique)
{
  switch (technique)
    {
    case NONET_TECH_POINTING:
    case NONET_TECH_CLAIMING:
    case NONET_TECH_NAKED_PAIR:
    case NONET_TECH_NAKED_TRIPLE:
    case NONET_TECH_NAKED_QUAD:
    case NONET_TECH_HIDDEN_PAIR:
    case NONET_TECH_HIDDEN_TRIPLE:
    case NONET_TECH_HIDDEN_QUAD:
      return true;
    default:
      return false;
    }
}

/* The step of entry's technique SE would apply at state: with a direct
 * value, the first direct one (placing its single alone, as SE applies a
 * direct hint: DirectHiddenSetHint, DirectLockingHint); else the first SE
 * allows. dirty (may be NULL) as try_technique's: pointing and claiming
 * look only at the digits changed since they last listed nothing (the
 * others have no step), and no technique searches again a state where it
 * listed nothing; the direct and the plain entry share it, as they list
 * the same steps. */
static NonetStatus
find_se_first (NonetLogicState         *state,
               const NonetLogicOptions *options,
               const SeEntry           *entry,
               NonetMask               *dirty,
               NonetStep               *step)
{
  NonetStep steps[SE_PICK_MAX];
  NonetStepSink sink;
  NonetStatus status;
  int best = -1, best_key = 0, best_cell = -1, best_digit = 0;

  /* try_technique clears dirty[t] when the technique lists nothing, and
   * the walk sets it again as soon as a candidate changes: nothing to list
   * now either (the direct entry has just run, or an earlier state). The
   * sink keeps every step, so an empty list means there are none. */
  if (dirty != NULL && dirty[entry->technique] == 0)
    return NONET_STATUS_EMPTY;
  _nonet_step_sink_init (&sink, NONET_SINK_ALL, steps, SE_PICK_MAX, options);
  status = try_technique (state, options, entry->technique, dirty, &sink);
  if (status != NONET_STATUS_OK)
    return status;
  for (int i = 0; i < sink.n_steps; i++)
    {
      int digit = 0, cell = -1, house = steps[i].houses[0].house, key;

      if (entry->direct != 0 ? (cell = se_direct_single (state, &steps[i], &digit, &house)) < 0
                             : !se_set_allowed (state, &steps[i]))
        continue;
      key = se_first_key (&steps[i], house);
      if (best < 0 || key < best_key)
        best = i, best_key = key, best_cell = cell, best_digit = digit;
    }
  if (best < 0)
    return NONET_STATUS_EMPTY;
  _nonet_step_copy (step, &steps[best]);
  if (entry->direct != 0)
    {
      step->n_eliminations = 0;
      step->n_placements = 0;
      _nonet_step_place (step, state, best_cell, best_digit);
      step->se_tenths = entry->direct;
    }
  return NONET_STATUS_OK;
}

/**
 * _nonet_find_se_step:
 * The step Sudoku Explainer's rater would take at state (se_order).
 */
NonetStatus
_nonet_find_se_step (NonetLogicState         *state,
                     const NonetLogicOptions *options,
                     int                      enough,
                     NonetMask               *dirty,
                     NonetStep               *step)
{
  NonetStep candidate;
  bool found = false;
  uint64_t rank = 0;
  int n = (int) (sizeof se_order / sizeof se_order[0]);
  NonetStatus result = NONET_STATUS_EMPTY;

  if (state->n_empty == 0)
    return NONET_STATUS_EMPTY;
  state->se_walk = true;
  for (int i = 0; i < n; i++)
    {
      NonetTechnique technique = se_order[i].technique;
      NonetStepSink sink;
      NonetStatus status;
      bool lowest;

      if (technique_info (technique)->uniqueness && !state->unique)
        continue;
      /* SE's nesting levels 2-5 only when asked (NonetLogicOptions.se_exact). */
      if (se_order[i].net_level >= 3 && !options->se_exact)
        continue;
      if (se_order[i].triplet || se_order[i].bug || se_order[i].loops)
        {
          if (se_order[i].triplet ? !_nonet_find_se_aligned_triplet (state, step)
              : se_order[i].bug ? !_nonet_find_se_bug (state, step)
              : !_nonet_find_se_unique_loops (state, step))
            continue;
          result = NONET_STATUS_OK;
          break;
        }
      /* Pointing (group 1) comes before claiming in SE's Locking: its
       * first step ends the producer. */
      if (se_order[i].direct != 0 || (se_order[i].group <= 1 && se_takes_first (technique)))
        {
          status = find_se_first (state, options, &se_order[i], dirty, step);
          if (status != NONET_STATUS_EMPTY)
            {
              result = status;
              break;
            }
          continue;
        }
      lowest = se_wants_lowest (technique);
      _nonet_step_sink_init (&sink, lowest ? NONET_SINK_BEST : NONET_SINK_FIRST, &candidate, 1,
                             options);
      sink.lowest_se = lowest;
      sink.se_enough = enough;
      /* SE's order among hints of one value: not in the nesting levels,
       * where the whole search would cost twice the time (and their walk
       * budget) for no rating we saw change. */
      sink.se_ties = options->se_exact && se_order[i].net_level < 3;
      sink.one_digit = se_order[i].one_digit;
      sink.has_outer = found;
      sink.outer_se = found ? step->se_tenths : 0;
      sink.outer_rank = rank;
      state->se_net_level = se_order[i].net_level;
      if (se_order[i].y_cycles)
        {
          _nonet_find_se_y_cycles (state, &sink);
          status = sink.cancelled ? NONET_STATUS_CANCELLED
                   : sink.n_steps > 0 ? NONET_STATUS_OK : NONET_STATUS_EMPTY;
        }
      else
        status = try_technique (state, options, technique,
                                se_order[i].net_level != 0 ? NULL : dirty, &sink);
      state->se_net_level = 0;
      if (status == NONET_STATUS_CANCELLED)
        {
          result = status;
          break;
        }
      if (status == NONET_STATUS_OK
          && (!found || candidate.se_tenths < step->se_tenths
              || (sink.se_ties && candidate.se_tenths == step->se_tenths
                  && sink.kept_rank < rank)))
        {
          _nonet_step_copy (step, &candidate);
          rank = sink.kept_rank;
          found = true;
        }
      /* The producer (the group) is done: its best step wins. */
      if (found && (se_order[i].group == 0 || i + 1 == n
                    || (step->se_tenths <= enough && !sink.se_ties)
                    || se_order[i + 1].group != se_order[i].group))
        {
          result = NONET_STATUS_OK;
          break;
        }
    }
  state->se_walk = false;
  return result;
}

/**
 * nonet_find_step:
 * The next step at this state (see nonet-logic.h).
 */
NonetStatus
nonet_find_step (const NonetGrid         *grid,
                 const NonetLogicOptions *options,
                 NonetStep               *step)
{
  NonetLogicOptions defaults;
  NonetLogicState state;
  NonetStatus status;

  if (grid == NULL || step == NULL)
    return NONET_STATUS_INVALID_ARGUMENT;
  if (options == NULL)
    {
      nonet_logic_options_init (&defaults);
      options = &defaults;
    }
  _nonet_logic_state_init (&state, grid, options);
  status = check_state (grid, &state);
  if (status != NONET_STATUS_OK)
    return status;
  return _nonet_find_step_in_state (&state, options, -1, 0, NULL, step);
}

/**
 * nonet_find_step_for:
 * The simplest step available now that removes digit from cell (digit 0:
 * that fills it); see nonet-logic.h.
 */
NonetStatus
nonet_find_step_for (const NonetGrid         *grid,
                     int                      cell,
                     int                      digit,
                     const NonetLogicOptions *options,
                     NonetStep               *step)
{
  NonetLogicOptions defaults;
  NonetLogicState state;
  NonetStatus status;

  if (grid == NULL || step == NULL || cell < 0 || cell >= NONET_CELLS
      || digit < 0 || digit > NONET_DIGITS)
    return NONET_STATUS_INVALID_ARGUMENT;
  if (options == NULL)
    {
      nonet_logic_options_init (&defaults);
      options = &defaults;
    }
  _nonet_logic_state_init (&state, grid, options);
  status = check_state (grid, &state);
  if (status != NONET_STATUS_OK)
    return status;
  if (state.values[cell] != 0 || (digit != 0 && !state_has (&state, cell, digit)))
    return NONET_STATUS_EMPTY;
  return _nonet_find_step_in_state (&state, options, cell, digit, NULL, step);
}

/**
 * nonet_find_technique_steps:
 * Every distinct step of one technique at this state, at most max_steps.
 * The technique runs even when options do not enable it; uniqueness
 * techniques need options->unique.
 */
int
nonet_find_technique_steps (const NonetGrid         *grid,
                            NonetTechnique           technique,
                            const NonetLogicOptions *options,
                            NonetStep               *steps,
                            int                      max_steps)
{
  NonetLogicOptions defaults;
  NonetLogicState state;
  NonetStepSink sink;

  if (grid == NULL || steps == NULL || max_steps <= 0
      || (int) technique < 0 || technique >= NONET_N_TECHNIQUES)
    return 0;
  if (options == NULL)
    {
      nonet_logic_options_init (&defaults);
      options = &defaults;
    }
  _nonet_logic_state_init (&state, grid, options);
  if (check_state (grid, &state) != NONET_STATUS_OK || state.n_empty == 0)
    return 0;
  if (technique_info (technique)->uniqueness && !state.unique)
    return 0;
  state.hodoku_path = options->path_rules;
  _nonet_step_sink_init (&sink, NONET_SINK_ALL, steps, max_steps, options);
  family_funcs[technique_info (technique)->family] (&state, technique, &sink);
  return sink.n_steps;
}
