/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-forcing.c: The last resort, still shown as logic.
 *
 * Techniques: Forcing Chain contradiction and verity (1301, 1302), Forcing
 * Net contradiction and verity (1303, 1304), and the honest Trial when even
 * nets fail. These run in best-of mode in find_step: every step found is
 * offered, the sink keeps the best (placements, eliminations, shortest).
 *
 *   contradiction:  assume r1c2=5; the implications reach a node that is
 *                   both true and false, a cell without candidate or a
 *                   digit without place  =>  r1c2≠5 (assuming r1c2≠5 and
 *                   failing places the 5 instead)
 *   verity:         every branch of a choice implies the same result:
 *                   each candidate of a cell (cell verity), each place of a
 *                   digit in a house (house verity), or a candidate true and
 *                   false (candidate verity)  =>  the common result holds
 *
 * Chains use the links of the state only (static implications, the walk of
 * nonet-forcing-net.c in static mode); nets let a node follow from several
 * earlier ones (singles after several eliminations, pointing and claiming).
 * The implications are drawn as links, in the order found, truncated to
 * NONET_STEP_MAX_LINKS on very large nets.
 *
 * When even nets find nothing, the Forcing Net Verity slot goes one level
 * deeper: nested nets, where a candidate whose own walk fails is turned off
 * inside the walk (rated from 9.5, offered as Forcing Net Contradiction
 * steps, also when listing). Trial comes only after that.
 */

#include <stdlib.h>

#include "nonet-forcing-private.h"
#include "nonet-solver.h"

/* What the walk of "candidate on" gave, per node, in one verity search:
 * the same assumption is a branch of its cell, of its candidate true or
 * false, and of each house where the digit has three places or more, so
 * each is walked once (about a quarter of the walks). On the heap: 233 KB. */
typedef struct
{
  uint8_t   status[FORCING_NODES];                /* 0 not walked, 1 live, 2 failed */
  NonetBits on[FORCING_NODES][NONET_DIGITS + 1];
  NonetBits off[FORCING_NODES][NONET_DIGITS + 1];
} OnMemo;

typedef struct
{
  const NonetLogicState *state;
  NonetTechnique         technique;
  NonetStepSink         *sink;
  bool                   dynamic;
  bool                   nested;
  OnMemo                *memo;      /* may be NULL */
  ForcingNet             net;
} Forcing;

static int
base_tenths (const Forcing *forcing)
{
  /* Nested nets: SE's nested dynamic chains start at 9.5; in the SE walk,
   * nets with pointing and claiming are its dynamic chains plus, 9.0. */
  int plus = forcing->state->se_net_level == 2 && forcing->dynamic && !forcing->nested ? 5 : 0;

  return nonet_technique_info (forcing->technique)->se_tenths + (forcing->nested ? 10 : 0) + plus;
}

static void
reset (Forcing *forcing)
{
  /* Nets with pointing and claiming, except SE's dynamic chains and the
   * teaching path (HoDoKu's nets follow singles only). */
  _nonet_forcing_reset (&forcing->net, forcing->state, forcing->dynamic,
                        forcing->state->se_net_level != 1 && !forcing->state->hodoku_path);
  forcing->net.nested = forcing->nested;
  forcing->net.sink = forcing->sink;
  forcing->net.se_order = forcing->state->se_walk;
}

/* Marks where the contradiction shows: the node, the empty cell or the house. */
static void
mark_contradiction (const ForcingNet *net,
                    NonetStep        *step)
{
  switch (net->result)
    {
    case FORCING_BOTH:
      _nonet_step_mark (step, net->bad_node / 9, net->bad_node % 9 + 1, NONET_ROLE_COVER);
      break;
    case FORCING_EMPTY_CELL:
      _nonet_step_mark (step, net->bad_cell, 0, NONET_ROLE_COVER);
      break;
    case FORCING_NO_PLACE:
      _nonet_step_house (step, net->bad_house, NONET_ROLE_COVER);
      break;
    default:
      break;
    }
}

/* net holds the walk from (cell, digit) on/off that failed. */
static bool
offer_contradiction (Forcing *forcing,
                     int      cell,
                     int      digit,
                     bool     on)
{
  ForcingSeed seeds[NONET_DIGITS + 9];
  NonetStep step;
  int n_seeds, n_nodes;

  _nonet_step_begin (&step, forcing->technique, nonet_digit_bit (digit));
  _nonet_step_cell (&step, cell);
  if (on)
    _nonet_step_eliminate (&step, forcing->state, cell, digit);
  else
    _nonet_step_place (&step, forcing->state, cell, digit);
  mark_contradiction (&forcing->net, &step);
  n_seeds = _nonet_forcing_contradiction_seeds (&forcing->net, seeds, NONET_DIGITS + 9);
  n_nodes = _nonet_forcing_explain (&forcing->net, seeds, n_seeds, &step);
  /* SE counts the chain to each side of the clash on its own (shared nodes
   * twice: BinaryChainingHint.getComplexity). */
  if (forcing->state->se_walk && forcing->net.result == FORCING_BOTH)
    n_nodes = _nonet_forcing_count (&forcing->net, &seeds[0], 1)
              + _nonet_forcing_count (&forcing->net, &seeds[1], 1);
  step.se_tenths = base_tenths (forcing) + _nonet_se_length_penalty (n_nodes);
  return _nonet_step_finish (&step) && _nonet_step_sink_add (forcing->sink, &step);
}

static bool
find_contradictions (Forcing *forcing)
{
  const NonetLogicState *state = forcing->state;

  /* Cells with few candidates first: their false candidates fail soonest,
   * which matters for the nested pass that stops at its first step. */
  for (int size = 2; size <= NONET_DIGITS; size++)
    for (NonetBits cells = state->empty; !bits_empty (cells); )
      {
        int cell = bits_pop (&cells);
        if (state->n_cands[cell] != size)
          continue;
        for (NonetMask m = state->cands[cell]; m != 0; )
          {
            int digit = mask_pop (&m);
            for (int on = 1; on >= 0; on--)
              {
                reset (forcing);
                /* SE's Nishio: a contradiction of one digit's links, with
                 * the places the walk removed gone (SE's dynamic chains on
                 * one digit); the other links would only hide it. */
                if (forcing->sink->one_digit && !forcing->dynamic)
                  {
                    forcing->net.one_digit = digit;
                    forcing->net.dynamic = true;
                    forcing->net.locked = false;
                  }
                if (_nonet_forcing_assume (&forcing->net, cell, digit, on) != FORCING_OK
                    && (offer_contradiction (forcing, cell, digit, on) || forcing->nested))
                  return true;
                if (forcing->sink->cancelled)
                  return true;
              }
          }
        if (_nonet_step_sink_cancelled (forcing->sink))
          return true;
      }
  return false;
}

/* ------------------------------------------------------------------------
 * Verity: the branches of one choice
 * ------------------------------------------------------------------------ */

typedef struct
{
  int  n;
  int  cells[NONET_DIGITS];
  int  digits[NONET_DIGITS];
  bool on[NONET_DIGITS];
} Branches;

static void
branches_add (Branches *branches,
              int       cell,
              int       digit,
              bool      on)
{
  branches->cells[branches->n] = cell;
  branches->digits[branches->n] = digit;
  branches->on[branches->n++] = on;
}

/* Walks one branch (from the memo when it has it); *on and *off get what
 * it implies. Returns whether it is live (no contradiction). */
static bool
walk_branch (Forcing          *forcing,
             int               cell,
             int               digit,
             bool              on,
             const NonetBits **on_out,
             const NonetBits **off_out)
{
  OnMemo *memo = on ? forcing->memo : NULL;
  int node = forcing_node (cell, digit);
  bool live;

  if (memo != NULL && memo->status[node] != 0)
    {
      *on_out = memo->on[node];
      *off_out = memo->off[node];
      return memo->status[node] == 1;
    }
  reset (forcing);
  live = _nonet_forcing_assume (&forcing->net, cell, digit, on) == FORCING_OK;
  *on_out = forcing->net.on;
  *off_out = forcing->net.off;
  if (memo != NULL && !forcing->sink->cancelled)
    {
      memo->status[node] = live ? 1 : 2;
      memcpy (memo->on[node], forcing->net.on, sizeof memo->on[node]);
      memcpy (memo->off[node], forcing->net.off, sizeof memo->off[node]);
    }
  return live;
}

/* Runs each branch; common[] gets what every branch that does not fail
 * implies (on: 0, off: 1). Returns the number of live branches. */
static int
run_branches (Forcing        *forcing,
              const Branches *branches,
              NonetBits       common[2][NONET_DIGITS + 1],
              bool            live[NONET_DIGITS])
{
  int n_live = 0;

  for (int d = 1; d <= NONET_DIGITS; d++)
    common[0][d] = common[1][d] = bits_all ();
  for (int i = 0; i < branches->n; i++)
    {
      const NonetBits *on, *off;

      if (_nonet_step_sink_cancelled (forcing->sink))
        return 0;
      live[i] = walk_branch (forcing, branches->cells[i], branches->digits[i], branches->on[i],
                             &on, &off);
      n_live += live[i];
      /* SE intersects a failed branch too, with what it implied up to the
       * contradiction (valid: that branch is impossible). */
      if (!live[i] && !forcing->state->se_walk)
        continue;
      for (int d = 1; d <= NONET_DIGITS; d++)
        {
          common[0][d] = bits_and (common[0][d], on[d]);
          common[1][d] = bits_and (common[1][d], off[d]);
        }
    }
  return n_live;
}

/* A verity step with its branches marked. */
static void
begin_verity (const Forcing  *forcing,
              const Branches *branches,
              int             house,
              NonetStep      *step)
{
  NonetMask digits = 0;

  for (int i = 0; i < branches->n; i++)
    digits |= nonet_digit_bit (branches->digits[i]);
  _nonet_step_begin (step, forcing->technique, digits);
  if (house >= 0)
    _nonet_step_house (step, house, NONET_ROLE_BASE);
  for (int i = 0; i < branches->n; i++)
    {
      _nonet_step_cell (step, branches->cells[i]);
      _nonet_step_mark (step, branches->cells[i], branches->digits[i], NONET_ROLE_BASE);
    }
}

#define SE_MAX_TARGETS 64

/* The SE walk's verity: SE makes one hint per result, valued by the chains
 * to it, each branch's counted on its own (CellChainingHint and
 * RegionChainingHint.getComplexity), and takes the lowest; so does this,
 * with the one result. */
static bool
offer_se_verity (Forcing        *forcing,
                 const Branches *branches,
                 NonetBits       common[2][NONET_DIGITS + 1],
                 int             house)
{
  const NonetLogicState *state = forcing->state;
  ForcingSeed targets[SE_MAX_TARGETS];
  int total[SE_MAX_TARGETS] = { 0 };
  int n_targets = 0, best = 0;
  NonetStep step;

  for (int on = 1; on >= 0; on--)
    for (int d = 1; d <= NONET_DIGITS; d++)
      for (NonetBits s = bits_and (common[!on][d], on ? state->empty : state->digit_cells[d]);
           !bits_empty (s) && n_targets < SE_MAX_TARGETS; )
        targets[n_targets++] = (ForcingSeed) { forcing_node (bits_pop (&s), d), on };
  if (n_targets == 0)
    return false;
  for (int i = 0; i < branches->n; i++)
    {
      reset (forcing);
      _nonet_forcing_assume (&forcing->net, branches->cells[i], branches->digits[i],
                             branches->on[i]);
      for (int t = 0; t < n_targets; t++)
        total[t] += _nonet_forcing_count (&forcing->net, &targets[t], 1);
    }
  for (int t = 1; t < n_targets; t++)
    if (total[t] < total[best])
      best = t;
  begin_verity (forcing, branches, house, &step);
  {
    int cell = targets[best].node / 9, digit = targets[best].node % 9 + 1;
    if (targets[best].on)
      _nonet_step_place (&step, state, cell, digit);
    else
      _nonet_step_eliminate (&step, state, cell, digit);
  }
  for (int i = 0; i < branches->n; i++)
    {
      reset (forcing);
      _nonet_forcing_assume (&forcing->net, branches->cells[i], branches->digits[i],
                             branches->on[i]);
      _nonet_forcing_explain (&forcing->net, &targets[best], 1, &step);
    }
  step.se_tenths = base_tenths (forcing) + _nonet_se_length_penalty (total[best]);
  return _nonet_step_finish (&step) && _nonet_step_sink_add (forcing->sink, &step);
}

/* The step of a verity: placements when there are any (their eliminations
 * follow), else eliminations; each live branch's implications drawn in turn. */
static bool
offer_verity (Forcing        *forcing,
              const Branches *branches,
              NonetBits       common[2][NONET_DIGITS + 1],
              const bool      live[NONET_DIGITS],
              int             house)
{
  const NonetLogicState *state = forcing->state;
  ForcingSeed seeds[NONET_STEP_MAX_ELIMINATIONS];
  NonetStep step;
  int n_seeds = 0, n_nodes = 0;

  if (state->se_walk)
    return offer_se_verity (forcing, branches, common, house);
  begin_verity (forcing, branches, house, &step);
  for (int d = 1; d <= NONET_DIGITS; d++)
    for (NonetBits s = bits_and (common[0][d], state->empty); !bits_empty (s); )
      {
        int c = bits_pop (&s);
        if (_nonet_step_place (&step, state, c, d) && n_seeds < NONET_STEP_MAX_ELIMINATIONS)
          seeds[n_seeds++] = (ForcingSeed) { forcing_node (c, d), true };
      }
  if (step.n_placements == 0)
    for (int d = 1; d <= NONET_DIGITS; d++)
      for (NonetBits s = bits_and (common[1][d], state->digit_cells[d]); !bits_empty (s); )
        {
          int c = bits_pop (&s);
          if (_nonet_step_eliminate (&step, state, c, d) && n_seeds < NONET_STEP_MAX_ELIMINATIONS)
            seeds[n_seeds++] = (ForcingSeed) { forcing_node (c, d), false };
        }
  if (step.n_placements == 0 && step.n_eliminations == 0)
    return false;
  for (int i = 0; i < branches->n; i++)
    {
      if (!live[i])
        continue;
      reset (forcing);
      _nonet_forcing_assume (&forcing->net, branches->cells[i], branches->digits[i],
                             branches->on[i]);
      n_nodes += _nonet_forcing_explain (&forcing->net, seeds, n_seeds, &step);
    }
  step.se_tenths = base_tenths (forcing) + _nonet_se_length_penalty (n_nodes);
  return _nonet_step_finish (&step) && _nonet_step_sink_add (forcing->sink, &step);
}

static bool
try_branches (Forcing        *forcing,
              const Branches *branches,
              int             house)
{
  NonetBits common[2][NONET_DIGITS + 1];
  bool live[NONET_DIGITS];
  bool any = false;

  int n_live = run_branches (forcing, branches, common, live);

  if (forcing->sink->cancelled)
    return true;
  if (forcing->state->se_walk ? n_live < 1 || branches->n < 2 : n_live < 2)
    return false;
  for (int d = 1; d <= NONET_DIGITS && !any; d++)
    any = bits_intersect (common[0][d], forcing->state->empty)
          || bits_intersect (common[1][d], forcing->state->digit_cells[d]);
  return any && offer_verity (forcing, branches, common, live, house);
}

static bool find_verities_in (Forcing *forcing);

static bool
find_verities (Forcing *forcing)
{
  bool done;

  forcing->memo = malloc (sizeof *forcing->memo);
  if (forcing->memo != NULL)
    memset (forcing->memo->status, 0, sizeof forcing->memo->status);
  done = find_verities_in (forcing);
  free (forcing->memo);
  forcing->memo = NULL;
  return done;
}

static bool
find_verities_in (Forcing *forcing)
{
  const NonetLogicState *state = forcing->state;
  Branches branches;

  /* SE's static multiple chains start only from cells with three
   * candidates or more (two: a plain forcing chain, found before), and
   * try a candidate true and false in dynamic chains only. */
  bool se_static = state->se_walk && !forcing->dynamic;
  int pair_min = se_static ? NONET_DIGITS + 1 : 3;

  /* Cells, then a candidate true or false. */
  for (NonetBits cells = state->empty; !bits_empty (cells); )
    {
      int cell = bits_pop (&cells);
      if (se_static && state->n_cands[cell] < 3)
        continue;
      branches.n = 0;
      for (NonetMask m = state->cands[cell]; m != 0; )
        branches_add (&branches, cell, mask_pop (&m), true);
      if (try_branches (forcing, &branches, -1))
        return true;
      for (NonetMask m = state->cands[cell]; state->n_cands[cell] >= pair_min && m != 0; )
        {
          int digit = mask_pop (&m);
          branches.n = 0;
          branches_add (&branches, cell, digit, true);
          branches_add (&branches, cell, digit, false);
          if (try_branches (forcing, &branches, -1))
            return true;
        }
      if (_nonet_step_sink_cancelled (forcing->sink))
        return true;
    }
  /* Houses: each place of a digit. */
  for (int h = 0; h < NONET_HOUSES; h++)
    for (int d = 1; d <= NONET_DIGITS; d++)
      {
        /* Two places: the same as a candidate true or false, but SE's
         * region chains take them too (from a first place with three
         * candidates or more in static chains). */
        if (state->house_count[h][d] < (state->se_walk ? 2 : 3))
          continue;
        if (se_static && state->n_cands[bits_first (state_house_digit (state, h, d))] < 3)
          continue;
        branches.n = 0;
        for (NonetBits s = state_house_digit (state, h, d); !bits_empty (s); )
          branches_add (&branches, bits_pop (&s), d, true);
        if (try_branches (forcing, &branches, h))
          return true;
      }
  return false;
}

/* ------------------------------------------------------------------------
 * Trial: proven by search, shown as far as the implications go
 * ------------------------------------------------------------------------ */

static void
state_to_grid (const NonetLogicState *state,
               NonetGrid             *grid)
{
  memset (grid, 0, sizeof *grid);
  grid->has_candidates = true;
  for (int c = 0; c < NONET_CELLS; c++)
    {
      grid->values[c] = state->values[c];
      grid->candidates[c] = state->values[c] != 0 ? nonet_digit_bit (state->values[c])
                                                  : state->cands[c];
    }
}

static bool
has_solution (const NonetGrid *grid)
{
  NonetSolveOptions options = { .limit = 1 };
  NonetSolveResult result;

  nonet_solve (grid, &options, &result);
  return result.status == NONET_STATUS_OK && result.solutions > 0;
}

/* The first candidate (fewest candidates in its cell first) whose
 * placement leaves no solution; the walk of its assumption is drawn. */
static bool
find_trial (Forcing *forcing)
{
  const NonetLogicState *state = forcing->state;
  NonetGrid grid;

  state_to_grid (state, &grid);
  for (int size = 2; size <= NONET_DIGITS; size++)
    for (NonetBits cells = state->empty; !bits_empty (cells); )
      {
        int cell = bits_pop (&cells);
        if (state->n_cands[cell] != size)
          continue;
        if (_nonet_step_sink_cancelled_now (forcing->sink))
          return true;
        for (NonetMask m = state->cands[cell]; m != 0; )
          {
            int digit = mask_pop (&m);
            NonetGrid trial = grid;
            NonetStep step;

            trial.values[cell] = (uint8_t) digit;
            trial.candidates[cell] = nonet_digit_bit (digit);
            if (has_solution (&trial))
              continue;
            _nonet_step_begin (&step, NONET_TECH_TRIAL, nonet_digit_bit (digit));
            _nonet_step_cell (&step, cell);
            _nonet_step_eliminate (&step, state, cell, digit);
            _nonet_forcing_reset (&forcing->net, state, true, true);
            _nonet_forcing_assume (&forcing->net, cell, digit, true);
            {
              ForcingSeed seeds[NONET_CELLS];
              int n = 0;
              for (int c = 0; c < NONET_CELLS; c++)
                for (int d = 1; d <= NONET_DIGITS && n < NONET_CELLS; d++)
                  if (c != cell && forcing_is_on (&forcing->net, c, d))
                    seeds[n++] = (ForcingSeed) { forcing_node (c, d), true };
              _nonet_forcing_explain (&forcing->net, seeds, n, &step);
            }
            return _nonet_step_finish (&step) && _nonet_step_sink_add (forcing->sink, &step);
          }
      }
  return false;
}

bool
_nonet_find_forcing (const NonetLogicState *state,
                     NonetTechnique         technique,
                     NonetStepSink         *sink)
{
  Forcing forcing;

  forcing.state = state;
  forcing.technique = technique;
  forcing.sink = sink;
  forcing.nested = false;
  forcing.memo = NULL;
  switch (technique)
    {
    case NONET_TECH_FORCING_CHAIN_CONTRADICTION:
      forcing.dynamic = false;
      return find_contradictions (&forcing);
    case NONET_TECH_FORCING_CHAIN_VERITY:
      forcing.dynamic = false;
      return find_verities (&forcing);
    case NONET_TECH_FORCING_NET_CONTRADICTION:
      forcing.dynamic = true;
      return find_contradictions (&forcing);
    case NONET_TECH_FORCING_NET_VERITY:
      forcing.dynamic = true;
      forcing.nested = false;
      if (find_verities (&forcing) || sink->n_steps > 0 || state->se_net_level == 1)
        return true;
      /* Nothing at one level: a nested net, shown as a contradiction. */
      forcing.nested = true;
      forcing.technique = NONET_TECH_FORCING_NET_CONTRADICTION;
      return find_contradictions (&forcing);
    case NONET_TECH_TRIAL:
      forcing.dynamic = true;
      return find_trial (&forcing);
    default:
      return false;
    }
}
