/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-chains.c: Chains and loops of alternating inference.
 *
 * Techniques: Remote Pair (0703), X-Chain (0701), XY-Chain (0702), Nice Loops and AIC
 * (continuous 0706, discontinuous 0707, AIC 0708) and their grouped forms
 * (0709-0711). These run in best-of mode in find_step (Remote Pairs too).
 *
 * Every chain is a path of implications in the link graph (nonet-links.h):
 *
 *   r1c2≠5 =strong=> r1c7=5 -weak-> r4c7≠5 =strong=> r4c3=5
 *   OFF(a)           ON          OFF             ON(b)
 *
 * found by a breadth-first search from one literal (shortest chains first):
 *
 *   X-Chain      house links of one digit; OFF(a) ... ON(b), same digit:
 *                the digit leaves every cell seeing both a and b
 *   XY-Chain     bivalue cells, strong links inside cells, weak between them
 *   AIC          every link; OFF(a) ... ON(b): same digit, 2+ cells seeing
 *                both lose it; different digits in cells that see each
 *                other: each end loses the other's digit (2 eliminations)
 *   Nice Loop    from ON(s) or OFF(s) of a start cell (blocked meanwhile,
 *                so the chain leaves it and comes back only at the end):
 *     discontinuous  ON(s) .. OFF(s) or ON(t): s goes; OFF(s) .. OFF(t): t
 *                    goes; OFF(s) .. ON(s): every other digit of the cell goes
 *     continuous     the loop closes consistently (OFF(s) .. ON(t), ON(s) ..
 *                    OFF(t) in a bivalue cell, or back to the start literal):
 *                    every weak link becomes strong, so its digit leaves the
 *                    cells seeing both ends, and a cell entered and left by
 *                    strong links keeps only those two digits
 *   Remote Pair  a path of cells with the same two digits; cells an odd
 *                number (3+) of steps apart have opposite values, so cells
 *                seeing both lose both digits
 *
 * Grouped forms use the graph with group nodes and report only chains that
 * use one. Which chain type a loop is follows HoDoKu's classification.
 * Listings with options->als_in_chains search the grouped forms once more
 * with HoDoKu's ALS rules (NONET_LINKS_ALS_FORCE): an ALS left locked forces
 * a cell, and a continuous loop through such a forcing removes what
 * als_forcing_elims says.
 */

#include <stdlib.h>

#include "nonet-links.h"

/* Effects remembered while listing steps. */
#define EFFECT_SLOTS 1024
/* Longest chain searched, in links. */
#define MAX_LINKS 20
#define MAX_PATH  (MAX_LINKS + 2)
/* find_step's search for continuous loops stops at this length. */
#define FAST_LOOP_LINKS 14
/* Remote Pairs: longest path in cells, and a bound on the search. */
#define RP_MAX_CELLS 16
#define RP_BUDGET    20000
/* Predecessors kept per graph (close_loops), at most. */
#define PRED_POOL    32768
/* Literals a kept search (SearchMemo) reached, at most. */
#define MEMO_LITS    64

typedef struct
{
  NonetBits cells[NONET_DIGITS + 1];
} Elims;

/* The searches of one of find_step's passes without groups (fast nice
 * loops, XY-Chains) that found nothing removing anything, kept for a later
 * state (see memo_begin): the last pass, whole or not (memo_stop), ran at
 * the state of cands (live: its graph's live cells) when known, as pass
 * snap; a start literal whose search of that pass (or of one before that
 * it retained) went MAX_LINKS deep and found nothing has stamp snap and
 * the literals it reached in lits (n of them, MEMO_LITS at most). */
typedef struct
{
  bool      known;
  uint32_t  pass;
  uint32_t  snap;
  NonetBits cands[NONET_DIGITS + 1];
  NonetBits live[NONET_DIGITS + 1];
  uint32_t  stamp[2 * NONET_LINKS_GROUP_BASE];
  uint8_t   n[2 * NONET_LINKS_GROUP_BASE];
  uint16_t  lits[2 * NONET_LINKS_GROUP_BASE][MEMO_LITS];
} SearchMemo;

/* What find_step's second grouped pass for continuous loops kept of a
 * search besides its literals (memo[3], where a group's literal is kept as
 * that of its first cell's candidate of its digit: memo_keep): what it
 * recorded in disc_seen, 0 when the solution ruled the discontinuous loops
 * out (which need not hold for another puzzle). */
typedef struct
{
  uint8_t   disc[2 * NONET_LINKS_GROUP_BASE];
} GroupMemo;

/* The cells of each digit whose candidates' literals may have other live
 * successors now, and every such cell (cell), while a memo is in use:
 * changed holds them as words, OFF then ON, digit by digit, cells 0..63
 * then 64..80; code (ChainSearch's memo_code) gives a candidate's literal
 * its bit there (word * 64 + bit), so that memo_unchanged's test of a
 * literal is a look-up and a shift. */
typedef struct
{
  SearchMemo     *memo;
  const uint16_t *code;
  bool            reuse;
  uint64_t        changed[2 * NONET_DIGITS * 2];
  NonetBits       cell;
  NonetBits       gone;
} MemoUse;

typedef struct
{
  const NonetLogicState *state;
  NonetTechnique         technique;
  NonetStepSink         *sink;
  NonetLinkGraph         graph;
  NonetLinkSearch        search;
  NonetLinkSearch        retry;     /* second search for lasso-free detours */
  bool                   fast;      /* find_step's pass (see search_loops) */
  int                    phase;     /* EffectPhase */
  uint64_t               effect_key[EFFECT_SLOTS];
  uint8_t                effect_len[EFFECT_SLOTS];   /* 0: free slot */
  bool                   effect_done[EFFECT_SLOTS];
  /* The graph is that of graph_state at graph_version (graph_built): a
   * kept search (NonetChainCache) builds it again only for another state,
   * version, flags or cells, and its searches keep their successors. */
  bool                   graph_built;
  const NonetLogicState *graph_state;
  unsigned               graph_version;
  NonetMask              graph_digits;   /* the digits it has candidates of */
  /* An X-Chain's digits: those searched with a candidate no template uses
   * (x_chain_digits). */
  NonetMask              x_digits;
  /* The predecessors of the candidates' literals (close_loops): every
   * start in a cell closes its loops into the same literals, and every
   * pass on the graph into those of every cell. pred_at: 1 + offset in
   * pred_pool, 0 not yet; a full pool leaves the rest to be worked out
   * each time. */
  uint16_t               pred_at[2 * NONET_LINKS_GROUP_BASE];
  uint8_t                pred_n[2 * NONET_LINKS_GROUP_BASE];
  int16_t                pred_pool[PRED_POOL];
  int                    pred_used;
  /* What a per-start search for continuous loops (find_step's second
   * grouped pass) saw of the discontinuous loops from its start literal,
   * DISC_NONE or DISC_SOME; 0 not known. Its search is the one the
   * discontinuous pass would make again (see search_loops_from). */
  uint8_t                disc_seen[2 * NONET_LINKS_GROUP_BASE];
  /* Whether find_step's fast search for grouped continuous loops from a
   * start literal was the per-start one of its second pass (see
   * search_loops_from). */
  bool                   fast_whole[2 * NONET_LINKS_GROUP_BASE];
  /* When find_step's fast grouped discontinuous pass ran whole with an
   * empty sink (reach_known): by digit, the cells whose candidate a loop
   * of the second pass from its ON literal may remove (record_reach). */
  bool                   reach_known;
  NonetBits              reach_maybe[NONET_DIGITS + 1];
  /* find_step's fast passes without groups: continuous loops (memo[0],
   * by start literal) and discontinuous ones (memo[1], by OFF literal),
   * XY-Chains (memo[2], by OFF literal), and its second grouped pass for
   * continuous loops (memo[3] with group_memo, by start literal),
   * for a kept search (NonetChainCache, memo_wanted: made on first use,
   * memo_ready; else NULL); use: the one of the current pass, NULL outside
   * them. */
  bool                   memo_wanted;
  SearchMemo            *memo;
  GroupMemo             *group_memo;
  MemoUse               *use;
  /* A candidate's literal's bit in MemoUse's changed, with the memos. */
  uint16_t              *memo_code;
  /* Whether the current search closed a proper loop that removes
   * something (close_loops). */
  bool                   loop_seen;
  /* Whether an open chain's search met a pair of ends that removes
   * something (open_chain_elims), whatever became of it. */
  bool                   ends_remove;
  /* XY-Chains found no such pair at a state whose bivalue cells held
   * xy_in (by digit) and whose candidates were xy_cands (by digit), with
   * an empty sink: see find_xy_chains. */
  bool                   xy_none;
  NonetBits              xy_in[NONET_DIGITS + 1];
  NonetBits              xy_cands[NONET_DIGITS + 1];
} ChainSearch;

enum { DISC_NONE = 1, DISC_SOME = 2 };

/* A search kept with its graph for the state's version. */
struct _NonetChainCache
{
  ChainSearch cs;
};

/* Listing every step must show, for each effect, the chain find_step would
 * pick (the shortest, first found): the search runs twice, first only
 * recording the shortest length of each effect, then offering the first
 * chain of that length. find_step runs once (PHASE_OFFER_ALL). */
typedef enum
{
  PHASE_OFFER_ALL,
  PHASE_RECORD,
  PHASE_OFFER_SHORTEST,
} EffectPhase;

typedef enum
{
  LOOP_NONE,
  LOOP_CONTINUOUS,
  LOOP_ELIM_START,     /* discontinuous: the start digit goes */
  LOOP_ELIM_END,       /* discontinuous: the end digit goes from the start cell */
  LOOP_KEEP_START,     /* discontinuous: the start digit is the cell's value */
} LoopType;

/* NONET_LINKS_ALS_FORCE when listing every step with options->als_in_chains
 * (HoDoKu's library cases that turn its ALS option on), else 0. */
static unsigned
als_force_flag (const ChainSearch *cs)
{
  const NonetLogicOptions *options = cs->state->options;

  return cs->sink->mode == NONET_SINK_ALL && options != NULL && options->als_in_chains
         ? NONET_LINKS_ALS_FORCE : 0;
}

static void
elims_clear (Elims *elims)
{
  /* bits_none () is all zero: a few wide stores, not a loop. */
  memset (elims, 0, sizeof *elims);
}

static int
elims_count (const Elims *elims)
{
  int n = 0;

  for (int d = 1; d <= NONET_DIGITS; d++)
    n += bits_count (elims->cells[d]);
  return n;
}

/* Whether the eliminations remove anything (without counting them). */
static bool
elims_any (const Elims *elims)
{
  uint64_t any = 0;

  for (int d = 1; d <= NONET_DIGITS; d++)
    any |= elims->cells[d].lo | elims->cells[d].hi;
  return any != 0;
}

/* In BEST mode, whether a step with n_elims eliminations and n_links links
 * could beat the sink's current step (building one costs more than this). */
static bool
worth_building (const ChainSearch *cs,
                int                n_elims,
                int                n_links)
{
  const NonetStep *best = &cs->sink->steps[0];

  if (cs->sink->mode != NONET_SINK_BEST || cs->sink->n_steps == 0)
    return true;
  if (cs->sink->lowest_se)
    return n_links <= best->n_links;
  if (best->n_placements > 0)
    return false;
  if (n_elims != best->n_eliminations)
    return n_elims > best->n_eliminations;
  /* HoDoKu's order: equal counts go by the cells, not the length. */
  return cs->sink->hodoku || n_links < best->n_links;
}

/* depth_limit with a step in a BEST sink. */
static int
depth_limit_best (const ChainSearch *cs,
                  int                max_elims,
                  int                extra)
{
  const NonetStep *best = &cs->sink->steps[0];

  if (cs->sink->lowest_se)
    return best->n_links - extra < MAX_LINKS ? best->n_links - extra : MAX_LINKS;
  if (best->n_placements > 0 || max_elims < best->n_eliminations)
    return -1;
  if (max_elims > best->n_eliminations || cs->sink->hodoku)
    return MAX_LINKS;
  return best->n_links - 1 - extra < MAX_LINKS ? best->n_links - 1 - extra : MAX_LINKS;
}

/* In BEST mode, the deepest search worth running from a source whose steps
 * remove at most max_elims candidates (extra: links a step adds after the
 * searched path, 1 for a loop's closing link); -1 when none can win. Inline
 * for the common case, an empty sink. */
static inline int
depth_limit (const ChainSearch *cs,
             int                max_elims,
             int                extra)
{
  if (cs->sink->mode != NONET_SINK_BEST || cs->sink->n_steps == 0)
    return MAX_LINKS;
  return depth_limit_best (cs, max_elims, extra);
}

static uint64_t
effect_hash (const Elims *elims)
{
  uint64_t h = 0x9e3779b97f4a7c15ull;

  for (int d = 1; d <= NONET_DIGITS; d++)
    {
      h = (h ^ elims->cells[d].lo) * 0xff51afd7ed558ccdull;
      h = (h ^ elims->cells[d].hi ^ (uint64_t) d) * 0xc4ceb9fe1a85ec53ull;
    }
  return h | 1;
}

/* See EffectPhase: whether the chain of n_links links with these
 * eliminations is to be offered now. */
static bool
effect_filter (ChainSearch *cs,
               const Elims *elims,
               int          n_links)
{
  uint64_t key;
  int slot;

  if (cs->phase == PHASE_OFFER_ALL)
    return true;
  key = effect_hash (elims);
  slot = (int) (key % EFFECT_SLOTS);
  for (int probe = 0; probe < EFFECT_SLOTS; probe++, slot = (slot + 1) % EFFECT_SLOTS)
    {
      if (cs->effect_len[slot] == 0)
        {
          if (cs->phase == PHASE_OFFER_SHORTEST)
            return true;
          cs->effect_key[slot] = key;
          cs->effect_len[slot] = (uint8_t) n_links;
          return false;
        }
      if (cs->effect_key[slot] != key)
        continue;
      if (cs->phase == PHASE_RECORD)
        {
          if (n_links < cs->effect_len[slot])
            cs->effect_len[slot] = (uint8_t) n_links;
          return false;
        }
      if (cs->effect_done[slot] || n_links != cs->effect_len[slot])
        return false;
      cs->effect_done[slot] = true;
      return true;
    }
  return cs->phase == PHASE_OFFER_SHORTEST;
}

static void
mark_literal (ChainSearch *cs,
              NonetStep   *step,
              int          lit)
{
  const NonetLinkGraph *graph = &cs->graph;
  int node = _nonet_links_node (lit);

  _nonet_step_mark_bits (step, NULL, graph->cells[node], graph->digit[node],
                         _nonet_links_is_on (lit) ? NONET_ROLE_CHAIN_ON : NONET_ROLE_CHAIN_OFF);
}

/* The nodes Sudoku Explainer counts for a chain's length penalty. A
 * discontinuous loop lists its start twice, on and off, as SE's chain from
 * the start back to its opposite does; a continuous loop lists it twice too,
 * but SE's cycle holds it once. An X-Chain, XY-Chain or AIC removes a
 * candidate that sees both ends, and SE proves that with a forcing chain
 * from the candidate itself, out to one end and back from the other: two
 * nodes more than our path (a 5-link X-Chain is SE's complexity 8, 6.7,
 * not 6.6). */
static int
se_chain_nodes (NonetTechnique  technique,
                const int      *path,
                int             n)
{
  bool loop = n > 1 && path[n - 1] == path[0];

  if (technique == NONET_TECH_X_CHAIN || technique == NONET_TECH_XY_CHAIN
      || technique == NONET_TECH_AIC)
    return loop ? n : n + 2;
  if (technique == NONET_TECH_NICE_LOOP_CONTINUOUS)
    return n - 1;
  return n;
}

/* SE's kind of chain (its getSortKey): 2 when every link is on one digit
 * (X), 3 when every strong link is inside a cell (Y), else 4. */
static int
se_chain_kind (const ChainSearch *cs,
               const int         *path,
               int                n)
{
  const NonetLinkGraph *graph = &cs->graph;
  bool one_digit = true, in_cells = true;

  for (int i = 0; i + 1 < n; i++)
    {
      int a = _nonet_links_node (path[i]), b = _nonet_links_node (path[i + 1]);

      one_digit = one_digit && graph->digit[a] == graph->digit[b];
      /* The strong links: off to on. */
      if (!_nonet_links_is_on (path[i]) && _nonet_links_is_on (path[i + 1]))
        in_cells = in_cells && bits_equal (graph->cells[a], graph->cells[b]);
    }
  return one_digit ? 2 : in_cells ? 3 : 4;
}

/* SE's value before the length penalty: its cycles with one kind of strong
 * link only, all on one digit (X-Cycle) or all inside bivalue cells
 * (Y-Cycle), are 6.5; the others 7.0 (our table's value). */
static int
se_chain_base (const ChainSearch *cs,
               const int         *path,
               int                n)
{
  if (cs->technique != NONET_TECH_NICE_LOOP_CONTINUOUS)
    return nonet_technique_info (cs->technique)->se_tenths;
  return se_chain_kind (cs, path, n) < 4 ? 65 : nonet_technique_info (cs->technique)->se_tenths;
}

/* Where SE's loop producer meets a chain among those of one value and
 * complexity (_nonet_se_rank): by kind (SE's forcing chains are X or XY:
 * a chain of cell links alone is found as XY), then from the candidate
 * its search starts at: a cycle's first (cells in order), a forcing
 * chain's removed one (the first of them when it removes several). */
static uint64_t
se_chain_rank (const ChainSearch *cs,
               const int         *path,
               int                n,
               const NonetStep   *step,
               int                complexity)
{
  const NonetLinkGraph *graph = &cs->graph;
  int kind = se_chain_kind (cs, path, n), first = NONET_CELLS * NONET_DIGITS;

  if (cs->technique == NONET_TECH_NICE_LOOP_CONTINUOUS)
    for (int i = 0; i < n; i++)
      {
        int node = _nonet_links_node (path[i]), at = graph->cell[node] * 9 + graph->digit[node] - 1;
        first = at < first ? at : first;
      }
  else
    {
      kind = kind == 2 ? 2 : 4;
      for (int i = 0; i < step->n_eliminations; i++)
        {
          int at = step->eliminations[i].cell * 9 + step->eliminations[i].digit - 1;
          first = at < first ? at : first;
        }
      for (int i = 0; i < step->n_placements; i++)
        {
          int at = step->placements[i].cell * 9 + step->placements[i].digit - 1;
          first = at < first ? at : first;
        }
    }
  return _nonet_se_rank (complexity, kind, first / 9, first % 9 + 1, 0);
}

/* What SE's cycle removes (its createCycleHint): each candidate outside
 * the loop's cells that sees a true node of its digit and a false one
 * (one of them holds either way round). Not what the loop's own links
 * remove in its cells. False when the loop has a group or an ALS node. */
static bool
se_cycle_elims (const ChainSearch *cs,
                const int         *path,
                int                n,
                Elims             *elims)
{
  const NonetLinkGraph *graph = &cs->graph;
  NonetBits cells = bits_none ();
  NonetBits seen[2][NONET_DIGITS + 1];

  memset (seen, 0, sizeof seen);
  for (int i = 0; i < n; i++)
    {
      int node = _nonet_links_node (path[i]);
      if (_nonet_links_is_group (graph, node) || _nonet_links_is_als (graph, node))
        return false;
      bits_set (&cells, graph->cell[node]);
    }
  for (int i = 0; i < n; i++)
    {
      int node = _nonet_links_node (path[i]), d = graph->digit[node];
      NonetBits sees = bits_andnot (bits_and (bits_peers (graph->cell[node]),
                                              cs->state->digit_cells[d]), cells);
      bool on = _nonet_links_is_on (path[i]);

      seen[on][d] = bits_or (seen[on][d], sees);
    }
  for (int d = 0; d <= NONET_DIGITS; d++)
    elims->cells[d] = bits_and (seen[0][d], seen[1][d]);
  return true;
}

/* Builds the step of a chain of literals (links between neighbours, in
 * order) with the given eliminations, and offers it. */
static bool
offer_chain (ChainSearch *cs,
             const int   *path,
             int          n,
             const Elims *elims)
{
  const NonetLinkGraph *graph = &cs->graph;
  NonetMask digits = 0;
  NonetStep step;
  Elims se_elims;
  int complexity;

  /* The SE walk's cycles remove what SE's do. */
  if (cs->state->se_walk && cs->technique == NONET_TECH_NICE_LOOP_CONTINUOUS
      && se_cycle_elims (cs, path, n, &se_elims))
    elims = &se_elims;
  if (!worth_building (cs, elims_count (elims), n - 1) || !effect_filter (cs, elims, n - 1))
    return false;
  for (int i = 0; i < n; i++)
    digits |= nonet_digit_bit (graph->digit[_nonet_links_node (path[i])]);
  _nonet_step_begin (&step, cs->technique, digits);
  for (int i = 0; i < n; i++)
    {
      if (i == n - 1 && i > 0 && path[i] == path[0])
        break;
      mark_literal (cs, &step, path[i]);
      _nonet_step_cell (&step, graph->cell[_nonet_links_node (path[i])]);
      if (_nonet_links_is_als (graph, _nonet_links_node (path[i]))
          && !(i > 0 && _nonet_links_is_als (graph, _nonet_links_node (path[i - 1]))
               && graph->als_first[_nonet_links_node (path[i - 1]) - graph->als_base]
                  == graph->als_first[_nonet_links_node (path[i]) - graph->als_base]))
        {
          int als = _nonet_links_node (path[i]) - graph->als_base;
          for (NonetBits c = graph->als_cells[als]; !bits_empty (c); )
            {
              int cell = bits_pop (&c);
              for (NonetMask m = cs->state->cands[cell]; m != 0; )
                _nonet_step_mark (&step, cell, mask_pop (&m), NONET_ROLE_ALS_1);
            }
        }
    }
  for (int i = 0; i + 1 < n; i++)
    _nonet_links_step_link (graph, &step, path[i], path[i + 1]);
  for (int d = 1; d <= NONET_DIGITS; d++)
    _nonet_step_eliminate_bits (&step, cs->state, elims->cells[d], d);
  complexity = se_chain_nodes (cs->technique, path, n);
  step.se_tenths = se_chain_base (cs, path, n) + _nonet_se_length_penalty (complexity);
  return _nonet_step_finish (&step)
         && _nonet_step_sink_add_se (cs->sink, &step, se_chain_rank (cs, path, n, &step, complexity));
}

static bool
path_has_group (const ChainSearch *cs,
                const int         *path,
                int                n)
{
  for (int i = 0; i < n; i++)
    if (_nonet_links_is_group (&cs->graph, _nonet_links_node (path[i])))
      return true;
  return false;
}

/* Makes cs's graph the one of its state with these flags, cells and digits
 * (use_graph: every digit); a kept search (NonetChainCache) already has it
 * when the state has not changed since (the continuous and discontinuous
 * loops of one find_step share theirs), and then its searches know the
 * successors of the literals. */
static void
use_graph_digits (ChainSearch *cs,
                  unsigned     flags,
                  NonetBits    cells,
                  NonetMask    digits)
{
  if (cs->graph_built && cs->graph_state == cs->state
      && cs->graph_version == cs->state->version && cs->graph.flags == flags
      && bits_equal (cs->graph.built_cells, cells) && cs->graph_digits == digits)
    return;
  _nonet_links_build_digits (&cs->graph, cs->state, flags, cells, digits);
  cs->graph_built = true;
  cs->graph_state = cs->state;
  cs->graph_version = cs->state->version;
  cs->graph_digits = digits;
  _nonet_links_search_forget (&cs->search);
  _nonet_links_search_forget (&cs->retry);
  memset (cs->pred_at, 0, sizeof cs->pred_at);
  cs->pred_used = 0;
  memset (cs->disc_seen, 0, sizeof cs->disc_seen);
  memset (cs->fast_whole, 0, sizeof cs->fast_whole);
  cs->reach_known = false;
}

static void
use_graph (ChainSearch *cs,
           unsigned     flags,
           NonetBits    cells)
{
  use_graph_digits (cs, flags, cells, NONET_ALL_DIGITS);
}

/* ------------------------------------------------------------------------
 * Searches kept from state to state
 * ------------------------------------------------------------------------ */

/* Whether cs keeps its searches: a kept search (NonetChainCache) makes its
 * memos (4 SearchMemo of about 194 KB each, GroupMemo and memo_code) on
 * first use, so that a state that never runs find_step's passes (hints,
 * the generator's) does without them. False on the stack, or when out of
 * memory (then no search is kept). */
static bool
memo_ready (ChainSearch *cs)
{
  if (cs->memo != NULL)
    return true;
  if (!cs->memo_wanted)
    return false;
  cs->memo_wanted = false;

  SearchMemo *memo = malloc (4 * sizeof *memo);
  GroupMemo *group_memo = malloc (sizeof *group_memo);
  uint16_t *code = malloc (2 * NONET_LINKS_GROUP_BASE * sizeof *code);

  if (memo == NULL || group_memo == NULL || code == NULL)
    {
      free (memo);
      free (group_memo);
      free (code);
      return false;
    }
  /* Cell by cell (no divisions). */
  for (int cell = 0; cell < NONET_CELLS; cell++)
    for (int d = 0; d < NONET_DIGITS; d++)
      for (int on = 0; on < 2; on++)
        code[_nonet_links_lit (cell * NONET_DIGITS + d, on)]
          = (uint16_t) ((((on ? NONET_DIGITS : 0) + d) * 2 + (cell >= 64)) * 64 + cell % 64);
  /* Only what is read before it is written is cleared (the rest is
   * large). */
  for (int i = 0; i < 4; i++)
    {
      memo[i].known = false;
      memo[i].pass = 0;
      memset (memo[i].stamp, 0, sizeof memo[i].stamp);
    }
  cs->memo = memo;
  cs->group_memo = group_memo;
  cs->memo_code = code;
  return true;
}

/* Whether the places p of a digit in house h make two nodes of a graph
 * with groups (a candidate, or a group: every place in one box and line),
 * as a strong link in h needs: two places, or places in two boxes of a
 * line, in two rows or two columns of a box. */
static bool
two_nodes (NonetBits p,
           int       h)
{
  unsigned rows = 0, cols = 0, boxes = 0;
  int n = 0;

  for (int cell; (cell = bits_pop (&p)) >= 0; n++)
    {
      rows |= 1u << (cell / 9);
      cols |= 1u << (cell % 9);
      boxes |= 1u << nonet_cell_houses[cell][2];
    }
  if (n == 2)
    return true;
  if (h < 18)
    return __builtin_popcount (boxes) == 2;
  return __builtin_popcount (rows) == 2 || __builtin_popcount (cols) == 2;
}

/* Readies use for a fast pass without groups of find_step on the graph of
 * every link (NONET_LINKS_ALL): its memo's searches are of use when the
 * state's candidates are a subset of those of the memo's. In that graph,
 * OFF(c, d) goes to the other digit of a bivalue cell and to the rest of d
 * in a house of c with two places: it changes when c was or is bivalue and
 * lost a candidate, or with the places of d in a house of c that had two
 * or has two. ON(c, d) goes to the live OFF literals of c's other digits
 * and of d in the cells c sees: it changes with a live cell of c, or a
 * live cell of d that c sees. A search whose literals keep their
 * successors is the same search, by the same paths. In a graph without
 * links within a cell's digits (the XY-Chains', of the bivalue cells, has
 * no NONET_LINKS_CELL_WEAK) ON goes to no OFF of its cell, and without
 * house strong links OFF goes only to the other digit of its cell: there,
 * a live cell of another digit and d's conjugate pairs change nothing.
 *
 * With groups (NONET_LINKS_GROUPS, the second grouped pass), a literal of
 * digit d is looked at by its (first) cell c. A candidate g of d gone
 * changes the groups that held it (g's part of its box and a line, when
 * it had another place of d): their own literals, of first cells in that
 * part, and the ON literals that saw them whole, of cells in their box or
 * line; no other group changes (a group is every place of d in a box and
 * a line). It changes the strong links in a house h of g only when d's
 * places in h made two nodes before or now (two_nodes): a strong link in
 * h joins two nodes (candidates or groups) that hold every place of d in
 * h, so it changes only OFF literals of cells in h. A live cell of d that
 * came or went changes what it did without groups: a group's ON goes to
 * the live cells of d that see it whole, which c sees (peers of the live
 * cell), and c is live or not by d's places in its houses and its own
 * candidates. Groups are made in the same order from the same cells, so a
 * search whose literals keep their successors still takes them in the same
 * order. */
static void
memo_begin (ChainSearch *cs,
            SearchMemo  *memo,
            MemoUse     *use,
            bool         grouped)
{
  const NonetLogicState *state = cs->state;
  const NonetLinkGraph *graph = &cs->graph;
  NonetBits gone_any = bits_none (), live_any = bits_none ();
  NonetBits gone[NONET_DIGITS + 1], live[NONET_DIGITS + 1];

  use->memo = memo;
  use->code = cs->memo_code;
  use->reuse = memo->known;
  memo->known = false;
  memo->pass++;
  for (int d = 1; d <= NONET_DIGITS && use->reuse; d++)
    {
      use->reuse = bits_subset (state->digit_cells[d], memo->cands[d]);
      gone[d] = bits_andnot (memo->cands[d], state->digit_cells[d]);
      live[d] = bits_or (bits_andnot (memo->live[d], graph->live[d]),
                         bits_andnot (graph->live[d], memo->live[d]));
      gone_any = bits_or (gone_any, gone[d]);
      live_any = bits_or (live_any, live[d]);
    }
  if (!use->reuse)
    return;
  /* The cells whose bivalue link came or went (their other candidates
   * gone change no OFF literal's links; a literal gone was reached, if at
   * all, from one whose links changed). */
  NonetBits pair = bits_none ();
  for (NonetBits c = gone_any; !bits_empty (c); )
    {
      int cell = bits_pop (&c), now = state->n_cands[cell], before = now;
      for (int d = 1; d <= NONET_DIGITS; d++)
        before += bits_has (gone[d], cell);
      if (now == 2 || before <= 2)
        bits_set (&pair, cell);
    }
  use->cell = bits_or (pair, live_any);
  use->gone = gone_any;
  /* The XY-Chains' graph has neither (see above). */
  bool cell_weak = graph->flags & NONET_LINKS_CELL_WEAK;
  bool house_strong = graph->flags & NONET_LINKS_HOUSE_STRONG;
  for (int d = 1; d <= NONET_DIGITS; d++)
    {
      NonetBits off = pair, on = cell_weak ? live_any : bits_none ();
      for (NonetBits c = house_strong ? gone[d] : bits_none (); !bits_empty (c); )
        {
          int cell = bits_pop (&c);
          for (int k = 0; k < 3; k++)
            {
              int h = nonet_cell_houses[cell][k], now = state->house_count[h][d];
              /* A house of d's places that was or is a conjugate pair. */
              if (now == 2 || now + bits_count (bits_and (gone[d], bits_house (h))) == 2)
                off = bits_or (off, bits_house (h));
            }
        }
      for (NonetBits c = live[d]; !bits_empty (c); )
        on = bits_or (on, bits_peers (bits_pop (&c)));
      if (grouped)
        for (NonetBits c = gone[d]; !bits_empty (c); )
          {
            int cell = bits_pop (&c);
            int box = nonet_cell_houses[cell][2];
            NonetBits was = bits_and (memo->cands[d], bits_house (box));
            for (int k = 0; k < 3; k++)
              {
                int h = nonet_cell_houses[cell][k];
                NonetBits part = bits_and (was, bits_house (h));
                if (k < 2 && bits_several (part))
                  {
                    off = bits_or (off, part);
                    on = bits_or (on, bits_or (bits_house (h), bits_house (box)));
                  }
                if (two_nodes (bits_and (memo->cands[d], bits_house (h)), h)
                    || two_nodes (bits_and (state->digit_cells[d], bits_house (h)), h))
                  off = bits_or (off, bits_house (h));
              }
          }
      use->changed[2 * (d - 1)] = off.lo;
      use->changed[2 * (d - 1) + 1] = off.hi;
      use->changed[2 * (NONET_DIGITS + d - 1)] = on.lo;
      use->changed[2 * (NONET_DIGITS + d - 1) + 1] = on.hi;
      use->cell = bits_or (use->cell, bits_or (off, on));
    }
}

/* Whether the memo's search from source found nothing at its state and
 * every literal it reached keeps its successors (memo_begin). */
static bool
memo_unchanged (const MemoUse *use,
                int            source)
{
  const SearchMemo *memo = use->memo;

  if (!use->reuse || memo->stamp[source] != memo->snap)
    return false;
  /* From the farthest literal back: of the searches that changed, more
   * changed far from their start than near it (fewer tests). */
  for (int i = memo->n[source] - 1; i >= 0; i--)
    {
      int code = use->code[memo->lits[source][i]];
      if ((use->changed[code >> 6] >> (code & 63)) & 1)
        return false;
    }
  return true;
}

/* Whether the start cell of a kept search lets it close the same loops:
 * when the cell lost no candidate, or the literals of its candidates keep
 * their successors (memo_begin: use->cell holds every cell with a literal
 * of any digit that may have changed, the test of a literal looks at its
 * own digit).
 *
 * A cell that lost no candidate needs no more: its loops' ends and their
 * kinds (loop_ends, classify_loop), the links within it and
 * no_discontinuous_loop go by its candidates alone; a loop closes into an
 * end from a reached predecessor u (close_loops, has_discontinuous_loop),
 * and memo_unchanged sees u keep its successors: a weak link from u into
 * an end goes by the two nodes seeing each other, both still there, a
 * strong one by the places of their digit, which u's test covers. The same
 * search reaches the same u by the same paths, so the same loops close. */
static bool
memo_cell_unchanged (const MemoUse         *use,
                     const NonetLogicState *state,
                     int                    cell)
{
  if (!bits_has (use->cell, cell) || !bits_has (use->gone, cell))
    return true;
  for (NonetMask m = state->cands[cell]; m != 0; )
    {
      int lit = _nonet_links_lit (cell * NONET_DIGITS + mask_pop (&m) - 1, false);
      int off = use->code[lit], on = use->code[_nonet_links_flip (lit)];
      if (((use->changed[off >> 6] >> (off & 63)) | (use->changed[on >> 6] >> (on & 63))) & 1)
        return false;
    }
  return true;
}

/* The search from source is of this pass too: kept (found nothing). */
static inline void
memo_retain (const MemoUse *use,
             int            source)
{
  use->memo->stamp[source] = use->memo->pass;
}

/* Keeps the current search from source, which found nothing (when its
 * literals fit). For the second grouped pass (grouped, memo[3]): a group's
 * literal is kept as that of its first cell's candidate of its digit, and
 * disc is what the search recorded in disc_seen (see GroupMemo). */
static inline void
memo_keep (ChainSearch   *cs,
           const MemoUse *use,
           int            source,
           bool           grouped,
           uint8_t        disc)
{
  const NonetLinkGraph *graph = &cs->graph;
  SearchMemo *memo = use->memo;
  int n = cs->search.n_reached;

  if (n > MEMO_LITS)
    return;
  memo->stamp[source] = memo->pass;
  memo->n[source] = (uint8_t) n;
  if (!grouped)
    {
      memcpy (memo->lits[source], cs->search.queue, (size_t) n * sizeof cs->search.queue[0]);
      return;
    }
  cs->group_memo->disc[source] = disc;
  for (int i = 0; i < n; i++)
    {
      int lit = cs->search.queue[i], node = _nonet_links_node (lit);
      if (_nonet_links_is_group (graph, node))
        lit = _nonet_links_lit (graph->cell[node] * NONET_DIGITS + graph->digit[node] - 1,
                                _nonet_links_is_on (lit));
      memo->lits[source][i] = (uint16_t) lit;
    }
}

/* The pass is over, whole or not: the searches it kept or retained are of
 * this state (those it did not get to keep older stamps). */
static void
memo_end (ChainSearch *cs,
          MemoUse     *use)
{
  SearchMemo *memo = use->memo;

  memo->known = true;
  memo->snap = memo->pass;
  memcpy (memo->cands, cs->state->digit_cells, sizeof memo->cands);
  memcpy (memo->live, cs->graph.live, sizeof memo->live);
}

/* memo_end (use may be NULL) for a pass that stops early; returns true. */
static bool
memo_stop (ChainSearch *cs,
           MemoUse     *use)
{
  if (use != NULL)
    memo_end (cs, use);
  return true;
}

/* ------------------------------------------------------------------------
 * Open chains: X-Chain, XY-Chain, AIC (OFF(a) ... ON(b))
 * ------------------------------------------------------------------------ */

/* What an open chain from a to b removes (HoDoKu's AIC types 1 and 2);
 * false when it is not a step of the technique. */
static bool
open_chain_elims (const ChainSearch *cs,
                  int                a,
                  int                b,
                  Elims             *elims)
{
  const NonetLogicState *state = cs->state;
  const NonetLinkGraph *graph = &cs->graph;
  int ca = graph->cell[a], cb = graph->cell[b];
  int da = graph->digit[a], db = graph->digit[b];
  bool aic = cs->technique == NONET_TECH_AIC || cs->technique == NONET_TECH_GROUPED_AIC;

  NonetBits cells;

  /* elims is set only when the chain is a step (most pairs are not). */
  if (_nonet_links_is_als (graph, b))
    {
      /* An ALS end (listings only): "d is in the ALS" holds at one of its
       * cells of d, so only cells seeing all of them and a lose d. */
      if (da != db || bits_has (graph->cells[b], ca))
        return false;
      cells = bits_and (state->digit_cells[da],
                        bits_and (bits_peers (ca), bits_common_peers (graph->cells[b])));
      if (aic ? bits_count (cells) < 2 : bits_empty (cells))
        return false;
      elims_clear (elims);
      elims->cells[da] = cells;
      return true;
    }
  if (ca == cb)
    return false;
  if (da == db)
    {
      cells = bits_and (state->digit_cells[da], bits_and (bits_peers (ca), bits_peers (cb)));
      /* One elimination is a Discontinuous Nice Loop from the eliminated candidate. */
      if (aic ? bits_count (cells) < 2 : bits_empty (cells))
        return false;
      elims_clear (elims);
      elims->cells[da] = cells;
      return true;
    }
  if (!aic || !cells_see (ca, cb) || !state_has (state, ca, db) || !state_has (state, cb, da))
    return false;
  elims_clear (elims);
  bits_set (&elims->cells[db], ca);
  bits_set (&elims->cells[da], cb);
  return true;
}

/* When the shortest chain from source to target is a lasso, the shortest
 * one that keeps out of the target's cell until its last link (any
 * predecessor of the target). Returns the length, 0 if none. */
static int
detour_path (ChainSearch *cs,
             int          source,
             int          target,
             bool         grouped,
             int         *path)
{
  const NonetLinkGraph *graph = &cs->graph;
  int back = _nonet_links_flip (target);
  int best_n = 0;
  int tmp[MAX_PATH + 1];

  _nonet_links_bfs (graph, &cs->retry, source, MAX_LINKS - 1,
                    graph->cells[_nonet_links_node (target)]);
  int pred[NONET_LINKS_MAX_NEXT];
  int n_pred = _nonet_links_successors (graph, back, false, pred);

  for (int e = 0; e < n_pred; e++)
    {
      int u = _nonet_links_flip (pred[e]);
      if (!_nonet_links_reached (&cs->retry, u) || _nonet_links_dist (&cs->retry, u) < 2
          || (best_n > 0 && _nonet_links_dist (&cs->retry, u) + 2 >= best_n))
        continue;
      int n = _nonet_links_path (&cs->retry, u, tmp, MAX_PATH);
      if (n == 0)
        continue;
      tmp[n++] = target;
      if (path_has_group (cs, tmp, n) != grouped
          || !_nonet_links_path_is_simple (graph, tmp, n, false))
        continue;
      memcpy (path, tmp, (size_t) n * sizeof *tmp);
      best_n = n;
    }
  return best_n;
}

static bool search_open_pass (ChainSearch *cs, bool grouped, bool block_start);

static bool
search_open_chains (ChainSearch *cs,
                    bool         grouped,
                    bool         block_start)
{
  if (cs->sink->mode == NONET_SINK_ALL)
    {
      cs->phase = PHASE_RECORD;
      if (search_open_pass (cs, grouped, block_start))
        return true;
      cs->phase = PHASE_OFFER_SHORTEST;
    }
  return search_open_pass (cs, grouped, block_start);
}

/* The digits an X-Chain searches: of search_digits, those that may lose
 * a candidate (_nonet_digit_may_lose): an X-Chain argues on its digit's
 * candidates alone. */
static NonetMask
x_chain_digits (const NonetLogicState *state)
{
  NonetMask digits = 0;

  for (NonetMask m = state->search_digits; m != 0; )
    {
      int d = mask_pop (&m);

      if (_nonet_digit_may_lose (state, d))
        digits |= nonet_digit_bit (d);
    }
  return digits;
}

static bool
search_open_pass (ChainSearch *cs,
                  bool         grouped,
                  bool         block_start)
{
  const NonetLinkGraph *graph = &cs->graph;
  int path[MAX_PATH];
  Elims elims;

  /* An X-Chain keeps to one digit (house links only): digits unchanged
   * since its last search found nothing need no search (state->search_digits,
   * the digits the path builder asks for), nor do digits whose candidates
   * some template uses each (x_chain_digits). */
  NonetMask digits = cs->technique == NONET_TECH_X_CHAIN ? cs->x_digits : NONET_ALL_DIGITS;
  /* XY-Chains keep their searches (SearchMemo, memo[2]): the graph of the
   * bivalue cells has no house strong links and its live cells are its
   * candidates, so what memo_begin takes for changes holds for it too. */
  MemoUse use;
  bool keep = cs->technique == NONET_TECH_XY_CHAIN && cs->sink->mode != NONET_SINK_ALL
              && memo_ready (cs);

  if (keep)
    memo_begin (cs, &cs->memo[2], &use, false);

  for (int cell = 0; cell < NONET_CELLS; cell++)
    for (NonetMask m = cs->state->cands[cell]; m != 0; )
      {
        /* In node order (cell * 9 + d - 1): the graph's candidates. */
        int d = mask_pop (&m), a = cell * NONET_DIGITS + d - 1;
        if (graph->node_of[cell][d] < 0 || !bits_has (graph->live[d], cell)
            || !(digits & nonet_digit_bit (d)))
          continue;
        int source = _nonet_links_lit (a, false);
        int digit = graph->digit[a];
        int max_elims = bits_count (bits_and (bits_peers (graph->cell[a]),
                                              cs->state->digit_cells[digit]));
        if (cs->technique == NONET_TECH_AIC || cs->technique == NONET_TECH_GROUPED_AIC)
          max_elims = max_elims > 2 ? max_elims : 2;
        int depth = depth_limit (cs, max_elims, 0);
        /* A kept search that met no pair of ends removing anything meets
         * none again (fewer candidates see both ends now). */
        if (keep && memo_unchanged (&use, source))
          {
            memo_retain (&use, source);
            continue;
          }
        if (depth < 3)
          continue;
        _nonet_links_bfs (graph, &cs->search, source, depth,
                          block_start ? bits_cell (graph->cell[a]) : bits_none ());
        bool removes = false;
        for (int i = 1; i < cs->search.n_reached; i++)
          {
            int lit = cs->search.queue[i];
            int b = _nonet_links_node (lit);

            /* Both directions: their shortest chains may differ, one a lasso. */
            if (!_nonet_links_is_on (lit) || b == a
                || (_nonet_links_is_group (graph, b) && !_nonet_links_is_als (graph, b))
                || _nonet_links_queued_dist (&cs->search, i) < 3)
              continue;
            if (!open_chain_elims (cs, a, b, &elims))
              continue;
            cs->ends_remove = true;
            removes = true;
            int n = _nonet_links_path (&cs->search, lit, path, MAX_PATH);
            if (n == 0)
              continue;
            if (!_nonet_links_path_is_simple (graph, path, n, false))
              n = detour_path (cs, source, lit, grouped, path);
            if (n == 0 || path_has_group (cs, path, n) != grouped)
              continue;
            if (offer_chain (cs, path, n, &elims))
              return memo_stop (cs, keep ? &use : NULL);
          }
        if (keep && !removes && depth == MAX_LINKS)
          memo_keep (cs, &use, source, false, 0);
        if (_nonet_step_sink_cancelled (cs->sink))
          return memo_stop (cs, keep ? &use : NULL);
      }
  if (keep)
    memo_end (cs, &use);
  return false;
}

/* XY-Chains. Their graph is that of the bivalue cells alone, the same
 * when those cells keep the same candidates (xy_in). A search with an
 * empty sink goes MAX_LINKS deep, and with the same graph reaches the
 * same pairs of ends by the same paths; what a pair removes is of the
 * candidates seeing both ends, fewer when the candidates are a subset of
 * those of the last search (xy_cands). So when that one met no pair
 * removing anything, this one meets none either, whatever its sink (one
 * not empty only cuts it shorter): nothing to search. */
static bool
find_xy_chains (ChainSearch *cs)
{
  const NonetLogicState *state = cs->state;
  bool keep = cs->sink->mode != NONET_SINK_ALL;
  bool same = keep && cs->xy_none;

  for (int d = 1; d <= NONET_DIGITS && same; d++)
    same = bits_equal (bits_and (state->digit_cells[d], state->bivalue), cs->xy_in[d])
           && bits_subset (state->digit_cells[d], cs->xy_cands[d]);
  if (same)
    return false;
  use_graph (cs, NONET_LINKS_CELL_STRONG | NONET_LINKS_HOUSE_WEAK, state->bivalue);
  bool empty = cs->sink->n_steps == 0;
  cs->ends_remove = false;
  cs->xy_none = false;
  if (search_open_chains (cs, false, false))
    return true;
  if (!keep || !empty || cs->ends_remove || _nonet_step_sink_cancelled (cs->sink))
    return false;
  cs->xy_none = true;
  for (int d = 1; d <= NONET_DIGITS; d++)
    {
      cs->xy_in[d] = bits_and (state->digit_cells[d], state->bivalue);
      cs->xy_cands[d] = state->digit_cells[d];
    }
  return false;
}

/* ------------------------------------------------------------------------
 * Nice loops
 * ------------------------------------------------------------------------ */

static LoopType
classify_loop (const NonetLogicState *state,
               int                    cell,
               int                    s,
               bool                   start_on,
               int                    t,
               bool                   end_on)
{
  if (start_on)
    {
      if (t == s)
        return end_on ? LOOP_CONTINUOUS : LOOP_ELIM_START;
      if (end_on)
        return LOOP_ELIM_START;
      return state->n_cands[cell] == 2 ? LOOP_CONTINUOUS : LOOP_NONE;
    }
  if (t == s)
    return end_on ? LOOP_KEEP_START : LOOP_CONTINUOUS;
  return end_on ? LOOP_CONTINUOUS : LOOP_ELIM_END;
}

/* A continuous loop through ALS node (A, d) that forces x into cell
 * (NONET_LINKS_ALS_FORCE), as HoDoKu reads it: either A lacks d and the
 * cell is x, or A holds d and the cell holds one of its other candidates,
 * which A then lacks. So a digit of A that is neither d nor one of those is
 * in A either way, and leaves the cells seeing all of A's cells with it;
 * one of those leaves the cells that also see the forced cell. */
static void
als_forcing_elims (const ChainSearch *cs,
                   int                node,
                   int                cell,
                   int                x,
                   Elims             *elims)
{
  const NonetLogicState *state = cs->state;
  const NonetLinkGraph *graph = &cs->graph;
  int i = node - graph->als_base;
  NonetMask exits = state->cands[cell] & ~nonet_digit_bit (x);

  for (int k = 0; k < graph->als_size[i]; k++)
    {
      int f_node = graph->als_first[i] + k;
      int f = graph->digit[f_node];
      if (f_node == node)
        continue;
      NonetBits seen = bits_andnot (bits_and (bits_common_peers (graph->cells[f_node]),
                                              state->digit_cells[f]),
                                    graph->als_cells[i]);
      if (exits & nonet_digit_bit (f))
        seen = bits_and (seen, bits_peers (cell));
      elims->cells[f] = bits_or (elims->cells[f], seen);
    }
}

/* Eliminations of a continuous loop (path back into its start cell): each
 * weak link between cells becomes strong, each weak link inside a cell
 * leaves that cell only its two digits. */
static void
continuous_elims (const ChainSearch *cs,
                  const int         *path,
                  int                n,
                  Elims             *elims)
{
  const NonetLogicState *state = cs->state;
  const NonetLinkGraph *graph = &cs->graph;
  int cyc[MAX_PATH + 1];
  int m = n;
  NonetBits loop_cells = bits_none ();

  elims_clear (elims);
  memcpy (cyc, path, (size_t) n * sizeof *path);
  if (path[n - 1] == path[0])
    m = n - 1;
  for (int i = 0; i < m; i++)
    loop_cells = bits_or (loop_cells, graph->cells[_nonet_links_node (cyc[i])]);
  for (int i = 0; i < m; i++)
    {
      int x = cyc[i], y = cyc[(i + 1) % m];
      int nx = _nonet_links_node (x), ny = _nonet_links_node (y);

      if (_nonet_links_is_on (y))
        {
          /* Through an ALS: besides the entry and exit digits, every digit
           * of the ALS is locked in it and leaves the cells seeing all of
           * its cells with that digit. */
          if (_nonet_links_is_als (graph, nx) && _nonet_links_is_als (graph, ny))
            {
              int i = nx - graph->als_base;
              for (int k = 0; k < graph->als_size[i]; k++)
                {
                  int f_node = graph->als_first[i] + k;
                  int f = graph->digit[f_node];
                  if (f_node == nx || f_node == ny)
                    continue;
                  NonetBits seen = bits_and (bits_common_peers (graph->cells[f_node]),
                                             state->digit_cells[f]);
                  elims->cells[f] = bits_or (elims->cells[f],
                                             bits_andnot (seen, graph->als_cells[i]));
                }
            }
          if (_nonet_links_is_als (graph, nx) && !_nonet_links_is_group (graph, ny)
              && !bits_has (graph->als_cells[nx - graph->als_base], graph->cell[ny]))
            als_forcing_elims (cs, nx, graph->cell[ny], graph->digit[ny], elims);
          continue;
        }
      if (graph->digit[nx] != graph->digit[ny])
        {
          int cell = graph->cell[nx];
          NonetMask keep = nonet_digit_bit (graph->digit[nx]) | nonet_digit_bit (graph->digit[ny]);
          for (NonetMask rest = state->cands[cell] & ~keep; rest != 0; )
            bits_set (&elims->cells[mask_pop (&rest)], cell);
          continue;
        }
      int d = graph->digit[nx];
      NonetBits both = bits_or (graph->cells[nx], graph->cells[ny]);
      NonetBits seen = bits_and (bits_common_peers (both), state->digit_cells[d]);
      elims->cells[d] = bits_or (elims->cells[d], bits_andnot (seen, loop_cells));
    }
}

static bool
wanted_loop (NonetTechnique technique,
             LoopType       type)
{
  switch (technique)
    {
    case NONET_TECH_NICE_LOOP_CONTINUOUS:
    case NONET_TECH_GROUPED_NICE_LOOP_CONTINUOUS:
      return type == LOOP_CONTINUOUS;
    case NONET_TECH_NICE_LOOP_DISCONTINUOUS:
    case NONET_TECH_GROUPED_NICE_LOOP_DISCONTINUOUS:
      return type == LOOP_ELIM_START || type == LOOP_ELIM_END || type == LOOP_KEEP_START;
    default:
      return false;
    }
}

static void
loop_elims (const ChainSearch *cs,
            LoopType           type,
            int                cell,
            int                s,
            int                t,
            const int         *path,
            int                n,
            Elims             *elims)
{
  elims_clear (elims);
  switch (type)
    {
    case LOOP_ELIM_START:
      bits_set (&elims->cells[s], cell);
      break;
    case LOOP_ELIM_END:
      bits_set (&elims->cells[t], cell);
      break;
    case LOOP_KEEP_START:
      for (NonetMask rest = cs->state->cands[cell] & ~nonet_digit_bit (s); rest != 0; )
        bits_set (&elims->cells[mask_pop (&rest)], cell);
      break;
    case LOOP_CONTINUOUS:
      continuous_elims (cs, path, n, elims);
      break;
    case LOOP_NONE:
    default:
      break;
    }
}

/* The loop closing into end from predecessor u, if it is a proper one. */
static int
loop_path (ChainSearch *cs,
           int          u,
           int          end,
           bool         grouped,
           int         *path)
{
  int n = _nonet_links_path (&cs->search, u, path, MAX_PATH);

  if (n == 0)
    return 0;
  path[n++] = end;
  if (path_has_group (cs, path, n) != grouped
      || !_nonet_links_path_is_simple (&cs->graph, path, n, true))
    return 0;
  return n;
}

/* When the shortest path to u makes a lasso of the discontinuous loop
 * closing into end (listings only): the shortest that keeps out of u's cells until u, from
 * any predecessor of u. Returns the loop's length, 0 if none. */
static int
loop_detour (ChainSearch *cs,
             int          u,
             int          end,
             bool         grouped,
             int         *path)
{
  const NonetLinkGraph *graph = &cs->graph;
  int source = cs->search.queue[0];
  NonetBits blocked = bits_or (graph->cells[_nonet_links_node (end)],
                               graph->cells[_nonet_links_node (u)]);
  int best_n = 0;
  int tmp[MAX_PATH + 2];
  int pred[NONET_LINKS_MAX_NEXT];
  int n_pred = _nonet_links_successors (graph, _nonet_links_flip (u), false, pred);

  _nonet_links_bfs (graph, &cs->retry, source, MAX_LINKS - 2, blocked);
  for (int e = 0; e < n_pred; e++)
    {
      int p = _nonet_links_flip (pred[e]);
      if (!_nonet_links_reached (&cs->retry, p) || _nonet_links_dist (&cs->retry, p) < 1
          || (best_n > 0 && _nonet_links_dist (&cs->retry, p) + 3 >= best_n))
        continue;
      int n = _nonet_links_path (&cs->retry, p, tmp, MAX_PATH - 1);
      if (n == 0)
        continue;
      tmp[n++] = u;
      tmp[n++] = end;
      if (path_has_group (cs, tmp, n) != grouped
          || !_nonet_links_path_is_simple (graph, tmp, n, true))
        continue;
      memcpy (path, tmp, (size_t) n * sizeof *tmp);
      best_n = n;
    }
  return best_n;
}

/* The literals with a link into end (a candidate's literal), flipped:
 * kept for the graph in pred_pool, else worked out into own. */
static const int16_t *
end_preds (ChainSearch *cs,
           int          end,
           int16_t     *own,
           int         *n_pred)
{
  int succ[NONET_LINKS_MAX_NEXT];
  int16_t *out = own;
  int n;

  if (cs->pred_at[end] != 0)
    {
      *n_pred = cs->pred_n[end];
      return &cs->pred_pool[cs->pred_at[end] - 1];
    }
  /* Only the predecessors a search may reach count (its callers look at
   * the reached ones): an ON literal is entered by a strong link alone, so
   * that of a candidate whose OFF is not live never is. Without ALS nodes
   * the live successors keep to NONET_LINKS_MAX_NEXT and come in the same
   * order, and the search often knows them already. */
  const uint16_t *known = NULL;
  if (!(cs->graph.flags & NONET_LINKS_ALS))
    known = _nonet_links_known_successors (&cs->search, &cs->graph, _nonet_links_flip (end), &n);
  if (known == NULL)
    n = _nonet_links_successors (&cs->graph, _nonet_links_flip (end),
                                 !(cs->graph.flags & NONET_LINKS_ALS), succ);
  if (cs->pred_used + n <= PRED_POOL)
    {
      cs->pred_at[end] = (uint16_t) (cs->pred_used + 1);
      cs->pred_n[end] = (uint8_t) n;
      out = &cs->pred_pool[cs->pred_used];
      cs->pred_used += n;
    }
  for (int e = 0; e < n; e++)
    out[e] = (int16_t) (known != NULL ? known[e] : succ[e]);
  *n_pred = n;
  return out;
}

/* Loops closing into literal end (in the start cell) from the current
 * search: every reached predecessor of end gives one loop. Discontinuous
 * loops keep only the shortest proper one (their effect does not depend on
 * the loop). */
static bool
close_loops (ChainSearch *cs,
             int          end,
             LoopType     type,
             bool         grouped,
             int          s,
             int          t)
{
  const NonetLinkGraph *graph = &cs->graph;
  const NonetLinkSearch *search = &cs->search;
  int cell = graph->cell[_nonet_links_node (end)];
  int path[MAX_PATH + 1];
  int best_path[MAX_PATH + 1];
  int best_n = 0;
  Elims elims;
  int16_t own[NONET_LINKS_MAX_NEXT];
  int n_pred;
  const int16_t *pred = end_preds (cs, end, own, &n_pred);

  for (int e = 0; e < n_pred; e++)
    {
      int u = _nonet_links_flip (pred[e]);
      if (!_nonet_links_reached (search, u) || _nonet_links_dist (search, u) < 2
          || (best_n > 0 && _nonet_links_dist (search, u) + 2 >= best_n))
        continue;
      int n = loop_path (cs, u, end, grouped, path);
      if (n == 0 && type != LOOP_CONTINUOUS && !cs->fast && cs->sink->mode == NONET_SINK_ALL)
        n = loop_detour (cs, u, end, grouped, path);
      if (n == 0)
        continue;
      if (type != LOOP_CONTINUOUS)
        {
          memcpy (best_path, path, (size_t) n * sizeof *path);
          best_n = n;
          continue;
        }
      loop_elims (cs, type, cell, s, t, path, n, &elims);
      if (!elims_any (&elims))
        continue;
      cs->loop_seen = true;
      if (offer_chain (cs, path, n, &elims))
        return true;
    }
  if (best_n == 0)
    return false;
  loop_elims (cs, type, cell, s, t, best_path, best_n, &elims);
  if (!elims_any (&elims))
    return false;
  cs->loop_seen = true;
  return offer_chain (cs, best_path, best_n, &elims);
}

/* Where start's loops of technique's kinds end: each literal of its cell
 * (in the order of its digits, OFF before ON) with the kind of loop it
 * closes. Returns how many. */
typedef struct
{
  int      end;
  int      digit;
  LoopType type;
} LoopEnd;

static int
loop_ends (const ChainSearch *cs,
           int                start,
           bool               start_on,
           NonetTechnique     technique,
           LoopEnd            ends[2 * NONET_DIGITS])
{
  const NonetLinkGraph *graph = &cs->graph;
  int cell = graph->cell[start], s = graph->digit[start], n = 0;

  for (NonetMask m = cs->state->cands[cell]; m != 0; )
    {
      int t = mask_pop (&m);
      int node = graph->node_of[cell][t];
      if (node < 0)
        continue;
      for (int on = 0; on < 2; on++)
        {
          LoopType type = classify_loop (cs->state, cell, s, start_on, t, on);
          if (wanted_loop (technique, type))
            ends[n++] = (LoopEnd) { _nonet_links_lit (node, on), t, type };
        }
    }
  return n;
}

/* Whether the current search from start (ON or OFF) closes a proper
 * discontinuous loop back into its cell (what close_loops would offer for
 * the discontinuous types, without lasso detours). */
static bool
has_discontinuous_loop (ChainSearch *cs,
                        int          start,
                        bool         start_on,
                        bool         grouped)
{
  LoopEnd ends[2 * NONET_DIGITS];
  int n_ends = loop_ends (cs, start, start_on, NONET_TECH_NICE_LOOP_DISCONTINUOUS, ends);
  int path[MAX_PATH + 1];

  for (int i = 0; i < n_ends; i++)
    {
      int16_t own[NONET_LINKS_MAX_NEXT];
      int n_pred;
      const int16_t *pred = end_preds (cs, ends[i].end, own, &n_pred);

      for (int e = 0; e < n_pred; e++)
        {
          int u = _nonet_links_flip (pred[e]);
          if (_nonet_links_reached (&cs->search, u) && _nonet_links_dist (&cs->search, u) >= 2
              && loop_path (cs, u, ends[i].end, grouped, path) > 0)
            return true;
        }
    }
  return false;
}

/* Whether the solution rules out every discontinuous loop from start (ON
 * or OFF) of cell, digit s: one from ON(s) removes s, so none where the
 * solution has s; one from OFF(s) places s or removes another digit of the
 * cell, so none where s is not the solution's and the cell's other digit
 * is. */
static bool
no_discontinuous_loop (const ChainSearch *cs,
                       int                cell,
                       int                s,
                       bool               start_on)
{
  const NonetLogicState *state = cs->state;

  if (state->solution == NULL)
    return false;
  if (start_on)
    return state->solution[cell] == s;
  return state->solution[cell] != s && state->n_cands[cell] == 2;
}

/* Whether a literal the current search reached two links away or more is
 * of a node in a house with cell and of one of its digits: a loop closes
 * into the cell from such a literal only. A link into a cell from outside
 * is a weak one from a node of its digit it sees whole, or a strong one
 * from a node of its digit in one house with it (an ALS node's may be
 * another: not for graphs with them). */
static bool
may_close_into (const ChainSearch *cs,
                int                cell)
{
  const NonetLinkGraph *graph = &cs->graph;
  const NonetLinkSearch *search = &cs->search;
  NonetBits peers = bits_peers (cell);
  NonetMask digits = cs->state->cands[cell];

  /* The queue is in BFS order: from its end back while two links away. */
  for (int i = search->n_reached - 1; i > 0 && _nonet_links_queued_dist (search, i) >= 2; i--)
    {
      int node = _nonet_links_node (search->queue[i]);
      if ((digits & nonet_digit_bit (graph->digit[node])) && bits_has (peers, graph->cell[node]))
        return true;
    }
  return false;
}

/* Whether find_step's search for continuous loops from start (ON or OFF),
 * with every cell up to its own blocked, has a link out: ON (a graph
 * without groups) goes to the live candidates of its digit it sees, OFF by
 * its strong links (a graph without ALS nodes). If not, for OFF, *soft_out
 * tells whether a link went to a cell before the start's (the search would
 * not be whole, _nonet_links_bfs_soft). */
static bool
leaves_start (const ChainSearch *cs,
              int                start,
              bool               start_on,
              bool              *soft_out)
{
  const NonetLinkGraph *graph = &cs->graph;
  int cell = graph->cell[start];

  *soft_out = false;
  if (start_on)
    {
      NonetBits after = { cell < 63 ? ~((2ull << cell) - 1) : 0,
                          cell < 64 ? ~0ull : ~((2ull << (cell - 64)) - 1) };
      /* (*soft_out not worked out: without groups no search is whole.) */
      *soft_out = true;
      return bits_intersect (bits_and (bits_peers (cell), graph->live[graph->digit[start]]),
                             after);
    }
  for (int i = 0; i < graph->n_strong[start]; i++)
    {
      int node = _nonet_links_node (graph->strong_to[start][i]);
      if (graph->cell[node] > cell)
        return true;
      if (!bits_has (graph->cells[node], cell))
        *soft_out = true;
    }
  return false;
}

/* Adds to reach_maybe what the current search, from OFF(x) (x of digit
 * dx; open: the cells with dx that see x whole, those in reach_maybe
 * already may be left out), tells by reaching ON(b). A
 * discontinuous loop from ON(s) of cell c leaves c by a weak link to OFF(x)
 * (x of digit s, seen whole from c, c blocked), and comes back into c by a
 * weak link from ON(y) (y of digit s, seen whole from c) into OFF(s), or by
 * a strong link from OFF(z) into ON(t), t another digit of c (z the rest
 * of t in a house of c, which has the strong link back into ON(t)). The
 * search from OFF(x), without c blocked and up to MAX_LINKS links, reaches
 * every literal that the loop's search (from ON(s), one link more) reaches
 * up to MAX_LINKS - 1 links: ON(y), or ON(t) after OFF(z). So with no such
 * ON(y) or ON(t) from any such x, no loop from ON(s) removes s. Returns
 * whether it added a cell: the callers then leave it out of open, and stop
 * recording when none is left. */
static inline bool
record_reach (ChainSearch *cs,
              NonetBits    open,
              int          dx,
              int          b)
{
  const NonetLinkGraph *graph = &cs->graph;
  bool single = !_nonet_links_is_group (graph, b);

  if (graph->digit[b] == dx)
    {
      NonetBits add = bits_and (open, single ? bits_peers (graph->cell[b])
                                             : bits_common_peers (graph->cells[b]));
      if (bits_empty (add))
        return false;
      cs->reach_maybe[dx] = bits_or (cs->reach_maybe[dx], add);
      return true;
    }
  if (single && bits_has (open, graph->cell[b]))
    {
      bits_set (&cs->reach_maybe[dx], graph->cell[b]);
      return true;
    }
  return false;
}

static bool
search_loops_from (ChainSearch *cs,
                   int          start,
                   bool         start_on,
                   bool         grouped)
{
  const NonetLinkGraph *graph = &cs->graph;
  const NonetLogicState *state = cs->state;
  int cell = graph->cell[start];
  int s = graph->digit[start];
  int source = _nonet_links_lit (start, start_on);
  LoopEnd ends[2 * NONET_DIGITS];
  int n_ends;
  bool continuous = cs->technique == NONET_TECH_NICE_LOOP_CONTINUOUS
                    || cs->technique == NONET_TECH_GROUPED_NICE_LOOP_CONTINUOUS;
  int max_elims = continuous ? NONET_STEP_MAX_ELIMINATIONS
                  : start_on ? 1 : (state->n_cands[cell] > 2 ? state->n_cands[cell] - 1 : 1);
  int depth = depth_limit (cs, max_elims, 1);

  /* A continuous loop through a cell it enters by a weak link is found from
   * ON of a bivalue cell; every other one from OFF of some node. */
  NonetBits blocked = bits_cell (cell);

  /* The second grouped pass of find_step (no lasso detours): the
   * continuous loops' search from this start, the same as this one (the
   * sink was empty, so neither was cut short), found no discontinuous loop;
   * one cut short by a step found since finds a part of it. */
  bool second = !cs->fast && grouped && cs->sink->mode != NONET_SINK_ALL;
  bool record = second && depth == MAX_LINKS;

  if (!continuous && second && cs->disc_seen[source] == DISC_NONE)
    return false;
  /* The fast pass's search from this start was this one (fast_whole, when
   * its sink was empty as this pass's was at first), and offered the same
   * loops: those it offered did not reach the sink, or this pass would
   * not run (the sink turns down a step for what it is, not for what it
   * holds). With a step found since, the search is cut shorter and
   * offers a part of them. So it finds nothing, and the discontinuous
   * loops from here are recorded already. */
  if (continuous && second && cs->fast_whole[source])
    return false;
  if (!continuous && no_discontinuous_loop (cs, cell, s, start_on))
    return false;
  /* No loop from here removes s (record_reach). */
  if (!continuous && second && start_on && cs->reach_known
      && !bits_has (cs->reach_maybe[s], cell))
    return false;
  /* An OFF literal without a strong link leads nowhere: no loop, and none
   * to record (the discontinuous pass skips it here too). */
  if (!start_on && !_nonet_links_is_live (graph, start))
    return false;
  if (depth < 2 || (continuous && start_on && state->n_cands[cell] != 2))
    return false;
  if (continuous && cs->fast)
    {
      /* find_step: each loop once, from its first cell; shorter loops only. */
      NonetBits before = { cell < 64 ? (1ull << cell) - 1 : ~0ull,
                           cell < 64 ? 0 : (1ull << (cell - 64)) - 1 };
      /* Half of these searches cannot leave the start (every link out goes
       * to a cell up to it): no search, it would reach the start alone.
       * (ON of a graph with groups has links to them: searched.) */
      bool soft_out;
      if (!(graph->flags & NONET_LINKS_ALS)
          && (!start_on || !(graph->flags & NONET_LINKS_GROUPS))
          && !leaves_start (cs, start, start_on, &soft_out))
        {
          bool first_grouped = grouped && cs->sink->mode != NONET_SINK_ALL
                               && depth == MAX_LINKS;
          /* The search would be whole when no link went before the start
           * cell: as below, with no loop. */
          if (first_grouped && !soft_out)
            {
              cs->fast_whole[source] = true;
              cs->disc_seen[source] = DISC_NONE;
            }
          return false;
        }
      /* find_step's grouped search with an empty sink: when the cells
       * before and the depth left nothing out, it is the second pass's
       * search from this start (_nonet_links_bfs_soft), which then need
       * not run again, and records what it would (a step found in this
       * pass stops find_step before the second one). */
      bool first_grouped = grouped && cs->sink->mode != NONET_SINK_ALL && depth == MAX_LINKS;
      /* A kept search that closed no loop removing anything, from a cell
       * that keeps its literals (the ends' predecessors), closes the same
       * loops again, which remove a subset of what they removed. */
      if (cs->use != NULL && memo_cell_unchanged (cs->use, state, cell)
          && memo_unchanged (cs->use, source))
        {
          memo_retain (cs->use, source);
          return false;
        }
      _nonet_links_bfs_soft (graph, &cs->search, source,
                             depth < FAST_LOOP_LINKS ? depth : FAST_LOOP_LINKS, blocked, before);
      if (first_grouped && cs->search.whole)
        {
          cs->fast_whole[source] = true;
          record = true;
        }
    }
  else
    {
      /* The second grouped pass (a search to keep, cs->use, as deep as it
       * goes): a kept search that closed no loop removing anything, from a
       * cell that keeps its literals, is the same search (memo_begin) and
       * closes the same loops, which remove a subset of what they removed;
       * what it recorded of the discontinuous loops holds too (the start
       * cell's candidates are the same). */
      if (record && continuous && cs->use != NULL && memo_cell_unchanged (cs->use, state, cell)
          && memo_unchanged (cs->use, source))
        {
          uint8_t disc = cs->group_memo->disc[source];
          if (disc == 0 && no_discontinuous_loop (cs, cell, s, start_on))
            disc = DISC_NONE;
          if (disc != 0)
            {
              cs->disc_seen[source] = disc;
              memo_retain (cs->use, source);
              return false;
            }
        }
      _nonet_links_bfs (graph, &cs->search, source, depth, blocked);
    }
  /* Every loop closes from a literal two links away or more (close_loops)
   * with a link into the start cell; the queue is in BFS order, its last
   * literal the farthest. Most of find_step's searches for continuous
   * loops stop before. No loop: none to record either. */
  /* A search to keep (cs->use): as deep as it goes with an empty sink. */
  bool kept = cs->use != NULL && continuous && cs->fast && depth == MAX_LINKS;
  bool group_kept = cs->use != NULL && continuous && !cs->fast && record;
  if (_nonet_links_queued_dist (&cs->search, cs->search.n_reached - 1) < 2
      || (!(graph->flags & NONET_LINKS_ALS) && !may_close_into (cs, cell)))
    {
      if (record && continuous)
        cs->disc_seen[source] = DISC_NONE;
      if (kept || group_kept)
        memo_keep (cs, cs->use, source, group_kept, DISC_NONE);
      return false;
    }
  /* The discontinuous pass does not search where the solution rules its
   * loops out: no need to look for them. */
  uint8_t disc = 0;
  if (record && continuous)
    {
      if (!no_discontinuous_loop (cs, cell, s, start_on))
        disc = has_discontinuous_loop (cs, start, start_on, grouped) ? DISC_SOME : DISC_NONE;
      cs->disc_seen[source] = disc != 0 ? disc : DISC_NONE;
    }
  n_ends = loop_ends (cs, start, start_on, cs->technique, ends);
  cs->loop_seen = false;
  for (int i = 0; i < n_ends; i++)
    if (close_loops (cs, ends[i].end, ends[i].type, grouped, s, ends[i].digit))
      return true;
  if ((kept || group_kept) && !cs->loop_seen)
    memo_keep (cs, cs->use, source, group_kept, disc);
  return false;
}

/* Offers the discontinuous loop of candidate (cell, s) closed around the
 * chain path[0 .. n) = OFF(a) ... ON(b), when it is a proper loop: with s
 * in a's cell the loop starts at a (OFF(a) ... ON(b) -> OFF(s): s goes),
 * else at s (ON(s) -> OFF(a) ... ON(b) -> OFF(s)). */
static bool
offer_loop_around (ChainSearch *cs,
                   const int   *chain,
                   int          n,
                   int          cell,
                   int          s,
                   bool         grouped)
{
  const NonetLinkGraph *graph = &cs->graph;
  int node = graph->node_of[cell][s];
  int a_cell = graph->cell[_nonet_links_node (chain[0])];
  int path[MAX_PATH + 2];
  int m = 0;
  Elims elims;

  if (node < 0)
    return false;
  if (cell != a_cell)
    path[m++] = _nonet_links_lit (node, true);
  memcpy (path + m, chain, (size_t) n * sizeof *chain);
  m += n;
  path[m++] = _nonet_links_lit (node, false);
  if (m - 1 < 3 || !worth_building (cs, 1, m - 1)
      || path_has_group (cs, path, m) != grouped
      || !_nonet_links_path_is_simple (graph, path, m, true))
    return false;
  elims_clear (&elims);
  bits_set (&elims.cells[s], cell);
  return offer_chain (cs, path, m, &elims);
}

/* Whether every strong link of group g goes to a node with a strong link
 * from a single candidate z[i] whose OFF is searched, or (with_groups)
 * from a group z[i] before g that is searched (not covered: every group
 * before g is settled by then). */
static bool
stand_ins (const ChainSearch *cs,
           int                g,
           const bool        *covered,
           bool               with_groups,
           int                z[4])
{
  const NonetLinkGraph *graph = &cs->graph;

  for (int i = 0; i < graph->n_strong[g]; i++)
    {
      int y = _nonet_links_node (graph->strong_to[g][i]);
      bool found = false;

      for (int j = 0; j < graph->n_strong[y] && !found; j++)
        {
          z[i] = _nonet_links_node (graph->strong_to[y][j]);
          found = !_nonet_links_is_group (graph, z[i])
                  && bits_has (graph->live[graph->digit[z[i]]], graph->cell[z[i]]);
        }
      for (int j = 0; with_groups && j < graph->n_strong[y] && !found; j++)
        {
          z[i] = _nonet_links_node (graph->strong_to[y][j]);
          found = _nonet_links_is_group (graph, z[i]) && z[i] < g
                  && !covered[z[i] - graph->n_single];
        }
      if (!found)
        return false;
    }
  return true;
}

/* For search_discontinuous_fast's record of reach_maybe: the groups it
 * need not search from. OFF(g), g a group of digit d, goes on by its
 * strong links alone, to ON(y) for each y of them. When each such y has a
 * strong link to a node z (links are symmetric: OFF(z) goes to ON(y) too)
 * whose OFF is searched anyway (a live single candidate, or a group that
 * is not covered), the search from OFF(z), like g's with nothing blocked
 * and MAX_LINKS links, has ON(y) one link away and reaches all that g's
 * reaches through y. So the searches of those z, recording for g's open
 * cells too (stand_in[z] when z is of d, stand_other[z] when z is y's
 * partner in a bivalue cell, group_in for a group), add to reach_maybe all
 * that g's search would (record_reach adds the open cells a reached
 * literal tells, so an open made of several adds what each part would)
 * and perhaps more, which only leaves the second pass more to search.
 * stands, stands_other: by digit, the cells of the candidates with a
 * stand_in or stand_other (the others are not set); group_in is set for
 * the groups searched; covered: the groups not to search, those too with
 * no cell asked about. */
static void
cover_groups (const ChainSearch *cs,
              const NonetBits   *asked,
              NonetBits         *stand_in,
              NonetBits         *stands,
              NonetBits         *stand_other,
              NonetBits         *stands_other,
              NonetBits         *group_in,
              bool              *covered)
{
  const NonetLinkGraph *graph = &cs->graph;
  int n_groups = graph->n_nodes - graph->n_single;
  int z[4];

  memset (stands, 0, (NONET_DIGITS + 1) * sizeof *stands);
  memset (stands_other, 0, (NONET_DIGITS + 1) * sizeof *stands_other);
  /* First by candidates alone, then by those and the groups searched. A
   * group is searched from once every group before it is settled: it
   * may stand in for the later ones, and they for none before. */
  for (int pass = 0; pass < 2; pass++)
    for (int k = 0; k < n_groups; k++)
      {
        int g = graph->n_single + k, dg = graph->digit[g];
        NonetBits open = bits_and (bits_common_peers (graph->cells[g]), asked[dg]);

        if (pass == 0)
          covered[k] = bits_empty (open);
        if (covered[k])
          continue;
        if (!stand_ins (cs, g, covered, pass == 1, z))
          {
            if (pass == 1)
              group_in[k] = bits_none ();
            continue;
          }
        for (int i = 0; i < graph->n_strong[g]; i++)
          {
            if (_nonet_links_is_group (graph, z[i]))
              {
                group_in[z[i] - graph->n_single] = bits_or (group_in[z[i] - graph->n_single], open);
                continue;
              }
            int zc = graph->cell[z[i]], zd = graph->digit[z[i]];
            NonetBits *to = zd == dg ? stand_in : stand_other;
            NonetBits *marks = zd == dg ? stands : stands_other;
            if (!bits_has (marks[zd], zc))
              {
                bits_set (&marks[zd], zc);
                to[z[i]] = bits_none ();
              }
            to[z[i]] = bits_or (to[z[i]], open);
          }
        covered[k] = true;
      }
}

/* find_step's search for discontinuous loops: one search from each OFF(a)
 * finds every loop at once. OFF(a) ... ON(a) keeps a in its cell; OFF(a)
 * ... ON(b) removes each candidate s that a and b both exclude (s sees both
 * with their digit, or shares a cell with one and sees the other). The
 * per-start search (search_loops) finds the loops HoDoKu would show; this
 * one finds the same eliminations with far fewer searches. */
static bool
search_discontinuous_fast (ChainSearch *cs,
                           bool         grouped)
{
  const NonetLogicState *state = cs->state;
  const NonetLinkGraph *graph = &cs->graph;
  int path[MAX_PATH + 1];
  /* For the second grouped pass, which runs when this one finds nothing
   * (reach_maybe). */
  bool record = grouped && cs->sink->mode != NONET_SINK_ALL && cs->sink->n_steps == 0;

  /* By digit, the cells the second pass searches from ON (not where the
   * solution or the continuous loops' pass rules their loops out,
   * disc_seen, which stays as it is until then): reach_maybe need hold
   * only those. */
  NonetBits asked[NONET_DIGITS + 1];
  /* What the searches of candidates record for groups (cover_groups). */
  NonetBits stand_in[NONET_LINKS_GROUP_BASE], stand_other[NONET_LINKS_GROUP_BASE];
  NonetBits stands[NONET_DIGITS + 1], stands_other[NONET_DIGITS + 1];
  NonetBits group_in[54 * NONET_DIGITS];
  bool covered[54 * NONET_DIGITS];
  /* The searches kept from the last such pass (SearchMemo): not for groups. */
  MemoUse use;
  bool keep = !grouped && cs->sink->mode != NONET_SINK_ALL && memo_ready (cs);

  if (keep)
    memo_begin (cs, &cs->memo[1], &use, false);
  cs->reach_known = false;
  if (record)
    {
      memset (cs->reach_maybe, 0, sizeof cs->reach_maybe);
      memset (asked, 0, sizeof asked);
      for (int cell = 0; cell < NONET_CELLS; cell++)
        for (NonetMask m = state->cands[cell]; m != 0; )
          {
            int d = mask_pop (&m);
            if (!no_discontinuous_loop (cs, cell, d, true)
                && cs->disc_seen[_nonet_links_lit (cell * NONET_DIGITS + d - 1, true)] != DISC_NONE)
              bits_set (&asked[d], cell);
          }
      cover_groups (cs, asked, stand_in, stands, stand_other, stands_other, group_in, covered);
    }
  for (int cell = 0; cell < NONET_CELLS; cell++)
    for (NonetMask m = state->cands[cell]; m != 0; )
      {
        int d = mask_pop (&m), a = cell * NONET_DIGITS + d - 1;
        if (graph->node_of[cell][d] < 0 || !bits_has (graph->live[d], cell))
          continue;
        int source = _nonet_links_lit (a, false);
        int ca = graph->cell[a], da = graph->digit[a];
        int n_keep = state->n_cands[ca] - 1;
        int depth = depth_limit (cs, n_keep > 1 ? n_keep : 1, 0);

        /* A kept search that found nothing (what its pairs of ends remove
         * is fewer candidates now) finds nothing again. */
        if (keep && memo_unchanged (&use, source))
          {
            memo_retain (&use, source);
            continue;
          }
        if (depth < 2)
          continue;
        _nonet_links_bfs (graph, &cs->search, source, depth, bits_none ());
        bool removes = false;
        NonetBits open = bits_none ();
        NonetBits open2 = bits_none ();
        int d2 = 0;
        if (record)
          {
            open = bits_and (asked[da], bits_peers (ca));
            if (bits_has (stands[da], ca))
              open = bits_or (open, stand_in[a]);
            open = bits_andnot (open, cs->reach_maybe[da]);
            if (bits_has (stands_other[da], ca))
              {
                d2 = mask_first (state->cands[ca] & ~nonet_digit_bit (da));
                open2 = bits_andnot (stand_other[a], cs->reach_maybe[d2]);
              }
          }
        bool any_open = !bits_empty (open), any_open2 = !bits_empty (open2);
        for (int i = 1; i < cs->search.n_reached; i++)
          {
            int lit = cs->search.queue[i];
            /* Only ON literals record or end a chain. */
            if (!_nonet_links_is_on (lit))
              continue;
            int b = _nonet_links_node (lit);
            int dist = _nonet_links_queued_dist (&cs->search, i);
            if (any_open && record_reach (cs, open, da, b))
              {
                open = bits_andnot (open, cs->reach_maybe[da]);
                any_open = !bits_empty (open);
              }
            if (any_open2 && record_reach (cs, open2, d2, b))
              {
                open2 = bits_andnot (open2, cs->reach_maybe[d2]);
                any_open2 = !bits_empty (open2);
              }
            if (_nonet_links_is_group (graph, b) || dist < 2)
              continue;
            int cb = graph->cell[b], db = graph->digit[b];
            if (b == a)
              {
                Elims elims;
                removes = true;
                int n = _nonet_links_path (&cs->search, lit, path, MAX_PATH);
                if (n < 4 || !worth_building (cs, n_keep, n - 1)
                    || path_has_group (cs, path, n) != grouped
                    || !_nonet_links_path_is_simple (graph, path, n, true))
                  continue;
                elims_clear (&elims);
                for (NonetMask rest = state->cands[ca] & ~nonet_digit_bit (da); rest != 0; )
                  bits_set (&elims.cells[mask_pop (&rest)], ca);
                if (offer_chain (cs, path, n, &elims))
                  return memo_stop (cs, keep ? &use : NULL);
                continue;
              }
            if (ca == cb)
              continue;
            /* What the ends remove first: most pairs remove nothing, and
             * need no path. */
            if (da == db)
              {
                NonetBits both = bits_and (state->digit_cells[da],
                                           bits_and (bits_peers (ca), bits_peers (cb)));
                if (bits_empty (both))
                  continue;
                removes = true;
                if (!worth_building (cs, 1, dist + 1))
                  continue;
                int n = _nonet_links_path (&cs->search, lit, path, MAX_PATH);
                if (n == 0)
                  continue;
                for (int c; (c = bits_pop (&both)) >= 0; )
                  if (offer_loop_around (cs, path, n, c, da, grouped))
                    return memo_stop (cs, keep ? &use : NULL);
                continue;
              }
            if (!cells_see (ca, cb))
              continue;
            bool from_a = state_has (state, ca, db), from_b = state_has (state, cb, da);
            if (!from_a && !from_b)
              continue;
            removes = true;
            if (!worth_building (cs, 1, dist + 1))
              continue;
            int n = _nonet_links_path (&cs->search, lit, path, MAX_PATH);
            if (n == 0)
              continue;
            if (from_a && offer_loop_around (cs, path, n, ca, db, grouped))
              return memo_stop (cs, keep ? &use : NULL);
            if (from_b && offer_loop_around (cs, path, n, cb, da, grouped))
              return memo_stop (cs, keep ? &use : NULL);
          }
        if (keep && !removes && depth == MAX_LINKS)
          memo_keep (cs, &use, source, false, 0);
        if (_nonet_step_sink_cancelled (cs->sink))
          return memo_stop (cs, keep ? &use : NULL);
      }
  if (keep)
    memo_end (cs, &use);
  if (!record || cs->sink->n_steps > 0)
    return false;
  /* With the sink still empty, every search went MAX_LINKS deep. The
   * searches from groups add what they tell of the cells they see that the
   * second pass asks about (asked) and that are not in reach_maybe yet
   * (none: no need to search). */
  for (int g = graph->n_single; g < graph->n_nodes; g++)
    {
      int dg = graph->digit[g];
      if (covered[g - graph->n_single])
        continue;
      NonetBits open = bits_andnot (bits_or (bits_and (bits_common_peers (graph->cells[g]),
                                                       asked[dg]),
                                             group_in[g - graph->n_single]),
                                    cs->reach_maybe[dg]);
      if (bits_empty (open))
        continue;
      _nonet_links_bfs (graph, &cs->search, _nonet_links_lit (g, false), MAX_LINKS,
                        bits_none ());
      for (int i = 1; i < cs->search.n_reached; i++)
        {
          int lit = cs->search.queue[i];
          if (_nonet_links_is_on (lit) && record_reach (cs, open, dg, _nonet_links_node (lit)))
            {
              open = bits_andnot (open, cs->reach_maybe[dg]);
              if (bits_empty (open))
                break;
            }
        }
    }
  cs->reach_known = true;
  return false;
}

/* memo_stop for search_loop_pass, which leaves no memo in use; returns
 * true. */
static bool
pass_stop (ChainSearch *cs)
{
  memo_stop (cs, cs->use);
  cs->use = NULL;
  return true;
}

static bool
search_loop_pass (ChainSearch *cs,
                  bool         grouped,
                  bool         discontinuous)
{
  const NonetLogicState *state = cs->state;
  const NonetLinkGraph *graph = &cs->graph;
  MemoUse use;

  if (cs->fast && discontinuous)
    return search_discontinuous_fast (cs, grouped);
  /* find_step's fast pass for continuous loops without groups keeps its
   * searches (SearchMemo). */
  cs->use = NULL;
  if (cs->fast && !grouped && cs->sink->mode != NONET_SINK_ALL && memo_ready (cs))
    {
      memo_begin (cs, &cs->memo[0], &use, false);
      cs->use = &use;
    }
  /* So does its second grouped pass (memo[3], group_memo). */
  if (!cs->fast && grouped && !discontinuous && cs->sink->mode != NONET_SINK_ALL
      && memo_ready (cs))
    {
      memo_begin (cs, &cs->memo[3], &use, true);
      cs->use = &use;
    }
  /* find_step's second grouped passes: the starts search_loops_from turns
   * down first there (fast_whole, disc_seen, reach_maybe), without a call
   * either; so too the OFF starts of discontinuous loops the solution
   * rules out. */
  bool second = !cs->fast && grouped && cs->sink->mode != NONET_SINK_ALL;
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      for (NonetMask m = state->cands[cell]; m != 0; )
        {
          int d = mask_pop (&m), a = cell * NONET_DIGITS + d - 1;
          if (graph->node_of[cell][d] < 0)
            continue;
          /* The starts search_loops_from turns down first, without a call:
           * continuous loops from ON only in bivalue cells, discontinuous
           * ones not where the solution rules them out, none from an OFF
           * literal without a strong link. */
          bool from_on = discontinuous ? !no_discontinuous_loop (cs, cell, d, true)
                                       : state->n_cands[cell] == 2;
          bool from_off = bits_has (graph->live[d], cell);
          int on = _nonet_links_lit (a, true), off = _nonet_links_lit (a, false);
          if (second && !discontinuous)
            {
              from_on = from_on && !cs->fast_whole[on];
              from_off = from_off && !cs->fast_whole[off];
            }
          else if (second)
            {
              from_on = from_on && cs->disc_seen[on] != DISC_NONE
                        && (!cs->reach_known || bits_has (cs->reach_maybe[d], cell));
              from_off = from_off && cs->disc_seen[off] != DISC_NONE;
            }
          if (discontinuous)
            from_off = from_off && !no_discontinuous_loop (cs, cell, d, false);
          if ((from_on && search_loops_from (cs, a, true, grouped))
              || (from_off && search_loops_from (cs, a, false, grouped)))
            return pass_stop (cs);
        }
      /* Polled once a cell: the searches of a cell's starts are few. */
      if (_nonet_step_sink_cancelled (cs->sink))
        return pass_stop (cs);
    }
  if (cs->use != NULL)
    memo_end (cs, cs->use);
  cs->use = NULL;
  return false;
}

/* Two passes: the fast one (discontinuous loops from one search per OFF
 * literal; continuous loops once each, from their first cell, up to
 * FAST_LOOP_LINKS links), then the per-start search, which shows the loops
 * HoDoKu shows. Listing every step (hints, check-library) runs both, the
 * second with ALS nodes too (HoDoKu's list has them). find_step runs the
 * second pass for grouped loops when the fast one found nothing, without
 * ALS nodes like HoDoKu's solver: the next techniques are the ALS family
 * and the forcing chains, and a grouped loop is simpler than either. The
 * fast pass comes first so that a step of a path is also in the list with
 * the same chain. */
static bool
search_loops (ChainSearch *cs,
              bool         grouped)
{
  bool discontinuous = cs->technique == NONET_TECH_NICE_LOOP_DISCONTINUOUS
                       || cs->technique == NONET_TECH_GROUPED_NICE_LOOP_DISCONTINUOUS;
  bool all = cs->sink->mode == NONET_SINK_ALL;

  /* A third pass with HoDoKu's ALS rules when the caller asks for them
   * (als_force_flag): its chains come on top of the second pass's. It has
   * no NONET_LINKS_ALS_CELLS (HoDoKu's chains have no such links): with
   * them, the shortest path often goes through an ALS's cell as a
   * candidate, which the lasso rule then refuses. */
  for (int pass = 0; pass < (grouped && als_force_flag (cs) ? 3 : 2); pass++)
    {
      cs->fast = pass == 0;
      if (pass == 1 && !all && (!grouped || cs->sink->n_steps > 0))
        break;
      if (pass >= 1 && grouped)
        {
          unsigned flags = NONET_LINKS_ALL | NONET_LINKS_GROUPS | (all ? NONET_LINKS_ALS : 0)
                           | (all && discontinuous && pass == 1 ? NONET_LINKS_ALS_CELLS : 0)
                           | (pass == 2 ? als_force_flag (cs) : 0);

          /* find_step's second pass has the graph of the first (the state
           * has not changed): no need to build it again. */
          use_graph (cs, flags, bits_all ());
        }
      if (cs->fast && cs->sink->mode == NONET_SINK_ALL)
        {
          cs->phase = PHASE_RECORD;
          if (search_loop_pass (cs, grouped, discontinuous))
            return true;
          cs->phase = PHASE_OFFER_SHORTEST;
        }
      if (search_loop_pass (cs, grouped, discontinuous))
        return true;
      cs->phase = PHASE_OFFER_ALL;
    }
  return false;
}

/* ------------------------------------------------------------------------
 * Remote Pairs
 * ------------------------------------------------------------------------ */

typedef struct
{
  ChainSearch *cs;
  NonetBits    pair_cells;    /* bivalue cells with the pair */
  NonetMask    pair;
  int          path[RP_MAX_CELLS];
  int          budget;
} RemotePairSearch;

static bool
offer_remote_pair (RemotePairSearch *rp,
                   int               n)
{
  const NonetLogicState *state = rp->cs->state;
  int d1 = mask_first (rp->pair);
  int d2 = mask_first (rp->pair & ~nonet_digit_bit (d1));
  NonetBits targets = bits_none ();
  NonetStep step;

  for (int i = 0; i < n; i++)
    for (int j = i + 3; j < n; j += 2)
      targets = bits_or (targets, bits_and (bits_peers (rp->path[i]), bits_peers (rp->path[j])));
  if (!bits_intersect (targets, bits_or (state->digit_cells[d1], state->digit_cells[d2])))
    return false;
  _nonet_step_begin (&step, NONET_TECH_REMOTE_PAIR, rp->pair);
  for (int i = 0; i < n; i++)
    {
      int on = i % 2 == 0 ? d2 : d1;
      int off = i % 2 == 0 ? d1 : d2;
      _nonet_step_cell (&step, rp->path[i]);
      _nonet_step_mark (&step, rp->path[i], off, NONET_ROLE_CHAIN_OFF);
      _nonet_step_mark (&step, rp->path[i], on, NONET_ROLE_CHAIN_ON);
      _nonet_step_link (&step, _nonet_node (rp->path[i], off), _nonet_node (rp->path[i], on),
                        NONET_LINK_STRONG);
      if (i + 1 < n)
        _nonet_step_link (&step, _nonet_node (rp->path[i], on), _nonet_node (rp->path[i + 1], on),
                          NONET_LINK_WEAK);
    }
  _nonet_step_eliminate_bits (&step, state, targets, d1);
  _nonet_step_eliminate_bits (&step, state, targets, d2);
  step.se_tenths = nonet_technique_info (NONET_TECH_REMOTE_PAIR)->se_tenths
                   + _nonet_se_length_penalty (2 * n);
  return _nonet_step_finish (&step) && _nonet_step_sink_add (rp->cs->sink, &step);
}

static bool
extend_remote_pair (RemotePairSearch *rp,
                    int               n,
                    NonetBits         used)
{
  if (--rp->budget < 0)
    return false;
  if (n >= 4 && n % 2 == 0 && offer_remote_pair (rp, n))
    return true;
  if (n >= RP_MAX_CELLS)
    return false;
  NonetBits next = bits_andnot (bits_and (bits_peers (rp->path[n - 1]), rp->pair_cells), used);
  for (int c; (c = bits_pop (&next)) >= 0; )
    {
      rp->path[n] = c;
      NonetBits with = used;
      bits_set (&with, c);
      if (extend_remote_pair (rp, n + 1, with))
        return true;
    }
  return false;
}

static bool
find_remote_pairs (ChainSearch *cs)
{
  const NonetLogicState *state = cs->state;
  RemotePairSearch rp;
  NonetMask done[NONET_CELLS];
  int n_done = 0;

  rp.cs = cs;
  for (NonetBits bv = state->bivalue; !bits_empty (bv); )
    {
      int c = bits_pop (&bv);
      NonetMask pair = state->cands[c];
      bool seen = false;
      for (int i = 0; i < n_done && !seen; i++)
        seen = done[i] == pair;
      if (seen)
        continue;
      done[n_done++] = pair;
      rp.pair = pair;
      rp.pair_cells = bits_none ();
      for (NonetBits all = state->bivalue; !bits_empty (all); )
        {
          int x = bits_pop (&all);
          if (state->cands[x] == pair)
            bits_set (&rp.pair_cells, x);
        }
      if (bits_count (rp.pair_cells) < 4)
        continue;
      rp.budget = RP_BUDGET;
      for (NonetBits starts = rp.pair_cells; !bits_empty (starts); )
        {
          rp.path[0] = bits_pop (&starts);
          if (extend_remote_pair (&rp, 1, bits_cell (rp.path[0])))
            return true;
        }
    }
  return false;
}

/* ------------------------------------------------------------------------
 * Entry point
 * ------------------------------------------------------------------------ */

bool
_nonet_find_chains (const NonetLogicState *state,
                    NonetTechnique         technique,
                    NonetStepSink         *sink)
{
  /* Large: a kept one (the path builder's and the SE walk's states have
   * one) or one on the stack. */
  ChainSearch local;
  ChainSearch *cs = state->chain_cache != NULL ? &state->chain_cache->cs : &local;
  bool grouped = false;

  if (cs == &local)
    {
      cs->graph_built = false;
      cs->xy_none = false;
      cs->memo_wanted = false;
      cs->memo = NULL;
      cs->group_memo = NULL;
      cs->memo_code = NULL;
      _nonet_links_search_init (&cs->search);
      _nonet_links_search_init (&cs->retry);
    }
  cs->state = state;
  cs->technique = technique;
  cs->sink = sink;
  cs->fast = false;
  cs->use = NULL;
  cs->phase = PHASE_OFFER_ALL;
  /* The effects are recorded only when listing every step (EffectPhase). */
  if (sink->mode == NONET_SINK_ALL)
    {
      memset (cs->effect_len, 0, sizeof cs->effect_len);
      memset (cs->effect_done, 0, sizeof cs->effect_done);
    }
  switch (technique)
    {
    case NONET_TECH_REMOTE_PAIR:
      return find_remote_pairs (cs);

    case NONET_TECH_X_CHAIN:
      /* House links keep to one digit: the graph of the digits searched
       * (search_open_pass) is enough. */
      cs->x_digits = x_chain_digits (state);
      if (cs->x_digits == 0)
        return false;
      use_graph_digits (cs, NONET_LINKS_HOUSE_WEAK | NONET_LINKS_HOUSE_STRONG, bits_all (),
                        cs->x_digits);
      return search_open_chains (cs, false, true);

    case NONET_TECH_XY_CHAIN:
      return find_xy_chains (cs);

    case NONET_TECH_GROUPED_AIC:
      grouped = true;
      /* fall through */
    case NONET_TECH_AIC:
      /* find_step asks for AICs only after the discontinuous loops found
       * nothing, and every AIC elimination is such a loop (the eliminated
       * candidate sees both ends): skip the search there, unless the path
       * takes HoDoKu's best of its loops and AICs (sink->hodoku), where an
       * AIC removing more wins. */
      if (sink->mode != NONET_SINK_ALL && (!sink->hodoku || sink->n_steps == 0))
        return false;
      use_graph (cs, NONET_LINKS_ALL | (grouped ? NONET_LINKS_GROUPS : 0), bits_all ());
      if (search_open_chains (cs, grouped, false))
        return true;
      if (!grouped || sink->mode != NONET_SINK_ALL)
        return false;
      /* Listing every step adds chains through ALS nodes (HoDoKu's grouped
       * chains have them); find_step leaves them to the ALS family. */
      use_graph (cs, NONET_LINKS_ALL | NONET_LINKS_GROUPS | NONET_LINKS_ALS
                 | NONET_LINKS_ALS_CELLS, bits_all ());
      cs->phase = PHASE_OFFER_ALL;
      if (search_open_pass (cs, grouped, false))
        return true;
      if (als_force_flag (cs) == 0)
        return false;
      /* HoDoKu's ALS rules on top, when the caller asks for them (without
       * NONET_LINKS_ALS_CELLS: see search_loops). */
      use_graph (cs, NONET_LINKS_ALL | NONET_LINKS_GROUPS | NONET_LINKS_ALS
                 | als_force_flag (cs), bits_all ());
      return search_open_pass (cs, grouped, false);

    case NONET_TECH_GROUPED_NICE_LOOP_CONTINUOUS:
    case NONET_TECH_GROUPED_NICE_LOOP_DISCONTINUOUS:
      grouped = true;
      /* fall through */
    case NONET_TECH_NICE_LOOP_CONTINUOUS:
    case NONET_TECH_NICE_LOOP_DISCONTINUOUS:
      use_graph (cs, NONET_LINKS_ALL | (grouped ? NONET_LINKS_GROUPS : 0), bits_all ());
      return search_loops (cs, grouped);

    default:
      return false;
    }
}

/**
 * _nonet_chain_cache_new:
 * See nonet-logic-private.h.
 */
NonetChainCache *
_nonet_chain_cache_new (void)
{
  NonetChainCache *cache = malloc (sizeof *cache);

  if (cache != NULL)
    {
      cache->cs.graph_built = false;
      cache->cs.xy_none = false;
      /* The memos are made on first use (memo_ready). */
      cache->cs.memo_wanted = true;
      cache->cs.memo = NULL;
      cache->cs.group_memo = NULL;
      cache->cs.memo_code = NULL;
      _nonet_links_search_init (&cache->cs.search);
      _nonet_links_search_init (&cache->cs.retry);
    }
  return cache;
}

void
_nonet_chain_cache_free (NonetChainCache *cache)
{
  if (cache != NULL)
    {
      free (cache->cs.memo);
      free (cache->cs.group_memo);
      free (cache->cs.memo_code);
    }
  free (cache);
}
