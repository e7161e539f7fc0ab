/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-document.h: the model the board and the steps panel share.
 *
 * A document is the grid on the board (givens, the player's digits, the
 * player's pencil marks), whether the givens are locked, the undo history of
 * every change, and the solution path with the step being looked at.
 *
 * It also owns all work on its puzzle (nonet-document-work.c): every worker
 * is started through nonet_document_task_new(), raises the one "busy"
 * property while it runs, and is stopped by nonet_document_cancel_all()
 * (Escape, closing the window). The analysis of the givens (solutions, path,
 * rating) runs once per puzzle: concurrent requests join the one in flight.
 */
#pragma once

#include <gio/gio.h>

#include "nonet.h"

G_BEGIN_DECLS

#define NONET_TYPE_DOCUMENT (nonet_document_get_type ())

G_DECLARE_FINAL_TYPE (NonetDocument, nonet_document, NONET, DOCUMENT, GObject)

NonetDocument   *nonet_document_new                (void);

/* The grid: values (givens and player digits), given flags, and the pencil
 * marks when has_candidates is set. Read only; change it with the setters. */
const NonetGrid *nonet_document_get_grid           (NonetDocument   *self);

/* Replaces the whole grid (load, paste, new, apply a step); one undo step.
 * The path is dropped. */
void             nonet_document_set_grid           (NonetDocument   *self,
                                                    const NonetGrid *grid,
                                                    gboolean         locked);

/* Parses text in any format the engine reads and, on success, makes it the
 * puzzle (givens locked). On failure *error (NonetError) says where and why
 * and the document is unchanged. */
NonetStatus      nonet_document_load_text          (NonetDocument   *self,
                                                    const char      *text,
                                                    gssize           length,
                                                    NonetError      *error);

/* Reading a file, or a large text (taken), in a worker; then it is the
 * puzzle (givens locked). The newest load wins. FALSE with an error that
 * says why in a sentence ("Could not open “x”: ..."). */
void             nonet_document_open_async         (NonetDocument   *self,
                                                    GFile           *file,
                                                    GAsyncReadyCallback callback,
                                                    gpointer         user_data);
void             nonet_document_load_text_async    (NonetDocument   *self,
                                                    char            *text,
                                                    GAsyncReadyCallback callback,
                                                    gpointer         user_data);
gboolean         nonet_document_load_finish        (NonetDocument   *self,
                                                    GAsyncResult    *result,
                                                    GError         **error);

/* The same reading without a document (thread-safe, for workers). */
NonetStatus      nonet_document_parse              (const char      *text,
                                                    gssize           length,
                                                    NonetGrid       *grid,
                                                    NonetError      *error);

/* An empty grid, givens unlocked so typed digits become givens. */
void             nonet_document_clear              (NonetDocument   *self);

/* Entry. Each returns TRUE when something changed (and is undoable).
 * Before the givens are locked, set_digit enters a given; after, a player's
 * digit. Givens cannot be changed once locked. digit 0 clears the cell. */
gboolean         nonet_document_set_digit          (NonetDocument   *self,
                                                    int              cell,
                                                    int              digit);
gboolean         nonet_document_toggle_candidate   (NonetDocument   *self,
                                                    int              cell,
                                                    int              digit);
/* The first mark starts from every candidate (what a board showing them all
 * showed), not from nothing. */
gboolean         nonet_document_toggle_candidate_shown (NonetDocument *self,
                                                    int              cell,
                                                    int              digit);
gboolean         nonet_document_fill_candidates    (NonetDocument   *self);
gboolean         nonet_document_clear_candidates   (NonetDocument   *self);
gboolean         nonet_document_is_editable        (NonetDocument   *self,
                                                    int              cell);

/* "Start solving": the digits on the board become the givens and are locked. */
gboolean         nonet_document_lock_givens        (NonetDocument   *self);
gboolean         nonet_document_get_locked         (NonetDocument   *self);

/* The puzzle alone: givens only, no pencil marks. */
void             nonet_document_get_puzzle         (NonetDocument   *self,
                                                    NonetGrid       *puzzle);

/* conflicts[cell] is TRUE for every filled cell whose digit a peer also holds. */
gboolean         nonet_document_get_conflicts      (NonetDocument   *self,
                                                    gboolean         conflicts[NONET_CELLS]);

gboolean         nonet_document_get_can_undo       (NonetDocument   *self);
gboolean         nonet_document_get_can_redo       (NonetDocument   *self);
gboolean         nonet_document_undo               (NonetDocument   *self);
gboolean         nonet_document_redo               (NonetDocument   *self);

/* The solution path (NULL when none), owned by the document. set_path takes
 * ownership of the path's steps (path is left empty) and resets the current
 * step to -1. */
const NonetPath *nonet_document_get_path           (NonetDocument   *self);
void             nonet_document_take_path          (NonetDocument   *self,
                                                    NonetPath       *path);
void             nonet_document_clear_path         (NonetDocument   *self);
int              nonet_document_get_n_steps        (NonetDocument   *self);

/* The step being looked at: -1 for none (the board shows the player's grid),
 * else 0..n_steps-1 (the board shows the state before that step with the
 * step drawn). */
int              nonet_document_get_current_step   (NonetDocument   *self);
void             nonet_document_set_current_step   (NonetDocument   *self,
                                                    int              index);
const NonetStep *nonet_document_get_step           (NonetDocument   *self,
                                                    int              index);

/* The current step's chain or net replayed implication by implication:
 * 0 shows the whole step, k (1..n_links) its first k links, the k-th
 * strongly. Reset to 0 whenever the current step changes. */
int              nonet_document_get_replay         (NonetDocument   *self);
void             nonet_document_set_replay         (NonetDocument   *self,
                                                    int              replay);

/* A step drawn over the player's grid without a path (a hint): NULL clears it.
 * The step is copied. */
void             nonet_document_set_hint_step      (NonetDocument   *self,
                                                    const NonetStep *step);
const NonetStep *nonet_document_get_hint_step      (NonetDocument   *self);

/* What the board shows now: the path state before the current step with that
 * step, or the player's grid with the hint step (or no step). */
void             nonet_document_get_display        (NonetDocument   *self,
                                                    NonetGrid       *grid,
                                                    const NonetStep **step);

/* Saving the state between runs: the givens, every value and the pencil marks
 * as strings, and back. */
void             nonet_document_serialize          (NonetDocument   *self,
                                                    char           **givens,
                                                    char           **values,
                                                    char           **candidates);
gboolean         nonet_document_deserialize        (NonetDocument   *self,
                                                    const char      *givens,
                                                    const char      *values,
                                                    const char      *candidates,
                                                    gboolean         locked);

 /* Makes the player's grid the path's state after step index (one undo step)
 * and shows the next step. FALSE when nothing changed. */
gboolean         nonet_document_apply_step         (NonetDocument   *self,
                                                    int              index);

/* Whole-board edits (nonet-document-edit.c), each one undo step: the
 * givens alone (Clear Board); the board through a symmetry; the digits
 * permuted (seed picks the permutation). */
gboolean         nonet_document_clear_board        (NonetDocument   *self);
void             nonet_document_transform          (NonetDocument   *self,
                                                    NonetSymmetry    symmetry);
void             nonet_document_relabel            (NonetDocument   *self,
                                                    guint32          seed);

/* Whether placing a digit removes it from its peers' pencil marks (in the
 * same undo step as the placement; the setting auto-remove-marks). TRUE by
 * default. */
void             nonet_document_set_auto_remove_marks (NonetDocument   *self,
                                                       gboolean         auto_remove);
gboolean         nonet_document_get_auto_remove_marks (NonetDocument   *self);

/* ------------------------------------------------------------------------
 * Work on the puzzle (nonet-document-work.c)
 * ------------------------------------------------------------------------ */

typedef enum
{
  NONET_SOLVE_FLAGS_NONE = 0,
  /* Build the logical path and rate it when the puzzle is unique (the status check). */
  NONET_SOLVE_FLAGS_RATE = 1 << 0,
  /* Build the path even when the puzzle has several solutions (Solve). */
  NONET_SOLVE_FLAGS_PATH = 1 << 1,
} NonetSolveFlags;

/* What the analysis of the givens found. status: OK (exactly one solution),
 * MULTIPLE_SOLUTIONS, UNSOLVABLE, DUPLICATE or NO_CANDIDATE (error says which
 * cells). */
typedef struct
{
  NonetStatus     status;
  NonetError      error;
  NonetGrid       puzzle;                   /* the copy that was solved */
  NonetSolveFlags flags;                    /* what was asked */
  gboolean        has_solution;
  guint8          solution[NONET_CELLS];    /* the first solution found */
  gboolean        has_second;               /* several solutions: another one */
  guint8          second[NONET_CELLS];
  gboolean        has_path;
  NonetPath       path;                     /* owned by the outcome */
  NonetRating     rating;                   /* when has_path and path.solved */
  guint64         guesses;                  /* the exact solver's branches */
} NonetSolveOutcome;

/* A worker is running (notify::busy). */
gboolean         nonet_document_get_busy           (NonetDocument   *self);

/* Stops every worker: their tasks finish with G_IO_ERROR_CANCELLED. */
void             nonet_document_cancel_all         (NonetDocument   *self);

/* A task for a worker on this document: its cancellable is the document's
 * (cancel_all stops it) and the document is busy until the task completes.
 * Run it with nonet_document_task_run(). */
GTask           *nonet_document_task_new           (NonetDocument   *self,
                                                    gpointer         source_object,
                                                    GAsyncReadyCallback callback,
                                                    gpointer         user_data);
void             nonet_document_task_run           (NonetDocument   *self,
                                                    GTask           *task,
                                                    GTaskThreadFunc  worker);

/* The status check: solutions counted, and the path rated when the puzzle
 * is unique. The outcome is the document's (valid until the givens change). */
void             nonet_document_check_async        (NonetDocument   *self,
                                                    GAsyncReadyCallback callback,
                                                    gpointer         user_data);
const NonetSolveOutcome *
                 nonet_document_check_finish       (NonetDocument   *self,
                                                    GAsyncResult    *result,
                                                    GError         **error);

/* The solution path of the givens, computed once: requests while it is
 * computed join it; the document stores it (path-changed, n-steps). NULL
 * with an error when cancelled (G_IO_ERROR_CANCELLED), when the givens
 * changed meanwhile (cancelled too) or when there is no solution
 * (NONET_FILE_ERROR, the status line's sentence). */
void             nonet_document_ensure_path_async  (NonetDocument   *self,
                                                    GAsyncReadyCallback callback,
                                                    gpointer         user_data);
const NonetPath *nonet_document_ensure_path_finish (NonetDocument   *self,
                                                    GAsyncResult    *result,
                                                    GError         **error);

/* The last analysis of the current givens, NULL when none. */
const NonetSolveOutcome *
                 nonet_document_get_outcome        (NonetDocument   *self);

/* The status line's sentence for an outcome ("Valid: exactly one solution. ..."). */
char            *nonet_solve_outcome_describe      (const NonetSolveOutcome *outcome);

G_END_DECLS
