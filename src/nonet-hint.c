/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-hint.c: three grades of hints on the player's own grid.
 *
 *   Ctrl+H ──▶ worker: check the grid against the solution, nonet_find_step
 *                │
 *                ▼
 *   grade 1 (technique) ─Ctrl+H─▶ grade 2 (+ where) ─Ctrl+H─▶ grade 3 (drawn) ─Ctrl+H─▶ applied
 *
 * Any change of the grid ends the hint: the next Ctrl+H starts again at
 * grade 1 on the new grid. A NonetHint belongs to one document (the window
 * holds it); it says what to show under the board through its "text"
 * property and what to tell the player through activate_finish().
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "nonet-errors.h"
#include "nonet-names.h"
#include "nonet-hint.h"
#include "nonet-step-text.h"

typedef enum
{
  HINT_STEP,           /* a step to show */
  HINT_SOLVED,         /* nothing left to do */
  HINT_WRONG_DIGIT,    /* cell holds a digit the solution does not */
  HINT_MISSING_MARK,   /* cell's pencil marks lack the solution's digit */
  HINT_STUCK,          /* no technique Nonet knows applies */
  HINT_BROKEN,         /* the grid breaks the rules (duplicate, empty cell) */
  HINT_NO_SOLUTION,    /* not unique, and the player's grid has no solution left */
  HINT_ENGINE_BUG,     /* the step found contradicts the unique solution */
} HintKind;

/* The worker's copy: in, the player's grid and the givens; out, what to say. */
typedef struct
{
  NonetGrid state;
  NonetGrid puzzle;
  HintKind  kind;
  gboolean  unique;
  int       cell;
  guint8    solution[NONET_CELLS];   /* when unique */
  NonetError bug;                    /* HINT_ENGINE_BUG: which candidate */
  NonetStep step;
} HintJob;

struct _NonetHint
{
  GObject        parent_instance;

  NonetDocument *document;
  GCancellable  *cancellable;  /* the worker in flight */
  int            grade;        /* 0: no hint shown */
  NonetStep      step;
  NonetGrid      grid;         /* the player's grid the hint is about */
  char          *text;         /* what to show under the board, NULL for nothing */
};

enum {
  PROP_0,
  PROP_TEXT,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (NonetHint, nonet_hint, G_TYPE_OBJECT)

static GParamSpec *properties[N_PROPS];

static void
set_text (NonetHint  *self,
          const char *text)
{
  if (g_strcmp0 (self->text, text) == 0)
    return;
  g_free (self->text);
  self->text = g_strdup (text);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT]);
}

/* Forgets the hint shown; the grid changed or the player looks at the path. */
static void
reset (NonetHint *self)
{
  self->grade = 0;
  set_text (self, NULL);
}

static void
document_changed_cb (NonetHint *self)
{
  reset (self);
}

static void
current_step_cb (NonetHint     *self,
                 GParamSpec    *pspec,
                 NonetDocument *document)
{
  if (nonet_document_get_current_step (document) >= 0)
    reset (self);
}

static void
nonet_hint_dispose (GObject *object)
{
  NonetHint *self = (NonetHint *)object;

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->document);

  G_OBJECT_CLASS (nonet_hint_parent_class)->dispose (object);
}

static void
nonet_hint_finalize (GObject *object)
{
  g_free (NONET_HINT (object)->text);

  G_OBJECT_CLASS (nonet_hint_parent_class)->finalize (object);
}

static void
nonet_hint_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_TEXT:
      g_value_set_string (value, NONET_HINT (object)->text);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nonet_hint_class_init (NonetHintClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = nonet_hint_dispose;
  object_class->finalize = nonet_hint_finalize;
  object_class->get_property = nonet_hint_get_property;

  /* The hint's line under the board: a grade, or a mistake to look at. */
  properties[PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
nonet_hint_init (NonetHint *self)
{
}

/**
 * nonet_hint_new:
 *
 * Returns: (transfer full): hints on @document's grid.
 */
NonetHint *
nonet_hint_new (NonetDocument *document)
{
  NonetHint *self;

  g_return_val_if_fail (NONET_IS_DOCUMENT (document), NULL);

  self = g_object_new (NONET_TYPE_HINT, NULL);
  self->document = g_object_ref (document);
  g_signal_connect_object (document, "changed", G_CALLBACK (document_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::current-step", G_CALLBACK (current_step_cb), self,
                           G_CONNECT_SWAPPED);
  return self;
}

/* Field by field: a struct's padding is not part of its value. */
static gboolean
same_grid (const NonetGrid *a,
           const NonetGrid *b)
{
  return memcmp (a->values, b->values, sizeof a->values) == 0
         && memcmp (a->given, b->given, sizeof a->given) == 0
         && memcmp (a->candidates, b->candidates, sizeof a->candidates) == 0
         && a->has_candidates == b->has_candidates;
}

static bool
cancel_cb (void *data)
{
  return g_cancellable_is_cancelled (data);
}

/* A digit the player typed that the (unique) solution does not have, or a
 * pencil-mark set that no longer holds the solution's digit. */
static gboolean
find_mistake (HintJob         *job,
              const NonetGrid *player)
{
  const guint8 *solution = job->solution;
  NonetError error;

  job->unique = nonet_solve_unique (&job->puzzle, job->solution, &error) == NONET_STATUS_OK;
  if (!job->unique)
    return FALSE;
  for (int cell = 0; cell < NONET_CELLS; cell++)
    if (player->values[cell] != 0 && player->values[cell] != solution[cell])
      {
        job->kind = HINT_WRONG_DIGIT;
        job->cell = cell;
        return TRUE;
      }
  for (int cell = 0; player->has_candidates && cell < NONET_CELLS; cell++)
    if (player->values[cell] == 0 && player->candidates[cell] != 0
        && !(player->candidates[cell] & nonet_digit_bit (solution[cell])))
      {
        job->kind = HINT_MISSING_MARK;
        job->cell = cell;
        return TRUE;
      }
  return FALSE;
}

/* Whether the grid (values and pencil marks) still has a solution. A puzzle
 * with several solutions gives find_mistake() no solution to compare with:
 * a digit or mark that leaves none must be caught here, or a step found on
 * a grid without a solution would be shown (any "deduction" holds there). */
static gboolean
has_solution (const NonetGrid *grid)
{
  NonetSolveOptions options = { .limit = 1 };
  NonetSolveResult result;

  nonet_solve (grid, &options, &result);
  return result.status == NONET_STATUS_OK && result.solutions > 0;
}

static void
hint_worker (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  HintJob *job = task_data;
  NonetGrid player = job->state;
  NonetLogicOptions options;
  NonetStatus status;

  if (nonet_grid_is_solved (&player))
    {
      job->kind = HINT_SOLVED;
      g_task_return_boolean (task, TRUE);
      return;
    }
  if (find_mistake (job, &player))
    {
      g_task_return_boolean (task, TRUE);
      return;
    }
  /* Marks the player has not entered count as all candidates; an empty
   * cell with no marks at all is taken as "not marked yet". */
  for (int cell = 0; player.has_candidates && cell < NONET_CELLS; cell++)
    if (player.values[cell] == 0 && player.candidates[cell] == 0)
      job->state.candidates[cell] = NONET_ALL_DIGITS;
  nonet_grid_fill_candidates (&job->state);
  if (!job->unique && !has_solution (&job->state))
    {
      job->kind = HINT_NO_SOLUTION;
      g_task_return_boolean (task, TRUE);
      return;
    }
  nonet_logic_options_init (&options);
  options.unique = job->unique;
  options.cancel = cancel_cb;
  options.cancel_data = cancellable;
  status = nonet_find_step (&job->state, &options, &job->step);
  if (status == NONET_STATUS_CANCELLED || g_cancellable_is_cancelled (cancellable))
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "cancelled");
      return;
    }
  job->kind = status == NONET_STATUS_OK ? HINT_STEP
              : status == NONET_STATUS_EMPTY ? HINT_STUCK : HINT_BROKEN;
  if (job->kind == HINT_STEP && job->unique
      && !nonet_step_agrees (&job->step, job->solution, &job->bug))
    job->kind = HINT_ENGINE_BUG;
  g_task_return_boolean (task, TRUE);
}

/* Where the step happens, without saying what it does: its first house
 * (else the box of its first cell) and, when it is about one digit, that
 * digit (not for a Naked Single, whose digit is the answer itself). */
static char *
describe_where (const NonetStep *step)
{
  g_autofree char *house = NULL;
  int digit = 0;

  if (step->n_houses > 0)
    house = nonet_house_name (step->houses[0].house);
  else if (step->n_cells > 0)
    house = nonet_house_name (18 + nonet_cell_box (step->cells[0]));
  if (nonet_mask_count (step->digits) == 1 && step->technique != NONET_TECH_NAKED_SINGLE)
    while (!(step->digits & nonet_digit_bit (digit + 1)))
      digit++;
  if (house != NULL && digit != 0)
    /* Translators: hint grade 2; a technique, a house ("box 4"), a digit. */
    return g_strdup_printf (_("Hint: a %s in %s, for the digit %d."),
                            nonet_technique_get_name (step->technique), house, digit + 1);
  if (house != NULL)
    /* Translators: hint grade 2; a technique, a house ("box 4"). */
    return g_strdup_printf (_("Hint: a %s in %s."), nonet_technique_get_name (step->technique),
                            house);
  if (digit != 0)
    /* Translators: hint grade 2; a technique, a digit. */
    return g_strdup_printf (_("Hint: a %s on the digit %d."),
                            nonet_technique_get_name (step->technique), digit + 1);
  return g_strdup_printf (_("Hint: a %s; no single house or digit says where."),
                          nonet_technique_get_name (step->technique));
}

/* The board at grade 2: the house shaded, nothing of the pattern. */
static void
where_step (const NonetStep *step,
            NonetStep       *where)
{
  memset (where, 0, sizeof *where);
  where->technique = step->technique;
  if (step->n_houses > 0)
    where->houses[where->n_houses++] = (NonetHouseMark) { step->houses[0].house, NONET_ROLE_BASE };
  else if (step->n_cells > 0)
    where->houses[where->n_houses++] = (NonetHouseMark) {
      (uint8_t) (18 + nonet_cell_box (step->cells[0])), NONET_ROLE_BASE };
}

static void
show_grade (NonetHint *self)
{
  NonetDocument *document = self->document;
  g_autofree char *text = NULL;
  g_autofree char *sentence = NULL;
  NonetStep where;

  switch (self->grade)
    {
    case 1:
      /* Translators: hint grade 1; %s is a technique name such as "Hidden Single". */
      text = g_strdup_printf (_("Hint: look for a %s. (Hint again to see where.)"),
                              nonet_technique_get_name (self->step.technique));
      nonet_document_set_hint_step (document, NULL);
      break;
    case 2:
      text = describe_where (&self->step);
      where_step (&self->step, &where);
      nonet_document_set_hint_step (document, where.n_houses > 0 ? &where : NULL);
      break;
    default:
      sentence = nonet_step_describe (&self->step);
      /* Translators: hint grade 3; %s is the step's sentence. */
      text = g_strdup_printf (_("%s (Hint again to apply it.)"), sentence);
      nonet_document_set_hint_step (document, &self->step);
      break;
    }
  set_text (self, text);
}

/* A whole cell marked in the target colour: the mistake to look at. */
static void
show_mistake (NonetHint *self,
              const char     *text,
              int             cell)
{
  NonetDocument *document = self->document;
  NonetStep mark;

  memset (&mark, 0, sizeof mark);
  mark.technique = NONET_TECH_TRIAL;
  mark.marks[mark.n_marks++] = (NonetMark) { (uint8_t) cell, 0, NONET_ROLE_TARGET };
  nonet_document_set_hint_step (document, &mark);
  set_text (self, text);
  self->grade = 0;
}

/* Shows what the worker found; returns what to tell the player, if anything. */
static char *
show_result (NonetHint     *self,
             const HintJob *job)
{
  g_autofree char *cell = job->cell >= 0 ? nonet_cell_name (job->cell) : NULL;
  g_autofree char *text = NULL;

  switch (job->kind)
    {
    case HINT_STEP:
      self->step = job->step;
      self->grade = 1;
      show_grade (self);
      return NULL;
    case HINT_SOLVED:
      return g_strdup (_("The puzzle is solved."));
    case HINT_WRONG_DIGIT:
      /* Translators: %s is a cell such as r3c5. */
      text = g_strdup_printf (_("Look again at %s: its digit is not the solution’s."), cell);
      show_mistake (self, text, job->cell);
      return NULL;
    case HINT_MISSING_MARK:
      text = g_strdup_printf (_("Look again at the pencil marks of %s: the digit it needs is "
                                "not among them."), cell);
      show_mistake (self, text, job->cell);
      return NULL;
    case HINT_STUCK:
      return g_strdup (_("No hint: this grid is beyond the techniques Nonet knows."));
    case HINT_NO_SOLUTION:
      /* Said under the board, where the hint would be: no step, no cell to point at. */
      nonet_document_set_hint_step (self->document, NULL);
      set_text (self, _("No hint: the digits and pencil marks on the board leave no solution. "
                        "The puzzle has more than one, so Nonet cannot tell which entry is "
                        "wrong: undo your last moves."));
      return NULL;
    case HINT_ENGINE_BUG:
      return nonet_error_describe (&job->bug);
    case HINT_BROKEN:
    default:
      return g_strdup (_("No hint: check the digits you entered."));
    }
}

static void
hint_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  NonetHint *self = NONET_HINT (object);
  g_autoptr(GTask) outer = user_data;
  HintJob *job = g_task_get_task_data (G_TASK (result));
  GError *error = NULL;

  if (self->cancellable == g_task_get_cancellable (G_TASK (result)))
    g_clear_object (&self->cancellable);
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      g_task_return_error (outer, error);
      return;
    }
  /* The player typed while the worker ran: this hint is about another grid. */
  if (!same_grid (&self->grid, nonet_document_get_grid (self->document)))
    {
      g_task_return_new_error (outer, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The grid changed");
      return;
    }
  g_task_return_pointer (outer, show_result (self, job), g_free);
}

static void
start_hint (NonetHint *self,
            GTask     *outer)
{
  NonetDocument *document = self->document;
  g_autoptr(GTask) task = NULL;
  HintJob *job = g_new0 (HintJob, 1);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  reset (self);
  self->grid = *nonet_document_get_grid (document);
  job->state = self->grid;
  job->cell = -1;
  nonet_document_get_puzzle (document, &job->puzzle);
  task = nonet_document_task_new (document, self, hint_done_cb, g_object_ref (outer));
  self->cancellable = g_object_ref (g_task_get_cancellable (task));
  g_task_set_source_tag (task, start_hint);
  g_task_set_task_data (task, job, g_free);
  nonet_document_task_run (document, task, hint_worker);
}

/* The fourth press: the step goes onto the player's grid. Placements alone
 * keep a grid without pencil marks as it was; eliminations need marks. */
static void
apply_hint (NonetHint *self)
{
  NonetDocument *document = self->document;
  NonetGrid grid = *nonet_document_get_grid (document);

  if (self->step.n_eliminations > 0 || grid.has_candidates)
    {
      nonet_grid_fill_candidates (&grid);
      nonet_step_apply (&self->step, &grid);
    }
  else
    for (int i = 0; i < self->step.n_placements; i++)
      grid.values[self->step.placements[i].cell] = self->step.placements[i].digit;
  nonet_document_set_grid (document, &grid, nonet_document_get_locked (document));
}

/**
 * nonet_hint_activate_async:
 *
 * Shows the next grade of the hint on the unchanged grid, applies it after
 * grade 3, or starts a new hint (in a worker) on a changed grid.
 */
void
nonet_hint_activate_async (NonetHint           *self,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autoptr(GTask) outer = NULL;
  NonetDocument *document;

  g_return_if_fail (NONET_IS_HINT (self));

  outer = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (outer, nonet_hint_activate_async);
  document = self->document;
  /* Hints are about the player's grid, not a step of the path. */
  nonet_document_set_current_step (document, -1);
  if (self->grade == 0 || self->cancellable != NULL
      || !same_grid (&self->grid, nonet_document_get_grid (document)))
    {
      start_hint (self, outer);
      return;
    }
  if (self->grade < 3)
    {
      self->grade++;
      show_grade (self);
      g_task_return_pointer (outer, NULL, NULL);
      return;
    }
  apply_hint (self);
  g_task_return_pointer (outer, g_strdup (_("Hint applied.")), g_free);
}

/**
 * nonet_hint_activate_finish:
 *
 * Returns: (transfer full) (nullable): what to tell the player ("Hint
 *   applied.", "The puzzle is solved."), NULL when the board and the text
 *   say it all or on error (G_IO_ERROR_CANCELLED: stopped, or the grid
 *   changed meanwhile).
 */
char *
nonet_hint_activate_finish (NonetHint     *self,
                            GAsyncResult  *result,
                            GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

int
nonet_hint_get_grade (NonetHint *self)
{
  g_return_val_if_fail (NONET_IS_HINT (self), 0);

  return self->grade;
}

/**
 * nonet_hint_get_step:
 *
 * Returns: (nullable) (transfer none): the step of the hint shown.
 */
const NonetStep *
nonet_hint_get_step (NonetHint *self)
{
  g_return_val_if_fail (NONET_IS_HINT (self), NULL);

  return self->grade > 0 ? &self->step : NULL;
}

/**
 * nonet_hint_get_text:
 *
 * Returns: (nullable): the hint's line under the board.
 */
const char *
nonet_hint_get_text (NonetHint *self)
{
  g_return_val_if_fail (NONET_IS_HINT (self), NULL);

  return self->text;
}

gboolean
nonet_hint_get_busy (NonetHint *self)
{
  g_return_val_if_fail (NONET_IS_HINT (self), FALSE);

  /* A stopped worker may still be winding down: it no longer counts. */
  return self->cancellable != NULL && !g_cancellable_is_cancelled (self->cancellable);
}
