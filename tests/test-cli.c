/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-cli.c: nonet-cli run as a program (suite cli), and the words of nonet-file.c.
 *
 * The binary comes from the environment variable NONET_CLI (tests/meson.build
 * sets it). Fixtures are written into a temporary folder; the puzzles are our
 * own, or the New York Times puzzle that seed 003 prints.
 */

#include <errno.h>
#include <pty.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "nonet-errors.h"
#include "nonet-load.h"
#include "nonet-names.h"

#include "cli-test-util.h"

/* The NYT 'hard' puzzle of 3 September 2024 (seed 003) and its solution. */
#define NYT_PUZZLE   "......2......3.9....8.1..37.2.....9134.87.....6....4..5.24....34.3.5" \
                     ".....1......."
#define NYT_SOLUTION "7315692842547389166982145378276453913498716521659234785824971634731" \
                     "56829916382745"
/* The NYT solution with the four cells of a unique rectangle emptied: two solutions. */
#define TWO_SOLUTIONS "731.69.84254738916698.14.3782764539134987165216592347858249716347315" \
                      "6829916382745"
/* The NYT puzzle with a 1 in r1c1, where the solution has 7: no solution. */
#define NO_SOLUTION  "1.....2......3.9....8.1..37.2.....9134.87.....6....4..5.24....34.3.5" \
                     ".....1......."
#define EMPTY_GRID   "......................................................................" \
                     "..........."
/* The NYT puzzle as seed 003 prints it: a whole-text 9x9 grid. */
#define NYT_BOXED \
  "+-------+-------+-------+\n" \
  "|       |       | 2     |\n" \
  "|       |   3   | 9     |\n" \
  "|     8 |   1   |   3 7 |\n" \
  "+-------+-------+-------+\n" \
  "|   2   |       |   9 1 |\n" \
  "| 3 4   | 8 7   |       |\n" \
  "|   6   |       | 4     |\n" \
  "+-------+-------+-------+\n" \
  "| 5   2 | 4     |     3 |\n" \
  "| 4   3 |   5   |       |\n" \
  "|   1   |       |       |\n" \
  "+-------+-------+-------+\n"

static char *fixture_dir;

static char *
write_fixture (const char *name,
               const char *contents)
{
  char *path = g_build_filename (fixture_dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  return path;
}

/* A valid completed grid that agrees with the givens of puzzle. */
static void
assert_solution_of (const char *solution,
                    const char *puzzle)
{
  g_assert_cmpuint (strlen (solution), ==, 81);
  for (int cell = 0; cell < 81; cell++)
    {
      g_assert_true (solution[cell] >= '1' && solution[cell] <= '9');
      if (puzzle[cell] >= '1' && puzzle[cell] <= '9')
        g_assert_cmpint (solution[cell], ==, puzzle[cell]);
      for (int other = 0; other < cell; other++)
        {
          int r1 = cell / 9, c1 = cell % 9, r2 = other / 9, c2 = other % 9;
          gboolean peers = r1 == r2 || c1 == c2 || (r1 / 3 == r2 / 3 && c1 / 3 == c2 / 3);

          if (peers)
            g_assert_cmpint (solution[cell], !=, solution[other]);
        }
    }
}

static void
test_help (void)
{
  g_auto(CliRun) run = { 0 };
  g_auto(CliRun) version = { 0 };
  g_auto(CliRun) solve_help = { 0 };

  if (!cli_run (&run, NULL, "--help", NULL))
    return;
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "solve"));
  g_assert_nonnull (strstr (run.out, "convert"));
  g_assert_nonnull (strstr (run.out, "bench"));
  g_assert_nonnull (strstr (run.out, "Exit status"));

  cli_run (&version, NULL, "--version", NULL);
  g_assert_cmpint (version.status, ==, 0);
  g_assert_true (g_str_has_prefix (version.out, "nonet-cli "));

  cli_run (&solve_help, NULL, "help", "solve", NULL);
  g_assert_cmpint (solve_help.status, ==, 0);
  g_assert_nonnull (strstr (solve_help.out, "--count"));
  g_assert_nonnull (strstr (solve_help.out, "--threads"));
}

/* Each bad command line: status 2 and a message that says what is wrong. */
static void
test_usage (void)
{
  const struct
  {
    const char *args[5];
    const char *message;
  } cases[] = {
    { { "frobnicate" }, "unknown command “frobnicate”" },
    { { "--bogus" }, "--bogus" },
    { { NULL }, "a command is required" },
    { { "solve", "--bogus" }, "--bogus" },
    { { "solve", "--threads", "0" }, "--threads must be between 1 and" },
    { { "solve", "--threads", "many" }, "--threads" },
    { { "solve", "--limit", "0" }, "--limit must be 1 or more" },
    { { "solve", "--format", "jpeg" }, "unknown output format “jpeg”" },
    { { "solve", "a.txt", "b.txt" }, "one input file at most" },
    { { "convert" }, "--to FORMAT is required" },
    { { "convert", "--to", "xml" }, "unknown output format “xml”" },
    { { "convert", "--to", "line", "--from", "xml" }, "unknown input format “xml”" },
    { { "bench" }, "a FILE of puzzles is required" },
    { { "bench", "--mode", "fast", "x" }, "unknown mode “fast”" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(CliRun) run = { 0 };
      const char * const *a = cases[i].args;

      if (!cli_run (&run, "", a[0], a[1], a[2], a[3], a[4], NULL))
        return;
      g_test_message ("case %" G_GSIZE_FORMAT ": %s", i, run.err);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_nonnull (strstr (run.err, cases[i].message));
      /* GNU style: "nonet-cli: message", then where the help is. */
      g_assert_true (g_str_has_prefix (run.err, "nonet-cli: "));
      g_assert_nonnull (strstr (run.err, "--help"));
    }
}

static void
test_unreadable (void)
{
  g_autofree char *missing = g_build_filename (fixture_dir, "missing.txt", NULL);
  g_autofree char *expected = g_strdup_printf ("nonet-cli: %s: %s\n", missing,
                                               "No such file or directory");
  g_auto(CliRun) run = { 0 };
  g_auto(CliRun) dir = { 0 };

  if (!cli_run (&run, NULL, "solve", missing, NULL))
    return;
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, expected));

  cli_run (&dir, NULL, "bench", fixture_dir, NULL);
  g_assert_cmpint (dir.status, ==, 2);
  g_assert_nonnull (strstr (dir.err, "Is a directory"));
}

static void
test_solve_stdin (void)
{
  g_auto(CliRun) run = { 0 };
  g_auto(CliRun) dash = { 0 };

  if (!cli_run (&run, NYT_PUZZLE "\n", "solve", NULL))
    return;
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, NYT_SOLUTION "\n");
  g_assert_cmpstr (run.err, ==, "");

  /* "-" is standard input too, and zeros are blanks. */
  cli_run (&dash, "0000002000000309000080100370200000913408700000600004005024000034030500"
                  "00010000000\n", "solve", "-", "--threads", "1", NULL);
  g_assert_cmpint (dash.status, ==, 0);
  g_assert_cmpstr (dash.out, ==, NYT_SOLUTION "\n");
}

/* The README's example: echo PUZZLE | nonet-cli solve --format grid. */
static void
test_solve_grid (void)
{
  g_auto(CliRun) run = { 0 };
  g_auto(CliRun) back = { 0 };
  g_auto(CliRun) boxed = { 0 };

  if (!cli_run (&run, NYT_PUZZLE "\n", "solve", "--format", "grid", NULL))
    return;
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "+-------+-------+-------+\n"));
  g_assert_nonnull (strstr (run.out, "| 7 3 1 | 5 6 9 | 2 8 4 |\n"));
  g_assert_true (g_str_has_suffix (run.out, "+-------+-------+-------+\n"));

  cli_run (&back, run.out, "convert", "--to", "line", NULL);
  g_assert_cmpint (back.status, ==, 0);
  g_assert_cmpstr (back.out, ==, NYT_SOLUTION "\n");

  /* A whole-text 9x9 puzzle on standard input. */
  cli_run (&boxed, NYT_BOXED, "solve", NULL);
  g_assert_cmpint (boxed.status, ==, 0);
  g_assert_cmpstr (boxed.out, ==, NYT_SOLUTION "\n");
}

/* Lines: 1 comment, 2 good, 3 blank, 4 bad character at column 5, 5 duplicate,
 * 6 two solutions, 7 no solution, 8 good. */
static const char multi_file[] =
  "# puzzles for test-cli\n"
  NYT_PUZZLE "\n"
  "\n"
  "....x" NYT_PUZZLE "\n"
  "1.....1......3.9....8.1..37.2.....9134.87.....6....4..5.24....34.3.5.....1.......\n"
  TWO_SOLUTIONS "\n"
  NO_SOLUTION "\n"
  NYT_PUZZLE "\n";

/* Whether err holds the GNU-style message "nonet-cli: FILE:PLACE: message". */
static gboolean
has_message (const char *err,
             const char *file,
             const char *place_and_message)
{
  g_autofree char *message = g_strdup_printf ("nonet-cli: %s:%s", file, place_and_message);

  return strstr (err, message) != NULL;
}

static void
assert_multi_errors (const char *err,
                     const char *file,
                     gboolean    with_multiple)
{
  g_assert_true (has_message (err, file, "4:5: found “x” where a digit 1–9 or a blank"));
  g_assert_true (has_message (err, file, "5:7: r1c1 and r1c7 both hold 1\n"));
  g_assert_true (has_message (err, file, "6: the puzzle has more than one solution\n")
                 == with_multiple);
  if (!with_multiple)
    g_assert_null (strstr (err, ":6:"));
  g_assert_true (has_message (err, file, "7: the puzzle has no solution\n"));
  g_assert_null (strstr (err, ":2:"));
  g_assert_null (strstr (err, ":8:"));
}

static void
test_solve_multi (void)
{
  g_autofree char *path = write_fixture ("multi.txt", multi_file);
  g_auto(CliRun) run = { 0 };
  g_auto(CliRun) first = { 0 };
  g_auto(CliRun) piped = { 0 };
  g_auto(GStrv) lines = NULL;

  if (!cli_run (&run, NULL, "solve", path, NULL))
    return;
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, NYT_SOLUTION "\n" NYT_SOLUTION "\n");
  assert_multi_errors (run.err, path, TRUE);

  /* --limit 1: no uniqueness proof, the first solution of line 6 is printed. */
  cli_run (&first, NULL, "solve", "--limit", "1", path, NULL);
  g_assert_cmpint (first.status, ==, 1);
  lines = g_strsplit (first.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  g_assert_cmpstr (lines[0], ==, NYT_SOLUTION);
  assert_solution_of (lines[1], TWO_SOLUTIONS);
  g_assert_cmpstr (lines[2], ==, NYT_SOLUTION);
  assert_multi_errors (first.err, path, FALSE);

  /* The same from standard input. */
  cli_run (&piped, multi_file, "solve", "-", NULL);
  g_assert_cmpint (piped.status, ==, 1);
  g_assert_cmpstr (piped.out, ==, run.out);
  assert_multi_errors (piped.err, "-", TRUE);
}

static void
test_solve_count (void)
{
  g_auto(CliRun) run = { 0 };
  g_auto(CliRun) unique = { 0 };
  g_auto(CliRun) limit = { 0 };

  if (!cli_run (&run, NYT_PUZZLE "\n" TWO_SOLUTIONS "\n" NO_SOLUTION "\n", "solve", "--count",
                NULL))
    return;
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "1\n2\n0\n");
  g_assert_nonnull (strstr (run.err, ":2: the puzzle has more than one solution\n"));
  g_assert_nonnull (strstr (run.err, ":3: the puzzle has no solution\n"));

  cli_run (&unique, NYT_PUZZLE "\n" NYT_PUZZLE "\n", "solve", "--count", NULL);
  g_assert_cmpint (unique.status, ==, 0);
  g_assert_cmpstr (unique.out, ==, "1\n1\n");
  g_assert_cmpstr (unique.err, ==, "");

  cli_run (&limit, TWO_SOLUTIONS "\n" EMPTY_GRID "\n", "solve", "--count", "--limit", "5", NULL);
  g_assert_cmpint (limit.status, ==, 1);
  g_assert_cmpstr (limit.out, ==, "2\n5\n");
}

static void
test_empty_input (void)
{
  g_auto(CliRun) run = { 0 };

  if (!cli_run (&run, "# only a comment\n\n", "solve", NULL))
    return;
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "no puzzle"));
}

/* Digit relabellings and row swaps inside bands of the NYT puzzle: unique
 * puzzles of the same difficulty, every 37th line broken. */
static char *
make_many_puzzles (guint n)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261121);
  GString *text = g_string_new ("# generated by test-cli\n");

  for (guint i = 0; i < n; i++)
    {
      char map[10] = ".123456789";
      char line[82] = { 0 };

      for (int d = 9; d > 1; d--)
        {
          int j = g_rand_int_range (rand, 1, d + 1);
          char swap = map[d];

          map[d] = map[j];
          map[j] = swap;
        }
      for (int cell = 0; cell < 81; cell++)
        {
          int row = cell / 9, band = row / 3;
          int from_row = band * 3 + (row % 3 + (int) i) % 3;
          char c = NYT_PUZZLE[from_row * 9 + cell % 9];

          line[cell] = c == '.' ? '.' : map[c - '0'];
        }
      if (i % 37 == 36)
        line[g_rand_int_range (rand, 0, 81)] = 'z';
      g_string_append_printf (text, "%s\n", line);
    }
  return g_string_free (text, FALSE);
}

/* More puzzles than one chunk of the batch runner: the same output, in the
 * same order, whatever the number of threads. */
static void
test_threads (void)
{
  g_autofree char *many = make_many_puzzles (5000);
  g_autofree char *prefix = NULL;
  g_autofree char *path = write_fixture ("many.txt", many);
  g_auto(CliRun) one = { 0 };
  g_auto(CliRun) two = { 0 };
  g_auto(CliRun) three = { 0 };
  g_auto(CliRun) convert_one = { 0 };
  g_auto(CliRun) convert_two = { 0 };

  if (!cli_run (&one, NULL, "solve", "--threads", "1", path, NULL))
    return;
  g_assert_cmpint (one.status, ==, 1);
  cli_run (&two, NULL, "solve", "--threads", "2", path, NULL);
  cli_run (&three, NULL, "solve", "--threads", "3", path, NULL);
  g_assert_cmpint (two.status, ==, 1);
  g_assert_cmpstr (one.out, ==, two.out);
  g_assert_cmpstr (one.err, ==, two.err);
  g_assert_cmpstr (one.out, ==, three.out);
  g_assert_cmpstr (one.err, ==, three.err);
  /* 5000 puzzles, 135 broken (every 37th); the first broken one is on line 38. */
  g_assert_cmpuint (strlen (one.out), ==, (5000 - 135) * 82);
  prefix = g_strdup_printf ("nonet-cli: %s:38:", path);
  g_assert_true (g_str_has_prefix (one.err, prefix));

  cli_run (&convert_one, NULL, "convert", "--to", "grid", "--threads", "1", path, NULL);
  cli_run (&convert_two, NULL, "convert", "--to", "grid", "--threads", "2", path, NULL);
  g_assert_cmpint (convert_one.status, ==, 1);
  g_assert_cmpstr (convert_one.out, ==, convert_two.out);
  g_assert_cmpstr (convert_one.err, ==, convert_two.err);
}

/* Every output format reads back (by itself, or told the format) to the
 * same puzzle, and writing what was read gives the same text again. */
static void
test_convert_round_trip (void)
{
  const char *formats[] = { "line", "grid", "csv", "pm", "python", "sdk", "ss" };

  for (gsize i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_auto(CliRun) to = { 0 };
      g_auto(CliRun) back = { 0 };
      g_auto(CliRun) told = { 0 };
      g_auto(CliRun) again = { 0 };

      if (!cli_run (&to, NYT_PUZZLE "\n", "convert", "--to", formats[i], NULL))
        return;
      g_test_message ("%s:\n%s", formats[i], to.out);
      g_assert_cmpint (to.status, ==, 0);
      g_assert_cmpstr (to.err, ==, "");
      g_assert_cmpuint (strlen (to.out), >=, 82);

      cli_run (&told, to.out, "convert", "--from", formats[i], "--to", "line", NULL);
      g_assert_cmpint (told.status, ==, 0);
      g_assert_cmpstr (told.out, ==, NYT_PUZZLE "\n");

      cli_run (&again, to.out, "convert", "--from", formats[i], "--to", formats[i], NULL);
      g_assert_cmpint (again.status, ==, 0);
      g_assert_cmpstr (again.out, ==, to.out);

      /* Detection of pencil marks is checked on its own below. */
      if (g_str_equal (formats[i], "pm"))
        continue;
      cli_run (&back, to.out, "convert", "--to", "line", NULL);
      g_assert_cmpint (back.status, ==, 0);
      g_assert_cmpstr (back.out, ==, NYT_PUZZLE "\n");
    }
}

/* A pencil-mark grid, format not given: the reader must detect it. */
static void
test_convert_detect_pm (void)
{
  g_auto(CliRun) to = { 0 };
  g_auto(CliRun) back = { 0 };

  if (!cli_run (&to, NYT_PUZZLE "\n", "convert", "--to", "pm", NULL))
    return;
  g_assert_cmpint (to.status, ==, 0);
  cli_run (&back, to.out, "convert", "--to", "line", NULL);
  g_assert_cmpstr (back.err, ==, "");
  g_assert_cmpint (back.status, ==, 0);
  g_assert_cmpstr (back.out, ==, NYT_PUZZLE "\n");
}

/* Two puzzles in a multi-line format: a blank line between, none around. */
static void
test_convert_many (void)
{
  g_auto(CliRun) run = { 0 };
  g_autofree char *one = NULL;

  if (!cli_run (&run, NYT_PUZZLE "\n" NO_SOLUTION "\n....\n", "convert", "--to", "csv", NULL))
    return;
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (g_str_has_prefix (run.err, "nonet-cli: -:3:"));
  g_assert_nonnull (strstr (run.err, ": only 4 cells found where 81 were expected\n"));
  g_assert_false (g_str_has_prefix (run.out, "\n"));
  g_assert_false (g_str_has_suffix (run.out, "\n\n"));
  one = g_strndup (run.out, strstr (run.out, "\n\n") - run.out + 1);
  g_assert_cmpuint (strlen (run.out), ==, 2 * strlen (one) + 1);
}

static void
test_bench (void)
{
  g_autofree char *good = write_fixture ("bench-good.txt",
                                         NYT_PUZZLE "\n" NYT_PUZZLE "\n" NYT_PUZZLE "\n");
  g_autofree char *bad = write_fixture ("bench-bad.txt",
                                        NYT_PUZZLE "\n" TWO_SOLUTIONS "\n" NO_SOLUTION "\n");
  g_auto(CliRun) run = { 0 };
  g_auto(CliRun) unique = { 0 };
  g_auto(CliRun) first = { 0 };
  g_autofree char *expected = NULL;

  if (!cli_run (&run, NULL, "bench", good, "--threads", "1", NULL))
    return;
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "puzzles        3\nseconds        "));
  g_assert_nonnull (strstr (run.out, "\npuzzles/s      "));
  g_assert_nonnull (strstr (run.out, "\nµs/puzzle      "));
  g_assert_nonnull (strstr (run.out, "\nmode           solve\n"));
  g_assert_nonnull (strstr (run.out, "\nthreads        1\n"));

  cli_run (&unique, NULL, "bench", "--mode", "unique", "--threads", "2", bad, NULL);
  g_assert_cmpint (unique.status, ==, 1);
  g_assert_nonnull (strstr (unique.out, "\nmode           unique\n"));
  g_assert_nonnull (strstr (unique.out, "\nthreads        2\n"));
  g_assert_nonnull (strstr (unique.err, ":2: the puzzle has more than one solution\n"));
  g_assert_nonnull (strstr (unique.err, ":3: the puzzle has no solution\n"));

  /* solve mode does not prove uniqueness: only line 3 fails. */
  cli_run (&first, NULL, "bench", bad, NULL);
  g_assert_cmpint (first.status, ==, 1);
  expected = g_strdup_printf ("nonet-cli: %s:3: the puzzle has no solution\n", bad);
  g_assert_cmpstr (first.err, ==, expected);
}

static void
test_describe (void)
{
  NonetError error;
  g_autofree char *duplicate = NULL;
  g_autofree char *duplicate_at = NULL;
  g_autofree char *character = NULL;
  g_autofree char *multiple = NULL;
  g_autofree char *too_few = NULL;
  g_autofree char *dead = NULL;

  nonet_error_init (&error, NONET_STATUS_DUPLICATE);
  error.cell_a = 3;
  error.cell_b = 21;
  error.digit = 5;
  duplicate = nonet_error_describe (&error);
  g_assert_cmpstr (duplicate, ==, "r1c4 and r3c4 both hold 5");
  error.line = 12;
  duplicate_at = nonet_error_describe (&error);
  g_assert_cmpstr (duplicate_at, ==, "Line 12: r1c4 and r3c4 both hold 5");

  nonet_error_init (&error, NONET_STATUS_BAD_CHARACTER);
  error.line = 3;
  error.column = 7;
  error.found = 'x';
  error.expected = NONET_EXPECT_CELL;
  character = nonet_error_describe (&error);
  g_assert_cmpstr (character, ==,
                   "Line 3, column 7: found “x” where a digit 1–9 or a blank (. 0 - _) "
                   "was expected");

  nonet_error_init (&error, NONET_STATUS_MULTIPLE_SOLUTIONS);
  multiple = nonet_error_describe (&error);
  g_assert_cmpstr (multiple, ==, "The puzzle has more than one solution");

  nonet_error_init (&error, NONET_STATUS_TOO_FEW_CELLS);
  error.count = 80;
  too_few = nonet_error_describe_problem (&error);
  g_assert_cmpstr (too_few, ==, "only 80 cells found where 81 were expected");

  nonet_error_init (&error, NONET_STATUS_NO_CANDIDATE);
  error.cell_a = 80;
  dead = nonet_error_describe (&error);
  g_assert_cmpstr (dead, ==, "r9c9 is empty and no digit can go there");
}

/* A pencil-mark cell with no candidate (our writer prints it '.'), a digit
 * twice, a blank among digits: the message names the cell and the fault. */
static void
test_describe_pencilmarks (void)
{
  g_autofree char *empty = NULL;
  g_autofree char *twice = NULL;
  g_autofree char *blank = NULL;
  g_auto(CliRun) run = { 0 };
  char text[4096];
  NonetGrid grid;
  NonetError error;
  int r5c3 = 4 * 9 + 2;

  /* Our own writer's pencil marks of a position where r5c3 has none left. */
  g_assert_cmpint (nonet_parse (NYT_PUZZLE, NONET_CELLS, NONET_FORMAT_LINE, &grid, NULL), ==,
                   NONET_STATUS_OK);
  nonet_grid_fill_candidates (&grid);
  g_assert_cmpint (grid.values[r5c3], ==, 0);
  grid.candidates[r5c3] = 0;
  g_assert_cmpuint (nonet_format (&grid, NONET_FORMAT_PENCILMARK, text, sizeof text), <,
                    sizeof text);
  if (!cli_run (&run, text, "convert", "--to", "line", NULL))
    return;
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (g_str_has_prefix (run.err, "nonet-cli: -:"));
  g_assert_nonnull (strstr (run.err, ": r5c3 lists no candidate: no digit can go there, so the "
                                     "position has no solution\n"));

  nonet_error_init (&error, NONET_STATUS_BAD_CANDIDATES);
  error.cell_a = 2;
  error.digit = 2;
  error.count = 3;
  error.found = '2';
  twice = nonet_error_describe_problem (&error);
  g_assert_cmpstr (twice, ==, "the pencil marks of r1c3 list 2 twice");
  error.digit = 0;
  error.found = '0';
  blank = nonet_error_describe_problem (&error);
  g_assert_cmpstr (blank, ==, "the pencil marks of r1c3 hold “0” among their digits 1–9");
  error.count = 0;
  error.found = '.';
  empty = nonet_error_describe_problem (&error);
  g_assert_true (g_str_has_prefix (empty, "r1c3 lists no candidate"));
}

static void
test_gerror (void)
{
  g_autoptr(GError) error = NULL;
  NonetError nonet_error;
  NonetFormat format;

  nonet_error_init (&nonet_error, NONET_STATUS_OK);
  g_assert_true (nonet_error_propagate (&nonet_error, &error));
  g_assert_no_error (error);

  nonet_error_init (&nonet_error, NONET_STATUS_UNSOLVABLE);
  g_assert_false (nonet_error_propagate (&nonet_error, &error));
  g_assert_error (error, NONET_FILE_ERROR, NONET_FILE_ERROR_UNSOLVABLE);
  g_assert_cmpstr (error->message, ==, "The puzzle has no solution");
  g_clear_error (&error);

  g_assert_false (nonet_status_propagate (NONET_STATUS_BINARY, &error));
  g_assert_error (error, NONET_FILE_ERROR, NONET_FILE_ERROR_NOT_TEXT);
  g_clear_error (&error);

  g_assert_cmpint (nonet_file_error_from_status (NONET_STATUS_DUPLICATE), ==,
                   NONET_FILE_ERROR_INVALID);
  g_assert_cmpint (nonet_file_error_from_status (NONET_STATUS_BAD_SHAPE), ==,
                   NONET_FILE_ERROR_PARSE);

  g_assert_true (nonet_format_from_name ("pm", &format));
  g_assert_cmpint (format, ==, NONET_FORMAT_PENCILMARK);
  g_assert_cmpstr (nonet_format_get_name (NONET_FORMAT_PENCILMARK), ==, "pm");
  g_assert_false (nonet_format_from_name ("jpeg", &format));
  g_assert_false (nonet_format_can_write (NONET_FORMAT_HODOKU_LIBRARY));
}

static void
test_load (void)
{
  g_autofree char *path = write_fixture ("load.txt", NYT_PUZZLE "\n");
  g_autofree char *missing = g_build_filename (fixture_dir, "nothing-here.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) missing_file = g_file_new_for_path (missing);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) capped = NULL;
  g_autoptr(GBytes) none = NULL;

  bytes = nonet_file_load_bytes (file, 1024, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_bytes_get_size (bytes), ==, 82);

  capped = nonet_file_load_bytes (file, 40, NULL, &error);
  g_assert_null (capped);
  g_assert_error (error, NONET_FILE_ERROR, NONET_FILE_ERROR_TOO_LARGE);
  g_clear_error (&error);

  none = nonet_file_load_bytes (missing_file, 1024, NULL, &error);
  g_assert_null (none);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, missing));
}

/* nonet_file_load_head(), what the app reads for one puzzle: at most the
 * limit, in whole lines; a longer single line, a device refused. */
static void
test_load_head (void)
{
  GString *many = g_string_new (NULL);
  g_autofree char *lines_path = NULL;
  g_autofree char *long_path = NULL;
  g_autoptr(GFile) lines = NULL;
  g_autoptr(GFile) one_line = NULL;
  g_autoptr(GFile) zero = g_file_new_for_path ("/dev/zero");
  g_autoptr(GBytes) head = NULL;
  g_autoptr(GBytes) none = NULL;
  g_autoptr(GError) error = NULL;
  const char *data;
  gsize size;

  while (many->len < 3 * NONET_FILE_HEAD_SIZE)
    g_string_append (many, NYT_PUZZLE "\n");
  lines_path = write_fixture ("head-lines.txt", many->str);
  for (gsize i = 0; i < many->len; i++)
    if (many->str[i] == '\n')
      many->str[i] = ' ';
  long_path = write_fixture ("head-one-line.txt", many->str);
  g_string_free (many, TRUE);
  lines = g_file_new_for_path (lines_path);
  one_line = g_file_new_for_path (long_path);

  head = nonet_file_load_head (lines, NONET_FILE_HEAD_SIZE, NULL, &error);
  g_assert_no_error (error);
  data = g_bytes_get_data (head, &size);
  g_assert_cmpuint (size, <=, NONET_FILE_HEAD_SIZE);
  g_assert_cmpuint (size, >, NONET_FILE_HEAD_SIZE - 82);
  g_assert_cmpuint (size % 82, ==, 0);
  g_assert_true (data[size - 1] == '\n');

  none = nonet_file_load_head (one_line, NONET_FILE_HEAD_SIZE, NULL, &error);
  g_assert_null (none);
  g_assert_error (error, NONET_FILE_ERROR, NONET_FILE_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "not one puzzle per line"));
  g_clear_error (&error);

  g_assert_null (nonet_file_load_head (zero, NONET_FILE_HEAD_SIZE, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_clear_error (&error);
  g_assert_null (nonet_file_load_bytes (zero, NONET_FILE_DEFAULT_MAX_SIZE, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
}

static gpointer
load_fifo_thread (gpointer data)
{
  GCancellable *cancellable = data;
  g_autoptr(GFile) file = g_file_new_for_path (g_object_get_data (data, "path"));
  GError *error = NULL;

  g_assert_null (nonet_file_load_head (file, NONET_FILE_HEAD_SIZE, cancellable, &error));
  return error;
}

/* A FIFO nobody writes to: the load waits, and cancelling stops it (the
 * app's Escape), with nothing read. */
static void
test_load_fifo_cancel (void)
{
  g_autofree char *path = g_build_filename (fixture_dir, "load.fifo", NULL);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  GThread *thread;

  if (mkfifo (path, 0600) != 0)
    {
      g_test_skip ("cannot make a FIFO");
      return;
    }
  g_object_set_data_full (G_OBJECT (cancellable), "path", g_strdup (path), g_free);
  thread = g_thread_new ("load", load_fifo_thread, cancellable);
  g_usleep (G_USEC_PER_SEC / 5);
  g_cancellable_cancel (cancellable);
  error = g_thread_join (thread);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_remove (path);
}

/* What argv writes on standard output, standard input from input_path;
 * asserts it exits with 0. */
static char *
run_stdout (const char         *input_path,
            const char * const *argv)
{
  g_autoptr(GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  char *out = NULL;

  g_subprocess_launcher_set_stdin_file_path (launcher, input_path);
  process = g_subprocess_launcher_spawnv (launcher, argv, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_successful (process));
  return out;
}

/* The README's scale-out: GNU parallel cuts the input into blocks of whole
 * lines, runs nonet-cli rate on each, and --keep-order puts the results back
 * in input order: byte for byte what one process writes. */
static void
test_parallel (void)
{
  g_autofree char *parallel = g_find_program_in_path ("parallel");
  g_autofree char *many = make_many_puzzles (120);
  g_auto(GStrv) lines = g_strsplit (many, "\n", -1);
  GString *good = g_string_new (NULL);
  g_autofree char *input = NULL;
  g_autofree char *path = NULL;
  g_autofree char *one = NULL;
  g_autofree char *split = NULL;
  const char *cli = g_getenv ("NONET_CLI");

  if (parallel == NULL)
    {
      g_test_skip ("GNU parallel is not installed (build-aux/setup installs it)");
      return;
    }
  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '\0' && strchr (lines[i], 'z') == NULL)
      g_string_append_printf (good, "%s\n", lines[i]);
  input = g_string_free (good, FALSE);
  path = write_fixture ("parallel.txt", input);

  /* Each job would print the TSV header: --no-header. */
  one = run_stdout (path, (const char *[]) { cli, "rate", "--no-header", NULL });
  /* 2 KiB blocks: about 25 puzzles each, five jobs, two at a time. */
  split = run_stdout (path, (const char *[]) { parallel, "--will-cite", "--pipe", "--keep-order",
                                               "--block", "2k", "-j", "2", cli, "rate",
                                               "--no-header", "--threads", "1", NULL });
  g_assert_cmpuint (strlen (one), >, 100 * 82);
  /* Not cmpstr: a failure would print both outputs whole. */
  g_assert_cmpuint (strlen (split), ==, strlen (one));
  g_assert_true (strcmp (split, one) == 0);
}

/* ---- solve --mode, streaming input, write errors (issues 8, 11, 12) ------- */

/* Waits for a process of cli_spawn() whose standard output may be a file;
 * its exit status, *err its standard error. */
static int
cli_wait (GSubprocess  *process,
          char        **err)
{
  g_autoptr(GError) error = NULL;

  g_subprocess_communicate_utf8 (process, NULL, NULL, NULL, err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  return g_subprocess_get_exit_status (process);
}

/* --mode first (solve2), unique (solve1, the default) and singles (solve0). */
static void
test_solve_mode (void)
{
  g_auto(CliRun) first = { 0 };
  g_auto(CliRun) unique = { 0 };
  g_auto(CliRun) singles = { 0 };
  g_auto(CliRun) solved = { 0 };
  g_auto(CliRun) bad = { 0 };
  g_auto(CliRun) both = { 0 };
  g_auto(CliRun) count = { 0 };

  if (!cli_run (&first, TWO_SOLUTIONS "\n", "solve", "--mode", "first", NULL))
    return;
  g_assert_cmpint (first.status, ==, 0);
  g_assert_true (g_str_has_suffix (first.out, "\n"));
  first.out[81] = '\0';
  assert_solution_of (first.out, TWO_SOLUTIONS);
  g_assert_cmpstr (first.err, ==, "");

  cli_run (&unique, TWO_SOLUTIONS "\n" NYT_PUZZLE "\n", "solve", "--mode", "unique", NULL);
  g_assert_cmpint (unique.status, ==, 1);
  g_assert_cmpstr (unique.out, ==, NYT_SOLUTION "\n");
  g_assert_nonnull (strstr (unique.err, ":1: the puzzle has more than one solution"));

  /* Seed 003's solve0 picture of the NYT puzzle, and the word that it is not solved. */
  cli_run (&singles, NYT_PUZZLE "\n", "solve", "--mode", "singles", NULL);
  g_assert_cmpint (singles.status, ==, 1);
  g_assert_cmpstr (singles.out, ==, ".3....2......3.9....8.14.37827.4.39134.87.....6....478"
                                    "5.24....34.3.5.....1.......\n");
  g_assert_nonnull (strstr (singles.err, ":1: not solved: singles leave 49 cells empty"));

  /* A grid singles finish: exit 0, nothing on standard error. */
  cli_run (&solved, ".315692842547389166982145378276453913498716521659234785824971634731"
                    "56829916382745\n", "solve", "--mode", "singles", NULL);
  g_assert_cmpint (solved.status, ==, 0);
  g_assert_cmpstr (solved.out, ==, NYT_SOLUTION "\n");
  g_assert_cmpstr (solved.err, ==, "");

  /* Usage errors exit before reading: no input, or writing it could meet a
   * closed pipe (SIGPIPE). */
  cli_run (&bad, "", "solve", "--mode", "fast", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_cmpstr (bad.out, ==, "");
  g_assert_nonnull (strstr (bad.err, "unknown mode “fast”: first, unique or singles"));

  cli_run (&both, "", "solve", "--mode", "first", "--limit", "3", NULL);
  g_assert_cmpint (both.status, ==, 2);
  g_assert_nonnull (strstr (both.err, "--mode and --limit"));

  cli_run (&count, "", "solve", "--mode", "singles", "--count", NULL);
  g_assert_cmpint (count.status, ==, 2);
  g_assert_nonnull (strstr (count.err, "--count"));
}

/* Output that cannot be written is an error, with a message. */
static void
test_write_error (void)
{
  g_autofree char *path = write_fixture ("one.txt", NYT_PUZZLE "\n");
  const char *args[] = { "solve", path, NULL };
  g_autoptr(GSubprocess) process = NULL;
  g_autofree char *err = NULL;

  if (!g_file_test ("/dev/full", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/full");
      return;
    }
  process = cli_spawn (NULL, "/dev/full", args);
  if (process == NULL)
    return;
  g_assert_cmpint (cli_wait (process, &err), ==, 2);
  g_assert_nonnull (strstr (err, "nonet-cli: cannot write the output: "));
}

/* Devices are refused; binary data on standard input stops the reading at
 * once (it would never end for /dev/zero). */
/* What nonet-cli ARGS writes on standard error when that is a terminal (a
 * pty), its standard input from input_path. */
static char *
stderr_on_terminal (const char         *input_path,
                    const char * const *args)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  GString *text = g_string_new (NULL);
  int master, slave;
  char buffer[4096];
  gssize n;

  g_assert_cmpint (openpty (&master, &slave, NULL, NULL, NULL), ==, 0);
  g_ptr_array_add (argv, (char *) g_getenv ("NONET_CLI"));
  for (int i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE);
  g_subprocess_launcher_set_stdin_file_path (launcher, input_path);
  g_subprocess_launcher_take_stderr_fd (launcher, slave);
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_clear_object (&launcher);     /* closes our copy of the slave */
  /* The master reads until the last writer closes the slave (EIO). */
  while ((n = read (master, buffer, sizeof buffer)) > 0 || (n < 0 && errno == EINTR))
    if (n > 0)
      g_string_append_len (text, buffer, n);
  close (master);
  g_subprocess_wait_check (process, NULL, &error);
  g_assert_no_error (error);
  return g_string_free (text, FALSE);
}

/* Progress on standard error: a count with its rate on a terminal, wiped at
 * the end; nothing at all otherwise. */
static void
test_progress (void)
{
  g_autofree char *many = make_many_puzzles (300);
  g_auto(GStrv) lines = g_strsplit (many, "\n", -1);
  g_autofree char *input = NULL;
  g_autofree char *path = NULL;
  g_autofree char *err = NULL;
  g_auto(CliRun) piped = { 0 };
  const char *solve[] = { "solve", "--threads", "1", NULL };
  GString *good = g_string_new (NULL);

  /* make_many_puzzles breaks every 37th: keep the good ones. */
  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '\0' && strchr (lines[i], 'z') == NULL)
      g_string_append_printf (good, "%s\n", lines[i]);
  input = g_string_free (good, FALSE);
  path = write_fixture ("progress.txt", input);
  if (!cli_run (&piped, input, "solve", NULL))
    return;
  g_assert_cmpint (piped.status, ==, 0);
  g_assert_cmpstr (piped.err, ==, "");

  err = stderr_on_terminal (path, solve);
  g_test_message ("on a terminal: %s", err);
  /* "\r293 puzzles, 12345.6/s, 0.0 s", then blanks over it and "\r". */
  g_assert_true (g_str_has_prefix (err, "\r"));
  g_assert_nonnull (strstr (err, " puzzles, "));
  g_assert_nonnull (strstr (err, "/s, "));
  g_assert_true (g_str_has_suffix (err, " \r"));
}

static void
test_special_input (void)
{
  const char *device[] = { "solve", "/dev/zero", NULL };
  const char *piped[] = { "solve", NULL };
  g_autoptr(GSubprocess) refused = NULL;
  g_autoptr(GSubprocess) zeros = NULL;
  g_autofree char *refused_err = NULL;
  g_autofree char *zeros_err = NULL;

  if (!g_file_test ("/dev/zero", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/zero");
      return;
    }
  refused = cli_spawn (NULL, NULL, device);
  if (refused == NULL)
    return;
  g_assert_cmpint (cli_wait (refused, &refused_err), ==, 2);
  g_assert_nonnull (strstr (refused_err, "nonet-cli: /dev/zero: not a regular file or a pipe\n"));

  zeros = cli_spawn ("/dev/zero", NULL, piped);
  g_assert_cmpint (cli_wait (zeros, &zeros_err), ==, 2);
  g_assert_nonnull (strstr (zeros_err, ":1:1: the input holds binary data"));
}

/* A FIFO nobody writes to: nonet-cli says it waits, then reads what comes. */
static void
test_fifo (void)
{
  g_autofree char *path = g_build_filename (fixture_dir, "fifo", NULL);
  const char *args[] = { "solve", path, NULL };
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GDataInputStream) err_lines = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *notice = NULL;
  g_autofree char *out = NULL;
  FILE *writer;

  if (mkfifo (path, 0600) != 0)
    {
      g_test_skip ("cannot make a FIFO");
      return;
    }
  process = cli_spawn (NULL, NULL, args);
  if (process == NULL)
    return;
  err_lines = g_data_input_stream_new (g_subprocess_get_stderr_pipe (process));
  notice = g_data_input_stream_read_line_utf8 (err_lines, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (notice, "nonet-cli: "));
  g_assert_nonnull (strstr (notice, ": waiting: nobody has written to it yet"));

  writer = fopen (path, "w");
  g_assert_nonnull (writer);
  fputs (NYT_PUZZLE "\n", writer);
  fclose (writer);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  g_assert_cmpstr (out, ==, NYT_SOLUTION "\n");
}

/* Blocks of the streaming reader: a line longer than any format is reported
 * and skipped, lines go on being counted across blocks, and the fast path
 * for plain lines reports a broken grid as the reader does. */
static void
test_stream_blocks (void)
{
  GString *text = g_string_new (NULL);
  g_autofree char *path = NULL;
  g_auto(CliRun) run = { 0 };
  g_auto(CliRun) two = { 0 };

  for (int i = 0; i < 3000; i++)
    g_string_append (text, NYT_PUZZLE "\n");
  g_string_append_c (text, '#');
  for (int i = 0; i < 100000; i++)
    g_string_append_c (text, 'x');
  g_string_append (text, "\n");
  g_string_append (text, "1.....1......3.9....8.1..37.2.....9134.87.....6....4..5.24....34.3.5.....1.......\n");
  g_string_append (text, NYT_PUZZLE "\n");
  path = write_fixture ("blocks.txt", text->str);
  g_string_free (text, TRUE);

  if (!cli_run (&run, NULL, "solve", "--threads", "1", path, NULL))
    return;
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpuint (strlen (run.out), ==, 3001 * 82);
  g_assert_nonnull (strstr (run.err, ":3001:"));
  g_assert_nonnull (strstr (run.err, ":3002:7: r1c1 and r1c7 both hold 1\n"));
  g_assert_null (strstr (run.err, ":3003:"));

  cli_run (&two, NULL, "solve", "--threads", "2", path, NULL);
  g_assert_cmpstr (two.out, ==, run.out);
  g_assert_cmpstr (two.err, ==, run.err);
}

static void
remove_fixtures (void)
{
  g_autoptr(GDir) dir = g_dir_open (fixture_dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (fixture_dir, name, NULL);

      g_remove (path);
    }
  g_rmdir (fixture_dir);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);

  fixture_dir = g_dir_make_tmp ("nonet-test-cli-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/usage", test_usage);
  g_test_add_func ("/cli/unreadable", test_unreadable);
  g_test_add_func ("/cli/solve/stdin", test_solve_stdin);
  g_test_add_func ("/cli/solve/grid", test_solve_grid);
  g_test_add_func ("/cli/solve/multi", test_solve_multi);
  g_test_add_func ("/cli/solve/count", test_solve_count);
  g_test_add_func ("/cli/solve/empty", test_empty_input);
  g_test_add_func ("/cli/threads", test_threads);
  g_test_add_func ("/cli/convert/round-trip", test_convert_round_trip);
  g_test_add_func ("/cli/convert/detect-pm", test_convert_detect_pm);
  g_test_add_func ("/cli/convert/many", test_convert_many);
  g_test_add_func ("/cli/bench", test_bench);
  g_test_add_func ("/cli/file/describe", test_describe);
  g_test_add_func ("/cli/file/describe-pencilmarks", test_describe_pencilmarks);
  g_test_add_func ("/cli/file/gerror", test_gerror);
  g_test_add_func ("/cli/file/load", test_load);
  g_test_add_func ("/cli/file/load-head", test_load_head);
  g_test_add_func ("/cli/file/load-fifo-cancel", test_load_fifo_cancel);
  g_test_add_func ("/cli/solve/mode", test_solve_mode);
  g_test_add_func ("/cli/solve/write-error", test_write_error);
  g_test_add_func ("/cli/solve/special-input", test_special_input);
  g_test_add_func ("/cli/progress", test_progress);
  g_test_add_func ("/cli/parallel", test_parallel);
  g_test_add_func ("/cli/solve/fifo", test_fifo);
  g_test_add_func ("/cli/solve/stream-blocks", test_stream_blocks);

  status = g_test_run ();
  remove_fixtures ();
  g_free (fixture_dir);
  return status;
}
