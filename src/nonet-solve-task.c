/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-solve-task.c: the GTask worker behind the status line and Solve.
 *
 *   main thread                         worker thread
 *   copy puzzle -> GTask --------------> exact solver (limit 2, cancel hook)
 *                                        path + rating (cancel hook)
 *   callback <- outcome <---------------
 *
 * The worker reads only its own copy, so the player may keep typing; a new
 * request cancels the old one through its GCancellable.
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "nonet-solve-task.h"

typedef struct
{
  NonetGrid       puzzle;
  NonetSolveFlags flags;
} TaskData;

static guint test_delay_ms;
static guint worker_runs;  /* atomic */

guint
_nonet_solve_task_get_worker_runs (void)
{
  return g_atomic_int_get (&worker_runs);
}

void
_nonet_solve_task_set_delay (guint milliseconds)
{
  test_delay_ms = milliseconds;
}

/**
 * nonet_solve_outcome_free:
 *
 * Frees an outcome and its path.
 */
void
nonet_solve_outcome_free (NonetSolveOutcome *outcome)
{
  if (outcome == NULL)
    return;
  nonet_path_clear (&outcome->path);
  g_free (outcome);
}

/* The engine's cancel hook: it polls this every few thousand nodes. */
static bool
cancelled_cb (void *data)
{
  return g_cancellable_is_cancelled (data);
}

static void
wait_for_tests (GCancellable *cancellable)
{
  for (guint waited = 0; waited < test_delay_ms; waited += 5)
    {
      if (g_cancellable_is_cancelled (cancellable))
        return;
      g_usleep (5000);
    }
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
      nonet_path_rate (&outcome->path, &outcome->rating);
    }
  return NONET_STATUS_OK;
}

static void
solve_worker (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  TaskData *data = task_data;
  g_autoptr(NonetSolveOutcome) outcome = g_new0 (NonetSolveOutcome, 1);

  g_atomic_int_inc (&worker_runs);
  nonet_path_init (&outcome->path);
  outcome->puzzle = data->puzzle;
  wait_for_tests (cancellable);
  count_solutions (outcome, cancellable);
  if (outcome->status != NONET_STATUS_CANCELLED && wants_path (outcome, data->flags)
      && build_path (outcome, cancellable) == NONET_STATUS_CANCELLED)
    outcome->status = NONET_STATUS_CANCELLED;

  if (outcome->status == NONET_STATUS_CANCELLED || g_cancellable_is_cancelled (cancellable))
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "Cancelled");
      return;
    }
  g_task_return_pointer (task, g_steal_pointer (&outcome),
                         (GDestroyNotify) nonet_solve_outcome_free);
}

/* The last outcome, kept on the document: a hard puzzle takes a long time
 * to explain, and the status check, Solve, the steps panel, "Why?" and
 * printing all ask for the same path of the same givens. */
#define CACHE_KEY "nonet-solve-outcome"

static NonetSolveOutcome *
outcome_copy (const NonetSolveOutcome *outcome)
{
  NonetSolveOutcome *copy = g_new (NonetSolveOutcome, 1);

  *copy = *outcome;
  nonet_path_init (&copy->path);
  if (outcome->has_path)
    {
      size_t size = (size_t) outcome->path.n_steps * sizeof (NonetStep);

      copy->path = outcome->path;
      /* The engine frees steps with free(): allocate them with malloc(). */
      copy->path.steps = size ? malloc (size) : NULL;
      if (size)
        memcpy (copy->path.steps, outcome->path.steps, size);
      copy->path.capacity = outcome->path.n_steps;
    }
  return copy;
}

static NonetSolveOutcome *
lookup_cache (NonetDocument   *self,
              const NonetGrid *puzzle,
              NonetSolveFlags  flags)
{
  NonetSolveOutcome *cached = g_object_get_data (G_OBJECT (self), CACHE_KEY);
  gboolean wants_path;

  if (cached == NULL || memcmp (cached->puzzle.values, puzzle->values, sizeof puzzle->values) != 0)
    return NULL;
  wants_path = (cached->status == NONET_STATUS_OK && (flags & (NONET_SOLVE_FLAGS_RATE
                                                                | NONET_SOLVE_FLAGS_PATH)))
               || (cached->status == NONET_STATUS_MULTIPLE_SOLUTIONS
                   && (flags & NONET_SOLVE_FLAGS_PATH));
  if (wants_path && !cached->has_path)
    return NULL;
  return outcome_copy (cached);
}

/**
 * nonet_document_solve_async:
 *
 * Checks (and with flags, explains) the document's puzzle in a worker.
 */
void
nonet_document_solve_async (NonetDocument       *self,
                            NonetSolveFlags      flags,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  NonetSolveOutcome *cached;
  TaskData *data;

  g_return_if_fail (NONET_IS_DOCUMENT (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  data = g_new0 (TaskData, 1);
  nonet_document_get_puzzle (self, &data->puzzle);
  data->flags = flags;

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, nonet_document_solve_async);
  g_task_set_task_data (task, data, g_free);
  /* Tests that set a delay want a real worker to cancel. */
  cached = test_delay_ms == 0 ? lookup_cache (self, &data->puzzle, flags) : NULL;
  if (cached != NULL)
    {
      /* Delivered from the main loop like any result, never inline. */
      g_task_return_pointer (task, cached, (GDestroyNotify) nonet_solve_outcome_free);
      return;
    }
  /* The outcome is dropped, not delivered, once the request is cancelled. */
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, solve_worker);
}

/**
 * nonet_document_solve_finish:
 *
 * Returns: (transfer full): the outcome, or NULL with error set
 *   (G_IO_ERROR_CANCELLED when cancelled).
 */
NonetSolveOutcome *
nonet_document_solve_finish (NonetDocument  *self,
                             GAsyncResult   *result,
                             GError        **error)
{
  NonetSolveOutcome *outcome;

  g_return_val_if_fail (NONET_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  outcome = g_task_propagate_pointer (G_TASK (result), error);
  if (outcome != NULL)
    g_object_set_data_full (G_OBJECT (self), CACHE_KEY, outcome_copy (outcome),
                            (GDestroyNotify) nonet_solve_outcome_free);
  return outcome;
}
