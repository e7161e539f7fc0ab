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

#include "nonet-logic-private.h"

typedef struct
{
  int       n;
  NonetBits cells[64];
  NonetMask digits[64];
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
  out->n = 0;
  for (unsigned m = 1; m < (1u << n); m++)
    {
      NonetBits s = bits_none ();
      NonetMask d = 0;
      for (int i = 0; i < n; i++)
        if (m & (1u << i))
          {
            bits_set (&s, cells[i]);
            d |= state->cands[cells[i]];
          }
      out->cells[out->n] = s;
      out->digits[out->n++] = d;
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
      int n_core = bits_count (cores.cells[i]);
      NonetMask v = cores.digits[i];
      if (n_core < 2 || mask_count (v) < n_core + 2)
        continue;
      for (int j = 0; j < lines.n; j++)
        {
          NonetMask vl = lines.digits[j];
          int n_line = bits_count (lines.cells[j]);
          /* The line part must take some of V. */
          if (!(vl & v))
            continue;
          for (int k = 0; k < boxes.n; k++)
            {
              NonetMask vb = boxes.digits[k];
              int n_cells = n_core + n_line + bits_count (boxes.cells[k]);
              if ((vl & vb) || !(vb & v) || mask_count ((NonetMask) (v | vl | vb)) != n_cells)
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
