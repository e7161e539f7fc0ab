/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-solver.c: the exact solver.
 *
 * Constraint propagation on bit boards plus depth-first search. The board
 * keeps, for each digit, the cells where it may still go as three 27-bit band
 * words (three rows of nine cells each). Placed digits stay in their own
 * digit's words, so "every house holds each digit once" reads the same for
 * placed and open cells. Propagation:
 *   - band check: within a band a digit fills one mini-row of each row and of
 *     each box (a 3x3 permutation); mini-rows outside every permutation that
 *     fits are removed (locked candidates, pointing and claiming, inside the band);
 *     a row left with one cell is a hidden single;
 *   - naked singles: cells with one digit left, found for all cells at once by
 *     counting candidates with "at least one" and "at least two" words;
 *   - hidden singles in columns, again bit-parallel per digit (those of rows
 *     and boxes fall out of the band check);
 *   - the stack check: the band check turned sideways, on the columns of
 *     each stack (locked candidates between boxes and columns);
 *   - when those stall, the triad rules: a mini-row (mini-column) holds
 *     exactly three digits (hidden and naked triples there, see Triads).
 * When all that stalls it guesses: early in a search on a bivalue cell that
 * many bivalue peers share digits with, else on a digit's permutations in
 * the band or stack with fewest left (see UNIT_SEARCH_NODES).
 */

#include <string.h>

#include "nonet-solver.h"
#include "nonet-solver-vec.h"

/* The hot helpers below must be inlined into their callers (some are
 * called with constant bands, which keeps arrays in registers); GCC's own
 * estimate changes with every small edit. */
#if defined(__GNUC__)
#ifdef PROF
#define INLINE static __attribute__ ((noinline))
#else
#define INLINE static inline __attribute__ ((always_inline))
#endif
#else
#define INLINE static inline
#endif

/* ---- Band words ------------------------------------------------------------
 *
 *   one digit, one band:     column 0 ........ 8
 *                            row 0:  bits  0 .. 8
 *                            row 1:  bits  9 .. 17
 *                            row 2:  bits 18 .. 26
 *
 * A mini-row is the three cells of one row inside one box; the nine mini-rows
 * of a band make a 9-bit pattern, bit 3 * box + row (the order that a few
 * shifts of the band word give, see band_pattern). */

#define BAND_ALL   0x7ffffffu
#define ROW_ALL    0x1ffu
#define COLUMN_0   0x40201u     /* column 0 in all three rows */
#define BOX_0      0x1c0e07u    /* box 0 of the band: columns 0-2 of all three rows */
#define BOX_LEADS  0x49u        /* bits 0, 3, 6 of a row: the first column of each box */

/* Table builders: T512 (F) lists F (0) ... F (511) as constant expressions. */
#define T4(F, k)   F (k), F ((k) + 1), F ((k) + 2), F ((k) + 3)
#define T16(F, k)  T4 (F, k), T4 (F, (k) + 4), T4 (F, (k) + 8), T4 (F, (k) + 12)
#define T64(F, k)  T16 (F, k), T16 (F, (k) + 16), T16 (F, (k) + 32), T16 (F, (k) + 48)
#define T256(F, k) T64 (F, k), T64 (F, (k) + 64), T64 (F, (k) + 128), T64 (F, (k) + 192)
#define T512(F)    T256 (F, 0), T256 (F, 256)

/* The band check. A digit sits once in each row and once in each box of a
 * band, so the mini-rows it uses form a 3x3 permutation. Mini-rows that no
 * permutation inside the pattern uses can go:
 *
 *            box 0   box 1   box 2     mini-rows        kept
 *   row 0    5 5 .   . . .   . . .     x . .            x . .
 *   row 1    5 . .   5 . .   . . 5     x x x    -->     . . x
 *   row 2    . . 5   . 5 .   . . .     x x .            . x .
 *
 * Row 0 needs box 0, so row 2 must take box 1 and row 1 box 2: row 1 loses
 * its 5s in boxes 0 and 1, row 2 its 5 in box 0. That is pointing and
 * claiming inside the band, applied until nothing changes; a pattern that
 * holds no permutation at all is a contradiction.
 *
 * The six permutations as mini-row patterns (row 0 box a, row 1 box b, row 2
 * box c for each ordering abc of the boxes). */
#define PERM_012 0x111u
#define PERM_021 0x0a1u
#define PERM_102 0x10au
#define PERM_120 0x062u
#define PERM_201 0x08cu
#define PERM_210 0x054u
#define FITS(p, perm) ((((p) & (perm)) == (perm)) ? (perm) : 0u)
#define KEEP(p) (FITS (p, PERM_012) | FITS (p, PERM_021) | FITS (p, PERM_102) \
                 | FITS (p, PERM_120) | FITS (p, PERM_201) | FITS (p, PERM_210))

/* The cells of a set of mini-rows. */
#define MR(k, i) (((k) & (1u << (i))) ? 7u << (9 * ((i) % 3) + 3 * ((i) / 3)) : 0u)
#define MINIROW_CELLS(k) (MR (k, 0) | MR (k, 1) | MR (k, 2) | MR (k, 3) | MR (k, 4) \
                          | MR (k, 5) | MR (k, 6) | MR (k, 7) | MR (k, 8))

/* For a mini-row pattern, the cells that some permutation inside it covers:
 * 0 when none fits, which is a contradiction. */
#define KEEP_CELLS(p) MINIROW_CELLS (KEEP (p))

static const uint32_t keep_cells[512] = { T512 (KEEP_CELLS) };

/* Row and box of a band position, the peers a placed digit clears in its band. */
#define BAND_PEERS(i) ((ROW_ALL << (9 * ((i) / 9))) | (BOX_0 << (3 * (((i) % 9) / 3))))

static const uint32_t band_peers[27] = {
  BAND_PEERS (0),  BAND_PEERS (1),  BAND_PEERS (2),  BAND_PEERS (3),  BAND_PEERS (4),
  BAND_PEERS (5),  BAND_PEERS (6),  BAND_PEERS (7),  BAND_PEERS (8),  BAND_PEERS (9),
  BAND_PEERS (10), BAND_PEERS (11), BAND_PEERS (12), BAND_PEERS (13), BAND_PEERS (14),
  BAND_PEERS (15), BAND_PEERS (16), BAND_PEERS (17), BAND_PEERS (18), BAND_PEERS (19),
  BAND_PEERS (20), BAND_PEERS (21), BAND_PEERS (22), BAND_PEERS (23), BAND_PEERS (24),
  BAND_PEERS (25), BAND_PEERS (26),
};

/* ---- The board ------------------------------------------------------------
 *
 * cells[b][d]: where digit d+1 may be (or is) in band b; a band's nine words side by
 *   side, so clearing a cell and counting candidates walk one array.
 * open[b]: cells of band b with no placed digit.
 * dirty: the words (bit 9 * b + d) that lost candidates since their last
 * band check; unseen: the digits that did since the last look at their
 * columns. Every write to cells[][] marks what it changes, so the
 * propagation loops visit only those. */

typedef struct
{
  uint32_t cells[3][NONET_DIGITS];
  uint32_t open[3];
  uint32_t dirty;
  uint32_t unseen;
} Board;

/* The search: limits, counters and the result being filled. */
typedef struct
{
  unsigned          limit;
  NonetCancelFunc   cancel;
  void             *cancel_data;
  uint64_t          nodes;
  bool              stop;
  NonetSolveResult *result;
} Search;

static inline int
lowest_bit (uint32_t x)
{
  return __builtin_ctz (x);
}

/* The column of a band position, in all three rows of a band. */
#define BAND_COLUMN(i) (COLUMN_0 << ((i) % 9))

static const uint32_t band_column[27] = {
  BAND_COLUMN (0),  BAND_COLUMN (1),  BAND_COLUMN (2),  BAND_COLUMN (3),  BAND_COLUMN (4),
  BAND_COLUMN (5),  BAND_COLUMN (6),  BAND_COLUMN (7),  BAND_COLUMN (8),  BAND_COLUMN (9),
  BAND_COLUMN (10), BAND_COLUMN (11), BAND_COLUMN (12), BAND_COLUMN (13), BAND_COLUMN (14),
  BAND_COLUMN (15), BAND_COLUMN (16), BAND_COLUMN (17), BAND_COLUMN (18), BAND_COLUMN (19),
  BAND_COLUMN (20), BAND_COLUMN (21), BAND_COLUMN (22), BAND_COLUMN (23), BAND_COLUMN (24),
  BAND_COLUMN (25), BAND_COLUMN (26),
};

/* Removes cells from every digit of a band (the hottest loop of the solver,
 * nine words at once where the machine can) and marks the digits that had
 * some of them. */
static inline void
board_clear_cells (Board    *board,
                   int       band,
                   uint32_t  cells)
{
  uint32_t touched = vec_clear9 (board->cells[band], cells);

  board->dirty |= touched << (9 * band);
  board->unseen |= touched;
}

/* Digit d of band leaves the cells outside keep in the other two bands. */
INLINE void
board_keep_other_bands (Board    *board,
                        int       d,
                        int       band,
                        uint32_t  keep)
{
  int b1 = band == 0 ? 1 : 0, b2 = band == 2 ? 1 : 2;
  uint32_t w1 = board->cells[b1][d], w2 = board->cells[b2][d];

  board->cells[b1][d] = w1 & keep;
  board->cells[b2][d] = w2 & keep;
  board->dirty |= (uint32_t) ((w1 & ~keep) != 0) << (9 * b1 + d)
                  | (uint32_t) ((w2 & ~keep) != 0) << (9 * b2 + d);
}

/* Every band of digit d (in dirty). */
#define ALL_BANDS(d) (0x40201u << (d))

/* Places digit d (0-based) at position bit of band, whose other digits are
 * already gone (a naked single, or after board_clear_cells): d leaves every
 * peer. False when d is no longer possible there. */
INLINE bool
board_place_alone (Board *board,
                   int    d,
                   int    band,
                   int    bit)
{
  uint32_t cell = 1u << bit;
  uint32_t word = board->cells[band][d];
  uint32_t column = ~band_column[bit];

  if ((word & cell) == 0)
    return false;
  board->cells[band][d] = (word & ~band_peers[bit]) | cell;
  board_keep_other_bands (board, d, band, column);
  board->open[band] &= ~cell;
  board->dirty |= 1u << (9 * band + d);
  board->unseen |= 1u << d;
  return true;
}

/* Places digit d at position bit of band: the other digits leave the cell,
 * d leaves every peer. False when d is no longer possible there. */
INLINE bool
board_place (Board *board,
             int    d,
             int    band,
             int    bit)
{
  uint32_t cell = 1u << bit;

  if ((board->cells[band][d] & cell) == 0)
    return false;
  board_clear_cells (board, band, cell);
  board->cells[band][d] |= cell;
  return board_place_alone (board, d, band, bit);
}

/* Places digit d on the lone cells of rows of a reduced band word. The
 * reduction has already cleared their row and box (a row with one mini-row
 * takes that box from the other rows), so only the columns in the other
 * bands and the other digits of these cells are left to clear. */
INLINE void
board_place_rows (Board    *board,
                  int       d,
                  int       band,
                  uint32_t  word,
                  uint32_t  singles)
{
  uint32_t columns = ~(((singles | singles >> 9 | singles >> 18) & ROW_ALL) * COLUMN_0);

  board_clear_cells (board, band, singles);
  board->cells[band][d] = word;
  board->dirty &= ~(1u << (9 * band + d));    /* reduced already */
  board_keep_other_bands (board, d, band, columns);
  board->open[band] &= ~singles;
}

/* The mini-row pattern of a band word: each mini-row's presence lands on
 * its first cell (bits 0, 3 .. 24), then the rows fold onto row 0, row 1 at
 * an offset of one bit and row 2 of two, giving bit 3 * box + row. */
INLINE unsigned
band_pattern (uint32_t word)
{
  uint32_t m = (word | word >> 1 | word >> 2) & 0x1249249u;

  return (m | m >> 8 | m >> 16) & ROW_ALL;
}

/* The band check of one word (see the top of the file). Returns the reduced
 * word, 0 for a contradiction. */
INLINE uint32_t
band_reduce (uint32_t word)
{
  return word & keep_cells[band_pattern (word)];
}

/* A row's cells when it has exactly one, else 0. */
#define ALONE(r) ((r) != 0 && ((r) & ((r) - 1)) == 0 ? (r) : 0)

static const uint16_t alone_in_row[512] = { T512 (ALONE) };

/* Rows of a reduced band word with a single cell. */
INLINE uint32_t
single_rows (uint32_t word)
{
  return alone_in_row[word & ROW_ALL]
         | (uint32_t) alone_in_row[(word >> 9) & ROW_ALL] << 9
         | (uint32_t) alone_in_row[word >> 18] << 18;
}

/* The band check of digit d in band b. False on a contradiction. */
INLINE bool
board_check_band (Board *board,
                  int    d,
                  int    b)
{
  uint32_t word = board->cells[b][d];
  uint32_t reduced = band_reduce (word), singles;

  if (reduced == 0)
    return false;
  board->unseen |= (uint32_t) (reduced != word) << d;
  singles = single_rows (reduced) & board->open[b];
  /* board_place_rows writes the word after its wide loads of the band: a
   * narrow store just before them would stall their forwarding. */
  if (singles != 0)
    board_place_rows (board, d, b, reduced, singles);
  else if (reduced != word)
    board->cells[b][d] = reduced;
  return true;
}

/* Band checks of band b until none of its words is dirty. */
INLINE bool
board_check_band_words (Board *board,
                        int    b)
{
  uint32_t words;

  while ((words = (board->dirty >> (9 * b)) & 0x1ffu) != 0)
    {
      int d = lowest_bit (words);

      board->dirty &= ~(1u << (9 * b + d));
      if (!board_check_band (board, d, b))
        return false;
    }
  return true;
}

/* Band checks until no word is dirty; row singles are placed on the way.
 * One band at a time, each with its number a constant (the other two bands
 * of a placement are then known without a test); the order does not change
 * the board they stop at. */
static bool
board_check_bands (Board *board)
{
  while (board->dirty != 0)
    if (!board_check_band_words (board, 0) || !board_check_band_words (board, 1)
        || !board_check_band_words (board, 2))
      return false;
  return true;
}

/* Naked singles of band b: -1 contradiction, 1 some placed, 0 none. */
INLINE int
board_band_naked_singles (Board *board,
                          int    b)
{
  uint32_t one, two, singles;
  int found = 0;

  /* Cells with at least one and at least two candidates, all at once. */
  vec_counts9 (board->cells[b], &one, &two);
  if ((board->open[b] & ~one) != 0)
    return -1;
  singles = board->open[b] & ~two;
  for (; singles != 0; singles &= singles - 1)
    {
      int bit = lowest_bit (singles);
      uint32_t digits = vec_cell_mask9 (board->cells[b], bit);

      /* None left when an earlier single of this pass took the last one. */
      if (digits == 0 || !board_place_alone (board, lowest_bit (digits), b, bit))
        return -1;
      found = 1;
    }
  return found;
}

static int
board_naked_singles (Board *board)
{
  int r0 = board_band_naked_singles (board, 0);
  int r1 = r0 < 0 ? -1 : board_band_naked_singles (board, 1);
  int r2 = r1 < 0 ? -1 : board_band_naked_singles (board, 2);

  return r2 < 0 ? -1 : (r0 | r1 | r2);
}

/* The stack check: the band check turned sideways. Within a stack (three
 * columns of three boxes) a digit fills one mini-column of each column and of
 * each box, so the mini-columns it may use must again hold a 3x3
 * permutation. Written with the band as "row" and the column in the stack as
 * "box", the pattern is the transpose of the band check's, and a 3x3
 * permutation transposed is one too: the same table answers. This is
 * pointing and claiming between boxes and columns, and the pairs of them,
 * in one look-up per stack. */
static const uint16_t keep_pattern[512] = { T512 (KEEP) };

/* The columns (9 bits) of a band word that hold the digit; those holding it
 * in two or three rows are added to *twice. */
INLINE uint32_t
band_columns (uint32_t  word,
              uint32_t *twice)
{
  uint32_t r0 = word & ROW_ALL, r1 = (word >> 9) & ROW_ALL, r2 = word >> 18;

  *twice |= (r0 & r1) | (r0 & r2) | (r1 & r2);
  return r0 | r1 | r2;
}

/* A band's columns (9 bits) spread to the three stacks' patterns: stack s's
 * columns at bits 9s to 9s + 2. */
INLINE uint64_t
spread_columns (uint32_t columns)
{
  return (columns & 7u) | (columns & 0x38u) << 6 | (uint64_t) (columns & 0x1c0u) << 12;
}

/* The three stack patterns of digit d, stack s's at bits 9s to 9s + 8 (bit
 * 3 * band + column in the stack, see the stack check); *twice gets the
 * columns (9 bits) that hold the digit in two or three rows of a band. */
INLINE uint32_t
board_digit_stacks (const Board *board,
                    int          d,
                    uint32_t    *twice)
{
  uint32_t c0 = band_columns (board->cells[0][d], twice);
  uint32_t c1 = band_columns (board->cells[1][d], twice);
  uint32_t c2 = band_columns (board->cells[2][d], twice);

  return (uint32_t) (spread_columns (c0) | spread_columns (c1) << 3 | spread_columns (c2) << 6);
}

/* Every digit's stack patterns and columns held twice (board_digit_stacks);
 * with SSE2 four digits at a time. */
static void
board_stacks (const Board *board,
              uint32_t     stacks[NONET_DIGITS],
              uint32_t     twice[NONET_DIGITS])
{
  int d = 0;

#ifdef NONET_SOLVER_SSE2
  for (; d + 4 <= NONET_DIGITS; d += 4)
    {
      __m128i t = _mm_setzero_si128 ();
      __m128i s = vec_stacks4 (_mm_loadu_si128 ((const __m128i *) &board->cells[0][d]),
                               _mm_loadu_si128 ((const __m128i *) &board->cells[1][d]),
                               _mm_loadu_si128 ((const __m128i *) &board->cells[2][d]), &t);

      _mm_storeu_si128 ((__m128i *) &stacks[d], s);
      _mm_storeu_si128 ((__m128i *) &twice[d], t);
    }
#endif
  for (; d < NONET_DIGITS; d++)
    {
      twice[d] = 0;
      stacks[d] = board_digit_stacks (board, d, &twice[d]);
    }
}

/* The columns (9 bits) band b keeps of the stack checks' patterns k0-k2. */
INLINE uint32_t
stack_keep_columns (unsigned k0,
                    unsigned k1,
                    unsigned k2,
                    int      b)
{
  unsigned shift = 3u * (unsigned) b;

  return ((k0 >> shift) & 7u) | ((k1 >> shift) & 7u) << 3 | ((k2 >> shift) & 7u) << 6;
}

/* One digit's columns, its stack patterns and columns held twice given
 * (board_digit_stacks): the stack check (above), then hidden singles, the
 * columns left with one cell. Those of rows and boxes need no search: the
 * band check finds rows with one cell, and a box with one cell leaves its
 * row only that cell once the band is reduced. Returns -1 for a
 * contradiction, 2 when it placed a digit (other digits' words changed), 1
 * when it only narrowed this digit, else 0. */
static int
board_digit_columns (Board    *board,
                     int       d,
                     uint32_t  stacks,
                     uint32_t  twice)
{
  unsigned k0 = keep_pattern[stacks & 0x1ffu], k1 = keep_pattern[(stacks >> 9) & 0x1ffu];
  unsigned k2 = keep_pattern[stacks >> 18];
  uint32_t keep[3], spread;
  int found = 0;

  if (k0 == 0 || k1 == 0 || k2 == 0)
    return -1;
  for (int b = 0; b < 3; b++)
    keep[b] = stack_keep_columns (k0, k1, k2, b);
  if ((stacks & ~(k0 | k1 << 9 | k2 << 18)) != 0)
    {
      board->cells[0][d] &= keep[0] * COLUMN_0;
      board->cells[1][d] &= keep[1] * COLUMN_0;
      board->cells[2][d] &= keep[2] * COLUMN_0;
      board->dirty |= ALL_BANDS (d);
      found = 1;
    }
  /* Columns in two or more rows, among those left. */
  twice &= keep[0] | keep[1] | keep[2];
  twice |= (keep[0] & keep[1]) | (keep[0] & keep[2]) | (keep[1] & keep[2]);
  spread = (~twice & ROW_ALL) * COLUMN_0;
  if (((board->cells[0][d] & board->open[0]) | (board->cells[1][d] & board->open[1])
       | (board->cells[2][d] & board->open[2])) & spread)
    for (int b = 0; b < 3; b++)
      for (uint32_t h = board->cells[b][d] & spread & board->open[b]; h != 0; h &= h - 1)
        {
          if (!board_place (board, d, b, lowest_bit (h)))
            return -1;
          found = 2;
        }
  return found;
}

/* The column work for every digit changed since the last look. -1, 1, 0.
 * The digits' stack patterns are taken all at once, and again after a
 * digit is placed (it leaves other digits' words); when the pass changed
 * nothing, stacks[] holds every digit's, current. */
static int
board_column_pass (Board    *board,
                   uint32_t  stacks[NONET_DIGITS])
{
  uint32_t unseen = board->unseen, twice[NONET_DIGITS];
  int found = 0;

  board->unseen = 0;
  board_stacks (board, stacks, twice);
  for (; unseen != 0; unseen &= unseen - 1)
    {
      int d = lowest_bit (unseen);
      int r = board_digit_columns (board, d, stacks[d], twice[d]);

      if (r < 0)
        return -1;
      if (r == 2)
        board_stacks (board, stacks, twice);
      found |= r != 0;
    }
  return found;
}

/* Propagates to a fixed point. False on a contradiction; on success
 * stacks[] gets every digit's stack patterns (board_digit_stacks) as they
 * are at the fixed point, which the last column pass found unchanged. */
static bool
board_propagate (Board    *board,
                 uint32_t  stacks[NONET_DIGITS])
{
  for (;;)
    {
      int r;

      if (!board_check_bands (board))
        return false;
      r = board_naked_singles (board);
      if (r == 0)
        r = board_column_pass (board, stacks);
      if (r < 0)
        return false;
      if (r == 0)
        return true;
    }
}

static inline bool
board_is_solved (const Board *board)
{
  return (board->open[0] | board->open[1] | board->open[2]) == 0;
}

static inline NonetMask
board_cell_mask (const Board *board,
                 int          band,
                 int          bit)
{
  return (NonetMask) vec_cell_mask9 (board->cells[band], bit);
}

/* Bits set in three words of at most 27 bits: the two- and four-bit sums of
 * each are added before the last step (a nibble stays below 16). Plain C:
 * the portable build has no popcount instruction. */
static inline int
count_bits3 (uint32_t a,
             uint32_t b,
             uint32_t c)
{
  uint32_t sum;

  a -= (a >> 1) & 0x55555555u;
  b -= (b >> 1) & 0x55555555u;
  c -= (c >> 1) & 0x55555555u;
  sum = (a & 0x33333333u) + ((a >> 2) & 0x33333333u)
        + (b & 0x33333333u) + ((b >> 2) & 0x33333333u)
        + (c & 0x33333333u) + ((c >> 2) & 0x33333333u);
  sum = (sum & 0x0f0f0f0fu) + ((sum >> 4) & 0x0f0f0f0fu);
  return (int) ((sum * 0x01010101u) >> 24);
}

/* How many bivalue peers of a bivalue cell share one of its digits: a guess
 * there sets off the longest chain of forced cells. */
static int
bivalue_score (const Board    *board,
               const uint32_t  pairs[3],
               int             band,
               int             bit,
               NonetMask       mask)
{
  int d1 = lowest_bit (mask), d2 = 31 - __builtin_clz (mask);
  int b1 = band == 0 ? 1 : 0, b2 = band == 2 ? 1 : 2;
  uint32_t column = band_column[bit];

  return count_bits3 (pairs[band] & band_peers[bit]
                      & (board->cells[band][d1] | board->cells[band][d2]),
                      pairs[b1] & column & (board->cells[b1][d1] | board->cells[b1][d2]),
                      pairs[b2] & column & (board->cells[b2][d1] | board->cells[b2][d2]));
}

/* Any cell with fewest candidates, for the rare position without a bivalue cell. */
static int
board_pick_fewest (const Board *board,
                   NonetMask   *mask)
{
  int best = -1, best_count = 10;

  for (int b = 0; b < 3; b++)
    for (uint32_t open = board->open[b]; open != 0; open &= open - 1)
      {
        NonetMask m = board_cell_mask (board, b, lowest_bit (open));
        int count = count_bits3 (m, 0, 0);
        if (count < best_count)
          {
            best_count = count;
            best = b * 27 + lowest_bit (open);
            *mask = m;
          }
      }
  return best;
}

/* The cell to guess on: the bivalue cell with the best score, else one with
 * fewest candidates. Returns band * 27 + bit; *mask gets its digits, *score
 * its score (-1 for a cell that is not bivalue). */
static int
board_pick_cell (const Board *board,
                 NonetMask   *mask,
                 int         *score)
{
  uint32_t pairs[3];
  int best = -1, best_score = -1;

  for (int b = 0; b < 3; b++)
    {
      uint32_t one = 0, two = 0, three = 0;

      for (int d = 0; d < NONET_DIGITS; d++)
        {
          uint32_t x = board->cells[b][d];
          three |= two & x;
          two |= one & x;
          one |= x;
        }
      pairs[b] = two & ~three & board->open[b];
    }
  for (int b = 0; b < 3; b++)
    for (uint32_t p = pairs[b]; p != 0; p &= p - 1)
      {
        int bit = lowest_bit (p);
        NonetMask m = board_cell_mask (board, b, bit);
        int score = bivalue_score (board, pairs, b, bit, m);

        if (score > best_score)
          {
            best_score = score;
            best = b * 27 + bit;
            *mask = m;
          }
      }
  *score = best_score;
  return best >= 0 ? best : board_pick_fewest (board, mask);
}

/* ---- Triads ----------------------------------------------------------------
 *
 * A mini-row holds three cells, so exactly three digits: with the digits'
 * patterns of a band (see the band check) side by side,
 *   - a mini-row that only three digits may use takes all three: each of them
 *     keeps the permutations through it (a hidden triple in the mini-row);
 *   - a mini-row that three digits need (every permutation of theirs goes
 *     through it) is closed to the other digits (a naked triple);
 *   - a mini-row fewer than three digits may use is a contradiction.
 * The same holds for the mini-columns of a stack. This is the costliest rule,
 * so it runs only when the others have stalled, just before a guess. */

/* All six units' patterns of one digit in one word: unit u (the bands 0-2,
 * then the stacks 3-5, whose patterns are bit 3 * band + column in the stack)
 * at bits 9u to 9u + 8, so that the triad rules run on every unit at once. */
#define UNIT_LOWS  0x201008040201ull   /* bit 0 of each unit */
#define UNITS_ALL  (0x1ffull * UNIT_LOWS)

/* The patterns of digit d in every unit, its stack patterns given. */
INLINE uint64_t
board_digit_patterns (const Board *board,
                      int          d,
                      uint32_t     stacks)
{
  return band_pattern (board->cells[0][d]) | band_pattern (board->cells[1][d]) << 9
         | (uint64_t) band_pattern (board->cells[2][d]) << 18 | (uint64_t) stacks << 27;
}

/* The patterns of every digit in every unit (the band check and stack check
 * have reduced them all), the stack patterns given (board_propagate); with
 * SSE2 four digits at a time. */
static void
board_patterns (const Board    *board,
                const uint32_t  stacks[NONET_DIGITS],
                uint64_t        p[NONET_DIGITS])
{
  int d = 0;

#ifdef NONET_SOLVER_SSE2
  for (; d + 4 <= NONET_DIGITS; d += 4)
    {
      uint32_t bands[4];

      _mm_storeu_si128 ((__m128i *) bands,
                        vec_band_patterns4 (_mm_loadu_si128 ((const __m128i *) &board->cells[0][d]),
                                            _mm_loadu_si128 ((const __m128i *) &board->cells[1][d]),
                                            _mm_loadu_si128 ((const __m128i *) &board->cells[2][d])));
      for (int i = 0; i < 4; i++)
        p[d + i] = bands[i] | (uint64_t) stacks[d + i] << 27;
    }
#endif
  for (; d < NONET_DIGITS; d++)
    p[d] = board_digit_patterns (board, d, stacks[d]);
}

/* Mini-rows sharing a row or a box with those of x, in every unit. */
INLINE uint64_t
minirow_lines (uint64_t x)
{
  return ((x | x >> 1 | x >> 2) & (0x49u * UNIT_LOWS)) * 7u
         | ((x | x >> 3 | x >> 6) & (7u * UNIT_LOWS)) * 0x49u;
}

/* The mini-rows every permutation inside a pattern uses, in every unit:
 * those alone in their row. A row with one mini-row forces it on every
 * permutation that fits; in a reduced pattern (every mini-row on some
 * permutation, as the band and stack checks leave them) a row with two
 * leaves each of them out of some permutation, so the answer is exact
 * there and never more than the truth elsewhere. */
INLINE uint64_t
required_minirows (uint64_t x)
{
  uint64_t b1 = x >> 3, b2 = x >> 6;
  uint64_t any = (x | b1 | b2) & (7u * UNIT_LOWS);
  uint64_t twice = ((x & b1) | (x & b2) | (b1 & b2)) & (7u * UNIT_LOWS);

  return x & (any & ~twice) * 0x49u;
}

/* Writes a digit's new pattern of stack s back (patterns only ever shrink). */
INLINE void
board_keep_stack (Board    *board,
                  int       d,
                  int       s,
                  unsigned  pattern)
{
  unsigned shift = 3u * (unsigned) s;

  for (int b = 0; b < 3; b++)
    board->cells[b][d] &= ~(((7u & ~(pattern >> (3 * b))) << shift) * COLUMN_0);
}

/* Narrows digit d to the patterns q (every unit), reduced: -1 when a unit is
 * left without a permutation, else 0. */
static int
board_narrow (Board    *board,
              int       d,
              uint64_t  q)
{
  for (int u = 0; u < 6; u++)
    {
      unsigned k = keep_pattern[(q >> (9 * u)) & 0x1ffu];

      if (k == 0)
        return -1;
      if (u < 3)
        board->cells[u][d] &= keep_cells[k];
      else
        board_keep_stack (board, d, u - 3, k);
    }
  board->dirty |= ALL_BANDS (d);
  board->unseen |= 1u << d;
  return 0;
}

/* The triad rules on every unit, p[] the digits' patterns: -1 contradiction,
 * 1 some candidates went, 0 none. */
static int
board_triads (Board          *board,
              const uint64_t  p[NONET_DIGITS])
{
  uint64_t one = 0, two = 0, three = 0, four = 0, only, full;
  uint64_t req[NONET_DIGITS], req_one = 0, req_two = 0, req_three = 0;
  int found = 0;

  for (int d = 0; d < NONET_DIGITS; d++)
    {
      uint64_t x = p[d];

      four |= three & x;
      three |= two & x;
      two |= one & x;
      one |= x;
      x = required_minirows (p[d]);
      req[d] = x;
      req_three |= req_two & x;
      req_two |= req_one & x;
      req_one |= x;
    }
  if (three != UNITS_ALL)
    return -1;
  only = three & ~four;
  full = req_three;
  if ((only | full) == 0)
    return 0;
  for (int d = 0; d < NONET_DIGITS; d++)
    {
      uint64_t forced = p[d] & only;
      uint64_t q = p[d] & ~(full & ~req[d]) & ~(minirow_lines (forced) & ~forced);

      if (q == p[d])
        continue;
      if (board_narrow (board, d, q) < 0)
        return -1;
      found = 1;
    }
  return found;
}

/* How many of the six permutations fit a pattern. */
#define N_PERMS(p) ((FITS (p, PERM_012) != 0) + (FITS (p, PERM_021) != 0) \
                    + (FITS (p, PERM_102) != 0) + (FITS (p, PERM_120) != 0) \
                    + (FITS (p, PERM_201) != 0) + (FITS (p, PERM_210) != 0))

static const uint8_t n_perms[512] = { T512 (N_PERMS) };

static const uint16_t perms[6] = {
  PERM_012, PERM_021, PERM_102, PERM_120, PERM_201, PERM_210,
};

/* What to branch on: in the band or stack whose unsettled digits have
 * fewest permutations left between them (ties: fewer unsettled digits), a
 * digit with fewest permutations (two, mostly). Its permutations split the
 * search into disjoint cases that each settle the digit in three rows
 * (columns) of the band (stack) at once. Counting settled digits too (one
 * permutation each) favoured units with many settled digits: 4.5% more
 * guesses in count mode on forum-hardest-1106 (221.4 per puzzle against
 * 211.4), 3% in first mode.
 * Returns unit * 9 + digit (units 0-2 the bands, 3-5 the stacks), -1 when
 * every unit is settled; *pattern gets the digit's pattern there. */
static int
board_pick_unit (const uint64_t  p[NONET_DIGITS],
                 unsigned       *pattern)
{
  unsigned patterns[6][NONET_DIGITS];
  int best_unit = -1, best_key = 1 << 30, best_total = 0, best = -1, best_count = 7;

  for (int d = 0; d < NONET_DIGITS; d++)
    for (int u = 0; u < 6; u++)
      patterns[u][d] = (p[d] >> (9 * u)) & 0x1ffu;
  for (int u = 0; u < 6; u++)
    {
      int open = 0, unsettled = 0;

      /* Without branches: which digits are settled is anybody's guess. */
      for (int d = 0; d < NONET_DIGITS; d++)
        {
          int count = n_perms[patterns[u][d]], more = count > 1;

          open += count * more;
          unsettled += more;
        }
      if (unsettled > 0 && open * 16 + unsettled < best_key)
        {
          best_key = open * 16 + unsettled;
          best_total = open + NONET_DIGITS - unsettled;      /* settled ones count 1 */
          best_unit = u;
        }
    }
  if (best_unit < 0)
    return -1;
  /* An open grid: fewest cell candidates find a solution sooner. */
  if (best_total > 2 * NONET_DIGITS + 9)
    return -1;
  for (int d = 0; d < NONET_DIGITS; d++)
    {
      int count = n_perms[patterns[best_unit][d]];

      if (count > 1 && count < best_count)
        {
          best_count = count;
          best = d;
          if (count == 2)
            break;
        }
    }
  *pattern = patterns[best_unit][best];
  return best_unit * 9 + best;
}

/* Keeps only permutation perm of a digit's pattern in unit u. */
INLINE void
board_keep_perm (Board    *board,
                 int       d,
                 int       u,
                 unsigned  perm)
{
  if (u < 3)
    {
      board->cells[u][d] &= MINIROW_CELLS (perm);
      board->dirty |= 1u << (9 * u + d);
    }
  else
    {
      board_keep_stack (board, d, u - 3, perm);
      board->dirty |= ALL_BANDS (d);
    }
  board->unseen |= 1u << d;
}

static void
board_write_solution (const Board *board,
                      uint8_t      solution[NONET_CELLS])
{
  for (int d = 0; d < NONET_DIGITS; d++)
    for (int b = 0; b < 3; b++)
      for (uint32_t w = board->cells[b][d]; w != 0; w &= w - 1)
        {
          int bit = lowest_bit (w);
          solution[b * 27 + bit] = (uint8_t) (d + 1);
        }
}

static void
search_found (Search      *search,
              const Board *board,
              unsigned     depth)
{
  NonetSolveResult *result = search->result;

  if (result->solutions == 0)
    {
      board_write_solution (board, result->solution);
      result->depth = depth;
    }
  if (++result->solutions >= search->limit)
    search->stop = true;
}

static void search_run (Search *search, Board *board, unsigned depth);

/* Branches on each digit of cell (mask), lowest first. */
static void
search_cell (Search    *search,
             Board     *board,
             unsigned   depth,
             int        cell,
             NonetMask  mask)
{
  while (mask != 0)
    {
      int d = lowest_bit (mask);

      mask &= (NonetMask) (mask - 1);
      search->result->guesses++;
      if (mask == 0)
        {
          if (board_place (board, d, cell / 27, cell % 27))
            search_run (search, board, depth + 1);
          return;
        }
      else
        {
          Board child = *board;
          if (board_place (&child, d, cell / 27, cell % 27))
            search_run (search, &child, depth + 1);
          if (search->stop)
            return;
        }
    }
}

/* Branches on each permutation of digit choice % 9 in unit choice / 9 that
 * fits its pattern; the last one reuses board. */
static void
search_unit (Search   *search,
             Board    *board,
             unsigned  depth,
             int       choice,
             unsigned  pattern)
{
  int d = choice % 9, u = choice / 9, last = 5;

  while ((pattern & perms[last]) != perms[last])
    last--;
  for (int i = 0; i < last; i++)
    {
      Board child;

      if ((pattern & perms[i]) != perms[i])
        continue;
      search->result->guesses++;
      child = *board;
      board_keep_perm (&child, d, u, perms[i]);
      search_run (search, &child, depth + 1);
      if (search->stop)
        return;
    }
  search->result->guesses++;
  board_keep_perm (board, d, u, perms[last]);
  search_run (search, board, depth + 1);
}

/* How a node branches. In a search's first UNIT_SEARCH_NODES nodes, on the
 * best bivalue cell when its score (bivalue peers sharing a digit) is at
 * least CELL_SCORE, a cell that sets off a long chain of forced cells; on a
 * digit's permutations in a band or stack otherwise and in every later
 * node. Measured on one core, 3 interleaved rounds against tdoku (ratios
 * first / count): a switch after 64 nodes gave top1465 1.09 / 1.06,
 * forum-hardest-1106 1.14 / 1.34; after 16 nodes 1.09 / 1.08 and 1.06 /
 * 1.28; scores 2 and 4 gave 3-10% more time on one set or the other;
 * permutations from the first node, 1.12 / 1.19 and 1.06 / 1.26. */
#define UNIT_SEARCH_NODES 16
#define CELL_SCORE        3

/* Propagation, then the triad rules when it stalls, until neither finds
 * anything. False when the node is closed: a contradiction, or a solution
 * (then counted). *p gets the digits' patterns of the stalled board. */
static bool
search_propagate (Search   *search,
                  Board    *board,
                  unsigned  depth,
                  uint64_t  p[NONET_DIGITS])
{
  for (;;)
    {
      uint32_t stacks[NONET_DIGITS];
      int r;

      if (!board_propagate (board, stacks))
        return false;
      if (board_is_solved (board))
        {
          search_found (search, board, depth);
          return false;
        }
      board_patterns (board, stacks, p);
      r = board_triads (board, p);
      if (r < 0)
        return false;
      if (r == 0)
        return true;
    }
}

/* Depth-first search. board is the caller's scratch copy: the last branch
 * reuses it instead of copying. */
static void
search_run (Search   *search,
            Board    *board,
            unsigned  depth)
{
  uint64_t p[NONET_DIGITS];
  unsigned pattern = 0;
  NonetMask mask = 0;
  int choice, cell = -1, score = -1;

  if ((++search->nodes & 4095) == 0 && search->cancel != NULL
      && search->cancel (search->cancel_data))
    {
      search->result->status = NONET_STATUS_CANCELLED;
      search->stop = true;
      return;
    }
  if (!search_propagate (search, board, depth, p))
    return;
  if (search->nodes <= UNIT_SEARCH_NODES)
    {
      cell = board_pick_cell (board, &mask, &score);
      if (score >= CELL_SCORE)
        {
          search_cell (search, board, depth, cell, mask);
          return;
        }
    }
  choice = board_pick_unit (p, &pattern);
  if (choice < 0)
    {
      /* Every unit settled but cells open (pencil marks), or an open grid. */
      if (mask == 0)
        cell = board_pick_cell (board, &mask, &score);
      search_cell (search, board, depth, cell, mask);
      return;
    }
  search_unit (search, board, depth, choice, pattern);
}

/* Loads the grid: pencil marks first (they restrict empty cells only), then
 * every filled cell. Returns OK, DUPLICATE, NO_CANDIDATE or INVALID_ARGUMENT. */
static NonetStatus
board_load (Board           *board,
            const NonetGrid *grid)
{
  for (int d = 0; d < NONET_DIGITS; d++)
    for (int b = 0; b < 3; b++)
      {
        board->cells[b][d] = BAND_ALL;
      }
  for (int b = 0; b < 3; b++)
    board->open[b] = BAND_ALL;
  board->dirty = BAND_ALL;      /* every word of every band */
  board->unseen = NONET_ALL_DIGITS;

  if (grid->has_candidates)
    for (int cell = 0; cell < NONET_CELLS; cell++)
      if (grid->values[cell] == 0)
        for (int d = 0; d < NONET_DIGITS; d++)
          if ((grid->candidates[cell] & (1u << d)) == 0)
            board->cells[cell / 27][d] &= ~(1u << (cell % 27));

  for (int band = 0; band < 3; band++)
    for (int bit = 0; bit < 27; bit++)
      {
        int value = grid->values[band * 27 + bit];
        uint32_t cell = 1u << bit;

        if (value == 0)
          continue;
        if (value > NONET_DIGITS)
          return NONET_STATUS_INVALID_ARGUMENT;
        /* Only an earlier equal digit among the peers can have taken the bit. */
        if ((board->cells[band][value - 1] & cell) == 0)
          return NONET_STATUS_DUPLICATE;
        /* Every digit is dirty already: no need to track which ones change. */
        for (int d = 0; d < NONET_DIGITS; d++)
          board->cells[band][d] &= ~cell;
        board->cells[band][value - 1] |= cell;
        board_place_alone (board, value - 1, band, bit);
      }

  for (int b = 0; b < 3; b++)
    {
      uint32_t any = 0;
      for (int d = 0; d < NONET_DIGITS; d++)
        any |= board->cells[b][d];
      if ((board->open[b] & ~any) != 0)
        return NONET_STATUS_NO_CANDIDATE;
    }
  return NONET_STATUS_OK;
}

/**
 * nonet_solve:
 * @grid: the puzzle; its values are fixed, its pencil marks restrict the
 *   empty cells when has_candidates is set
 * @options: limit and cancel hook, or NULL for limit 1 and no hook
 * @result: (out): status, solution count up to the limit, guesses, depth and
 *   the first solution
 *
 * Counts the solutions of @grid up to the limit. An unsolvable grid gives
 * status OK with 0 solutions; a grid that breaks the rules gives DUPLICATE or
 * NO_CANDIDATE (nonet_grid_validate says where) with 0 solutions.
 */
void
nonet_solve (const NonetGrid         *grid,
             const NonetSolveOptions *options,
             NonetSolveResult        *result)
{
  Search search = { 0 };
  Board board;

  memset (result, 0, sizeof *result);
  search.limit = options != NULL && options->limit > 0 ? options->limit : 1;
  search.cancel = options != NULL ? options->cancel : NULL;
  search.cancel_data = options != NULL ? options->cancel_data : NULL;
  search.result = result;

  result->status = board_load (&board, grid);
  if (result->status != NONET_STATUS_OK)
    return;
  search_run (&search, &board, 0);
}

/**
 * nonet_solve_unique:
 * @grid: the puzzle
 * @solution: (out): the solution when there is exactly one (may be NULL)
 * @error: (out) (optional): the status and, for a broken grid, the cells
 *
 * Returns: OK when @grid has exactly one solution; UNSOLVABLE,
 * MULTIPLE_SOLUTIONS, DUPLICATE or NO_CANDIDATE otherwise.
 */
NonetStatus
nonet_solve_unique (const NonetGrid *grid,
                    uint8_t          solution[NONET_CELLS],
                    NonetError      *error)
{
  NonetSolveOptions options = { .limit = 2 };
  NonetSolveResult result;
  NonetStatus status;

  nonet_solve (grid, &options, &result);
  if (result.status == NONET_STATUS_DUPLICATE || result.status == NONET_STATUS_NO_CANDIDATE)
    {
      /* The validator names the cells; it and the loader agree on the status. */
      status = nonet_grid_validate (grid, error);
      return status != NONET_STATUS_OK ? status : result.status;
    }
  if (result.status != NONET_STATUS_OK)
    status = result.status;
  else if (result.solutions == 0)
    status = NONET_STATUS_UNSOLVABLE;
  else if (result.solutions > 1)
    status = NONET_STATUS_MULTIPLE_SOLUTIONS;
  else
    status = NONET_STATUS_OK;
  nonet_error_init (error, status);
  if (status == NONET_STATUS_OK && solution != NULL)
    memcpy (solution, result.solution, NONET_CELLS);
  return status;
}

/**
 * nonet_estimate_difficulty:
 * @grid: the puzzle
 *
 * Seed 003's quick difficulty: the mean number of guesses the solver makes
 * to reach a first solution, over the eight rotations and reflections of
 * @grid (the search is not symmetric, so one view alone is biased).
 *
 * Returns: the mean, 0 when propagation alone solves every view; -1 for a
 *   grid that breaks the rules (DUPLICATE, NO_CANDIDATE).
 */
double
nonet_estimate_difficulty (const NonetGrid *grid)
{
  uint64_t total = 0;

  for (int s = 0; s < NONET_N_SYMMETRIES; s++)
    {
      NonetGrid view;
      NonetSolveResult result;

      nonet_grid_transform (grid, (NonetSymmetry) s, &view);
      nonet_solve (&view, NULL, &result);
      if (result.status != NONET_STATUS_OK)
        return -1.0;
      total += result.guesses;
    }
  return (double) total / NONET_N_SYMMETRIES;
}
