/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-format-library.c: one case of HoDoKu's regression library.
 *
 *   :0300-x:4:+5+4..9.8.1...:714 716 724:436 257::3
 *    code   |  givens       |           |       | extra (chain length, unread)
 *    -N/-x  digits          deleted     eliminations, placements
 *
 * Candidates are drc triples (digit, row, column) separated by blanks. The
 * pencil-mark state is: the candidates the set cells leave, minus the
 * deleted ones. A + before a given marks a placed digit, not a clue.
 */

#include <string.h>

#include "nonet-format-private.h"

#define MAX_FIELDS 7

typedef struct
{
  const char *start[MAX_FIELDS];
  const char *end[MAX_FIELDS];
  int         n;
} Fields;

static NonetStatus
fail (const TextLine *line,
      const char     *p,
      NonetExpect     expected,
      NonetError     *error)
{
  _nonet_error_at (error, NONET_STATUS_BAD_LIBRARY_LINE, line, p, expected);
  return error->status;
}

/* Splits the text after the leading colon at the colons: 6 or 7 fields. */
static NonetStatus
split_fields (const TextLine *line,
              const char     *s,
              const char     *e,
              Fields         *fields,
              NonetError     *error)
{
  fields->n = 0;
  for (;;)
    {
      const char *colon = memchr (s, ':', (size_t) (e - s));

      if (fields->n == MAX_FIELDS)
        return fail (line, s - 1, NONET_EXPECT_NOTHING, error);
      fields->start[fields->n] = s;
      fields->end[fields->n++] = colon != NULL ? colon : e;
      if (colon == NULL)
        break;
      s = colon + 1;
    }
  if (fields->n < MAX_FIELDS - 1)
    return fail (line, e, NONET_EXPECT_FIELD, error);
  return NONET_STATUS_OK;
}

/* HoDoKu's codes are digits (then -N or -x). Nonet's own cases name a
 * technique HoDoKu has no code for by its stable id (":wxyz-wing:..."):
 * lower-case letters, digits and '-', no variant. */
static bool
is_technique_id (const char *s,
                 const char *e)
{
  for (const char *p = s; p < e && *p != '-'; p++)
    if (*p < '0' || *p > '9')
      return true;
  return false;
}

static bool
is_code_char (char c,
              bool id)
{
  return (c >= '0' && c <= '9') || (id && ((c >= 'a' && c <= 'z') || c == '-'));
}

/* code[-variant|-x], or a stable id */
static NonetStatus
read_code (const TextLine   *line,
           const char       *s,
           const char       *e,
           NonetLibraryCase *library_case,
           NonetError       *error)
{
  bool id = is_technique_id (s, e);
  const char *p = s;

  while (p < e && p - s < (int) sizeof library_case->code - 1 && is_code_char (*p, id))
    p++;
  if (p == s || (p < e && (id || *p != '-')))
    return fail (line, p, NONET_EXPECT_FIELD, error);
  memcpy (library_case->code, s, (size_t) (p - s));
  library_case->code[p - s] = '\0';
  if (p == e)
    return NONET_STATUS_OK;
  if (++p < e && (*p == 'x' || *p == 'X') && p + 1 == e)
    {
      library_case->must_fail = true;
      return NONET_STATUS_OK;
    }
  for (; p < e && *p >= '0' && *p <= '9' && library_case->variant < 1000; p++)
    library_case->variant = library_case->variant * 10 + (*p - '0');
  if (p < e || library_case->variant == 0)
    return fail (line, p, NONET_EXPECT_DIGIT, error);
  return NONET_STATUS_OK;
}

static NonetStatus
read_digits (const TextLine *line,
             const char     *s,
             const char     *e,
             NonetMask      *digits,
             NonetError     *error)
{
  for (const char *p = s; p < e; p++)
    {
      if (*p < '1' || *p > '9')
        return fail (line, p, NONET_EXPECT_DIGIT, error);
      *digits |= nonet_digit_bit (*p - '0');
    }
  return NONET_STATUS_OK;
}

/* 81 cells, each . 0 or a digit, a digit optionally after a +. */
static NonetStatus
read_givens (const TextLine *line,
             const char     *s,
             const char     *e,
             CellSink       *sink,
             NonetError     *error)
{
  const char *p = s, *extra = NULL;

  while (p < e)
    {
      bool placed = *p == '+';

      if (placed && (++p == e || *p < '1' || *p > '9'))
        return fail (line, p, NONET_EXPECT_DIGIT, error);
      if (!_nonet_is_cell_char (*p))
        {
          _nonet_error_at (error, NONET_STATUS_BAD_CHARACTER, line, p, NONET_EXPECT_CELL);
          return error->status;
        }
      if (sink->count == NONET_CELLS && extra == NULL)
        extra = p;
      _nonet_sink_add (sink, *p >= '1' && *p <= '9' ? *p - '0' : 0, 0, line, p);
      if (placed && sink->count <= NONET_CELLS)
        sink->grid.given[sink->count - 1] = 0;
      p++;
    }
  if (sink->count != NONET_CELLS)
    {
      bool many = sink->count > NONET_CELLS;

      return _nonet_error_count_at (error,
                                    many ? NONET_STATUS_TOO_MANY_CELLS : NONET_STATUS_TOO_FEW_CELLS,
                                    line, many ? extra : e,
                                    many ? NONET_EXPECT_NOTHING : NONET_EXPECT_CELL, sink->count);
    }
  return NONET_STATUS_OK;
}

/* drc triples separated by blanks, at most max of them. */
static NonetStatus
read_triples (const TextLine *line,
              const char     *s,
              const char     *e,
              NonetCandidate *out,
              int             max,
              int            *n,
              NonetError     *error)
{
  *n = 0;
  for (const char *p = s; p < e;)
    {
      if (_nonet_is_space (*p))
        {
          p++;
          continue;
        }
      for (int i = 0; i < 3; i++)
        if (p + i == e || p[i] < '1' || p[i] > '9')
          return fail (line, p + i, NONET_EXPECT_DIGIT, error);
      if (p + 3 < e && !_nonet_is_space (p[3]))
        return fail (line, p + 3, NONET_EXPECT_SEPARATOR, error);
      if (*n == max)
        {
          fail (line, p, NONET_EXPECT_NOTHING, error);
          error->count = max;
          return error->status;
        }
      out[*n].digit = (uint8_t) (p[0] - '0');
      out[(*n)++].cell = (uint8_t) nonet_cell_at (p[1] - '1', p[2] - '1');
      p += 3;
    }
  return NONET_STATUS_OK;
}

/* The candidates of the set cells, minus the deleted ones (on empty cells). */
static void
apply_deletions (CellSink             *sink,
                 const NonetCandidate *deleted,
                 int                   n_deleted)
{
  sink->grid.has_candidates = false;
  nonet_grid_fill_candidates (&sink->grid);
  for (int i = 0; i < n_deleted; i++)
    if (sink->grid.values[deleted[i].cell] == 0)
      sink->grid.candidates[deleted[i].cell] &= (NonetMask) ~nonet_digit_bit (deleted[i].digit);
}

static NonetStatus
read_case (const TextLine   *line,
           const Fields     *f,
           NonetLibraryCase *library_case,
           NonetError       *error)
{
  NonetCandidate deleted[NONET_CELLS * NONET_DIGITS];
  int n_deleted;
  CellSink sink;

  _nonet_sink_init (&sink);
  if (read_code (line, f->start[0], f->end[0], library_case, error) != NONET_STATUS_OK
      || read_digits (line, f->start[1], f->end[1], &library_case->digits, error) != NONET_STATUS_OK
      || read_givens (line, f->start[2], f->end[2], &sink, error) != NONET_STATUS_OK
      || read_triples (line, f->start[3], f->end[3], deleted, NONET_CELLS * NONET_DIGITS,
                       &n_deleted, error) != NONET_STATUS_OK
      || read_triples (line, f->start[4], f->end[4], library_case->eliminations,
                       NONET_LIBRARY_MAX_CANDIDATES, &library_case->n_eliminations,
                       error) != NONET_STATUS_OK
      || read_triples (line, f->start[5], f->end[5], library_case->placements,
                       NONET_LIBRARY_MAX_CANDIDATES, &library_case->n_placements,
                       error) != NONET_STATUS_OK)
    return error->status;
  apply_deletions (&sink, deleted, n_deleted);
  return _nonet_sink_finish (&sink, true, &library_case->grid, error);
}

/* Reads a checked line into library_case (untouched on failure). */
NonetStatus
_nonet_read_library (const TextLine   *line,
                     NonetLibraryCase *library_case,
                     NonetError       *error)
{
  const char *s = _nonet_skip_space (line->start, line->end);
  const char *e = _nonet_trim_end (s, line->end);
  NonetLibraryCase result;
  Fields fields;

  if (_nonet_line_is_blank_or_comment (line))
    {
      nonet_error_init (error, NONET_STATUS_EMPTY);
      error->line = line->number;
      return NONET_STATUS_EMPTY;
    }
  if (*s != ':')
    return fail (line, s, NONET_EXPECT_FIELD, error);
  memset (&result, 0, sizeof result);
  if (split_fields (line, s + 1, e, &fields, error) != NONET_STATUS_OK
      || read_case (line, &fields, &result, error) != NONET_STATUS_OK)
    return error->status;
  *library_case = result;
  return NONET_STATUS_OK;
}
