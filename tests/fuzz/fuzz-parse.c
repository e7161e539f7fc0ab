/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-parse.c: nonet_parse and NonetReader on any bytes.
 *
 * The first byte picks the format (AUTO or one forced format, modulo
 * NONET_N_FORMATS); the rest is the text. Both readers must return a sane
 * grid or a sane error, and the reader must move forward on every call.
 */

#include "fuzz-common.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  if (size < 1)
    return 0;
  NonetFormat format = fuzz_format_from_byte (data[0]);
  const char *text = (const char *) data + 1;
  size_t length = size - 1;
  NonetGrid grid;
  NonetError error;

  NonetStatus status = nonet_parse (text, length, format, &grid, &error);
  if (status == NONET_STATUS_OK)
    fuzz_check_grid (&grid);
  else
    fuzz_check_error (status, &error);

  NonetReader reader;
  nonet_reader_init (&reader, text, length, format);
  size_t previous = 0;
  int calls = 0;
  while ((status = nonet_reader_next (&reader, &grid, &error)) != NONET_STATUS_EMPTY)
    {
      if (status == NONET_STATUS_OK)
        fuzz_check_grid (&grid);
      else
        fuzz_check_error (status, &error);
      FUZZ_CHECK (reader.position <= length);
      /* Forward on every call, or done: a reader that stands still loops. */
      FUZZ_CHECK (reader.position > previous || reader.done || calls == 0);
      /* reader.line only counts lines read one at a time (not a whole
       * text); a whole text that is binary has no puzzle line (0). */
      FUZZ_CHECK (reader.puzzle_line >= 1 || status != NONET_STATUS_OK);
      FUZZ_CHECK (reader.whole_text || reader.puzzle_line < reader.line);
      previous = reader.position;
      FUZZ_CHECK (++calls <= (int) length + 1);
    }
  return 0;
}
