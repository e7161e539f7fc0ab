/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-export.h: the puzzle, its solution or the player's grid, out of the
 * app: to the clipboard as text, and to files as text (one line of 81, a
 * 9x9 grid, CSV: nonet_format) or as a picture (PNG, SVG, PDF: drawn by
 * nonet_board_draw, the same code as the screen).
 *
 * Files are written atomically: a temporary file in the same folder, then a
 * rename over the old one. A failed write leaves the old file whole and
 * says why.
 */
#pragma once

#include <gtk/gtk.h>

#include "nonet-document.h"

G_BEGIN_DECLS

typedef enum
{
  NONET_EXPORT_PUZZLE,    /* the givens */
  NONET_EXPORT_SOLUTION,  /* the unique solution (givens marked as givens) */
  NONET_EXPORT_PLAYER,    /* the player's grid: givens, digits, pencil marks */
  NONET_EXPORT_SHOWN,     /* what the board shows now, the current step drawn */
  NONET_EXPORT_PATH,      /* the solution path as text: numbered steps, sentences */
  NONET_EXPORT_PATH_JSON, /* the solution path as JSON, as `nonet-cli explain --format json` */
  NONET_EXPORT_N_CONTENTS
} NonetExportContent;

typedef enum
{
  NONET_EXPORT_LINE,      /* 81 characters and a line end */
  NONET_EXPORT_GRID,      /* 9 lines of 9 with box lines */
  NONET_EXPORT_CSV,
  NONET_EXPORT_PNG,
  NONET_EXPORT_SVG,
  NONET_EXPORT_PDF,
  NONET_EXPORT_JSON,      /* the path only (NONET_EXPORT_PATH_JSON) */
  NONET_EXPORT_N_FORMATS
} NonetExportFormat;

/* The size of a picture: pixels for PNG, points for SVG and PDF. */
#define NONET_EXPORT_PNG_SIZE 600
#define NONET_EXPORT_PAGE_SIZE 432

/* The grid (and step, for SHOWN) that content stands for; FALSE with error
 * when there is none (a solution of a puzzle with several). */
gboolean           nonet_export_get_grid         (NonetDocument       *document,
                                                  NonetExportContent   content,
                                                  NonetGrid           *grid,
                                                  NonetStep           *step,
                                                  gboolean            *has_step,
                                                  GError             **error);

/* The bytes of a file in format: text, or a picture of the board (not
 * JSON, which is the path's). caption, when not NULL, is written under the
 * board of a picture, wrapped to its width; the picture grows to hold it. */
GBytes            *nonet_export_render           (const NonetGrid     *grid,
                                                  const NonetStep     *step,
                                                  gboolean             show_candidates,
                                                  const char          *caption,
                                                  NonetExportFormat    format,
                                                  GError             **error);

/* The caption of a picture of content: the puzzle's rating ("Rating: SE
 * 7.1, Unfair") when the document knows it and, for the board as shown
 * with a step, the step's number, technique and sentence. NULL when there
 * is nothing to say. */
char              *nonet_export_caption          (NonetDocument       *document,
                                                  NonetExportContent   content);

/* The path with its rating as one line of JSON, as `nonet-cli explain
 * --format json` writes it. */
char              *nonet_export_path_json        (const NonetPath     *path);

/* The format a file name asks for (.png, .svg, .pdf, .csv); fallback else. */
NonetExportFormat  nonet_export_format_for_file  (GFile               *file,
                                                  NonetExportFormat    fallback);
const char        *nonet_export_format_extension (NonetExportFormat    format);

/* Writes bytes to file atomically (temporary file, then rename). */
/* The solution path as text: "1. Hidden Single: <its sentence>", one a line. */
char              *nonet_export_path_text        (const NonetPath     *path);

/* The file a save means when format was chosen: a name without an
 * extension gets the format's. FALSE when the name's extension asks for
 * another format (*by_extension): ask the person which they meant. */
gboolean           nonet_export_resolve          (GFile               *file,
                                                  NonetExportFormat    chosen,
                                                  GFile              **resolved,
                                                  NonetExportFormat   *by_extension);

gboolean           nonet_export_write_file       (GFile               *file,
                                                  GBytes              *bytes,
                                                  GError             **error);

/* get_grid + render + write_file, the writing in a document worker;
 * caption: a picture gets nonet_export_caption() under the board. */
void               nonet_export_save_async       (NonetDocument       *document,
                                                  NonetExportContent   content,
                                                  NonetExportFormat    format,
                                                  gboolean             caption,
                                                  GFile               *file,
                                                  GAsyncReadyCallback  callback,
                                                  gpointer             user_data);
gboolean           nonet_export_save_finish      (GAsyncResult        *result,
                                                  GError             **error);

/* content as one line of 81 on the clipboard; FALSE with error when there
 * is none (a solution of a puzzle with several). */
gboolean           nonet_export_copy             (NonetDocument       *document,
                                                  GdkClipboard        *clipboard,
                                                  NonetExportContent   content,
                                                  GError             **error);

/* The save dialog: the file, the content and the format chosen (the file
 * name's extension wins; a missing one is added), and whether pictures get
 * a caption (a check box, remembered in GSettings export-caption).
 * Dismissed: FALSE with G_IO_ERROR_CANCELLED. */
void               nonet_export_dialog_async     (GtkWindow           *parent,
                                                  GAsyncReadyCallback  callback,
                                                  gpointer             user_data);
gboolean           nonet_export_dialog_finish    (GAsyncResult        *result,
                                                  GFile              **file,
                                                  NonetExportContent  *content,
                                                  NonetExportFormat   *format,
                                                  gboolean            *caption,
                                                  GError             **error);

G_END_DECLS
