/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-cli-logic.c: nonet-cli explain, rate, check-library and bench
 * --mode explain, run as a program (its path in NONET_CLI). The puzzles are
 * generated here with our own solver. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "nonet.h"
#include "nonet-path-json.h"
#include "logic-test-util.h"

typedef struct
{
  int    status;
  char  *out;
  char  *err;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* Runs nonet-cli with argv (NULL-terminated, without the program) and input. */
static void
run_cli (Run                *run,
         const char         *input,
         const char * const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GError) error = NULL;
  const char *cli = g_getenv ("NONET_CLI");

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (char *) cli);
  for (int i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                               | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  run->status = g_subprocess_get_exit_status (process);
}

/* A puzzle from a random full grid, 200 clues drawn at random and removed
 * while the solution stays unique. */
static void
generate (GRand *rand,
          char   line[NONET_CELLS + 1])
{
  NonetGrid grid;

  logic_test_random_solution (rand, &grid);
  for (int n = 0; n < 200; n++)
    logic_test_remove_clue (&grid, g_rand_int_range (rand, 0, NONET_CELLS));
  logic_test_grid_line (&grid, line);
}

static char *
three_puzzles (char puzzles[3][NONET_CELLS + 1])
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (42);

  for (int i = 0; i < 3; i++)
    generate (rand, puzzles[i]);
  return g_strdup_printf ("%s\n%s\n%s\n", puzzles[0], puzzles[1], puzzles[2]);
}

static void
check_json_path (JsonObject *object,
                 const char *puzzle)
{
  const char *solution = json_object_get_string_member (object, "solution");
  JsonArray *steps = json_object_get_array_member (object, "steps");
  JsonObject *rating = json_object_get_object_member (object, "rating");

  g_assert_cmpstr (json_object_get_string_member (object, "puzzle"), ==, puzzle);
  g_assert_cmpuint (strlen (solution), ==, NONET_CELLS);
  for (int cell = 0; cell < NONET_CELLS; cell++)
    if (puzzle[cell] != '.')
      g_assert_cmpint (puzzle[cell], ==, solution[cell]);
  g_assert_true (json_object_get_boolean_member (object, "unique"));
  g_assert_true (json_object_has_member (rating, "se"));
  g_assert_nonnull (json_object_get_string_member (rating, "level"));
  g_assert_nonnull (json_object_get_string_member (rating, "label"));
  g_assert_cmpuint (json_array_get_length (steps), >, 0);
  for (guint i = 0; i < json_array_get_length (steps); i++)
    {
      JsonObject *step = json_array_get_object_element (steps, i);
      JsonArray *placements = json_object_get_array_member (step, "placements");
      const char *id = json_object_get_string_member (step, "technique");

      g_assert_cmpint (nonet_technique_from_id (id), <, NONET_N_TECHNIQUES);
      g_assert_cmpstr (json_object_get_string_member (step, "text"), !=, "");
      g_assert_true (json_object_has_member (step, "highlights"));
      for (guint p = 0; p < json_array_get_length (placements); p++)
        {
          JsonObject *placement = json_array_get_object_element (placements, p);
          int cell = (int) json_object_get_int_member (placement, "cell");
          int digit = (int) json_object_get_int_member (placement, "digit");
          g_assert_cmpint ('0' + digit, ==, solution[cell]);
        }
    }
}

static void
test_explain_json (void)
{
  char puzzles[3][NONET_CELLS + 1];
  g_autofree char *input = three_puzzles (puzzles);
  g_auto (Run) run = { 0 };
  g_auto (GStrv) lines = NULL;

  run_cli (&run, input, (const char *[]) { "explain", "--format", "json", "--threads", "2", NULL });
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);   /* three lines and the empty end */
  for (int i = 0; i < 3; i++)
    {
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autoptr (GError) error = NULL;

      json_parser_load_from_data (parser, lines[i], -1, &error);
      g_assert_no_error (error);
      check_json_path (json_node_get_object (json_parser_get_root (parser)), puzzles[i]);
    }
}

/* The JSON writer: doubles as the shortest text that reads back the same
 * (an SE of 7.1 is "7.1", not 7.0999999999999996), whole ones with ".0". */
static void
test_json_double (void)
{
  static const struct { double value; const char *text; } cases[] = {
    { 7.1, "7.1" }, { 7.0, "7.0" }, { 0.33, "0.33" }, { 10.5, "10.5" },
    { 0.1 + 0.2, "0.30000000000000004" }, { -2.5, "-2.5" }, { 1e21, "1e+21" },
  };

  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GString) out = g_string_new (NULL);

      nonet_json_put_double (out, cases[i].value);
      g_assert_cmpstr (out->str, ==, cases[i].text);
    }
}

/* explain's records (nonet_path_json_append) parse as JSON with the
 * members DESIGN §4 lists, in its order, and SE values read back exact.
 * Puzzles with singles only, and with chains, ALS and forcing steps
 * (links, groups). */
static void
test_json_writer (void)
{
  static const char *const lines[] = {
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
    "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
    "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....",
  };
  static const char *const members[] = {
    "puzzle", "solution", "unique", "solved_by_logic", "rating", "steps",
  };

  for (size_t i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      NonetGrid grid;
      NonetPath path;
      NonetRating rating;
      NonetError error;
      g_autoptr (GString) direct = g_string_new (NULL);
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autoptr (GList) names = NULL;
      g_autofree char *se = NULL;
      JsonObject *record, *rated;
      JsonArray *steps;
      GList *name;
      size_t k = 0;

      g_assert_true (logic_test_parse_line (lines[i], &grid));
      nonet_path_init (&path);
      g_assert_cmpint (nonet_path_build (&grid, NULL, &path, &error), ==, NONET_STATUS_OK);
      nonet_path_rate (&path, &rating);
      nonet_path_json_append (direct, &path, &rating);
      g_assert_true (json_parser_load_from_data (parser, direct->str, -1, NULL));
      record = json_node_get_object (json_parser_get_root (parser));
      names = json_object_get_members (record);
      for (name = names; name != NULL; name = name->next, k++)
        g_assert_cmpstr (name->data, ==, members[k]);
      g_assert_cmpuint (k, ==, G_N_ELEMENTS (members));
      rated = json_object_get_object_member (record, "rating");
      g_assert_cmpfloat (json_object_get_double_member (rated, "se"), ==, rating.se_tenths / 10.0);
      se = g_strdup_printf ("\"se\":%d.%d,", rating.se_tenths / 10, rating.se_tenths % 10);
      g_assert_nonnull (strstr (direct->str, se));
      steps = json_object_get_array_member (record, "steps");
      g_assert_cmpuint (json_array_get_length (steps), ==, (guint) path.n_steps);
      for (int s = 0; s < path.n_steps; s++)
        {
          JsonObject *step = json_array_get_object_element (steps, (guint) s);
          g_assert_cmpfloat (json_object_get_double_member (step, "se"), ==,
                             path.steps[s].se_tenths / 10.0);
          g_assert_cmpstr (json_object_get_string_member (step, "technique"), ==,
                           nonet_technique_info (path.steps[s].technique)->id);
        }
      nonet_path_clear (&path);
    }
}

static void
test_explain_text (void)
{
  char puzzles[3][NONET_CELLS + 1];
  g_autofree char *input = three_puzzles (puzzles);
  g_autofree char *first = NULL;
  g_auto (Run) run = { 0 };

  run_cli (&run, input, (const char *[]) { "explain", NULL });
  g_assert_cmpint (run.status, ==, 0);
  first = g_strdup_printf ("Puzzle: %s\nRating: SE ", puzzles[0]);
  g_assert_true (g_str_has_prefix (run.out, first));
  g_assert_nonnull (strstr (run.out, "\n  1. "));
}

static void
test_rate (void)
{
  char puzzles[3][NONET_CELLS + 1];
  g_autofree char *input = three_puzzles (puzzles);
  g_auto (Run) tsv = { 0 };
  g_auto (Run) json = { 0 };
  g_auto (GStrv) lines = NULL;

  g_auto (Run) again = { 0 };
  g_auto (Run) timed = { 0 };
  g_auto (Run) profiled = { 0 };
  g_auto (Run) profiled_se = { 0 };
  g_auto (GStrv) timed_lines = NULL;

  run_cli (&tsv, input, (const char *[]) { "rate", "--threads", "2", NULL });
  g_assert_cmpint (tsv.status, ==, 0);
  lines = g_strsplit (tsv.out, "\n", -1);
  g_assert_cmpstr (lines[0], ==,
                   "puzzle\tse\tlevel\tscore\tlabel\tsolved\ttechniques\tpath_se\tdepth\tguesses");
  for (int i = 0; i < 3; i++)
    {
      g_auto (GStrv) columns = g_strsplit (lines[i + 1], "\t", -1);
      g_assert_cmpuint (g_strv_length (columns), ==, 10);
      g_assert_cmpstr (columns[0], ==, puzzles[i]);
      g_assert_cmpfloat (g_ascii_strtod (columns[1], NULL), >=, 1.0);
      g_assert_cmpfloat (g_ascii_strtod (columns[7], NULL), >=, 1.0);
      g_assert_cmpfloat (g_ascii_strtod (columns[9], NULL), >=, 0.0);
    }

  /* Without --timing the output depends on the input only. */
  run_cli (&again, input, (const char *[]) { "rate", "--threads", "1", NULL });
  g_assert_cmpstr (again.out, ==, tsv.out);
  run_cli (&timed, input, (const char *[]) { "rate", "--timing", NULL });
  timed_lines = g_strsplit (timed.out, "\n", -1);
  g_assert_cmpstr (timed_lines[0], ==, "puzzle\tse\tlevel\tscore\tlabel\tsolved\ttechniques\t"
                   "path_se\tdepth\tguesses\tms");
  g_assert_true (g_str_has_prefix (timed_lines[1], lines[1]));

  /* --profile and --profile-se time the path's techniques or the SE
   * walk's, on standard error; the ratings stay the same. The teaching
   * path takes full houses, the SE walk hidden singles first. */
  run_cli (&profiled, input, (const char *[]) { "rate", "--profile", NULL });
  run_cli (&profiled_se, input, (const char *[]) { "rate", "--profile-se", NULL });
  g_assert_cmpstr (profiled.out, ==, tsv.out);
  g_assert_cmpstr (profiled_se.out, ==, tsv.out);
  g_assert_true (g_str_has_prefix (profiled.err, "technique "));
  g_assert_true (g_str_has_prefix (profiled_se.err, "technique "));
  g_assert_nonnull (strstr (profiled.err, "\nfull-house "));
  g_assert_null (strstr (profiled_se.err, "\nfull-house "));
  g_assert_nonnull (strstr (profiled_se.err, "\nhidden-single "));

  run_cli (&json, input, (const char *[]) { "rate", "--format", "json", NULL });
  g_assert_cmpint (json.status, ==, 0);
  g_assert_true (g_str_has_prefix (json.out, "{\"puzzle\":\""));
  g_assert_nonnull (strstr (json.out, "\"solved_by_logic\":"));
  g_assert_nonnull (strstr (json.out, "\"path_se\":"));
  g_assert_nonnull (strstr (json.out, "\"depth\":"));
  g_assert_null (strstr (json.out, "\"ms\":"));
}

/* Several solutions: no path, no rating line; JSON says unique false. */
static void
test_not_unique (void)
{
  const char *puzzle = "........9..1..6....5..7..4....4.7.8...3.8...5.8...2....78.2..5..39...1..6"
                       "........";
  g_autofree char *input = g_strdup_printf ("%s\n", puzzle);
  g_autofree char *expected = g_strdup_printf ("{\"puzzle\":\"%s\",\"unique\":false}\n", puzzle);
  g_auto (Run) tsv = { 0 };
  g_auto (Run) json = { 0 };
  g_auto (Run) explain = { 0 };
  g_auto (Run) text = { 0 };

  run_cli (&tsv, input, (const char *[]) { "rate", NULL });
  g_assert_cmpint (tsv.status, ==, 1);
  g_assert_cmpstr (tsv.out, ==, "puzzle\tse\tlevel\tscore\tlabel\tsolved\ttechniques\tpath_se\t"
                   "depth\tguesses\n");
  g_assert_nonnull (strstr (tsv.err, ":1:"));
  run_cli (&json, input, (const char *[]) { "rate", "--format", "json", NULL });
  g_assert_cmpint (json.status, ==, 1);
  g_assert_cmpstr (json.out, ==, expected);
  run_cli (&explain, input, (const char *[]) { "explain", "--format", "json", NULL });
  g_assert_cmpint (explain.status, ==, 1);
  g_assert_cmpstr (explain.out, ==, expected);
  run_cli (&text, input, (const char *[]) { "explain", NULL });
  g_assert_cmpint (text.status, ==, 1);
  g_assert_cmpstr (text.out, ==, "");
}

/* A broken puzzle is reported with its line, the others still handled. */
static void
test_bad_puzzle (void)
{
  char puzzles[3][NONET_CELLS + 1];
  g_autofree char *good = three_puzzles (puzzles);
  g_autofree char *input = NULL;
  g_auto (Run) run = { 0 };
  char bad[NONET_CELLS + 1];

  memset (bad, '.', NONET_CELLS);
  bad[0] = bad[1] = '5';
  bad[NONET_CELLS] = '\0';
  input = g_strdup_printf ("%s\n%s", bad, good);
  run_cli (&run, input, (const char *[]) { "rate", NULL });
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, ":1:"));
  g_assert_nonnull (strstr (run.out, puzzles[2]));
}

static void
test_check_library (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "logic-cases.txt", NULL);
  g_auto (Run) run = { 0 };

  run_cli (&run, NULL, (const char *[]) { "check-library", path, NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, " passed, 0 failed\n"));
  g_assert_nonnull (strstr (run.out, "Pointing"));
}

/* A line that cannot be read is named GNU style, with its own line number
 * (not the reader's "line 1" of the one line it got), CRLF line ends too. */
static void
test_check_library_messages (void)
{
  const char *input = "# a comment\r\n"
                      ":0003:2:3..57+1....8+7.+36.1..1.9+8...77...+6...8....1..5..6..+483...4..+5+7"
                      ".....869+4....5..+23..4:::236:\r\n"
                      "\r\n"
                      "bad\r\n";
  g_auto (Run) run = { 0 };

  run_cli (&run, input, (const char *[]) { "check-library", "-", NULL });
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.err, ==, "nonet-cli: -:4:1: a field of the HoDoKu library line is "
                                "malformed\n");
  g_assert_nonnull (strstr (run.out, "1 passed, 1 failed\n"));
}

/* HoDoKu's library, when present: the per-technique counts and the last line. */
static void
test_reglib (void)
{
  const char *dir = g_getenv ("NONET_PUZZLES_DIR");
  g_autofree char *path = NULL;
  g_auto (Run) run = { 0 };
  g_auto (GStrv) lines = NULL;
  guint n;

  if (dir != NULL)
    path = g_build_filename (dir, "hodoku-reglib-1.3.txt", NULL);
  if (path == NULL || !g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_test_skip_printf ("HoDoKu library not found: %s", path != NULL ? path : "(unset)");
      return;
    }
  run_cli (&run, NULL, (const char *[]) { "check-library", path, NULL });
  lines = g_strsplit (run.out, "\n", -1);
  n = g_strv_length (lines);
  g_assert_cmpuint (n, >=, 2);
  g_test_message ("%s", lines[n - 2]);
  g_assert_true (g_str_has_suffix (lines[n - 2], " failed"));
  /* The bar: at least 1100 of the 1112 cases (HoDoKu passes 1106). */
  g_assert_cmpint (atoi (lines[n - 2]), >=, 1100);
  /* The families of the framework pass every case of theirs. */
  g_assert_nonnull (strstr (run.out, "0100  Pointing                             36/36"));
  g_assert_nonnull (strstr (run.out, "0212  Hidden Quad                          17/17"));
  /* The grouped loops and AICs too, those whose variant turns on HoDoKu's
   * ALS rules (options.als_in_chains) among them; so every case passes. */
  g_assert_nonnull (strstr (run.out, "0709  Grouped Continuous Nice Loop         16/16"));
  g_assert_nonnull (strstr (run.out, "0710  Grouped Discontinuous Nice Loop      38/38"));
  g_assert_nonnull (strstr (run.out, "0711  Grouped AIC                          42/42"));
  g_assert_cmpstr (lines[n - 2], ==, "1112 passed, 0 failed");
  g_assert_cmpint (run.status, ==, 0);
}

static void
test_bench_explain (void)
{
  char puzzles[3][NONET_CELLS + 1];
  g_autofree char *input = three_puzzles (puzzles);
  g_autofree char *path = NULL;
  g_auto (Run) run = { 0 };
  g_autoptr (GError) error = NULL;
  int fd = g_file_open_tmp ("nonet-bench-XXXXXX.txt", &path, &error);

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, input, -1, &error));
  close (fd);
  run_cli (&run, NULL,
           (const char *[]) { "bench", path, "--mode", "explain", "--threads", "1", NULL });
  g_unlink (path);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "puzzles        3\n"));
  g_assert_nonnull (strstr (run.out, "mode           explain\n"));
  /* The ratings' CPU time is a part of the whole. */
  const char *total = strstr (run.out, "cpu ms/path");
  const char *rating = strstr (run.out, "cpu ms/rating");
  double total_ms = -1, rating_ms = -1;
  g_assert_nonnull (total);
  g_assert_nonnull (rating);
  g_assert_cmpint (sscanf (total, "cpu ms/path %lf", &total_ms), ==, 1);
  g_assert_cmpint (sscanf (rating, "cpu ms/rating %lf", &rating_ms), ==, 1);
  g_assert_cmpfloat (rating_ms, >, 0);
  g_assert_cmpfloat (rating_ms, <=, total_ms);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-logic/explain-json", test_explain_json);
  g_test_add_func ("/cli-logic/json-double", test_json_double);
  g_test_add_func ("/cli-logic/json-writer", test_json_writer);
  g_test_add_func ("/cli-logic/explain-text", test_explain_text);
  g_test_add_func ("/cli-logic/rate", test_rate);
  g_test_add_func ("/cli-logic/not-unique", test_not_unique);
  g_test_add_func ("/cli-logic/bad-puzzle", test_bad_puzzle);
  g_test_add_func ("/cli-logic/check-library", test_check_library);
  g_test_add_func ("/cli-logic/check-library/messages", test_check_library_messages);
  g_test_add_func ("/cli-logic/reglib", test_reglib);
  g_test_add_func ("/cli-logic/bench-explain", test_bench_explain);
  return g_test_run ();
}
