/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-technique-example.c: the small board of "What is a Swordfish?".
 *
 * The examples are our own: one case per technique of tests/data/logic-cases.txt
 * (positions our engine found on puzzles we generated), picked at build time
 * by build-aux/technique-examples into the resource technique-examples.txt.
 * A case is a HoDoKu library line: the position and the step's result. At
 * run time the engine finds the step again (nonet_find_technique_steps) and
 * the board's own drawing code draws it, highlighted by role, so the example
 * looks exactly like a step on the board.
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "nonet-board-view.h"
#include "nonet-step-text.h"
#include "nonet-technique-example.h"

#define EXAMPLES_RESOURCE "/app/nonet/Nonet/technique-examples.txt"
/* More than any case of the fixture has at its position. */
#define MAX_STEPS         256
/* A cell of about 26 pixels: candidates stay legible (9 px). */
#define EXAMPLE_SIZE      240
/* A net with more implications than this is not spelled out in its
 * sentence (nonet-step-text.c); drawn small, its arrows would be a tangle:
 * the example draws them faintly, the last one strongly, as the replay's
 * last position does. */
#define LONG_CHAIN        12

struct _NonetTechniqueExample
{
  GtkWidget       parent_instance;

  NonetTechnique  technique;
  gboolean        has_step;
  NonetGrid       state;
  NonetStep       step;
};

G_DEFINE_FINAL_TYPE (NonetTechniqueExample, nonet_technique_example, GTK_TYPE_WIDGET)

static NonetTechnique
case_technique (const NonetLibraryCase *library_case)
{
  NonetTechnique technique = nonet_technique_from_code (library_case->code);

  /* Techniques HoDoKu lacks have our stable id as their code. */
  return technique != NONET_N_TECHNIQUES ? technique
                                         : nonet_technique_from_id (library_case->code);
}

/* The case of technique in the resource, FALSE when there is none. */
static gboolean
read_case (NonetTechnique    technique,
           NonetLibraryCase *library_case)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data (EXAMPLES_RESOURCE, 0, NULL);
  const char *text, *end;
  gsize size;

  if (bytes == NULL)
    return FALSE;
  text = g_bytes_get_data (bytes, &size);
  end = text + size;
  for (const char *line = text; line < end;)
    {
      const char *newline = memchr (line, '\n', end - line);
      size_t length = newline != NULL ? (size_t) (newline - line) : (size_t) (end - line);
      NonetError error;

      if (nonet_parse_library_line (line, length, library_case, &error) == NONET_STATUS_OK
          && case_technique (library_case) == technique)
        return TRUE;
      line += length + 1;
    }
  return FALSE;
}

/* A list of candidates as a mask per cell: two lists compare in any order. */
static void
candidate_masks (const NonetCandidate *list,
                 int                   n,
                 NonetMask             masks[NONET_CELLS])
{
  memset (masks, 0, sizeof (NonetMask) * NONET_CELLS);
  for (int i = 0; i < n; i++)
    masks[list[i].cell] |= nonet_digit_bit (list[i].digit);
}

/* Whether step removes and places exactly what the case says. */
static gboolean
has_result (const NonetStep        *step,
            const NonetLibraryCase *library_case)
{
  NonetMask a[NONET_CELLS], b[NONET_CELLS];

  candidate_masks (step->eliminations, step->n_eliminations, a);
  candidate_masks (library_case->eliminations, library_case->n_eliminations, b);
  if (memcmp (a, b, sizeof a) != 0)
    return FALSE;
  candidate_masks (step->placements, step->n_placements, a);
  candidate_masks (library_case->placements, library_case->n_placements, b);
  return memcmp (a, b, sizeof a) == 0;
}

/**
 * nonet_technique_example_exists:
 *
 * Returns: whether the app holds an example of @technique.
 */
gboolean
nonet_technique_example_exists (NonetTechnique technique)
{
  g_autofree NonetLibraryCase *library_case = g_new0 (NonetLibraryCase, 1);

  return read_case (technique, library_case);
}

/**
 * nonet_technique_example_find:
 *
 * The example position of @technique and its step: the step of the case's
 * result (its eliminations and placements), or the first step of the
 * technique there if none has exactly that result.
 *
 * Returns: FALSE when there is no example (or the engine no longer finds
 * one there).
 */
gboolean
nonet_technique_example_find (NonetTechnique  technique,
                              NonetGrid      *state,
                              NonetStep      *step)
{
  g_autofree NonetLibraryCase *library_case = g_new0 (NonetLibraryCase, 1);
  g_autofree NonetStep *steps = NULL;
  NonetLogicOptions options;
  int n, pick = 0;

  g_return_val_if_fail (state != NULL && step != NULL, FALSE);

  if (!read_case (technique, library_case))
    return FALSE;
  nonet_logic_options_init (&options);
  /* The cases come from puzzles with one solution. */
  options.unique = TRUE;
  steps = g_new (NonetStep, MAX_STEPS);
  n = nonet_find_technique_steps (&library_case->grid, technique, &options, steps, MAX_STEPS);
  if (n == 0)
    return FALSE;
  /* From the last down: the first step with the case's result wins. */
  for (int i = n - 1; i >= 0; i--)
    if (has_result (&steps[i], library_case))
      pick = i;
  *state = library_case->grid;
  *step = steps[pick];
  return TRUE;
}

static void
nonet_technique_example_snapshot (GtkWidget   *widget,
                                  GtkSnapshot *snapshot)
{
  NonetTechniqueExample *self = NONET_TECHNIQUE_EXAMPLE (widget);
  NonetBoardState state = {
    .grid = &self->state, .step = &self->step, .selected = -1, .show_candidates = TRUE,
    .replay = self->step.n_links > LONG_CHAIN ? self->step.n_links : 0,
  };

  if (self->has_step)
    nonet_board_snapshot (widget, snapshot, &state);
}

static void
nonet_technique_example_measure (GtkWidget      *widget,
                                 GtkOrientation  orientation,
                                 int             for_size,
                                 int            *minimum,
                                 int            *natural,
                                 int            *minimum_baseline,
                                 int            *natural_baseline)
{
  *minimum = *natural = EXAMPLE_SIZE;
}

static void
nonet_technique_example_class_init (NonetTechniqueExampleClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = nonet_technique_example_snapshot;
  widget_class->measure = nonet_technique_example_measure;
  gtk_widget_class_set_css_name (widget_class, "nonet-technique-example");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
nonet_technique_example_init (NonetTechniqueExample *self)
{
  self->technique = NONET_N_TECHNIQUES;
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
nonet_technique_example_new (void)
{
  return g_object_new (NONET_TYPE_TECHNIQUE_EXAMPLE, NULL);
}

/**
 * nonet_technique_example_set_technique:
 *
 * Finds and draws the example of @technique (the engine runs here, once
 * per technique shown); hides the widget when there is none. Its
 * accessible label is the step's sentence.
 */
void
nonet_technique_example_set_technique (NonetTechniqueExample *self,
                                       NonetTechnique         technique)
{
  g_autofree char *sentence = NULL;

  g_return_if_fail (NONET_IS_TECHNIQUE_EXAMPLE (self));

  if (self->technique == technique)
    return;
  self->technique = technique;
  self->has_step = nonet_technique_example_find (technique, &self->state, &self->step);
  if (self->has_step)
    sentence = nonet_step_describe (&self->step);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  sentence ? sentence : "", -1);
  gtk_widget_set_visible (GTK_WIDGET (self), self->has_step);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * nonet_technique_example_describe:
 *
 * Returns: (transfer full) (nullable): the example's step in words, to go
 *   under the drawing ("Example: In column 1, ..."); a long net by its
 *   result, since its implications are not listed beside the example.
 */
char *
nonet_technique_example_describe (NonetTechniqueExample *self)
{
  g_autofree char *text = NULL;
  const char *name, *result;

  g_return_val_if_fail (NONET_IS_TECHNIQUE_EXAMPLE (self), NULL);

  if (!self->has_step)
    return NULL;
  if (self->step.n_links <= LONG_CHAIN)
    {
      text = nonet_step_describe (&self->step);
      /* TRANSLATORS: under the small board of "What is a Swordfish?". */
      return g_strdup_printf (_("Example: %s"), text);
    }
  /* The summary is "Name: result"; the popover's title names it already. */
  text = nonet_step_summarize (&self->step);
  name = nonet_technique_get_name (self->step.technique);
  result = text;
  if (g_str_has_prefix (text, name))
    result = text + strlen (name) + strspn (text + strlen (name), ": ");
  /* TRANSLATORS: under the small board of "What is a Forcing Net?": "Example: r5c4 is 4,
   * through 22 implications (the last one drawn strongly)." */
  return g_strdup_printf (ngettext ("Example: %s, through %d implication (the last one drawn "
                                    "strongly).",
                                    "Example: %s, through %d implications (the last one drawn "
                                    "strongly).", self->step.n_links),
                          result, self->step.n_links);
}

NonetTechnique
nonet_technique_example_get_technique (NonetTechniqueExample *self)
{
  g_return_val_if_fail (NONET_IS_TECHNIQUE_EXAMPLE (self), NONET_N_TECHNIQUES);

  return self->technique;
}

const NonetStep *
nonet_technique_example_get_step (NonetTechniqueExample *self)
{
  g_return_val_if_fail (NONET_IS_TECHNIQUE_EXAMPLE (self), NULL);

  return self->has_step ? &self->step : NULL;
}
