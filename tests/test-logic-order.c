/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-logic-order.c: the simplest step first.
 *
 * The engine tries the techniques in HoDoKu's default order
 * (nonet_technique_at_rank). Here, at states along the paths of puzzles
 * generated here and of a sample of top1465 (when NONET_PUZZLES_DIR has
 * it), no enabled technique ranked before the step's own finds any step:
 * a Naked Quad never where a Hidden Pair or Triple was there, a forcing
 * chain never where a grouped nice loop was (techniques HoDoKu finds as
 * one, such as its nice loops, have no order among them). The order
 * itself must name every technique once, with the pairs the issue asks
 * about in place.
 */

#include <glib.h>

#include "nonet.h"
#include "logic-test-util.h"

#define N_GENERATED    40
#define TOP_STRIDE     25     /* every 25th puzzle of top1465 */
#define STATE_STRIDE   3      /* every 3rd state of a path */

static int
rank_of (NonetTechnique technique)
{
  for (int r = 0; r < NONET_N_TECHNIQUES; r++)
    if (nonet_technique_at_rank (r) == technique)
      return r;
  return -1;
}

static void
test_order_table (void)
{
  gboolean seen[NONET_N_TECHNIQUES] = { FALSE };

  for (int r = 0; r < NONET_N_TECHNIQUES; r++)
    {
      NonetTechnique technique = nonet_technique_at_rank (r);

      g_assert_cmpint (technique, <, NONET_N_TECHNIQUES);
      g_assert_false (seen[technique]);
      seen[technique] = TRUE;
    }
  g_assert_cmpint (nonet_technique_at_rank (NONET_N_TECHNIQUES), ==, NONET_N_TECHNIQUES);
  g_assert_cmpint (nonet_technique_at_rank (-1), ==, NONET_N_TECHNIQUES);
  g_assert_cmpint (rank_of (NONET_TECH_HIDDEN_PAIR), <, rank_of (NONET_TECH_NAKED_QUAD));
  g_assert_cmpint (rank_of (NONET_TECH_HIDDEN_TRIPLE), <, rank_of (NONET_TECH_NAKED_QUAD));
  g_assert_cmpint (rank_of (NONET_TECH_GROUPED_NICE_LOOP_DISCONTINUOUS), <,
                   rank_of (NONET_TECH_FORCING_CHAIN_CONTRADICTION));
  g_assert_cmpint (rank_of (NONET_TECH_GROUPED_AIC), <,
                   rank_of (NONET_TECH_FORCING_CHAIN_VERITY));
  g_assert_cmpint (rank_of (NONET_TECH_FULL_HOUSE), ==, 0);
}

#define MAX_LISTED     64

typedef struct
{
  int       states;
  int       checked_steps[NONET_N_TECHNIQUES];
  int       failures;
  NonetStep listed[MAX_LISTED];
} Tally;

/* Chains through an almost locked set: HoDoKu's solver leaves them out of
 * its nice loops by default (only its "all steps" list has them), and so
 * does the path, which leaves them to the ALS family. */
static gboolean
uses_als (const NonetStep *step)
{
  for (int i = 0; i < step->n_marks; i++)
    if (step->marks[i].role >= NONET_ROLE_ALS_1 && step->marks[i].role <= NONET_ROLE_ALS_4)
      return TRUE;
  return FALSE;
}

static gboolean
has_plain_step (const NonetStep *steps,
                int              n,
                NonetTechnique   technique)
{
  if (nonet_technique_info (technique)->family != NONET_FAMILY_CHAINS)
    return n > 0;
  for (int i = 0; i < n; i++)
    if (!uses_als (&steps[i]))
      return TRUE;
  return FALSE;
}

/* HoDoKu finds some techniques as one (its nice loops: continuous,
 * discontinuous and AIC; the grouped ones; forcing chains; forcing nets)
 * and takes the best step among them: no order inside such a class. */
static int
hodoku_class (NonetTechnique technique)
{
  switch (technique)
    {
    case NONET_TECH_NICE_LOOP_CONTINUOUS:
    case NONET_TECH_NICE_LOOP_DISCONTINUOUS:
    case NONET_TECH_AIC:
      return 1;
    case NONET_TECH_GROUPED_NICE_LOOP_CONTINUOUS:
    case NONET_TECH_GROUPED_NICE_LOOP_DISCONTINUOUS:
    case NONET_TECH_GROUPED_AIC:
      return 2;
    case NONET_TECH_FORCING_CHAIN_CONTRADICTION:
    case NONET_TECH_FORCING_CHAIN_VERITY:
      return 3;
    case NONET_TECH_FORCING_NET_CONTRADICTION:
    case NONET_TECH_FORCING_NET_VERITY:
      return 4;
    default:
      return -1 - (int) technique;
    }
}

/* At state, no enabled technique ranked before the step's finds a step. */
static void
check_state (const NonetGrid         *state,
             const NonetStep         *step,
             const NonetLogicOptions *options,
             const char              *name,
             int                      index,
             Tally                   *tally)
{
  int own = rank_of (step->technique);

  for (int r = 0; r < own; r++)
    {
      NonetTechnique earlier = nonet_technique_at_rank (r);
      int n;

      if (!nonet_technique_set_has (&options->techniques, earlier)
          || hodoku_class (earlier) == hodoku_class (step->technique))
        continue;
      n = nonet_find_technique_steps (state, earlier, options, tally->listed, MAX_LISTED);
      if (has_plain_step (tally->listed, n, earlier))
        {
          g_test_message ("%s step %d: %s taken where %s (easier) has a step", name, index,
                          nonet_technique_info (step->technique)->id,
                          nonet_technique_info (earlier)->id);
          tally->failures++;
          return;
        }
    }
}

static void
check_puzzle (const NonetGrid *puzzle,
              Tally           *tally)
{
  char name[NONET_CELLS + 1];
  NonetLogicOptions options;
  NonetPath path;
  NonetError error;

  logic_test_grid_line (puzzle, name);
  nonet_logic_options_init (&options);
  nonet_path_init (&path);
  if (nonet_path_build (puzzle, &options, &path, &error) != NONET_STATUS_OK)
    {
      nonet_path_clear (&path);
      return;
    }
  options.unique = path.unique;
  /* List what the path's search can take (HoDoKu's ALS rules). */
  options.path_rules = true;
  for (int i = 0; i < path.n_steps; i += STATE_STRIDE)
    {
      NonetGrid state;

      nonet_path_state_at (&path, i, &state);
      check_state (&state, &path.steps[i], &options, name, i, tally);
      tally->states++;
      tally->checked_steps[path.steps[i].technique]++;
    }
  nonet_path_clear (&path);
}

static void
report (const char  *name,
        const Tally *tally)
{
  g_test_message ("%s: %d states checked, %d with an easier step", name, tally->states,
                  tally->failures);
  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    if (tally->checked_steps[t] > 0)
      g_test_message ("  %s: %d", nonet_technique_info ((NonetTechnique) t)->id,
                      tally->checked_steps[t]);
}

static void
test_generated (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (1313);
  static Tally tally;

  for (int n = 0; n < N_GENERATED; n++)
    {
      NonetGrid puzzle;

      logic_test_random_puzzle (rand, &puzzle);
      check_puzzle (&puzzle, &tally);
    }
  report ("generated", &tally);
  g_assert_cmpint (tally.states, >, 0);
  g_assert_cmpint (tally.failures, ==, 0);
}

static void
test_top1465 (void)
{
  g_auto (GStrv) lines = logic_test_collection_lines ("top1465.txt");
  static Tally tally;
  int n = 0;

  if (lines == NULL)
    return;
  for (int i = 0; lines[i] != NULL; i++)
    {
      NonetGrid grid;

      if (!logic_test_parse_line (lines[i], &grid) || n++ % TOP_STRIDE != 0)
        continue;
      check_puzzle (&grid, &tally);
    }
  report ("top1465", &tally);
  g_assert_cmpint (tally.states, >, 0);
  g_assert_cmpint (tally.failures, ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/logic-order/table", test_order_table);
  g_test_add_func ("/logic-order/generated", test_generated);
  g_test_add_func ("/logic-order/top1465", test_top1465);
  return g_test_run ();
}
