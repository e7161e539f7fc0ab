/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-links.c: the link graph of candidates and group nodes, and its
 * breadth-first search (see nonet-links.h for the model). */

#include "nonet-links.h"

/* The 54 box-line intersections: box * 6 + k, k 0..2 the rows of the box
 * from the top, 3..5 its columns from the left. */
static int
intersection_line (int box,
                   int k)
{
  return k < 3 ? (box / 3) * 3 + k : 9 + (box % 3) * 3 + (k - 3);
}

typedef struct
{
  NonetLinkGraph        *graph;
  const NonetLogicState *state;
  unsigned               flags;
  int16_t                group_at[NONET_DIGITS + 1][54];
  int16_t                groups[NONET_DIGITS + 1][54];   /* group nodes by digit */
  int                    n_groups[NONET_DIGITS + 1];
  bool                   live[NONET_LINKS_MAX_NODES];    /* OFF(node) may have a strong link */
  int                    lit_start;          /* first edge of the literal being built */
} Builder;

static int
add_node (NonetLinkGraph *graph,
          int             digit,
          NonetBits       cells)
{
  int n = graph->n_nodes++;

  graph->digit[n] = (uint8_t) digit;
  graph->cell[n] = (uint8_t) bits_first (cells);
  graph->cells[n] = cells;
  return n;
}

static void
add_edge (Builder *builder,
          int      to)
{
  NonetLinkGraph *graph = builder->graph;

  if (graph->n_edges < NONET_LINKS_MAX_EDGES)
    graph->to[graph->n_edges++] = (uint16_t) to;
}

/* A strong edge: two houses may give the same one. */
static void
add_strong_edge (Builder *builder,
                 int      to)
{
  NonetLinkGraph *graph = builder->graph;

  for (int i = builder->lit_start; i < graph->n_edges; i++)
    if (graph->to[i] == to)
      return;
  add_edge (builder, to);
}

/* The group node holding exactly cells (2-3 cells of one intersection), or -1. */
static int
group_of_cells (const Builder *builder,
                int            digit,
                NonetBits      cells)
{
  int first = bits_first (cells);
  int box = nonet_cell_houses[first][2] - 18;

  for (int k = 0; k < 6; k++)
    {
      int node = builder->group_at[digit][box * 6 + k];
      if (node >= 0 && bits_equal (builder->graph->cells[node], cells))
        return node;
    }
  return -1;
}

/* OFF(node) -> ON(the rest of its digit in each house holding it). */
static void
add_strong_edges (Builder *builder,
                  int      node)
{
  NonetLinkGraph *graph = builder->graph;
  const NonetLogicState *state = builder->state;
  int digit = graph->digit[node];
  NonetBits cells = graph->cells[node];
  int cell = graph->cell[node];
  bool single = !_nonet_links_is_group (graph, node);
  bool groups = builder->flags & NONET_LINKS_GROUPS;

  if (single && (builder->flags & NONET_LINKS_CELL_STRONG) && state->n_cands[cell] == 2)
    {
      int other = mask_first (state->cands[cell] & ~nonet_digit_bit (digit));
      if (graph->node_of[cell][other] >= 0)
        add_strong_edge (builder, _nonet_links_lit (graph->node_of[cell][other], true));
    }
  if (!(builder->flags & NONET_LINKS_HOUSE_STRONG))
    return;
  for (int k = 2; k >= 0; k--)
    {
      int h = nonet_cell_houses[cell][k];
      int count = state->house_count[h][digit];
      int to = -1;

      /* A group lies in its box and one line; a single counts itself. */
      if (!single && k < 2 && !bits_subset (cells, bits_house (h)))
        continue;
      int rest_count = count - (single ? 1 : bits_count (cells));
      if (rest_count == 1)
        to = graph->node_of[bits_first (bits_andnot (state_house_digit (state, h, digit),
                                                     cells))][digit];
      else if (groups && rest_count >= 2 && rest_count <= 3)
        to = group_of_cells (builder, digit,
                             bits_andnot (state_house_digit (state, h, digit), cells));
      if (to >= 0)
        add_strong_edge (builder, _nonet_links_lit (to, true));
    }
}

/* Whether OFF(node) may have a strong link (a superset is fine: it only
 * decides which weak links the BFS follows first). */
static bool
maybe_live (const Builder *builder,
            int            node)
{
  const NonetLinkGraph *graph = builder->graph;
  const NonetLogicState *state = builder->state;
  int cell = graph->cell[node];
  int digit = graph->digit[node];
  int most = (builder->flags & NONET_LINKS_GROUPS) ? 4 : 2;

  if (_nonet_links_is_group (graph, node))
    return true;
  if ((builder->flags & NONET_LINKS_CELL_STRONG) && state->n_cands[cell] == 2)
    return true;
  if (!(builder->flags & NONET_LINKS_HOUSE_STRONG))
    return false;
  for (int k = 0; k < 3; k++)
    if (state->house_count[nonet_cell_houses[cell][k]][digit] <= most)
      return true;
  return false;
}

/* ON(node) -> OFF(every node of its digit it sees whole, and its cell's
 * other digits): the live targets (OFF with a strong link out, where a
 * chain can go on) first, the dead ends after live_end. */
static void
add_weak_edges (Builder *builder,
                int      node)
{
  NonetLinkGraph *graph = builder->graph;
  const NonetLogicState *state = builder->state;
  int digit = graph->digit[node];
  int cell = graph->cell[node];
  bool single = !_nonet_links_is_group (graph, node);
  int targets[64];
  int n = 0;

  if (single && (builder->flags & NONET_LINKS_CELL_WEAK))
    for (NonetMask m = state->cands[cell] & ~nonet_digit_bit (digit); m != 0; )
      {
        int other = graph->node_of[cell][mask_pop (&m)];
        if (other >= 0)
          targets[n++] = other;
      }
  if (builder->flags & NONET_LINKS_HOUSE_WEAK)
    {
      NonetBits seen = single ? bits_peers (cell) : bits_common_peers (graph->cells[node]);
      NonetBits cells = bits_and (seen, state->digit_cells[digit]);
      for (int c; (c = bits_pop (&cells)) >= 0; )
        if (graph->node_of[c][digit] >= 0)
          targets[n++] = graph->node_of[c][digit];
      for (int i = 0; i < builder->n_groups[digit] && n < 64; i++)
        {
          int g = builder->groups[digit][i];
          if (g != node && bits_subset (graph->cells[g], seen))
            targets[n++] = g;
        }
    }
  for (int pass = 0; pass < 2; pass++)
    {
      for (int i = 0; i < n; i++)
        if (builder->live[targets[i]] == (pass == 0))
          add_edge (builder, _nonet_links_lit (targets[i], false));
      if (pass == 0)
        graph->live_end[_nonet_links_lit (node, true)] = (uint16_t) graph->n_edges;
    }
}

static void
add_groups (Builder  *builder,
            NonetBits filter)
{
  NonetLinkGraph *graph = builder->graph;
  const NonetLogicState *state = builder->state;

  for (int d = 1; d <= NONET_DIGITS; d++)
    for (int box = 0; box < 9; box++)
      {
        NonetBits in_box = bits_and (state_house_digit (state, 18 + box, d), filter);
        if (bits_count (in_box) < 2)
          continue;
        for (int k = 0; k < 6; k++)
          {
            NonetBits cells = bits_and (in_box, bits_house (intersection_line (box, k)));
            if (bits_count (cells) >= 2)
              {
                int node = add_node (graph, d, cells);
                builder->group_at[d][box * 6 + k] = (int16_t) node;
                builder->groups[d][builder->n_groups[d]++] = (int16_t) node;
              }
          }
      }
}

/**
 * _nonet_links_build:
 * The link graph of state's candidates in cells, with the links of flags.
 */
void
_nonet_links_build (NonetLinkGraph        *graph,
                    const NonetLogicState *state,
                    unsigned               flags,
                    NonetBits              cells)
{
  Builder builder;

  builder.graph = graph;
  builder.state = state;
  builder.flags = flags;
  memset (builder.group_at, 0xff, sizeof builder.group_at);
  memset (builder.n_groups, 0, sizeof builder.n_groups);
  memset (graph->node_of, 0xff, sizeof graph->node_of);
  graph->n_nodes = 0;
  graph->n_edges = 0;

  NonetBits open = bits_and (state->empty, cells);
  for (int c; (c = bits_pop (&open)) >= 0; )
    for (NonetMask m = state->cands[c]; m != 0; )
      {
        int d = mask_pop (&m);
        graph->node_of[c][d] = (int16_t) add_node (graph, d, bits_cell (c));
      }
  graph->n_single = graph->n_nodes;
  if (flags & NONET_LINKS_GROUPS)
    add_groups (&builder, cells);

  for (int node = 0; node < graph->n_nodes; node++)
    builder.live[node] = maybe_live (&builder, node);

  for (int node = 0; node < graph->n_nodes; node++)
    {
      int off = _nonet_links_lit (node, false);
      graph->first[off] = (uint16_t) graph->n_edges;
      builder.lit_start = graph->n_edges;
      add_strong_edges (&builder, node);
      graph->live_end[off] = (uint16_t) graph->n_edges;
      graph->first[off + 1] = (uint16_t) graph->n_edges;
      builder.lit_start = graph->n_edges;
      add_weak_edges (&builder, node);
    }
  graph->first[2 * graph->n_nodes] = (uint16_t) graph->n_edges;
}

/**
 * _nonet_links_search_init:
 * Clears a search's marks (once; later searches use a new generation).
 */
void
_nonet_links_search_init (NonetLinkSearch *search)
{
  memset (search->stamp, 0, sizeof search->stamp);
  search->generation = 0;
  search->n_reached = 0;
}

/**
 * _nonet_links_bfs:
 * Shortest implication paths from source (see nonet-links.h).
 */
void
_nonet_links_bfs (const NonetLinkGraph *graph,
                  NonetLinkSearch      *search,
                  int                   source,
                  int                   max_depth,
                  NonetBits             blocked)
{
  int head = 0;
  int tail = 0;

  if (++search->generation == 0)
    {
      memset (search->stamp, 0, sizeof search->stamp);
      search->generation = 1;
    }
  uint16_t gen = search->generation;

  search->stamp[source] = gen;
  search->parent[source] = -1;
  search->dist[source] = 0;
  search->queue[tail++] = (uint16_t) source;
  while (head < tail)
    {
      int lit = search->queue[head++];
      int depth = search->dist[lit];

      if (depth >= max_depth)
        continue;
      for (int e = graph->first[lit]; e < graph->live_end[lit]; e++)
        {
          int next = graph->to[e];
          if (search->stamp[next] == gen)
            continue;
          if (bits_intersect (graph->cells[_nonet_links_node (next)], blocked))
            continue;
          search->stamp[next] = gen;
          search->parent[next] = (int16_t) lit;
          search->dist[next] = (uint8_t) (depth + 1);
          search->queue[tail++] = (uint16_t) next;
        }
    }
  search->n_reached = tail;
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
  n = search->dist[lit] + 1;
  if (n > max)
    return 0;
  for (int i = n - 1; i >= 0; i--)
    {
      path[i] = lit;
      lit = search->parent[lit];
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

      if (bits_has (used, graph->cell[node]))
        return false;
      if (i > 0)
        {
          int prev = _nonet_links_node (path[i - 1]);
          if (!loop || graph->cell[prev] != start_cell)
            used = bits_or (used, graph->cells[prev]);
        }
    }
  return true;
}
