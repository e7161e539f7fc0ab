/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-forcing.c: The last resort, still shown as logic.
 *
 * Techniques: Forcing Chain contradiction and verity (1301, 1302), Forcing
 * Net contradiction and verity (1303, 1304), and the honest Trial when even
 * nets fail. These run in best-of mode in find_step: every step found is
 * offered, the sink keeps the best (placements, eliminations, shortest).
 *
 *   contradiction:  assume r1c2=5; the implications reach a node that is
 *                   both true and false, a cell without candidate or a
 *                   digit without place  =>  r1c2≠5 (assuming r1c2≠5 and
 *                   failing places the 5 instead)
 *   verity:         every branch of a choice implies the same result:
 *                   each candidate of a cell (cell verity), each place of a
 *                   digit in a house (house verity), or a candidate true and
 *                   false (candidate verity)  =>  the common result holds
 *
 * Chains use the links of the state only (static implications, the walk of
 * nonet-forcing-net.c in static mode); nets let a node follow from several
 * earlier ones (singles after several eliminations, pointing and claiming).
 * The implications are drawn as links, in the order found, truncated to
 * NONET_STEP_MAX_LINKS on very large nets.
 *
 * When even nets find nothing, the Forcing Net Verity slot of the teaching
 * path goes one level deeper: nested nets, where a candidate whose own walk
 * fails is turned off inside the walk (offered as Forcing Net Contradiction
 * steps, also when listing). Trial comes only after that.
 *
 * The SE rating walk nests as Sudoku Explainer does instead (its Chaining
 * levels, se_net_level 2-6 for SE's 1-5): a dynamic walk that is stuck runs
 * inner rules on the grid it has left, and every result they find turns
 * candidates off in the walk: level 1 (9.0) pointing, claiming, Hidden and
 * Naked Pairs and X-Wings; 2 (9.5) also forcing chains; 3 (10.0) also
 * multiple forcing chains; 4 (10.5) dynamic chains instead; 5 (11.0) also
 * dynamic chains nested at level 2. A level runs only when the ones below
 * found nothing; a step's length counts its own chains and, once each, the
 * inner chains they stand on (SE's getNestedComplexity).
 */

#include <limits.h>
#include <stddef.h>
#include <stdlib.h>

#include "nonet-forcing-private.h"
#include "nonet-solver.h"

/* What the walk of "candidate on" gave, per node, in one verity search:
 * the same assumption is a branch of its cell, of its candidate true or
 * false, and of each house where the digit has three places or more, so
 * each is walked once (about a quarter of the walks). On the heap: 233 KB. */
typedef struct
{
  uint8_t   status[FORCING_NODES];                /* 0 not walked, 1 live, 2 failed */
  NonetBits on[FORCING_NODES][NONET_DIGITS + 1];
  NonetBits off[FORCING_NODES][NONET_DIGITS + 1];
} OnMemo;

/* SE's nested levels: when a walk is stuck, an inner rule (forcing chains
 * and more, see inner_rule) searches the grid the walk has left and every
 * result it finds turns its candidates off in the walk. Each result keeps
 * SE's complexity of its hint and its rule parents: the candidates the
 * walk removed that its chains stand on (where the walk emptied a cell or
 * house down to the single the chain uses). */
#define MAX_RULES 2048
#define MAX_HINTS 1024

typedef struct
{
  int       complexity;
  uint64_t  key;                         /* its content (SE's FullChain equality) */
  NonetBits parents[NONET_DIGITS + 1];   /* off nodes of the walk */
} Rule;

typedef struct
{
  int  n;
  Rule rules[MAX_RULES];
} RuleTable;

typedef struct
{
  int       order;                       /* SE's sort: its difficulty, tenths (0: none) */
  int       complexity;
  int       n_removals;
  uint16_t  removals[NONET_DIGITS];      /* nodes */
  NonetBits parents[NONET_DIGITS + 1];
} InnerHint;

typedef struct
{
  const NonetLogicState *source;         /* the walk's start (SE's initial grid) */
  int                    n;
  InnerHint              hints[MAX_HINTS];
} InnerHints;

/* The inner results by the grid they were found on: walks of one search
 * often stop at the same grid (a quarter of the grids are new on
 * forum-hardest), and the inner search is the long part. */
#define CACHE_SLOTS 16384                /* a power of two */
#define CACHE_HINTS 32768

/* Levels 4 and 5 run dynamic chains at every stuck point of every walk:
 * one step's search is up to a few million walks on forum-hardest (SE
 * takes minutes per puzzle). Past this many walks at those levels in one
 * rating (in one step's search without the walk's cache), their inner
 * rules stop (the walks go on without them), and so do the inner rules of
 * inner searches (level 5's), so that no puzzle takes much longer than
 * ten seconds: the count, not the clock, keeps ratings repeatable. */
#define SE_MAX_WORK 6000000

typedef struct
{
  uint64_t key[2];                       /* 0, 0: free */
  int      first;
  int      n;
} CacheEntry;

struct _NonetNestCache
{
  long       work;                       /* walks at levels 4-5 in this rating */
  unsigned   version;                    /* of the state it holds results for */
  int        level;
  int        n_used;
  int        n_hints;
  CacheEntry slots[CACHE_SLOTS];
  InnerHint  hints[CACHE_HINTS];
  /* The last static closure of the walk's forcing chains, kept while it
   * covers the walk's states (find_verities_in); NULL when none. */
  NonetStaticClosure *reach;
};

typedef NonetNestCache InnerCache;

typedef struct
{
  NonetLogicState state;                 /* the grid where the walk is stuck */
  InnerCache     *cache;                 /* may be NULL */
  InnerHints      hints;
  /* The unary chains' search (generation stamps, parents, queue). */
  uint32_t        gen;
  uint32_t        seen[2][FORCING_NODES];
  int32_t         parent[2][FORCING_NODES];
  uint16_t        cause[2][FORCING_NODES];
  uint16_t        queue[2 * FORCING_NODES];
} Nested;

typedef struct
{
  const NonetLogicState *state;
  NonetTechnique         technique;
  NonetStepSink         *sink;
  bool                   dynamic;
  bool                   nested;
  OnMemo                *memo;      /* may be NULL */
  /* SE's levels with inner rules (state->se_net_level 2-6): the inner
   * rules' results that the current walk used, and their scratch; NULL
   * elsewhere. */
  RuleTable             *rules;
  Nested                *nest;
  /* An inner rule's search (non-NULL): every result goes here, none to
   * the sink. */
  InnerHints            *collect;
  /* Walks made, inner ones included: the outermost search's own count, or
   * the rating's at levels 4-5 (see SE_MAX_WORK). */
  long                  *work;
  long                   own_work;
  /* The teaching path's nets: the results HoDoKu's tables reach (see
   * hodoku_net_results); steps keep only those. NULL: every result. */
  const struct _HResults *allowed;
  /* The teaching path's verity of a choice that can only tie with the
   * kept step (choice_admits): the links (> 1) its step must stay below,
   * 0 for no bound; and the tie's result (a node, placed or removed). */
  int                    tie_links;
  int                    tie_node;
  bool                   tie_on;
  /* The results a verity may still give (result_targets), for these
   * limits and allowed results, when targets_ready. */
  bool                   targets_ready;
  int                    target_limits[2];
  /* While find_verities_in runs: the sink's limits
   * (_nonet_step_hodoku_limit, a placement [0], an elimination [1]), read
   * again after each step offered (offer_verity, the one way a verity
   * search adds to its sink). */
  int                    sink_limits[2];
  const struct _HResults *target_allowed;
  NonetBits              targets[2][NONET_DIGITS + 1];
  /* The SE walk's contradictions (see se_light): a step is offered
   * undrawn, and the one the sink keeps in the end drawn then. */
  bool                   light;
  ForcingNet             net;
} Forcing;

static bool inner_rule (ForcingNet *net);

/* The inner results counted for one hint, by content: the branches of a
 * cell or region chain are walks of their own, and SE counts a nested
 * chain they share once. */
#define SE_MAX_USED 256

typedef struct
{
  int      n;
  uint64_t keys[SE_MAX_USED];
} SeUsed;

static int se_chains (const Forcing     *forcing,
                      const ForcingSeed *seeds,
                      int                n_seeds,
                      int                source,
                      NonetBits          parents[NONET_DIGITS + 1],
                      SeUsed            *used);
static void collect_hint (InnerHints      *hints,
                          int              order,
                          const uint16_t  *removals,
                          int              n_removals,
                          int              complexity,
                          const NonetBits  parents[NONET_DIGITS + 1]);

/* SE's level of a net with inner rules (1-5), 0 for none. */
static int
se_level (const NonetLogicState *state)
{
  return state->se_net_level >= 2 ? state->se_net_level - 1 : 0;
}

/* What se_chains takes as the assumption's own cause (SE's
 * collectRuleParents): none, its cell (a cell chain), or its house. */
#define SOURCE_NONE  -2
#define SOURCE_CELL  -1

static int
base_tenths (const Forcing *forcing)
{
  /* Nested nets: SE's nested dynamic chains start at 9.5; in the SE walk,
   * nets with pointing and claiming are its dynamic chains plus, 9.0, and
   * its nesting levels 2-5 are 9.5 + 0.5 per level above 2. */
  int plus = forcing->state->se_net_level == 2 && forcing->dynamic && !forcing->nested ? 5 : 0;

  if (se_level (forcing->state) >= 2 && forcing->dynamic)
    return 95 + 5 * (se_level (forcing->state) - 2);

  return nonet_technique_info (forcing->technique)->se_tenths + (forcing->nested ? 10 : 0) + plus;
}

static void
reset (Forcing *forcing)
{
  /* Nets with pointing and claiming, except SE's dynamic chains and the
   * teaching path (HoDoKu's nets follow singles only). */
  _nonet_forcing_reset (&forcing->net, forcing->state, forcing->dynamic,
                        forcing->state->se_net_level != 1 && !forcing->state->hodoku_path);
  forcing->net.nested = forcing->nested;
  forcing->net.sink = forcing->sink;
  forcing->net.se_order = forcing->state->se_walk;
  (*forcing->work)++;
  if (forcing->rules != NULL && forcing->dynamic)
    {
      forcing->net.inner = inner_rule;
      forcing->net.inner_data = forcing;
      forcing->rules->n = 0;
    }
}

/* SE's length of the chains to the seeds (its getComplexity); once more
 * than max, any number above max. */
static int
count_chains (const Forcing     *forcing,
              const ForcingSeed *seeds,
              int                n_seeds,
              int                max)
{
  if (forcing->rules == NULL)
    return _nonet_forcing_count (&forcing->net, seeds, n_seeds, max);
  return se_chains (forcing, seeds, n_seeds, SOURCE_NONE, NULL, NULL);
}

/* Marks where the contradiction shows: the node, the empty cell or the house. */
static void
mark_contradiction (const ForcingNet *net,
                    NonetStep        *step)
{
  switch (net->result)
    {
    case FORCING_BOTH:
      _nonet_step_mark (step, net->bad_node / 9, net->bad_node % 9 + 1, NONET_ROLE_COVER);
      break;
    case FORCING_EMPTY_CELL:
      _nonet_step_mark (step, net->bad_cell, 0, NONET_ROLE_COVER);
      break;
    case FORCING_NO_PLACE:
      _nonet_step_house (step, net->bad_house, NONET_ROLE_COVER);
      break;
    default:
      break;
    }
}

/* ------------------------------------------------------------------------
 * HoDoKu's forcing nets (the teaching path's): what its tabling finds
 *
 * HoDoKu 2.2.4 (TablingSolver) does not walk a net from an assumption as
 * one grid. It makes a table for every candidate true and false: the
 * assumption, then four rounds of all naked and hidden singles on a copy
 * of the grid, each round found before any is set; and a table for every
 * group node (a digit's cells where a line crosses a box, two or more),
 * true or false, with its direct links (and links from the candidates to
 * it). What an assumption implies is then everything the tables of what
 * it implies imply, over and over: each table stands on the grid before
 * the assumption, not on what the others removed. Its contradictions (a
 * candidate true and false, two digits in a cell, a digit twice in a
 * house, a cell or house left without the digit) and verities (a candidate
 * true and false, every candidate of a cell, every place of a digit in a
 * house) give the results; it takes a placement first, then the lowest
 * cell and digit. Nonet's walks see more (all singles, as far as they go,
 * on one grid), so the teaching path keeps the steps whose results
 * HoDoKu's tables reach, and its own when none does (hodoku_allowed).
 * ------------------------------------------------------------------------ */

#define H_ROUNDS    4           /* HoDoKu's table look-ahead */
#define H_GROUPS    (18 * 9 * 3)
#define H_GWORDS    ((H_GROUPS + 63) / 64)
/* The nodes of the tables, as items: candidate node * 2 + on, then group
 * node * 2 + on from H_GBASE on. */
#define H_GBASE     (2 * FORCING_NODES)
#define H_ITEMS     (H_GBASE + 2 * H_GROUPS)
#define H_NONE      0xffff
#define H_NO_KEY    0xffff
#define H_CLEAN     1
#define H_CLASH     2
#define H_UNKNOWN   3
/* Room for the links of the closures to the larger closures they hold
 * (h_close); a closure whose links do not fit keeps none. */
#define H_PARTS     (4 * H_ITEMS)

typedef struct
{
  NonetBits on[NONET_DIGITS + 1];
  NonetBits off[NONET_DIGITS + 1];
  uint64_t  gon[H_GWORDS];
  uint64_t  goff[H_GWORDS];
} HTable;

/* An HTable's 64-bit words: its candidates' first (on, then off; digit
 * 0's unused and empty), then its groups'. A table or closure holds a few
 * of them (about 9 of 56 on top1465): its words (bit w: word w holds any
 * item) are where to look. */
#define H_ON0        (offsetof (HTable, on) / 8)
#define H_OFF0       (offsetof (HTable, off) / 8)
#define H_GON        (offsetof (HTable, gon) / 8)
#define H_GOFF       (offsetof (HTable, goff) / 8)
#define H_CAND_WORDS H_GON
#define H_CAND_MASK  ((1ull << H_CAND_WORDS) - 1)

/* Adds bits to word w of table t, whose words (bit w: word w holds any
 * item) are *words: a word that holds none is not read, so the tables
 * need not be cleared. */
static inline void
h_add_word (HTable   *t,
            uint64_t *words,
            int       w,
            uint64_t  bits)
{
  if (bits == 0)
    return;
  if ((*words >> w) & 1)
    ((uint64_t *) t)[w] |= bits;
  else
    {
      ((uint64_t *) t)[w] = bits;
      *words |= 1ull << w;
    }
}

/* h_add_word of the cells s to the two words from first on (on[d]:
 * H_ON0 + 2 * d, off[d]: H_OFF0 + 2 * d). */
static inline void
h_add_cells (HTable    *t,
             uint64_t  *words,
             int        first,
             NonetBits  s)
{
  h_add_word (t, words, first, s.lo);
  h_add_word (t, words, first + 1, s.hi);
}

/* The houses that hold a cell of a set, in a form made to be compared
 * (h_houses_of): per row, the top bit of its nine in rows (rows 0-6;
 * row 7 at bit 63), and in rest the columns (bits 0-8), per box one bit
 * (from bit 9 on, three apart) and row 8 (bit 40). */
typedef struct
{
  uint64_t rows;
  uint64_t rest;
} HHouses;

/* The houses of s's cells, word-wise: a row is nine bits in a row (row 7
 * across the two words), so adding its low eight bits to 0xff carries
 * into its ninth where any is set; a band's rows together give the
 * columns of its cells, thus its boxes (three columns each). */
static inline HHouses
h_houses_of (NonetBits s)
{
  /* Rows 0-6: the low eight bits of each, and each one's ninth. */
  const uint64_t low8 = 0x3fdfeff7fbfdfeffull, top = 0x4020100804020100ull;
  uint64_t lo = s.lo & ~(1ull << 63), bands, boxes;
  uint64_t r7 = ((s.lo >> 63) | (s.hi << 1)) & 0x1ff, r8 = (s.hi >> 8) & 0x1ff;
  HHouses h;

  /* The columns of each band's cells, nine bits per band. */
  bands = ((lo | lo >> 9 | lo >> 18) & 0x1ff) | ((lo >> 27 | lo >> 36 | lo >> 45) & 0x1ff) << 9
          | ((lo >> 54) | r7 | r8) << 18;
  boxes = (bands | bands >> 1 | bands >> 2) & 0111111111ull;
  h.rows = ((((lo & low8) + low8) | lo) & top) | (uint64_t) (r7 != 0) << 63;
  h.rest = ((bands | bands >> 9 | bands >> 18) & 0x1ff) | boxes << 9 | (uint64_t) (r8 != 0) << 40;
  return h;
}

static inline bool
h_houses_equal (HHouses a,
                HHouses b)
{
  return a.rows == b.rows && a.rest == b.rest;
}

typedef struct
{
  int       digit;
  int       line;               /* the row or column house */
  int       box;                /* the box house */
  NonetBits cells;
} HGroup;

typedef struct
{
  int     n_groups;
  HGroup  groups[H_GROUPS];
  /* Per digit, its groups in each line (a line crosses three boxes) and
   * in each box (three rows, three columns). */
  uint8_t  n_line_groups[NONET_DIGITS + 1][18];
  uint16_t line_groups[NONET_DIGITS + 1][18][3];
  uint8_t  n_box_groups[NONET_DIGITS + 1][9];
  uint16_t box_groups[NONET_DIGITS + 1][9][6];
  HTable  table[H_ITEMS];                /* per item */
  /* Per digit, the empty cells it may still go to (none of its houses
   * has it placed): HoDoKu's allowed cells. */
  NonetBits allowed[NONET_DIGITS + 1];
  NonetBits no_cands;                    /* empty cells without candidate */
  /* The links of the tables are the items they hold: per item, the
   * words of its table that hold any (bit w: word w). */
  uint64_t  twords[H_ITEMS];
  uint16_t  bit[H_ITEMS];                /* h_bit_of */
  int       item_base[sizeof (HTable) / 8];  /* h_item_base, h_item_step */
  int       item_step[sizeof (HTable) / 8];
  /* The closures (h_close_all): one per strong component of the links
   * (its items imply each other, so they imply the same), and whether
   * HoDoKu sees a contradiction in it (h_clash, h_clashes): H_CLASH,
   * H_CLEAN, or 0 when not looked for (no candidate's closure; H_CLEAN
   * when one without contradiction holds it). Per component, the others
   * not alone whose closures it took (its parts), parts[part_first[comp],
   * part_end[comp]) (both 0 when they did not fit). */
  int       n_comps;
  int       n_parts;
  int       part_first[H_ITEMS];
  int       part_end[H_ITEMS];
  uint16_t  parts[H_PARTS];
  uint16_t  comp[H_ITEMS];               /* H_NONE: not closed yet */
  uint16_t  comp_at[sizeof (HTable) * 8];  /* comp by item's bit (h_bit_of), once closed */
  HTable    closure[H_ITEMS];
  uint64_t  words[H_ITEMS];              /* a closure's words that hold any item, bit w */
  uint8_t   clash[H_ITEMS];
  bool      alone[H_ITEMS];              /* the closure is its one item */
  HHouses   digit_houses[NONET_DIGITS + 1];  /* the houses where a digit has a place */
  HHouses   allowed_houses[NONET_DIGITS + 1];  /* those of its allowed cells */
  uint8_t   may_fail[H_ITEMS];           /* h_walk_may_fail of a closure: 0 not known,
                                          * H_CLEAN no, H_CLASH yes */
  /* Tarjan's walk: visit order (0: not visited), lowest reachable; the
   * items closed (done); its stack, and per item being walked (call), the
   * links left to look at: the word looked at, its items left and the
   * words left. */
  uint16_t  order[H_ITEMS];
  uint16_t  low[H_ITEMS];
  HTable    done;
  HTable    lone;                        /* the items closed alone, by bit */
  uint16_t  stack[H_ITEMS];
  uint16_t  call[H_ITEMS];
  int       base[H_ITEMS];
  uint8_t   word_at[H_ITEMS];
  uint64_t  bits_left[H_ITEMS];
  uint64_t  words_left[H_ITEMS];
} HTables;

/* Whether a set holds one cell exactly: the two halves' bits together
 * are one bit, and not one in each. */
static inline bool
h_one (NonetBits a)
{
  uint64_t any = a.lo | a.hi;

  return any != 0 && (any & (any - 1)) == 0 && (a.lo ^ a.hi) != 0;
}

/* A working copy of the grid for one table: each digit's cells, and the
 * houses where each digit is placed (bit h). */
typedef struct
{
  NonetBits       cells[NONET_DIGITS + 1];
  uint32_t        placed[NONET_DIGITS + 1];
  uint32_t        changed[NONET_DIGITS + 1];  /* per digit: the houses (bit h) where
                                               * it lost a place since the last round */
  const uint32_t *houses;                     /* per cell: its three houses, bit h */
  uint64_t        words;                      /* the table's words that hold any */
} HGrid;

/* cell's digit left the grid copy: its houses changed for it. */
static inline void
h_changed (HGrid *grid,
           int    cell,
           int    digit)
{
  grid->changed[digit] |= grid->houses[cell];
}

static void
h_set_cell (const NonetLogicState *state,
            HGrid                 *grid,
            HTable                *t,
            int                    cell,
            int                    digit)
{
  NonetBits self = bits_cell (cell), peers = bits_peers (cell), gone;

  /* HoDoKu records the digit off in every peer that had it at the start,
   * and the cell's other candidates of the copy. */
  h_add_cells (t, &grid->words, H_ON0 + 2 * digit, self);
  h_add_cells (t, &grid->words, H_OFF0 + 2 * digit, bits_and (peers, state->digit_cells[digit]));
  for (NonetMask m = state->cands[cell] & ~nonet_digit_bit (digit); m != 0; )
    {
      int d = mask_pop (&m);

      if (bits_intersect (grid->cells[d], self))
        {
          h_add_cells (t, &grid->words, H_OFF0 + 2 * d, self);
          grid->cells[d] = bits_andnot (grid->cells[d], self);
          h_changed (grid, cell, d);
        }
    }
  gone = bits_and (grid->cells[digit], bits_or (peers, self));
  grid->cells[digit] = bits_andnot (grid->cells[digit], gone);
  while (!bits_empty (gone))
    h_changed (grid, bits_pop (&gone), digit);
  grid->placed[digit] |= grid->houses[cell];
}

/* A dynamic table (HoDoKu's nets). hidden[d]: the houses (bit h) where
 * digit d has one place in state (hidden singles before any assumption);
 * placed[d]: those where it is placed; houses[c]: cell c's houses, bit h;
 * quiet: state has no single at all. *full gets whether its last round
 * set anything. Returns its words (no group yet). */
static uint64_t
h_fill_table (const NonetLogicState *state,
              const uint32_t        *hidden,
              const uint32_t        *placed,
              const uint32_t        *houses,
              bool                   quiet,
              HTable                *t,
              int                    cell,
              int                    digit,
              bool                   on,
              uint8_t               *full)
{
  HGrid grid;
  int singles[2 * NONET_CELLS][2];

  grid.words = 0;
  *full = false;
  /* The candidate false, its cell left with two candidates or more and
   * none of its houses with one place of the digit, in a state without
   * single: no single anywhere, the table is the candidate alone. */
  if (quiet && !on && state->n_cands[cell] >= 3
      && state->house_count[nonet_cell_houses[cell][0]][digit] != 2
      && state->house_count[nonet_cell_houses[cell][1]][digit] != 2
      && state->house_count[nonet_cell_houses[cell][2]][digit] != 2)
    {
      h_add_cells (t, &grid.words, H_OFF0 + 2 * digit, bits_cell (cell));
      return grid.words;
    }
  memcpy (grid.cells, state->digit_cells, sizeof grid.cells);
  memcpy (grid.placed, placed, sizeof grid.placed);
  /* The first round's hidden singles: those of state, and any in the
   * houses the assumption changed; a digit keeps its places elsewhere. */
  memcpy (grid.changed, hidden, sizeof grid.changed);
  grid.houses = houses;
  if (on)
    h_set_cell (state, &grid, t, cell, digit);
  else
    {
      NonetMask left = 0;

      bits_clear (&grid.cells[digit], cell);
      h_changed (&grid, cell, digit);
      h_add_cells (t, &grid.words, H_OFF0 + 2 * digit, bits_cell (cell));
      for (int d = 1; d <= NONET_DIGITS; d++)
        if (bits_has (grid.cells[d], cell))
          left |= nonet_digit_bit (d);
      if (mask_count (left) == 1)
        h_set_cell (state, &grid, t, cell, mask_first (left));
    }
  for (int round = 0; round < H_ROUNDS; round++)
    {
      NonetBits once = bits_none (), twice = bits_none (), naked;
      uint32_t changed[NONET_DIGITS + 1], found_houses = 0;
      NonetMask found[NONET_HOUSES];
      int n = 0;

      /* A house where a digit lost no place since the last round has no
       * new hidden single of it. */
      memcpy (changed, grid.changed, sizeof changed);
      memset (grid.changed, 0, sizeof grid.changed);
      /* Naked singles: the cells in one digit's cells only. */
      for (int d = 1; d <= NONET_DIGITS; d++)
        {
          twice = bits_or (twice, bits_and (once, grid.cells[d]));
          once = bits_or (once, grid.cells[d]);
        }
      naked = bits_andnot (once, twice);
      for (int c; (c = bits_pop (&naked)) >= 0; )
        for (int d = 1; d <= NONET_DIGITS; d++)
          if (bits_has (grid.cells[d], c))
            {
              singles[n][0] = c;
              singles[n++][1] = d;
              break;
            }
      /* Hidden singles, found digit by digit, then taken house by house
       * (HoDoKu's order: which comes first matters when two clash). */
      for (int d = 1; d <= NONET_DIGITS; d++)
        for (uint32_t m = changed[d] & ~grid.placed[d]; m != 0; m &= m - 1)
          {
            int h = __builtin_ctz (m);
            if (h_one (bits_and (grid.cells[d], bits_house (h))))
              {
                if (!(found_houses & (1u << h)))
                  found[h] = 0;
                found_houses |= 1u << h;
                found[h] |= nonet_digit_bit (d);
              }
          }
      for (; found_houses != 0; found_houses &= found_houses - 1)
        {
          int h = __builtin_ctz (found_houses);

          for (NonetMask m = found[h]; m != 0; )
            {
              int d = mask_pop (&m);

              singles[n][0] = bits_first (bits_and (grid.cells[d], bits_house (h)));
              singles[n++][1] = d;
            }
        }
      if (n == 0)
        break;
      for (int i = 0; i < n; i++)
        h_set_cell (state, &grid, t, singles[i][0], singles[i][1]);
      *full = round == H_ROUNDS - 1;
    }
  return grid.words;
}

/* Table item gets the words of table from; returns them. */
static uint64_t
h_copy_table (HTables *tables,
              int      item,
              int      from)
{
  const uint64_t *x = (const uint64_t *) &tables->table[from];
  uint64_t *t = (uint64_t *) &tables->table[item];

  for (uint64_t w = tables->twords[from]; w != 0; w &= w - 1)
    t[__builtin_ctzll (w)] = x[__builtin_ctzll (w)];
  return tables->twords[from];
}

/* A dynamic table (h_fill_table) of the candidate of cell and digit. In
 * a cell with two candidates, one false is the other true: the same grid
 * copy, the same table (a static table stops at the direct links). The
 * lower digit's is made, the higher's copied. Returns its words. */
static uint64_t
h_dynamic_table (const NonetLogicState *state,
                 HTables               *tables,
                 const uint32_t        *hidden,
                 const uint32_t        *placed,
                 const uint32_t        *houses,
                 bool                   quiet,
                 uint8_t               *full,
                 int                    cell,
                 int                    digit,
                 bool                   on)
{
  int item = forcing_node (cell, digit) * 2 + on;
  HTable *t = &tables->table[item];
  NonetMask other = state->cands[cell] & ~nonet_digit_bit (digit);

  if (state->n_cands[cell] == 2 && mask_first (other) < digit)
    {
      int from = forcing_node (cell, mask_first (other)) * 2 + !on;

      full[item] = full[from];
      return h_copy_table (tables, item, from);
    }
  return h_fill_table (state, hidden, placed, houses, quiet, t, cell, digit, on, &full[item]);
}

/* In a state without single, the dynamic table of a candidate false
 * whose cell keeps two candidates or more and whose houses with two
 * places of the digit (one at least) all have the other at one cell p:
 * HoDoKu's first round finds that hidden single alone and sets p (which
 * turns the digit off where the candidate false did, and looks at the
 * houses the candidate false changed that may have a new single), then
 * goes on as the table of p true does from its start, one round short.
 * Returns p's candidate true item, or -1 when not so. */
static int
h_off_partner (const NonetLogicState *state,
               int                    cell,
               int                    digit)
{
  int partner = -1;

  if (state->n_cands[cell] < 3)
    return -1;
  for (int i = 0; i < 3; i++)
    {
      int h = nonet_cell_houses[cell][i], p;
      NonetBits other;

      if (state->house_count[h][digit] != 2)
        continue;
      other = state_house_digit (state, h, digit);
      bits_clear (&other, cell);
      p = bits_first (other);
      if (partner >= 0 && p != partner)
        return -1;
      partner = p;
    }
  return partner < 0 ? -1 : forcing_node (partner, digit) * 2 + 1;
}

/* A forcing chain's table (HoDoKu's chains): the direct links only.
 * Returns its words (no group yet). */
static uint64_t
h_fill_static (const NonetLogicState *state,
               HTable                *t,
               int                    cell,
               int                    digit,
               bool                   on)
{
  uint64_t words = 0;

  if (on)
    {
      h_add_cells (t, &words, H_ON0 + 2 * digit, bits_cell (cell));
      h_add_cells (t, &words, H_OFF0 + 2 * digit,
                   bits_and (bits_peers (cell), state->digit_cells[digit]));
      for (NonetMask m = state->cands[cell] & ~nonet_digit_bit (digit); m != 0; )
        h_add_cells (t, &words, H_OFF0 + 2 * mask_pop (&m), bits_cell (cell));
      return words;
    }
  h_add_cells (t, &words, H_OFF0 + 2 * digit, bits_cell (cell));
  if (state->n_cands[cell] == 2)
    h_add_cells (t, &words, H_ON0 + 2 * mask_first (state->cands[cell] & ~nonet_digit_bit (digit)),
                 bits_cell (cell));
  for (int i = 0; i < 3; i++)
    {
      int h = nonet_cell_houses[cell][i];
      if (state->house_count[h][digit] == 2)
        {
          NonetBits other = state_house_digit (state, h, digit);
          bits_clear (&other, cell);
          h_add_cells (t, &words, H_ON0 + 2 * digit, other);
        }
    }
  return words;
}

/* item's table t links to group g, true (on) or false. */
static inline void
h_link_group (HTables *tables,
              HTable  *t,
              int      item,
              bool     on,
              int      g)
{
  h_add_word (t, &tables->twords[item], (on ? H_GON : H_GOFF) + g / 64, 1ull << (g % 64));
}

static void
h_find_groups (const NonetLogicState *state,
               HTables               *tables)
{
  tables->n_groups = 0;
  memset (tables->n_line_groups, 0, sizeof tables->n_line_groups);
  memset (tables->n_box_groups, 0, sizeof tables->n_box_groups);
  for (int line = 0; line < 18; line++)
    for (int d = 1; d <= NONET_DIGITS; d++)
      {
        NonetBits in_line = bits_and (state->digit_cells[d], bits_house (line));

        if (bits_empty (in_line))
          continue;
        /* The three boxes the line crosses, in order (rows 0-8, columns
         * 9-17, boxes 18-26). */
        for (int k = 0; k < 3; k++)
          {
            int box = line < 9 ? 18 + line / 3 * 3 + k : 18 + (line - 9) / 3 + 3 * k;
            NonetBits cells = bits_and (in_line, bits_house (box));

            if (bits_several (cells))
              {
                tables->line_groups[d][line][tables->n_line_groups[d][line]++]
                  = (uint16_t) tables->n_groups;
                tables->box_groups[d][box - 18][tables->n_box_groups[d][box - 18]++]
                  = (uint16_t) tables->n_groups;
                tables->groups[tables->n_groups++] = (HGroup) { d, line, box, cells };
              }
          }
      }
}

/* HoDoKu's group node links (fillTablesWithGroupNodes). */
static void
h_group_links (const NonetLogicState *state,
               HTables               *tables)
{
  for (int g = 0; g < tables->n_groups; g++)
    {
      const HGroup *gn = &tables->groups[g];
      int d = gn->digit, on_item = H_GBASE + 2 * g + 1, off_item = H_GBASE + 2 * g;
      HTable *on = &tables->table[on_item], *off = &tables->table[off_item];
      NonetBits seen = bits_and (state->digit_cells[d], bits_common_peers (gn->cells));
      int n_line = 0, n_box = 0, line_other = -1, box_other = -1;

      tables->twords[on_item] = tables->twords[off_item] = 0;
      h_add_cells (on, &tables->twords[on_item], H_OFF0 + 2 * d, seen);
      for (NonetBits s = seen; !bits_empty (s); )
        {
          int node = forcing_node (bits_pop (&s), d);

          h_link_group (tables, &tables->table[node * 2 + 1], node * 2 + 1, false, g);
        }
      for (int k = 0; k < 2; k++)
        {
          NonetBits rest = bits_and (seen, bits_house (k == 0 ? gn->box : gn->line));
          if (!bits_empty (rest) && !bits_several (rest))
            {
              int c = bits_first (rest), node = forcing_node (c, d);

              h_add_cells (off, &tables->twords[off_item], H_ON0 + 2 * d, bits_cell (c));
              h_link_group (tables, &tables->table[node * 2], node * 2, true, g);
            }
        }
      /* The other groups of its line, then of its box, that do not
       * cross it. */
      for (int i = 0; i < tables->n_line_groups[d][gn->line]; i++)
        {
          int g2 = tables->line_groups[d][gn->line][i];

          if (g2 != g && !bits_intersect (tables->groups[g2].cells, gn->cells))
            {
              n_line++;
              line_other = g2;
              h_link_group (tables, on, on_item, false, g2);
            }
        }
      for (int i = 0; i < tables->n_box_groups[d][gn->box - 18]; i++)
        {
          int g2 = tables->box_groups[d][gn->box - 18][i];

          if (g2 != g && !bits_intersect (tables->groups[g2].cells, gn->cells))
            {
              n_box++;
              box_other = g2;
              h_link_group (tables, on, on_item, false, g2);
            }
        }
      if (n_line == 1)
        {
          NonetBits left = bits_and (state->digit_cells[d], bits_house (gn->line));
          left = bits_andnot (bits_andnot (left, gn->cells), tables->groups[line_other].cells);
          if (bits_empty (left))
            h_link_group (tables, off, off_item, true, line_other);
        }
      if (n_box == 1)
        {
          NonetBits left = bits_and (state->digit_cells[d], bits_house (gn->box));
          left = bits_andnot (bits_andnot (left, gn->cells), tables->groups[box_other].cells);
          if (bits_empty (left))
            h_link_group (tables, off, off_item, true, box_other);
        }
    }
}

/* The table of an item. */
static inline const HTable *
h_table (const HTables *tables,
         int            item)
{
  return &tables->table[item];
}

/* Where an HTable holds item: its 64-bit word * 64 + its bit there (an
 * HTable is 64-bit words only). */
static uint16_t
h_bit_of (int item)
{
  int node = item / 2, word;

  if (item >= H_GBASE)
    {
      int g = node - FORCING_NODES;
      word = (item % 2 ? offsetof (HTable, gon) : offsetof (HTable, goff)) / 8 + g / 64;
      return (uint16_t) (word * 64 + g % 64);
    }
  word = (item % 2 ? offsetof (HTable, on) : offsetof (HTable, off)) / 8
         + 2 * (node % 9 + 1) + node / 9 / 64;
  return (uint16_t) (word * 64 + node / 9 % 64);
}

static inline void
h_put (HTable *t,
       int     bit)
{
  ((uint64_t *) t)[bit / 64] |= 1ull << (bit % 64);
}

/* acc gets t's words (bit w of words: t's word w holds any item). */
static inline void
h_or (HTable       *restrict acc,
      const HTable *restrict t,
      uint64_t               words)
{
  uint64_t *a = (uint64_t *) acc;
  const uint64_t *b = (const uint64_t *) t;

  for (; words != 0; words &= words - 1)
    a[__builtin_ctzll (words)] |= b[__builtin_ctzll (words)];
}

/* The items of an HTable's word w (h_bit_of backwards): bit b is item
 * h_item_base (w) + b * h_item_step (w). */
static int
h_item_base (int w)
{
  if (w >= (int) H_GON)
    {
      bool on = w < (int) H_GOFF;

      return H_GBASE + (w - (int) (on ? H_GON : H_GOFF)) * 128 + on;
    }
  else
    {
      bool on = w < (int) H_OFF0;
      int r = w - (int) (on ? H_ON0 : H_OFF0);

      return (r % 2 * 64 * 9 + r / 2 - 1) * 2 + on;
    }
}

static inline int
h_item_step (int w)
{
  return w >= (int) H_GON ? 2 : 18;
}

/* HoDoKu's contradictions in one closure (checkOneChain): a candidate
 * true and false, two digits true in a cell, a digit true twice in a
 * house, a cell without digit, a house without place of a digit. (A
 * digit true twice in a house needs no look of its own: a closure holds
 * the table of each candidate it sets, which turns the digit off in the
 * candidate's peers, so the other place is true and false.) Each
 * holds in every larger closure too: a closure without any has none in
 * the closures it holds (h_clashes). t holds base, a closure without
 * contradiction (or NULL): a house left without place in t has one of the
 * cells t adds to base. */
static bool
h_clash (const NonetLogicState *state,
         const NonetBits       *allowed,
         const HHouses         *allowed_houses,
         const HTable          *t,
         const HTable          *base)
{
  NonetBits any_on = bits_none (), all_off = state->empty, clash = bits_none ();

  for (int d = 1; d <= NONET_DIGITS; d++)
    {
      NonetBits on = t->on[d];

      clash = bits_or (clash, bits_and (on, bits_or (t->off[d], any_on)));
      any_on = bits_or (any_on, on);
      all_off = bits_andnot (all_off, bits_andnot (state->digit_cells[d], t->off[d]));
    }
  if (!bits_empty (bits_or (clash, bits_andnot (all_off, any_on))))
    return true;
  /* A house where every cell the digit may still go to (no such digit
   * placed among its peers: HoDoKu's allowed cells, not its candidates)
   * is off: one of the allowed cells' houses holds none of those left
   * (looked at only for a digit with a cell t adds to base). */
  for (int d = 1; d <= NONET_DIGITS; d++)
    {
      NonetBits gone = bits_and (allowed[d], t->off[d]);

      if (base != NULL)
        gone = bits_andnot (gone, base->off[d]);
      if (!bits_empty (gone)
          && !h_houses_equal (h_houses_of (bits_andnot (allowed[d], t->off[d])), allowed_houses[d]))
        return true;
    }
  return false;
}

/* h_clash for a closure that is one candidate item alone. */
static bool
h_clash_one (const NonetLogicState *state,
             const HTables         *tables,
             int                    item)
{
  int cell = item / 2 / 9, digit = item / 2 % 9 + 1;
  NonetBits left = tables->allowed[digit];

  if (!bits_empty (tables->no_cands))
    return true;
  if (item % 2)
    return false;
  if (state->cands[cell] == nonet_digit_bit (digit))
    return true;
  if (!bits_has (left, cell))
    return false;
  bits_clear (&left, cell);
  for (int i = 0; i < 3; i++)
    if (!bits_intersect (left, bits_house (nonet_cell_houses[cell][i])))
      return true;
  return false;
}

/* The closure of a strong component of the links, members[0..n): its
 * items, and the closures of the components they link to (made before,
 * Tarjan's order). One that is in the closure already brings nothing new:
 * a closure holds the closure of each of its items. */
static void
h_close (const NonetLogicState *state,
         HTables               *tables,
         const uint16_t        *members,
         int                    n)
{
  int comp = tables->n_comps++;
  HTable *out = &tables->closure[comp];
  uint64_t *o = (uint64_t *) out;
  const uint64_t *lone = (const uint64_t *) &tables->lone;
  bool cands = false;
  int n_parts = 0;
  uint64_t words = 0;

  /* A group item alone, linked to nothing but itself: its closure is read
   * by nobody (h_close puts an alone item's bit, and only candidates'
   * closures give results), so it is not written. */
  if (n == 1 && members[0] >= H_GBASE)
    {
      const uint64_t *t = (const uint64_t *) h_table (tables, members[0]);
      int bit = tables->bit[members[0]];
      uint64_t any = 0;

      for (uint64_t tw = tables->twords[members[0]]; tw != 0; tw &= tw - 1)
        {
          int w = __builtin_ctzll (tw);

          any |= t[w] & ~(w == bit / 64 ? 1ull << (bit % 64) : 0);
        }
      if (any == 0)
        {
          tables->comp[members[0]] = (uint16_t) comp;
          tables->comp_at[bit] = (uint16_t) comp;
          h_put (&tables->done, bit);
          h_put (&tables->lone, bit);
          tables->alone[comp] = true;
          tables->words[comp] = 1ull << (bit / 64);
          tables->clash[comp] = 0;
          tables->part_first[comp] = tables->part_end[comp] = 0;
          return;
        }
    }
  memset (out, 0, sizeof *out);
  tables->part_first[comp] = tables->n_parts;
  for (int i = 0; i < n; i++)
    {
      tables->comp[members[i]] = (uint16_t) comp;
      tables->comp_at[tables->bit[members[i]]] = (uint16_t) comp;
      h_put (out, tables->bit[members[i]]);
      h_put (&tables->done, tables->bit[members[i]]);
      words |= 1ull << (tables->bit[members[i]] / 64);
      cands |= members[i] < H_GBASE;
    }
  for (int i = 0; i < n; i++)
    {
      const uint64_t *t = (const uint64_t *) h_table (tables, members[i]);

      for (uint64_t tw = tables->twords[members[i]]; tw != 0; tw &= tw - 1)
        {
          int w = __builtin_ctzll (tw);
          uint64_t new = t[w] & ~o[w], alone;

          if (new == 0)
            continue;
          /* Items closed alone bring their own bit only, all at once. */
          alone = new & lone[w];
          if (alone != 0)
            {
              o[w] |= alone;
              words |= 1ull << w;
              n_parts++;
              new &= ~alone;
            }
          /* What out gets from one link may hold the next ones. */
          for (; new != 0; new &= ~o[w])
            {
              int to = tables->comp_at[w * 64 + __builtin_ctzll (new)];

              h_or (out, &tables->closure[to], tables->words[to]);
              if (tables->n_parts < H_PARTS)
                tables->parts[tables->n_parts++] = (uint16_t) to;
              else
                tables->part_first[comp] = H_PARTS;
              words |= tables->words[to];
              n_parts++;
            }
        }
    }
  tables->part_end[comp] = tables->n_parts;
  if (tables->part_first[comp] == H_PARTS)
    tables->part_first[comp] = tables->part_end[comp] = 0;
  tables->alone[comp] = n == 1 && n_parts == 0;
  if (tables->alone[comp])
    h_put (&tables->lone, tables->bit[members[0]]);
  tables->words[comp] = words;
  /* Only a candidate's contradiction is a result (a component of group
   * nodes alone is not looked at); h_clashes looks at the others. */
  if (cands && n == 1 && n_parts == 0)
    tables->clash[comp] = h_clash_one (state, tables, members[0]) ? H_CLASH : H_CLEAN;
  else
    tables->clash[comp] = cands ? H_UNKNOWN : 0;
}

/* h_close of a candidate item linked to nothing but itself. */
static void
h_close_alone (const NonetLogicState *state,
               HTables               *tables,
               int                    item)
{
  int comp = tables->n_comps++, bit = tables->bit[item];
  HTable *out = &tables->closure[comp];

  memset (out, 0, sizeof *out);
  h_put (out, bit);
  h_put (&tables->done, bit);
  h_put (&tables->lone, bit);
  tables->comp[item] = (uint16_t) comp;
  tables->comp_at[bit] = (uint16_t) comp;
  tables->alone[comp] = true;
  tables->words[comp] = 1ull << (bit / 64);
  tables->part_first[comp] = tables->part_end[comp] = tables->n_parts;
  tables->clash[comp] = h_clash_one (state, tables, item) ? H_CLASH : H_CLEAN;
}

/* HoDoKu's contradictions in the closures h_close left to look at: the
 * larger ones first (Tarjan's order backwards), a closure without any
 * telling that the closures it holds have none either. Most have none:
 * few are looked at, each beside the largest closure it holds known to
 * have none, if any (h_clash's base). */
static void
h_clashes (const NonetLogicState *state,
           HTables               *tables)
{
  for (int comp = tables->n_comps - 1; comp >= 0; comp--)
    {
      if (tables->clash[comp] == H_UNKNOWN)
        {
          const HTable *base = NULL;
          int base_size = 0;

          for (int i = tables->part_first[comp]; i < tables->part_end[comp]; i++)
            {
              int p = tables->parts[i], size;

              if (tables->clash[p] != H_CLEAN)
                continue;
              size = __builtin_popcountll (tables->words[p]);
              if (size > base_size)
                {
                  base = &tables->closure[p];
                  base_size = size;
                }
            }
          tables->clash[comp] = h_clash (state, tables->allowed, tables->allowed_houses,
                                         &tables->closure[comp], base) ? H_CLASH : H_CLEAN;
        }
      if (tables->clash[comp] == H_CLEAN)
        for (int i = tables->part_first[comp]; i < tables->part_end[comp]; i++)
          tables->clash[tables->parts[i]] = H_CLEAN;
    }
}

/* Tarjan's walk enters item. */
static inline void
h_enter (HTables *tables,
         int      item,
         int     *visited,
         int     *sp,
         int     *depth)
{
  tables->order[item] = tables->low[item] = (uint16_t) ++*visited;
  tables->base[*depth] = *sp;
  tables->stack[(*sp)++] = (uint16_t) item;
  tables->call[*depth] = (uint16_t) item;
  tables->word_at[*depth] = 0;
  tables->bits_left[*depth] = 0;
  tables->words_left[*depth] = tables->twords[item];
  ++*depth;
}

/* Everything each item implies through the tables (expandTables): the
 * strong components of the links (Tarjan's, without recursion), each
 * closed as it is found, after all those it links to. A link to an item
 * closed already changes nothing in the walk: only the others are looked
 * at. */
static void
h_close_all (const NonetLogicState *state,
             HTables               *tables,
             const uint16_t        *items,
             int                    n_items)
{
  const uint64_t *done = (const uint64_t *) &tables->done;
  int sp = 0, depth = 0, visited = 0;

  tables->n_comps = 0;
  tables->n_parts = 0;
  memset (tables->order, 0, sizeof tables->order);
  memset (tables->comp, 0xff, sizeof tables->comp);
  memset (&tables->done, 0, sizeof tables->done);
  memset (&tables->lone, 0, sizeof tables->lone);
  /* An item linked to nothing but itself is a component alone, closed
   * before the walk (its closure holds no other's, and it is no other's
   * part: h_close takes it by its bit in lone). */
  for (int i = 0; i < n_items; i++)
    {
      int item = items[i], bit = tables->bit[item];
      uint64_t tw = tables->twords[item], own = 1ull << (bit / 64);

      if ((tw & ~own) == 0
          && ((tw & own) == 0
              || (((const uint64_t *) h_table (tables, item))[bit / 64] & ~(1ull << (bit % 64))) == 0))
        {
          uint16_t member = (uint16_t) item;

          if (item >= H_GBASE)
            h_close (state, tables, &member, 1);
          else
            h_close_alone (state, tables, item);
        }
    }
  for (int i = 0; i < n_items; i++)
    {
      if (tables->order[items[i]] != 0 || tables->comp[items[i]] != H_NONE)
        continue;
      h_enter (tables, items[i], &visited, &sp, &depth);
      while (depth > 0)
        {
          int f = depth - 1, v = tables->call[f], w = tables->word_at[f], next = -1;
          const uint64_t *t = (const uint64_t *) h_table (tables, v);
          uint64_t bits = tables->bits_left[f], words = tables->words_left[f];
          int low = tables->low[v], item_base = tables->item_base[w], item_step = tables->item_step[w];

          /* v's links, up to one not visited yet, which is walked first. */
          for (;;)
            {
              int x;

              if (bits == 0)
                {
                  if (words == 0)
                    break;
                  w = __builtin_ctzll (words);
                  words &= words - 1;
                  bits = t[w] & ~done[w];
                  item_base = tables->item_base[w];
                  item_step = tables->item_step[w];
                  continue;
                }
              x = item_base + item_step * __builtin_ctzll (bits);
              bits &= bits - 1;
              if (tables->order[x] == 0)
                {
                  next = x;
                  break;
                }
              if (tables->comp[x] == H_NONE && tables->order[x] < low)
                low = tables->order[x];
            }
          tables->low[v] = (uint16_t) low;
          if (next >= 0)
            {
              tables->word_at[f] = (uint8_t) w;
              tables->bits_left[f] = bits;
              tables->words_left[f] = words;
              h_enter (tables, next, &visited, &sp, &depth);
              continue;
            }
          depth--;
          if (low == tables->order[v])
            {
              h_close (state, tables, tables->stack + tables->base[depth], sp - tables->base[depth]);
              sp = tables->base[depth];
            }
          if (depth > 0 && low < tables->low[tables->call[depth - 1]])
            tables->low[tables->call[depth - 1]] = (uint16_t) low;
        }
    }
}

/* The closure of a candidate node, true or false. */
static inline const HTable *
h_closure (const HTables *tables,
           int            node,
           bool           on)
{
  return &tables->closure[tables->comp[node * 2 + on]];
}

struct _HResults
{
  NonetBits place[NONET_DIGITS + 1];
  NonetBits elim[NONET_DIGITS + 1];
  /* Forcing chains only (has_choices): per choice of find_verities_in,
   * the lowest keys (cell * 10 + digit, H_NO_KEY: none) of the results
   * above its verity of ours may give, a placement [0] and an elimination
   * [1] (h_note_choices): a choice none of whose results may win is not
   * walked. Cells, candidates (true and false), houses per digit. Only
   * the results with keys up to limit (placements [0], eliminations [1],
   * as _nonet_step_hodoku_limit) count: the sink's when they were noted,
   * after the contradictions' search (the verities' search that joins it
   * starts there, and its limits only go down). */
  bool      has_choices;
  int       limit[2];
  uint16_t  cell_keys[NONET_CELLS][2];
  uint16_t  cand_keys[FORCING_NODES][2];
  uint16_t  house_keys[NONET_HOUSES][NONET_DIGITS + 1][2];
};

typedef struct _HResults HResults;

/* The results of a verity: what all tables share, common, in its words
 * (the others are not read), but in except. */
static void
h_add_common (const NonetLogicState *state,
              const HTable          *common,
              uint64_t               words,
              NonetBits              except,
              HResults              *results)
{
  const uint64_t *x = (const uint64_t *) common;
  const uint64_t *cells = (const uint64_t *) state->digit_cells;

  /* on[d], off[d], place[d], elim[d] and digit_cells[d] are NonetBits
   * from digit 0 on: word r of each is digit r / 2, half r % 2. */
  for (words &= H_CAND_MASK; words != 0; words &= words - 1)
    {
      int w = __builtin_ctzll (words);
      bool on = w < (int) H_OFF0;
      int r = w - (int) (on ? H_ON0 : H_OFF0);
      uint64_t *to = (uint64_t *) (on ? results->place : results->elim);

      to[r] |= x[w] & cells[r] & ~(r % 2 ? except.hi : except.lo);
    }
}

/* acc gets the candidates a and b share (acc may be a), looked for in
 * words (those a or b may hold any in); returns the words of acc that
 * hold any (none: no later table can add any), the others are not to be
 * read. */
static uint64_t
h_and (HTable       *acc,
       const HTable *a,
       const HTable *b,
       uint64_t      words)
{
  const uint64_t *x = (const uint64_t *) a, *y = (const uint64_t *) b;
  uint64_t *z = (uint64_t *) acc, left = 0;

  for (words &= H_CAND_MASK; words != 0; words &= words - 1)
    {
      int w = __builtin_ctzll (words);

      z[w] = x[w] & y[w];
      left |= (uint64_t) (z[w] != 0) << w;
    }
  return left;
}

/* A verity: what the closures of every branch, the components
 * comps[0..n), share. */
static void
h_verity (const NonetLogicState *state,
          const HTables         *tables,
          const int             *comps,
          int                    n,
          HResults              *results)
{
  HTable common;
  const HTable *shared = &tables->closure[comps[0]];
  uint64_t words = H_CAND_MASK;

  /* What all share lies in the words every closure holds any in: looked
   * for there only, and not at all where there is none. */
  for (int i = 0; i < n; i++)
    words &= tables->words[comps[i]];
  if (words == 0)
    return;
  for (int i = 1; i < n; i++)
    {
      words = h_and (&common, shared, &tables->closure[comps[i]], words);
      if (words == 0)
        return;
      shared = &common;
    }
  h_add_common (state, shared, words, bits_none (), results);
}

/* Whether our static walk (the teaching path's forcing chains) from an
 * item of strong component comp may fail: its closure has a candidate
 * true and false, an empty cell with every candidate off (both h_clash
 * sees) or a house with every place of a digit off (the walk's
 * check_static_exhausted looks at candidates, h_clash at HoDoKu's allowed
 * cells). The walk follows the links of these tables (its group nodes
 * too: process_off_groups) and stops at a contradiction, so it implies
 * part of the closure only: where the closure has none of these, the walk
 * cannot fail. */
static bool
h_walk_may_fail (const NonetLogicState *state,
                 const HTables         *tables,
                 int                    comp)
{
  const HTable *t = &tables->closure[comp];

  if (tables->clash[comp] == H_CLASH)
    return true;
  /* A candidate alone: false, it turns off one place, its cell's, and
   * leaves a house without place only where that was the last; true, it
   * turns none off. */
  if (tables->alone[comp])
    {
      int w = __builtin_ctzll (tables->words[comp]), r = w - (int) H_OFF0;

      if (w < (int) H_OFF0 || w >= (int) H_GON)
        return false;
      for (int i = 0; i < 3; i++)
        if (state->house_count[nonet_cell_houses[r % 2 * 64 + __builtin_ctzll (((const uint64_t *) t)[w])][i]]
                              [r / 2] == 1)
          return true;
      return false;
    }
  for (int d = 1; d <= NONET_DIGITS; d++)
    {
      NonetBits left = bits_andnot (state->digit_cells[d], t->off[d]);

      /* A closure h_clash found clean leaves a place in each house of a
       * digit whose places are its allowed cells. */
      if (bits_equal (left, state->digit_cells[d])
          || (tables->clash[comp] == H_CLEAN && bits_equal (state->digit_cells[d], tables->allowed[d])))
        continue;
      if (!h_houses_equal (h_houses_of (left), tables->digit_houses[d]))
        return true;
    }
  return false;
}

/* Whether our walk from a strong component's items may fail
 * (h_walk_may_fail, worked out once per component). What it looks for
 * holds in every larger closure too: a closure without it has none in
 * the closures it holds (its parts, theirs and so on), which are not
 * looked at then. */
static bool
h_comp_may_fail (HTables               *tables,
                 const NonetLogicState *state,
                 int                    comp)
{
  uint16_t todo[H_ITEMS];
  int n = 0;

  if (tables->may_fail[comp] != 0)
    return tables->may_fail[comp] == H_CLASH;
  if (h_walk_may_fail (state, tables, comp))
    {
      tables->may_fail[comp] = H_CLASH;
      return true;
    }
  tables->may_fail[comp] = H_CLEAN;
  todo[n++] = (uint16_t) comp;
  while (n > 0)
    {
      int c = todo[--n];

      for (int i = tables->part_first[c]; i < tables->part_end[c]; i++)
        if (tables->may_fail[tables->parts[i]] == 0)
          {
            tables->may_fail[tables->parts[i]] = H_CLEAN;
            todo[n++] = tables->parts[i];
          }
    }
  return false;
}

/* HoDoKu's results as the words of a table that hold them (h_bit_of:
 * ON items placed, OFF items removed): what h_choice_keys looks for in
 * the branches' closures. */
typedef struct
{
  int      n;
  uint8_t  word[4 * NONET_DIGITS];
  uint8_t  kind[4 * NONET_DIGITS];   /* 0 placements, 1 eliminations */
  uint8_t  digit[4 * NONET_DIGITS];
  uint8_t  cell[4 * NONET_DIGITS];   /* the cell of the word's bit 0 */
  uint64_t bits[4 * NONET_DIGITS];
} HResultWords;

/* The cells whose result of digit may still win under limit (see
 * _nonet_step_hodoku_limit): those with cell * 10 + digit <= limit. */
static inline NonetBits
cells_within (int limit,
              int digit)
{
  if (limit == INT_MAX)
    return bits_all ();
  return limit < digit ? bits_none () : bits_below ((limit - digit) / 10 + 1);
}

/* The results with keys up to limit[kind] only (see HResults). */
static void
h_result_words (const HResults *results,
                const int       limit[2],
                HResultWords   *list)
{
  list->n = 0;
  for (int d = 1; d <= NONET_DIGITS; d++)
    for (int kind = 0; kind < 2; kind++)
      {
        NonetBits s = bits_and (kind == 0 ? results->place[d] : results->elim[d],
                                cells_within (limit[kind], d));

        for (int half = 0; half < 2; half++)
          if ((half ? s.hi : s.lo) != 0)
            {
              list->word[list->n] = (uint8_t) (h_bit_of (forcing_node (64 * half, d) * 2
                                                         + (kind == 0)) / 64);
              list->kind[list->n] = (uint8_t) kind;
              list->digit[list->n] = (uint8_t) d;
              list->cell[list->n] = (uint8_t) (64 * half);
              list->bits[list->n++] = half ? s.hi : s.lo;
            }
      }
}

/* The lowest keys of the results our verity of a choice may give, its
 * branches the candidate items items[0..n) (see HResults): each branch's
 * walk implies part of its closure, and one that fails counts for
 * nothing (run_branches), so a result must be in the closure of each
 * branch that cannot fail. (A choice whose branches all fail gives
 * nothing; the keys it gets, those of the first results, do no harm.)
 * Whether a branch may fail is worked out only when its closure lacks a
 * result still in the running. */
static void
h_choice_keys (HTables               *tables,
               const NonetLogicState *state,
               const int             *items,
               int                    n,
               const HResultWords    *list,
               uint16_t               keys[2])
{
  uint64_t left[4 * NONET_DIGITS];

  memcpy (left, list->bits, list->n * sizeof left[0]);
  for (int j = 0; j < n; j++)
    {
      int comp = tables->comp[items[j]], i = 0;
      const uint64_t *t = (const uint64_t *) &tables->closure[comp];
      uint64_t any = 0;

      while (i < list->n && (left[i] & ~t[list->word[i]]) == 0)
        i++;
      if (i == list->n || h_comp_may_fail (tables, state, comp))
        continue;
      for (i = 0; i < list->n; i++)
        any |= left[i] &= t[list->word[i]];
      if (any == 0)
        break;
    }
  keys[0] = keys[1] = H_NO_KEY;
  for (int i = 0; i < list->n; i++)
    if (left[i] != 0)
      {
        int key = (list->cell[i] + __builtin_ctzll (left[i])) * 10 + list->digit[i];

        if (key < keys[list->kind[i]])
          keys[list->kind[i]] = (uint16_t) key;
      }
}

/* The keys of the choices of find_verities_in (the teaching path's:
 * cells, candidates of cells with three or more, houses where a digit has
 * three places or more; see HResults), of the results with keys up to
 * limit. */
static void
h_note_choices (const NonetLogicState *state,
                HTables               *tables,
                HResults              *results,
                const int              limit[2])
{
  int items[NONET_DIGITS];
  HResultWords list;

  results->has_choices = true;
  results->limit[0] = limit[0];
  results->limit[1] = limit[1];
  h_result_words (results, limit, &list);
  if (list.n == 0)
    {
      /* No result may win: no key. */
      memset (results->cell_keys, 0xff, sizeof results->cell_keys);
      memset (results->cand_keys, 0xff, sizeof results->cand_keys);
      memset (results->house_keys, 0xff, sizeof results->house_keys);
      return;
    }
  memset (tables->may_fail, 0, sizeof tables->may_fail);
  for (int d = 1; d <= NONET_DIGITS; d++)
    tables->digit_houses[d] = h_houses_of (state->digit_cells[d]);
  for (NonetBits cells = state->empty; !bits_empty (cells); )
    {
      int c = bits_pop (&cells), n = 0;

      for (NonetMask m = state->cands[c]; m != 0; )
        items[n++] = forcing_node (c, mask_pop (&m)) * 2 + 1;
      h_choice_keys (tables, state, items, n, &list, results->cell_keys[c]);
      for (NonetMask m = state->n_cands[c] >= 3 ? state->cands[c] : 0; m != 0; )
        {
          int node = forcing_node (c, mask_pop (&m));

          items[0] = node * 2 + 1;
          items[1] = node * 2;
          h_choice_keys (tables, state, items, 2, &list, results->cand_keys[node]);
        }
    }
  for (int h = 0; h < NONET_HOUSES; h++)
    for (int d = 1; d <= NONET_DIGITS; d++)
      {
        int n = 0;

        if (state->house_count[h][d] < 3)
          continue;
        for (NonetBits s = state_house_digit (state, h, d); !bits_empty (s); )
          items[n++] = forcing_node (bits_pop (&s), d) * 2 + 1;
        h_choice_keys (tables, state, items, n, &list, results->house_keys[h][d]);
      }
}

static bool
h_results_empty (const HResults *results)
{
  for (int d = 1; d <= NONET_DIGITS; d++)
    if (!bits_empty (results->place[d]) || !bits_empty (results->elim[d]))
      return false;
  return true;
}

/* Builds the tables of every item and the list of the items. */
static void
h_fill_all (const NonetLogicState *state,
            bool                   dynamic,
            HTables               *tables,
            uint16_t              *items,
            int                   *n_items)
{
  uint32_t hidden[NONET_DIGITS + 1] = { 0 }, placed[NONET_DIGITS + 1] = { 0 }, houses[NONET_CELLS];
  uint8_t full[2 * FORCING_NODES];
  uint16_t later[FORCING_NODES][2];
  int n = 0, n_later = 0;
  bool quiet = true;

  for (int c = 0; dynamic && c < NONET_CELLS; c++)
    houses[c] = (1u << nonet_cell_houses[c][0]) | (1u << nonet_cell_houses[c][1])
                | (1u << nonet_cell_houses[c][2]);
  for (int h = 0; dynamic && h < NONET_HOUSES; h++)
    for (int d = 1; d <= NONET_DIGITS; d++)
      {
        NonetBits in = bits_and (state->digit_cells[d], bits_house (h));
        if (!(state->house_placed[h] & nonet_digit_bit (d)) && !bits_empty (in)
            && !bits_several (in))
          hidden[d] |= 1u << h;
        if (state->house_placed[h] & nonet_digit_bit (d))
          placed[d] |= 1u << h;
        quiet &= hidden[d] == 0;
      }
  for (NonetBits cells = state->empty; dynamic && !bits_empty (cells); )
    quiet &= state->n_cands[bits_pop (&cells)] != 1;
  h_find_groups (state, tables);
  for (int d = 1; d <= NONET_DIGITS; d++)
    for (NonetBits s = state->digit_cells[d]; !bits_empty (s); )
      {
        int c = bits_pop (&s), node = forcing_node (c, d);
        for (int on = 0; on < 2; on++)
          {
            HTable *t = &tables->table[node * 2 + on];
            int partner = dynamic && quiet && !on ? h_off_partner (state, c, d) : -1;

            /* h_off_partner: made after the candidates true, from its
             * partner's table when that one's last round set nothing. */
            if (partner >= 0)
              {
                later[n_later][0] = (uint16_t) (node * 2);
                later[n_later++][1] = (uint16_t) partner;
              }
            else
              tables->twords[node * 2 + on] = dynamic ? h_dynamic_table (state, tables, hidden, placed,
                                                                         houses, quiet, full, c, d, on)
                                                      : h_fill_static (state, t, c, d, on);
            items[n++] = (uint16_t) (node * 2 + on);
            /* h_bit_of, for the candidate of c and d. */
            tables->bit[node * 2 + on] = (uint16_t) (((on ? H_ON0 : H_OFF0) + 2 * d + c / 64) * 64
                                                     + c % 64);
          }
      }
  for (int i = 0; i < n_later; i++)
    {
      int item = later[i][0], from = later[i][1];

      tables->twords[item] = !full[from]
                             ? h_copy_table (tables, item, from)
                             : h_fill_table (state, hidden, placed, houses, quiet, &tables->table[item],
                                             item / 2 / 9, item / 2 % 9 + 1, false, &full[item]);
    }
  h_group_links (state, tables);
  for (int g = 0; g < 2 * tables->n_groups; g++)
    {
      items[n++] = (uint16_t) (H_GBASE + g);
      tables->bit[H_GBASE + g] = h_bit_of (H_GBASE + g);
    }
  for (size_t w = 0; w < sizeof (HTable) / 8; w++)
    {
      tables->item_base[w] = h_item_base ((int) w);
      tables->item_step[w] = h_item_step ((int) w);
    }
  *n_items = n;
}

/* Every result HoDoKu's forcing nets (forcing chains: !dynamic) find at
 * state; returns the tables (for h_note_choices; the caller frees them),
 * NULL when out of memory. */
static HTables *
hodoku_net_results (const NonetLogicState *state,
                    bool                   dynamic,
                    HResults              *results)
{
  HTables *tables = malloc (sizeof *tables);
  HTable common;
  uint16_t items[H_ITEMS];
  int n_items;

  if (tables == NULL)
    return NULL;
  memset (results, 0, sizeof *results);
  tables->no_cands = state->empty;
  for (int d = 1; d <= NONET_DIGITS; d++)
    {
      tables->no_cands = bits_andnot (tables->no_cands, state->digit_cells[d]);
      tables->allowed[d] = state->empty;
      for (int h = 0; h < NONET_HOUSES; h++)
        if (state->house_placed[h] & nonet_digit_bit (d))
          tables->allowed[d] = bits_andnot (tables->allowed[d], bits_house (h));
      tables->allowed_houses[d] = h_houses_of (tables->allowed[d]);
    }
  h_fill_all (state, dynamic, tables, items, &n_items);
  h_close_all (state, tables, items, n_items);
  h_clashes (state, tables);
  for (int d = 1; d <= NONET_DIGITS; d++)
    for (NonetBits s = state->digit_cells[d]; !bits_empty (s); )
      {
        int c = bits_pop (&s), node = forcing_node (c, d);
        const HTable *on = h_closure (tables, node, true), *off = h_closure (tables, node, false);
        uint64_t shared;

        /* The assumption's own node false (true) counts too. */
        if (tables->clash[tables->comp[node * 2 + 1]] == H_CLASH || bits_has (on->off[d], c))
          bits_set (&results->elim[d], c);
        if (tables->clash[tables->comp[node * 2]] == H_CLASH || bits_has (off->on[d], c))
          bits_set (&results->place[d], c);
        /* The candidate true and false (checkTwoChains); one of them
         * alone shares at most itself, in its own cell. */
        if (tables->alone[tables->comp[node * 2 + 1]] || tables->alone[tables->comp[node * 2]])
          continue;
        shared = h_and (&common, on, off, tables->words[tables->comp[node * 2 + 1]]
                                          & tables->words[tables->comp[node * 2]]);
        if (shared != 0)
          h_add_common (state, &common, shared, bits_cell (c), results);
      }
  /* Every candidate of a cell; every place of a digit in a house. Two:
   * one false is the other true (in both kinds of tables), so what both
   * true imply is what each implies true and false, found above (each
   * leaving out its own cell, the other's taking it). */
  for (NonetBits cells = state->empty; !bits_empty (cells); )
    {
      int c = bits_pop (&cells), n = 0, branches[NONET_DIGITS];

      if (state->n_cands[c] == 2)
        continue;
      for (NonetMask m = state->cands[c]; m != 0; )
        branches[n++] = tables->comp[forcing_node (c, mask_pop (&m)) * 2 + 1];
      if (n > 0)
        h_verity (state, tables, branches, n, results);
    }
  for (int h = 0; h < NONET_HOUSES; h++)
    for (int d = 1; d <= NONET_DIGITS; d++)
      {
        int n = 0, branches[NONET_DIGITS];

        if (state->house_count[h][d] == 2)
          continue;
        for (NonetBits s = state_house_digit (state, h, d); !bits_empty (s); )
          branches[n++] = tables->comp[forcing_node (bits_pop (&s), d) * 2 + 1];
        if (n > 0)
          h_verity (state, tables, branches, n, results);
      }
  /* Placements only in empty cells (digit_cells holds candidates only). */
  return tables;
}

/* Whether the teaching path may show this result (Forcing.allowed). */
static bool
result_allowed (const Forcing *forcing,
                int            cell,
                int            digit,
                bool           place)
{
  const HResults *allowed = forcing->allowed;

  return allowed == NULL
         || bits_has (place ? allowed->place[digit] : allowed->elim[digit], cell);
}

/* Whether a step with this result may still be kept: the teaching path
 * shows it (result_allowed) and it may win its sink, which keeps HoDoKu's
 * lowest result, limit (_nonet_step_hodoku_limit of the sink, for place). */
static inline bool
result_may_win (const Forcing *forcing,
                int            cell,
                int            digit,
                bool           place,
                int            limit)
{
  return cell * 10 + digit <= limit && result_allowed (forcing, cell, digit, place);
}

/* The length (_nonet_step_hodoku_better's: links, else marks) of the
 * step the teaching path's sink keeps, when a forcing step of the same
 * result would have to be shorter to win it; else INT_MAX. INT_MAX too
 * above NONET_STEP_MAX_LINKS, the most a step draws (_nonet_step_link):
 * so a count of links at least this length bounds the drawn ones too. */
static int
kept_tie_length (const NonetStepSink *sink)
{
  const NonetStep *kept = &sink->steps[0];
  int length;

  /* _nonet_step_hodoku_limit gives the kept step's key only where its
   * order decides (a sink in HoDoKu's order keeping a forcing step);
   * lowest_se would put the SE value first. */
  if (sink->lowest_se || sink->n_steps == 0
      || (_nonet_step_hodoku_limit (sink, true) == INT_MAX
          && _nonet_step_hodoku_limit (sink, false) == INT_MAX))
    return INT_MAX;
  length = kept->n_links > 0 ? kept->n_links : kept->n_marks;
  return length <= NONET_STEP_MAX_LINKS ? length : INT_MAX;
}

/* SE's complexity of a contradiction with inner rules (its
 * BinaryChainingHint): the chains to each side of a clash counted on their
 * own, nodes they share twice, an inner result once over both; parents
 * (may be NULL) gets their rule parents (se_chains). */
static int
se_clash_chains (const Forcing     *forcing,
                 const ForcingSeed *seeds,
                 int                n_seeds,
                 NonetBits          parents[NONET_DIGITS + 1])
{
  SeUsed used;

  used.n = 0;
  if (forcing->net.result == FORCING_BOTH)
    return se_chains (forcing, &seeds[0], 1, SOURCE_NONE, parents, &used)
           + se_chains (forcing, &seeds[1], 1, SOURCE_NONE, parents, &used);
  return se_chains (forcing, seeds, n_seeds, SOURCE_NONE, parents, &used);
}

/* Whether the sink's kept step beats any step of the same SE value with
 * n_placements placements and n_eliminations eliminations, whatever its
 * chains: outside se_ties, steps of one value go by their placements,
 * then eliminations, then length (_nonet_step_better), so such a step need
 * not be drawn. Not where the kept step's value ends the search
 * (se_enough): offering a step then ends it even when it is not kept. */
static bool
se_kept_wins (const NonetStepSink *sink,
              int                  se_tenths,
              int                  n_placements,
              int                  n_eliminations)
{
  const NonetStep *kept = &sink->steps[0];

  if (sink->mode != NONET_SINK_BEST || !sink->lowest_se || sink->se_ties || sink->hodoku
      || sink->n_steps == 0 || kept->se_tenths != se_tenths || kept->se_tenths <= sink->se_enough)
    return false;
  return kept->n_placements > n_placements
         || (kept->n_placements == n_placements && kept->n_eliminations > n_eliminations);
}

/* The most nodes a chain valued from base may count to be valued below
 * value (_nonet_se_length_penalty: the ceilings 4, 6, 8, 12 ... passed,
 * plus 2); -1 when none is. */
static int
se_nodes_below (int base,
                int value)
{
  int length = 4;

  if (value <= base)
    return -1;
  for (int added = 0, odd = 0; added < value - 1 - base; added++, odd = !odd)
    {
      if (length > INT_MAX / 2)
        return INT_MAX;
      length = odd ? (length * 4) / 3 : (length * 3) / 2;
    }
  return length + 2;
}

/* The step of the contradiction net holds, from (cell, digit) on/off
 * (seeds its seeds): drawn in full. Returns the nodes drawn. */
static int
draw_contradiction (const Forcing     *forcing,
                    int                cell,
                    int                digit,
                    bool               on,
                    const ForcingSeed *seeds,
                    int                n_seeds,
                    NonetStep         *step)
{
  _nonet_step_begin (step, forcing->technique, nonet_digit_bit (digit));
  _nonet_step_cell (step, cell);
  if (on)
    _nonet_step_eliminate (step, forcing->state, cell, digit);
  else
    _nonet_step_place (step, forcing->state, cell, digit);
  mark_contradiction (&forcing->net, step);
  return _nonet_forcing_explain (&forcing->net, seeds, n_seeds, step);
}

/* Whether forcing's contradictions are offered undrawn (Forcing.light):
 * where the sink keeps the lowest SE value, valuing a step by its value,
 * rank, placements, eliminations and length alone, the last being its
 * links, which _nonet_forcing_count_links gives without drawing them
 * (a contradiction always has some: every seed but the assumption has a
 * cause). Not with inner rules (their walks are long to make again), on
 * one digit (the sink reads the links) nor in nested walks. Most steps
 * offered there are drawn for nothing: a later one is kept instead. */
static bool
se_light (const Forcing *forcing)
{
  const NonetStepSink *sink = forcing->sink;

  return forcing->state->se_walk && !forcing->state->hodoku_path && forcing->rules == NULL
         && forcing->collect == NULL && !forcing->nested && forcing->allowed == NULL
         && sink->mode == NONET_SINK_BEST && sink->lowest_se && !sink->hodoku
         && !sink->one_digit && sink->want_cell < 0;
}

/* The step the sink keeps, when it was offered undrawn (no marks: a
 * drawn step has at least its result's, _nonet_step_finish), drawn now
 * from its walk made again: the same step as drawn when offered (its
 * value and rank are the same). */
static void
draw_light (Forcing *forcing)
{
  NonetStep *kept = &forcing->sink->steps[0];
  ForcingSeed seeds[NONET_DIGITS + 9];
  NonetStep step;
  bool on;
  int cell, digit, n_seeds;

  if (!forcing->light || forcing->sink->n_steps == 0 || kept->n_marks != 0)
    return;
  on = kept->n_eliminations > 0;
  cell = on ? kept->eliminations[0].cell : kept->placements[0].cell;
  digit = on ? kept->eliminations[0].digit : kept->placements[0].digit;
  reset (forcing);
  _nonet_forcing_assume (&forcing->net, cell, digit, on);
  n_seeds = _nonet_forcing_contradiction_seeds (&forcing->net, seeds, NONET_DIGITS + 9);
  draw_contradiction (forcing, cell, digit, on, seeds, n_seeds, &step);
  step.se_tenths = kept->se_tenths;
  _nonet_step_finish (&step);
  *kept = step;
}

/* net holds the walk from (cell, digit) on/off that failed. */
static bool
offer_contradiction (Forcing *forcing,
                     int      cell,
                     int      digit,
                     bool     on)
{
  ForcingSeed seeds[NONET_DIGITS + 9];
  NonetStep step;
  int n_seeds, n_nodes = 0, n_explained;

  if (forcing->collect != NULL)
    {
      /* SE's BinaryChainingHint: each side of the clash counted on its own. */
      NonetBits parents[NONET_DIGITS + 1];
      uint16_t removals[NONET_DIGITS];
      int n_removals = 0, complexity;

      n_seeds = _nonet_forcing_contradiction_seeds (&forcing->net, seeds, NONET_DIGITS + 9);
      memset (parents, 0, sizeof parents);
      complexity = se_clash_chains (forcing, seeds, n_seeds, parents);
      if (on)
        removals[n_removals++] = (uint16_t) forcing_node (cell, digit);
      else
        for (NonetMask m = forcing->state->cands[cell] & ~nonet_digit_bit (digit); m != 0; )
          removals[n_removals++] = (uint16_t) forcing_node (cell, mask_pop (&m));
      collect_hint (forcing->collect, 0, removals, n_removals, complexity, parents);
      return false;
    }
  if (!result_allowed (forcing, cell, digit, !on))
    return false;
  n_seeds = _nonet_forcing_contradiction_seeds (&forcing->net, seeds, NONET_DIGITS + 9);
  if (forcing->state->se_walk)
    {
      /* SE counts the chain to each side of the clash on its own (shared
       * nodes twice: BinaryChainingHint.getComplexity); the step is drawn
       * only when it can be kept. */
      int base = base_tenths (forcing), value;
      int max = _nonet_step_sink_se_max_nodes (forcing->sink, base);

      /* Where the kept step wins the ties of its value (se_kept_wins),
       * this step must be valued below it: fewer nodes, counted no
       * further. */
      if (max != INT_MAX && forcing->sink->n_steps > 0
          && se_kept_wins (forcing->sink, forcing->sink->steps[0].se_tenths, !on, on))
        {
          int below = se_nodes_below (base, forcing->sink->steps[0].se_tenths);

          if (below < 0)
            return false;
          if (below < max)
            max = below;
        }
      if (forcing->rules != NULL)
        n_nodes = se_clash_chains (forcing, seeds, n_seeds, NULL);
      else if (forcing->net.result == FORCING_BOTH)
        {
          n_nodes = count_chains (forcing, &seeds[0], 1, max);
          if (n_nodes <= max)
            n_nodes += count_chains (forcing, &seeds[1], 1, max - n_nodes);
        }
      else
        n_nodes = count_chains (forcing, seeds, n_seeds, max);
      /* More nodes than max: valued too high to be kept. */
      if (n_nodes > max)
        return false;
      value = base + _nonet_se_length_penalty (n_nodes);
      if (!_nonet_step_sink_may_keep_se (forcing->sink, value,
                                         _nonet_se_rank (n_nodes, 7, cell, digit, !on)))
        return false;
      /* A placement when off, an elimination when on. */
      if (se_kept_wins (forcing->sink, value, !on, on))
        return _nonet_step_sink_cancelled (forcing->sink);
      /* A step that ends the search (se_enough) is drawn now. */
      if (forcing->light && (forcing->sink->se_ties || value > forcing->sink->se_enough))
        {
          /* What the sink reads of the step, drawn only if it is kept
           * in the end (draw_light). */
          int links = _nonet_forcing_count_links (&forcing->net, seeds, n_seeds);

          _nonet_step_begin (&step, forcing->technique, nonet_digit_bit (digit));
          if (on)
            _nonet_step_eliminate (&step, forcing->state, cell, digit);
          else
            _nonet_step_place (&step, forcing->state, cell, digit);
          step.n_links = links < NONET_STEP_MAX_LINKS ? links : NONET_STEP_MAX_LINKS;
          step.se_tenths = value;
          return _nonet_step_sink_add_se (forcing->sink, &step,
                                          _nonet_se_rank (n_nodes, 7, cell, digit, !on));
        }
    }
  n_explained = draw_contradiction (forcing, cell, digit, on, seeds, n_seeds, &step);
  /* The teaching path values the chains it draws; the SE walk SE's count. */
  if (!forcing->state->se_walk)
    n_nodes = n_explained;
  step.se_tenths = base_tenths (forcing) + _nonet_se_length_penalty (n_nodes);
  return _nonet_step_finish (&step) && _nonet_step_sink_add_se (forcing->sink, &step,
                                                                      _nonet_se_rank (n_nodes, 7, cell, digit, !on));
}

/* SE's Nishio (one digit's links): the walk from a candidate on can fail
 * only where no template of the digit uses it, off only where every one
 * does; in_some[d] and in_every[d] get those sets. Only where every empty
 * cell has two candidates or more (a cell with one could empty, which
 * templates do not see). Returns whether it made them. */
static bool
nishio_templates (const NonetLogicState *state,
                  NonetBits              in_some[NONET_DIGITS + 1],
                  NonetBits              in_every[NONET_DIGITS + 1])
{
  for (NonetBits cells = state->empty; !bits_empty (cells); )
    if (state->n_cands[bits_pop (&cells)] < 2)
      return false;
  for (int d = 1; d <= NONET_DIGITS; d++)
    _nonet_digit_templates (state, d, &in_some[d], &in_every[d]);
  return true;
}

static inline __attribute__ ((always_inline)) bool find_contradictions_in (Forcing *forcing,
                                                                           bool     hodoku);

/* Whether the sink keeps HoDoKu's lowest result of the contradictions
 * (_nonet_step_hodoku_limit): placements before eliminations, lower keys
 * (cell * 10 + digit) first. Each result has one assumption (the
 * candidate false for a placement, true for an elimination), so walked in
 * that order the first step kept wins, and result_may_win skips the rest.
 * Not where the sink keeps a step of another kind (another order), nor
 * nested, one digit's or SE's walks (their own order). */
static bool
hodoku_order (const Forcing *forcing)
{
  const NonetStepSink *sink = forcing->sink;

  return sink->hodoku && sink->mode == NONET_SINK_BEST && !sink->lowest_se && !sink->one_digit
         && sink->want_cell < 0 && !forcing->nested && forcing->collect == NULL
         && forcing->memo == NULL && forcing->rules == NULL && !forcing->state->se_walk
         && (sink->n_steps == 0 || _nonet_step_hodoku_limit (sink, true) != INT_MAX
             || _nonet_step_hodoku_limit (sink, false) != INT_MAX);
}

/* The memo (OnMemo) gets the walk of (cell, digit) on that forcing's
 * net holds; live: it found no contradiction. Not inlined: the loop of
 * find_contradictions_in would work out the node for every candidate. */
static __attribute__ ((noinline)) void
memo_keep (Forcing *forcing,
           int      cell,
           int      digit,
           bool     live)
{
  int node = forcing_node (cell, digit);

  forcing->memo->status[node] = live ? 1 : 2;
  memcpy (forcing->memo->on[node], forcing->net.sets.on, sizeof forcing->memo->on[node]);
  memcpy (forcing->memo->off[node], forcing->net.sets.off, sizeof forcing->memo->off[node]);
}

/* find_contradictions_in for each order (hodoku_order or not), a copy
 * of its own: a loop whose order is a variable costs 0.4% more on the
 * benchmark. */
static bool
find_contradictions_cells (Forcing *forcing)
{
  return find_contradictions_in (forcing, false);
}

static bool
find_contradictions_hodoku (Forcing *forcing)
{
  return find_contradictions_in (forcing, true);
}

static bool
find_contradictions (Forcing *forcing)
{
  bool light = forcing->light, done;

  forcing->light = se_light (forcing);
  done = hodoku_order (forcing) ? find_contradictions_hodoku (forcing)
                                : find_contradictions_cells (forcing);
  draw_light (forcing);
  forcing->light = light;
  return done;
}

/* Every assumption walked, in the order of hodoku (hodoku_order: the
 * candidates false, then true, cell by cell), else cell by cell, those
 * with fewer candidates first, each candidate true then false. */
static inline __attribute__ ((always_inline)) bool
find_contradictions_in (Forcing *forcing,
                        bool     hodoku)
{
  const NonetLogicState *state = forcing->state;
  NonetBits in_some[NONET_DIGITS + 1], in_every[NONET_DIGITS + 1];
  bool nishio = !hodoku && forcing->sink->one_digit && !forcing->dynamic
                && forcing->collect == NULL && nishio_templates (state, in_some, in_every);
  /* The SE walk's plain walks (singles, and Nishio's one digit) only add
   * what follows from what they have: a walk from a node that an earlier
   * walk reached without a contradiction reaches part of what that one
   * did, and fails no more. What those walks reached (on: 1, off: 0) is
   * not walked again; a third of the walks. */
  bool skip_reached = !hodoku && state->se_walk && forcing->rules == NULL
                      && forcing->collect == NULL && !forcing->nested && forcing->memo == NULL;
  NonetBits reached[2][NONET_DIGITS + 1], by_size[NONET_DIGITS + 1];
  /* HoDoKu's order (not nested, no collect, memo, Nishio nor SE walk: see
   * hodoku_order): a pass per kind (false, then true), each candidate
   * once. Else a pass per number of candidates: cells with few first,
   * their false candidates fail soonest, which matters for the nested
   * pass that stops at its first step. */
  int first = hodoku ? 0 : 2, last = hodoku ? 1 : NONET_DIGITS;
  /* result_may_win's limits (_nonet_step_hodoku_limit: a placement [0],
   * an elimination [1], so by on), read again after each step offered:
   * the sink keeps nothing new but from offer_contradiction here (walks
   * offer steps only when nested, not limited then). */
  bool limited = hodoku || (!forcing->nested && forcing->collect == NULL);
  int limit[2] = { _nonet_step_hodoku_limit (forcing->sink, true),
                   _nonet_step_hodoku_limit (forcing->sink, false) };

  memset (reached, 0, sizeof reached);
  memset (by_size, 0, sizeof by_size);
  for (NonetBits cells = hodoku ? bits_none () : state->empty; ; )
    {
      int cell = bits_pop (&cells);

      if (cell < 0)
        break;
      bits_set (&by_size[state->n_cands[cell]], cell);
    }
  for (int pass = first; pass <= last; pass++)
    for (NonetBits cells = hodoku ? state->empty : by_size[pass]; !bits_empty (cells); )
      {
        int cell = bits_pop (&cells);
        /* Not walked: an assumption the solution agrees with (it cannot
         * fail): cell by cell, a candidate true or false only. */
        int solved = state->solution != NULL ? state->solution[cell] : 0;

        for (NonetMask m = state->cands[cell]; m != 0; )
          {
            int digit = mask_pop (&m);
            int on_first = hodoku ? pass : solved == 0 || solved != digit;
            int on_last = hodoku ? pass : solved != 0 && solved != digit;

            for (int on = on_first; on >= on_last; on--)
              {
                /* Not walked either: an assumption whose result the
                 * teaching path would not show (not HoDoKu's) or keep
                 * (it cannot win the sink: result_may_win), and one
                 * Nishio's templates say cannot fail. */
                if (hodoku && solved != 0 && (solved == digit) == (on != 0))
                  continue;
                if (limited && !result_may_win (forcing, cell, digit, !on, limit[on]))
                  continue;
                if (nishio && bits_has (on ? in_some[digit] : in_every[digit], cell) == (on != 0))
                  continue;
                if (skip_reached && bits_has (reached[on][digit], cell))
                  continue;
                reset (forcing);
                /* SE's Nishio: a contradiction of one digit's links, with
                 * the places the walk removed gone (SE's dynamic chains on
                 * one digit); the other links would only hide it. */
                if (!hodoku && forcing->sink->one_digit && !forcing->dynamic)
                  {
                    forcing->net.one_digit = digit;
                    forcing->net.dynamic = true;
                    forcing->net.locked = false;
                  }
                ForcingResult result = _nonet_forcing_assume (&forcing->net, cell, digit, on);

                if (skip_reached && result == FORCING_OK)
                  for (int d = 1; d <= NONET_DIGITS; d++)
                    {
                      reached[1][d] = bits_or (reached[1][d], forcing->net.sets.on[d]);
                      reached[0][d] = bits_or (reached[0][d], forcing->net.sets.off[d]);
                    }

                /* A memo shared with the verities that follow (an inner
                 * search's): they walk the same assumptions on. */
                if (!hodoku && forcing->memo != NULL && on && !forcing->sink->cancelled)
                  memo_keep (forcing, cell, digit, result == FORCING_OK);
                if (result != FORCING_OK
                    && (offer_contradiction (forcing, cell, digit, on)
                        || (!hodoku && forcing->nested)))
                  return true;
                if (forcing->sink->cancelled)
                  return true;
                if (limited && result != FORCING_OK)
                  {
                    limit[0] = _nonet_step_hodoku_limit (forcing->sink, true);
                    limit[1] = _nonet_step_hodoku_limit (forcing->sink, false);
                  }
              }
          }
        if (_nonet_step_sink_cancelled (forcing->sink))
          return true;
      }
  return false;
}

/* ------------------------------------------------------------------------
 * Verity: the branches of one choice
 * ------------------------------------------------------------------------ */

typedef struct
{
  int  n;
  int  cells[NONET_DIGITS];
  int  digits[NONET_DIGITS];
  bool on[NONET_DIGITS];
} Branches;

static void
branches_add (Branches *branches,
              int       cell,
              int       digit,
              bool      on)
{
  branches->cells[branches->n] = cell;
  branches->digits[branches->n] = digit;
  branches->on[branches->n++] = on;
}

/* Walks one branch (from the memo when it has it, unless full: then the
 * net holds the whole walk, as _nonet_forcing_explain reads it); *on and
 * *off get what it implies. Returns whether it is live (no
 * contradiction). */
static bool
walk_branch (Forcing          *forcing,
             int               cell,
             int               digit,
             bool              on,
             bool              full,
             const NonetBits **on_out,
             const NonetBits **off_out)
{
  OnMemo *memo = on ? forcing->memo : NULL;
  int node = forcing_node (cell, digit);
  bool live;

  if (!full && memo != NULL && memo->status[node] != 0)
    {
      *on_out = memo->on[node];
      *off_out = memo->off[node];
      return memo->status[node] == 1;
    }
  reset (forcing);
  forcing->net.sets_only = !full;
  live = _nonet_forcing_assume (&forcing->net, cell, digit, on) == FORCING_OK;
  *on_out = forcing->net.sets.on;
  *off_out = forcing->net.sets.off;
  if (memo != NULL && !forcing->sink->cancelled)
    {
      memo->status[node] = live ? 1 : 2;
      memcpy (memo->on[node], forcing->net.sets.on, sizeof memo->on[node]);
      memcpy (memo->off[node], forcing->net.sets.off, sizeof memo->off[node]);
    }
  return live;
}

/* The results a step could show, per digit (placements [0], in empty
 * cells; eliminations [1]): where the teaching path keeps HoDoKu's results
 * (forcing->allowed) one of those, and one that may still win the
 * teaching path's sink. Kept in forcing for the limits and allowed results
 * they were worked out for: the limits seldom change in a search. */
static const NonetBits (*
result_targets (Forcing *forcing,
                int      place_limit,
                int      elim_limit))[NONET_DIGITS + 1]
{
  const NonetLogicState *state = forcing->state;

  if (forcing->targets_ready && forcing->target_limits[0] == place_limit
      && forcing->target_limits[1] == elim_limit && forcing->target_allowed == forcing->allowed)
    return (const NonetBits (*)[NONET_DIGITS + 1]) forcing->targets;
  for (int d = 1; d <= NONET_DIGITS; d++)
    {
      NonetBits place = bits_and (state->empty, cells_within (place_limit, d));
      NonetBits elim = bits_and (state->digit_cells[d], cells_within (elim_limit, d));

      if (forcing->allowed != NULL)
        {
          place = bits_and (place, forcing->allowed->place[d]);
          elim = bits_and (elim, forcing->allowed->elim[d]);
        }
      forcing->targets[0][d] = place;
      forcing->targets[1][d] = elim;
    }
  forcing->targets_ready = true;
  forcing->target_limits[0] = place_limit;
  forcing->target_limits[1] = elim_limit;
  forcing->target_allowed = forcing->allowed;
  return (const NonetBits (*)[NONET_DIGITS + 1]) forcing->targets;
}

/* The order to walk branches in (the results do not depend on it, the
 * work does, as run_branches stops early): those walked already in this
 * search (the memo's), then the one the solution agrees with (it implies
 * only what is true, which the others' walks seldom all share), then the
 * rest. */
static void
branch_order (const Forcing  *forcing,
              const Branches *branches,
              int             order[NONET_DIGITS])
{
  const uint8_t *solution = forcing->state->solution;
  int later[2][NONET_DIGITS];
  int n = 0, n_later[2] = { 0, 0 };

  for (int i = 0; i < branches->n; i++)
    {
      int node = forcing_node (branches->cells[i], branches->digits[i]);
      bool walked = branches->on[i] && forcing->memo != NULL && forcing->memo->status[node] != 0;
      bool true_one = solution != NULL
                      && (solution[branches->cells[i]] == branches->digits[i]) == branches->on[i];

      if (walked)
        order[n++] = i;
      else
        later[!true_one][n_later[!true_one]++] = i;
    }
  for (int p = 0; p < 2; p++)
    for (int k = 0; k < n_later[p]; k++)
      order[n++] = later[p][k];
}

/* Reads the sink's limits into forcing->sink_limits. */
static void
sink_limits (Forcing *forcing)
{
  forcing->sink_limits[0] = _nonet_step_hodoku_limit (forcing->sink, true);
  forcing->sink_limits[1] = _nonet_step_hodoku_limit (forcing->sink, false);
}

/* Runs each branch; common[] gets what every branch that does not fail
 * implies (on: 0, off: 1). Returns the number of live branches, or -1 as
 * soon as common holds no result (the other branches are not walked), or
 * as soon as the live branches of a choice that can only tie
 * (Forcing.tie_links) draw as many links as the kept step has. */
static int
run_branches (Forcing        *forcing,
              const Branches *branches,
              NonetBits       common[2][NONET_DIGITS + 1],
              bool            live[NONET_DIGITS])
{
  int n_live = 0, order[NONET_DIGITS], tie_links = 0;
  bool tie = forcing->tie_links > 0;
  ForcingSeed seed = { forcing->tie_node, forcing->tie_on };
  /* The sink keeps nothing new while the branches run. */
  const NonetBits (*targets)[NONET_DIGITS + 1]
    = result_targets (forcing, forcing->sink_limits[0], forcing->sink_limits[1]);

  branch_order (forcing, branches, order);
  for (int d = 1; d <= NONET_DIGITS; d++)
    common[0][d] = common[1][d] = bits_all ();
  for (int k = 0; k < branches->n; k++)
    {
      int i = order[k];
      const NonetBits *on, *off;

      if (_nonet_step_sink_cancelled (forcing->sink))
        return 0;
      live[i] = walk_branch (forcing, branches->cells[i], branches->digits[i], branches->on[i],
                             tie, &on, &off);
      n_live += live[i];
      /* offer_verity draws, per live branch, the links to each node
       * behind its results: at least those behind the tie's result, when
       * the step has it (else it loses all the same). The step's links
       * only add up over the branches, and it must have fewer than the
       * kept step to win. */
      if (tie && live[i]
          && (tie_links += _nonet_forcing_count_links (&forcing->net, &seed, 1))
             >= forcing->tie_links)
        return -1;
      /* SE intersects a failed branch too, with what it implied up to the
       * contradiction (valid: that branch is impossible), and so does
       * HoDoKu, with all its table implies; where the results are HoDoKu's
       * (forcing->allowed), the branch that fails implies them all. */
      if (!live[i] && !forcing->state->se_walk
          && (!forcing->state->hodoku_path || forcing->allowed != NULL))
        continue;
      /* Common still holds a result a step could show (targets). The
       * sets of digits 1-9 as 64-bit words, two per digit, in a loop the
       * compiler vectorizes. */
      uint64_t any = 0;
      uint64_t *restrict c_on = (uint64_t *) &common[0][1];
      uint64_t *restrict c_off = (uint64_t *) &common[1][1];
      const uint64_t *restrict w_on = (const uint64_t *) &on[1];
      const uint64_t *restrict w_off = (const uint64_t *) &off[1];
      const uint64_t *restrict t_on = (const uint64_t *) &targets[0][1];
      const uint64_t *restrict t_off = (const uint64_t *) &targets[1][1];

      for (int w = 0; w < 2 * NONET_DIGITS; w++)
        {
          c_on[w] &= w_on[w];
          c_off[w] &= w_off[w];
          any |= (c_on[w] & t_on[w]) | (c_off[w] & t_off[w]);
        }
      if (any == 0)
        return -1;
    }
  return n_live;
}

/* A verity step with its branches marked. */
static void
begin_verity (const Forcing  *forcing,
              const Branches *branches,
              int             house,
              NonetStep      *step)
{
  NonetMask digits = 0;

  for (int i = 0; i < branches->n; i++)
    digits |= nonet_digit_bit (branches->digits[i]);
  _nonet_step_begin (step, forcing->technique, digits);
  if (house >= 0)
    _nonet_step_house (step, house, NONET_ROLE_BASE);
  for (int i = 0; i < branches->n; i++)
    {
      _nonet_step_cell (step, branches->cells[i]);
      _nonet_step_mark (step, branches->cells[i], branches->digits[i], NONET_ROLE_BASE);
    }
}

#define SE_MAX_TARGETS 64

/* A target's total once its step can no longer be kept (see
 * drop_lost_targets): its chains are not counted further. */
#define TARGET_LOST (INT32_MAX / 2)

static uint64_t se_verity_rank (const Branches *branches,
                                int             house,
                                int             complexity);

/* The totals only grow branch by branch: a target whose step, valued
 * with its total so far, the sink would not keep is lost. Returns whether
 * any target is left. */
static bool
drop_lost_targets (const Forcing  *forcing,
                   const Branches *branches,
                   int             house,
                   int             n_targets,
                   int            *total)
{
  bool any = false;
  int base = base_tenths (forcing);

  for (int t = 0; t < n_targets; t++)
    {
      if (total[t] == TARGET_LOST)
        continue;
      if (!_nonet_step_sink_may_keep_se (forcing->sink, base + _nonet_se_length_penalty (total[t]),
                                         se_verity_rank (branches, house, total[t])))
        total[t] = TARGET_LOST;
      else
        any = true;
    }
  return any;
}

/* Walks each branch again and adds, per target, the chains to it:
 * SE's way (se_chains, from source, with the rule parents when parents is
 * given and the inner results counted once per target when used is) where
 * nesting is involved, else plain chain counts. prune: targets whose step
 * (a verity from house, -1 for a cell's or a candidate's) can no longer
 * be kept are dropped as their totals grow (TARGET_LOST); false when none
 * is left. */
static bool
add_branch_chains (Forcing           *forcing,
                   const Branches    *branches,
                   const ForcingSeed *targets,
                   int                n_targets,
                   int                source,
                   NonetBits        (*parents)[NONET_DIGITS + 1],
                   SeUsed            *used,
                   bool               prune,
                   int                house,
                   int               *total)
{
  /* A target still there has a total the sink may keep, so at most max:
   * its count stops once past what is left of that (its total then
   * above max, it is lost all the same). */
  int max = prune ? _nonet_step_sink_se_max_nodes (forcing->sink, base_tenths (forcing)) : INT_MAX;
  /* Plain counts: every branch reached each target (it is common to
   * them), so adds a node at least; a target whose total, with one per
   * branch left, is past max is lost already. */
  bool ahead = max != INT_MAX && parents == NULL && used == NULL && forcing->rules == NULL;

  for (int i = 0; i < branches->n; i++)
    {
      int left = ahead ? branches->n - 1 - i : 0;

      reset (forcing);
      _nonet_forcing_assume (&forcing->net, branches->cells[i], branches->digits[i],
                             branches->on[i]);
      for (int t = 0; t < n_targets; t++)
        if (total[t] != TARGET_LOST)
          {
            total[t] += parents != NULL || used != NULL
                        ? se_chains (forcing, &targets[t], 1, source,
                                     parents != NULL ? parents[t] : NULL,
                                     used != NULL ? &used[t] : NULL)
                        : count_chains (forcing, &targets[t], 1,
                                        max == INT_MAX ? INT_MAX : max - left - total[t]);
            if (ahead && total[t] + left > max)
              total[t] = TARGET_LOST;
          }
      if (prune && !drop_lost_targets (forcing, branches, house, n_targets, total))
        return false;
    }
  return true;
}

/* The target of the lowest total that SE lists first: its chains list
 * their results in the order the first branch reached them, true ones
 * first (its LinkedSets), and its sort keeps that order among equals.
 * Outside SE's exact walk (se_ties), the first of the lowest. */
static int
se_first_target (Forcing           *forcing,
                 const Branches    *branches,
                 const ForcingSeed *targets,
                 int                n_targets,
                 const int         *total)
{
  int best = 0, ties = 0, best_key = 0;

  for (int t = 1; t < n_targets; t++)
    if (total[t] < total[best])
      best = t;
  for (int t = 0; t < n_targets; t++)
    ties += total[t] == total[best];
  if (ties < 2 || !forcing->sink->se_ties)
    return best;
  reset (forcing);
  _nonet_forcing_assume (&forcing->net, branches->cells[0], branches->digits[0], branches->on[0]);
  for (int t = 0, lowest = total[best], first = 1; t < n_targets; t++)
    {
      int node = targets[t].node;
      int key = targets[t].on ? forcing->net.on_time[node] : 0x10000 + forcing->net.off_time[node];

      if (total[t] == lowest && (first || key < best_key))
        {
          best = t;
          best_key = key;
          first = 0;
        }
    }
  return best;
}

/* A verity's place in SE's order (_nonet_se_rank): a candidate true and
 * false agreeing (its BinaryChainingHint), a cell's chains, a house's. */
static uint64_t
se_verity_rank (const Branches *branches,
                int             house,
                int             complexity)
{
  int cell = branches->cells[0];

  if (house >= 0)
    return _nonet_se_rank (complexity, 6, cell, branches->digits[0],
                           house >= 18 ? 0 : house < 9 ? 1 : 2);
  if (branches->n == 2 && branches->cells[1] == cell && branches->digits[1] == branches->digits[0])
    return _nonet_se_rank (complexity, 1, cell, branches->digits[0], 0);
  return _nonet_se_rank (complexity, 5, cell, 0, 0);
}

/* The SE walk's verity: SE makes one hint per result, valued by the chains
 * to it, each branch's counted on its own (CellChainingHint and
 * RegionChainingHint.getComplexity), and takes the lowest; so does this,
 * with the one result. */
static bool
offer_se_verity (Forcing        *forcing,
                 const Branches *branches,
                 NonetBits       common[2][NONET_DIGITS + 1],
                 int             house)
{
  const NonetLogicState *state = forcing->state;
  ForcingSeed targets[SE_MAX_TARGETS];
  int total[SE_MAX_TARGETS] = { 0 };
  int n_targets = 0, best = 0, se_tenths;
  bool lost;
  uint64_t rank;
  NonetStep step;
  SeUsed *used = NULL;             /* per target, over the branches */
  /* SE's collectRuleParents takes a cell chain's assumptions as naked
   * singles of their cell, a region chain's as hidden ones of its house;
   * a candidate true and false (its double chain) as neither. */
  int source = house >= 0 ? house
               : branches->n == 2 && branches->cells[0] == branches->cells[1]
                 && branches->digits[0] == branches->digits[1] ? SOURCE_NONE : SOURCE_CELL;

  for (int on = 1; on >= 0; on--)
    for (int d = 1; d <= NONET_DIGITS; d++)
      for (NonetBits s = bits_and (common[!on][d], on ? state->empty : state->digit_cells[d]);
           !bits_empty (s) && n_targets < SE_MAX_TARGETS; )
        targets[n_targets++] = (ForcingSeed) { forcing_node (bits_pop (&s), d), on };
  if (n_targets == 0)
    return false;
  if (forcing->rules != NULL)
    {
      used = calloc (n_targets, sizeof *used);
      if (used == NULL)
        return false;
    }
  if (forcing->collect != NULL)
    {
      /* Every result is a hint of its own (SE's nested rules take all). */
      NonetBits (*parents)[NONET_DIGITS + 1] = calloc (n_targets, sizeof *parents);

      if (parents == NULL)
        {
          free (used);
          return false;
        }
      add_branch_chains (forcing, branches, targets, n_targets, source, parents, used, false, house,
                         total);
      for (int t = 0; t < n_targets; t++)
        {
          uint16_t removals[NONET_DIGITS];
          int n_removals = 0, cell = targets[t].node / 9, digit = targets[t].node % 9 + 1;

          if (!targets[t].on)
            removals[n_removals++] = (uint16_t) targets[t].node;
          else
            for (NonetMask m = state->cands[cell] & ~nonet_digit_bit (digit); m != 0; )
              removals[n_removals++] = (uint16_t) forcing_node (cell, mask_pop (&m));
          collect_hint (forcing->collect, 0, removals, n_removals, total[t], parents[t]);
        }
      free (parents);
      free (used);
      return false;
    }
  lost = !add_branch_chains (forcing, branches, targets, n_targets, SOURCE_NONE, NULL, used, true,
                             house, total);
  free (used);
  if (lost)
    return false;
  best = se_first_target (forcing, branches, targets, n_targets, total);
  se_tenths = base_tenths (forcing) + _nonet_se_length_penalty (total[best]);
  rank = se_verity_rank (branches, house, total[best]);
  /* Drawn only when it can be kept: most verities of a search are not. */
  if (!_nonet_step_sink_may_keep_se (forcing->sink, se_tenths, rank))
    return false;
  begin_verity (forcing, branches, house, &step);
  {
    int cell = targets[best].node / 9, digit = targets[best].node % 9 + 1;
    if (targets[best].on)
      _nonet_step_place (&step, state, cell, digit);
    else
      _nonet_step_eliminate (&step, state, cell, digit);
  }
  for (int i = 0; i < branches->n; i++)
    {
      reset (forcing);
      _nonet_forcing_assume (&forcing->net, branches->cells[i], branches->digits[i],
                             branches->on[i]);
      _nonet_forcing_explain (&forcing->net, &targets[best], 1, &step);
    }
  step.se_tenths = se_tenths;
  return _nonet_step_finish (&step) && _nonet_step_sink_add_se (forcing->sink, &step, rank);
}

/* Whether the result (cell, digit placed or removed) only says that one of
 * the branches fails: its contradiction is the step that shows why (and
 * find_contradictions offers it), not a verity whose other branches
 * merely imply the obvious. */
static bool
negates_branch (const Branches *branches,
                const bool      live[NONET_DIGITS],
                int             cell,
                int             digit,
                bool            place)
{
  for (int i = 0; i < branches->n; i++)
    if (!live[i] && branches->cells[i] == cell && branches->digits[i] == digit
        && branches->on[i] != place)
      return true;
  return false;
}

/* The step of a verity: placements when there are any (their eliminations
 * follow), else eliminations; each live branch's implications drawn in turn. */
static bool
offer_verity (Forcing        *forcing,
              const Branches *branches,
              NonetBits       common[2][NONET_DIGITS + 1],
              const bool      live[NONET_DIGITS],
              int             house)
{
  const NonetLogicState *state = forcing->state;
  ForcingSeed seeds[NONET_STEP_MAX_ELIMINATIONS];
  NonetStep step;
  int n_seeds = 0, n_nodes = 0, max_links;

  if (state->se_walk)
    return offer_se_verity (forcing, branches, common, house);
  begin_verity (forcing, branches, house, &step);
  for (int d = 1; d <= NONET_DIGITS; d++)
    for (NonetBits s = bits_and (common[0][d], state->empty); !bits_empty (s); )
      {
        int c = bits_pop (&s);
        if (result_allowed (forcing, c, d, true) && !negates_branch (branches, live, c, d, true)
            && _nonet_step_place (&step, state, c, d) && n_seeds < NONET_STEP_MAX_ELIMINATIONS)
          seeds[n_seeds++] = (ForcingSeed) { forcing_node (c, d), true };
      }
  if (step.n_placements == 0)
    for (int d = 1; d <= NONET_DIGITS; d++)
      for (NonetBits s = bits_and (common[1][d], state->digit_cells[d]); !bits_empty (s); )
        {
          int c = bits_pop (&s);
          if (result_allowed (forcing, c, d, false)
              && !negates_branch (branches, live, c, d, false)
              && _nonet_step_eliminate (&step, state, c, d)
              && n_seeds < NONET_STEP_MAX_ELIMINATIONS)
            seeds[n_seeds++] = (ForcingSeed) { forcing_node (c, d), false };
        }
  if (step.n_placements == 0 && step.n_eliminations == 0)
    return false;
  /* The teaching path's sink (HoDoKu's order) keeps a forcing step of the
   * same kind and a lower key, or of the same key and fewer links: a
   * step that cannot beat it is not drawn, nor drawn on once its links
   * (which only add up, branch by branch) are as many as the kept one's. */
  {
    bool place = step.n_placements > 0;
    const NonetCandidate *list = place ? step.placements : step.eliminations;
    int n = place ? step.n_placements : step.n_eliminations;
    int key = INT_MAX, limit = _nonet_step_hodoku_limit (forcing->sink, place);

    for (int i = 0; i < n; i++)
      if (list[i].cell * 10 + list[i].digit < key)
        key = list[i].cell * 10 + list[i].digit;
    if (key > limit)
      return _nonet_step_sink_cancelled (forcing->sink);
    max_links = key == limit ? kept_tie_length (forcing->sink) : INT_MAX;
  }
  for (int i = 0; i < branches->n; i++)
    {
      if (!live[i])
        continue;
      reset (forcing);
      _nonet_forcing_assume (&forcing->net, branches->cells[i], branches->digits[i],
                             branches->on[i]);
      n_nodes += _nonet_forcing_explain (&forcing->net, seeds, n_seeds, &step);
      if (step.n_links >= max_links)
        return _nonet_step_sink_cancelled (forcing->sink);
    }
  step.se_tenths = base_tenths (forcing) + _nonet_se_length_penalty (n_nodes);
  return _nonet_step_finish (&step) && _nonet_step_sink_add (forcing->sink, &step);
}

static bool
try_branches (Forcing        *forcing,
              const Branches *branches,
              int             house)
{
  NonetBits common[2][NONET_DIGITS + 1];
  bool live[NONET_DIGITS];
  bool any = false;

  int n_live = run_branches (forcing, branches, common, live);

  if (forcing->sink->cancelled)
    return true;
  if (n_live < 0)
    return false;
  if (forcing->state->se_walk || forcing->state->hodoku_path
      ? n_live < 1 || branches->n < 2 : n_live < 2)
    return false;
  for (int d = 1; d <= NONET_DIGITS && !any; d++)
    any = bits_intersect (common[0][d], forcing->state->empty)
          || bits_intersect (common[1][d], forcing->state->digit_cells[d]);
  if (!any)
    return false;
  any = offer_verity (forcing, branches, common, live, house);
  sink_limits (forcing);
  return any;
}

static bool find_verities_in (Forcing *forcing);

/* Whether a choice with these keys (HResults) may give a result that may
 * still win the sink (_nonet_step_hodoku_limit); sets forcing->tie_links
 * and tie_node, tie_on. A choice whose lowest key is the limit ties with
 * the kept step at best (our walks imply part of what HoDoKu's do, so its
 * step's result has a key at least that): its step wins only by being
 * shorter, and no verity is shorter than one link or mark (begin_verity
 * marks its branches), so not one of length 1. */
static bool
choice_admits (Forcing        *forcing,
               const uint16_t  keys[2])
{
  int tie = -1, length;

  forcing->tie_links = 0;
  for (int kind = 0; kind < 2; kind++)
    {
      int limit = forcing->sink_limits[kind];

      /* Above the limit the keys were noted with, they do not tell. */
      if (limit > forcing->allowed->limit[kind]
          || (keys[kind] != H_NO_KEY && keys[kind] < limit))
        return true;
      if (keys[kind] != H_NO_KEY && keys[kind] == limit)
        tie = kind;
    }
  if (tie < 0)
    return false;
  length = kept_tie_length (forcing->sink);
  if (length <= 1)
    return false;
  if (length != INT_MAX)
    {
      forcing->tie_links = length;
      forcing->tie_node = forcing_node (keys[tie] / 10, keys[tie] % 10);
      forcing->tie_on = tie == 0;
    }
  return true;
}

/* Whether the static walks of branches (all "on") may share a result:
 * what they can reach does (reach may be NULL: then they may). */
static bool
may_share (const NonetStaticClosure *reach,
           const Branches           *branches)
{
  return reach == NULL
         || _nonet_static_closure_share (reach, branches->cells, branches->digits, branches->n);
}

/* Whether the verity of the candidate of cell and digit true and false
 * cannot give anything because its false branch implies itself alone:
 * the teaching path's nets follow singles only (reset: no pointing and
 * claiming; no nesting or inner rules here), and the candidate off leaves
 * its cell two candidates or more and the digit two places or more in
 * each of its houses, so no single and no contradiction. What both
 * branches share is then at most the candidate false, which the true
 * branch cannot imply: live, a walk never has a node on and off; failing,
 * it counts for nothing (forcing->allowed), or with what it set, which
 * lacks its own node off (ours). */
static bool
net_off_alone (const Forcing *forcing,
               int            cell,
               int            digit)
{
  const NonetLogicState *state = forcing->state;

  if (!forcing->dynamic || !state->hodoku_path || state->se_walk || forcing->nested
      || forcing->rules != NULL || forcing->collect != NULL || state->n_cands[cell] < 3)
    return false;
  for (int i = 0; i < 3; i++)
    if (state->house_count[nonet_cell_houses[cell][i]][digit] < 3)
      return false;
  return true;
}

static bool
find_verities (Forcing *forcing)
{
  bool done;

  if (forcing->memo != NULL)
    return find_verities_in (forcing);      /* the caller's */
  forcing->memo = malloc (sizeof *forcing->memo);
  if (forcing->memo != NULL)
    memset (forcing->memo->status, 0, sizeof forcing->memo->status);
  done = find_verities_in (forcing);
  free (forcing->memo);
  forcing->memo = NULL;
  return done;
}

static bool
find_verities_in (Forcing *forcing)
{
  const NonetLogicState *state = forcing->state;
  Branches branches;

  /* SE's static multiple chains start only from cells with three
   * candidates or more (two: a plain forcing chain, found before), and
   * try a candidate true and false in dynamic chains only. Their walks are
   * made only where what the branches can reach has something in common. */
  bool se_static = state->se_walk && !forcing->dynamic;
  int pair_min = se_static ? NONET_DIGITS + 1 : 3;
  NonetStaticClosure *reach = NULL;
  bool own_reach = false;
  /* The teaching path's forcing chains walk only the choices whose
   * verity may give one of HoDoKu's results that may still win
   * (h_note_choices, choice_admits). */
  const HResults *choices = forcing->allowed != NULL && forcing->allowed->has_choices
                            ? forcing->allowed : NULL;

  forcing->tie_links = 0;
  sink_limits (forcing);
  if (se_static && !state->hodoku_path && forcing->collect == NULL)
    {
      /* The walk's last closure serves while it covers the state (a few
       * eliminations, the links of new pairs added): its sets bound the
       * walks all the same, less tightly. */
      InnerCache *cache = state->nest_cache;

      if (cache != NULL && cache->reach != NULL && _nonet_static_closure_covers (cache->reach, state))
        reach = cache->reach;
      else
        {
          reach = _nonet_static_closure_new (state);
          if (cache != NULL)
            {
              _nonet_static_closure_free (cache->reach);
              cache->reach = reach;
            }
          else
            own_reach = true;
        }
    }

  /* Cells, then a candidate true or false. */
  for (NonetBits cells = state->empty; !bits_empty (cells); )
    {
      int cell = bits_pop (&cells);
      if (se_static && state->n_cands[cell] < 3)
        continue;
      branches.n = 0;
      for (NonetMask m = state->cands[cell]; m != 0; )
        branches_add (&branches, cell, mask_pop (&m), true);
      if (may_share (reach, &branches)
          && (choices == NULL || choice_admits (forcing, choices->cell_keys[cell]))
          && try_branches (forcing, &branches, -1))
        goto found;
      for (NonetMask m = state->cands[cell]; state->n_cands[cell] >= pair_min && m != 0; )
        {
          int digit = mask_pop (&m);
          if ((choices != NULL
               && !choice_admits (forcing, choices->cand_keys[forcing_node (cell, digit)]))
              || net_off_alone (forcing, cell, digit))
            continue;
          branches.n = 0;
          branches_add (&branches, cell, digit, true);
          branches_add (&branches, cell, digit, false);
          if (try_branches (forcing, &branches, -1))
            goto found;
        }
      if (_nonet_step_sink_cancelled (forcing->sink))
        goto found;
    }
  /* Houses: each place of a digit. */
  for (int h = 0; h < NONET_HOUSES; h++)
    for (int d = 1; d <= NONET_DIGITS; d++)
      {
        /* Two places: the same as a candidate true or false, but SE's
         * region chains take them too (from a first place with three
         * candidates or more in static chains). */
        if (state->house_count[h][d] < (state->se_walk ? 2 : 3))
          continue;
        if (se_static && state->n_cands[bits_first (state_house_digit (state, h, d))] < 3)
          continue;
        if (choices != NULL && !choice_admits (forcing, choices->house_keys[h][d]))
          continue;
        branches.n = 0;
        for (NonetBits s = state_house_digit (state, h, d); !bits_empty (s); )
          branches_add (&branches, bits_pop (&s), d, true);
        if (may_share (reach, &branches) && try_branches (forcing, &branches, h))
          goto found;
      }
  if (own_reach)
    _nonet_static_closure_free (reach);
  return false;

found:
  if (own_reach)
    _nonet_static_closure_free (reach);
  return true;
}

/* ------------------------------------------------------------------------
 * SE's nested levels: inner rules where a walk is stuck
 * ------------------------------------------------------------------------ */

/* Marks in parents what the walk removed (from forcing's source to its
 * state) in cell, or of digit in house h: a single's rule parents. */
static void
add_removed (const NonetLogicState *source,
             const NonetLogicState *current,
             int                    cell,
             int                    digit,
             int                    house,
             NonetBits              parents[NONET_DIGITS + 1])
{
  if (house < 0)
    {
      for (NonetMask m = source->cands[cell] & ~current->cands[cell]; m != 0; )
        bits_set (&parents[mask_pop (&m)], cell);
      return;
    }
  parents[digit] = bits_or (parents[digit],
                            bits_andnot (state_house_digit (source, house, digit),
                                         current->digit_cells[digit]));
}

static void
push_seed (ForcingSeed *stack,
           int         *depth,
           NonetBits    seen[2][NONET_DIGITS + 1],
           int          node,
           bool         on)
{
  if (forcing_mark_seen (seen, node, on))
    stack[(*depth)++] = (ForcingSeed) { node, on };
}

/* SE's complexity of the chains to the seeds (getComplexity): the nodes
 * behind them, each once, plus once each the complexity of the inner
 * results they stand on (getNestedComplexity). With parents, also the
 * rule parents of these chains when they are an inner rule's result
 * (collectRuleParents): what the outer walk removed from the cells and
 * houses of their singles (the assumption's cause is source's). An inner
 * result already in shared (may be NULL) is not counted again: SE counts
 * each once over all the chains of a hint. */

static int
se_chains (const Forcing     *forcing,
           const ForcingSeed *seeds,
           int                n_seeds,
           int                source,
           NonetBits          parents[NONET_DIGITS + 1],
           SeUsed            *shared)
{
  const ForcingNet *net = &forcing->net;
  ForcingSeed stack[2 * FORCING_NODES];
  NonetBits seen[2][NONET_DIGITS + 1];
  SeUsed local;
  SeUsed *used = shared != NULL ? shared : &local;
  int depth = 0, n_found = 0, nested = 0;

  memset (seen, 0, sizeof seen);
  local.n = 0;
  for (int i = 0; i < n_seeds; i++)
    push_seed (stack, &depth, seen, seeds[i].node, seeds[i].on);
  while (depth > 0)
    {
      ForcingSeed item = stack[--depth];
      ForcingSeed out[NONET_DIGITS + 9];
      int cell = item.node / 9, digit = item.node % 9 + 1;
      uint16_t cause;
      int n;

      if (net->result == FORCING_BOTH && item.node == net->bad_node && item.on == net->bad_on)
        cause = net->bad_cause;
      else if (item.on ? forcing_is_on (net, cell, digit) : forcing_is_off (net, cell, digit))
        cause = item.on ? net->on_cause[item.node] : net->off_cause[item.node];
      else
        continue;
      n_found++;
      if (parents != NULL && forcing->collect != NULL && item.on)
        {
          const InnerHints *hints = forcing->collect;
          if (cause == CAUSE_NAKED)
            add_removed (hints->source, forcing->state, cell, digit, -1, parents);
          else if (cause >= CAUSE_HIDDEN && cause < CAUSE_HIDDEN + NONET_HOUSES)
            add_removed (hints->source, forcing->state, cell, digit, cause - CAUSE_HIDDEN,
                         parents);
          else if (cause == CAUSE_ASSUMED && source != SOURCE_NONE)
            add_removed (hints->source, forcing->state, cell, digit, source, parents);
        }
      if (cause >= CAUSE_RULE && cause < CAUSE_RULE + CAUSE_RULE_MAX && forcing->rules != NULL)
        {
          const Rule *rule = &forcing->rules->rules[cause - CAUSE_RULE];
          int u = 0;

          while (u < used->n && used->keys[u] != rule->key)
            u++;
          if (u == used->n)
            {
              nested += rule->complexity;
              if (used->n < SE_MAX_USED)
                used->keys[used->n++] = rule->key;
            }
          for (int d = 1; d <= NONET_DIGITS; d++)
            for (NonetBits b = rule->parents[d]; !bits_empty (b); )
              push_seed (stack, &depth, seen, forcing_node (bits_pop (&b), d), false);
          continue;
        }
      n = _nonet_forcing_parents (net, item.node, item.on, out);
      for (int i = 0; i < n; i++)
        push_seed (stack, &depth, seen, out[i].node, out[i].on);
    }
  return n_found + nested;
}

/* An inner rule's result; SE skips one without rule parents (it holds
 * without the walk: the walk's own search finds it). */
static void
collect_hint (InnerHints      *hints,
              int              order,
              const uint16_t  *removals,
              int              n_removals,
              int              complexity,
              const NonetBits  parents[NONET_DIGITS + 1])
{
  InnerHint *hint;
  bool any = false;

  for (int d = 1; d <= NONET_DIGITS && !any; d++)
    any = !bits_empty (parents[d]);
  if (!any || n_removals == 0 || hints->n >= MAX_HINTS)
    return;
  hint = &hints->hints[hints->n++];
  hint->order = order;
  hint->complexity = complexity;
  hint->n_removals = n_removals;
  memcpy (hint->removals, removals, n_removals * sizeof *removals);
  memcpy (hint->parents, parents, sizeof hint->parents);
}

/* One breadth-first search of unary_chains: from start (on or off) along
 * the grid's own links (x_only: one digit's) to start's opposite; the
 * parents and causes of the nodes reached are in nest. Returns whether it
 * got there. */
static bool
unary_search (Nested *nest,
              int     start,
              int     start_on,
              bool    x_only)
{
  static const int house_order[3] = { 2, 0, 1 };   /* SE: block, row, column */
  const NonetLogicState *t = &nest->state;
  int head = 0, tail = 0;
  uint32_t gen = ++nest->gen;

  nest->seen[start_on][start] = gen;
  nest->parent[start_on][start] = -1;
  nest->cause[start_on][start] = CAUSE_ASSUMED;
  nest->queue[tail++] = (uint16_t) (start | (start_on << 15));
  while (head < tail)
    {
      int item = nest->queue[head++], node = item & 0x7fff, on = item >> 15;
      int cell = node / 9, digit = node % 9 + 1;
      int next[NONET_DIGITS + 24];
      uint16_t causes[NONET_DIGITS + 24];
      int n = 0;

      if (on)
        {
          NonetBits peers = bits_and (bits_peers (cell), t->digit_cells[digit]);
          for (NonetMask o = t->cands[cell] & ~nonet_digit_bit (digit); o != 0 && !x_only; )
            causes[n] = 0, next[n++] = forcing_node (cell, mask_pop (&o));
          for (int p; (p = bits_pop (&peers)) >= 0; )
            causes[n] = 0, next[n++] = forcing_node (p, digit);
        }
      else
        {
          if (t->n_cands[cell] == 2 && !x_only)
            causes[n] = CAUSE_NAKED,
            next[n++] = forcing_node (cell, mask_first (t->cands[cell] & ~nonet_digit_bit (digit)));
          for (int i = 0; i < 3; i++)
            {
              int h = nonet_cell_houses[cell][house_order[i]];
              if (t->house_count[h][digit] == 2)
                {
                  NonetBits other = state_house_digit (t, h, digit);
                  bits_clear (&other, cell);
                  causes[n] = (uint16_t) (CAUSE_HIDDEN + h);
                  next[n++] = forcing_node (bits_first (other), digit);
                }
            }
        }
      for (int i = 0; i < n; i++)
        {
          int to_on = !on;
          if (nest->seen[to_on][next[i]] == gen)
            continue;
          nest->seen[to_on][next[i]] = gen;
          nest->parent[to_on][next[i]] = item;
          nest->cause[to_on][next[i]] = causes[i];
          if (next[i] == start && to_on != start_on)
            return true;
          nest->queue[tail++] = (uint16_t) (next[i] | (to_on << 15));
        }
    }
  return false;
}

/* SE's Forcing Chains (Chaining(false, false, false, 0)) as a nested rule:
 * from each candidate on, a chain of the grid's own links (bivalue cells,
 * houses with two places) to itself off removes it; from it off, one to
 * itself on places it. Breadth first, as SE's doForcingChains, so the
 * chain is the shortest (its complexity, the nodes from the assumption to
 * the target); X-Chains (one digit's links, 6.6) and chains of both kinds
 * (7.0) are results of their own. Cycles are not searched (tried: no
 * rating of the forum-hardest sample changed, 60% more time). */
static void
unary_chains (Forcing *forcing,
              Nested  *nest)
{
  const NonetLogicState *t = &nest->state, *s = forcing->state;
  bool new_link = false;

  /* A chain has rule parents only through a strong link the walk made (a
   * cell or house it left with two candidates or places): without one,
   * every chain holds in the walk's start, and SE drops it. */
  for (NonetBits cells = t->empty; !bits_empty (cells) && !new_link; )
    {
      int c = bits_pop (&cells);
      new_link = t->n_cands[c] == 2 && s->n_cands[c] > 2;
    }
  for (int h = 0; h < NONET_HOUSES && !new_link; h++)
    for (int d = 1; d <= NONET_DIGITS && !new_link; d++)
      new_link = t->house_count[h][d] == 2 && s->house_count[h][d] > 2;
  if (!new_link)
    return;
  for (NonetBits cells = t->empty; !bits_empty (cells); )
    {
      int start_cell = bits_pop (&cells);
      if (t->n_cands[start_cell] < 2)
        continue;
      for (NonetMask m = t->cands[start_cell]; m != 0; )
        {
          int start_digit = mask_pop (&m);
          int start = forcing_node (start_cell, start_digit);

          for (int k = 0; k < 4; k++)
            {
              /* Both kinds first: without a chain of both kinds there is
               * no X-Chain either. */
              int start_on = k < 2;
              bool x_only = k & 1;
              NonetBits parents[NONET_DIGITS + 1];
              uint16_t removals[NONET_DIGITS];
              int n_removals = 0, complexity = 0;
              int item;

              if (!unary_search (nest, start, start_on, x_only))
                {
                  k |= 1;      /* no X-Chain this way either */
                  continue;
                }
              memset (parents, 0, sizeof parents);
              for (item = start | (!start_on << 15); item >= 0; )
                {
                  int node = item & 0x7fff, on = (item >> 15) & 1;
                  uint16_t cause = nest->cause[on][node];
                  complexity++;
                  if (on && cause == CAUSE_NAKED)
                    add_removed (s, t, node / 9, node % 9 + 1, -1, parents);
                  else if (on && cause >= CAUSE_HIDDEN && cause < CAUSE_HIDDEN + NONET_HOUSES)
                    add_removed (s, t, node / 9, node % 9 + 1, cause - CAUSE_HIDDEN, parents);
                  item = nest->parent[on][node];
                }
              if (start_on)
                removals[n_removals++] = (uint16_t) start;
              else
                for (NonetMask o = t->cands[start_cell] & ~nonet_digit_bit (start_digit); o != 0; )
                  removals[n_removals++] = (uint16_t) forcing_node (start_cell, mask_pop (&o));
              collect_hint (&nest->hints, (x_only ? 66 : 70) + _nonet_se_length_penalty (complexity),
                            removals, n_removals, complexity, parents);
            }
        }
    }
}

/* The digits with two places left in each house of net (its mask). Eight
 * counts at a time where the bytes are in order: 0x80 marks a byte equal to
 * 2, and the multiplication gathers the marks of bytes k into bit k. */
static void
houses_with_two (const ForcingNet *net,
                 NonetMask         twos[NONET_HOUSES])
{
  for (int h = 0; h < NONET_HOUSES; h++)
    {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
      const uint64_t low7 = UINT64_C (0x7f7f7f7f7f7f7f7f);
      uint64_t v, marks;

      memcpy (&v, &net->sets.house_left[h][1], sizeof v);
      v ^= UINT64_C (0x0202020202020202);
      marks = ~(((v & low7) + low7) | v | low7);
      twos[h] = (NonetMask) (((marks >> 7) * UINT64_C (0x0102040810204080)) >> 56);
      if (net->sets.house_left[h][9] == 2)
        twos[h] |= nonet_digit_bit (9);
#else
      twos[h] = 0;
      for (int d = 1; d <= NONET_DIGITS; d++)
        if (net->house_left[h][d] == 2)
          twos[h] |= nonet_digit_bit (d);
#endif
    }
}

/* The places of digit in line l (a row's columns, a column's rows) among
 * cells, a bit each. */
static unsigned
line_places (int       l,
             NonetBits cells)
{
  unsigned pos = 0;

  for (int c; (c = bits_pop (&cells)) >= 0; )
    pos |= 1u << (l < 9 ? c % 9 : c / 9);
  return pos;
}

/* SE's Hidden Pair, Naked Pair and X-Wing as the first nested rules (after
 * pointing and claiming, the walk's own), in that order: their results
 * add no complexity of their own, only their rule parents (what the walk
 * removed to make the pattern). kind 0: hidden pairs, 1: naked, 2: X-Wings.
 * They read the grid where net is stuck from its working sets (its
 * candidates, and each digit's places and their count per house), which
 * is all they need: most inner rules end here, without the state of that
 * grid the deeper rules search. */
static void
basic_rule (Forcing          *forcing,
            const ForcingNet *net,
            const NonetMask   twos[NONET_HOUSES],
            Nested           *nest,
            int               kind)
{
  const NonetLogicState *s = forcing->state;
  const NonetBits *cells_of = net->sets.digit_cells;
  NonetBits parents[NONET_DIGITS + 1];
  uint16_t removals[NONET_DIGITS];
  int n_removals;

  if (kind == 0)
    /* Hidden: digits a and b in the same two cells of a house. */
    for (int h = 0; h < NONET_HOUSES; h++)
      for (NonetMask pairs = twos[h]; pairs != 0; )
        {
          int a = mask_pop (&pairs);
          NonetBits cells_a;

          if (pairs == 0)
            break;                              /* no b after a */
          cells_a = bits_and (cells_of[a], bits_house (h));

          for (NonetMask rest = pairs; rest != 0; )
            {
              int b = mask_pop (&rest);
              NonetBits cells = cells_a;
              NonetMask pair = nonet_digit_bit (a) | nonet_digit_bit (b);

              if (!bits_equal (bits_and (cells_of[b], bits_house (h)), cells_a))
                continue;
              /* collect_hint keeps nothing without removals: most pairs
               * have none (their cells hold the pair alone). */
              NonetMask held = 0;

              for (NonetBits t = cells; !bits_empty (t); )
                held |= net->sets.cands[bits_pop (&t)];
              if ((held & ~pair) == 0)
                continue;
              memset (parents, 0, sizeof parents);
              parents[a] = bits_andnot (state_house_digit (s, h, a), cells);
              parents[b] = bits_andnot (state_house_digit (s, h, b), cells);
              for (int c; (c = bits_pop (&cells)) >= 0; )
                {
                  n_removals = 0;
                  for (NonetMask m = net->sets.cands[c] & ~pair; m != 0; )
                    removals[n_removals++] = (uint16_t) forcing_node (c, mask_pop (&m));
                  collect_hint (&nest->hints, 0, removals, n_removals, 0, parents);
                }
            }
        }
  else if (kind == 1)
    /* Naked: two cells of a house with the same two candidates (a filled
     * cell has none). */
    {
      /* The cells with two candidates, counted digit by digit on the
       * places: a dynamic walk takes a candidate out of both when it
       * processes its off node, and the inner rules run only once every
       * node set is processed, so the places are the candidates. */
      NonetBits one = bits_none (), two = bits_none (), more = bits_none (), bivalue;

      for (int d = 1; d <= NONET_DIGITS; d++)
        {
          more = bits_or (more, bits_and (two, cells_of[d]));
          two = bits_or (two, bits_and (one, cells_of[d]));
          one = bits_or (one, cells_of[d]);
        }
      bivalue = bits_and (bits_andnot (two, more), s->empty);
      /* A house's cells in its order are in the order of the cells. */
      for (int h = 0; h < NONET_HOUSES; h++)
        for (NonetBits pairs = bits_and (bivalue, bits_house (h)); !bits_empty (pairs); )
          {
            int c1 = bits_pop (&pairs);
            NonetMask pair;

            if (bits_empty (pairs))
              break;                            /* no cell after c1 */
            pair = net->sets.cands[c1];
            for (NonetBits others = pairs; !bits_empty (others); )
              {
                int c2 = bits_pop (&others);
                if (net->sets.cands[c2] != pair)
                  continue;
                /* Nothing to remove, nothing collected (collect_hint). */
                if (bits_empty (bits_andnot (bits_and (bits_or (cells_of[mask_first (pair)],
                                                                cells_of[mask_first (pair & (pair - 1))]),
                                                       bits_house (h)),
                                             bits_or (bits_cell (c1), bits_cell (c2)))))
                  continue;
                memset (parents, 0, sizeof parents);
                for (NonetMask m = s->cands[c1] & ~pair; m != 0; )
                  bits_set (&parents[mask_pop (&m)], c1);
                for (NonetMask m = s->cands[c2] & ~pair; m != 0; )
                  bits_set (&parents[mask_pop (&m)], c2);
                for (NonetMask m = pair; m != 0; )
                  {
                    int d = mask_pop (&m);
                    NonetBits out = bits_and (cells_of[d], bits_house (h));
                    bits_clear (&out, c1);
                    bits_clear (&out, c2);
                    n_removals = 0;
                    for (int c; (c = bits_pop (&out)) >= 0; )
                      removals[n_removals++] = (uint16_t) forcing_node (c, d);
                    collect_hint (&nest->hints, 0, removals, n_removals, 0, parents);
                  }
              }
          }
    }
  else
    {
      /* X-Wing: a digit in the same two places of two rows (columns). */
      uint32_t two_lines[NONET_DIGITS + 1] = { 0 };   /* per digit, a bit per line */

      for (int l = 0; l < 18; l++)
        for (NonetMask m = twos[l]; m != 0; )
          two_lines[mask_pop (&m)] |= 1u << l;
      for (int d = 1; d <= NONET_DIGITS; d++)
        for (int lines = 0; lines < 18; lines += 9)
          {
            /* The lines with two places, in order, with their places. */
            int line[9], n_lines = 0;
            unsigned pos[9];
            NonetBits in[9];
            uint32_t with_two = two_lines[d] & (0x1ffu << lines);

            if ((with_two & (with_two - 1)) == 0)
              continue;                         /* fewer than two lines */
            for (uint32_t m = with_two; m != 0; m &= m - 1)
              {
                int l = __builtin_ctz (m);
                line[n_lines] = l;
                in[n_lines] = bits_and (cells_of[d], bits_house (l));
                pos[n_lines] = line_places (l, in[n_lines]);
                n_lines++;
              }
            for (int i = 0; i < n_lines; i++)
              for (int j = i + 1; j < n_lines; j++)
                {
                  int l1 = line[i], l2 = line[j];
                  NonetBits both, covers = bits_none (), out;

                  if (pos[j] != pos[i])
                    continue;
                  both = bits_or (in[i], in[j]);
                  for (NonetBits b = in[i]; !bits_empty (b); )
                    covers = bits_or (covers,
                                      bits_house (nonet_cell_houses[bits_pop (&b)][lines == 0]));
                  out = bits_andnot (bits_and (cells_of[d], covers), both);
                  /* Nothing to remove, nothing collected (collect_hint). */
                  if (bits_empty (out))
                    continue;
                  memset (parents, 0, sizeof parents);
                  parents[d] = bits_andnot (bits_or (state_house_digit (s, l1, d),
                                                     state_house_digit (s, l2, d)), covers);
                  n_removals = 0;
                  for (int c; n_removals < NONET_DIGITS && (c = bits_pop (&out)) >= 0; )
                    removals[n_removals++] = (uint16_t) forcing_node (c, d);
                  collect_hint (&nest->hints, 0, removals, n_removals, 0, parents);
                }
          }
    }
}

static bool find_contradictions (Forcing *forcing);
static bool find_verities (Forcing *forcing);

/* SE's multiple or dynamic chains as a nested rule, on the grid where the
 * walk is stuck: every result collected. net_level is the inner search's
 * (1: dynamic chains, 3: dynamic chains nested with forcing chains). */
static void
inner_forcing (Forcing *outer,
               Nested  *nest,
               bool     dynamic,
               int      net_level)
{
  Forcing inner;

  memset (&inner, 0, offsetof (Forcing, net));
  nest->state.se_walk = true;
  nest->state.se_net_level = (uint8_t) net_level;
  inner.state = &nest->state;
  inner.sink = outer->sink;
  inner.dynamic = dynamic;
  inner.collect = &nest->hints;
  inner.work = outer->work;
  inner.technique = dynamic ? NONET_TECH_FORCING_NET_VERITY : NONET_TECH_FORCING_CHAIN_VERITY;
  if (net_level >= 3)
    {
      inner.rules = malloc (sizeof *inner.rules);
      inner.nest = malloc (sizeof *inner.nest);
      if (inner.rules == NULL || inner.nest == NULL)
        {
          free (inner.rules);
          free (inner.nest);
          return;
        }
      inner.nest->gen = 0;
      inner.nest->cache = NULL;
      memset (inner.nest->seen, 0, sizeof inner.nest->seen);
    }
  if (dynamic)
    {
      /* Contradictions walk every candidate on: the verities' walks. */
      inner.memo = malloc (sizeof *inner.memo);
      if (inner.memo != NULL)
        memset (inner.memo->status, 0, sizeof inner.memo->status);
      find_contradictions (&inner);
    }
  find_verities (&inner);
  free (inner.memo);
  free (inner.rules);
  free (inner.nest);
}

/* The results, shortest first (SE sorts its hints by complexity and the
 * first to remove a candidate is its cause), turned off in the walk. */
static void
apply_hints (Forcing    *forcing,
             ForcingNet *net,
             InnerHints *hints)
{
  RuleTable *table = forcing->rules;
  int order[MAX_HINTS];

  /* SE sorts its hints by difficulty, then complexity; stable: among
   * equals, the order found. */
  for (int i = 0; i < hints->n; i++)
    {
      int j = i;
      const InnerHint *a = &hints->hints[i];
      for (; j > 0 && (hints->hints[order[j - 1]].order > a->order
                       || (hints->hints[order[j - 1]].order == a->order
                           && hints->hints[order[j - 1]].complexity > a->complexity)); j--)
        order[j] = order[j - 1];
      order[j] = i;
    }
  for (int i = 0; i < hints->n && table->n < MAX_RULES; i++)
    {
      const InnerHint *hint = &hints->hints[order[i]];
      int k = table->n;
      bool used = false;

      for (int r = 0; r < hint->n_removals; r++)
        {
          int node = hint->removals[r], cell = node / 9, digit = node % 9 + 1;
          /* SE adds an inner result that is on in the walk as any other,
           * without looking for the clash (Chaining.doChaining): it shows
           * nothing there. */
          if (forcing_is_off (net, cell, digit) || forcing_is_on (net, cell, digit))
            continue;
          if (!used)
            {
              uint64_t key = UINT64_C (0x9e3779b97f4a7c15) * (uint64_t) (hint->complexity + 1);

              for (int m = 0; m < hint->n_removals; m++)
                key = (key ^ hint->removals[m]) * UINT64_C (1099511628211);
              for (int d = 1; d <= NONET_DIGITS; d++)
                key = ((key ^ hint->parents[d].lo) * UINT64_C (0xff51afd7ed558ccd))
                      ^ hint->parents[d].hi;
              table->rules[k].complexity = hint->complexity;
              table->rules[k].key = key;
              memcpy (table->rules[k].parents, hint->parents, sizeof hint->parents);
              table->n++;
              used = true;
            }
          _nonet_forcing_set_off (net, cell, digit, (uint16_t) (CAUSE_RULE + k));
        }
    }
}

/* The walk net is stuck: SE's getAdvancedPotentials at its level (pointing
 * and claiming are the walk's own): forcing chains (levels 2 and 3), then
 * multiple forcing chains (3); dynamic forcing chains (4 and 5), then
 * dynamic chains nested with forcing chains (5). The first rule with a
 * result is the one used. */
static bool
inner_rule (ForcingNet *net)
{
  Forcing *forcing = net->inner_data;
  Nested *nest = forcing->nest;
  int level = se_level (forcing->state);
  int before = net->tail;
  NonetGrid grid;
  NonetMask twos[NONET_HOUSES];
  CacheEntry *entry = NULL;

  if (_nonet_step_sink_cancelled (forcing->sink))
    return false;
  if (nest->cache != NULL)
    {
      uint64_t key[2] = { UINT64_C (14695981039346656037), UINT64_C (0x9e3779b97f4a7c15) };

      for (int c = 0; c < NONET_CELLS; c++)
        {
          key[0] = (key[0] ^ net->sets.cands[c]) * UINT64_C (1099511628211);
          key[1] = (key[1] + net->sets.cands[c] + 1) * UINT64_C (0xff51afd7ed558ccd);
          key[1] ^= key[1] >> 29;
        }
      entry = &nest->cache->slots[key[0] & (CACHE_SLOTS - 1)];
      for (int probe = 0; probe < 64; probe++)
        {
          entry = &nest->cache->slots[(key[0] + probe) & (CACHE_SLOTS - 1)];
          if (entry->key[0] == key[0] && entry->key[1] == key[1])
            {
              if (entry->n == 0)
                return false;
              nest->hints.n = entry->n;
              memcpy (nest->hints.hints, &nest->cache->hints[entry->first],
                      entry->n * sizeof (InnerHint));
              apply_hints (forcing, net, &nest->hints);
              return net->tail > before;
            }
          if (entry->key[0] == 0 && entry->key[1] == 0)
            {
              if (nest->cache->n_used >= CACHE_SLOTS / 2)
                entry = NULL;
              else
                memcpy (entry->key, key, sizeof key);
              break;
            }
        }
      if (entry != NULL && (entry->key[0] != key[0] || entry->key[1] != key[1]))
        entry = NULL;
    }
  if ((level >= 4 || forcing->collect != NULL) && *forcing->work > SE_MAX_WORK)
    {
      if (entry != NULL)
        memset (entry->key, 0, sizeof entry->key);
      return false;
    }
  nest->hints.source = forcing->state;
  nest->hints.n = 0;
  houses_with_two (net, twos);
  for (int kind = 0; kind < 3 && nest->hints.n == 0; kind++)
    basic_rule (forcing, net, twos, nest, kind);
  if (nest->hints.n == 0 && level > 1)
    {
      /* The deeper rules search the grid where the walk is stuck as a
       * state of its own. */
      memset (&grid, 0, sizeof grid);
      grid.has_candidates = true;
      for (int c = 0; c < NONET_CELLS; c++)
        {
          grid.values[c] = forcing->state->values[c];
          grid.candidates[c] = forcing->state->values[c] != 0 ? 0 : net->sets.cands[c];
        }
      _nonet_logic_state_init (&nest->state, &grid, NULL);
      if (level <= 3)
        {
          /* About as long as 30 walks. */
          *forcing->work += 30;
          unary_chains (forcing, nest);
          if (nest->hints.n == 0 && level == 3)
            inner_forcing (forcing, nest, false, 0);
        }
      else
        {
          inner_forcing (forcing, nest, true, 1);
          if (nest->hints.n == 0 && level == 5)
            inner_forcing (forcing, nest, true, 3);
        }
    }
  if (entry != NULL)
    {
      if (forcing->sink->cancelled
          || nest->cache->n_hints + nest->hints.n > CACHE_HINTS)
        memset (entry->key, 0, sizeof entry->key);
      else
        {
          entry->first = nest->cache->n_hints;
          entry->n = nest->hints.n;
          memcpy (&nest->cache->hints[entry->first], nest->hints.hints,
                  nest->hints.n * sizeof (InnerHint));
          nest->cache->n_hints += nest->hints.n;
          nest->cache->n_used++;
        }
    }
  if (nest->hints.n == 0)
    return false;
  apply_hints (forcing, net, &nest->hints);
  return net->tail > before;
}

/* ------------------------------------------------------------------------
 * Trial: proven by search, shown as far as the implications go
 * ------------------------------------------------------------------------ */

static void
state_to_grid (const NonetLogicState *state,
               NonetGrid             *grid)
{
  memset (grid, 0, sizeof *grid);
  grid->has_candidates = true;
  for (int c = 0; c < NONET_CELLS; c++)
    {
      grid->values[c] = state->values[c];
      grid->candidates[c] = state->values[c] != 0 ? nonet_digit_bit (state->values[c])
                                                  : state->cands[c];
    }
}

static bool
has_solution (const NonetGrid *grid)
{
  NonetSolveOptions options = { .limit = 1 };
  NonetSolveResult result;

  nonet_solve (grid, &options, &result);
  return result.status == NONET_STATUS_OK && result.solutions > 0;
}

/* The first candidate (fewest candidates in its cell first) whose
 * placement leaves no solution; the walk of its assumption is drawn. */
static bool
find_trial (Forcing *forcing)
{
  const NonetLogicState *state = forcing->state;
  NonetGrid grid;

  state_to_grid (state, &grid);
  for (int size = 2; size <= NONET_DIGITS; size++)
    for (NonetBits cells = state->empty; !bits_empty (cells); )
      {
        int cell = bits_pop (&cells);
        if (state->n_cands[cell] != size)
          continue;
        if (_nonet_step_sink_cancelled_now (forcing->sink))
          return true;
        for (NonetMask m = state->cands[cell]; m != 0; )
          {
            int digit = mask_pop (&m);
            NonetGrid trial = grid;
            NonetStep step;

            trial.values[cell] = (uint8_t) digit;
            trial.candidates[cell] = nonet_digit_bit (digit);
            if (has_solution (&trial))
              continue;
            _nonet_step_begin (&step, NONET_TECH_TRIAL, nonet_digit_bit (digit));
            _nonet_step_cell (&step, cell);
            _nonet_step_eliminate (&step, state, cell, digit);
            _nonet_forcing_reset (&forcing->net, state, true, true);
            _nonet_forcing_assume (&forcing->net, cell, digit, true);
            {
              ForcingSeed seeds[NONET_CELLS];
              int n = 0;
              for (int c = 0; c < NONET_CELLS; c++)
                for (int d = 1; d <= NONET_DIGITS && n < NONET_CELLS; d++)
                  if (c != cell && forcing_is_on (&forcing->net, c, d))
                    seeds[n++] = (ForcingSeed) { forcing_node (c, d), true };
              _nonet_forcing_explain (&forcing->net, seeds, n, &step);
            }
            return _nonet_step_finish (&step) && _nonet_step_sink_add (forcing->sink, &step);
          }
      }
  return false;
}

NonetNestCache *
_nonet_nest_cache_new (void)
{
  NonetNestCache *cache = malloc (sizeof *cache);

  if (cache != NULL)
    {
      cache->work = 0;
      cache->version = 0;
      cache->level = -1;
      cache->reach = NULL;
    }
  return cache;
}

void
_nonet_nest_cache_free (NonetNestCache *cache)
{
  if (cache != NULL)
    _nonet_static_closure_free (cache->reach);
  free (cache);
}

/* The contradictions' search and the verities' that joins it ask for the
 * same results at the same grid: the last ones are kept (per thread, by
 * the grid's digits and candidates and the kind). */
static _Thread_local struct
{
  bool      valid;
  bool      dynamic;
  NonetMask cands[NONET_CELLS];
  uint8_t   values[NONET_CELLS];
  HResults  results;
} h_last;

/* The teaching path's nets keep HoDoKu's results (hodoku_net_results)
 * when its tables reach any: those in *results; else NULL, all of ours
 * (*none set when its tables reach none). *tables gets the tables when
 * they were made (for hodoku_note_choices, which frees them), else NULL. */
static const HResults *
hodoku_allowed (const NonetLogicState *state,
                bool                   dynamic,
                HResults              *results,
                bool                  *none,
                HTables              **tables)
{
  *none = false;
  *tables = NULL;
  if (!state->hodoku_path || state->se_walk)
    return NULL;
  if (h_last.valid && h_last.dynamic == dynamic
      && memcmp (h_last.cands, state->cands, sizeof h_last.cands) == 0
      && memcmp (h_last.values, state->values, sizeof h_last.values) == 0)
    *results = h_last.results;
  else
    {
      h_last.valid = false;
      *tables = hodoku_net_results (state, dynamic, results);
      if (*tables == NULL)
        return NULL;
      h_last.valid = true;
      h_last.dynamic = dynamic;
      memcpy (h_last.cands, state->cands, sizeof h_last.cands);
      memcpy (h_last.values, state->values, sizeof h_last.values);
      h_last.results = *results;
    }
  if (!h_results_empty (results))
    return results;
  *none = true;
  return NULL;
}

/* The forcing chains' verities walk only the choices that may give one
 * of HoDoKu's results that may still win sink: their keys, noted once
 * the contradictions' search is over (its step lowers the limits, and
 * few results are left), in *results and the kept ones. Frees tables
 * (may be NULL: nothing to do). */
static void
hodoku_note_choices (const NonetLogicState *state,
                     HTables               *tables,
                     HResults              *results,
                     const NonetStepSink   *sink)
{
  int limit[2];

  if (tables == NULL)
    return;
  limit[0] = _nonet_step_hodoku_limit (sink, true);
  limit[1] = _nonet_step_hodoku_limit (sink, false);
  if (!h_results_empty (results))
    {
      h_note_choices (state, tables, results, limit);
      if (h_last.valid && !h_last.dynamic)
        h_last.results = *results;
    }
  free (tables);
}

/* The verities HoDoKu's results allow; when none of those results has a
 * step of ours (the teaching path), our own: contradictions (as
 * contradiction, the technique of the same kind) and verities again. */
static bool
find_verities_or_ours (Forcing        *forcing,
                       NonetTechnique  contradiction)
{
  NonetTechnique technique = forcing->technique;
  bool done = find_verities (forcing);

  if (done || forcing->sink->n_steps > 0 || forcing->allowed == NULL)
    return done;
  forcing->allowed = NULL;
  forcing->technique = contradiction;
  done = find_contradictions (forcing);
  forcing->technique = technique;
  return done || find_verities (forcing);
}

bool
_nonet_find_forcing (const NonetLogicState *state,
                     NonetTechnique         technique,
                     NonetStepSink         *sink)
{
  Forcing forcing;
  HResults hodoku;
  HTables *tables;
  bool done = false, hodoku_none;

  /* Not the walk (net, most of the size): reset sets it up for each
   * assumption. */
  memset (&forcing, 0, offsetof (Forcing, net));
  forcing.work = &forcing.own_work;
  forcing.state = state;
  forcing.technique = technique;
  forcing.sink = sink;
  forcing.nested = false;
  forcing.memo = NULL;
  if (se_level (state) >= 1
      && (technique == NONET_TECH_FORCING_NET_CONTRADICTION
          || technique == NONET_TECH_FORCING_NET_VERITY))
    {
      forcing.rules = malloc (sizeof *forcing.rules);
      forcing.nest = malloc (sizeof *forcing.nest);
      if (forcing.rules == NULL || forcing.nest == NULL)
        {
          free (forcing.rules);
          free (forcing.nest);
          return false;
        }
      forcing.nest->gen = 0;
      memset (forcing.nest->seen, 0, sizeof forcing.nest->seen);
      forcing.nest->cache = NULL;
      if (se_level (state) >= 2 && state->nest_cache != NULL)
        {
          /* The walk's cache: contradictions and verities of one level
           * stop at the same grids. */
          InnerCache *cache = state->nest_cache;

          if (cache->version != state->version || cache->level != se_level (state))
            {
              memset (cache->slots, 0, sizeof cache->slots);
              cache->n_used = 0;
              cache->n_hints = 0;
              cache->version = state->version;
              cache->level = se_level (state);
            }
          forcing.nest->cache = cache;
          if (se_level (state) >= 4)
            forcing.work = &cache->work;
        }
      else if (se_level (state) >= 2)
        forcing.nest->cache = calloc (1, sizeof *forcing.nest->cache);
    }
  switch (technique)
    {
    case NONET_TECH_FORCING_CHAIN_CONTRADICTION:
      /* Where HoDoKu's forcing chains reach nothing, the teaching path
       * goes on to the nets, as HoDoKu does (ours found nothing there on
       * any puzzle of top1465 or forum-hardest: a fifth of the latter's
       * time). */
      forcing.dynamic = false;
      forcing.allowed = hodoku_allowed (state, false, &hodoku, &hodoku_none, &tables);
      done = !hodoku_none && find_contradictions (&forcing);
      hodoku_note_choices (state, tables, &hodoku, sink);
      break;
    case NONET_TECH_FORCING_CHAIN_VERITY:
      forcing.dynamic = false;
      forcing.allowed = hodoku_allowed (state, false, &hodoku, &hodoku_none, &tables);
      hodoku_note_choices (state, tables, &hodoku, sink);
      done = !hodoku_none && find_verities_or_ours (&forcing, NONET_TECH_FORCING_CHAIN_CONTRADICTION);
      break;
    case NONET_TECH_FORCING_NET_CONTRADICTION:
      forcing.dynamic = true;
      forcing.allowed = hodoku_allowed (state, true, &hodoku, &hodoku_none, &tables);
      free (tables);
      done = find_contradictions (&forcing);
      break;
    case NONET_TECH_FORCING_NET_VERITY:
      forcing.dynamic = true;
      forcing.nested = false;
      forcing.allowed = hodoku_allowed (state, true, &hodoku, &hodoku_none, &tables);
      free (tables);
      done = find_verities_or_ours (&forcing, NONET_TECH_FORCING_NET_CONTRADICTION);
      /* The SE walk nests by its levels (se_net_level 3-6) when asked
       * (NonetLogicOptions.se_exact); the teaching path, and the SE walk
       * otherwise after its dynamic chains plus, when nothing is found at
       * one level, with a nested net shown as a contradiction. */
      if (done || sink->n_steps > 0
          || (state->se_net_level != 0
              && (state->se_net_level != 2 || state->options->se_exact)))
        break;
      forcing.nested = true;
      forcing.technique = NONET_TECH_FORCING_NET_CONTRADICTION;
      done = find_contradictions (&forcing);
      break;
    case NONET_TECH_TRIAL:
      forcing.dynamic = true;
      done = find_trial (&forcing);
      break;
    default:
      break;
    }
  if (forcing.nest != NULL && forcing.nest->cache != state->nest_cache)
    free (forcing.nest->cache);
  free (forcing.rules);
  free (forcing.nest);
  return done;
}
