/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-format.c: reading and writing puzzles as text (the public API).
 *
 * Reading is two passes over the text, both linear:
 *
 * 1. Every line is checked (nonet-format-text.c): at most
 *    NONET_FORMAT_MAX_LINE bytes (a longer line is refused after that many),
 *    no NUL or control byte (BINARY), valid UTF-8 (BAD_ENCODING). A UTF-8
 *    byte order mark is skipped; CR before LF is not content.
 *
 * 2. With NONET_FORMAT_AUTO the format is read off the first line that is
 *    not blank, a # comment or a box line (+---+, *---*, .---.), in this
 *    order:
 *
 *      :0300:...                 HoDoKu library line (one puzzle per line)
 *      [Puzzle]                  SadMan .sdk
 *      [[ ...   or  name = [     Python list of lists
 *      27+ cell characters       one puzzle per line (81 chars, .sdm); the
 *                                first ten lines with content are looked at
 *                                so that a bad first puzzle is only one error
 *      a comma                   CSV
 *      the only line             one puzzle per line, or all 81 pencil-mark
 *                                cells on one line when it is lists of digits
 *      otherwise                 a 9x9 grid: pencil marks when a box line has
 *                                HoDoKu's : or ' marks, or when the cells are
 *                                lists of digits that do not read as a plain
 *                                9x9 grid (534 678 912 rows do); else the
 *                                grid family (plain, boxed, .ss, seed 003's
 *                                print with spaces for blanks)
 *
 *    A format named by the caller skips the guess but reads by the same code.
 *    Every reader puts its cells in a CellSink that remembers where each
 *    was written, then validates: a duplicate names both cells and points at
 *    the second. Nothing is dropped: a character that fits nowhere is
 *    BAD_CHARACTER at its line and column, a row of the wrong length
 *    BAD_SHAPE, a wrong total TOO_FEW/TOO_MANY_CELLS with the count.
 *
 * NonetReader reads files of one puzzle per line (81 characters, .sdm,
 * library lines) line by line, so a bad line is reported and skipped; with
 * AUTO each such line is a library line if it starts with ':', else 81
 * cells (HoDoKu's exemplar files mix them). Any other text is one puzzle,
 * read whole.
 */

#include <string.h>

#include "nonet-format-private.h"

/* A box line around or inside a grid, which says nothing of the format. Not
 * a line of 81 blanks, unless it mixes . and - as HoDoKu's frames do:
 * .-------.-------.-------. */
static bool
is_frame (const TextLine *line)
{
  const char *s = _nonet_skip_space (line->start, line->end);
  const char *e = _nonet_trim_end (s, line->end);
  bool dot = false, dash = false, cells = true;

  if (line->end - line->start > NONET_FORMAT_MAX_LINE || !_nonet_is_separator_line (line))
    return false;
  for (const char *p = s; p < e; p++)
    {
      dot |= *p == '.';
      dash |= *p == '-';
      cells &= _nonet_is_cell_char (*p);
    }
  return !(cells && e - s == NONET_CELLS) || (dot && dash);
}

static bool
holds_puzzle (const TextLine *line)
{
  return !_nonet_line_is_blank_or_comment (line) && !is_frame (line);
}

/* The first line of the puzzle (not blank, a comment or a box line), false
 * when there is none. */
static bool
first_content_line (Text      text,
                    TextLine *line)
{
  unsigned number = 1;

  for (const char *p = text.start; _nonet_text_line (p, text.end, number, line);
       p = line->next, number++)
    if (holds_puzzle (line))
      return true;
  return false;
}

static bool
has_second_content_line (Text            text,
                         const TextLine *first)
{
  TextLine line;
  unsigned number = first->number + 1;

  for (const char *p = first->next; _nonet_text_line (p, text.end, number, &line);
       p = line.next, number++)
    if (holds_puzzle (&line))
      return true;
  return false;
}

static bool
is_sdk_header (const char *s,
               const char *e)
{
  static const char header[] = "[puzzle]";

  e = _nonet_trim_end (s, e);
  if (e - s != (int) sizeof header - 1)
    return false;
  for (int i = 0; i < (int) sizeof header - 1; i++)
    if ((s[i] >= 'A' && s[i] <= 'Z' ? s[i] - 'A' + 'a' : s[i]) != header[i])
      return false;
  return true;
}

/* "name =", the start of a Python assignment. */
static bool
is_assignment (const char *s,
               const char *e)
{
  const char *p = s;

  while (p < e && (*p == '_' || (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')
                   || (p > s && *p >= '0' && *p <= '9')))
    p++;
  if (p == s)
    return false;
  p = _nonet_skip_space (p, e);
  return p < e && *p == '=';
}

/* Counts the cells at the start of a line. */
static int
leading_cells (const TextLine *line)
{
  const char *s = _nonet_skip_space (line->start, line->end), *p = s;

  while (p < line->end && _nonet_is_cell_char (*p))
    p++;
  return (int) (p - s);
}

/* A file of one puzzle per line: one of its first lines with content starts
 * with 27 or more cells (no 9x9 row has that many), so that a bad first
 * line does not turn the file into one grid. */
static bool
starts_puzzle_lines (Text            text,
                     const TextLine *first)
{
  TextLine line = *first;
  unsigned number = first->number;

  for (int n = 0; n < 10; n++)
    {
      if (holds_puzzle (&line) && leading_cells (&line) >= 27)
        return true;
      do
        if (!_nonet_text_line (line.next, text.end, ++number, &line))
          return false;
      while (!holds_puzzle (&line));
    }
  return false;
}

/* The format of a text (see the top of this file); AUTO when it is empty.
 * GRID stands for the whole 9x9 family, pencil marks included. */
static NonetFormat
detect_format (Text      text,
               TextLine *first)
{
  const char *s;

  if (!first_content_line (text, first))
    return NONET_FORMAT_AUTO;
  if (first->end - first->start > NONET_FORMAT_MAX_LINE)
    return NONET_FORMAT_LINE;   /* refused as too long when read */
  s = _nonet_skip_space (first->start, first->end);
  if (*s == ':')
    return NONET_FORMAT_HODOKU_LIBRARY;
  if (*s == '[')
    return is_sdk_header (s, first->end) ? NONET_FORMAT_SDK : NONET_FORMAT_PYTHON;
  if (is_assignment (s, first->end))
    return NONET_FORMAT_PYTHON;
  if (starts_puzzle_lines (text, first))
    return NONET_FORMAT_LINE;
  if (memchr (s, ',', (size_t) (first->end - s)) != NULL)
    return NONET_FORMAT_CSV;
  if (!has_second_content_line (text, first))
    {
      Text one = { first->start, first->end };

      return _nonet_guess_pencilmarks (one) == PENCILMARKS_NO ? NONET_FORMAT_LINE
                                                               : NONET_FORMAT_PENCILMARK;
    }
  return NONET_FORMAT_GRID;
}

/* A one-line puzzle (81 characters or a library line) as the whole text:
 * any further puzzle line is TOO_MANY_CELLS. */
static NonetStatus
read_one_line (Text         text,
               NonetFormat  format,
               NonetGrid   *grid,
               NonetError  *error)
{
  TextLine first, line;
  NonetGrid result;
  NonetStatus status;
  unsigned number;
  int cells = NONET_CELLS;

  first_content_line (text, &first);
  if (format == NONET_FORMAT_HODOKU_LIBRARY)
    {
      NonetLibraryCase library_case;

      status = _nonet_read_library (&first, &library_case, error);
      result = library_case.grid;
    }
  else
    {
      CellSink sink;

      _nonet_sink_init (&sink);
      status = _nonet_read_line (&first, &sink, error);
      if (status == NONET_STATUS_OK)
        status = _nonet_sink_finish (&sink, false, &result, error);
    }
  if (status != NONET_STATUS_OK)
    return status;
  number = first.number + 1;
  for (const char *p = first.next; _nonet_text_line (p, text.end, number, &line);
       p = line.next, number++)
    if (holds_puzzle (&line))
      cells += leading_cells (&line);
  if (has_second_content_line (text, &first))
    {
      TextLine second;
      Text rest = { first.next, text.end };

      first_content_line (rest, &second);
      second.number += first.number;
      return _nonet_error_count_at (error, NONET_STATUS_TOO_MANY_CELLS, &second,
                                    _nonet_skip_space (second.start, second.end),
                                    NONET_EXPECT_NOTHING, cells);
    }
  *grid = result;
  return NONET_STATUS_OK;
}

/* A 9x9 text that is either a grid or pencil marks (see the top). */
static NonetStatus
read_grid_or_pencilmarks (Text          text,
                          NonetGrid    *grid,
                          NonetError   *error,
                          NonetFormat  *detected)
{
  PencilmarkGuess guess = _nonet_guess_pencilmarks (text);

  if (guess != PENCILMARKS_SURE)
    {
      NonetError grid_error;

      nonet_error_init (&grid_error, NONET_STATUS_OK);
      *detected = NONET_FORMAT_GRID;
      if (_nonet_read_grid (text, NONET_FORMAT_GRID, grid, &grid_error) == NONET_STATUS_OK
          || guess == PENCILMARKS_NO)
        {
          *error = grid_error;
          return error->status;
        }
    }
  *detected = NONET_FORMAT_PENCILMARK;
  return _nonet_read_pencilmarks (text, grid, error);
}

/* Reads the checked text in format (AUTO: detected first); *detected is
 * the format read. */
static NonetStatus
read_text (Text          text,
           NonetFormat   format,
           NonetGrid    *grid,
           NonetError   *error,
           NonetFormat  *detected)
{
  TextLine first;
  NonetFormat found = detect_format (text, &first);

  *detected = format != NONET_FORMAT_AUTO ? format : found;
  if (found == NONET_FORMAT_AUTO)
    {
      nonet_error_init (error, NONET_STATUS_EMPTY);
      return NONET_STATUS_EMPTY;
    }
  switch (*detected)
    {
    case NONET_FORMAT_LINE:
    case NONET_FORMAT_SDM:
    case NONET_FORMAT_HODOKU_LIBRARY:
      return read_one_line (text, *detected, grid, error);
    case NONET_FORMAT_GRID:
      if (format == NONET_FORMAT_AUTO)
        return read_grid_or_pencilmarks (text, grid, error, detected);
      return _nonet_read_grid (text, *detected, grid, error);
    case NONET_FORMAT_SS:
    case NONET_FORMAT_SDK:
      return _nonet_read_grid (text, *detected, grid, error);
    case NONET_FORMAT_CSV:
      return _nonet_read_csv (text, grid, error);
    case NONET_FORMAT_PYTHON:
      return _nonet_read_python (text, grid, error);
    case NONET_FORMAT_PENCILMARK:
      return _nonet_read_pencilmarks (text, grid, error);
    case NONET_FORMAT_AUTO:
    case NONET_N_FORMATS:
    default:
      nonet_error_init (error, NONET_STATUS_INVALID_ARGUMENT);
      return NONET_STATUS_INVALID_ARGUMENT;
    }
}

static NonetStatus
parse (const char   *text,
       size_t        length,
       NonetFormat   format,
       NonetGrid    *grid,
       NonetError   *error,
       NonetFormat  *detected)
{
  Text t = _nonet_text_init (text, length);
  NonetGrid result;

  *detected = format;
  if ((text == NULL && length > 0) || grid == NULL || (unsigned) format >= NONET_N_FORMATS)
    {
      nonet_error_init (error, NONET_STATUS_INVALID_ARGUMENT);
      return NONET_STATUS_INVALID_ARGUMENT;
    }
  nonet_error_init (error, NONET_STATUS_OK);
  if (_nonet_text_check (t, error) != NONET_STATUS_OK
      || read_text (t, format, &result, error, detected) != NONET_STATUS_OK)
    return error->status;
  *grid = result;
  return NONET_STATUS_OK;
}

/**
 * nonet_parse:
 * Reads one puzzle from text; see nonet-format.h for the errors.
 */
NonetStatus
nonet_parse (const char  *text,
             size_t       length,
             NonetFormat  format,
             NonetGrid   *grid,
             NonetError  *error)
{
  NonetError local;
  NonetFormat detected;

  return parse (text, length, format, grid, error != NULL ? error : &local, &detected);
}

/**
 * nonet_reader_init:
 * Prepares to read the puzzles of text one after the other; the format is
 * detected here (AUTO) and decides whether the text is read line by line.
 */
void
nonet_reader_init (NonetReader *reader,
                   const char  *text,
                   size_t       length,
                   NonetFormat  format)
{
  Text t;
  TextLine first;

  memset (reader, 0, sizeof *reader);
  reader->text = text != NULL ? text : "";
  reader->length = text != NULL ? length : 0;
  t = _nonet_text_init (reader->text, reader->length);
  reader->position = (size_t) (t.start - reader->text);
  reader->line = 1;
  reader->format = format;
  if (format == NONET_FORMAT_AUTO)
    reader->format = detect_format (t, &first);
  reader->whole_text = reader->format != NONET_FORMAT_LINE
                       && reader->format != NONET_FORMAT_SDM
                       && reader->format != NONET_FORMAT_HODOKU_LIBRARY;
  reader->mixed = format == NONET_FORMAT_AUTO && !reader->whole_text;
  /* A whole text asked as AUTO is parsed as AUTO: a 9x9 grid and a
   * pencil-mark grid look alike on their first line, and only the full
   * parse tells them apart. reader_next_whole records what it read. */
  if (reader->whole_text)
    reader->format = format;
}

/* The whole text as one puzzle, once. */
static NonetStatus
reader_next_whole (NonetReader *reader,
                   NonetGrid   *grid,
                   NonetError  *error)
{
  Text t = { reader->text + reader->position, reader->text + reader->length };
  TextLine first;
  NonetFormat detected;
  NonetStatus status;

  reader->done = true;
  reader->puzzle_line = first_content_line (t, &first) ? first.number : 0;
  status = parse (reader->text, reader->length, reader->format, grid, error, &detected);
  if (detected != NONET_FORMAT_AUTO)
    reader->format = detected;
  reader->position = reader->length;
  return status;
}

/* One puzzle line of a file (checked already): 81 cells or a library case. */
static NonetStatus
read_puzzle_line (const TextLine *line,
                  NonetFormat     format,
                  NonetGrid      *grid,
                  NonetError     *error)
{
  CellSink sink;

  if (format == NONET_FORMAT_HODOKU_LIBRARY)
    {
      NonetLibraryCase library_case;

      if (_nonet_read_library (line, &library_case, error) != NONET_STATUS_OK)
        return error->status;
      *grid = library_case.grid;
      return NONET_STATUS_OK;
    }
  _nonet_sink_init (&sink);
  if (_nonet_read_line (line, &sink, error) != NONET_STATUS_OK)
    return error->status;
  return _nonet_sink_finish (&sink, false, grid, error);
}

/* The next line that holds a puzzle. */
static NonetStatus
reader_next_line (NonetReader *reader,
                  NonetGrid   *grid,
                  NonetError  *error)
{
  const char *end = reader->text + reader->length;
  TextLine line;

  while (_nonet_text_line (reader->text + reader->position, end, reader->line, &line))
    {
      reader->position = (size_t) (line.next - reader->text);
      reader->line++;
      if (_nonet_line_check (&line, error) != NONET_STATUS_OK)
        {
          reader->puzzle_line = line.number;
          return error->status;
        }
      if (_nonet_line_is_blank_or_comment (&line))
        continue;
      reader->puzzle_line = line.number;
      if (reader->mixed)
        {
          bool library = *_nonet_skip_space (line.start, line.end) == ':';

          return read_puzzle_line (&line, library ? NONET_FORMAT_HODOKU_LIBRARY : NONET_FORMAT_LINE,
                                   grid, error);
        }
      return read_puzzle_line (&line, reader->format, grid, error);
    }
  reader->done = true;
  nonet_error_init (error, NONET_STATUS_EMPTY);
  return NONET_STATUS_EMPTY;
}

/**
 * nonet_reader_next:
 * The next puzzle, or its error (the reader has moved past it), or EMPTY at
 * the end.
 */
NonetStatus
nonet_reader_next (NonetReader *reader,
                   NonetGrid   *grid,
                   NonetError  *error)
{
  NonetError local;

  if (error == NULL)
    error = &local;
  if (reader == NULL || grid == NULL)
    {
      nonet_error_init (error, NONET_STATUS_INVALID_ARGUMENT);
      return NONET_STATUS_INVALID_ARGUMENT;
    }
  if (reader->done)
    {
      nonet_error_init (error, NONET_STATUS_EMPTY);
      return NONET_STATUS_EMPTY;
    }
  if (reader->whole_text)
    return reader_next_whole (reader, grid, error);
  return reader_next_line (reader, grid, error);
}

/**
 * nonet_parse_library_line:
 * Reads one case of HoDoKu's regression library.
 */
NonetStatus
nonet_parse_library_line (const char       *line,
                          size_t            length,
                          NonetLibraryCase *library_case,
                          NonetError       *error)
{
  NonetError local;
  Text t = _nonet_text_init (line, length);
  TextLine text_line;

  if (error == NULL)
    error = &local;
  if ((line == NULL && length > 0) || library_case == NULL)
    {
      nonet_error_init (error, NONET_STATUS_INVALID_ARGUMENT);
      return NONET_STATUS_INVALID_ARGUMENT;
    }
  if (t.end > t.start && t.end[-1] == '\n')
    t.end--;
  if (t.end > t.start && t.end[-1] == '\r')
    t.end--;
  text_line = (TextLine) { t.start, t.end, t.end, 1 };
  if (_nonet_line_check (&text_line, error) != NONET_STATUS_OK)
    return error->status;
  return _nonet_read_library (&text_line, library_case, error);
}

/**
 * nonet_format:
 * Writes grid as text in format, like snprintf.
 */
size_t
nonet_format (const NonetGrid *grid,
              NonetFormat      format,
              char            *buffer,
              size_t           size)
{
  if (grid == NULL || (buffer == NULL && size > 0))
    {
      if (buffer != NULL && size > 0)
        buffer[0] = '\0';
      return 0;
    }
  return _nonet_write (grid, format, buffer, size);
}
