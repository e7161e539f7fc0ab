/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-library-line.c: nonet_parse_library_line on any bytes (one line). */

#include <string.h>

#include "fuzz-common.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  NonetLibraryCase library_case;
  NonetError error;

  NonetStatus status = nonet_parse_library_line ((const char *) data, size, &library_case,
                                                 &error);
  if (status == NONET_STATUS_EMPTY)
    return 0;
  if (status != NONET_STATUS_OK)
    {
      fuzz_check_error (status, &error);
      return 0;
    }
  FUZZ_CHECK (memchr (library_case.code, '\0', sizeof library_case.code) != NULL);
  FUZZ_CHECK ((library_case.digits & ~NONET_ALL_DIGITS) == 0);
  FUZZ_CHECK (library_case.grid.has_candidates);
  fuzz_check_grid (&library_case.grid);
  FUZZ_CHECK (library_case.n_eliminations >= 0
              && library_case.n_eliminations <= NONET_LIBRARY_MAX_CANDIDATES);
  FUZZ_CHECK (library_case.n_placements >= 0
              && library_case.n_placements <= NONET_LIBRARY_MAX_CANDIDATES);
  for (int i = 0; i < library_case.n_eliminations; i++)
    FUZZ_CHECK (library_case.eliminations[i].cell < NONET_CELLS
                && library_case.eliminations[i].digit >= 1
                && library_case.eliminations[i].digit <= 9);
  for (int i = 0; i < library_case.n_placements; i++)
    FUZZ_CHECK (library_case.placements[i].cell < NONET_CELLS
                && library_case.placements[i].digit >= 1
                && library_case.placements[i].digit <= 9);
  return 0;
}
