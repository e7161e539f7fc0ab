/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-logic-all-steps.c: every step a technique lists, checked against
 * the solution.
 *
 * The path test sees only the steps find_step picks, and techniques late
 * in the order (Aligned Pair Exclusion, templates, which are off by default,
 * the forcing family past its first level) seldom get picked. Here every
 * step that nonet_find_technique_steps lists for them, at states along the
 * paths of puzzles generated here and of top1465 (when NONET_PUZZLES_DIR
 * has it), must remove no solution digit and place only solution digits.
 * The grouped nice loops and AICs are listed with HoDoKu's ALS rules
 * (options.als_in_chains, as check-library asks for some cases).
 */

#include <stdio.h>

#include <glib.h>

#include "nonet.h"
#include "logic-test-util.h"

#define MAX_STEPS      512
#define STATE_STRIDE   7     /* every 7th state of a path */
#define N_GENERATED    20
#define N_TOP1465      15

static const NonetTechnique checked[] = {
  NONET_TECH_SUE_DE_COQ, NONET_TECH_ALS_XZ, NONET_TECH_ALS_XY_WING, NONET_TECH_ALS_XY_CHAIN,
  NONET_TECH_DEATH_BLOSSOM, NONET_TECH_ALIGNED_PAIR_EXCLUSION, NONET_TECH_TEMPLATE_SET,
  NONET_TECH_TEMPLATE_DELETE, NONET_TECH_FORCING_CHAIN_CONTRADICTION,
  NONET_TECH_FORCING_CHAIN_VERITY, NONET_TECH_FORCING_NET_CONTRADICTION,
  NONET_TECH_FORCING_NET_VERITY,
};

/* Listed with options.als_in_chains. */
static const NonetTechnique als_chains[] = {
  NONET_TECH_GROUPED_NICE_LOOP_CONTINUOUS, NONET_TECH_GROUPED_NICE_LOOP_DISCONTINUOUS,
  NONET_TECH_GROUPED_AIC,
};

typedef struct
{
  NonetStep steps[MAX_STEPS];
  long      listed[G_N_ELEMENTS (checked)];
  long      als_listed[G_N_ELEMENTS (als_chains)];
  /* Of those, the steps whose eliminations no step listed without the
   * option has: what HoDoKu's ALS rules add. */
  long      als_only;
  NonetStep plain[MAX_STEPS];
} Checker;

static gboolean
same_eliminations (const NonetStep *a,
                   const NonetStep *b)
{
  if (a->n_eliminations != b->n_eliminations || a->n_placements != b->n_placements)
    return FALSE;
  for (int i = 0; i < a->n_eliminations; i++)
    {
      gboolean hit = FALSE;
      for (int j = 0; j < b->n_eliminations && !hit; j++)
        hit = a->eliminations[i].cell == b->eliminations[j].cell
              && a->eliminations[i].digit == b->eliminations[j].digit;
      if (!hit)
        return FALSE;
    }
  return TRUE;
}

/* How many of the n steps in checker->steps no step of plain[0 .. n_plain)
 * matches. */
static long
count_new (const Checker *checker,
           int            n,
           int            n_plain)
{
  long count = 0;

  for (int k = 0; k < n; k++)
    {
      gboolean seen = FALSE;
      for (int i = 0; i < n_plain && !seen; i++)
        seen = same_eliminations (&checker->steps[k], &checker->plain[i]);
      count += !seen;
    }
  return count;
}

static int
check_technique (Checker                 *checker,
                 const NonetGrid         *state,
                 NonetTechnique           technique,
                 const NonetLogicOptions *options,
                 const uint8_t            solution[NONET_CELLS],
                 const char              *name,
                 int                      index)
{
  int n = nonet_find_technique_steps (state, technique, options, checker->steps, MAX_STEPS);

  for (int k = 0; k < n; k++)
    {
      const NonetStep *step = &checker->steps[k];
      const char *id = nonet_technique_info (step->technique)->id;

      g_assert_true (step->n_placements > 0 || step->n_eliminations > 0);
      for (int i = 0; i < step->n_eliminations; i++)
        if (solution[step->eliminations[i].cell] == step->eliminations[i].digit)
          g_error ("%s, state %d: %s removes %d from cell %d, the solution's digit", name,
                   index, id, step->eliminations[i].digit, step->eliminations[i].cell);
      for (int i = 0; i < step->n_placements; i++)
        if (solution[step->placements[i].cell] != step->placements[i].digit)
          g_error ("%s, state %d: %s places %d in cell %d, not the solution's digit", name,
                   index, id, step->placements[i].digit, step->placements[i].cell);
    }
  return n;
}

static void
check_state (Checker         *checker,
             const NonetGrid *state,
             const uint8_t    solution[NONET_CELLS],
             const char      *name,
             int              index)
{
  NonetLogicOptions options;

  nonet_logic_options_init (&options);
  options.unique = TRUE;
  for (guint t = 0; t < G_N_ELEMENTS (checked); t++)
    checker->listed[t] += check_technique (checker, state, checked[t], &options, solution,
                                           name, index);
  for (guint t = 0; t < G_N_ELEMENTS (als_chains); t++)
    {
      int n_plain, n;

      options.als_in_chains = FALSE;
      n_plain = nonet_find_technique_steps (state, als_chains[t], &options, checker->plain,
                                            MAX_STEPS);
      options.als_in_chains = TRUE;
      n = check_technique (checker, state, als_chains[t], &options, solution, name, index);
      checker->als_listed[t] += n;
      checker->als_only += count_new (checker, n, n_plain);
    }
}

static void
check_puzzle (Checker         *checker,
              const NonetGrid *puzzle,
              const char      *name)
{
  NonetPath path;

  nonet_path_init (&path);
  g_assert_cmpint (nonet_path_build (puzzle, NULL, &path, NULL), ==, NONET_STATUS_OK);
  for (int i = 0; i < path.n_steps; i += STATE_STRIDE)
    {
      NonetGrid state;
      nonet_path_state_at (&path, i, &state);
      check_state (checker, &state, path.solution, name, i);
    }
  nonet_path_clear (&path);
}

/* A puzzle of our own: a random full grid, then clues picked at random
 * (NONET_CELLS draws) removed while the solution stays unique. */
static void
generate (GRand     *rand,
          NonetGrid *puzzle)
{
  logic_test_random_solution (rand, puzzle);
  for (int n = 0; n < NONET_CELLS; n++)
    {
      int cell = g_rand_int_range (rand, 0, NONET_CELLS);

      if (puzzle->values[cell] != 0)
        logic_test_remove_clue (puzzle, cell);
    }
}

static void
report (const Checker *checker)
{
  for (guint t = 0; t < G_N_ELEMENTS (checked); t++)
    g_test_message ("%-32s %ld steps listed", nonet_technique_info (checked[t])->id,
                    checker->listed[t]);
  for (guint t = 0; t < G_N_ELEMENTS (als_chains); t++)
    g_test_message ("%-32s %ld steps listed (als_in_chains)",
                    nonet_technique_info (als_chains[t])->id, checker->als_listed[t]);
  g_test_message ("%ld of them only with als_in_chains", checker->als_only);
}

static void
test_generated (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (11);
  g_autofree Checker *checker = g_new0 (Checker, 1);

  for (int n = 0; n < N_GENERATED; n++)
    {
      NonetGrid puzzle;
      g_autofree char *name = g_strdup_printf ("generated puzzle %d", n);

      generate (rand, &puzzle);
      check_puzzle (checker, &puzzle, name);
    }
  report (checker);
  /* HoDoKu's ALS rules find steps of their own on our puzzles too. */
  g_assert_cmpint (checker->als_only, >, 0);
}

static void
test_top1465 (void)
{
  g_auto (GStrv) lines = logic_test_collection_lines ("top1465.txt");
  g_autofree Checker *checker = NULL;
  int n = 0;
  long any = 0;

  if (lines == NULL)
    return;
  checker = g_new0 (Checker, 1);
  for (int i = 0; lines[i] != NULL && n < N_TOP1465; i++)
    {
      NonetGrid puzzle;
      g_autofree char *name = NULL;

      if (!logic_test_parse_line (lines[i], &puzzle))
        continue;
      name = g_strdup_printf ("top1465 line %d", i + 1);
      check_puzzle (checker, &puzzle, name);
      n++;
    }
  report (checker);
  for (guint t = 0; t < G_N_ELEMENTS (checked); t++)
    any += checker->listed[t] > 0;
  for (guint t = 0; t < G_N_ELEMENTS (als_chains); t++)
    any += checker->als_listed[t] > 0;
  /* Hard puzzles: every one of these techniques has something to list. */
  g_assert_cmpint (any, ==, G_N_ELEMENTS (checked) + G_N_ELEMENTS (als_chains));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/logic-all-steps/generated", test_generated);
  g_test_add_func ("/logic-all-steps/top1465", test_top1465);
  return g_test_run ();
}
