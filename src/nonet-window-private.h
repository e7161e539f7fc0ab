/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-window-private.h: what nonet-window.c and nonet-window-actions.c share. */
#pragma once

#include "nonet-window.h"

G_BEGIN_DECLS

struct _NonetWindow
{
  GtkApplicationWindow  parent_instance;

  /* template widgets */
  NonetBoardView       *board;
  GtkInfoBar           *error_bar;
  GtkLabel             *error_label;
  GtkButton            *lock_button;
  GtkBox               *side_panel;
  GtkWidget            *side_placeholder;
  GtkSpinner           *spinner;
  GtkLabel             *status_label;
  GtkLabel             *step_label;
  GMenu                *recent_menu;

  /* owned */
  NonetDocument        *document;
  GSettings            *settings;
  GCancellable         *check_cancellable;
  GCancellable         *solve_cancellable;
  GCancellable         *load_cancellable;
  GtkFileChooserNative *file_chooser;
  char                 *status;
  char                 *message;
  guint                 message_timeout;
  guint8                checked_givens[NONET_CELLS];
  gboolean              checked_once;
  int                   busy;
  gboolean              disposed;
  gboolean              filling_solution;
  gboolean              solve_pending;     /* Solve waits for the status check */
};

/* nonet-window-actions.c */
void _nonet_window_update_recent_menu (NonetWindow    *self);
void _nonet_window_class_init_actions (GtkWidgetClass *widget_class);
void _nonet_window_update_actions     (NonetWindow    *self);

/* nonet-window.c */
/* Async callbacks hold the window weakly, so that closing the window drops
 * the last reference, runs dispose and cancels the work in flight. */
gpointer     _nonet_window_weak_ref      (NonetWindow    *self);
NonetWindow *_nonet_window_weak_ref_take (gpointer        weak_ref);
void _nonet_window_set_busy           (NonetWindow    *self,
                                       gboolean        busy);
void _nonet_window_update_status      (NonetWindow    *self);
void _nonet_window_paste_text         (NonetWindow    *self,
                                       char           *text);

G_END_DECLS
