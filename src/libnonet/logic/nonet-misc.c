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
  int       cell[6];     /* the cells; subset m - 1 holds cell[i] for bit i of m */
  NonetMask digits[64];
  uint8_t   size[64];    /* cells in each */
} CellSubsets;

/* The cells of subset k (its cells are asked only of a step). */
static NonetBits
subset_cells (const CellSubsets *subsets,
              int                k)
{
  NonetBits cells = bits_none ();

  for (unsigned m = (unsigned) k + 1; m != 0; m &= m - 1)
    cells = bits_or (cells, bits_cell (subsets->cell[__builtin_ctz (m)]));
  return cells;
}

/* Every non-empty subset of the empty cells of set. */
static void
subsets_of (const NonetLogicState *state,
            NonetBits              set,
            CellSubsets           *out)
{
  int *cells = out->cell, n = 0;

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
          out->size[m - 1] = 1;
          out->digits[m - 1] = state->cands[c];
          continue;
        }
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
                  NonetMask              vb,
                  bool                  *built)
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
  *built = true;
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

/* Whether a crossing has something to eliminate is a matter of the cells
 * of its box and line alone: those of a crossing that had nothing, as they
 * were then, tell that it still has nothing while they are the same (most
 * crossings, from one step of the path to the next). */
struct _NonetSdcMemo
{
  bool          empty[9][18];      /* by box, then line: nothing then */
  NonetHouseKey box_key[9][18];
  NonetHouseKey line_key[9][18];
};

NonetSdcMemo *
_nonet_sdc_memo_new (void)
{
  NonetSdcMemo *memo = malloc (sizeof *memo);

  if (memo != NULL)
    memset (memo->empty, 0, sizeof memo->empty);
  return memo;
}

void
_nonet_sdc_memo_free (NonetSdcMemo *memo)
{
  free (memo);
}


/* How many digits a mask holds, by table: Sue de Coq counts those of
 * every pair of parts, where mask_count's sum of bits (without the POPCNT
 * instruction, the x86-64 baseline) showed in profiles. */
#define SDC_COUNT_2(n) n, n + 1, n + 1, n + 2
#define SDC_COUNT_4(n) SDC_COUNT_2 (n), SDC_COUNT_2 (n + 1), SDC_COUNT_2 (n + 1), SDC_COUNT_2 (n + 2)
#define SDC_COUNT_6(n) SDC_COUNT_4 (n), SDC_COUNT_4 (n + 1), SDC_COUNT_4 (n + 1), SDC_COUNT_4 (n + 2)
#define SDC_COUNT_8(n) SDC_COUNT_6 (n), SDC_COUNT_6 (n + 1), SDC_COUNT_6 (n + 1), SDC_COUNT_6 (n + 2)
static const uint8_t sdc_count[1 << NONET_DIGITS] = { SDC_COUNT_8 (0), SDC_COUNT_8 (1) };

/* built: set when some step there had eliminations (offered or not). */
static bool
sue_de_coq_at (const NonetLogicState *state,
               NonetStepSink         *sink,
               int                    box,
               int                    line,
               bool                  *built)
{
  NonetBits cross = bits_and (bits_and (bits_house (box), bits_house (line)), state->empty);
  CellSubsets cores, lines, boxes;
  bool any = false;

  if (bits_count (cross) < 2)
    return false;
  subsets_of (state, cross, &cores);
  /* A core of two cells or more with two digits more than cells, or no
   * step here (the parts are not worked out). */
  for (int i = 0; i < cores.n && !any; i++)
    any = cores.size[i] >= 2 && sdc_count[cores.digits[i]] >= cores.size[i] + 2;
  if (!any)
    return false;
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

      if (n_core < 2 || sdc_count[v] < n_core + 2)
        continue;
      for (int k = 0; k < boxes.n; k++)
        {
          int key = sdc_count[boxes.digits[k] & ~v] - boxes.size[k] + 16;
          by_count[key][n_by_count[key]++] = (uint8_t) k;
        }
      for (int j = 0; j < lines.n; j++)
        {
          NonetMask vl = lines.digits[j];
          int n_line = lines.size[j];
          int key = n_core + n_line - sdc_count[v | vl] + 16;
          /* The line part must take some of V. */
          if (!(vl & v) || key < 0 || key >= 32)
            continue;
          for (int x = 0; x < n_by_count[key]; x++)
            {
              int k = by_count[key][x];
              NonetMask vb = boxes.digits[k];
              if ((vl & vb) || !(vb & v)
                  || sdc_count[v | vl | vb] != n_core + n_line + boxes.size[k])
                continue;
              if (offer_sue_de_coq (state, sink, box, line, subset_cells (&cores, i),
                                    subset_cells (&lines, j), subset_cells (&boxes, k),
                                    v, vl, vb, built))
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

/* keep: the values of a cell (mine) with a value of the other (theirs)
 * besides them and their partners in the blockers. */
static NonetMask
pair_keep (NonetMask        mine,
           NonetMask        theirs,
           const NonetMask *partners)
{
  NonetMask keep = 0;

  for (; mine != 0; mine &= (NonetMask) (mine - 1))
    {
      NonetMask a = mine & (NonetMask) -mine;

      if ((theirs & ~(a | partners[__builtin_ctz (a)])) != 0)
        keep |= a;
    }
  return keep;
}

/* built: set when the pair has eliminations (offered or not). */
static bool
aligned_pair (const NonetLogicState *state,
              NonetStepSink         *sink,
              int                    house,
              int                    c1,
              int                    c2,
              bool                  *built)
{
  NonetBits blockers = bits_and (bits_and (bits_peers (c1), bits_peers (c2)), state->bivalue);
  NonetMask both = (NonetMask) (state->cands[c1] | state->cands[c2]);
  NonetMask partners[NONET_DIGITS] = { 0 };
  NonetMask keep1, keep2;
  int n = 0;
  NonetStep step;

  /* A pair of values (a, b) is impossible when a = b (one house) or a
   * blocker holds a and b: partners[a] holds those b. Blockers with
   * another candidate block nothing. */
  for (NonetBits s = blockers; !bits_empty (s); )
    {
      NonetMask m = state->cands[bits_pop (&s)], high = (NonetMask) (m & (m - 1));

      if ((m & ~both) != 0)
        continue;
      partners[__builtin_ctz (m)] |= high;
      partners[__builtin_ctz (high)] |= (NonetMask) (m & ~high);
      n++;
    }
  /* Removing a from c1 takes a blocker {a, b} for every other b of c2 (and
   * the other way round): too few blockers, nothing goes. */
  if (n + 1 < (state->n_cands[c1] < state->n_cands[c2] ? state->n_cands[c1] : state->n_cands[c2]))
    return false;
  keep1 = pair_keep (state->cands[c1], state->cands[c2], partners);
  keep2 = pair_keep (state->cands[c2], state->cands[c1], partners);
  if (keep1 == state->cands[c1] && keep2 == state->cands[c2])
    return false;
  *built = true;
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

/* Whether a house's pairs have something to eliminate is a matter of the
 * cells they see in common: those of their line (a pair of a line and two
 * boxes), else of their box and, for a pair sharing a line too, of that
 * line. So the pairs of a house that had nothing, with the cells they
 * see in common as they were then, have nothing again: the SE walk
 * searches at state after state, where few houses change (NonetAteMemo,
 * when the state has one). A box's pairs come in seven parts, each told
 * on its own: those sharing no line (they see the box's cells alone), and
 * those sharing each of its three rows and three columns. */
#define APE_PARTS 7

typedef struct
{
  uint8_t       empty[NONET_HOUSES];   /* parts with nothing at the last search, a bit each */
  NonetHouseKey key[NONET_HOUSES];     /* the house's cells then */
  NonetHouseKey lines[9][6];           /* each box's rows and columns then */
} ApeMemo;

/* The rows and columns through box (18..26): those of its diagonal, rows
 * first (k 0-2), in order, then columns (k 3-5). */
static int
ape_box_line (int box,
              int k)
{
  return nonet_cell_houses[nonet_house_cells[box][4 * (k % 3)]][k / 3];
}

/* The part of house h of the pair c1, c2 (a bit of ApeMemo.empty): 0 for
 * a line's pairs and for a box's pairs sharing no line, 1 + k for a box's
 * pairs sharing its line ape_box_line (h, k). */
static int
ape_part (int h,
          int c1,
          int c2)
{
  if (h < 18)
    return 0;
  if (c1 / 9 == c2 / 9)
    return 1 + c1 / 9 % 3;
  if (c1 % 9 == c2 % 9)
    return 4 + c1 % 9 % 3;
  return 0;
}

/* The parts of house h whose pairs have nothing to eliminate still. */
static unsigned
ape_unchanged (const ApeMemo       *memo,
               const NonetHouseKey *keys,
               int                  h)
{
  unsigned parts = memo->empty[h];

  if (parts == 0 || !house_keys_equal (memo->key[h], keys[h]))
    return 0;
  if (h >= 18)
    for (int k = 0; k < 6; k++)
      if (!house_keys_equal (memo->lines[h - 18][k], keys[ape_box_line (h, k)]))
        parts &= ~(1u << (1 + k));
  return parts;
}

/* The ApeMemo kept in the SE walk's NonetAteMemo (NULL without one). */
static ApeMemo *ape_memo_of (NonetAteMemo *memo);

static bool
find_aligned_pairs (const NonetLogicState *state,
                    NonetStepSink         *sink,
                    ApeMemo               *memo)
{
  NonetHouseKey keys[NONET_HOUSES];

  if (memo != NULL)
    for (int h = 0; h < NONET_HOUSES; h++)
      keys[h] = state_house_key (state, h);
  for (int h = 0; h < NONET_HOUSES; h++)
    {
      int cells[9], n = 0;
      unsigned all = h < 18 ? 1u : (1u << APE_PARTS) - 1, clean = 0, built = 0;

      if (memo != NULL)
        {
          clean = ape_unchanged (memo, keys, h);
          if (clean == all)
            continue;
        }
      for (int i = 0; i < 9; i++)
        if (state->values[nonet_house_cells[h][i]] == 0)
          cells[n++] = nonet_house_cells[h][i];
      for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
          {
            unsigned part = 1u << ape_part (h, cells[i], cells[j]);
            bool pair_built = false;

            /* A pair sharing a box and a line is met in the box only. */
            if (h < 18 && nonet_cell_houses[cells[i]][2] == nonet_cell_houses[cells[j]][2])
              continue;
            if (clean & part)
              continue;
            if (aligned_pair (state, sink, h, cells[i], cells[j], &pair_built))
              return true;
            if (pair_built)
              built |= part;
          }
      if (memo != NULL)
        {
          memo->empty[h] = (uint8_t) (all & ~built);
          memo->key[h] = keys[h];
          if (h >= 18)
            for (int k = 0; k < 6; k++)
              memo->lines[h - 18][k] = keys[ape_box_line (h, k)];
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
    return find_aligned_pairs (state, sink, ape_memo_of (state->ate_memo));
  if (technique != NONET_TECH_SUE_DE_COQ)
    return false;

  NonetSdcMemo *memo = state->sdc_memo;
  NonetHouseKey keys[NONET_HOUSES];

  if (memo != NULL)
    for (int h = 0; h < NONET_HOUSES; h++)
      keys[h] = state_house_key (state, h);
  for (int box = 18; box < 27; box++)
    for (int line = 0; line < 18; line++)
      {
        bool built = false;

        if (!bits_intersect (bits_house (box), bits_house (line)))
          continue;
        if (memo != NULL && memo->empty[box - 18][line]
            && house_keys_equal (memo->box_key[box - 18][line], keys[box])
            && house_keys_equal (memo->line_key[box - 18][line], keys[line]))
          continue;
        if (sue_de_coq_at (state, sink, box, line, &built))
          return true;
        if (memo != NULL)
          {
            memo->empty[box - 18][line] = !built;
            memo->box_key[box - 18][line] = keys[box];
            memo->line_key[box - 18][line] = keys[line];
          }
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

typedef struct
{
  int       base[NONET_CELLS];        /* base cells, in cell order */
  int       n_base;
  NonetBits base_bits;
  NonetBits excl;                     /* cells of two or three candidates */
  NonetBits excl_bits[NONET_CELLS];   /* each base cell's excluders */
} AteCells;

/* An excluder of a cell is a peer in excl: so a cell's excluders are its
 * peers and excl, in bit sets, and SE's order among them (its box, row and
 * column, each in house order: Cell.getHouseCells) is only asked for the
 * few third cells that pass, by ate_se_rank. */
static void
ate_cells (const NonetLogicState *state,
           AteCells              *ac)
{
  NonetBits singles = bits_none ();
  int c;

  ac->n_base = 0;
  ac->base_bits = bits_none ();
  ac->excl = bits_none ();
  for (NonetBits s = state->empty; (c = bits_pop (&s)) >= 0; )
    {
      int k = state->n_cands[c];

      if (k == 1)
        bits_set (&singles, c);
      else if (k >= 2 && k <= 3)
        bits_set (&ac->excl, c);
    }
  for (NonetBits s = state->empty; (c = bits_pop (&s)) >= 0; )
    {
      NonetBits peers = bits_peers (c);

      if (state->n_cands[c] < 2 || bits_intersect (peers, singles)
          || !bits_intersect (peers, ac->excl))
        continue;
      bits_set (&ac->base_bits, c);
      ac->excl_bits[c] = bits_and (peers, ac->excl);
      ac->base[ac->n_base++] = c;
    }
}

/* Where t, a peer of c, comes among the peers of c in SE's order: its
 * box, then its row, then its column, each in house order, that is in
 * cell order. */
static int
ate_se_rank (int c,
             int t)
{
  if (nonet_cell_houses[c][2] == nonet_cell_houses[t][2])
    return t;
  return nonet_cell_houses[c][0] == nonet_cell_houses[t][0] ? NONET_CELLS + t : 2 * NONET_CELLS + t;
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

/* Only the excluders with all their candidates among the three cells'
 * (all: their union) can be left without one. */
static void
ate_excluders (const NonetLogicState *state,
               NonetBits              common,
               NonetMask              all,
               AteExcluders          *ex)
{
  int e;

  memset (ex->pair_with, 0, sizeof ex->pair_with);
  ex->n_triples = 0;
  for (; (e = bits_pop (&common)) >= 0; )
    {
      NonetMask m = state->cands[e], rest = (NonetMask) (m & (m - 1));

      if ((m & ~all) != 0)
        continue;
      if ((rest & (rest - 1)) == 0)
        {
          int x = __builtin_ctz (m), y = __builtin_ctz (rest);

          ex->pair_with[x] |= rest;
          ex->pair_with[y] |= (NonetMask) (m & ~rest);
        }
      else
        ex->triples[ex->n_triples++] = m;
    }
}

/* keep[i]: the values of cells[i] in some possible triple (all of them as
 * soon as every value was met in one). The triple is symmetric: two cells
 * p, q (the two with fewest candidates) give pairs of values a, b, and for
 * each the third cell r the values that complete it: not a value a peer
 * among the three holds, and no common excluder left without a candidate.
 * A pair that can teach nothing new is passed over. */
static void
ate_possible (const NonetLogicState *state,
              const int             *cells,
              NonetBits              common,
              NonetMask             *keep)
{
  AteExcluders ex;
  int p = 0, q = 1, r = 2;
  NonetMask in_triples = 0;

  if (state->n_cands[cells[r]] < state->n_cands[cells[q]])
    r = 1, q = 2;
  if (state->n_cands[cells[r]] < state->n_cands[cells[p]])
    p = r, r = 0;

  NonetMask mp = state->cands[cells[p]], mq = state->cands[cells[q]], mr = state->cands[cells[r]];
  bool pq = ate_sees (cells[p], cells[q]), pr = ate_sees (cells[p], cells[r]);
  bool qr = ate_sees (cells[q], cells[r]);
  NonetMask kp = 0, kq = 0, kr = 0;

  ate_excluders (state, common, (NonetMask) (mp | mq | mr), &ex);
  for (int e = 0; e < ex.n_triples; e++)
    in_triples |= ex.triples[e];
  for (NonetMask ma = mp; ma != 0; ma &= (NonetMask) (ma - 1))
    {
      NonetMask a = ma & (NonetMask) -ma, pa = ex.pair_with[__builtin_ctz (a)];
      NonetMask bs = (NonetMask) (mq & ~pa), cs = (NonetMask) (mr & ~pa);

      /* Whatever b gives is known already. */
      if ((kp & a) && kq == mq && kr == mr)
        continue;
      if (pq)
        bs &= (NonetMask) ~a;
      if (pr)
        cs &= (NonetMask) ~a;
      for (; bs != 0; bs &= (NonetMask) (bs - 1))
        {
          NonetMask b = bs & (NonetMask) -bs, u = a | b;
          NonetMask third = (NonetMask) (cs & ~ex.pair_with[__builtin_ctz (b)]);

          if ((kp & a) && (kq & b) && kr == mr)
            continue;
          if (qr)
            third &= (NonetMask) ~b;
          if (a != b && (u & ~in_triples) == 0)
            for (int e = 0; e < ex.n_triples; e++)
              if ((ex.triples[e] & u) == u)
                third &= (NonetMask) ~(ex.triples[e] & ~u);
          if (third == 0)
            continue;
          kp |= a;
          kq |= b;
          kr |= third;
          /* Every value kept: nothing to remove (most triples). */
          if (kp == mp && kq == mq && kr == mr)
            break;
        }
      if (kp == mp && kq == mq && kr == mr)
        break;
    }
  keep[p] = kp;
  keep[q] = kq;
  keep[r] = kr;
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

/* What changed since the last search that found nothing (see
 * NonetAteMemo): any: cells whose candidates changed; excl: cells that
 * came into or left the excluders, or changed as one (a cell of four
 * candidates or more is no excluder: what it loses matters to a triple
 * only when it is one of the three). Both hold the base cells that came
 * or went. */
typedef struct
{
  NonetBits any;
  NonetBits excl;
} AteChanged;

/* The cells before c. */
static NonetBits
ate_below (int c)
{
  NonetBits b = { c >= 64 ? ~(uint64_t) 0 : (1ull << c) - 1, c >= 64 ? (1ull << (c - 64)) - 1 : 0 };

  return b;
}

/* The third cells t that make with base cells c0 and c1, c0 before c1, a
 * triple met for the first time at the pair (c0, c1): SE goes over the
 * pairs by their later cell, then the earlier, and a triple comes from a
 * pair whenever its third cell is an excluder of either. So a third after
 * c1 is new; one before c1 was met with (c0 or t, c1 or t) when c1 is an
 * excluder seeing one of them, one before c0 also with (t, c1) when c0 is
 * such an excluder (a triple removes the same whichever way it is met). */
static NonetBits
ate_first_meetings (const AteCells *ac,
                    int             c0,
                    int             c1,
                    NonetBits       thirds)
{
  bool sees = ate_sees (c0, c1);

  if (bits_has (ac->excl, c1))
    thirds = bits_andnot (thirds, bits_and (ate_below (c1),
                                            sees ? bits_all () : bits_peers (c1)));
  if (bits_has (ac->excl, c0))
    thirds = bits_andnot (thirds, bits_and (ate_below (c0),
                                            sees ? bits_all () : bits_peers (c0)));
  return thirds;
}

/* The third cells t for base cells c0 and c1 (pair: their common
 * excluders, two or more) that make a triple worth trying: excluders of
 * either that are base cells, with two common excluders or more, two of
 * them holding only candidates of the three (the others rule no triple
 * out), and a change since the last search among the three or the cells
 * that see them all.
 * With no such excluder, only "one value twice in a house" rules triples
 * out, and that removes nothing SE's naked pairs and singles, met earlier,
 * have not. With one, e, the triple removes what the four cells (e sees
 * the three) allow no value of; every such case, over every way of their
 * candidates (up to six digits) and of the three sharing houses, has a
 * step SE meets earlier among its four cells: a naked pair or triple (three
 * cells that see each other share a house, and a cell that sees them all
 * is in it), the pointing or claiming one leaves when it removes nothing,
 * an XY-Wing or an XYZ-Wing (checked by enumeration). So SE's walk never
 * reaches such a triple with something to remove. */
static NonetBits
ate_thirds (const NonetLogicState *state,
            const AteCells        *ac,
            const AteChanged      *changed,
            int                    c0,
            int                    c1,
            NonetBits              pair)
{
  NonetBits thirds = bits_and (bits_or (bits_peers (c0), bits_peers (c1)),
                               bits_and (ac->excl, ac->base_bits));
  NonetBits ok = bits_none ();
  NonetMask two = (NonetMask) (state->cands[c0] | state->cands[c1]);
  int e;

  bits_clear (&thirds, c0);
  bits_clear (&thirds, c1);
  thirds = ate_first_meetings (ac, c0, c1, thirds);
  /* Without a change in c0 or c1: one in the third cell, or in an
   * excluder that sees the three. */
  if (!bits_has (changed->any, c0) && !bits_has (changed->any, c1))
    {
      NonetBits near = bits_and (bits_and (bits_peers (c0), bits_peers (c1)), changed->excl);
      NonetBits reach = changed->any;

      for (; (e = bits_pop (&near)) >= 0; )
        reach = bits_or (reach, bits_peers (e));
      thirds = bits_and (thirds, reach);
    }
  if (bits_empty (thirds))
    return ok;
  /* The cells of pair are excluders of every base cell that sees them: a
   * third cell has two common excluders with the pair when it sees two
   * cells of pair (twice: most thirds do not, and pair holds few cells),
   * and two of them must hold only candidates of the three (thirds are few
   * by now: each is looked at on its own). */
  NonetBits once = bits_none (), twice = bits_none ();
  for (NonetBits s = pair; (e = bits_pop (&s)) >= 0; )
    {
      NonetBits peers = bits_peers (e);

      twice = bits_or (twice, bits_and (once, peers));
      once = bits_or (once, peers);
    }
  thirds = bits_and (thirds, twice);
  for (int t; (t = bits_pop (&thirds)) >= 0; )
    {
      NonetBits common = bits_and (pair, bits_peers (t));
      NonetMask all = (NonetMask) (two | state->cands[t]);
      int held = 0;

      for (; (e = bits_pop (&common)) >= 0; )
        if ((state->cands[e] & ~all) == 0 && ++held == 2)
          {
            bits_set (&ok, t);
            break;
          }
    }
  return ok;
}

/* Where t comes among the twins of c0 and c1: the excluders of c0 (those
 * in from_c0), then those of c1. */
static int
ate_twin_rank (int       c0,
               int       c1,
               NonetBits from_c0,
               int       t)
{
  return bits_has (from_c0, t) ? ate_se_rank (c0, t) : 3 * NONET_CELLS + ate_se_rank (c1, t);
}

/* The SE walk searches again at each state where nothing easier applies,
 * most often in vain. What a triple of base cells gives depends only on
 * the candidates of its cells and of its common excluders: after a search
 * that found nothing, a triple where none of these changed since gives
 * nothing again and is passed over. */
struct _NonetAteMemo
{
  const NonetLogicState *state;
  NonetMask              cands[NONET_CELLS];   /* at the last search */
  uint8_t                values[NONET_CELLS];
  NonetMask              excl[NONET_CELLS];    /* excluders' candidates, 0 for others */
  uint32_t               changed_at[NONET_CELLS];   /* search that saw it change */
  uint32_t               excl_changed_at[NONET_CELLS];
  uint32_t               search;
  bool                   has_failed;
  uint32_t               failed;           /* the last search that found nothing */
  NonetBits              failed_base;      /* its base cells */
  ApeMemo                pairs;            /* SE's Aligned Pair Exclusion's */
};

static ApeMemo *
ape_memo_of (NonetAteMemo *memo)
{
  return memo != NULL ? &memo->pairs : NULL;
}

NonetAteMemo *
_nonet_ate_memo_new (void)
{
  NonetAteMemo *memo = malloc (sizeof *memo);

  if (memo != NULL)
    {
      memo->state = NULL;
      memo->search = 0;
      memo->has_failed = false;
      memset (memo->pairs.empty, 0, sizeof memo->pairs.empty);
    }
  return memo;
}

void
_nonet_ate_memo_free (NonetAteMemo *memo)
{
  free (memo);
}

/* The changes since the last search that found nothing (every cell when
 * there was none). */
static void
ate_memo_changed (NonetAteMemo          *memo,
                  const NonetLogicState *state,
                  const AteCells        *ac,
                  AteChanged            *changed)
{
  NonetMask excl[NONET_CELLS];

  for (int c = 0; c < NONET_CELLS; c++)
    excl[c] = bits_has (ac->excl, c) ? state->cands[c] : 0;
  memo->search++;
  if (memo->state != state)
    {
      memo->state = state;
      memo->has_failed = false;
      for (int c = 0; c < NONET_CELLS; c++)
        memo->changed_at[c] = memo->excl_changed_at[c] = memo->search;
    }
  else
    for (int c = 0; c < NONET_CELLS; c++)
      {
        if (memo->cands[c] != state->cands[c] || memo->values[c] != state->values[c])
          memo->changed_at[c] = memo->search;
        if (memo->excl[c] != excl[c])
          memo->excl_changed_at[c] = memo->search;
      }
  memcpy (memo->cands, state->cands, sizeof memo->cands);
  memcpy (memo->values, state->values, sizeof memo->values);
  memcpy (memo->excl, excl, sizeof memo->excl);
  if (!memo->has_failed)
    {
      changed->any = changed->excl = bits_all ();
      return;
    }
  changed->any = changed->excl = bits_xor (ac->base_bits, memo->failed_base);
  for (int c = 0; c < NONET_CELLS; c++)
    {
      if (memo->changed_at[c] > memo->failed)
        bits_set (&changed->any, c);
      if (memo->excl_changed_at[c] > memo->failed)
        bits_set (&changed->excl, c);
    }
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
  AteChanged changed = { bits_all (), bits_all () };
  AteCells ac;
  uint64_t near = 0;

  ate_cells (state, &ac);
  if (memo != NULL)
    ate_memo_changed (memo, state, &ac, &changed);
  if (ac.n_base < 3 || ac.n_base > ATE_BASE_MAX)
    return false;
  /* Base cells with a change that may matter to their triples: in them,
   * or in an excluder among their peers (a third cell is one, and so are
   * the cells that see it and the pair). A pair with neither is passed
   * over, before its excluders are looked at. */
  for (int k = 0; k < ac.n_base; k++)
    if (bits_has (changed.any, ac.base[k])
        || bits_intersect (changed.excl, bits_peers (ac.base[k])))
      near |= 1ull << k;
  for (int j = 1; j < ac.n_base; j++)
    {
      uint64_t before = (1ull << j) - 1;
      uint64_t firsts = near & (1ull << j) ? before : near & before;

      for (; firsts != 0; firsts &= firsts - 1)
        {
          int c0 = ac.base[__builtin_ctzll (firsts)], c1 = ac.base[j];
          NonetBits pair = bits_and (ac.excl_bits[c0], ac.excl_bits[c1]);
          NonetBits thirds, from_c0;
          int order[NONET_CELLS], n = 0;

          /* Two common excluders of the three are common to the first two. */
          if (!bits_several (pair))
            continue;
          thirds = ate_thirds (state, &ac, &changed, c0, c1, pair);
          if (bits_empty (thirds))
            continue;
          /* SE's twins: the excluders of c0 in its order, then those of c1
           * in its (few pass: a sort by insertion). */
          from_c0 = bits_and (thirds, bits_peers (c0));
          for (int t; (t = bits_pop (&thirds)) >= 0; )
            {
              int rank = ate_twin_rank (c0, c1, from_c0, t), k = n++;

              for (; k > 0 && order[k - 1] >> 8 > rank; k--)
                order[k] = order[k - 1];
              order[k] = rank << 8 | t;
            }
          for (int k = 0; k < n; k++)
            {
              int cells[3] = { c0, c1, order[k] & 0xff };

              if (ate_step (state, cells, bits_and (pair, bits_peers (cells[2])), step))
                return true;
            }
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
