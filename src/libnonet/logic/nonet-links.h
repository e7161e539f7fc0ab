/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-links.h: the strong/weak link graph of candidates and group nodes,
 * and a breadth-first search over it. Shared by chains (nice loops, AIC,
 * X-/XY-chains) and usable by forcing chains.
 *
 * Nodes are single candidates (cell, digit) and, on request, group nodes:
 * all cells of one digit in one box-line intersection when there are 2 or 3,
 * and ALS nodes (digit d of an almost locked set).
 * Every node has two literals: ON (the node is true; for a group: one of its
 * cells holds the digit) and OFF (no cell of the node holds the digit).
 *
 *   literal = node * 2 + 1  ON        literal = node * 2  OFF
 *
 * Edges are implications between literals, so a path alternates by itself:
 *
 *   weak   ON(a)  -> OFF(b)  a and b cannot both be true: same digit, every
 *                            cell of b sees every cell of a (house weak), or
 *                            two digits of one cell (cell weak)
 *   strong OFF(a) -> ON(b)   one of a, b must be true: b is the rest of the
 *                            digit in a house holding a (house strong: a
 *                            conjugate pair, or a group that is the rest), or
 *                            the other digit of a bivalue cell (cell strong)
 *
 * Both kinds are symmetric: ON(a)->OFF(b) exists iff ON(b)->OFF(a), and
 * OFF(a)->ON(b) iff OFF(b)->ON(a), so the predecessors of a literal l are
 * the flipped successors of the flipped l (_nonet_links_flip).
 *
 * Live links: an OFF literal without a strong link out is a dead end for a
 * chain; the BFS follows only weak links into OFF literals that may go on.
 *
 * Weak edges are not stored: _nonet_links_successors computes them from the
 * state when asked (the BFS visits each literal once); the few strong edges
 * of candidates and groups are worked out once at build. Single candidates
 * are nodes cell * 9 + digit - 1 (those that are no candidate never appear:
 * _nonet_links_exists); group nodes follow from NONET_LINKS_GROUP_BASE on,
 * then ALS nodes (NONET_LINKS_ALS, from als_base on: see the struct), with
 * NONET_LINKS_ALS_FORCE also the cells their locked sets force. When
 * a crowded pencil-mark state has more neighbours than a buffer holds, the rest is left out, which only loses
 * inferences, never makes a wrong one.
 *
 *   NonetLinkGraph graph;
 *   NonetLinkSearch search;
 *   _nonet_links_build (&graph, state, NONET_LINKS_ALL, bits_all ());
 *   _nonet_links_bfs (&graph, &search, lit, 20, bits_cell (start_cell));
 *   n = _nonet_links_successors (&graph, lit, false, next);   (all edges of lit)
 *   if (_nonet_links_reached (&search, target))
 *     n = _nonet_links_path (&search, target, path, max);   (source first)
 */
#pragma once

#include "nonet-logic-private.h"

#define NONET_LINKS_GROUP_BASE (NONET_CELLS * NONET_DIGITS)
#define NONET_LINKS_MAX_ALS_NODES 1536
#define NONET_LINKS_MAX_FORCED 1024   /* ALS forcings (NONET_LINKS_ALS_FORCE), at most */
#define NONET_LINKS_MAX_NODES  (NONET_LINKS_GROUP_BASE + 54 * NONET_DIGITS \
                                + NONET_LINKS_MAX_ALS_NODES)
#define NONET_LINKS_MAX_LITS   (2 * NONET_LINKS_MAX_NODES)
#define NONET_LINKS_MAX_NEXT   64    /* successors returned at most */
#define NONET_LINKS_CACHE_POOL 65536 /* cached successors of one graph, at most */

typedef enum
{
  NONET_LINKS_HOUSE_WEAK   = 1 << 0,
  NONET_LINKS_HOUSE_STRONG = 1 << 1,
  NONET_LINKS_CELL_WEAK    = 1 << 2,
  NONET_LINKS_CELL_STRONG  = 1 << 3,
  NONET_LINKS_GROUPS       = 1 << 4,   /* group nodes (house links only) */
  NONET_LINKS_ALS          = 1 << 5,   /* ALS nodes (with NONET_LINKS_GROUPS) */
  NONET_LINKS_ALS_CELLS    = 1 << 6,   /* (with ALS) a digit of an ALS in one cell is
                                        * also that candidate: OFF(cell, d) -> ON(ALS, e),
                                        * OFF(ALS, d) -> ON(cell, e) */
  NONET_LINKS_ALS_FORCE    = 1 << 7,   /* (with ALS) HoDoKu's ALS rules in its tabling
                                        * chains (its option allowAlsInTablingChains):
                                        * an ALS left locked forces a cell, OFF(ALS, d)
                                        * -> ON(cell, x), and OFF(cell, x) -> ON(ALS, d)
                                        * (the same implication read back); the lasso
                                        * rule sees an ALS at its entry cell only */
  NONET_LINKS_ALL          = 0x0f,     /* every link of single candidates */
} NonetLinkFlags;

typedef struct
{
  const NonetLogicState *state;
  unsigned  flags;
  int       n_nodes;                        /* NONET_LINKS_GROUP_BASE + groups */
  int       n_single;                       /* == NONET_LINKS_GROUP_BASE */
  uint8_t   digit[NONET_LINKS_MAX_NODES];   /* filled for candidates and groups */
  uint8_t   cell[NONET_LINKS_MAX_NODES];    /* the (first) cell */
  NonetBits cells[NONET_LINKS_MAX_NODES];   /* all cells of the node */
  int16_t   node_of[NONET_CELLS][NONET_DIGITS + 1];  /* single node of (cell, digit), -1 */
  NonetBits built_cells;                    /* the cells given to _nonet_links_build */
  NonetBits in[NONET_DIGITS + 1];           /* cells of each digit in the graph */
  NonetBits live[NONET_DIGITS + 1];         /* of those, where OFF may have a strong link */
  int16_t   group_at[NONET_DIGITS + 1][54]; /* group of each box-line intersection, -1 */
  int16_t   in_house[NONET_DIGITS + 1][NONET_HOUSES][6];  /* groups by box and line */
  uint8_t   n_in_house[NONET_DIGITS + 1][NONET_HOUSES];
  /* Strong links of candidates and groups, worked out once at build. */
  int16_t   strong_to[NONET_LINKS_GROUP_BASE + 54 * NONET_DIGITS][4];
  uint8_t   n_strong[NONET_LINKS_GROUP_BASE + 54 * NONET_DIGITS];
  /* ALS nodes (after the groups, from als_base on): node (A, d) is "d is in
   * ALS A" with cells = A's cells holding d; the nodes of one ALS are
   * consecutive. OFF(A, d) -> ON(A, e) is strong (without d, the n cells
   * keep n digits, all of them); weak links as for groups. */
  int       als_base;
  int16_t   als_first[NONET_LINKS_MAX_ALS_NODES];   /* first node of its ALS */
  uint8_t   als_size[NONET_LINKS_MAX_ALS_NODES];    /* nodes (digits) of its ALS */
  NonetBits als_cells[NONET_LINKS_MAX_ALS_NODES];   /* every cell of its ALS */
  int16_t   als_by_digit[NONET_DIGITS + 1][NONET_LINKS_MAX_ALS_NODES];
  int       n_als_by_digit[NONET_DIGITS + 1];
  /* NONET_LINKS_ALS_FORCE: ALS node (A, d) forces single node forced_single
   * (HoDoKu's rule: a cell of 3+ candidates outside A, each but one of them
   * seeing all of A's cells with that digit, d not among those), pair k. */
  int       n_forced;
  int16_t   forced_als[NONET_LINKS_MAX_FORCED];
  int16_t   forced_single[NONET_LINKS_MAX_FORCED];
} NonetLinkGraph;

/* A search's mark of a literal: its generation, then its links from the
 * source and the place of its parent in the queue. */
#define NONET_LINKS_MARK_PLACE_BITS 13
#define NONET_LINKS_MARK_DEPTH_BITS 6
#define NONET_LINKS_MARK_GEN_SHIFT  (NONET_LINKS_MARK_PLACE_BITS + NONET_LINKS_MARK_DEPTH_BITS)
#define NONET_LINKS_MARK_NO_PLACE   ((1u << NONET_LINKS_MARK_PLACE_BITS) - 1)   /* the source's parent */
#define NONET_LINKS_MAX_DEPTH       ((1 << NONET_LINKS_MARK_DEPTH_BITS) - 1)
#define NONET_LINKS_MAX_GENERATION  ((1 << (32 - NONET_LINKS_MARK_GEN_SHIFT)) - 1)

typedef struct
{
  /* Per literal: generation << NONET_LINKS_MARK_GEN_SHIFT | its links from
   * the source << NONET_LINKS_MARK_PLACE_BITS | the place of its parent in
   * the queue (NONET_LINKS_MARK_NO_PLACE for the source); it is reached in
   * this search when the generation is the search's (an even one; the odd
   * one above marks a literal found blocked). One word per literal, and
   * one store for all three: a literal's parent and depth are those of the
   * literal expanded, the same for each literal it reaches. */
  uint32_t mark[NONET_LINKS_MAX_LITS];
  /* In BFS order, queue[0 .. n_reached): the literal. */
  uint16_t queue[NONET_LINKS_MAX_LITS];
  uint16_t generation;
  int      n_reached;
  /* Set by each search: whether it is the search without its soft cells
   * (_nonet_links_bfs_soft) and at any greater depth. */
  bool     whole;
  /* mark[0 .. n_stamped) is set (not garbage): the graph's literals, not
   * every literal a graph may have. */
  int      n_stamped;
  /* The live successors of each literal, worked out on first use: the
   * searches from every start of one graph expand the same literals again
   * and again. Valid for the graph (pointer, flags, cells) below; the state
   * does not change while a search struct is in use. */
  const NonetLinkGraph *cache_graph;
  unsigned  cache_flags;
  NonetBits cache_cells;
  /* The end of its successors in cache_pool << 7 | how many; 0: not yet
   * (cache_pool[0] is left unused). One word, so that a literal's look-up
   * touches one place besides the pool. */
  uint32_t  cache_at[NONET_LINKS_MAX_LITS];
  uint16_t  cache_pool[NONET_LINKS_CACHE_POOL + NONET_LINKS_MAX_NEXT];
  int       cache_used;
  /* The literals whose successors are kept, cache_lits[0 .. n_cache_lits):
   * another graph clears only those (a few of all the literals), and
   * cache_at[cache_clean ..) when it has more literals than any before. */
  uint16_t  cache_lits[NONET_LINKS_MAX_LITS];
  int       n_cache_lits;
  int       cache_clean;
} NonetLinkSearch;

static inline int
_nonet_links_lit (int node,
                  bool on)
{
  return node * 2 + (on ? 1 : 0);
}

static inline int
_nonet_links_node (int lit)
{
  return lit >> 1;
}

static inline bool
_nonet_links_is_on (int lit)
{
  return lit & 1;
}

static inline int
_nonet_links_flip (int lit)
{
  return lit ^ 1;
}

static inline bool
_nonet_links_is_group (const NonetLinkGraph *graph,
                       int                   node)
{
  return node >= graph->n_single;
}

static inline bool
_nonet_links_is_als (const NonetLinkGraph *graph,
                     int                   node)
{
  return (graph->flags & NONET_LINKS_ALS) && node >= graph->als_base;
}

/* Every cell a node occupies (an ALS node: the whole ALS). */
static inline NonetBits
_nonet_links_extent (const NonetLinkGraph *graph,
                     int                   node)
{
  return _nonet_links_is_als (graph, node) ? graph->als_cells[node - graph->als_base]
                                           : graph->cells[node];
}

/* Whether a node is in the graph (a candidate of it, or a group). */
static inline bool
_nonet_links_exists (const NonetLinkGraph *graph,
                     int                   node)
{
  return node >= graph->n_single
         || bits_has (graph->in[node % NONET_DIGITS + 1], node / NONET_DIGITS);
}

/* Whether OFF(node) may have a strong link (false: it surely has none). */
static inline bool
_nonet_links_is_live (const NonetLinkGraph *graph,
                      int                   node)
{
  return node >= graph->n_single
         || bits_has (graph->live[node % NONET_DIGITS + 1], node / NONET_DIGITS);
}

/* The literals lit implies directly (see above) into next (at most
 * NONET_LINKS_MAX_NEXT); with live_only, weak links only into OFF literals
 * that may go on. Returns how many. */
int _nonet_links_successors (const NonetLinkGraph *graph,
                             int                   lit,
                             bool                  live_only,
                             int                  *next);

/* Sets up the graph of the candidates of state in cells (a cell filter:
 * bits_all () for every cell) with the links flags asks for. state must
 * outlive the graph. */
void _nonet_links_build (NonetLinkGraph        *graph,
                         const NonetLogicState *state,
                         unsigned               flags,
                         NonetBits              cells);

/* _nonet_links_build with the candidates of digits only (the others are
 * no nodes): for searches whose links keep to one digit (house links
 * alone) and look at some digits only. */
void _nonet_links_build_digits (NonetLinkGraph        *graph,
                                const NonetLogicState *state,
                                unsigned               flags,
                                NonetBits              cells,
                                NonetMask              digits);

/* Must be called once before the first _nonet_links_bfs on a search. */
void _nonet_links_search_init (NonetLinkSearch *search);

/* Drops the successors the search keeps for its graph, when that graph is
 * built again in place (same address, flags and cells: another state).
 * Its marks stay valid (their generations are past ones). */
static inline void
_nonet_links_search_forget (NonetLinkSearch *search)
{
  search->cache_graph = NULL;
}

/* _nonet_links_bfs with the cells of blocked and of soft blocked; sets
 * search->whole when the search is also the one with only blocked blocked,
 * to any max_depth: it left out no literal for a cell of soft alone, and
 * stopped because no literal was left to expand. Breadth-first search
 * takes of each literal's shortest paths the first in the order of
 * successors, so a search with fewer blocked cells that reaches no other
 * literal takes the same paths. */
void _nonet_links_bfs_soft (const NonetLinkGraph *graph,
                            NonetLinkSearch      *search,
                            int                   source,
                            int                   max_depth,
                            NonetBits             blocked,
                            NonetBits             soft);

/* Breadth-first search from one literal, up to max_depth links (at most
 * NONET_LINKS_MAX_DEPTH: a deeper one is cut there). Literals of
 * nodes touching a cell of blocked are never entered (the source is always
 * reached): a nice loop blocks its start cell so that the chain leaves it
 * and only comes back at the end. Shortest paths, first found first. */
static inline void
_nonet_links_bfs (const NonetLinkGraph *graph,
                  NonetLinkSearch      *search,
                  int                   source,
                  int                   max_depth,
                  NonetBits             blocked)
{
  _nonet_links_bfs_soft (graph, search, source, max_depth, blocked, bits_none ());
}


/* The live successors of lit (_nonet_links_successors with live_only) when
 * the search keeps them for graph, else NULL; *n set. */
static inline const uint16_t *
_nonet_links_known_successors (const NonetLinkSearch *search,
                               const NonetLinkGraph  *graph,
                               int                    lit,
                               int                   *n)
{
  uint32_t at;

  if (search->cache_graph != graph)
    return NULL;
  at = search->cache_at[lit];
  if (at == 0)
    return NULL;
  *n = (int) (at & 127);
  return &search->cache_pool[(at >> 7) - (at & 127)];
}

static inline bool
_nonet_links_reached (const NonetLinkSearch *search,
                      int                    lit)
{
  return search->mark[lit] >> NONET_LINKS_MARK_GEN_SHIFT == search->generation;
}

/* Links from the source to lit, which the search reached. */
static inline int
_nonet_links_dist (const NonetLinkSearch *search,
                   int                    lit)
{
  return (int) (search->mark[lit] >> NONET_LINKS_MARK_PLACE_BITS) & NONET_LINKS_MAX_DEPTH;
}

/* Links from the source to the literal at place i of the queue. */
static inline int
_nonet_links_queued_dist (const NonetLinkSearch *search,
                          int                    i)
{
  return _nonet_links_dist (search, search->queue[i]);
}

/* The path from the source to lit (both included, source first) into path;
 * returns its number of literals (links + 1), 0 if lit was not reached or
 * the path does not fit in max. */
int _nonet_links_path (const NonetLinkSearch *search,
                       int                    lit,
                       int                   *path,
                       int                    max);

/* The step link for the edge a -> b (strong when b is ON). */
void _nonet_links_step_link (const NonetLinkGraph *graph,
                             NonetStep            *step,
                             int                   a,
                             int                   b);

/* The NonetNode of a graph node, for links and sentences. */
NonetNode _nonet_links_step_node (const NonetLinkGraph *graph,
                                  int                   node);

/* Whether a path of literals is a proper chain (HoDoKu's lasso rule): the
 * (first) cell of a node is none of the cells of the nodes before its
 * predecessor, so a chain may stay in a cell for one link but never come
 * back to it; with loop set, the start cell may come back (at the end). */
bool _nonet_links_path_is_simple (const NonetLinkGraph *graph,
                                  const int            *path,
                                  int                   n,
                                  bool                  loop);
