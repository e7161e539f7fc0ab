/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-uniqueness.c: Uniqueness: deadly patterns avoided (only when the puzzle is unique).
 *
 * Techniques: Unique Rectangle types 1-6 (0600-0605), Hidden Rectangle (0606),
 * Avoidable Rectangle types 1-2 (0607-0608), BUG+1 (0610).
 *
 * A rectangle: four cells in two rows, two columns and two boxes. If all
 * four could end up holding only a and b, the a/b of the corners could be
 * swapped and the puzzle would have two solutions. A unique puzzle never
 * does, so something must break the pattern:
 *
 *      c1    c2
 *   r1 [ab]  [ab]        UR type 1: three corners are exactly {a,b}: the
 *   r2 [ab]  [abx]       fourth is not a or b.
 *
 *   corners 0 1     diagonal pairs (0,3) and (1,2)
 *           2 3     rows (0,1) (2,3), columns (0,2) (1,3)
 *
 * Type 2: the two other corners (sharing a line) are {a,b,c}: one is c,
 * cells seeing both lose c. Type 5: the same with the extra corners on a
 * diagonal or three of them. Type 3: the extras of the two corners act as
 * one cell in a naked subset of their line (or box). Type 4: a (or b) is
 * a conjugate pair on the two extra corners: they lose b (or a). Type 6:
 * the two extra corners are diagonal and a lives only in the rectangle in
 * both rows and both columns: they lose a. Hidden Rectangle: a corner is
 * {a,b} and a is a conjugate pair in the row and column of the opposite
 * corner: that corner loses b.
 *
 * Avoidable Rectangle: the same with placed digits (never clues), which
 * could be swapped just as well. BUG+1: every empty cell but one has two
 * candidates and every candidate appears twice in each house: the third
 * candidate of the odd cell, the one seen three times, is its value.
 */

#include <string.h>

#include "nonet-logic-private.h"

typedef struct
{
  const NonetLogicState *state;
  NonetTechnique         technique;
  NonetStepSink         *sink;
  int                    cells[4];   /* r1c1 r1c2 r2c1 r2c2 */
  int                    a, b;       /* the pattern digits */
  NonetMask              ab;
  NonetMask              extra[4];   /* candidates of each corner besides a and b */
} Rect;

static const int opposite[4] = { 3, 2, 1, 0 };

static bool
corners_share_line (int i,
                    int j)
{
  return opposite[i] != j;
}

/* The houses holding both cells (row or column, and box), at most two. */
static int
shared_houses (int  c1,
               int  c2,
               int *houses)
{
  int n = 0;

  for (int k = 0; k < 3; k++)
    if (nonet_cell_houses[c1][k] == nonet_cell_houses[c2][k])
      houses[n++] = nonet_cell_houses[c1][k];
  return n;
}

/* Starts a rectangle step: the corners' a and b as BASE, their extra
 * candidates as FIN, the corners as defining cells. */
static void
rect_begin (const Rect *r,
            NonetStep  *step)
{
  _nonet_step_begin (step, r->technique, r->ab);
  for (int i = 0; i < 4; i++)
    {
      int c = r->cells[i];
      _nonet_step_cell (step, c);
      if (r->state->values[c] != 0)
        {
          _nonet_step_mark (step, c, r->state->values[c], NONET_ROLE_BASE);
          continue;
        }
      for (NonetMask m = r->state->cands[c] & r->ab; m != 0; )
        _nonet_step_mark (step, c, mask_pop (&m), NONET_ROLE_BASE);
      for (NonetMask m = r->extra[i]; m != 0; )
        _nonet_step_mark (step, c, mask_pop (&m), NONET_ROLE_FIN);
    }
}

static bool
rect_offer (const Rect *r,
            NonetStep  *step)
{
  return _nonet_step_finish (step) && _nonet_step_sink_add (r->sink, step);
}

static bool
ur_type_1 (const Rect *r,
           unsigned    extras)
{
  NonetStep step;

  if (mask_count (extras) != 1)
    return false;
  int k = __builtin_ctz (extras);
  rect_begin (r, &step);
  _nonet_step_eliminate (&step, r->state, r->cells[k], r->a);
  _nonet_step_eliminate (&step, r->state, r->cells[k], r->b);
  return rect_offer (r, &step);
}

/* Types 2 and 5: every extra corner has the same single extra c. */
static bool
ur_type_2_5 (const Rect *r,
             unsigned    extras)
{
  int n = mask_count (extras);
  NonetMask c_bit = 0;
  NonetBits seen = bits_all ();
  NonetStep step;

  if (n < 2 || n > 3)
    return false;
  for (int i = 0; i < 4; i++)
    {
      if (!(extras & (1u << i)))
        continue;
      if (mask_count (r->extra[i]) != 1 || (c_bit != 0 && r->extra[i] != c_bit))
        return false;
      c_bit = r->extra[i];
      seen = bits_and (seen, bits_peers (r->cells[i]));
    }
  int first = __builtin_ctz (extras);
  int second = __builtin_ctz (extras & (extras - 1));
  bool type_2 = n == 2 && corners_share_line (first, second);
  if ((r->technique == NONET_TECH_UNIQUE_RECTANGLE_2) != type_2)
    return false;
  int c = mask_first (c_bit);
  if (!bits_intersect (seen, r->state->digit_cells[c]))
    return false;
  rect_begin (r, &step);
  _nonet_step_eliminate_bits (&step, r->state, seen, c);
  return rect_offer (r, &step);
}

/* A naked subset found with the roof of a type 3. */
typedef struct
{
  int       house;
  NonetBits cells;    /* the subset's cells besides the roof */
  NonetMask digits;
} Ur3Subset;

#define UR3_MAX_SUBSETS 8

typedef struct
{
  const Rect *rect;
  int         house;
  int         n_items;
  int         items[9];
  int         chosen[4];
  int         roof[2];
  int         n_found;
  Ur3Subset   found[UR3_MAX_SUBSETS];
} Ur3Search;

/* One step from one or two subsets (in the line and the box the roof
 * shares: HoDoKu shows both in one step). */
static bool
ur3_offer (const Ur3Search *u,
           const Ur3Subset *one,
           const Ur3Subset *two)
{
  const Rect *r = u->rect;
  const NonetLogicState *state = r->state;
  NonetBits roof = bits_or (bits_cell (r->cells[u->roof[0]]), bits_cell (r->cells[u->roof[1]]));
  NonetStep step;

  rect_begin (r, &step);
  for (int k = 0; k < 2; k++)
    {
      const Ur3Subset *subset = k == 0 ? one : two;
      if (subset == NULL)
        continue;
      _nonet_step_house (&step, subset->house, NONET_ROLE_COVER);
      for (NonetBits cells = subset->cells; !bits_empty (cells); )
        {
          int c = bits_pop (&cells);
          _nonet_step_cell (&step, c);
          for (NonetMask m = state->cands[c]; m != 0; )
            _nonet_step_mark (&step, c, mask_pop (&m), NONET_ROLE_COVER);
        }
      NonetBits others = bits_andnot (bits_andnot (bits_house (subset->house), roof),
                                      subset->cells);
      for (NonetMask m = subset->digits; m != 0; )
        _nonet_step_eliminate_bits (&step, state, others, mask_pop (&m));
    }
  return rect_offer (r, &step);
}

/* Naked subsets: the roof (one virtual cell with the extras) plus depth
 * cells holding depth + 1 digits. */
static void
ur3_choose (Ur3Search *u,
            int        depth,
            int        start,
            NonetMask  so_far)
{
  const NonetLogicState *state = u->rect->state;

  if (depth > 0 && mask_count (so_far) == depth + 1 && u->n_found < UR3_MAX_SUBSETS)
    {
      Ur3Subset *subset = &u->found[u->n_found++];
      subset->house = u->house;
      subset->cells = bits_none ();
      for (int i = 0; i < depth; i++)
        bits_set (&subset->cells, u->items[u->chosen[i]]);
      subset->digits = so_far;
      return;
    }
  if (depth == 3)
    return;
  for (int i = start; i < u->n_items; i++)
    {
      NonetMask joined = so_far | state->cands[u->items[i]];
      if (mask_count (joined) > 4)
        continue;
      u->chosen[depth] = i;
      ur3_choose (u, depth + 1, i + 1, joined);
    }
}

static bool
ur_type_3 (const Rect *r,
           unsigned    extras)
{
  const NonetLogicState *state = r->state;
  Ur3Search u;
  int houses[2];

  if (mask_count (extras) != 2)
    return false;
  u.rect = r;
  u.n_found = 0;
  u.roof[0] = __builtin_ctz (extras);
  u.roof[1] = __builtin_ctz (extras & (extras - 1));
  if (!corners_share_line (u.roof[0], u.roof[1]))
    return false;
  NonetMask virtual = r->extra[u.roof[0]] | r->extra[u.roof[1]];
  int n_houses = shared_houses (r->cells[u.roof[0]], r->cells[u.roof[1]], houses);
  for (int k = 0; k < n_houses; k++)
    {
      u.house = houses[k];
      u.n_items = 0;
      for (int i = 0; i < 9; i++)
        {
          int c = nonet_house_cells[u.house][i];
          if (state->values[c] != 0 || c == r->cells[u.roof[0]] || c == r->cells[u.roof[1]])
            continue;
          u.items[u.n_items++] = c;
        }
      ur3_choose (&u, 0, 0, virtual);
    }
  for (int i = 0; i < u.n_found; i++)
    if (ur3_offer (&u, &u.found[i], NULL))
      return true;
  for (int i = 0; i < u.n_found; i++)
    for (int j = i + 1; j < u.n_found; j++)
      if (u.found[i].house != u.found[j].house && ur3_offer (&u, &u.found[i], &u.found[j]))
        return true;
  return false;
}

static void
mark_conjugate (NonetStep *step,
                int        c1,
                int        c2,
                int        digit)
{
  _nonet_step_link (step, _nonet_node (c1, digit), _nonet_node (c2, digit), NONET_LINK_STRONG);
}

static bool
ur_type_4 (const Rect *r,
           unsigned    extras)
{
  const NonetLogicState *state = r->state;
  int houses[2];

  if (mask_count (extras) != 2)
    return false;
  int i = __builtin_ctz (extras), j = __builtin_ctz (extras & (extras - 1));
  if (!corners_share_line (i, j))
    return false;
  int c1 = r->cells[i], c2 = r->cells[j];
  int n_houses = shared_houses (c1, c2, houses);
  for (int k = 0; k < n_houses; k++)
    for (int x = 0; x < 2; x++)
      {
        int strong = x == 0 ? r->a : r->b, weak = x == 0 ? r->b : r->a;
        NonetStep step;

        if (state->house_count[houses[k]][strong] != 2 || !state_has (state, c1, strong)
            || !state_has (state, c2, strong))
          continue;
        rect_begin (r, &step);
        mark_conjugate (&step, c1, c2, strong);
        _nonet_step_eliminate (&step, state, c1, weak);
        _nonet_step_eliminate (&step, state, c2, weak);
        if (rect_offer (r, &step))
          return true;
      }
  return false;
}

/* Whether digit lives only in the rectangle in the houses of corner i's row
 * and column (counts two each). */
static bool
only_in_rect_lines (const Rect *r,
                    int         i,
                    int         digit)
{
  int c = r->cells[i];

  /* Missing candidates: the corners on those lines must hold digit. */
  if (!state_has (r->state, c, digit) || !state_has (r->state, r->cells[i ^ 1], digit)
      || !state_has (r->state, r->cells[i ^ 2], digit))
    return false;
  return r->state->house_count[nonet_cell_houses[c][0]][digit] == 2
         && r->state->house_count[nonet_cell_houses[c][1]][digit] == 2;
}

static bool
ur_type_6 (const Rect *r,
           unsigned    extras)
{
  const NonetLogicState *state = r->state;

  if (mask_count (extras) != 2)
    return false;
  int i = __builtin_ctz (extras), j = __builtin_ctz (extras & (extras - 1));
  if (corners_share_line (i, j))
    return false;
  for (int x = 0; x < 2; x++)
    {
      int digit = x == 0 ? r->a : r->b;
      NonetStep step;

      /* Rows and columns of the two diagonal corners are all four lines. */
      if (!only_in_rect_lines (r, i, digit) || !only_in_rect_lines (r, j, digit))
        continue;
      rect_begin (r, &step);
      mark_conjugate (&step, r->cells[0], r->cells[1], digit);
      mark_conjugate (&step, r->cells[2], r->cells[3], digit);
      mark_conjugate (&step, r->cells[0], r->cells[2], digit);
      mark_conjugate (&step, r->cells[1], r->cells[3], digit);
      _nonet_step_eliminate (&step, state, r->cells[i], digit);
      _nonet_step_eliminate (&step, state, r->cells[j], digit);
      if (rect_offer (r, &step))
        return true;
    }
  return false;
}

/* Hidden Rectangle: corner k is {a,b}; in the row and column of the
 * opposite corner, x is only in the rectangle: the opposite corner is not
 * the other digit (it would force the deadly pattern). */
static bool
hidden_rectangle (const Rect *r,
                  unsigned    extras)
{
  const NonetLogicState *state = r->state;

  if (mask_count (extras) < 1 || mask_count (extras) > 3)
    return false;
  for (int k = 0; k < 4; k++)
    {
      if (r->extra[k] != 0)
        continue;
      int o = opposite[k];
      int c = r->cells[o];
      /* The corner sharing o's row, and the one sharing o's column. */
      int row_mate = r->cells[o ^ 1], col_mate = r->cells[o ^ 2];
      for (int x = 0; x < 2; x++)
        {
          int strong = x == 0 ? r->a : r->b, other = x == 0 ? r->b : r->a;
          NonetStep step;

          if (!only_in_rect_lines (r, o, strong) || !state_has (state, c, other))
            continue;
          rect_begin (r, &step);
          mark_conjugate (&step, c, row_mate, strong);
          mark_conjugate (&step, c, col_mate, strong);
          _nonet_step_eliminate (&step, state, c, other);
          if (rect_offer (r, &step))
            return true;
        }
    }
  return false;
}

/* extras: the corners with extra candidates, as a bit mask of corner
 * indexes (see RectList). */
static bool
unique_rectangle (Rect     *r,
                  unsigned  extras)
{
  switch (r->technique)
    {
    case NONET_TECH_UNIQUE_RECTANGLE_1: return ur_type_1 (r, extras);
    case NONET_TECH_UNIQUE_RECTANGLE_2:
    case NONET_TECH_UNIQUE_RECTANGLE_5: return ur_type_2_5 (r, extras);
    case NONET_TECH_UNIQUE_RECTANGLE_3: return ur_type_3 (r, extras);
    case NONET_TECH_UNIQUE_RECTANGLE_4: return ur_type_4 (r, extras);
    case NONET_TECH_UNIQUE_RECTANGLE_6: return ur_type_6 (r, extras);
    case NONET_TECH_HIDDEN_RECTANGLE:   return hidden_rectangle (r, extras);
    default:                            return false;
    }
}

/* AR type 2: the two empty corners hold their deadly digit plus the same
 * c: one of them is c, so cells seeing both lose c. */
static bool
avoidable_type_2 (const Rect *r)
{
  const NonetLogicState *state = r->state;
  NonetMask c_bit = 0;
  NonetBits seen = bits_all ();
  NonetStep step;

  for (int i = 0; i < 4; i++)
    {
      int c = r->cells[i];
      if (state->values[c] != 0)
        continue;
      if (mask_count (r->extra[i]) != 1 || (c_bit != 0 && r->extra[i] != c_bit))
        return false;
      c_bit = r->extra[i];
      seen = bits_and (seen, bits_peers (c));
    }
  rect_begin (r, &step);
  _nonet_step_eliminate_bits (&step, state, seen, mask_first (c_bit));
  return rect_offer (r, &step);
}

/* Avoidable Rectangle: corners filled with placed digits (no clue) or
 * empty; the deadly pattern puts p on the diagonal 0-3 and q on 1-2. */
static bool
avoidable_rectangle (Rect *r)
{
  const NonetLogicState *state = r->state;
  int deadly[4] = { 0, 0, 0, 0 };
  int n_empty = 0;
  int p = 0, q = 0;

  for (int i = 0; i < 4; i++)
    {
      int c = r->cells[i];
      int v = state->values[c];
      if (bits_has (state->given, c))
        return false;
      if (v == 0)
        {
          n_empty++;
          continue;
        }
      int *slot = (i == 0 || i == 3) ? &p : &q;
      if (*slot != 0 && *slot != v)
        return false;
      *slot = v;
    }
  if (p == 0 || q == 0 || p == q || n_empty == 0)
    return false;
  for (int i = 0; i < 4; i++)
    deadly[i] = (i == 0 || i == 3) ? p : q;
  r->a = p;
  r->b = q;
  r->ab = nonet_digit_bit (p) | nonet_digit_bit (q);
  for (int i = 0; i < 4; i++)
    {
      int c = r->cells[i];
      r->extra[i] = state->values[c] != 0 ? 0
                    : (NonetMask) (state->cands[c] & ~nonet_digit_bit (deadly[i]));
      if (state->values[c] == 0 && !state_has (state, c, deadly[i]))
        return false;   /* the pattern cannot form */
    }

  NonetStep step;
  if (r->technique == NONET_TECH_AVOIDABLE_RECTANGLE_1)
    {
      if (n_empty != 1)
        return false;
      for (int i = 0; i < 4; i++)
        if (state->values[r->cells[i]] == 0)
          {
            rect_begin (r, &step);
            _nonet_step_eliminate (&step, state, r->cells[i], deadly[i]);
            return rect_offer (r, &step);
          }
      return false;
    }
  return n_empty == 2 && avoidable_type_2 (r);
}

/* Avoidable Rectangles: both diagonals need a placed digit, so two placed
 * (non-clue) corners share a row or a column; the rectangle extends from
 * them across the other lines. */
static bool
find_avoidable (Rect *r)
{
  const NonetLogicState *state = r->state;
  NonetBits placed = bits_andnot (bits_andnot (bits_all (), state->empty), state->given);

  for (NonetBits as = placed; !bits_empty (as); )
    {
      int a = bits_pop (&as);
      int ra = a / 9, ca = a % 9;

      for (int side = 0; side < 2; side++)
        {
          /* side 0: the partner is right of a in its row; 1: below a in its column. */
          NonetBits partners = bits_and (as, bits_house (side == 0 ? ra : 9 + ca));
          for (int b; (b = bits_pop (&partners)) >= 0; )
            {
              if (state->values[a] == state->values[b])
                continue;
              for (int k = 0; k < 9; k++)
                {
                  int top = side == 0 ? (k < ra ? k : ra) : (k < ca ? k : ca);
                  int bottom = side == 0 ? (k < ra ? ra : k) : (k < ca ? ca : k);
                  int far = side == 0 ? b % 9 : b / 9;
                  int near = side == 0 ? ca : ra;
                  if (k == (side == 0 ? ra : ca))
                    continue;
                  /* Two boxes: one pair of lines shares a band or stack, not both. */
                  if ((top / 3 == bottom / 3) == (near / 3 == far / 3))
                    continue;
                  /* The two corners in line k: neither a given and not both
                   * filled, or avoidable_rectangle refuses them. */
                  int c1 = side == 0 ? k * 9 + near : near * 9 + k;
                  int c2 = side == 0 ? k * 9 + far : far * 9 + k;
                  if (bits_has (state->given, c1) || bits_has (state->given, c2)
                      || (state->values[c1] != 0 && state->values[c2] != 0))
                    continue;
                  for (int i = 0; i < 4; i++)
                    {
                      int line = (i < 2) ? top : bottom;
                      int across = (i % 2 == 0) ? near : far;   /* near < far */
                      r->cells[i] = side == 0 ? line * 9 + across : across * 9 + line;
                    }
                  if (side == 1)
                    {
                      /* cells[] were built transposed: back to reading order. */
                      int t = r->cells[1];
                      r->cells[1] = r->cells[2];
                      r->cells[2] = t;
                    }
                  if (avoidable_rectangle (r))
                    return true;
                }
            }
        }
    }
  return false;
}

/* The rectangles of Unique Rectangles at one grid (see find_unique), in
 * the order found: the types and the Hidden Rectangle go through the same
 * ones in turn, so they are kept per thread with the candidates they were
 * found at (all they depend on). An anchor makes at most 24 (its box's
 * other two rows by six columns, and the other way round). */
#define RECT_MAX (NONET_CELLS * 24)

typedef struct
{
  bool      valid;
  NonetMask cands[NONET_CELLS];
  int       n;
  uint8_t   cells[RECT_MAX][4];
  NonetMask ab[RECT_MAX];
  NonetMask extra[RECT_MAX][4];   /* each corner's candidates besides a and b */
  uint8_t   extras[RECT_MAX];     /* the corners with some, a bit per corner */
  bool      one_extra[RECT_MAX];  /* all of them the same one digit */
} RectList;

/* Every rectangle has a corner that is exactly {a,b} (the anchor); the
 * other corners need a or b (HoDoKu's missing candidates: with every
 * corner in {a,b} the pattern is still deadly). */
static void
list_rectangles (const NonetLogicState *state,
                 RectList              *list)
{
  list->n = 0;
  for (NonetBits anchors = state->bivalue; !bits_empty (anchors); )
    {
      int anchor = bits_pop (&anchors);
      int ra = anchor / 9, ca = anchor % 9;
      NonetMask ab = state->cands[anchor];
      int a = mask_first (ab), b = mask_first ((NonetMask) (ab & (ab - 1)));
      /* The other rows (a bit per row) where the anchor's column has a or
       * b, and the other columns where its row has: a column's positions
       * are its rows, a row's its columns. */
      unsigned rows = (state->house_pos[9 + ca][a] | state->house_pos[9 + ca][b]) & ~(1u << ra);
      unsigned cols = (state->house_pos[ra][a] | state->house_pos[ra][b]) & ~(1u << ca);
      unsigned stack = 7u << (ca / 3 * 3);

      for (; rows != 0; rows &= rows - 1)
        {
          int r2 = __builtin_ctz (rows);
          /* Two boxes: the rows share a band or the columns a stack, not both. */
          unsigned c2s = cols & (state->house_pos[r2][a] | state->house_pos[r2][b])
                         & (ra / 3 == r2 / 3 ? ~stack : stack);

          for (; c2s != 0; c2s &= c2s - 1)
            {
              int c2 = __builtin_ctz (c2s);
              int top = ra < r2 ? ra : r2, bottom = ra < r2 ? r2 : ra;
              int left = ca < c2 ? ca : c2, right = ca < c2 ? c2 : ca;
              uint8_t *cells = list->cells[list->n];
              unsigned extras = 0;
              NonetMask any = 0;
              cells[0] = (uint8_t) (top * 9 + left);
              cells[1] = (uint8_t) (top * 9 + right);
              cells[2] = (uint8_t) (bottom * 9 + left);
              cells[3] = (uint8_t) (bottom * 9 + right);
              for (int k = 0; k < 4; k++)
                {
                  list->extra[list->n][k] = (NonetMask) (state->cands[cells[k]] & ~ab);
                  if (list->extra[list->n][k] != 0)
                    extras |= 1u << k;
                  any |= list->extra[list->n][k];
                }
              list->one_extra[list->n] = any != 0 && (any & (any - 1)) == 0;
              list->extras[list->n] = (uint8_t) extras;
              list->ab[list->n++] = ab;
            }
        }
    }
}

/* The sets of extra corners (a bit per corner) with which each
 * technique's test can find something (their first checks), a bit per
 * set: one corner (type 1), two sharing a line (types 2, 3 and 4), two on
 * a diagonal (type 6), those or three (type 5), one to three (the Hidden
 * Rectangle); none without, a deadly pattern (the puzzle is not unique
 * after all). */
#define EXTRAS_ONE     (1u << 1 | 1u << 2 | 1u << 4 | 1u << 8)
#define EXTRAS_LINE    (1u << 3 | 1u << 5 | 1u << 10 | 1u << 12)
#define EXTRAS_DIAG    (1u << 6 | 1u << 9)
#define EXTRAS_THREE   (1u << 7 | 1u << 11 | 1u << 13 | 1u << 14)

static unsigned
extras_wanted (NonetTechnique technique)
{
  switch (technique)
    {
    case NONET_TECH_UNIQUE_RECTANGLE_1: return EXTRAS_ONE;
    case NONET_TECH_UNIQUE_RECTANGLE_2:
    case NONET_TECH_UNIQUE_RECTANGLE_3:
    case NONET_TECH_UNIQUE_RECTANGLE_4: return EXTRAS_LINE;
    case NONET_TECH_UNIQUE_RECTANGLE_5: return EXTRAS_DIAG | EXTRAS_THREE;
    case NONET_TECH_UNIQUE_RECTANGLE_6: return EXTRAS_DIAG;
    case NONET_TECH_HIDDEN_RECTANGLE:   return EXTRAS_ONE | EXTRAS_LINE | EXTRAS_DIAG | EXTRAS_THREE;
    default:                            return 0;
    }
}

/* Every listed rectangle fits: one corner (the anchor) is exactly {a,b},
 * every corner is empty with a or b. Its extras are worked out once per
 * grid, with the list, and a rectangle whose extra corners the technique
 * cannot use is passed over. */
static bool
find_unique (Rect *r)
{
  static _Thread_local RectList list;
  const NonetLogicState *state = r->state;
  unsigned wanted = extras_wanted (r->technique);

  if (!list.valid || memcmp (list.cands, state->cands, sizeof list.cands) != 0)
    {
      memcpy (list.cands, state->cands, sizeof list.cands);
      list_rectangles (state, &list);
      list.valid = true;
    }
  for (int i = 0; i < list.n; i++)
    {
      unsigned extras = list.extras[i];

      if (!(wanted & (1u << extras)))
        continue;
      /* Types 2 and 5 want one extra digit, the same in every extra corner. */
      if ((r->technique == NONET_TECH_UNIQUE_RECTANGLE_2
           || r->technique == NONET_TECH_UNIQUE_RECTANGLE_5) && !list.one_extra[i])
        continue;
      r->ab = list.ab[i];
      r->a = mask_first (r->ab);
      r->b = mask_first ((NonetMask) (r->ab & (r->ab - 1)));
      for (int k = 0; k < 4; k++)
        {
          r->cells[k] = list.cells[i][k];
          r->extra[k] = list.extra[i][k];
        }
      if (unique_rectangle (r, extras))
        return true;
    }
  return false;
}

static bool
find_rectangles (const NonetLogicState *state,
                 NonetTechnique         technique,
                 NonetStepSink         *sink)
{
  Rect r;

  memset (&r, 0, sizeof r);
  r.state = state;
  r.technique = technique;
  r.sink = sink;
  if (technique == NONET_TECH_AVOIDABLE_RECTANGLE_1
      || technique == NONET_TECH_AVOIDABLE_RECTANGLE_2)
    return state->givens_unique && find_avoidable (&r);
  return find_unique (&r);
}

/* BUG+1: one cell with three candidates, every other empty cell with two,
 * and each candidate twice in every house but the odd cell's digit, three
 * times in its houses. */
static bool
find_bug_plus_1 (const NonetLogicState *state,
                 NonetStepSink         *sink)
{
  NonetBits odd = bits_andnot (state->empty, state->bivalue);
  int cell;
  int digit = 0;
  NonetStep step;

  if (bits_count (odd) != 1)
    return false;
  cell = bits_first (odd);
  if (state->n_cands[cell] != 3)
    return false;
  for (NonetMask m = state->cands[cell]; m != 0; )
    {
      int d = mask_pop (&m);
      bool three = true;
      for (int k = 0; k < 3; k++)
        three = three && state->house_count[nonet_cell_houses[cell][k]][d] == 3;
      if (three)
        {
          if (digit != 0)
            return false;
          digit = d;
        }
    }
  if (digit == 0)
    return false;
  for (int h = 0; h < NONET_HOUSES; h++)
    for (int d = 1; d <= NONET_DIGITS; d++)
      {
        int count = state->house_count[h][d];
        bool odd_house = d == digit && bits_has (bits_house (h), cell);
        if (odd_house ? count != 3 : (count != 0 && count != 2))
          return false;
      }
  /* The other two candidates go (as HoDoKu shows it); a naked single follows. */
  _nonet_step_begin (&step, NONET_TECH_BUG_PLUS_1, nonet_digit_bit (digit));
  _nonet_step_cell (&step, cell);
  _nonet_step_mark (&step, cell, digit, NONET_ROLE_BASE);
  for (int k = 0; k < 3; k++)
    _nonet_step_house (&step, nonet_cell_houses[cell][k], NONET_ROLE_BASE);
  for (NonetMask m = state->cands[cell] & ~nonet_digit_bit (digit); m != 0; )
    _nonet_step_eliminate (&step, state, cell, mask_pop (&m));
  return _nonet_step_finish (&step) && _nonet_step_sink_add (sink, &step);
}

bool
_nonet_find_uniqueness (const NonetLogicState *state,
                        NonetTechnique         technique,
                        NonetStepSink         *sink)
{
  if (!state->unique)
    return false;
  switch (technique)
    {
    case NONET_TECH_BUG_PLUS_1:
      return find_bug_plus_1 (state, sink);
    case NONET_TECH_UNIQUE_RECTANGLE_1:
    case NONET_TECH_UNIQUE_RECTANGLE_2:
    case NONET_TECH_UNIQUE_RECTANGLE_3:
    case NONET_TECH_UNIQUE_RECTANGLE_4:
    case NONET_TECH_UNIQUE_RECTANGLE_5:
    case NONET_TECH_UNIQUE_RECTANGLE_6:
    case NONET_TECH_HIDDEN_RECTANGLE:
    case NONET_TECH_AVOIDABLE_RECTANGLE_1:
    case NONET_TECH_AVOIDABLE_RECTANGLE_2:
      return find_rectangles (state, technique, sink);
    default:
      return false;
    }
}
