/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-step-text.c: one sentence per step (names: nonet-names.c).
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

#include "nonet-names.h"
#include "nonet-step-text.h"

/* ------------------------------------------------------------------------
 * Pieces of sentences
 * ------------------------------------------------------------------------ */


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
    g_ptr_array_add (items, nonet_cell_name (cells[i]));
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
      g_autofree char *cell = nonet_cell_name (step->placements[i].cell);
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
    return nonet_cell_name (node->cells[0]);
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
          g_autofree char *cell = nonet_cell_name (node->cells[i]);
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
  cell = nonet_cell_name (step->placements[0].cell);
  digit = step->placements[0].digit;
  switch (step->technique)
    {
    case NONET_TECH_FULL_HOUSE:
      /* TRANSLATORS: Full House: "r3c5 is the last empty cell of row 3, so it takes the
       * missing 7." */
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
        return g_strdup_printf (_("In %s the %d can only go in %s "
                                  "(neighbor-subbox influence), so %s."),
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
        return g_strdup_printf (_("%s hold only %s, and lie in both %s and %s "
                                  "(neighbor-subbox influence), so %s."),
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

  switch (step->technique)
    {
    case NONET_TECH_NAKED_PAIR:
    case NONET_TECH_NAKED_TRIPLE:
    case NONET_TECH_NAKED_QUAD:
      /* TRANSLATORS: Naked subsets: "In row 3, r3c1 and r3c4 hold only 1 and 7
       * between them, so 1 is removed from r3c5; 7 from r3c5 and r3c9." */
      return g_strdup_printf (_("In %s, %s hold only %s between them, so %s."),
                              house, cells, digits, removed);
    case NONET_TECH_HIDDEN_PAIR:
    case NONET_TECH_HIDDEN_TRIPLE:
    case NONET_TECH_HIDDEN_QUAD:
      /* TRANSLATORS: Hidden subsets: "In column 2, 4 and 6 fit only in r1c2 and
       * r7c2, so those cells keep only them: 3 is removed from r1c2." */
      return g_strdup_printf (_("In %s, %s fit only in %s, so those cells keep only them: %s."),
                              house, digits, cells, removed);
    default:
      return NULL;
    }
}

/* The families below have no sentences of their own yet: the generic one
 * is used. Fill them in place. */

/* "row 2, row 6 and box 5": the step's houses with role. */
static char *
fish_houses_text (const NonetStep *step,
                  NonetRole        role)
{
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (int i = 0; i < step->n_houses; i++)
    if (step->houses[i].role == role)
      g_ptr_array_add (items, nonet_house_name (step->houses[i].house));
  return join_list (items);
}

/* The cells marked with role, as a list ("" when none). */
static char *
marked_cells_text (const NonetStep *step,
                   NonetRole        role)
{
  int cells[NONET_CELLS];
  gboolean seen[NONET_CELLS] = { FALSE };
  int n = 0;

  for (int i = 0; i < step->n_marks; i++)
    if (step->marks[i].role == role && !seen[step->marks[i].cell])
      {
        seen[step->marks[i].cell] = TRUE;
        cells[n++] = step->marks[i].cell;
      }
  return cells_text (cells, n);
}

static char *
describe_fish (const NonetStep *step)
{
  g_autofree char *base = fish_houses_text (step, NONET_ROLE_BASE);
  g_autofree char *cover = fish_houses_text (step, NONET_ROLE_COVER);
  g_autofree char *fins = marked_cells_text (step, NONET_ROLE_FIN);
  g_autofree char *endo = marked_cells_text (step, NONET_ROLE_ENDO_FIN);
  g_autofree char *removed = eliminations_text (step);
  g_autofree char *all_fins = NULL;
  const char *name = nonet_technique_get_name (step->technique);
  int digit = first_digit (step->digits);

  if (*fins == '\0' && *endo == '\0')
    /* TRANSLATORS: basic, Franken and mutant fish: "In row 2 and row 6 the 7 lies only in
     * column 2 and column 7 (X-Wing), so those take their 7 from here: 7 is removed from
     * r4c2 and r8c7." */
    return g_strdup_printf (_("In %s the %d lies only in %s (%s), so those take their %d from "
                              "here: %s."), base, digit, cover, name, digit, removed);
  if (*endo == '\0')
    all_fins = g_strdup (fins);
  else if (*fins == '\0')
    /* TRANSLATORS: fins of a fish that are all endo fins: "the endo fin r2c5" */
    all_fins = g_strdup_printf (_("the endo fin %s"), endo);
  else
    /* TRANSLATORS: fins and endo fins of a fish: "r2c9 and the endo fin r2c5" */
    all_fins = g_strdup_printf (_("%s and the endo fin %s"), fins, endo);
  /* TRANSLATORS: finned fish: "In row 2 and row 6 the 7 lies only in column 2 and column 7,
   * or in the fin r6c9 (Finned X-Wing): either the fish holds or a fin is 7, so the cells
   * of the covers that see every fin lose it: 7 is removed from r4c7." */
  return g_strdup_printf (_("In %s the %d lies only in %s, or in the fin %s (%s): either the "
                            "fish holds or a fin is %d, so the cells of the covers that see "
                            "every fin lose it: %s."),
                          base, digit, cover, all_fins, name, digit, removed);
}

/* The house among the step's BASE houses holding both cells, or -1. */
static int
base_house_of (const NonetStep *step,
               int              a,
               int              b)
{
  for (int i = 0; i < step->n_houses; i++)
    {
      int h = step->houses[i].house;
      if (step->houses[i].role != NONET_ROLE_BASE)
        continue;
      for (int k = 0; k < 3; k++)
        if (nonet_cell_houses[a][k] == h)
          for (int j = 0; j < 3; j++)
            if (nonet_cell_houses[b][j] == h)
              return h;
    }
  return -1;
}

/* The house of a strong link between two cells: their line, else their box. */
static int
link_house (int a,
            int b)
{
  if (nonet_cell_row (a) == nonet_cell_row (b))
    return nonet_cell_row (a);
  if (nonet_cell_column (a) == nonet_cell_column (b))
    return 9 + nonet_cell_column (b);
  return 18 + nonet_cell_box (a);
}

/* Chain k of a single-digit step (links 3k..3k+2: outer1 = inner1 -
 * inner2 = outer2): "in row 1 the 5 is only in r1c3 and r1c8, and in row 4
 * only in r4c3 and r4c6; r1c3 and r4c3 cannot both be 5, so r1c8 or r4c6 is 5" */
static char *
two_link_text (const NonetStep *step,
               int              k,
               gboolean         alone)
{
  const NonetLink *links = &step->links[3 * k];
  int digit = links[0].from.digit;
  int outer1 = links[0].from.cells[0], inner1 = links[0].to.cells[0];
  int inner2 = links[2].from.cells[0], outer2 = links[2].to.cells[0];
  int h1 = base_house_of (step, outer1, inner1), h2 = base_house_of (step, inner2, outer2);
  g_autofree char *house1 = house_or_unknown (h1 >= 0 ? h1 : link_house (outer1, inner1));
  g_autofree char *house2 = house_or_unknown (h2 >= 0 ? h2 : link_house (inner2, outer2));
  g_autofree char *o1 = nonet_cell_name (outer1), *i1 = nonet_cell_name (inner1);
  g_autofree char *removed = eliminations_text (step);
  g_autofree char *i2 = nonet_cell_name (inner2), *o2 = nonet_cell_name (outer2);

  if (alone)
    /* TRANSLATORS: Skyscraper, 2-String Kite, Turbot Fish: "In row 1 the 5 is only
     * in r1c3 and r1c8, and in row 4 only in r4c3 and r4c6; r1c3 and r4c3 cannot both
     * be 5, so r1c8 or r4c6 is 5 (Skyscraper), and 5 is removed from r2c6." */
    return g_strdup_printf (_("In %s the %d is only in %s and %s, and in %s only in %s and %s; "
                              "%s and %s cannot both be %d, so %s or %s is %d (%s), and %s."),
                            house1, digit, i1, o1, house2, i2, o2, i1, i2, digit, o1, o2, digit,
                            nonet_technique_get_name (step->technique), removed);
  /* TRANSLATORS: one kite of a Dual 2-String Kite: "in row 1 the 5 is only in r1c3
   * and r1c8, and in column 4 only in r2c4 and r8c4; r1c3 and r2c4 cannot both be 5,
   * so r1c8 or r8c4 is 5" */
  return g_strdup_printf (_("in %s the %d is only in %s and %s, and in %s only in %s and %s; "
                            "%s and %s cannot both be %d, so %s or %s is %d"),
                          house1, digit, i1, o1, house2, i2, o2, i1, i2, digit, o1, o2, digit);
}

/* Empty Rectangle k (links 3k..3k+2: Q = P, P - near part, near = far part):
 * "in column 3 the 5 is only in r1c3 and r4c3: either r4c3 is 5, or r1c3 is
 * and the 5 of box 3 is in column 9" */
static char *
rectangle_text (const NonetStep *step,
                int              k)
{
  const NonetLink *links = &step->links[3 * k];
  int digit = links[0].from.digit;
  int q = links[0].from.cells[0], p = links[0].to.cells[0];
  const NonetNode *far = &links[2].to;
  gboolean pair_in_column = nonet_cell_column (p) == nonet_cell_column (q);
  int far_line = pair_in_column ? 9 + nonet_cell_column (far->cells[0])
                                : nonet_cell_row (far->cells[0]);
  g_autofree char *house = nonet_house_name (link_house (p, q));
  g_autofree char *box = nonet_house_name (18 + nonet_cell_box (far->cells[0]));
  g_autofree char *line = nonet_house_name (far_line);
  g_autofree char *p_name = nonet_cell_name (p), *q_name = nonet_cell_name (q);

  /* TRANSLATORS: one Empty Rectangle's strong link: "in column 3 the 5 is only in
   * r1c3 and r4c3: either r4c3 is 5, or r1c3 is and the 5 of box 3 is in column 9" */
  return g_strdup_printf (_("in %s the %d is only in %s and %s: either %s is %d, or %s is "
                            "and the %d of %s is in %s"),
                          house, digit, p_name, q_name, q_name, digit, p_name, digit, box, line);
}

static char *
describe_single_digit (const NonetStep *step)
{
  const char *name = nonet_technique_get_name (step->technique);
  g_autofree char *removed = NULL;

  if (step->n_eliminations == 0 || step->n_links < 3)
    return NULL;
  removed = eliminations_text (step);
  switch (step->technique)
    {
    case NONET_TECH_SKYSCRAPER:
    case NONET_TECH_TWO_STRING_KITE:
    case NONET_TECH_TURBOT_FISH:
      return two_link_text (step, 0, TRUE);
    case NONET_TECH_DUAL_TWO_STRING_KITE:
      {
        if (step->n_links < 6)
          return NULL;
        g_autofree char *first = two_link_text (step, 0, FALSE);
        g_autofree char *second = two_link_text (step, 1, FALSE);
        g_autofree char *box = house_or_unknown (step_house (step, NONET_ROLE_COVER, 0));
        /* TRANSLATORS: two kites through one box: "Two kites through box 7 (Dual
         * 2-String Kite): in row 7 ...; and in column 2 ...; so 4 is removed from r1c9
         * and r2c8." */
        return g_strdup_printf (_("Two kites through %s (%s): %s; and %s; so %s."), box, name,
                                first, second, removed);
      }
    case NONET_TECH_EMPTY_RECTANGLE:
    case NONET_TECH_DUAL_EMPTY_RECTANGLE:
      {
        const NonetNode *near = &step->links[1].to;
        int cross = step->n_cells > 0 ? step->cells[0] : near->cells[0];
        int digit = step->links[0].from.digit;
        g_autofree char *box = nonet_house_name (18 + nonet_cell_box (near->cells[0]));
        g_autofree char *first = rectangle_text (step, 0);

        if (step->technique == NONET_TECH_DUAL_EMPTY_RECTANGLE)
          {
            if (step->n_links < 6)
              return NULL;
            g_autofree char *second = rectangle_text (step, 1);
            /* TRANSLATORS: Dual Empty Rectangle: "Two Empty Rectangles in box 3 (Dual
             * Empty Rectangle): in column 3 ...; and in column 1 ...; so 1 is removed from
             * r4c9 and r6c8." */
            return g_strdup_printf (_("Two Empty Rectangles in %s (%s): %s; and %s; so %s."), box,
                                    name, first, second, removed);
          }
        g_autofree char *row = nonet_house_name (nonet_cell_row (cross));
        g_autofree char *column = nonet_house_name (9 + nonet_cell_column (cross));
        /* TRANSLATORS: Empty Rectangle: "In box 3 the 1 lies only in row 1 and column 9
         * (Empty Rectangle); in column 3 the 1 is only in ...; so 1 is removed from r4c9." */
        return g_strdup_printf (_("In %s the %d lies only in %s and %s (%s); %s; so %s."),
                                box, digit, row, column, name, first, removed);
      }
    default:
      return NULL;
    }
}

/* The digits marked in a cell (its candidates in the pattern). */
static NonetMask
marked_digits (const NonetStep *step,
               int              cell)
{
  NonetMask digits = 0;

  for (int i = 0; i < step->n_marks; i++)
    if (step->marks[i].cell == cell && step->marks[i].digit != 0
        && (step->marks[i].role == NONET_ROLE_BASE || step->marks[i].role == NONET_ROLE_COVER))
      digits |= nonet_digit_bit (step->marks[i].digit);
  return digits;
}

/* "r2c7 (1, 7)" */
static char *
cell_with_digits (const NonetStep *step,
                  int              cell)
{
  g_autofree char *name = nonet_cell_name (cell);
  g_autoptr (GString) s = g_string_new (name);

  g_string_append (s, " (");
  for (int d = 1, n = 0; d <= NONET_DIGITS; d++)
    if (marked_digits (step, cell) & nonet_digit_bit (d))
      g_string_append_printf (s, n++ > 0 ? ", %d" : "%d", d);
  g_string_append (s, ")");
  return g_strdup (s->str);
}

static char *
describe_wings (const NonetStep *step)
{
  const char *name = nonet_technique_get_name (step->technique);
  g_autofree char *removed = NULL;
  int z;

  if (step->n_eliminations == 0)
    return NULL;
  removed = eliminations_text (step);
  z = step->eliminations[0].digit;
  switch (step->technique)
    {
    case NONET_TECH_XY_WING:
    case NONET_TECH_XYZ_WING:
      {
        if (step->n_cells != 3)
          return NULL;
        g_autofree char *pivot = nonet_cell_name (step->cells[0]);
        g_autofree char *pivot_digits = digits_text (marked_digits (step, step->cells[0]));
        g_autofree char *a = cell_with_digits (step, step->cells[1]);
        g_autofree char *b = cell_with_digits (step, step->cells[2]);
        g_autofree char *a_name = nonet_cell_name (step->cells[1]);
        g_autofree char *b_name = nonet_cell_name (step->cells[2]);
        if (step->technique == NONET_TECH_XY_WING)
          /* TRANSLATORS: XY-Wing: "r2c2 holds 1 and 5 and sees r2c7 (1, 7) and r5c2 (5, 7)
           * (XY-Wing): whatever r2c2 is, r2c7 or r5c2 is 7, so 7 is removed from r5c7." */
          return g_strdup_printf (_("%s holds %s and sees %s and %s (%s): whatever %s is, %s or %s "
                                    "is %d, so %s."),
                                  pivot, pivot_digits, a, b, name, pivot, a_name, b_name, z,
                                  removed);
        /* TRANSLATORS: XYZ-Wing: "r2c2 holds 1, 5 and 7 and sees r2c3 (1, 7) and r5c2
         * (5, 7) (XYZ-Wing): one of the three cells is 7, so 7 is removed from r3c2." */
        return g_strdup_printf (_("%s holds %s and sees %s and %s (%s): one of the three cells "
                                  "is %d, so %s."),
                                pivot, pivot_digits, a, b, name, z, removed);
      }
    case NONET_TECH_WXYZ_WING:
      {
        g_autofree char *cells = defining_cells_text (step);
        g_autofree char *digits = digits_text (step->digits);
        /* TRANSLATORS: WXYZ-Wing: "r2c2, r2c5, r3c1 and r5c2 hold only 1, 5, 7 and 9,
         * and only 7 can repeat among them (WXYZ-Wing): one of them is 7, so 7 is removed
         * from r2c1." */
        return g_strdup_printf (_("%s hold only %s, and only %d can repeat among them (%s): one "
                                  "of them is %d, so %s."),
                                cells, digits, z, name, z, removed);
      }
    case NONET_TECH_W_WING:
      {
        if (step->n_cells != 4 || step->n_links < 1)
          return NULL;
        int x = step->links[0].from.digit;
        g_autofree char *a = nonet_cell_name (step->cells[0]), *b = nonet_cell_name (step->cells[1]);
        g_autofree char *c = nonet_cell_name (step->cells[2]), *d = nonet_cell_name (step->cells[3]);
        g_autofree char *house = house_or_unknown (step_house (step, NONET_ROLE_COVER, 0));
        /* TRANSLATORS: W-Wing: "r1c1 and r5c5 hold only 3 and 6, and in column 2 the 3 is
         * only in r1c2 and r5c2, which see them (W-Wing): they cannot both be 3, so one of
         * them is 6, and 6 is removed from r1c5 and r5c1." */
        return g_strdup_printf (_("%s and %s hold only %d and %d, and in %s the %d is only in %s "
                                  "and %s, which see them (%s): they cannot both be %d, so one of "
                                  "them is %d, and %s."),
                                a, b, x, z, house, x, c, d, name, x, z, removed);
      }
    default:
      return NULL;
    }
}

static char *
describe_uniqueness (const NonetStep *step)
{
  g_autofree char *removed = eliminations_text (step);
  g_autofree char *digits = digits_text (step->digits);
  g_autofree char *extras = marked_cells_text (step, NONET_ROLE_FIN);
  g_autofree char *corners = NULL;
  int cells[4];

  if (step->technique == NONET_TECH_BUG_PLUS_1)
    {
      g_autofree char *cell = step->n_cells > 0 ? nonet_cell_name (step->cells[0]) : g_strdup ("?");
      int digit = first_digit (step->digits);
      /* TRANSLATORS: BUG+1: "Every other empty cell has two candidates and each candidate
       * appears twice in each house; without its 4, r5c5 would leave two solutions, so
       * r5c5 is 4: 2 and 7 are removed from r5c5." */
      return g_strdup_printf (_("Every other empty cell has two candidates and each candidate "
                                "appears twice in each house; without its %d, %s would leave "
                                "two solutions, so %s is %d: %s."),
                              digit, cell, cell, digit, removed);
    }
  if (step->n_cells < 4)
    return NULL;
  for (int i = 0; i < 4; i++)
    cells[i] = step->cells[i];
  corners = cells_text (cells, 4);
  switch (step->technique)
    {
    case NONET_TECH_UNIQUE_RECTANGLE_1:
      /* TRANSLATORS: UR type 1: "r1c1, r1c2, r5c1 and r5c2 must not end up with only 3 and 8
       * (the puzzle would have two solutions); three of them hold only those, so 3 and 8 are
       * removed from r5c2." */
      return g_strdup_printf (_("%s must not end up with only %s (the puzzle would have two "
                                "solutions); three of them hold only those, so %s."),
                              corners, digits, removed);
    case NONET_TECH_UNIQUE_RECTANGLE_2:
    case NONET_TECH_UNIQUE_RECTANGLE_5:
    case NONET_TECH_AVOIDABLE_RECTANGLE_2:
      /* TRANSLATORS: UR types 2 and 5, AR type 2: "r1c1, r1c2, r5c1 and r5c2 must not end up
       * with only 3 and 8 (the puzzle would have two solutions), so one of r5c1 and r5c2 holds
       * its extra digit: 6 is removed from r5c4." */
      return g_strdup_printf (_("%s must not end up with only %s (the puzzle would have two "
                                "solutions), so one of %s holds its extra digit: %s."),
                              corners, digits, extras, removed);
    case NONET_TECH_UNIQUE_RECTANGLE_3:
      {
        g_autofree char *house = house_or_unknown (step_house (step, NONET_ROLE_COVER, 0));
        g_autofree char *subset = marked_cells_text (step, NONET_ROLE_COVER);
        /* TRANSLATORS: UR type 3: "r1c1, r1c2, r5c1 and r5c2 must not end up with only 3
         * and 8 (the puzzle would have two solutions), so the extra digits of r5c1 and r5c2
         * act as one cell, a naked subset with r5c7 in row 5: 6 is removed from r5c4." */
        return g_strdup_printf (_("%s must not end up with only %s (the puzzle would have two "
                                  "solutions), so the extra digits of %s act as one cell, a "
                                  "naked subset with %s in %s: %s."),
                                corners, digits, extras, subset, house, removed);
      }
    case NONET_TECH_UNIQUE_RECTANGLE_4:
      {
        const NonetLink *link = &step->links[0];
        g_autofree char *house = NULL;
        g_autofree char *pair = NULL;
        int pair_cells[2];

        if (step->n_links < 1)
          return NULL;
        pair_cells[0] = link->from.cells[0];
        pair_cells[1] = link->to.cells[0];
        house = nonet_house_name (link_house (pair_cells[0], pair_cells[1]));
        pair = cells_text (pair_cells, 2);
        /* TRANSLATORS: UR type 4: "r1c1, r1c2, r5c1 and r5c2 must not end up with only 3
         * and 8 (the puzzle would have two solutions); in row 5 the 3 is only in r5c1 and
         * r5c2, so one of them is 3 and the other must not be 8: 8 is removed from r5c1
         * and r5c2." */
        return g_strdup_printf (_("%s must not end up with only %s (the puzzle would have two "
                                  "solutions); in %s the %d is only in %s, so one of them is %d "
                                  "and neither may complete the pattern: %s."),
                                corners, digits, house, link->from.digit, pair,
                                link->from.digit, removed);
      }
    case NONET_TECH_UNIQUE_RECTANGLE_6:
      {
        int digit = step->n_links > 0 ? step->links[0].from.digit : 0;
        /* TRANSLATORS: UR type 6: "r1c1, r1c2, r5c1 and r5c2 must not end up with only 3
         * and 8 (the puzzle would have two solutions); in both rows and both columns the 3
         * is only in these corners (an X-Wing), so it takes one diagonal, and the corners
         * with extra digits cannot be 3: 3 is removed from r1c2 and r5c1." */
        return g_strdup_printf (_("%s must not end up with only %s (the puzzle would have two "
                                  "solutions); in both rows and both columns the %d is only in "
                                  "these corners (an X-Wing), so it takes one diagonal, and the "
                                  "corners with extra digits cannot hold it: %s."),
                                corners, digits, digit, removed);
      }
    case NONET_TECH_HIDDEN_RECTANGLE:
      {
        int digit = step->n_links > 0 ? step->links[0].from.digit : 0;
        g_autofree char *corner = step->n_links > 0 ? nonet_cell_name (step->links[0].from.cells[0])
                                                    : g_strdup ("?");
        /* TRANSLATORS: Hidden Rectangle: "r1c1, r1c2, r5c1 and r5c2 must not end up with
         * only 3 and 8 (the puzzle would have two solutions); in the row and the column of
         * r5c2 the 3 is only in the rectangle, so if r5c2 were 8 the 3s would complete the
         * pattern: 8 is removed from r5c2." */
        return g_strdup_printf (_("%s must not end up with only %s (the puzzle would have two "
                                  "solutions); in the row and the column of %s the %d is only "
                                  "in the rectangle, so %s cannot hold the other digit: %s."),
                                corners, digits, corner, digit, corner, removed);
      }
    case NONET_TECH_AVOIDABLE_RECTANGLE_1:
      /* TRANSLATORS: AR type 1: "r1c1, r1c2 and r5c1 were filled in (they are not clues) with
       * 3 and 8; r1c1, r1c2, r5c1 and r5c2 must not form a rectangle of 3 and 8 that could be
       * swapped, so 3 is removed from r5c2." */
      return g_strdup_printf (_("%s must not form a rectangle of %s that could be swapped: "
                                "the filled cells are not clues, so %s."),
                              corners, digits, removed);
    default:
      return NULL;
    }
}

/* Helpers of the misc, ALS, templates and forcing sentences. */

/* The cells marked with role, once each, in mark order, with their
 * candidates: "r4c4 and r4c5 (1, 3, 7 and 9)"; NULL when none. */
static char *
role_cells_text (const NonetStep *step,
                 NonetRole        role)
{
  int cells[NONET_CELLS];
  gboolean seen[NONET_CELLS] = { FALSE };
  NonetMask digits = 0;
  int n = 0;

  for (int i = 0; i < step->n_marks; i++)
    {
      const NonetMark *mark = &step->marks[i];
      if (mark->role != role)
        continue;
      digits |= mark->digit > 0 ? nonet_digit_bit (mark->digit) : 0;
      if (!seen[mark->cell])
        {
          seen[mark->cell] = TRUE;
          cells[n++] = mark->cell;
        }
    }
  if (n == 0)
    return NULL;
  g_autofree char *list = cells_text (cells, n);
  g_autofree char *digit_list = digits_text (digits);
  /* TRANSLATORS: cells and their digits: "r4c4 and r4c5 (1, 3, 7 and 9)" */
  return g_strdup_printf (_("%s (%s)"), list, digit_list);
}

/* The digits of the step's links ("3 and 7"). */
static NonetMask
link_digits (const NonetStep *step)
{
  NonetMask digits = 0;

  for (int i = 0; i < step->n_links; i++)
    digits |= nonet_digit_bit (step->links[i].from.digit);
  return digits;
}

static char *
describe_misc (const NonetStep *step)
{
  g_autofree char *line = house_or_unknown (step_house (step, NONET_ROLE_BASE, 0));
  g_autofree char *box = house_or_unknown (step_house (step, NONET_ROLE_BASE, 1));
  g_autofree char *core = role_cells_text (step, NONET_ROLE_BASE);
  g_autofree char *in_line = role_cells_text (step, NONET_ROLE_ALS_1);
  g_autofree char *in_box = role_cells_text (step, NONET_ROLE_ALS_2);
  g_autofree char *result = result_text (step);

  if (step->technique == NONET_TECH_ALIGNED_PAIR_EXCLUSION && step->n_cells >= 2)
    {
      g_autofree char *first = nonet_cell_name (step->cells[0]);
      g_autofree char *second = nonet_cell_name (step->cells[1]);
      g_autofree char *blockers = role_cells_text (step, NONET_ROLE_COVER);
      if (blockers == NULL)
        /* TRANSLATORS: Aligned Pair Exclusion: "r3c1 and r3c5 see each other, so no pair of
         * values for them repeats a digit: 2 is removed from r3c1." */
        return g_strdup_printf (_("%s and %s see each other, so no pair of values for them "
                                  "repeats a digit: %s."), first, second, result);
      /* TRANSLATORS: Aligned Pair Exclusion: "r3c1 and r3c5 see each other and both see
       * r2c2 and r4c5 (1, 2 and 3): every pair of values that uses them repeats a digit or
       * leaves one of those cells empty, so 2 is removed from r3c1." */
      return g_strdup_printf (_("%s and %s see each other and both see %s: every pair of values "
                                "that uses them repeats a digit or leaves one of those cells "
                                "empty, so %s."), first, second, blockers, result);
    }
  if (step->technique != NONET_TECH_SUE_DE_COQ || core == NULL || in_line == NULL
      || in_box == NULL)
    return NULL;
  /* TRANSLATORS: Sue de Coq: "Where box 5 meets row 4, r4c4 and r4c5 (1, 3, 7 and 9)
   * with r4c8 (1 and 7) in row 4 and r5c6 (3 and 9) in box 5 hold as many digits as
   * cells, the line part and the box part none in common, so ..." */
  return g_strdup_printf (_("Where %s meets %s, %s with %s in %s and %s in %s hold as many "
                            "digits as cells, the line part and the box part none in common, "
                            "so %s."),
                          box, line, core, in_line, line, in_box, box, result);
}

/* The cells (with the digit for Medusa) marked in a role, as a list. */
static char *
role_candidates_text (const NonetStep *step,
                      NonetRole        role,
                      gboolean         with_digit)
{
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (int i = 0; i < step->n_marks; i++)
    {
      const NonetMark *mark = &step->marks[i];
      g_autofree char *cell = NULL;

      if (mark->role != role)
        continue;
      cell = nonet_cell_name (mark->cell);
      g_ptr_array_add (items, with_digit ? g_strdup_printf ("%s=%d", cell, mark->digit)
                                         : g_strdup (cell));
    }
  if (items->len == 0)
    return g_strdup ("-");
  return join_list (items);
}

static char *
describe_coloring (const NonetStep *step)
{
  gboolean medusa = step->technique == NONET_TECH_MEDUSA_3D;
  g_autofree char *a = role_candidates_text (step, NONET_ROLE_COLOR_A, medusa);
  g_autofree char *b = role_candidates_text (step, NONET_ROLE_COLOR_B, medusa);
  g_autofree char *result = result_text (step);
  g_autofree char *digits = digits_text (step->digits);

  /* The technique's name titles the step (CLI, list, step bar): not repeated here. */
  if (step->technique == NONET_TECH_MULTI_COLORS_1 || step->technique == NONET_TECH_MULTI_COLORS_2)
    {
      g_autofree char *c = role_candidates_text (step, NONET_ROLE_CHAIN_ON, FALSE);
      g_autofree char *d = role_candidates_text (step, NONET_ROLE_CHAIN_OFF, FALSE);
      /* TRANSLATORS: Multi Colors: "On 5, colours r1c2, r4c7 / r1c7 and r5c2 / r8c8
       * and colours r9c1 / r9c9 each alternate along conjugate pairs, so 5 is removed
       * from r2c8." */
      return g_strdup_printf (_("On %s, colours %s / %s and colours %s / %s each alternate "
                                "along conjugate pairs, so %s."),
                              digits, a, b, c, d, result);
    }
  if (medusa)
    /* TRANSLATORS: 3D Medusa: "Either r1c2=5, r4c7=3 (one colour) or r1c7=5, r4c4=3 (the
     * other) is true along strong links, so 3 is removed from r2c8." */
    return g_strdup_printf (_("Either %s (one colour) or %s (the other) is true along strong "
                              "links, so %s."), a, b, result);
  /* TRANSLATORS: Simple Colors: "Either r1c2 and r4c7 (one colour) or r1c7 and r5c2
   * (the other) hold 5, alternating along conjugate pairs, so 5 is removed from r2c8." */
  return g_strdup_printf (_("Either %s (one colour) or %s (the other) hold %s, alternating "
                            "along conjugate pairs, so %s."), a, b, digits, result);
}

/* The technique's name is the title of the step everywhere (the CLI's
 * "5. X-Chain:", the step bar, the list): the sentence does not repeat it. */
static char *
describe_chains (const NonetStep *step)
{
  g_autofree char *result = NULL;
  g_autofree char *chain = NULL;

  if (step->n_links == 0)
    return NULL;
  result = result_text (step);
  chain = chain_text (step);
  /* TRANSLATORS: a chain read as implications: "Following the links r1c2≠5 → r1c7=5 →
   * r4c7≠5, whichever end is true: 5 is removed from r2c8." */
  return g_strdup_printf (_("Following the links %s, one end or the other is true, so %s."),
                          chain, result);
}

/* The digits a step removes. */
static NonetMask
eliminated_digits (const NonetStep *step)
{
  NonetMask mask = 0;

  for (int i = 0; i < step->n_eliminations; i++)
    mask |= nonet_digit_bit (step->eliminations[i].digit);
  return mask;
}

static char *
describe_als (const NonetStep *step)
{
  g_autofree char *result = result_text (step);
  g_autofree char *links = digits_text (link_digits (step));
  g_autoptr (GPtrArray) sets = g_ptr_array_new_with_free_func (g_free);

  for (int role = NONET_ROLE_ALS_1; role <= NONET_ROLE_ALS_4; role++)
    {
      char *text = role_cells_text (step, (NonetRole) role);
      if (text != NULL)
        g_ptr_array_add (sets, text);
    }
  if (sets->len < 2 && step->technique != NONET_TECH_DEATH_BLOSSOM)
    return NULL;
  g_autofree char *set_list = join_list (sets);
  switch (step->technique)
    {
    case NONET_TECH_ALS_XZ:
    case NONET_TECH_ALS_XY_WING:
    case NONET_TECH_ALS_XY_CHAIN:
      {
        g_autofree char *removed = digits_text (eliminated_digits (step));
        /* TRANSLATORS: ALS-XZ / XY-Wing / XY-Chain: "The almost locked sets r1c1 and r1c2
         * (1, 4 and 7) and r5c2 (4 and 7) are linked by 4 (each place sees the others), so
         * the first set or the last holds 7, the digit they also share: 7 is removed from
         * r5c1." */
        return g_strdup_printf (_("The almost locked sets %s are linked by %s (each place sees "
                                  "the others), so the first set or the last holds %s, the "
                                  "digit they also share: %s."),
                                set_list, links, removed, result);
      }
    case NONET_TECH_DEATH_BLOSSOM:
      {
        g_autofree char *stem = step->n_cells > 0 ? nonet_cell_name (step->cells[0]) : g_strdup ("?");
        /* TRANSLATORS: Death Blossom: "Whatever the stem r5c5 is, the petal that sees it
         * loses that digit and holds the rest: of r1c5 (1 and 6), r5c1 (2 and 6) one holds 6,
         * so 6 is removed from ..." */
        return g_strdup_printf (_("Whatever the stem %s is, the petal whose places of that "
                                  "digit see it is locked on its other digits; the petals %s "
                                  "all share the removed digit, so %s."),
                                stem, set_list, result);
      }
    default:
      return NULL;
    }
}


static char *
describe_templates (const NonetStep *step)
{
  g_autofree char *result = result_text (step);
  int digit = first_digit (step->digits);

  if (step->technique == NONET_TECH_TEMPLATE_SET)
    /* TRANSLATORS: Template Set: "Every way to place all nine 7s that fits the grid
     * (with the cells other digits must take left out) uses r1c2, so r1c2 is 7." */
    return g_strdup_printf (_("Every way to place all nine %ds that fits the grid (with the "
                              "cells other digits must take left out) agrees here, so %s."),
                            digit, result);
  /* TRANSLATORS: Template Delete: "No way to place all nine 7s that fits the grid uses
   * these cells, so 7 is removed from r1c2 and r4c4." */
  return g_strdup_printf (_("No way to place all nine %ds that fits the grid (with the cells "
                            "other digits must take left out) uses these candidates, so %s."),
                          digit, result);
}

static gboolean
same_node (const NonetNode *a,
           const NonetNode *b)
{
  return a->digit == b->digit && a->n_cells == b->n_cells
         && memcmp (a->cells, b->cells, a->n_cells * sizeof a->cells[0]) == 0;
}

/* "r1c2=5 ⇒ r1c3≠5 ⇒ r4c3=5, r1c2=5 ⇒ r2c2≠5 ⇒ ...": each implication once;
 * a link that goes on from the last one's end continues its run, a branch
 * starts a new run from its own premise. Too large a net is counted. */
static char *
implications_text (const NonetStep *step)
{
  GString *s = g_string_new (NULL);

  if (step->n_links > 12)
    {
      g_string_free (s, TRUE);
      /* TRANSLATORS: a forcing net too large to spell out: "23 implications, listed beside
       * the board" */
      return g_strdup_printf (ngettext ("%d implication, listed beside the board",
                                        "%d implications, listed beside the board",
                                        step->n_links),
                              step->n_links);
    }
  for (int i = 0; i < step->n_links; i++)
    {
      const NonetLink *link = &step->links[i];
      const NonetLink *last = i > 0 ? &step->links[i - 1] : NULL;
      gboolean strong = link->kind == NONET_LINK_STRONG;
      g_autofree char *from = node_text (&link->from);
      g_autofree char *to = node_text (&link->to);
      /* The premise's state is the one the last link concluded. */
      gboolean goes_on = last != NULL && same_node (&last->to, &link->from)
                         && (last->kind == NONET_LINK_STRONG) != strong;

      if (!goes_on)
        g_string_append_printf (s, "%s%s%s%d", i > 0 ? ", " : "", from, strong ? "≠" : "=",
                                link->from.digit);
      g_string_append_printf (s, " ⇒ %s%s%d", to, strong ? "=" : "≠", link->to.digit);
    }
  return g_string_free (s, FALSE);
}

/* Where a contradiction shows (the COVER mark or house). */
static char *
contradiction_text (const NonetStep *step)
{
  int house = step_house (step, NONET_ROLE_COVER, 0);

  for (int i = 0; i < step->n_marks; i++)
    {
      const NonetMark *mark = &step->marks[i];
      g_autofree char *cell = NULL;

      if (mark->role != NONET_ROLE_COVER)
        continue;
      cell = nonet_cell_name (mark->cell);
      if (mark->digit == 0)
        /* TRANSLATORS: a contradiction: "r4c4 would have no candidate left" */
        return g_strdup_printf (_("%s would have no candidate left"), cell);
      /* TRANSLATORS: a contradiction: "r4c4 would have to be 7 and not 7" */
      return g_strdup_printf (_("%s would have to be %d and not %d"), cell, mark->digit,
                              mark->digit);
    }
  if (house >= 0)
    {
      g_autofree char *name = nonet_house_name (house);
      /* TRANSLATORS: a contradiction: "7 would have no place left in row 3" */
      return g_strdup_printf (_("%d would have no place left in %s"), first_digit (step->digits),
                              name);
    }
  return g_strdup (_("the grid would break"));
}

/* Alternatives joined with "or": "r3c1, r3c4 or r3c7". */
static char *
or_text (GPtrArray *items)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < items->len; i++)
    {
      if (i > 0)
        /* TRANSLATORS: separators of alternatives: "r3c1, r3c4 or r3c7" */
        g_string_append (s, i + 1 == items->len ? _(" or ") : ", ");
      g_string_append (s, g_ptr_array_index (items, i));
    }
  return g_string_free (s, FALSE);
}

/* The choice a verity splits on: "whatever r1c2 is (4, 5 or 7)". */
static char *
verity_choice_text (const NonetStep *step)
{
  int house = step_house (step, NONET_ROLE_BASE, 0);
  g_autofree char *cell = step->n_cells > 0 ? nonet_cell_name (step->cells[0]) : g_strdup ("?");
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  if (house >= 0)
    {
      g_autofree char *name = nonet_house_name (house);
      g_autofree char *places = NULL;
      for (int i = 0; i < step->n_cells; i++)
        g_ptr_array_add (items, nonet_cell_name (step->cells[i]));
      places = or_text (items);
      /* TRANSLATORS: house verity: "wherever 5 goes in row 3 (r3c1, r3c4 or r3c7)" */
      return g_strdup_printf (_("wherever %d goes in %s (%s)"), first_digit (step->digits), name,
                              places);
    }
  if (nonet_mask_count (step->digits) == 1)
    /* TRANSLATORS: candidate verity: "whether r1c2 is 5 or not" */
    return g_strdup_printf (_("whether %s is %d or not"), cell, first_digit (step->digits));
  for (int d = 1; d <= NONET_DIGITS; d++)
    if (step->digits & nonet_digit_bit (d))
      g_ptr_array_add (items, g_strdup_printf ("%d", d));
  g_autofree char *digits = or_text (items);
  /* TRANSLATORS: cell verity: "whatever r1c2 is (4, 5 or 7)" */
  return g_strdup_printf (_("whatever %s is (%s)"), cell, digits);
}

static char *
describe_forcing (const NonetStep *step)
{
  g_autofree char *result = result_text (step);
  g_autofree char *chain = implications_text (step);
  g_autofree char *cell = step->n_cells > 0 ? nonet_cell_name (step->cells[0]) : g_strdup ("?");
  int digit = first_digit (step->digits);

  switch (step->technique)
    {
    case NONET_TECH_FORCING_CHAIN_CONTRADICTION:
    case NONET_TECH_FORCING_NET_CONTRADICTION:
      {
        g_autofree char *why = contradiction_text (step);
        /* Nested nets are rated from 9.5 (nonet-forcing.c). */
        if (step->technique == NONET_TECH_FORCING_NET_CONTRADICTION && step->se_tenths >= 95)
          {
            /* TRANSLATORS: nested forcing net: "If r1c2 were 5, then (with candidates whose
             * own assumption fails removed along the way: 40 implications, drawn on the
             * board) r4c4 would have no candidate left. So 5 is removed from r1c2." */
            if (step->n_placements > 0)
              return g_strdup_printf (_("If %s were not %d, then (with candidates whose own "
                                        "assumption fails removed along the way: %s) %s. So %s."),
                                      cell, digit, chain, why, result);
            return g_strdup_printf (_("If %s were %d, then (with candidates whose own assumption "
                                      "fails removed along the way: %s) %s. So %s."),
                                    cell, digit, chain, why, result);
          }
        if (step->n_placements > 0)
          /* TRANSLATORS: contradiction from a candidate assumed false: "If r1c2 were not 5:
           * r1c2≠5 ⇒ r1c7=5, ...; then r4c4 would have no candidate left. So r1c2 is 5." */
          return g_strdup_printf (_("If %s were not %d: %s; then %s. So %s."), cell, digit,
                                  chain, why, result);
        /* TRANSLATORS: contradiction: "If r1c2 were 5: r1c2=5 ⇒ r1c3≠5, ...; then r4c4
         * would have no candidate left. So 5 is removed from r1c2." */
        return g_strdup_printf (_("If %s were %d: %s; then %s. So %s."), cell, digit, chain,
                                why, result);
      }
    case NONET_TECH_FORCING_CHAIN_VERITY:
    case NONET_TECH_FORCING_NET_VERITY:
      {
        g_autofree char *choice = verity_choice_text (step);
        /* TRANSLATORS: verity: "Whatever r1c2 is (4, 5 or 7), the implications
         * (r1c2=4 ⇒ ..., ...) agree, so r5c5 is 3." */
        return g_strdup_printf (_("Each branch, %s, leads to the same result (%s), so %s."),
                                choice, chain, result);
      }
    case NONET_TECH_TRIAL:
      /* TRANSLATORS: Trial: "Trying r1c2=5 leads to a contradiction (proven by trying every
       * continuation; the board shows the first implications), so 5 is removed from r1c2." */
      return g_strdup_printf (_("Trying %s=%d leads to a contradiction (proven by trying every "
                                "continuation; the board shows the first implications), so %s."),
                              cell, digit, result);
    default:
      return NULL;
    }
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
    /* TRANSLATORS: any other step: "X-Wing on 7 in r1c2, r1c5, r4c2 and r4c5, so 7 is
     * removed from r6c2." */
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

/**
 * nonet_link_describe:
 *
 * Returns: (transfer full): one implication of a chain or net, as the
 *   replay lists it: "r2c5=5 ⇒ r4c5≠5" (weak: premise true, conclusion
 *   false) or "r4c5≠5 ⇒ r4c5=9" (strong: premise false, conclusion true).
 */
char *
nonet_link_describe (const NonetLink *link)
{
  gboolean strong = link->kind == NONET_LINK_STRONG;
  g_autofree char *from = node_text (&link->from);
  g_autofree char *to = node_text (&link->to);

  return g_strdup_printf ("%s%s%d ⇒ %s%s%d", from, strong ? "≠" : "=", link->from.digit, to,
                          strong ? "=" : "≠", link->to.digit);
}
