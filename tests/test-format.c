/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-format.c: reading and writing puzzles as text (nonet-format.h).
 *
 * The fixtures in data/format* were typed for these tests; they all hold the
 * puzzle PUZZLE below (a subset of the solution SOLUTION).
 */

#include <string.h>

#include <glib.h>

#include "nonet.h"

#define PUZZLE   "17.8..5.9.39..28.....5.9172.6....728..1..8..5....6.3..6.3....8........1....2..6.3"
#define SOLUTION "172846539539172846846539172465391728391728465728465391653917284284653917917284653"

static const NonetFormat written_formats[] = {
  NONET_FORMAT_LINE, NONET_FORMAT_GRID, NONET_FORMAT_CSV, NONET_FORMAT_PYTHON,
  NONET_FORMAT_SDK, NONET_FORMAT_SS, NONET_FORMAT_PENCILMARK,
};

/* Helpers */

static void
grid_to_line (const NonetGrid *grid,
              char             line[82])
{
  for (int cell = 0; cell < NONET_CELLS; cell++)
    line[cell] = grid->values[cell] != 0 ? (char) ('0' + grid->values[cell]) : '.';
  line[81] = '\0';
}

static NonetStatus
parse_string (const char *text,
              NonetFormat format,
              NonetGrid  *grid,
              NonetError *error)
{
  return nonet_parse (text, strlen (text), format, grid, error);
}

/* Parses text (AUTO) and checks it is PUZZLE, plain values, all given. */
static void
assert_puzzle_text (const char  *text,
                    size_t       length,
                    NonetFormat  format)
{
  NonetGrid grid;
  NonetError error;
  char line[82];

  g_assert_cmpint (nonet_parse (text, length, format, &grid, &error), ==, NONET_STATUS_OK);
  grid_to_line (&grid, line);
  g_assert_cmpstr (line, ==, PUZZLE);
  g_assert_false (grid.has_candidates);
  for (int cell = 0; cell < NONET_CELLS; cell++)
    g_assert_cmpint (grid.given[cell], ==, grid.values[cell] != 0);
}

static char *
read_fixture (const char *name,
              gsize      *length)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr (GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, length, &error);
  g_assert_no_error (error);
  return contents;
}

/* Asserts every field of a parse error. */
static void
assert_error (const char  *text,
              gssize       length,
              NonetFormat  format,
              NonetStatus  status,
              unsigned     line,
              unsigned     column,
              int          found,
              NonetExpect  expected,
              int          count)
{
  NonetGrid grid, before;
  NonetError error;

  memset (&grid, 0x5a, sizeof grid);
  before = grid;
  g_assert_cmpint (nonet_parse (text, length < 0 ? strlen (text) : (size_t) length, format,
                                &grid, &error), ==, status);
  g_assert_cmpint (error.status, ==, status);
  g_assert_cmpuint (error.line, ==, line);
  g_assert_cmpuint (error.column, ==, column);
  g_assert_cmpint (error.found, ==, found);
  g_assert_cmpint (error.expected, ==, expected);
  g_assert_cmpint (error.count, ==, count);
  /* A failed parse changes nothing. */
  g_assert_true (memcmp (&grid, &before, sizeof grid) == 0);
}

static void
assert_duplicate (const char *text,
                  int         cell_a,
                  int         cell_b,
                  int         digit,
                  unsigned    line,
                  unsigned    column)
{
  NonetGrid grid;
  NonetError error;

  g_assert_cmpint (parse_string (text, NONET_FORMAT_AUTO, &grid, &error), ==,
                   NONET_STATUS_DUPLICATE);
  g_assert_cmpint (error.cell_a, ==, cell_a);
  g_assert_cmpint (error.cell_b, ==, cell_b);
  g_assert_cmpint (error.digit, ==, digit);
  g_assert_cmpuint (error.line, ==, line);
  g_assert_cmpuint (error.column, ==, column);
  g_assert_cmpint (error.found, ==, '0' + digit);
}

/* PUZZLE with its computed pencil marks. */
static void
puzzle_pencilmarks (NonetGrid *grid)
{
  NonetError error;

  g_assert_cmpint (parse_string (PUZZLE, NONET_FORMAT_LINE, grid, &error), ==, NONET_STATUS_OK);
  nonet_grid_fill_candidates (grid);
}

static void
assert_same_pencilmarks (const NonetGrid *a,
                         const NonetGrid *b)
{
  g_assert_true (a->has_candidates && b->has_candidates);
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      g_assert_cmpint (a->values[cell], ==, b->values[cell]);
      g_assert_cmpint (a->given[cell], ==, b->given[cell]);
      g_assert_cmpint (a->candidates[cell], ==, b->candidates[cell]);
    }
}

/* Reading each format */

static void
test_fixtures (void)
{
  static const struct
  {
    const char  *name;
    NonetFormat  format;
  } fixtures[] = {
    { "format-boxed.txt", NONET_FORMAT_GRID },
    { "format-spaces.txt", NONET_FORMAT_GRID },
    { "format-spaced.txt", NONET_FORMAT_GRID },
    { "format-plain.txt", NONET_FORMAT_GRID },
    { "format-ss-frame.txt", NONET_FORMAT_SS },
    { "format.ss", NONET_FORMAT_SS },
    { "format.csv", NONET_FORMAT_CSV },
    { "format.py", NONET_FORMAT_PYTHON },
    { "format.sdk", NONET_FORMAT_SDK },
  };

  for (guint i = 0; i < G_N_ELEMENTS (fixtures); i++)
    {
      gsize length;
      g_autofree char *text = read_fixture (fixtures[i].name, &length);

      g_test_message ("%s", fixtures[i].name);
      assert_puzzle_text (text, length, NONET_FORMAT_AUTO);
      assert_puzzle_text (text, length, fixtures[i].format);
    }
}

static void
test_fixture_pencilmarks (void)
{
  static const char *names[] = { "format-pencilmarks-ss.txt", "format-pencilmarks-line.txt" };
  NonetGrid expected;

  puzzle_pencilmarks (&expected);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      gsize length;
      g_autofree char *text = read_fixture (names[i], &length);
      NonetGrid grid;
      NonetError error;

      g_assert_cmpint (nonet_parse (text, length, NONET_FORMAT_AUTO, &grid, &error), ==,
                       NONET_STATUS_OK);
      assert_same_pencilmarks (&grid, &expected);
      g_assert_cmpint (nonet_parse (text, length, NONET_FORMAT_PENCILMARK, &grid, &error), ==,
                       NONET_STATUS_OK);
      assert_same_pencilmarks (&grid, &expected);
    }
}

static void
test_fixture_lines (void)
{
  static const struct
  {
    NonetStatus status;
    unsigned    line;
    unsigned    column;
  } expected[] = {
    { NONET_STATUS_OK, 4, 0 },
    { NONET_STATUS_OK, 5, 0 },
    { NONET_STATUS_OK, 6, 0 },
    { NONET_STATUS_OK, 7, 0 },
    { NONET_STATUS_BAD_CHARACTER, 8, 20 },
    { NONET_STATUS_TOO_FEW_CELLS, 10, 81 },
    { NONET_STATUS_OK, 11, 0 },
  };
  gsize length;
  g_autofree char *text = read_fixture ("format-lines.txt", &length);
  NonetReader reader;
  NonetGrid grid;
  NonetError error;
  char line[82];

  nonet_reader_init (&reader, text, length, NONET_FORMAT_AUTO);
  g_assert_cmpint (reader.format, ==, NONET_FORMAT_LINE);
  g_assert_false (reader.whole_text);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      NonetStatus status = nonet_reader_next (&reader, &grid, &error);

      g_assert_cmpint (status, ==, expected[i].status);
      g_assert_cmpuint (reader.puzzle_line, ==, expected[i].line);
      if (status != NONET_STATUS_OK)
        {
          g_assert_cmpuint (error.line, ==, expected[i].line);
          g_assert_cmpuint (error.column, ==, expected[i].column);
          continue;
        }
      grid_to_line (&grid, line);
      g_assert_cmpstr (line, ==, i == 6 ? SOLUTION : PUZZLE);
    }
  g_assert_cmpint (nonet_reader_next (&reader, &grid, &error), ==, NONET_STATUS_EMPTY);
  g_assert_cmpint (nonet_reader_next (&reader, &grid, &error), ==, NONET_STATUS_EMPTY);

  /* The whole file is not one puzzle: the second puzzle line is one too many. */
  assert_error (text, length, NONET_FORMAT_AUTO, NONET_STATUS_TOO_MANY_CELLS, 5, 1, '1',
                NONET_EXPECT_NOTHING, 81 + 81 * 3 + 19 + 80 + 81);
}

static void
test_fixture_sdm (void)
{
  gsize length;
  g_autofree char *text = read_fixture ("format.sdm", &length);
  NonetReader reader;
  NonetGrid grid;
  char line[82];
  int n = 0;

  nonet_reader_init (&reader, text, length, NONET_FORMAT_SDM);
  while (nonet_reader_next (&reader, &grid, NULL) == NONET_STATUS_OK)
    {
      grid_to_line (&grid, line);
      g_assert_cmpstr (line, ==, n == 1 ? SOLUTION : PUZZLE);
      g_assert_cmpuint (reader.puzzle_line, ==, (unsigned) n + 1);
      n++;
    }
  g_assert_cmpint (n, ==, 3);
}

/* Read as a file, each line of the library is a puzzle: its pencil marks. */
static void
read_library_file (const char             *text,
                   gsize                   length,
                   const NonetLibraryCase  cases[5])
{
  NonetReader reader;
  NonetGrid grid;
  NonetError error;
  int n = 0;

  nonet_reader_init (&reader, text, length, NONET_FORMAT_AUTO);
  g_assert_cmpint (reader.format, ==, NONET_FORMAT_HODOKU_LIBRARY);
  while (nonet_reader_next (&reader, &grid, &error) == NONET_STATUS_OK)
    {
      assert_same_pencilmarks (&grid, &cases[n].grid);
      g_assert_cmpuint (reader.puzzle_line, ==, (unsigned) n + 3);
      n++;
    }
  g_assert_cmpint (n, ==, 5);
}

static void
assert_library_cases (const NonetLibraryCase  cases[5],
                      const char             *text,
                      gsize                   length)
{
  g_assert_cmpstr (cases[0].code, ==, "0100");
  g_assert_cmpint (cases[0].variant, ==, 0);
  g_assert_false (cases[0].must_fail);
  g_assert_cmpint (cases[0].digits, ==, nonet_digit_bit (4));
  g_assert_true (cases[0].grid.has_candidates);
  /* + marks a placed digit: r1c4 = 8 is not a given, r1c1 = 1 is. */
  g_assert_cmpint (cases[0].grid.values[3], ==, 8);
  g_assert_cmpint (cases[0].grid.given[3], ==, 0);
  g_assert_cmpint (cases[0].grid.given[0], ==, 1);
  /* Deleted 433 (4 from r3c3) and 234 (2 from r3c4; r3c4 is set: ignored). */
  g_assert_cmpint (cases[0].grid.candidates[20], ==, nonet_digit_bit (6) | nonet_digit_bit (8));
  g_assert_cmpint (cases[0].grid.candidates[21], ==, nonet_digit_bit (5));
  g_assert_cmpint (cases[0].n_eliminations, ==, 2);
  g_assert_cmpint (cases[0].eliminations[0].digit, ==, 4);
  g_assert_cmpint (cases[0].eliminations[0].cell, ==, nonet_cell_at (5, 2));
  g_assert_cmpint (cases[0].eliminations[1].cell, ==, nonet_cell_at (5, 3));
  g_assert_cmpint (cases[0].n_placements, ==, 0);

  g_assert_cmpstr (cases[1].code, ==, "0300");
  g_assert_true (cases[1].must_fail);
  g_assert_cmpint (cases[1].digits, ==, 0);

  g_assert_cmpint (cases[2].variant, ==, 2);
  g_assert_cmpint (cases[2].digits, ==, nonet_digit_bit (2) | nonet_digit_bit (5));
  g_assert_cmpint (cases[2].n_placements, ==, 1);
  g_assert_cmpint (cases[2].placements[0].digit, ==, 5);
  g_assert_cmpint (cases[2].placements[0].cell, ==, nonet_cell_at (4, 2));

  g_assert_cmpstr (cases[3].code, ==, "03111");
  g_assert_cmpint (cases[3].n_eliminations, ==, 2);
  g_assert_cmpstr (cases[4].code, ==, "0000");
  read_library_file (text, length, cases);
}

static void
test_fixture_library (void)
{
  gsize length;
  g_autofree char *text = read_fixture ("format-library.txt", &length);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  NonetLibraryCase cases[5];
  NonetError error;
  int n = 0;

  for (int i = 0; lines[i] != NULL; i++)
    {
      NonetStatus status = nonet_parse_library_line (lines[i], strlen (lines[i]), &cases[n],
                                                     &error);

      if (status == NONET_STATUS_EMPTY)
        continue;
      g_assert_cmpint (status, ==, NONET_STATUS_OK);
      n++;
    }
  g_assert_cmpint (n, ==, 5);
  assert_library_cases (cases, text, length);
}

static void
test_inline (void)
{
  static const char *texts[] = {
    /* one line, blanks of every kind, CRLF, a BOM, text after the cells */
    PUZZLE,
    "17-8__5.9.39002800000509172.6....728..1..8..5....6.3..6.3....8........1....2..6.3\r\n",
    "\xef\xbb\xbf" PUZZLE " rated 1.5\n",
    "  " PUZZLE "  # comment\n\n# trailing comment\n",
    /* 9x9 plain and spaced, with CRLF and blank lines */
    "17.8..5.9\r\n.39..28..\r\n...5.9172\r\n\r\n.6....728\r\n..1..8..5\r\n....6.3..\r\n"
    "6.3....8.\r\n.......1.\r\n...2..6.3\r\n",
    "1 7 . 8 . . 5 . 9\n. 3 9 . . 2 8 . .\n. . . 5 . 9 1 7 2\n. 6 . . . . 7 2 8\n"
    ". . 1 . . 8 . . 5\n. . . . 6 . 3 . .\n6 . 3 . . . . 8 .\n. . . . . . . 1 .\n"
    ". . . 2 . . 6 . 3\n",
    /* ssuds style: groups of three, 0 blanks */
    "170 800 509\n039 002 800\n000 509 172\n\n060 000 728\n001 008 005\n000 060 300\n\n"
    "603 000 080\n000 000 010\n000 200 603\n",
    /* box-drawing frame */
    "┌───────┬───────┬───────┐\n"
    "│ 1 7 . │ 8 . . │ 5 . 9 │\n│ . 3 9 │ . . 2 │ 8 . . │\n│ . . . │ 5 . 9 │ 1 7 2 │\n"
    "├───────┼───────┼───────┤\n"
    "│ . 6 . │ . . . │ 7 2 8 │\n│ . . 1 │ . . 8 │ . . 5 │\n│ . . . │ . 6 . │ 3 . . │\n"
    "├───────┼───────┼───────┤\n"
    "│ 6 . 3 │ . . . │ . 8 . │\n│ . . . │ . . . │ . 1 . │\n│ . . . │ 2 . . │ 6 . 3 │\n"
    "└───────┴───────┴───────┘\n",
    /* CSV with quotes and spaces, Python on one line, without a name */
    "1,7,,8,,,5,,9\n\"0\",3,9,,,2,8,,\n,,,5,,9,1,7,2\n,6,,,,,7,2,8\n,,1,,,8,,,5\n"
    ",,, , 6,,3,,\n6,,3,,,,,8,\n.,.,.,.,.,.,.,1,.\n,,,2,,,6,,3\n",
    "[[1,7,0,8,0,0,5,0,9],[0,3,9,0,0,2,8,0,0],[0,0,0,5,0,9,1,7,2],[0,6,0,0,0,0,7,2,8],"
    "[0,0,1,0,0,8,0,0,5],[0,0,0,0,6,0,3,0,0],[6,0,3,0,0,0,0,8,0],[0,0,0,0,0,0,0,1,0],"
    "[0,0,0,2,0,0,6,0,3],]",
    /* SadMan with a [State] section after the puzzle */
    "[Puzzle]\r\n17.8..5.9\r\n.39..28..\r\n...5.9172\r\n.6....728\r\n..1..8..5\r\n....6.3..\r\n"
    "6.3....8.\r\n.......1.\r\n...2..6.3\r\n[State]\r\nanything\r\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_test_message ("text %u", i);
      assert_puzzle_text (texts[i], strlen (texts[i]), NONET_FORMAT_AUTO);
    }
}

/* Seed 003's boxed print of a solved grid reads as such, and GRID writes it
 * back byte for byte. */
static void
test_seed_print (void)
{
  static const char print[] =
    "+-------+-------+-------+\n"
    "| 1 7 2 | 8 4 6 | 5 3 9 |\n| 5 3 9 | 1 7 2 | 8 4 6 |\n| 8 4 6 | 5 3 9 | 1 7 2 |\n"
    "+-------+-------+-------+\n"
    "| 4 6 5 | 3 9 1 | 7 2 8 |\n| 3 9 1 | 7 2 8 | 4 6 5 |\n| 7 2 8 | 4 6 5 | 3 9 1 |\n"
    "+-------+-------+-------+\n"
    "| 6 5 3 | 9 1 7 | 2 8 4 |\n| 2 8 4 | 6 5 3 | 9 1 7 |\n| 9 1 7 | 2 8 4 | 6 5 3 |\n"
    "+-------+-------+-------+\n";
  NonetGrid grid;
  NonetError error;
  char line[82], out[512];

  g_assert_cmpint (parse_string (print, NONET_FORMAT_AUTO, &grid, &error), ==, NONET_STATUS_OK);
  grid_to_line (&grid, line);
  g_assert_cmpstr (line, ==, SOLUTION);
  g_assert_cmpuint (nonet_format (&grid, NONET_FORMAT_GRID, out, sizeof out), ==,
                    strlen (print));
  g_assert_cmpstr (out, ==, print);
}

static void
test_write_exact (void)
{
  static const char boxed[] =
    "+-------+-------+-------+\n"
    "| 1 7 . | 8 . . | 5 . 9 |\n| . 3 9 | . . 2 | 8 . . |\n| . . . | 5 . 9 | 1 7 2 |\n"
    "+-------+-------+-------+\n"
    "| . 6 . | . . . | 7 2 8 |\n| . . 1 | . . 8 | . . 5 |\n| . . . | . 6 . | 3 . . |\n"
    "+-------+-------+-------+\n"
    "| 6 . 3 | . . . | . 8 . |\n| . . . | . . . | . 1 . |\n| . . . | 2 . . | 6 . 3 |\n"
    "+-------+-------+-------+\n";
  static const char ss[] =
    "17.|8..|5.9\n.39|..2|8..\n...|5.9|172\n-----------\n.6.|...|728\n..1|..8|..5\n"
    "...|.6.|3..\n-----------\n6.3|...|.8.\n...|...|.1.\n...|2..|6.3\n";
  NonetGrid grid;
  char out[2048];

  g_assert_cmpint (parse_string (PUZZLE, NONET_FORMAT_AUTO, &grid, NULL), ==, NONET_STATUS_OK);
  nonet_format (&grid, NONET_FORMAT_LINE, out, sizeof out);
  g_assert_cmpstr (out, ==, PUZZLE);
  nonet_format (&grid, NONET_FORMAT_GRID, out, sizeof out);
  g_assert_cmpstr (out, ==, boxed);
  nonet_format (&grid, NONET_FORMAT_SS, out, sizeof out);
  g_assert_cmpstr (out, ==, ss);
  nonet_format (&grid, NONET_FORMAT_CSV, out, sizeof out);
  g_assert_true (g_str_has_prefix (out, "1,7,0,8,0,0,5,0,9\n0,3,9,0,0,2,8,0,0\n"));
  nonet_format (&grid, NONET_FORMAT_SDK, out, sizeof out);
  g_assert_true (g_str_has_prefix (out, "[Puzzle]\n17.8..5.9\n.39..28..\n"));
  nonet_format (&grid, NONET_FORMAT_PYTHON, out, sizeof out);
  g_assert_true (g_str_has_prefix (out, "[\n  [1, 7, 0, 8, 0, 0, 5, 0, 9],\n"));
  g_assert_true (g_str_has_suffix (out, "  [0, 0, 0, 2, 0, 0, 6, 0, 3]\n]\n"));
}

/* The pencil-mark grid: HoDoKu's frame, every line as long, columns aligned. */
static void
test_write_pencilmarks (void)
{
  NonetGrid grid, back;
  NonetError error;
  char out[4096];
  g_auto (GStrv) lines = NULL;

  puzzle_pencilmarks (&grid);
  nonet_format (&grid, NONET_FORMAT_PENCILMARK, out, sizeof out);
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 14);
  g_assert_cmpstr (lines[13], ==, "");
  g_assert_true (g_str_has_prefix (lines[0], ".-") && g_str_has_suffix (lines[0], "-."));
  g_assert_true (g_str_has_prefix (lines[4], ":-") && g_str_has_suffix (lines[4], "-:"));
  g_assert_true (g_str_has_prefix (lines[12], "'-") && g_str_has_suffix (lines[12], "-'"));
  g_assert_true (g_str_has_prefix (lines[1], "| 1       7      246   | 8      34      346   |"));
  for (int i = 1; i < 13; i++)
    g_assert_cmpuint (strlen (lines[i]), ==, strlen (lines[0]));
  /* Bars at the same places in every row. */
  for (int i = 2; i < 12; i++)
    for (size_t j = 0; j < strlen (lines[1]); j++)
      if (i % 4 != 0)
        g_assert_cmpint (lines[i][j] == '|', ==, lines[1][j] == '|');

  g_assert_cmpint (parse_string (out, NONET_FORMAT_AUTO, &back, &error), ==, NONET_STATUS_OK);
  assert_same_pencilmarks (&back, &grid);
}

/* snprintf rules: the length needed whatever the size, NUL-terminated. */
static void
test_write_truncated (void)
{
  NonetGrid grid;
  char small[10];

  parse_string (PUZZLE, NONET_FORMAT_AUTO, &grid, NULL);
  g_assert_cmpuint (nonet_format (&grid, NONET_FORMAT_LINE, NULL, 0), ==, 81);
  g_assert_cmpuint (nonet_format (&grid, NONET_FORMAT_GRID, NULL, 0), ==, 13 * 26);
  g_assert_cmpuint (nonet_format (&grid, NONET_FORMAT_CSV, NULL, 0), ==, 9 * 18);
  memset (small, 'x', sizeof small);
  g_assert_cmpuint (nonet_format (&grid, NONET_FORMAT_LINE, small, sizeof small), ==, 81);
  g_assert_cmpstr (small, ==, "17.8..5.9");
  memset (small, 'x', sizeof small);
  g_assert_cmpuint (nonet_format (&grid, NONET_FORMAT_LINE, small, 1), ==, 81);
  g_assert_cmpint (small[0], ==, '\0');
  g_assert_cmpint (small[1], ==, 'x');
  /* Formats that are not written give nothing. */
  memset (small, 'x', sizeof small);
  g_assert_cmpuint (nonet_format (&grid, NONET_FORMAT_SDM, small, sizeof small), ==, 0);
  g_assert_cmpstr (small, ==, "");
  g_assert_cmpuint (nonet_format (&grid, NONET_FORMAT_HODOKU_LIBRARY, small, sizeof small), ==, 0);
  g_assert_cmpuint (nonet_format (&grid, NONET_FORMAT_AUTO, small, sizeof small), ==, 0);
}

/* Round trips of random grids */

/* A random solved grid: a pattern shuffled by bands, rows, stacks, columns,
 * digits and transposition. */
static void
random_solution (GRand   *rand,
                 uint8_t  solution[NONET_CELLS])
{
  int rows[9], columns[9], digits[10] = { 0 };
  bool transpose = g_rand_boolean (rand);

  for (int i = 0; i < 9; i++)
    rows[i] = columns[i] = i, digits[i + 1] = i + 1;
  for (int i = 8; i > 0; i--)
    {
      int j = g_rand_int_range (rand, 0, i + 1), t = digits[i + 1];
      digits[i + 1] = digits[j + 1], digits[j + 1] = t;
      /* swap within the same band / stack only */
      j = (i / 3) * 3 + g_rand_int_range (rand, 0, i % 3 + 1);
      t = rows[i], rows[i] = rows[j], rows[j] = t;
      j = (i / 3) * 3 + g_rand_int_range (rand, 0, i % 3 + 1);
      t = columns[i], columns[i] = columns[j], columns[j] = t;
    }
  for (int r = 0; r < 9; r++)
    for (int c = 0; c < 9; c++)
      {
        int pr = rows[r], pc = columns[c];
        int value = digits[(pr * 3 + pr / 3 + pc) % 9 + 1];

        solution[transpose ? nonet_cell_at (c, r) : nonet_cell_at (r, c)] = (uint8_t) value;
      }
}

static void
random_puzzle (GRand     *rand,
               NonetGrid *grid)
{
  uint8_t solution[NONET_CELLS];
  double keep = g_rand_double (rand);

  random_solution (rand, solution);
  for (int cell = 0; cell < NONET_CELLS; cell++)
    if (g_rand_double (rand) >= keep)
      solution[cell] = 0;
  nonet_grid_set_givens (grid, solution);
  g_assert_cmpint (nonet_grid_validate (grid, NULL), ==, NONET_STATUS_OK);
}

/* A pencil-mark state as HoDoKu can write it: every empty cell keeps its
 * solution digit and at least one more candidate (cells left with one are
 * filled first), sometimes one that a peer rules out. */
static void
random_pencilmarks (GRand     *rand,
                    NonetGrid *grid)
{
  uint8_t solution[NONET_CELLS];
  bool changed = true;

  random_solution (rand, solution);
  random_puzzle (rand, grid);
  for (int cell = 0; cell < NONET_CELLS; cell++)
    if (grid->values[cell] != 0)
      grid->values[cell] = solution[cell];
  while (changed)
    {
      changed = false;
      for (int cell = 0; cell < NONET_CELLS; cell++)
        if (grid->values[cell] == 0
            && nonet_mask_count (nonet_grid_cell_candidates (grid, cell)) < 2)
          grid->values[cell] = solution[cell], grid->given[cell] = 1, changed = true;
    }
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      NonetMask allowed = nonet_grid_cell_candidates (grid, cell), mask;

      if (grid->values[cell] != 0)
        {
          grid->candidates[cell] = nonet_digit_bit (grid->values[cell]);
          continue;
        }
      mask = nonet_digit_bit (solution[cell]);
      while (nonet_mask_count (mask) < 2)
        mask |= allowed & (NonetMask) g_rand_int_range (rand, 0, 512);
      if (g_rand_int_range (rand, 0, 8) == 0)
        mask |= nonet_digit_bit (g_rand_int_range (rand, 1, 10));
      grid->candidates[cell] = mask;
    }
  grid->has_candidates = true;
}

static void
assert_round_trip (const NonetGrid *grid,
                   NonetFormat      format)
{
  char text[4096];
  size_t length = nonet_format (grid, format, text, sizeof text);
  NonetGrid back;
  NonetError error;

  g_assert_cmpuint (length, <, sizeof text);
  g_assert_cmpuint (strlen (text), ==, length);
  for (int pass = 0; pass < 2; pass++)
    {
      NonetFormat read_as = pass == 0 ? NONET_FORMAT_AUTO : format;

      if (nonet_parse (text, length, read_as, &back, &error) != NONET_STATUS_OK)
        g_error ("format %d read as %d: status %d at %u:%u\n%s", format, read_as,
                 error.status, error.line, error.column, text);
      g_assert_true (memcmp (back.values, grid->values, sizeof back.values) == 0);
      g_assert_true (memcmp (back.given, grid->given, sizeof back.given) == 0);
      if (format == NONET_FORMAT_PENCILMARK)
        assert_same_pencilmarks (&back, grid);
      else
        g_assert_false (back.has_candidates);
    }
}

static void
test_round_trip_grids (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261121);

  for (int i = 0; i < 2000; i++)
    {
      NonetGrid grid;

      random_puzzle (rand, &grid);
      for (guint f = 0; f < G_N_ELEMENTS (written_formats); f++)
        if (written_formats[f] != NONET_FORMAT_PENCILMARK)
          assert_round_trip (&grid, written_formats[f]);
    }
}

static void
test_round_trip_pencilmarks (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (1465);

  for (int i = 0; i < 2000; i++)
    {
      NonetGrid grid;

      random_pencilmarks (rand, &grid);
      assert_round_trip (&grid, NONET_FORMAT_PENCILMARK);
    }
}

/* Bad input: every field of the error */

static void
test_bad_empty (void)
{
  assert_error ("", 0, NONET_FORMAT_AUTO, NONET_STATUS_EMPTY, 0, 0, -1, NONET_EXPECT_NOTHING, 0);
  assert_error (NULL, 0, NONET_FORMAT_AUTO, NONET_STATUS_EMPTY, 0, 0, -1, NONET_EXPECT_NOTHING, 0);
  assert_error ("  \n\t\r\n\n", -1, NONET_FORMAT_AUTO, NONET_STATUS_EMPTY, 0, 0, -1,
                NONET_EXPECT_NOTHING, 0);
  assert_error ("\xef\xbb\xbf# only a comment\n", -1, NONET_FORMAT_GRID, NONET_STATUS_EMPTY, 0, 0,
                -1, NONET_EXPECT_NOTHING, 0);
}

static void
test_bad_count (void)
{
  g_autofree char *long_line = g_strconcat (PUZZLE, "5", NULL);

  /* too short */
  assert_error ("123", -1, NONET_FORMAT_AUTO, NONET_STATUS_TOO_FEW_CELLS, 1, 4, -1,
                NONET_EXPECT_CELL, 3);
  assert_error ("17.8..5.9.39..28.....5.9172.6....728..1..8..5....6.3..6.3....8........1....2..6."
                " x",
                -1, NONET_FORMAT_AUTO, NONET_STATUS_TOO_FEW_CELLS, 1, 81, ' ', NONET_EXPECT_CELL,
                80);
  /* too long: the 82nd cell */
  assert_error (long_line, -1, NONET_FORMAT_AUTO, NONET_STATUS_TOO_MANY_CELLS, 1, 82, '5',
                NONET_EXPECT_NOTHING, 82);
  /* grids with a row too few or too many */
  assert_error ("17.8..5.9\n.39..28..\n...5.9172\n.6....728\n..1..8..5\n....6.3..\n6.3....8.\n"
                ".......1.\n", -1, NONET_FORMAT_AUTO, NONET_STATUS_TOO_FEW_CELLS, 9, 1, -1,
                NONET_EXPECT_ROW, 72);
  assert_error ("17.8..5.9\n.39..28..\n...5.9172\n.6....728\n..1..8..5\n....6.3..\n6.3....8.\n"
                ".......1.\n...2..6.3\n  .........\n", -1, NONET_FORMAT_AUTO,
                NONET_STATUS_TOO_MANY_CELLS, 10, 3, '.', NONET_EXPECT_NOTHING, 90);
  /* a row of 8 in the boxed form */
  assert_error ("+-------+-------+-------+\n| 1 7 . | 8 . . | 5 . 9 |\n| . 3 9 | . . 2 | 8 . |\n",
                -1, NONET_FORMAT_AUTO, NONET_STATUS_BAD_SHAPE, 3, 24, -1, NONET_EXPECT_ROW, 8);
}

static void
test_bad_character (void)
{
  char text[128];

  /* a letter in a line, at its exact column */
  g_strlcpy (text, PUZZLE, sizeof text);
  text[39] = 'q';
  assert_error (text, -1, NONET_FORMAT_AUTO, NONET_STATUS_BAD_CHARACTER, 1, 40, 'q',
                NONET_EXPECT_CELL, 0);
  /* in a grid; columns count characters, not bytes */
  assert_error ("17.8..5.9\n.39..28..\n...5.9172\n.6....728\n..1..8..5\n"
                "....6.3..\n6.3....8.\n.......1.\n...2..6.Z\n", -1, NONET_FORMAT_AUTO,
                NONET_STATUS_BAD_CHARACTER, 9, 9, 'Z', NONET_EXPECT_CELL, 0);
  assert_error ("│ 1 7 . │ 8 . . │ 5 . 9 │\n│ . 3 9 │ . . 2 │ 8 é . │\n", -1, NONET_FORMAT_AUTO,
                NONET_STATUS_BAD_CHARACTER, 2, 21, 0xe9, NONET_EXPECT_CELL, 0);
  /* after a BOM, columns start after it */
  assert_error ("\xef\xbb\xbf" "1234x", -1, NONET_FORMAT_AUTO, NONET_STATUS_BAD_CHARACTER, 1, 5,
                'x', NONET_EXPECT_CELL, 0);
  /* an X blank only in SimpleSudoku rows (with bars) */
  assert_error ("17X8..5.9\n.39..28..\n...5.9172\n.6....728\n..1..8..5\n"
                "....6.3..\n6.3....8.\n.......1.\n...2..6.3\n", -1, NONET_FORMAT_GRID,
                NONET_STATUS_BAD_CHARACTER, 1, 3, 'X', NONET_EXPECT_CELL, 0);
}

static void
test_bad_duplicates (void)
{
  char text[128];

  /* row 1: 1 at r1c1 and r1c9 */
  g_strlcpy (text, PUZZLE, sizeof text);
  text[8] = '1';
  assert_duplicate (text, 0, 8, 1, 1, 9);
  /* column 1: 6 at r7c1, and at r9c1 in a grid */
  assert_duplicate ("17.8..5.9\n.39..28..\n...5.9172\n.6....728\n..1..8..5\n"
                    "....6.3..\n6.3....8.\n.......1.\n6..2....3\n", 54, 72, 6, 9, 1);
  /* box 1: 9 at r2c3 and r3c2, in the boxed form */
  assert_duplicate ("+-------+-------+-------+\n"
                    "| 1 7 . | 8 . . | 5 . 9 |\n"
                    "| . 3 9 | . . 2 | 8 . . |\n"
                    "| . 9 . | 5 . . | 1 7 2 |\n"
                    "+-------+-------+-------+\n"
                    "| . 6 . | . . . | 7 2 8 |\n"
                    "| . . 1 | . . 8 | . . 5 |\n"
                    "| . . . | . 6 . | 3 . . |\n"
                    "+-------+-------+-------+\n"
                    "| 6 . 3 | . . . | . 8 . |\n"
                    "| . . . | . . . | . 1 . |\n"
                    "| . . . | 2 . . | 6 . 3 |\n"
                    "+-------+-------+-------+\n", 11, 19, 9, 4, 5);
  /* an empty cell that no digit fits: r1c3 sees 1-9 */
  {
    NonetError error;
    NonetGrid grid;

    g_assert_cmpint (parse_string ("12.345678\n..9......\n" ".........\n.........\n.........\n"
                                   ".........\n.........\n.........\n.........\n",
                                   NONET_FORMAT_AUTO, &grid, &error), ==,
                     NONET_STATUS_NO_CANDIDATE);
    g_assert_cmpint (error.cell_a, ==, 2);
    g_assert_cmpuint (error.line, ==, 1);
    g_assert_cmpuint (error.column, ==, 3);
  }
}

static void
test_bad_shape (void)
{
  GString *text = g_string_new (NULL);

  /* 10x10, compact and spaced */
  for (int i = 0; i < 10; i++)
    g_string_append (text, "1234567891\n");
  assert_error (text->str, -1, NONET_FORMAT_AUTO, NONET_STATUS_BAD_SHAPE, 1, 10, '1',
                NONET_EXPECT_ROW, 10);
  g_string_truncate (text, 0);
  for (int i = 0; i < 10; i++)
    g_string_append (text, ". . . | . . . | . . . | .\n");
  assert_error (text->str, -1, NONET_FORMAT_AUTO, NONET_STATUS_BAD_SHAPE, 1, 25, '.',
                NONET_EXPECT_ROW, 10);
  g_string_free (text, TRUE);
}

static void
test_bad_bytes (void)
{
  static const char png[] = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
  char text[128];

  /* binary: NUL and control bytes */
  g_strlcpy (text, PUZZLE, sizeof text);
  text[4] = '\0';
  assert_error (text, 81, NONET_FORMAT_AUTO, NONET_STATUS_BINARY, 1, 5, 0, NONET_EXPECT_NOTHING, 0);
  assert_error (png, sizeof png - 1, NONET_FORMAT_AUTO, NONET_STATUS_BINARY, 2, 1, 0x1a,
                NONET_EXPECT_NOTHING, 0);
  assert_error ("17.8\n\n..5\x7f", -1, NONET_FORMAT_AUTO, NONET_STATUS_BINARY, 3, 4, 0x7f,
                NONET_EXPECT_NOTHING, 0);
  /* invalid UTF-8: Latin-1, an overlong form, a surrogate, a cut sequence */
  assert_error ("# caf\xe9\n" PUZZLE, -1, NONET_FORMAT_AUTO, NONET_STATUS_BAD_ENCODING, 1, 6,
                0xe9, NONET_EXPECT_NOTHING, 0);
  assert_error ("é\xc0\xaf", -1, NONET_FORMAT_AUTO, NONET_STATUS_BAD_ENCODING, 1, 2, 0xc0,
                NONET_EXPECT_NOTHING, 0);
  assert_error ("12\xed\xa0\x80", -1, NONET_FORMAT_AUTO, NONET_STATUS_BAD_ENCODING, 1, 3, 0xed,
                NONET_EXPECT_NOTHING, 0);
  assert_error ("123\xe2\x94", -1, NONET_FORMAT_AUTO, NONET_STATUS_BAD_ENCODING, 1, 4, 0xe2,
                NONET_EXPECT_NOTHING, 0);
}

/* A 100 MB line is refused after its first NONET_FORMAT_MAX_LINE bytes. */
static void
test_bad_long_line (void)
{
  size_t size = 100 * 1024 * 1024;
  char *text = g_malloc (size + 82);
  NonetReader reader;
  NonetGrid grid;
  NonetError error;

  memset (text, '1', size);
  text[size] = '\n';
  memcpy (text + size + 1, PUZZLE, 81);
  assert_error (text, size + 82, NONET_FORMAT_AUTO, NONET_STATUS_LINE_TOO_LONG, 1,
                NONET_FORMAT_MAX_LINE + 1, -1, NONET_EXPECT_NOTHING, NONET_FORMAT_MAX_LINE);
  assert_error (text, size, NONET_FORMAT_GRID, NONET_STATUS_LINE_TOO_LONG, 1,
                NONET_FORMAT_MAX_LINE + 1, -1, NONET_EXPECT_NOTHING, NONET_FORMAT_MAX_LINE);

  /* A reader reports it and goes on to the next line. */
  nonet_reader_init (&reader, text, size + 82, NONET_FORMAT_AUTO);
  g_assert_cmpint (nonet_reader_next (&reader, &grid, &error), ==, NONET_STATUS_LINE_TOO_LONG);
  g_assert_cmpuint (error.line, ==, 1);
  g_assert_cmpint (nonet_reader_next (&reader, &grid, &error), ==, NONET_STATUS_OK);
  g_assert_cmpuint (reader.puzzle_line, ==, 2);
  g_assert_cmpint (nonet_reader_next (&reader, &grid, &error), ==, NONET_STATUS_EMPTY);
  g_free (text);
}

/* BAD_CANDIDATES names the cell and the digit (test-cli's /cli/file/describe
 * checks the words). */
static void
assert_bad_candidates (const char *text,
                       int         cell,
                       int         digit)
{
  NonetGrid grid;
  NonetError error;

  g_assert_cmpint (nonet_parse (text, strlen (text), NONET_FORMAT_AUTO, &grid, &error), ==,
                   NONET_STATUS_BAD_CANDIDATES);
  g_assert_cmpint (error.cell_a, ==, cell);
  g_assert_cmpint (error.digit, ==, digit);
}

static void
test_bad_pencilmarks (void)
{
  GString *text = g_string_new (NULL);
  NonetGrid grid;
  char out[4096];

  puzzle_pencilmarks (&grid);
  nonet_format (&grid, NONET_FORMAT_PENCILMARK, out, sizeof out);

  /* 246 at r1c3 written 2046, then 2426, then 24a6 */
  g_string_assign (text, out);
  g_string_replace (text, "7      246   |", "7      2046  |", 1);
  assert_error (text->str, -1, NONET_FORMAT_AUTO, NONET_STATUS_BAD_CANDIDATES, 2, 19, '0',
                NONET_EXPECT_CANDIDATES, 2);
  assert_bad_candidates (text->str, 2, 0);
  g_string_assign (text, out);
  g_string_replace (text, "7      246   |", "7      2426  |", 1);
  assert_error (text->str, -1, NONET_FORMAT_AUTO, NONET_STATUS_BAD_CANDIDATES, 2, 20, '2',
                NONET_EXPECT_CANDIDATES, 3);
  assert_bad_candidates (text->str, 2, 2);
  /* A cell left with no candidate, as our own writer prints it: '.' */
  g_string_assign (text, out);
  g_string_replace (text, "7      246   |", "7      .     |", 1);
  assert_error (text->str, -1, NONET_FORMAT_AUTO, NONET_STATUS_BAD_CANDIDATES, 2, 18, '.',
                NONET_EXPECT_CANDIDATES, 0);
  assert_bad_candidates (text->str, 2, 0);
  g_string_assign (text, out);
  g_string_replace (text, "7      246   |", "7      24a6  |", 1);
  assert_error (text->str, -1, NONET_FORMAT_AUTO, NONET_STATUS_BAD_CHARACTER, 2, 20, 'a',
                NONET_EXPECT_CANDIDATES, 0);
  /* marks that the row rules out: 7 and 8 at r1c3 */
  g_string_assign (text, out);
  g_string_replace (text, "7      246   |", "7      78    |", 1);
  {
    NonetGrid back;
    NonetError error;

    g_assert_cmpint (parse_string (text->str, NONET_FORMAT_AUTO, &back, &error), ==,
                     NONET_STATUS_NO_CANDIDATE);
    g_assert_cmpint (error.cell_a, ==, 2);
    g_assert_cmpuint (error.line, ==, 2);
    g_assert_cmpuint (error.column, ==, 18);
    g_assert_cmpint (error.found, ==, '7');
  }
  /* a row of 8 cells: the error is at its end */
  g_string_assign (text, out);
  g_string_replace (text, "| 1       7      246   |", "| 17             246   |", 1);
  assert_error (text->str, -1, NONET_FORMAT_AUTO, NONET_STATUS_BAD_SHAPE, 2,
                (unsigned) (strchr (out, '\n') - out) + 1, -1, NONET_EXPECT_ROW, 8);

  /* all on one line: 80 cells */
  g_string_truncate (text, 0);
  for (int cell = 0; cell < 80; cell++)
    g_string_append_printf (text, "%s%s", cell > 0 ? " " : "", cell % 2 ? "12" : "2");
  assert_error (text->str, -1, NONET_FORMAT_AUTO, NONET_STATUS_TOO_FEW_CELLS, 1,
                (unsigned) text->len + 1, -1, NONET_EXPECT_CANDIDATES, 80);
  g_string_free (text, TRUE);
}

static void
test_bad_csv_python (void)
{
  /* CSV: a row of 10 fields, a two-digit field, a letter */
  assert_error ("1,7,,8,,,5,,9,\n", -1, NONET_FORMAT_AUTO, NONET_STATUS_BAD_SHAPE, 1, 15, -1,
                NONET_EXPECT_ROW, 10);
  assert_error ("1,7,,8,,,5,,9\n,3,9,,,2,83,,\n", -1, NONET_FORMAT_AUTO,
                NONET_STATUS_BAD_CHARACTER, 2, 11, '3', NONET_EXPECT_SEPARATOR, 0);
  assert_error ("1,7,,8,,,5,,9\n,3,9,,,2,8,b,\n", -1, NONET_FORMAT_AUTO,
                NONET_STATUS_BAD_CHARACTER, 2, 12, 'b', NONET_EXPECT_CELL, 0);
  assert_error ("1,7,,8,,,5,,9\n,3,9,,,2,8,,\n", -1, NONET_FORMAT_AUTO,
                NONET_STATUS_TOO_FEW_CELLS, 3, 1, -1, NONET_EXPECT_ROW, 18);

  /* Python: a row of 8, a number 10, no bracket, 10 rows, the end too soon */
  assert_error ("grid = [\n  [1, 7, 0, 8, 0, 0, 5, 0],\n", -1, NONET_FORMAT_AUTO,
                NONET_STATUS_BAD_SHAPE, 2, 26, ']', NONET_EXPECT_ROW, 8);
  assert_error ("grid = [\n  [1, 7, 0, 8, 10, 0, 5, 0, 0],\n", -1, NONET_FORMAT_AUTO,
                NONET_STATUS_BAD_CHARACTER, 2, 17, '0', NONET_EXPECT_SEPARATOR, 0);
  assert_error ("grid = (\n", -1, NONET_FORMAT_AUTO, NONET_STATUS_BAD_CHARACTER, 1, 8, '(',
                NONET_EXPECT_BRACKET, 0);
  assert_error ("[[1, 7, 0, 8, 0, 0, 5, 0, 9]", -1, NONET_FORMAT_AUTO,
                NONET_STATUS_BAD_CHARACTER, 1, 29, -1, NONET_EXPECT_SEPARATOR, 0);
  {
    GString *text = g_string_new ("[\n");

    for (int i = 0; i < 10; i++)
      g_string_append (text, "  [0, 0, 0, 0, 0, 0, 0, 0, 0],\n");
    g_string_append (text, "]\n");
    assert_error (text->str, -1, NONET_FORMAT_AUTO, NONET_STATUS_TOO_MANY_CELLS, 11, 3, '[',
                  NONET_EXPECT_NOTHING, 90);
    g_string_free (text, TRUE);
  }
}

static void
test_bad_library (void)
{
  static const struct
  {
    const char  *line;
    NonetStatus  status;
    unsigned     column;
    int          found;
    NonetExpect  expected;
  } cases[] = {
    { "0300:1:" PUZZLE ":::", NONET_STATUS_BAD_LIBRARY_LINE, 1, '0', NONET_EXPECT_FIELD },
    { ":0300:1:" PUZZLE "::", NONET_STATUS_BAD_LIBRARY_LINE, 92, -1, NONET_EXPECT_FIELD },
    { ":0300:1:" PUZZLE ":::::", NONET_STATUS_BAD_LIBRARY_LINE, 94, ':', NONET_EXPECT_NOTHING },
    { ":03*0:1:" PUZZLE ":::", NONET_STATUS_BAD_LIBRARY_LINE, 4, '*', NONET_EXPECT_FIELD },
    { ":0300-y:1:" PUZZLE ":::", NONET_STATUS_BAD_LIBRARY_LINE, 7, 'y', NONET_EXPECT_DIGIT },
    { ":0300:10:" PUZZLE ":::", NONET_STATUS_BAD_LIBRARY_LINE, 8, '0', NONET_EXPECT_DIGIT },
    { ":0300:1:+." PUZZLE ":::", NONET_STATUS_BAD_LIBRARY_LINE, 10, '.', NONET_EXPECT_DIGIT },
    { ":0300:1:" PUZZLE ":433 2a4::", NONET_STATUS_BAD_LIBRARY_LINE, 96, 'a', NONET_EXPECT_DIGIT },
    { ":0300:1:" PUZZLE ":4330::", NONET_STATUS_BAD_LIBRARY_LINE, 94, '0',
      NONET_EXPECT_SEPARATOR },
    { ":0300:1:" PUZZLE "::4331:", NONET_STATUS_BAD_LIBRARY_LINE, 95, '1',
      NONET_EXPECT_SEPARATOR },
    { ":0300:1:" PUZZLE ".:::", NONET_STATUS_TOO_MANY_CELLS, 90, '.', NONET_EXPECT_NOTHING },
    { ":0300:1:.." PUZZLE ":::", NONET_STATUS_TOO_MANY_CELLS, 90, '.', NONET_EXPECT_NOTHING },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      NonetLibraryCase library_case;
      NonetError error;

      g_test_message ("%s", cases[i].line);
      g_assert_cmpint (nonet_parse_library_line (cases[i].line, strlen (cases[i].line),
                                                 &library_case, &error), ==, cases[i].status);
      g_assert_cmpuint (error.line, ==, 1);
      g_assert_cmpuint (error.column, ==, cases[i].column);
      g_assert_cmpint (error.found, ==, cases[i].found);
      g_assert_cmpint (error.expected, ==, cases[i].expected);
    }
}

/* The code field: HoDoKu's digits with -N or -x, or one of Nonet's stable
 * ids for techniques HoDoKu has no code for. */
static void
test_library_codes (void)
{
  static const struct
  {
    const char *line;
    const char *code;
    int         variant;
    gboolean    must_fail;
  } cases[] = {
    { ":0300:1:" PUZZLE ":::", "0300", 0, FALSE },
    { ":0300-2:1:" PUZZLE ":::", "0300", 2, FALSE },
    { ":0300-x:1:" PUZZLE ":::", "0300", 0, TRUE },
    { ":wxyz-wing:1:" PUZZLE ":::", "wxyz-wing", 0, FALSE },
    { ":3d-medusa:1:" PUZZLE ":::", "3d-medusa", 0, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      NonetLibraryCase library_case;
      NonetError error;

      g_test_message ("%s", cases[i].line);
      g_assert_cmpint (nonet_parse_library_line (cases[i].line, strlen (cases[i].line),
                                                 &library_case, &error), ==, NONET_STATUS_OK);
      g_assert_cmpstr (library_case.code, ==, cases[i].code);
      g_assert_cmpint (library_case.variant, ==, cases[i].variant);
      g_assert_cmpint (library_case.must_fail, ==, cases[i].must_fail);
    }
}

/* A file of puzzles: each bad line reported at its number, the reader goes on. */
static void
test_reader (void)
{
  static const char text[] =
    "\xef\xbb\xbf# puzzles\r\n"
    PUZZLE "\r\n"
    "\r\n"
    "17.8..5.9.39..28.....5.9172.6....728..1..8..5....6.3..6.3....8........1....2..6\r\n"
    "17.8..5.9.39..28.....5.9172.6....7W8..1..8..5....6.3..6.3....8........1....2..6.3\r\n"
    "77.8..5.9.39..28.....5.9172.6....728..1..8..5....6.3..6.3....8........1....2..6.3\r\n"
    "17.8..5.9.39..28.....5.\x01" "9172.6....728..1..8..5....6.3..6.3....8........1....2..6.3\r\n"
    SOLUTION;
  static const struct
  {
    NonetStatus status;
    unsigned    line;
    unsigned    column;
  } expected[] = {
    { NONET_STATUS_OK, 2, 0 },
    { NONET_STATUS_TOO_FEW_CELLS, 4, 80 },
    { NONET_STATUS_BAD_CHARACTER, 5, 35 },
    { NONET_STATUS_DUPLICATE, 6, 2 },
    { NONET_STATUS_BINARY, 7, 24 },
    { NONET_STATUS_OK, 8, 0 },
  };
  NonetReader reader;
  NonetGrid grid;
  NonetError error;

  nonet_reader_init (&reader, text, sizeof text - 1, NONET_FORMAT_AUTO);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_assert_cmpint (nonet_reader_next (&reader, &grid, &error), ==, expected[i].status);
      g_assert_cmpuint (reader.puzzle_line, ==, expected[i].line);
      if (expected[i].status != NONET_STATUS_OK)
        {
          g_assert_cmpuint (error.line, ==, expected[i].line);
          g_assert_cmpuint (error.column, ==, expected[i].column);
        }
    }
  g_assert_cmpint (nonet_reader_next (&reader, &grid, &error), ==, NONET_STATUS_EMPTY);
  g_assert_true (reader.done);

  /* A bad first line does not hide the puzzles after it. */
  nonet_reader_init (&reader, "123\n" PUZZLE "\n", 86, NONET_FORMAT_AUTO);
  g_assert_false (reader.whole_text);
  g_assert_cmpint (nonet_reader_next (&reader, &grid, &error), ==, NONET_STATUS_TOO_FEW_CELLS);
  g_assert_cmpint (error.count, ==, 3);
  g_assert_cmpint (nonet_reader_next (&reader, &grid, &error), ==, NONET_STATUS_OK);
  g_assert_cmpuint (reader.puzzle_line, ==, 2);
}

/* A multi-line puzzle is read whole, once; an empty text has none. */
static void
test_reader_whole_text (void)
{
  gsize length;
  g_autofree char *boxed = read_fixture ("format-boxed.txt", &length);
  NonetReader reader;
  NonetGrid grid;
  NonetError error;
  char line[82];

  nonet_reader_init (&reader, boxed, length, NONET_FORMAT_AUTO);
  g_assert_true (reader.whole_text);
  g_assert_cmpint (nonet_reader_next (&reader, &grid, &error), ==, NONET_STATUS_OK);
  g_assert_cmpuint (reader.puzzle_line, ==, 2);
  g_assert_cmpint (reader.format, ==, NONET_FORMAT_GRID);
  grid_to_line (&grid, line);
  g_assert_cmpstr (line, ==, PUZZLE);
  g_assert_cmpint (nonet_reader_next (&reader, &grid, &error), ==, NONET_STATUS_EMPTY);

  nonet_reader_init (&reader, "\n# nothing\n", 11, NONET_FORMAT_AUTO);
  g_assert_cmpint (nonet_reader_next (&reader, &grid, &error), ==, NONET_STATUS_EMPTY);
  g_assert_cmpint (error.status, ==, NONET_STATUS_EMPTY);
}

/* The public collections, read at run time when present */

static char *
read_collection (const char *name,
                 gsize      *length)
{
  const char *dir = g_getenv ("NONET_PUZZLES_DIR");
  g_autofree char *path = g_build_filename (dir != NULL ? dir : "", name, NULL);
  char *contents = NULL;

  if (dir == NULL || !g_file_get_contents (path, &contents, length, NULL))
    {
      g_autofree char *message = g_strdup_printf ("not found: %s", path);

      g_test_skip (message);
      return NULL;
    }
  return contents;
}

static void
test_hodoku_library (void)
{
  gsize length;
  g_autofree char *text = read_collection ("hodoku-reglib-1.3.txt", &length);
  g_auto (GStrv) lines = NULL;
  NonetReader reader;
  NonetGrid grid;
  NonetError error;
  int n = 0, failing = 0, read = 0;

  if (text == NULL)
    return;
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      NonetLibraryCase library_case;
      NonetStatus status = nonet_parse_library_line (lines[i], strlen (lines[i]), &library_case,
                                                     &error);

      if (status == NONET_STATUS_EMPTY)
        continue;
      if (status != NONET_STATUS_OK)
        g_error ("line %d: status %d at column %u: %s", i + 1, status, error.column, lines[i]);
      g_assert_true (library_case.grid.has_candidates);
      g_assert_true (library_case.code[0] != '\0');
      failing += library_case.must_fail;
      g_assert_true (library_case.must_fail || library_case.n_eliminations > 0
                     || library_case.n_placements > 0);
      n++;
    }
  g_assert_cmpint (n, ==, 1112);
  g_assert_cmpint (failing, >, 0);

  nonet_reader_init (&reader, text, length, NONET_FORMAT_AUTO);
  g_assert_cmpint (reader.format, ==, NONET_FORMAT_HODOKU_LIBRARY);
  while (nonet_reader_next (&reader, &grid, &error) != NONET_STATUS_EMPTY)
    {
      g_assert_cmpint (error.status, ==, NONET_STATUS_OK);
      read++;
    }
  g_assert_cmpint (read, ==, n);
}

static void
test_collections (void)
{
  static const struct
  {
    const char *name;
    int         puzzles;
  } collections[] = {
    { "top1465.txt", 1465 },
    { "hodoku-exemplars-1.0.txt", 669 + 1 },  /* and one library line */
    { "forum-hardest-1106.txt", 375 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (collections); i++)
    {
      gsize length;
      g_autofree char *text = read_collection (collections[i].name, &length);
      NonetReader reader;
      NonetGrid grid;
      NonetError error;
      NonetStatus status;
      int n = 0;

      if (text == NULL)
        return;
      nonet_reader_init (&reader, text, length, NONET_FORMAT_AUTO);
      while ((status = nonet_reader_next (&reader, &grid, &error)) != NONET_STATUS_EMPTY)
        {
          if (status != NONET_STATUS_OK)
            g_error ("%s:%u: status %d", collections[i].name, error.line, status);
          g_assert_cmpint (nonet_grid_count_givens (&grid), >=, 17);
          n++;
        }
      g_assert_cmpint (n, ==, collections[i].puzzles);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/format/read/fixtures", test_fixtures);
  g_test_add_func ("/format/read/fixture-pencilmarks", test_fixture_pencilmarks);
  g_test_add_func ("/format/read/fixture-lines", test_fixture_lines);
  g_test_add_func ("/format/read/fixture-sdm", test_fixture_sdm);
  g_test_add_func ("/format/read/fixture-library", test_fixture_library);
  g_test_add_func ("/format/read/inline", test_inline);
  g_test_add_func ("/format/read/seed-print", test_seed_print);
  g_test_add_func ("/format/read/reader", test_reader);
  g_test_add_func ("/format/read/reader-whole-text", test_reader_whole_text);
  g_test_add_func ("/format/write/exact", test_write_exact);
  g_test_add_func ("/format/write/pencilmarks", test_write_pencilmarks);
  g_test_add_func ("/format/write/truncated", test_write_truncated);
  g_test_add_func ("/format/round-trip/grids", test_round_trip_grids);
  g_test_add_func ("/format/round-trip/pencilmarks", test_round_trip_pencilmarks);
  g_test_add_func ("/format/bad/empty", test_bad_empty);
  g_test_add_func ("/format/bad/count", test_bad_count);
  g_test_add_func ("/format/bad/character", test_bad_character);
  g_test_add_func ("/format/bad/duplicates", test_bad_duplicates);
  g_test_add_func ("/format/bad/shape", test_bad_shape);
  g_test_add_func ("/format/bad/bytes", test_bad_bytes);
  g_test_add_func ("/format/bad/long-line", test_bad_long_line);
  g_test_add_func ("/format/bad/pencilmarks", test_bad_pencilmarks);
  g_test_add_func ("/format/bad/csv-python", test_bad_csv_python);
  g_test_add_func ("/format/bad/library", test_bad_library);
  g_test_add_func ("/format/read/library-codes", test_library_codes);
  g_test_add_func ("/format/collections/hodoku-library", test_hodoku_library);
  g_test_add_func ("/format/collections/line-files", test_collections);

  return g_test_run ();
}
