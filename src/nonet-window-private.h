/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-window-private.h: what nonet-window.c and nonet-window-actions.c share. */
#pragma once

#include "nonet-hint.h"
#include "nonet-step-bar.h"
#include "nonet-practice.h"
#include "nonet-timer.h"
#include "nonet-session.h"
#include "nonet-why.h"
#include "nonet-window.h"

G_BEGIN_DECLS

struct _NonetWindow
{
  AdwApplicationWindow  parent_instance;

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
  NonetStepBar         *step_bar;
  GMenu                *recent_menu;
  AdwToastOverlay      *toast_overlay;
  GtkLabel             *timer_label;     /* play: nonet-timer.c */
  GtkMenuButton        *pad_button;      /* play: nonet-number-pad.c */
  GtkWidget            *practice_bar;    /* play: nonet-practice.c */
  GtkLabel             *practice_label;
  /* the adaptive layout (nonet-window-layout.c) */
  AdwFlap              *flap;
  GtkWidget            *main_box;
  GtkWidget            *steps_button;
  AdwSqueezer          *start_squeezer;
  AdwSqueezer          *end_squeezer;
  GMenu                *folded_section;

  /* owned */
  NonetDocument        *document;   /* owns all work on the puzzle */
  NonetHint            *hint;
  NonetWhy             *why;
  NonetTimer           *timer;
  NonetPractice        *practice;
  GtkPopoverMenu       *why_popover;
  GSettings            *settings;
  NonetSession         *session;    /* the state file */
  GtkFileChooserNative *file_chooser;
  char                 *status;
  char                 *message;    /* the last toast's text */
  AdwToast             *toast;      /* the toast shown, its text the last message */
  guint                 toast_timeout_id;  /* when it goes */
  guint8                checked_givens[NONET_CELLS];
  gboolean              checked_once;
  int                   checks;     /* status checks waiting */
  int                   solves;     /* Solve requests waiting */
  gboolean              filling_solution;
};

/* nonet-window-actions.c */
void _nonet_window_update_recent_menu (NonetWindow    *self);
void _nonet_window_class_init_actions (GtkWidgetClass *widget_class);
void _nonet_window_init_actions       (NonetWindow    *self);
void _nonet_window_update_actions     (NonetWindow    *self);
void _nonet_window_open_path          (NonetWindow    *self);
void _nonet_window_init_play          (NonetWindow    *self);

/* nonet-window-layout.c */
void _nonet_window_init_layout        (NonetWindow    *self);

/* nonet-window.c */
void _nonet_window_paste_text         (NonetWindow    *self,
                                       char           *text);
void _nonet_window_popup_why          (NonetWindow    *self,
                                       int             cell,
                                       int             digit,
                                       double          x,
                                       double          y);
gboolean _nonet_window_say_several    (NonetWindow    *self);
void _nonet_window_report             (NonetWindow    *self,
                                       const char     *message,
                                       GError         *error);

G_END_DECLS
