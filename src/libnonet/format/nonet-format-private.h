/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-format-private.h: what the nonet-format-*.c files share.
 *
 * The text is walked line by line (TextLine: a byte range without its CR/LF
 * and a 1-based number); every reader puts its cells in a CellSink, which
 * remembers where each cell was written so that a duplicate can point at the
 * text. Nothing here allocates.
 */
#pragma once

#include "nonet-format.h"

typedef struct
{
  const char *start;   /* first byte of the line */
  const char *end;     /* end of its content: the CR/LF excluded */
  const char *next;    /* first byte of the next line (or the text's end) */
  unsigned    number;  /* 1-based */
} TextLine;

/* Where the text starts (after a byte order mark) and ends. */
typedef struct
{
  const char *start;
  const char *end;
} Text;

typedef struct
{
  NonetGrid grid;
  int       count;                /* cells offered, may pass 81 */
  /* Where each cell was written: its line, the line's start and the cell's
   * byte (the column is counted only for an error), and the character. */
  unsigned    lines[NONET_CELLS];
  const char *line_starts[NONET_CELLS];
  const char *places[NONET_CELLS];
  int         found[NONET_CELLS];
} CellSink;

/* Text and lines (nonet-format-text.c) */
Text        _nonet_text_init (const char *text,
                              size_t      length);
bool        _nonet_text_line (const char  *position,
                              const char  *end,
                              unsigned     number,
                              TextLine    *line);
NonetStatus _nonet_line_check (const TextLine *line,
                               NonetError     *error);
NonetStatus _nonet_text_check (Text        text,
                               NonetError *error);
int         _nonet_utf8_decode (const char *p,
                                const char *end,
                                int        *code_point);
unsigned    _nonet_column (const TextLine *line,
                           const char     *p);
void        _nonet_error_at (NonetError     *error,
                             NonetStatus     status,
                             const TextLine *line,
                             const char     *p,
                             NonetExpect     expected);
void        _nonet_error_at_end (NonetError  *error,
                                 NonetStatus  status,
                                 Text         text,
                                 NonetExpect  expected);
NonetStatus _nonet_error_count_at (NonetError     *error,
                                   NonetStatus     status,
                                   const TextLine *line,
                                   const char     *p,
                                   NonetExpect     expected,
                                   int             count);
const char *_nonet_skip_space (const char *p,
                               const char *end);
const char *_nonet_trim_end (const char *start,
                             const char *end);
bool        _nonet_line_is_blank_or_comment (const TextLine *line);
bool        _nonet_is_space (int c);

/* Cells (nonet-format-text.c) */
void        _nonet_sink_init (CellSink *sink);
void        _nonet_sink_add (CellSink       *sink,
                             int             value,
                             NonetMask       candidates,
                             const TextLine *line,
                             const char     *p);
NonetStatus _nonet_sink_finish (CellSink   *sink,
                                bool        has_candidates,
                                NonetGrid  *grid,
                                NonetError *error);

/* Readers (nonet-format-read.c, nonet-format-pencil.c, nonet-format-python.c) */
static inline bool
_nonet_is_cell_char (int c)
{
  return (c >= '0' && c <= '9') || c == '.' || c == '-' || c == '_';
}

NonetStatus _nonet_read_line (const TextLine *line,
                              CellSink       *sink,
                              NonetError     *error);
NonetStatus _nonet_read_grid (Text         text,
                              NonetFormat  format,
                              NonetGrid   *grid,
                              NonetError  *error);
NonetStatus _nonet_read_csv (Text        text,
                             NonetGrid  *grid,
                             NonetError *error);
NonetStatus _nonet_read_python (Text        text,
                                NonetGrid  *grid,
                                NonetError *error);
NonetStatus _nonet_read_pencilmarks (Text        text,
                                     NonetGrid  *grid,
                                     NonetError *error);
NonetStatus _nonet_read_library (const TextLine   *line,
                                 NonetLibraryCase *library_case,
                                 NonetError       *error);
/* Skips what may come before a row's first cell, up to end. */
typedef const char *(*RowGapFunc) (const char *p,
                                   const char *end);

NonetStatus _nonet_check_nine_rows (Text            text,
                                    int             rows,
                                    const TextLine *tenth_row,
                                    RowGapFunc      skip_gap,
                                    int             cells,
                                    NonetError     *error);
bool        _nonet_is_separator_line (const TextLine *line);
bool        _nonet_is_bar (int code_point);

/* How sure the text is a pencil-mark grid (nonet-format-pencil.c). */
typedef enum
{
  PENCILMARKS_NO,
  PENCILMARKS_MAYBE,  /* lists of digits: unless it reads as a 9x9 grid */
  PENCILMARKS_SURE,   /* HoDoKu's .---. / :---+ / '---' borders */
} PencilmarkGuess;

PencilmarkGuess _nonet_guess_pencilmarks (Text text);

/* Writers (nonet-format-write.c) */
size_t _nonet_write (const NonetGrid *grid,
                     NonetFormat      format,
                     char            *buffer,
                     size_t           size);
