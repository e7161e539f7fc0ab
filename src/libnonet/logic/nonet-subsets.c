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
} SubsetSearch;

static bool
offer_naked (SubsetSearch *search,
             NonetMask     digits)
{
  const NonetLogicState *state = search->state;
  NonetBits cells = bits_none ();
  NonetStep step;

  for (int i = 0; i < search->size; i++)
    bits_set (&cells, search->items[search->chosen[i]]);
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

  for (int i = 0; i < search->size; i++)
    digits |= nonet_digit_bit (search->items[search->chosen[i]]);
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

/* Chooses search->size items from index start on, with the union of their
 * masks kept within size bits. */
static bool
choose (SubsetSearch *search,
        int           depth,
        int           start,
        uint16_t      so_far,
        bool          naked)
{
  if (depth == search->size)
    return mask_count (so_far) == search->size
           && (naked ? offer_naked (search, so_far) : offer_hidden (search, so_far));
  for (int i = start; i <= search->n_items - (search->size - depth); i++)
    {
      uint16_t joined = so_far | search->masks[i];
      if (mask_count (joined) > search->size)
        continue;
      search->chosen[depth] = i;
      if (choose (search, depth + 1, i + 1, joined, naked))
        return true;
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
  if (naked)
    {
      for (int i = 0; i < 9; i++)
        {
          int cell = nonet_house_cells[h][i];
          if (state->values[cell] != 0)
            continue;
          open++;
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
  return choose (search, 0, 0, 0, naked);
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
  /* The path: boxes, then rows, then columns, HoDoKu's order, so that it
   * takes the set HoDoKu takes first. */
  for (int i = 0; i < NONET_HOUSES; i++)
    {
      search.house = state->hodoku_path ? (i + 18) % NONET_HOUSES : i;
      if (find_in_house (&search, naked))
        return true;
    }
  return false;
}
