/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-roundtrip.c: whatever reads, writes in every format and reads back.
 *
 * The first byte picks the reading format as in fuzz-parse.c. A grid that
 * reads is written in each writable format (nonet_format, snprintf-like:
 * also into a buffer too small) and read back, AUTO and forced to that
 * format, to the same values (nonet-format.h promises it; a pencil-mark
 * cell with a single candidate may come back filled with that digit, and
 * the pencil marks of a grid without a solution may not read back).
 */

#include <string.h>

#include "fuzz-common.h"

static const NonetFormat written[] = {
  NONET_FORMAT_LINE, NONET_FORMAT_GRID, NONET_FORMAT_CSV, NONET_FORMAT_PYTHON,
  NONET_FORMAT_SDK, NONET_FORMAT_SS, NONET_FORMAT_PENCILMARK,
};

static void
check_same_values (const NonetGrid *grid,
                   const NonetGrid *back,
                   NonetFormat      format)
{
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      if (back->values[cell] == grid->values[cell])
        continue;
      /* PENCILMARK: an empty cell with one candidate reads as filled. */
      FUZZ_CHECK (format == NONET_FORMAT_PENCILMARK && grid->values[cell] == 0
                  && nonet_mask_count (back->candidates[cell]) == 1);
    }
}

static bool
has_solution (const NonetGrid *grid)
{
  NonetSolveOptions options = { .limit = 1 };
  NonetSolveResult result;

  nonet_solve (grid, &options, &result);
  return result.solutions > 0;
}

static void
check_written (const NonetGrid *grid,
               NonetFormat      format)
{
  char text[8192];
  char small[17];

  size_t length = nonet_format (grid, format, text, sizeof text);
  FUZZ_CHECK (length > 0 && length < sizeof text);
  FUZZ_CHECK (strlen (text) == length);

  /* Too small a buffer: cut, NUL-terminated, same length returned. */
  memset (small, 'x', sizeof small);
  FUZZ_CHECK (nonet_format (grid, format, small, sizeof small) == length);
  FUZZ_CHECK (strlen (small) == (length < sizeof small ? length : sizeof small - 1));
  FUZZ_CHECK (memcmp (small, text, strlen (small)) == 0);

  /* PENCILMARK: a single candidate reads back as a filled cell, so the
   * marks of a grid with no solution (two single candidates of one digit in
   * a house, say) may read back as a DUPLICATE or NO_CANDIDATE. That is
   * the format; a grid with a solution always reads back. */
  NonetFormat readers[] = { NONET_FORMAT_AUTO, format };
  for (size_t i = 0; i < sizeof readers / sizeof readers[0]; i++)
    {
      NonetGrid back;
      NonetError error;
      NonetStatus status = nonet_parse (text, length, readers[i], &back, &error);
      if (format == NONET_FORMAT_PENCILMARK
          && (status == NONET_STATUS_DUPLICATE || status == NONET_STATUS_NO_CANDIDATE)
          && !has_solution (grid))
        continue;
      if (status != NONET_STATUS_OK)
        fprintf (stderr, "format %d read as %d: status %d at %u:%u\n%s\n", (int) format,
                 (int) readers[i], (int) status, error.line, error.column, text);
      FUZZ_CHECK (status == NONET_STATUS_OK);
      fuzz_check_grid (&back);
      check_same_values (grid, &back, format);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  if (size < 1)
    return 0;
  NonetGrid grid;
  NonetError error;

  if (nonet_parse ((const char *) data + 1, size - 1, fuzz_format_from_byte (data[0]), &grid,
                   &error) != NONET_STATUS_OK)
    return 0;
  for (size_t i = 0; i < sizeof written / sizeof written[0]; i++)
    check_written (&grid, written[i]);
  return 0;
}
