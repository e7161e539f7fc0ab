/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-logic.c: the logic engine checked against the unique solution.
 *
 * Every step of every path: no elimination of the solution's digit, no
 * elimination of a candidate that is not there, no placement other than the
 * solution's, no empty step. Over puzzles generated here with our own solver
 * (random full grid, clues removed while the solution stays unique), over
 * top1465, and over a fixed subset of the 17-clue set when the public
 * collections are present (NONET_PUZZLES_DIR). On failure the message names
 * the puzzle, the step, the technique and the wrong candidate.
 */

#include <string.h>

#include <glib.h>

#include "nonet.h"
#include "logic/nonet-logic-private.h"
#include "logic/nonet-forcing-private.h"
#include "logic-test-util.h"

#define N_GENERATED      2000

typedef struct
{
  int      puzzles;
  int      solved;
  int      steps;
  int      technique_counts[NONET_N_TECHNIQUES];
  gboolean se_walk;      /* also check the SE rating's own walk */
  int      se_steps;
} Tally;

static const char *
technique_id (NonetTechnique technique)
{
  return nonet_technique_info (technique)->id;
}

/* Checks one step against the solution at state; FALSE (and the test failed
 * with a message) when the step is wrong. */
static gboolean
check_step (const NonetStep *step,
            const NonetGrid *state,
            const uint8_t   *solution,
            const char      *puzzle,
            int              index)
{
  const char *id = technique_id (step->technique);

  if (step->n_placements == 0 && step->n_eliminations == 0)
    {
      g_test_fail_printf ("%s step %d (%s): empty step", puzzle, index, id);
      return FALSE;
    }
  for (int i = 0; i < step->n_eliminations; i++)
    {
      int cell = step->eliminations[i].cell;
      int digit = step->eliminations[i].digit;

      if (state->values[cell] != 0 || !(state->candidates[cell] & nonet_digit_bit (digit)))
        {
          g_test_fail_printf ("%s step %d (%s): eliminates %d from r%dc%d, not a candidate",
                              puzzle, index, id, digit, cell / 9 + 1, cell % 9 + 1);
          return FALSE;
        }
      if (solution[cell] == digit)
        {
          g_test_fail_printf ("%s step %d (%s): eliminates the solution %d from r%dc%d",
                              puzzle, index, id, digit, cell / 9 + 1, cell % 9 + 1);
          return FALSE;
        }
    }
  for (int i = 0; i < step->n_placements; i++)
    {
      int cell = step->placements[i].cell;
      int digit = step->placements[i].digit;

      if (state->values[cell] != 0 || solution[cell] != digit)
        {
          g_test_fail_printf ("%s step %d (%s): places %d in r%dc%d, the solution is %d",
                              puzzle, index, id, digit, cell / 9 + 1, cell % 9 + 1,
                              solution[cell]);
          return FALSE;
        }
    }
  return TRUE;
}

/* Builds and checks the path of one puzzle. */
/* The SE rating's walk (Sudoku Explainer's techniques in its order, the
 * way nonet_path_rate runs it): every step checked against the solution,
 * the walk solves the puzzle, and its hardest step is the rating's se. */
static gboolean
check_se_walk (const NonetPath *path,
               const char      *line,
               Tally           *tally)
{
  NonetLogicOptions options;
  NonetLogicState state;
  NonetMask dirty[NONET_N_TECHNIQUES];
  NonetGrid grid = path->start;
  NonetRating rating;
  int hardest = 0;
  int n = 0;

  nonet_logic_options_init (&options);
  options.unique = path->unique;
  _nonet_logic_state_init (&state, &path->start, &options);
  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    dirty[t] = NONET_ALL_DIGITS;
  while (state.n_empty > 0)
    {
      NonetStep step;

      if (_nonet_find_se_step (&state, &options, hardest, dirty, &step) != NONET_STATUS_OK)
        break;
      if (!check_step (&step, &grid, path->solution, line, 1000 + n))
        return FALSE;
      hardest = MAX (hardest, step.se_tenths);
      nonet_step_apply (&step, &grid);
      _nonet_logic_state_apply (&state, &step);
      for (int t = 0; t < NONET_N_TECHNIQUES; t++)
        dirty[t] |= state.changed;
      state.changed = 0;
      n++;
    }
  tally->se_steps += n;
  g_assert_cmpint (state.n_empty, ==, 0);
  nonet_path_rate (path, &rating);
  g_assert_cmpint (rating.se_tenths, ==, hardest);
  g_assert_cmpint (rating.se_tenths, >=, 12);
  return TRUE;
}

static gboolean
check_puzzle (const NonetGrid *grid,
              Tally           *tally)
{
  NonetPath path;
  NonetError error;
  NonetGrid state;
  char line[NONET_CELLS + 1];
  gboolean ok = TRUE;

  logic_test_grid_line (grid, line);
  nonet_path_init (&path);
  NonetStatus status = nonet_path_build (grid, NULL, &path, &error);
  if (status != NONET_STATUS_OK)
    {
      g_test_fail_printf ("%s: path status %d", line, status);
      nonet_path_clear (&path);
      return FALSE;
    }
  g_assert_true (path.unique);

  state = path.start;
  for (int i = 0; i < path.n_steps && ok; i++)
    {
      ok = check_step (&path.steps[i], &state, path.solution, line, i);
      nonet_step_apply (&path.steps[i], &state);
      tally->technique_counts[path.steps[i].technique]++;
    }
  if (ok && tally->se_walk)
    ok = check_se_walk (&path, line, tally);
  tally->puzzles++;
  tally->steps += path.n_steps;
  tally->solved += path.solved;
  if (ok && path.solved)
    for (int cell = 0; cell < NONET_CELLS; cell++)
      g_assert_cmpint (state.values[cell], ==, path.solution[cell]);
  nonet_path_clear (&path);
  return ok;
}

static void
report (const char  *what,
        const Tally *tally)
{
  g_test_message ("%s: %d puzzles, %d solved by logic, %d steps, %d steps of SE walks", what,
                  tally->puzzles, tally->solved, tally->steps, tally->se_steps);
  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    if (tally->technique_counts[t] > 0)
      g_test_message ("  %-32s %d", technique_id ((NonetTechnique) t),
                      tally->technique_counts[t]);
}

/* ------------------------------------------------------------------------
 * Generated puzzles
 * ------------------------------------------------------------------------ */

static void
test_generated (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261121);
  Tally tally = { .se_walk = TRUE };
  int n = g_test_slow () ? 5 * N_GENERATED : N_GENERATED;

  for (int i = 0; i < n; i++)
    {
      NonetGrid puzzle;

      logic_test_random_puzzle (rand, &puzzle);
      if (!check_puzzle (&puzzle, &tally))
        break;
    }
  report ("generated", &tally);
  g_assert_cmpint (tally.puzzles, ==, n);
}

/* The path builder keeps one state and applies each step to it; it must
 * stay equal to a state built afresh from the grid. */
static void
assert_states_equal (const NonetLogicState *a,
                     const NonetLogicState *b)
{
  g_assert_cmpmem (a->values, sizeof a->values, b->values, sizeof b->values);
  g_assert_cmpmem (a->cands, sizeof a->cands, b->cands, sizeof b->cands);
  g_assert_cmpmem (a->n_cands, sizeof a->n_cands, b->n_cands, sizeof b->n_cands);
  g_assert_cmpmem (a->digit_cells, sizeof a->digit_cells, b->digit_cells, sizeof b->digit_cells);
  g_assert_cmpmem (a->house_pos, sizeof a->house_pos, b->house_pos, sizeof b->house_pos);
  g_assert_cmpmem (a->house_count, sizeof a->house_count, b->house_count, sizeof b->house_count);
  g_assert_cmpmem (a->house_placed, sizeof a->house_placed, b->house_placed,
                   sizeof b->house_placed);
  g_assert_cmpmem (a->house_empty, sizeof a->house_empty, b->house_empty, sizeof b->house_empty);
  g_assert_true (bits_equal (a->empty, b->empty));
  g_assert_true (bits_equal (a->bivalue, b->bivalue));
  g_assert_cmpint (a->n_empty, ==, b->n_empty);
}

static void
test_state_apply (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  NonetLogicOptions options;

  nonet_logic_options_init (&options);
  for (int n = 0; n < 50; n++)
    {
      NonetGrid puzzle;
      NonetPath path;
      NonetLogicState kept, fresh;
      NonetGrid grid;

      logic_test_random_path (rand, &puzzle, &path);
      grid = path.start;
      _nonet_logic_state_init (&kept, &grid, &options);
      for (int i = 0; i < path.n_steps; i++)
        {
          nonet_step_apply (&path.steps[i], &grid);
          _nonet_logic_state_apply (&kept, &path.steps[i]);
          _nonet_logic_state_init (&fresh, &grid, &options);
          assert_states_equal (&kept, &fresh);
          for (int cell = 0; cell < NONET_CELLS; cell++)
            g_assert_cmpuint (fresh.cands[cell], ==,
                              grid.values[cell] ? 0 : nonet_grid_cell_candidates (&grid, cell));
        }
      nonet_path_clear (&path);
    }
}

/* "Why?": find_cause names the step after which the candidate is gone, and
 * find_step_for finds a step at the start that removes or fills. */
static void
test_why (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (11);

  for (int n = 0; n < 20; n++)
    {
      NonetGrid puzzle, before, after;
      NonetPath path;
      NonetStep step;

      logic_test_random_path (rand, &puzzle, &path);
      for (int i = 0; i < path.n_steps; i++)
        {
          const NonetStep *s = &path.steps[i];

          for (int e = 0; e < s->n_eliminations; e++)
            g_assert_cmpint (nonet_path_find_cause (&path, s->eliminations[e].cell,
                                                    s->eliminations[e].digit), ==, i);
          for (int p = 0; p < s->n_placements; p++)
            g_assert_cmpint (nonet_path_find_cause (&path, s->placements[p].cell, 0), ==, i);
        }
      /* The cause of any candidate gone by the end really removes it. */
      for (int cell = 0; cell < NONET_CELLS; cell++)
        {
          int digit = path.solution[cell] % 9 + 1;   /* never the solution */
          int cause = nonet_path_find_cause (&path, cell, digit);

          if (cause < 0)
            continue;
          nonet_path_state_at (&path, cause, &before);
          nonet_path_state_at (&path, cause + 1, &after);
          g_assert_true (before.values[cell] == 0
                         && (before.candidates[cell] & nonet_digit_bit (digit)));
          g_assert_true (after.values[cell] != 0
                         || !(after.candidates[cell] & nonet_digit_bit (digit)));
        }
      /* At the start: the simplest step that fills the first cell the path fills. */
      if (path.n_steps > 0 && path.steps[0].n_placements > 0)
        {
          int cell = path.steps[0].placements[0].cell;
          g_assert_cmpint (nonet_find_step_for (&path.start, cell, 0, NULL, &step), ==,
                           NONET_STATUS_OK);
          g_assert_cmpint (step.n_placements, >, 0);
          g_assert_cmpint (step.placements[0].digit, ==, path.solution[cell]);
        }
      nonet_path_clear (&path);
    }
}

/* A path from a pencil-mark state (the player's own marks): the state
 * halfway along another path gives a path that stays correct and ends
 * solved; marks that lost the solution's digit are refused. */
static void
test_pencil_marks (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (17);
  Tally tally = { 0 };

  for (int n = 0; n < 50; n++)
    {
      NonetGrid puzzle, middle, broken;
      NonetPath path, rest;
      NonetError error;

      logic_test_random_puzzle (rand, &puzzle);
      nonet_path_init (&path);
      nonet_path_init (&rest);
      g_assert_cmpint (nonet_path_build (&puzzle, NULL, &path, NULL), ==, NONET_STATUS_OK);
      nonet_path_state_at (&path, path.n_steps / 2, &middle);
      g_assert_true (middle.has_candidates);
      g_assert_true (check_puzzle (&middle, &tally));
      g_assert_cmpint (nonet_path_build (&middle, NULL, &rest, NULL), ==, NONET_STATUS_OK);
      g_assert_cmpint (rest.n_steps, <=, path.n_steps - path.n_steps / 2);
      g_assert_cmpmem (rest.solution, NONET_CELLS, path.solution, NONET_CELLS);

      broken = middle;
      for (int cell = 0; cell < NONET_CELLS; cell++)
        if (broken.values[cell] == 0)
          {
            broken.candidates[cell] &= (NonetMask) ~nonet_digit_bit (path.solution[cell]);
            break;
          }
      g_assert_cmpint (nonet_path_build (&broken, NULL, &rest, &error), !=, NONET_STATUS_OK);
      nonet_path_clear (&path);
      nonet_path_clear (&rest);
    }
  g_assert_cmpint (tally.solved, ==, tally.puzzles);
}

/* Avoidable Rectangles reason that the filled non-given cells were not
 * clues, which needs the givens alone to be unique. This state (found by
 * fuzz-logic) is unique only with its placed (+) digits: its path must stay
 * correct and use no Avoidable Rectangle; its givens alone have two
 * solutions. */
static void
test_avoidable_needs_unique_givens (void)
{
  static const char line[] =
    ":0000:3:4..57+1....8+7+4+36.1..1.9+8+2.+377...+6+5..8+8...1+9.5..6..+483...4..+5+7"
    "...+1+7869+4+5+2..5..+23..4:::389:";
  NonetGrid grid, givens;
  NonetPath path;
  NonetSolveOptions options = { .limit = 2 };
  NonetSolveResult result;
  Tally tally = { 0 };

  g_assert_cmpint (nonet_parse (line, strlen (line), NONET_FORMAT_AUTO, &grid, NULL), ==,
                   NONET_STATUS_OK);
  nonet_grid_clear (&givens);
  for (int cell = 0; cell < NONET_CELLS; cell++)
    if (grid.given[cell])
      {
        givens.values[cell] = grid.values[cell];
        givens.given[cell] = 1;
      }
  nonet_solve (&givens, &options, &result);
  g_assert_cmpuint (result.solutions, ==, 2);

  nonet_path_init (&path);
  g_assert_cmpint (nonet_path_build (&grid, NULL, &path, NULL), ==, NONET_STATUS_OK);
  g_assert_true (path.unique);
  for (int i = 0; i < path.n_steps; i++)
    {
      g_assert_cmpint (path.steps[i].technique, !=, NONET_TECH_AVOIDABLE_RECTANGLE_1);
      g_assert_cmpint (path.steps[i].technique, !=, NONET_TECH_AVOIDABLE_RECTANGLE_2);
    }
  nonet_path_clear (&path);
  g_assert_true (check_puzzle (&grid, &tally));
  g_assert_cmpint (tally.solved, ==, 1);
}

/* Ratings: path_se is the hardest step, the level follows the steps
 * and the score, the label the level. */
static void
test_rating (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (5);

  for (int n = 0; n < 50; n++)
    {
      NonetGrid puzzle;
      NonetPath path;
      NonetRating rating;
      int max_se = 0, score = 0;
      NonetLevel level = NONET_LEVEL_EASY;

      logic_test_random_puzzle (rand, &puzzle);
      nonet_path_init (&path);
      nonet_path_build (&puzzle, NULL, &path, NULL);
      nonet_path_rate (&path, &rating);
      for (int i = 0; i < path.n_steps; i++)
        {
          const NonetTechniqueInfo *info = nonet_technique_info (path.steps[i].technique);
          max_se = MAX (max_se, path.steps[i].se_tenths);
          score += info->score;
          level = MAX (level, info->level);
          if (path.steps[i].technique == NONET_TECH_HIDDEN_SINGLE)
            g_assert_true (path.steps[i].se_tenths == 12 || path.steps[i].se_tenths == 15);
          else
            g_assert_cmpint (path.steps[i].se_tenths, >=, info->se_tenths);
        }
      g_assert_cmpint (rating.path_se_tenths, ==, max_se);
      g_assert_cmpint (rating.se_tenths, >=, 12);
      g_assert_cmpint (rating.score, ==, score);
      g_assert_cmpint (rating.level, >=, level);
      if (!path.solved)
        g_assert_cmpint (rating.level, ==, NONET_LEVEL_EXTREME);
      else if (score <= 800)
        g_assert_cmpint (rating.level, ==, level);
      else
        g_assert_cmpint (rating.level, >, NONET_LEVEL_EASY);
      g_assert_cmpint ((int) rating.label, ==, (int) rating.level);
      nonet_path_clear (&path);
    }
}

/* The SE walk gives serate's number on puzzles of our own whose rating
 * serate was asked for (tests/data/se-ratings.txt): direct steps, chain
 * lengths counted SE's way, Nishio, cell and region chains, dynamic nets. */
static void
test_se_serate (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "se-ratings.txt", NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  int checked = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      NonetGrid puzzle;
      NonetPath walk;
      NonetRating rating;
      double serate;

      if (lines[i][0] == '#' || strlen (lines[i]) < NONET_CELLS + 2)
        continue;
      g_assert_true (logic_test_parse_line (lines[i], &puzzle));
      serate = g_ascii_strtod (lines[i] + NONET_CELLS + 1, NULL);
      nonet_path_init (&walk);
      g_assert_cmpint (nonet_path_build (&puzzle, NULL, &walk, NULL), ==, NONET_STATUS_OK);
      nonet_path_rate (&walk, &rating);
      if (rating.se_tenths != (int) (serate * 10 + 0.5))
        g_test_fail_printf ("%.81s: SE walk %d.%d, serate %.1f", lines[i],
                            rating.se_tenths / 10, rating.se_tenths % 10, serate);
      nonet_path_clear (&walk);
      checked++;
    }
  g_assert_cmpint (checked, >=, 28);
}

/* Sudoku Explainer's Aligned Triplet Exclusion (7.5) in the SE walk: a
 * top1465 puzzle where serate 1.2.1.3 takes one after its cycles (and rates
 * the puzzle 8.8; without the triplet the walk went on to a chain and 8.5).
 * The step's three cells, its eliminations against the solution, and that
 * the walk takes it before any forcing chain or net. */
static void
test_se_aligned_triplet (void)
{
  static const char puzzle[] =
    "57..8.4.........3...32..1.5...4.8........5...2.7.....19.1.....4.8.7.9.....2....6.";
  g_auto (GStrv) lines = logic_test_collection_lines ("top1465.txt");
  NonetLogicOptions options;
  NonetLogicState state;
  NonetMask dirty[NONET_N_TECHNIQUES];
  NonetGrid grid;
  NonetPath path;
  NonetRating rating;
  int triplets = 0, n = 0;
  gboolean listed = FALSE;

  if (lines == NULL)
    return;
  for (int i = 0; lines[i] != NULL && !listed; i++)
    listed = strncmp (lines[i], puzzle, NONET_CELLS) == 0;
  g_assert_true (listed);
  g_assert_true (logic_test_parse_line (puzzle, &grid));
  nonet_path_init (&path);
  g_assert_cmpint (nonet_path_build (&grid, NULL, &path, NULL), ==, NONET_STATUS_OK);
  nonet_logic_options_init (&options);
  options.unique = path.unique;
  _nonet_logic_state_init (&state, &grid, &options);
  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    dirty[t] = NONET_ALL_DIGITS;
  while (state.n_empty > 0 && triplets == 0)
    {
      NonetStep step;

      g_assert_cmpint (_nonet_find_se_step (&state, &options, 0, dirty, &step), ==,
                       NONET_STATUS_OK);
      g_assert_true (check_step (&step, &grid, path.solution, puzzle, n++));
      g_assert_cmpint (nonet_technique_info (step.technique)->family, !=,
                       NONET_FAMILY_FORCING);
      if (step.se_tenths == 75 && step.technique == NONET_TECH_ALIGNED_PAIR_EXCLUSION)
        {
          g_assert_cmpint (step.n_cells, >=, 5);   /* three base cells, two excluders */
          g_assert_cmpint (step.n_eliminations, >, 0);
          triplets++;
        }
      nonet_step_apply (&step, &grid);
      _nonet_logic_state_apply (&state, &step);
      for (int t = 0; t < NONET_N_TECHNIQUES; t++)
        dirty[t] |= state.changed;
      state.changed = 0;
    }
  g_assert_cmpint (triplets, ==, 1);
  nonet_path_rate (&path, &rating);
  g_assert_cmpint (rating.se_tenths, ==, 88);
  nonet_path_clear (&path);
}

/* SE's order among its chaining hints of one value (NonetLogicOptions.
 * se_exact): the shortest chains first, every hint of the producer looked
 * at. A puzzle of our generator (generate --se 8.5:9.4 --seed 1305, the
 * one of 400 where the order matters) that serate rates 9.1; the walk that
 * takes the first hint it meets at its value so far (the fast SE walk)
 * parts from serate's there and says 9.0. */
static void
test_se_exact_order (void)
{
  static const char puzzle[] =
    "...9....51...6.....45...7....72.......4..8.3226......4.2..3.4.......2..83.6...9..";
  NonetLogicOptions options;
  NonetGrid grid;
  NonetPath path;
  NonetRating exact, fast;

  g_assert_true (logic_test_parse_line (puzzle, &grid));
  nonet_path_init (&path);
  g_assert_cmpint (nonet_path_build (&grid, NULL, &path, NULL), ==, NONET_STATUS_OK);
  nonet_logic_options_init (&options);
  options.se_exact = true;
  nonet_path_rate_with (&path, &options, &exact);
  nonet_path_rate (&path, &fast);
  g_assert_cmpint (exact.se_tenths, ==, 91);
  g_assert_cmpint (fast.se_tenths, ==, 90);
  nonet_path_clear (&path);
}

/* SE's nesting levels (Chaining levels 2-5: dynamic chains whose walk,
 * when stuck, runs forcing chains, multiple forcing chains or dynamic
 * chains of its own on the grid it left; 9.5, 10.0, 10.5, 11.0 plus the
 * length, inner chains included). Puzzles of forum-hardest-1106.txt (by
 * their place among its puzzles) where serate 1.2.1.3 gives the rating
 * below and its walk goes past level 2: every SE step true to the
 * solution, some at 10.0 or more, and serate's rating. */
static void
test_se_nested (void)
{
  static const struct
  {
    int index;      /* among the file's puzzles, from 0 */
    int serate;     /* tenths */
  } cases[] = {
    { 31, 109 },    /* serate: levels 2 and 3 */
    { 93, 103 },
    { 124, 116 },   /* serate: level 4 (dynamic chains inside the walk); about 3 s */
    { 372, 111 },   /* serate: a level 3 cell chain, 113 nodes and 66 in inner chains */
  };
  g_auto (GStrv) lines = logic_test_collection_lines ("forum-hardest-1106.txt");
  int index = 0, done = 0;

  if (lines == NULL)
    return;
  for (int i = 0; lines[i] != NULL; i++)
    {
      NonetLogicOptions options;
      NonetLogicState state;
      NonetMask dirty[NONET_N_TECHNIQUES];
      NonetGrid grid;
      NonetPath path;
      NonetRating rating, fast;
      int expected = -1, hardest = 0, nested = 0, n = 0;

      if (lines[i][0] == '#' || strlen (lines[i]) < NONET_CELLS)
        continue;
      for (size_t k = 0; k < G_N_ELEMENTS (cases); k++)
        if (cases[k].index == index)
          expected = cases[k].serate;
      index++;
      if (expected < 0)
        continue;
      g_assert_true (logic_test_parse_line (lines[i], &grid));
      nonet_path_init (&path);
      g_assert_cmpint (nonet_path_build (&grid, NULL, &path, NULL), ==, NONET_STATUS_OK);
      grid = path.start;
      nonet_logic_options_init (&options);
      options.unique = path.unique;
      options.se_exact = true;
      _nonet_logic_state_init (&state, &grid, &options);
      for (int t = 0; t < NONET_N_TECHNIQUES; t++)
        dirty[t] = NONET_ALL_DIGITS;
      while (state.n_empty > 0)
        {
          NonetStep step;

          g_assert_cmpint (_nonet_find_se_step (&state, &options, hardest, dirty, &step), ==,
                           NONET_STATUS_OK);
          g_assert_true (check_step (&step, &grid, path.solution, lines[i], n++));
          hardest = MAX (hardest, step.se_tenths);
          nested += step.se_tenths >= 100;
          nonet_step_apply (&step, &grid);
          _nonet_logic_state_apply (&state, &step);
          for (int t = 0; t < NONET_N_TECHNIQUES; t++)
            dirty[t] |= state.changed;
          state.changed = 0;
        }
      g_assert_cmpint (nested, >, 0);
      g_assert_cmpint (nonet_path_rate_with (&path, &options, &rating), ==, NONET_STATUS_OK);
      g_assert_cmpint (rating.se_tenths, ==, hardest);
      /* Without the nesting levels (the default): our nested nets, 9.5 and
       * up, and no stalled walk (20.0). */
      nonet_path_rate (&path, &fast);
      g_assert_cmpint (fast.se_tenths, >=, 95);
      g_assert_cmpint (fast.se_tenths, <, 200);
      if (rating.se_tenths != expected)
        g_test_fail_printf ("%.81s: SE walk %d.%d, serate %d.%d", lines[i],
                            rating.se_tenths / 10, rating.se_tenths % 10,
                            expected / 10, expected % 10);
      nonet_path_clear (&path);
      done++;
    }
  g_assert_cmpint (done, ==, G_N_ELEMENTS (cases));
}

/* A cancel hook that says yes from its fire-th call on (fire 0: never),
 * counting its calls. */
typedef struct
{
  int calls;
  int fire;
} CancelCount;

static bool
cancel_count_cb (void *data)
{
  CancelCount *count = data;

  count->calls++;
  return count->fire > 0 && count->calls >= count->fire;
}

/* The SE walk polls the caller's hook: it is called, the rating is the same
 * when it never fires, and a hook that fires stops the walk at once. */
static void
test_rating_cancel (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (13);
  int cancelled = 0;

  for (int n = 0; n < 10; n++)
    {
      NonetGrid puzzle;
      NonetPath path;
      NonetRating plain, rating;
      NonetLogicOptions options;
      CancelCount count = { 0, 0 };

      logic_test_random_path (rand, &puzzle, &path);
      nonet_path_rate (&path, &plain);
      nonet_logic_options_init (&options);
      options.cancel = cancel_count_cb;
      options.cancel_data = &count;
      g_assert_cmpint (nonet_path_rate_with (&path, &options, &rating), ==, NONET_STATUS_OK);
      g_assert_cmpint (rating.se_tenths, ==, plain.se_tenths);
      g_assert_cmpint (count.calls, >, 20);
      count = (CancelCount) { 0, count.calls / 2 };
      g_assert_cmpint (nonet_path_rate_with (&path, &options, &rating), ==,
                       NONET_STATUS_CANCELLED);
      g_assert_cmpint (count.calls, ==, count.fire);
      g_assert_cmpint (rating.se_tenths, ==, plain.path_se_tenths);
      g_assert_cmpint (rating.score, ==, plain.score);
      cancelled++;
      nonet_path_clear (&path);
    }
  g_assert_cmpint (cancelled, ==, 10);
}

/* On an empty grid, Forcing Net Verity and its nested pass run about a
 * million walks (seconds) and find nothing. They poll the hook between
 * walks: with polls only between cells, the hook would be called a few
 * times, never reach fire, and the search would end EMPTY. */
static void
test_forcing_cancel (void)
{
  NonetGrid empty;
  NonetLogicOptions options;
  NonetStep step;
  CancelCount count = { 0, 40 };

  nonet_grid_clear (&empty);
  nonet_logic_options_init (&options);
  nonet_technique_set_none (&options.techniques);
  nonet_technique_set_add (&options.techniques, NONET_TECH_FORCING_NET_VERITY);
  options.cancel = cancel_count_cb;
  options.cancel_data = &count;
  g_assert_cmpint (nonet_find_step (&empty, &options, &step), ==, NONET_STATUS_CANCELLED);
  g_assert_cmpint (count.calls, ==, count.fire);
}

/* The path builder skips single-digit techniques on digits that did not
 * change since they last found nothing: its path must equal the one that
 * nonet_find_step, which searches everything, gives step by step. */
static void
check_same_path (const NonetGrid *puzzle)
{
  NonetLogicOptions options;
  NonetPath path;
  NonetGrid state;
  NonetStep step;
  char line[NONET_CELLS + 1];

  logic_test_grid_line (puzzle, line);
  nonet_path_init (&path);
  /* The last resort is left out: this compares bookkeeping, not nets, and
   * without them the check stays fast. */
  nonet_logic_options_init (&options);
  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    if (nonet_technique_info ((NonetTechnique) t)->family == NONET_FAMILY_FORCING)
      nonet_technique_set_remove (&options.techniques, (NonetTechnique) t);
  g_assert_cmpint (nonet_path_build (puzzle, &options, &path, NULL), ==, NONET_STATUS_OK);
  options.unique = path.unique;
  state = path.start;
  for (int i = 0; i <= path.n_steps; i++)
    {
      NonetStatus status = nonet_find_step (&state, &options, &step);

      if (i == path.n_steps)
        {
          g_assert_cmpint (status, ==, NONET_STATUS_EMPTY);
          break;
        }
      g_assert_cmpint (status, ==, NONET_STATUS_OK);
      if (step.technique != path.steps[i].technique
          || step.n_eliminations != path.steps[i].n_eliminations
          || step.n_placements != path.steps[i].n_placements)
        {
          g_test_fail_printf ("%s step %d: path has %s, find_step %s", line, i,
                              technique_id (path.steps[i].technique),
                              technique_id (step.technique));
          break;
        }
      nonet_step_apply (&path.steps[i], &state);
    }
  nonet_path_clear (&path);
}

static void
test_same_path (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (99);

  for (int n = 0; n < 100 && !g_test_failed (); n++)
    {
      NonetGrid puzzle;

      logic_test_random_puzzle (rand, &puzzle);
      check_same_path (&puzzle);
    }
}

/* ------------------------------------------------------------------------
 * Public collections
 * ------------------------------------------------------------------------ */

static void
check_collection (const char *name,
                  gboolean    se_walk)
{
  g_auto (GStrv) lines = logic_test_collection_lines (name);
  Tally tally = { 0 };

  tally.se_walk = se_walk;
  if (lines == NULL)
    return;
  for (int i = 0; lines[i] != NULL; i++)
    {
      NonetGrid grid;

      if (!logic_test_parse_line (lines[i], &grid))
        continue;
      if (!check_puzzle (&grid, &tally))
        break;
    }
  report (name, &tally);
  g_assert_cmpint (tally.puzzles, >, 0);
}

static void
test_top1465 (void)
{
  check_collection ("top1465.txt", TRUE);
}

static void
test_seventeen (void)
{
  /* All 49158 of them: a path costs about 0.1 ms. */
  check_collection ("17-clue.txt", FALSE);
}

/* ------------------------------------------------------------------------
 * The bounds searches skip work by: templates and static closures
 * ------------------------------------------------------------------------ */

/* Every template of digit, one row at a time: in_some and in_every get
 * the cells some and every one uses. */
static void
enumerate_templates (const NonetLogicState *state,
                     int                    digit,
                     int                    row,
                     unsigned               cols,
                     unsigned               boxes,
                     int                    cells[9],
                     NonetBits             *in_some,
                     NonetBits             *in_every,
                     int                   *n)
{
  if (row == 9)
    {
      NonetBits used = bits_none ();

      for (int r = 0; r < 9; r++)
        bits_set (&used, cells[r]);
      *in_some = bits_or (*in_some, used);
      *in_every = *n == 0 ? used : bits_and (*in_every, used);
      (*n)++;
      return;
    }
  for (int col = 0; col < 9; col++)
    {
      int cell = row * 9 + col, box = (row / 3) * 3 + col / 3;
      bool open = state->values[cell] == digit
                  || (state->values[cell] == 0 && (state->cands[cell] & nonet_digit_bit (digit)));

      if (!open || (cols & (1u << col)) || (boxes & (1u << box)))
        continue;
      cells[row] = cell;
      enumerate_templates (state, digit, row + 1, cols | 1u << col, boxes | 1u << box, cells,
                           in_some, in_every, n);
    }
}

/* _nonet_digit_templates against every template, at every state of the
 * paths of generated puzzles (Nishio and the fish skip what it rules out). */
static void
test_templates (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (23);
  NonetLogicOptions options;

  nonet_logic_options_init (&options);
  for (int n = 0; n < 12; n++)
    {
      NonetGrid puzzle;
      NonetPath path;
      NonetLogicState state;

      logic_test_random_path (rand, &puzzle, &path);
      _nonet_logic_state_init (&state, &path.start, &options);
      for (int i = 0; i <= path.n_steps; i++)
        {
          for (int d = 1; d <= NONET_DIGITS; d++)
            {
              NonetBits some, every, want_some = bits_none (), want_every = bits_none ();
              int cells[9], count = 0;

              _nonet_digit_templates (&state, d, &some, &every);
              enumerate_templates (&state, d, 0, 0, 0, cells, &want_some, &want_every, &count);
              g_assert_cmpint (count, >, 0);
              g_assert_true (bits_equal (some, want_some));
              g_assert_true (bits_equal (every, want_every));
            }
          if (i < path.n_steps)
            _nonet_logic_state_apply (&state, &path.steps[i]);
        }
      nonet_path_clear (&path);
    }
}

/* What a walk set, on (0) and off (1), per digit. */
typedef NonetBits WalkSets[2][NONET_DIGITS + 1];

/* Where the static walks (SE's, in its order) of a cell's candidates
 * share a result, _nonet_static_closure_share says they may: SE's multiple
 * forcing chains skip the cells it says no for. */
static void
test_static_closure (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (29);
  g_autofree ForcingNet *net = g_new0 (ForcingNet, 1);
  g_autofree WalkSets *walks = g_new0 (WalkSets, FORCING_NODES);
  NonetLogicOptions options;
  int checked = 0, shared = 0;

  nonet_logic_options_init (&options);
  for (int n = 0; n < 8; n++)
    {
      NonetGrid puzzle;
      NonetPath path;
      NonetLogicState state;

      logic_test_random_path (rand, &puzzle, &path);
      _nonet_logic_state_init (&state, &path.start, &options);
      state.se_walk = true;
      for (int i = 0; i < path.n_steps; i += 3)
        {
          NonetStaticClosure *closure = _nonet_static_closure_new (&state);

          g_assert_nonnull (closure);
          for (int node = 0; node < FORCING_NODES; node++)
            if (bits_has (state.digit_cells[node % 9 + 1], node / 9))
              {
                _nonet_forcing_reset (net, &state, false, false);
                net->se_order = true;
                _nonet_forcing_assume (net, node / 9, node % 9 + 1, true);
                memcpy (walks[node][0], net->sets.on, sizeof walks[node][0]);
                memcpy (walks[node][1], net->sets.off, sizeof walks[node][1]);
              }
          for (NonetBits empty = state.empty; !bits_empty (empty); )
            {
              int cell = bits_pop (&empty), cells[NONET_DIGITS], digits[NONET_DIGITS], k = 0;
              bool any = false;

              for (NonetMask m = state.cands[cell]; m != 0; k++)
                {
                  cells[k] = cell;
                  digits[k] = mask_pop (&m);
                }
              for (int d = 1; d <= NONET_DIGITS && !any; d++)
                for (int on = 0; on < 2 && !any; on++)
                  {
                    NonetBits common = bits_all ();
                    for (int j = 0; j < k; j++)
                      common = bits_and (common, walks[cell * 9 + digits[j] - 1][on][d]);
                    any = !bits_empty (common);
                  }
              shared += any;
              checked++;
              if (any)
                g_assert_true (_nonet_static_closure_share (closure, cells, digits, k));
            }
          _nonet_static_closure_free (closure);
          for (int j = i; j < i + 3 && j < path.n_steps; j++)
            _nonet_logic_state_apply (&state, &path.steps[j]);
        }
      nonet_path_clear (&path);
    }
  /* The check saw cells whose walks do share something. */
  g_assert_cmpint (shared, >, 0);
  g_assert_cmpint (checked, >, shared);
}

/* ------------------------------------------------------------------------
 * The technique table
 * ------------------------------------------------------------------------ */

static void
test_table (void)
{
  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    {
      const NonetTechniqueInfo *info = nonet_technique_info ((NonetTechnique) t);

      g_assert_nonnull (info);
      g_assert_nonnull (info->id);
      g_assert_cmpint (nonet_technique_from_id (info->id), ==, t);
      if (info->code[0] != '\0')
        g_assert_cmpint (nonet_technique_from_code (info->code), ==, t);
      g_assert_cmpint (info->se_tenths, >=, 10);
      g_assert_cmpint (info->score, >, 0);
    }
  g_assert_cmpint (nonet_technique_from_code ("03111"), ==, NONET_TECH_FINNED_SWORDFISH);
  g_assert_cmpint (nonet_technique_from_id ("no-such"), ==, NONET_N_TECHNIQUES);
  g_assert_null (nonet_technique_info (NONET_N_TECHNIQUES));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/logic/table", test_table);
  g_test_add_func ("/logic/templates", test_templates);
  g_test_add_func ("/logic/static-closure", test_static_closure);
  g_test_add_func ("/logic/state-apply", test_state_apply);
  g_test_add_func ("/logic/same-path", test_same_path);
  g_test_add_func ("/logic/why", test_why);
  g_test_add_func ("/logic/pencil-marks", test_pencil_marks);
  g_test_add_func ("/logic/rating", test_rating);
  g_test_add_func ("/logic/rating-cancel", test_rating_cancel);
  g_test_add_func ("/logic/se-serate", test_se_serate);
  g_test_add_func ("/logic/se-exact-order", test_se_exact_order);
  g_test_add_func ("/logic/se-nested", test_se_nested);
  g_test_add_func ("/logic/se-aligned-triplet", test_se_aligned_triplet);
  g_test_add_func ("/logic/forcing-cancel", test_forcing_cancel);
  g_test_add_func ("/logic/avoidable-needs-unique-givens", test_avoidable_needs_unique_givens);
  g_test_add_func ("/logic/generated", test_generated);
  g_test_add_func ("/logic/top1465", test_top1465);
  g_test_add_func ("/logic/17-clue", test_seventeen);
  return g_test_run ();
}
