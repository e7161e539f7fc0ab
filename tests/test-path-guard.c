/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-path-guard.c: the path builder's guard. A deliberately broken
 * technique (a step finder that corrupts one step, passed through the
 * logic-private _nonet_path_build_with()) must be stopped before its step is
 * added: the path ends there with NONET_STATUS_ENGINE_BUG, naming the
 * technique and the candidate, and the sentence for people says so. */

#include <string.h>

#include <glib.h>

#include "nonet.h"
#include "logic/nonet-logic-private.h"
#include "nonet-errors.h"
#include "nonet-names.h"

/* A puzzle that needs more than singles (test-cli's NYT_PUZZLE). */
#define PUZZLE "......2......3.9....8.1..37.2.....9134.87.....6....4..5.24....34.3.5" \
               ".....1......."

typedef enum
{
  BREAK_PLACEMENT,     /* the first placement gets another digit */
  BREAK_ELIMINATION,   /* the first elimination removes the solution's digit */
} Breakage;

/* What the broken finder does: static, the finder's signature has no data. */
static struct
{
  Breakage breakage;
  int      at;          /* corrupt the step with this index (counted here) */
  int      calls;
  uint8_t  solution[NONET_CELLS];
} broken;

static NonetStatus
broken_finder (NonetLogicState         *state,
               const NonetLogicOptions *options,
               int                      want_cell,
               int                      want_digit,
               NonetMask               *dirty,
               NonetStep               *step)
{
  NonetStatus status = _nonet_find_step_in_state (state, options, want_cell, want_digit, dirty,
                                                  step);

  if (status != NONET_STATUS_OK || broken.calls++ < broken.at)
    return status;
  if (broken.breakage == BREAK_PLACEMENT && step->n_placements > 0)
    {
      step->placements[0].digit = (uint8_t) (step->placements[0].digit % 9 + 1);
    }
  else
    {
      /* Any cell still empty in the state: remove its solution digit. */
      for (int cell = 0; cell < NONET_CELLS; cell++)
        if (state->values[cell] == 0)
          {
            step->eliminations[0].cell = (uint8_t) cell;
            step->eliminations[0].digit = broken.solution[cell];
            step->n_eliminations = MAX (step->n_eliminations, 1);
            break;
          }
    }
  return status;
}

static void
build_broken (Breakage    breakage,
              int         at,
              NonetPath  *path,
              NonetError *error,
              NonetStatus expected)
{
  NonetGrid grid;

  g_assert_cmpint (nonet_parse (PUZZLE, NONET_CELLS, NONET_FORMAT_LINE, &grid, NULL), ==,
                   NONET_STATUS_OK);
  g_assert_cmpint (nonet_solve_unique (&grid, broken.solution, NULL), ==, NONET_STATUS_OK);
  broken.breakage = breakage;
  broken.at = at;
  broken.calls = 0;
  nonet_path_init (path);
  g_assert_cmpint (_nonet_path_build_with (&grid, NULL, broken_finder, path, error), ==,
                   expected);
}

/* Every step kept agrees with the solution. */
static void
assert_steps_agree (const NonetPath *path)
{
  for (int i = 0; i < path->n_steps; i++)
    {
      const NonetStep *step = &path->steps[i];

      for (int p = 0; p < step->n_placements; p++)
        g_assert_cmpint (path->solution[step->placements[p].cell], ==,
                         step->placements[p].digit);
      for (int e = 0; e < step->n_eliminations; e++)
        g_assert_cmpint (path->solution[step->eliminations[e].cell], !=,
                         step->eliminations[e].digit);
    }
}

/* The honest finder through the same entry: the whole path, solved. */
static void
test_guard_passes (void)
{
  NonetPath path;
  NonetError error;

  build_broken (BREAK_PLACEMENT, G_MAXINT, &path, &error, NONET_STATUS_OK);
  g_assert_true (path.solved);
  g_assert_cmpint (path.n_steps, >, 10);
  assert_steps_agree (&path);
  nonet_path_clear (&path);
}

static void
test_guard_placement (void)
{
  g_autofree char *sentence = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *cell = NULL;
  NonetPath path;
  NonetError error;

  build_broken (BREAK_PLACEMENT, 0, &path, &error, NONET_STATUS_ENGINE_BUG);
  /* The broken step is not there: the path stops before it. */
  g_assert_cmpint (path.n_steps, ==, 0);
  g_assert_false (path.solved);
  g_assert_cmpint (error.status, ==, NONET_STATUS_ENGINE_BUG);
  g_assert_cmpint (error.cell_a, >=, 0);
  g_assert_cmpint (error.digit, !=, path.solution[error.cell_a]);
  g_assert_cmpint (error.count, >=, 0);
  g_assert_cmpint (error.count, <, NONET_N_TECHNIQUES);

  /* The sentence names the technique and the candidate. */
  cell = nonet_cell_name (error.cell_a);
  sentence = nonet_error_describe (&error);
  expected = g_strdup_printf ("Engine bug: a step of %s contradicts the solution at %s (digit %d); "
                              "it is not shown and the path stops there",
                              nonet_technique_get_name ((NonetTechnique) error.count), cell,
                              error.digit);
  g_assert_cmpstr (sentence, ==, expected);
  nonet_path_clear (&path);
}

static void
test_guard_elimination (void)
{
  NonetPath path;
  NonetError error;

  build_broken (BREAK_ELIMINATION, 5, &path, &error, NONET_STATUS_ENGINE_BUG);
  /* The five honest steps stay, all agreeing; the sixth is not added. */
  g_assert_cmpint (path.n_steps, ==, 5);
  assert_steps_agree (&path);
  g_assert_false (path.solved);
  g_assert_cmpint (error.digit, ==, path.solution[error.cell_a]);
  nonet_path_clear (&path);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/path-guard/passes", test_guard_passes);
  g_test_add_func ("/path-guard/placement", test_guard_placement);
  g_test_add_func ("/path-guard/elimination", test_guard_elimination);
  return g_test_run ();
}
