/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-window-actions.c: the win.* actions and their keys.
 *
 * Each action is installed on the class; _nonet_window_update_actions()
 * enables and disables them from the document's state.
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <glib/gi18n.h>

#include "nonet-hint.h"
#include "nonet-step-text.h"
#include "nonet-window-private.h"

static void
file_chooser_response_cb (NonetWindow          *self,
                          int                   response,
                          GtkFileChooserNative *chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        nonet_window_open_file (self, file);
    }
  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (chooser));
  g_clear_object (&self->file_chooser);
}

static void
add_filter (GtkFileChooser *chooser,
            const char     *name,
            const char    **patterns)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  for (int i = 0; patterns[i] != NULL; i++)
    gtk_file_filter_add_pattern (filter, patterns[i]);
  gtk_file_chooser_add_filter (chooser, filter);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  NonetWindow *self = NONET_WINDOW (widget);
  const char *puzzles[] = { "*.txt", "*.sdk", "*.sdm", "*.ss", "*.csv", "*.py", "*.opt", NULL };
  const char *all[] = { "*", NULL };

  if (self->file_chooser != NULL)
    return;
  self->file_chooser = gtk_file_chooser_native_new (_("Open a Puzzle"), GTK_WINDOW (self),
                                                    GTK_FILE_CHOOSER_ACTION_OPEN,
                                                    _("_Open"), _("_Cancel"));
  add_filter (GTK_FILE_CHOOSER (self->file_chooser), _("Puzzles"), puzzles);
  add_filter (GTK_FILE_CHOOSER (self->file_chooser), _("All Files"), all);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->file_chooser), TRUE);
  g_signal_connect_object (self->file_chooser, "response",
                           G_CALLBACK (file_chooser_response_cb), self, G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->file_chooser));
}

static void
open_recent_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  nonet_window_open_file (NONET_WINDOW (widget), file);
}

static int
compare_recent (gconstpointer a,
                gconstpointer b)
{
  /* Most recently used first. */
  return g_date_time_compare (gtk_recent_info_get_modified ((GtkRecentInfo *) b),
                              gtk_recent_info_get_modified ((GtkRecentInfo *) a));
}

/* Open Recent: the puzzles Nonet opened lately (it adds each file it reads
 * to the recent files), newest first. */
#define MAX_RECENT 8

void
_nonet_window_update_recent_menu (NonetWindow *self)
{
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  const char *app = g_get_application_name ();
  int n = 0;

  g_menu_remove_all (self->recent_menu);
  items = g_list_sort (items, compare_recent);
  for (GList *l = items; l != NULL && n < MAX_RECENT; l = l->next)
    {
      GtkRecentInfo *info = l->data;
      g_autoptr(GMenuItem) item = NULL;
      GVariant *uri;

      if (app == NULL || !gtk_recent_info_has_application (info, app))
        continue;
      item = g_menu_item_new (gtk_recent_info_get_display_name (info), NULL);
      uri = g_variant_new_string (gtk_recent_info_get_uri (info));
      g_menu_item_set_action_and_target_value (item, "win.open-recent", uri);
      g_menu_append_item (self->recent_menu, item);
      n++;
    }
  if (n == 0)
    g_menu_append (self->recent_menu, _("No Recent Puzzles"), NULL);
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

static void
paste_done_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(NonetWindow) self = _nonet_window_weak_ref_take (user_data);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (object), result, &error);

  if (self == NULL || self->disposed)
    return;
  if (text == NULL)
    {
      nonet_window_show_error (self, _("The clipboard holds no text to read a puzzle from."));
      return;
    }
  _nonet_window_paste_text (self, g_steal_pointer (&text));
}

static void
paste_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  GdkClipboard *clipboard = gtk_widget_get_clipboard (widget);

  gdk_clipboard_read_text_async (clipboard, NULL, paste_done_cb,
                                 _nonet_window_weak_ref (NONET_WINDOW (widget)));
}

static void
new_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  NonetWindow *self = NONET_WINDOW (widget);

  nonet_window_show_error (self, NULL);
  nonet_document_clear (self->document);
  nonet_board_view_set_selected (self->board, 0);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
solve_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  nonet_window_solve (NONET_WINDOW (widget));
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  nonet_window_cancel (NONET_WINDOW (widget));
}

/* Hints in three grades on the player's own grid: nonet-hint.c. */
static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  nonet_hint_activate (NONET_WINDOW (widget));
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  nonet_document_undo (NONET_WINDOW (widget)->document);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  nonet_document_redo (NONET_WINDOW (widget)->document);
}

static void
fill_candidates_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  nonet_document_fill_candidates (NONET_WINDOW (widget)->document);
}

static void
clear_candidates_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  nonet_document_clear_candidates (NONET_WINDOW (widget)->document);
}

static void
lock_givens_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  nonet_document_lock_givens (NONET_WINDOW (widget)->document);
}

void
_nonet_window_update_actions (NonetWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  NonetDocument *document = self->document;

  if (document == NULL)
    return;
  gtk_widget_action_set_enabled (widget, "win.undo", nonet_document_get_can_undo (document));
  gtk_widget_action_set_enabled (widget, "win.redo", nonet_document_get_can_redo (document));
  gtk_widget_action_set_enabled (widget, "win.lock-givens", !nonet_document_get_locked (document));
  gtk_widget_action_set_enabled (widget, "win.cancel",
                                 self->solve_cancellable != NULL || self->solve_pending
                                 || self->check_cancellable != NULL);
  gtk_widget_action_set_enabled (widget, "win.clear-candidates",
                                 nonet_document_get_grid (document)->has_candidates);
}

void
_nonet_window_class_init_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.paste", NULL, paste_action);
  gtk_widget_class_install_action (widget_class, "win.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "win.solve", NULL, solve_action);
  gtk_widget_class_install_action (widget_class, "win.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.fill-candidates", NULL,
                                   fill_candidates_action);
  gtk_widget_class_install_action (widget_class, "win.clear-candidates", NULL,
                                   clear_candidates_action);
  gtk_widget_class_install_action (widget_class, "win.lock-givens", NULL, lock_givens_action);
  gtk_widget_class_install_property_action (widget_class, "win.pencil", "pencil-mode");

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK,
                                       "win.paste", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "win.solve", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.cancel", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "win.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_y, GDK_CONTROL_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, 0, "win.pencil", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_m, GDK_CONTROL_MASK,
                                       "win.fill-candidates", NULL);
}
