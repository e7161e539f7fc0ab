/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-document-work.c: all work on a document's puzzle.
 *
 * Every worker goes through nonet_document_task_new(): its cancellable is
 * listed on the document (cancel_all() stops them all: Escape, closing the
 * window) and the document is busy while any runs.
 *
 * The analysis of the givens (solutions, path, rating) has one job at a
 * time and one cached outcome:
 *
 *   check / ensure_path ──▶ cached outcome? ──yes──▶ answered (main loop)
 *                               │no
 *                               ▼
 *                       job in flight? ──yes──▶ joins it (a waiter)
 *                               │no
 *                               ▼
 *   main thread: copy givens ──▶ worker: exact solver (limit 2), path, rating
 *   waiters answered ◀── outcome cached, path stored (ensure_path) ◀──┘
 *
 * The worker reads only its own copy of the puzzle, so the player may keep
 * typing; a change of the givens cancels the job and drops the outcome.
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

#include "nonet-document-private.h"
#include "nonet-errors.h"
#include "nonet-names.h"

struct _NonetAnalysisJob
{
  NonetGrid        puzzle;
  NonetSolveFlags  flags;
  GCancellable    *cancellable;   /* the worker's, listed in document->work */
  GPtrArray       *waiters;       /* GTask, each with its NonetSolveFlags as task data */
};

/* A waiter's task data: what it needs from the outcome. */
#define WAITER_FLAGS(task) ((NonetSolveFlags) GPOINTER_TO_UINT (g_task_get_task_data (task)))

/* Frees an outcome and its path. */
static void
nonet_solve_outcome_free (NonetSolveOutcome *outcome)
{
  if (outcome == NULL)
    return;
  nonet_path_clear (&outcome->path);
  g_free (outcome);
}

/* ------------------------------------------------------------------------
 * Workers: busy, cancel_all, the test gate
 * ------------------------------------------------------------------------ */

void
_nonet_document_work_init (NonetDocument *self)
{
  self->work = g_ptr_array_new_with_free_func (g_object_unref);
}

static void
end_work (GTask         *task,
          GParamSpec    *pspec,
          NonetDocument *self)
{
  GCancellable *cancellable = g_task_get_cancellable (task);

  if (g_ptr_array_remove (self->work, cancellable) && self->work->len == 0)
    g_object_notify (G_OBJECT (self), "busy");
}

gboolean
nonet_document_get_busy (NonetDocument *self)
{
  g_return_val_if_fail (NONET_IS_DOCUMENT (self), FALSE);

  return self->work->len > 0;
}

/**
 * nonet_document_task_new:
 * @source_object: (nullable): the task's source object
 *
 * Returns: (transfer full): a task whose cancellable the document cancels
 *   in nonet_document_cancel_all(); the document is busy until it completes.
 */
GTask *
nonet_document_task_new (NonetDocument       *self,
                         gpointer             source_object,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  GTask *task;

  g_return_val_if_fail (NONET_IS_DOCUMENT (self), NULL);

  task = g_task_new (source_object, cancellable, callback, user_data);
  g_ptr_array_add (self->work, g_object_ref (cancellable));
  g_signal_connect_data (task, "notify::completed", G_CALLBACK (end_work),
                         g_object_ref (self), (GClosureNotify) (void (*) (void)) g_object_unref,
                         0);
  if (self->work->len == 1)
    g_object_notify (G_OBJECT (self), "busy");
  return task;
}

typedef struct
{
  GTaskThreadFunc  worker;
  NonetWorkerGate  gate;
  gpointer         gate_data;
} Runner;

static GQuark
runner_quark (void)
{
  return g_quark_from_static_string ("nonet-document-runner");
}

static void
run_gated (GTask        *task,
           gpointer      source_object,
           gpointer      task_data,
           GCancellable *cancellable)
{
  Runner *runner = g_object_get_qdata (G_OBJECT (task), runner_quark ());

  if (runner->gate != NULL)
    runner->gate (cancellable, runner->gate_data);
  runner->worker (task, source_object, task_data, cancellable);
}

/**
 * nonet_document_task_run:
 *
 * Runs @worker for @task (from nonet_document_task_new()) in a thread.
 */
void
nonet_document_task_run (NonetDocument   *self,
                         GTask           *task,
                         GTaskThreadFunc  worker)
{
  Runner *runner;

  g_return_if_fail (NONET_IS_DOCUMENT (self));
  g_return_if_fail (G_IS_TASK (task));

  runner = g_new (Runner, 1);
  *runner = (Runner) { worker, self->gate, self->gate_data };
  g_object_set_qdata_full (G_OBJECT (task), runner_quark (), runner, g_free);
  /* A result is dropped, not delivered, once the work is cancelled. */
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, run_gated);
}

void
_nonet_document_set_worker_gate (NonetDocument   *self,
                                 NonetWorkerGate  gate,
                                 gpointer         data)
{
  self->gate = gate;
  self->gate_data = data;
}

/* ------------------------------------------------------------------------
 * The analysis worker (a copy of the puzzle in, an outcome out)
 * ------------------------------------------------------------------------ */

/* The engine's cancel hook: it polls this every few thousand nodes. */
static bool
cancelled_cb (void *data)
{
  return g_cancellable_is_cancelled (data);
}

/* "No solution" alone does not help a setter: when the forced singles run
 * into a clash, the clash names the cells (error.cell_a, cell_b, digit). */
static void
find_contradiction (NonetSolveOutcome *outcome)
{
  NonetGrid grid = outcome->puzzle;
  NonetError error;

  nonet_solve_singles (&grid, NULL);
  if (nonet_grid_validate (&grid, &error) != NONET_STATUS_OK)
    {
      outcome->error = error;
      outcome->error.status = NONET_STATUS_UNSOLVABLE;
    }
}

/* A second solution, for a puzzle with several: the first with one cell
 * forbidden its digit, cell by cell, until the solver finds one. A few
 * exact solves: the status line can then say where the solutions differ. */
static void
find_second_solution (NonetSolveOutcome *outcome,
                      GCancellable      *cancellable)
{
  NonetSolveOptions options = { .limit = 1, .cancel = cancelled_cb, .cancel_data = cancellable };
  NonetGrid grid = outcome->puzzle;

  nonet_grid_fill_candidates (&grid);
  for (int cell = 0; cell < NONET_CELLS && !outcome->has_second; cell++)
    {
      NonetMask saved = grid.candidates[cell];
      NonetSolveResult result;

      if (grid.values[cell] != 0)
        continue;
      grid.candidates[cell] &= ~nonet_digit_bit (outcome->solution[cell]);
      nonet_solve (&grid, &options, &result);
      grid.candidates[cell] = saved;
      if (result.status != NONET_STATUS_OK)
        return;   /* cancelled */
      if (result.solutions > 0)
        {
          outcome->has_second = TRUE;
          memcpy (outcome->second, result.solution, sizeof outcome->second);
        }
    }
}

static void
count_solutions (NonetSolveOutcome *outcome,
                 GCancellable      *cancellable)
{
  NonetSolveOptions options = { .limit = 2, .cancel = cancelled_cb, .cancel_data = cancellable };
  NonetSolveResult result;

  nonet_error_init (&outcome->error, NONET_STATUS_OK);
  if (nonet_grid_validate (&outcome->puzzle, &outcome->error) != NONET_STATUS_OK)
    {
      outcome->status = outcome->error.status;
      return;
    }
  nonet_solve (&outcome->puzzle, &options, &result);
  outcome->guesses = result.guesses;
  if (result.status != NONET_STATUS_OK)
    outcome->status = result.status;
  else if (result.solutions == 0)
    outcome->status = NONET_STATUS_UNSOLVABLE;
  else if (result.solutions > 1)
    outcome->status = NONET_STATUS_MULTIPLE_SOLUTIONS;
  else
    outcome->status = NONET_STATUS_OK;
  outcome->error.status = outcome->status;
  if (outcome->status == NONET_STATUS_UNSOLVABLE)
    find_contradiction (outcome);
  if (result.status == NONET_STATUS_OK && result.solutions > 0)
    {
      outcome->has_solution = TRUE;
      memcpy (outcome->solution, result.solution, sizeof outcome->solution);
    }
  if (outcome->status == NONET_STATUS_MULTIPLE_SOLUTIONS && outcome->has_solution)
    find_second_solution (outcome, cancellable);
}

static gboolean
wants_path (const NonetSolveOutcome *outcome,
            NonetSolveFlags          flags)
{
  if (outcome->status == NONET_STATUS_OK)
    return (flags & (NONET_SOLVE_FLAGS_RATE | NONET_SOLVE_FLAGS_PATH)) != 0;
  if (outcome->status == NONET_STATUS_MULTIPLE_SOLUTIONS)
    return (flags & NONET_SOLVE_FLAGS_PATH) != 0;
  return FALSE;
}

static NonetStatus
build_path (NonetSolveOutcome *outcome,
            GCancellable      *cancellable)
{
  NonetLogicOptions options;
  NonetError error;
  NonetStatus status;

  nonet_logic_options_init (&options);
  options.unique = outcome->status == NONET_STATUS_OK;
  options.cancel = cancelled_cb;
  options.cancel_data = cancellable;
  status = nonet_path_build (&outcome->puzzle, &options, &outcome->path, &error);
  if (status == NONET_STATUS_CANCELLED)
    return status;
  if (status == NONET_STATUS_OK || status == NONET_STATUS_MULTIPLE_SOLUTIONS)
    {
      outcome->has_path = TRUE;
      if (nonet_path_rate_with (&outcome->path, &options, &outcome->rating)
          == NONET_STATUS_CANCELLED)
        return NONET_STATUS_CANCELLED;
    }
  return NONET_STATUS_OK;
}

static void
solve_worker (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  NonetAnalysisJob *job = task_data;
  NonetSolveOutcome *outcome = g_new0 (NonetSolveOutcome, 1);

  nonet_path_init (&outcome->path);
  outcome->puzzle = job->puzzle;
  outcome->flags = job->flags;
  count_solutions (outcome, cancellable);
  if (outcome->status != NONET_STATUS_CANCELLED && wants_path (outcome, job->flags)
      && build_path (outcome, cancellable) == NONET_STATUS_CANCELLED)
    outcome->status = NONET_STATUS_CANCELLED;

  if (outcome->status == NONET_STATUS_CANCELLED || g_cancellable_is_cancelled (cancellable))
    {
      nonet_solve_outcome_free (outcome);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "Cancelled");
      return;
    }
  g_task_return_pointer (task, outcome, (GDestroyNotify) nonet_solve_outcome_free);
}


/* "Not a proper puzzle: it has several solutions. Two of them differ in
 * r1c2, r1c5, r4c2 and r4c5." */
static char *
describe_differences (const NonetSolveOutcome *outcome)
{
  g_autoptr(GString) cells = g_string_new (NULL);
  int n = 0, shown = 0;

  for (int cell = 0; cell < NONET_CELLS; cell++)
    n += outcome->solution[cell] != outcome->second[cell];
  for (int cell = 0; cell < NONET_CELLS && shown < 8; cell++)
    {
      g_autofree char *name = NULL;

      if (outcome->solution[cell] == outcome->second[cell])
        continue;
      name = nonet_cell_name (cell);
      if (shown > 0)
        g_string_append (cells, ", ");
      g_string_append (cells, name);
      shown++;
    }
  if (n > shown)
    g_string_append (cells, ", …");
  /* Translators: status line; %d cells, %s their names ("r1c2, r1c5, …"). */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Not a proper puzzle: it has several solutions. "
                                       "Two of them differ in %d cell: %s.",
                                       "Not a proper puzzle: it has several solutions. "
                                       "Two of them differ in %d cells: %s.", n),
                          n, cells->str);
}

/**
 * nonet_solve_outcome_describe:
 *
 * Returns: (transfer full): the status line's sentence for @outcome.
 */
char *
nonet_solve_outcome_describe (const NonetSolveOutcome *outcome)
{
  g_autofree char *problem = NULL;

  switch (outcome->status)
    {
    case NONET_STATUS_OK:
      if (!outcome->has_path)
        return g_strdup (_("Valid: exactly one solution."));
      if (!outcome->path.solved)
        return g_strdup (_("Valid: exactly one solution, beyond the techniques Nonet knows."));
      /* Translators: status line; %s is a difficulty (Easy, Hard ...), %.1f the SE rating. */
      return g_strdup_printf (_("Valid: exactly one solution. %s, rating %.1f."),
                              nonet_label_get_name (outcome->rating.label),
                              outcome->rating.se_tenths / 10.0);
    case NONET_STATUS_MULTIPLE_SOLUTIONS:
      if (outcome->has_second)
        return describe_differences (outcome);
      return g_strdup (_("Not a proper puzzle: it has several solutions."));
    case NONET_STATUS_UNSOLVABLE:
      if (outcome->error.cell_a < 0)
        return g_strdup (_("No solution: these givens contradict each other."));
      /* The clash the forced digits run into, described as a grid error. */
      {
        NonetError clash = outcome->error;

        clash.status = clash.cell_b >= 0 ? NONET_STATUS_DUPLICATE : NONET_STATUS_NO_CANDIDATE;
        problem = nonet_error_describe_problem (&clash);
      }
      /* Translators: %s is e.g. "r4c4 has no candidate left". */
      return g_strdup_printf (_("No solution: filling in the forced digits, %s."), problem);
    default:
      problem = nonet_error_describe_problem (&outcome->error);
      /* Translators: status line; %s says which cells break the rules. */
      return g_strdup_printf (_("No solution: %s."), problem);
    }
}

/* ------------------------------------------------------------------------
 * One job, many waiters, one cached outcome
 * ------------------------------------------------------------------------ */

static void
job_free (NonetAnalysisJob *job)
{
  g_clear_object (&job->cancellable);
  g_ptr_array_unref (job->waiters);
  g_free (job);
}

static gboolean
same_puzzle (const NonetGrid *a,
             const NonetGrid *b)
{
  return memcmp (a->values, b->values, sizeof a->values) == 0;
}

/* The outcome answers a request for flags: a path when one was asked for
 * and the puzzle has one to give. */
static gboolean
outcome_answers (const NonetSolveOutcome *outcome,
                 NonetSolveFlags          flags)
{
  return !wants_path (outcome, flags) || outcome->has_path;
}

static void
fail_waiters (GPtrArray *waiters)
{
  for (guint i = 0; i < waiters->len; i++)
    g_task_return_new_error (waiters->pdata[i], G_IO_ERROR, G_IO_ERROR_CANCELLED,
                             "Cancelled");
  g_ptr_array_set_size (waiters, 0);
}

/* The job stops being the document's: its waiters learn so at once, the
 * worker stops at its next poll. */
static void
drop_job (NonetDocument *self)
{
  NonetAnalysisJob *job = self->job;

  if (job == NULL)
    return;
  self->job = NULL;
  g_cancellable_cancel (job->cancellable);
  fail_waiters (job->waiters);
}

/* A path asked for becomes the document's path (a copy: the outcome keeps
 * its own for the next request). */
static void
store_path (NonetDocument           *self,
            const NonetSolveOutcome *outcome)
{
  NonetPath path = outcome->path;
  size_t size = (size_t) outcome->path.n_steps * sizeof (NonetStep);

  if (self->has_path)
    return;
  /* The engine frees steps with free(): allocate them with malloc(). */
  path.steps = size ? malloc (size) : NULL;
  if (size)
    memcpy (path.steps, outcome->path.steps, size);
  path.capacity = outcome->path.n_steps;
  nonet_document_take_path (self, &path);
}

static void
answer (NonetDocument *self,
        GTask         *waiter)
{
  const NonetSolveOutcome *outcome = self->outcome;

  if ((WAITER_FLAGS (waiter) & NONET_SOLVE_FLAGS_PATH) != 0 && !outcome->has_path)
    {
      g_autofree char *sentence = nonet_solve_outcome_describe (outcome);

      g_task_return_new_error (waiter, NONET_FILE_ERROR,
                               nonet_file_error_from_status (outcome->status), "%s", sentence);
      return;
    }
  if ((WAITER_FLAGS (waiter) & NONET_SOLVE_FLAGS_PATH) != 0)
    store_path (self, outcome);
  g_task_return_boolean (waiter, TRUE);
}

static void start_job (NonetDocument *self, NonetSolveFlags flags, GPtrArray *waiters);

static void
job_done_cb (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  NonetDocument *self = NONET_DOCUMENT (object);
  NonetAnalysisJob *job = user_data;
  g_autoptr(GPtrArray) later = NULL;
  NonetSolveOutcome *outcome = g_task_propagate_pointer (G_TASK (result), NULL);

  if (self->job != job)
    {
      /* Dropped (cancelled, or the givens changed): its waiters were told. */
      nonet_solve_outcome_free (outcome);
      return;
    }
  self->job = NULL;
  if (outcome == NULL)
    {
      fail_waiters (job->waiters);
      return;
    }
  nonet_solve_outcome_free (self->outcome);
  self->outcome = outcome;
  /* A status check's outcome may lack the path a later request wants (a
   * puzzle with several solutions): those wait for a second job. */
  later = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < job->waiters->len; i++)
    {
      GTask *waiter = job->waiters->pdata[i];

      if (outcome_answers (outcome, WAITER_FLAGS (waiter)))
        answer (self, waiter);
      else
        g_ptr_array_add (later, g_object_ref (waiter));
    }
  if (later->len == 0)
    return;
  /* An answer's callback may have started a job already: join it. */
  if (self->job != NULL)
    for (guint i = 0; i < later->len; i++)
      g_ptr_array_add (self->job->waiters, g_object_ref (later->pdata[i]));
  else
    start_job (self, NONET_SOLVE_FLAGS_PATH, later);
}

static void
start_job (NonetDocument   *self,
           NonetSolveFlags  flags,
           GPtrArray       *waiters)
{
  NonetAnalysisJob *job = g_new0 (NonetAnalysisJob, 1);
  g_autoptr(GTask) task = NULL;

  nonet_document_get_puzzle (self, &job->puzzle);
  job->flags = flags;
  job->waiters = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < waiters->len; i++)
    g_ptr_array_add (job->waiters, g_object_ref (waiters->pdata[i]));
  task = nonet_document_task_new (self, self, job_done_cb, job);
  job->cancellable = g_object_ref (g_task_get_cancellable (task));
  g_task_set_source_tag (task, start_job);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  self->job = job;
  nonet_document_task_run (self, task, solve_worker);
}

/* Answers from the cached outcome, joins the job in flight, or starts one. */
static void
request (NonetDocument       *self,
         NonetSolveFlags      flags,
         gpointer             source_tag,
         GAsyncReadyCallback  callback,
         gpointer             user_data)
{
  GTask *waiter = g_task_new (self, NULL, callback, user_data);
  g_autoptr(GPtrArray) waiters = g_ptr_array_new_with_free_func (g_object_unref);
  NonetGrid puzzle;

  g_task_set_source_tag (waiter, source_tag);
  g_task_set_task_data (waiter, GUINT_TO_POINTER (flags), NULL);
  if ((flags & NONET_SOLVE_FLAGS_PATH) != 0 && self->has_path)
    {
      /* Delivered from the main loop like any result, never inline. */
      g_task_return_boolean (waiter, TRUE);
      g_object_unref (waiter);
      return;
    }
  nonet_document_get_puzzle (self, &puzzle);
  if (self->outcome != NULL && same_puzzle (&self->outcome->puzzle, &puzzle)
      && outcome_answers (self->outcome, flags))
    {
      /* Delivered from the main loop like any result, never inline. */
      answer (self, waiter);
      g_object_unref (waiter);
      return;
    }
  if (self->job != NULL)
    {
      g_ptr_array_add (self->job->waiters, waiter);
      return;
    }
  g_ptr_array_add (waiters, waiter);
  start_job (self, flags, waiters);
}

/**
 * nonet_document_check_async:
 *
 * Counts the solutions of the givens and rates a unique puzzle's path.
 */
void
nonet_document_check_async (NonetDocument       *self,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  g_return_if_fail (NONET_IS_DOCUMENT (self));

  request (self, NONET_SOLVE_FLAGS_RATE, nonet_document_check_async, callback, user_data);
}

/**
 * nonet_document_check_finish:
 *
 * Returns: (transfer none) (nullable): the outcome, NULL with @error
 *   (G_IO_ERROR_CANCELLED) when the check was stopped.
 */
const NonetSolveOutcome *
nonet_document_check_finish (NonetDocument  *self,
                             GAsyncResult   *result,
                             GError        **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  NonetGrid puzzle;

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return NULL;
  /* The givens may have changed after the answer was queued. */
  nonet_document_get_puzzle (self, &puzzle);
  if (self->outcome == NULL || !same_puzzle (&self->outcome->puzzle, &puzzle))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The puzzle changed");
      return NULL;
    }
  return self->outcome;
}

/**
 * nonet_document_ensure_path_async:
 *
 * Makes sure the document has the path of its givens, building it once.
 */
void
nonet_document_ensure_path_async (NonetDocument       *self,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  g_return_if_fail (NONET_IS_DOCUMENT (self));

  request (self, NONET_SOLVE_FLAGS_PATH, nonet_document_ensure_path_async, callback, user_data);
}

/**
 * nonet_document_ensure_path_finish:
 *
 * Returns: (transfer none) (nullable): the document's path, or NULL with
 *   @error.
 */
const NonetPath *
nonet_document_ensure_path_finish (NonetDocument  *self,
                                   GAsyncResult   *result,
                                   GError        **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return NULL;
  /* The givens may have changed after the answer was queued. */
  if (nonet_document_get_path (self) == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The puzzle changed");
      return NULL;
    }
  return nonet_document_get_path (self);
}

/**
 * nonet_document_get_outcome:
 *
 * Returns: (transfer none) (nullable): the last analysis of the current givens.
 */
const NonetSolveOutcome *
nonet_document_get_outcome (NonetDocument *self)
{
  g_return_val_if_fail (NONET_IS_DOCUMENT (self), NULL);

  return self->outcome;
}

/**
 * nonet_document_cancel_all:
 *
 * Stops every worker on the document; waiting requests finish cancelled.
 */
void
nonet_document_cancel_all (NonetDocument *self)
{
  g_return_if_fail (NONET_IS_DOCUMENT (self));

  drop_job (self);
  for (guint i = 0; i < self->work->len; i++)
    g_cancellable_cancel (self->work->pdata[i]);
  /* Cancelled work no longer counts: busy drops at once, while the workers
   * notice at their next poll. */
  if (self->work->len > 0)
    {
      g_ptr_array_set_size (self->work, 0);
      g_object_notify (G_OBJECT (self), "busy");
    }
}

void
_nonet_document_work_grid_changed (NonetDocument *self)
{
  NonetGrid puzzle;

  nonet_document_get_puzzle (self, &puzzle);
  if (self->job != NULL && !same_puzzle (&self->job->puzzle, &puzzle))
    drop_job (self);
  if (self->outcome != NULL && !same_puzzle (&self->outcome->puzzle, &puzzle))
    g_clear_pointer (&self->outcome, nonet_solve_outcome_free);
}

void
_nonet_document_work_finalize (NonetDocument *self)
{
  drop_job (self);
  g_clear_pointer (&self->outcome, nonet_solve_outcome_free);
  g_clear_pointer (&self->work, g_ptr_array_unref);
}
