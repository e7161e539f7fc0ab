/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-cli-generate.c: `nonet-cli generate` and `convert --transform` run as
 * a program (suite cli). What the CLI writes is checked with libnonet's own
 * solver and logic engine, not with the CLI. */

#include <signal.h>
#include <stdarg.h>
#include <string.h>

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "nonet.h"

#include "cli-test-util.h"

static void
grid_from_line (NonetGrid  *grid,
                const char *line)
{
  uint8_t values[NONET_CELLS];

  g_assert_cmpuint (strlen (line), >=, NONET_CELLS);
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      g_assert_true (line[cell] == '.' || (line[cell] >= '1' && line[cell] <= '9'));
      values[cell] = line[cell] == '.' ? 0 : (uint8_t) (line[cell] - '0');
    }
  nonet_grid_set_givens (grid, values);
}

/* The rating of a fresh path; the puzzle must have one solution. */
static NonetRating
rate_line (const char *line,
           NonetGrid  *grid)
{
  NonetLogicOptions logic;
  NonetPath path;
  NonetRating rating;
  NonetError error;

  grid_from_line (grid, line);
  nonet_logic_options_init (&logic);
  nonet_path_init (&path);
  g_assert_cmpint (nonet_path_build (grid, &logic, &path, &error), ==, NONET_STATUS_OK);
  g_assert_true (path.unique);
  nonet_path_rate (&path, &rating);
  nonet_path_clear (&path);
  return rating;
}

/* The same seed writes the same puzzles, in order, with 1 and 2 threads;
 * each is unique, symmetric and in the SE range. */
static void
test_seed_order (void)
{
  g_auto(CliRun) one = { 0 };
  g_auto(CliRun) two = { 0 };
  g_auto(GStrv) lines = NULL;

  if (!cli_run (&one, NULL, "generate", "--count", "12", "--seed", "77", "--se", "3.5:6.9",
                "--symmetry", "rot180", "--threads", "1", NULL))
    return;
  cli_run (&two, NULL, "generate", "--count", "12", "--seed", "77", "--se", "3.5:6.9",
           "--symmetry", "rot180", "--threads", "2", NULL);
  g_assert_cmpint (one.status, ==, 0);
  g_assert_cmpint (two.status, ==, 0);
  g_assert_cmpstr (one.err, ==, "");
  g_assert_cmpstr (one.out, ==, two.out);
  lines = g_strsplit (one.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 13);
  for (int i = 0; i < 12; i++)
    {
      NonetGrid grid;
      NonetRating rating = rate_line (lines[i], &grid);

      g_assert_cmpuint (strlen (lines[i]), ==, 81);
      g_assert_true (nonet_gen_symmetry_holds (&grid, NONET_GEN_SYMMETRY_ROT180));
      g_assert_cmpint (rating.se_tenths, >=, 35);
      g_assert_cmpint (rating.se_tenths, <=, 69);
    }
}

/* JSON: one object a line with the puzzle, its solution and rating; the
 * technique asked for is in the path and the givens are minimal. */
static void
test_json_technique (void)
{
  g_auto(CliRun) run = { 0 };
  g_auto(GStrv) lines = NULL;

  if (!cli_run (&run, NULL, "generate", "--count", "4", "--seed", "3", "--technique", "x-wing",
                "--minimal", "--format", "json", NULL))
    return;
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 5);
  for (int i = 0; i < 4; i++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(GError) error = NULL;
      JsonObject *object;
      NonetGrid grid;
      NonetRating rating;
      uint8_t solution[NONET_CELLS];
      char text[NONET_CELLS + 1];

      json_parser_load_from_data (parser, lines[i], -1, &error);
      g_assert_no_error (error);
      object = json_node_get_object (json_parser_get_root (parser));
      g_assert_cmpint (json_object_get_int_member (object, "index"), ==, i);
      g_assert_cmpint (json_object_get_int_member (object, "seed"), ==, 3);
      g_assert_cmpstr (json_object_get_string_member (object, "symmetry"), ==, "none");
      rating = rate_line (json_object_get_string_member (object, "puzzle"), &grid);
      g_assert_cmpint (rating.technique_counts[NONET_TECH_X_WING], >, 0);
      g_assert_true (nonet_gen_is_minimal (&grid));
      g_assert_cmpint (json_object_get_int_member (object, "givens"), ==,
                       nonet_grid_count_givens (&grid));
      g_assert_cmpint (nonet_solve_unique (&grid, solution, NULL), ==, NONET_STATUS_OK);
      for (int cell = 0; cell < NONET_CELLS; cell++)
        text[cell] = (char) ('0' + solution[cell]);
      text[NONET_CELLS] = '\0';
      g_assert_cmpstr (json_object_get_string_member (object, "solution"), ==, text);
      g_assert_cmpstr (json_object_get_string_member (object, "level"), !=, NULL);
    }
}

/* Bad usage: a clear message and exit status 2. */
static void
test_bad_arguments (void)
{
  static const struct
  {
    const char *args[4];
    const char *message;
  } cases[] = {
    { { "--count", "0" }, "--count must be 1 or more" },
    { { "--level", "impossible" }, "unknown level “impossible”" },
    { { "--se", "5:3" }, "the SE range “5:3” is empty" },
    { { "--se", "hard" }, "--se takes MIN:MAX" },
    { { "--technique", "x-wings" }, "unknown technique “x-wings”" },
    { { "--technique", "trial" }, "cannot be targeted" },
    { { "--symmetry", "rot45" }, "unknown symmetry “rot45”" },
    { { "--format", "xml" }, "unknown format “xml”" },
    { { "--seed", "-1" }, "--seed takes a number" },
    { { "--level", "easy", "--se", "1:2" }, "one target at most" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(CliRun) run = { 0 };

      if (!cli_run (&run, NULL, "generate", cases[i].args[0], cases[i].args[1],
                    cases[i].args[2], cases[i].args[3], NULL))
        return;
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_nonnull (strstr (run.err, cases[i].message));
    }
}

/* A target out of reach: --attempts gives up (exit 1, said on stderr). */
static void
test_attempts (void)
{
  g_auto(CliRun) run = { 0 };

  if (!cli_run (&run, NULL, "generate", "--count", "2", "--se", "11.9:12", "--attempts", "3",
                NULL))
    return;
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "puzzle 1: none found in 3 candidates"));
  g_assert_nonnull (strstr (run.err, "puzzle 2: none found in 3 candidates"));
}

/* communicate() runs its own main context: the signal comes from a thread. */
static gpointer
interrupt_thread (gpointer data)
{
  g_usleep (G_USEC_PER_SEC);
  g_subprocess_send_signal (data, SIGINT);
  return NULL;
}

/* SIGINT stops a run that cannot finish: the puzzles already made are
 * written and the status is 130. */
static void
test_interrupt (void)
{
  const char *args[] = { "generate", "--count", "3", "--se", "11.9:12", "--threads", "1", NULL };
  g_autoptr(GSubprocess) process = cli_spawn (NULL, NULL, args);
  g_auto(CliRun) run = { 0 };
  GThread *thread;

  if (process == NULL)
    return;
  thread = g_thread_new ("interrupt", interrupt_thread, process);
  cli_finish (process, NULL, &run);
  g_thread_join (thread);
  g_assert_cmpint (run.status, ==, 130);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "interrupted after 0 of 3 puzzles"));
}

/* The example of the transforms: a puzzle with a 1 in r1c1 and 2 in r1c2. */
#define CORNER "12" "......." \
               "........." "........." "........." "........." "........." "........." \
               "........." "........3"

static char *
convert (const char *transform,
         const char *input)
{
  g_auto(CliRun) run = { 0 };

  if (!cli_run (&run, input, "convert", "--to", "line", "--transform", transform, NULL))
    return NULL;
  g_assert_cmpint (run.status, ==, 0);
  return g_strchomp (g_steal_pointer (&run.out));
}

static void
test_convert_transform (void)
{
  g_autofree char *rot90 = convert ("rot90", CORNER "\n");
  g_autofree char *round = NULL;
  g_autofree char *rot180 = NULL;
  g_autofree char *twice = NULL;
  g_autofree char *mirror = NULL;
  g_autofree char *transpose = NULL;
  g_autofree char *relabel = NULL;
  g_autofree char *dots = NULL;
  g_autofree char *input = NULL;
  g_auto(CliRun) bad = { 0 };

  if (rot90 == NULL)
    return;
  /* Clockwise: r1c1 goes to r1c9, r1c2 to r2c9, r9c9 to r9c1. */
  g_assert_cmpint (rot90[8], ==, '1');
  g_assert_cmpint (rot90[17], ==, '2');
  g_assert_cmpint (rot90[72], ==, '3');
  round = convert ("rot90,rot90,rot90,rot90", CORNER "\n");
  g_assert_cmpstr (round, ==, CORNER);
  rot180 = convert ("rot180", CORNER "\n");
  twice = convert ("rot90,rot90", CORNER "\n");
  g_assert_cmpstr (rot180, ==, twice);
  g_assert_cmpint (rot180[80], ==, '1');
  mirror = convert ("mirror-h", CORNER "\n");
  g_assert_cmpint (mirror[72], ==, '1');
  g_assert_cmpint (mirror[8], ==, '3');
  transpose = convert ("transpose", CORNER "\n");
  g_assert_cmpint (transpose[9], ==, '2');
  dots = g_strnfill (NONET_CELLS - 2, '.');
  input = g_strconcat ("37", dots, "\n", NULL);
  relabel = convert ("relabel", input);
  g_assert_cmpint (relabel[0], ==, '1');
  g_assert_cmpint (relabel[1], ==, '2');

  cli_run (&bad, "", "convert", "--to", "line", "--transform", "rot45", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "unknown transform “rot45”"));
}

/* bench --mode generate: one line per level, all made; practice for the
 * techniques of the paths of FILE (here: X-Wing puzzles made first, read
 * from standard input); a bad part or count is a usage error. */
static void
test_bench (void)
{
  g_auto(CliRun) puzzles = { 0 };
  g_auto(CliRun) levels = { 0 };
  g_auto(CliRun) practice = { 0 };
  g_auto(CliRun) bad = { 0 };
  g_auto(CliRun) zero = { 0 };
  g_auto(GStrv) lines = NULL;
  guint made = 0;

  if (!cli_run (&levels, NULL, "bench", "--mode", "generate", "--only", "levels", "--count", "2",
                NULL))
    return;
  g_assert_cmpint (levels.status, ==, 0);
  lines = g_strsplit (levels.out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "--level ") && strstr (lines[i], " 100% ") != NULL)
      made++;
  g_assert_cmpuint (made, ==, 5);

  cli_run (&puzzles, NULL, "generate", "--count", "3", "--seed", "5", "--technique", "x-wing",
           NULL);
  g_assert_cmpint (puzzles.status, ==, 0);
  cli_run (&practice, puzzles.out, "bench", "--mode", "generate", "--only", "practice",
           "--count", "1", "--threads", "1", "-", NULL);
  g_assert_cmpint (practice.status, ==, 0);
  g_assert_nonnull (strstr (practice.out, "used by the most of 3 paths"));
  g_assert_nonnull (strstr (practice.out, "practice x-wing "));
  g_assert_nonnull (strstr (practice.out, "0 not made every time"));

  cli_run (&bad, NULL, "bench", "--mode", "generate", "--only", "everything", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "everything"));
  cli_run (&zero, NULL, "bench", "--mode", "generate", "--count", "0", NULL);
  g_assert_cmpint (zero.status, ==, 2);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-generate/seed-order", test_seed_order);
  g_test_add_func ("/cli-generate/json-technique", test_json_technique);
  g_test_add_func ("/cli-generate/bad-arguments", test_bad_arguments);
  g_test_add_func ("/cli-generate/attempts", test_attempts);
  g_test_add_func ("/cli-generate/interrupt", test_interrupt);
  g_test_add_func ("/cli-convert/transform", test_convert_transform);
  g_test_add_func ("/cli-bench/generate", test_bench);
  return g_test_run ();
}
