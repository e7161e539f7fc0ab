/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-window.h: the main window. It owns the document, the settings and
 * the GCancellables of the status check and of Solve. */
#pragma once

#include <adwaita.h>

#include "nonet-application.h"
#include "nonet-board-view.h"
#include "nonet-document.h"
#include "nonet-export.h"
#include "nonet-hint.h"
#include "nonet-why.h"
#include "nonet-practice.h"
#include "nonet-timer.h"

G_BEGIN_DECLS

#define NONET_TYPE_WINDOW (nonet_window_get_type ())

G_DECLARE_FINAL_TYPE (NonetWindow, nonet_window, NONET, WINDOW, AdwApplicationWindow)

NonetWindow    *nonet_window_new              (NonetApplication *application);
NonetDocument  *nonet_window_get_document     (NonetWindow      *self);
NonetBoardView *nonet_window_get_board        (NonetWindow      *self);

/* The slot right of the board for the steps panel: a vertical GtkBox that
 * holds a placeholder label until something is appended to it. */
GtkBox         *nonet_window_get_side_panel   (NonetWindow      *self);

/* Replaces the side panel's placeholder with widget. */
void            nonet_window_set_side_panel_child (NonetWindow  *self,
                                                   GtkWidget    *widget);

/* The line under the board where a step's sentence is shown; NULL hides it. */
/* The step sentence shown, NULL when hidden. */
const char     *nonet_window_get_step_text    (NonetWindow      *self);

/* Loading. A failure shows the reason in the window's banner and leaves the
 * puzzle untouched; load_text returns FALSE then. open_file works in the
 * background and reports when done through "puzzle-loaded" or the banner. */
gboolean        nonet_window_load_text        (NonetWindow      *self,
                                               const char       *text,
                                               gssize            length);
void            nonet_window_open_file        (NonetWindow      *self,
                                               GFile            *file);

/* The banner: an error message (NULL hides it). */
void            nonet_window_show_error       (NonetWindow      *self,
                                               const char       *message);
const char     *nonet_window_get_error        (NonetWindow      *self);

/* The status line under the board ("Unique solution · Hard, SE 4.2" ...). */
const char     *nonet_window_get_status       (NonetWindow      *self);

/* Solve: runs the worker (cancelling a running solve); on success the path
 * goes to the document and the solution onto the board. Cancel stops the
 * solve and the status check. */
void            nonet_window_solve            (NonetWindow      *self);
/* Solve as the menu does: "several solutions" said, else a dialog offers
 * "Show the Path" (the step view at step 1) or "Fill In the Solution". */
void            nonet_window_ask_solve        (NonetWindow      *self);
void            nonet_window_cancel           (NonetWindow      *self);
gboolean        nonet_window_get_busy         (NonetWindow      *self);

/* A short message in the status line for a moment (e.g. "Copied"). */
/* A passing message, as a toast; get_message: the last one shown. */
void            nonet_window_show_message     (NonetWindow      *self,
                                               const char       *message);
const char     *nonet_window_get_message      (NonetWindow      *self);

/* Saves content in format to file in a worker (pictures captioned when
 * caption); says how it went (a toast, or the reason in the banner). */
void            nonet_window_save_export      (NonetWindow        *self,
                                               NonetExportContent  content,
                                               NonetExportFormat   format,
                                               gboolean            caption,
                                               GFile              *file);

/* The features the window holds. */
NonetHint      *nonet_window_get_hint         (NonetWindow      *self);
NonetWhy       *nonet_window_get_why          (NonetWindow      *self);
/* The play features (nonet-window-actions.c): practice, timer, number pad. */
NonetPractice    *nonet_window_get_practice   (NonetWindow      *self);
NonetTimer       *nonet_window_get_timer      (NonetWindow      *self);
GtkWidget        *nonet_window_get_number_pad (NonetWindow      *self);

/* Every key of every win.* action, "win.name accelerator" (the accelerator
 * as gtk_accelerator_name() writes it), NULL-terminated: what the
 * shortcuts window must list. */
GStrv           nonet_window_list_accels      (void);
/* The shortcuts window's GtkBuilder XML, written from the action table. */
char           *nonet_window_shortcuts_ui     (void);

void              nonet_window_save_session (NonetWindow *self);

/* nonet-window-layout.c */
void              nonet_window_toggle_steps (NonetWindow *self);
gboolean          nonet_window_get_folded   (NonetWindow *self);

G_END_DECLS
