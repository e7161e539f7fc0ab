/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-print.h: printing the puzzle, its solution, or the solution path
 * with a small diagram of the board for each step (GtkPrintOperation; the
 * boards are drawn by nonet_board_draw on the printer's cairo_t).
 */
#pragma once

#include <gtk/gtk.h>

#include "nonet-document.h"
#include "nonet-new-puzzle.h"

G_BEGIN_DECLS

typedef enum
{
  NONET_PRINT_PUZZLE,
  NONET_PRINT_SOLUTION,
  NONET_PRINT_PATH,      /* the puzzle, then every step of the document's path */
  NONET_PRINT_N_CONTENTS
} NonetPrintContent;

/* How many steps a page of the path holds: 2 columns of 3. */
#define NONET_PRINT_STEPS_PER_PAGE 6

/* A print operation ready to run for content of document; NULL with error
 * when there is nothing to print (no solution; PATH without a path). */
GtkPrintOperation *nonet_print_operation_new (NonetDocument      *document,
                                              NonetPrintContent   content,
                                              GError            **error);

/* Runs it: GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG shows the dialog;
 * GTK_PRINT_OPERATION_ACTION_EXPORT writes a PDF to export_filename
 * without any dialog (headless). */
GtkPrintOperationResult nonet_print_run      (NonetDocument           *document,
                                              NonetPrintContent        content,
                                              GtkPrintOperationAction  action,
                                              GtkWindow               *parent,
                                              const char              *export_filename,
                                              GError                 **error);

/* Prints through the dialog (parented to parent); PATH builds the path
 * first (nonet_document_ensure_path_async). */
void               nonet_print_async         (NonetDocument           *document,
                                              GtkWindow               *parent,
                                              NonetPrintContent        content,
                                              GAsyncReadyCallback      callback,
                                              gpointer                 user_data);
gboolean           nonet_print_finish        (NonetDocument           *document,
                                              GAsyncResult            *result,
                                              GError                 **error);

/* Several new puzzles (NonetNewPuzzle, nonet-new-puzzle.h), per_page of
 * 1, 2, 4 or 6 a page, then their solutions on the last pages, in the same
 * order. The operation keeps a copy of the puzzles. */
GtkPrintOperation *nonet_print_puzzles_operation_new (const NonetNewPuzzle *puzzles,
                                                      guint                 n_puzzles,
                                                      guint                 per_page);
GtkPrintOperationResult nonet_print_puzzles_run      (const NonetNewPuzzle   *puzzles,
                                                      guint                   n_puzzles,
                                                      guint                   per_page,
                                                      GtkPrintOperationAction action,
                                                      GtkWindow              *parent,
                                                      const char             *export_filename,
                                                      GError                **error);

/* The Print New Puzzles dialog over parent: a level, how many, how many a
 * page; then the puzzles are made (a worker of document) and the print
 * dialog runs. FALSE with G_IO_ERROR_CANCELLED when closed or stopped. */
void               nonet_print_new_dialog_async      (NonetDocument          *document,
                                                      GtkWindow              *parent,
                                                      GAsyncReadyCallback     callback,
                                                      gpointer                user_data);
gboolean           nonet_print_new_dialog_finish     (NonetDocument          *document,
                                                      GAsyncResult           *result,
                                                      GError                **error);

/* win.print's target: "puzzle", "solution" or "path". */
NonetPrintContent  nonet_print_content_from_id (const char            *id);

G_END_DECLS
