/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-forcing-net.c: the implication engine of the forcing family
 * (see nonet-forcing-private.h): propagation and the rebuilt explanation.
 */

#include <limits.h>
#include <stdlib.h>

#include "nonet-forcing-private.h"

/* A node's cell and digit (node / 9, node % 9 + 1), read from a table
 * for every node a walk takes or an explanation reads: a load each
 * instead of the two multiplications of the division. */
#define NODE_CELLS9(c) c, c, c, c, c, c, c, c, c
#define NODE_CELLS81(r) NODE_CELLS9 (r * 9), NODE_CELLS9 (r * 9 + 1), NODE_CELLS9 (r * 9 + 2), \
  NODE_CELLS9 (r * 9 + 3), NODE_CELLS9 (r * 9 + 4), NODE_CELLS9 (r * 9 + 5), \
  NODE_CELLS9 (r * 9 + 6), NODE_CELLS9 (r * 9 + 7), NODE_CELLS9 (r * 9 + 8)
#define NODE_DIGITS9 1, 2, 3, 4, 5, 6, 7, 8, 9
#define NODE_DIGITS81 NODE_DIGITS9, NODE_DIGITS9, NODE_DIGITS9, NODE_DIGITS9, NODE_DIGITS9, \
  NODE_DIGITS9, NODE_DIGITS9, NODE_DIGITS9, NODE_DIGITS9

static const uint8_t node_cell[FORCING_NODES] = {
  NODE_CELLS81 (0), NODE_CELLS81 (1), NODE_CELLS81 (2), NODE_CELLS81 (3), NODE_CELLS81 (4),
  NODE_CELLS81 (5), NODE_CELLS81 (6), NODE_CELLS81 (7), NODE_CELLS81 (8),
};

static const uint8_t node_digit[FORCING_NODES] = {
  NODE_DIGITS81, NODE_DIGITS81, NODE_DIGITS81, NODE_DIGITS81, NODE_DIGITS81, NODE_DIGITS81,
  NODE_DIGITS81, NODE_DIGITS81, NODE_DIGITS81,
};

void
_nonet_forcing_reset (ForcingNet            *net,
                      const NonetLogicState *state,
                      bool                   dynamic,
                      bool                   locked)
{
  net->state = state;
  net->dynamic = dynamic;
  net->locked = dynamic && locked;
  net->nested = false;
  net->sink = NULL;
  net->one_digit = 0;
  net->dirty = 0;
  net->scanned = 0;
  net->locked_from = 0;
  /* The working candidates and places are set up by the first walk
   * (a walk copied from the cache needs none). */
  net->counts_ready = false;
  net->replayed = false;
  net->sets_only = false;
  memset (net->sets.on, 0, sizeof net->sets.on);
  memset (net->sets.off, 0, sizeof net->sets.off);
  net->head = 0;
  net->tail = 0;
  net->se_order = false;
  net->on_head = 0;
  net->off_head = 0;
  net->n_on = 0;
  net->n_off = 0;
  net->result = FORCING_OK;
  net->inner = NULL;
  net->inner_data = NULL;
  net->group_cache = NULL;
}

static void
clash (ForcingNet *net,
       int         node,
       uint16_t    cause,
       bool        on)
{
  if (net->result != FORCING_OK)
    return;
  net->result = FORCING_BOTH;
  net->bad_node = node;
  net->bad_cause = cause;
  net->bad_on = on;
}

/* SE's doChaining stops at its first clash: in se_order, what comes
 * after it in SE's order is not reached (a branch of a cell or region
 * chain that fails still counts with what it reached before). A clash
 * comes once per walk at most, so it and the tests for it are marked
 * unlikely (the walks take 0.3-0.4% fewer instructions in all). */
static inline bool
stopped (const ForcingNet *net)
{
  return __builtin_expect (net->se_order && net->result == FORCING_BOTH, 0);
}

/* set_on, set_off and set_off_bits run for every node of every walk, and
 * gcc kept them out of line: inlined, walks take some 8% fewer
 * instructions. */
static inline __attribute__ ((always_inline)) void
set_on (ForcingNet *net,
        int         cell,
        int         digit,
        uint16_t    cause)
{
  int node = forcing_node (cell, digit);

  if (bits_has (net->sets.on[digit], cell) || stopped (net))
    return;
  if (__builtin_expect (bits_has (net->sets.off[digit], cell), 0))
    {
      clash (net, node, cause, true);
      return;
    }
  bits_set (&net->sets.on[digit], cell);
  net->on_cause[node] = cause;
  net->on_time[node] = (uint16_t) net->tail;
  net->queue_cause[net->tail] = cause;
  net->queue[net->tail++] = (uint16_t) (node | 0x8000);
  net->on_list[net->n_on++] = (uint16_t) node;
}

/* Queues the off node node, set off by cause (its bit in the sets is the
 * caller's). */
static inline __attribute__ ((always_inline)) void
queue_off (ForcingNet *net,
           int         node,
           uint16_t    cause)
{
  net->off_cause[node] = cause;
  net->off_time[node] = (uint16_t) net->tail;
  net->queue_cause[net->tail] = cause;
  net->queue[net->tail++] = (uint16_t) node;
  net->off_list[net->n_off++] = (uint16_t) node;
}

static inline __attribute__ ((always_inline)) void
set_off (ForcingNet *net,
         int         cell,
         int         digit,
         uint16_t    cause)
{
  int node = forcing_node (cell, digit);

  if (bits_has (net->sets.off[digit], cell) || stopped (net))
    return;
  if (__builtin_expect (bits_has (net->sets.on[digit], cell), 0))
    {
      clash (net, node, cause, false);
      return;
    }
  bits_set (&net->sets.off[digit], cell);
  queue_off (net, node, cause);
}

/* set_off for each cell of cells in turn, with one test of the sets. */
static inline __attribute__ ((always_inline)) void
set_off_bits (ForcingNet *net,
              NonetBits   cells,
              int         digit,
              uint16_t    cause)
{
  NonetBits fresh, bad;

  if (stopped (net))
    return;
  fresh = bits_andnot (cells, net->sets.off[digit]);
  bad = bits_and (fresh, net->sets.on[digit]);
  if (__builtin_expect (!bits_empty (bad), 0))
    {
      int first = bits_first (bad);

      clash (net, forcing_node (first, digit), cause, false);
      fresh = bits_andnot (fresh, bad);
      /* SE adds the cells before the clash only. */
      if (net->se_order)
        for (NonetBits later = fresh; !bits_empty (later); )
          {
            int c = bits_pop (&later);
            if (c > first)
              bits_clear (&fresh, c);
          }
    }
  net->sets.off[digit] = bits_or (net->sets.off[digit], fresh);
  for (int c; (c = bits_pop (&fresh)) >= 0; )
    queue_off (net, forcing_node (c, digit), cause);
}

/* A cell's houses in SE's order: box, row, column (its
 * Grid.getRegionTypes). */
#define SE_HOUSES(c) { 18 + (c) / 27 * 3 + (c) % 9 / 3, (c) / 9, 9 + (c) % 9 }
#define SE_ROW(r) SE_HOUSES (r * 9), SE_HOUSES (r * 9 + 1), SE_HOUSES (r * 9 + 2), \
  SE_HOUSES (r * 9 + 3), SE_HOUSES (r * 9 + 4), SE_HOUSES (r * 9 + 5), SE_HOUSES (r * 9 + 6), \
  SE_HOUSES (r * 9 + 7), SE_HOUSES (r * 9 + 8)

static const uint8_t se_cell_houses[NONET_CELLS][3] = {
  SE_ROW (0), SE_ROW (1), SE_ROW (2), SE_ROW (3), SE_ROW (4), SE_ROW (5), SE_ROW (6),
  SE_ROW (7), SE_ROW (8),
};

/* The i-th house of cell a walk looks at: SE's order in se_order, else
 * row, column, box (net->houses, set by propagate). The order decides
 * which single or clash is met first, so which chains SE counts. */
static inline int
walk_house (const ForcingNet *net,
            int               cell,
            int               i)
{
  return net->houses[cell][i];
}

/* An on node excludes the cell's other candidates and the digit's peers
 * (house by house in se_order, as SE's getOnToOff lists them). */
static inline __attribute__ ((always_inline)) void
process_on (ForcingNet *net,
            int         cell,
            int         digit,
            bool        se_order)
{
  uint16_t node = (uint16_t) forcing_node (cell, digit);
  NonetBits peers;

  if (net->one_digit == 0)
    for (NonetMask m = (NonetMask) (net->sets.cands[cell] & ~nonet_digit_bit (digit)); m != 0; )
      set_off (net, cell, mask_pop (&m), node);
  peers = bits_and (bits_peers (cell), net->sets.digit_cells[digit]);
  if (!se_order)
    {
      set_off_bits (net, peers, digit, node);
      return;
    }
  /* Where none of the peers is on (no clash), house by house is only
   * the order they are queued in: the test for a clash and the stop are
   * made once for the three houses. */
  if (!stopped (net) && !bits_intersect (peers, net->sets.on[digit]))
    {
      const uint8_t *houses = net->houses[cell];
      NonetBits fresh = bits_andnot (peers, net->sets.off[digit]);

      net->sets.off[digit] = bits_or (net->sets.off[digit], fresh);
      for (int i = 0; i < 3 && !bits_empty (fresh); i++)
        {
          NonetBits house = bits_house (houses[i]);
          NonetBits in_house = bits_and (fresh, house);

          fresh = bits_andnot (fresh, house);
          for (int c; (c = bits_pop (&in_house)) >= 0; )
            queue_off (net, forcing_node (c, digit), node);
        }
      return;
    }
  for (int i = 0; i < 3; i++)
    {
      NonetBits house = bits_house (walk_house (net, cell, i));

      set_off_bits (net, bits_and (peers, house), digit, node);
      peers = bits_andnot (peers, house);
    }
}

/* Static mode: an off node forces the other half of a bivalue cell or of
 * a house with two places, as they were in the state. */
static inline __attribute__ ((always_inline)) void
process_off_static (ForcingNet *net,
                    int         cell,
                    int         digit)
{
  const NonetLogicState *state = net->state;

  if (state->n_cands[cell] == 2 && net->one_digit == 0)
    set_on (net, cell, mask_first (state->cands[cell] & ~nonet_digit_bit (digit)), CAUSE_NAKED);
  for (int i = 0; i < 3; i++)
    {
      int h = walk_house (net, cell, i);
      if (state->house_count[h][digit] == 2)
        {
          NonetBits other = state_house_digit (state, h, digit);
          bits_clear (&other, cell);
          set_on (net, bits_first (other), digit, (uint16_t) (CAUSE_HIDDEN + h));
        }
    }
}

/* process_off_dynamic in house h, whose count of the digit's places the
 * node lowered: the last place left is on, none is a contradiction (or
 * the digit is placed there: nothing to do). Returns whether to stop. */
static inline __attribute__ ((always_inline)) bool
house_single (ForcingNet *net,
              int         h,
              int         digit)
{
  int left = net->sets.house_left[h][digit];

  if (__builtin_expect (left == 0, 0))
    {
      if (!(net->state->house_placed[h] & nonet_digit_bit (digit)) && net->result == FORCING_OK)
        {
          net->result = FORCING_NO_PLACE;
          net->bad_house = h;
          net->bad_digit = digit;
        }
      return true;
    }
  if (__builtin_expect (left == 1, 0))
    set_on (net, bits_first (bits_and (net->sets.digit_cells[digit], bits_house (h))), digit,
            (uint16_t) (CAUSE_HIDDEN + h));
  return false;
}

/* Dynamic mode: the working candidates lose the node; singles and
 * contradictions follow from what is left. */
static inline __attribute__ ((always_inline)) void
process_off_dynamic (ForcingNet *net,
                     int         cell,
                     int         digit)
{
  /* The cell's houses in the walk's order, read before the counts are
   * written: those are bytes, which may alias anything, so the compiler
   * would read the table again after each. Their order does not matter
   * to the counts; it does to the singles (three calls, not a loop, for
   * the few instructions of each). */
  const uint8_t *cell_houses = net->houses[cell];
  int h0 = cell_houses[0], h1 = cell_houses[1], h2 = cell_houses[2];

  net->sets.cands[cell] &= (NonetMask) ~nonet_digit_bit (digit);
  if (bits_has (net->sets.digit_cells[digit], cell))
    {
      bits_clear (&net->sets.digit_cells[digit], cell);
      net->sets.house_left[h0][digit]--;
      net->sets.house_left[h1][digit]--;
      net->sets.house_left[h2][digit]--;
    }
  net->dirty |= nonet_digit_bit (digit);
  /* Nishio (one_digit) has no cell links: only the digit's places. */
  if (__builtin_expect (net->one_digit == 0 && net->sets.cands[cell] == 0, 0))
    {
      if (net->result == FORCING_OK)
        {
          net->result = FORCING_EMPTY_CELL;
          net->bad_cell = cell;
        }
      return;
    }
  if (net->one_digit == 0 && (net->sets.cands[cell] & (net->sets.cands[cell] - 1)) == 0)
    set_on (net, cell, mask_first (net->sets.cands[cell]), CAUSE_NAKED);
  if (!house_single (net, h0, digit) && !house_single (net, h1, digit))
    house_single (net, h2, digit);
}

/* The crossing house of house h (a box's rows and columns, a line's boxes)
 * that holds all of group (two cells or more of h), or -1: it holds the
 * group's first cell, so it is that cell's box for a line, its row or else
 * its column for a box (a group of two cells or more is in one at most). */
static inline int
crossing_holding (int       h,
                  NonetBits group)
{
  const uint8_t *houses = nonet_cell_houses[bits_first (group)];

  if (h < 18)
    return bits_subset (group, bits_house (houses[2])) ? houses[2] : -1;
  if (bits_subset (group, bits_house (houses[0])))
    return houses[0];
  if (bits_subset (group, bits_house (houses[1])))
    return houses[1];
  return -1;
}

/* What pointing or claiming from house src (holding two places or more
 * of a digit whose places are cells) removes: the places of the crossing
 * house that holds src's, outside src (*dst that house); none when no
 * crossing house holds them all (*dst -1). */
static inline NonetBits
locked_removes (NonetBits  cells,
                int        src,
                int       *dst)
{
  *dst = crossing_holding (src, bits_and (cells, bits_house (src)));
  if (*dst < 0)
    return bits_none ();
  return bits_andnot (bits_and (cells, bits_house (*dst)), bits_house (src));
}

static bool state_without_locked (const ForcingNet *net);

/* Pointing and claiming on the working candidates: digit confined to the
 * intersection of src and dst leaves the rest of dst. Returns whether
 * anything was set. Out of line: the walk's loop runs it only when stuck,
 * and keeping its sets out of that loop's frame keeps the loop as fast. */
static __attribute__ ((noinline)) bool
apply_locked (ForcingNet *net)
{
  int before = net->tail;
  NonetMask dirty = net->dirty;
  uint32_t touched[NONET_DIGITS + 1];
  uint32_t first;

  /* Only digits that lost a place can have a new confinement, and only
   * in a house that lost one: in the others, what was confined at the
   * last scan is off already (the scan keeps the order of the houses). A
   * digit's first scan looks at every house, unless the state has no
   * pointing or claiming left: a house that lost no place (its places
   * those of the state) then confines nothing to remove either. */
  net->dirty = 0;
  first = (dirty & ~net->scanned) != 0 && state_without_locked (net) ? 0
          : (1u << NONET_HOUSES) - 1;
  for (int d = 1; d <= NONET_DIGITS; d++)
    touched[d] = (net->scanned & nonet_digit_bit (d)) ? 0 : first;
  for (int i = net->locked_from; i < net->n_off; i++)
    {
      const uint8_t *houses = nonet_cell_houses[node_cell[net->off_list[i]]];

      touched[node_digit[net->off_list[i]]] |= (1u << houses[0]) | (1u << houses[1])
                                           | (1u << houses[2]);
    }
  net->locked_from = net->n_off;
  net->scanned |= dirty;
  for (int d; (d = mask_pop (&dirty)) != 0; )
    {
      NonetBits cells = net->sets.digit_cells[d];

      for (uint32_t todo = touched[d]; todo != 0; todo &= todo - 1)
        {
          int src = __builtin_ctz (todo);
          NonetBits out;
          int dst;

          /* Two or three places: more cannot lie where a box and a
           * line cross (three cells). */
          if ((unsigned) (net->sets.house_left[src][d] - 2) > 1)
            continue;
          out = locked_removes (cells, src, &dst);
          if (dst < 0)
            continue;
          set_off_bits (net, out, d, (uint16_t) (CAUSE_LOCKED + src * 32 + dst));
        }
    }
  return net->tail > before;
}

static void propagate (ForcingNet *net);

/* A scratch walk for a nested test on top of from, without its working
 * sets (copy_walk or resume_walk gives them). */
static void
start_scratch (ForcingNet       *to,
               const ForcingNet *from)
{
  to->state = from->state;
  to->dynamic = true;
  to->locked = from->locked;
  to->nested = false;
  to->sink = NULL;
  to->one_digit = 0;
  to->dirty = from->dirty;
  to->scanned = from->scanned;
  to->locked_from = 0;
  to->counts_ready = true;
  to->replayed = false;
  to->sets_only = false;
  to->head = 0;
  to->tail = 0;
  to->se_order = false;
  to->on_head = 0;
  to->off_head = 0;
  to->n_on = 0;
  to->n_off = 0;
  to->result = FORCING_OK;
  to->inner = NULL;
  to->inner_data = NULL;
  to->group_cache = NULL;
}

/* The working part of a walk, copied into a scratch walk for a nested
 * test (causes and times of the copy are not needed). */
static void
copy_walk (ForcingNet       *to,
           const ForcingNet *from)
{
  start_scratch (to, from);
  to->sets = from->sets;
}

/* What the nested walks of one outer walk found: where each candidate
 * tested without a clash left its walk. The walks are monotone (singles,
 * and pointing and claiming of the digits that lost a place), so what a
 * candidate's walk from the outer walk now reaches is what its walk then
 * reached plus the outer walk's nodes since, and the same walk clashes or
 * not: it goes on from where it stopped with the nodes it lacks (often
 * none, or a few), instead of being made again from the start. The outer
 * walk's nodes since are the ends of its on_list and off_list (every node
 * set is listed there, and the lists only grow while it is stuck): its
 * lengths when the walk ended are kept, and only those nodes looked at. */
typedef struct
{
  ForcingSets sets;
  NonetMask   scanned;
  int         outer_on;     /* outer->n_on when the walk ended */
  int         outer_off;
} WalkEnd;

typedef struct
{
  bool    tested[FORCING_NODES];
  WalkEnd ends[FORCING_NODES];
} NestedMemo;

static void
save_walk_end (WalkEnd          *end,
               const ForcingNet *net,
               const ForcingNet *outer)
{
  end->sets = net->sets;
  end->scanned = net->scanned;
  end->outer_on = outer->n_on;
  end->outer_off = outer->n_off;
}

/* Whether the nodes of net all lie in end's walk: those it set since the
 * walk ended (the others do). */
static bool
walk_within (const ForcingNet *net,
             const WalkEnd    *end)
{
  for (int i = end->outer_on; i < net->n_on; i++)
    {
      int node = net->on_list[i];
      if (!bits_has (end->sets.on[node_digit[node]], node_cell[node]))
        return false;
    }
  for (int i = end->outer_off; i < net->n_off; i++)
    {
      int node = net->off_list[i];
      if (!bits_has (end->sets.off[node_digit[node]], node_cell[node]))
        return false;
    }
  return true;
}

/* scratch (from start_scratch on outer) as the candidate's walk that ended
 * at end, with the nodes of outer it lacks pending (in another order than
 * they were set in the outer walk: the walk's closure, and so whether it
 * clashes, does not depend on it). */
static void
resume_walk (ForcingNet       *scratch,
             const ForcingNet *outer,
             const WalkEnd    *end)
{
  scratch->sets = end->sets;
  scratch->scanned = end->scanned;
  /* Its pointing and claiming were done; the new nodes make their digits
   * dirty again. */
  scratch->dirty = 0;
  for (int i = end->outer_on; i < outer->n_on; i++)
    {
      int node = outer->on_list[i];
      set_on (scratch, node_cell[node], node_digit[node], CAUSE_ASSUMED);
    }
  for (int i = end->outer_off; i < outer->n_off; i++)
    {
      int node = outer->off_list[i];
      set_off (scratch, node_cell[node], node_digit[node], CAUSE_ASSUMED);
    }
}

/* Each candidate left (of cells with the fewest candidates first) is
 * assumed on in a walk of its own; the first that fails is turned off
 * here. Returns whether one was. memo (may be NULL) holds the walks of the
 * calls before for the same outer walk, which can only have grown since. */
static bool
apply_nested (ForcingNet *net,
              NestedMemo *memo)
{
  ForcingNet scratch;
  NonetBits of_size[NONET_DIGITS + 1];

  /* net keeps its candidates until one fails (and that ends the pass):
   * each cell's count is taken once, and the cells of each size are a
   * set, taken in order. */
  memset (of_size, 0, sizeof of_size);
  for (int cell = 0; cell < NONET_CELLS; cell++)
    bits_set (&of_size[mask_count (net->sets.cands[cell])], cell);
  for (int size = 2; size <= NONET_DIGITS; size++)
    for (int cell; (cell = bits_pop (&of_size[size])) >= 0; )
      {
        for (NonetMask m = net->sets.cands[cell]; m != 0; )
          {
            int digit = mask_pop (&m);
            int node = forcing_node (cell, digit);

            if (forcing_is_on (net, cell, digit))
              continue;
            if (net->sink != NULL && _nonet_step_sink_cancelled (net->sink))
              return false;
            if (memo != NULL && memo->tested[node])
              {
                /* Nothing new: the same walk, without a clash. */
                if (walk_within (net, &memo->ends[node]))
                  continue;
                start_scratch (&scratch, net);
                resume_walk (&scratch, net, &memo->ends[node]);
              }
            else
              {
                copy_walk (&scratch, net);
                set_on (&scratch, cell, digit, CAUSE_ASSUMED);
              }
            propagate (&scratch);
            if (scratch.result != FORCING_OK)
              {
                set_off (net, cell, digit, CAUSE_NESTED);
                return true;
              }
            if (memo != NULL)
              {
                memo->tested[node] = true;
                save_walk_end (&memo->ends[node], &scratch, net);
              }
          }
      }
  return false;
}

/* The next node to process (see se_order); false when none is pending. */
static inline __attribute__ ((always_inline)) bool
next_pending (ForcingNet *net,
              bool        se_order,
              uint16_t   *item)
{
  if (!se_order)
    {
      if (net->head >= net->tail)
        return false;
      *item = net->queue[net->head++];
      return true;
    }
  if (net->on_head < net->n_on)
    {
      *item = (uint16_t) (net->on_list[net->on_head++] | 0x8000);
      return true;
    }
  if (net->off_head < net->n_off)
    {
      *item = net->off_list[net->off_head++];
      return true;
    }
  return false;
}

/* What process_off_groups finds for an off node from the state alone,
 * per house of its cell (nonet_cell_houses' order): the digit's places
 * there, and when the other places are a group in a crossing house, that
 * house (else -1) and what the group removes from it; GROUP_NONE where
 * the house has fewer than three places. */
#define GROUP_NONE -2

typedef struct
{
  NonetBits places[3];
  NonetBits out[3];
  int8_t    dst[3];
} GroupStart;

static void
group_start_make (const NonetLogicState *state,
                  int                    cell,
                  int                    digit,
                  GroupStart            *start)
{
  for (int i = 0; i < 3; i++)
    {
      int h = nonet_cell_houses[cell][i];
      NonetBits group;
      int dst;

      start->dst[i] = GROUP_NONE;
      if (state->house_count[h][digit] < 3)
        continue;
      start->places[i] = state_house_digit (state, h, digit);
      group = start->places[i];
      bits_clear (&group, cell);
      dst = crossing_holding (h, group);
      start->dst[i] = (int8_t) dst;
      if (dst >= 0)
        start->out[i] = bits_and (bits_andnot (state->digit_cells[digit], bits_house (h)),
                                  bits_house (dst));
    }
}

/* Static chains of the teaching path (state->hodoku_path) with HoDoKu's group
 * nodes, the cells of a digit where a box and a line cross: cell off
 * leaves the digit in house h only in such a group, which is then on and
 * removes the digit from the rest of the crossing house; or the group
 * loses its cells to one node, which leaves the digit one place in h.
 * Out of line: inlined, its sets weigh on the frame of propagate's loop,
 * which every walk runs (0.3-0.5% more instructions in all). */
static const GroupStart *group_start (ForcingNet *net,
                                      int         cell,
                                      int         digit,
                                      GroupStart *scratch);

static __attribute__ ((noinline)) void
process_off_groups (ForcingNet *net,
                    int         cell,
                    int         digit)
{
  const NonetLogicState *state = net->state;
  GroupStart scratch;
  const GroupStart *start = group_start (net, cell, digit, &scratch);

  for (int i = 0; i < 3; i++)
    {
      int h = nonet_cell_houses[cell][i];
      NonetBits places, group, rest;
      int dst = start->dst[i];

      if (dst == GROUP_NONE)
        continue;
      places = start->places[i];
      if (dst >= 0)
        set_off_bits (net, start->out[i], digit, (uint16_t) (CAUSE_LOCKED + h * 32 + dst));
      rest = bits_andnot (places, net->sets.off[digit]);
      if (bits_empty (rest))
        continue;
      group = bits_andnot (places, rest);
      /* The off places a group in a crossing house that leaves the rest
       * out, tested first: cheaper than the causes, and most fail it. */
      dst = crossing_holding (h, group);
      if (dst < 0 || bits_intersect (rest, bits_house (dst)))
        continue;
      /* The group is off by one node: a candidate, or a group that is on
       * (its cells all off by one locked cause). */
      uint16_t cause = net->off_cause[forcing_node (cell, digit)];
      bool one_cause = cause < FORCING_NODES
                       || (cause >= CAUSE_LOCKED && cause < CAUSE_LOCKED + 27 * 32);
      for (NonetBits g = group; one_cause && !bits_empty (g); )
        one_cause = net->off_cause[forcing_node (bits_pop (&g), digit)] == cause;
      if (!one_cause)
        continue;
      if (!bits_several (rest))
        set_on (net, bits_first (rest), digit, (uint16_t) (CAUSE_HIDDEN + h));
      else
        {
          /* HoDoKu's group to group link: the rest is a group too, which
           * is then on and removes the digit from the rest of its
           * crossing house. */
          int dst2 = crossing_holding (h, rest);
          if (dst2 >= 0 && !bits_intersect (group, bits_house (dst2)))
            {
              NonetBits out = bits_andnot (state->digit_cells[digit], bits_house (h));
              out = bits_and (out, bits_house (dst2));
              set_off_bits (net, out, digit, (uint16_t) (CAUSE_LOCKED + h * 32 + dst2));
            }
        }
    }
}

/* The pending nodes of propagate, for one order and mode: constants in
 * each of propagate's four calls, so each loop, with the processing of
 * its nodes inlined, tests neither per node (t40 0.1%, f10 0.25% fewer
 * instructions in all). */
static inline __attribute__ ((always_inline)) void
take_pending (ForcingNet *net,
              bool        se_order,
              bool        dynamic)
{
  uint16_t item;

  while (net->result == FORCING_OK && next_pending (net, se_order, &item))
    {
      int node = item & 0x7fff;
      int cell = node_cell[node];
      int digit = node_digit[node];

      if (item & 0x8000)
        process_on (net, cell, digit, se_order);
      else if (dynamic)
        process_off_dynamic (net, cell, digit);
      else
        {
          process_off_static (net, cell, digit);
          if (net->state->hodoku_path && net->one_digit == 0)
            process_off_groups (net, cell, digit);
        }
    }
}

/* Walks on until the walk is stuck or clashes: pending nodes, then
 * pointing and claiming, then the inner rules. */
static void
propagate (ForcingNet *net)
{
  net->houses = net->se_order ? se_cell_houses : nonet_cell_houses;
  for (;;)
    {
      if (net->se_order && net->dynamic)
        take_pending (net, true, true);
      else if (net->se_order)
        take_pending (net, true, false);
      else if (net->dynamic)
        take_pending (net, false, true);
      else
        take_pending (net, false, false);
      if (net->result != FORCING_OK)
        return;
      if (net->locked && apply_locked (net))
        continue;
      if (net->inner == NULL || !net->inner (net))
        return;
    }
}

/* A nested walk stuck: a candidate that fails in a walk of its own is
 * turned off, and the walk goes on, until none fails. The memo is kept
 * for this propagation only (a further assumption of the walk starts a
 * new one): most walks get stuck a few times at most. */
static void
propagate_nested (ForcingNet *net)
{
  NestedMemo *memo = malloc (sizeof *memo);

  if (memo != NULL)
    memset (memo->tested, 0, sizeof memo->tested);
  while (apply_nested (net, memo))
    {
      propagate (net);
      if (net->result != FORCING_OK)
        break;
    }
  free (memo);
}

/* Static chains of the teaching path (state->hodoku_path): the chains from one
 * assumption may each remove a candidate until a cell has none left or a
 * digit no place in a house, which HoDoKu's forcing chains take as a
 * contradiction too (the dynamic walk sees it as it goes). */
static void
check_static_exhausted (ForcingNet *net)
{
  const NonetLogicState *state = net->state;
  NonetBits live = bits_none ();

  for (int d = 1; d <= NONET_DIGITS; d++)
    {
      NonetBits left = bits_andnot (state->digit_cells[d], net->sets.off[d]);
      NonetBits gone = bits_and (state->digit_cells[d], net->sets.off[d]);
      uint32_t houses = 0;

      live = bits_or (live, left);
      /* Only a house that lost a place can be left without one (the
       * dispatcher's states have a place for every digit missing in a
       * house); the first in the order of the houses counts. */
      for (int c; (c = bits_pop (&gone)) >= 0; )
        houses |= (1u << nonet_cell_houses[c][0]) | (1u << nonet_cell_houses[c][1])
                  | (1u << nonet_cell_houses[c][2]);
      for (; houses != 0; houses &= houses - 1)
        {
          int h = __builtin_ctz (houses);
          if (!(state->house_placed[h] & nonet_digit_bit (d))
              && bits_empty (bits_and (left, bits_house (h))))
            {
              net->result = FORCING_NO_PLACE;
              net->bad_house = h;
              net->bad_digit = d;
              return;
            }
        }
    }
  if (!bits_subset (state->empty, live))
    {
      net->result = FORCING_EMPTY_CELL;
      net->bad_cell = bits_first (bits_andnot (state->empty, live));
    }
}

/* ------------------------------------------------------------------------
 * The walk cache: a search of a forcing technique makes the walks of the
 * one before it again (a verity walks what the contradictions walked, from
 * the same assumptions), and a walk depends only on the state, its
 * assumption and its mode. A walk from a fresh net is kept whole, as the
 * explanation reads it: its queue with the cause of each node (the times
 * are the places in the queue) and how it ended; and its on and off sets,
 * all that a verity's branch reads (sets_only), copied in one go.
 * ------------------------------------------------------------------------ */

#define WALK_SLOTS 8192             /* hash slots, a power of two; used up to half */
#define WALK_POOL  (1u << 19)       /* words of kept walks */
#define WALK_HEAD  8                /* words before a walk's queue and causes */
/* Words of a walk's on and off sets of digits 1-9, after its causes. */
#define WALK_SETS  ((int) (2 * NONET_DIGITS * sizeof (NonetBits) / sizeof (uint16_t)))

typedef struct
{
  int      n_slots;
  uint32_t pool_used;
  struct
  {
    uint32_t gen;                   /* the generation it was kept in */
    uint32_t key;
    uint32_t at;                    /* offset in pool */
  }        slots[WALK_SLOTS];
  uint16_t pool[WALK_POOL];
} WalkTable;

struct _NonetWalkCache
{
  const NonetLogicState *state;     /* the walks are those of this state */
  unsigned               version;   /* at this version */
  bool                   hodoku_path;
  uint32_t               generation;   /* of the walks of this version */
  WalkTable              walks;
  /* Nishio's walks (SE's contradictions on one digit's links) depend on
   * that digit's places only (its cells, the houses where it is placed),
   * so they are kept from one version to the next while those stay:
   * one_gen[d] is the generation of digit d's walks. */
  NonetBits              one_cells[NONET_DIGITS + 1];
  uint32_t               one_placed[NONET_DIGITS + 1];
  uint32_t               one_gen[NONET_DIGITS + 1];
  WalkTable              one_walks;
  /* Whether locked_state at locked_version has no pointing or claiming
   * left (state_without_locked). */
  const NonetLogicState *locked_state;
  unsigned               locked_version;
  bool                   no_locked;
  /* process_off_groups' part that depends on the state alone, per node:
   * valid where group_gen is the generation of this version's walks
   * (every walk of a version looks at the same few hundred nodes). */
  uint32_t               group_gen[FORCING_NODES];
  GroupStart             group_starts[FORCING_NODES];
};

static void
walk_table_clear (WalkTable *table)
{
  table->n_slots = 0;
  table->pool_used = 0;
  /* Generation 0 is no generation's: every slot free (keys of digit 0). */
  for (int i = 0; i < WALK_SLOTS; i++)
    {
      table->slots[i].gen = 0;
      table->slots[i].key = 1;
    }
}

NonetWalkCache *
_nonet_walk_cache_new (void)
{
  NonetWalkCache *cache = malloc (sizeof *cache);

  if (cache != NULL)
    {
      cache->state = NULL;
      cache->locked_state = NULL;
      cache->generation = 1;
      cache->one_gen[0] = UINT32_MAX;
      memset (cache->group_gen, 0, sizeof cache->group_gen);
      walk_table_clear (&cache->walks);
      walk_table_clear (&cache->one_walks);
    }
  return cache;
}

void
_nonet_walk_cache_free (NonetWalkCache *cache)
{
  free (cache);
}

/* The key of a fresh walk from (cell, digit, on) in net's mode, 0 for
 * walks that are not kept: nested ones poll the cancel hook and may stop
 * short; walks with SE's inner rules differ by level, and their causes
 * point into the rules' results of the search that made them. */
static uint32_t
walk_key (const ForcingNet *net,
          int               cell,
          int               digit,
          bool              on)
{
  if (net->nested || net->inner != NULL || net->state->walk_cache == NULL)
    return 0;
  return 1u + (uint32_t) (forcing_node (cell, digit) * 2 + on)
         + ((uint32_t) net->dynamic << 11) + ((uint32_t) net->locked << 12)
         + ((uint32_t) net->se_order << 13);
}

/* The houses where digit is placed, a bit each. */
static uint32_t
placed_houses (const NonetLogicState *state,
               int                    digit)
{
  uint32_t houses = 0;

  for (int h = 0; h < NONET_HOUSES; h++)
    if (state->house_placed[h] & nonet_digit_bit (digit))
      houses |= 1u << h;
  return houses;
}

/* The cache for net's state at its version: the walks of another state
 * or version are dropped, Nishio's of the digits that changed. */
static NonetWalkCache *
walk_cache (const ForcingNet *net)
{
  const NonetLogicState *state = net->state;
  NonetWalkCache *cache = state->walk_cache;
  bool same_state = cache->state == state && cache->hodoku_path == state->hodoku_path;

  if (same_state && cache->version == state->version)
    return cache;
  cache->walks.n_slots = 0;
  cache->walks.pool_used = 0;
  for (int d = 1; d <= NONET_DIGITS; d++)
    {
      uint32_t placed = placed_houses (state, d);
      if (!same_state || !bits_equal (cache->one_cells[d], state->digit_cells[d])
          || cache->one_placed[d] != placed)
        {
          cache->one_cells[d] = state->digit_cells[d];
          cache->one_placed[d] = placed;
          cache->one_gen[d] = ++cache->generation;
        }
    }
  /* A generation of its own for this version's walks. */
  cache->generation++;
  cache->state = state;
  cache->version = state->version;
  cache->hodoku_path = state->hodoku_path;
  return cache;
}

/* process_off_groups' start for (cell, digit) off: kept in net's
 * group_cache for its state's version, else made in scratch. */
static const GroupStart *
group_start (ForcingNet *net,
             int         cell,
             int         digit,
             GroupStart *scratch)
{
  NonetWalkCache *cache = net->group_cache;
  int node = forcing_node (cell, digit);

  if (cache == NULL)
    {
      group_start_make (net->state, cell, digit, scratch);
      return scratch;
    }
  if (cache->group_gen[node] != cache->generation)
    {
      group_start_make (net->state, cell, digit, &cache->group_starts[node]);
      cache->group_gen[node] = cache->generation;
    }
  return &cache->group_starts[node];
}

/* Whether state has a digit confined to where a house crosses another,
 * with places left in the rest of the other: pointing or claiming. */
static bool
state_has_locked (const NonetLogicState *state)
{
  for (int d = 1; d <= NONET_DIGITS; d++)
    {
      NonetBits cells = state->digit_cells[d];

      for (int src = 0; src < NONET_HOUSES; src++)
        {
          int dst;

          if (state->house_count[src][d] >= 2
              && !bits_empty (locked_removes (cells, src, &dst)))
            return true;
        }
    }
  return false;
}

/* Whether net's state has no pointing or claiming left, found once per
 * version of a state with a walk cache (false without one): the SE walk
 * tries them before its nets, so its nets' states have none. */
static bool
state_without_locked (const ForcingNet *net)
{
  const NonetLogicState *state = net->state;
  NonetWalkCache *cache = state->walk_cache;

  if (cache == NULL)
    return false;
  if (cache->locked_state != state || cache->locked_version != state->version)
    {
      cache->locked_state = state;
      cache->locked_version = state->version;
      cache->no_locked = !state_has_locked (state);
    }
  return cache->no_locked;
}

/* The generation a kept walk of key must have to be of now. */
static uint32_t
walk_gen (const NonetWalkCache *cache,
          const WalkTable      *table,
          uint32_t              key)
{
  /* Nishio's keys: SE's order * 32768 + digit * 2048 + node * 2 + on, plus one. */
  return table == &cache->walks ? cache->generation : cache->one_gen[((key - 1) >> 11) & 15];
}

/* The slot of key: where it is, or the slot where it would go (one of
 * another generation is free). */
static int
walk_slot (const NonetWalkCache *cache,
           const WalkTable      *table,
           uint32_t              key)
{
  for (uint32_t h = (key * 2654435761u) & (WALK_SLOTS - 1); ; h = (h + 1) & (WALK_SLOTS - 1))
    if (table->slots[h].gen != walk_gen (cache, table, table->slots[h].key)
        || table->slots[h].key == key)
      return (int) h;
}

static void
walk_store (NonetWalkCache   *cache,
            WalkTable        *table,
            int               slot,
            uint32_t          key,
            const ForcingNet *net)
{
  uint16_t *w;
  int n = net->tail;

  if (table->n_slots * 2 >= WALK_SLOTS
      || table->pool_used + WALK_HEAD + 2u * n + WALK_SETS > WALK_POOL)
    {
      if (table == &cache->walks)
        return;
      /* Nishio's walks pile up over the versions: start again. */
      walk_table_clear (table);
      for (int d = 1; d <= NONET_DIGITS; d++)
        cache->one_gen[d] = ++cache->generation;
      cache->generation++;
      slot = walk_slot (cache, table, key);
    }
  w = &table->pool[table->pool_used];
  w[0] = (uint16_t) n;
  w[1] = (uint16_t) net->result;
  w[2] = w[3] = w[4] = 0;
  switch (net->result)
    {
    case FORCING_BOTH:
      w[2] = (uint16_t) net->bad_node;
      w[3] = net->bad_cause;
      w[4] = net->bad_on;
      break;
    case FORCING_EMPTY_CELL:
      w[2] = (uint16_t) net->bad_cell;
      break;
    case FORCING_NO_PLACE:
      w[2] = (uint16_t) net->bad_house;
      w[3] = (uint16_t) net->bad_digit;
      break;
    default:
      break;
    }
  memcpy (&w[WALK_HEAD], net->queue, (size_t) n * sizeof *w);
  memcpy (&w[WALK_HEAD + n], net->queue_cause, (size_t) n * sizeof *w);
  memcpy (&w[WALK_HEAD + 2 * n], &net->sets.on[1], NONET_DIGITS * sizeof (NonetBits));
  memcpy (&w[WALK_HEAD + 2 * n + WALK_SETS / 2], &net->sets.off[1],
          NONET_DIGITS * sizeof (NonetBits));
  table->slots[slot].gen = walk_gen (cache, table, key);
  table->slots[slot].key = key;
  table->slots[slot].at = table->pool_used;
  table->pool_used += WALK_HEAD + 2u * (uint32_t) n + WALK_SETS;
  table->n_slots++;
}

/* net (fresh) as the kept walk at pool offset at left it. */
static void
walk_replay (const WalkTable *table,
             uint32_t         at,
             ForcingNet      *net)
{
  const uint16_t *w = &table->pool[at];
  int n = w[0];

  memcpy (&net->sets.on[1], &w[WALK_HEAD + 2 * n], NONET_DIGITS * sizeof (NonetBits));
  memcpy (&net->sets.off[1], &w[WALK_HEAD + 2 * n + WALK_SETS / 2],
          NONET_DIGITS * sizeof (NonetBits));
  /* sets_only: the queue is left empty but for the assumption (a further
   * one walks it again). */
  net->queue[0] = w[WALK_HEAD];
  if (!net->sets_only)
    {
      for (int i = 0; i < n; i++)
        {
          uint16_t item = w[WALK_HEAD + i];
          int node = item & 0x7fff;
          if (item & 0x8000)
            {
              net->on_cause[node] = w[WALK_HEAD + n + i];
              net->on_time[node] = (uint16_t) i;
            }
          else
            {
              net->off_cause[node] = w[WALK_HEAD + n + i];
              net->off_time[node] = (uint16_t) i;
            }
          net->queue[i] = item;
        }
      memcpy (net->queue_cause, &w[WALK_HEAD + n], (size_t) n * sizeof *w);
      net->tail = n;
      net->head = n;
    }
  net->result = (ForcingResult) w[1];
  switch (net->result)
    {
    case FORCING_BOTH:
      net->bad_node = w[2];
      net->bad_cause = w[3];
      net->bad_on = w[4] != 0;
      break;
    case FORCING_EMPTY_CELL:
      net->bad_cell = w[2];
      break;
    case FORCING_NO_PLACE:
      net->bad_house = w[2];
      net->bad_digit = w[3];
      break;
    default:
      break;
    }
  net->replayed = true;
}

static void
walk (ForcingNet *net,
      int         cell,
      int         digit,
      bool        on)
{
  if (!net->counts_ready)
    {
      memcpy (net->sets.cands, net->state->cands, sizeof net->sets.cands);
      memcpy (net->sets.digit_cells, net->state->digit_cells, sizeof net->sets.digit_cells);
      if (net->dynamic)
        memcpy (net->sets.house_left, net->state->house_count, sizeof net->sets.house_left);
      net->counts_ready = true;
    }
  if (!net->dynamic && net->state->hodoku_path && net->one_digit == 0
      && net->state->walk_cache != NULL)
    net->group_cache = walk_cache (net);
  if (on)
    set_on (net, cell, digit, CAUSE_ASSUMED);
  else
    set_off (net, cell, digit, CAUSE_ASSUMED);
  propagate (net);
  if (net->nested && net->result == FORCING_OK)
    propagate_nested (net);
  if (net->result == FORCING_OK && !net->dynamic && net->state->hodoku_path)
    check_static_exhausted (net);
}

ForcingResult
_nonet_forcing_assume (ForcingNet *net,
                       int         cell,
                       int         digit,
                       bool        on)
{
  uint32_t key;

  if (net->replayed)
    {
      /* A further assumption: the working sets of the first walk are
       * needed, so it is made again, this time in full. */
      uint16_t first = net->queue[0];
      int node = first & 0x7fff;
      bool dynamic = net->dynamic, locked = net->locked, se_order = net->se_order;
      int one_digit = net->one_digit;
      NonetStepSink *sink = net->sink;

      _nonet_forcing_reset (net, net->state, dynamic, locked);
      net->dynamic = dynamic;
      net->locked = locked;
      net->se_order = se_order;
      net->one_digit = one_digit;
      net->sink = sink;
      walk (net, node / 9, node % 9 + 1, (first & 0x8000) != 0);
    }
  key = net->tail == 0 ? walk_key (net, cell, digit, on) : 0;
  if (key != 0)
    {
      NonetWalkCache *cache = walk_cache (net);
      WalkTable *table = &cache->walks;
      int slot;

      if (net->one_digit != 0)
        {
          /* Nishio: its digit, the node and on/off (the mode is fixed,
           * dynamic without pointing and claiming). */
          table = &cache->one_walks;
          key = 1u + ((uint32_t) net->se_order << 15) + ((uint32_t) net->one_digit << 11)
                + (uint32_t) (forcing_node (cell, digit) * 2 + on);
        }
      slot = walk_slot (cache, table, key);
      if (table->slots[slot].gen == walk_gen (cache, table, key)
          && table->slots[slot].key == key)
        {
          walk_replay (table, table->slots[slot].at, net);
          return net->result;
        }
      walk (net, cell, digit, on);
      walk_store (cache, table, slot, key, net);
      return net->result;
    }
  walk (net, cell, digit, on);
  return net->result;
}

/* ------------------------------------------------------------------------
 * Explanation: the nodes behind some results, in the order found
 * ------------------------------------------------------------------------ */

typedef struct
{
  uint16_t time;
  uint16_t node;
  bool     on;
} Found;

/* The predecessors of a node set by cause; those an off node of the
 * starting state stands for (not a candidate then) are not nodes. */
static inline __attribute__ ((always_inline)) int
parents_of (const ForcingNet *net,
            int               node,
            bool              on,
            uint16_t          cause,
            int               before,
            Found            *out)
{
  const NonetLogicState *state = net->state;
  int cell, digit;
  int n = 0;

  if (cause == CAUSE_ASSUMED || cause == CAUSE_NESTED
      || (cause >= CAUSE_RULE && cause < CAUSE_RULE + CAUSE_RULE_MAX))
    return 0;
  if (!on && cause < FORCING_NODES)
    {
      out[0].node = cause;
      out[0].on = true;
      return 1;
    }
  cell = node_cell[node];
  digit = node_digit[node];
  NonetBits cells = bits_none ();
  if (on && cause == CAUSE_NAKED)
    {
      for (NonetMask m = (NonetMask) (state->cands[cell] & ~nonet_digit_bit (digit)); m != 0; )
        {
          int e = mask_pop (&m);
          int p = forcing_node (cell, e);
          if (forcing_is_off (net, cell, e) && net->off_time[p] < before)
            {
              out[n].node = (uint16_t) p;
              out[n++].on = false;
            }
        }
      return n;
    }
  if (on)
    cells = state_house_digit (state, cause - CAUSE_HIDDEN, digit);
  else
    {
      int src = (cause - CAUSE_LOCKED) / 32, dst = (cause - CAUSE_LOCKED) % 32;
      cells = bits_andnot (state_house_digit (state, src, digit), bits_house (dst));
    }
  bits_clear (&cells, cell);
  for (int c; (c = bits_pop (&cells)) >= 0; )
    {
      int p = forcing_node (c, digit);
      if (forcing_is_off (net, c, digit) && net->off_time[p] < before)
        {
          out[n].node = (uint16_t) p;
          out[n++].on = false;
        }
    }
  return n;
}

static bool
is_bad_seed (const ForcingNet *net,
             int               node,
             bool              on)
{
  return net->result == FORCING_BOTH && node == net->bad_node && on == net->bad_on;
}

static void
link_parents (const ForcingNet *net,
              const Found      *item,
              NonetStep        *step)
{
  Found parents[NONET_DIGITS + 9];
  int cell = item->node / 9, digit = item->node % 9 + 1;
  uint16_t cause;
  int before;
  int n;

  if (is_bad_seed (net, item->node, item->on))
    cause = net->bad_cause, before = 0xffff;
  else if (item->on)
    cause = net->on_cause[item->node], before = net->on_time[item->node];
  else
    cause = net->off_cause[item->node], before = net->off_time[item->node];
  n = parents_of (net, item->node, item->on, cause, before, parents);
  for (int i = 0; i < n; i++)
    _nonet_step_link (step, _nonet_node (parents[i].node / 9, parents[i].node % 9 + 1),
                      _nonet_node (cell, digit),
                      parents[i].on ? NONET_LINK_WEAK : NONET_LINK_STRONG);
}

/* The nodes collect_ancestors has met: a bit per node on and off. */
#define SEEN_WORDS ((2 * FORCING_NODES + 63) / 64)

static inline __attribute__ ((always_inline)) void
push_node (Found     *stack,
           int       *depth,
           uint64_t   seen[SEEN_WORDS],
           int        node,
           bool       on)
{
  int bit = on ? FORCING_NODES + node : node;

  if ((seen[bit / 64] >> (bit % 64)) & 1)
    return;
  seen[bit / 64] |= UINT64_C (1) << (bit % 64);
  /* Its time is read when it is taken. */
  stack[*depth].node = (uint16_t) node;
  stack[*depth].on = on;
  (*depth)++;
}

/* The nodes behind the seeds (the seeds too): each set in found (on: 0,
 * off: 1; NULL to count them only), a seed that is the clash of a
 * contradiction in *bad, the links _nonet_forcing_explain would draw from
 * them added to *links (may be NULL). Returns how many, each (node, on)
 * once; or, as soon as there are more than max, that many (found then
 * holds part of them). Inlined in its callers, so that counting drops
 * found. */
static inline __attribute__ ((always_inline)) int
collect_ancestors (const ForcingNet  *net,
                   const ForcingSeed *seeds,
                   int                n_seeds,
                   int                max,
                   NonetBits          found[2][NONET_DIGITS + 1],
                   Found             *bad,
                   bool              *has_bad,
                   int               *links)
{
  Found stack[2 * FORCING_NODES];
  uint64_t seen[SEEN_WORDS];
  int n_found = 0, depth = 0;

  memset (seen, 0, sizeof seen);
  if (found != NULL)
    memset (found, 0, sizeof (NonetBits) * 2 * (NONET_DIGITS + 1));
  *has_bad = false;
  /* A node is pushed once (marked when pushed), so the stack never holds
   * more than the 1458 nodes. Only the seeds the walk set (or the clash)
   * are: the parents that parents_of gives always are set. */
  for (int i = 0; i < n_seeds; i++)
    {
      int node = seeds[i].node, cell = node / 9, digit = node % 9 + 1;

      if (is_bad_seed (net, node, seeds[i].on)
          || (seeds[i].on ? forcing_is_on (net, cell, digit) : forcing_is_off (net, cell, digit)))
        push_node (stack, &depth, seen, node, seeds[i].on);
    }
  while (depth > 0)
    {
      Found item = stack[--depth];
      Found parents[NONET_DIGITS + 9];
      uint16_t cause;
      int before, n;

      if (is_bad_seed (net, item.node, item.on))
        cause = net->bad_cause, before = 0xffff, item.time = 0xffff;
      else
        {
          cause = item.on ? net->on_cause[item.node] : net->off_cause[item.node];
          before = item.on ? net->on_time[item.node] : net->off_time[item.node];
          item.time = (uint16_t) before;
        }
      if (item.time == 0xffff)
        *bad = item, *has_bad = true;
      else if (found != NULL)
        bits_set (&found[item.on][node_digit[item.node]], node_cell[item.node]);
      if (++n_found > max)
        break;
      n = parents_of (net, item.node, item.on, cause, before, parents);
      if (links != NULL)
        *links += n;
      for (int i = 0; i < n; i++)
        push_node (stack, &depth, seen, parents[i].node, parents[i].on);
    }
  return n_found;
}

int
_nonet_forcing_count (const ForcingNet  *net,
                      const ForcingSeed *seeds,
                      int                n_seeds,
                      int                max)
{
  Found bad;
  bool has_bad;

  return collect_ancestors (net, seeds, n_seeds, max, NULL, &bad, &has_bad, NULL);
}

int
_nonet_forcing_count_links (const ForcingNet  *net,
                            const ForcingSeed *seeds,
                            int                n_seeds)
{
  Found bad;
  bool has_bad;
  int links = 0;

  collect_ancestors (net, seeds, n_seeds, INT_MAX, NULL, &bad, &has_bad, &links);
  return links;
}

int
_nonet_forcing_explain (const ForcingNet  *net,
                        const ForcingSeed *seeds,
                        int                n_seeds,
                        NonetStep         *step)
{
  NonetBits found[2][NONET_DIGITS + 1];
  Found bad = { 0 };
  bool has_bad;
  int n_found = collect_ancestors (net, seeds, n_seeds, INT_MAX, found, &bad, &has_bad, NULL);

  /* The queue is the order found: no sorting needed. */
  for (int i = 0; i < net->tail; i++)
    {
      Found item = { 0, (uint16_t) (net->queue[i] & 0x7fff), (net->queue[i] & 0x8000) != 0 };
      int cell = item.node / 9, digit = item.node % 9 + 1;

      if (!bits_has (found[item.on][digit], cell))
        continue;
      _nonet_step_mark (step, cell, digit, item.on ? NONET_ROLE_CHAIN_ON : NONET_ROLE_CHAIN_OFF);
      link_parents (net, &item, step);
    }
  if (has_bad)
    {
      _nonet_step_mark (step, bad.node / 9, bad.node % 9 + 1,
                        bad.on ? NONET_ROLE_CHAIN_ON : NONET_ROLE_CHAIN_OFF);
      link_parents (net, &bad, step);
    }
  return n_found;
}

int
_nonet_forcing_contradiction_seeds (const ForcingNet *net,
                                    ForcingSeed      *seeds,
                                    int               max_seeds)
{
  int n = 0;

  switch (net->result)
    {
    case FORCING_BOTH:
      seeds[n].node = net->bad_node;
      seeds[n++].on = true;
      seeds[n].node = net->bad_node;
      seeds[n++].on = false;
      break;
    case FORCING_EMPTY_CELL:
      for (NonetMask m = net->state->cands[net->bad_cell]; m != 0 && n < max_seeds; )
        {
          seeds[n].node = forcing_node (net->bad_cell, mask_pop (&m));
          seeds[n++].on = false;
        }
      break;
    case FORCING_NO_PLACE:
      {
        NonetBits cells = state_house_digit (net->state, net->bad_house, net->bad_digit);
        for (int c; n < max_seeds && (c = bits_pop (&cells)) >= 0; )
          {
            seeds[n].node = forcing_node (c, net->bad_digit);
            seeds[n++].on = false;
          }
      }
      break;
    default:
      break;
    }
  return n;
}

void
_nonet_forcing_set_off (ForcingNet *net,
                        int         cell,
                        int         digit,
                        uint16_t    cause)
{
  set_off (net, cell, digit, cause);
}

int
_nonet_forcing_parents (const ForcingNet *net,
                        int               node,
                        bool              on,
                        ForcingSeed      *out)
{
  Found parents[NONET_DIGITS + 9];
  int cell = node / 9, digit = node % 9 + 1;
  uint16_t cause;
  int before, n;

  if (is_bad_seed (net, node, on))
    cause = net->bad_cause, before = 0xffff;
  else if (on ? forcing_is_on (net, cell, digit) : forcing_is_off (net, cell, digit))
    {
      cause = on ? net->on_cause[node] : net->off_cause[node];
      before = on ? net->on_time[node] : net->off_time[node];
    }
  else
    return -1;
  n = parents_of (net, node, on, cause, before, parents);
  for (int i = 0; i < n; i++)
    out[i] = (ForcingSeed) { parents[i].node, parents[i].on };
  return n;
}
