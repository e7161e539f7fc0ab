/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-subsets.c: Naked and hidden subsets.
 *
 * Techniques: Naked Pair/Triple/Quad (0200-0202), Hidden Pair/Triple/Quad
 * (0210-0212).
 *
 *   Naked:  N cells of a house hold only N digits between them; those
 *           digits leave the other cells of the house.
 *           row 3:  {1,7} {1,7} {1,4,7,9} ...   -> 1 and 7 leave r3's others
 *   Hidden: N digits of a house fit only in N cells; those cells lose
 *           every other digit.
 *
 * Houses are searched rows, columns, then boxes; each house on its own
 * (a pair sharing a box and a line is a Locked Pair, found earlier).
 */

#include <stdlib.h>
#include <string.h>

#include "nonet-logic-private.h"

typedef struct
{
  const NonetLogicState *state;
  NonetTechnique         technique;
  NonetStepSink         *sink;
  int                    house;
  int                    size;
  int                    n_items;
  int                    items[9];     /* cells (naked) or digits (hidden) */
  uint16_t               masks[9];     /* their digits (naked) or positions (hidden) */
  int                    chosen[4];
  bool                   offered;      /* a subset that removes something was offered */
} SubsetSearch;

/* The houses where a technique's search offered no subset (none of its
 * size removes anything): that depends only on the house's cells (a set's
 * eliminations are in the house), so while they stay the same the next
 * search passes the house over. The path builder's and the SE walk's
 * states keep one. */
struct _NonetSubsetMemo
{
  const NonetLogicState *state;
  unsigned               version;              /* of cands and values */
  uint32_t               none[6];              /* per technique, a bit per house */
  /* The cells at that version: a new version clears the houses of the
   * cells that differ (a step changes a few). */
  NonetMask              cands[NONET_CELLS];
  uint8_t                values[NONET_CELLS];
};

NonetSubsetMemo *
_nonet_subset_memo_new (void)
{
  NonetSubsetMemo *memo = malloc (sizeof *memo);

  if (memo != NULL)
    memo->state = NULL;
  return memo;
}

void
_nonet_subset_memo_free (NonetSubsetMemo *memo)
{
  free (memo);
}

/* The houses of the cells first..first + n - 1 whose candidates or
 * value differ between memo and state. */
static uint32_t
changed_houses (const NonetSubsetMemo  *memo,
                const NonetLogicState  *state,
                int                     first,
                int                     n)
{
  uint32_t houses = 0;

  for (int cell = first; cell < first + n; cell++)
    if (memo->cands[cell] != state->cands[cell] || memo->values[cell] != state->values[cell])
      houses |= 1u << nonet_cell_houses[cell][0] | 1u << nonet_cell_houses[cell][1]
                | 1u << nonet_cell_houses[cell][2];
  return houses;
}

/* The memo at the version of state: the houses whose cells changed since
 * its version lose their marks (all of them, for another state). */
static void
memo_update (NonetSubsetMemo       *memo,
             const NonetLogicState *state)
{
  uint32_t houses = 0;

  if (memo->state == state && memo->version == state->version)
    return;
  if (memo->state != state)
    houses = (1u << NONET_HOUSES) - 1;
  else
    {
      /* A step changes a few cells: the arrays are compared 8 bytes at a
       * time (4 cells of cands, 8 of values, the last cell on its own)
       * and only a word that differs is looked at cell by cell. */
      for (int cell = 0; cell + 4 <= NONET_CELLS; cell += 4)
        {
          uint64_t a, b;

          memcpy (&a, &memo->cands[cell], sizeof a);
          memcpy (&b, &state->cands[cell], sizeof b);
          if (a != b)
            houses |= changed_houses (memo, state, cell, 4);
        }
      for (int cell = 0; cell + 8 <= NONET_CELLS; cell += 8)
        {
          uint64_t a, b;

          memcpy (&a, &memo->values[cell], sizeof a);
          memcpy (&b, &state->values[cell], sizeof b);
          if (a != b)
            houses |= changed_houses (memo, state, cell, 8);
        }
      _Static_assert ((NONET_CELLS - 1) % 8 == 0, "the words cover all cells but the last");
      houses |= changed_houses (memo, state, NONET_CELLS - 1, 1);
    }
  for (int t = 0; t < 6; t++)
    memo->none[t] &= ~houses;
  memo->state = state;
  memo->version = state->version;
  memcpy (memo->cands, state->cands, sizeof memo->cands);
  memcpy (memo->values, state->values, sizeof memo->values);
}

static bool
offer_naked (SubsetSearch *search,
             NonetMask     digits)
{
  const NonetLogicState *state = search->state;
  NonetBits cells = bits_none ();
  NonetBits places = bits_none ();
  NonetStep step;

  for (int i = 0; i < search->size; i++)
    bits_set (&cells, search->items[search->chosen[i]]);
  /* Most sets found remove nothing (their digits left the house's other
   * cells before): no step to build, as _nonet_step_finish would refuse it. */
  for (NonetMask m = digits; m != 0; )
    places = bits_or (places, state->digit_cells[mask_pop (&m)]);
  if (!bits_intersect (bits_andnot (bits_house (search->house), cells), places))
    return false;
  search->offered = true;
  _nonet_step_begin (&step, search->technique, digits);
  _nonet_step_house (&step, search->house, NONET_ROLE_BASE);
  for (int i = 0; i < search->size; i++)
    {
      int cell = search->items[search->chosen[i]];
      _nonet_step_cell (&step, cell);
      for (NonetMask m = state->cands[cell]; m != 0; )
        _nonet_step_mark (&step, cell, mask_pop (&m), NONET_ROLE_BASE);
    }
  NonetBits others = bits_andnot (bits_house (search->house), cells);
  for (NonetMask m = digits; m != 0; )
    _nonet_step_eliminate_bits (&step, state, others, mask_pop (&m));
  return _nonet_step_finish (&step) && _nonet_step_sink_add (search->sink, &step);
}

static bool
offer_hidden (SubsetSearch *search,
              uint16_t      positions)
{
  const NonetLogicState *state = search->state;
  NonetMask digits = 0;
  NonetStep step;
  bool any = false;

  for (int i = 0; i < search->size; i++)
    digits |= nonet_digit_bit (search->items[search->chosen[i]]);
  /* Most sets found remove nothing (their cells hold no other digit): no
   * step to build, as _nonet_step_finish would refuse it. */
  for (int i = 0; i < 9 && !any; i++)
    any = (positions & (1u << i))
          && (state->cands[nonet_house_cells[search->house][i]] & ~digits) != 0;
  if (!any)
    return false;
  search->offered = true;
  _nonet_step_begin (&step, search->technique, digits);
  _nonet_step_house (&step, search->house, NONET_ROLE_BASE);
  for (int i = 0; i < 9; i++)
    {
      if (!(positions & (1u << i)))
        continue;
      int cell = nonet_house_cells[search->house][i];
      _nonet_step_cell (&step, cell);
      for (NonetMask m = state->cands[cell] & digits; m != 0; )
        _nonet_step_mark (&step, cell, mask_pop (&m), NONET_ROLE_BASE);
      for (NonetMask m = (NonetMask) (state->cands[cell] & ~digits); m != 0; )
        _nonet_step_eliminate (&step, state, cell, mask_pop (&m));
    }
  return _nonet_step_finish (&step) && _nonet_step_sink_add (search->sink, &step);
}

/* The number of bits of a 9-bit mask (digits or positions of a house). */
#define COUNT2(n) n, n + 1, n + 1, n + 2
#define COUNT4(n) COUNT2 (n), COUNT2 (n + 1), COUNT2 (n + 1), COUNT2 (n + 2)
#define COUNT6(n) COUNT4 (n), COUNT4 (n + 1), COUNT4 (n + 1), COUNT4 (n + 2)
#define COUNT8(n) COUNT6 (n), COUNT6 (n + 1), COUNT6 (n + 1), COUNT6 (n + 2)
static const uint8_t count9[512] = { COUNT8 (0), COUNT8 (1) };

/* Offers the set whose union is u (digits for a naked set, positions for
 * a hidden one). */
static bool
offer_set (SubsetSearch *search,
           bool          naked,
           unsigned      u)
{
  return naked ? offer_naked (search, u) : offer_hidden (search, u);
}

/* Chooses search->size items, in the order of their indices (the first
 * item lowest, then the second...), with the union of their masks kept
 * within size bits; offers each set whose union has exactly size bits.
 * Loops rather than recursion: the walks call this at every state, for
 * every house a memo does not pass over, and almost always find nothing. */
static bool
choose (SubsetSearch *search,
        bool          naked)
{
  int n = search->n_items, size = search->size;
  const uint16_t *m = search->masks;
  int *c = search->chosen;

  for (c[0] = 0; c[0] <= n - size; c[0]++)
    {
      unsigned u0 = m[c[0]];

      if (count9[u0] > size)
        continue;
      for (c[1] = c[0] + 1; c[1] <= n - size + 1; c[1]++)
        {
          unsigned u1 = u0 | m[c[1]];

          if (count9[u1] > size)
            continue;
          if (size == 2)
            {
              if (count9[u1] != 2)
                continue;
              if (offer_set (search, naked, u1))
                return true;
              continue;
            }
          for (c[2] = c[1] + 1; c[2] <= n - size + 2; c[2]++)
            {
              unsigned u2 = u1 | m[c[2]];

              if (count9[u2] > size)
                continue;
              if (size == 3)
                {
                  if (count9[u2] != 3)
                    continue;
                  if (offer_set (search, naked, u2))
                    return true;
                  continue;
                }
              for (c[3] = c[2] + 1; c[3] < n; c[3]++)
                {
                  unsigned u3 = u2 | m[c[3]];

                  if (count9[u3] != 4)
                    continue;
                  if (offer_set (search, naked, u3))
                    return true;
                }
            }
        }
    }
  return false;
}

static bool
find_in_house (SubsetSearch *search,
               bool          naked)
{
  const NonetLogicState *state = search->state;
  int h = search->house;
  int open = 0;

  search->n_items = 0;
  /* Both counts of open items below are at most the house's empty cells
   * (a placed digit has no candidate left in the house). */
  if (state->house_empty[h] <= search->size)
    return false;
  if (naked)
    {
      /* The open cells are the house's empty ones, more than size. */
      open = state->house_empty[h];
      for (int i = 0; i < 9; i++)
        {
          int cell = nonet_house_cells[h][i];
          if (state->values[cell] != 0)
            continue;
          if (state->n_cands[cell] <= search->size)
            {
              search->items[search->n_items] = cell;
              search->masks[search->n_items++] = state->cands[cell];
            }
        }
    }
  else
    {
      for (int d = 1; d <= NONET_DIGITS; d++)
        {
          if (state->house_count[h][d] == 0)
            continue;
          open++;
          if (state->house_count[h][d] <= search->size)
            {
              search->items[search->n_items] = d;
              search->masks[search->n_items++] = state->house_pos[h][d];
            }
        }
    }
  /* A subset as large as the open part of the house proves nothing. */
  if (open <= search->size || search->n_items < search->size)
    return false;
  return choose (search, naked);
}

bool
_nonet_find_subsets (const NonetLogicState *state,
                     NonetTechnique         technique,
                     NonetStepSink         *sink)
{
  SubsetSearch search = { 0 };
  bool naked = technique <= NONET_TECH_NAKED_QUAD;

  search.state = state;
  search.technique = technique;
  search.sink = sink;
  switch (technique)
    {
    case NONET_TECH_NAKED_PAIR:
    case NONET_TECH_HIDDEN_PAIR:   search.size = 2; break;
    case NONET_TECH_NAKED_TRIPLE:
    case NONET_TECH_HIDDEN_TRIPLE: search.size = 3; break;
    case NONET_TECH_NAKED_QUAD:
    case NONET_TECH_HIDDEN_QUAD:   search.size = 4; break;
    default:                       return false;
    }
  NonetSubsetMemo *memo = state->subset_memo;
  int t = (naked ? 0 : 3) + search.size - 2;

  uint32_t todo = (1u << NONET_HOUSES) - 1;

  if (memo != NULL)
    {
      memo_update (memo, state);
      todo &= ~memo->none[t];
    }
  /* The path: boxes, then rows, then columns, HoDoKu's order, so that it
   * takes the set HoDoKu takes first (bit i of todo: house i + 18, or
   * i - 9). */
  if (state->hodoku_path)
    todo = todo >> 18 | (todo & 0x3ffffu) << 9;
  for (; todo != 0; todo &= todo - 1)
    {
      int i = __builtin_ctz (todo);
      int h = !state->hodoku_path ? i : i < 9 ? i + 18 : i - 9;

      search.house = h;
      search.offered = false;
      if (find_in_house (&search, naked))
        return true;
      if (memo != NULL && !search.offered)
        memo->none[t] |= 1u << h;
    }
  return false;
}
