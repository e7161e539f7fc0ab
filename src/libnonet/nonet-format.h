/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-format.h: reading and writing puzzles as text.
 *
 * Reading detects the format by itself (NONET_FORMAT_AUTO) or takes the one it
 * is told. Errors give the line and column (1-based, columns in characters)
 * and what was expected there; nothing is silently dropped or guessed.
 */
#pragma once

#include "nonet-grid.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum
{
  NONET_FORMAT_AUTO = 0,
  NONET_FORMAT_LINE,            /* 81 characters, blanks . 0 - _ ; text after the 81 ignored */
  NONET_FORMAT_GRID,            /* 9 lines of 9, with or without +---+ and | separators */
  NONET_FORMAT_CSV,             /* 9 lines of 9 comma-separated cells, 0 or empty = blank */
  NONET_FORMAT_PYTHON,          /* [[0, 0, 3, ...], ...] list of 9 lists of 9 ints */
  NONET_FORMAT_SDK,             /* SadMan .sdk: optional [Puzzle] section / # lines, 9x9 */
  NONET_FORMAT_SDM,             /* SadMan .sdm: one 81-char puzzle per line */
  NONET_FORMAT_SS,              /* SimpleSudoku .ss: 9x9 with | and --- lines, . or X blanks */
  NONET_FORMAT_PENCILMARK,      /* 81 cells of candidate lists, as forums and HoDoKu print them */
  NONET_FORMAT_HODOKU_LIBRARY,  /* :code:digits:givens:deleted:eliminations:placements:extra */
  NONET_N_FORMATS
} NonetFormat;

/* No line of a puzzle text may be longer than this many bytes (a HoDoKu
 * library line with every deletion fits); a longer one is LINE_TOO_LONG,
 * found after reading only this much of it. */
#define NONET_FORMAT_MAX_LINE 65536

/* Reads one puzzle from the whole text (a file's contents, a paste). A UTF-8
 * byte order mark and CRLF line ends are accepted. The result is validated
 * (nonet_grid_validate): a duplicate is an error here too.
 *
 * On success *grid is the puzzle: values and givens (has_candidates false),
 * or for PENCILMARK and HODOKU_LIBRARY the pencil-mark state (has_candidates
 * true; a single-digit pencil-mark cell is a filled cell, counted as a given).
 * On failure *grid is untouched and *error (may be NULL) says:
 * - EMPTY: nothing but blank and # comment lines.
 * - BINARY / BAD_ENCODING: line:column of the byte, found = the byte (a NUL
 *   or control byte anywhere makes the text BINARY before its encoding is
 *   looked at).
 * - LINE_TOO_LONG: the line, column = the first character past the limit,
 *   count = NONET_FORMAT_MAX_LINE.
 * - BAD_CHARACTER: found (a code point, -1 for the end of the text) at
 *   line:column, expected = what would have fitted there.
 * - TOO_FEW_CELLS / TOO_MANY_CELLS: count = cells found; line:column where
 *   the next cell was expected (the end of the text for a missing row) or
 *   where the first cell too many is. A second puzzle after a one-line
 *   puzzle is TOO_MANY_CELLS at its start (count: 81 and the cells leading
 *   every further line): read files of puzzles with NonetReader.
 * - BAD_SHAPE: count = cells in the row (line) that should have 9, column of
 *   its tenth cell or of its end.
 * - BAD_CANDIDATES: pencil-mark cell cell_a (-1 past the 81st) at
 *   line:column: lists no candidate (a lone '.' or '0', count 0: what our
 *   writer prints for a cell left with none), a blank among its digits
 *   (count > 0, found), or digit twice.
 * - DUPLICATE: cell_a < cell_b, digit; line:column of cell_b's digit.
 * - NO_CANDIDATE: cell_a, and its line:column.
 * In a 9x9 grid, box lines (+---+, *---*, |---+---|, ------) and blank and
 * # lines are skipped; a row framed by bars and spaced like "| 7 . 1 | ..."
 * takes a space in a cell's place as a blank (the boxed print of seed 003);
 * X is a blank in rows with bars (SimpleSudoku). CSV fields may be quoted. */
NonetStatus nonet_parse (const char  *text,
                         size_t       length,
                         NonetFormat  format,
                         NonetGrid   *grid,
                         NonetError  *error);

/* Reading many puzzles: a file of one puzzle per line (with # comments and
 * text after the 81 characters), .sdm, HoDoKu library lines, or a single
 * multi-line puzzle (9x9, CSV, pencil marks ...), all detected by itself.
 *
 *   NonetReader reader;
 *   nonet_reader_init (&reader, text, length, NONET_FORMAT_AUTO);
 *   while ((status = nonet_reader_next (&reader, &grid, &error)) != NONET_STATUS_EMPTY)
 *     ... status OK: grid is the puzzle that starts at reader.puzzle_line;
 *         otherwise error says what is wrong with it and the reader has moved past it.
 */
typedef struct
{
  const char  *text;
  size_t       length;
  size_t       position;     /* next byte to read */
  unsigned     line;         /* line of position, 1-based */
  unsigned     puzzle_line;  /* first line of the puzzle last returned */
  NonetFormat  format;       /* the format asked for, then the one detected */
  bool         whole_text;   /* the text is one multi-line puzzle */
  bool         done;
  bool         mixed;        /* AUTO, line by line: a line that starts with ':' is a
                              * library line, any other an 81-character puzzle (as in
                              * HoDoKu's exemplar files) */
} NonetReader;

void        nonet_reader_init (NonetReader *reader,
                               const char  *text,
                               size_t       length,
                               NonetFormat  format);
NonetStatus nonet_reader_next (NonetReader *reader,
                               NonetGrid   *grid,
                               NonetError  *error);

/* One case of HoDoKu's regression library (see ../shared/puzzles/README.md). */
#define NONET_LIBRARY_MAX_CANDIDATES 128

typedef struct
{
  uint8_t cell;
  uint8_t digit;
} NonetCandidate;

typedef struct
{
  char           code[32];       /* "0300", "03111" ... as written, or a stable id */
  int            variant;        /* the -N of the code, 0 if none */
  bool           must_fail;      /* -x: the technique must not be found */
  NonetMask      digits;         /* the digit(s) field */
  NonetGrid      grid;           /* the pencil-mark state, has_candidates set */
  int            n_eliminations;
  NonetCandidate eliminations[NONET_LIBRARY_MAX_CANDIDATES];
  int            n_placements;
  NonetCandidate placements[NONET_LIBRARY_MAX_CANDIDATES];
} NonetLibraryCase;

/* Parses one library line (without its line end; a trailing CR is allowed).
 * EMPTY for a comment or blank line. Errors are on line 1: BAD_LIBRARY_LINE
 * for a malformed field (column, found, expected FIELD or DIGIT), the givens
 * field as a one-line puzzle (BAD_CHARACTER, TOO_FEW_CELLS, TOO_MANY_CELLS),
 * then DUPLICATE / NO_CANDIDATE for the state. The grid's candidates are
 * those the set cells leave, minus the deleted candidates (ignored on a set
 * cell). */
NonetStatus nonet_parse_library_line (const char       *line,
                                      size_t            length,
                                      NonetLibraryCase *library_case,
                                      NonetError       *error);

/* Writes the grid as text in format (LINE, GRID, CSV, PENCILMARK, PYTHON, SDK,
 * SS; others are INVALID). Works like snprintf: writes at most size bytes
 * including the NUL and returns the length the whole text needs. LINE has no
 * line end; the multi-line formats end each line with \n. GRID is the boxed
 * form (+-------+ and | bars). Blanks are '.' (0 in CSV and PYTHON). For an
 * invalid format nothing is written (an empty string if size > 0) and 0 is
 * returned.
 *
 * Every text written reads back (nonet_parse, AUTO) to the same values; the
 * given flags come back set for every filled cell. PENCILMARK writes each
 * empty cell's candidates (computed from the filled cells when the grid has
 * none) in HoDoKu's layout; it reads back to the same marks except that an
 * empty cell with a single candidate reads as a filled cell, as in HoDoKu. */
size_t nonet_format (const NonetGrid *grid,
                     NonetFormat      format,
                     char            *buffer,
                     size_t           size);

#ifdef __cplusplus
}
#endif
