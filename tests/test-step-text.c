/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-step-text.c: the words for techniques, houses and steps (C locale). */

#include <locale.h>
#include <string.h>

#include <glib.h>

#include "nonet-step-text.h"
#include "nonet-technique-text.h"

static void
add_elimination (NonetStep *step,
                 int        row,
                 int        column,
                 int        digit)
{
  step->eliminations[step->n_eliminations].cell = (uint8_t) nonet_cell_at (row - 1, column - 1);
  step->eliminations[step->n_eliminations].digit = (uint8_t) digit;
  step->n_eliminations++;
}

static void
add_house (NonetStep *step,
           int        house,
           NonetRole  role)
{
  step->houses[step->n_houses].house = (uint8_t) house;
  step->houses[step->n_houses].role = (uint8_t) role;
  step->n_houses++;
}

static void
test_names (void)
{
  g_autofree char *row = nonet_house_name (2);
  g_autofree char *column = nonet_house_name (9 + 4);
  g_autofree char *box = nonet_house_name (18 + 3);

  g_assert_cmpstr (row, ==, "row 3");
  g_assert_cmpstr (column, ==, "column 5");
  g_assert_cmpstr (box, ==, "box 4");
  g_assert_cmpstr (nonet_technique_get_name (NONET_TECH_X_WING), ==, "X-Wing");
  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    {
      /* Every technique has a name, and an untranslated one for JSON. */
      g_assert_nonnull (nonet_technique_get_english_name ((NonetTechnique) t));
      g_assert_cmpstr (nonet_technique_get_name ((NonetTechnique) t), ==,
                       nonet_technique_get_english_name ((NonetTechnique) t));
    }
  g_assert_cmpstr (nonet_level_get_id (NONET_LEVEL_UNFAIR), ==, "unfair");
  g_assert_cmpstr (nonet_label_get_id (NONET_LABEL_EXPERT), ==, "Expert");
  g_assert_cmpstr (nonet_role_get_id (NONET_ROLE_CHAIN_ON), ==, "chain-on");
}

/* The issue's own example, word for word. */
static void
test_pointing (void)
{
  NonetStep step = { 0 };
  g_autofree char *text = NULL;

  step.technique = NONET_TECH_POINTING;
  step.digits = nonet_digit_bit (7);
  add_house (&step, 18 + 3, NONET_ROLE_BASE);
  add_house (&step, 4, NONET_ROLE_COVER);
  add_elimination (&step, 5, 7, 7);
  add_elimination (&step, 5, 9, 7);
  text = nonet_step_describe (&step);
  g_assert_cmpstr (text, ==, "In box 4 the 7 can only go in row 5 (neighbor-subbox influence), "
                             "so 7 is removed from r5c7 and r5c9.");
}

static void
test_claiming_and_groups (void)
{
  NonetStep step = { 0 };
  g_autofree char *text = NULL;

  step.technique = NONET_TECH_CLAIMING;
  step.digits = nonet_digit_bit (3);
  add_house (&step, 9 + 1, NONET_ROLE_BASE);
  add_house (&step, 18, NONET_ROLE_COVER);
  add_elimination (&step, 1, 1, 3);
  add_elimination (&step, 2, 3, 3);
  add_elimination (&step, 3, 3, 3);
  text = nonet_step_describe (&step);
  g_assert_cmpstr (text, ==, "In column 2 the 3 can only go in box 1 (neighbor-subbox influence), "
                             "so 3 is removed from r1c1, r2c3 and r3c3.");
}

static void
test_naked_pair (void)
{
  NonetStep step = { 0 };
  g_autofree char *text = NULL;

  step.technique = NONET_TECH_NAKED_PAIR;
  step.digits = nonet_digit_bit (1) | nonet_digit_bit (7);
  add_house (&step, 2, NONET_ROLE_BASE);
  step.cells[step.n_cells++] = (uint8_t) nonet_cell_at (2, 0);
  step.cells[step.n_cells++] = (uint8_t) nonet_cell_at (2, 3);
  add_elimination (&step, 3, 5, 1);
  add_elimination (&step, 3, 5, 7);
  add_elimination (&step, 3, 9, 7);
  text = nonet_step_describe (&step);
  g_assert_cmpstr (text, ==, "In row 3, r3c1 and r3c4 hold only 1 and 7 between them, "
                             "so 1 is removed from r3c5; 7 from r3c5 and r3c9.");
}

static void
test_singles (void)
{
  NonetStep step = { 0 };
  g_autofree char *hidden = NULL;
  g_autofree char *naked = NULL;

  step.technique = NONET_TECH_HIDDEN_SINGLE;
  step.digits = nonet_digit_bit (7);
  add_house (&step, 18 + 3, NONET_ROLE_BASE);
  step.placements[0].cell = (uint8_t) nonet_cell_at (4, 1);
  step.placements[0].digit = 7;
  step.n_placements = 1;
  hidden = nonet_step_describe (&step);
  g_assert_cmpstr (hidden, ==, "In box 4 the 7 can only go in r5c2, so r5c2 is 7.");
  step.technique = NONET_TECH_NAKED_SINGLE;
  naked = nonet_step_describe (&step);
  g_assert_cmpstr (naked, ==, "7 is the only candidate left in r5c2, so r5c2 is 7.");
}

/* The generic sentence, and a chain as its implications. */
static void
test_generic (void)
{
  NonetStep step = { 0 };
  g_autofree char *text = NULL;
  g_autofree char *chain = NULL;

  step.technique = NONET_TECH_TRIAL;
  step.digits = nonet_digit_bit (5);
  step.marks[0] = (NonetMark) { 1, 5, NONET_ROLE_BASE };
  step.marks[1] = (NonetMark) { 9, 5, NONET_ROLE_TARGET };
  step.n_marks = 2;
  add_elimination (&step, 2, 1, 5);
  text = nonet_step_describe_generic (&step);
  g_assert_cmpstr (text, ==, "Trial on 5 in r1c2, so 5 is removed from r2c1.");

  step.links[0].from = (NonetNode) { 5, 1, { 1 } };
  step.links[0].to = (NonetNode) { 5, 1, { 6 } };
  step.links[0].kind = NONET_LINK_STRONG;
  step.links[1].from = step.links[0].to;
  step.links[1].to = (NonetNode) { 5, 2, { 15, 16 } };
  step.links[1].kind = NONET_LINK_WEAK;
  step.n_links = 2;
  chain = nonet_step_describe_generic (&step);
  g_assert_cmpstr (chain, ==, "Trial: r1c2≠5 → r1c7=5 → r2c78≠5, so 5 is removed from r2c1.");
}

/* Every technique gets a sentence that names what it removes. */
static void
add_link (NonetStep *step,
          int        from,
          int        from_digit,
          int        to,
          int        to_digit,
          int        kind)
{
  NonetLink *link = &step->links[step->n_links++];

  link->from = (NonetNode) { .digit = from_digit, .n_cells = 1, .cells = { from } };
  link->to = (NonetNode) { .digit = to_digit, .n_cells = 1, .cells = { to } };
  link->kind = kind;
}

static int
count_of (const char *text,
          const char *needle)
{
  int n = 0;

  for (const char *p = strstr (text, needle); p != NULL; p = strstr (p + 1, needle))
    n++;
  return n;
}

/* Issue 9, problem 4: the forcing chain text repeated every node
 * ("r2c5=5 ⇒ r4c5≠5, r4c5≠5 ⇒ r4c5=9, ..."). Each implication once: a run
 * goes on from its last conclusion; a branch starts from its premise. */
static void
test_forcing_once (void)
{
  NonetStep step = { .technique = NONET_TECH_FORCING_CHAIN_CONTRADICTION };
  g_autofree char *text = NULL;

  step.digits = nonet_digit_bit (5);
  step.cells[step.n_cells++] = nonet_cell_at (1, 4);                   /* r2c5 */
  add_link (&step, nonet_cell_at (1, 4), 5, nonet_cell_at (3, 4), 5, NONET_LINK_WEAK);
  add_link (&step, nonet_cell_at (3, 4), 5, nonet_cell_at (3, 4), 9, NONET_LINK_STRONG);
  add_link (&step, nonet_cell_at (3, 4), 9, nonet_cell_at (3, 0), 9, NONET_LINK_WEAK);
  add_link (&step, nonet_cell_at (1, 4), 5, nonet_cell_at (1, 8), 5, NONET_LINK_WEAK);
  add_elimination (&step, 2, 5, 5);
  text = nonet_step_describe (&step);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "r2c5=5 ⇒ r4c5≠5 ⇒ r4c5=9 ⇒ r4c1≠9, r2c5=5 ⇒ r2c9≠5"));
  g_assert_cmpint (count_of (text, "r4c5≠5"), ==, 1);
  g_assert_cmpint (count_of (text, "r4c5=9"), ==, 1);
}

/* The CLI prints "5. X-Chain: X-Chain: ..." no more: chains' sentences do
 * not repeat the technique's name, which titles the step everywhere. */
static void
test_chain_name_once (void)
{
  NonetStep step = { .technique = NONET_TECH_X_CHAIN };
  g_autofree char *text = NULL;

  step.digits = nonet_digit_bit (5);
  add_link (&step, 17, 5, 44, 5, NONET_LINK_STRONG);
  add_link (&step, 44, 5, 37, 5, NONET_LINK_WEAK);
  add_link (&step, 37, 5, 47, 5, NONET_LINK_STRONG);
  add_elimination (&step, 2, 4, 5);
  text = nonet_step_describe (&step);
  g_test_message ("%s", text);
  g_assert_null (strstr (text, "X-Chain"));
  g_assert_nonnull (strstr (text, "r2c9≠5 → r5c9=5"));
  g_assert_nonnull (strstr (text, "5 is removed from r2c4"));
}

/* ALS sentences name the digit removed and why it is the one. */
static void
test_als_digit (void)
{
  NonetStep step = { .technique = NONET_TECH_ALS_XZ };
  g_autofree char *text = NULL;

  step.marks[step.n_marks++] = (NonetMark) { .cell = 0, .digit = 1, .role = NONET_ROLE_ALS_1 };
  step.marks[step.n_marks++] = (NonetMark) { .cell = 0, .digit = 7, .role = NONET_ROLE_ALS_1 };
  step.marks[step.n_marks++] = (NonetMark) { .cell = 40, .digit = 1, .role = NONET_ROLE_ALS_2 };
  step.marks[step.n_marks++] = (NonetMark) { .cell = 40, .digit = 7, .role = NONET_ROLE_ALS_2 };
  add_link (&step, 0, 1, 40, 1, NONET_LINK_WEAK);
  add_elimination (&step, 1, 5, 7);
  text = nonet_step_describe (&step);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "holds 7, the digit they also share: 7 is removed from r1c5"));
}

/* "What is a Swordfish?": every technique has two sentences. */
static void
test_technique_descriptions (void)
{
  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    {
      const char *text = nonet_technique_describe ((NonetTechnique) t);
      int sentences = 0;

      g_assert_nonnull (text);
      for (const char *p = text; *p; p++)
        if (*p == '.' && (p[1] == ' ' || p[1] == '\0'))
          sentences++;
      if (sentences != 2)
        g_error ("%s: %d sentences: %s", nonet_technique_get_name ((NonetTechnique) t),
                 sentences, text);
    }
  g_assert_nonnull (strstr (nonet_technique_describe (NONET_TECH_POINTING),
                            "neighbor-subbox influence"));
}

static void
test_every_technique (void)
{
  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    {
      NonetStep step = { 0 };
      g_autofree char *text = NULL;

      step.technique = (NonetTechnique) t;
      step.digits = nonet_digit_bit (4);
      add_house (&step, 0, NONET_ROLE_BASE);
      add_house (&step, 9, NONET_ROLE_COVER);
      step.cells[step.n_cells++] = 1;
      step.marks[step.n_marks++] = (NonetMark) { 1, 4, NONET_ROLE_BASE };
      add_elimination (&step, 9, 9, 4);
      text = nonet_step_describe (&step);
      g_assert_nonnull (strstr (text, "r9c9"));
    }
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/step-text/names", test_names);
  g_test_add_func ("/step-text/forcing-once", test_forcing_once);
  g_test_add_func ("/step-text/als-digit", test_als_digit);
  g_test_add_func ("/step-text/chain-name-once", test_chain_name_once);
  g_test_add_func ("/step-text/technique-descriptions", test_technique_descriptions);
  g_test_add_func ("/step-text/pointing", test_pointing);
  g_test_add_func ("/step-text/claiming", test_claiming_and_groups);
  g_test_add_func ("/step-text/naked-pair", test_naked_pair);
  g_test_add_func ("/step-text/singles", test_singles);
  g_test_add_func ("/step-text/generic", test_generic);
  g_test_add_func ("/step-text/every-technique", test_every_technique);
  return g_test_run ();
}
