/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-new-puzzle.h: New Puzzle: a generated puzzle of a grade, a practice
 * position for a technique, or an empty board; the generation is a worker
 * of the document (Escape or cancel_all stops it, the old puzzle stays).
 */
#pragma once

#include <adwaita.h>

#include "nonet-document.h"

G_BEGIN_DECLS

typedef enum
{
  NONET_NEW_PUZZLE_EMPTY,      /* an empty board to enter a puzzle */
  NONET_NEW_PUZZLE_GRADE,      /* a puzzle of grade (a plain label with an SE range) */
  NONET_NEW_PUZZLE_PRACTICE,   /* the position before a step of technique */
} NonetNewPuzzleKind;

typedef struct
{
  NonetNewPuzzleKind  kind;
  NonetLabel          grade;
  NonetTechnique      technique;
  NonetGenSymmetry    symmetry;
  gboolean            minimal;   /* no given can be removed */
  guint64             seed;      /* 0: a random seed */
} NonetNewPuzzleRequest;

/* Generates in a worker of document, then makes the result the puzzle.
 * finish gives the toast's sentence, and the practice (when kind is
 * PRACTICE and practice is not NULL); G_IO_ERROR_CANCELLED when stopped
 * (the document is unchanged). */
void     nonet_new_puzzle_generate_async  (NonetDocument               *document,
                                           const NonetNewPuzzleRequest *request,
                                           GAsyncReadyCallback          callback,
                                           gpointer                     user_data);
char    *nonet_new_puzzle_generate_finish (NonetDocument               *document,
                                           GAsyncResult                *result,
                                           NonetGenPractice            *practice,
                                           GError                     **error);

/* The New Puzzle dialog over parent: the kind, then the generation with a
 * spinner and a Stop button; closing it or Escape stops the work. finish
 * as above (G_IO_ERROR_CANCELLED also when the dialog was closed). */
void     nonet_new_puzzle_dialog_async    (NonetDocument               *document,
                                           GtkWindow                   *parent,
                                           GAsyncReadyCallback          callback,
                                           gpointer                     user_data);
char    *nonet_new_puzzle_dialog_finish   (NonetDocument               *document,
                                           GAsyncResult                *result,
                                           NonetGenPractice            *practice,
                                           GError                     **error);

/* The open dialog of nonet_new_puzzle_dialog_async (tests), or NULL. */
GtkWindow *nonet_new_puzzle_dialog_get_current (void);

/* Tests: choose a kind in the open dialog and press Generate. */
void     nonet_new_puzzle_dialog_choose   (GtkWindow                   *dialog,
                                           const NonetNewPuzzleRequest *request);

/* Several new puzzles of grade, for printing: the document is not changed
 * (its worker runs them: busy, cancel_all). finish gives an array of
 * NonetNewPuzzle, count long. */
typedef struct
{
  NonetGrid    puzzle;
  guint8       solution[NONET_CELLS];
  NonetRating  rating;
} NonetNewPuzzle;

void     nonet_new_puzzles_async          (NonetDocument               *document,
                                           NonetLabel                   grade,
                                           NonetGenSymmetry             symmetry,
                                           gboolean                     minimal,
                                           guint                        count,
                                           guint64                      seed,
                                           GAsyncReadyCallback          callback,
                                           gpointer                     user_data);
GArray  *nonet_new_puzzles_finish         (NonetDocument               *document,
                                           GAsyncResult                *result,
                                           GError                     **error);

/* For the play dialogs (New Puzzle, Print New Puzzles): a modal window
 * over parent that Escape closes; the page shown while its worker runs (a
 * spinner, a label, Stop closing window). */
AdwWindow *nonet_play_dialog_new          (GtkWindow                   *parent,
                                           const char                  *title,
                                           int                          width,
                                           int                          height);
GtkWidget *nonet_play_working_page_new    (GtkWindow                   *window,
                                           GtkSpinner                 **spinner,
                                           GtkLabel                   **label);

/* The rows both play dialogs ask with: the symmetry of the givens (a combo
 * row of NonetGenSymmetry, 180° rotation selected) and Minimal (a switch
 * row, off; *toggle is its switch). */
AdwComboRow *nonet_play_symmetry_row_new  (void);
GtkWidget  *nonet_play_minimal_row_new    (GtkSwitch                  **toggle);
/* "SE 1.0–2.3" for a grade, "SE 9.0 and over" for Extreme. */
char    *nonet_new_puzzle_grade_range     (NonetLabel                   grade);

G_END_DECLS
