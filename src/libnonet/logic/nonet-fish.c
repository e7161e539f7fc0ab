/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-fish.c: Fish: basic, finned, sashimi, Franken and mutant fish of size 2-4,
 * finned mutant fish up to size 6.
 *
 * Techniques: X-Wing, Swordfish, Jellyfish (0300-0302); finned and sashimi X-Wing,
 * Swordfish, Jellyfish (0310-0312, 0320-0322); Franken fish (0330-0332),
 * finned Franken (0340-0342), mutant (0350-0352), finned mutant (0360-0364:
 * up to Squirmbag and Whale, off by default like every mutant fish).
 *
 * A fish on digit d: n base houses whose candidates of d do not overlap, and
 * n cover houses holding every base candidate. Each base house needs its d,
 * so the n covers are used up by the base: d leaves every other cell of
 * the covers.
 *
 *        c2    c7                 base rows 2 and 6 (BASE), cover
 *   r2 . X . . . . X . .          columns 2 and 7 (COVER): 7 leaves
 *   r6 . X . . . . X . f          the other cells of c2 and c7 ...
 *
 * Fins (f) are base candidates no cover holds: then either a fin is true or
 * the fish stands, so only cells that see every fin lose d. Endo fins are
 * candidates in two base houses (Franken and mutant fish), which one digit
 * could satisfy twice: they are fins too. A base candidate in two covers
 * (cannibalism) is a target as well.
 *
 * Kinds by the houses used: basic (rows against columns), Franken (rows and
 * boxes against columns and boxes, or the transposed), mutant (anything
 * else). Sashimi: a finned basic fish with a base house that holds at most
 * one candidate besides the fins.
 *
 * One search serves every kind: choose n base houses (allowed kinds of
 * house, in order), then place the base candidates one by one: covered by
 * one of its houses, or a fin. Candidates that cannot be fins go first. A
 * candidate's covers are tried in row, column, box order and a cover is
 * never chosen after a later one was preferred for the same cell, so each
 * cover set is reached once. Siamese fish (two finned fish on one base set,
 * HoDoKu's 03111 ...) are offered as one step too, in the ALL sink.
 *
 * Speed: finned, Franken and mutant fish first walk the digit's templates
 * (every way to place it once per row, column and box). A fish removes
 * only candidates no template uses, so digits without such candidates are
 * skipped, and fins must see one of them; that cuts the search of a finned
 * mutant jellyfish by about a hundred times.
 */

#include <stddef.h>
#include <stdlib.h>

#include "nonet-logic-private.h"

#define ROWS  0x1ffu
#define COLS  (0x1ffu << 9)
#define BOXES (0x1ffu << 18)

typedef enum
{
  FISH_BASIC,
  FISH_FRANKEN,
  FISH_MUTANT,
} FishKind;

/* The largest fish searched (Finned Mutant Whale). */
#define MAX_FISH 6

/* A finned fish kept to pair with another of the same base set. */
#define MAX_SIAMESE 16

typedef struct
{
  int       cover[MAX_FISH];
  NonetBits fins;
  NonetBits targets;
  bool      sashimi;
} SiameseFish;

typedef struct
{
  const NonetLogicState *state;
  NonetStepSink         *sink;
  NonetTechnique         technique;
  FishKind               kind;
  int                    size;
  bool                   finned;
  bool                   sashimi;      /* basic finned: want the sashimi ones */
  int                    digit;
  NonetBits              cands;        /* cells holding the digit */
  NonetBits              possible;     /* candidates no template of the digit uses:
                                        * the only ones a fish can remove */
  NonetBits              reach;        /* cells that see one of them: fins go there */
  uint32_t               base_allowed;
  uint32_t               cover_allowed;
  /* base set */
  int                    base[MAX_FISH];
  uint32_t               base_mask;
  NonetBits              base_cells;
  NonetBits              endo;         /* candidates in two base houses */
  NonetBits              outside;      /* candidates outside the base: the targets */
  NonetBits              zone;         /* base candidates that may be fins */
  /* cover set */
  int                    cover[MAX_FISH];
  uint32_t               cover_mask;
  NonetBits              cover_cells;
  NonetBits              multi;        /* cells in two cover houses */
  /* siamese fish: the finned fish of the current base set (ALL sink only) */
  bool                   collect;
  int                    n_found;
  SiameseFish            found[MAX_SIAMESE];
} FishSearch;

static FishKind
fish_kind (uint32_t base,
           uint32_t cover)
{
  if ((base & ~ROWS) == 0 && (cover & ~COLS) == 0)
    return FISH_BASIC;
  if ((base & ~COLS) == 0 && (cover & ~ROWS) == 0)
    return FISH_BASIC;
  if ((base & ~(ROWS | BOXES)) == 0 && (cover & ~(COLS | BOXES)) == 0)
    return FISH_FRANKEN;
  if ((base & ~(COLS | BOXES)) == 0 && (cover & ~(ROWS | BOXES)) == 0)
    return FISH_FRANKEN;
  return FISH_MUTANT;
}

/* Sashimi: some base house keeps at most one candidate without the fins. */
static bool
fish_is_sashimi (const FishSearch *s,
                 NonetBits         fins)
{
  for (int i = 0; i < s->size; i++)
    {
      NonetBits rest = bits_andnot (bits_and (s->base_cells, bits_house (s->base[i])), fins);
      if (bits_count (rest) <= 1)
        return true;
    }
  return false;
}

/* Hands the fish to the sink: covers are the cover houses (two fish's for
 * a siamese fish). */
static bool
fish_offer (FishSearch *s,
            const int  *covers,
            int         n_covers,
            NonetBits   fins,
            NonetBits   targets)
{
  const NonetLogicState *state = s->state;
  int d = s->digit;
  NonetBits endo = s->endo;
  NonetBits plain = bits_andnot (s->base_cells, fins);
  NonetStep step;

  _nonet_step_begin (&step, s->technique, nonet_digit_bit (d));
  for (int i = 0; i < s->size; i++)
    _nonet_step_house (&step, s->base[i], NONET_ROLE_BASE);
  /* Covers in house order (the search finds them in cell order). */
  uint32_t cover_mask = 0;
  for (int i = 0; i < n_covers; i++)
    cover_mask |= 1u << covers[i];
  for (uint32_t m = cover_mask; m != 0; m &= m - 1)
    _nonet_step_house (&step, __builtin_ctz (m), NONET_ROLE_COVER);
  _nonet_step_mark_bits (&step, state, plain, d, NONET_ROLE_BASE);
  _nonet_step_mark_bits (&step, state, bits_andnot (fins, endo), d, NONET_ROLE_FIN);
  _nonet_step_mark_bits (&step, state, endo, d, NONET_ROLE_ENDO_FIN);
  for (NonetBits f = fins; !bits_empty (f); )
    _nonet_step_cell (&step, bits_pop (&f));
  _nonet_step_eliminate_bits (&step, state, targets, d);
  return _nonet_step_finish (&step) && _nonet_step_sink_add (s->sink, &step);
}

/* A complete fish: fins (endo fins included) and the covers are known. */
static bool
fish_evaluate (FishSearch *s,
               NonetBits   fins,
               NonetBits   fin_peers)
{
  NonetBits targets;
  bool sashimi = false;

  if (s->finned == bits_empty (fins))
    return false;
  targets = bits_andnot (bits_and (s->cover_cells, s->cands), s->base_cells);
  targets = bits_or (targets, bits_andnot (bits_and (s->multi, s->base_cells), fins));
  if (!bits_empty (fins))
    targets = bits_and (targets, fin_peers);
  targets = bits_and (targets, s->possible);
  if (bits_empty (targets))
    return false;
  if (fish_kind (s->base_mask, s->cover_mask) != s->kind)
    return false;
  if (s->kind == FISH_BASIC && s->finned)
    sashimi = fish_is_sashimi (s, fins);
  if (s->collect && s->n_found < MAX_SIAMESE)
    {
      SiameseFish *f = &s->found[s->n_found++];
      memcpy (f->cover, s->cover, sizeof f->cover);
      f->fins = fins;
      f->targets = targets;
      f->sashimi = sashimi;
    }
  if (sashimi != s->sashimi)
    return false;
  return fish_offer (s, s->cover, s->size, fins, targets);
}

/* Siamese fish: two finned fish on the same base set with different covers
 * hold together (HoDoKu shows them as one step): both sets of targets go. */
static bool
fish_offer_siamese (FishSearch *s)
{
  for (int i = 0; i < s->n_found; i++)
    for (int j = i + 1; j < s->n_found; j++)
      {
        const SiameseFish *a = &s->found[i], *b = &s->found[j];
        int covers[2 * MAX_FISH];

        if (a->sashimi != s->sashimi && b->sashimi != s->sashimi)
          continue;
        if (bits_subset (a->targets, b->targets) || bits_subset (b->targets, a->targets))
          continue;
        memcpy (covers, a->cover, sizeof a->cover);
        memcpy (covers + s->size, b->cover, sizeof b->cover);
        if (fish_offer (s, covers, 2 * s->size, bits_or (a->fins, b->fins),
                        bits_or (a->targets, b->targets)))
          return true;
      }
  return false;
}

/* Whether limit houses of open could cover cells: cells that share no open
 * house need one cover each. */
static bool
fish_can_cover (NonetBits cells,
                uint32_t  open,
                int       limit)
{
  int need = 0;

  for (int m; (m = bits_pop (&cells)) >= 0; )
    {
      if (++need > limit)
        return false;
      for (int k = 0; k < 3; k++)
        {
          int u = nonet_cell_houses[m][k];
          if (open & (1u << u))
            cells = bits_andnot (cells, bits_house (u));
        }
    }
  return true;
}

/* Places the base candidates of remaining: covered by one of its allowed
 * houses not banned, or (in the fin zone only) a fin. Candidates outside
 * the zone go first: they must be covered, which prunes most. fin_peers:
 * the cells that see every fin so far (all cells while there is none);
 * the targets must be among them. */
static bool
fish_cover (FishSearch *s,
            NonetBits   remaining,
            NonetBits   fins,
            NonetBits   fin_peers,
            int         depth,
            uint32_t    banned)
{
  NonetBits must = bits_andnot (remaining, s->zone);

  if (bits_empty (remaining))
    return depth == s->size && fish_evaluate (s, fins, fin_peers);
  if (depth == s->size)
    {
      /* No cover left: the rest are fins. */
      if (!bits_empty (must))
        return false;
      fins = bits_or (fins, remaining);
      fin_peers = bits_and (fin_peers, bits_common_peers (remaining));
      if (!bits_intersect (fin_peers, s->outside))
        return false;
      return fish_evaluate (s, fins, fin_peers);
    }
  /* Pairwise unrelated candidates that must be covered need one cover each. */
  if (!fish_can_cover (must, s->cover_allowed & ~banned, s->size - depth))
    return false;

  int c = bits_first (bits_empty (must) ? remaining : must);
  uint32_t tried = 0;

  for (int k = 0; k < 3; k++)
    {
      int u = nonet_cell_houses[c][k];
      uint32_t bit = 1u << u;

      if (!(s->cover_allowed & bit) || (banned & bit))
        continue;
      NonetBits house = bits_house (u);
      NonetBits saved_cells = s->cover_cells, saved_multi = s->multi;
      s->multi = bits_or (s->multi, bits_and (s->cover_cells, house));
      s->cover_cells = bits_or (s->cover_cells, house);
      s->cover[depth] = u;
      s->cover_mask |= bit;
      bool stop = fish_cover (s, bits_andnot (remaining, house), fins, fin_peers, depth + 1,
                              banned | tried);
      s->cover_mask &= ~bit;
      s->cover_cells = saved_cells;
      s->multi = saved_multi;
      if (stop)
        return true;
      tried |= bit;
    }
  if (bits_has (must, c))
    return false;
  fin_peers = bits_and (fin_peers, bits_peers (c));
  if (!bits_intersect (fin_peers, s->outside))
    return false;
  bits_clear (&remaining, c);
  bits_set (&fins, c);
  for (int k = 0; k < 3; k++)
    banned |= 1u << nonet_cell_houses[c][k];
  return fish_cover (s, remaining, fins, fin_peers, depth, banned);
}

/* The base set is complete: search its covers. Fins (endo fins aside) lie
 * in one box: each box holding base candidates is tried as the fin zone. */
static bool
fish_base_done (FishSearch *s,
                unsigned    pos)
{
  NonetBits fin_peers = bits_all ();
  NonetBits plain = bits_andnot (s->base_cells, s->endo);

  if (!bits_empty (s->endo))
    {
      fin_peers = bits_common_peers (s->endo);
      if (!bits_intersect (fin_peers, s->cands))
        return false;
    }
  s->outside = bits_andnot (s->possible, s->base_cells);
  if (bits_empty (s->outside) && !bits_intersect (s->possible, s->base_cells))
    return false;
  if (s->kind == FISH_BASIC && !s->finned)
    {
      /* The covers are the lines of the base's positions (pos), and the
       * targets their candidates outside the base. */
      NonetBits lines = bits_none ();
      int first = s->base_allowed == ROWS ? 9 : 0;
      for (unsigned m = pos; m != 0; m &= m - 1)
        lines = bits_or (lines, bits_house (first + __builtin_ctz (m)));
      if (!bits_intersect (lines, s->outside))
        return false;
    }
  s->cover_cells = bits_none ();
  s->multi = bits_none ();
  s->cover_mask = 0;
  if (_nonet_step_sink_cancelled (s->sink))
    return true;
  s->n_found = 0;
  if (!s->finned)
    {
      s->zone = bits_none ();
      if (fish_cover (s, plain, s->endo, fin_peers, 0, s->base_mask))
        return true;
    }
  else
    {
      /* Fins must see a removable candidate. */
      s->zone = bits_and (plain, s->reach);
      if (fish_cover (s, plain, s->endo, fin_peers, 0, s->base_mask))
        return true;
    }
  return s->n_found > 1 && fish_offer_siamese (s);
}

/* Whether the base candidates so far (endo fins aside) could be covered
 * by size houses of open, all but those of one box (the fins). */
static bool
fish_coverable (const FishSearch *s,
                uint32_t          open)
{
  NonetBits plain = bits_andnot (s->base_cells, s->endo);

  if (s->finned)
    plain = bits_andnot (plain, s->reach);
  return fish_can_cover (plain, open, s->size);
}

/* Chooses base houses from the list, from index start on. pos: for basic
 * fish without fins, the union of positions (at most size of them). */
static bool
fish_base (FishSearch *s,
           const int  *houses,
           int         n_houses,
           int         depth,
           int         start,
           unsigned    pos)
{
  if (depth == s->size)
    return fish_base_done (s, pos);
  for (int i = start; i <= n_houses - (s->size - depth); i++)
    {
      int h = houses[i];
      NonetBits cells = state_house_digit (s->state, h, s->digit);
      unsigned joined = pos | s->state->house_pos[h][s->digit];

      if (s->kind == FISH_BASIC && !s->finned && mask_count (joined) > s->size)
        continue;
      NonetBits overlap = bits_and (cells, s->base_cells);
      if (!bits_empty (overlap) && !s->finned)
        continue;
      NonetBits saved_cells = s->base_cells, saved_endo = s->endo;
      s->endo = bits_or (s->endo, overlap);
      s->base_cells = bits_or (s->base_cells, cells);
      /* Every base candidate outside the fin box needs a cover. */
      if (depth > 0 && !fish_coverable (s, s->cover_allowed & ~s->base_mask & ~(1u << h)))
        {
          s->base_cells = saved_cells;
          s->endo = saved_endo;
          continue;
        }
      s->base[depth] = h;
      s->base_mask |= 1u << h;
      bool stop = fish_base (s, houses, n_houses, depth + 1, i + 1, joined);
      s->base_mask &= ~(1u << h);
      s->base_cells = saved_cells;
      s->endo = saved_endo;
      if (stop)
        return true;
    }
  return false;
}

static bool
fish_search_digit (FishSearch *s,
                   uint32_t    base_allowed,
                   uint32_t    cover_allowed)
{
  const NonetLogicState *state = s->state;
  int houses[NONET_HOUSES];
  int n = 0;

  for (int h = 0; h < NONET_HOUSES; h++)
    {
      int count = state->house_count[h][s->digit];
      if (!(base_allowed & (1u << h)) || count == 0)
        continue;
      if (s->kind == FISH_BASIC && !s->finned && count > s->size)
        continue;
      houses[n++] = h;
    }
  if (n < s->size)
    return false;
  s->base_allowed = base_allowed;
  s->cover_allowed = cover_allowed;
  s->base_mask = 0;
  s->base_cells = bits_none ();
  s->endo = bits_none ();
  return fish_base (s, houses, n, 0, 0, 0);
}

/* Templates: the ways to place the digit once in every row, column and
 * box. A candidate no template uses is false, and only those can a fish
 * (any single-digit pattern) remove: searching finned, Franken and mutant
 * fish only where they could remove something saves most of their cost.
 *
 * A template is three band placements (a cell in each of the band's rows,
 * one per box) whose columns fill the grid. A placement uses one column of
 * each stack, named by a key: the column's place in its stack (0-2) times
 * 1, 3 or 9 for stacks 1-3. Three placements fit together when, in each
 * stack, their places are the three different ones: the keys of bands 1
 * and 2 differ in every place, and band 3's key is the rest, 39 minus both
 * (the places of a stack add up to 3, and 3 * (1 + 3 + 9) = 39).
 *
 *              stack 1  stack 2  stack 3
 *   band 1:    x . .    . . x    . x .     key 0 + 2*3 + 1*9 = 15
 *   band 2:    . x .    x . .    . . x     key 1 + 0*3 + 2*9 = 19
 *   band 3:    . . x    . x .    x . .     key 2 + 1*3 + 0*9 =  5
 *
 * A band's placements are grouped by key: the cells of a group (row in
 * band * 9 + column) are all used when its key is in a template, else none
 * is. No search: at most 27 x 8 pairs of keys, a few hundred steps. */

/* The key of one column: its place in its stack. */
static int
column_key (int col)
{
  static const uint8_t keys[9] = { 0, 1, 2, 0, 3, 6, 0, 9, 18 };

  return keys[col];
}

/* The keys (a 27-bit set) that differ from key in every place: those
 * with key's place in stack 1 are every third one from it, in stack 2
 * three in a row every nine, in stack 3 nine in a row. */
static uint32_t
keys_apart (int key)
{
  uint32_t same = 0x1249249u << (key % 3)
                  | 0x1c0e07u << (key / 3 % 3 * 3)
                  | 0x1ffu << (key / 9 * 9);

  return 0x7ffffff & ~same;
}

/* Groups the placements of a band whose rows allow the columns row_cols:
 * cells[key] gets the cells some placement of key uses, common[key] those
 * every one does; returns the keys that have some. */
static uint32_t
templates_band (uint32_t        cells[27],
                uint32_t        common[27],
                const uint16_t *row_cols)
{
  uint32_t keys = 0;

  for (unsigned m0 = row_cols[0]; m0 != 0; m0 &= m0 - 1)
    {
      int c0 = __builtin_ctz (m0);
      unsigned free0 = 0x1ff & ~(7u << (c0 / 3 * 3));

      for (unsigned m1 = row_cols[1] & free0; m1 != 0; m1 &= m1 - 1)
        {
          int c1 = __builtin_ctz (m1);
          unsigned free1 = free0 & ~(7u << (c1 / 3 * 3));

          for (unsigned m2 = row_cols[2] & free1; m2 != 0; m2 &= m2 - 1)
            {
              int c2 = __builtin_ctz (m2);
              int key = column_key (c0) + column_key (c1) + column_key (c2);
              uint32_t placement = 1u << c0 | 1u << (9 + c1) | 1u << (18 + c2);

              cells[key] |= placement;
              common[key] = keys & (1u << key) ? common[key] & placement : placement;
              keys |= 1u << key;
            }
        }
    }
  return keys;
}

/* The 81-cell set of a band's cells (row in band * 9 + column). */
static NonetBits
band_bits (int      band,
           uint32_t cells)
{
  NonetBits bits = bits_none ();

  if (band < 2)
    bits.lo = (uint64_t) cells << (27 * band);
  else
    {
      bits.lo = (uint64_t) cells << 54;
      bits.hi = cells >> 10;
    }
  return bits;
}

/* The templates each digit had last, with all they were worked out from
 * (each row's open columns): a state's fish techniques, one after the
 * other, ask for the same digits, most of them unchanged. */
struct _NonetTemplateMemo
{
  /* The state and version the entries were last found valid at (per
   * digit, checked): the state changes only by _nonet_logic_state_apply,
   * which counts its version, so they hold there without a look at the
   * rows. */
  const NonetLogicState *state;
  unsigned               version;
  NonetMask              checked;
  struct
  {
    bool      valid;
    uint16_t  row_cols[9];
    NonetBits in_some;
    NonetBits in_every;
  } digit[NONET_DIGITS + 1];
};

NonetTemplateMemo *
_nonet_template_memo_new (void)
{
  return calloc (1, sizeof (NonetTemplateMemo));
}

void
_nonet_template_memo_free (NonetTemplateMemo *memo)
{
  free (memo);
}

/**
 * _nonet_digit_templates:
 * See nonet-logic-private.h.
 */
void
_nonet_digit_templates (const NonetLogicState *state,
                        int                    digit,
                        NonetBits             *in_some,
                        NonetBits             *in_every)
{
  uint32_t cells[3][27], common[3][27];
  uint32_t keys[3];
  uint32_t used_keys[3] = { 0, 0, 0 };
  uint16_t row_cols[9];           /* columns open to the digit in each row */
  NonetTemplateMemo *memo = state->template_memo;

  if (memo != NULL)
    {
      if (memo->state != state || memo->version != state->version)
        {
          memo->state = state;
          memo->version = state->version;
          memo->checked = 0;
        }
      if (memo->checked & nonet_digit_bit (digit))
        {
          *in_some = memo->digit[digit].in_some;
          *in_every = memo->digit[digit].in_every;
          return;
        }
      memo->checked |= nonet_digit_bit (digit);
    }
  for (int row = 0; row < 9; row++)
    {
      row_cols[row] = state->house_pos[row][digit];
      if (state->house_placed[row] & nonet_digit_bit (digit))
        /* From the right: the last such column, should a row hold the
         * digit twice (a state in contradiction). */
        for (int col = 8; col >= 0; col--)
          if (state->values[row * 9 + col] == digit)
            {
              row_cols[row] = (uint16_t) (1u << col);
              break;
            }
    }
  if (memo != NULL && memo->digit[digit].valid
      && memcmp (memo->digit[digit].row_cols, row_cols, sizeof row_cols) == 0)
    {
      *in_some = memo->digit[digit].in_some;
      *in_every = memo->digit[digit].in_every;
      return;
    }
  memset (cells, 0, sizeof cells);
  for (int band = 0; band < 3; band++)
    keys[band] = templates_band (cells[band], common[band], row_cols + 3 * band);
  for (uint32_t m0 = keys[0]; m0 != 0; m0 &= m0 - 1)
    {
      int k0 = __builtin_ctz (m0);

      for (uint32_t m1 = keys[1] & keys_apart (k0); m1 != 0; m1 &= m1 - 1)
        {
          int k1 = __builtin_ctz (m1);
          int k2 = 39 - k0 - k1;

          if (keys[2] & (1u << k2))
            {
              used_keys[0] |= 1u << k0;
              used_keys[1] |= 1u << k1;
              used_keys[2] |= 1u << k2;
            }
        }
    }
  /* Every placement of a key in some template is in one (its partners
   * depend on the keys only). */
  *in_some = *in_every = bits_none ();
  for (int band = 0; band < 3; band++)
    {
      uint32_t every = used_keys[band] != 0 ? 0x7ffffff : 0;

      for (uint32_t m = used_keys[band]; m != 0; m &= m - 1)
        {
          *in_some = bits_or (*in_some, band_bits (band, cells[band][__builtin_ctz (m)]));
          every &= common[band][__builtin_ctz (m)];
        }
      *in_every = bits_or (*in_every, band_bits (band, every));
    }
  if (memo != NULL)
    {
      memo->digit[digit].valid = true;
      memcpy (memo->digit[digit].row_cols, row_cols, sizeof row_cols);
      memo->digit[digit].in_some = *in_some;
      memo->digit[digit].in_every = *in_every;
    }
}

/**
 * _nonet_digit_may_lose:
 * See nonet-logic-private.h.
 */
bool
_nonet_digit_may_lose (const NonetLogicState *state,
                       int                    digit)
{
  NonetBits in_some, in_every;

  if (state->template_memo == NULL)
    return true;
  _nonet_digit_templates (state, digit, &in_some, &in_every);
  return !bits_subset (state->digit_cells[digit], in_some);
}

/* The candidates of the digit that no template uses. */
static NonetBits
fish_possible_targets (const NonetLogicState *state,
                       int                    digit)
{
  NonetBits in_some, in_every;

  _nonet_digit_templates (state, digit, &in_some, &in_every);
  return bits_andnot (state->digit_cells[digit], in_some);
}

/* Size, kind and fins of a fish technique; false if it is not one. */
static bool
fish_setup (FishSearch     *s,
            NonetTechnique  technique)
{
  static const struct
  {
    NonetTechnique technique;
    int            size;
    FishKind       kind;
    bool           finned;
    bool           sashimi;
  } table[] = {
    { NONET_TECH_X_WING, 2, FISH_BASIC, false, false },
    { NONET_TECH_SWORDFISH, 3, FISH_BASIC, false, false },
    { NONET_TECH_JELLYFISH, 4, FISH_BASIC, false, false },
    { NONET_TECH_FINNED_X_WING, 2, FISH_BASIC, true, false },
    { NONET_TECH_SASHIMI_X_WING, 2, FISH_BASIC, true, true },
    { NONET_TECH_FINNED_SWORDFISH, 3, FISH_BASIC, true, false },
    { NONET_TECH_SASHIMI_SWORDFISH, 3, FISH_BASIC, true, true },
    { NONET_TECH_FINNED_JELLYFISH, 4, FISH_BASIC, true, false },
    { NONET_TECH_SASHIMI_JELLYFISH, 4, FISH_BASIC, true, true },
    { NONET_TECH_FRANKEN_X_WING, 2, FISH_FRANKEN, false, false },
    { NONET_TECH_FRANKEN_SWORDFISH, 3, FISH_FRANKEN, false, false },
    { NONET_TECH_FRANKEN_JELLYFISH, 4, FISH_FRANKEN, false, false },
    { NONET_TECH_FINNED_FRANKEN_X_WING, 2, FISH_FRANKEN, true, false },
    { NONET_TECH_FINNED_FRANKEN_SWORDFISH, 3, FISH_FRANKEN, true, false },
    { NONET_TECH_FINNED_FRANKEN_JELLYFISH, 4, FISH_FRANKEN, true, false },
    { NONET_TECH_MUTANT_X_WING, 2, FISH_MUTANT, false, false },
    { NONET_TECH_MUTANT_SWORDFISH, 3, FISH_MUTANT, false, false },
    { NONET_TECH_MUTANT_JELLYFISH, 4, FISH_MUTANT, false, false },
    { NONET_TECH_FINNED_MUTANT_X_WING, 2, FISH_MUTANT, true, false },
    { NONET_TECH_FINNED_MUTANT_SWORDFISH, 3, FISH_MUTANT, true, false },
    { NONET_TECH_FINNED_MUTANT_JELLYFISH, 4, FISH_MUTANT, true, false },
    { NONET_TECH_FINNED_MUTANT_SQUIRMBAG, 5, FISH_MUTANT, true, false },
    { NONET_TECH_FINNED_MUTANT_WHALE, 6, FISH_MUTANT, true, false },
  };

  for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
    if (table[i].technique == technique)
      {
        s->technique = technique;
        s->size = table[i].size;
        s->kind = table[i].kind;
        s->finned = table[i].finned;
        s->sashimi = table[i].sashimi;
        return true;
      }
  return false;
}

bool
_nonet_find_fish (const NonetLogicState *state,
                  NonetTechnique         technique,
                  NonetStepSink         *sink)
{
  FishSearch s;

  /* found[] (a kilobyte) is written before it is read (n_found). */
  memset (&s, 0, offsetof (FishSearch, found));
  if (!fish_setup (&s, technique))
    return false;
  s.state = state;
  s.sink = sink;
  s.collect = s.finned && sink->mode == NONET_SINK_ALL;
  for (int d = 1; d <= NONET_DIGITS; d++)
    {
      /* In a path, digits unchanged since this fish last found nothing. */
      if (!(state->search_digits & nonet_digit_bit (d)))
        continue;
      s.digit = d;
      s.cands = state->digit_cells[d];
      /* Basic fish too remove only candidates no template uses (a fish
       * argues on the digit's candidates alone): a digit without one has
       * none, and the others only those. Worked out for them where the
       * state keeps its templates (a path), else their search costs less
       * than the templates. */
      s.possible = s.cands;
      if (s.finned || s.kind != FISH_BASIC || state->template_memo != NULL)
        s.possible = fish_possible_targets (state, d);
      if (bits_empty (s.possible))
        continue;
      s.reach = bits_all ();
      if (s.finned || s.kind != FISH_BASIC)
        {
          s.reach = bits_none ();
          for (NonetBits p = s.possible; !bits_empty (p); )
            s.reach = bits_or (s.reach, bits_peers (bits_pop (&p)));
        }
      switch (s.kind)
        {
        case FISH_BASIC:
          if (fish_search_digit (&s, ROWS, COLS) || fish_search_digit (&s, COLS, ROWS))
            return true;
          break;
        case FISH_FRANKEN:
          if (fish_search_digit (&s, ROWS | BOXES, COLS | BOXES)
              || fish_search_digit (&s, COLS | BOXES, ROWS | BOXES))
            return true;
          break;
        case FISH_MUTANT:
          if (fish_search_digit (&s, ROWS | COLS | BOXES, ROWS | COLS | BOXES))
            return true;
          break;
        }
    }
  return false;
}
