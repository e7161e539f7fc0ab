/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-misc.c: Miscellaneous patterns.
 *
 * Techniques: Sue de Coq (1101), Aligned Pair Exclusion (SE 6.2).
 *
 * Sue de Coq: a box and a line cross in three cells. Take two or three of
 * them (C, digits V, at least |C|+2 digits), some cells of the line outside
 * the box (L, digits VL) and some of the box outside the line (B, digits
 * VB), VL and VB disjoint, with as many digits in V ∪ VL ∪ VB as cells in
 * C ∪ L ∪ B:
 *
 *         line:  [L L . ] [C C .] [. . .]     each digit of VL is once in
 *         box:            [B . .]             the line part, each of VB
 *                         [. . B]             once in the box part, the
 *                                             rest once in C: all placed.
 *
 * So VL's digits leave the rest of the line, VB's the rest of the box, and
 * V's other digits both.
 */

#include <stdlib.h>
#include <string.h>

#include "nonet-logic-private.h"

typedef struct
{
  int       n;
  NonetBits cells[64];
  NonetMask digits[64];
  uint8_t   size[64];    /* cells in each */
} CellSubsets;

/* Every non-empty subset of the empty cells of set. */
static void
subsets_of (const NonetLogicState *state,
            NonetBits              set,
            CellSubsets           *out)
{
  int cells[9], n = 0;

  set = bits_and (set, state->empty);
  for (int c; n < 6 && (c = bits_pop (&set)) >= 0; )
    cells[n++] = c;
  /* Subset m (at m - 1) is subset m without its lowest cell, plus that
   * cell: one union each. */
  out->n = (1 << n) - 1;
  for (unsigned m = 1; m < (1u << n); m++)
    {
      unsigned rest = m & (m - 1);
      int c = cells[__builtin_ctz (m)];

      if (rest == 0)
        {
          out->cells[m - 1] = bits_cell (c);
          out->size[m - 1] = 1;
          out->digits[m - 1] = state->cands[c];
          continue;
        }
      out->cells[m - 1] = bits_or (out->cells[rest - 1], bits_cell (c));
      out->size[m - 1] = (uint8_t) (out->size[rest - 1] + 1);
      out->digits[m - 1] = (NonetMask) (out->digits[rest - 1] | state->cands[c]);
    }
}

static bool
offer_sue_de_coq (const NonetLogicState *state,
                  NonetStepSink         *sink,
                  int                    box,
                  int                    line,
                  NonetBits              core,
                  NonetBits              in_line,
                  NonetBits              in_box,
                  NonetMask              v,
                  NonetMask              vl,
                  NonetMask              vb)
{
  NonetBits rest_line = bits_andnot (bits_house (line), bits_or (core, in_line));
  NonetBits rest_box = bits_andnot (bits_house (box), bits_or (core, in_box));
  NonetStep step;

  _nonet_step_begin (&step, NONET_TECH_SUE_DE_COQ, (NonetMask) (v | vl | vb));
  for (NonetMask m = (NonetMask) (v | vl | vb); m != 0; )
    {
      int d = mask_pop (&m);
      NonetMask bit = nonet_digit_bit (d);
      if (!(vb & bit))
        _nonet_step_eliminate_bits (&step, state, rest_line, d);
      if (!(vl & bit))
        _nonet_step_eliminate_bits (&step, state, rest_box, d);
    }
  if (step.n_eliminations == 0)
    return false;
  _nonet_step_house (&step, line, NONET_ROLE_BASE);
  _nonet_step_house (&step, box, NONET_ROLE_BASE);
  for (int part = 0; part < 3; part++)
    {
      NonetBits cells = part == 0 ? core : part == 1 ? in_line : in_box;
      NonetRole role = part == 0 ? NONET_ROLE_BASE
                       : part == 1 ? NONET_ROLE_ALS_1 : NONET_ROLE_ALS_2;
      for (int c; (c = bits_pop (&cells)) >= 0; )
        {
          _nonet_step_cell (&step, c);
          for (NonetMask m = state->cands[c]; m != 0; )
            _nonet_step_mark (&step, c, mask_pop (&m), role);
        }
    }
  return _nonet_step_finish (&step) && _nonet_step_sink_add (sink, &step);
}

static bool
sue_de_coq_at (const NonetLogicState *state,
               NonetStepSink         *sink,
               int                    box,
               int                    line)
{
  NonetBits cross = bits_and (bits_and (bits_house (box), bits_house (line)), state->empty);
  CellSubsets cores, lines, boxes;

  if (bits_count (cross) < 2)
    return false;
  subsets_of (state, cross, &cores);
  subsets_of (state, bits_andnot (bits_house (line), bits_house (box)), &lines);
  subsets_of (state, bits_andnot (bits_house (box), bits_house (line)), &boxes);
  for (int i = 0; i < cores.n; i++)
    {
      int n_core = cores.size[i];
      NonetMask v = cores.digits[i];
      /* The box parts by how many digits outside V they hold beyond their
       * cells (+ 16), in order: with vl and vb disjoint, |V ∪ vl ∪ vb| is
       * |V ∪ vl| + |vb \ V|, so a line part takes only the box parts of
       * one such count. */
      uint8_t by_count[32][64];
      int n_by_count[32] = { 0 };

      if (n_core < 2 || mask_count (v) < n_core + 2)
        continue;
      for (int k = 0; k < boxes.n; k++)
        {
          int key = mask_count ((NonetMask) (boxes.digits[k] & ~v)) - boxes.size[k] + 16;
          by_count[key][n_by_count[key]++] = (uint8_t) k;
        }
      for (int j = 0; j < lines.n; j++)
        {
          NonetMask vl = lines.digits[j];
          int n_line = lines.size[j];
          int key = n_core + n_line - mask_count ((NonetMask) (v | vl)) + 16;
          /* The line part must take some of V. */
          if (!(vl & v) || key < 0 || key >= 32)
            continue;
          for (int x = 0; x < n_by_count[key]; x++)
            {
              int k = by_count[key][x];
              NonetMask vb = boxes.digits[k];
              if ((vl & vb) || !(vb & v)
                  || mask_count ((NonetMask) (v | vl | vb)) != n_core + n_line + boxes.size[k])
                continue;
              if (offer_sue_de_coq (state, sink, box, line, cores.cells[i], lines.cells[j],
                                    boxes.cells[k], v, vl, vb))
                return true;
            }
        }
    }
  return false;
}

/* ------------------------------------------------------------------------
 * Aligned Pair Exclusion: two cells of one house, c1 and c2. A pair of
 * values (a, b) for them is impossible when a = b, or when a cell seeing
 * both holds only a and b (it would be left empty). A candidate of c1 in
 * no possible pair is false (and likewise for c2).
 *
 *     c1 {1,2}  c2 {1,3}  (row 1);  e {1,2} and f {2,3} see both
 *     c1=2: with c2=1 e is empty, with c2=3 f is empty  =>  c1 is not 2
 * ------------------------------------------------------------------------ */

static bool
pair_possible (const NonetLogicState *state,
               NonetBits              blockers,
               int                    a,
               int                    b)
{
  NonetMask both = (NonetMask) (nonet_digit_bit (a) | nonet_digit_bit (b));

  if (a == b)
    return false;
  for (int e; (e = bits_pop (&blockers)) >= 0; )
    if ((state->cands[e] & ~both) == 0)
      return false;
  return true;
}

static bool
aligned_pair (const NonetLogicState *state,
              NonetStepSink         *sink,
              int                    house,
              int                    c1,
              int                    c2)
{
  NonetBits blockers = bits_and (bits_and (bits_peers (c1), bits_peers (c2)), state->bivalue);
  NonetMask keep1 = 0, keep2 = 0;
  NonetStep step;

  /* Removing a from c1 takes a bivalue blocker {a, b} for every other b of
   * c2 (and the other way round): too few blockers, nothing goes. */
  int fewest = state->n_cands[c1] < state->n_cands[c2] ? state->n_cands[c1] : state->n_cands[c2];

  if (bits_count (blockers) + 1 < fewest)
    return false;

  for (NonetMask m1 = state->cands[c1]; m1 != 0; )
    {
      int a = mask_pop (&m1);
      for (NonetMask m2 = state->cands[c2]; m2 != 0; )
        {
          int b = mask_pop (&m2);
          if (pair_possible (state, blockers, a, b))
            {
              keep1 |= nonet_digit_bit (a);
              keep2 |= nonet_digit_bit (b);
            }
        }
    }
  if (keep1 == state->cands[c1] && keep2 == state->cands[c2])
    return false;
  _nonet_step_begin (&step, NONET_TECH_ALIGNED_PAIR_EXCLUSION,
                     (NonetMask) (state->cands[c1] | state->cands[c2]));
  _nonet_step_house (&step, house, NONET_ROLE_BASE);
  for (int i = 0; i < 2; i++)
    {
      int c = i == 0 ? c1 : c2;
      NonetMask keep = i == 0 ? keep1 : keep2;
      _nonet_step_cell (&step, c);
      for (NonetMask m = state->cands[c]; m != 0; )
        {
          int d = mask_pop (&m);
          if (keep & nonet_digit_bit (d))
            _nonet_step_mark (&step, c, d, NONET_ROLE_BASE);
          else
            _nonet_step_eliminate (&step, state, c, d);
        }
    }
  for (NonetBits s = blockers; !bits_empty (s); )
    {
      int e = bits_pop (&s);
      if ((state->cands[e] & (state->cands[c1] | state->cands[c2])) == state->cands[e])
        {
          _nonet_step_cell (&step, e);
          for (NonetMask m = state->cands[e]; m != 0; )
            _nonet_step_mark (&step, e, mask_pop (&m), NONET_ROLE_COVER);
        }
    }
  return _nonet_step_finish (&step) && _nonet_step_sink_add (sink, &step);
}

static bool
find_aligned_pairs (const NonetLogicState *state,
                    NonetStepSink         *sink)
{
  for (int h = 0; h < NONET_HOUSES; h++)
    for (int i = 0; i < 9; i++)
      {
        int c1 = nonet_house_cells[h][i];
        if (state->values[c1] != 0)
          continue;
        for (int j = i + 1; j < 9; j++)
          {
            int c2 = nonet_house_cells[h][j];
            /* A pair sharing a box and a line is met in the box only. */
            if (state->values[c2] != 0 || (h < 18 && c1 / 27 == c2 / 27
                                           && (c1 % 9) / 3 == (c2 % 9) / 3))
              continue;
            if (aligned_pair (state, sink, h, c1, c2))
              return true;
          }
      }
  return false;
}

bool
_nonet_find_misc (const NonetLogicState *state,
                  NonetTechnique         technique,
                  NonetStepSink         *sink)
{
  if (technique == NONET_TECH_ALIGNED_PAIR_EXCLUSION)
    return find_aligned_pairs (state, sink);
  if (technique != NONET_TECH_SUE_DE_COQ)
    return false;
  for (int box = 18; box < 27; box++)
    for (int line = 0; line < 18; line++)
      {
        if (!bits_intersect (bits_house (box), bits_house (line)))
          continue;
        if (sue_de_coq_at (state, sink, box, line))
          return true;
      }
  return false;
}

/* ------------------------------------------------------------------------
 * Aligned Triplet Exclusion, SE 7.5, for the SE walk only (HoDoKu has no
 * such technique, so the teaching path never takes it). Sudoku Explainer
 * 1.2.1's rule, met in its order, as its rater applies the first it finds:
 * - base cells: empty cells of two candidates or more with an "excluder",
 *   a peer of two or three candidates (peers listed box, row, column);
 * - the first two base cells need not see each other (pairs of base cells
 *   by the later one, then the earlier, in cell order); the third is an
 *   excluder of either, in that listing order;
 * - the three need two common excluders or more;
 * - a triple of values is impossible when two cells sharing a house get
 *   one value, or a common excluder holds only values of the triple; a
 *   value of a base cell in no possible triple goes.
 * The step is carried as an aligned exclusion of three cells valued 7.5
 * (no public technique of its own: it is never shown).
 * ------------------------------------------------------------------------ */

#define ATE_BASE_MAX 64   /* SE's Permutations takes 64 cells at most */
#define ATE_TRIED    4096 /* triples remembered as tried (a hash set) */

typedef struct
{
  int       base[NONET_CELLS];        /* base cells, in cell order */
  int       n_base;
  bool      is_base[NONET_CELLS];
  NonetBits base_bits;
  uint8_t   excl[NONET_CELLS][20];    /* each cell's excluders, SE's order */
  uint8_t   n_excl[NONET_CELLS];
  NonetBits excl_bits[NONET_CELLS];
  uint32_t  tried[ATE_TRIED];         /* triples with nothing to remove, key + 1 */
  int       n_tried;
} AteCells;

/* A cell's peers in SE's order (Cell.getHouseCells): its box, row and
 * column, each in house order, without repeats. */
static int
se_peers (int      cell,
          uint8_t *peers)
{
  int houses[3] = { 18 + cell / 27 * 3 + cell % 9 / 3, cell / 9, 9 + cell % 9 };
  NonetBits seen = bits_cell (cell);
  int n = 0;

  for (int k = 0; k < 3; k++)
    for (int i = 0; i < 9; i++)
      {
        int p = nonet_house_cells[houses[k]][i];
        if (!bits_has (seen, p))
          {
            bits_set (&seen, p);
            peers[n++] = (uint8_t) p;
          }
      }
  return n;
}

static void
ate_cells (const NonetLogicState *state,
           AteCells              *ac)
{
  ac->n_base = 0;
  ac->n_tried = 0;
  memset (ac->tried, 0, sizeof ac->tried);
  ac->base_bits = bits_none ();
  for (int c = 0; c < NONET_CELLS; c++)
    {
      uint8_t peers[20];
      bool single = false;
      int n = state->values[c] == 0 && state->n_cands[c] >= 2 ? se_peers (c, peers) : 0;

      ac->is_base[c] = false;
      ac->n_excl[c] = 0;
      ac->excl_bits[c] = bits_none ();
      for (int i = 0; i < n; i++)
        {
          int p = peers[i], k = state->values[p] == 0 ? state->n_cands[p] : 0;
          single |= k == 1;
          if (k >= 2 && k <= 3)
            {
              ac->excl[c][ac->n_excl[c]++] = (uint8_t) p;
              bits_set (&ac->excl_bits[c], p);
            }
        }
      if (!single && ac->n_excl[c] > 0)
        {
          ac->is_base[c] = true;
          bits_set (&ac->base_bits, c);
          ac->base[ac->n_base++] = c;
        }
    }
}

/* Whether a holds two cells or more: asked for every pair of base cells,
 * where a population count (without POPCNT, a SWAR sum) showed in profiles. */
static bool
ate_two_or_more (NonetBits a)
{
  return (a.lo & (a.lo - 1)) != 0 || (a.hi & (a.hi - 1)) != 0 || (a.lo != 0 && a.hi != 0);
}

static bool
ate_sees (int a,
          int b)
{
  return bits_has (bits_peers (a), b);
}

/* The common excluders of a triple, as ate_possible asks them: each holds
 * two or three candidates. An excluder with all its candidates among the
 * values a, b of the first two cells rules out every value of the third;
 * one with a single candidate besides them rules out that one. So a pair
 * excluder {x, y} blocks a, b = x, y and takes y from the third next to an
 * x; a triple excluder only matters when it holds both a and b. */
typedef struct
{
  NonetMask pair_with[NONET_DIGITS];   /* by digit index: the pair excluders' other digits */
  NonetMask triples[NONET_CELLS];
  int       n_triples;
} AteExcluders;

static void
ate_excluders (const NonetLogicState *state,
               NonetBits              common,
               AteExcluders          *ex)
{
  memset (ex->pair_with, 0, sizeof ex->pair_with);
  ex->n_triples = 0;
  for (NonetBits s = common; !bits_empty (s); )
    {
      NonetMask m = state->cands[bits_pop (&s)];
      if (mask_count (m) == 2)
        {
          int x = __builtin_ctz (m), y = 31 - __builtin_clz (m);
          ex->pair_with[x] |= (NonetMask) (1u << y);
          ex->pair_with[y] |= (NonetMask) (1u << x);
        }
      else
        ex->triples[ex->n_triples++] = m;
    }
}

/* The values of cells[2] that complete the values a, b (single bits) of
 * cells[0] and cells[1] into a possible triple: not a value a peer among
 * the three holds, and no common excluder left without a candidate. */
static NonetMask
ate_third_values (const NonetLogicState *state,
                  const int             *cells,
                  const AteExcluders    *ex,
                  NonetMask              a,
                  NonetMask              b)
{
  NonetMask u = a | b, third = state->cands[cells[2]];
  NonetMask pa = ex->pair_with[__builtin_ctz (a)], pb = ex->pair_with[__builtin_ctz (b)];

  if (pa & b)
    return 0;
  if (ate_sees (cells[0], cells[2]))
    third &= (NonetMask) ~a;
  if (ate_sees (cells[1], cells[2]))
    third &= (NonetMask) ~b;
  third &= (NonetMask) ~(pa | pb);
  for (int e = 0; e < ex->n_triples && third != 0 && a != b; e++)
    if ((ex->triples[e] & u) == u)
      third &= (NonetMask) ~(ex->triples[e] & ~u);
  return third;
}

/* keep[i]: the values of cells[i] in some possible triple (all of them as
 * soon as every value was met in one). Pairs of values of the first two
 * cells, each with the third cell's values it allows: a pass over at most
 * 81 pairs, not a search per value. */
static void
ate_possible (const NonetLogicState *state,
              const int             *cells,
              NonetBits              common,
              NonetMask             *keep)
{
  AteExcluders ex;
  bool pair_sees = ate_sees (cells[0], cells[1]);

  ate_excluders (state, common, &ex);
  keep[0] = keep[1] = keep[2] = 0;
  for (NonetMask ma = state->cands[cells[0]]; ma != 0; ma &= (NonetMask) (ma - 1))
    {
      NonetMask a = ma & (NonetMask) -ma;

      for (NonetMask mb = state->cands[cells[1]]; mb != 0; mb &= (NonetMask) (mb - 1))
        {
          NonetMask b = mb & (NonetMask) -mb, third;

          if (a == b && pair_sees)
            continue;
          third = ate_third_values (state, cells, &ex, a, b);
          if (third != 0)
            {
              keep[0] |= a;
              keep[1] |= b;
              keep[2] |= third;
              /* Every value kept: nothing to remove (most triples). */
              if (keep[0] == state->cands[cells[0]] && keep[1] == state->cands[cells[1]]
                  && keep[2] == state->cands[cells[2]])
                return;
            }
        }
    }
}

static bool
ate_step (const NonetLogicState *state,
          const int             *cells,
          NonetBits              common,
          NonetStep             *step)
{
  NonetMask keep[3], all = 0;

  ate_possible (state, cells, common, keep);
  for (int i = 0; i < 3; i++)
    {
      if (keep[i] != state->cands[cells[i]])
        break;
      if (i == 2)
        return false;
    }
  for (int i = 0; i < 3; i++)
    all |= state->cands[cells[i]];
  _nonet_step_begin (step, NONET_TECH_ALIGNED_PAIR_EXCLUSION, all);
  for (int i = 0; i < 3; i++)
    {
      _nonet_step_cell (step, cells[i]);
      for (NonetMask m = state->cands[cells[i]]; m != 0; )
        {
          int d = mask_pop (&m);
          if (keep[i] & nonet_digit_bit (d))
            _nonet_step_mark (step, cells[i], d, NONET_ROLE_BASE);
          else
            _nonet_step_eliminate (step, state, cells[i], d);
        }
    }
  for (NonetBits s = common; !bits_empty (s); )
    {
      int e = bits_pop (&s);
      _nonet_step_cell (step, e);
      for (NonetMask m = state->cands[e]; m != 0; )
        _nonet_step_mark (step, e, mask_pop (&m), NONET_ROLE_COVER);
    }
  step->se_tenths = 75;
  return _nonet_step_finish (step);
}

/* Whether a common excluder holds only candidates of the three cells: else
 * only "one value twice in a house" rules triples out, and that removes
 * nothing SE's naked pairs and singles (met earlier) have not. */
static bool
ate_blocks (const NonetLogicState *state,
            const int             *cells,
            NonetBits              common)
{
  NonetMask all = (NonetMask) (state->cands[cells[0]] | state->cands[cells[1]]
                               | state->cands[cells[2]]);

  for (NonetBits s = common; !bits_empty (s); )
    if ((state->cands[bits_pop (&s)] & ~all) == 0)
      return true;
  return false;
}

/* Whether some third cell (unordered: a quick look) has two common
 * excluders with cells[0] and cells[1] (pair: theirs), one of them
 * blocking. */
static bool
ate_any_third (const NonetLogicState *state,
               const AteCells        *ac,
               const int             *cells,
               NonetBits              pair)
{
  NonetBits thirds = bits_and (bits_or (ac->excl_bits[cells[0]], ac->excl_bits[cells[1]]),
                               ac->base_bits);
  int three[3] = { cells[0], cells[1], 0 };
  NonetBits once = bits_none (), twice = bits_none ();

  /* The cells of pair hold two or three candidates: each is an excluder of
   * every base cell that sees it. So a third cell has two common excluders
   * with the pair when it sees two cells of pair (the others are passed
   * over without a look at their excluders). */
  for (NonetBits p = pair; !bits_empty (p); )
    {
      NonetBits peers = bits_peers (bits_pop (&p));
      twice = bits_or (twice, bits_and (once, peers));
      once = bits_or (once, peers);
    }
  thirds = bits_and (thirds, twice);
  bits_clear (&thirds, cells[0]);
  bits_clear (&thirds, cells[1]);
  while (!bits_empty (thirds))
    {
      NonetBits common;

      three[2] = bits_pop (&thirds);
      common = bits_and (pair, ac->excl_bits[three[2]]);
      if (ate_two_or_more (common) && ate_blocks (state, three, common))
        return true;
    }
  return false;
}

/* Whether the triple of cells (in any order) was tried: SE meets a triple
 * up to three times (each of its pairs with the third as a twin), and it
 * removes the same each time. Otherwise it is remembered, while there is
 * room. */
static bool
ate_tried (AteCells  *ac,
           const int *cells)
{
  int a = cells[0], b = cells[1], c = cells[2], t;
  uint32_t key;

  if (a > b)
    t = a, a = b, b = t;
  if (b > c)
    t = b, b = c, c = t;
  if (a > b)
    t = a, a = b, b = t;
  key = (uint32_t) ((a * NONET_CELLS + b) * NONET_CELLS + c) + 1;
  if (ac->n_tried * 2 >= ATE_TRIED)
    return false;
  for (uint32_t h = key * 2654435761u % ATE_TRIED; ; h = (h + 1) % ATE_TRIED)
    {
      if (ac->tried[h] == key)
        return true;
      if (ac->tried[h] == 0)
        {
          ac->tried[h] = key;
          ac->n_tried++;
          return false;
        }
    }
}

/* The third cells for base cells c0 and c1 (SE's twin area): excluders of
 * c0 then of c1 that are base cells, in that order, without c0 and c1. */
static int
ate_twins (const AteCells *ac,
           int             c0,
           int             c1,
           int            *twins)
{
  NonetBits seen = bits_or (bits_cell (c0), bits_cell (c1));
  int n = 0;

  for (int k = 0; k < 2; k++)
    {
      int c = k == 0 ? c0 : c1;
      for (int i = 0; i < ac->n_excl[c]; i++)
        {
          int t = ac->excl[c][i];
          if (ac->is_base[t] && !bits_has (seen, t))
            {
              bits_set (&seen, t);
              twins[n++] = t;
            }
        }
    }
  return n;
}

/* The SE walk searches again at each state where nothing easier applies,
 * most often in vain. What a pair of base cells gives depends only on the
 * candidates around it: the two cells and their peers (its excluders, the
 * third cells, their common excluders) and which of those are base cells.
 * So after a search that found nothing, a pair whose surroundings have not
 * changed since gives nothing again and is passed over. */
struct _NonetAteMemo
{
  const NonetLogicState *state;
  NonetMask              cands[NONET_CELLS];   /* at the last search */
  uint8_t                values[NONET_CELLS];
  uint32_t               changed_at[NONET_CELLS];   /* search that saw it change */
  uint32_t               search;
  bool                   has_failed;
  uint32_t               failed;           /* the last search that found nothing */
  NonetBits              failed_base;      /* its base cells */
};

NonetAteMemo *
_nonet_ate_memo_new (void)
{
  NonetAteMemo *memo = malloc (sizeof *memo);

  if (memo != NULL)
    {
      memo->state = NULL;
      memo->search = 0;
      memo->has_failed = false;
    }
  return memo;
}

void
_nonet_ate_memo_free (NonetAteMemo *memo)
{
  free (memo);
}

/* The cells changed since the last search that found nothing (every cell
 * when there was none), the base cells that came or went included. */
static NonetBits
ate_memo_changed (NonetAteMemo          *memo,
                  const NonetLogicState *state,
                  const AteCells        *ac)
{
  NonetBits changed = bits_none ();

  memo->search++;
  if (memo->state != state)
    {
      memo->state = state;
      memo->has_failed = false;
      for (int c = 0; c < NONET_CELLS; c++)
        memo->changed_at[c] = memo->search;
    }
  else
    for (int c = 0; c < NONET_CELLS; c++)
      if (memo->cands[c] != state->cands[c] || memo->values[c] != state->values[c])
        memo->changed_at[c] = memo->search;
  memcpy (memo->cands, state->cands, sizeof memo->cands);
  memcpy (memo->values, state->values, sizeof memo->values);
  if (!memo->has_failed)
    return bits_all ();
  for (int c = 0; c < NONET_CELLS; c++)
    if (memo->changed_at[c] > memo->failed)
      bits_set (&changed, c);
  return bits_or (changed, bits_xor (ac->base_bits, memo->failed_base));
}

/**
 * _nonet_find_se_aligned_triplet:
 * SE's first Aligned Triplet Exclusion at state into *step (see above).
 */
bool
_nonet_find_se_aligned_triplet (const NonetLogicState *state,
                                NonetStep             *step)
{
  NonetAteMemo *memo = state->ate_memo;
  NonetBits changed = bits_all ();
  AteCells ac;

  ate_cells (state, &ac);
  if (memo != NULL)
    changed = ate_memo_changed (memo, state, &ac);
  if (ac.n_base < 3 || ac.n_base > ATE_BASE_MAX)
    return false;
  /* Base cells with a changed cell among them and their peers: a pair
   * with neither is passed over, before its excluders are looked at. */
  bool near[NONET_CELLS];
  for (int k = 0; k < ac.n_base; k++)
    near[ac.base[k]] = bits_intersect (changed, bits_or (bits_peers (ac.base[k]),
                                                         bits_cell (ac.base[k])));
  for (int j = 1; j < ac.n_base; j++)
    for (int i = 0; i < j; i++)
      {
        if (!near[ac.base[i]] && !near[ac.base[j]])
          continue;

        int cells[3] = { ac.base[i], ac.base[j], 0 }, twins[40];
        NonetBits pair = bits_and (ac.excl_bits[cells[0]], ac.excl_bits[cells[1]]);
        int n_twins;

        /* Two common excluders of the three are common to the first two. */
        if (!ate_two_or_more (pair))
          continue;
        if (!ate_any_third (state, &ac, cells, pair))
          continue;
        n_twins = ate_twins (&ac, cells[0], cells[1], twins);
        for (int t = 0; t < n_twins; t++)
          {
            NonetBits common = bits_and (pair, ac.excl_bits[twins[t]]);
            NonetBits around;

            cells[2] = twins[t];
            if (!ate_two_or_more (common))
              continue;
            /* The triple alone: its cells and those that see all three
             * (its common excluders, now and then). */
            around = bits_and (bits_and (bits_peers (cells[0]), bits_peers (cells[1])),
                               bits_peers (cells[2]));
            around = bits_or (around, bits_or (bits_or (bits_cell (cells[0]), bits_cell (cells[1])),
                                               bits_cell (cells[2])));
            if (!bits_intersect (changed, around))
              continue;
            if (ate_blocks (state, cells, common)
                && !ate_tried (&ac, cells) && ate_step (state, cells, common, step))
              return true;
          }
      }
  if (memo != NULL)
    {
      memo->has_failed = true;
      memo->failed = memo->search;
      memo->failed_base = ac.base_bits;
    }
  return false;
}
