/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-single-digit.c: Single-digit patterns: short X-chains with names.
 *
 * Techniques: Skyscraper (0400), 2-String Kite (0401), Turbot Fish (0403), Empty
 * Rectangle (0402), Dual 2-String Kite (0404), Dual Empty Rectangle (0405).
 *
 * Skyscraper, Kite and Turbot Fish are two conjugate pairs (strong links) of
 * one digit joined by a weak link: one of the two free ends holds the digit,
 * so a cell that sees both free ends loses it.
 *
 *   outer1 ==== inner1 ---- inner2 ==== outer2      (==== strong, ---- weak)
 *
 *   Skyscraper:  two rows (or two columns), inner ends in one column (row)
 *   2-String Kite: a row and a column, inner ends in one box
 *   Turbot Fish: any other pair of houses (a box pair, or rows joined in a box)
 *
 * Empty Rectangle: in a box the digit lies only in one row r and one column
 * c of the box (the cross), both parts used. A conjugate pair P == Q in a
 * column c2 outside the box with P in row r: P true empties the box's row
 * part, so the digit is in its column part; P false makes Q true. Either way
 * the cell in Q's row and column c loses the digit (and the same turned by
 * 90 degrees).
 *
 *     . x . | . . . | P        x  box candidates (row r, column c)
 *     x x x | . . . | .        *  target, in Q's row and column c
 *     . x . | . . . | .
 *     ------+-------+--
 *     . * . | . . . | Q
 *
 * The dual forms are two patterns through one box in one step with both
 * eliminations, as HoDoKu gives them: two kites through the same two box
 * cells A and B (row at A and column at B, then column at A and row at B),
 * or two Empty Rectangles of one box (two crosses when the box holds the
 * digit twice, or one cross with a row pair and a column pair sharing their
 * far end, which then removes the digit from both near ends).
 */

#include "nonet-logic-private.h"

/* A conjugate pair: the only two cells of a house holding the digit. */
typedef struct
{
  uint8_t cells[2];
  uint8_t house;
} Pair;

/* A 2-link chain outer1 = inner1 - inner2 = outer2 found for the duals. */
typedef struct
{
  int       digit;
  int       houses[2];
  int       chain[4];   /* outer1, inner1, inner2, outer2 */
  NonetBits targets;
} Chain;

/* An Empty Rectangle: box, cross cell, conjugate pair P == Q, target. */
typedef struct
{
  int box;
  int cross;
  int p;
  int q;
  int house;    /* the house of the pair */
  int target;
} Rectangle;

#define MAX_CHAINS     128
#define MAX_RECTANGLES 32

typedef struct
{
  const NonetLogicState *state;
  NonetStepSink         *sink;
  NonetTechnique         technique;
  int                    digit;
  int                    n_pairs;
  Pair                   pairs[NONET_HOUSES];
} SdpSearch;

static bool
house_is_row (int house)
{
  return house < 9;
}

static bool
house_is_column (int house)
{
  return house >= 9 && house < 18;
}

/* The conjugate pairs of the search's digit, rows, columns, then boxes. */
static void
collect_pairs (SdpSearch *search)
{
  const NonetLogicState *state = search->state;
  int d = search->digit;

  search->n_pairs = 0;
  for (int h = 0; h < NONET_HOUSES; h++)
    {
      if (state->house_count[h][d] != 2)
        continue;
      NonetBits cells = state_house_digit (state, h, d);
      int a = bits_pop (&cells), b = bits_pop (&cells);
      /* A box pair that is a line pair too is taken as the line's only. */
      if (h >= 18 && a >= 0 && b >= 0
          && ((nonet_cell_row (a) == nonet_cell_row (b)
               && state->house_count[nonet_cell_row (a)][d] == 2)
              || (nonet_cell_column (a) == nonet_cell_column (b)
                  && state->house_count[9 + nonet_cell_column (a)][d] == 2)))
        continue;
      Pair *pair = &search->pairs[search->n_pairs++];
      pair->cells[0] = (uint8_t) a;
      pair->cells[1] = (uint8_t) b;
      pair->house = (uint8_t) h;
    }
}

/* Which named pattern the chain outer1 = inner1 - inner2 = outer2 is, or
 * NONET_N_TECHNIQUES when it is none (an X-Wing in disguise). */
static NonetTechnique
classify_chain (const Pair *first,
                const Pair *second,
                const int  *chain)
{
  int h1 = first->house, h2 = second->house;

  if (house_is_row (h1) && house_is_row (h2))
    {
      if (nonet_cell_column (chain[1]) == nonet_cell_column (chain[2]))
        return nonet_cell_column (chain[0]) == nonet_cell_column (chain[3])
               ? NONET_N_TECHNIQUES : NONET_TECH_SKYSCRAPER;
    }
  else if (house_is_column (h1) && house_is_column (h2))
    {
      if (nonet_cell_row (chain[1]) == nonet_cell_row (chain[2]))
        return nonet_cell_row (chain[0]) == nonet_cell_row (chain[3])
               ? NONET_N_TECHNIQUES : NONET_TECH_SKYSCRAPER;
    }
  else if (h1 < 18 && h2 < 18)
    {
      /* A row and a column: only a box can join them. */
      return NONET_TECH_TWO_STRING_KITE;
    }
  return NONET_TECH_TURBOT_FISH;
}

/* Cells that lose the digit: they see both free ends, outside the pattern. */
static NonetBits
chain_targets (const SdpSearch *search,
               const int       *chain)
{
  NonetBits targets = bits_and (bits_peers (chain[0]), bits_peers (chain[3]));

  targets = bits_and (targets, search->state->digit_cells[search->digit]);
  targets = bits_andnot (targets, bits_or (bits_cell (chain[1]), bits_cell (chain[2])));
  return targets;
}

/* Marks, houses and links of one chain (shared by the dual kite). */
static void
draw_chain (NonetStep *step,
            int        d,
            int        first_house,
            int        second_house,
            const int *chain)
{
  _nonet_step_house (step, first_house, NONET_ROLE_BASE);
  _nonet_step_house (step, second_house, NONET_ROLE_BASE);
  for (int i = 0; i < 4; i++)
    {
      _nonet_step_mark (step, chain[i], d, NONET_ROLE_BASE);
      _nonet_step_cell (step, chain[i]);
    }
  _nonet_step_link (step, _nonet_node (chain[0], d), _nonet_node (chain[1], d), NONET_LINK_STRONG);
  _nonet_step_link (step, _nonet_node (chain[1], d), _nonet_node (chain[2], d), NONET_LINK_WEAK);
  _nonet_step_link (step, _nonet_node (chain[2], d), _nonet_node (chain[3], d), NONET_LINK_STRONG);
}

static bool
offer_chain (SdpSearch  *search,
             const Pair *first,
             const Pair *second,
             const int  *chain,
             NonetBits   targets)
{
  NonetStep step;

  _nonet_step_begin (&step, search->technique, nonet_digit_bit (search->digit));
  draw_chain (&step, search->digit, first->house, second->house, chain);
  if (search->technique == NONET_TECH_TWO_STRING_KITE)
    _nonet_step_house (&step, 18 + nonet_cell_box (chain[1]), NONET_ROLE_COVER);
  _nonet_step_eliminate_bits (&step, search->state, targets, search->digit);
  return _nonet_step_finish (&step) && _nonet_step_sink_add (search->sink, &step);
}

/* Every chain of two conjugate pairs; those of the wanted technique are
 * offered (or, for the dual kite, collected into chains[]). */
static bool
find_chains (SdpSearch *search,
             Chain     *chains,
             int       *n_chains)
{
  NonetTechnique want = search->technique == NONET_TECH_DUAL_TWO_STRING_KITE
                        ? NONET_TECH_TWO_STRING_KITE : search->technique;

  for (int i = 0; i < search->n_pairs; i++)
    for (int j = i + 1; j < search->n_pairs; j++)
      {
        const Pair *first = &search->pairs[i], *second = &search->pairs[j];

        if (want == NONET_TECH_SKYSCRAPER && (first->house >= 18 || second->house >= 18
                                              || house_is_row (first->house)
                                                 != house_is_row (second->house)))
          continue;
        if (want == NONET_TECH_TWO_STRING_KITE
            && !(house_is_row (first->house) && house_is_column (second->house)))
          continue;
        for (int x = 0; x < 2; x++)
          for (int y = 0; y < 2; y++)
            {
              int chain[4] = { first->cells[1 - x], first->cells[x],
                               second->cells[y], second->cells[1 - y] };

              if (chain[0] == chain[3] || chain[0] == chain[2] || chain[1] == chain[3]
                  || chain[1] == chain[2] || !cells_see (chain[1], chain[2]))
                continue;
              if (classify_chain (first, second, chain) != want)
                continue;
              NonetBits targets = chain_targets (search, chain);
              if (bits_empty (targets))
                continue;
              if (chains != NULL)
                {
                  if (*n_chains < MAX_CHAINS)
                    {
                      Chain *c = &chains[(*n_chains)++];
                      c->digit = search->digit;
                      c->houses[0] = first->house;
                      c->houses[1] = second->house;
                      memcpy (c->chain, chain, sizeof chain);
                      c->targets = targets;
                    }
                  continue;
                }
              if (offer_chain (search, first, second, chain, targets))
                return true;
            }
      }
  return false;
}

/* Dual 2-String Kite: two kites through the same two box cells, the row
 * link at one and the column link at the other, then the other way round.
 * Like HoDoKu, the two kites may also be about two digits, through the
 * same box cells either way (each kite stands on its own; the step just
 * does both). */
static bool
find_dual_kites (SdpSearch *search)
{
  Chain kites[MAX_CHAINS];
  int n = 0;

  for (int d = 1; d <= NONET_DIGITS; d++)
    {
      /* A kite with targets removes candidates no template uses. */
      if (!_nonet_digit_may_lose (search->state, d))
        continue;
      search->digit = d;
      collect_pairs (search);
      find_chains (search, kites, &n);
    }
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      {
        const Chain *a = &kites[i], *b = &kites[j];
        NonetStep step;

        /* The same two box cells (for one digit necessarily the other way
         * round: inner1 is the row end, inner2 the column end). */
        bool swapped = a->chain[1] == b->chain[2] && a->chain[2] == b->chain[1];
        bool same = a->chain[1] == b->chain[1] && a->chain[2] == b->chain[2];
        if (!swapped && !same)
          continue;
        if (a->digit == b->digit
            && (bits_subset (b->targets, a->targets) || bits_subset (a->targets, b->targets)))
          continue;
        _nonet_step_begin (&step, NONET_TECH_DUAL_TWO_STRING_KITE,
                           nonet_digit_bit (a->digit) | nonet_digit_bit (b->digit));
        draw_chain (&step, a->digit, a->houses[0], a->houses[1], a->chain);
        draw_chain (&step, b->digit, b->houses[0], b->houses[1], b->chain);
        _nonet_step_house (&step, 18 + nonet_cell_box (a->chain[1]), NONET_ROLE_COVER);
        _nonet_step_eliminate_bits (&step, search->state, a->targets, a->digit);
        _nonet_step_eliminate_bits (&step, search->state, b->targets, b->digit);
        if (_nonet_step_finish (&step) && _nonet_step_sink_add (search->sink, &step))
          return true;
      }
  return false;
}

/* ------------------------------------------------------------------------
 * Empty Rectangles
 * ------------------------------------------------------------------------ */

/* The Empty Rectangles of box b with cross cell `cross` (the digit's box
 * cells must lie in its row and column, some in each beyond the cross). */
static int
box_rectangles (const SdpSearch *search,
                int              box,
                int              cross,
                Rectangle       *out,
                int              n_out)
{
  const NonetLogicState *state = search->state;
  int d = search->digit;
  int r = nonet_cell_row (cross), c = nonet_cell_column (cross);
  NonetBits box_bits = bits_house (18 + box);
  NonetBits in_box = state_house_digit (state, 18 + box, d);
  NonetBits row_part = bits_and (in_box, bits_house (r));
  NonetBits column_part = bits_and (in_box, bits_house (9 + c));

  if (!bits_subset (in_box, bits_or (row_part, column_part))
      || bits_empty (bits_andnot (row_part, bits_cell (cross)))
      || bits_empty (bits_andnot (column_part, bits_cell (cross))))
    return n_out;

  /* Pairs in columns outside the box, one end in row r: the target is in
   * the other end's row and column c. */
  NonetBits row_out = bits_andnot (bits_and (bits_house (r), state->digit_cells[d]), box_bits);
  for (int p; (p = bits_pop (&row_out)) >= 0; )
    {
      int column = 9 + nonet_cell_column (p);
      if (state->house_count[column][d] != 2)
        continue;
      int q = bits_first (bits_andnot (state_house_digit (state, column, d), bits_cell (p)));
      int target = nonet_cell_row (q) * 9 + c;
      if (bits_has (box_bits, target) || !state_has (state, target, d) || n_out >= MAX_RECTANGLES)
        continue;
      out[n_out++] = (Rectangle) { box, cross, p, q, column, target };
    }
  /* The same turned: pairs in rows outside the box, one end in column c. */
  NonetBits column_out = bits_andnot (bits_and (bits_house (9 + c), state->digit_cells[d]),
                                      box_bits);
  for (int p; (p = bits_pop (&column_out)) >= 0; )
    {
      int row = nonet_cell_row (p);
      if (state->house_count[row][d] != 2)
        continue;
      int q = bits_first (bits_andnot (state_house_digit (state, row, d), bits_cell (p)));
      int target = r * 9 + nonet_cell_column (q);
      if (bits_has (box_bits, target) || !state_has (state, target, d) || n_out >= MAX_RECTANGLES)
        continue;
      out[n_out++] = (Rectangle) { box, cross, p, q, row, target };
    }
  return n_out;
}

static void
draw_rectangle (NonetStep             *step,
                const SdpSearch       *search,
                const Rectangle       *rect)
{
  const NonetLogicState *state = search->state;
  int d = search->digit;
  NonetBits in_box = state_house_digit (state, 18 + rect->box, d);
  /* The box part in line with P, and the other part. */
  int row = nonet_cell_row (rect->cross), column = 9 + nonet_cell_column (rect->cross);
  int p_line = rect->house < 9 ? column : row;
  int other_line = rect->house < 9 ? row : column;
  NonetBits near = bits_and (in_box, bits_house (p_line));
  NonetBits far = bits_andnot (bits_and (in_box, bits_house (other_line)), near);

  _nonet_step_mark_bits (step, state, in_box, d, NONET_ROLE_BASE);
  _nonet_step_mark (step, rect->p, d, NONET_ROLE_COVER);
  _nonet_step_mark (step, rect->q, d, NONET_ROLE_COVER);
  _nonet_step_house (step, rect->house, NONET_ROLE_COVER);
  _nonet_step_cell (step, rect->cross);
  _nonet_step_cell (step, rect->p);
  _nonet_step_cell (step, rect->q);
  _nonet_step_link (step, _nonet_node (rect->q, d), _nonet_node (rect->p, d), NONET_LINK_STRONG);
  _nonet_step_link (step, _nonet_node (rect->p, d), _nonet_node_group (near, d), NONET_LINK_WEAK);
  _nonet_step_link (step, _nonet_node_group (near, d), _nonet_node_group (far, d),
                    NONET_LINK_STRONG);
}

/* The cross cells of a box: every cell of it (the test in box_rectangles
 * keeps those whose row and column hold all the box's candidates). */
static bool
find_rectangles (SdpSearch *search)
{
  const NonetLogicState *state = search->state;
  int d = search->digit;
  bool dual = search->technique == NONET_TECH_DUAL_EMPTY_RECTANGLE;

  for (int box = 0; box < 9; box++)
    {
      int count = state->house_count[18 + box][d];
      Rectangle rects[MAX_RECTANGLES];
      int n = 0;

      if (count < 2)
        continue;
      for (int i = 0; i < 9; i++)
        n = box_rectangles (search, box, nonet_house_cells[18 + box][i], rects, n);
      for (int i = 0; i < n && !dual; i++)
        {
          NonetStep step;

          _nonet_step_begin (&step, NONET_TECH_EMPTY_RECTANGLE, nonet_digit_bit (d));
          _nonet_step_house (&step, 18 + box, NONET_ROLE_BASE);
          draw_rectangle (&step, search, &rects[i]);
          _nonet_step_eliminate (&step, state, rects[i].target, d);
          if (_nonet_step_finish (&step) && _nonet_step_sink_add (search->sink, &step))
            return true;
        }
      /* Dual: two rectangles of the box with different targets. */
      for (int i = 0; dual && i < n; i++)
        for (int j = i + 1; j < n; j++)
          {
            NonetStep step;

            if (rects[i].target == rects[j].target)
              continue;
            _nonet_step_begin (&step, NONET_TECH_DUAL_EMPTY_RECTANGLE, nonet_digit_bit (d));
            _nonet_step_house (&step, 18 + box, NONET_ROLE_BASE);
            draw_rectangle (&step, search, &rects[i]);
            draw_rectangle (&step, search, &rects[j]);
            _nonet_step_eliminate (&step, state, rects[i].target, d);
            _nonet_step_eliminate (&step, state, rects[j].target, d);
            if (_nonet_step_finish (&step) && _nonet_step_sink_add (search->sink, &step))
              return true;
          }
    }
  return false;
}

bool
_nonet_find_single_digit (const NonetLogicState *state,
                          NonetTechnique         technique,
                          NonetStepSink         *sink)
{
  SdpSearch search = { .state = state, .sink = sink, .technique = technique };

  /* A dual kite may join two digits: it looks at every digit. */
  if (technique == NONET_TECH_DUAL_TWO_STRING_KITE)
    return find_dual_kites (&search);
  for (int d = 1; d <= NONET_DIGITS; d++)
    {
      /* The path builder says which digits changed since the last search;
       * a digit without a candidate no template uses has no step. */
      if (!(state->search_digits & nonet_digit_bit (d)) || !_nonet_digit_may_lose (state, d))
        continue;
      search.digit = d;
      switch (technique)
        {
        case NONET_TECH_SKYSCRAPER:
        case NONET_TECH_TWO_STRING_KITE:
        case NONET_TECH_TURBOT_FISH:
          collect_pairs (&search);
          if (find_chains (&search, NULL, NULL))
            return true;
          break;
        case NONET_TECH_EMPTY_RECTANGLE:
        case NONET_TECH_DUAL_EMPTY_RECTANGLE:
          if (find_rectangles (&search))
            return true;
          break;
        default:
          return false;
        }
    }
  return false;
}
