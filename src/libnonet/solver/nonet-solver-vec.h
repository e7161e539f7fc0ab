/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-solver-vec.h: the solver's work on a band's nine digit words at once.
 *
 * Two paths with the same results, bit for bit: SSE2 (part of every x86-64
 * processor, so no run-time check is needed) and portable C11 for every
 * other machine, or when NONET_SOLVER_SCALAR is defined (tests/test-solver-paths.c
 * builds the solver a second time that way and compares the two). Only
 * nonet-solver.c includes this file. */

#ifndef NONET_SOLVER_VEC_H
#define NONET_SOLVER_VEC_H

#include <stdint.h>

#if defined(__SSE2__) && !defined(NONET_SOLVER_SCALAR)
#define NONET_SOLVER_SSE2 1
#include <emmintrin.h>
#endif

#ifdef NONET_SOLVER_SSE2

/* Digits (bit d) among the four words of v that have a bit of cells. */
static inline uint32_t
vec_touched4 (__m128i v,
              __m128i cells)
{
  __m128i none = _mm_cmpeq_epi32 (_mm_and_si128 (v, cells), _mm_setzero_si128 ());

  return (uint32_t) _mm_movemask_ps (_mm_castsi128_ps (none)) ^ 0xfu;
}

/* Clears cells from the nine words; returns the digits that had some. */
static inline uint32_t
vec_clear9 (uint32_t words[9],
            uint32_t cells)
{
  __m128i c = _mm_set1_epi32 ((int) cells);
  __m128i v0 = _mm_loadu_si128 ((const __m128i *) words);
  __m128i v1 = _mm_loadu_si128 ((const __m128i *) (words + 4));
  uint32_t touched = vec_touched4 (v0, c) | vec_touched4 (v1, c) << 4
                     | (uint32_t) ((words[8] & cells) != 0) << 8;

  _mm_storeu_si128 ((__m128i *) words, _mm_andnot_si128 (c, v0));
  _mm_storeu_si128 ((__m128i *) (words + 4), _mm_andnot_si128 (c, v1));
  words[8] &= ~cells;
  return touched;
}

/* The digits (bit d) whose word has bit bit set. */
static inline uint32_t
vec_cell_mask9 (const uint32_t words[9],
                int            bit)
{
  __m128i shift = _mm_cvtsi32_si128 (31 - bit);
  __m128i v0 = _mm_sll_epi32 (_mm_loadu_si128 ((const __m128i *) words), shift);
  __m128i v1 = _mm_sll_epi32 (_mm_loadu_si128 ((const __m128i *) (words + 4)), shift);

  return (uint32_t) _mm_movemask_ps (_mm_castsi128_ps (v0))
         | (uint32_t) _mm_movemask_ps (_mm_castsi128_ps (v1)) << 4
         | ((words[8] >> bit) & 1u) << 8;
}

/* Per lane, the mini-row pattern of a band word (see band_pattern in
 * nonet-solver.c). */
static inline __m128i
vec_band_pattern4 (__m128i w)
{
  __m128i m = _mm_and_si128 (_mm_or_si128 (_mm_or_si128 (w, _mm_srli_epi32 (w, 1)),
                                           _mm_srli_epi32 (w, 2)),
                             _mm_set1_epi32 (0x1249249));

  return _mm_and_si128 (_mm_or_si128 (_mm_or_si128 (m, _mm_srli_epi32 (m, 8)),
                                      _mm_srli_epi32 (m, 16)), _mm_set1_epi32 (0x1ff));
}

/* Per lane, the columns (9 bits) of a band word; those in two or three of
 * its rows are added to *twice (band_columns in nonet-solver.c). */
static inline __m128i
vec_band_columns4 (__m128i  w,
                   __m128i *twice)
{
  __m128i rows = _mm_set1_epi32 (0x1ff);
  __m128i r0 = _mm_and_si128 (w, rows), r1 = _mm_and_si128 (_mm_srli_epi32 (w, 9), rows);
  __m128i r2 = _mm_srli_epi32 (w, 18), r01 = _mm_or_si128 (r0, r1);

  *twice = _mm_or_si128 (*twice, _mm_or_si128 (_mm_and_si128 (r0, r1), _mm_and_si128 (r01, r2)));
  return _mm_or_si128 (r01, r2);
}

/* Per lane, columns 3s to 3s + 2 moved to bits 9s to 9s + 2. */
static inline __m128i
vec_spread_columns4 (__m128i c)
{
  return _mm_or_si128 (_mm_or_si128 (_mm_and_si128 (c, _mm_set1_epi32 (7)),
                                     _mm_slli_epi32 (_mm_and_si128 (c, _mm_set1_epi32 (0x38)), 6)),
                       _mm_slli_epi32 (_mm_and_si128 (c, _mm_set1_epi32 (0x1c0)), 12));
}

/* Four digits' stack patterns from their three band words (board_digit_stacks
 * in nonet-solver.c); their columns held twice are added to *twice. */
static inline __m128i
vec_stacks4 (__m128i  w0,
             __m128i  w1,
             __m128i  w2,
             __m128i *twice)
{
  __m128i c0 = vec_band_columns4 (w0, twice);
  __m128i c1 = vec_band_columns4 (w1, twice);
  __m128i c2 = vec_band_columns4 (w2, twice);

  return _mm_or_si128 (_mm_or_si128 (vec_spread_columns4 (c0),
                                     _mm_slli_epi32 (vec_spread_columns4 (c1), 3)),
                       _mm_slli_epi32 (vec_spread_columns4 (c2), 6));
}

/* Four digits' patterns in the three bands (band_pattern of each band word
 * in nonet-solver.c), band b's at bit 9 * b. */
static inline __m128i
vec_band_patterns4 (__m128i w0,
                    __m128i w1,
                    __m128i w2)
{
  return _mm_or_si128 (_mm_or_si128 (vec_band_pattern4 (w0),
                                     _mm_slli_epi32 (vec_band_pattern4 (w1), 9)),
                       _mm_slli_epi32 (vec_band_pattern4 (w2), 18));
}

/* Lanes of one and two: the cells in at least one and in at least two of
 * the groups of words they stand for, merged with the lanes moved by imm. */
#define VEC_MERGE(one, two, imm) \
  do { \
    __m128i o_ = _mm_shuffle_epi32 (one, imm), t_ = _mm_shuffle_epi32 (two, imm); \
    two = _mm_or_si128 (_mm_or_si128 (two, t_), _mm_and_si128 (one, o_)); \
    one = _mm_or_si128 (one, o_); \
  } while (0)

/* The cells that at least one (*one) and at least two (*two) of the nine
 * words hold. */
static inline void
vec_counts9 (const uint32_t  words[9],
             uint32_t       *one,
             uint32_t       *two)
{
  __m128i a = _mm_loadu_si128 ((const __m128i *) words);
  __m128i b = _mm_loadu_si128 ((const __m128i *) (words + 4));
  __m128i c = _mm_cvtsi32_si128 ((int) words[8]);     /* lane 0 only */
  __m128i ab = _mm_or_si128 (a, b);
  __m128i o = _mm_or_si128 (ab, c);
  __m128i t = _mm_or_si128 (_mm_and_si128 (a, b), _mm_and_si128 (ab, c));

  VEC_MERGE (o, t, 0x4e);       /* lanes 2 3 0 1 */
  VEC_MERGE (o, t, 0xb1);       /* lanes 1 0 3 2 */
  *one = (uint32_t) _mm_cvtsi128_si32 (o);
  *two = (uint32_t) _mm_cvtsi128_si32 (t);
}

#undef VEC_MERGE

#else

static inline uint32_t
vec_clear9 (uint32_t words[9],
            uint32_t cells)
{
  uint32_t touched = 0;

  for (int d = 0; d < 9; d++)
    {
      touched |= (uint32_t) ((words[d] & cells) != 0) << d;
      words[d] &= ~cells;
    }
  return touched;
}

static inline uint32_t
vec_cell_mask9 (const uint32_t words[9],
                int            bit)
{
  uint32_t mask = 0;

  /* Without branches: which digits a cell has is anybody's guess. */
  for (int d = 0; d < 9; d++)
    mask |= ((words[d] >> bit) & 1u) << d;
  return mask;
}

static inline void
vec_counts9 (const uint32_t  words[9],
             uint32_t       *one,
             uint32_t       *two)
{
  uint32_t o = 0, t = 0;

  for (int d = 0; d < 9; d++)
    {
      t |= o & words[d];
      o |= words[d];
    }
  *one = o;
  *two = t;
}

#endif

#endif /* NONET_SOLVER_VEC_H */
