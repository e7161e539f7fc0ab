/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-window.c: the main window: header bar, board, status line, side
 * panel, toasts. It shows what the document and the features (hint, why,
 * print, export) report; the work itself is the document's. The win.*
 * actions and their keys are in nonet-window-actions.c.
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "nonet-board-accessible.h"
#include "nonet-errors.h"
#include "nonet-export.h"
#include "nonet-step-text.h"
#include "nonet-steps-panel.h"
#include "nonet-session.h"
#include "nonet-window-private.h"

enum {
  PROP_0,
  PROP_PENCIL_MODE,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (NonetWindow, nonet_window, ADW_TYPE_APPLICATION_WINDOW)

static GParamSpec *properties[N_PROPS];

/* The line under the board: the check's verdict, or "Solving…". */
static void
update_status (NonetWindow *self)
{
  const char *text = self->solves > 0 ? _("Solving…") : self->status;

  gtk_label_set_text (self->status_label, text ? text : "");
}

static void
set_status (NonetWindow *self,
            const char  *status)
{
  g_free (self->status);
  self->status = g_strdup (status);
  update_status (self);
}

/* The spinner and win.cancel follow the document's busy. */
static void
busy_cb (NonetWindow   *self,
         GParamSpec    *pspec,
         NonetDocument *document)
{
  gboolean busy = nonet_document_get_busy (document);

  gtk_widget_set_visible (GTK_WIDGET (self->spinner), busy);
  gtk_spinner_set_spinning (self->spinner, busy);
  _nonet_window_update_actions (self);
}

/**
 * _nonet_window_report:
 * @message: (nullable): a toast to show
 * @error: (nullable): a failure: its message goes to the banner, unless it
 *   is a cancellation (Escape, a changed puzzle), which says nothing
 *
 * How every feature's result reaches the player.
 */
void
_nonet_window_report (NonetWindow *self,
                      const char  *message,
                      GError      *error)
{
  if (error != NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    nonet_window_show_error (self, error->message);
  if (message != NULL)
    nonet_window_show_message (self, message);
}

/* A locked puzzle with several solutions: the cells where two of them
 * differ are drawn on the board, each with both digits (one colour per
 * solution), until the grid changes. Not while givens are typed: every
 * unfinished puzzle has several solutions. */
static void
show_differences (NonetWindow             *self,
                  const NonetSolveOutcome *outcome)
{
  NonetStep step = { 0 };

  if (outcome->status != NONET_STATUS_MULTIPLE_SOLUTIONS || !outcome->has_second
      || !nonet_document_get_locked (self->document))
    return;
  for (int cell = 0; cell < NONET_CELLS && step.n_marks + 2 <= NONET_STEP_MAX_MARKS; cell++)
    {
      if (outcome->solution[cell] == outcome->second[cell])
        continue;
      step.marks[step.n_marks++] = (NonetMark) { .cell = cell, .digit = outcome->solution[cell],
                                                 .role = NONET_ROLE_COLOR_A };
      step.marks[step.n_marks++] = (NonetMark) { .cell = cell, .digit = outcome->second[cell],
                                                 .role = NONET_ROLE_COLOR_B };
    }
  nonet_document_set_hint_step (self->document, &step);
}

static void
check_done_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(NonetWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  const NonetSolveOutcome *outcome;
  g_autofree char *status = NULL;

  outcome = nonet_document_check_finish (NONET_DOCUMENT (object), result, &error);
  self->checks--;
  if (outcome == NULL)
    return;  /* stopped, or about givens gone */
  status = nonet_solve_outcome_describe (outcome);
  set_status (self, status);
  show_differences (self, outcome);
}

/* Checks the puzzle in the background whenever its givens change. */
static void
start_check (NonetWindow *self)
{
  const NonetGrid *grid = nonet_document_get_grid (self->document);
  guint8 givens[NONET_CELLS];

  for (int i = 0; i < NONET_CELLS; i++)
    givens[i] = grid->given[i] ? grid->values[i] : 0;
  if (self->checked_once && memcmp (givens, self->checked_givens, sizeof givens) == 0)
    return;
  memcpy (self->checked_givens, givens, sizeof givens);
  self->checked_once = TRUE;

  if (nonet_grid_count_givens (grid) == 0)
    {
      set_status (self, _("Type a puzzle’s givens on the board, paste one (Ctrl+V) or open a "
                          "file (Ctrl+O); then press Start Solving."));
      return;
    }
  set_status (self, _("Checking…"));
  self->checks++;
  nonet_document_check_async (self->document, check_done_cb, g_object_ref (self));
}

/* The session file is written at most once a second (nonet-session.c). */
static void
save_state (NonetWindow *self)
{
  if (self->session != NULL)
    nonet_session_changed (self->session);
}

static void
document_changed_cb (NonetWindow   *self,
                     NonetDocument *document)
{
  start_check (self);
  save_state (self);
  if (!self->filling_solution && nonet_grid_is_solved (nonet_document_get_grid (document)))
    nonet_window_show_message (self, _("Solved. Well done!"));
  _nonet_window_update_actions (self);
}

static void
document_notify_cb (NonetWindow   *self,
                    GParamSpec    *pspec,
                    NonetDocument *document)
{
  gtk_widget_set_visible (GTK_WIDGET (self->lock_button), !nonet_document_get_locked (document));
  _nonet_window_update_actions (self);
}

/* Under the board: the sentence of the path's step shown, else the hint's line. */
static void
update_step_text (NonetWindow *self)
{
  const NonetStep *step = nonet_document_get_step (self->document,
                                                   nonet_document_get_current_step (self->document));
  g_autofree char *sentence = step ? nonet_step_describe (step) : NULL;
  const char *text = sentence ? sentence : nonet_hint_get_text (self->hint);

  gtk_label_set_text (self->step_label, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->step_label), text != NULL && *text != '\0');
}

static void
restore_state (NonetWindow *self)
{
  g_autofree char *path = nonet_session_default_path ();
  g_autofree char *message = NULL;

  self->session = nonet_session_new (self->document, self->board, path);
  if (nonet_session_restore (self->session, &message))
    return;
  /* First run (or a damaged state, set aside): the empty board, waiting
   * for givens; the status line says what can be done (start_check). */
  if (message != NULL)
    nonet_window_show_error (self, message);
}

static void
error_bar_response_cb (NonetWindow *self,
                       int          response,
                       GtkInfoBar  *bar)
{
  nonet_window_show_error (self, NULL);
}

static gboolean
close_request_cb (NonetWindow *self)
{
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_delay (self->settings);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
  g_settings_apply (self->settings);
  if (self->session != NULL)
    nonet_session_flush (self->session);
  return FALSE;
}

static gboolean
drop_cb (NonetWindow   *self,
         const GValue  *value,
         double         x,
         double         y,
         GtkDropTarget *target)
{
  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    {
      GSList *files = gdk_file_list_get_files (g_value_get_boxed (value));

      if (files == NULL)
        return FALSE;
      nonet_window_open_file (self, files->data);
      g_slist_free (files);
      return TRUE;
    }
  if (G_VALUE_HOLDS_STRING (value) && g_value_get_string (value) != NULL)
    return nonet_window_load_text (self, g_value_get_string (value), -1);
  return FALSE;
}

static void
setup_drop_target (NonetWindow *self)
{
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);
  GType types[] = { GDK_TYPE_FILE_LIST, G_TYPE_STRING };

  gtk_drop_target_set_gtypes (target, types, G_N_ELEMENTS (types));
  g_signal_connect_object (target, "drop", G_CALLBACK (drop_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}

static void
auto_remove_marks_cb (NonetWindow *self)
{
  nonet_document_set_auto_remove_marks (self->document,
                                        g_settings_get_boolean (self->settings,
                                                                "auto-remove-marks"));
}

static void
setup_settings (NonetWindow *self)
{
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  const char *keys[] = { "show-candidates", "highlight-peers" };

  self->settings = g_settings_new (APPLICATION_ID);
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autoptr(GAction) action = g_settings_create_action (self->settings, keys[i]);

      g_action_map_add_action (G_ACTION_MAP (group), action);
      g_settings_bind (self->settings, keys[i], self->board, keys[i], G_SETTINGS_BIND_DEFAULT);
    }
  /* A preference of the document, not the board: settings.auto-remove-marks. */
  {
    g_autoptr(GAction) action = g_settings_create_action (self->settings, "auto-remove-marks");

    g_action_map_add_action (G_ACTION_MAP (group), action);
    g_signal_connect_object (self->settings, "changed::auto-remove-marks",
                             G_CALLBACK (auto_remove_marks_cb), self, G_CONNECT_SWAPPED);
    auto_remove_marks_cb (self);
  }
  gtk_widget_insert_action_group (GTK_WIDGET (self), "settings", G_ACTION_GROUP (group));
}

static void
nonet_window_dispose (GObject *object)
{
  NonetWindow *self = (NonetWindow *)object;

  /* Workers in flight are told to stop; their callbacks hold a reference
   * and see the cancellation. */
  if (self->document != NULL)
    nonet_document_cancel_all (self->document);
  if (self->file_chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->file_chooser));
  g_clear_object (&self->file_chooser);
  if (self->session != NULL)
    nonet_session_flush (self->session);
  g_clear_pointer (&self->session, nonet_session_free);
  g_clear_handle_id (&self->toast_timeout_id, g_source_remove);

  gtk_widget_dispose_template (GTK_WIDGET (self), NONET_TYPE_WINDOW);

  G_OBJECT_CLASS (nonet_window_parent_class)->dispose (object);
}

static void
nonet_window_finalize (GObject *object)
{
  NonetWindow *self = (NonetWindow *)object;

  if (self->why_popover != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->why_popover), (gpointer *) &self->why_popover);
  g_clear_object (&self->timer);
  g_clear_object (&self->practice);
  g_clear_object (&self->toast);
  g_clear_object (&self->hint);
  g_clear_object (&self->why);
  g_clear_object (&self->document);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->status, g_free);
  g_clear_pointer (&self->message, g_free);

  G_OBJECT_CLASS (nonet_window_parent_class)->finalize (object);
}

static void
nonet_window_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  NonetWindow *self = NONET_WINDOW (object);

  switch (prop_id)
    {
    case PROP_PENCIL_MODE:
      /* The action muxer asks before the template exists. */
      g_value_set_boolean (value,
                           self->board != NULL && nonet_board_view_get_pencil_mode (self->board));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nonet_window_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  NonetWindow *self = NONET_WINDOW (object);

  switch (prop_id)
    {
    case PROP_PENCIL_MODE:
      nonet_board_view_set_pencil_mode (self->board, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
board_pencil_mode_cb (NonetWindow *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PENCIL_MODE]);
}

/* The popover is the board's child but not the board's own: take it away
 * when the board goes, or the board would finalize with a child left. */
static void
board_destroy_cb (GtkWidget *board,
                  GtkWidget *popover)
{
  if (gtk_widget_get_parent (popover) == board)
    gtk_widget_unparent (popover);
}

/**
 * _nonet_window_popup_why:
 *
 * Opens the "Why?" menu of cell (digit: the candidate slot, or 0) at x, y
 * of the board; nothing for a given.
 */
void
_nonet_window_popup_why (NonetWindow *self,
                         int          cell,
                         int          digit,
                         double       x,
                         double       y)
{
  g_autoptr(GMenuModel) menu = nonet_why_make_menu (self->why, cell, digit);

  if (menu == NULL || self->why_popover == NULL)
    return;
  gtk_popover_menu_set_menu_model (self->why_popover, menu);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->why_popover),
                               &(GdkRectangle) { (int) x, (int) y, 1, 1 });
  gtk_popover_popup (GTK_POPOVER (self->why_popover));
}

static void
right_click_cb (NonetWindow     *self,
                int              n_press,
                double           x,
                double           y,
                GtkGestureClick *gesture)
{
  int digit = 0;
  int cell = nonet_board_view_cell_at (self->board, x, y, &digit);

  if (cell < 0)
    return;
  nonet_board_view_set_selected (self->board, cell);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  _nonet_window_popup_why (self, cell, digit, x, y);
}

static void
setup_why_menu (NonetWindow *self)
{
  GtkWidget *board = GTK_WIDGET (self->board);
  GtkGesture *click = gtk_gesture_click_new ();

  self->why_popover = GTK_POPOVER_MENU (gtk_popover_menu_new_from_model (NULL));
  gtk_popover_set_has_arrow (GTK_POPOVER (self->why_popover), TRUE);
  gtk_widget_set_halign (GTK_WIDGET (self->why_popover), GTK_ALIGN_START);
  gtk_widget_set_parent (GTK_WIDGET (self->why_popover), board);
  g_object_add_weak_pointer (G_OBJECT (self->why_popover), (gpointer *) &self->why_popover);
  g_signal_connect (board, "destroy", G_CALLBACK (board_destroy_cb), self->why_popover);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_SECONDARY);
  g_signal_connect_object (click, "pressed", G_CALLBACK (right_click_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (board, GTK_EVENT_CONTROLLER (click));
}

static void
nonet_window_class_init (NonetWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = nonet_window_dispose;
  object_class->finalize = nonet_window_finalize;
  object_class->get_property = nonet_window_get_property;
  object_class->set_property = nonet_window_set_property;

  /* Pencil mode lives in the board; the window shows it as win.pencil. */
  properties[PROP_PENCIL_MODE] =
    g_param_spec_boolean ("pencil-mode", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (NONET_TYPE_BOARD_VIEW);
  g_type_ensure (NONET_TYPE_STEP_BAR);
  gtk_widget_class_set_template_from_resource (widget_class, "/app/nonet/Nonet/nonet-window.ui");
  gtk_widget_class_bind_template_child (widget_class, NonetWindow, board);
  gtk_widget_class_bind_template_child (widget_class, NonetWindow, error_bar);
  gtk_widget_class_bind_template_child (widget_class, NonetWindow, error_label);
  gtk_widget_class_bind_template_child (widget_class, NonetWindow, lock_button);
  gtk_widget_class_bind_template_child (widget_class, NonetWindow, recent_menu);
  gtk_widget_class_bind_template_child (widget_class, NonetWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, NonetWindow, side_placeholder);
  gtk_widget_class_bind_template_child (widget_class, NonetWindow, spinner);
  gtk_widget_class_bind_template_child (widget_class, NonetWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, NonetWindow, step_label);
  gtk_widget_class_bind_template_child (widget_class, NonetWindow, step_bar);
  gtk_widget_class_bind_template_child (widget_class, NonetWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, NonetWindow, timer_label);
  gtk_widget_class_bind_template_child (widget_class, NonetWindow, pad_button);
  gtk_widget_class_bind_template_child (widget_class, NonetWindow, practice_bar);
  gtk_widget_class_bind_template_child (widget_class, NonetWindow, practice_label);
  gtk_widget_class_bind_template_child (widget_class, NonetWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, NonetWindow, main_box);
  gtk_widget_class_bind_template_child (widget_class, NonetWindow, steps_button);
  gtk_widget_class_bind_template_child (widget_class, NonetWindow, start_squeezer);
  gtk_widget_class_bind_template_child (widget_class, NonetWindow, end_squeezer);
  gtk_widget_class_bind_template_child (widget_class, NonetWindow, folded_section);

  _nonet_window_class_init_actions (widget_class);
}

static void
nonet_window_init (NonetWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->document = nonet_document_new ();
  nonet_board_view_set_document (self->board, self->document);
  nonet_step_bar_set_document (self->step_bar, self->document);
  g_signal_connect_object (self->board, "notify::pencil-mode",
                           G_CALLBACK (board_pencil_mode_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->error_bar, "response",
                           G_CALLBACK (error_bar_response_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "close-request", G_CALLBACK (close_request_cb), NULL);
  setup_settings (self);
  setup_drop_target (self);
  g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                           G_CALLBACK (_nonet_window_update_recent_menu), self,
                           G_CONNECT_SWAPPED);
  _nonet_window_update_recent_menu (self);

  restore_state (self);
  nonet_window_set_side_panel_child (self, nonet_steps_panel_new (self->document));
  self->hint = nonet_hint_new (self->document);
  self->why = nonet_why_new (self->document);
  setup_why_menu (self);
  _nonet_window_init_actions (self);
  _nonet_window_init_play (self);
  _nonet_window_init_layout (self);
  nonet_accessible_clean_button_names (GTK_WIDGET (self));
  g_signal_connect_object (self->hint, "notify::text",
                           G_CALLBACK (update_step_text), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::busy",
                           G_CALLBACK (busy_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "changed",
                           G_CALLBACK (document_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify",
                           G_CALLBACK (document_notify_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::current-step",
                           G_CALLBACK (update_step_text), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::current-step",
                           G_CALLBACK (save_state), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "notify::selected",
                           G_CALLBACK (save_state), self, G_CONNECT_SWAPPED);
  document_notify_cb (self, NULL, self->document);
  start_check (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/**
 * nonet_window_new:
 *
 * Returns: (transfer full): a window showing the saved puzzle, or the
 *   example puzzle on a first run.
 */
NonetWindow *
nonet_window_new (NonetApplication *application)
{
  return g_object_new (NONET_TYPE_WINDOW, "application", application, NULL);
}

NonetDocument *
nonet_window_get_document (NonetWindow *self)
{
  g_return_val_if_fail (NONET_IS_WINDOW (self), NULL);

  return self->document;
}

NonetBoardView *
nonet_window_get_board (NonetWindow *self)
{
  g_return_val_if_fail (NONET_IS_WINDOW (self), NULL);

  return self->board;
}

GtkBox *
nonet_window_get_side_panel (NonetWindow *self)
{
  g_return_val_if_fail (NONET_IS_WINDOW (self), NULL);

  return self->side_panel;
}

/**
 * nonet_window_set_side_panel_child:
 *
 * Puts widget in the side panel in place of the placeholder.
 */
void
nonet_window_set_side_panel_child (NonetWindow *self,
                                   GtkWidget   *widget)
{
  g_return_if_fail (NONET_IS_WINDOW (self));
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (self->side_placeholder != NULL)
    {
      gtk_box_remove (self->side_panel, self->side_placeholder);
      self->side_placeholder = NULL;
    }
  gtk_widget_set_vexpand (widget, TRUE);
  gtk_box_append (self->side_panel, widget);
}

/**
 * nonet_window_get_step_text:
 *
 * Returns: (nullable): the step sentence under the board, NULL when hidden.
 */
const char *
nonet_window_get_step_text (NonetWindow *self)
{
  g_return_val_if_fail (NONET_IS_WINDOW (self), NULL);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->step_label)))
    return NULL;
  return gtk_label_get_text (self->step_label);
}

/**
 * nonet_window_show_error:
 *
 * Shows message in the error banner; NULL hides the banner.
 */
void
nonet_window_show_error (NonetWindow *self,
                         const char  *message)
{
  g_return_if_fail (NONET_IS_WINDOW (self));

  gtk_label_set_text (self->error_label, message ? message : "");
  gtk_info_bar_set_revealed (self->error_bar, message != NULL);
}

/**
 * nonet_window_get_error:
 *
 * Returns: (nullable): the banner's message, NULL when it is hidden.
 */
const char *
nonet_window_get_error (NonetWindow *self)
{
  g_return_val_if_fail (NONET_IS_WINDOW (self), NULL);

  if (!gtk_info_bar_get_revealed (self->error_bar))
    return NULL;
  return gtk_label_get_text (self->error_label);
}

const char *
nonet_window_get_status (NonetWindow *self)
{
  g_return_val_if_fail (NONET_IS_WINDOW (self), NULL);

  return gtk_label_get_text (self->status_label);
}

/* How long a message stays over the board (libadwaita's own toast time). */
#define MESSAGE_SECONDS 5

static void
toast_dismissed_cb (AdwToast    *toast,
                    NonetWindow *self)
{
  if (self->toast != toast)
    return;
  g_clear_object (&self->toast);
  g_clear_handle_id (&self->toast_timeout_id, g_source_remove);
}

static gboolean
toast_timeout_cb (gpointer data)
{
  NonetWindow *self = data;

  self->toast_timeout_id = 0;
  if (self->toast != NULL)
    adw_toast_dismiss (self->toast);
  return G_SOURCE_REMOVE;
}

/**
 * nonet_window_show_message:
 *
 * Shows message for a few seconds, as a toast over the board.
 */
void
nonet_window_show_message (NonetWindow *self,
                           const char  *message)
{
  g_autofree char *title = NULL;

  g_return_if_fail (NONET_IS_WINDOW (self));
  g_return_if_fail (message != NULL);

  /* Toast titles are Pango markup. */
  title = g_markup_escape_text (message, -1);
  g_free (self->message);
  self->message = g_strdup (message);
  /* A newer message takes the place of the one shown ("Finding the
   * solution path…", then the answer): the toast's text changes and its
   * time starts again. Dismissing it for a new one is what libadwaita 1.2
   * cannot take in quick succession: a toast dismissed while it is still
   * sliding in is freed before its slide ends, and the slide's end then
   * writes into it (a crash seen when two messages came within 0.2 s). So
   * the toasts have no time of their own: the window's timer dismisses
   * them, seconds after they came in. */
  g_clear_handle_id (&self->toast_timeout_id, g_source_remove);
  if (self->toast != NULL)
    adw_toast_set_title (self->toast, title);
  else
    {
      AdwToast *toast = adw_toast_new (title);

      adw_toast_set_timeout (toast, 0);
      self->toast = g_object_ref (toast);
      g_signal_connect_object (toast, "dismissed", G_CALLBACK (toast_dismissed_cb), self, 0);
      adw_toast_overlay_add_toast (self->toast_overlay, toast);
    }
  self->toast_timeout_id = g_timeout_add_seconds (MESSAGE_SECONDS, toast_timeout_cb, self);
}

/**
 * nonet_window_get_message:
 *
 * Returns: (nullable): the text of the last toast shown.
 */
const char *
nonet_window_get_message (NonetWindow *self)
{
  g_return_val_if_fail (NONET_IS_WINDOW (self), NULL);

  return self->message;
}

static void
show_text_error (NonetWindow      *self,
                 const NonetError *error)
{
  g_autofree char *problem = nonet_error_describe (error);
  g_autofree char *message = NULL;

  /* Translators: %s is the reason, e.g. "line 2, column 5: ..." */
  message = g_strdup_printf (_("This is not a puzzle Nonet can read: %s"), problem);
  nonet_window_show_error (self, message);
}

/**
 * nonet_window_load_text:
 *
 * Makes text (any format) the puzzle; a bad text shows why in the banner
 * and changes nothing.
 *
 * Returns: TRUE when the puzzle was loaded.
 */
gboolean
nonet_window_load_text (NonetWindow *self,
                        const char  *text,
                        gssize       length)
{
  NonetError error;

  g_return_val_if_fail (NONET_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  if (nonet_document_load_text (self->document, text, length, &error) == NONET_STATUS_OK)
    {
      nonet_window_show_error (self, NULL);
      return TRUE;
    }
  show_text_error (self, &error);
  return FALSE;
}

/* A callback's data: the window, and the file (for messages, recent files). */
typedef struct
{
  NonetWindow *window;
  GFile       *file;
} FileRequest;

static FileRequest *
file_request_new (NonetWindow *self,
                  GFile       *file)
{
  FileRequest *request = g_new (FileRequest, 1);

  request->window = g_object_ref (self);
  request->file = file ? g_object_ref (file) : NULL;
  return request;
}

static void
file_request_free (FileRequest *request)
{
  g_object_unref (request->window);
  g_clear_object (&request->file);
  g_free (request);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FileRequest, file_request_free)

static void
load_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(FileRequest) request = user_data;
  NonetWindow *self = request->window;
  g_autoptr(GError) error = NULL;

  if (!nonet_document_load_finish (self->document, result, &error))
    {
      _nonet_window_report (self, NULL, error);
      return;
    }
  nonet_window_show_error (self, NULL);
  if (request->file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (request->file);

      gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
    }
  else
    nonet_window_show_message (self, _("Puzzle pasted."));
}

/* Pasted text larger than this is read in a worker: a whole collection
 * (megabytes) takes tens of milliseconds to parse. */
#define PASTE_IN_WORKER_BYTES (64 * 1024)

/* The clipboard's text, as a paste: small texts at once, large ones in a
 * worker. Takes text. */
void
_nonet_window_paste_text (NonetWindow *self,
                          char        *text)
{
  if (strlen (text) < PASTE_IN_WORKER_BYTES)
    {
      if (nonet_window_load_text (self, text, -1))
        nonet_window_show_message (self, _("Puzzle pasted."));
      g_free (text);
      return;
    }
  nonet_document_load_text_async (self->document, text, load_done_cb,
                                  file_request_new (self, NULL));
}

/**
 * nonet_window_open_file:
 *
 * Reads file in the background and makes it the puzzle (its first puzzle,
 * for a collection); a failure shows why in the banner.
 */
void
nonet_window_open_file (NonetWindow *self,
                        GFile       *file)
{
  g_return_if_fail (NONET_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  nonet_document_open_async (self->document, file, load_done_cb, file_request_new (self, file));
}

static void
fill_solution (NonetWindow             *self,
               const NonetSolveOutcome *outcome)
{
  NonetGrid grid = *nonet_document_get_grid (self->document);

  for (int i = 0; i < NONET_CELLS; i++)
    {
      if (grid.values[i] == outcome->solution[i])
        continue;
      grid.values[i] = outcome->solution[i];
      grid.given[i] = FALSE;
    }
  if (grid.has_candidates)
    for (int i = 0; i < NONET_CELLS; i++)
      grid.candidates[i] = nonet_digit_bit (grid.values[i]);
  if (memcmp (&grid, nonet_document_get_grid (self->document), sizeof grid) == 0)
    return;
  self->filling_solution = TRUE;
  nonet_document_set_grid (self->document, &grid, TRUE);
  self->filling_solution = FALSE;
}

static void
solve_done_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(NonetWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  const NonetSolveOutcome *outcome;
  g_autofree char *status = NULL;

  self->solves--;
  update_status (self);
  if (nonet_document_ensure_path_finish (self->document, result, &error) == NULL)
    {
      _nonet_window_report (self, NULL, error);
      return;
    }
  outcome = nonet_document_get_outcome (self->document);
  fill_solution (self, outcome);
  status = nonet_solve_outcome_describe (outcome);
  set_status (self, status);
}

/**
 * nonet_window_solve:
 *
 * Solves and explains the puzzle: the document builds the path (once; a
 * status check in flight is joined), then the board is filled in.
 */
void
nonet_window_solve (NonetWindow *self)
{
  g_return_if_fail (NONET_IS_WINDOW (self));

  nonet_window_show_error (self, NULL);
  if (!nonet_document_get_locked (self->document))
    nonet_document_lock_givens (self->document);
  self->solves++;
  update_status (self);
  nonet_document_ensure_path_async (self->document, solve_done_cb, g_object_ref (self));
}

static void
solve_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   NonetWindow      *self)
{
  if (g_str_equal (response, "fill"))
    nonet_window_solve (self);
  else if (g_str_equal (response, "path"))
    _nonet_window_open_path (self);
}

/* Solve asks first: the player's grid is theirs. */
static void
present_solve_dialog (NonetWindow *self)
{
  AdwMessageDialog *dialog;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Solve the Puzzle?"),
                                                       _("Follow the solution step by step "
                                                         "from the start, or fill in every "
                                                         "cell of your grid (Undo takes it "
                                                         "back).")));
  /* The suggested, harmless response last: rightmost side by side and, in a
   * narrow window where the buttons stack, on top with the focus, so a Return
   * never fills in the grid by surprise. */
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "fill", _("_Fill In the Solution"),
                                    "path", _("_Show the Path"),
                                    NULL);
  adw_message_dialog_set_default_response (dialog, "path");
  adw_message_dialog_set_close_response (dialog, "cancel");
  adw_message_dialog_set_response_appearance (dialog, "path", ADW_RESPONSE_SUGGESTED);
  g_signal_connect_object (dialog, "response", G_CALLBACK (solve_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * _nonet_window_say_several:
 *
 * Returns: TRUE when the puzzle is known to have several solutions; the
 *   player is then told so (Solve and Hint do nothing on such a puzzle).
 */
gboolean
_nonet_window_say_several (NonetWindow *self)
{
  const NonetSolveOutcome *outcome = nonet_document_get_outcome (self->document);

  if (outcome == NULL || outcome->status != NONET_STATUS_MULTIPLE_SOLUTIONS)
    return FALSE;
  nonet_window_show_message (self, _("This puzzle has several solutions: there is no one "
                                     "answer to solve or hint. Add givens until it has "
                                     "one."));
  return TRUE;
}

static void
ask_solve_checked_cb (GObject      *object,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  g_autoptr(NonetWindow) self = user_data;
  g_autoptr(GError) error = NULL;

  if (nonet_document_check_finish (NONET_DOCUMENT (object), result, &error) == NULL)
    {
      _nonet_window_report (self, NULL, error);
      return;
    }
  if (!_nonet_window_say_several (self))
    present_solve_dialog (self);
}

/**
 * nonet_window_ask_solve:
 *
 * Solve from the menu or Ctrl+Return: says so for a puzzle with several
 * solutions, else asks whether to show the path or fill in the solution.
 */
void
nonet_window_ask_solve (NonetWindow *self)
{
  g_return_if_fail (NONET_IS_WINDOW (self));

  nonet_window_show_error (self, NULL);
  if (!nonet_document_get_locked (self->document))
    nonet_document_lock_givens (self->document);
  nonet_document_check_async (self->document, ask_solve_checked_cb, g_object_ref (self));
}

/**
 * nonet_window_cancel:
 *
 * Stops all work on the puzzle (Escape): check, solve, hint, why, path,
 * loading.
 */
void
nonet_window_cancel (NonetWindow *self)
{
  g_return_if_fail (NONET_IS_WINDOW (self));

  /* Escape also leaves the step view: back to the player's grid. */
  if (!nonet_document_get_busy (self->document))
    {
      nonet_document_set_current_step (self->document, -1);
      return;
    }
  if (self->checks > 0)
    {
      /* The next change of the givens checks again. */
      self->checked_once = FALSE;
      set_status (self, _("Check stopped."));
    }
  nonet_document_cancel_all (self->document);
}

/**
 * nonet_window_get_busy:
 *
 * Returns: whether a worker runs on the window's document.
 */
gboolean
nonet_window_get_busy (NonetWindow *self)
{
  g_return_val_if_fail (NONET_IS_WINDOW (self), FALSE);

  return nonet_document_get_busy (self->document);
}

NonetHint *
nonet_window_get_hint (NonetWindow *self)
{
  g_return_val_if_fail (NONET_IS_WINDOW (self), NULL);

  return self->hint;
}

NonetWhy *
nonet_window_get_why (NonetWindow *self)
{
  g_return_val_if_fail (NONET_IS_WINDOW (self), NULL);

  return self->why;
}

static void
save_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(FileRequest) request = user_data;
  NonetWindow *self = request->window;
  g_autofree char *name = g_file_get_basename (request->file);
  g_autofree char *message = NULL;
  g_autoptr(GError) error = NULL;

  if (!nonet_export_save_finish (result, &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      /* Translators: a file name, then the reason. */
      message = g_strdup_printf (_("Could not save “%s”: %s"), name, error->message);
      nonet_window_show_error (self, message);
      return;
    }
  nonet_window_show_error (self, NULL);
  /* Translators: %s is a file name. */
  message = g_strdup_printf (_("Saved “%s”."), name);
  nonet_window_show_message (self, message);
}

void
nonet_window_save_export (NonetWindow        *self,
                          NonetExportContent  content,
                          NonetExportFormat   format,
                          gboolean            caption,
                          GFile              *file)
{
  g_return_if_fail (NONET_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  nonet_export_save_async (self->document, content, format, caption, file, save_done_cb,
                           file_request_new (self, file));
}

/**
 * nonet_window_save_session:
 *
 * Writes the session file now, as closing the window does.
 */
void
nonet_window_save_session (NonetWindow *self)
{
  g_return_if_fail (NONET_IS_WINDOW (self));

  nonet_session_changed (self->session);
  nonet_session_flush (self->session);
}
