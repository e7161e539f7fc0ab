/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-als.c: Almost Locked Sets.
 *
 * Techniques: ALS-XZ (0901), ALS-XY-Wing (0902), ALS-XY-Chain (0903), Death Blossom (0904).
 *
 * An ALS is N cells of one house holding N+1 digits: remove any one digit
 * and the rest is locked. Two ALSs A and B are linked by a restricted
 * common digit (RCC) x when every x of A sees every x of B: x is true in at
 * most one of them, so the other is locked.
 *
 *   ALS-XZ:     A -x- B; a digit z common to both is true in A or B, so a
 *               cell seeing every z of A and B loses z. Two RCCs (doubly
 *               linked): both sets are locked without them, every digit
 *               of each leaves the cells that see all of its places.
 *   XY-Wing:    A -x- C -y- B (x ≠ y): z of A and B as above.
 *   XY-Chain:   A1 -x1- A2 -x2- ... An, consecutive RCCs different.
 *   Death Blossom: a stem cell whose every candidate d sees all d of one
 *               petal ALS; z in every petal, not in the stem.
 *
 * The ALSs of the state are enumerated once per call into a fixed array,
 * each from the first house that holds it. Overlapping sets are allowed
 * where the RCC's places stay out of the overlap: the reasoning above holds
 * for each link on its own.
 */

#include <stdlib.h>

#include "nonet-logic-private.h"

/* Fixed arrays on the stack (about half a megabyte in all, once per call,
 * never in a loop): more sets or links than
 * these are dropped, which only makes the search less complete. */
#define MAX_ALS       1024
#define MAX_ALS_RCC   32768
#define MAX_CHAIN     8
/* Sets may overlap when no RCC sits in the overlap (HoDoKu's cases need
 * it); the doubly linked rule still requires disjoint sets. Not in the
 * teaching path (state->hodoku_path): HoDoKu's solver does not allow it. */
#define ALLOW_OVERLAP(search) (!(search)->state->hodoku_path)

typedef struct
{
  NonetBits cells;
  NonetMask digits;
  uint8_t   house;
  uint8_t   size;
  NonetBits peers[NONET_DIGITS + 1];   /* cells seeing every place of each digit */
  uint8_t   first[NONET_DIGITS + 1];   /* the first place of each digit */
} Als;

typedef struct
{
  uint16_t a;
  uint16_t b;
  NonetMask rccs;
} AlsLink;

typedef struct
{
  const NonetLogicState *state;
  NonetTechnique         technique;
  NonetStepSink         *sink;
  int                    n_als;
  Als                   *als;                       /* MAX_ALS of them */
  bool                   dropped;                   /* a set left out at MAX_ALS */
  int                    n_links;
  bool                   links_full;                /* MAX_ALS_RCC reached: some left out */
  AlsLink                links[MAX_ALS_RCC];
  int                    first_link[MAX_ALS + 1];   /* links sorted by a */
  int                    first_forward[MAX_ALS];    /* each set's first link to a later set */
  /* The digits z of each set with a cell outside seeing all its z (a
   * candidate there): an end of an XZ, wing or chain eliminates only such
   * z, so a pair without one in common is passed over before any step. */
  NonetMask              zmask[MAX_ALS];
  /* With the cache: when no XZ pair of the last collection had anything
   * to eliminate, a pair of sets copied from it, with the same links, has
   * nothing now either, candidates having only gone since: copied (its
   * old_of) then tells those sets, and the XZ search skips them when
   * skip_xz. NULL: every one tried. */
  const int16_t         *copied;
  bool                   skip_xz;
  bool                   met;       /* some pair had targets */
  struct _AlsMatch      *match;     /* collect_als's, else NULL */
  /* The wings' memo (with the cache, else NULL). Each set's birth: the
   * serial of the first collection of a run of collections copying it
   * (each one's candidates a subset of the one before, links whole);
   * its wing_clean: the serial of the last of them where a wing search
   * looked at every pair of its ends and met no wing with targets, with
   * it as pivot, else -1. The sets born by then have the same links now
   * (they depend on the two sets alone): the wings of them all have no
   * targets now either (find_xy_wing). */
  int32_t               *birth;
  int32_t               *wing_clean;
  int32_t                serial;   /* this collection's */
} AlsSearch;

/* The sets holding each digit (with old_of, only the new ones; or all
 * those kept across collections, AlsStore), bucketed by the first cell of
 * its places:
 * a set B has an RCC d with A only if B's first d sees every d of A, so
 * the buckets at A's d-targets hold every candidate B (instead of trying
 * every pair: the pairs were most of the ALS time). */
typedef struct
{
  /* Each bucket is a list of items (head: the first, next: the one after,
   * -1 at the end), built in one pass, its sets in ascending order. They
   * are met from ascending a: past[key] is the first item after the last
   * a. */
  int16_t   head[NONET_DIGITS * NONET_CELLS];
  int16_t   past[NONET_DIGITS * NONET_CELLS];
  int16_t   next[MAX_ALS * NONET_DIGITS];
  uint16_t  set[MAX_ALS * NONET_DIGITS];
  /* The cells of the buckets not empty, by digit: the only ones worth
   * looking up (few, for a part of the sets). */
  NonetBits used[NONET_DIGITS + 1];
} AlsBuckets;

/* The buckets of the sets of the last collection, kept across collections
 * for the new sets' links to the copied ones (bucketing the copied sets
 * anew at each collection was a sixth of the links' time). Each set has a
 * slot, kept by its copies; an item names a slot. The lists are linked
 * both ways, so a set gone takes its items out; when full, all the sets
 * are bucketed anew. */
#define ALS_SLOTS       (4 * MAX_ALS)
#define ALS_STORE_ITEMS (2 * MAX_ALS * NONET_DIGITS)

typedef struct
{
  bool      valid;
  int16_t   head[NONET_DIGITS * NONET_CELLS];
  int16_t   next[ALS_STORE_ITEMS];
  int16_t   prev[ALS_STORE_ITEMS];   /* at the head, -1 - its key */
  uint16_t  set[ALS_STORE_ITEMS];    /* slots */
  NonetBits used[NONET_DIGITS + 1];  /* as AlsBuckets' */
  int       n_items;
  int       n_slots;
  int16_t   first_item[ALS_SLOTS];   /* each slot's items, one per digit */
  uint8_t   n_slot_items[ALS_SLOTS];
  int16_t   index_of[ALS_SLOTS];     /* each slot's set now, else -1 */
  uint16_t  slot[2][MAX_ALS];        /* each buffer's sets' slots */
} AlsStore;

/* The sets of each house at the last collection: they depend only on the
 * house's cells, so a house whose cells are as they were then has the
 * same sets (most houses, from one step to the next). */
typedef struct
{
  bool      valid;
  const Als *sets;                      /* the last collection */
  int       first[NONET_HOUSES + 1];    /* each house's sets there */
  bool      whole[NONET_HOUSES];        /* all of them: none left out at MAX_ALS */
  NonetHouseKey key[NONET_HOUSES];
  int       n_als;                      /* sets in the last collection */
  /* Each set of this collection copied from the last one: its index there,
   * else -1 (its links to other copied sets are as they were). */
  int16_t   old_of[MAX_ALS];
} AlsKept;

/* The sets and links of one state, for the ALS techniques that follow one
 * another there (XZ, then XY-Wing, then XY-Chain: each built them anew).
 * Two buffers of sets: a collection reads the last one's (kept). */
struct _NonetAlsCache
{
  const NonetLogicState *state;
  unsigned               version;
  bool                   disjoint;   /* state->hodoku_path the links were built with */
  AlsSearch              search;
  /* The links of each buffer of sets, once each (a < b), by a then b. */
  AlsLink                half[2][MAX_ALS_RCC / 2];
  int                    n_half[2];
  bool                   half_whole[2];   /* none left out at MAX_ALS_RCC */
  Als                    sets[2][MAX_ALS];
  int                    current;    /* sets[current] is search.als */
  AlsKept                kept;
  /* Each buffer's candidates, and whether an XZ (wing) search met no
   * targets there (search.copied). */
  NonetMask              cands[2][NONET_CELLS];
  NonetMask              zmasks[2][MAX_ALS];   /* search.zmask of each buffer's sets */
  bool                   xz_none[2];
  /* The wings' memo of each buffer (AlsSearch's birth and wing_clean). */
  int32_t                birth[2][MAX_ALS];
  int32_t                wing_clean[2][MAX_ALS];
  int32_t                serial;   /* collections so far */
  AlsStore               store;
};

static NonetBits
als_digit (const AlsSearch *search,
           const Als       *als,
           int              digit)
{
  return bits_and (als->cells, search->state->digit_cells[digit]);
}

/* Cells that see every place of digit in both sets (and are in neither). */
static NonetBits
als_targets (const AlsSearch *search,
             NonetBits        places,
             int              digit)
{
  return bits_and (bits_common_peers (places), search->state->digit_cells[digit]);
}

/* ------------------------------------------------------------------------
 * Enumeration
 * ------------------------------------------------------------------------ */

/* The house's sets of the last collection while collect_als makes its
 * sets anew (see match_start): a set without a changed cell is the next
 * one of them with its cells, copied whole, its index noted in old_of. */
typedef struct _AlsMatch
{
  NonetBits  changed;
  const Als *sets;
  int        old;
  int        end;
  int16_t   *old_of;
} AlsMatch;

static void
add_als (AlsSearch *search,
         NonetBits  cells,
         NonetMask  digits,
         int        house,
         int        size)
{
  int first = bits_first (cells);

  /* A set inside two houses (a box-line crossing) is kept from the house
   * with the smaller index only. */
  for (int k = 0; k < 3; k++)
    {
      int h = nonet_cell_houses[first][k];
      if (h < house && bits_subset (cells, bits_house (h)))
        return;
    }
  if (search->n_als >= MAX_ALS)
    {
      search->dropped = true;
      return;
    }
  Als *als = &search->als[search->n_als++];
  AlsMatch *match = search->match;
  if (match != NULL)
    {
      int k = search->n_als - 1;

      match->old_of[k] = -1;
      if (!bits_intersect (cells, match->changed))
        {
          while (match->old < match->end && !bits_equal (match->sets[match->old].cells, cells))
            match->old++;
          if (match->old < match->end)
            {
              *als = match->sets[match->old];
              match->old_of[k] = (int16_t) match->old++;
              return;
            }
        }
    }
  als->cells = cells;
  als->digits = digits;
  als->house = (uint8_t) house;
  als->size = (uint8_t) size;
  for (NonetMask m = digits; m != 0; )
    {
      int d = mask_pop (&m);
      NonetBits places = bits_and (cells, search->state->digit_cells[d]);
      als->peers[d] = bits_common_peers (places);
      als->first[d] = (uint8_t) bits_first (places);
    }
}

/* The sets of cells of a house (its n empty cells) holding one digit more
 * than cells, depth first: each set, then those it begins (the cells after
 * its last), in an explicit stack. */
static void
collect_in_house (AlsSearch *search,
                  int        house,
                  const int *cells,
                  int        n)
{
  /* The chosen cells' union, digits and last index, by how many. */
  NonetBits chosen[8];
  NonetMask digits[8], cands[9];
  int last[8];
  int size = 0, i = 0;

  for (int k = 0; k < n; k++)
    cands[k] = search->state->cands[cells[k]];
  chosen[0] = bits_none ();
  digits[0] = 0;
  for (;;)
    {
      if (i >= n)
        {
          if (size == 0)
            return;
          i = last[--size] + 1;
          continue;
        }

      NonetMask joined = (NonetMask) (digits[size] | cands[i]);
      int count = mask_count (joined);

      /* Digits never shrink, and an ALS of this house has at most n-1
       * cells and seven, so n and eight digits: a set with more cannot
       * become one, nor one that would need more cells (count - 1 in all)
       * than the n - 1 - i after this one can add. */
      if (count > n || count > 8 || count - size - 2 > n - 1 - i)
        {
          i++;
          continue;
        }
      NonetBits set = bits_or (chosen[size], bits_cell (cells[i]));
      if (count == size + 2)
        add_als (search, set, joined, house, size + 1);
      if (size + 1 < n - 1 && size + 1 < 7)
        {
          last[size++] = i;
          chosen[size] = set;
          digits[size] = joined;
        }
      i++;
    }
}

/* Readies match for the sets of house h collected anew, matched with
 * those of the last collection: a set without a cell whose candidates
 * changed (or that was filled) is the same set, with the same places,
 * peers and links, and is copied, marked as copied (old_of). Whether some
 * cells are an ALS depends on their candidates alone, and the house's sets
 * come in the order of their cells (depth first), which leaving out some
 * cells keeps: the sets of both collections without a changed cell are the
 * same list. */
static void
match_start (AlsMatch     *match,
             AlsKept      *kept,
             int           h,
             NonetHouseKey key)
{
  match->changed = bits_all ();
  match->sets = kept->sets;
  match->old = match->end = 0;
  match->old_of = kept->old_of;
  /* A house with sets left out at MAX_ALS then is not matched. */
  if (kept->valid && kept->whole[h])
    {
      match->changed = bits_none ();
      match->old = kept->first[h];
      match->end = kept->first[h + 1];
      /* The key holds each cell's candidates and filled bit, ten bits a
       * cell. */
      for (int i = 0; i < 9; i++)
        {
          uint64_t now = i < 6 ? key.lo >> (10 * i) : key.hi >> (10 * (i - 6));
          uint64_t then = i < 6 ? kept->key[h].lo >> (10 * i)
                                : kept->key[h].hi >> (10 * (i - 6));
          if (((now ^ then) & 0x3ff) != 0)
            bits_set (&match->changed, nonet_house_cells[h][i]);
        }
    }
}

/* Every ALS of the state, house by house; with kept (may be NULL), the
 * sets of a house unchanged since the last collection are copied from it,
 * and kept then describes this one. */
static void
collect_als (AlsSearch *search,
             AlsKept   *kept)
{
  const NonetLogicState *state = search->state;
  int first[NONET_HOUSES + 1];
  bool whole[NONET_HOUSES];
  NonetHouseKey key[NONET_HOUSES];

  search->n_als = 0;
  for (int h = 0; h < NONET_HOUSES; h++)
    {
      first[h] = search->n_als;
      key[h] = state_house_key (state, h);
      if (kept != NULL && kept->valid && kept->whole[h]
          && house_keys_equal (kept->key[h], key[h]))
        {
          int n = kept->first[h + 1] - kept->first[h];
          int room = MAX_ALS - search->n_als;

          whole[h] = n <= room;
          n = n <= room ? n : room;
          memcpy (&search->als[search->n_als], &kept->sets[kept->first[h]],
                  (size_t) n * sizeof search->als[0]);
          for (int k = 0; k < n; k++)
            kept->old_of[search->n_als + k] = (int16_t) (kept->first[h] + k);
          search->n_als += n;
          continue;
        }
      int cells[9], n = 0;
      for (int i = 0; i < 9; i++)
        if (state->values[nonet_house_cells[h][i]] == 0)
          cells[n++] = nonet_house_cells[h][i];
      AlsMatch match;
      search->match = NULL;
      if (kept != NULL)
        {
          match_start (&match, kept, h, key[h]);
          search->match = &match;
        }
      search->dropped = false;
      if (n >= 2)
        collect_in_house (search, h, cells, n);
      search->match = NULL;
      whole[h] = !search->dropped;
    }
  first[NONET_HOUSES] = search->n_als;
  if (kept != NULL)
    {
      kept->n_als = search->n_als;
      kept->valid = true;
      kept->sets = search->als;
      memcpy (kept->first, first, sizeof first);
      memcpy (kept->whole, whole, sizeof whole);
      memcpy (kept->key, key, sizeof key);
    }
}

/* zmask of every set: it depends on the whole grid's candidates, not only
 * the set's house, so it is not kept with the sets. But with old_of (every
 * candidate now was one at the last collection), a set copied from it has
 * no z its zmask there (old_zmask) had not: only those are tried, and of
 * those only the digits that lost a candidate since (gone): z's bit
 * depends on the set and the candidates of z alone. */
static void
collect_zmasks (AlsSearch       *search,
                const int16_t   *old_of,
                const NonetMask *old_zmask,
                NonetMask        gone)
{
  for (int a = 0; a < search->n_als; a++)
    {
      const Als *als = &search->als[a];
      NonetMask zs = 0;
      NonetMask tried = als->digits;

      if (old_of != NULL && old_of[a] >= 0)
        {
          zs = (NonetMask) (old_zmask[old_of[a]] & ~gone);
          tried = (NonetMask) (old_zmask[old_of[a]] & gone);
        }
      for (NonetMask m = tried; m != 0; )
        {
          int z = mask_pop (&m);
          if (bits_intersect (als->peers[z], search->state->digit_cells[z]))
            zs |= nonet_digit_bit (z);
        }
      search->zmask[a] = zs;
    }
}

/* Restricted common digits of two disjoint ALSs. */
static NonetMask
rcc_digits (const AlsSearch *search,
            const Als       *a,
            const Als       *b)
{
  NonetMask rccs = 0;

  if (!ALLOW_OVERLAP (search) && bits_intersect (a->cells, b->cells))
    return 0;
  for (NonetMask m = (NonetMask) (a->digits & b->digits); m != 0; )
    {
      int d = mask_pop (&m);
      if (bits_subset (als_digit (search, a, d), b->peers[d]))
        rccs |= nonet_digit_bit (d);
    }
  return rccs;
}

static int
bucket_key (int digit,
            int cell)
{
  return (digit - 1) * NONET_CELLS + cell;
}

static void
bucket_als (const AlsSearch *search,
            AlsBuckets      *buckets,
            const int16_t   *old_of)
{
  int n = 0;

  memset (buckets->head, -1, sizeof buckets->head);
  memset (buckets->used, 0, sizeof buckets->used);
  /* From the last set: each goes in front of its buckets. */
  for (int a = search->n_als - 1; a >= 0; a--)
    {
      const Als *als = &search->als[a];

      if (old_of != NULL && old_of[a] >= 0)
        continue;
      for (NonetMask m = als->digits; m != 0; n++)
        {
          int d = mask_pop (&m);
          int key = bucket_key (d, als->first[d]);

          buckets->next[n] = buckets->head[key];
          buckets->set[n] = (uint16_t) a;
          buckets->head[key] = (int16_t) n;
          bits_set (&buckets->used[d], als->first[d]);
        }
    }
  memcpy (buckets->past, buckets->head, sizeof buckets->past);
}

/* Gives set a of search slot s of the store, with its items. */
static void
store_add (AlsStore        *store,
           const AlsSearch *search,
           int              a,
           int              s,
           uint16_t        *slots)
{
  const Als *als = &search->als[a];

  slots[a] = (uint16_t) s;
  store->index_of[s] = (int16_t) a;
  store->first_item[s] = (int16_t) store->n_items;
  store->n_slot_items[s] = (uint8_t) mask_count (als->digits);
  for (NonetMask m = als->digits; m != 0; )
    {
      int d = mask_pop (&m);
      int key = bucket_key (d, als->first[d]), n = store->n_items++, h = store->head[key];

      store->next[n] = (int16_t) h;
      store->prev[n] = (int16_t) (-1 - key);
      if (h >= 0)
        store->prev[h] = (int16_t) n;
      store->set[n] = (uint16_t) s;
      store->head[key] = (int16_t) n;
      bits_set (&store->used[d], als->first[d]);
    }
}

/* Takes slot s's items out of their lists. */
static void
store_remove (AlsStore *store,
              int       s)
{
  for (int n = store->first_item[s], end = n + store->n_slot_items[s]; n < end; n++)
    {
      int p = store->prev[n], x = store->next[n];

      if (p >= 0)
        store->next[p] = (int16_t) x;
      else if ((store->head[-1 - p] = (int16_t) x) < 0)
        /* The bucket is empty: not looked up any more. */
        bits_clear (&store->used[1 + (-1 - p) / NONET_CELLS], (-1 - p) % NONET_CELLS);
      if (x >= 0)
        store->prev[x] = (int16_t) p;
    }
}

/* Every set of search in the store anew, slot a for set a. */
static void
store_rebuild (AlsStore        *store,
               const AlsSearch *search,
               uint16_t        *slots)
{
  memset (store->head, -1, sizeof store->head);
  memset (store->used, 0, sizeof store->used);
  store->n_items = 0;
  /* From the last set: each goes in front of its buckets (ascending). */
  for (int a = search->n_als - 1; a >= 0; a--)
    store_add (store, search, a, a, slots);
  store->n_slots = search->n_als;
  store->valid = true;
}

/* The scratch of the links' searches from a set: the RCCs with each set
 * found so far, and those sets as bits (all 0 between searches). */
typedef struct
{
  NonetMask rccs[MAX_ALS];
  uint64_t  sets[MAX_ALS / 64];
} AlsFound;

/* The links of a found (found), ascending by b (the bits read in order:
 * sorting the list found was a third of the searches' time); on the
 * teaching path, not to sets that overlap a (HoDoKu's rule, as
 * rcc_digits). found left all 0. Returns how many, in out. */
static inline __attribute__ ((always_inline)) int
links_found (const AlsSearch *search,
             int              a,
             AlsFound        *found,
             AlsLink         *out)
{
  const Als *als_a = &search->als[a];
  bool disjoint = !ALLOW_OVERLAP (search);
  int kept = 0;

  for (int w = 0; w <= (search->n_als - 1) >> 6; w++)
    {
      for (uint64_t bits = found->sets[w]; bits != 0; bits &= bits - 1)
        {
          int b = w * 64 + __builtin_ctzll (bits);
          NonetMask both = found->rccs[b];

          found->rccs[b] = 0;
          if (disjoint && bits_intersect (als_a->cells, search->als[b].cells))
            continue;
          out[kept++] = (AlsLink) { (uint16_t) a, (uint16_t) b, both };
        }
      found->sets[w] = 0;
    }
  return kept;
}

/* Notes d as an RCC of set a (als_a) with set b when every d of b sees
 * every d of a. */
static inline void
note_rcc (const AlsSearch *search,
          const Als       *als_a,
          int              b,
          int              d,
          AlsFound        *found)
{
  if (!bits_subset (als_digit (search, &search->als[b], d), als_a->peers[d]))
    return;
  found->sets[b >> 6] |= 1ull << (b & 63);
  found->rccs[b] |= nonet_digit_bit (d);
}

/* The links from a to the sets b > a of the buckets, ascending by b; as
 * links_found. (This and neighbours_kept not inlined: in collect_links
 * they made all of it slower, t40 explain Ir +1.2M.) */
static __attribute__ ((noinline)) int
neighbours_after (const AlsSearch  *search,
                  AlsBuckets       *buckets,
                  int               a,
                  AlsFound         *found,
                  AlsLink          *out)
{
  const Als *als_a = &search->als[a];

  for (NonetMask m = als_a->digits; m != 0; )
    {
      int d = mask_pop (&m);
      NonetBits firsts = bits_and (als_a->peers[d], buckets->used[d]);
      for (int c; (c = bits_pop (&firsts)) >= 0; )
        {
          int key = bucket_key (d, c), i = buckets->past[key];

          while (i >= 0 && buckets->set[i] <= a)
            i = buckets->next[i];
          buckets->past[key] = (int16_t) i;
          for (; i >= 0; i = buckets->next[i])
            note_rcc (search, als_a, buckets->set[i], d, found);
        }
    }
  return links_found (search, a, found, out);
}

/* The links from a to every set of the store (each slot's set, index_of),
 * as neighbours_after. */
static __attribute__ ((noinline)) int
neighbours_kept (const AlsSearch *search,
                 const AlsStore  *store,
                 int              a,
                 AlsFound        *found,
                 AlsLink         *out)
{
  const Als *als_a = &search->als[a];

  for (NonetMask m = als_a->digits; m != 0; )
    {
      int d = mask_pop (&m);
      NonetBits firsts = bits_and (als_a->peers[d], store->used[d]);
      for (int c; (c = bits_pop (&firsts)) >= 0; )
        for (int i = store->head[bucket_key (d, c)]; i >= 0; i = store->next[i])
          note_rcc (search, als_a, store->index_of[store->set[i]], d, found);
    }
  return links_found (search, a, found, out);
}

/* The last collection's links, for the sets copied from it. */
typedef struct
{
  const AlsLink *half;
  int            n_half;
  const int16_t *old_of;   /* AlsKept's */
  int            n_old;    /* sets in the last collection */
} AlsReuse;

/* The RCC graph, each link in both directions, sorted by its first set
 * (so each set's links run by ascending other set). RCCs are symmetric:
 * each pair is found once, into half (by a, then b), then spread by a
 * counting sort. With reuse, the links between two sets copied from the
 * last collection are its own (they depend on the two sets alone); only
 * those with a new set are looked for, by each new set, in the buckets of
 * all the sets kept across collections (store): both ways with copied
 * sets, forward with new ones. Returns the links in half. */
static int
collect_links (AlsSearch      *search,
               AlsLink        *half,
               const AlsReuse *reuse,
               AlsStore       *store,
               int             current)
{
  /* Scratch of some tens of kilobytes: on the stack, once per call. */
  AlsBuckets buckets;
  AlsFound scratch;
  AlsLink found[MAX_ALS];
  int16_t new_of[MAX_ALS];
  int backward[MAX_ALS];   /* each set's links to earlier sets */
  /* With reuse, the links of new sets, in search->links until the end (a
   * quarter each): those to later sets by new set (late), those to earlier
   * copied sets (early, then by copied set in sorted). */
  AlsLink *late = search->links, *early = late + MAX_ALS_RCC / 4;
  AlsLink *sorted = early + MAX_ALS_RCC / 4;
  int first_late[MAX_ALS + 1], first_sorted[MAX_ALS + 1];
  int n_half = 0, old = 0, n_late = 0, n_early = 0;

  search->links_full = false;
  memset (search->first_link, 0, sizeof search->first_link[0] * (size_t) (search->n_als + 1));
  memset (scratch.rccs, 0, sizeof scratch.rccs[0] * (size_t) search->n_als);
  memset (scratch.sets, 0, sizeof scratch.sets);
  memset (backward, 0, sizeof backward[0] * (size_t) search->n_als);
  if (store == NULL || !store->valid)
    reuse = NULL;
  if (reuse == NULL)
    bucket_als (search, &buckets, NULL);
  else
    {
      /* The new sets are fewer: each looks for its links in the store's
       * buckets (the copied sets, then the new ones added). (Bucketing
       * only the copied sets' places of d at cells some new set's d places
       * see, the only buckets looked up, cost more than it saved: t40
       * explain Ir +1.3M.) */
      const uint16_t *last_slots = store->slot[current ^ 1];
      uint16_t *slots = store->slot[current];
      int n_new = 0, new_items = 0;

      /* The copies' slots; the sets gone out. */
      for (int o = 0; o < reuse->n_old; o++)
        store->index_of[last_slots[o]] = -1;
      for (int a = 0; a < search->n_als; a++)
        {
          int o = reuse->old_of[a];
          if (o >= 0)
            {
              slots[a] = last_slots[o];
              store->index_of[slots[a]] = (int16_t) a;
            }
          else
            {
              n_new++;
              new_items += mask_count (search->als[a].digits);
            }
        }
      for (int o = 0; o < reuse->n_old; o++)
        if (store->index_of[last_slots[o]] < 0)
          store_remove (store, last_slots[o]);
      /* The new sets in the store (all anew when full). */
      if (store->n_items + new_items > ALS_STORE_ITEMS
          || store->n_slots + n_new > ALS_SLOTS)
        store_rebuild (store, search, slots);
      else
        for (int a = 0; a < search->n_als; a++)
          if (reuse->old_of[a] < 0)
            store_add (store, search, a, store->n_slots++, slots);
      memset (new_of, -1, sizeof new_of[0] * (size_t) reuse->n_old);
      memset (first_sorted, 0, sizeof first_sorted[0] * (size_t) (search->n_als + 1));
      for (int a = 0; a < search->n_als; a++)
        {
          first_late[a] = n_late;
          if (reuse->old_of[a] >= 0)
            {
              new_of[reuse->old_of[a]] = (int16_t) a;
              continue;
            }
          int n_found = neighbours_kept (search, store, a, &scratch, found);
          if (n_late + n_found > MAX_ALS_RCC / 4 || n_early + n_found > MAX_ALS_RCC / 4)
            return collect_links (search, half, NULL, store, current);
          /* To later sets: all of them in late. To earlier ones: the
           * copied ones in early (an earlier new set found this one). */
          for (int i = 0; i < n_found; i++)
            if (found[i].b > a)
              late[n_late++] = found[i];
            else if (reuse->old_of[found[i].b] >= 0)
              {
                early[n_early++] = (AlsLink) { found[i].b, (uint16_t) a, found[i].rccs };
                first_sorted[found[i].b + 1]++;
              }
        }
      first_late[search->n_als] = n_late;
      /* The links to earlier copied sets by copied set, in the order met
       * (by ascending new set). */
      for (int a = 0; a < search->n_als; a++)
        first_sorted[a + 1] += first_sorted[a];
      {
        int fill[MAX_ALS];
        memcpy (fill, first_sorted, sizeof fill[0] * (size_t) search->n_als);
        for (int i = 0; i < n_early; i++)
          sorted[fill[early[i].a]++] = early[i];
      }
    }
  for (int a = 0; a < search->n_als; a++)
    {
      /* Each set's links to later sets, from two lists ascending by the
       * other set: for a copied set, the last collection's links to copied
       * sets (the copies keep their order) and those new sets found to it;
       * for a new set, those found above (late) alone. */
      const AlsLink *more = NULL;
      int n_found = 0, n_more = 0;

      if (reuse != NULL && reuse->old_of[a] >= 0)
        {
          int a_old = reuse->old_of[a];

          while (old < reuse->n_half && reuse->half[old].a < a_old)
            old++;
          for (; old < reuse->n_half && reuse->half[old].a == a_old; old++)
            {
              int b = new_of[reuse->half[old].b];
              if (b >= 0)
                found[n_found++] = (AlsLink) { (uint16_t) a, (uint16_t) b, reuse->half[old].rccs };
            }
          more = &sorted[first_sorted[a]];
          n_more = first_sorted[a + 1] - first_sorted[a];
        }
      else if (reuse != NULL)
        {
          more = &late[first_late[a]];
          n_more = first_late[a + 1] - first_late[a];
        }
      else
        n_found = neighbours_after (search, &buckets, a, &scratch, found);

      /* Both merged, ascending. */
      for (int i = 0, j = 0; i < n_found || j < n_more; )
        {
          const AlsLink *link = j >= n_more || (i < n_found && found[i].b < more[j].b)
                                ? &found[i++] : &more[j++];
          int b = link->b;
          if (n_half < MAX_ALS_RCC / 2)
            {
              if (n_half + 1 >= MAX_ALS_RCC / 2)
                search->links_full = true;
              half[n_half++] = (AlsLink) { (uint16_t) a, (uint16_t) b, link->rccs };
              search->first_link[a + 1]++;
              search->first_link[b + 1]++;
              backward[b]++;
            }
        }
    }
  for (int a = 0; a < search->n_als; a++)
    {
      search->first_link[a + 1] += search->first_link[a];
      /* Each set's links run by ascending other set: the earlier ones
       * first. */
      search->first_forward[a] = search->first_link[a] + backward[a];
    }
  {
    int fill[MAX_ALS];
    memcpy (fill, search->first_link, sizeof fill[0] * (size_t) search->n_als);
    for (int i = 0; i < n_half; i++)
      {
        AlsLink link = half[i];
        search->links[fill[link.a]++] = link;
        search->links[fill[link.b]++] = (AlsLink) { link.b, link.a, link.rccs };
      }
  }
  search->n_links = 2 * n_half;
  if (reuse == NULL && store != NULL)
    store_rebuild (store, search, store->slot[current]);
  return n_half;
}

/* ------------------------------------------------------------------------
 * Steps
 * ------------------------------------------------------------------------ */

static void
mark_als (NonetStep       *step,
          const AlsSearch *search,
          const Als       *als,
          int              nth)
{
  NonetRole role = (NonetRole) (NONET_ROLE_ALS_1 + (nth < 4 ? nth : 3));

  for (NonetBits s = als->cells; !bits_empty (s); )
    {
      int c = bits_pop (&s);
      _nonet_step_cell (step, c);
      for (NonetMask m = search->state->cands[c]; m != 0; )
        _nonet_step_mark (step, c, mask_pop (&m), role);
    }
  _nonet_step_house (step, als->house, role);
}

static void
link_rcc (NonetStep       *step,
          const AlsSearch *search,
          const Als       *a,
          const Als       *b,
          int              digit)
{
  _nonet_step_link (step, _nonet_node_group (als_digit (search, a, digit), digit),
                    _nonet_node_group (als_digit (search, b, digit), digit), NONET_LINK_WEAK);
}

/* Cells that see every place of z in both sets: the common peers of a
 * union are the intersection of the common peers. */
static NonetBits
z_targets (const AlsSearch *search,
           const Als       *a,
           const Als       *b,
           int              z)
{
  return bits_and (bits_and (a->peers[z], b->peers[z]), search->state->digit_cells[z]);
}

/* Whether some z of zs has a target. Only a z of both sets' zmask can
 * have one (a cell seeing its places in both sees those of each): the
 * callers pass those, fewer to try than the digits in common. */
static bool
has_z_targets (const AlsSearch *search,
               const Als       *a,
               const Als       *b,
               NonetMask        zs)
{
  for (NonetMask m = zs; m != 0; )
    if (!bits_empty (z_targets (search, a, b, mask_pop (&m))))
      return true;
  return false;
}

/* z common to both ends (and not excluded) leaves every cell seeing all
 * its places in both. */
static void
eliminate_z (NonetStep       *step,
             const AlsSearch *search,
             const Als       *a,
             const Als       *b,
             NonetMask        excluded,
             NonetMask       *zs)
{
  for (NonetMask m = (NonetMask) (a->digits & b->digits & ~excluded); m != 0; )
    {
      int z = mask_pop (&m);
      if (_nonet_step_eliminate_bits (step, search->state, z_targets (search, a, b, z), z) > 0)
        *zs |= nonet_digit_bit (z);
    }
}

static bool
offer (AlsSearch *search,
       NonetStep *step,
       NonetMask  zs,
       int        n_nodes)
{
  step->digits |= zs;
  step->se_tenths = nonet_technique_info (step->technique)->se_tenths
                    + _nonet_se_length_penalty (n_nodes);
  return _nonet_step_finish (step) && _nonet_step_sink_add (search->sink, step);
}

/* Whether a doubly linked pair eliminates anything, as xz_pair's rules
 * below (the common peers of a union are the intersection of the common
 * peers: a set's peers[d] are its d places' own). */
static bool
doubly_has_targets (const AlsSearch *search,
                    const Als       *a,
                    const Als       *b,
                    NonetMask        rccs)
{
  const NonetLogicState *state = search->state;
  NonetBits both = bits_or (a->cells, b->cells);

  if (has_z_targets (search, a, b, (NonetMask) (a->digits & b->digits)))
    return true;
  for (int side = 0; side < 2; side++)
    {
      const Als *s = side == 0 ? a : b;
      for (NonetMask m = (NonetMask) (s->digits & ~rccs); m != 0; )
        {
          int d = mask_pop (&m);
          if (bits_intersect (bits_andnot (s->peers[d], both), state->digit_cells[d]))
            return true;
        }
    }
  return false;
}

static bool
xz_pair (AlsSearch     *search,
         const AlsLink *link)
{
  const Als *a = &search->als[link->a], *b = &search->als[link->b];
  bool doubly = (link->rccs & (link->rccs - 1)) != 0 && !bits_intersect (a->cells, b->cells);
  NonetMask zs = 0;
  NonetStep step;

  /* Most pairs eliminate nothing: tell before building the step. */
  if (!doubly && !has_z_targets (search, a, b, (NonetMask) (search->zmask[link->a]
                                                            & search->zmask[link->b]
                                                            & ~link->rccs)))
    return false;
  if (doubly && !doubly_has_targets (search, a, b, link->rccs))
    return false;
  search->met = true;
  _nonet_step_begin (&step, NONET_TECH_ALS_XZ, link->rccs);
  mark_als (&step, search, a, 0);
  mark_als (&step, search, b, 1);
  for (NonetMask m = link->rccs; m != 0; )
    link_rcc (&step, search, a, b, mask_pop (&m));
  eliminate_z (&step, search, a, b, link->rccs, &zs);
  if (doubly)
    {
      /* Doubly linked: each RCC is locked in A ∪ B, and each set without
       * the RCCs is locked on its own. */
      for (NonetMask m = link->rccs; m != 0; )
        {
          int x = mask_pop (&m);
          NonetBits places = bits_or (als_digit (search, a, x), als_digit (search, b, x));
          _nonet_step_eliminate_bits (&step, search->state, als_targets (search, places, x), x);
        }
      for (int side = 0; side < 2; side++)
        {
          const Als *s = side == 0 ? a : b;
          for (NonetMask m = (NonetMask) (s->digits & ~link->rccs); m != 0; )
            {
              int d = mask_pop (&m);
              NonetBits places = als_digit (search, s, d);
              /* HoDoKu leaves the cells of the other set alone (valid
               * there too, but its cases expect so). */
              NonetBits targets = bits_andnot (als_targets (search, places, d),
                                               bits_or (a->cells, b->cells));
              if (_nonet_step_eliminate_bits (&step, search->state, targets, d) > 0)
                zs |= nonet_digit_bit (d);
            }
        }
    }
  return offer (search, &step, zs, a->size + b->size + 2);
}

/* Pairs in order (a before b): from the links when they are built and
 * complete (the same pairs in the same order), else straight from the
 * sets; in find_step the first pair with eliminations ends the search. */
static bool
find_xz (AlsSearch *search,
         bool       linked)
{
  if (linked && !search->links_full)
    {
      for (int a = 0; a < search->n_als; a++)
        {
          bool copied = search->skip_xz && search->copied[a] >= 0;
          for (int i = search->first_forward[a]; i < search->first_link[a + 1]; i++)
            {
              const AlsLink *link = &search->links[i];
              if (copied && search->copied[link->b] >= 0)
                continue;
              /* xz_pair's first test, for a single RCC (most links). */
              if ((link->rccs & (link->rccs - 1)) == 0
                  && (search->zmask[a] & search->zmask[link->b] & ~link->rccs) == 0)
                continue;
              if (xz_pair (search, link))
                return true;
            }
        }
      return false;
    }
  for (int a = 0; a < search->n_als; a++)
    {
      /* The cells seeing some cell of a: a set with an RCC has one. */
      NonetBits seen = bits_none ();
      for (NonetBits set = search->als[a].cells; !bits_empty (set); )
        seen = bits_or (seen, bits_peers (bits_pop (&set)));
      for (int b = a + 1; b < search->n_als; b++)
        {
          const Als *als_a = &search->als[a], *als_b = &search->als[b];
          if (!(als_a->digits & als_b->digits) || !bits_intersect (seen, als_b->cells))
            continue;
          AlsLink link = { (uint16_t) a, (uint16_t) b, rcc_digits (search, als_a, als_b) };
          if (link.rccs != 0 && xz_pair (search, &link))
            return true;
        }
    }
  return false;
}

/* Where HoDoKu's list of RCs has the link of sets x and y: pairs (x < y)
 * in the order of x, then of y (each set's links are sorted by the other
 * set, those to smaller sets first). */
static int64_t
rc_rank (const AlsSearch *search,
         int              x,
         int              y)
{
  int lo = search->first_link[x], hi = search->first_link[x + 1];

  if (x > y)
    return rc_rank (search, y, x);
  while (lo < hi)
    {
      int mid = (lo + hi) / 2;
      if (search->links[mid].b < y)
        lo = mid + 1;
      else
        hi = mid;
    }
  return (int64_t) x * MAX_ALS_RCC + lo;
}

/* A wing's end as the pair loop reads it. */
typedef struct
{
  uint16_t  als;
  NonetMask rccs;
  /* The z it may eliminate in a wing: z is neither RCC of the wing, so
   * with a single RCC to the pivot, not that one. Two ends without one in
   * common make no wing (most pairs of ends). */
  NonetMask ez;
  bool      copied;   /* from the last collection (search->copied) */
} WingEnd;

/* The links of ALS c, pairs (a, b) of them with different RCCs. HoDoKu's
 * solver takes the first wing of its pairs of RCs (i < j in its list): on
 * the path (state->hodoku_path) each wing is ranked so, the first offered
 * at the end. (Tried: each end's partners from bit masks of the ends by
 * digit of their ez, instead of trying each later end: 98K pairs looked at
 * instead of 660K, but the masks cost more, t40 explain Ir 1,581,085,082
 * -> 1,593,608,846; only for pivots with 12 ends or more: 1,578,495,458 ->
 * 1,581,365,599.) */
static bool
find_xy_wing (AlsSearch *search)
{
  bool ranked = search->state->hodoku_path, disjoint = !ALLOW_OVERLAP (search);
  bool memo = search->wing_clean != NULL && !search->links_full;
  int64_t best_key = -1;
  NonetMask best_zs = 0;
  int best_nodes = 0;
  NonetStep best;

  for (int c = 0; c < search->n_als; c++)
    {
      /* The pivot's links whose other end has some z to eliminate (ez), in
       * order, side by side: a wing's ends need one in common. */
      WingEnd ends[MAX_ALS];   /* one link to each other set at most */
      int n_ends = 0, fresh[MAX_ALS + 1];   /* the first end not copied from each on */
      /* A pivot clean at serial `since`: its ends born by then are
       * "copied", and only the wings with another end are looked at. */
      int32_t since = memo ? search->wing_clean[c] : -1;
      bool copied = since >= 0, met = false;

      if (copied)
        {
          /* Some end not copied, else no wing has a set not copied. */
          int i = search->first_link[c];
          while (i < search->first_link[c + 1] && search->birth[search->links[i].b] <= since)
            i++;
          if (i == search->first_link[c + 1])
            {
              search->wing_clean[c] = search->serial;
              continue;
            }
        }
      for (int i = search->first_link[c]; i < search->first_link[c + 1]; i++)
        {
          int e = search->links[i].b;
          NonetMask rccs = search->links[i].rccs, ez = search->zmask[e];
          if ((rccs & (rccs - 1)) == 0)
            ez &= (NonetMask) ~rccs;
          if (ez != 0)
            ends[n_ends++] = (WingEnd) { (uint16_t) e, rccs, ez,
                                         copied && search->birth[e] <= since };
        }
      /* Read only for a copied pivot (only_fresh below). */
      if (copied)
        {
          fresh[n_ends] = n_ends;
          for (int e = n_ends - 1; e >= 0; e--)
            fresh[e] = ends[e].copied ? fresh[e + 1] : e;
          /* All copied: no wing has a set not copied. */
          if (fresh[0] == n_ends)
            {
              search->wing_clean[c] = search->serial;
              continue;
            }
        }
      bool whole = true;   /* every pair of ends looked at */
      for (int ei = 0; ei < n_ends; ei++)
        {
          /* A link's rank starts from its smaller set (rc_rank), and the
           * ends run by ascending set: past the kept wing's smallest set
           * (in both pivot and end), every wing ranks after it. */
          if (ranked && best_key >= 0)
            {
              int64_t smallest = best_key / ((int64_t) MAX_ALS * MAX_ALS_RCC) / MAX_ALS_RCC;
              if (c > smallest && ends[ei].als > smallest)
                {
                  whole = false;
                  break;
                }
            }
          /* All three copied: only the ends not copied pair with it. */
          bool only_fresh = copied && ends[ei].copied;
          for (int ej = only_fresh ? fresh[ei + 1] : ei + 1; ej < n_ends;
               ej = only_fresh ? fresh[ej + 1] : ej + 1)
            {
              const WingEnd *ea = &ends[ei], *eb = &ends[ej];
              /* Two different RCCs: not both the same single one. */
              if ((ea->ez & eb->ez) == 0
                  || (ea->rccs == eb->rccs && (ea->rccs & (ea->rccs - 1)) == 0))
                continue;
              const Als *a = &search->als[ea->als], *b = &search->als[eb->als];
              NonetMask zab = (NonetMask) (search->zmask[ea->als] & search->zmask[eb->als]);
              if ((disjoint && bits_intersect (a->cells, b->cells))
                  || !(a->digits & b->digits) || bits_equal (a->cells, b->cells))
                continue;
              const Als *pivot = &search->als[c];
              for (NonetMask mx = ea->rccs; mx != 0; )
                {
                  int x = mask_pop (&mx);
                  for (NonetMask my = (NonetMask) (eb->rccs & ~nonet_digit_bit (x)); my != 0; )
                    {
                      int y = mask_pop (&my);
                      NonetMask xy = (NonetMask) (nonet_digit_bit (x) | nonet_digit_bit (y));
                      NonetMask zs = 0;
                      NonetStep step;

                      int64_t key = 0;

                      if (!has_z_targets (search, a, b, (NonetMask) (zab & ~xy)))
                        continue;
                      met = true;
                      if (ranked)
                        {
                          /* A wing ranked after the kept one is not built. */
                          int64_t ra = rc_rank (search, c, ea->als);
                          int64_t rb = rc_rank (search, c, eb->als);
                          key = (ra < rb ? ra : rb) * ((int64_t) MAX_ALS * MAX_ALS_RCC)
                                + (ra < rb ? rb : ra);
                          if (best_key >= 0 && key >= best_key)
                            continue;
                        }
                      _nonet_step_begin (&step, NONET_TECH_ALS_XY_WING,
                                         (NonetMask) (nonet_digit_bit (x) | nonet_digit_bit (y)));
                      mark_als (&step, search, a, 0);
                      mark_als (&step, search, pivot, 1);
                      mark_als (&step, search, b, 2);
                      link_rcc (&step, search, a, pivot, x);
                      link_rcc (&step, search, pivot, b, y);
                      eliminate_z (&step, search, a, b,
                                   (NonetMask) (nonet_digit_bit (x) | nonet_digit_bit (y)), &zs);
                      if (step.n_eliminations == 0)
                        continue;
                      if (ranked)
                        {
                          best = step;
                          best_key = key;
                          best_zs = zs;
                          best_nodes = a->size + b->size + pivot->size + 3;
                          continue;
                        }
                      if (offer (search, &step, zs, a->size + b->size + pivot->size + 3))
                        return true;
                    }
                }
            }
        }
      /* Each pair of ends left out had no wing with targets at `since` (nor
       * has now), or none for what its sets are (RCCs, overlap); the
       * others were looked at. */
      if (memo && whole && !met)
        search->wing_clean[c] = search->serial;
    }
  return best_key >= 0 && offer (search, &best, best_zs, best_nodes);
}

/* ------------------------------------------------------------------------
 * ALS-XY-Chain: breadth-first over the RCC graph
 *
 * Whether a set further on is locked depends only on the digit it lost
 * (the RCC it was entered by), not on the way there, so each (set, RCC in)
 * is expanded once per start and first RCC: short chains first, no
 * exponential number of paths. Sets may overlap (each link keeps its RCC
 * out of the overlap), which is what HoDoKu's cases need.
 * ------------------------------------------------------------------------ */

typedef struct
{
  uint16_t als;
  uint8_t  rcc;     /* the RCC this set was entered by */
  uint8_t  n;       /* sets in the chain up to here */
  int16_t  prev;    /* queue index of the set before, -1 for the second */
} ChainItem;

#define MAX_CHAIN_ITEMS (MAX_ALS * 4)

typedef struct
{
  int        start;
  int        x1;
  ChainItem  items[MAX_CHAIN_ITEMS];
  uint16_t   seen[MAX_ALS];   /* RCC digits each set was entered by */
} ChainWalk;

static bool
chain_offer (AlsSearch       *search,
             const ChainWalk *walk,
             int              index)
{
  const ChainItem *tail = &walk->items[index];
  const Als *first = &search->als[walk->start], *last = &search->als[tail->als];
  NonetMask excluded = (NonetMask) (nonet_digit_bit (walk->x1) | nonet_digit_bit (tail->rcc));
  int order[MAX_CHAIN + 1], rcc[MAX_CHAIN + 1];
  NonetMask zs = 0, rccs = 0;
  int n = tail->n, n_nodes = 0;
  NonetStep step;

  if (tail->als == walk->start
      || !has_z_targets (search, first, last, (NonetMask) (search->zmask[walk->start]
                                                           & search->zmask[tail->als]
                                                           & ~excluded)))
    return false;
  /* The sets in order: walk back from the tail. */
  order[0] = walk->start;
  for (int i = index, k = n - 1; i >= 0; i = walk->items[i].prev, k--)
    {
      order[k] = walk->items[i].als;
      rcc[k - 1] = walk->items[i].rcc;
      rccs |= nonet_digit_bit (walk->items[i].rcc);
    }
  _nonet_step_begin (&step, NONET_TECH_ALS_XY_CHAIN, rccs);
  eliminate_z (&step, search, first, last, excluded, &zs);
  if (step.n_eliminations == 0)
    return false;
  for (int i = 0; i < n; i++)
    {
      mark_als (&step, search, &search->als[order[i]], i);
      n_nodes += search->als[order[i]].size + 1;
      if (i + 1 < n)
        link_rcc (&step, search, &search->als[order[i]], &search->als[order[i + 1]], rcc[i]);
    }
  return offer (search, &step, zs, n_nodes);
}

/* Adds (als, rcc) to the queue unless seen; false when the queue is full. */
static bool
chain_push (ChainWalk *walk,
            int       *n_items,
            int        als,
            int        rcc,
            int        n,
            int        prev)
{
  if (walk->seen[als] & nonet_digit_bit (rcc))
    return true;
  if (*n_items >= MAX_CHAIN_ITEMS)
    return false;
  walk->seen[als] |= nonet_digit_bit (rcc);
  walk->items[*n_items] = (ChainItem) { (uint16_t) als, (uint8_t) rcc, (uint8_t) n,
                                        (int16_t) prev };
  (*n_items)++;
  return true;
}

/* HoDoKu's solver walks its chains forward only, from each set to sets
 * enumerated after it (its RCs are collected that way there); the teaching
 * path does the same, so that it finds the chains HoDoKu finds. The
 * links a chain may take from set a: from onward[a] to first_link[a + 1],
 * onward being what this returns (asked once a search). */
static const int *
links_onward (const AlsSearch *search)
{
  return search->state->hodoku_path ? search->first_forward : search->first_link;
}

static bool
chain_walk (AlsSearch *search,
            ChainWalk *walk)
{
  int a = walk->start, n_items = 0, shortest = search->state->hodoku_path ? 4 : 3;
  const int *onward = links_onward (search);
  NonetMask zs = search->zmask[a] & (NonetMask) ~nonet_digit_bit (walk->x1);

  memset (walk->seen, 0, sizeof walk->seen[0] * (size_t) search->n_als);
  for (int i = onward[a]; i < search->first_link[a + 1]; i++)
    if (search->links[i].rccs & nonet_digit_bit (walk->x1))
      chain_push (walk, &n_items, search->links[i].b, walk->x1, 2, -1);
  for (int head = 0; head < n_items; head++)
    {
      const ChainItem item = walk->items[head];
      /* HoDoKu's solver wants four sets or more (three is an XY-Wing).
       * chain_offer's first test, before the call: a z in common. */
      if (item.n >= shortest
          && (zs & search->zmask[item.als] & ~nonet_digit_bit (item.rcc)) != 0
          && chain_offer (search, walk, head))
        return true;
      if (item.n >= MAX_CHAIN)
        continue;
      for (int i = onward[item.als]; i < search->first_link[item.als + 1]; i++)
        {
          for (NonetMask m = (NonetMask) (search->links[i].rccs & ~nonet_digit_bit (item.rcc));
               m != 0; )
            if (!chain_push (walk, &n_items, search->links[i].b, mask_pop (&m), item.n + 1,
                             head))
              return false;
        }
    }
  return false;
}

/* Each start's walks are run at every collection: most starts have a tail
 * in reach with a z in common that has targets, and the walks that find
 * nothing are most of the cost. A memo of the starts whose walks met no
 * such tail, with the sets they pushed (passed over while those sets are
 * copied and not linked to a new set) was tried: it passes over a third of
 * the starts, but mostly those without a walk or with short ones (a long
 * walk nearly always holds a changed set), and its upkeep cost more (t40
 * explain Ir 1,675,890,303 -> 1,683,428,751). So did clearing seen by the
 * walk's items instead of a memset (1,676,426,684). Also tried over the
 * matched sets (t40 explain Ir from 1,581,085,082): the same memo keeping
 * its starts through sets gone (a start is clean when no set met, at any
 * length, has a z with targets; passed over while no set it met is copied
 * with a link onward to a new set): 307K items walked -> 260K, Ir
 * 1,589,948,250; leaving out of the queue the sets whose sets ahead (a
 * per-call bit mask of zmasks over the forward links) share no z with the
 * start: 184K items, but as many links read (the sets left out are the
 * ones with few links), Ir 1,584,361,208; pushing a link's RCCs together
 * (seen told once per link): 1,580,818,730. Most items are met with two
 * or three sets (115K, 127K of 307K), never offered. */
static bool
find_xy_chain (AlsSearch *search)
{
  /* Large for the stack frame of the family function; one per call. */
  ChainWalk walk;
  const int *onward = links_onward (search);

  for (int a = 0; a < search->n_als; a++)
    {
      NonetMask zs = search->zmask[a], x1s = 0;

      for (int i = onward[a]; zs != 0 && i < search->first_link[a + 1]; i++)
        x1s |= search->links[i].rccs;
      walk.start = a;
      for (NonetMask m = x1s; m != 0; )
        {
          walk.x1 = mask_pop (&m);
          if ((zs & ~nonet_digit_bit (walk.x1)) != 0 && chain_walk (search, &walk))
            return true;
        }
      if (_nonet_step_sink_cancelled (search->sink))
        return true;
    }
  return false;
}

/* ------------------------------------------------------------------------
 * Death Blossom
 * ------------------------------------------------------------------------ */

typedef struct
{
  int       stem;
  int       n;
  int       digits[NONET_DIGITS];
  int       petals[NONET_DIGITS];
  NonetBits used;
  NonetMask common;   /* digits every petal so far holds */
  NonetBits targets[NONET_DIGITS + 1];   /* cells seeing every place of z so far */
  long      budget;
} Blossom;

static bool
blossom_offer (AlsSearch     *search,
               const Blossom *blossom)
{
  const NonetLogicState *state = search->state;
  NonetMask zs = 0;
  int n_nodes = 1;
  NonetStep step;

  _nonet_step_begin (&step, NONET_TECH_DEATH_BLOSSOM, state->cands[blossom->stem]);
  for (NonetMask m = (NonetMask) (blossom->common & ~state->cands[blossom->stem]); m != 0; )
    {
      int z = mask_pop (&m);
      NonetBits places = bits_none ();
      for (int i = 0; i < blossom->n; i++)
        places = bits_or (places, als_digit (search, &search->als[blossom->petals[i]], z));
      if (_nonet_step_eliminate_bits (&step, state, als_targets (search, places, z), z) > 0)
        zs |= nonet_digit_bit (z);
    }
  if (step.n_eliminations == 0)
    return false;
  _nonet_step_cell (&step, blossom->stem);
  for (NonetMask m = state->cands[blossom->stem]; m != 0; )
    _nonet_step_mark (&step, blossom->stem, mask_pop (&m), NONET_ROLE_BASE);
  for (int i = 0; i < blossom->n; i++)
    {
      const Als *petal = &search->als[blossom->petals[i]];
      int d = blossom->digits[i];
      mark_als (&step, search, petal, i);
      _nonet_step_link (&step, _nonet_node (blossom->stem, d),
                        _nonet_node_group (als_digit (search, petal, d), d), NONET_LINK_WEAK);
      n_nodes += petal->size + 1;
    }
  return offer (search, &step, zs, n_nodes);
}

static bool
blossom_grow (AlsSearch *search,
              Blossom   *blossom,
              NonetMask  left)
{
  const NonetLogicState *state = search->state;
  int d = mask_first (left);

  if (d == 0)
    return blossom_offer (search, blossom);
  NonetBits stem_peers = bits_peers (blossom->stem);
  for (int p = 0; p < search->n_als; p++)
    {
      const Als *petal = &search->als[p];
      if (!(petal->digits & nonet_digit_bit (d))
          || bits_intersect (petal->cells,
                             ALLOW_OVERLAP (search) ? bits_cell (blossom->stem) : blossom->used)
          || !(petal->digits & blossom->common & ~state->cands[blossom->stem]))
        continue;
      if (!bits_subset (als_digit (search, petal, d), stem_peers))
        continue;
      /* Keep only the z that still have a cell seeing all their places. */
      NonetMask common = 0, saved_common = blossom->common;
      NonetBits saved[NONET_DIGITS + 1];
      memcpy (saved, blossom->targets, sizeof saved);
      NonetMask first = (NonetMask) (blossom->common & petal->digits
                                     & ~state->cands[blossom->stem]);
      for (NonetMask m = first; m != 0; )
        {
          int z = mask_pop (&m);
          blossom->targets[z] = bits_and (blossom->targets[z], petal->peers[z]);
          if (!bits_empty (blossom->targets[z]))
            common |= nonet_digit_bit (z);
        }
      if (common == 0 || --blossom->budget < 0)
        {
          memcpy (blossom->targets, saved, sizeof saved);
          continue;
        }
      blossom->digits[blossom->n] = d;
      blossom->petals[blossom->n++] = p;
      blossom->used = bits_or (blossom->used, petal->cells);
      blossom->common = common;
      bool stop = blossom_grow (search, blossom, (NonetMask) (left & ~nonet_digit_bit (d)));
      blossom->n--;
      blossom->used = bits_andnot (blossom->used, petal->cells);
      blossom->common = saved_common;
      memcpy (blossom->targets, saved, sizeof saved);
      if (stop)
        return true;
    }
  return false;
}

static bool
find_death_blossom (AlsSearch *search)
{
  const NonetLogicState *state = search->state;

  for (NonetBits cells = state->empty; !bits_empty (cells); )
    {
      int stem = bits_pop (&cells);
      Blossom blossom = { .stem = stem, .n = 0, .used = bits_cell (stem), .common = 0x1ff,
                          .budget = 20000 };

      for (int z = 1; z <= NONET_DIGITS; z++)
        blossom.targets[z] = state->digit_cells[z];

      if (state->n_cands[stem] < 2 || state->n_cands[stem] > 4)
        continue;
      if (blossom_grow (search, &blossom, state->cands[stem]))
        return true;
      if (_nonet_step_sink_cancelled (search->sink))
        return true;
    }
  return false;
}

/**
 * _nonet_als_cache_new:
 * See nonet-logic-private.h.
 */
NonetAlsCache *
_nonet_als_cache_new (void)
{
  NonetAlsCache *cache = malloc (sizeof *cache);

  if (cache != NULL)
    {
      cache->state = NULL;
      cache->current = 0;
      cache->search.als = cache->sets[0];
      cache->kept.valid = false;
      cache->kept.n_als = 0;
      cache->half_whole[0] = cache->half_whole[1] = false;
      cache->serial = 0;
      cache->xz_none[0] = cache->xz_none[1] = false;
      cache->store.valid = false;
    }
  return cache;
}

void
_nonet_als_cache_free (NonetAlsCache *cache)
{
  free (cache);
}

static bool
search_technique (AlsSearch *search,
                  bool       linked)
{
  switch (search->technique)
    {
    case NONET_TECH_ALS_XZ:        return find_xz (search, linked);
    case NONET_TECH_ALS_XY_WING:   return find_xy_wing (search);
    case NONET_TECH_ALS_XY_CHAIN:  return find_xy_chain (search);
    case NONET_TECH_DEATH_BLOSSOM: return find_death_blossom (search);
    default:                       return false;
    }
}

bool
_nonet_find_als (const NonetLogicState *state,
                 NonetTechnique         technique,
                 NonetStepSink         *sink)
{
  NonetAlsCache *cache = state->als_cache;

  if (cache != NULL)
    {
      AlsSearch *search = &cache->search;

      if (cache->state != state || cache->version != state->version
          || cache->disjoint != state->hodoku_path)
        {
          int last = cache->current, n_last = cache->kept.n_als;

          /* The last collection stays in the other buffer, for kept. */
          if (cache->state != state)
            cache->kept.valid = false;
          /* Its links serve when whole and made by the same rule. */
          bool reusable = cache->kept.valid && cache->half_whole[last]
                          && cache->disjoint == state->hodoku_path;
          /* Every candidate now was one then; the digits that lost one. */
          bool shrunk = cache->kept.valid;
          NonetMask gone = 0;
          for (int c = 0; c < NONET_CELLS && shrunk; c++)
            {
              shrunk = (state->cands[c] & ~cache->cands[last][c]) == 0;
              gone |= cache->cands[last][c] & (NonetMask) ~state->cands[c];
            }
          cache->current ^= 1;
          search->als = cache->sets[cache->current];
          search->state = state;
          collect_als (search, &cache->kept);
          collect_zmasks (search, shrunk ? cache->kept.old_of : NULL, cache->zmasks[last], gone);
          memcpy (cache->zmasks[cache->current], search->zmask,
                  sizeof search->zmask[0] * (size_t) search->n_als);

          AlsReuse reuse = { cache->half[last], cache->n_half[last], cache->kept.old_of, n_last };
          cache->n_half[cache->current] = collect_links (search, cache->half[cache->current],
                                                         reusable ? &reuse : NULL,
                                                         &cache->store, cache->current);
          cache->half_whole[cache->current] = !search->links_full;
          /* XZ and wings skip the copied sets' when the last collection's
           * found nothing and every candidate now was one then. */
          search->copied = NULL;
          search->skip_xz = false;
          if (reusable && shrunk && cache->xz_none[last])
            {
              search->copied = cache->kept.old_of;
              search->skip_xz = true;
            }
          /* The wings' memo: a set copied keeps its birth and wing_clean
           * while the run goes on (links whole, candidates only gone). */
          search->birth = cache->birth[cache->current];
          search->wing_clean = cache->wing_clean[cache->current];
          search->serial = cache->serial++;
          for (int a = 0; a < search->n_als; a++)
            {
              int o = reusable && shrunk ? cache->kept.old_of[a] : -1;
              search->birth[a] = o >= 0 ? cache->birth[last][o] : search->serial;
              search->wing_clean[a] = o >= 0 ? cache->wing_clean[last][o] : -1;
            }
          memcpy (cache->cands[cache->current], state->cands, sizeof cache->cands[0]);
          cache->xz_none[cache->current] = false;
          cache->state = state;
          cache->version = state->version;
          cache->disjoint = state->hodoku_path;
        }
      search->technique = technique;
      search->sink = sink;
      search->met = false;

      bool found = search_technique (search, true);
      if (technique == NONET_TECH_ALS_XZ && !search->links_full)
        cache->xz_none[cache->current] = !search->met;
      return found;
    }

  /* Large: on the heap would need malloc; a static would not be reentrant. */
  AlsSearch search;
  Als sets[MAX_ALS];

  search.als = sets;
  search.state = state;
  search.technique = technique;
  search.sink = sink;
  search.copied = NULL;
  search.skip_xz = false;
  search.met = false;
  search.birth = search.wing_clean = NULL;
  collect_als (&search, NULL);
  collect_zmasks (&search, NULL, NULL, NONET_ALL_DIGITS);
  if (technique == NONET_TECH_ALS_XY_WING || technique == NONET_TECH_ALS_XY_CHAIN)
    {
      AlsLink half[MAX_ALS_RCC / 2];
      collect_links (&search, half, NULL, NULL, 0);
    }
  return search_technique (&search, false);
}
