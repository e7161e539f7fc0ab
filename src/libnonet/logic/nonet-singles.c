/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-singles.c: Singles.
 *
 * Techniques: Full House (0000), Naked Single (0003), Hidden Single (0002).
 *
 *   Full House      a house with one empty cell: it takes the missing digit
 *   Naked Single    a cell with one candidate left
 *   Hidden Single   a digit with one place left in a house (boxes are
 *                   searched first: SE rates them 1.2, lines 1.5)
 */

#include "nonet-logic-private.h"

static bool
find_full_house (const NonetLogicState *state,
                 NonetStepSink         *sink)
{
  NonetStep step;

  for (int h = 0; h < NONET_HOUSES; h++)
    {
      NonetBits empty;
      NonetMask missing;

      if (state->house_empty[h] != 1)
        continue;
      empty = bits_and (state->empty, bits_house (h));
      missing = (NonetMask) (NONET_ALL_DIGITS & ~state->house_placed[h]);
      if (mask_count (missing) != 1)
        continue;
      int cell = bits_first (empty);
      int digit = mask_first (missing);
      _nonet_step_begin (&step, NONET_TECH_FULL_HOUSE, missing);
      _nonet_step_house (&step, h, NONET_ROLE_BASE);
      _nonet_step_cell (&step, cell);
      _nonet_step_place (&step, state, cell, digit);
      if (_nonet_step_finish (&step) && _nonet_step_sink_add (sink, &step))
        return true;
    }
  return false;
}

static bool
find_naked_single (const NonetLogicState *state,
                   NonetStepSink         *sink)
{
  NonetStep step;

  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      if (state->n_cands[cell] != 1)
        continue;
      int digit = mask_first (state->cands[cell]);
      _nonet_step_begin (&step, NONET_TECH_NAKED_SINGLE, state->cands[cell]);
      _nonet_step_cell (&step, cell);
      _nonet_step_place (&step, state, cell, digit);
      if (_nonet_step_finish (&step) && _nonet_step_sink_add (sink, &step))
        return true;
    }
  return false;
}

/* The placed copies of digit that keep it out of the other empty cells of
 * the house: drawn so a person sees why only one place is left. */
static void
mark_blockers (NonetStep             *step,
               const NonetLogicState *state,
               int                    house,
               int                    cell,
               int                    digit)
{
  NonetBits others = bits_and (state->empty, bits_house (house));

  bits_clear (&others, cell);
  for (int c = 0; c < NONET_CELLS; c++)
    if (state->values[c] == digit && bits_intersect (bits_peers (c), others))
      _nonet_step_mark (step, c, digit, NONET_ROLE_BASE);
}

/* Whether some digit has one place left among counts[1..9] (a house's
 * house_count): eight at a time, as a zero byte of counts xor 1s, so
 * that the houses without a hidden single (most) cost a few instructions. */
static bool
has_single (const uint8_t *counts)
{
  const uint64_t ones = 0x0101010101010101ull;
  uint64_t x;

  memcpy (&x, counts + 1, sizeof x);
  x ^= ones;
  return ((x - ones) & ~x & (ones << 7)) != 0 || counts[9] == 1;
}

static bool
find_hidden_single (const NonetLogicState *state,
                    NonetStepSink         *sink)
{
  static const int order[NONET_HOUSES] = {
    18, 19, 20, 21, 22, 23, 24, 25, 26, 0, 1, 2, 3, 4, 5, 6, 7, 8,
    9, 10, 11, 12, 13, 14, 15, 16, 17,
  };
  NonetStep step;

  for (int i = 0; i < NONET_HOUSES; i++)
    {
      int h = order[i];

      if (state->house_empty[h] == 0 || !has_single (state->house_count[h]))
        continue;
      for (int d = 1; d <= NONET_DIGITS; d++)
        {
          if (state->house_count[h][d] != 1)
            continue;
          int cell = bits_first (state_house_digit (state, h, d));
          _nonet_step_begin (&step, NONET_TECH_HIDDEN_SINGLE, nonet_digit_bit (d));
          step.se_tenths = h >= 18 ? 12 : 15;
          _nonet_step_house (&step, h, NONET_ROLE_BASE);
          _nonet_step_cell (&step, cell);
          mark_blockers (&step, state, h, cell, d);
          _nonet_step_place (&step, state, cell, d);
          if (_nonet_step_finish (&step) && _nonet_step_sink_add (sink, &step))
            return true;
        }
    }
  return false;
}

bool
_nonet_find_singles (const NonetLogicState *state,
                     NonetTechnique         technique,
                     NonetStepSink         *sink)
{
  switch (technique)
    {
    case NONET_TECH_FULL_HOUSE:    return find_full_house (state, sink);
    case NONET_TECH_NAKED_SINGLE:  return find_naked_single (state, sink);
    case NONET_TECH_HIDDEN_SINGLE: return find_hidden_single (state, sink);
    default:                       return false;
    }
}
