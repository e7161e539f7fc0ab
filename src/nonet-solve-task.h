/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-solve-task.h: checking and solving a document's puzzle in a worker.
 *
 * The worker gets a copy of the puzzle, never the document, and polls the
 * GCancellable through the engine's cancel hooks. The result comes back to
 * the main thread as a NonetSolveOutcome.
 */
#pragma once

#include <gio/gio.h>

#include "nonet-document.h"

G_BEGIN_DECLS

typedef enum
{
  NONET_SOLVE_FLAGS_NONE = 0,
  /* Build the logical path and rate it when the puzzle is unique (the status check). */
  NONET_SOLVE_FLAGS_RATE = 1 << 0,
  /* Build the path even when the puzzle has several solutions (Solve). */
  NONET_SOLVE_FLAGS_PATH = 1 << 1,
} NonetSolveFlags;

/* What the worker found. status: OK (exactly one solution), MULTIPLE_SOLUTIONS,
 * UNSOLVABLE, DUPLICATE or NO_CANDIDATE (error says which cells). */
typedef struct
{
  NonetStatus  status;
  NonetError   error;
  NonetGrid    puzzle;                   /* the copy that was solved */
  gboolean     has_solution;
  guint8       solution[NONET_CELLS];    /* the first solution found */
  gboolean     has_path;
  NonetPath    path;                     /* owned; steal it with nonet_document_take_path() */
  NonetRating  rating;                   /* when has_path and path.solved */
  guint64      guesses;                  /* the exact solver's branches */
} NonetSolveOutcome;

void               nonet_solve_outcome_free       (NonetSolveOutcome    *outcome);

/* Copies the document's puzzle (its givens) and checks or solves it in a
 * worker thread. A cancelled task finishes with G_IO_ERROR_CANCELLED. The
 * last outcome is kept on the document: asking again for the same givens
 * is answered from it (still through the main loop). */
void               nonet_document_solve_async     (NonetDocument        *self,
                                                   NonetSolveFlags       flags,
                                                   GCancellable         *cancellable,
                                                   GAsyncReadyCallback   callback,
                                                   gpointer              user_data);
NonetSolveOutcome *nonet_document_solve_finish    (NonetDocument        *self,
                                                   GAsyncResult         *result,
                                                   GError              **error);

/* For tests: the worker waits this long (polling the cancellable) before
 * solving, so that cancelling "mid-solve" can be tested on any machine. */
void               _nonet_solve_task_set_delay    (guint                 milliseconds);

/* For tests: how many times a worker ran (a result from the document's
 * cache of the last outcome does not count). */
guint              _nonet_solve_task_get_worker_runs (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (NonetSolveOutcome, nonet_solve_outcome_free)

G_END_DECLS
