/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-common.h: what every fuzz target checks about a grid the library hands back.
 *
 * The targets are built twice: with libFuzzer (clang, -Dfuzzing) and, in
 * every other build, with fuzz-replay.c as main, which runs the seed corpus
 * and the regression inputs once (suite fuzz-corpus). A broken invariant
 * aborts, which both count as a failure.
 */
#pragma once

#include <stdio.h>
#include <stdlib.h>

#include "nonet.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

#define FUZZ_CHECK(condition) \
  do { \
    if (!(condition)) \
      { \
        fprintf (stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #condition); \
        abort (); \
      } \
  } while (0)

/* A grid the readers returned: digits in range, givens only on filled cells,
 * pencil marks (when present) only the 9 digit bits and holding the value of
 * a filled cell. */
static inline void
fuzz_check_grid (const NonetGrid *grid)
{
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      FUZZ_CHECK (grid->values[cell] <= 9);
      FUZZ_CHECK (grid->given[cell] <= 1);
      FUZZ_CHECK (!grid->given[cell] || grid->values[cell] != 0);
      if (!grid->has_candidates)
        continue;
      FUZZ_CHECK ((grid->candidates[cell] & ~NONET_ALL_DIGITS) == 0);
      if (grid->values[cell] != 0)
        FUZZ_CHECK (grid->candidates[cell] & nonet_digit_bit (grid->values[cell]));
    }
}

/* An error the readers returned: a status that is an error, positions 1-based. */
static inline void
fuzz_check_error (NonetStatus status, const NonetError *error)
{
  FUZZ_CHECK (status != NONET_STATUS_OK);
  FUZZ_CHECK (error->status == status);
  FUZZ_CHECK (error->cell_a >= -1 && error->cell_a < NONET_CELLS);
  FUZZ_CHECK (error->cell_b >= -1 && error->cell_b < NONET_CELLS);
  FUZZ_CHECK (error->digit >= 0 && error->digit <= 9);
}

/* The format a leading byte picks: AUTO and every format, each forced. */
static inline NonetFormat
fuzz_format_from_byte (uint8_t byte)
{
  return (NonetFormat) (byte % NONET_N_FORMATS);
}
