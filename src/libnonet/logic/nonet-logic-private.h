/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-logic-private.h: what every technique family shares.
 *
 *   NonetGrid --_nonet_logic_state_init--> NonetLogicState (read-only)
 *                                              |
 *        dispatcher (nonet-logic.c): for each enabled technique, in order
 *                                              |
 *        _nonet_find_<family> (state, technique, sink)
 *             builds NonetStep values with the _nonet_step_* builder
 *             and hands each to _nonet_step_sink_add (); stops when it says so
 *
 * The state is built once per find call and never changed by a technique.
 * Cell sets are 81-bit sets (NonetBits: cells 0-63 in lo, 64-80 in hi).
 */
#pragma once

#include <string.h>

#include "nonet-logic.h"

/* ------------------------------------------------------------------------
 * 81-cell bit sets
 * ------------------------------------------------------------------------ */

typedef struct
{
  uint64_t lo;   /* cells 0..63 */
  uint64_t hi;   /* cells 64..80 in bits 0..16 */
} NonetBits;

/* Tables (nonet-logic-tables.c): the cells of each house, the peers of each
 * cell (without the cell), and each cell alone. */
extern const NonetBits _nonet_house_bits[NONET_HOUSES];
extern const NonetBits _nonet_peer_bits[NONET_CELLS];
extern const NonetBits _nonet_cell_bit[NONET_CELLS];

static inline NonetBits
bits_none (void)
{
  NonetBits b = { 0, 0 };
  return b;
}

static inline NonetBits
bits_all (void)
{
  NonetBits b = { ~(uint64_t) 0, (1ull << 17) - 1 };
  return b;
}

/* Cells 0 .. n - 1. */
static inline NonetBits
bits_below (int n)
{
  NonetBits b = { n >= 64 ? ~(uint64_t) 0 : n <= 0 ? 0 : (1ull << n) - 1,
                  n >= 81 ? (1ull << 17) - 1 : n <= 64 ? 0 : (1ull << (n - 64)) - 1 };
  return b;
}

static inline NonetBits
bits_and (NonetBits a, NonetBits b)
{
  NonetBits r = { a.lo & b.lo, a.hi & b.hi };
  return r;
}

static inline NonetBits
bits_or (NonetBits a, NonetBits b)
{
  NonetBits r = { a.lo | b.lo, a.hi | b.hi };
  return r;
}

static inline NonetBits
bits_xor (NonetBits a, NonetBits b)
{
  NonetBits r = { a.lo ^ b.lo, a.hi ^ b.hi };
  return r;
}

/* a without b */
static inline NonetBits
bits_andnot (NonetBits a, NonetBits b)
{
  NonetBits r = { a.lo & ~b.lo, a.hi & ~b.hi };
  return r;
}

static inline bool
bits_empty (NonetBits a)
{
  return (a.lo | a.hi) == 0;
}

static inline bool
bits_equal (NonetBits a, NonetBits b)
{
  return a.lo == b.lo && a.hi == b.hi;
}

/* a is a subset of b */
static inline bool
bits_subset (NonetBits a, NonetBits b)
{
  return ((a.lo & ~b.lo) | (a.hi & ~b.hi)) == 0;
}

static inline bool
bits_intersect (NonetBits a, NonetBits b)
{
  return ((a.lo & b.lo) | (a.hi & b.hi)) != 0;
}

/* Whether a holds two cells or more: cheaper than a population count
 * (see popcount64), and asked in hot loops. */
static inline bool
bits_several (NonetBits a)
{
  return ((a.lo & (a.lo - 1)) | (a.hi & (a.hi - 1))) != 0 || (a.lo != 0 && a.hi != 0);
}

/* Population count. Without the POPCNT instruction (the x86-64 baseline
 * Debian builds for), GCC's builtin is a call into libgcc that showed up at
 * 9% of a 17-clue path; the SWAR sum stays inline. */
static inline int
popcount64 (uint64_t x)
{
#ifdef __POPCNT__
  return __builtin_popcountll (x);
#else
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
  return (int) ((x * 0x0101010101010101ull) >> 56);
#endif
}

static inline int
bits_count (NonetBits a)
{
  return popcount64 (a.lo) + popcount64 (a.hi);
}

static inline bool
bits_has (NonetBits a, int cell)
{
  return cell < 64 ? (a.lo >> cell) & 1 : (a.hi >> (cell - 64)) & 1;
}

static inline void
bits_set (NonetBits *a, int cell)
{
  if (cell < 64)
    a->lo |= 1ull << cell;
  else
    a->hi |= 1ull << (cell - 64);
}

static inline void
bits_clear (NonetBits *a, int cell)
{
  if (cell < 64)
    a->lo &= ~(1ull << cell);
  else
    a->hi &= ~(1ull << (cell - 64));
}

/* Lowest cell of a non-empty set; -1 when empty. */
static inline int
bits_first (NonetBits a)
{
  if (a.lo != 0)
    return __builtin_ctzll (a.lo);
  if (a.hi != 0)
    return 64 + __builtin_ctzll (a.hi);
  return -1;
}

/* Removes and returns the lowest cell; -1 when empty.
 *   for (int c; (c = bits_pop (&set)) >= 0; ) ... */
static inline int
bits_pop (NonetBits *a)
{
  if (a->lo != 0)
    {
      int c = __builtin_ctzll (a->lo);
      a->lo &= a->lo - 1;
      return c;
    }
  if (a->hi != 0)
    {
      int c = 64 + __builtin_ctzll (a->hi);
      a->hi &= a->hi - 1;
      return c;
    }
  return -1;
}

static inline NonetBits
bits_house (int house)
{
  return _nonet_house_bits[house];
}

static inline NonetBits
bits_peers (int cell)
{
  return _nonet_peer_bits[cell];
}

static inline NonetBits
bits_cell (int cell)
{
  return _nonet_cell_bit[cell];
}

/* Cells that see every cell of a (the intersection of their peers), a itself
 * excluded. For an empty a: every cell. */
static inline NonetBits
bits_common_peers (NonetBits a)
{
  NonetBits r = bits_all ();

  for (int c; (c = bits_pop (&a)) >= 0; )
    r = bits_and (r, _nonet_peer_bits[c]);
  return r;
}

/* The house (0..26) holding all of a (the first of row, column, box), or -1. */
int _nonet_bits_common_house (NonetBits a);

/* Whether cells a and b are peers (a != b). */
static inline bool
cells_see (int a, int b)
{
  return a != b && bits_has (_nonet_peer_bits[a], b);
}

/* Index 0..8 of cell within house (the bit of a house position mask). */
int _nonet_house_index (int house, int cell);

/* ------------------------------------------------------------------------
 * The solving state
 * ------------------------------------------------------------------------ */

/* Built once per find call from a NonetGrid; read-only afterwards.
 *
 *   cands[c]        candidates of an empty cell, 0 for a filled cell
 *   digit_cells[d]  cells where digit d (1..9) is still a candidate
 *   house_pos[h][d] 9-bit mask: positions (index in nonet_house_cells[h])
 *                   where d is a candidate in house h
 *   house_count[h][d] number of those positions
 */
typedef struct
{
  uint8_t                  values[NONET_CELLS];
  NonetMask                cands[NONET_CELLS];
  uint8_t                  n_cands[NONET_CELLS];
  NonetBits                digit_cells[NONET_DIGITS + 1];
  NonetBits                empty;       /* unfilled cells */
  NonetBits                bivalue;     /* empty cells with exactly two candidates */
  NonetBits                given;       /* filled cells that are clues (not placed digits) */
  uint16_t                 house_pos[NONET_HOUSES][NONET_DIGITS + 1];
  uint8_t                  house_count[NONET_HOUSES][NONET_DIGITS + 1];
  NonetMask                house_placed[NONET_HOUSES]; /* digits already filled in */
  uint8_t                  house_empty[NONET_HOUSES];  /* empty cells of each house */
  int                      n_empty;
  /* The digits the technique being called has to search. A technique about
   * one digit at a time (fish, single-digit patterns, simple and multi
   * colours, X-chains, templates, pointing/claiming) may skip the others:
   * in the path builder they have not changed since this technique last
   * searched the whole grid and found nothing. Every digit otherwise. */
  NonetMask                search_digits;
  /* The SE rating walk's level of forcing nets (0: the teaching path's
   * nets): 1 SE's dynamic chains (singles only, 8.5, no nesting), 2 its
   * dynamic chains plus (pointing, claiming, pairs and X-Wings too, 9.0),
   * 3-6 its nested levels 2-5 (9.5-11.0, nonet-forcing.c). */
  uint8_t                  se_net_level;
  /* In the SE rating walk: forcing walks run in SE's order, a verity
   * intersects failed branches too (what they implied up to the clash),
   * and chain lengths are counted SE's way (nonet-forcing.c). */
  bool                     se_walk;
  NonetMask                changed;     /* digits whose candidates _apply changed */
  bool                     unique;      /* uniqueness techniques allowed */
  /* The givens alone have one solution: Avoidable Rectangles allowed (they
   * reason that the filled non-given cells were not clues; placed digits
   * that make the state unique do not make its givens so). */
  bool                     givens_unique;
  const NonetLogicOptions *options;
  /* The one solution of the grid (NULL when unknown or several; never on
   * the hypothetical grids of nested searches): an assumption it agrees
   * with cannot lead to a contradiction, so searches need not try it. */
  const uint8_t           *solution;
  /* Counts the steps applied (_nonet_logic_state_apply): work kept for one
   * state is valid while it is unchanged. */
  unsigned                 version;
  /* The ALS family's sets and links, kept for the state's version (the
   * path builder's state has one; NULL elsewhere: built per search). */
  struct _NonetAlsCache   *als_cache;
  /* The forcing walks made at the state's version, kept for the searches
   * that make them again (the path builder's and the SE walk's states
   * have one; NULL elsewhere). */
  struct _NonetWalkCache  *walk_cache;
  /* What the SE walk's Aligned Triplet Exclusion found at the states
   * before (the SE walk's state has one; NULL elsewhere). */
  struct _NonetAteMemo    *ate_memo;
  /* The loops the SE walk's unique loop search closed, per pair of
   * values (nonet-se-walk.c; the SE walk's state has one, NULL elsewhere). */
  struct _NonetLoopMemo   *loop_memo;
  /* The SE walk's nested forcing levels: their inner results by grid, kept
   * for one version and level (nonet-forcing.c; NULL: per search). */
  struct _NonetNestCache  *nest_cache;
  /* The chain searches' link graph, with what its searches worked out,
   * kept for the state's version (nonet-chains.c; NULL: per search). */
  struct _NonetChainCache *chain_cache;
  /* The houses where each subset technique found no subset, with their
   * cells then (nonet-subsets.c; NULL: every house searched). */
  struct _NonetSubsetMemo *subset_memo;
  /* The box-line crossings where Sue de Coq found nothing to eliminate,
   * with their cells then (nonet-misc.c; NULL: every crossing searched). */
  struct _NonetSdcMemo    *sdc_memo;
  /* Each digit's templates as last worked out (nonet-fish.c; NULL: worked
   * out each time). */
  struct _NonetTemplateMemo *template_memo;
  /* The teaching path's search, as HoDoKu's solver makes it (not its
   * library cases, nor find_technique_steps without options->path_rules):
   * ALS techniques link only sets without a common cell, ALS chains run
   * forward, static forcing chains have group nodes and also fail on a
   * cell or house left without candidate. */
  bool                     hodoku_path;
} NonetLogicState;

typedef struct _NonetAlsCache NonetAlsCache;

/* NULL when out of memory (the searches then build their own). */
NonetAlsCache *_nonet_als_cache_new (void);
void           _nonet_als_cache_free (NonetAlsCache *cache);

typedef struct _NonetWalkCache NonetWalkCache;
typedef struct _NonetAteMemo NonetAteMemo;
typedef struct _NonetLoopMemo NonetLoopMemo;

/* NULL when out of memory (every search is then made in full). */
NonetLoopMemo *_nonet_loop_memo_new (void);
void           _nonet_loop_memo_free (NonetLoopMemo *memo);

/* NULL when out of memory (every search is then made in full). */
NonetAteMemo *_nonet_ate_memo_new (void);
void          _nonet_ate_memo_free (NonetAteMemo *memo);

typedef struct _NonetSdcMemo NonetSdcMemo;
typedef struct _NonetTemplateMemo NonetTemplateMemo;

/* NULL when out of memory (templates are then worked out each time). */
NonetTemplateMemo *_nonet_template_memo_new (void);
void               _nonet_template_memo_free (NonetTemplateMemo *memo);

/* NULL when out of memory (every crossing is then searched). */
NonetSdcMemo *_nonet_sdc_memo_new (void);
void          _nonet_sdc_memo_free (NonetSdcMemo *memo);

/* NULL when out of memory (every walk is then made). */
NonetWalkCache *_nonet_walk_cache_new (void);
void            _nonet_walk_cache_free (NonetWalkCache *cache);

typedef struct _NonetNestCache NonetNestCache;
typedef struct _NonetChainCache NonetChainCache;
typedef struct _NonetSubsetMemo NonetSubsetMemo;

/* NULL when out of memory (every chain search then builds its graph). */
NonetChainCache *_nonet_chain_cache_new (void);
void             _nonet_chain_cache_free (NonetChainCache *cache);

/* NULL when out of memory (every house is then searched). */
NonetSubsetMemo *_nonet_subset_memo_new (void);
void             _nonet_subset_memo_free (NonetSubsetMemo *memo);

/* NULL when out of memory (the searches then keep their own). */
NonetNestCache *_nonet_nest_cache_new (void);
void            _nonet_nest_cache_free (NonetNestCache *cache);

/* Builds the state from a grid (its pencil marks when has_candidates is set,
 * else the candidates the filled cells leave). */
void _nonet_logic_state_init (NonetLogicState         *state,
                              const NonetGrid         *grid,
                              const NonetLogicOptions *options);

/* Applies a step to the state in place (placements clear the digit from
 * the peers), as nonet_step_apply does to a grid: the path builder keeps
 * one state instead of rebuilding it for every step. */
void _nonet_logic_state_apply (NonetLogicState *state,
                               const NonetStep *step);

/* The dispatcher on a built state (find_step without the checks); with
 * want_cell >= 0, only steps that remove want_digit from want_cell (0: fill
 * it) count. dirty (NULL: every digit) holds per technique the digits that
 * changed since it last found nothing (see search_digits); the dispatcher
 * clears a technique's entry when it finds nothing. */
NonetStatus _nonet_find_step_in_state (NonetLogicState         *state,
                                       const NonetLogicOptions *options,
                                       int                      want_cell,
                                       int                      want_digit,
                                       NonetMask               *dirty,
                                       NonetStep               *step);

/* How nonet_path_build() finds each step: _nonet_find_step_in_state. Tests
 * pass a deliberately broken finder to _nonet_path_build_with() to prove the
 * path's guard (nonet-path.c); the product never uses another one. */
typedef NonetStatus (*NonetStepFinder) (NonetLogicState         *state,
                                        const NonetLogicOptions *options,
                                        int                      want_cell,
                                        int                      want_digit,
                                        NonetMask               *dirty,
                                        NonetStep               *step);

NonetStatus _nonet_path_build_with (const NonetGrid         *grid,
                                    const NonetLogicOptions *options,
                                    NonetStepFinder          finder,
                                    NonetPath               *path,
                                    NonetError              *error);

/* The step Sudoku Explainer 1.2.1's rater would take at state: its
 * techniques in its order, the lowest value among a chaining producer's
 * (nonet-logic.c, se_order). A chaining step valued at most enough (the
 * walk's hardest so far) is taken at once: it cannot change the rating.
 * dirty as for _nonet_find_step_in_state. */
NonetStatus _nonet_find_se_step (NonetLogicState         *state,
                                 const NonetLogicOptions *options,
                                 int                      enough,
                                 NonetMask               *dirty,
                                 NonetStep               *step);

/* After a step: every technique's dirty digits gain changed. The OR is
 * done 8 bytes (4 techniques) at a time; the path builder and the SE walk
 * do it after each step. */
static inline void
_nonet_dirty_add (NonetMask *dirty,
                  NonetMask  changed)
{
  uint64_t four = changed * UINT64_C (0x0001000100010001);
  int t = 0;

  for (; t + 4 <= NONET_N_TECHNIQUES; t += 4)
    {
      uint64_t w;

      memcpy (&w, &dirty[t], sizeof w);
      w |= four;
      memcpy (&dirty[t], &w, sizeof w);
    }
  for (; t < NONET_N_TECHNIQUES; t++)
    dirty[t] |= changed;
}

extern const NonetTechniqueInfo _nonet_technique_table[NONET_N_TECHNIQUES];

/* nonet_technique_info without the call and the range check, for the
 * engine's own techniques (always in range). */
static inline const NonetTechniqueInfo *
technique_info (NonetTechnique technique)
{
  return &_nonet_technique_table[technique];
}

/* Whether a technique looks at one digit at a time (see search_digits). */
bool _nonet_technique_is_single_digit (NonetTechnique technique);

static inline bool
state_has (const NonetLogicState *state,
           int                    cell,
           int                    digit)
{
  return (state->cands[cell] >> (digit - 1)) & 1;
}

/* Cells of house h where digit d is a candidate. */
static inline NonetBits
state_house_digit (const NonetLogicState *state,
                   int                    house,
                   int                    digit)
{
  return bits_and (state->digit_cells[digit], _nonet_house_bits[house]);
}

/* A house's cells exactly, 10 bits each (the candidates and whether the
 * cell is filled): what searches that remember a house compare. */
typedef struct
{
  uint64_t lo;
  uint64_t hi;
} NonetHouseKey;

static inline NonetHouseKey
state_house_key (const NonetLogicState *state,
                 int                    house)
{
  NonetHouseKey key = { 0, 0 };

  for (int i = 0; i < 9; i++)
    {
      int cell = nonet_house_cells[house][i];
      uint64_t v = state->cands[cell] | (state->values[cell] != 0 ? 0x200u : 0);
      if (i < 6)
        key.lo |= v << (10 * i);
      else
        key.hi |= v << (10 * (i - 6));
    }
  return key;
}

static inline bool
house_keys_equal (NonetHouseKey a,
                  NonetHouseKey b)
{
  return a.lo == b.lo && a.hi == b.hi;
}

/* Digits of a mask: for (int d; (d = mask_pop (&m)) != 0; ) */
static inline int
mask_pop (NonetMask *mask)
{
  if (*mask == 0)
    return 0;
  int d = __builtin_ctz (*mask) + 1;
  *mask &= (NonetMask) (*mask - 1);
  return d;
}

static inline int
mask_first (NonetMask mask)
{
  return mask == 0 ? 0 : __builtin_ctz (mask) + 1;
}

static inline int
mask_count (unsigned mask)
{
#ifdef __POPCNT__
  return __builtin_popcount (mask);
#else
  /* Up to 16 bits: sums of 2, 4, then 8 bits. */
  mask = mask - ((mask >> 1) & 0x5555u);
  mask = (mask & 0x3333u) + ((mask >> 2) & 0x3333u);
  mask = (mask + (mask >> 4)) & 0x0f0fu;
  return (int) ((mask + (mask >> 8)) & 0x1fu);
#endif
}

/* ------------------------------------------------------------------------
 * The step builder
 *
 *   NonetStep step;
 *   _nonet_step_begin (&step, NONET_TECH_X_WING, nonet_digit_bit (d));
 *   _nonet_step_house (&step, row, NONET_ROLE_BASE); ...
 *   _nonet_step_mark (&step, cell, d, NONET_ROLE_BASE); ...
 *   _nonet_step_eliminate (&step, state, cell, d);   (ignored if not a candidate)
 *   if (_nonet_step_finish (&step)) -> not empty: hand it to the sink.
 *
 * Highlight arrays truncate silently when full (the step stays valid);
 * eliminations beyond NONET_STEP_MAX_ELIMINATIONS are dropped (the next
 * find picks them up again), placements beyond 9 likewise.
 * _nonet_step_finish adds a TARGET mark for every elimination and a
 * PLACEMENT mark for every placement that has none yet, and sets se_tenths
 * to the technique's base value if the technique did not set it.
 * ------------------------------------------------------------------------ */

void _nonet_step_begin (NonetStep      *step,
                        NonetTechnique  technique,
                        NonetMask       digits);

/* Adds (cell, digit) to the eliminations if it is a candidate in state and
 * not already there. Returns true if it was added. */
bool _nonet_step_eliminate (NonetStep             *step,
                            const NonetLogicState *state,
                            int                    cell,
                            int                    digit);

/* Eliminates digit from every cell of cells where it is a candidate;
 * returns how many were added. */
int _nonet_step_eliminate_bits (NonetStep             *step,
                                const NonetLogicState *state,
                                NonetBits              cells,
                                int                    digit);

/* Adds a placement (once; the cell must be empty with digit a candidate). */
bool _nonet_step_place (NonetStep             *step,
                        const NonetLogicState *state,
                        int                    cell,
                        int                    digit);

/* Highlights: a candidate (digit 0: the whole cell), a house, a link. */
void _nonet_step_mark (NonetStep *step,
                       int        cell,
                       int        digit,
                       NonetRole  role);
/* Marks digit in every cell of cells (only where it is a candidate when
 * state is not NULL). */
void _nonet_step_mark_bits (NonetStep             *step,
                            const NonetLogicState *state,
                            NonetBits              cells,
                            int                    digit,
                            NonetRole              role);
void _nonet_step_house (NonetStep *step,
                        int        house,
                        NonetRole  role);
void _nonet_step_link (NonetStep     *step,
                       NonetNode      from,
                       NonetNode      to,
                       NonetLinkKind  kind);
/* A defining cell for the sentence (step->cells, at most 16, once each). */
void _nonet_step_cell (NonetStep *step,
                       int        cell);

/* Nodes for links. */
NonetNode _nonet_node (int cell,
                       int digit);
/* A group node: digit in up to NONET_NODE_MAX_CELLS cells (in order). */
NonetNode _nonet_node_group (NonetBits cells,
                             int       digit);

/* Finishes the step (see above). Returns false for an empty step (no
 * placement and no elimination): such a step must not reach the sink. */
bool _nonet_step_finish (NonetStep *step);

/* SE's chain length penalty in tenths for a chain of n_nodes candidates
 * (Sudoku Explainer: +0.1 each time length-2 passes 4, 6, 8, 12, 16, 24 ...). */
int _nonet_se_length_penalty (int n_nodes);

/* ------------------------------------------------------------------------
 * The sink: receives every step a technique finds
 * ------------------------------------------------------------------------ */

typedef enum
{
  NONET_SINK_FIRST,   /* keep the first step, then stop (find_step) */
  NONET_SINK_ALL,     /* collect distinct steps up to max (find_technique_steps) */
  NONET_SINK_BEST,    /* keep the best: placements, then eliminations, then shortest */
} NonetSinkMode;

typedef struct
{
  NonetSinkMode    mode;
  NonetStep       *steps;       /* FIRST/BEST: steps[0] is the kept step; ALL: the array */
  int              max_steps;
  int              n_steps;
  NonetCancelFunc  cancel;
  void            *cancel_data;
  bool             cancelled;
  unsigned         polls;
  int              want_cell;   /* >= 0: only steps that remove want_digit from */
  int              want_digit;  /* want_cell (0: that fill it) are kept */
  bool             lowest_se;   /* BEST: the lowest SE value wins (SE rating mode) */
  int              se_enough;   /* lowest_se: a step valued at most this ends the search */
  /* lowest_se, SE's exact walk: steps of one value by the lowest SE rank
   * (_nonet_step_sink_add_se), the whole search run (no se_enough);
   * kept_rank is the kept step's. */
  bool             se_ties;
  uint64_t         kept_rank;
  bool             one_digit;   /* only steps whose links are about one digit */
  bool             hodoku;      /* BEST: HoDoKu's order (_nonet_step_hodoku_better) */
  /* lowest_se: the step an earlier search of the same producer found
   * (has_outer), which this search's step must beat to count: a lower
   * value, or in se_ties mode the same value and a lower rank. */
  bool             has_outer;
  int              outer_se;
  uint64_t         outer_rank;
} NonetStepSink;

void _nonet_step_sink_init (NonetStepSink           *sink,
                            NonetSinkMode            mode,
                            NonetStep               *steps,
                            int                      max_steps,
                            const NonetLogicOptions *options);

/* *to = *from, up to the counts (the arrays are read no further). */
void _nonet_step_copy (NonetStep       *to,
                       const NonetStep *from);

/* Offers a finished, non-empty step. Returns true when the technique must
 * stop searching (FIRST got its step, ALL is full, or cancelled). Exact
 * duplicates (same technique, placements and eliminations) are dropped. */
bool _nonet_step_sink_add (NonetStepSink   *sink,
                           const NonetStep *step);

/* _nonet_step_sink_add for a step of the SE walk with its rank among SE's
 * hints of one value (lowest first; see _nonet_se_rank), which orders
 * steps of one value in se_ties mode. */
bool _nonet_step_sink_add_se (NonetStepSink   *sink,
                              const NonetStep *step,
                              uint64_t         rank);

/* Whether a step of SE value se_tenths and SE rank rank would be kept
 * (lowest_se sinks; others: always): lets a search skip explaining a step
 * that cannot win. */
bool _nonet_step_sink_may_keep_se (const NonetStepSink *sink,
                                   int                  se_tenths,
                                   uint64_t             rank);

/* The most nodes (_nonet_se_length_penalty's count) a chain step valued
 * base plus its length penalty may have and still be kept by sink
 * (_nonet_step_sink_may_keep_se): INT_MAX when any may, 0 when none. */
int _nonet_step_sink_se_max_nodes (const NonetStepSink *sink,
                                   int                  base);

/* SE's order among its chaining hints of one value: the lowest complexity
 * (the nodes of its chains, as its length penalty counts them), then its
 * kind (SE's getSortKey: 1 a candidate's two states agree, 2-4 chains and
 * cycles, 5 a cell's chains, 6 a house's, 7 a contradiction), then where
 * its search meets it (the cell, digit and kind of house it starts from,
 * SE's order: box, row, column); 0 where a search does not say. */
static inline uint64_t
_nonet_se_rank (int complexity,
                int sort_key,
                int cell,
                int digit,
                int house_kind)
{
  return ((uint64_t) complexity << 32) | ((uint64_t) sort_key << 16)
         | (uint64_t) (cell * 64 + digit * 4 + house_kind);
}

/* For long searches: true when the caller asked to cancel (polled cheaply,
 * the hook itself is called every 256th time). Return true from the family
 * function when this says so. */
bool _nonet_step_sink_poll (NonetStepSink *sink);
/* Inline: the searches ask this hundreds of thousands of times per path,
 * almost always with no hook or no cancel. */
static inline bool
_nonet_step_sink_cancelled (NonetStepSink *sink)
{
  if (sink->cancelled)
    return true;
  return sink->cancel != NULL && _nonet_step_sink_poll (sink);
}
/* The same, calling the hook every time: between units of work that take
 * long each (Trial's solver runs). */
bool _nonet_step_sink_cancelled_now (NonetStepSink *sink);

/* True when a step a beats b in BEST mode. */
bool _nonet_step_better (const NonetStep *a,
                         const NonetStep *b);
/* The same in HoDoKu's order (the teaching path): placements, then
 * eliminations, then the lower cells and digits, then the shorter. */
bool _nonet_step_hodoku_better (const NonetStep *a,
                                const NonetStep *b);

/* The highest key (cell * 10 + digit) HoDoKu's result of a forcing step
 * (its lowest placement, or without one its lowest elimination) may have
 * and still win sink, or tie its kept step (the shorter wins): INT_MAX
 * when any may (no forcing step kept, or not a HoDoKu sink), -1 when none
 * (an elimination against a kept placement). place: the step places. */
int _nonet_step_hodoku_limit (const NonetStepSink *sink,
                              bool                 place);

/* ------------------------------------------------------------------------
 * Families: one entry point each, called once per enabled technique of
 * the family, in the dispatcher's order (technique_order). Return true to
 * stop (the sink said so or cancelled); false when the search of that
 * technique is complete.
 * ------------------------------------------------------------------------ */

typedef bool (*NonetFamilyFunc) (const NonetLogicState *state,
                                 NonetTechnique         technique,
                                 NonetStepSink         *sink);

bool _nonet_find_singles (const NonetLogicState *state,
                          NonetTechnique         technique,
                          NonetStepSink         *sink);
bool _nonet_find_intersections (const NonetLogicState *state,
                                NonetTechnique         technique,
                                NonetStepSink         *sink);
bool _nonet_find_subsets (const NonetLogicState *state,
                          NonetTechnique         technique,
                          NonetStepSink         *sink);
bool _nonet_find_fish (const NonetLogicState *state,
                       NonetTechnique         technique,
                       NonetStepSink         *sink);

/* The templates of digit (its placements once in every row, column and
 * box the state allows, nonet-fish.c): the cells some template uses and
 * those every one does. */
void _nonet_digit_templates (const NonetLogicState *state,
                             int                    digit,
                             NonetBits             *in_some,
                             NonetBits             *in_every);

/* Whether the digit has a candidate no template uses. A pattern that
 * argues on one digit's candidates alone (fish, single-digit patterns,
 * colours, X-Chains) removes only such candidates, so a digit without one
 * has no step. Asked only where the state keeps its templates (a path):
 * elsewhere working them out costs more than the search, and the answer
 * is true. */
bool _nonet_digit_may_lose (const NonetLogicState *state,
                            int                    digit);

bool _nonet_find_single_digit (const NonetLogicState *state,
                               NonetTechnique         technique,
                               NonetStepSink         *sink);
bool _nonet_find_wings (const NonetLogicState *state,
                        NonetTechnique         technique,
                        NonetStepSink         *sink);
bool _nonet_find_uniqueness (const NonetLogicState *state,
                             NonetTechnique         technique,
                             NonetStepSink         *sink);
bool _nonet_find_misc (const NonetLogicState *state,
                       NonetTechnique         technique,
                       NonetStepSink         *sink);
bool _nonet_find_se_aligned_triplet (const NonetLogicState *state,
                                     NonetStep             *step);
bool _nonet_find_se_y_cycles (const NonetLogicState *state,
                              NonetStepSink         *sink);
bool _nonet_find_se_bug (const NonetLogicState *state,
                         NonetStep             *step);
bool _nonet_find_se_unique_loops (const NonetLogicState *state,
                                  NonetStep             *step);
bool _nonet_find_coloring (const NonetLogicState *state,
                           NonetTechnique         technique,
                           NonetStepSink         *sink);
bool _nonet_find_chains (const NonetLogicState *state,
                         NonetTechnique         technique,
                         NonetStepSink         *sink);
bool _nonet_find_als (const NonetLogicState *state,
                      NonetTechnique         technique,
                      NonetStepSink         *sink);
bool _nonet_find_templates (const NonetLogicState *state,
                            NonetTechnique         technique,
                            NonetStepSink         *sink);
bool _nonet_find_forcing (const NonetLogicState *state,
                          NonetTechnique         technique,
                          NonetStepSink         *sink);
