/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-format-write.c: the grid as text, snprintf-style. Every writer puts
 * characters through an Out that counts them all but stores only what fits. */

#include "nonet-format-private.h"

typedef struct
{
  char   *buffer;
  size_t  size;
  size_t  length;   /* characters written so far, stored or not */
} Out;

static void
put (Out  *out,
     char  c)
{
  if (out->length + 1 < out->size)
    out->buffer[out->length] = c;
  out->length++;
}

static void
put_string (Out        *out,
            const char *s)
{
  while (*s != '\0')
    put (out, *s++);
}

static void
put_repeat (Out  *out,
            char  c,
            int   n)
{
  while (n-- > 0)
    put (out, c);
}

static char
cell_char (const NonetGrid *grid,
           int              cell,
           char             blank)
{
  return grid->values[cell] != 0 ? (char) ('0' + grid->values[cell]) : blank;
}

static void
write_line (const NonetGrid *grid,
            Out             *out)
{
  for (int cell = 0; cell < NONET_CELLS; cell++)
    put (out, cell_char (grid, cell, '.'));
}

/* Seed 003's boxed print, with . for a blank so that it reads back
 * unambiguously:
 *
 *   +-------+-------+-------+
 *   | 7 3 1 | 5 . 9 | 2 8 4 |
 */
static void
write_boxed (const NonetGrid *grid,
             Out             *out)
{
  for (int row = 0; row < 9; row++)
    {
      if (row % 3 == 0)
        put_string (out, "+-------+-------+-------+\n");
      put (out, '|');
      for (int column = 0; column < 9; column++)
        {
          put (out, ' ');
          put (out, cell_char (grid, nonet_cell_at (row, column), '.'));
          if (column % 3 == 2)
            put_string (out, " |");
        }
      put (out, '\n');
    }
  put_string (out, "+-------+-------+-------+\n");
}

static void
write_csv (const NonetGrid *grid,
           Out             *out)
{
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      put (out, cell_char (grid, cell, '0'));
      put (out, cell % 9 == 8 ? '\n' : ',');
    }
}

static void
write_python (const NonetGrid *grid,
              Out             *out)
{
  put_string (out, "[\n");
  for (int row = 0; row < 9; row++)
    {
      put_string (out, "  [");
      for (int column = 0; column < 9; column++)
        {
          put (out, cell_char (grid, nonet_cell_at (row, column), '0'));
          if (column < 8)
            put_string (out, ", ");
        }
      put_string (out, row < 8 ? "],\n" : "]\n");
    }
  put_string (out, "]\n");
}

/* SadMan .sdk ([Puzzle] and nine rows) and SimpleSudoku .ss (rows split in
 * boxes by bars, bands by a line of dashes). */
static void
write_rows (const NonetGrid *grid,
            bool             simple_sudoku,
            Out             *out)
{
  if (!simple_sudoku)
    put_string (out, "[Puzzle]\n");
  for (int row = 0; row < 9; row++)
    {
      if (simple_sudoku && (row == 3 || row == 6))
        put_string (out, "-----------\n");
      for (int column = 0; column < 9; column++)
        {
          if (simple_sudoku && (column == 3 || column == 6))
            put (out, '|');
          put (out, cell_char (grid, nonet_cell_at (row, column), '.'));
        }
      put (out, '\n');
    }
}

/* The pencil marks of a cell: its value, its candidates, or . when an empty
 * cell has none left (which cannot be read back). */
static int
cell_token (const NonetGrid *grid,
            int              cell,
            char             token[10])
{
  NonetMask mask;
  int n = 0;

  if (grid->values[cell] != 0)
    mask = nonet_digit_bit (grid->values[cell]);
  else
    mask = grid->has_candidates ? grid->candidates[cell] : nonet_grid_cell_candidates (grid, cell);
  for (int digit = 1; digit <= 9; digit++)
    if (mask & nonet_digit_bit (digit))
      token[n++] = (char) ('0' + digit);
  if (n == 0)
    token[n++] = '.';
  token[n] = '\0';
  return n;
}

/* A box line of the pencil-mark grid: left, middle and right marks. */
static void
write_pencil_border (const int  widths[9],
                     const char marks[4],
                     Out       *out)
{
  for (int stack = 0; stack < 3; stack++)
    {
      put (out, marks[stack == 0 ? 0 : 1]);
      put_repeat (out, '-', 2 + widths[3 * stack] + widths[3 * stack + 1]
                            + widths[3 * stack + 2] + 2 * 2);
    }
  put (out, marks[2]);
  put (out, '\n');
}

/* HoDoKu's layout, every column as wide as its longest list:
 *
 *   .----------------.------------.-----------------.
 *   | 4    18   2    | 136  158  7 | ...
 *   :----------------+------------+-----------------:
 *   '----------------'------------'-----------------'
 */
static void
write_pencilmarks (const NonetGrid *grid,
                   Out             *out)
{
  int widths[9] = { 0 };
  char token[10];

  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      int n = cell_token (grid, cell, token);
      if (n > widths[cell % 9])
        widths[cell % 9] = n;
    }
  for (int row = 0; row < 9; row++)
    {
      if (row % 3 == 0)
        write_pencil_border (widths, row == 0 ? "..." : ":+:", out);
      for (int column = 0; column < 9; column++)
        {
          int n = cell_token (grid, nonet_cell_at (row, column), token);

          put_string (out, column == 0 ? "| " : column % 3 == 0 ? " | " : "  ");
          put_string (out, token);
          put_repeat (out, ' ', widths[column] - n);
        }
      put_string (out, " |\n");
    }
  write_pencil_border (widths, "'''", out);
}

size_t
_nonet_write (const NonetGrid *grid,
              NonetFormat      format,
              char            *buffer,
              size_t           size)
{
  Out out = { buffer, size, 0 };

  switch (format)
    {
    case NONET_FORMAT_LINE:       write_line (grid, &out); break;
    case NONET_FORMAT_GRID:       write_boxed (grid, &out); break;
    case NONET_FORMAT_CSV:        write_csv (grid, &out); break;
    case NONET_FORMAT_PYTHON:     write_python (grid, &out); break;
    case NONET_FORMAT_SDK:        write_rows (grid, false, &out); break;
    case NONET_FORMAT_SS:         write_rows (grid, true, &out); break;
    case NONET_FORMAT_PENCILMARK: write_pencilmarks (grid, &out); break;
    case NONET_FORMAT_AUTO:
    case NONET_FORMAT_SDM:
    case NONET_FORMAT_HODOKU_LIBRARY:
    case NONET_N_FORMATS:
    default:
      break;
    }
  if (size > 0)
    buffer[out.length < size ? out.length : size - 1] = '\0';
  return out.length;
}
