/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-format-pencil.c: pencil-mark grids, as HoDoKu, Simple Sudoku and
 * the players' forum print them:
 *
 *   .----------------.-------------.------------------.
 *   | 4    18   2    | 136  158  7 | 9    56    1356  |    one token per cell:
 *   :----------------+-------------+------------------:    its candidates, or
 *   ...                                                     a single digit for
 *   '----------------'-------------'------------------'    a filled cell
 *
 * Rows of nine tokens split by blanks and bars (box lines skipped), or all
 * 81 tokens on one line.
 */

#include "nonet-format-private.h"

static bool
is_token_end (const char *p,
              const char *end)
{
  int c;

  return p >= end || _nonet_is_space (*p)
         || (_nonet_utf8_decode (p, end, &c) > 0 && _nonet_is_bar (c));
}

static const char *
skip_gap (const char *p,
          const char *end)
{
  int c, length;

  while (p < end && (length = _nonet_utf8_decode (p, end, &c)) > 0
         && (_nonet_is_space (c) || _nonet_is_bar (c)))
    p += length;
  return p;
}

/* BAD_CANDIDATES at p, naming the cell (when it is one of the 81) and what
 * is wrong: digit listed twice, or a blank (count 0: the whole token, the
 * cell lists no candidate, as our writer prints a cell left with none). */
static NonetStatus
bad_candidates (NonetError     *error,
                const TextLine *line,
                const char     *s,
                const char     *p,
                const CellSink *sink,
                int             digit)
{
  _nonet_error_at (error, NONET_STATUS_BAD_CANDIDATES, line, p, NONET_EXPECT_CANDIDATES);
  error->cell_a = sink->count < NONET_CELLS ? sink->count : -1;
  error->digit = digit;
  error->count = p == s && is_token_end (p + 1, line->end) ? 0 : (int) (p - s) + 1;
  return NONET_STATUS_BAD_CANDIDATES;
}

/* One token: distinct digits 1-9. Returns its end through *next. */
static NonetStatus
read_token (const TextLine *line,
            const char     *s,
            CellSink       *sink,
            const char    **next,
            NonetError     *error)
{
  NonetMask mask = 0;
  const char *p;

  for (p = s; !is_token_end (p, line->end); p++)
    {
      NonetMask bit;

      if (*p < '1' || *p > '9')
        {
          if (_nonet_is_cell_char (*p))
            return bad_candidates (error, line, s, p, sink, 0);
          _nonet_error_at (error, NONET_STATUS_BAD_CHARACTER, line, p, NONET_EXPECT_CANDIDATES);
          return error->status;
        }
      bit = nonet_digit_bit (*p - '0');
      if (mask & bit)
        return bad_candidates (error, line, s, p, sink, *p - '0');
      mask |= bit;
    }
  _nonet_sink_add (sink, nonet_mask_count (mask) == 1 ? s[0] - '0' : 0, mask, line, s);
  *next = p;
  return NONET_STATUS_OK;
}

/* The tokens of one line; *tenth is the place of its tenth token (or the
 * 82nd cell of the whole grid when it is all on one line). */
static NonetStatus
read_tokens (const TextLine *line,
             CellSink       *sink,
             bool            one_line,
             int            *n,
             const char    **tenth,
             NonetError     *error)
{
  const char *p = skip_gap (line->start, line->end);

  *n = 0;
  while (p < line->end)
    {
      if (one_line ? sink->count == NONET_CELLS : *n == 9)
        *tenth = p;
      if (read_token (line, p, sink, &p, error) != NONET_STATUS_OK)
        return error->status;
      (*n)++;
      p = skip_gap (p, line->end);
    }
  return NONET_STATUS_OK;
}

static int
count_rows (Text text)
{
  TextLine line;
  unsigned number = 1;
  int rows = 0;

  for (const char *p = text.start; _nonet_text_line (p, text.end, number, &line);
       p = line.next, number++)
    rows += !_nonet_line_is_blank_or_comment (&line) && !_nonet_is_separator_line (&line);
  return rows;
}

/* All 81 cells on a single line. */
static NonetStatus
check_one_line (const TextLine *line,
                const CellSink *sink,
                const char     *extra,
                NonetError     *error)
{
  if (sink->count > NONET_CELLS)
    return _nonet_error_count_at (error, NONET_STATUS_TOO_MANY_CELLS, line, extra,
                                  NONET_EXPECT_NOTHING, sink->count);
  if (sink->count < NONET_CELLS)
    return _nonet_error_count_at (error, NONET_STATUS_TOO_FEW_CELLS, line, line->end,
                                  NONET_EXPECT_CANDIDATES, sink->count);
  return NONET_STATUS_OK;
}

NonetStatus
_nonet_read_pencilmarks (Text        text,
                         NonetGrid  *grid,
                         NonetError *error)
{
  CellSink sink;
  TextLine line, tenth_row = { 0 };
  unsigned number = 1;
  bool one_line = count_rows (text) == 1;
  int rows = 0;

  _nonet_sink_init (&sink);
  for (const char *p = text.start; _nonet_text_line (p, text.end, number, &line);
       p = line.next, number++)
    {
      const char *tenth = NULL;
      int n;

      if (_nonet_line_is_blank_or_comment (&line) || _nonet_is_separator_line (&line))
        continue;
      if (read_tokens (&line, &sink, one_line, &n, &tenth, error) != NONET_STATUS_OK)
        return error->status;
      if (one_line)
        {
          if (check_one_line (&line, &sink, tenth, error) != NONET_STATUS_OK)
            return error->status;
          continue;
        }
      if (n != 9)
        return _nonet_error_count_at (error, NONET_STATUS_BAD_SHAPE, &line,
                                      n > 9 ? tenth : line.end, NONET_EXPECT_ROW, n);
      if (++rows == 10)
        tenth_row = line;
    }
  if (!one_line
      && _nonet_check_nine_rows (text, rows, &tenth_row, skip_gap, sink.count,
                                 error) != NONET_STATUS_OK)
    return error->status;
  return _nonet_sink_finish (&sink, true, grid, error);
}

/* Whether the text is a pencil-mark grid: sure with HoDoKu's frame; maybe
 * when its cells are lists of digits (then it is one unless it reads as a
 * plain 9x9 grid, such as 534 678 912 rows). */
PencilmarkGuess
_nonet_guess_pencilmarks (Text text)
{
  TextLine line;
  unsigned number = 1;
  bool digits_only = true, long_token = false, several = false;

  for (const char *p = text.start; _nonet_text_line (p, text.end, number, &line);
       p = line.next, number++)
    {
      const char *s = _nonet_skip_space (line.start, line.end);
      int tokens = 0;

      if (_nonet_line_is_blank_or_comment (&line))
        continue;
      if (_nonet_is_separator_line (&line))
        {
          for (const char *q = s; q < line.end; q++)
            if (*q == ':' || *q == '\'')
              return PENCILMARKS_SURE;
          continue;
        }
      for (const char *q = skip_gap (s, line.end); q < line.end; q = skip_gap (q, line.end))
        {
          const char *t = q;

          for (; !is_token_end (q, line.end); q++)
            digits_only &= *q >= '1' && *q <= '9';
          long_token |= q - t > 1;
          tokens++;
        }
      several |= tokens > 1;
    }
  return digits_only && long_token && several ? PENCILMARKS_MAYBE : PENCILMARKS_NO;
}
