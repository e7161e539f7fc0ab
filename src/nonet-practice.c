/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-practice.c: practice mode (see nonet-practice.h).
 *
 * The check reads only the difference between the starting position and
 * the player's grid: a digit placed or a pencil mark removed is a mark. A
 * mark the step does not make is wrong (a peer's mark of a placed digit
 * counts as part of the placement); the step's marks not yet made leave the
 * answer incomplete.
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <glib/gi18n.h>

#include "nonet-names.h"
#include "nonet-practice.h"
#include "nonet-step-text.h"

struct _NonetPractice
{
  GObject           parent_instance;
  NonetDocument    *document;   /* weak */
  GSettings        *settings;
  gboolean          active;
  NonetGenPractice  practice;
  char             *text;       /* the last verdict or the step's sentence */
};

enum { PROP_0, PROP_ACTIVE, PROP_TEXT, N_PROPS };

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (NonetPractice, nonet_practice, G_TYPE_OBJECT)

static void
set_text (NonetPractice *self,
          const char    *text)
{
  if (g_strcmp0 (self->text, text) == 0)
    return;
  g_free (self->text);
  self->text = g_strdup (text);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT]);
}

const char *
nonet_practice_get_text (NonetPractice *self)
{
  g_return_val_if_fail (NONET_IS_PRACTICE (self), NULL);

  return self->text;
}

static void
set_active (NonetPractice *self,
            gboolean       active)
{
  if (self->active == active)
    return;
  self->active = active;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
}

/* Another puzzle ends the practice. */
static void
document_changed_cb (NonetPractice *self)
{
  const NonetGrid *grid = nonet_document_get_grid (self->document);

  for (int c = 0; self->active && c < NONET_CELLS; c++)
    if (!!grid->given[c] != !!self->practice.position.given[c]
        || (grid->given[c] && grid->values[c] != self->practice.position.values[c]))
      set_active (self, FALSE);
}

static void
nonet_practice_dispose (GObject *object)
{
  NonetPractice *self = NONET_PRACTICE (object);

  g_clear_weak_pointer (&self->document);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->text, g_free);
  G_OBJECT_CLASS (nonet_practice_parent_class)->dispose (object);
}

static void
nonet_practice_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  if (prop_id == PROP_ACTIVE)
    g_value_set_boolean (value, NONET_PRACTICE (object)->active);
  else if (prop_id == PROP_TEXT)
    g_value_set_string (value, NONET_PRACTICE (object)->text);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
nonet_practice_class_init (NonetPracticeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = nonet_practice_dispose;
  object_class->get_property = nonet_practice_get_property;
  properties[PROP_ACTIVE] =
    g_param_spec_boolean ("active", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
nonet_practice_init (NonetPractice *self)
{
}

NonetPractice *
nonet_practice_new (NonetDocument *document,
                    GSettings     *settings)
{
  NonetPractice *self = g_object_new (NONET_TYPE_PRACTICE, NULL);

  g_set_weak_pointer (&self->document, document);
  if (settings != NULL)
    self->settings = g_object_ref (settings);
  g_signal_connect_object (document, "changed", G_CALLBACK (document_changed_cb), self,
                           G_CONNECT_SWAPPED);
  return self;
}

void
nonet_practice_start (NonetPractice          *self,
                      const NonetGenPractice *practice)
{
  g_autofree char *text = NULL;

  g_return_if_fail (NONET_IS_PRACTICE (self));

  self->practice = *practice;
  set_active (self, TRUE);
  /* Translators: %s is a technique. */
  text = g_strdup_printf (_("Find the next step (%s): remove the pencil marks it removes or "
                            "place its digit, then press Check."), nonet_technique_get_name (practice->step.technique));
  set_text (self, text);
}

gboolean
nonet_practice_get_active (NonetPractice *self)
{
  g_return_val_if_fail (NONET_IS_PRACTICE (self), FALSE);

  return self->active;
}

static gboolean
step_places (const NonetStep *step,
             int              cell,
             int              digit)
{
  for (int i = 0; i < step->n_placements; i++)
    if (step->placements[i].cell == cell && step->placements[i].digit == digit)
      return TRUE;
  return FALSE;
}

static gboolean
are_peers (int a,
           int b)
{
  return a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3);
}

static gboolean
step_eliminates (const NonetStep *step,
                 int              cell,
                 int              digit)
{
  for (int i = 0; i < step->n_eliminations; i++)
    if (step->eliminations[i].cell == cell && step->eliminations[i].digit == digit)
      return TRUE;
  /* Placing a digit removes it from the peers. */
  for (int i = 0; i < step->n_placements; i++)
    if (step->placements[i].digit == digit && step->placements[i].cell != cell
        && are_peers (step->placements[i].cell, cell))
      return TRUE;
  return FALSE;
}

static gboolean
mark_missing (const NonetStep *step,
              const NonetGrid *grid)
{
  for (int i = 0; i < step->n_placements; i++)
    if (grid->values[step->placements[i].cell] != step->placements[i].digit)
      return TRUE;
  for (int i = 0; i < step->n_eliminations; i++)
    {
      int cell = step->eliminations[i].cell;

      if (grid->values[cell] == 0
          && (grid->candidates[cell] & (1u << (step->eliminations[i].digit - 1))))
        return TRUE;
    }
  return FALSE;
}

/* The first mark the step does not make, as a sentence; NULL when none. */
static char *
find_wrong_mark (const NonetPractice *self,
                 const NonetGrid     *grid)
{
  const NonetGrid *start = &self->practice.position;
  const NonetStep *step = &self->practice.step;
  const char *technique = nonet_technique_get_name (step->technique);

  for (int c = 0; c < NONET_CELLS; c++)
    {
      g_autofree char *cell = nonet_cell_name (c);

      if (grid->values[c] != 0 && start->values[c] == 0 && !step_places (step, c, grid->values[c]))
        {
          if (grid->values[c] != self->practice.solution[c])
            /* Translators: a cell, a digit, the cell's digit in the solution. */
            return g_strdup_printf (_("%s is not %d: the solution has %d there."), cell,
                                    grid->values[c], self->practice.solution[c]);
          /* Translators: a cell, a digit, a technique. */
          return g_strdup_printf (_("%s is %d, but this %s does not show it yet."),
                                  cell, grid->values[c], technique);
        }
      if (start->values[c] != 0 || grid->values[c] != 0)
        continue;
      for (int d = 1; d <= NONET_DIGITS; d++)
        {
          NonetMask bit = 1u << (d - 1);

          if (!(start->candidates[c] & bit) || (grid->candidates[c] & bit)
              || step_eliminates (step, c, d))
            continue;
          if (self->practice.solution[c] == d)
            /* Translators: a digit and a cell; the digit is the cell's solution. */
            return g_strdup_printf (_("Removing %d from %s is wrong: %d is the solution there."),
                                    d, cell, d);
          /* Translators: a digit, a cell and a technique. */
          return g_strdup_printf (_("Removing %d from %s is wrong: this %s does not remove it."),
                                  d, cell, technique);
        }
    }
  return NULL;
}

static void
add_to_tally (NonetPractice *self,
              gboolean       right)
{
  g_autoptr(GVariant) tally = NULL;
  GVariantBuilder builder;
  GVariantIter iter;
  const char *id = nonet_technique_info (self->practice.step.technique)->id;
  const char *key;
  guint n_right = 0, n_checks = 0, r, n;

  if (self->settings == NULL)
    return;
  tally = g_settings_get_value (self->settings, "practice-tally");
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{s(uu)}"));
  g_variant_iter_init (&iter, tally);
  while (g_variant_iter_next (&iter, "{&s(uu)}", &key, &r, &n))
    if (g_str_equal (key, id))
      n_right = r, n_checks = n;
    else
      g_variant_builder_add (&builder, "{s(uu)}", key, r, n);
  g_variant_builder_add (&builder, "{s(uu)}", id, n_right + !!right, n_checks + 1);
  g_settings_set_value (self->settings, "practice-tally", g_variant_builder_end (&builder));
}

/**
 * nonet_practice_check:
 * @message: (out): the sentence for the player
 */
static NonetPracticeVerdict
check (NonetPractice  *self,
       char          **message)
{
  const NonetGrid *grid;
  g_autofree char *wrong = NULL;
  NonetPracticeVerdict verdict;
  guint right = 0, checks = 0;

  g_return_val_if_fail (NONET_IS_PRACTICE (self), NONET_PRACTICE_INCOMPLETE);
  g_return_val_if_fail (message != NULL, NONET_PRACTICE_INCOMPLETE);

  grid = nonet_document_get_grid (self->document);
  wrong = find_wrong_mark (self, grid);
  if (wrong != NULL)
    {
      add_to_tally (self, FALSE);
      *message = g_steal_pointer (&wrong);
      return NONET_PRACTICE_WRONG;
    }
  if (mark_missing (&self->practice.step, grid))
    {
      *message = g_strdup (_("Right so far, but the step makes more marks."));
      return NONET_PRACTICE_INCOMPLETE;
    }
  add_to_tally (self, TRUE);
  verdict = NONET_PRACTICE_RIGHT;
  nonet_practice_get_tally (self, self->practice.step.technique, &right, &checks);
  /* Translators: a technique, then how many checks of it were right out of all. */
  *message = g_strdup_printf (_("Right: that is the %s. (%u of %u checks right)"),
                              nonet_technique_get_name (self->practice.step.technique),
                              right, checks);
  return verdict;
}

NonetPracticeVerdict
nonet_practice_check (NonetPractice  *self,
                      char          **message)
{
  NonetPracticeVerdict verdict = check (self, message);

  set_text (self, *message);
  return verdict;
}

char *
nonet_practice_show (NonetPractice *self)
{
  g_autofree char *sentence = NULL;
  g_autofree char *text = NULL;

  g_return_val_if_fail (NONET_IS_PRACTICE (self), NULL);

  if (!self->active)
    return NULL;
  nonet_document_set_hint_step (self->document, &self->practice.step);
  sentence = nonet_step_describe (&self->practice.step);
  /* Translators: a technique and the sentence of its step. */
  text = g_strdup_printf (_("%s: %s"), nonet_technique_get_name (self->practice.step.technique),
                          sentence);
  set_text (self, text);
  return g_steal_pointer (&text);
}

void
nonet_practice_get_tally (NonetPractice  *self,
                          NonetTechnique  technique,
                          guint          *right,
                          guint          *checks)
{
  g_autoptr(GVariant) tally = NULL;

  *right = *checks = 0;
  if (self->settings == NULL)
    return;
  tally = g_settings_get_value (self->settings, "practice-tally");
  g_variant_lookup (tally, nonet_technique_info (technique)->id, "(uu)", right, checks);
}
