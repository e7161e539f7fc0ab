/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-intersections.c: Intersections of a box and a line ("neighbor-subbox
 * influence").
 *
 * Techniques: Locked Pair (0110), Locked Triple (0111), Pointing (0100),
 * Claiming (0101).
 *
 *   Pointing: in a box, digit d     Claiming: in a line, digit d lies
 *   lies only in one row (or        only in one box: the rest of that
 *   column): the rest of that line  box loses d.
 *   loses d.
 *       box 4                           row 5
 *     . . .  | x x x                 x x x | d d . | x x x
 *     d d .  | * * *   <- row 5     (box 5 outside row 5 loses d)
 *     . . .  |
 *
 *   Locked Pair / Triple: two (three) cells of one box-line intersection
 *   that hold only two (three) digits: those digits leave the rest of both
 *   the box and the line.
 */

#include "nonet-logic-private.h"

static bool
offer_locked_candidates (const NonetLogicState *state,
                         NonetTechnique         technique,
                         int                    base,
                         int                    cover,
                         int                    digit,
                         NonetStepSink         *sink)
{
  NonetBits cells = state_house_digit (state, base, digit);
  NonetBits targets = bits_andnot (state_house_digit (state, cover, digit), bits_house (base));
  NonetStep step;

  if (bits_empty (targets))
    return false;
  _nonet_step_begin (&step, technique, nonet_digit_bit (digit));
  _nonet_step_house (&step, base, NONET_ROLE_BASE);
  _nonet_step_house (&step, cover, NONET_ROLE_COVER);
  _nonet_step_mark_bits (&step, state, cells, digit, NONET_ROLE_BASE);
  for (NonetBits c = cells; !bits_empty (c); )
    _nonet_step_cell (&step, bits_pop (&c));
  _nonet_step_eliminate_bits (&step, state, targets, digit);
  return _nonet_step_finish (&step) && _nonet_step_sink_add (sink, &step);
}

/* The third (0-2) of a house's positions that holds all of pos (two or
 * more), or -1: for a box its row within the box, for a line the box it
 * crosses. */
static int
third_of (unsigned pos)
{
  return (pos & ~0x007u) == 0 ? 0 : (pos & ~0x038u) == 0 ? 1 : (pos & ~0x1c0u) == 0 ? 2 : -1;
}

/* A box's column (0-2) that holds all of pos, or -1. */
static int
box_column_of (unsigned pos)
{
  return (pos & ~0x049u) == 0 ? 0 : (pos & ~0x092u) == 0 ? 1 : (pos & ~0x124u) == 0 ? 2 : -1;
}

/* Pointing: base is a box, cover the line. Claiming: base a line, cover
 * the box. Works on the digit's positions in the base (house_pos): the
 * searches of the SE walk and the path run this at every state, and most
 * digits are not locked. The cover has more places for the digit than
 * the base exactly when there is something to remove. */
static bool
find_locked_candidates (const NonetLogicState *state,
                        NonetTechnique         technique,
                        NonetStepSink         *sink)
{
  bool pointing = technique == NONET_TECH_POINTING;
  int first = pointing ? 18 : 0;
  int last = pointing ? 27 : 18;

  for (int base = first; base < last; base++)
    for (NonetMask m = (NonetMask) (state->search_digits & ~state->house_placed[base]); m != 0; )
      {
        int d = mask_pop (&m);
        unsigned pos = state->house_pos[base][d];
        int cover, k;

        /* Locked: two or three places, in one third (of three cells). */
        if (state->house_count[base][d] < 2 || state->house_count[base][d] > 3)
          continue;
        if (pointing)
          {
            int b = base - 18;

            if ((k = third_of (pos)) >= 0)
              cover = (b / 3) * 3 + k;
            else if ((k = box_column_of (pos)) >= 0)
              cover = 9 + (b % 3) * 3 + k;
            else
              continue;
          }
        else
          {
            if ((k = third_of (pos)) < 0)
              continue;
            cover = base < 9 ? 18 + (base / 3) * 3 + k : 18 + k * 3 + (base - 9) / 3;
          }
        if (state->house_count[cover][d] == state->house_count[base][d])
          continue;
        if (offer_locked_candidates (state, technique, base, cover, d, sink))
          return true;
      }
  return false;
}

static bool
offer_locked_set (const NonetLogicState *state,
                  NonetTechnique         technique,
                  int                    box,
                  int                    line,
                  NonetBits              cells,
                  NonetMask              digits,
                  NonetStepSink         *sink)
{
  NonetBits targets = bits_andnot (bits_or (bits_house (box), bits_house (line)), cells);
  NonetBits line_only = bits_andnot (bits_house (line), bits_house (box));
  NonetBits box_rest = bits_andnot (bits_house (box), cells);
  bool in_line = false, in_box = false;
  NonetStep step;

  /* HoDoKu's rule: a locked set removes candidates both from its line
   * outside the box and from its box; with only one of them it is a plain
   * naked pair or triple. */
  for (NonetMask m = digits; m != 0; )
    {
      int d = mask_pop (&m);
      in_line = in_line || !bits_empty (bits_and (line_only, state->digit_cells[d]));
      in_box = in_box || !bits_empty (bits_and (box_rest, state->digit_cells[d]));
    }
  if (!in_line || !in_box)
    return false;

  _nonet_step_begin (&step, technique, digits);
  _nonet_step_house (&step, box, NONET_ROLE_BASE);
  _nonet_step_house (&step, line, NONET_ROLE_BASE);
  for (NonetBits c = cells; !bits_empty (c); )
    {
      int cell = bits_pop (&c);
      _nonet_step_cell (&step, cell);
      for (NonetMask m = state->cands[cell]; m != 0; )
        _nonet_step_mark (&step, cell, mask_pop (&m), NONET_ROLE_BASE);
    }
  for (NonetMask m = digits; m != 0; )
    _nonet_step_eliminate_bits (&step, state, targets, mask_pop (&m));
  return _nonet_step_finish (&step) && _nonet_step_sink_add (sink, &step);
}

/* The locked sets of one box-line intersection (a "mini-line"): its
 * three cells, in order (find_locked_sets). A triple's caller saw all
 * three empty; a pair's two cells hold two candidates, so only empty
 * cells make one (a filled cell has none). */
static bool
find_locked_sets_in (const NonetLogicState *state,
                     NonetTechnique         technique,
                     int                    box,
                     int                    line,
                     const int              cells[3],
                     NonetStepSink         *sink)
{
  if (technique == NONET_TECH_LOCKED_TRIPLE)
    {
      NonetMask all = state->cands[cells[0]] | state->cands[cells[1]] | state->cands[cells[2]];

      return mask_count (all) == 3
             && offer_locked_set (state, technique, box, line,
                                  bits_and (bits_house (box), bits_house (line)), all, sink);
    }

  for (int i = 0; i < 3; i++)
    for (int j = i + 1; j < 3; j++)
      {
        NonetMask pair = state->cands[cells[i]];
        if (state->n_cands[cells[i]] != 2 || state->cands[cells[j]] != pair)
          continue;
        NonetBits two = bits_or (bits_cell (cells[i]), bits_cell (cells[j]));
        if (offer_locked_set (state, technique, box, line, two, pair, sink))
          return true;
      }
  return false;
}

/* Whether cells has n cells or more (n small): cheaper than counting. */
static bool
at_least (NonetBits cells,
          int       n)
{
  for (int i = 1; i < n; i++)
    if (cells.lo != 0)
      cells.lo &= cells.lo - 1;
    else
      cells.hi &= cells.hi - 1;
  return cells.lo != 0 || cells.hi != 0;
}

/* Whether the mini-line of box in line holds enough usable cells
 * (in_box: the box's): two for a pair (bits_several), all three for a
 * triple (the mini-line within in_box). */
static inline bool
mini_line_enough (NonetBits in_box,
                  NonetBits box_cells,
                  int       line,
                  bool      pair)
{
  NonetBits line_cells = bits_house (line);

  return pair ? bits_several (bits_and (in_box, line_cells))
              : bits_subset (bits_and (box_cells, line_cells), in_box);
}

/* A locked pair needs two bivalue cells in one mini-line, a locked triple
 * three empty cells: the boxes and mini-lines without them (most, at most
 * states) are passed over before find_locked_sets_in looks at them. */
static bool
find_locked_sets (const NonetLogicState *state,
                  NonetTechnique         technique,
                  NonetStepSink         *sink)
{
  bool pair = technique == NONET_TECH_LOCKED_PAIR;
  NonetBits usable = pair ? state->bivalue : state->empty;
  int need = pair ? 2 : 3;

  for (int b = 0; b < 9; b++)
    {
      int box = 18 + b;
      NonetBits box_cells = bits_house (box);
      NonetBits in_box = bits_and (usable, box_cells);

      if (!at_least (in_box, need))
        continue;
      for (int i = 0; i < 3; i++)
        {
          int row = (b / 3) * 3 + i;
          int column = 9 + (b % 3) * 3 + i;
          int first = row * 9 + (b % 3) * 3;
          int row_cells[3] = { first, first + 1, first + 2 };
          int top = (b / 3) * 27 + (column - 9);
          int column_cells[3] = { top, top + 9, top + 18 };

          if (mini_line_enough (in_box, box_cells, row, pair)
              && find_locked_sets_in (state, technique, box, row, row_cells, sink))
            return true;
          if (mini_line_enough (in_box, box_cells, column, pair)
              && find_locked_sets_in (state, technique, box, column, column_cells, sink))
            return true;
        }
    }
  return false;
}

bool
_nonet_find_intersections (const NonetLogicState *state,
                           NonetTechnique         technique,
                           NonetStepSink         *sink)
{
  switch (technique)
    {
    case NONET_TECH_POINTING:
    case NONET_TECH_CLAIMING:
      return find_locked_candidates (state, technique, sink);
    case NONET_TECH_LOCKED_PAIR:
    case NONET_TECH_LOCKED_TRIPLE:
      return find_locked_sets (state, technique, sink);
    default:
      return false;
    }
}
