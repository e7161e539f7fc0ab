/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-links.c: the link graph of candidates and group nodes, and its
 * breadth-first search (see nonet-links.h for the model). */

#include "nonet-links.h"

#include <limits.h>

/* The 54 box-line intersections: box * 6 + k, k 0..2 the rows of the box
 * from the top, 3..5 its columns from the left. */
static int
intersection_line (int box,
                   int k)
{
  return k < 3 ? (box / 3) * 3 + k : 9 + (box % 3) * 3 + (k - 3);
}

/* The number of cells of a set of a few. */
static inline int
bits_count_few (NonetBits a)
{
  int n = 0;

  for (uint64_t x = a.lo; x != 0; x &= x - 1)
    n++;
  for (uint64_t x = a.hi; x != 0; x &= x - 1)
    n++;
  return n;
}

/* The group node holding exactly cells (2-3 cells of one intersection), or -1. */
static int
group_of_cells (const NonetLinkGraph *graph,
                int                   digit,
                NonetBits             cells)
{
  int first = bits_first (cells);
  int box = nonet_cell_houses[first][2] - 18;
  /* The one intersection of the box that can hold them: their row's or
   * their column's (the first cell's, then the others in it). */
  int row = nonet_cell_houses[first][0], col = nonet_cell_houses[first][1];
  int k = bits_subset (cells, bits_house (row)) ? row % 3
          : bits_subset (cells, bits_house (col)) ? 3 + (col - 9) % 3 : -1;

  if (k < 0)
    return -1;
  int node = graph->group_at[digit][box * 6 + k];
  return node >= 0 && bits_equal (graph->cells[node], cells) ? node : -1;
}

static void
push_unique (int *next,
             int *n,
             int  lit)
{
  for (int i = 0; i < *n; i++)
    if (next[i] == lit)
      return;
  if (*n < NONET_LINKS_MAX_NEXT)
    next[(*n)++] = lit;
}

/* OFF(A, d) -> ON(A, e) for the other digits e of ALS A (exclude: the
 * node (A, d)). With NONET_LINKS_ALS_CELLS a digit of A in one
 * cell is also that candidate: ON(cell, e) too, so that chains can start or
 * end there. Appends to next[0 .. n). */
static int
als_strong_successors (const NonetLinkGraph *graph,
                       int                   exclude,
                       int                  *next,
                       int                   n)
{
  int i = exclude - graph->als_base;

  for (int k = 0; k < graph->als_size[i]; k++)
    {
      int f = graph->als_first[i] + k;
      if (f == exclude)
        continue;
      push_unique (next, &n, _nonet_links_lit (f, true));
      if ((graph->flags & NONET_LINKS_ALS_CELLS) && bits_count (graph->cells[f]) == 1)
        {
          int single = graph->node_of[graph->cell[f]][graph->digit[f]];
          if (single >= 0)
            push_unique (next, &n, _nonet_links_lit (single, true));
        }
    }
  /* The cells the locked set forces (HoDoKu's tabling chains). */
  for (int k = 0; (graph->flags & NONET_LINKS_ALS_FORCE) && k < graph->n_forced; k++)
    if (graph->forced_als[k] == exclude)
      push_unique (next, &n, _nonet_links_lit (graph->forced_single[k], true));
  return n;
}

/* OFF(cell, x) -> ON(A, d) for each ALS node (A, d) that forces x into the
 * cell: the forcing read back (when the cell is not x, A holds d). With
 * NONET_LINKS_ALS_CELLS, A's only cell of d is that candidate too.
 * Appends to next[0 .. n). */
static int
forced_back_successors (const NonetLinkGraph *graph,
                        int                   single,
                        int                  *next,
                        int                   n)
{
  for (int k = 0; k < graph->n_forced; k++)
    {
      if (graph->forced_single[k] != single)
        continue;
      int a = graph->forced_als[k];
      push_unique (next, &n, _nonet_links_lit (a, true));
      if ((graph->flags & NONET_LINKS_ALS_CELLS) && bits_count (graph->cells[a]) == 1)
        {
          int s = graph->node_of[graph->cell[a]][graph->digit[a]];
          if (s >= 0)
            push_unique (next, &n, _nonet_links_lit (s, true));
        }
    }
  return n;
}

/* OFF(node) -> ON(the rest of its digit in each house holding it, or the
 * other digit of its bivalue cell). */
static int
compute_strong_successors (const NonetLinkGraph *graph,
                           int                   node,
                           int                  *next)
{
  const NonetLogicState *state = graph->state;
  int digit = graph->digit[node];
  NonetBits cells = graph->cells[node];
  int cell = graph->cell[node];
  bool single = !_nonet_links_is_group (graph, node);
  int n = 0;

  if (_nonet_links_is_als (graph, node))
    return als_strong_successors (graph, node, next, 0);
  if (single && (graph->flags & NONET_LINKS_CELL_STRONG) && state->n_cands[cell] == 2)
    {
      int other = graph->node_of[cell][mask_first (state->cands[cell] & ~nonet_digit_bit (digit))];
      if (other >= 0)
        next[n++] = _nonet_links_lit (other, true);
    }
  if (!(graph->flags & NONET_LINKS_HOUSE_STRONG))
    return n;
  if (single)
    for (int k = 2; k >= 0; k--)
      {
        /* The fast path: a conjugate pair, found from the position mask. */
        int h = nonet_cell_houses[cell][k];
        if (state->house_count[h][digit] != 2)
          continue;
        int index = k == 0 ? cell % 9 : k == 1 ? cell / 9 : ((cell / 9) % 3) * 3 + (cell % 9) % 3;
        unsigned rest = state->house_pos[h][digit] & ~(1u << index);
        int to = graph->node_of[nonet_house_cells[h][__builtin_ctz (rest)]][digit];
        if (to >= 0)
          push_unique (next, &n, _nonet_links_lit (to, true));
      }
  if (single && !(graph->flags & NONET_LINKS_GROUPS))
    return n;
  for (int k = 2; k >= 0; k--)
    {
      int h = nonet_cell_houses[cell][k];
      int count = state->house_count[h][digit];
      int to = -1;

      if (single && count == 2)
        continue;

      /* A group lies in its box and one line; a single counts itself. */
      if (!single && k < 2 && !bits_subset (cells, bits_house (h)))
        continue;
      int rest_count = count - (single ? 1 : bits_count_few (cells));
      if (rest_count == 1)
        to = graph->node_of[bits_first (bits_andnot (state_house_digit (state, h, digit),
                                                     cells))][digit];
      else if ((graph->flags & NONET_LINKS_GROUPS) && rest_count >= 2 && rest_count <= 3)
        to = group_of_cells (graph, digit,
                             bits_andnot (state_house_digit (state, h, digit), cells));
      if (to >= 0)
        push_unique (next, &n, _nonet_links_lit (to, true));
    }
  return n;
}

static int
strong_successors (const NonetLinkGraph *graph,
                   int                   node,
                   int                  *next)
{
  /* ALS nodes lie past the n_strong table: branch before reading it. */
  if (_nonet_links_is_als (graph, node))
    return compute_strong_successors (graph, node, next);
  int n = graph->n_strong[node];
  for (int i = 0; i < n; i++)
    next[i] = graph->strong_to[node][i];
  if ((graph->flags & NONET_LINKS_ALS_CELLS) && !_nonet_links_is_group (graph, node))
    {
      /* A candidate that is the only cell of its digit in an ALS is that
       * ALS node: OFF leaves the ALS locked on its other digits. */
      int d = graph->digit[node];
      for (int i = 0; i < graph->n_als_by_digit[d]; i++)
        {
          int a = graph->als_by_digit[d][i];
          if (bits_count (graph->cells[a]) == 1 && graph->cell[a] == graph->cell[node])
            n = als_strong_successors (graph, a, next, n);
        }
    }
  if ((graph->flags & NONET_LINKS_ALS_FORCE) && !_nonet_links_is_group (graph, node))
    n = forced_back_successors (graph, node, next, n);
  return n;
}

/* ON(node) -> OFF(every node of its digit it sees whole, and its cell's
 * other digits). */
static int
weak_successors (const NonetLinkGraph *graph,
                 int                   node,
                 bool                  live_only,
                 int                  *next)
{
  const NonetLogicState *state = graph->state;
  int digit = graph->digit[node];
  int cell = graph->cell[node];
  bool single = !_nonet_links_is_group (graph, node);
  int n = 0;

  if (single && (graph->flags & NONET_LINKS_CELL_WEAK))
    for (NonetMask m = state->cands[cell] & ~nonet_digit_bit (digit); m != 0; )
      {
        int d = mask_pop (&m);
        if (graph->node_of[cell][d] >= 0
            && (!live_only || bits_has (graph->live[d], cell)))
          next[n++] = _nonet_links_lit (graph->node_of[cell][d], false);
      }
  if (!(graph->flags & NONET_LINKS_HOUSE_WEAK))
    return n;
  NonetBits seen = single ? bits_peers (cell) : bits_common_peers (graph->cells[node]);
  NonetBits targets = bits_and (seen, live_only ? graph->live[digit] : graph->in[digit]);
  for (int c; (c = bits_pop (&targets)) >= 0 && n < NONET_LINKS_MAX_NEXT; )
    next[n++] = _nonet_links_lit (c * NONET_DIGITS + digit - 1, false);
  /* ALS nodes of the digit seen whole, not overlapping this node. */
  NonetBits extent = _nonet_links_extent (graph, node);
  for (int i = 0; (graph->flags & NONET_LINKS_ALS) && i < graph->n_als_by_digit[digit]
                  && n < NONET_LINKS_MAX_NEXT; i++)
    {
      int a = graph->als_by_digit[digit][i];
      if (a != node && bits_subset (graph->cells[a], seen)
          && !bits_intersect (graph->als_cells[a - graph->als_base], extent))
        next[n++] = _nonet_links_lit (a, false);
    }
  if (_nonet_links_is_als (graph, node))
    {
      /* Groups seen whole by the ALS's cells of the digit. */
      for (int box = 0; box < 9; box++)
        for (int i = 0; i < graph->n_in_house[digit][18 + box] && n < NONET_LINKS_MAX_NEXT; i++)
          {
            int g = graph->in_house[digit][18 + box][i];
            if (bits_subset (graph->cells[g], seen) && !bits_intersect (graph->cells[g], extent))
              next[n++] = _nonet_links_lit (g, false);
          }
      return n;
    }
  /* Groups seen whole lie in a house of the (first) cell. */
  if (!(graph->flags & NONET_LINKS_GROUPS))
    return n;
  int box = nonet_cell_houses[cell][2];
  for (int k = 0; k < 3; k++)
    {
      int h = nonet_cell_houses[cell][k];
      for (int i = 0; i < graph->n_in_house[digit][h] && n < NONET_LINKS_MAX_NEXT; i++)
        {
          int g = graph->in_house[digit][h][i];
          /* A candidate sees every cell of a group of its line outside its
           * box (one inside is seen with the box), and of a group of its
           * box that does not hold it. */
          bool sees = !single ? g != node && !(k < 2 && bits_subset (graph->cells[g],
                                                                    bits_house (box)))
                                && bits_subset (graph->cells[g], seen)
                      : k < 2 ? nonet_cell_houses[graph->cell[g]][2] != box
                      : !bits_has (graph->cells[g], cell);
          if (sees)
            next[n++] = _nonet_links_lit (g, false);
        }
    }
  return n;
}

/**
 * _nonet_links_successors:
 * The literals lit implies directly (see nonet-links.h).
 */
int
_nonet_links_successors (const NonetLinkGraph *graph,
                         int                   lit,
                         bool                  live_only,
                         int                  *next)
{
  int node = _nonet_links_node (lit);

  if (_nonet_links_is_on (lit))
    return weak_successors (graph, node, live_only, next);
  return strong_successors (graph, node, next);
}

static int
add_node (NonetLinkGraph *graph,
          int             node,
          int             digit,
          NonetBits       cells)
{
  graph->digit[node] = (uint8_t) digit;
  graph->cell[node] = (uint8_t) bits_first (cells);
  graph->cells[node] = cells;
  return node;
}

static void
add_groups (NonetLinkGraph *graph)
{
  for (int d = 1; d <= NONET_DIGITS; d++)
    for (int box = 0; box < 9; box++)
      {
        NonetBits in_box = bits_and (graph->in[d], bits_house (18 + box));
        if (!bits_several (in_box))
          continue;
        for (int k = 0; k < 6; k++)
          {
            NonetBits cells = bits_and (in_box, bits_house (intersection_line (box, k)));
            if (!bits_several (cells))
              continue;
            int node = add_node (graph, graph->n_nodes++, d, cells);
            int line = intersection_line (box, k);
            graph->group_at[d][box * 6 + k] = (int16_t) node;
            graph->in_house[d][18 + box][graph->n_in_house[d][18 + box]++] = (int16_t) node;
            graph->in_house[d][line][graph->n_in_house[d][line]++] = (int16_t) node;
          }
      }
}

static void
store_strong (NonetLinkGraph *graph,
              int             node)
{
  int next[NONET_LINKS_MAX_NEXT];
  int n = compute_strong_successors (graph, node, next);

  graph->n_strong[node] = (uint8_t) (n < 4 ? n : 4);
  for (int i = 0; i < graph->n_strong[node]; i++)
    graph->strong_to[node][i] = (int16_t) next[i];
}

/* Appends lit to node's strong links (once; four at most). */
static void
strong_push (NonetLinkGraph *graph,
             int             node,
             int             lit)
{
  int n = graph->n_strong[node];

  for (int i = 0; i < n; i++)
    if (graph->strong_to[node][i] == lit)
      return;
  if (n < 4)
    {
      graph->strong_to[node][n] = (int16_t) lit;
      graph->n_strong[node] = (uint8_t) (n + 1);
    }
}

/* The strong links of the candidates (n_strong cleared), in the order of
 * compute_strong_successors: the other digit of a bivalue cell, the
 * conjugate in the box, column and row, then (groups) the rest of the
 * digit in each house when it is a group. The conjugate pairs house by
 * house, not candidate by candidate: a look at each house and digit, not
 * at three houses of each candidate. Only live candidates have any. */
static void
add_single_strong (NonetLinkGraph *graph)
{
  const NonetLogicState *state = graph->state;

  if (graph->flags & NONET_LINKS_CELL_STRONG)
    for (int d = 1; d <= NONET_DIGITS; d++)
      for (NonetBits c = bits_and (graph->in[d], state->bivalue); !bits_empty (c); )
        {
          int cell = bits_pop (&c);
          int other = graph->node_of[cell][mask_first (state->cands[cell] & ~nonet_digit_bit (d))];
          if (other >= 0)
            strong_push (graph, graph->node_of[cell][d], _nonet_links_lit (other, true));
        }
  if (!(graph->flags & NONET_LINKS_HOUSE_STRONG))
    return;
  /* Boxes, then columns, then rows (a candidate is in one of each). */
  for (int kind = 2; kind >= 0; kind--)
    for (int house = kind * 9; house < kind * 9 + 9; house++)
      for (int d = 1; d <= NONET_DIGITS; d++)
        {
          if (state->house_count[house][d] != 2)
            continue;
          unsigned pos = state->house_pos[house][d];
          int a = graph->node_of[nonet_house_cells[house][__builtin_ctz (pos)]][d];
          int b = graph->node_of[nonet_house_cells[house][__builtin_ctz (pos & (pos - 1))]][d];
          if (a < 0 || b < 0)
            continue;
          strong_push (graph, a, _nonet_links_lit (b, true));
          strong_push (graph, b, _nonet_links_lit (a, true));
        }
  if (!(graph->flags & NONET_LINKS_GROUPS))
    return;
  for (int d = 1; d <= NONET_DIGITS; d++)
    for (NonetBits c = graph->live[d]; !bits_empty (c); )
      {
        int cell = bits_pop (&c);
        int node = cell * NONET_DIGITS + d - 1;
        for (int k = 2; k >= 0; k--)
          {
            int h = nonet_cell_houses[cell][k];
            int count = state->house_count[h][d];
            if (count < 3 || count > 4)
              continue;
            int to = group_of_cells (graph, d, bits_andnot (state_house_digit (state, h, d),
                                                            bits_cell (cell)));
            if (to >= 0)
              strong_push (graph, node, _nonet_links_lit (to, true));
          }
      }
}

static void
add_one_als (NonetLinkGraph *graph,
             NonetBits       cells,
             NonetMask       digits)
{
  int first = graph->n_nodes;

  /* The same ALS from another house. */
  for (int i = 0; i < graph->n_nodes - graph->als_base; i += graph->als_size[i])
    if (bits_equal (graph->als_cells[i], cells))
      return;
  if (graph->n_nodes - graph->als_base + mask_count (digits) > NONET_LINKS_MAX_ALS_NODES)
    return;
  for (NonetMask m = digits; m != 0; )
    {
      int d = mask_pop (&m);
      int node = add_node (graph, graph->n_nodes++, d,
                           bits_and (cells, graph->state->digit_cells[d]));
      int i = node - graph->als_base;
      graph->als_first[i] = (int16_t) first;
      graph->als_size[i] = (uint8_t) mask_count (digits);
      graph->als_cells[i] = cells;
      graph->als_by_digit[d][graph->n_als_by_digit[d]++] = (int16_t) node;
    }
}

/* Every almost locked set of 2 to 8 cells of one house (n cells, n + 1
 * digits); single bivalue cells are cell links already. */
static void
add_als_nodes (NonetLinkGraph *graph)
{
  const NonetLogicState *state = graph->state;

  memset (graph->n_als_by_digit, 0, sizeof graph->n_als_by_digit);
  for (int h = 0; h < NONET_HOUSES; h++)
    {
      int open[9];
      int n_open = 0;
      for (int i = 0; i < 9; i++)
        if (state->values[nonet_house_cells[h][i]] == 0)
          open[n_open++] = nonet_house_cells[h][i];
      for (unsigned subset = 1; subset < (1u << n_open); subset++)
        {
          int size = mask_count (subset);
          NonetMask digits = 0;
          NonetBits cells = bits_none ();
          if (size < 2 || size >= n_open)
            continue;
          for (int i = 0; i < n_open; i++)
            if (subset & (1u << i))
              {
                digits |= state->cands[open[i]];
                bits_set (&cells, open[i]);
              }
          if (mask_count (digits) == size + 1)
            add_one_als (graph, cells, digits);
        }
    }
}

/* HoDoKu's forcings of ALS nodes (NONET_LINKS_ALS_FORCE): without d, ALS
 * A is locked on its other digits, each of which leaves the cells outside A
 * that see all of A's cells with it; a cell of three or more candidates
 * left with one is forced (a bivalue cell is its cell link already). */
static void
add_als_forcings (NonetLinkGraph *graph)
{
  const NonetLogicState *state = graph->state;

  graph->n_forced = 0;
  for (int node = graph->als_base; node < graph->n_nodes; node++)
    {
      int i = node - graph->als_base;
      NonetBits als = graph->als_cells[i];
      NonetBits lose[NONET_DIGITS + 1];
      NonetBits touched = bits_none ();

      for (int k = 0; k < graph->als_size[i]; k++)
        {
          int f = graph->als_first[i] + k;
          int e = graph->digit[f];
          lose[e] = bits_none ();
          if (f == node)
            continue;
          lose[e] = bits_andnot (bits_and (bits_common_peers (graph->cells[f]),
                                           graph->in[e]), als);
          touched = bits_or (touched, lose[e]);
        }
      for (int c; (c = bits_pop (&touched)) >= 0; )
        {
          NonetMask left = state->cands[c];
          if (state->n_cands[c] <= 2)
            continue;
          for (int k = 0; k < graph->als_size[i]; k++)
            {
              int e = graph->digit[graph->als_first[i] + k];
              if (bits_has (lose[e], c))
                left &= ~nonet_digit_bit (e);
            }
          if (mask_count (left) != 1 || graph->node_of[c][mask_first (left)] < 0
              || graph->n_forced >= NONET_LINKS_MAX_FORCED)
            continue;
          int x = mask_first (left);
          graph->forced_als[graph->n_forced] = (int16_t) node;
          graph->forced_single[graph->n_forced++] = graph->node_of[c][x];
          /* OFF(c, x) goes on into A. */
          bits_set (&graph->live[x], c);
        }
    }
}

/* Cells of digit where OFF may have a strong link: every one that has one
 * (more is fine: it decides which weak links the BFS follows, and which
 * candidates' strong links are worked out). */
static NonetBits
live_cells (const NonetLinkGraph *graph,
            int                   digit)
{
  const NonetLogicState *state = graph->state;
  NonetBits live = bits_none ();
  int most = (graph->flags & NONET_LINKS_GROUPS) ? 4 : 2;

  if (bits_empty (graph->in[digit]))
    return live;
  if (graph->flags & NONET_LINKS_CELL_STRONG)
    live = bits_and (graph->in[digit], state->bivalue);
  if (graph->flags & NONET_LINKS_HOUSE_STRONG)
    for (int h = 0; h < NONET_HOUSES; h++)
      if (state->house_count[h][digit] >= 2 && state->house_count[h][digit] <= most)
        live = bits_or (live, bits_and (graph->in[digit], bits_house (h)));
  return live;
}

/**
 * _nonet_links_build:
 * Sets up the link graph of state's candidates in cells, with the links of flags.
 */
void
_nonet_links_build (NonetLinkGraph        *graph,
                    const NonetLogicState *state,
                    unsigned               flags,
                    NonetBits              cells)
{
  _nonet_links_build_digits (graph, state, flags, cells, NONET_ALL_DIGITS);
}

/**
 * _nonet_links_build_digits:
 * _nonet_links_build with the candidates of digits only.
 */
void
_nonet_links_build_digits (NonetLinkGraph        *graph,
                           const NonetLogicState *state,
                           unsigned               flags,
                           NonetBits              cells,
                           NonetMask              digits)
{
  graph->state = state;
  graph->flags = flags;
  graph->built_cells = cells;
  graph->n_single = NONET_LINKS_GROUP_BASE;
  graph->n_nodes = NONET_LINKS_GROUP_BASE;
  memset (graph->node_of, 0xff, sizeof graph->node_of);
  graph->in[0] = graph->live[0] = bits_none ();
  for (int d = 1; d <= NONET_DIGITS; d++)
    {
      graph->in[d] = (digits & nonet_digit_bit (d)) ? bits_and (state->digit_cells[d], cells)
                                                    : bits_none ();
      for (NonetBits c = graph->in[d]; !bits_empty (c); )
        {
          int cell = bits_pop (&c);
          int node = cell * NONET_DIGITS + d - 1;
          graph->node_of[cell][d] = (int16_t) node;
          graph->digit[node] = (uint8_t) d;
          graph->cell[node] = (uint8_t) cell;
          graph->cells[node] = bits_cell (cell);
        }
    }
  if (flags & NONET_LINKS_GROUPS)
    {
      memset (graph->group_at, 0xff, sizeof graph->group_at);
      memset (graph->n_in_house, 0, sizeof graph->n_in_house);
      add_groups (graph);
    }
  graph->als_base = graph->n_nodes;
  for (int d = 1; d <= NONET_DIGITS; d++)
    graph->live[d] = live_cells (graph, d);
  memset (graph->n_strong, 0, NONET_LINKS_GROUP_BASE * sizeof graph->n_strong[0]);
  add_single_strong (graph);
  for (int node = NONET_LINKS_GROUP_BASE; node < graph->n_nodes; node++)
    store_strong (graph, node);
  if (flags & NONET_LINKS_ALS)
    add_als_nodes (graph);
  /* The only cell of a digit in an ALS: its OFF goes on into the ALS. */
  for (int d = 1; (flags & NONET_LINKS_ALS_CELLS) && d <= NONET_DIGITS; d++)
    for (int i = 0; i < graph->n_als_by_digit[d]; i++)
      {
        int a = graph->als_by_digit[d][i];
        if (bits_count (graph->cells[a]) == 1)
          graph->live[d] = bits_or (graph->live[d], graph->cells[a]);
      }
  graph->n_forced = 0;
  if ((flags & NONET_LINKS_ALS) && (flags & NONET_LINKS_ALS_FORCE))
    add_als_forcings (graph);
}

/**
 * _nonet_links_search_init:
 * Readies a search (its first BFS clears the marks; later ones use a new
 * generation).
 */
void
_nonet_links_search_init (NonetLinkSearch *search)
{
  /* The marks are cleared by the first search, when the generation wraps
   * to 0: most chain searches never run one, and clearing the marks of
   * every literal showed in profiles. Searches take the even generations
   * (see _nonet_links_bfs_soft). */
  search->generation = NONET_LINKS_MAX_GENERATION - 1;
  search->n_reached = 0;
  search->n_stamped = 0;
  search->cache_graph = NULL;
  search->n_cache_lits = 0;
  search->cache_clean = 0;
}

/* Readies the search's successor cache for graph (dropped when it was
 * another graph's). */
static void
cache_for_graph (const NonetLinkGraph *graph,
                 NonetLinkSearch      *search)
{
  if (search->cache_graph != graph || search->cache_flags != graph->flags
      || !bits_equal (search->cache_cells, graph->built_cells))
    {
      search->cache_graph = graph;
      search->cache_flags = graph->flags;
      search->cache_cells = graph->built_cells;
      /* Only the graph's literals are looked up. */
      for (int i = 0; i < search->n_cache_lits; i++)
        search->cache_at[search->cache_lits[i]] = 0;
      search->n_cache_lits = 0;
      if (search->cache_clean < 2 * graph->n_nodes)
        {
          memset (search->cache_at + search->cache_clean, 0,
                  (size_t) (2 * graph->n_nodes - search->cache_clean) * sizeof search->cache_at[0]);
          search->cache_clean = 2 * graph->n_nodes;
        }
      search->cache_used = 1;
    }
}

/* The live successors of lit, not yet in the search's cache: worked out
 * and kept there (when the pool is full, at its end past
 * NONET_LINKS_CACHE_POOL, till the next one). Returns the look-up word
 * (as cache_at). */
static uint32_t
fill_successors (const NonetLinkGraph *graph,
                 NonetLinkSearch      *search,
                 int                   lit)
{
  int succ[NONET_LINKS_MAX_NEXT];
  int n = _nonet_links_successors (graph, lit, true, succ);
  int start = NONET_LINKS_CACHE_POOL;
  uint32_t at;

  if (search->cache_used + n <= NONET_LINKS_CACHE_POOL)
    {
      start = search->cache_used;
      search->cache_lits[search->n_cache_lits++] = (uint16_t) lit;
      search->cache_used += n;
    }
  at = ((uint32_t) (start + n)) << 7 | (uint32_t) n;
  if (start < NONET_LINKS_CACHE_POOL)
    search->cache_at[lit] = at;
  for (int i = 0; i < n; i++)
    search->cache_pool[start + i] = (uint16_t) succ[i];
  return at;
}

/* Whether a literal's node touches a cell of blocked: a single
 * candidate's cell follows from its number (no look-up). */
static inline bool
lit_blocked (const NonetLinkGraph *graph,
             int                   lit,
             NonetBits             blocked)
{
  int node = _nonet_links_node (lit);

  if (node < graph->n_single)
    return bits_has (blocked, node / NONET_DIGITS);
  return bits_intersect (graph->cells[node], blocked);
}

_Static_assert (NONET_LINKS_MAX_LITS < NONET_LINKS_MARK_NO_PLACE,
                "a queue place and the source's parent fit a mark");

/* Whether soft is the cells before a cell (*first set to that cell), the
 * cells before a nice loop's start: a single candidate's literal is in
 * one of them when its number is below 18 times that cell. */
static bool
soft_is_prefix (NonetBits soft,
                int      *first)
{
  if (soft.hi == 0 && (soft.lo & (soft.lo + 1)) == 0)
    {
      *first = soft.lo == 0 ? 0 : 64 - __builtin_clzll (soft.lo);
      return true;
    }
  if (soft.lo == ~0ull && (soft.hi & (soft.hi + 1)) == 0)
    {
      *first = 64 + (soft.hi == 0 ? 0 : 64 - __builtin_clzll (soft.hi));
      return true;
    }
  return false;
}

/* What a search tests of a literal met for the first time: those from lo
 * on, span of them, are not blocked (their cells were marked before); the
 * others are looked at (below lo: single candidates of a soft that is the
 * cells before one, or all of them for another soft; from lo + span on:
 * groups and ALS nodes, when something is blocked). */
typedef struct
{
  unsigned  lo;
  unsigned  span;
  NonetBits blocked;    /* hard and soft */
  NonetBits hard;
  bool      any_soft;
  bool      soft_left_out;
} BfsTest;

/* The levels of a search, from queue[*head] on (see _nonet_links_bfs_soft);
 * with test false no literal met is blocked unless marked so. Made twice
 * (test or not), each with its own registers. */
static inline __attribute__ ((always_inline)) void
bfs_levels (const NonetLinkGraph *graph,
            NonetLinkSearch      *search,
            int                   max_depth,
            uint32_t              gen_mark,
            BfsTest              *t,
            bool                  test,
            int                  *head_out,
            int                  *tail_out)
{
  int head = 0;
  int tail = 1;
  uint32_t blocked_mark = gen_mark + (1u << NONET_LINKS_MARK_GEN_SHIFT);
  uint32_t *mark = search->mark;
  uint16_t *queue_tail = search->queue + 1;
  const uint16_t *pool = search->cache_pool;

  /* Level by level: queue[head .. level_end) are depth links away; the
   * rest of the queue is as far or farther. */
  for (int depth = 0; depth < max_depth && head < tail; depth++)
    {
      int level_end = tail;
      uint32_t level_mark = gen_mark | (uint32_t) (depth + 1) << NONET_LINKS_MARK_PLACE_BITS;

      for (; head < level_end; head++)
        {
          uint32_t at = search->cache_at[search->queue[head]];

          if (__builtin_expect (at == 0, 0))
            at = fill_successors (graph, search, search->queue[head]);
          /* From the end: the loop's count is its test. */
          const uint16_t *end = &pool[at >> 7];
          intptr_t e = -(intptr_t) (at & 127);
          uint32_t reached_mark = level_mark | (uint32_t) head;
          for (; e != 0; e++)
            {
              size_t next = end[e];

              if (mark[next] >= gen_mark)
                continue;
              if (test && (unsigned) next - t->lo >= t->span
                  && lit_blocked (graph, (int) next, t->blocked))
                {
                  /* A literal not reached yet: the test of soft costs
                   * nothing in the common case. */
                  if (t->any_soft && !lit_blocked (graph, (int) next, t->hard))
                    t->soft_left_out = true;
                  mark[next] = blocked_mark;
                  continue;
                }
              mark[next] = reached_mark;
              *queue_tail++ = (uint16_t) next;
            }
        }
      tail = (int) (queue_tail - search->queue);
    }
  *head_out = head;
  *tail_out = tail;
}

/**
 * _nonet_links_bfs_soft:
 * _nonet_links_bfs with blocked and soft, telling whether soft changed it
 * (see nonet-links.h).
 */
void
_nonet_links_bfs_soft (const NonetLinkGraph *graph,
                       NonetLinkSearch      *search,
                       int                   source,
                       int                   max_depth,
                       NonetBits             blocked,
                       NonetBits             soft)
{
  BfsTest t;
  int head, tail;

  /* Even generations: the odd one above a search's marks the literals it
   * found blocked (not reached: another generation). */
  search->generation += 2;
  if (search->generation > NONET_LINKS_MAX_GENERATION - 1)
    {
      memset (search->mark, 0, (size_t) search->n_stamped * sizeof search->mark[0]);
      search->generation = 2;
    }
  if (search->n_stamped < 2 * graph->n_nodes)
    {
      /* A graph with more literals than any before (the marks of the
       * first ones stay: they are of older generations). */
      memset (search->mark + search->n_stamped, 0,
              (size_t) (2 * graph->n_nodes - search->n_stamped) * sizeof search->mark[0]);
      search->n_stamped = 2 * graph->n_nodes;
    }
  if (max_depth > NONET_LINKS_MAX_DEPTH)
    max_depth = NONET_LINKS_MAX_DEPTH;
  cache_for_graph (graph, search);
  /* A mark of this search is at least gen_mark (older generations are
   * below it): one comparison per link. */
  uint32_t gen_mark = (uint32_t) search->generation << NONET_LINKS_MARK_GEN_SHIFT;

  /* The single candidates of the cells of blocked are marked blocked at
   * once (all nine digits: the literals of others are never met), as they
   * would be when met: no test of them then. */
  t.lo = 0;
  t.span = UINT_MAX;
  t.blocked = bits_or (blocked, soft);
  t.hard = blocked;
  t.any_soft = !bits_empty (soft);
  t.soft_left_out = false;
  bool groups = graph->n_nodes > graph->n_single;
  for (NonetBits c = blocked; !bits_empty (c); )
    {
      uint32_t *at = &search->mark[bits_pop (&c) * 2 * NONET_DIGITS];
      for (int i = 0; i < 2 * NONET_DIGITS; i++)
        at[i] = gen_mark + (1u << NONET_LINKS_MARK_GEN_SHIFT);
    }
  if (t.any_soft)
    {
      int first;
      t.span = 0;
      if (soft_is_prefix (soft, &first))
        {
          t.lo = (unsigned) (first * 2 * NONET_DIGITS);
          /* Without groups: every literal from lo on (below lo, next - lo
           * wraps to -lo or more). */
          t.span = groups ? (unsigned) (2 * graph->n_single) - t.lo : 0u - t.lo;
        }
    }
  else if (groups && !bits_empty (blocked))
    t.span = (unsigned) (2 * graph->n_single);

  search->mark[source] = gen_mark | NONET_LINKS_MARK_NO_PLACE;
  search->queue[0] = (uint16_t) source;
  if (t.lo == 0 && t.span == UINT_MAX)
    bfs_levels (graph, search, max_depth, gen_mark, &t, false, &head, &tail);
  else
    bfs_levels (graph, search, max_depth, gen_mark, &t, true, &head, &tail);
  search->n_reached = tail;
  /* Literals left at max_depth may lead on: the search was cut short. */
  search->whole = !t.soft_left_out && head == tail;
}

/**
 * _nonet_links_path:
 * The literals from the source to lit, source first.
 */
int
_nonet_links_path (const NonetLinkSearch *search,
                   int                    lit,
                   int                   *path,
                   int                    max)
{
  int n;

  if (!_nonet_links_reached (search, lit))
    return 0;
  n = _nonet_links_dist (search, lit) + 1;
  if (n > max)
    return 0;
  for (int i = n - 1; i >= 0; i--)
    {
      path[i] = lit;
      if (i > 0)
        lit = search->queue[search->mark[lit] & NONET_LINKS_MARK_NO_PLACE];
    }
  return n;
}

/**
 * _nonet_links_step_node:
 * The step's node for a graph node (a group lists its cells).
 */
NonetNode
_nonet_links_step_node (const NonetLinkGraph *graph,
                        int                   node)
{
  if (_nonet_links_is_group (graph, node))
    return _nonet_node_group (graph->cells[node], graph->digit[node]);
  return _nonet_node (graph->cell[node], graph->digit[node]);
}

/**
 * _nonet_links_step_link:
 * Adds the link a -> b to the step: strong into an ON literal, else weak.
 */
void
_nonet_links_step_link (const NonetLinkGraph *graph,
                        NonetStep            *step,
                        int                   a,
                        int                   b)
{
  _nonet_step_link (step, _nonet_links_step_node (graph, _nonet_links_node (a)),
                    _nonet_links_step_node (graph, _nonet_links_node (b)),
                    _nonet_links_is_on (b) ? NONET_LINK_STRONG : NONET_LINK_WEAK);
}

/**
 * _nonet_links_path_is_simple:
 * HoDoKu's lasso rule: the (first) cell of each node must not be a cell of
 * a node before its predecessor; a loop's start cell stays open so that the
 * loop can come back to it.
 */
bool
_nonet_links_path_is_simple (const NonetLinkGraph *graph,
                             const int            *path,
                             int                   n,
                             bool                  loop)
{
  NonetBits used = bits_none ();
  int start_cell = graph->cell[_nonet_links_node (path[0])];

  for (int i = 0; i < n; i++)
    {
      int node = _nonet_links_node (path[i]);

      /* HoDoKu's chains hold an ALS once, at the cell where it is entered:
       * the OFF literal before, of the same ALS or of a cell it forces
       * (read back: that cell's candidate off, the ALS holds the digit).
       * The ON literal the ALS is left by is not checked. */
      bool als_exit = (graph->flags & NONET_LINKS_ALS_FORCE) && i > 0
                      && _nonet_links_is_on (path[i]) && _nonet_links_is_als (graph, node);
      if (!als_exit && bits_has (used, graph->cell[node]))
        return false;
      if (i > 0)
        {
          int prev = _nonet_links_node (path[i - 1]);
          if (!loop || graph->cell[prev] != start_cell)
            used = bits_or (used, _nonet_links_extent (graph, prev));
        }
    }
  return true;
}
