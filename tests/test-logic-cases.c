/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-logic-cases.c: per-technique cases with exact eliminations and
 * highlights.
 *
 * tests/data/logic-cases.txt holds cases in HoDoKu's library format (so
 * `nonet-cli check-library` runs them too), found by our own engine on
 * puzzles generated here. The extra field (the last) holds the highlight the
 * step must have, as space-separated tokens:
 *
 *   h18/base        house 18 (box 1) shaded with role base
 *   m40.3/cover     candidate 3 of cell 40 marked cover (.0: the whole cell)
 *   l5.1+2>6.7/s    link from digit 5 in cells 1 and 2 to digit 6 in 7, strong (w: weak)
 *
 * TARGET and PLACEMENT marks are left out (they follow from the result).
 * The test asks for every step of the case's technique at the case's state
 * and needs one whose eliminations (or placements) and highlight are exactly
 * those.
 *
 * A technique without a HoDoKu code has our stable id in the code field
 * (":wxyz-wing:..."); such lines are ours only, not for check-library.
 *
 * Regenerate (and review the diff) with:
 *   build/tests/test-logic-cases --write-cases > tests/data/logic-cases.txt
 * Only techniques whose family is written are generated; a family helper
 * adds its techniques to case_techniques[] below.
 *
 * Every technique needs at least one case (it is the example drawing of
 * "What is a ...?", see /step-view/every-example). For the ones the file
 * lacks (rare in paths, or new), append cases with:
 *   build/tests/test-logic-cases --add-missing tests/data/logic-cases.txt \
 *     >> tests/data/logic-cases.txt
 * which takes states of generated paths where the technique applies even if
 * the path took an easier step there (see add_missing).
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "nonet.h"
#include "logic-test-util.h"

#define MAX_STEPS      256
#define CASES_PER_TECH 4
#define MAX_PUZZLES    3000

static const NonetTechnique case_techniques[] = {
  NONET_TECH_FULL_HOUSE, NONET_TECH_NAKED_SINGLE, NONET_TECH_HIDDEN_SINGLE,
  NONET_TECH_LOCKED_PAIR, NONET_TECH_LOCKED_TRIPLE, NONET_TECH_POINTING, NONET_TECH_CLAIMING,
  NONET_TECH_NAKED_PAIR, NONET_TECH_NAKED_TRIPLE, NONET_TECH_NAKED_QUAD,
  NONET_TECH_HIDDEN_PAIR, NONET_TECH_HIDDEN_TRIPLE, NONET_TECH_HIDDEN_QUAD,
  NONET_TECH_X_WING, NONET_TECH_SWORDFISH, NONET_TECH_JELLYFISH, NONET_TECH_BUG_PLUS_1,
  NONET_TECH_UNIQUE_RECTANGLE_1, NONET_TECH_UNIQUE_RECTANGLE_2, NONET_TECH_UNIQUE_RECTANGLE_3,
  NONET_TECH_UNIQUE_RECTANGLE_4, NONET_TECH_UNIQUE_RECTANGLE_5, NONET_TECH_UNIQUE_RECTANGLE_6,
  NONET_TECH_HIDDEN_RECTANGLE, NONET_TECH_AVOIDABLE_RECTANGLE_1, NONET_TECH_AVOIDABLE_RECTANGLE_2,
  NONET_TECH_FINNED_X_WING, NONET_TECH_SASHIMI_X_WING, NONET_TECH_FINNED_SWORDFISH,
  NONET_TECH_SASHIMI_SWORDFISH, NONET_TECH_FINNED_JELLYFISH, NONET_TECH_SASHIMI_JELLYFISH,
  /* Franken and mutant fish are rare in paths of generated puzzles. */
  NONET_TECH_FRANKEN_X_WING, NONET_TECH_FRANKEN_SWORDFISH, NONET_TECH_FRANKEN_JELLYFISH,
  NONET_TECH_FINNED_FRANKEN_X_WING, NONET_TECH_FINNED_FRANKEN_SWORDFISH,
  NONET_TECH_FINNED_FRANKEN_JELLYFISH, NONET_TECH_MUTANT_X_WING, NONET_TECH_MUTANT_SWORDFISH,
  NONET_TECH_MUTANT_JELLYFISH, NONET_TECH_FINNED_MUTANT_X_WING,
  NONET_TECH_FINNED_MUTANT_SWORDFISH, NONET_TECH_FINNED_MUTANT_JELLYFISH,
  /* The dual forms never reach a path (their single forms come first). */
  NONET_TECH_SKYSCRAPER, NONET_TECH_TWO_STRING_KITE, NONET_TECH_TURBOT_FISH,
  NONET_TECH_EMPTY_RECTANGLE,
  NONET_TECH_W_WING, NONET_TECH_XY_WING, NONET_TECH_XYZ_WING,
  NONET_TECH_SUE_DE_COQ,
  NONET_TECH_ALS_XZ, NONET_TECH_ALS_XY_WING, NONET_TECH_ALS_XY_CHAIN, NONET_TECH_DEATH_BLOSSOM,
  NONET_TECH_SIMPLE_COLORS_TRAP, NONET_TECH_SIMPLE_COLORS_WRAP, NONET_TECH_MULTI_COLORS_1,
  NONET_TECH_MULTI_COLORS_2,
  NONET_TECH_REMOTE_PAIR, NONET_TECH_X_CHAIN, NONET_TECH_XY_CHAIN,
  NONET_TECH_NICE_LOOP_CONTINUOUS, NONET_TECH_NICE_LOOP_DISCONTINUOUS, NONET_TECH_AIC,
  NONET_TECH_GROUPED_NICE_LOOP_CONTINUOUS, NONET_TECH_GROUPED_NICE_LOOP_DISCONTINUOUS,
  NONET_TECH_GROUPED_AIC,
  /* Techniques without a HoDoKu code are written with their id as the code
   * (see parse_case_line). Aligned Pair Exclusion, forcing-chain
   * contradiction and forcing-net verity were not found in the generated
   * paths when this was written; they stay listed so a regeneration picks
   * them up. */
  NONET_TECH_WXYZ_WING, NONET_TECH_MEDUSA_3D, NONET_TECH_ALIGNED_PAIR_EXCLUSION,
  NONET_TECH_FORCING_CHAIN_CONTRADICTION, NONET_TECH_FORCING_CHAIN_VERITY,
  NONET_TECH_FORCING_NET_CONTRADICTION, NONET_TECH_FORCING_NET_VERITY,
};

static const char *const role_ids[NONET_N_ROLES] = {
  "base", "cover", "fin", "endo-fin", "target", "placement", "chain-on", "chain-off",
  "als-1", "als-2", "als-3", "als-4", "color-a", "color-b",
};

/* ------------------------------------------------------------------------
 * Highlight fingerprints
 * ------------------------------------------------------------------------ */

static void
append_node (GString         *s,
             const NonetNode *node)
{
  g_string_append_printf (s, "%d.", node->digit);
  for (int i = 0; i < node->n_cells; i++)
    g_string_append_printf (s, i > 0 ? "+%d" : "%d", node->cells[i]);
}

static char *
highlight_text (const NonetStep *step)
{
  GString *s = g_string_new (NULL);

  for (int i = 0; i < step->n_houses; i++)
    g_string_append_printf (s, " h%d/%s", step->houses[i].house, role_ids[step->houses[i].role]);
  for (int i = 0; i < step->n_marks; i++)
    {
      const NonetMark *mark = &step->marks[i];
      if (mark->role == NONET_ROLE_TARGET || mark->role == NONET_ROLE_PLACEMENT)
        continue;
      g_string_append_printf (s, " m%d.%d/%s", mark->cell, mark->digit, role_ids[mark->role]);
    }
  for (int i = 0; i < step->n_links; i++)
    {
      g_string_append (s, " l");
      append_node (s, &step->links[i].from);
      g_string_append_c (s, '>');
      append_node (s, &step->links[i].to);
      g_string_append (s, step->links[i].kind == NONET_LINK_STRONG ? "/s" : "/w");
    }
  return g_strdup (s->len > 0 ? s->str + 1 : "");
}

static int
compare_strings (const void *a,
                 const void *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* Tokens in any order: sort them so the comparison ignores order. */
static char *
normalize_tokens (const char *text)
{
  g_auto (GStrv) tokens = g_strsplit (text, " ", -1);
  guint n = g_strv_length (tokens);

  qsort (tokens, n, sizeof (char *), compare_strings);
  return g_strjoinv (" ", tokens);
}

/* ------------------------------------------------------------------------
 * The test
 * ------------------------------------------------------------------------ */

static gboolean
same_candidates (const NonetCandidate *a,
                 int                   n_a,
                 const NonetCandidate *b,
                 int                   n_b)
{
  if (n_a != n_b)
    return FALSE;
  for (int i = 0; i < n_a; i++)
    {
      gboolean hit = FALSE;
      for (int j = 0; j < n_b && !hit; j++)
        hit = a[i].cell == b[j].cell && a[i].digit == b[j].digit;
      if (!hit)
        return FALSE;
    }
  return TRUE;
}

/* A technique without a HoDoKu code is written with our stable id in the
 * code field (":wxyz-wing:..."), which the library parser keeps as it is. */
static void
parse_case_line (const char       *line,
                 NonetLibraryCase *library_case,
                 NonetTechnique   *technique)
{
  NonetError error;

  g_assert_cmpint (nonet_parse_library_line (line, strlen (line), library_case, &error), ==,
                   NONET_STATUS_OK);
  *technique = nonet_technique_from_code (library_case->code);
  if (*technique == NONET_N_TECHNIQUES)
    *technique = nonet_technique_from_id (library_case->code);
  g_assert_cmpint (*technique, <, NONET_N_TECHNIQUES);
}

/* Whether nonet_find_technique_steps gives, at state, a step with exactly
 * these eliminations, placements and (normalized) highlight. */
static gboolean
find_matching_step (const NonetGrid      *state,
                    NonetTechnique        technique,
                    const NonetCandidate *eliminations,
                    int                   n_eliminations,
                    const NonetCandidate *placements,
                    int                   n_placements,
                    const char           *expected,
                    guint                 number,
                    NonetStep            *steps)
{
  NonetLogicOptions options;
  int n;

  nonet_logic_options_init (&options);
  options.unique = TRUE;
  n = nonet_find_technique_steps (state, technique, &options, steps, MAX_STEPS);
  for (int i = 0; i < n; i++)
    {
      g_autofree char *text = NULL;
      g_autofree char *normal = NULL;

      if (!same_candidates (steps[i].eliminations, steps[i].n_eliminations,
                            eliminations, n_eliminations)
          || !same_candidates (steps[i].placements, steps[i].n_placements,
                               placements, n_placements))
        continue;
      text = highlight_text (&steps[i]);
      normal = normalize_tokens (text);
      if (g_str_equal (normal, expected))
        return TRUE;
      g_test_message ("line %u: same result, other highlight:\n  want %s\n  got  %s",
                      number, expected, normal);
    }
  return FALSE;
}

static void
check_case (const char *line,
            guint       number,
            NonetStep  *steps)
{
  NonetLibraryCase library_case;
  NonetTechnique technique;
  g_auto (GStrv) fields = g_strsplit (line, ":", -1);
  g_autofree char *expected = NULL;

  g_assert_cmpuint (g_strv_length (fields), >=, 8);
  parse_case_line (line, &library_case, &technique);
  expected = normalize_tokens (fields[7]);
  if (!find_matching_step (&library_case.grid, technique, library_case.eliminations,
                           library_case.n_eliminations, library_case.placements,
                           library_case.n_placements, expected, number, steps))
    g_test_fail_printf ("line %u (%s): no step with these eliminations and highlight",
                        number, nonet_technique_info (technique)->id);
}

static void
test_cases (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "logic-cases.txt", NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  g_autofree NonetStep *steps = g_new (NonetStep, MAX_STEPS);
  guint n_cases = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (lines[i][0] != ':')
        continue;
      check_case (lines[i], i + 1, steps);
      n_cases++;
    }
  g_test_message ("%u cases", n_cases);
  g_assert_cmpuint (n_cases, >=, G_N_ELEMENTS (case_techniques));
}

/* ------------------------------------------------------------------------
 * Writing the cases (--write-cases)
 * ------------------------------------------------------------------------ */

static void
append_candidates (GString              *s,
                   const NonetCandidate *candidates,
                   int                   n)
{
  for (int i = 0; i < n; i++)
    g_string_append_printf (s, "%s%d%d%d", i > 0 ? " " : "", candidates[i].digit,
                            candidates[i].cell / 9 + 1, candidates[i].cell % 9 + 1);
}

/* The state as a library line: givens, placed digits with '+', and the
 * candidates the pencil marks lack, then the step's result and highlight. */
static void
print_case (const NonetGrid *state,
            const NonetStep *step)
{
  g_autoptr (GString) s = g_string_new (NULL);
  g_autofree char *highlight = highlight_text (step);
  NonetGrid plain = *state;
  const NonetTechniqueInfo *info;
  gboolean first = TRUE;

  info = nonet_technique_info (step->technique);
  g_string_append_printf (s, ":%s:", info->code[0] != '\0' ? info->code : info->id);
  for (int d = 1; d <= NONET_DIGITS; d++)
    if (step->digits & nonet_digit_bit (d))
      g_string_append_printf (s, "%d", d);
  g_string_append_c (s, ':');
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      if (state->values[cell] != 0 && !state->given[cell])
        g_string_append_c (s, '+');
      g_string_append_c (s, state->values[cell] ? (char) ('0' + state->values[cell]) : '.');
    }
  g_string_append_c (s, ':');
  plain.has_candidates = FALSE;
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      NonetMask gone;
      if (state->values[cell] != 0)
        continue;
      gone = nonet_grid_cell_candidates (&plain, cell) & ~state->candidates[cell];
      for (int d = 1; d <= NONET_DIGITS; d++)
        if (gone & nonet_digit_bit (d))
          {
            g_string_append_printf (s, "%s%d%d%d", first ? "" : " ", d, cell / 9 + 1, cell % 9 + 1);
            first = FALSE;
          }
    }
  g_string_append_c (s, ':');
  append_candidates (s, step->eliminations, step->n_eliminations);
  g_string_append_c (s, ':');
  append_candidates (s, step->placements, step->n_placements);
  g_string_append_printf (s, ":%s", highlight);
  printf ("%s\n", s->str);
}

/* A case is written only if the test can find its step again: the path
 * picks the best of the steps with one effect, the "all steps" search keeps
 * the first, and they can differ (e.g. a cell and a house forcing-chain
 * verity that place the same digits). */
static gboolean
reproducible (const NonetGrid *state,
              const NonetStep *step,
              NonetStep       *steps)
{
  g_autofree char *text = highlight_text (step);
  g_autofree char *expected = normalize_tokens (text);

  return find_matching_step (state, step->technique, step->eliminations, step->n_eliminations,
                             step->placements, step->n_placements, expected, 0, steps);
}

/* What walk_paths calls at each state of a path, with the step the path
 * takes there; FALSE stops the walk. */
typedef gboolean (*VisitFunc) (const NonetGrid *state,
                               const NonetStep *step,
                               int              puzzle,
                               int              index,
                               gpointer         data);

/* Walks the paths of n_puzzles minimal puzzles generated from seed. */
static void
walk_paths (guint32   seed,
            int       n_puzzles,
            VisitFunc visit,
            gpointer  data)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  gboolean more = TRUE;

  for (int n = 0; n < n_puzzles && more; n++)
    {
      NonetGrid puzzle, state;
      NonetPath path;

      logic_test_random_puzzle (rand, &puzzle);
      nonet_path_init (&path);
      nonet_path_build (&puzzle, NULL, &path, NULL);
      state = path.start;
      for (int i = 0; i < path.n_steps && more; i++)
        {
          more = visit (&state, &path.steps[i], n, i, data);
          nonet_step_apply (&path.steps[i], &state);
        }
      nonet_path_clear (&path);
    }
}

typedef struct
{
  NonetStep *steps;
  int        counts[NONET_N_TECHNIQUES];
  gboolean   wanted[NONET_N_TECHNIQUES];
} WriteCases;

static gboolean
write_case (const NonetGrid *state,
            const NonetStep *step,
            int              puzzle,
            int              index,
            gpointer         data)
{
  WriteCases *w = data;
  NonetTechnique t = step->technique;

  /* Late states only for singles: early ones are too easy to be telling. */
  if (!w->wanted[t] || w->counts[t] >= CASES_PER_TECH
      || (t <= NONET_TECH_HIDDEN_SINGLE && index < 10 * (w->counts[t] + 1)))
    return TRUE;
  if (reproducible (state, step, w->steps))
    {
      print_case (state, step);
      w->counts[t]++;
    }
  else
    fprintf (stderr, "puzzle %d step %d: the path's %s step is not among "
             "nonet_find_technique_steps' steps; not written\n", puzzle, index,
             nonet_technique_info (t)->id);
  return TRUE;
}

/* Walks the paths of generated puzzles and prints, per technique, the
 * first CASES_PER_TECH states where find_step picks it. */
static int
write_cases (void)
{
  g_autofree WriteCases *w = g_new0 (WriteCases, 1);
  g_autofree NonetStep *steps = g_new (NonetStep, MAX_STEPS);

  w->steps = steps;
  for (guint i = 0; i < G_N_ELEMENTS (case_techniques); i++)
    w->wanted[case_techniques[i]] = TRUE;
  printf ("# Nonet's own technique cases (HoDoKu library format; see tests/test-logic-cases.c).\n");
  printf ("# Found by Nonet's engine on puzzles it generated; the last field is the highlight.\n");
  walk_paths (3, MAX_PUZZLES, write_case, w);
  for (guint i = 0; i < G_N_ELEMENTS (case_techniques); i++)
    if (w->counts[case_techniques[i]] == 0)
      fprintf (stderr, "no case found for %s\n", nonet_technique_info (case_techniques[i])->id);
  return 0;
}

/* ------------------------------------------------------------------------
 * Adding cases for the techniques the fixture lacks (--add-missing FILE)
 * ------------------------------------------------------------------------ */

/* Candidates kept per technique before the best one is written, and the
 * generated puzzles walked at most. */
#define MISSING_CANDIDATES 20
#define MISSING_PUZZLES    3000
/* A case whose step takes longer than this to find again (the "What is
 * a ...?" popover does it when it opens) is not kept. */
#define MISSING_MAX_FIND_US 20000

typedef struct
{
  gboolean  wanted;
  int       found;           /* candidates seen */
  gint64    score;           /* lower is better; G_MAXINT64: none yet */
  NonetGrid state;
  NonetStep step;
  gint64    find_us;
} MissingCase;

/* The techniques FILE has at least one case of. */
static void
techniques_in_file (const char *path,
                    gboolean    present[NONET_N_TECHNIQUES])
{
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GError) error = NULL;

  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s", error->message);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto (GStrv) fields = NULL;
      NonetTechnique t;

      if (lines[i][0] != ':')
        continue;
      fields = g_strsplit (lines[i], ":", 3);
      t = nonet_technique_from_code (fields[1]);
      if (t == NONET_N_TECHNIQUES)
        t = nonet_technique_from_id (fields[1]);
      if (t < NONET_N_TECHNIQUES)
        present[t] = TRUE;
    }
}

static int
count_tokens (const char *text)
{
  int n = text[0] != '\0';

  for (const char *p = text; *p != '\0'; p++)
    n += *p == ' ';
  return n;
}

/* A verity whose result is in its own branching cell: one branch is a
 * contradiction the picture does not show. */
static gboolean
verity_on_itself (const NonetStep *step)
{
  if (step->technique != NONET_TECH_FORCING_CHAIN_VERITY
      && step->technique != NONET_TECH_FORCING_NET_VERITY)
    return FALSE;
  for (int i = 0; i < step->n_cells; i++)
    {
      for (int j = 0; j < step->n_eliminations; j++)
        if (step->eliminations[j].cell == step->cells[i])
          return TRUE;
      for (int j = 0; j < step->n_placements; j++)
        if (step->placements[j].cell == step->cells[i])
          return TRUE;
    }
  return FALSE;
}

/* A step that is the only one of its technique there first (the case does
 * not hang on which of several the engine lists), then small pictures:
 * the fewest highlight tokens, then the fewest candidates on the board.
 * G_MAXINT64 for a step that shows too little. */
static gint64
missing_score (const NonetGrid *state,
               const NonetStep *step,
               int              n_same)
{
  g_autofree char *text = highlight_text (step);
  int n_candidates = 0;

  /* A step with no highlight (a trial whose assumption implies nothing
   * else) would show nothing but its result; a forcing step without
   * implications would say "the same result ()". */
  if (text[0] == '\0'
      || (nonet_technique_info (step->technique)->family == NONET_FAMILY_FORCING
          && (step->n_links == 0 || verity_on_itself (step))))
    return G_MAXINT64;
  for (int cell = 0; cell < NONET_CELLS; cell++)
    if (state->values[cell] == 0)
      n_candidates += nonet_mask_count (state->candidates[cell]);
  return (n_same > 1 ? G_GINT64_CONSTANT (1) << 40 : 0) + 1000 * count_tokens (text)
         + n_candidates;
}

/* Microseconds nonet_find_technique_steps takes for technique at state:
 * the least of three runs when the first is close to the limit, so that a
 * busy machine rarely changes which case is kept. */
static gint64
find_time (const NonetGrid         *state,
           NonetTechnique           technique,
           const NonetLogicOptions *options,
           NonetStep               *steps)
{
  gint64 least = G_MAXINT64;

  for (int run = 0; run < 3 && least > MISSING_MAX_FIND_US / 2; run++)
    {
      gint64 start = g_get_monotonic_time ();

      nonet_find_technique_steps (state, technique, options, steps, MAX_STEPS);
      least = MIN (least, g_get_monotonic_time () - start);
    }
  return least;
}

/* Tries technique at state: keeps its best step if it beats the case so
 * far and is found again fast enough. Every state where the technique
 * applies counts as a candidate, fast or not, so that which states are
 * compared does not depend on the machine. */
static void
try_missing (const NonetGrid *state,
             NonetTechnique   technique,
             MissingCase     *best,
             NonetStep       *steps)
{
  NonetLogicOptions options;
  NonetStep step;
  gint64 find_us;
  int n, n_same = 0, pick = -1;
  gint64 score = G_MAXINT64;

  nonet_logic_options_init (&options);
  options.unique = TRUE;
  n = nonet_find_technique_steps (state, technique, &options, steps, MAX_STEPS);
  /* A forcing-net verity search that finds none shows a nested net as a
   * contradiction: only steps of the technique itself count. */
  for (int i = 0; i < n; i++)
    n_same += steps[i].technique == technique
              && steps[i].n_eliminations + steps[i].n_placements > 0;
  for (int i = 0; i < n; i++)
    if (steps[i].technique == technique && steps[i].n_eliminations + steps[i].n_placements > 0
        && missing_score (state, &steps[i], n_same) < score)
      {
        score = missing_score (state, &steps[i], n_same);
        pick = i;
      }
  if (pick < 0 || n >= MAX_STEPS)
    return;
  best->found++;
  if (score >= best->score)
    return;
  step = steps[pick];
  find_us = find_time (state, technique, &options, steps);
  if (find_us > MISSING_MAX_FIND_US || !reproducible (state, &step, steps))
    return;
  best->score = score;
  best->state = *state;
  best->step = step;
  best->find_us = find_us;
}

typedef struct
{
  NonetStep   *steps;
  MissingCase *cases;
} AddMissing;

/* MISSING_CANDIDATES seen, and one of them kept (when all are slow, the
 * search goes on until one is not). */
static gboolean
missing_done (const MissingCase *c)
{
  return c->found >= MISSING_CANDIDATES && c->score != G_MAXINT64;
}

/* Tries every technique not done at state; FALSE once all are. */
static gboolean
try_missing_all (const NonetGrid *state,
                 const NonetStep *step,
                 int              puzzle,
                 int              index,
                 gpointer         data)
{
  AddMissing *a = data;
  gboolean more = FALSE;

  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    if (a->cases[t].wanted && !missing_done (&a->cases[t]))
      {
        try_missing (state, t, &a->cases[t], a->steps);
        more |= !missing_done (&a->cases[t]);
      }
  return more;
}

/* One case (the best of MISSING_CANDIDATES found) for each technique that
 * FILE has no case of: the state of a path
 * of a generated puzzle where nonet_find_technique_steps finds the
 * technique, whether or not the path took it there (for the rare ones an
 * easier step nearly always comes first). Written on standard output, to
 * be appended to FILE; stderr says what was not found. */
static int
add_missing (const char *path)
{
  g_autofree NonetStep *steps = g_new (NonetStep, MAX_STEPS);
  g_autofree MissingCase *cases = g_new0 (MissingCase, NONET_N_TECHNIQUES);
  gboolean present[NONET_N_TECHNIQUES] = { FALSE };

  techniques_in_file (path, present);
  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    {
      cases[t].wanted = !present[t];
      cases[t].score = G_MAXINT64;
    }
  walk_paths (9, MISSING_PUZZLES, try_missing_all, &(AddMissing) { steps, cases });
  for (int t = 0, written = 0; t < NONET_N_TECHNIQUES; t++)
    {
      if (!cases[t].wanted)
        continue;
      if (cases[t].score == G_MAXINT64)
        {
          fprintf (stderr, "no case found for %s\n", nonet_technique_info (t)->id);
          continue;
        }
      fprintf (stderr, "%s: best of %d, found again in %" G_GINT64_FORMAT " us\n",
               nonet_technique_info (t)->id, cases[t].found, cases[t].find_us);
      if (written++ == 0)
        printf ("# Added by `test-logic-cases --add-missing` (techniques the lines above lack): a\n"
                "# state of a generated puzzle's path where the technique applies, whether or\n"
                "# not the path took it there.\n");
      print_case (&cases[t].state, &cases[t].step);
    }
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  if (argc > 1 && g_str_equal (argv[1], "--write-cases"))
    return write_cases ();
  if (argc > 2 && g_str_equal (argv[1], "--add-missing"))
    return add_missing (argv[2]);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/logic-cases/library", test_cases);
  return g_test_run ();
}
