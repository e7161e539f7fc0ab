/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-generator.c: the generator's puzzles checked by other means than
 * the generator's own: uniqueness by the exact solver, symmetry cell by
 * cell, minimality by removing each given, ratings and techniques by a
 * fresh path. Several thousand puzzles over every symmetry and target kind. */

#include <glib.h>
#include <string.h>

#include "nonet.h"

/* The givens are the solution's digits, the solution is the only one, and
 * the result carries it. */
static void
assert_unique_puzzle (const NonetGenResult *result)
{
  uint8_t solution[NONET_CELLS];
  NonetError error;

  g_assert_cmpint (result->status, ==, NONET_STATUS_OK);
  g_assert_cmpint (nonet_solve_unique (&result->puzzle, solution, &error), ==, NONET_STATUS_OK);
  g_assert_cmpmem (solution, NONET_CELLS, result->solution, NONET_CELLS);
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      g_assert_cmpint (!!result->puzzle.given[cell], ==, result->puzzle.values[cell] != 0);
      if (result->puzzle.given[cell])
        g_assert_cmpint (result->puzzle.values[cell], ==, solution[cell]);
    }
}

/* Symmetry checked with the grid module's transforms, not the generator's
 * orbits: each listed transform must map the givens onto themselves. */
static void
assert_symmetric (const NonetGrid  *grid,
                  NonetGenSymmetry  symmetry)
{
  static const NonetSymmetry group[NONET_GEN_N_SYMMETRIES][4] = {
    [NONET_GEN_SYMMETRY_NONE] = { NONET_SYMMETRY_IDENTITY },
    [NONET_GEN_SYMMETRY_ROT180] = { NONET_SYMMETRY_ROTATE_180 },
    [NONET_GEN_SYMMETRY_ROT90] = { NONET_SYMMETRY_ROTATE_90, NONET_SYMMETRY_ROTATE_270 },
    [NONET_GEN_SYMMETRY_DIAGONAL] = { NONET_SYMMETRY_TRANSPOSE },
    [NONET_GEN_SYMMETRY_ANTIDIAGONAL] = { NONET_SYMMETRY_ANTI_TRANSPOSE },
    [NONET_GEN_SYMMETRY_MIRROR_H] = { NONET_SYMMETRY_MIRROR_ROWS },
    [NONET_GEN_SYMMETRY_MIRROR_V] = { NONET_SYMMETRY_MIRROR_COLUMNS },
    [NONET_GEN_SYMMETRY_DIHEDRAL] = { NONET_SYMMETRY_ROTATE_90, NONET_SYMMETRY_TRANSPOSE,
                                      NONET_SYMMETRY_MIRROR_ROWS, NONET_SYMMETRY_ANTI_TRANSPOSE },
  };

  g_assert_true (nonet_gen_symmetry_holds (grid, symmetry));
  for (int i = 0; i < 4; i++)
    for (int cell = 0; cell < NONET_CELLS; cell++)
      {
        int to = nonet_symmetry_map_cell (group[symmetry][i], cell);

        g_assert_cmpint (!!grid->given[cell], ==, !!grid->given[to]);
      }
}

/* Removing any one given leaves several solutions. */
static void
assert_minimal (const NonetGrid *grid)
{
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      NonetGrid less = *grid;
      NonetSolveOptions options = { .limit = 2 };
      NonetSolveResult result;

      if (!grid->given[cell])
        continue;
      less.values[cell] = 0;
      less.given[cell] = 0;
      nonet_solve (&less, &options, &result);
      g_assert_cmpuint (result.solutions, ==, 2);
    }
}

static void
test_symmetry_ids (void)
{
  for (int s = 0; s < NONET_GEN_N_SYMMETRIES; s++)
    g_assert_cmpint (nonet_gen_symmetry_from_id (nonet_gen_symmetry_id (s)), ==, s);
  g_assert_cmpint (nonet_gen_symmetry_from_id ("rot45"), ==, NONET_GEN_N_SYMMETRIES);
  g_assert_cmpint (nonet_gen_symmetry_from_id (NULL), ==, NONET_GEN_N_SYMMETRIES);
  g_assert_null (nonet_gen_symmetry_id (NONET_GEN_N_SYMMETRIES));
  g_assert_cmpstr (nonet_gen_symmetry_id (NONET_GEN_SYMMETRY_ROT180), ==, "rot180");
}

/* Every symmetry, minimal or not: 2,663 puzzles. Minimal puzzles whose
 * givens also keep a symmetry are rare (with 90-degree and dihedral
 * symmetry, one candidate in thousands): fewer of those. */
static void
test_symmetries (void)
{
  static const int n_minimal[NONET_GEN_N_SYMMETRIES] = {
    [NONET_GEN_SYMMETRY_NONE] = 150, [NONET_GEN_SYMMETRY_ROT180] = 30,
    [NONET_GEN_SYMMETRY_ROT90] = 2, [NONET_GEN_SYMMETRY_DIAGONAL] = 30,
    [NONET_GEN_SYMMETRY_ANTIDIAGONAL] = 30, [NONET_GEN_SYMMETRY_MIRROR_H] = 10,
    [NONET_GEN_SYMMETRY_MIRROR_V] = 10, [NONET_GEN_SYMMETRY_DIHEDRAL] = 1,
  };

  for (int s = 0; s < NONET_GEN_N_SYMMETRIES; s++)
    for (int minimal = 0; minimal < 2; minimal++)
      for (int i = 0; i < (minimal ? n_minimal[s] : 300); i++)
        {
          NonetGenOptions options;
          NonetGenResult result;

          nonet_gen_options_init (&options);
          options.symmetry = (NonetGenSymmetry) s;
          options.minimal = minimal;
          options.seed = nonet_gen_derive_seed (1000 + (uint64_t) s * 2 + (uint64_t) minimal,
                                                (uint64_t) i);
          nonet_generate (&options, &result);
          assert_unique_puzzle (&result);
          assert_symmetric (&result.puzzle, (NonetGenSymmetry) s);
          g_assert_false (result.rated);
          if (minimal)
            {
              assert_minimal (&result.puzzle);
              g_assert_true (nonet_gen_is_minimal (&result.puzzle));
            }
        }
}

/* A fresh path of the puzzle (a technique target enabled, as the
 * generator enables it), rated: the result's rating must match. */
static NonetRating
rate_again (const NonetGenOptions *options,
            const NonetGenResult  *result,
            NonetPath             *path)
{
  NonetLogicOptions logic;
  NonetRating rating;
  NonetError error;

  nonet_logic_options_init (&logic);
  if (options->target == NONET_GEN_TARGET_TECHNIQUE)
    nonet_technique_set_add (&logic.techniques, options->technique);
  g_assert_cmpint (nonet_path_build (&result->puzzle, &logic, path, &error), ==,
                   NONET_STATUS_OK);
  nonet_path_rate (path, &rating);
  g_assert_true (result->rated);
  g_assert_cmpint (rating.se_tenths, ==, result->rating.se_tenths);
  g_assert_cmpint (rating.level, ==, result->rating.level);
  g_assert_cmpint (rating.score, ==, result->rating.score);
  return rating;
}

static void
generate_checked (NonetGenOptions *options,
                  uint64_t         seed,
                  int              i,
                  NonetGenResult  *result,
                  NonetPath       *path,
                  NonetRating     *rating)
{
  options->seed = nonet_gen_derive_seed (seed, (uint64_t) i);
  options->symmetry = (NonetGenSymmetry) (i % NONET_GEN_N_SYMMETRIES);
  options->minimal = i % 3 == 0 && options->symmetry <= NONET_GEN_SYMMETRY_ROT180;
  nonet_generate (options, result);
  assert_unique_puzzle (result);
  assert_symmetric (&result->puzzle, options->symmetry);
  if (options->minimal)
    assert_minimal (&result->puzzle);
  *rating = rate_again (options, result, path);
}

/* The grades cover SE 1.0 up without gaps; Expert is 7.0-8.9 and Extreme
 * starts at 9.0, as the aims name them. */
static void
test_grades (void)
{
  int low, high, previous_high = 9;

  for (int grade = NONET_LABEL_EASY; grade <= NONET_LABEL_EXTREME; grade++)
    {
      nonet_gen_grade_se_range ((NonetLabel) grade, &low, &high);
      g_assert_cmpint (low, ==, previous_high + 1);
      g_assert_cmpint (low, <=, high);
      previous_high = high;
    }
  nonet_gen_grade_se_range (NONET_LABEL_EXPERT, &low, &high);
  g_assert_cmpint (low, ==, 70);
  g_assert_cmpint (high, ==, 89);
}

/* The app's grades as SE ranges, over the symmetries; fewer Extreme
 * (SE 9.0 and over) puzzles, which cost the most. */
static void
test_se_ranges (void)
{
  static const int counts[] = { 40, 40, 40, 40, 2 };
  NonetPath path;

  nonet_path_init (&path);
  for (int grade = NONET_LABEL_EASY; grade <= NONET_LABEL_EXTREME; grade++)
    for (int i = 0; i < counts[grade]; i++)
      {
        NonetGenOptions options;
        NonetGenResult result;
        NonetRating rating;

        nonet_gen_options_init (&options);
        options.target = NONET_GEN_TARGET_SE;
        nonet_gen_grade_se_range ((NonetLabel) grade, &options.se_min, &options.se_max);
        generate_checked (&options, 2000 + (uint64_t) grade, i, &result, &path, &rating);
        g_assert_cmpint (rating.se_tenths, >=, options.se_min);
        g_assert_cmpint (rating.se_tenths, <=, options.se_max);
      }
  nonet_path_clear (&path);
}

/* Every HoDoKu-style level and every plain label. */
static void
test_levels (void)
{
  NonetPath path;

  nonet_path_init (&path);
  for (int level = NONET_LEVEL_EASY; level <= NONET_LEVEL_EXTREME; level++)
    for (int i = 0; i < 30; i++)
      {
        NonetGenOptions options;
        NonetGenResult result;
        NonetRating rating;

        nonet_gen_options_init (&options);
        if (i % 2 == 0)
          {
            options.target = NONET_GEN_TARGET_LEVEL;
            options.level = (NonetLevel) level;
          }
        else
          {
            options.target = NONET_GEN_TARGET_LABEL;
            options.label = (NonetLabel) level;
          }
        generate_checked (&options, 4000 + (uint64_t) level, i, &result, &path, &rating);
        if (i % 2 == 0)
          g_assert_cmpint (rating.level, ==, level);
        else
          g_assert_cmpint (rating.label, ==, level);
      }
  nonet_path_clear (&path);
}

/* Techniques from the easy end to chains: a step of T, solved, nothing
 * the engine tries after T (singles always allowed). WXYZ-Wing and 3D
 * Medusa are off in teaching paths (as in HoDoKu's solver): the generator
 * enables the one it targets, and the path with it enabled must use it. */
static const char *const technique_ids[] = {
  "naked-single", "hidden-single", "pointing", "claiming", "locked-pair", "naked-pair",
  "naked-triple", "naked-quad", "x-wing", "skyscraper", "two-string-kite", "w-wing",
  "xy-wing", "remote-pair", "finned-x-wing", "xy-chain", "nice-loop-discontinuous",
  "als-xy-wing", "wxyz-wing", "3d-medusa",
};

/* What can be targeted, and what the app offers: a subset of it. */
static void
test_targetable (void)
{
  int practical = 0;

  for (int t = 0; t <= NONET_N_TECHNIQUES; t++)
    {
      g_assert_true (!nonet_gen_is_practical (t) || nonet_gen_can_target (t));
      practical += nonet_gen_is_practical (t);
    }
  g_assert_true (nonet_gen_can_target (NONET_TECH_WXYZ_WING));
  g_assert_true (nonet_gen_can_target (NONET_TECH_MEDUSA_3D));
  g_assert_false (nonet_gen_can_target (NONET_TECH_TEMPLATE_SET));
  g_assert_false (nonet_gen_can_target (NONET_TECH_MUTANT_JELLYFISH));
  g_assert_false (nonet_gen_can_target (NONET_TECH_TRIAL));
  g_assert_false (nonet_gen_is_practical (NONET_TECH_AIC));
  g_assert_cmpint (practical, >, 50);
}

static void
test_techniques (void)
{
  NonetPath path;

  nonet_path_init (&path);
  for (gsize k = 0; k < G_N_ELEMENTS (technique_ids); k++)
    for (int i = 0; i < 4; i++)
      {
        NonetTechnique technique = nonet_technique_from_id (technique_ids[k]);
        int singles = MAX (nonet_technique_rank (NONET_TECH_HIDDEN_SINGLE),
                           nonet_technique_rank (NONET_TECH_NAKED_SINGLE));
        int ceiling = nonet_technique_search_end (MAX (nonet_technique_rank (technique),
                                                       singles));
        NonetGenOptions options;
        NonetGenResult result;
        NonetRating rating;

        g_assert_true (nonet_gen_can_target (technique));
        nonet_gen_options_init (&options);
        options.target = NONET_GEN_TARGET_TECHNIQUE;
        options.technique = technique;
        generate_checked (&options, 5000 + k, i, &result, &path, &rating);
        g_assert_true (path.solved);
        g_assert_cmpint (rating.technique_counts[technique], >, 0);
        for (int rank = ceiling + 1; rank < NONET_N_TECHNIQUES; rank++)
          g_assert_cmpint (rating.technique_counts[nonet_technique_at_rank (rank)], ==, 0);
      }
  nonet_path_clear (&path);
}

/* The position is the full path's state before its first step of T (the
 * path with T enabled, for those off by default), and the engine's next
 * step there is T. */
static void
test_practice (void)
{
  static const char *const ids[] = {
    "full-house", "hidden-single", "pointing", "naked-pair", "x-wing", "skyscraper",
    "xy-wing", "w-wing", "unique-rectangle-1", "finned-x-wing", "sue-de-coq", "als-xy-wing",
    "forcing-chain-verity", "wxyz-wing", "3d-medusa",
  };
  NonetPath path;

  nonet_path_init (&path);
  for (gsize k = 0; k < G_N_ELEMENTS (ids); k++)
    for (int i = 0; i < 3; i++)
      {
        NonetTechnique technique = nonet_technique_from_id (ids[k]);
        NonetGenOptions options;
        NonetGenPractice practice;
        NonetLogicOptions logic;
        NonetStep step;
        NonetError error;
        NonetGrid state;

        nonet_gen_options_init (&options);
        options.technique = technique;
        options.seed = nonet_gen_derive_seed (6000 + k, (uint64_t) i);
        g_assert_cmpint (nonet_generate_practice (&options, &practice), ==, NONET_STATUS_OK);
        g_assert_true (practice.position.has_candidates);
        g_assert_cmpint (practice.step.technique, ==, technique);
        nonet_logic_options_init (&logic);
        nonet_technique_set_add (&logic.techniques, technique);   /* WXYZ-Wing, 3D Medusa */
        g_assert_cmpint (nonet_path_build (&practice.puzzle, &logic, &path, &error), ==,
                         NONET_STATUS_OK);
        g_assert_true (path.unique);
        g_assert_cmpint (practice.step_index, <, path.n_steps);
        g_assert_cmpint (path.steps[practice.step_index].technique, ==, technique);
        for (int s = 0; s < practice.step_index; s++)
          g_assert_cmpint (path.steps[s].technique, !=, technique);
        nonet_path_state_at (&path, practice.step_index, &state);
        g_assert_cmpmem (state.values, sizeof state.values, practice.position.values,
                         sizeof state.values);
        g_assert_cmpmem (state.candidates, sizeof state.candidates,
                         practice.position.candidates, sizeof state.candidates);
        logic.unique = true;
        g_assert_cmpint (nonet_find_step (&practice.position, &logic, &step), ==,
                         NONET_STATUS_OK);
        g_assert_cmpint (step.technique, ==, technique);
      }
  nonet_path_clear (&path);
}

/* generate_text (42, NONET_GEN_TARGET_ANY): no target, so it depends on
 * the PRNG and on uniqueness alone, not on ratings that may be retuned. */
#define GOLDEN_42 \
  "....58.6.....4.21.73.....9.....82..7.5.....3.2..59.....9.....76.48.7.....2.86...."

static char *
puzzle_text (const NonetGrid *grid)
{
  char *text = g_malloc (NONET_CELLS + 1);

  for (int cell = 0; cell < NONET_CELLS; cell++)
    text[cell] = grid->values[cell] ? (char) ('0' + grid->values[cell]) : '.';
  text[NONET_CELLS] = '\0';
  return text;
}

static char *
generate_text (uint64_t       seed,
               NonetGenTarget target)
{
  NonetGenOptions options;
  NonetGenResult result;

  nonet_gen_options_init (&options);
  options.seed = seed;
  options.target = target;
  options.se_min = 40;
  options.symmetry = NONET_GEN_SYMMETRY_ROT180;
  nonet_generate (&options, &result);
  g_assert_cmpint (result.status, ==, NONET_STATUS_OK);
  return puzzle_text (&result.puzzle);
}

/* The same seed, the same puzzle; and a known puzzle for a known seed, so
 * that another machine (or compiler) giving another one fails here. */
static void
test_seeded (void)
{
  g_autofree char *a = generate_text (42, NONET_GEN_TARGET_ANY);
  g_autofree char *b = generate_text (42, NONET_GEN_TARGET_ANY);
  g_autofree char *c = generate_text (43, NONET_GEN_TARGET_ANY);
  g_autofree char *d = generate_text (42, NONET_GEN_TARGET_SE);
  g_autofree char *e = generate_text (42, NONET_GEN_TARGET_SE);

  g_assert_cmpstr (a, ==, b);
  g_assert_cmpstr (a, !=, c);
  g_assert_cmpstr (d, ==, e);
  g_assert_cmpuint (nonet_gen_derive_seed (1, 2), ==, nonet_gen_derive_seed (1, 2));
  g_assert_cmpuint (nonet_gen_derive_seed (1, 2), !=, nonet_gen_derive_seed (2, 1));
  g_assert_cmpstr (a, ==, GOLDEN_42);
}

typedef struct
{
  int   first;      /* this thread makes puzzles first, first + step ... */
  int   step;
  char *texts[24];
} ThreadWork;

static gpointer
thread_cb (gpointer data)
{
  ThreadWork *work = data;

  for (int i = work->first; i < 24; i += work->step)
    work->texts[i] = generate_text (nonet_gen_derive_seed (7, (uint64_t) i),
                                    NONET_GEN_TARGET_SE);
  return NULL;
}

/* Puzzle i from seed (7, i) made by one thread, then split over two
 * running at once: the same texts. */
static void
test_threads (void)
{
  ThreadWork one = { 0, 1, { NULL } };
  ThreadWork two[2] = { { 0, 2, { NULL } }, { 1, 2, { NULL } } };
  GThread *threads[2];

  thread_cb (&one);
  for (int t = 0; t < 2; t++)
    threads[t] = g_thread_new ("gen", thread_cb, &two[t]);
  for (int t = 0; t < 2; t++)
    g_thread_join (threads[t]);
  for (int i = 0; i < 24; i++)
    {
      g_assert_cmpstr (one.texts[i], ==, two[i % 2].texts[i]);
      g_free (one.texts[i]);
      g_free (two[i % 2].texts[i]);
    }
}

static bool
cancel_after_cb (void *data)
{
  int *calls = data;

  return ++*calls > 3;
}

/* The cancel hook stops a search that cannot end; max_attempts gives up;
 * bad options are refused. */
static void
test_stop (void)
{
  NonetGenOptions options;
  NonetGenResult result;
  NonetGenPractice practice;
  int calls = 0;

  nonet_gen_options_init (&options);
  options.target = NONET_GEN_TARGET_SE;
  options.se_min = 119;
  options.se_max = 120;
  options.cancel = cancel_after_cb;
  options.cancel_data = &calls;
  g_assert_cmpint (nonet_generate (&options, &result), ==, NONET_STATUS_CANCELLED);
  g_assert_cmpint (result.status, ==, NONET_STATUS_CANCELLED);

  options.cancel = NULL;
  options.max_attempts = 5;
  g_assert_cmpint (nonet_generate (&options, &result), ==, NONET_STATUS_EMPTY);
  g_assert_cmpuint (result.attempts, ==, 5);

  options.se_min = 50;
  options.se_max = 40;
  g_assert_cmpint (nonet_generate (&options, &result), ==, NONET_STATUS_INVALID_ARGUMENT);
  options.target = NONET_GEN_TARGET_TECHNIQUE;
  options.technique = NONET_TECH_TRIAL;
  g_assert_cmpint (nonet_generate (&options, &result), ==, NONET_STATUS_INVALID_ARGUMENT);
  options.technique = NONET_TECH_TEMPLATE_SET;
  g_assert_cmpint (nonet_generate_practice (&options, &practice), ==,
                   NONET_STATUS_INVALID_ARGUMENT);
  options.target = NONET_GEN_TARGET_ANY;
  options.symmetry = NONET_GEN_N_SYMMETRIES;
  g_assert_cmpint (nonet_generate (&options, &result), ==, NONET_STATUS_INVALID_ARGUMENT);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/generator/symmetry-ids", test_symmetry_ids);
  g_test_add_func ("/generator/symmetries", test_symmetries);
  g_test_add_func ("/generator/grades", test_grades);
  g_test_add_func ("/generator/se-ranges", test_se_ranges);
  g_test_add_func ("/generator/levels", test_levels);
  g_test_add_func ("/generator/targetable", test_targetable);
  g_test_add_func ("/generator/techniques", test_techniques);
  g_test_add_func ("/generator/practice", test_practice);
  g_test_add_func ("/generator/seeded", test_seeded);
  g_test_add_func ("/generator/threads", test_threads);
  g_test_add_func ("/generator/stop", test_stop);
  return g_test_run ();
}
