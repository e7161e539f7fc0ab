/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-format-python.c: the Python list of lists of seeds 000 and 003.
 *
 *   nyt_hard = [
 *     [0, 0, 0,  0, 0, 0,  2, 0, 0],     one list per row, 0 = empty
 *     ...                                blank lines, # comments, a trailing
 *   ]                                    comma anywhere Python allows one
 *
 * A cursor walks the text across lines, skipping blanks and comments, so
 * every error still has its line and column.
 */

#include "nonet-format-private.h"

typedef struct
{
  Text        text;
  TextLine    line;   /* the line p is on */
  const char *p;
} Cursor;

typedef struct
{
  TextLine    line;
  const char *p;
} Mark;

static void
cursor_init (Cursor *cursor,
             Text    text)
{
  cursor->text = text;
  if (!_nonet_text_line (text.start, text.end, 1, &cursor->line))
    cursor->line = (TextLine) { text.end, text.end, text.end, 1 };
  cursor->p = cursor->line.start;
}

/* The next character that is not a blank, a line end or in a comment (the
 * cursor moves to it), or -1 at the end of the text. */
static int
cursor_peek (Cursor *cursor)
{
  for (;;)
    {
      TextLine next;

      cursor->p = _nonet_skip_space (cursor->p, cursor->line.end);
      if (cursor->p < cursor->line.end && *cursor->p != '#')
        return (unsigned char) *cursor->p;
      if (!_nonet_text_line (cursor->line.next, cursor->text.end, cursor->line.number + 1, &next))
        {
          cursor->p = cursor->line.end;
          return -1;
        }
      cursor->line = next;
      cursor->p = next.start;
    }
}

static Mark
cursor_mark (const Cursor *cursor)
{
  return (Mark) { cursor->line, cursor->p };
}

static NonetStatus
fail (const Cursor *cursor,
      NonetStatus   status,
      NonetExpect   expected,
      NonetError   *error)
{
  _nonet_error_at (error, status, &cursor->line, cursor->p, expected);
  return status;
}

static NonetStatus
fail_at (const Mark  *mark,
         NonetStatus  status,
         int          count,
         NonetError  *error)
{
  return _nonet_error_count_at (error, status, &mark->line, mark->p,
                                status == NONET_STATUS_TOO_MANY_CELLS
                                ? NONET_EXPECT_NOTHING : NONET_EXPECT_ROW, count);
}

static bool
is_name_char (int c, bool first)
{
  return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
         || (!first && c >= '0' && c <= '9');
}

/* An optional "name =" before the list. */
static NonetStatus
read_assignment (Cursor     *cursor,
                 NonetError *error)
{
  if (!is_name_char (cursor_peek (cursor), true))
    return NONET_STATUS_OK;
  while (cursor->p < cursor->line.end && is_name_char (*cursor->p, false))
    cursor->p++;
  if (cursor_peek (cursor) != '=')
    return fail (cursor, NONET_STATUS_BAD_CHARACTER, NONET_EXPECT_SEPARATOR, error);
  cursor->p++;
  return NONET_STATUS_OK;
}

/* One cell: a single digit 0-9, then a comma or the closing bracket. */
static NonetStatus
read_cell (Cursor     *cursor,
           CellSink   *sink,
           NonetError *error)
{
  int c = cursor_peek (cursor);

  if (c < '0' || c > '9')
    return fail (cursor, NONET_STATUS_BAD_CHARACTER, NONET_EXPECT_CELL, error);
  _nonet_sink_add (sink, c - '0', 0, &cursor->line, cursor->p);
  cursor->p++;
  if (cursor->p < cursor->line.end && *cursor->p >= '0' && *cursor->p <= '9')
    return fail (cursor, NONET_STATUS_BAD_CHARACTER, NONET_EXPECT_SEPARATOR, error);
  c = cursor_peek (cursor);
  if (c == ',')
    cursor->p++;
  else if (c != ']')
    return fail (cursor, NONET_STATUS_BAD_CHARACTER, NONET_EXPECT_SEPARATOR, error);
  return NONET_STATUS_OK;
}

/* [c, c, c, c, c, c, c, c, c] with the cursor on the [. */
static NonetStatus
read_row (Cursor     *cursor,
          CellSink   *sink,
          NonetError *error)
{
  Mark tenth = { 0 };
  int n = 0;

  cursor->p++;
  while (cursor_peek (cursor) != ']')
    {
      if (n++ == 9)
        tenth = cursor_mark (cursor);
      if (read_cell (cursor, sink, error) != NONET_STATUS_OK)
        return error->status;
    }
  if (n != 9)
    {
      Mark here = cursor_mark (cursor);

      return fail_at (n > 9 ? &tenth : &here, NONET_STATUS_BAD_SHAPE, n, error);
    }
  cursor->p++;
  return NONET_STATUS_OK;
}

/* The rows of the outer list, with the cursor just after its [. */
static NonetStatus
read_rows (Cursor     *cursor,
           CellSink   *sink,
           NonetError *error)
{
  Mark tenth = { 0 }, end;
  int rows = 0, c;

  while ((c = cursor_peek (cursor)) != ']' || rows == 0)
    {
      if (c != '[')
        return fail (cursor, NONET_STATUS_BAD_CHARACTER, NONET_EXPECT_BRACKET, error);
      if (rows++ == 9)
        tenth = cursor_mark (cursor);
      if (read_row (cursor, sink, error) != NONET_STATUS_OK)
        return error->status;
      c = cursor_peek (cursor);
      if (c == ',')
        cursor->p++;
      else if (c != ']')
        return fail (cursor, NONET_STATUS_BAD_CHARACTER, NONET_EXPECT_SEPARATOR, error);
    }
  end = cursor_mark (cursor);
  cursor->p++;
  if (rows > 9)
    return fail_at (&tenth, NONET_STATUS_TOO_MANY_CELLS, sink->count, error);
  if (rows < 9)
    return fail_at (&end, NONET_STATUS_TOO_FEW_CELLS, sink->count, error);
  return NONET_STATUS_OK;
}

NonetStatus
_nonet_read_python (Text        text,
                    NonetGrid  *grid,
                    NonetError *error)
{
  CellSink sink;
  Cursor cursor;

  _nonet_sink_init (&sink);
  cursor_init (&cursor, text);
  if (read_assignment (&cursor, error) != NONET_STATUS_OK)
    return error->status;
  if (cursor_peek (&cursor) != '[')
    return fail (&cursor, NONET_STATUS_BAD_CHARACTER, NONET_EXPECT_BRACKET, error);
  cursor.p++;
  if (read_rows (&cursor, &sink, error) != NONET_STATUS_OK)
    return error->status;
  if (cursor_peek (&cursor) != -1)
    return fail (&cursor, NONET_STATUS_BAD_CHARACTER, NONET_EXPECT_NOTHING, error);
  return _nonet_sink_finish (&sink, false, grid, error);
}
