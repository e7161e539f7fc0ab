/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-window.c: the main window: header bar, board, status line, side
 * panel slot. Loading, checking and solving live here; the win.* actions
 * are in nonet-window-actions.c.
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "nonet-export.h"
#include "nonet-errors.h"
#include "nonet-load.h"
#include "nonet-print.h"
#include "nonet-solve-task.h"
#include "nonet-step-text.h"
#include "nonet-steps-panel.h"
#include "nonet-why.h"
#include "nonet-window-private.h"

/* A message in the status line stays this long. */
#define MESSAGE_SECONDS 4

enum {
  PROP_0,
  PROP_PENCIL_MODE,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (NonetWindow, nonet_window, GTK_TYPE_APPLICATION_WINDOW)

static GParamSpec *properties[N_PROPS];

static void start_solve (NonetWindow *self);

static void
set_status (NonetWindow *self,
            const char  *status)
{
  g_free (self->status);
  self->status = g_strdup (status);
  _nonet_window_update_status (self);
}

/* The line under the board: a passing message wins over the status. */
void
_nonet_window_update_status (NonetWindow *self)
{
  const char *text = self->message ? self->message : self->status;

  gtk_label_set_text (self->status_label, text ? text : "");
}

gpointer
_nonet_window_weak_ref (NonetWindow *self)
{
  GWeakRef *ref = g_new0 (GWeakRef, 1);

  g_weak_ref_init (ref, self);
  return ref;
}

/* Returns a strong reference (or NULL when the window is gone) and frees
 * the weak one. */
NonetWindow *
_nonet_window_weak_ref_take (gpointer weak_ref)
{
  GWeakRef *ref = weak_ref;
  NonetWindow *self = g_weak_ref_get (ref);

  g_weak_ref_clear (ref);
  g_free (ref);
  return self;
}

void
_nonet_window_set_busy (NonetWindow *self,
                        gboolean     busy)
{
  self->busy += busy ? 1 : -1;
  g_assert (self->busy >= 0);
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), self->busy > 0);
  gtk_spinner_set_spinning (self->spinner, self->busy > 0);
  _nonet_window_update_actions (self);
}

static char *
describe_outcome (const NonetSolveOutcome *outcome)
{
  g_autofree char *problem = NULL;

  switch (outcome->status)
    {
    case NONET_STATUS_OK:
      if (!outcome->has_path)
        return g_strdup (_("Valid: exactly one solution."));
      if (!outcome->path.solved)
        return g_strdup (_("Valid: exactly one solution, beyond the techniques Nonet knows."));
      /* Translators: status line; %s is a difficulty (Easy, Hard ...), %.1f the SE rating. */
      return g_strdup_printf (_("Valid: exactly one solution. %s, rating %.1f."),
                              nonet_label_get_name (outcome->rating.label),
                              outcome->rating.se_tenths / 10.0);
    case NONET_STATUS_MULTIPLE_SOLUTIONS:
      return g_strdup (_("Not a proper puzzle: it has several solutions."));
    case NONET_STATUS_UNSOLVABLE:
      if (outcome->error.cell_a < 0)
        return g_strdup (_("No solution: these givens contradict each other."));
      /* The clash the forced digits run into, described as a grid error. */
      {
        NonetError clash = outcome->error;

        clash.status = clash.cell_b >= 0 ? NONET_STATUS_DUPLICATE : NONET_STATUS_NO_CANDIDATE;
        problem = nonet_error_describe_problem (&clash);
      }
      /* Translators: %s is e.g. "r4c4 has no candidate left". */
      return g_strdup_printf (_("No solution: filling in the forced digits, %s."), problem);
    default:
      problem = nonet_error_describe_problem (&outcome->error);
      /* Translators: status line; %s says which cells break the rules. */
      return g_strdup_printf (_("No solution: %s."), problem);
    }
}

static gboolean
same_givens (NonetWindow     *self,
             const NonetGrid *puzzle)
{
  const NonetGrid *grid = nonet_document_get_grid (self->document);

  for (int i = 0; i < NONET_CELLS; i++)
    if ((grid->given[i] ? grid->values[i] : 0) != puzzle->values[i])
      return FALSE;
  return TRUE;
}

static void
check_done_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(NonetWindow) self = _nonet_window_weak_ref_take (user_data);
  g_autoptr(NonetSolveOutcome) outcome = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *status = NULL;

  outcome = nonet_document_solve_finish (NONET_DOCUMENT (object), result, &error);
  if (self == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->check_cancellable);
  _nonet_window_set_busy (self, FALSE);
  if (self->solve_pending)
    {
      /* Answered from the outcome this check just left on the document. */
      self->solve_pending = FALSE;
      _nonet_window_set_busy (self, FALSE);
      start_solve (self);
    }
  if (outcome == NULL)
    {
      set_status (self, error->message);
      return;
    }
  if (!same_givens (self, &outcome->puzzle))
    return;
  status = describe_outcome (outcome);
  set_status (self, status);
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

  if (self->check_cancellable != NULL)
    g_cancellable_cancel (self->check_cancellable);
  if (self->check_cancellable != NULL && self->busy > 0)
    _nonet_window_set_busy (self, FALSE);
  g_clear_object (&self->check_cancellable);

  if (nonet_grid_count_givens (grid) == 0)
    {
      set_status (self, _("Type the puzzle’s digits, or open or paste a puzzle."));
      return;
    }
  set_status (self, _("Checking…"));
  self->check_cancellable = g_cancellable_new ();
  _nonet_window_set_busy (self, TRUE);
  nonet_document_solve_async (self->document, NONET_SOLVE_FLAGS_RATE, self->check_cancellable,
                              check_done_cb, _nonet_window_weak_ref (self));
}

/* Saved on every change so that nothing is lost if the session ends hard. */
static void
save_state (NonetWindow *self)
{
  g_autofree char *givens = NULL;
  g_autofree char *values = NULL;
  g_autofree char *candidates = NULL;

  nonet_document_serialize (self->document, &givens, &values, &candidates);
  g_settings_delay (self->settings);
  g_settings_set_string (self->settings, "saved-givens", givens);
  g_settings_set_string (self->settings, "saved-values", values);
  g_settings_set_string (self->settings, "saved-candidates", candidates);
  g_settings_set_boolean (self->settings, "saved-locked",
                          nonet_document_get_locked (self->document));
  g_settings_apply (self->settings);
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

/* The sentence of the step shown on the board, under the board. */
static void
document_current_step_cb (NonetWindow   *self,
                          GParamSpec    *pspec,
                          NonetDocument *document)
{
  const NonetStep *step = nonet_document_get_step (document,
                                                   nonet_document_get_current_step (document));
  g_autofree char *text = step ? nonet_step_describe (step) : NULL;

  nonet_window_set_step_text (self, text);
}

static void
restore_state (NonetWindow *self)
{
  g_autofree char *givens = g_settings_get_string (self->settings, "saved-givens");
  g_autofree char *values = g_settings_get_string (self->settings, "saved-values");
  g_autofree char *candidates = g_settings_get_string (self->settings, "saved-candidates");
  gboolean locked = g_settings_get_boolean (self->settings, "saved-locked");

  if (*givens != '\0'
      && nonet_document_deserialize (self->document, givens, values, candidates, locked))
    return;
  /* First run (or a damaged state): the example puzzle. */
  nonet_document_deserialize (self->document, nonet_example_puzzle, nonet_example_puzzle, "",
                              TRUE);
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
  save_state (self);
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
  gtk_widget_insert_action_group (GTK_WIDGET (self), "settings", G_ACTION_GROUP (group));
}

static void
nonet_window_dispose (GObject *object)
{
  NonetWindow *self = (NonetWindow *)object;

  /* Workers in flight are told to stop; their callbacks hold a reference
   * and see the cancellation. */
  self->disposed = TRUE;
  if (self->check_cancellable != NULL)
    g_cancellable_cancel (self->check_cancellable);
  if (self->solve_cancellable != NULL)
    g_cancellable_cancel (self->solve_cancellable);
  if (self->load_cancellable != NULL)
    g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->check_cancellable);
  g_clear_object (&self->solve_cancellable);
  g_clear_object (&self->load_cancellable);
  g_clear_handle_id (&self->message_timeout, g_source_remove);
  if (self->file_chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->file_chooser));
  g_clear_object (&self->file_chooser);

  gtk_widget_dispose_template (GTK_WIDGET (self), NONET_TYPE_WINDOW);

  G_OBJECT_CLASS (nonet_window_parent_class)->dispose (object);
}

static void
nonet_window_finalize (GObject *object)
{
  NonetWindow *self = (NonetWindow *)object;

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

  _nonet_window_class_init_actions (widget_class);
}

static void
nonet_window_init (NonetWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->document = nonet_document_new ();
  nonet_board_view_set_document (self->board, self->document);
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
  nonet_why_attach (self);
  nonet_export_attach (self);
  nonet_print_attach (self);
  g_signal_connect_object (self->document, "changed",
                           G_CALLBACK (document_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify",
                           G_CALLBACK (document_notify_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::current-step",
                           G_CALLBACK (document_current_step_cb), self, G_CONNECT_SWAPPED);
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

void
nonet_window_set_step_text (NonetWindow *self,
                            const char  *text)
{
  g_return_if_fail (NONET_IS_WINDOW (self));

  gtk_label_set_text (self->step_label, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->step_label), text != NULL && *text != '\0');
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

static gboolean
message_timeout_cb (gpointer data)
{
  NonetWindow *self = data;

  self->message_timeout = 0;
  g_clear_pointer (&self->message, g_free);
  _nonet_window_update_status (self);
  return G_SOURCE_REMOVE;
}

static void
clear_message (NonetWindow *self)
{
  g_clear_handle_id (&self->message_timeout, g_source_remove);
  g_clear_pointer (&self->message, g_free);
  _nonet_window_update_status (self);
}

/**
 * nonet_window_show_message:
 *
 * Shows message in the status line for a few seconds.
 */
void
nonet_window_show_message (NonetWindow *self,
                           const char  *message)
{
  g_return_if_fail (NONET_IS_WINDOW (self));

  g_free (self->message);
  self->message = g_strdup (message);
  g_clear_handle_id (&self->message_timeout, g_source_remove);
  self->message_timeout = g_timeout_add_seconds (MESSAGE_SECONDS, message_timeout_cb, self);
  _nonet_window_update_status (self);
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

/* What the load worker reads: the puzzle, or why there is none. */
typedef struct
{
  NonetGrid  grid;
  NonetError error;
} Loaded;

/* Reading and parsing both happen here: a collection of puzzles can be
 * megabytes of text. */
static void
load_worker (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GFile *file = task_data;
  GError *error = NULL;
  g_autoptr(GBytes) bytes = nonet_file_load_bytes (file, NONET_FILE_DEFAULT_MAX_SIZE,
                                                   cancellable, &error);
  Loaded *loaded;
  gsize size = 0;
  const char *text;

  if (bytes == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  loaded = g_new0 (Loaded, 1);
  text = g_bytes_get_data (bytes, &size);
  nonet_document_parse (text ? text : "", size, &loaded->grid, &loaded->error);
  g_task_return_pointer (task, loaded, g_free);
}

static void
load_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(NonetWindow) self = _nonet_window_weak_ref_take (user_data);
  GFile *file = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  g_autofree Loaded *loaded = g_task_propagate_pointer (G_TASK (result), &error);
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *problem = NULL;
  g_autofree char *message = NULL;

  if (self == NULL || self->disposed)
    return;
  _nonet_window_set_busy (self, FALSE);
  if (loaded == NULL && (error == NULL || g_error_matches (error, G_IO_ERROR,
                                                           G_IO_ERROR_CANCELLED)))
    return;
  if (loaded != NULL && loaded->error.status == NONET_STATUS_OK)
    {
      g_autofree char *uri = g_file_get_uri (file);

      nonet_document_set_grid (self->document, &loaded->grid, TRUE);
      nonet_window_show_error (self, NULL);
      gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
      return;
    }
  problem = loaded ? nonet_error_describe (&loaded->error) : g_strdup (error->message);
  /* Translators: %s is a file name, then the reason. */
  message = g_strdup_printf (_("Could not open “%s”: %s"), name, problem);
  nonet_window_show_error (self, message);
}

/* Pasted text larger than this is read in a worker: a whole collection
 * (megabytes) takes tens of milliseconds to parse. */
#define PASTE_IN_WORKER_BYTES (64 * 1024)

static void
parse_worker (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  Loaded *loaded = g_new0 (Loaded, 1);

  nonet_document_parse (task_data, -1, &loaded->grid, &loaded->error);
  g_task_return_pointer (task, loaded, g_free);
}

static void
parse_done_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(NonetWindow) self = _nonet_window_weak_ref_take (user_data);
  g_autofree Loaded *loaded = g_task_propagate_pointer (G_TASK (result), NULL);

  if (self == NULL || self->disposed || loaded == NULL)
    return;
  _nonet_window_set_busy (self, FALSE);
  if (loaded->error.status != NONET_STATUS_OK)
    {
      show_text_error (self, &loaded->error);
      return;
    }
  nonet_document_set_grid (self->document, &loaded->grid, TRUE);
  nonet_window_show_error (self, NULL);
  nonet_window_show_message (self, _("Puzzle pasted."));
}

/* The clipboard's text, as a paste: small texts at once, large ones in a
 * worker. Takes text. */
void
_nonet_window_paste_text (NonetWindow *self,
                          char        *text)
{
  g_autoptr(GTask) task = NULL;

  if (strlen (text) < PASTE_IN_WORKER_BYTES)
    {
      if (nonet_window_load_text (self, text, -1))
        nonet_window_show_message (self, _("Puzzle pasted."));
      g_free (text);
      return;
    }
  task = g_task_new (NULL, NULL, parse_done_cb, _nonet_window_weak_ref (self));
  g_task_set_source_tag (task, _nonet_window_paste_text);
  g_task_set_task_data (task, text, g_free);
  _nonet_window_set_busy (self, TRUE);
  g_task_run_in_thread (task, parse_worker);
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
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (NONET_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  if (self->load_cancellable != NULL)
    {
      g_cancellable_cancel (self->load_cancellable);
      g_clear_object (&self->load_cancellable);
    }
  self->load_cancellable = g_cancellable_new ();
  task = g_task_new (NULL, self->load_cancellable, load_done_cb, _nonet_window_weak_ref (self));
  g_task_set_source_tag (task, nonet_window_open_file);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  _nonet_window_set_busy (self, TRUE);
  g_task_run_in_thread (task, load_worker);
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
  g_autoptr(NonetWindow) self = _nonet_window_weak_ref_take (user_data);
  g_autoptr(NonetSolveOutcome) outcome = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *status = NULL;

  outcome = nonet_document_solve_finish (NONET_DOCUMENT (object), result, &error);
  if (self == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  _nonet_window_set_busy (self, FALSE);
  g_clear_object (&self->solve_cancellable);
  _nonet_window_update_actions (self);
  if (outcome == NULL)
    {
      nonet_window_show_error (self, error->message);
      return;
    }
  if (!same_givens (self, &outcome->puzzle))
    return;
  status = describe_outcome (outcome);
  if (!outcome->has_solution)
    {
      nonet_window_show_error (self, status);
      return;
    }
  fill_solution (self, outcome);
  if (outcome->has_path)
    nonet_document_take_path (self->document, &outcome->path);
  clear_message (self);
  set_status (self, status);
}

static void
cancel_solve (NonetWindow *self)
{
  if (self->solve_pending)
    {
      self->solve_pending = FALSE;
      clear_message (self);
      _nonet_window_set_busy (self, FALSE);
    }
  if (self->solve_cancellable == NULL)
    return;
  g_cancellable_cancel (self->solve_cancellable);
  g_clear_object (&self->solve_cancellable);
  clear_message (self);
  _nonet_window_set_busy (self, FALSE);
}

static void
start_solve (NonetWindow *self)
{
  self->solve_cancellable = g_cancellable_new ();
  _nonet_window_set_busy (self, TRUE);
  nonet_document_solve_async (self->document, NONET_SOLVE_FLAGS_PATH, self->solve_cancellable,
                              solve_done_cb, _nonet_window_weak_ref (self));
}

/**
 * nonet_window_solve:
 *
 * Solves and explains the puzzle in a worker, cancelling a running solve.
 */
void
nonet_window_solve (NonetWindow *self)
{
  g_return_if_fail (NONET_IS_WINDOW (self));

  cancel_solve (self);
  nonet_window_show_error (self, NULL);
  if (!nonet_document_get_locked (self->document))
    nonet_document_lock_givens (self->document);
  nonet_window_show_message (self, _("Solving…"));
  /* The status check of these givens is building the same path: wait for
   * it (check_done_cb) rather than build it twice. */
  if (self->check_cancellable != NULL)
    {
      self->solve_pending = TRUE;
      _nonet_window_set_busy (self, TRUE);
      return;
    }
  start_solve (self);
}

/**
 * nonet_window_cancel:
 *
 * Stops a running solve and a running status check (Escape).
 */
void
nonet_window_cancel (NonetWindow *self)
{
  g_return_if_fail (NONET_IS_WINDOW (self));

  cancel_solve (self);
  if (self->check_cancellable == NULL)
    return;
  g_cancellable_cancel (self->check_cancellable);
  g_clear_object (&self->check_cancellable);
  /* The next change of the givens checks again. */
  self->checked_once = FALSE;
  set_status (self, _("Check stopped."));
  _nonet_window_set_busy (self, FALSE);
}

/**
 * nonet_window_get_busy:
 *
 * Returns: whether a worker (check, solve, load) is running.
 */
gboolean
nonet_window_get_busy (NonetWindow *self)
{
  g_return_val_if_fail (NONET_IS_WINDOW (self), FALSE);

  return self->busy > 0;
}
