/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-templates.c: Templates: every placement pattern of one digit.
 *
 * Techniques: Template Set (1201), Template Delete (1202). Off by default.
 *
 * A template of digit d is one cell per row, in nine different columns and
 * boxes (46656 of them on an empty grid). The state keeps those whose cells
 * all hold d or have it as a candidate. Then:
 *
 *   Template Set:     a cell in every template holds d.
 *   Template Delete:  a candidate in no template is false.
 *
 * Enumerated row by row with the used columns as a 9-bit mask and the used
 * boxes of the current band; rows where d is placed have a single choice.
 */

#include "nonet-logic-private.h"

typedef struct
{
  uint16_t  row_cols[9];   /* columns of each row that may hold d */
  NonetBits in_all;        /* cells in every template so far */
  NonetBits in_any;        /* cells in some template */
  NonetBits path;
  long      count;
  long      budget;
} TemplateSearch;

static void
enumerate (TemplateSearch *search,
           int             row,
           unsigned        cols,
           unsigned        band_boxes)
{
  if (row == 9)
    {
      search->count++;
      search->in_all = bits_and (search->in_all, search->path);
      search->in_any = bits_or (search->in_any, search->path);
      return;
    }
  if (--search->budget < 0)
    return;
  if (row % 3 == 0)
    band_boxes = 0;
  for (unsigned m = search->row_cols[row] & ~cols; m != 0; m &= m - 1)
    {
      int col = __builtin_ctz (m);
      unsigned box = 1u << (col / 3);
      if (band_boxes & box)
        continue;
      int cell = row * 9 + col;
      bits_set (&search->path, cell);
      enumerate (search, row + 1, cols | (1u << col), band_boxes | box);
      bits_clear (&search->path, cell);
    }
}

/* The templates of every digit, refined as HoDoKu does: a cell in every
 * template of one digit is taken, so the other digits' templates through
 * it go; repeated until nothing changes. Returns false when the
 * enumeration was cut short. */
static bool
refine_templates (const NonetLogicState *state,
                  NonetBits              in_all[NONET_DIGITS + 1],
                  NonetBits              in_any[NONET_DIGITS + 1])
{
  TemplateSearch search;
  NonetBits taken[NONET_DIGITS + 1];
  bool changed = true;

  for (int d = 1; d <= NONET_DIGITS; d++)
    taken[d] = bits_none ();
  while (changed)
    {
      changed = false;
      for (int d = 1; d <= NONET_DIGITS; d++)
        {
          NonetBits others = bits_none ();
          for (int e = 1; e <= NONET_DIGITS; e++)
            if (e != d)
              others = bits_or (others, taken[e]);
          for (int r = 0; r < 9; r++)
            {
              search.row_cols[r] = 0;
              for (int c = 0; c < 9; c++)
                {
                  int cell = r * 9 + c;
                  if ((state->values[cell] == d || state_has (state, cell, d))
                      && !bits_has (others, cell))
                    search.row_cols[r] |= (uint16_t) (1u << c);
                }
            }
          search.in_all = bits_all ();
          search.in_any = bits_none ();
          search.path = bits_none ();
          search.count = 0;
          search.budget = 2000000;
          enumerate (&search, 0, 0, 0);
          if (search.budget < 0 || search.count == 0)
            return false;
          in_all[d] = search.in_all;
          in_any[d] = search.in_any;
          if (!bits_equal (search.in_all, taken[d]))
            {
              taken[d] = search.in_all;
              changed = true;
            }
        }
    }
  return true;
}

bool
_nonet_find_templates (const NonetLogicState *state,
                       NonetTechnique         technique,
                       NonetStepSink         *sink)
{
  NonetBits in_all[NONET_DIGITS + 1], in_any[NONET_DIGITS + 1];

  if (!refine_templates (state, in_all, in_any))
    return false;
  for (int d = 1; d <= NONET_DIGITS; d++)
    {
      NonetStep step;

      _nonet_step_begin (&step, technique, nonet_digit_bit (d));
      if (technique == NONET_TECH_TEMPLATE_SET)
        for (NonetBits s = bits_and (in_all[d], state->digit_cells[d]); !bits_empty (s); )
          _nonet_step_place (&step, state, bits_pop (&s), d);
      else
        _nonet_step_eliminate_bits (&step, state,
                                    bits_andnot (state->digit_cells[d], in_any[d]), d);
      _nonet_step_mark_bits (&step, state, in_any[d], d, NONET_ROLE_BASE);
      if (_nonet_step_finish (&step) && _nonet_step_sink_add (sink, &step))
        return true;
    }
  return false;
}
