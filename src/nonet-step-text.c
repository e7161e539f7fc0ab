/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-step-text.c: technique names and one sentence per step.
 *
 * One describe function per technique family (describe_<family>), each
 * returning NULL for what it does not cover yet; then the generic sentence
 * (technique, pattern cells, what it removes or places) is used. A family's
 * sentences are written by filling its own function only.
 *
 * Sentences are built from the step fields: houses[] (BASE first), cells[]
 * (the defining cells in the order the technique chose), marks[] by role,
 * links[] in chain order, placements[] and eliminations[].
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "nonet-step-text.h"

/* Same order as NonetTechnique; nonet_technique_info() has the English. */
static const char *const technique_names[NONET_N_TECHNIQUES] = {
  [NONET_TECH_FULL_HOUSE] = N_("Full House"),
  [NONET_TECH_NAKED_SINGLE] = N_("Naked Single"),
  [NONET_TECH_HIDDEN_SINGLE] = N_("Hidden Single"),
  [NONET_TECH_LOCKED_PAIR] = N_("Locked Pair"),
  [NONET_TECH_LOCKED_TRIPLE] = N_("Locked Triple"),
  [NONET_TECH_POINTING] = N_("Pointing"),
  [NONET_TECH_CLAIMING] = N_("Claiming"),
  [NONET_TECH_NAKED_PAIR] = N_("Naked Pair"),
  [NONET_TECH_NAKED_TRIPLE] = N_("Naked Triple"),
  [NONET_TECH_NAKED_QUAD] = N_("Naked Quad"),
  [NONET_TECH_HIDDEN_PAIR] = N_("Hidden Pair"),
  [NONET_TECH_HIDDEN_TRIPLE] = N_("Hidden Triple"),
  [NONET_TECH_HIDDEN_QUAD] = N_("Hidden Quad"),
  [NONET_TECH_X_WING] = N_("X-Wing"),
  [NONET_TECH_SWORDFISH] = N_("Swordfish"),
  [NONET_TECH_JELLYFISH] = N_("Jellyfish"),
  [NONET_TECH_REMOTE_PAIR] = N_("Remote Pair"),
  [NONET_TECH_BUG_PLUS_1] = N_("BUG+1"),
  [NONET_TECH_SKYSCRAPER] = N_("Skyscraper"),
  [NONET_TECH_TWO_STRING_KITE] = N_("2-String Kite"),
  [NONET_TECH_TURBOT_FISH] = N_("Turbot Fish"),
  [NONET_TECH_EMPTY_RECTANGLE] = N_("Empty Rectangle"),
  [NONET_TECH_DUAL_TWO_STRING_KITE] = N_("Dual 2-String Kite"),
  [NONET_TECH_DUAL_EMPTY_RECTANGLE] = N_("Dual Empty Rectangle"),
  [NONET_TECH_W_WING] = N_("W-Wing"),
  [NONET_TECH_XY_WING] = N_("XY-Wing"),
  [NONET_TECH_XYZ_WING] = N_("XYZ-Wing"),
  [NONET_TECH_WXYZ_WING] = N_("WXYZ-Wing"),
  [NONET_TECH_UNIQUE_RECTANGLE_1] = N_("Unique Rectangle Type 1"),
  [NONET_TECH_UNIQUE_RECTANGLE_2] = N_("Unique Rectangle Type 2"),
  [NONET_TECH_UNIQUE_RECTANGLE_3] = N_("Unique Rectangle Type 3"),
  [NONET_TECH_UNIQUE_RECTANGLE_4] = N_("Unique Rectangle Type 4"),
  [NONET_TECH_UNIQUE_RECTANGLE_5] = N_("Unique Rectangle Type 5"),
  [NONET_TECH_UNIQUE_RECTANGLE_6] = N_("Unique Rectangle Type 6"),
  [NONET_TECH_HIDDEN_RECTANGLE] = N_("Hidden Rectangle"),
  [NONET_TECH_AVOIDABLE_RECTANGLE_1] = N_("Avoidable Rectangle Type 1"),
  [NONET_TECH_AVOIDABLE_RECTANGLE_2] = N_("Avoidable Rectangle Type 2"),
  [NONET_TECH_FINNED_X_WING] = N_("Finned X-Wing"),
  [NONET_TECH_SASHIMI_X_WING] = N_("Sashimi X-Wing"),
  [NONET_TECH_FINNED_SWORDFISH] = N_("Finned Swordfish"),
  [NONET_TECH_SASHIMI_SWORDFISH] = N_("Sashimi Swordfish"),
  [NONET_TECH_FINNED_JELLYFISH] = N_("Finned Jellyfish"),
  [NONET_TECH_SASHIMI_JELLYFISH] = N_("Sashimi Jellyfish"),
  [NONET_TECH_SUE_DE_COQ] = N_("Sue de Coq"),
  [NONET_TECH_SIMPLE_COLORS_TRAP] = N_("Simple Colors Trap"),
  [NONET_TECH_SIMPLE_COLORS_WRAP] = N_("Simple Colors Wrap"),
  [NONET_TECH_MULTI_COLORS_1] = N_("Multi Colors 1"),
  [NONET_TECH_MULTI_COLORS_2] = N_("Multi Colors 2"),
  [NONET_TECH_MEDUSA_3D] = N_("3D Medusa"),
  [NONET_TECH_X_CHAIN] = N_("X-Chain"),
  [NONET_TECH_XY_CHAIN] = N_("XY-Chain"),
  [NONET_TECH_NICE_LOOP_CONTINUOUS] = N_("Continuous Nice Loop"),
  [NONET_TECH_NICE_LOOP_DISCONTINUOUS] = N_("Discontinuous Nice Loop"),
  [NONET_TECH_AIC] = N_("AIC"),
  [NONET_TECH_GROUPED_NICE_LOOP_CONTINUOUS] = N_("Grouped Continuous Nice Loop"),
  [NONET_TECH_GROUPED_NICE_LOOP_DISCONTINUOUS] = N_("Grouped Discontinuous Nice Loop"),
  [NONET_TECH_GROUPED_AIC] = N_("Grouped AIC"),
  [NONET_TECH_ALS_XZ] = N_("ALS-XZ"),
  [NONET_TECH_ALS_XY_WING] = N_("ALS-XY-Wing"),
  [NONET_TECH_ALS_XY_CHAIN] = N_("ALS-XY-Chain"),
  [NONET_TECH_DEATH_BLOSSOM] = N_("Death Blossom"),
  [NONET_TECH_ALIGNED_PAIR_EXCLUSION] = N_("Aligned Pair Exclusion"),
  [NONET_TECH_FRANKEN_X_WING] = N_("Franken X-Wing"),
  [NONET_TECH_FRANKEN_SWORDFISH] = N_("Franken Swordfish"),
  [NONET_TECH_FRANKEN_JELLYFISH] = N_("Franken Jellyfish"),
  [NONET_TECH_FINNED_FRANKEN_X_WING] = N_("Finned Franken X-Wing"),
  [NONET_TECH_FINNED_FRANKEN_SWORDFISH] = N_("Finned Franken Swordfish"),
  [NONET_TECH_FINNED_FRANKEN_JELLYFISH] = N_("Finned Franken Jellyfish"),
  [NONET_TECH_MUTANT_X_WING] = N_("Mutant X-Wing"),
  [NONET_TECH_MUTANT_SWORDFISH] = N_("Mutant Swordfish"),
  [NONET_TECH_MUTANT_JELLYFISH] = N_("Mutant Jellyfish"),
  [NONET_TECH_FINNED_MUTANT_X_WING] = N_("Finned Mutant X-Wing"),
  [NONET_TECH_FINNED_MUTANT_SWORDFISH] = N_("Finned Mutant Swordfish"),
  [NONET_TECH_FINNED_MUTANT_JELLYFISH] = N_("Finned Mutant Jellyfish"),
  [NONET_TECH_TEMPLATE_SET] = N_("Template Set"),
  [NONET_TECH_TEMPLATE_DELETE] = N_("Template Delete"),
  [NONET_TECH_FORCING_CHAIN_CONTRADICTION] = N_("Forcing Chain Contradiction"),
  [NONET_TECH_FORCING_CHAIN_VERITY] = N_("Forcing Chain Verity"),
  [NONET_TECH_FORCING_NET_CONTRADICTION] = N_("Forcing Net Contradiction"),
  [NONET_TECH_FORCING_NET_VERITY] = N_("Forcing Net Verity"),
  [NONET_TECH_TRIAL] = N_("Trial"),
};

/**
 * nonet_technique_get_name:
 * Returns: (transfer none): the technique's name, translated.
 */
const char *
nonet_technique_get_name (NonetTechnique technique)
{
  g_return_val_if_fail ((int) technique >= 0 && technique < NONET_N_TECHNIQUES, "?");

  return _(technique_names[technique]);
}

/**
 * nonet_house_name:
 * Returns: (transfer full): "row 3", "column 5" or "box 4".
 */
char *
nonet_house_name (int house)
{
  g_return_val_if_fail (house >= 0 && house < NONET_HOUSES, g_strdup ("?"));

  if (house < 9)
    /* TRANSLATORS: a row of the grid, 1-9 from the top */
    return g_strdup_printf (_("row %d"), house + 1);
  if (house < 18)
    /* TRANSLATORS: a column of the grid, 1-9 from the left */
    return g_strdup_printf (_("column %d"), house - 9 + 1);
  /* TRANSLATORS: a 3x3 box of the grid, 1-9 in reading order */
  return g_strdup_printf (_("box %d"), house - 18 + 1);
}

/* ------------------------------------------------------------------------
 * Pieces of sentences
 * ------------------------------------------------------------------------ */

/* "r3c5" (the same notation in every language). */
static char *
cell_name (int cell)
{
  return g_strdup_printf ("r%dc%d", nonet_cell_row (cell) + 1, nonet_cell_column (cell) + 1);
}

/* "a", "a and b", "a, b and c" */
static char *
join_list (GPtrArray *items)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < items->len; i++)
    {
      if (i > 0 && i + 1 == items->len)
        /* TRANSLATORS: the last separator of a list: "r1c2, r1c5 and r1c7" */
        g_string_append (s, _(" and "));
      else if (i > 0)
        g_string_append (s, ", ");
      g_string_append (s, g_ptr_array_index (items, i));
    }
  return g_string_free (s, FALSE);
}

static char *
cells_text (const int *cells,
            int        n)
{
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (int i = 0; i < n; i++)
    g_ptr_array_add (items, cell_name (cells[i]));
  return join_list (items);
}

static char *
digits_text (NonetMask digits)
{
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (int d = 1; d <= NONET_DIGITS; d++)
    if (digits & nonet_digit_bit (d))
      g_ptr_array_add (items, g_strdup_printf ("%d", d));
  return join_list (items);
}

static int
first_digit (NonetMask digits)
{
  for (int d = 1; d <= NONET_DIGITS; d++)
    if (digits & nonet_digit_bit (d))
      return d;
  return 0;
}

/* The first house of the step with role, or -1. */
static int
step_house (const NonetStep *step,
            NonetRole        role,
            int              nth)
{
  for (int i = 0; i < step->n_houses; i++)
    if (step->houses[i].role == role && nth-- == 0)
      return step->houses[i].house;
  return -1;
}

static char *
house_or_unknown (int house)
{
  return house >= 0 ? nonet_house_name (house) : g_strdup ("?");
}

/* "7 is removed from r5c7 and r5c9", "8 and 9 are removed from r2c5 and
 * r2c7, and 3 from r2c2": eliminations grouped by digit, digits that lose
 * the same cells merged, in digit order. */
static char *
eliminations_text (const NonetStep *step)
{
  g_autoptr (GPtrArray) groups = g_ptr_array_new_with_free_func (g_free);
  char *lists[NONET_DIGITS + 1] = { NULL };
  gboolean done[NONET_DIGITS + 1] = { FALSE };

  for (int d = 1; d <= NONET_DIGITS; d++)
    {
      int cells[NONET_STEP_MAX_ELIMINATIONS];
      int n = 0;

      for (int i = 0; i < step->n_eliminations; i++)
        if (step->eliminations[i].digit == d)
          cells[n++] = step->eliminations[i].cell;
      lists[d] = n > 0 ? cells_text (cells, n) : NULL;
    }
  for (int d = 1; d <= NONET_DIGITS; d++)
    {
      NonetMask same = 0;

      if (lists[d] == NULL || done[d])
        continue;
      for (int e = d; e <= NONET_DIGITS; e++)
        if (lists[e] != NULL && g_str_equal (lists[e], lists[d]))
          {
            same |= nonet_digit_bit (e);
            done[e] = TRUE;
          }
      g_autofree char *digits = digits_text (same);
      if (groups->len > 0)
        /* TRANSLATORS: a further group after the first: "(and) 3 from r2c2" */
        g_ptr_array_add (groups, g_strdup_printf (_("%s from %s"), digits, lists[d]));
      else if (nonet_mask_count (same) == 1)
        /* TRANSLATORS: "7 is removed from r5c7 and r5c9" */
        g_ptr_array_add (groups, g_strdup_printf (_("%s is removed from %s"), digits, lists[d]));
      else
        /* TRANSLATORS: "8 and 9 are removed from r2c5 and r2c7" */
        g_ptr_array_add (groups, g_strdup_printf (_("%s are removed from %s"), digits, lists[d]));
    }
  for (int d = 1; d <= NONET_DIGITS; d++)
    g_free (lists[d]);
  /* Groups are lists themselves: a semicolon keeps them apart. */
  g_ptr_array_add (groups, NULL);
  return g_strjoinv ("; ", (char **) groups->pdata);
}

/* "r3c5 is 7", "r3c5 is 7 and r4c1 is 2" */
static char *
placements_text (const NonetStep *step)
{
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (int i = 0; i < step->n_placements; i++)
    {
      g_autofree char *cell = cell_name (step->placements[i].cell);
      /* TRANSLATORS: a placement: "r3c5 is 7" */
      g_ptr_array_add (items, g_strdup_printf (_("%s is %d"), cell, step->placements[i].digit));
    }
  return join_list (items);
}

/* What the step does: placements, then eliminations. */
static char *
result_text (const NonetStep *step)
{
  g_autofree char *placed = step->n_placements > 0 ? placements_text (step) : NULL;
  g_autofree char *removed = step->n_eliminations > 0 ? eliminations_text (step) : NULL;

  if (placed != NULL && removed != NULL)
    /* TRANSLATORS: "r3c5 is 7, and 3 is removed from r1c1" */
    return g_strdup_printf (_("%s, and %s"), placed, removed);
  return g_strdup (placed != NULL ? placed : removed != NULL ? removed : "");
}

/* The cells of step->cells as a list. */
static char *
defining_cells_text (const NonetStep *step)
{
  int cells[16];

  for (int i = 0; i < step->n_cells; i++)
    cells[i] = step->cells[i];
  return cells_text (cells, step->n_cells);
}

/* The cells of the pattern: marked cells that are not targets or
 * placements, once each, in mark order; step->cells if there are none. */
static char *
pattern_cells_text (const NonetStep *step)
{
  int cells[NONET_CELLS];
  gboolean seen[NONET_CELLS] = { FALSE };
  int n = 0;

  for (int i = 0; i < step->n_marks; i++)
    {
      const NonetMark *mark = &step->marks[i];
      if (mark->role == NONET_ROLE_TARGET || mark->role == NONET_ROLE_PLACEMENT
          || seen[mark->cell])
        continue;
      seen[mark->cell] = TRUE;
      cells[n++] = mark->cell;
    }
  if (n == 0)
    return defining_cells_text (step);
  return cells_text (cells, n);
}

/* A chain node: "r1c7" or a group "r1c78" / "r13c7". */
static char *
node_text (const NonetNode *node)
{
  GString *s;
  gboolean same_row = TRUE, same_column = TRUE;

  if (node->n_cells <= 1)
    return cell_name (node->cells[0]);
  for (int i = 1; i < node->n_cells; i++)
    {
      same_row &= nonet_cell_row (node->cells[i]) == nonet_cell_row (node->cells[0]);
      same_column &= nonet_cell_column (node->cells[i]) == nonet_cell_column (node->cells[0]);
    }
  s = g_string_new (NULL);
  if (same_row)
    {
      g_string_append_printf (s, "r%dc", nonet_cell_row (node->cells[0]) + 1);
      for (int i = 0; i < node->n_cells; i++)
        g_string_append_printf (s, "%d", nonet_cell_column (node->cells[i]) + 1);
    }
  else if (same_column)
    {
      g_string_append (s, "r");
      for (int i = 0; i < node->n_cells; i++)
        g_string_append_printf (s, "%d", nonet_cell_row (node->cells[i]) + 1);
      g_string_append_printf (s, "c%d", nonet_cell_column (node->cells[0]) + 1);
    }
  else
    {
      for (int i = 0; i < node->n_cells; i++)
        {
          g_autofree char *cell = cell_name (node->cells[i]);
          g_string_append_printf (s, i > 0 ? "/%s" : "%s", cell);
        }
    }
  return g_string_free (s, FALSE);
}

/* The chain as implications: "r1c2≠5 → r1c7=5 → r1c7≠3 → r4c7=3". A
 * strong link reads "from off, so to on", a weak one "from on, so to off". */
static char *
chain_text (const NonetStep *step)
{
  GString *s = g_string_new (NULL);

  for (int i = 0; i < step->n_links; i++)
    {
      const NonetLink *link = &step->links[i];
      gboolean strong = link->kind == NONET_LINK_STRONG;
      g_autofree char *from = node_text (&link->from);
      g_autofree char *to = node_text (&link->to);

      if (i == 0)
        g_string_append_printf (s, "%s%s%d", from, strong ? "≠" : "=", link->from.digit);
      g_string_append_printf (s, " → %s%s%d", to, strong ? "=" : "≠", link->to.digit);
    }
  return g_string_free (s, FALSE);
}

/* ------------------------------------------------------------------------
 * Families
 * ------------------------------------------------------------------------ */

static char *
describe_singles (const NonetStep *step)
{
  g_autofree char *house = house_or_unknown (step_house (step, NONET_ROLE_BASE, 0));
  g_autofree char *cell = NULL;
  int digit;

  if (step->n_placements != 1)
    return NULL;
  cell = cell_name (step->placements[0].cell);
  digit = step->placements[0].digit;
  switch (step->technique)
    {
    case NONET_TECH_FULL_HOUSE:
      /* TRANSLATORS: Full House: "r3c5 is the last empty cell of row 3, so it takes the missing 7." */
      return g_strdup_printf (_("%s is the last empty cell of %s, so it takes the missing %d."),
                              cell, house, digit);
    case NONET_TECH_NAKED_SINGLE:
      /* TRANSLATORS: Naked Single: "7 is the only candidate left in r3c5, so r3c5 is 7." */
      return g_strdup_printf (_("%d is the only candidate left in %s, so %s is %d."),
                              digit, cell, cell, digit);
    case NONET_TECH_HIDDEN_SINGLE:
      /* TRANSLATORS: Hidden Single: "In box 4 the 7 can only go in r5c2, so r5c2 is 7." */
      return g_strdup_printf (_("In %s the %d can only go in %s, so %s is %d."),
                              house, digit, cell, cell, digit);
    default:
      return NULL;
    }
}

static char *
describe_intersections (const NonetStep *step)
{
  g_autofree char *base = house_or_unknown (step_house (step, NONET_ROLE_BASE, 0));
  g_autofree char *removed = eliminations_text (step);

  switch (step->technique)
    {
    case NONET_TECH_POINTING:
    case NONET_TECH_CLAIMING:
      {
        g_autofree char *cover = house_or_unknown (step_house (step, NONET_ROLE_COVER, 0));
        /* TRANSLATORS: Pointing / Claiming: "In box 4 the 7 can only go in row 5
         * (neighbor-subbox influence), so 7 is removed from r5c7 and r5c9." */
        return g_strdup_printf (_("In %s the %d can only go in %s (neighbor-subbox influence), so %s."),
                                base, first_digit (step->digits), cover, removed);
      }
    case NONET_TECH_LOCKED_PAIR:
    case NONET_TECH_LOCKED_TRIPLE:
      {
        g_autofree char *other = house_or_unknown (step_house (step, NONET_ROLE_BASE, 1));
        g_autofree char *cells = defining_cells_text (step);
        g_autofree char *digits = digits_text (step->digits);
        /* TRANSLATORS: Locked Pair / Triple: "r5c1 and r5c2 hold only 3 and 8, and lie in
         * both box 4 and row 5 (neighbor-subbox influence), so 3 is removed from ..." */
        return g_strdup_printf (_("%s hold only %s, and lie in both %s and %s (neighbor-subbox influence), so %s."),
                                cells, digits, base, other, removed);
      }
    default:
      return NULL;
    }
}

static char *
describe_subsets (const NonetStep *step)
{
  g_autofree char *house = house_or_unknown (step_house (step, NONET_ROLE_BASE, 0));
  g_autofree char *cells = defining_cells_text (step);
  g_autofree char *digits = digits_text (step->digits);
  g_autofree char *removed = eliminations_text (step);
  const char *name = nonet_technique_get_name (step->technique);

  switch (step->technique)
    {
    case NONET_TECH_NAKED_PAIR:
    case NONET_TECH_NAKED_TRIPLE:
    case NONET_TECH_NAKED_QUAD:
      /* TRANSLATORS: Naked subsets: "In row 3, r3c1 and r3c4 hold only 1 and 7
       * between them (Naked Pair), so 1 is removed from r3c5, and 7 from r3c9." */
      return g_strdup_printf (_("In %s, %s hold only %s between them (%s), so %s."),
                              house, cells, digits, name, removed);
    case NONET_TECH_HIDDEN_PAIR:
    case NONET_TECH_HIDDEN_TRIPLE:
    case NONET_TECH_HIDDEN_QUAD:
      /* TRANSLATORS: Hidden subsets: "In column 2, 4 and 6 fit only in r1c2 and
       * r7c2 (Hidden Pair), so those cells keep only them: 3 is removed from r1c2." */
      return g_strdup_printf (_("In %s, %s fit only in %s (%s), so those cells keep only them: %s."),
                              house, digits, cells, name, removed);
    default:
      return NULL;
    }
}

/* The families below have no sentences of their own yet: the generic one
 * is used. Fill them in place. */

static char *
describe_fish (const NonetStep *step)
{
  return NULL;
}

static char *
describe_single_digit (const NonetStep *step)
{
  return NULL;
}

static char *
describe_wings (const NonetStep *step)
{
  return NULL;
}

static char *
describe_uniqueness (const NonetStep *step)
{
  return NULL;
}

static char *
describe_misc (const NonetStep *step)
{
  return NULL;
}

static char *
describe_coloring (const NonetStep *step)
{
  return NULL;
}

static char *
describe_chains (const NonetStep *step)
{
  return NULL;
}

static char *
describe_als (const NonetStep *step)
{
  return NULL;
}

static char *
describe_templates (const NonetStep *step)
{
  return NULL;
}

static char *
describe_forcing (const NonetStep *step)
{
  return NULL;
}

typedef char *(*DescribeFunc) (const NonetStep *step);

static const DescribeFunc describe_funcs[] = {
  [NONET_FAMILY_SINGLES] = describe_singles,
  [NONET_FAMILY_INTERSECTIONS] = describe_intersections,
  [NONET_FAMILY_SUBSETS] = describe_subsets,
  [NONET_FAMILY_FISH] = describe_fish,
  [NONET_FAMILY_SINGLE_DIGIT] = describe_single_digit,
  [NONET_FAMILY_WINGS] = describe_wings,
  [NONET_FAMILY_UNIQUENESS] = describe_uniqueness,
  [NONET_FAMILY_MISC] = describe_misc,
  [NONET_FAMILY_COLORING] = describe_coloring,
  [NONET_FAMILY_CHAINS] = describe_chains,
  [NONET_FAMILY_ALS] = describe_als,
  [NONET_FAMILY_TEMPLATES] = describe_templates,
  [NONET_FAMILY_FORCING] = describe_forcing,
};

/**
 * nonet_step_describe_generic:
 * Returns: (transfer full): the technique, its chain or pattern cells, and the result.
 */
char *
nonet_step_describe_generic (const NonetStep *step)
{
  const char *name = nonet_technique_get_name (step->technique);
  g_autofree char *result = result_text (step);

  if (step->n_links > 0)
    {
      g_autofree char *chain = chain_text (step);
      /* TRANSLATORS: a chain read as implications: "X-Chain: r1c2≠5 → r1c7=5 → ...,
       * so 5 is removed from r2c8." */
      return g_strdup_printf (_("%s: %s, so %s."), name, chain, result);
    }
  g_autofree char *cells = pattern_cells_text (step);
  g_autofree char *digits = digits_text (step->digits);
  if (step->digits != 0)
    /* TRANSLATORS: any other step: "X-Wing on 7 in r1c2, r1c5, r4c2 and r4c5, so 7 is removed from r6c2." */
    return g_strdup_printf (_("%s on %s in %s, so %s."), name, digits, cells, result);
  /* TRANSLATORS: a step without a main digit: "Sue de Coq in r1c1, r1c2 and r2c4, so ..." */
  return g_strdup_printf (_("%s in %s, so %s."), name, cells, result);
}

/**
 * nonet_step_describe:
 * Returns: (transfer full): one sentence that says what the step does and why.
 */
char *
nonet_step_describe (const NonetStep *step)
{
  NonetFamily family;
  char *text;

  g_return_val_if_fail (step != NULL, NULL);
  g_return_val_if_fail ((int) step->technique >= 0 && step->technique < NONET_N_TECHNIQUES, NULL);

  family = nonet_technique_info (step->technique)->family;
  text = describe_funcs[family] (step);
  return text != NULL ? text : nonet_step_describe_generic (step);
}

/**
 * nonet_step_summarize:
 * Returns: (transfer full): "X-Wing: 7 is removed from r1c9 and r5c9".
 */
char *
nonet_step_summarize (const NonetStep *step)
{
  g_autofree char *result = NULL;

  g_return_val_if_fail (step != NULL, NULL);

  result = result_text (step);
  /* TRANSLATORS: a row of the steps list: technique name, then what it does */
  return g_strdup_printf (_("%s: %s"), nonet_technique_get_name (step->technique), result);
}

/* ------------------------------------------------------------------------
 * Ratings and roles
 * ------------------------------------------------------------------------ */

static const char *const level_ids[] = { "easy", "medium", "hard", "unfair", "extreme" };
static const char *const level_names[] = {
  /* TRANSLATORS: HoDoKu-style difficulty levels */
  N_("Easy"), N_("Medium"), N_("Hard"), N_("Unfair"), N_("Extreme"),
};
/* The plain label's id is its English word (DESIGN §4: "label": "Expert"). */
static const char *const label_ids[] = { "Easy", "Medium", "Hard", "Expert", "Extreme" };
static const char *const label_names[] = {
  /* TRANSLATORS: the plain difficulty label shown in the app */
  N_("Easy"), N_("Medium"), N_("Hard"), N_("Expert"), N_("Extreme"),
};
static const char *const role_ids[NONET_N_ROLES] = {
  [NONET_ROLE_BASE] = "base",
  [NONET_ROLE_COVER] = "cover",
  [NONET_ROLE_FIN] = "fin",
  [NONET_ROLE_ENDO_FIN] = "endo-fin",
  [NONET_ROLE_TARGET] = "target",
  [NONET_ROLE_PLACEMENT] = "placement",
  [NONET_ROLE_CHAIN_ON] = "chain-on",
  [NONET_ROLE_CHAIN_OFF] = "chain-off",
  [NONET_ROLE_ALS_1] = "als-1",
  [NONET_ROLE_ALS_2] = "als-2",
  [NONET_ROLE_ALS_3] = "als-3",
  [NONET_ROLE_ALS_4] = "als-4",
  [NONET_ROLE_COLOR_A] = "color-a",
  [NONET_ROLE_COLOR_B] = "color-b",
};

/** nonet_level_get_id: "easy" ... "extreme", for JSON. */
const char *
nonet_level_get_id (NonetLevel level)
{
  g_return_val_if_fail ((guint) level < G_N_ELEMENTS (level_ids), "?");
  return level_ids[level];
}

/** nonet_level_get_name: the translated level name. */
const char *
nonet_level_get_name (NonetLevel level)
{
  g_return_val_if_fail ((guint) level < G_N_ELEMENTS (level_names), "?");
  return _(level_names[level]);
}

/** nonet_label_get_id: "Easy" ... "Extreme", for JSON. */
const char *
nonet_label_get_id (NonetLabel label)
{
  g_return_val_if_fail ((guint) label < G_N_ELEMENTS (label_ids), "?");
  return label_ids[label];
}

/** nonet_label_get_name: the translated plain label. */
const char *
nonet_label_get_name (NonetLabel label)
{
  g_return_val_if_fail ((guint) label < G_N_ELEMENTS (label_names), "?");
  return _(label_names[label]);
}

/** nonet_role_get_id: "base", "target", "chain-on" ..., for JSON. */
const char *
nonet_role_get_id (NonetRole role)
{
  g_return_val_if_fail ((guint) role < NONET_N_ROLES, "?");
  return role_ids[role];
}
