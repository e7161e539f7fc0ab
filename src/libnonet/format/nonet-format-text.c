/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-format-text.c: lines, UTF-8, error positions and the cell sink
 * shared by every reader of nonet-format. */

#include <string.h>

#include "nonet-format-private.h"

Text
_nonet_text_init (const char *text,
                  size_t      length)
{
  static const char nothing[] = "";
  Text result = { nothing, nothing };

  if (text == NULL)
    return result;
  result.start = text;
  result.end = text + length;
  /* A UTF-8 byte order mark is not part of the first line's columns. */
  if (length >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
    result.start += 3;
  return result;
}

/* Fills *line with the line that starts at position; false at the end. A
 * line ends at LF; a CR just before the LF is not content. */
bool
_nonet_text_line (const char *position,
                  const char *end,
                  unsigned    number,
                  TextLine   *line)
{
  const char *newline;

  if (position >= end)
    return false;
  newline = memchr (position, '\n', (size_t) (end - position));
  line->start = position;
  line->number = number;
  if (newline == NULL)
    {
      line->end = end;
      line->next = end;
    }
  else
    {
      line->end = newline;
      line->next = newline + 1;
    }
  if (line->end > line->start && line->end[-1] == '\r' && newline != NULL)
    line->end--;
  return true;
}

/* Decodes one UTF-8 sequence: its length, or 0 when it is not valid UTF-8
 * (overlong forms, surrogates and code points past U+10FFFF included). */
int
_nonet_utf8_decode (const char *p,
                    const char *end,
                    int        *code_point)
{
  const unsigned char *s = (const unsigned char *) p;
  int length, value, min;

  if (s[0] < 0x80)
    {
      *code_point = s[0];
      return 1;
    }
  if (s[0] >= 0xc2 && s[0] <= 0xdf)
    length = 2, value = s[0] & 0x1f, min = 0x80;
  else if (s[0] >= 0xe0 && s[0] <= 0xef)
    length = 3, value = s[0] & 0x0f, min = 0x800;
  else if (s[0] >= 0xf0 && s[0] <= 0xf4)
    length = 4, value = s[0] & 0x07, min = 0x10000;
  else
    return 0;
  if (end - p < length)
    return 0;
  for (int i = 1; i < length; i++)
    {
      if ((s[i] & 0xc0) != 0x80)
        return 0;
      value = (value << 6) | (s[i] & 0x3f);
    }
  if (value < min || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff))
    return 0;
  *code_point = value;
  return length;
}

bool
_nonet_is_space (int c)
{
  return c == ' ' || c == '\t' || c == '\r';
}

/* The bytes of a line: no NUL or control byte in it (BINARY) and not more
 * than NONET_FORMAT_MAX_LINE of them. Only the first NONET_FORMAT_MAX_LINE
 * bytes are looked at, so a 100 MB line costs no more than a long one. */
static NonetStatus
check_bytes (const TextLine *line,
             NonetError     *error)
{
  size_t length = (size_t) (line->end - line->start);
  const char *stop = line->start + (length > NONET_FORMAT_MAX_LINE ? NONET_FORMAT_MAX_LINE
                                                                   : length);
  unsigned column = 1;

  for (const char *p = line->start; p < stop; p++)
    {
      unsigned char c = (unsigned char) *p;

      if ((c < 0x20 && c != '\t' && c != '\r') || c == 0x7f)
        {
          _nonet_error_at (error, NONET_STATUS_BINARY, line, NULL, NONET_EXPECT_NOTHING);
          error->column = column;
          error->found = c;
          return error->status;
        }
      column += (c & 0xc0) != 0x80;
    }
  if (length > NONET_FORMAT_MAX_LINE)
    {
      _nonet_error_at (error, NONET_STATUS_LINE_TOO_LONG, line, NULL, NONET_EXPECT_NOTHING);
      error->column = column;
      error->count = NONET_FORMAT_MAX_LINE;
      return error->status;
    }
  return NONET_STATUS_OK;
}

/* A line of checked bytes is valid UTF-8. */
static NonetStatus
check_encoding (const TextLine *line,
                NonetError     *error)
{
  unsigned column = 1;
  int length, code_point;

  for (const char *p = line->start; p < line->end; p += length, column++)
    {
      length = (unsigned char) *p < 0x80 ? 1 : _nonet_utf8_decode (p, line->end, &code_point);
      if (length == 0)
        {
          _nonet_error_at (error, NONET_STATUS_BAD_ENCODING, line, NULL, NONET_EXPECT_NOTHING);
          error->column = column;
          error->found = (unsigned char) *p;
          return error->status;
        }
    }
  return NONET_STATUS_OK;
}

/* Checks that a line is text: bytes, length, then encoding. */
NonetStatus
_nonet_line_check (const TextLine *line,
                   NonetError     *error)
{
  if (check_bytes (line, error) != NONET_STATUS_OK)
    return error->status;
  return check_encoding (line, error);
}

/* Checks the whole text: first that no line holds binary bytes or is too
 * long (a binary file is BINARY even if an early byte is also bad UTF-8),
 * then the encoding. */
NonetStatus
_nonet_text_check (Text        text,
                   NonetError *error)
{
  for (int pass = 0; pass < 2; pass++)
    {
      TextLine line;
      unsigned number = 1;

      for (const char *p = text.start; _nonet_text_line (p, text.end, number, &line);
           p = line.next, number++)
        {
          NonetStatus status = pass == 0 ? check_bytes (&line, error)
                                         : check_encoding (&line, error);

          if (status != NONET_STATUS_OK)
            return status;
        }
    }
  return NONET_STATUS_OK;
}

/* The 1-based column of p in characters: one per UTF-8 lead byte before it. */
unsigned
_nonet_column (const TextLine *line,
               const char     *p)
{
  unsigned column = 1;

  for (const char *q = line->start; q < p; q++)
    column += ((unsigned char) *q & 0xc0) != 0x80;
  return column;
}

/* Sets error to status at p in line (p NULL: only the line), with the
 * character found there (-1 at the end of the line). */
void
_nonet_error_at (NonetError     *error,
                 NonetStatus     status,
                 const TextLine *line,
                 const char     *p,
                 NonetExpect     expected)
{
  nonet_error_init (error, status);
  error->line = line->number;
  error->expected = expected;
  if (p == NULL)
    return;
  error->column = _nonet_column (line, p);
  if (p < line->end && _nonet_utf8_decode (p, line->end, &error->found) == 0)
    error->found = (unsigned char) *p;
}

/* Sets error to status at the very end of the text: after its last
 * character, or at the start of the line after a final line end. */
void
_nonet_error_at_end (NonetError  *error,
                     NonetStatus  status,
                     Text         text,
                     NonetExpect  expected)
{
  TextLine line = { text.end, text.end, text.end, 1 };
  unsigned number = 1;

  for (const char *p = text.start; _nonet_text_line (p, text.end, number, &line); p = line.next)
    number++;
  if (line.end != line.next)
    line = (TextLine) { text.end, text.end, text.end, number };
  _nonet_error_at (error, status, &line, line.end, expected);
}

/* _nonet_error_at() for an error about how many cells, rows or fields the
 * text holds: count is how many were found. Returns the status. */
NonetStatus
_nonet_error_count_at (NonetError     *error,
                       NonetStatus     status,
                       const TextLine *line,
                       const char     *p,
                       NonetExpect     expected,
                       int             count)
{
  _nonet_error_at (error, status, line, p, expected);
  error->count = count;
  return status;
}

const char *
_nonet_skip_space (const char *p,
                   const char *end)
{
  while (p < end && _nonet_is_space (*p))
    p++;
  return p;
}

const char *
_nonet_trim_end (const char *start,
                 const char *end)
{
  while (end > start && _nonet_is_space (end[-1]))
    end--;
  return end;
}

/* Blank lines and lines whose first non-blank character is # hold no cells. */
bool
_nonet_line_is_blank_or_comment (const TextLine *line)
{
  const char *p = _nonet_skip_space (line->start, line->end);

  return p == line->end || *p == '#';
}

void
_nonet_sink_init (CellSink *sink)
{
  memset (sink, 0, sizeof *sink);
}

/* Offers one cell read at p: value 0 for an empty cell; candidates are the
 * pencil marks (0 when the format has none). Cells past the 81st are only
 * counted, for the error. */
void
_nonet_sink_add (CellSink       *sink,
                 int             value,
                 NonetMask       candidates,
                 const TextLine *line,
                 const char     *p)
{
  int cell = sink->count++;

  if (cell >= NONET_CELLS)
    return;
  sink->grid.values[cell] = (uint8_t) value;
  sink->grid.given[cell] = value != 0;
  sink->grid.candidates[cell] = value != 0 ? nonet_digit_bit (value) : candidates;
  sink->lines[cell] = line->number;
  sink->line_starts[cell] = line->start;
  sink->places[cell] = p;
  if (p >= line->end)
    sink->found[cell] = -1;
  else if ((unsigned char) *p < 0x80)
    sink->found[cell] = *p;
  else if (_nonet_utf8_decode (p, line->end, &sink->found[cell]) == 0)
    sink->found[cell] = -1;
}

/* The rules of nonet_grid_validate, checked with house masks: 10 times
 * faster than it on a file of puzzles. Only when this finds a fault is
 * nonet_grid_validate asked which one, so the error is the same. */
static bool
follows_rules (const NonetGrid *grid)
{
  NonetMask houses[NONET_HOUSES] = { 0 };

  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      const uint8_t *h = nonet_cell_houses[cell];
      NonetMask bit;

      if (grid->values[cell] == 0)
        continue;
      bit = nonet_digit_bit (grid->values[cell]);
      if ((houses[h[0]] | houses[h[1]] | houses[h[2]]) & bit)
        return false;
      houses[h[0]] |= bit, houses[h[1]] |= bit, houses[h[2]] |= bit;
    }
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      const uint8_t *h = nonet_cell_houses[cell];
      NonetMask left = NONET_ALL_DIGITS & (NonetMask) ~(houses[h[0]] | houses[h[1]] | houses[h[2]]);

      if (grid->has_candidates)
        left &= grid->candidates[cell];
      if (grid->values[cell] == 0 && left == 0)
        return false;
    }
  return true;
}

/* Validates the 81 cells and copies them to grid; a duplicate or a cell
 * without candidates is reported at the place in the text where it was
 * written (the second cell of a duplicate). */
NonetStatus
_nonet_sink_finish (CellSink   *sink,
                    bool        has_candidates,
                    NonetGrid  *grid,
                    NonetError *error)
{
  NonetStatus status;
  int cell;

  sink->grid.has_candidates = has_candidates;
  if (!has_candidates)
    memset (sink->grid.candidates, 0, sizeof sink->grid.candidates);
  status = follows_rules (&sink->grid) ? NONET_STATUS_OK
                                        : nonet_grid_validate (&sink->grid, error);
  if (status == NONET_STATUS_OK)
    {
      nonet_error_init (error, NONET_STATUS_OK);
      *grid = sink->grid;
      return NONET_STATUS_OK;
    }
  cell = error->cell_b >= 0 ? error->cell_b : error->cell_a;
  if (cell >= 0)
    {
      TextLine line = { sink->line_starts[cell], sink->places[cell], NULL, sink->lines[cell] };

      error->line = sink->lines[cell];
      error->column = _nonet_column (&line, sink->places[cell]);
      error->found = sink->found[cell];
    }
  return status;
}
