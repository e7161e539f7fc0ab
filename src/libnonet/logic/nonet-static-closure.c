/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-static-closure.c: what a static walk can reach, for every literal at
 * once.
 *
 * A static walk (forcing chains: the links of the state only, see
 * nonet-forcing-private.h) from a literal reaches at most the literals its
 * links lead to, transitively; it stops at a contradiction, so it may reach
 * less, never more. SE's multiple forcing chains intersect the walks of a
 * cell's candidates (or of a house's places of a digit): where the
 * reachable sets share nothing, neither do the walks, which then need not
 * be made. The sets come from the strong components of the links (Tarjan):
 * each component's set is made once, from its own literals and the sets of
 * the components it links to, which Tarjan finishes first.
 *
 * Literals: candidate k (in cell order) is 2k off and 2k + 1 on.
 */

#include <stdlib.h>
#include <string.h>

#include "nonet-forcing-private.h"

#define MAX_LITERALS (2 * FORCING_NODES)
/* A literal links to at most 8 candidates of its cell and 20 peers. */
#define MAX_LINKS 28

struct _NonetStaticClosure
{
  int       words;                       /* per set */
  int16_t   index[FORCING_NODES];        /* node -> candidate k, or -1 */
  uint16_t  node[FORCING_NODES];         /* candidate k -> node */
  uint16_t  component[MAX_LITERALS];     /* literal -> its component */
  /* By component: one literal without links (many off literals), which
   * reaches itself only; its set is not written. */
  bool      alone[MAX_LITERALS];
  uint64_t *sets;                        /* component -> reachable literals */
  int       n_components;
  /* The state whose links the sets are closed under (made there, or
   * brought to it by _nonet_static_closure_covers), and the literals of
   * the state the sets are read for. */
  NonetMask cands[NONET_CELLS];
  uint8_t   house_count[NONET_HOUSES][NONET_DIGITS + 1];
  uint64_t  live[(MAX_LITERALS + 63) / 64];
};

typedef struct
{
  const NonetLogicState *state;
  NonetStaticClosure    *closure;
  int                    n_literals;
  /* The links, literal by literal (first[lit] .. first[lit + 1]). */
  int                    first[MAX_LITERALS + 1];
  uint16_t              *links;
  /* Tarjan's numbers and stack. */
  int                    order[MAX_LITERALS];   /* 0: not visited */
  int                    low[MAX_LITERALS];
  bool                   on_stack[MAX_LITERALS];
  uint16_t               stack[MAX_LITERALS];
  int                    n_stack;
  int                    n_visited;
  int                    n_components;
} Tarjan;

static int
literal (const NonetStaticClosure *closure,
         int                       cell,
         int                       digit,
         bool                      on)
{
  return 2 * closure->index[forcing_node (cell, digit)] + on;
}

/* The links of a static walk (process_on, process_off_static): on turns
 * its cell's other candidates and the digit's peers off; off turns on the
 * other candidate of a two-candidate cell and the other place of a house
 * where the digit has two. */
static int
links_of (const Tarjan *t,
          int           lit,
          uint16_t     *out)
{
  const NonetLogicState *state = t->state;
  int node = t->closure->node[lit / 2], cell = node / 9, digit = node % 9 + 1, n = 0;

  if (lit & 1)
    {
      NonetBits peers = bits_and (bits_peers (cell), state->digit_cells[digit]);

      for (NonetMask m = state->cands[cell] & ~nonet_digit_bit (digit); m != 0; )
        out[n++] = (uint16_t) literal (t->closure, cell, mask_pop (&m), false);
      for (int c; (c = bits_pop (&peers)) >= 0; )
        out[n++] = (uint16_t) literal (t->closure, c, digit, false);
      return n;
    }
  if (state->n_cands[cell] == 2)
    out[n++] = (uint16_t) literal (t->closure, cell,
                                   mask_first (state->cands[cell] & ~nonet_digit_bit (digit)), true);
  for (int i = 0; i < 3; i++)
    {
      int h = nonet_cell_houses[cell][i];
      if (state->house_count[h][digit] == 2)
        {
          NonetBits other = state_house_digit (state, h, digit);
          bits_clear (&other, cell);
          out[n++] = (uint16_t) literal (t->closure, bits_first (other), digit, true);
        }
    }
  return n;
}

static uint64_t *
set_of (const NonetStaticClosure *closure,
        int                       component)
{
  return &closure->sets[(size_t) component * (size_t) closure->words];
}

/* Tarjan's visit of a literal without links: a component alone at once
 * (visit would push it and pop it). */
static inline bool
visit_alone (Tarjan *t,
             int     v)
{
  if (t->first[v] != t->first[v + 1])
    return false;
  t->order[v] = t->low[v] = ++t->n_visited;
  t->closure->component[v] = (uint16_t) t->n_components;
  t->closure->alone[t->n_components++] = true;
  return true;
}

static void
visit (Tarjan *t,
       int     v)
{
  t->order[v] = t->low[v] = ++t->n_visited;
  t->stack[t->n_stack++] = (uint16_t) v;
  t->on_stack[v] = true;
  for (int e = t->first[v]; e < t->first[v + 1]; e++)
    {
      int w = t->links[e];
      if (t->order[w] == 0)
        {
          if (visit_alone (t, w))
            continue;
          visit (t, w);
          if (t->low[w] < t->low[v])
            t->low[v] = t->low[w];
        }
      else if (t->on_stack[w] && t->order[w] < t->low[v])
        t->low[v] = t->order[w];
    }
  if (t->low[v] != t->order[v])
    return;

  /* v's component is complete: every component it links to is too. */
  int component = t->n_components++, start = t->n_stack;
  uint64_t *set = set_of (t->closure, component);

  do
    start--;
  while (t->stack[start] != v);
  t->closure->alone[component] = start + 1 == t->n_stack && t->first[v] == t->first[v + 1];
  if (t->closure->alone[component])
    {
      t->on_stack[v] = false;
      t->closure->component[v] = (uint16_t) component;
      t->n_stack = start;
      return;
    }
  memset (set, 0, sizeof *set * (size_t) t->closure->words);
  for (int i = start; i < t->n_stack; i++)
    {
      int u = t->stack[i];
      t->on_stack[u] = false;
      t->closure->component[u] = (uint16_t) component;
      set[u / 64] |= 1ull << (u % 64);
    }
  /* A component alone reaches its literal only: no set to add. */
  for (int i = start; i < t->n_stack; i++)
    for (int e = t->first[t->stack[i]]; e < t->first[t->stack[i] + 1]; e++)
      {
        int w = t->links[e], other = t->closure->component[w];
        if (other == component)
          continue;
        if (t->closure->alone[other])
          set[w / 64] |= 1ull << (w % 64);
        else
          {
            const uint64_t *reached = set_of (t->closure, other);
            for (int k = 0; k < t->closure->words; k++)
              set[k] |= reached[k];
          }
      }
  t->n_stack = start;
}

/**
 * _nonet_static_closure_new:
 * See nonet-forcing-private.h.
 */
NonetStaticClosure *
_nonet_static_closure_new (const NonetLogicState *state)
{
  NonetStaticClosure *closure = malloc (sizeof *closure);
  Tarjan *t = malloc (sizeof *t);
  int n = 0;

  if (closure == NULL || t == NULL)
    goto fail;
  closure->sets = NULL;
  t->links = NULL;
  memcpy (closure->cands, state->cands, sizeof closure->cands);
  memcpy (closure->house_count, state->house_count, sizeof closure->house_count);
  /* The candidates in node order: cells in order, each one's digits. */
  memset (closure->index, 0xff, sizeof closure->index);
  for (int cell = 0; cell < NONET_CELLS; cell++)
    for (NonetMask m = state->cands[cell]; m != 0; )
      {
        int node = forcing_node (cell, mask_pop (&m));

        closure->index[node] = (int16_t) n;
        closure->node[n++] = (uint16_t) node;
      }
  t->state = state;
  t->closure = closure;
  t->n_literals = 2 * n;
  closure->words = (t->n_literals + 63) / 64;
  closure->sets = malloc (sizeof *closure->sets * (size_t) closure->words
                          * (size_t) (t->n_literals > 0 ? t->n_literals : 1));
  t->links = malloc (sizeof *t->links * (size_t) (t->n_literals > 0 ? t->n_literals : 1) * MAX_LINKS);
  if (closure->sets == NULL || t->links == NULL)
    goto fail;
  memset (closure->live, 0xff, sizeof closure->live);
  t->first[0] = 0;
  for (int lit = 0; lit < t->n_literals; lit++)
    t->first[lit + 1] = t->first[lit] + links_of (t, lit, &t->links[t->first[lit]]);
  memset (t->order, 0, sizeof t->order[0] * (size_t) t->n_literals);
  memset (t->on_stack, 0, sizeof t->on_stack[0] * (size_t) t->n_literals);
  t->n_stack = t->n_visited = t->n_components = 0;
  for (int lit = 0; lit < t->n_literals; lit++)
    if (t->order[lit] == 0 && !visit_alone (t, lit))
      visit (t, lit);
  closure->n_components = t->n_components;
  free (t->links);
  free (t);
  return closure;

fail:
  if (t != NULL && closure != NULL)
    {
      free (t->links);
      free (closure->sets);
    }
  free (t);
  free (closure);
  return NULL;
}

/* Whether mask has two bits exactly (without a popcount call). */
static inline bool
two_bits (NonetMask mask)
{
  NonetMask rest = mask & (NonetMask) (mask - 1);

  return rest != 0 && (rest & (NonetMask) (rest - 1)) == 0;
}

/* Links from off literals a later state has and the closure lacks, at
 * most (more: the closure is made again). */
#define MAX_NEW_LINKS 64

/* Adds the links from[i] -> to[i] (from off literals to on ones). The
 * sets were closed under the links (each holds what its literals link
 * to), and a union of such sets is too. What to[i] reaches now (reach[i])
 * is its set with the reach of every new link from a literal in it, until
 * none grows: each is closed under every link. A set that holds from[i]
 * then takes reach[i], in one pass: a from[j] a reach brings has its
 * reach in it already. Each set so still holds what its literals reach.
 * Components are not merged: a set may be the same as another's. */
static void
add_links (NonetStaticClosure *closure,
           const uint16_t     *from,
           const uint16_t     *to,
           int                 n)
{
  uint64_t reach[MAX_NEW_LINKS][(MAX_LITERALS + 63) / 64];
  int words = closure->words;
  bool changed = true;

  for (int i = 0; i < n; i++)
    {
      int k = closure->component[to[i]];

      if (closure->alone[k])
        {
          memset (reach[i], 0, sizeof reach[i][0] * (size_t) words);
          reach[i][to[i] / 64] |= 1ull << (to[i] % 64);
        }
      else
        memcpy (reach[i], set_of (closure, k), sizeof reach[i][0] * (size_t) words);
    }
  while (changed)
    {
      changed = false;
      for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
          if (j != i && ((reach[i][from[j] / 64] >> (from[j] % 64)) & 1))
            for (int w = 0; w < words; w++)
              if ((reach[j][w] & ~reach[i][w]) != 0)
                {
                  reach[i][w] |= reach[j][w];
                  changed = true;
                }
    }
  /* An off literal without links until now gets a set of its own. */
  for (int i = 0; i < n; i++)
    {
      int k = closure->component[from[i]];

      if (closure->alone[k])
        {
          uint64_t *set = set_of (closure, k);

          closure->alone[k] = false;
          memset (set, 0, sizeof *set * (size_t) words);
          set[from[i] / 64] |= 1ull << (from[i] % 64);
        }
    }
  for (int k = 0; k < closure->n_components; k++)
    {
      uint64_t *set = set_of (closure, k);

      if (closure->alone[k])
        continue;
      for (int i = 0; i < n; i++)
        if ((set[from[i] / 64] >> (from[i] % 64)) & 1)
          for (int w = 0; w < words; w++)
            set[w] |= reach[i][w];
    }
}

/* The two links between literals off and on of a pair (a two-candidate
 * cell, or a house's two places of a digit). */
static bool
add_pair (const NonetStaticClosure *closure,
          int                       a,
          int                       b,
          uint16_t                 *from,
          uint16_t                 *to,
          int                      *n)
{
  if (*n + 2 > MAX_NEW_LINKS)
    return false;
  from[*n] = (uint16_t) (a & ~1);
  to[(*n)++] = (uint16_t) (b | 1);
  from[*n] = (uint16_t) (b & ~1);
  to[(*n)++] = (uint16_t) (a | 1);
  return true;
}

/**
 * _nonet_static_closure_covers:
 * See nonet-forcing-private.h.
 *
 * The links of state are among those of the closure's state, but for the
 * pairs state has and that lacked, when state has no candidate it lacked
 * (so no literal, and no link from a literal on: its cell's other
 * candidates and the digit's peers are fewer); the links from a literal
 * off are those of its pairs, which are the same where both states have
 * two. The pairs' links are added (add_links): every walk of state then
 * follows links the sets are closed under, and reaches at most the set
 * of its literal. What the sets hold of literals state lacks is masked
 * out (live). */
bool
_nonet_static_closure_covers (NonetStaticClosure    *closure,
                              const NonetLogicState *state)
{
  uint16_t from[MAX_NEW_LINKS], to[MAX_NEW_LINKS];
  int n = 0;

  for (int cell = 0; cell < NONET_CELLS; cell++)
    if ((state->cands[cell] & ~closure->cands[cell]) != 0)
      return false;
  for (int cell = 0; cell < NONET_CELLS; cell++)
    if (state->n_cands[cell] == 2 && !two_bits (closure->cands[cell]))
      {
        int a = mask_first (state->cands[cell]);
        int b = mask_first (state->cands[cell] & ~nonet_digit_bit (a));

        if (!add_pair (closure, literal (closure, cell, a, false), literal (closure, cell, b, false),
                       from, to, &n))
          return false;
      }
  for (int h = 0; h < NONET_HOUSES; h++)
    for (int d = 1; d <= NONET_DIGITS; d++)
      if (state->house_count[h][d] == 2 && closure->house_count[h][d] != 2)
        {
          NonetBits places = state_house_digit (state, h, d);
          int p = bits_pop (&places), q = bits_pop (&places);

          if (!add_pair (closure, literal (closure, p, d, false), literal (closure, q, d, false),
                         from, to, &n))
            return false;
        }
  if (n > 0)
    add_links (closure, from, to, n);
  memcpy (closure->cands, state->cands, sizeof closure->cands);
  memcpy (closure->house_count, state->house_count, sizeof closure->house_count);
  memset (closure->live, 0, sizeof closure->live);
  for (int cell = 0; cell < NONET_CELLS; cell++)
    for (NonetMask m = state->cands[cell]; m != 0; )
      {
        int lit = literal (closure, cell, mask_pop (&m), false);

        closure->live[lit / 64] |= 3ull << (lit % 64);
      }
  return true;
}

void
_nonet_static_closure_free (NonetStaticClosure *closure)
{
  if (closure == NULL)
    return;
  free (closure->sets);
  free (closure);
}

/**
 * _nonet_static_closure_share:
 * See nonet-forcing-private.h.
 */
bool
_nonet_static_closure_share (const NonetStaticClosure *closure,
                             const int                *cells,
                             const int                *digits,
                             int                       n)
{
  const uint64_t *sets[NONET_DIGITS];
  int m = 0, single = -1;

  /* Each literal's set looked up once (n is a cell's candidates or a
   * digit's places in a house: at most 9). A literal alone shares only
   * itself. */
  for (int i = 0; i < n; i++)
    {
      int lit = literal (closure, cells[i], digits[i], true), component = closure->component[lit];

      if (!closure->alone[component])
        sets[m++] = set_of (closure, component);
      else if (single >= 0 && single != lit)
        return false;
      else
        single = lit;
    }
  if (single >= 0)
    {
      for (int i = 0; i < m; i++)
        if (!((sets[i][single / 64] >> (single % 64)) & 1))
          return false;
      return true;
    }
  /* Word by word without a branch: most tests share nothing, and read
   * every word all the same. */
  uint64_t any = 0;

  for (int k = 0; k < closure->words; k++)
    {
      uint64_t common = closure->live[k];

      for (int i = 0; i < m; i++)
        common &= sets[i][k];
      any |= common;
    }
  return any != 0;
}
