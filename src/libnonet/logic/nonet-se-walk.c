/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-se-walk.c: searches of Sudoku Explainer that the SE walk runs as
 * SE does and the teaching path has no use for: its Y-cycles, its BUG
 * types 1-4 and its unique loops. (Its Aligned Triplet Exclusion is in
 * nonet-misc.c.)
 */

#include <stdlib.h>
#include <string.h>

#include "nonet-logic-private.h"

/* ------------------------------------------------------------------------
 * Y-cycles
 *
 * SE looks for cycles with a breadth-first search from each candidate of a
 * bivalue cell (its Chaining.doCycles with Y links only): an on node turns
 * off its cell's other candidate and its digit in its box, row and column,
 * in that order; an off node in a bivalue cell turns the cell's other
 * candidate on. An on node is reached once (by its first path), an off
 * node once per path that does not already hold it (in bivalue cells only:
 * the others turn nothing on), level by level; a path
 * that turns the start on again, four levels down or more, closes a cycle.
 * The cycle removes each candidate outside its cells that sees a node of
 * its digit that is on and one that is off (one of the two is true either
 * way round the loop).
 *
 * Our own loop search follows shortest paths, so where SE's search closes
 * a long Y-cycle (6.5 plus its length) it finds a shorter loop with mixed
 * links and the same effect (7.0 plus length), or none: the SE walk runs
 * SE's search instead.
 * ------------------------------------------------------------------------ */

/* Paths kept in one search (SE has no bound; a search from one candidate
 * holds a few hundred). */
#define SE_CYCLE_PATHS 4096

typedef struct
{
  uint8_t cell;
  uint8_t digit;
  bool    on;
  int16_t parent;    /* the path's previous node, -1 at the start */
} PathNode;

typedef struct
{
  const NonetLogicState *state;
  NonetStepSink         *sink;
  bool                   removes;     /* some cycle closed removes something */
  PathNode               nodes[SE_CYCLE_PATHS];
  int                    n_nodes;
  int                    pending[2][SE_CYCLE_PATHS];   /* on, off: one level's nodes */
} CycleSearch;

static bool
same_node (const PathNode *a,
           int             cell,
           int             digit,
           bool            on)
{
  return a->cell == cell && a->digit == digit && a->on == on;
}

/* Whether (cell, digit, on) is on the path before node i (SE's isParent). */
static bool
on_path (const CycleSearch *cs,
         int                i,
         int                cell,
         int                digit,
         bool               on)
{
  for (int p = cs->nodes[i].parent; p >= 0; p = cs->nodes[p].parent)
    if (same_node (&cs->nodes[p], cell, digit, on))
      return true;
  return false;
}

static int
add_node (CycleSearch *cs,
          int          cell,
          int          digit,
          bool         on,
          int          parent)
{
  if (cs->n_nodes >= SE_CYCLE_PATHS)
    return -1;
  cs->nodes[cs->n_nodes] = (PathNode) { (uint8_t) cell, (uint8_t) digit, on, (int16_t) parent };
  return cs->n_nodes++;
}

/* Offers the cycle that ends at node end (the start turned on again). */
static bool
offer_cycle (CycleSearch *cs,
             int          end)
{
  const NonetLogicState *state = cs->state;
  NonetBits cells = bits_none ();
  NonetBits seen_on[NONET_DIGITS + 1], seen_off[NONET_DIGITS + 1];
  NonetMask digits = 0;
  NonetStep step;
  int n = 0;

  memset (seen_on, 0, sizeof seen_on);
  memset (seen_off, 0, sizeof seen_off);
  for (int i = end; cs->nodes[i].parent >= 0; i = cs->nodes[i].parent)
    bits_set (&cells, cs->nodes[i].cell);
  for (int i = end; cs->nodes[i].parent >= 0; i = cs->nodes[i].parent)
    {
      const PathNode *node = &cs->nodes[i];
      NonetBits seen = bits_andnot (bits_and (bits_peers (node->cell),
                                              state->digit_cells[node->digit]), cells);

      if (node->on)
        seen_on[node->digit] = bits_or (seen_on[node->digit], seen);
      else
        seen_off[node->digit] = bits_or (seen_off[node->digit], seen);
      digits |= nonet_digit_bit (node->digit);
    }
  _nonet_step_begin (&step, NONET_TECH_NICE_LOOP_CONTINUOUS, digits);
  for (int d = 1; d <= NONET_DIGITS; d++)
    _nonet_step_eliminate_bits (&step, state, bits_and (seen_on[d], seen_off[d]), d);
  if (step.n_eliminations == 0)
    return false;
  cs->removes = true;
  /* The nodes in order from the start, each once (the start closes it). */
  for (int i = end; cs->nodes[i].parent >= 0; i = cs->nodes[i].parent)
    {
      const PathNode *node = &cs->nodes[i], *from = &cs->nodes[node->parent];

      _nonet_step_mark (&step, node->cell, node->digit,
                        node->on ? NONET_ROLE_CHAIN_ON : NONET_ROLE_CHAIN_OFF);
      _nonet_step_link (&step, _nonet_node (from->cell, from->digit),
                        _nonet_node (node->cell, node->digit),
                        node->on ? NONET_LINK_STRONG : NONET_LINK_WEAK);
      _nonet_step_cell (&step, node->cell);
      n++;
    }
  /* SE's complexity: the cycle's nodes (its start once); its kind of
   * hint a Y-cycle (3), met from its start. */
  step.se_tenths = 65 + _nonet_se_length_penalty (n);
  return _nonet_step_finish (&step)
         && _nonet_step_sink_add_se (cs->sink, &step,
                                     _nonet_se_rank (n, 3, cs->nodes[0].cell, cs->nodes[0].digit, 0));
}

/* The off nodes an on node makes, in SE's order (getOnToOff): its cell's
 * other candidates, then its digit in its box, row and column. */
static bool
expand_on (CycleSearch *cs,
           int          i,
           int         *next,
           int         *n_next)
{
  const NonetLogicState *state = cs->state;
  int cell = cs->nodes[i].cell, digit = cs->nodes[i].digit;
  static const int order[3] = { 2, 0, 1 };
  NonetBits done = bits_none ();

  for (NonetMask m = state->cands[cell] & ~nonet_digit_bit (digit); m != 0; )
    {
      int other = mask_pop (&m);
      if (!on_path (cs, i, cell, other, false))
        {
          int k = add_node (cs, cell, other, false, i);
          if (k < 0)
            return false;
          next[(*n_next)++] = k;
        }
    }
  /* Off nodes of the digit in its houses; those in cells of three
   * candidates or more turn nothing on (Y links only), so they are left
   * out. */
  for (int h = 0; h < 3; h++)
    {
      NonetBits house = bits_house (nonet_cell_houses[cell][order[h]]);
      NonetBits peers = bits_andnot (bits_and (bits_and (house, state->digit_cells[digit]),
                                               state->bivalue), done);

      bits_clear (&peers, cell);
      done = bits_or (done, house);
      for (int c; (c = bits_pop (&peers)) >= 0; )
        if (!on_path (cs, i, c, digit, false))
          {
            int k = add_node (cs, c, digit, false, i);
            if (k < 0)
              return false;
            next[(*n_next)++] = k;
          }
    }
  return true;
}

/* One search from (cell, digit) on; offers each cycle it closes. */
static bool
search_from (CycleSearch *cs,
             int          cell,
             int          digit)
{
  const NonetLogicState *state = cs->state;
  NonetBits reached[NONET_DIGITS + 1];
  int *on = cs->pending[0], *off = cs->pending[1];
  int n_on = 0, n_off = 0, length = 0;

  memset (reached, 0, sizeof reached);
  cs->n_nodes = 0;
  on[n_on++] = add_node (cs, cell, digit, true, -1);
  bits_set (&reached[digit], cell);
  while (n_on > 0 || n_off > 0)
    {
      length++;
      n_off = 0;
      for (int j = 0; j < n_on; j++)
        if (!expand_on (cs, on[j], off, &n_off))
          return false;
      length++;
      n_on = 0;
      for (int j = 0; j < n_off; j++)
        {
          const PathNode *node = &cs->nodes[off[j]];
          int c = node->cell, other;

          if (state->n_cands[c] != 2)
            continue;
          other = mask_first (state->cands[c] & ~nonet_digit_bit (node->digit));
          if (length >= 4 && c == cell && other == digit)
            {
              int end = add_node (cs, c, other, true, off[j]);
              if (end >= 0 && offer_cycle (cs, end))
                return true;
              continue;
            }
          if (bits_has (reached[other], c))
            continue;
          bits_set (&reached[other], c);
          int k = add_node (cs, c, other, true, off[j]);
          if (k < 0)
            return false;
          on[n_on++] = k;
        }
    }
  return false;
}

/* A grid where no cycle SE's search closes removes anything, kept per
 * thread. The search reads the bivalue cells alone (its nodes are their
 * candidates), so at a grid with the same bivalue cells and candidates it
 * closes the same cycles; with no candidate the kept grid lacked, each
 * removes a part of what it removed there: nothing. The SE walk searches
 * again at state after state, and where no bivalue cell changed in
 * between, that is known before the search. */
typedef struct
{
  bool      valid;
  NonetBits bivalue;
  NonetMask cands[NONET_CELLS];
} CycleMemo;

static bool
cycles_known_empty (const CycleMemo       *memo,
                    const NonetLogicState *state)
{
  NonetMask more = 0;

  if (!memo->valid || !bits_equal (memo->bivalue, state->bivalue))
    return false;
  for (int c = 0; c < NONET_CELLS; c++)
    more |= (NonetMask) (state->cands[c] & ~memo->cands[c]);
  return more == 0;
}

/**
 * _nonet_find_se_y_cycles:
 * SE's Y-cycles (see above), offered to sink; true when the sink says stop.
 */
bool
_nonet_find_se_y_cycles (const NonetLogicState *state,
                         NonetStepSink         *sink)
{
  static _Thread_local CycleMemo memo;
  CycleSearch *cs;
  bool stop = false;

  if (cycles_known_empty (&memo, state))
    return false;
  cs = malloc (sizeof *cs);
  if (cs == NULL)
    return false;
  cs->state = state;
  cs->sink = sink;
  cs->removes = false;
  for (int cell = 0; cell < NONET_CELLS && !stop; cell++)
    {
      if (state->n_cands[cell] != 2 || !bits_has (state->empty, cell))
        continue;
      for (NonetMask m = state->cands[cell]; m != 0 && !stop; )
        stop = search_from (cs, cell, mask_pop (&m));
    }
  if (!cs->removes)
    {
      memo.valid = true;
      memo.bivalue = state->bivalue;
      memcpy (memo.cands, state->cands, sizeof memo.cands);
    }
  free (cs);
  return stop;
}

/* ------------------------------------------------------------------------
 * BUG types 1-4
 *
 * SE's BivalueUniversalGrave: going through the houses (boxes, rows, then
 * columns) and digits, a digit with neither none nor two places in a house
 * must have exactly one of them in a cell of three candidates or more (a
 * BUG cell; the digit is one of its BUG values), or there is no BUG; with
 * the BUG values taken out, every empty cell must keep two candidates and
 * every digit two places or none in every house. Then, its first hint:
 * type 1 (one BUG cell: it keeps its BUG values, 5.6); type 2 (one BUG
 * value: it goes from the cells that see every BUG cell, 5.7); type 4 (two
 * BUG cells in a house with one other value in common: each keeps that
 * value and its BUG values, 5.7); type 3 (the BUG cells' values and some
 * cells of a house they share form a naked set: its digits go from the
 * house's other cells, 5.7 plus 0.1 per digit of the set past one).
 * ------------------------------------------------------------------------ */

typedef struct
{
  const NonetLogicState *state;
  int                    cells[NONET_CELLS];        /* BUG cells, in the order met */
  int                    n_cells;
  NonetMask              values[NONET_CELLS];       /* per cell: its BUG values */
  NonetMask              all;                       /* every BUG value */
  int                    common[NONET_CELLS];       /* cells that see every BUG cell, */
  int                    n_common;                  /* in SE's order; -1: none yet */
} Bug;

/* SE's houses in its order: boxes, rows, columns. */
static int
se_house (int k)
{
  return k < 9 ? 18 + k : k - 9;
}

/* A cell's house cells, itself included, in SE's order (getHouseCells:
 * its box, then its row and its column outside the box). */
static int
house_cells (int  cell,
             int *out)
{
  NonetBits done = bits_none ();
  static const int order[3] = { 2, 0, 1 };
  int n = 0;

  for (int i = 0; i < 3; i++)
    {
      NonetBits house = bits_house (nonet_cell_houses[cell][order[i]]);
      NonetBits cells = bits_andnot (house, done);

      done = bits_or (done, house);
      for (int c; (c = bits_pop (&cells)) >= 0; )
        out[n++] = c;
    }
  return n;
}

/* cell is a BUG cell of value: adds it, keeps in common what sees it. */
static void
bug_add (Bug *bug,
         int  cell,
         int  value)
{
  bool known = false;
  int n = 0;

  for (int i = 0; i < bug->n_cells; i++)
    known |= bug->cells[i] == cell;
  if (!known)
    bug->cells[bug->n_cells++] = cell;
  bug->values[cell] |= nonet_digit_bit (value);
  bug->all |= nonet_digit_bit (value);
  if (bug->n_common < 0)
    bug->n_common = house_cells (cell, bug->common);
  for (int i = 0; i < bug->n_common; i++)
    {
      int c = bug->common[i];
      bool is_bug = false;

      for (int j = 0; j < bug->n_cells; j++)
        is_bug |= bug->cells[j] == c;
      if ((c == cell || cells_see (c, cell)) && !is_bug)
        bug->common[n++] = c;
    }
  bug->n_common = n;
}

/* The BUG pattern (see above); false when there is none. */
static bool
find_bug (Bug *bug)
{
  const NonetLogicState *state = bug->state;
  NonetMask left[NONET_CELLS];

  memcpy (left, state->cands, sizeof left);
  for (int k = 0; k < NONET_HOUSES; k++)
    for (int v = 1; v <= NONET_DIGITS; v++)
      {
        int n = state->house_count[se_house (k)][v];
        NonetBits fat;

        if (n == 0 || n == 2)
          continue;
        /* The places of three candidates or more: not bivalue, and not a
         * cell's last candidate. */
        fat = bits_andnot (state_house_digit (state, se_house (k), v), state->bivalue);
        for (NonetBits p = fat; !bits_empty (p); )
          {
            int c = bits_pop (&p);
            if (state->n_cands[c] < 3)
              bits_clear (&fat, c);
          }
        if (bits_empty (fat))
          return false;
        if (bits_several (fat))
          continue;
        bug_add (bug, bits_first (fat), v);
        left[bits_first (fat)] &= (NonetMask) ~nonet_digit_bit (v);
        if (bug->n_cells > 1 && mask_count (bug->all) > 1 && bug->n_common == 0)
          return false;
      }
  for (NonetBits e = state->empty; !bits_empty (e); )
    if (mask_count (left[bits_pop (&e)]) != 2)
      return false;
  for (int h = 0; h < NONET_HOUSES; h++)
    for (int v = 1; v <= NONET_DIGITS; v++)
      {
        int n = 0;
        for (NonetBits cells = bits_and (bits_house (h), state->empty); !bits_empty (cells); )
          n += (left[bits_pop (&cells)] >> (v - 1)) & 1;
        if (n != 0 && n != 2)
          return false;
      }
  return bug->n_cells > 0;
}

/* The first house (box, row, column) that holds every BUG cell, or -1. */
static int
shared_house (const Bug *bug,
              int        from)
{
  for (int k = from; k < 3; k++)
    {
      int h = nonet_cell_houses[bug->cells[0]][(k + 2) % 3];
      bool all = true;

      for (int i = 1; i < bug->n_cells; i++)
        all &= bits_has (bits_house (h), bug->cells[i]);
      if (all)
        return k;
    }
  return -1;
}

static void
bug_begin (const Bug  *bug,
           NonetStep  *step,
           int         se_tenths)
{
  _nonet_step_begin (step, NONET_TECH_BUG_PLUS_1, bug->all);
  for (int i = 0; i < bug->n_cells; i++)
    {
      _nonet_step_cell (step, bug->cells[i]);
      for (NonetMask m = bug->values[bug->cells[i]]; m != 0; )
        _nonet_step_mark (step, bug->cells[i], mask_pop (&m), NONET_ROLE_BASE);
    }
  step->se_tenths = se_tenths;
}

static bool
bug_type_2 (const Bug *bug,
            NonetStep *step)
{
  int value = mask_first (bug->all);

  bug_begin (bug, step, 57);
  for (int i = 0; i < bug->n_common; i++)
    _nonet_step_eliminate (step, bug->state, bug->common[i], value);
  return _nonet_step_finish (step);
}

static bool
bug_type_4 (const Bug *bug,
            NonetStep *step)
{
  const NonetLogicState *state = bug->state;
  int c1 = bug->cells[0], c2 = bug->cells[1];
  NonetMask common = state->cands[c1] & state->cands[c2] & (NonetMask) ~bug->all;

  if (mask_count (common) != 1 || shared_house (bug, 0) < 0)
    return false;
  bug_begin (bug, step, 57);
  for (int i = 0; i < 2; i++)
    {
      int c = bug->cells[i];
      for (NonetMask m = state->cands[c] & (NonetMask) ~(bug->values[c] | common); m != 0; )
        _nonet_step_eliminate (step, state, c, mask_pop (&m));
    }
  return _nonet_step_finish (step);
}

/* Type 3 in house h (SE's degrees 2-6, the other cells of the set taken
 * as SE's Permutations give them: subsets in increasing bit order). */
static bool
bug_type_3_in (const Bug *bug,
               int        h,
               NonetStep *step)
{
  const NonetLogicState *state = bug->state;
  int cells[NONET_CELLS], n = 0;

  for (int i = 0; i < bug->n_common; i++)
    if (bits_has (bits_house (h), bug->common[i]))
      cells[n++] = bug->common[i];
  for (int degree = 2; degree <= 6; degree++)
    {
      int k = degree - 1;

      if (n < degree)
        continue;
      for (uint32_t set = (1u << k) - 1; set < (1u << n); )
        {
          NonetMask others = 0, naked = bug->all;
          bool ok = mask_count (bug->all) > 1;

          for (int i = 0; i < n; i++)
            if (set & (1u << i))
              {
                others |= state->cands[cells[i]];
                ok &= mask_count (state->cands[cells[i]]) > 1;
              }
          naked |= others;
          if (ok && mask_count (others) == degree && mask_count (naked) == degree)
            {
              bug_begin (bug, step, 57 + (degree - 1));
              for (int i = 0; i < n; i++)
                if (!(set & (1u << i)))
                  for (NonetMask m = state->cands[cells[i]] & naked; m != 0; )
                    _nonet_step_eliminate (step, state, cells[i], mask_pop (&m));
              if (_nonet_step_finish (step))
                return true;
            }
          /* The next subset of as many cells (Gosper's hack). */
          uint32_t low = set & -set, ripple = set + low;
          set = ripple | (((set ^ ripple) >> 2) / low);
        }
    }
  return false;
}

static bool
bug_type_3 (const Bug *bug,
            NonetStep *step)
{
  for (int k = shared_house (bug, 0); k >= 0; k = shared_house (bug, k + 1))
    if (bug_type_3_in (bug, nonet_cell_houses[bug->cells[0]][(k + 2) % 3], step))
      return true;
  return false;
}

/**
 * _nonet_find_se_bug:
 * SE's first BUG hint (see above) in step; false when it has none.
 */
bool
_nonet_find_se_bug (const NonetLogicState *state,
                    NonetStep             *step)
{
  Bug *bug = calloc (1, sizeof *bug);
  bool found = false;

  if (bug == NULL)
    return false;
  bug->state = state;
  bug->n_common = -1;
  if (find_bug (bug))
    {
      if (bug->n_cells == 1)
        {
          int c = bug->cells[0];
          bug_begin (bug, step, 56);
          for (NonetMask m = state->cands[c] & (NonetMask) ~bug->all; m != 0; )
            _nonet_step_eliminate (step, state, c, mask_pop (&m));
          found = _nonet_step_finish (step);
        }
      else if (mask_count (bug->all) == 1)
        found = (bug->n_common > 0 && bug_type_2 (bug, step))
                || (bug->n_cells == 2 && bug_type_4 (bug, step));
      else if (bug->n_common > 0)
        found = (bug->n_cells == 2 && bug_type_4 (bug, step)) || bug_type_3 (bug, step);
    }
  free (bug);
  return found;
}

/* ------------------------------------------------------------------------
 * Unique loops
 *
 * SE's UniqueLoops (its unique rectangles are the loops of four cells):
 * from each bivalue cell {v1, v2} (cells in order), a depth-first search
 * for loops through cells that hold both values, each step to a cell of
 * another kind of house than the last (box, row, column in that order, the
 * cells of a house in order), at most two cells with more candidates
 * unless every extra candidate met so far is one value; a loop is valid
 * when its cells, taken alternately, occupy the same houses (each house
 * two cells of it or none). Its hints: type 1 (one cell with extras loses
 * v1 and v2), type 2 (the extra cells share one extra value: it goes from
 * the cells that see them all), type 3 (two extra cells whose extras form
 * a naked or a hidden set with cells of a house they share) and type 4
 * (two extra cells in a house where v1 or v2 has no other place: the
 * other value goes from both). 4.5, plus 0.1 for six cells, 0.2 for eight,
 * 0.5 for ten or more, plus 0.1 per set member past one for type 3; SE
 * takes the lowest value, then the lowest type, then the first found.
 * ------------------------------------------------------------------------ */

#define LOOP_MAX 32
#define LOOP_DONE 256

typedef struct
{
  const NonetLogicState *state;
  int                    v1;
  int                    v2;
  int                    loop[LOOP_MAX];
  int                    n;
  NonetBits              both;        /* cells that hold v1 and v2 */
  NonetBits              in_loop;
  uint32_t               houses[2];   /* the houses of the loop's even and odd cells */
  NonetStep              best;
  int                    best_type;   /* 0: none yet */
  NonetBits              elims[NONET_DIGITS + 1];   /* the hint being made */
  /* The loops whose hints were made in this search: the same cells and
   * values, with the first cell of extras first, give the same hints (SE
   * makes them again, they come after: none can come first). */
  NonetBits              done_cells[LOOP_DONE];
  uint16_t               done_key[LOOP_DONE];
  int                    n_done;
  struct _NonetLoopMemo *memo;        /* recording: loops go here, not to loop_hints */
  int                    record;      /* the pair being recorded, -1: none */
  NonetBits              checked;     /* pairs whose memo this search has made sure of */
} Loops;

/* The loops SE's search closed for each pair of values (v1 - 1) * 9 +
 * v2 - 1, kept while the cells that hold both values keep their
 * candidates: the search reads nothing else, and between two steps of a
 * walk most pairs keep them. The SE walk's state has one (NULL elsewhere). */
#define LOOP_POOL 4096

struct _NonetLoopMemo
{
  struct
  {
    bool      valid;
    NonetBits both;
    uint64_t  hash;       /* of the candidates of both's cells */
    int       used;       /* bytes of pool; -1: the loops did not fit */
    uint8_t   pool[LOOP_POOL];   /* per loop: its length, then its cells */
  } pair[NONET_DIGITS * NONET_DIGITS];
};

NonetLoopMemo *
_nonet_loop_memo_new (void)
{
  NonetLoopMemo *memo = malloc (sizeof *memo);

  if (memo != NULL)
    for (int i = 0; i < NONET_DIGITS * NONET_DIGITS; i++)
      memo->pair[i].valid = false;
  return memo;
}

void
_nonet_loop_memo_free (NonetLoopMemo *memo)
{
  free (memo);
}

/* SE's house of kind k (0 box, 1 row, 2 column) of cell. */
static int
kind_house (int cell,
            int k)
{
  return nonet_cell_houses[cell][(k + 2) % 3];
}

/* Whether the loop's cells, taken alternately, hold the same houses. */
static bool
loop_valid (const Loops *lp)
{
  uint32_t odd = 0, even = 0;

  for (int i = 0; i < lp->n; i++)
    for (int k = 0; k < 3; k++)
      {
        uint32_t bit = 1u << nonet_cell_houses[lp->loop[i]][k];
        uint32_t *side = (i & 1) ? &odd : &even;

        if (*side & bit)
          return false;
        *side |= bit;
      }
  return odd == even;
}

static int
loop_tenths (int n)
{
  return 45 + (n >= 10 ? 3 : 0) + (n >= 8 ? 2 : n >= 6 ? 1 : 0);
}

/* The removals of the hint being made (see loop_begin, loop_offer). */
static void
loop_remove (Loops *lp,
             int    cell,
             int    digit)
{
  if (state_has (lp->state, cell, digit))
    bits_set (&lp->elims[digit], cell);
}

static void
loop_begin (Loops *lp)
{
  memset (lp->elims, 0, sizeof lp->elims);
}

/* The hint made (type, at se_tenths), kept as the step when SE would rank
 * it first so far: the lowest value, then the lowest type, then the
 * first; a hint that removes nothing is no hint. */
static void
loop_offer (Loops *lp,
            int    type,
            int    se_tenths)
{
  static const NonetTechnique techniques[5] = {
    NONET_N_TECHNIQUES, NONET_TECH_UNIQUE_RECTANGLE_1, NONET_TECH_UNIQUE_RECTANGLE_2,
    NONET_TECH_UNIQUE_RECTANGLE_3, NONET_TECH_UNIQUE_RECTANGLE_4,
  };
  NonetStep *step = &lp->best;
  bool any = false;

  for (int d = 1; d <= NONET_DIGITS; d++)
    any |= !bits_empty (lp->elims[d]);
  if (!any || (lp->best_type != 0 && (se_tenths > step->se_tenths
                                      || (se_tenths == step->se_tenths && type >= lp->best_type))))
    return;
  _nonet_step_begin (step, techniques[type], nonet_digit_bit (lp->v1) | nonet_digit_bit (lp->v2));
  for (int i = 0; i < lp->n; i++)
    {
      _nonet_step_cell (step, lp->loop[i]);
      _nonet_step_mark (step, lp->loop[i], lp->v1, NONET_ROLE_BASE);
      _nonet_step_mark (step, lp->loop[i], lp->v2, NONET_ROLE_BASE);
    }
  for (int d = 1; d <= NONET_DIGITS; d++)
    _nonet_step_eliminate_bits (step, lp->state, lp->elims[d], d);
  step->se_tenths = se_tenths;
  _nonet_step_finish (step);
  lp->best_type = type;
}

static void
loop_type_2 (Loops     *lp,
             const int *extra,
             int        n_extra)
{
  const NonetLogicState *state = lp->state;
  NonetMask pair = nonet_digit_bit (lp->v1) | nonet_digit_bit (lp->v2);
  int value = mask_first (state->cands[extra[0]] & (NonetMask) ~pair);
  NonetBits seen = bits_all ();

  for (int i = 0; i < n_extra; i++)
    {
      NonetBits own = bits_peers (extra[i]);
      bits_set (&own, extra[i]);
      seen = bits_and (seen, own);
    }
  for (int i = 0; i < n_extra; i++)
    bits_clear (&seen, extra[i]);
  loop_begin (lp);
  lp->elims[value] = bits_and (seen, state->digit_cells[value]);
  loop_offer (lp, 2, loop_tenths (lp->n));
}

/* SE's Permutations: the subsets of k of n bits in increasing order;
 * *set 0 to start. False when there are no more. */
static bool
next_subset (uint32_t *set,
             int       k,
             int       n,
             bool     *started)
{
  if (n == 0)
    return false;
  if (!*started)
    {
      *started = true;
      *set = (1u << k) - 1;
      return *set < (1u << n);
    }
  if (*set == 0)
    return false;
  uint32_t low = *set & -*set, ripple = *set + low;
  *set = ripple | (((*set ^ ripple) >> 2) / low);
  return *set < (1u << n);
}

static void
loop_type_3 (Loops *lp,
             int    c1,
             int    c2)
{
  const NonetLogicState *state = lp->state;
  NonetMask pair = nonet_digit_bit (lp->v1) | nonet_digit_bit (lp->v2);
  NonetMask extra = (state->cands[c1] | state->cands[c2]) & (NonetMask) ~pair;

  for (int degree = mask_count (extra); degree <= 7; degree++)
    for (int k = 0; k < 3; k++)
      {
        int h = kind_house (c1, k), n_empty, i1, i2, cells[9];
        NonetMask rem = (NonetMask) (NONET_ALL_DIGITS & ~(pair | extra));
        int rem_values[9], n_rem = 0;
        uint32_t set;
        bool started;

        if (h != kind_house (c2, k))
          continue;
        n_empty = bits_count (bits_and (bits_house (h), state->empty));
        {
          NonetBits all = bits_house (h);
          for (int i = 0, c; (c = bits_pop (&all)) >= 0; i++)
            cells[i] = c;
        }
        i1 = _nonet_house_index (h, c1);
        i2 = _nonet_house_index (h, c2);
        /* A naked set: c1's extras and degree - 1 other cells of h. */
        for (started = false, set = 0; degree * 2 <= n_empty && next_subset (&set, degree, 9, &started); )
          {
            NonetMask naked, others = 0;
            bool ok = true;

            if (!(set & (1u << i1)) || (set & (1u << i2)))
              continue;
            naked = extra & state->cands[c1] & state->cands[c2];
            for (int i = 0; i < 9; i++)
              if ((set & (1u << i)) && i != i1)
                {
                  naked |= state->cands[cells[i]];
                  others |= state->cands[cells[i]];
                  ok &= mask_count (state->cands[cells[i]]) > 1;
                }
            ok &= mask_count (extra) > 1 && mask_count (naked) == degree
                  && mask_count (extra | others) == degree;
            if (!ok)
              continue;
            loop_begin (lp);
            for (int i = 0; i < 9; i++)
              if (!(set & (1u << i)) && i != i2)
                for (NonetMask m = state->cands[cells[i]] & (extra | others); m != 0; )
                  loop_remove (lp, cells[i], mask_pop (&m));
            loop_offer (lp, 3, loop_tenths (lp->n) + degree - 1);
          }
        /* A hidden set: v1, v2 and degree - 2 other values in degree
         * places of h, c2 left out. */
        for (NonetMask m = rem; m != 0; )
          rem_values[n_rem++] = mask_pop (&m);
        for (started = false, set = 0;
             degree * 2 < n_empty && degree - 2 <= n_rem && next_subset (&set, degree - 2, n_rem, &started); )
          {
            NonetMask hidden = pair;
            uint32_t places = 0;
            bool ok = true;

            for (int i = 0; i < n_rem; i++)
              if (set & (1u << i))
                hidden |= nonet_digit_bit (rem_values[i]);
            for (NonetMask m = hidden; m != 0; )
              {
                int v = mask_pop (&m);
                uint32_t at = 0;
                for (int i = 0; i < 9; i++)
                  if (i != i2 && state_has (state, cells[i], v))
                    at |= 1u << i;
                ok &= at != 0;
                places |= at;
              }
            if (!ok || mask_count (places) != degree)
              continue;
            places &= ~((1u << i1) | (1u << i2));
            loop_begin (lp);
            for (int i = 0; i < 9; i++)
              if (places & (1u << i))
                for (NonetMask m = state->cands[cells[i]] & (NonetMask) ~hidden; m != 0; )
                  loop_remove (lp, cells[i], mask_pop (&m));
            loop_offer (lp, 3, loop_tenths (lp->n) + mask_count (places) - 1);
          }
      }
}

static void
loop_type_4 (Loops *lp,
             int    c1,
             int    c2)
{
  const NonetLogicState *state = lp->state;
  bool lock[2] = { false, false };   /* v1, v2: no other place in a house of both */
  int gone;

  for (int k = 0; k < 3; k++)
    {
      int h = kind_house (c1, k);

      if (h != kind_house (c2, k))
        continue;
      for (int i = 0; i < 2; i++)
        {
          NonetBits rest = state_house_digit (state, h, i == 0 ? lp->v1 : lp->v2);

          bits_clear (&rest, c1);
          bits_clear (&rest, c2);
          lock[i] |= bits_empty (rest);
        }
    }
  if (!lock[0] && !lock[1])
    return;
  gone = lock[0] ? lp->v2 : lp->v1;
  loop_begin (lp);
  loop_remove (lp, c1, gone);
  loop_remove (lp, c2, gone);
  loop_offer (lp, 4, loop_tenths (lp->n));
}

/* The hints of a valid loop found (SE's getHints, per loop). */
static void
loop_hints (Loops *lp)
{
  const NonetLogicState *state = lp->state;
  NonetMask pair = nonet_digit_bit (lp->v1) | nonet_digit_bit (lp->v2);
  int extra[LOOP_MAX], n_extra = 0;
  NonetBits cells = bits_none ();
  uint16_t key;

  for (int i = 0; i < lp->n; i++)
    {
      bits_set (&cells, lp->loop[i]);
      if (state->n_cands[lp->loop[i]] > 2)
        extra[n_extra++] = lp->loop[i];
    }
  key = (uint16_t) (pair * 128 + (n_extra > 0 ? extra[0] : 127));
  for (int i = 0; i < lp->n_done; i++)
    if (lp->done_key[i] == key && bits_equal (lp->done_cells[i], cells))
      return;
  if (lp->n_done < LOOP_DONE)
    {
      lp->done_cells[lp->n_done] = cells;
      lp->done_key[lp->n_done++] = key;
    }
  if (n_extra == 1)
    {
      loop_begin (lp);
      loop_remove (lp, extra[0], lp->v1);
      loop_remove (lp, extra[0], lp->v2);
      loop_offer (lp, 1, loop_tenths (lp->n));
    }
  else if (n_extra > 2)
    loop_type_2 (lp, extra, n_extra);
  else if (n_extra == 2)
    {
      NonetMask rest = (state->cands[extra[0]] | state->cands[extra[1]]) & (NonetMask) ~pair;

      if (mask_count (rest) == 1)
        loop_type_2 (lp, extra, n_extra);
      else
        loop_type_3 (lp, extra[0], extra[1]);
      loop_type_4 (lp, extra[0], extra[1]);
    }
}

/* A loop closed: its hints, or kept in the memo being recorded (valid
 * loops only: those of the memo are not checked again). */
static void
loop_closed (Loops *lp)
{
  if (lp->record < 0)
    {
      if (loop_valid (lp))
        loop_hints (lp);
      return;
    }
  int *used = &lp->memo->pair[lp->record].used;
  if (*used < 0 || !loop_valid (lp))
    return;
  if (*used + 1 + lp->n > LOOP_POOL)
    {
      *used = -1;
      return;
    }
  lp->memo->pair[lp->record].pool[(*used)++] = (uint8_t) lp->n;
  for (int i = 0; i < lp->n; i++)
    lp->memo->pair[lp->record].pool[(*used)++] = (uint8_t) lp->loop[i];
}

/* The houses of cell as bits of a house set. */
static uint32_t
cell_houses (int cell)
{
  const uint8_t *h = nonet_cell_houses[cell];

  return (1u << h[0]) | (1u << h[1]) | (1u << h[2]);
}

/* Whether every house that only one side of the path holds has a cell
 * the loop could still take: a loop SE keeps (loop_valid) ends with both
 * sides in the same houses, and only cells added later can match them. */
static bool
can_match (const Loops *lp)
{
  NonetBits free_cells = bits_andnot (lp->both, lp->in_loop);

  for (uint32_t unmatched = lp->houses[0] ^ lp->houses[1]; unmatched != 0;
       unmatched &= unmatched - 1)
    if (!bits_intersect (bits_house (__builtin_ctz (unmatched)), free_cells))
      return false;
  return true;
}

/* SE's checkForLoops from the loop's last cell. A path whose cells of
 * one parity meet a house twice can only close into a loop SE rejects
 * (loop_valid), so it stops there, and where a house of one side can no
 * longer be matched (can_match): the same loops, found in the same
 * order. */
static void
loop_search (Loops     *lp,
             int        allowed,
             NonetMask  ex_values,
             int        last_kind)
{
  const NonetLogicState *state = lp->state;
  NonetMask pair = nonet_digit_bit (lp->v1) | nonet_digit_bit (lp->v2);
  int cell = lp->loop[lp->n - 1], side = lp->n & 1;

  for (int k = 0; k < 3; k++)
    {
      NonetBits in_house, cells;

      if (k == last_kind)
        continue;
      in_house = bits_and (bits_house (kind_house (cell, k)), lp->both);
      /* The path's cells are passed over, but the first closes a loop
       * (where the house meets it, in order) once the path has four. */
      cells = bits_andnot (in_house, lp->in_loop);
      if (lp->n >= 4 && bits_has (in_house, lp->loop[0]))
        bits_set (&cells, lp->loop[0]);
      for (int next; (next = bits_pop (&cells)) >= 0; )
        {
          bool bivalue;

          if (next == lp->loop[0])
            {
              loop_closed (lp);
              continue;
            }
          /* SE gathers the extra values over the cells tried (not only
           * the path's). A cell of both has v1, v2 and its extras. */
          ex_values |= state->cands[next] & (NonetMask) ~pair;
          bivalue = bits_has (state->bivalue, next);
          if ((bivalue || (ex_values & (ex_values - 1)) == 0 || allowed > 0)
              && lp->n < LOOP_MAX)
            {
              uint32_t houses = cell_houses (next);

              if ((lp->houses[side] & houses) != 0)
                continue;
              lp->loop[lp->n++] = next;
              bits_set (&lp->in_loop, next);
              lp->houses[side] |= houses;
              if (can_match (lp))
                loop_search (lp, allowed - !bivalue, ex_values, k);
              lp->houses[side] &= ~houses;
              bits_clear (&lp->in_loop, next);
              lp->n--;
            }
        }
    }
}

/* The search from cell, with (v1, v2) its candidates. */
static void
search_loops_from (Loops *lp,
                   int    cell)
{
  const NonetLogicState *state = lp->state;

  lp->loop[0] = cell;
  lp->n = 1;
  lp->both = bits_and (state->digit_cells[lp->v1], state->digit_cells[lp->v2]);
  lp->in_loop = bits_cell (cell);
  lp->houses[0] = cell_houses (cell);
  lp->houses[1] = 0;
  loop_search (lp, 2, 0, -1);
}

/* The memo of the pair (v1, v2), its loops from every start cell recorded
 * again when the cells holding both values changed; false when it has
 * none to give (no memo, or its loops did not fit). */
static bool
pair_memo (Loops *lp)
{
  const NonetLogicState *state = lp->state;
  int k = (lp->v1 - 1) * 9 + lp->v2 - 1;
  NonetBits both = bits_and (state->digit_cells[lp->v1], state->digit_cells[lp->v2]);
  uint64_t hash = 14695981039346656037ull;

  if (lp->memo == NULL)
    return false;
  /* The state does not change during a search: a pair's memo, once made
   * sure of, holds for its other start cells. */
  if (bits_has (lp->checked, k))
    return lp->memo->pair[k].used >= 0;
  bits_set (&lp->checked, k);
  for (NonetBits c = both; !bits_empty (c); )
    hash = (hash ^ state->cands[bits_pop (&c)]) * 1099511628211ull;
  if (!lp->memo->pair[k].valid || !bits_equal (lp->memo->pair[k].both, both)
      || lp->memo->pair[k].hash != hash)
    {
      lp->memo->pair[k].valid = true;
      lp->memo->pair[k].both = both;
      lp->memo->pair[k].hash = hash;
      lp->memo->pair[k].used = 0;
      lp->record = k;
      for (NonetBits c = both; !bits_empty (c); )
        {
          int start = bits_pop (&c);
          if (state->n_cands[start] == 2)
            search_loops_from (lp, start);
        }
      lp->record = -1;
    }
  return lp->memo->pair[k].used >= 0;
}

/**
 * _nonet_find_se_unique_loops:
 * SE's first unique loop hint (see above) in step; false when it has none.
 */
bool
_nonet_find_se_unique_loops (const NonetLogicState *state,
                             NonetStep             *step)
{
  Loops *lp = malloc (sizeof *lp);
  bool found;

  if (lp == NULL)
    return false;
  lp->state = state;
  lp->best_type = 0;
  lp->memo = state->loop_memo;
  lp->record = -1;
  lp->checked = bits_none ();
  lp->n_done = 0;
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      if (state->n_cands[cell] != 2)
        continue;
      lp->v1 = mask_first (state->cands[cell]);
      lp->v2 = mask_first (state->cands[cell] & (NonetMask) ~nonet_digit_bit (lp->v1));
      if (!pair_memo (lp))
        {
          search_loops_from (lp, cell);
          continue;
        }
      /* This cell's loops, in the order its search closed them. */
      const uint8_t *pool = lp->memo->pair[(lp->v1 - 1) * 9 + lp->v2 - 1].pool;
      int used = lp->memo->pair[(lp->v1 - 1) * 9 + lp->v2 - 1].used;
      for (int at = 0; at < used; at += 1 + pool[at])
        {
          if (pool[at + 1] != cell)
            continue;
          lp->n = pool[at];
          for (int i = 0; i < lp->n; i++)
            lp->loop[i] = pool[at + 1 + i];
          loop_hints (lp);
        }
    }
  found = lp->best_type != 0;
  if (found)
    *step = lp->best;
  free (lp);
  return found;
}
