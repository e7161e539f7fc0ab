/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-hint.c: three grades of hints on the player's own grid.
 *
 *   Ctrl+H ──▶ worker: check the grid against the solution, nonet_find_step
 *                │
 *                ▼
 *   grade 1 (technique) ─Ctrl+H─▶ grade 2 (+ where) ─Ctrl+H─▶ grade 3 (drawn) ─Ctrl+H─▶ applied
 *
 * Any change of the grid ends the hint: the next Ctrl+H starts again at
 * grade 1 on the new grid. The state lives in a small object attached to
 * the window, so that each window has its own.
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "nonet-names.h"
#include "nonet-hint.h"
#include "nonet-step-text.h"
#include "nonet-window-private.h"

#define HINT_DATA_KEY "nonet-hint"

typedef enum
{
  HINT_STEP,           /* a step to show */
  HINT_SOLVED,         /* nothing left to do */
  HINT_WRONG_DIGIT,    /* cell holds a digit the solution does not */
  HINT_MISSING_MARK,   /* cell's pencil marks lack the solution's digit */
  HINT_STUCK,          /* no technique Nonet knows applies */
  HINT_BROKEN,         /* the grid breaks the rules (duplicate, empty cell) */
} HintKind;

/* The worker's copy: in, the player's grid and the givens; out, what to say. */
typedef struct
{
  NonetGrid state;
  NonetGrid puzzle;
  HintKind  kind;
  gboolean  unique;
  int       cell;
  NonetStep step;
} HintJob;

#define NONET_TYPE_HINT_STATE (nonet_hint_state_get_type ())
G_DECLARE_FINAL_TYPE (NonetHintState, nonet_hint_state, NONET, HINT_STATE, GObject)

struct _NonetHintState
{
  GObject        parent_instance;

  NonetWindow   *window;       /* borrowed: the window owns this state */
  GCancellable  *cancellable;  /* the worker in flight */
  int            grade;        /* 0: no hint shown */
  NonetStep      step;
  NonetGrid      grid;         /* the player's grid the hint is about */
  gboolean       showing;      /* the hint owns the window's step text */
};

G_DEFINE_FINAL_TYPE (NonetHintState, nonet_hint_state, G_TYPE_OBJECT)

static void
nonet_hint_state_finalize (GObject *object)
{
  NonetHintState *self = (NonetHintState *)object;

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (nonet_hint_state_parent_class)->finalize (object);
}

static void
nonet_hint_state_class_init (NonetHintStateClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = nonet_hint_state_finalize;
}

static void
nonet_hint_state_init (NonetHintState *self)
{
}

/* Forgets the hint shown; the grid changed or the player looks at the path. */
static void
reset (NonetHintState *self)
{
  NonetDocument *document = nonet_window_get_document (self->window);

  self->grade = 0;
  if (self->showing)
    {
      self->showing = FALSE;
      if (nonet_document_get_current_step (document) < 0)
        nonet_window_set_step_text (self->window, NULL);
    }
}

static void
document_changed_cb (NonetHintState *self)
{
  reset (self);
}

static void
current_step_cb (NonetHintState *self,
                 GParamSpec     *pspec,
                 NonetDocument  *document)
{
  if (nonet_document_get_current_step (document) >= 0)
    {
      self->showing = FALSE;
      self->grade = 0;
    }
}

static NonetHintState *
get_state (NonetWindow *window)
{
  NonetHintState *self = g_object_get_data (G_OBJECT (window), HINT_DATA_KEY);
  NonetDocument *document;

  if (self != NULL)
    return self;
  self = g_object_new (NONET_TYPE_HINT_STATE, NULL);
  self->window = window;
  g_object_set_data_full (G_OBJECT (window), HINT_DATA_KEY, self, g_object_unref);
  document = nonet_window_get_document (window);
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
  guint8 solution[NONET_CELLS];
  NonetError error;

  job->unique = nonet_solve_unique (&job->puzzle, solution, &error) == NONET_STATUS_OK;
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
show_grade (NonetHintState *self)
{
  NonetDocument *document = nonet_window_get_document (self->window);
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
  nonet_window_set_step_text (self->window, text);
  self->showing = TRUE;
}

/* A whole cell marked in the target colour: the mistake to look at. */
static void
show_mistake (NonetHintState *self,
              const char     *text,
              int             cell)
{
  NonetDocument *document = nonet_window_get_document (self->window);
  NonetStep mark;

  memset (&mark, 0, sizeof mark);
  mark.technique = NONET_TECH_TRIAL;
  mark.marks[mark.n_marks++] = (NonetMark) { (uint8_t) cell, 0, NONET_ROLE_TARGET };
  nonet_document_set_hint_step (document, &mark);
  nonet_window_set_step_text (self->window, text);
  self->showing = TRUE;
  self->grade = 0;
}

static void
show_result (NonetHintState *self,
             const HintJob  *job)
{
  g_autofree char *cell = job->cell >= 0 ? nonet_cell_name (job->cell) : NULL;
  g_autofree char *text = NULL;

  switch (job->kind)
    {
    case HINT_STEP:
      self->step = job->step;
      self->grade = 1;
      show_grade (self);
      return;
    case HINT_SOLVED:
      nonet_window_show_message (self->window, _("The puzzle is solved."));
      return;
    case HINT_WRONG_DIGIT:
      /* Translators: %s is a cell such as r3c5. */
      text = g_strdup_printf (_("Look again at %s: its digit is not the solution’s."), cell);
      show_mistake (self, text, job->cell);
      return;
    case HINT_MISSING_MARK:
      text = g_strdup_printf (_("Look again at the pencil marks of %s: the digit it needs is "
                                "not among them."), cell);
      show_mistake (self, text, job->cell);
      return;
    case HINT_STUCK:
      nonet_window_show_message (self->window,
                                 _("No hint: this grid is beyond the techniques Nonet knows."));
      return;
    case HINT_BROKEN:
    default:
      nonet_window_show_message (self->window, _("No hint: check the digits you entered."));
      return;
    }
}

static void
hint_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(NonetWindow) window = _nonet_window_weak_ref_take (user_data);
  HintJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  NonetHintState *self;

  if (!g_task_propagate_boolean (G_TASK (result), &error) || window == NULL)
    return;
  self = get_state (window);
  _nonet_window_set_busy (window, FALSE);
  g_clear_object (&self->cancellable);
  /* The player typed while the worker ran: this hint is about another grid. */
  if (!same_grid (&self->grid, nonet_document_get_grid (nonet_window_get_document (window))))
    return;
  show_result (self, job);
}

static void
start_hint (NonetHintState *self)
{
  NonetDocument *document = nonet_window_get_document (self->window);
  g_autoptr(GTask) task = NULL;
  HintJob *job = g_new0 (HintJob, 1);

  if (self->cancellable != NULL)
    {
      g_cancellable_cancel (self->cancellable);
      g_clear_object (&self->cancellable);
      _nonet_window_set_busy (self->window, FALSE);
    }
  reset (self);
  self->grid = *nonet_document_get_grid (document);
  job->state = self->grid;
  job->cell = -1;
  nonet_document_get_puzzle (document, &job->puzzle);
  self->cancellable = g_cancellable_new ();
  task = g_task_new (NULL, self->cancellable, hint_done_cb, _nonet_window_weak_ref (self->window));
  g_task_set_source_tag (task, start_hint);
  g_task_set_task_data (task, job, g_free);
  _nonet_window_set_busy (self->window, TRUE);
  g_task_run_in_thread (task, hint_worker);
}

/* The fourth press: the step goes onto the player's grid. Placements alone
 * keep a grid without pencil marks as it was; eliminations need marks. */
static void
apply_hint (NonetHintState *self)
{
  NonetDocument *document = nonet_window_get_document (self->window);
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
  nonet_window_show_message (self->window, _("Hint applied."));
}

/**
 * nonet_hint_activate:
 *
 * Shows the next grade of the hint on the unchanged grid, applies it after
 * grade 3, or starts a new hint on a changed grid.
 */
void
nonet_hint_activate (NonetWindow *window)
{
  NonetHintState *self;
  NonetDocument *document;

  g_return_if_fail (NONET_IS_WINDOW (window));

  self = get_state (window);
  document = nonet_window_get_document (window);
  /* Hints are about the player's grid, not a step of the path. */
  nonet_document_set_current_step (document, -1);
  if (self->grade == 0 || self->cancellable != NULL
      || !same_grid (&self->grid, nonet_document_get_grid (document)))
    {
      start_hint (self);
      return;
    }
  if (self->grade < 3)
    {
      self->grade++;
      show_grade (self);
      return;
    }
  apply_hint (self);
}

int
nonet_hint_get_grade (NonetWindow *window)
{
  g_return_val_if_fail (NONET_IS_WINDOW (window), 0);

  return get_state (window)->grade;
}

/**
 * nonet_hint_get_step:
 *
 * Returns: (nullable) (transfer none): the step of the hint shown.
 */
const NonetStep *
nonet_hint_get_step (NonetWindow *window)
{
  NonetHintState *self;

  g_return_val_if_fail (NONET_IS_WINDOW (window), NULL);

  self = get_state (window);
  return self->grade > 0 ? &self->step : NULL;
}

gboolean
nonet_hint_get_busy (NonetWindow *window)
{
  g_return_val_if_fail (NONET_IS_WINDOW (window), FALSE);

  return get_state (window)->cancellable != NULL;
}
