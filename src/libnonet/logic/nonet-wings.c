/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-wings.c: Wings: a pivot and pincers.
 *
 * Techniques: W-Wing (0803), XY-Wing (0800), XYZ-Wing (0801), WXYZ-Wing.
 *
 *   XY-Wing:  pivot {x,y} sees pincers {x,z} and {y,z}. Whatever the pivot
 *             is, one pincer is z: cells seeing both pincers lose z.
 *   XYZ-Wing: pivot {x,y,z} with the same pincers: the pivot may be z
 *             itself, so only cells seeing all three lose z.
 *   WXYZ-Wing: four cells holding four digits between them, where every
 *             digit but one (z) is restricted (its cells all see each
 *             other). Without z the four cells would need four values from
 *             three digits that each fit once: one of them is z, and cells
 *             seeing every z of the pattern lose it.
 *   W-Wing:   two cells {x,y} that do not see each other, and a strong link
 *             on x (a house with x in two cells only) with one end seeing
 *             each cell. Both cells cannot be x, so one of them is y:
 *
 *             A{x,y} --- C ==x== D --- B{x,y}      cells seeing A and B lose y
 */

#include "nonet-logic-private.h"

typedef struct
{
  const NonetLogicState *state;
  NonetStepSink         *sink;
  NonetTechnique         technique;
} WingSearch;

/* Marks a wing cell's candidates: z in COVER, the others in BASE. */
static void
mark_wing_cell (NonetStep             *step,
                const NonetLogicState *state,
                int                    cell,
                int                    z)
{
  for (NonetMask m = state->cands[cell]; m != 0; )
    {
      int d = mask_pop (&m);
      _nonet_step_mark (step, cell, d, d == z ? NONET_ROLE_COVER : NONET_ROLE_BASE);
    }
  _nonet_step_cell (step, cell);
}

/* Offers a wing: cells[0] is the pivot; z leaves targets. */
static bool
offer_wing (WingSearch *search,
            const int  *cells,
            int         n_cells,
            int         z,
            NonetBits   targets)
{
  const NonetLogicState *state = search->state;
  NonetMask digits = 0;
  NonetStep step;

  for (int i = 0; i < n_cells; i++)
    digits |= state->cands[cells[i]];
  _nonet_step_begin (&step, search->technique, digits);
  for (int i = 0; i < n_cells; i++)
    mark_wing_cell (&step, state, cells[i], z);
  _nonet_step_eliminate_bits (&step, state, targets, z);
  return _nonet_step_finish (&step) && _nonet_step_sink_add (search->sink, &step);
}

/* ------------------------------------------------------------------------
 * XY-Wing and XYZ-Wing
 * ------------------------------------------------------------------------ */

/* Pincers of pivot: bivalue peers holding one pivot digit and z; for the
 * XYZ-Wing, z is a pivot digit too. */
static bool
find_xy_wings_at (WingSearch *search,
                  int         pivot)
{
  const NonetLogicState *state = search->state;
  bool xyz = search->technique == NONET_TECH_XYZ_WING;
  NonetMask pivot_mask = state->cands[pivot];
  NonetBits peers = bits_and (bits_peers (pivot), state->bivalue);
  NonetBits pincers = bits_none ();

  /* Both pincers hold one pivot digit (XY; the other is z, outside) or two
   * (XYZ: nothing outside): the others are no pincer, first or second. */
  for (int a; (a = bits_pop (&peers)) >= 0; )
    {
      NonetMask ma = state->cands[a];
      if (!(xyz ? (ma & ~pivot_mask) != 0 : mask_count (ma & pivot_mask) != 1))
        bits_set (&pincers, a);
    }
  for (int a; (a = bits_pop (&pincers)) >= 0; )
    {
      NonetMask ma = state->cands[a];
      NonetBits left_b = pincers;
      for (int b; (b = bits_pop (&left_b)) >= 0; )
        {
          NonetMask mb = state->cands[b];
          NonetMask shared = ma & mb;
          if (mb == ma || mask_count (shared) != 1)
            continue;
          /* XY: z outside the pivot, and the pincers hold x and y. */
          if (xyz ? (mb & ~pivot_mask) != 0
                  : (shared & pivot_mask) != 0 || ((ma | mb) & pivot_mask) != pivot_mask)
            continue;
          int z = mask_first (shared);
          NonetBits targets = bits_and (bits_and (bits_peers (a), bits_peers (b)),
                                        state->digit_cells[z]);
          if (xyz)
            targets = bits_and (targets, bits_peers (pivot));
          targets = bits_andnot (targets, bits_cell (pivot));
          if (bits_empty (targets))
            continue;
          int cells[3] = { pivot, a, b };
          if (offer_wing (search, cells, 3, z, targets))
            return true;
        }
    }
  return false;
}

static bool
find_xy_wings (WingSearch *search)
{
  const NonetLogicState *state = search->state;
  NonetBits pivots = search->technique == NONET_TECH_XY_WING ? state->bivalue : state->empty;

  for (int pivot; (pivot = bits_pop (&pivots)) >= 0; )
    {
      if (search->technique == NONET_TECH_XYZ_WING && state->n_cands[pivot] != 3)
        continue;
      if (find_xy_wings_at (search, pivot))
        return true;
    }
  return false;
}

/* ------------------------------------------------------------------------
 * W-Wing
 * ------------------------------------------------------------------------ */

static bool
offer_w_wing (WingSearch *search,
              int         a,
              int         b,
              int         c,
              int         d,
              int         house,
              int         x,
              int         y,
              NonetBits   targets)
{
  const NonetLogicState *state = search->state;
  NonetStep step;

  _nonet_step_begin (&step, NONET_TECH_W_WING, nonet_digit_bit (x) | nonet_digit_bit (y));
  _nonet_step_house (&step, house, NONET_ROLE_COVER);
  _nonet_step_mark (&step, a, x, NONET_ROLE_BASE);
  _nonet_step_mark (&step, a, y, NONET_ROLE_BASE);
  _nonet_step_mark (&step, b, x, NONET_ROLE_BASE);
  _nonet_step_mark (&step, b, y, NONET_ROLE_BASE);
  _nonet_step_mark (&step, c, x, NONET_ROLE_COVER);
  _nonet_step_mark (&step, d, x, NONET_ROLE_COVER);
  _nonet_step_cell (&step, a);
  _nonet_step_cell (&step, b);
  _nonet_step_cell (&step, c);
  _nonet_step_cell (&step, d);
  /* A=x forbids C=x, so D=x, so B is not x: one of A and B is y. */
  _nonet_step_link (&step, _nonet_node (a, x), _nonet_node (c, x), NONET_LINK_WEAK);
  _nonet_step_link (&step, _nonet_node (c, x), _nonet_node (d, x), NONET_LINK_STRONG);
  _nonet_step_link (&step, _nonet_node (d, x), _nonet_node (b, x), NONET_LINK_WEAK);
  _nonet_step_eliminate_bits (&step, state, targets, y);
  return _nonet_step_finish (&step) && _nonet_step_sink_add (search->sink, &step);
}

/* Strong links on x joining a and b (one end sees a, the other b). */
static bool
find_w_links (WingSearch *search,
              int         a,
              int         b,
              int         x,
              int         y,
              NonetBits   targets)
{
  const NonetLogicState *state = search->state;
  NonetBits ends = bits_andnot (state->digit_cells[x], bits_or (bits_cell (a), bits_cell (b)));
  NonetBits near_a = bits_and (bits_peers (a), ends);
  NonetBits near_b = bits_and (bits_peers (b), ends);

  if (bits_empty (near_a) || bits_empty (near_b))
    return false;
  for (int h = 0; h < NONET_HOUSES; h++)
    {
      if (state->house_count[h][x] != 2)
        continue;
      NonetBits pair = state_house_digit (state, h, x);
      int p = bits_pop (&pair), q = bits_pop (&pair);
      for (int turn = 0; turn < 2; turn++)
        {
          int c = turn == 0 ? p : q, d = turn == 0 ? q : p;
          if (bits_has (near_a, c) && bits_has (near_b, d)
              && offer_w_wing (search, a, b, c, d, h, x, y, targets))
            return true;
        }
    }
  return false;
}

static bool
find_w_wings (WingSearch *search)
{
  const NonetLogicState *state = search->state;
  NonetBits cells = state->bivalue;

  for (int a; (a = bits_pop (&cells)) >= 0; )
    {
      NonetMask mask = state->cands[a];
      NonetBits left_b = cells;
      for (int b; (b = bits_pop (&left_b)) >= 0; )
        {
          if (state->cands[b] != mask || cells_see (a, b))
            continue;
          NonetBits common = bits_and (bits_peers (a), bits_peers (b));
          for (int turn = 0; turn < 2; turn++)
            {
              int x = turn == 0 ? mask_first (mask) : mask_first (mask & (mask - 1));
              int y = turn == 0 ? mask_first (mask & (mask - 1)) : mask_first (mask);
              NonetBits targets = bits_and (common, state->digit_cells[y]);
              if (!bits_empty (targets) && find_w_links (search, a, b, x, y, targets))
                return true;
            }
        }
    }
  return false;
}

/* ------------------------------------------------------------------------
 * WXYZ-Wing
 * ------------------------------------------------------------------------ */

typedef struct
{
  WingSearch *search;
  int         n_items;
  int         items[NONET_CELLS];   /* empty cells with 2-4 candidates */
  int         chosen[4];
} WxyzSearch;

/* The digits of cell that stop being restricted when cell joins set: some
 * cell of set holding them does not see cell. */
static NonetMask
loosened (const NonetLogicState *state,
          NonetBits              set,
          int                    cell)
{
  NonetBits unseen = bits_andnot (set, bits_peers (cell));
  NonetMask loose = 0;

  for (NonetMask m = state->cands[cell]; m != 0; )
    {
      int d = mask_pop (&m);
      if (bits_intersect (unseen, state->digit_cells[d]))
        loose |= nonet_digit_bit (d);
    }
  return loose;
}

static bool
offer_wxyz (WxyzSearch *wxyz,
            NonetBits   set,
            int         z,
            NonetBits   targets)
{
  int cells[4], pivot = 0, best = -1;

  if (_nonet_bits_common_house (set) >= 0)
    return false;   /* a Naked Quad */
  /* The pivot: the cell that sees most of the others. */
  for (int i = 0; i < 4; i++)
    {
      int seen = bits_count (bits_and (bits_peers (wxyz->chosen[i]), set));
      if (seen > best)
        best = seen, pivot = i;
    }
  cells[0] = wxyz->chosen[pivot];
  for (int i = 0, n = 1; i < 4; i++)
    if (i != pivot)
      cells[n++] = wxyz->chosen[i];
  return offer_wing (wxyz->search, cells, 4, z, targets);
}

/* Chooses four cells from index start on, their digits kept within four
 * and at most one of them not restricted (loose); once that digit z is
 * known, the cells that could lose it must still exist. */
static bool
choose_wxyz (WxyzSearch *wxyz,
             int         depth,
             int         start,
             NonetMask   digits,
             NonetBits   set,
             NonetMask   loose)
{
  const NonetLogicState *state = wxyz->search->state;
  NonetBits targets = bits_all ();
  int z = mask_first (loose);

  if (z != 0)
    {
      NonetBits holders = bits_and (set, state->digit_cells[z]);
      targets = bits_andnot (bits_and (bits_common_peers (holders), state->digit_cells[z]), set);
      if (bits_empty (targets))
        return false;
    }
  if (depth == 4)
    return z != 0 && mask_count (digits) == 4 && offer_wxyz (wxyz, set, z, targets);
  for (int i = start; i <= wxyz->n_items - (4 - depth); i++)
    {
      int cell = wxyz->items[i];
      NonetMask joined = digits | state->cands[cell];
      /* The last cell must bring the digits still missing. */
      if (mask_count (joined) > 4 || (depth == 3 && mask_count (joined) != 4))
        continue;
      NonetMask now_loose = loose | loosened (state, set, cell);
      if (mask_count (now_loose) > 1)
        continue;
      NonetBits with = set;
      bits_set (&with, cell);
      wxyz->chosen[depth] = cell;
      if (choose_wxyz (wxyz, depth + 1, i + 1, joined, with, now_loose))
        return true;
    }
  return false;
}

static bool
find_wxyz_wings (WingSearch *search)
{
  const NonetLogicState *state = search->state;
  WxyzSearch wxyz = { .search = search };
  NonetBits small = bits_none ();

  NonetBits empty = state->empty;
  for (int c; (c = bits_pop (&empty)) >= 0; )
    if (state->n_cands[c] >= 2 && state->n_cands[c] <= 4)
      bits_set (&small, c);
  /* Per set of four digits, the cells holding nothing else: few, so the
   * choice of four among them is quick. */
  for (unsigned quad = 0; quad < (1u << NONET_DIGITS); quad++)
    {
      if (mask_count (quad) != 4)
        continue;
      NonetBits cells = small;
      for (NonetMask others = (NonetMask) (~quad & 0x1ff); others != 0; )
        cells = bits_andnot (cells, state->digit_cells[mask_pop (&others)]);
      if (bits_count (cells) < 4)
        continue;
      NonetMask held = 0;
      wxyz.n_items = 0;
      for (int c; (c = bits_pop (&cells)) >= 0; )
        {
          wxyz.items[wxyz.n_items++] = c;
          held |= state->cands[c];
        }
      if (held != quad)
        continue;
      if (choose_wxyz (&wxyz, 0, 0, 0, bits_none (), 0))
        return true;
    }
  return false;
}

bool
_nonet_find_wings (const NonetLogicState *state,
                   NonetTechnique         technique,
                   NonetStepSink         *sink)
{
  WingSearch search = { .state = state, .sink = sink, .technique = technique };

  switch (technique)
    {
    case NONET_TECH_W_WING:
      return find_w_wings (&search);
    case NONET_TECH_XY_WING:
    case NONET_TECH_XYZ_WING:
      return find_xy_wings (&search);
    case NONET_TECH_WXYZ_WING:
      return find_wxyz_wings (&search);
    default:
      return false;
    }
}
