/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-format-read.c: the one-line puzzle, the 9x9 grid family (plain,
 * boxed, SadMan .sdk, SimpleSudoku .ss) and CSV. */

#include <string.h>

#include "nonet-format-private.h"

static int
cell_value (int c)
{
  return c >= '1' && c <= '9' ? c - '0' : 0;
}

/* One character: its length and code point (a stray byte counts as one
 * character, -1; the text was checked before, so this is only a guard). */
static int
decode (const char *p,
        const char *end,
        int        *c)
{
  int length = _nonet_utf8_decode (p, end, c);

  if (length == 0)
    {
      *c = -1;
      return 1;
    }
  return length;
}

/* A line holding a whole puzzle: optional blanks, then exactly 81 cell
 * characters; whatever follows them (a rating, a # comment) is not read.
 *
 *   4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......  # rated 9.1
 *   ^ column 1                                                          column 82 ^
 */
NonetStatus
_nonet_read_line (const TextLine *line,
                  CellSink       *sink,
                  NonetError     *error)
{
  const char *p = _nonet_skip_space (line->start, line->end);
  const char *extra = NULL;

  for (; p < line->end && _nonet_is_cell_char (*p); p++)
    {
      if (sink->count == NONET_CELLS)
        extra = p;
      _nonet_sink_add (sink, cell_value (*p), 0, line, p);
    }
  if (extra != NULL)
    return _nonet_error_count_at (error, NONET_STATUS_TOO_MANY_CELLS, line, extra,
                                  NONET_EXPECT_NOTHING, sink->count);
  if (sink->count < NONET_CELLS)
    {
      bool stops = p == line->end || _nonet_is_space (*p) || *p == '#';

      _nonet_error_at (error, stops ? NONET_STATUS_TOO_FEW_CELLS : NONET_STATUS_BAD_CHARACTER,
                       line, p, NONET_EXPECT_CELL);
      if (stops)
        error->count = sink->count;
      return error->status;
    }
  return NONET_STATUS_OK;
}

/* Vertical bars between boxes: ASCII and the box-drawing ones. */
bool
_nonet_is_bar (int code_point)
{
  return code_point == '|' || code_point == 0x2502 || code_point == 0x2503
         || code_point == 0x2551;
}

/* A box line between bands, or a frame:
 *
 *   +-------+-------+-------+   -------+-------+------   *-----------*
 *   |---+---+---|   -----------   .-----.-----.   :---+---+---:   '---'---'
 *
 * Made only of - = + * : ' . _ | and blanks (or box-drawing characters),
 * with a corner mark, or with dashes that are not a row of nine '-' blanks. */
bool
_nonet_is_separator_line (const TextLine *line)
{
  bool strong = false;
  int dashes = 0, cellish = 0, length;

  for (const char *p = line->start; p < line->end; p += length)
    {
      int c;

      length = _nonet_utf8_decode (p, line->end, &c);
      if (length == 0)
        return false;
      if (_nonet_is_space (c) || _nonet_is_bar (c))
        continue;
      if (c == '+' || c == '=' || c == '*' || c == ':' || c == '\'')
        strong = true;
      else if (c == '-')
        dashes++, cellish++;
      else if (c == '.' || c == '_')
        cellish++;
      else if (c >= 0x2500 && c <= 0x257f)
        strong = true;
      else
        return false;
    }
  return strong || (dashes > 0 && cellish != 9);
}

/* Seed 003's boxed print, where a blank cell is a space:
 *
 *   | 7 3   |   6 9 | 2     |
 *    ^ ^ ^  cells at the odd places of each 7-character box
 *
 * True when the row (blanks trimmed) is framed by bars and every box between
 * bars is 7 ASCII characters with spaces at the even places. */
static bool
is_spaced_row (const char *s,
               const char *e)
{
  if (e - s < 9 || *s != '|' || e[-1] != '|')
    return false;
  for (const char *box = s + 1; box < e;)
    {
      const char *bar = memchr (box, '|', (size_t) (e - box));

      if (bar - box != 7)
        return false;
      for (int i = 0; i < 7; i++)
        {
          unsigned char c = (unsigned char) box[i];

          if (i % 2 == 0 ? c != ' ' : (c < 0x20 || c >= 0x7f))
            return false;
        }
      box = bar + 1;
    }
  return true;
}

/* Reads one cell character of a grid row; X is SimpleSudoku's blank in
 * rows with bars. */
static NonetStatus
read_grid_cell (const TextLine *line,
                const char     *p,
                bool            x_blank,
                CellSink       *sink,
                NonetError     *error)
{
  if (_nonet_is_cell_char (*p) || (x_blank && (*p == 'X' || *p == 'x')))
    {
      _nonet_sink_add (sink, cell_value (*p), 0, line, p);
      return NONET_STATUS_OK;
    }
  _nonet_error_at (error, NONET_STATUS_BAD_CHARACTER, line, p, NONET_EXPECT_CELL);
  return error->status;
}

static NonetStatus
read_spaced_row (const TextLine *line,
                 const char     *s,
                 const char     *e,
                 CellSink       *sink,
                 const char    **tenth,
                 NonetError     *error)
{
  int n = 0;

  for (const char *box = s + 1; box < e; box += 8)
    {
      for (int i = 1; i < 7; i += 2, n++)
        {
          if (n == 9)
            *tenth = box + i;
          if (box[i] == ' ')
            _nonet_sink_add (sink, 0, 0, line, box + i);
          else if (read_grid_cell (line, box + i, true, sink, error) != NONET_STATUS_OK)
            return error->status;
        }
    }
  return NONET_STATUS_OK;
}

static NonetStatus
read_plain_row (const TextLine *line,
                const char     *s,
                const char     *e,
                CellSink       *sink,
                const char    **tenth,
                NonetError     *error)
{
  int n = 0, c, length;
  bool barred = false;

  for (const char *p = s; p < e; p += length)
    {
      length = decode (p, e, &c);
      barred |= _nonet_is_bar (c);
    }
  for (const char *p = s; p < e; p += length)
    {
      length = decode (p, e, &c);
      if (_nonet_is_space (c) || _nonet_is_bar (c))
        continue;
      if (n++ == 9)
        *tenth = p;
      if (read_grid_cell (line, p, barred, sink, error) != NONET_STATUS_OK)
        return error->status;
    }
  return NONET_STATUS_OK;
}

/* One row of a 9x9 grid: nine cells, with or without bars and blanks. */
static NonetStatus
read_grid_row (const TextLine *line,
               CellSink       *sink,
               NonetError     *error)
{
  const char *s = _nonet_skip_space (line->start, line->end);
  const char *e = _nonet_trim_end (s, line->end);
  const char *tenth = NULL;
  int before = sink->count;
  NonetStatus status;

  if (is_spaced_row (s, e))
    status = read_spaced_row (line, s, e, sink, &tenth, error);
  else
    status = read_plain_row (line, s, e, sink, &tenth, error);
  if (status != NONET_STATUS_OK)
    return status;
  if (sink->count - before != 9)
    return _nonet_error_count_at (error, NONET_STATUS_BAD_SHAPE, line, tenth != NULL ? tenth : e,
                                  NONET_EXPECT_ROW, sink->count - before);
  return NONET_STATUS_OK;
}

/* After the rows of a 9x9 grid (plain, CSV or pencil marks): exactly nine
 * of them. A tenth row is reported at its first cell, after what skip_gap
 * passes over; too few at the end of the text. cells is how many cells the
 * rows held. */
NonetStatus
_nonet_check_nine_rows (Text            text,
                        int             rows,
                        const TextLine *tenth_row,
                        RowGapFunc      skip_gap,
                        int             cells,
                        NonetError     *error)
{
  if (rows > 9)
    return _nonet_error_count_at (error, NONET_STATUS_TOO_MANY_CELLS, tenth_row,
                                  skip_gap (tenth_row->start, tenth_row->end),
                                  NONET_EXPECT_NOTHING, cells);
  if (rows < 9)
    {
      _nonet_error_at_end (error, NONET_STATUS_TOO_FEW_CELLS, text, NONET_EXPECT_ROW);
      error->count = cells;
      return error->status;
    }
  return NONET_STATUS_OK;
}

/* The 9x9 family. Blank lines, # lines and box lines are skipped; each other
 * line is a row. For SDK, a [section] line may come before the rows
 * ([Puzzle]), and one after them ends the puzzle (SadMan's [State] ...). */
NonetStatus
_nonet_read_grid (Text         text,
                  NonetFormat  format,
                  NonetGrid   *grid,
                  NonetError  *error)
{
  CellSink sink;
  TextLine line, tenth_row = { 0 };
  unsigned number = 1;
  int rows = 0;

  _nonet_sink_init (&sink);
  for (const char *p = text.start; _nonet_text_line (p, text.end, number, &line);
       p = line.next, number++)
    {
      const char *s = _nonet_skip_space (line.start, line.end);

      if (_nonet_line_is_blank_or_comment (&line))
        continue;
      if (format == NONET_FORMAT_SDK && *s == '[')
        {
          if (rows == 0)
            continue;
          if (rows >= 9)
            break;
          _nonet_error_at (error, NONET_STATUS_BAD_CHARACTER, &line, s, NONET_EXPECT_ROW);
          return error->status;
        }
      if (_nonet_is_separator_line (&line))
        continue;
      if (read_grid_row (&line, &sink, error) != NONET_STATUS_OK)
        return error->status;
      if (++rows == 10)
        tenth_row = line;
    }
  if (_nonet_check_nine_rows (text, rows, &tenth_row, _nonet_skip_space, sink.count,
                              error) != NONET_STATUS_OK)
    return error->status;
  return _nonet_sink_finish (&sink, false, grid, error);
}

/* One CSV field: blank, 0 or . for an empty cell, a digit, optionally in
 * double quotes. */
static NonetStatus
read_csv_field (const TextLine *line,
                const char     *s,
                const char     *e,
                CellSink       *sink,
                NonetError     *error)
{
  s = _nonet_skip_space (s, e);
  e = _nonet_trim_end (s, e);
  if (e - s >= 2 && *s == '"' && e[-1] == '"')
    s++, e--;
  if (s == e)
    {
      _nonet_sink_add (sink, 0, 0, line, s);
      return NONET_STATUS_OK;
    }
  if (!_nonet_is_cell_char (*s))
    {
      _nonet_error_at (error, NONET_STATUS_BAD_CHARACTER, line, s, NONET_EXPECT_CELL);
      return error->status;
    }
  if (e - s > 1)
    {
      _nonet_error_at (error, NONET_STATUS_BAD_CHARACTER, line, s + 1, NONET_EXPECT_SEPARATOR);
      return error->status;
    }
  _nonet_sink_add (sink, cell_value (*s), 0, line, s);
  return NONET_STATUS_OK;
}

static NonetStatus
read_csv_row (const TextLine *line,
              CellSink       *sink,
              NonetError     *error)
{
  const char *p = line->start, *tenth = NULL;
  int fields = 0;

  for (;;)
    {
      const char *comma = memchr (p, ',', (size_t) (line->end - p));
      const char *e = comma != NULL ? comma : line->end;

      if (fields++ == 9)
        tenth = p;
      if (read_csv_field (line, p, e, sink, error) != NONET_STATUS_OK)
        return error->status;
      if (comma == NULL)
        break;
      p = comma + 1;
    }
  if (fields != 9)
    return _nonet_error_count_at (error, NONET_STATUS_BAD_SHAPE, line,
                                  tenth != NULL ? tenth : line->end, NONET_EXPECT_ROW, fields);
  return NONET_STATUS_OK;
}

/* CSV: nine lines of nine comma-separated cells (seed 001's files). */
NonetStatus
_nonet_read_csv (Text        text,
                 NonetGrid  *grid,
                 NonetError *error)
{
  CellSink sink;
  TextLine line, tenth_row = { 0 };
  unsigned number = 1;
  int rows = 0;

  _nonet_sink_init (&sink);
  for (const char *p = text.start; _nonet_text_line (p, text.end, number, &line);
       p = line.next, number++)
    {
      if (_nonet_line_is_blank_or_comment (&line))
        continue;
      if (read_csv_row (&line, &sink, error) != NONET_STATUS_OK)
        return error->status;
      if (++rows == 10)
        tenth_row = line;
    }
  if (_nonet_check_nine_rows (text, rows, &tenth_row, _nonet_skip_space, sink.count,
                              error) != NONET_STATUS_OK)
    return error->status;
  return _nonet_sink_finish (&sink, false, grid, error);
}
