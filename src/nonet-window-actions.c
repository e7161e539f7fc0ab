/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-window-actions.c: every win.* action and its keys, in one table.
 *
 * Each action is installed on the class; its keys become class shortcuts
 * (or, for keys a focused list would take first, a capture-phase
 * controller on the window). _nonet_window_update_actions() enables and
 * disables them from the document's state. The shortcuts window is
 * written from the same table at run time (GTK 4.8 has no API to add
 * groups to a GtkShortcutsWindow, so GtkBuilder XML): each action's group
 * and title are fields of its row; test-window checks that it lists
 * exactly these keys, on one page.
 * App accelerators (app.quit ...) are in nonet-application.c.
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <glib/gi18n.h>

#include "nonet-export.h"
#include "nonet-new-puzzle.h"
#include "nonet-number-pad.h"
#include "nonet-print.h"
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
  g_autoptr(NonetWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (object), result, &error);

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

  gdk_clipboard_read_text_async (clipboard, NULL, paste_done_cb, g_object_ref (widget));
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
new_puzzle_done_cb (GObject      *object,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(NonetWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  NonetGenPractice practice = { .status = NONET_STATUS_EMPTY };
  g_autofree char *message = nonet_new_puzzle_dialog_finish (NONET_DOCUMENT (object), result,
                                                             &practice, &error);

  if (message != NULL)
    nonet_window_show_error (self, NULL);
  if (message != NULL && practice.status == NONET_STATUS_OK)
    nonet_practice_start (self->practice, &practice);
  _nonet_window_report (self, message, error);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/* New Puzzle: nonet-new-puzzle.c asks what kind and makes it. */
static void
new_puzzle_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  NonetWindow *self = NONET_WINDOW (widget);

  nonet_new_puzzle_dialog_async (self->document, GTK_WINDOW (self), new_puzzle_done_cb,
                                 g_object_ref (self));
}

static void
clear_board_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  NonetWindow *self = NONET_WINDOW (widget);

  if (nonet_document_clear_board (self->document))
    nonet_window_show_message (self, _("Back to the givens (Ctrl+Z brings your digits back)."));
}

/* "s": rotate, transpose, mirror-h, mirror-v or relabel. */
static void
transform_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  NonetDocument *document = NONET_WINDOW (widget)->document;
  const char *id = g_variant_get_string (parameter, NULL);
  static const struct { const char *id; NonetSymmetry symmetry; } transforms[] = {
    { "rotate", NONET_SYMMETRY_ROTATE_90 },
    { "transpose", NONET_SYMMETRY_TRANSPOSE },
    { "mirror-h", NONET_SYMMETRY_MIRROR_ROWS },
    { "mirror-v", NONET_SYMMETRY_MIRROR_COLUMNS },
  };

  if (g_str_equal (id, "relabel"))
    nonet_document_relabel (document, g_random_int ());
  for (guint i = 0; i < G_N_ELEMENTS (transforms); i++)
    if (g_str_equal (id, transforms[i].id))
      nonet_document_transform (document, transforms[i].symmetry);
}

static void
practice_check_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  g_autofree char *message = NULL;

  /* The verdict is the practice's text, shown in the practice bar. */
  nonet_practice_check (NONET_WINDOW (widget)->practice, &message);
}

static void
practice_show_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  g_free (nonet_practice_show (NONET_WINDOW (widget)->practice));
}

static void
solve_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  nonet_window_ask_solve (NONET_WINDOW (widget));
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  nonet_window_cancel (NONET_WINDOW (widget));
}

/* Hint and "why" answer with a message for a toast, or an error. */
static void
feature_done_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(NonetWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NONET_IS_HINT (object)
                             ? nonet_hint_activate_finish (NONET_HINT (object), result, &error)
                             : nonet_why_ask_finish (NONET_WHY (object), result, &error);

  _nonet_window_report (self, message, error);
}

/* Hints in three grades on the player's own grid: nonet-hint.c. */
static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  NonetWindow *self = NONET_WINDOW (widget);

  if (_nonet_window_say_several (self))
    return;
  nonet_hint_activate_async (self->hint, feature_done_cb, g_object_ref (self));
}

/* "(ii)": a cell and a candidate (0: what fills the cell). */
static void
why_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  NonetWindow *self = NONET_WINDOW (widget);
  int cell, digit;

  g_variant_get (parameter, "(ii)", &cell, &digit);
  if (cell < 0 || cell >= NONET_CELLS || digit < 0 || digit > NONET_DIGITS)
    return;
  if (nonet_document_get_path (self->document) == NULL)
    nonet_window_show_message (self, _("Finding the solution path…"));
  nonet_why_ask_async (self->why, cell, digit, feature_done_cb, g_object_ref (self));
}

/* The "Why?" menu of the selected cell, at its centre (Menu, Shift+F10). */
static void
why_menu_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  NonetWindow *self = NONET_WINDOW (widget);
  GtkWidget *board = GTK_WIDGET (self->board);
  int cell = nonet_board_view_get_selected (self->board);
  NonetBoardGeometry geometry;
  graphene_rect_t rect;

  if (cell < 0)
    return;
  nonet_board_geometry_compute (&geometry, gtk_widget_get_width (board),
                                gtk_widget_get_height (board));
  nonet_board_geometry_cell_rect (&geometry, cell, &rect);
  _nonet_window_popup_why (self, cell, 0, rect.origin.x + rect.size.width / 2,
                           rect.origin.y + rect.size.height / 2);
}

static void
print_done_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(NonetWindow) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!nonet_print_finish (NONET_DOCUMENT (object), result, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      /* Translators: %s is the reason. */
      g_autofree char *message = g_strdup_printf (_("Could not print: %s"), error->message);

      nonet_window_show_error (self, message);
    }
}

static void
print_new_done_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(NonetWindow) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!nonet_print_new_dialog_finish (NONET_DOCUMENT (object), result, &error))
    _nonet_window_report (self, NULL, error);
}

/* Print New Puzzles: nonet-print-new.c. */
static void
print_new_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  NonetWindow *self = NONET_WINDOW (widget);

  nonet_print_new_dialog_async (self->document, GTK_WINDOW (self), print_new_done_cb,
                                g_object_ref (self));
}

/* "s": "puzzle", "solution" or "path". */
static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  NonetWindow *self = NONET_WINDOW (widget);

  nonet_print_async (self->document, GTK_WINDOW (self),
                     nonet_print_content_from_id (g_variant_get_string (parameter, NULL)),
                     print_done_cb, g_object_ref (self));
}

static void
copy (NonetWindow        *self,
      NonetExportContent  content)
{
  g_autoptr(GError) error = NULL;

  if (!nonet_export_copy (self->document, gtk_widget_get_clipboard (GTK_WIDGET (self)), content,
                          &error))
    {
      g_autofree char *message = g_strdup_printf (_("Nothing to copy: %s"), error->message);

      nonet_window_show_error (self, message);
      return;
    }
  nonet_window_show_message (self, content == NONET_EXPORT_SOLUTION
                                   ? _("Solution copied.") : _("Puzzle copied."));
}

static void
copy_puzzle_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  copy (NONET_WINDOW (widget), NONET_EXPORT_PUZZLE);
}

static void
copy_solution_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  copy (NONET_WINDOW (widget), NONET_EXPORT_SOLUTION);
}

static void
export_done_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(NonetWindow) self = user_data;
  g_autoptr(GFile) file = NULL;
  NonetExportContent content;
  NonetExportFormat format;
  gboolean caption;

  if (nonet_export_dialog_finish (result, &file, &content, &format, &caption, NULL))
    nonet_window_save_export (self, content, format, caption, file);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  nonet_export_dialog_async (GTK_WINDOW (widget), export_done_cb, g_object_ref (widget));
}

static void
previous_step_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  NonetDocument *document = NONET_WINDOW (widget)->document;
  int current = nonet_document_get_current_step (document);
  int n_steps = nonet_document_get_n_steps (document);

  if (n_steps > 0)
    nonet_document_set_current_step (document, current < 0 ? n_steps - 1 : MAX (current - 1, 0));
}

static void
next_step_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  NonetDocument *document = NONET_WINDOW (widget)->document;
  int current = nonet_document_get_current_step (document);
  int n_steps = nonet_document_get_n_steps (document);

  if (n_steps > 0)
    nonet_document_set_current_step (document, MIN (current + 1, n_steps - 1));
}

static void
apply_step_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  NonetWindow *self = NONET_WINDOW (widget);
  int index = nonet_document_get_current_step (self->document);
  g_autofree char *message = NULL;

  if (!nonet_document_apply_step (self->document, index))
    return;
  /* Translators: %d is the number of the step in the list. */
  message = g_strdup_printf (_("Step %d applied to your grid."), index + 1);
  nonet_window_show_message (self, message);
}

static gboolean
finish_path (NonetWindow  *self,
             GAsyncResult *result)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = nonet_document_ensure_path_finish (self->document, result, &error) != NULL;

  if (!ok && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    nonet_window_show_message (self, error->message);
  _nonet_window_update_actions (self);
  return ok;
}

static void
show_path_done_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(NonetWindow) self = user_data;

  finish_path (self, result);
}

static void
open_path_done_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(NonetWindow) self = user_data;

  if (finish_path (self, result) && nonet_document_get_n_steps (self->document) > 0)
    nonet_document_set_current_step (self->document, 0);
}

/**
 * _nonet_window_open_path:
 *
 * The path, then the step view at its first step (Solve → Show the Path).
 */
void
_nonet_window_open_path (NonetWindow *self)
{
  nonet_document_ensure_path_async (self->document, open_path_done_cb, g_object_ref (self));
}

/* The path in the panel, the player's grid left alone. */
static void
show_path_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  NonetWindow *self = NONET_WINDOW (widget);

  nonet_document_ensure_path_async (self->document, show_path_done_cb, g_object_ref (self));
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
toggle_steps_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  nonet_window_toggle_steps (NONET_WINDOW (widget));
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
  NonetWindow *self = NONET_WINDOW (widget);

  if (nonet_document_lock_givens (self->document))
    nonet_window_show_message (self, _("The digits on the board are now the puzzle’s givens: "
                                       "solve away."));
}

void
_nonet_window_update_actions (NonetWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  NonetDocument *document = self->document;
  int n_steps, current;

  if (document == NULL)
    return;
  n_steps = nonet_document_get_n_steps (document);
  current = nonet_document_get_current_step (document);
  gtk_widget_action_set_enabled (widget, "win.undo", nonet_document_get_can_undo (document));
  gtk_widget_action_set_enabled (widget, "win.redo", nonet_document_get_can_redo (document));
  gtk_widget_action_set_enabled (widget, "win.lock-givens", !nonet_document_get_locked (document));
  /* Escape stops the work, else leaves the step view. */
  gtk_widget_action_set_enabled (widget, "win.cancel",
                                 nonet_document_get_busy (document) || current >= 0);
  gtk_widget_action_set_enabled (widget, "win.clear-candidates",
                                 nonet_document_get_grid (document)->has_candidates);
  gtk_widget_action_set_enabled (widget, "win.previous-step", n_steps > 0 && current != 0);
  gtk_widget_action_set_enabled (widget, "win.next-step",
                                 n_steps > 0 && current < n_steps - 1);
  gtk_widget_action_set_enabled (widget, "win.apply-step", current >= 0);
  gtk_widget_action_set_enabled (widget, "win.clear-board", nonet_document_get_locked (document));
  gtk_widget_action_set_enabled (widget, "win.practice-check",
                                 self->practice != NULL
                                 && nonet_practice_get_active (self->practice));
  gtk_widget_action_set_enabled (widget, "win.practice-show",
                                 self->practice != NULL
                                 && nonet_practice_get_active (self->practice));
  gtk_widget_action_set_enabled (widget, "win.show-path",
                                 n_steps == 0 && !nonet_document_get_busy (document));
}

/* The groups of the shortcuts window, in its order. */
typedef enum
{
  GROUP_NONE,      /* not in the shortcuts window (no keys) */
  GROUP_PUZZLE,
  GROUP_PATH,
  GROUP_ENTRY,
  GROUP_GENERAL,
  N_GROUPS
} ShortcutGroup;

static const char *const group_titles[N_GROUPS] = {
  NULL,
  NC_ ("shortcut window", "Puzzle"),
  NC_ ("shortcut window", "Solution Path"),
  NC_ ("shortcut window", "Entry"),
  NC_ ("shortcut window", "General"),
};

/* Every win.* action: its parameter type, what it does, and its keys (with
 * the target the keys give it). capture: keys a focused list or board
 * would take first (Page Up ...), handled in the capture phase. */
typedef struct
{
  const char                   *name;
  const char                   *parameter_type;
  GtkWidgetActionActivateFunc   activate;      /* NULL: a property action */
  const char                   *target;        /* for the keys, GVariant text */
  const char                   *accels[3];
  gboolean                      capture;
  /* A second key the shortcuts window names in words in its title: GTK 4.8
   * shows Page Up as the raw "Page_Up" there. Captured like capture keys. */
  const char                   *unlisted;
  /* Where the shortcuts window lists the keys, and what it says of them. */
  ShortcutGroup                 group;
  const char                   *title;         /* NC_ ("shortcut window", ...) */
} ActionEntry;

#define SW(text) NC_ ("shortcut window", text)

static const ActionEntry actions[] = {
  { "win.open", NULL, open_action, NULL, { "<Control>o" }, FALSE, NULL,
    GROUP_PUZZLE, SW ("Open a puzzle") },
  { "win.open-recent", "s", open_recent_action, NULL, { NULL } },
  { "win.paste", NULL, paste_action, NULL, { "<Control>v" }, FALSE, NULL,
    GROUP_PUZZLE, SW ("Paste a puzzle") },
  { "win.new", NULL, new_action, NULL, { NULL } },
  { "win.new-puzzle", NULL, new_puzzle_action, NULL, { "<Control>n" }, FALSE, NULL,
    GROUP_PUZZLE, SW ("New puzzle: a level, a technique or an empty board") },
  { "win.clear-board", NULL, clear_board_action, NULL, { NULL } },
  { "win.transform", "s", transform_action, NULL, { NULL } },
  { "win.practice-check", NULL, practice_check_action, NULL, { NULL } },
  { "win.practice-show", NULL, practice_show_action, NULL, { NULL } },
  { "win.solve", NULL, solve_action, NULL, { "<Control>Return" }, FALSE, NULL,
    GROUP_PUZZLE, SW ("Solve and explain") },
  { "win.cancel", NULL, cancel_action, NULL, { "Escape" }, FALSE, NULL,
    GROUP_PUZZLE, SW ("Stop solving") },
  { "win.hint", NULL, hint_action, NULL, { "<Control>h" }, FALSE, NULL,
    GROUP_PUZZLE, SW ("Hint; again for more, then apply") },
  { "win.why", "(ii)", why_action, NULL, { NULL } },
  { "win.why-menu", NULL, why_menu_action, NULL, { "Menu", "<Shift>F10" }, FALSE, NULL,
    GROUP_PATH, SW ("Why? What fills the cell or removes a candidate") },
  { "win.copy-puzzle", NULL, copy_puzzle_action, NULL, { "<Control>c" }, FALSE, NULL,
    GROUP_PUZZLE, SW ("Copy the puzzle") },
  { "win.copy-solution", NULL, copy_solution_action, NULL, { "<Control><Shift>c" }, FALSE, NULL,
    GROUP_PUZZLE, SW ("Copy the solution") },
  { "win.export", NULL, export_action, NULL, { "<Control>s" }, FALSE, NULL,
    GROUP_PUZZLE, SW ("Export as text, JSON, PNG, SVG or PDF") },
  { "win.print", "s", print_action, "'puzzle'", { "<Control>p" }, FALSE, NULL,
    GROUP_PUZZLE, SW ("Print the puzzle") },
  { "win.print-new", NULL, print_new_action, NULL, { NULL } },
  { "win.undo", NULL, undo_action, NULL, { "<Control>z" }, FALSE, NULL,
    GROUP_ENTRY, SW ("Undo") },
  { "win.redo", NULL, redo_action, NULL, { "<Control><Shift>z" }, FALSE, NULL,
    GROUP_ENTRY, SW ("Redo") },
  { "win.pencil", NULL, NULL, NULL, { "p" }, FALSE, NULL,
    GROUP_ENTRY, SW ("Pencil mode on or off") },
  { "win.fill-candidates", NULL, fill_candidates_action, NULL, { "<Control>m" }, FALSE, NULL,
    GROUP_ENTRY, SW ("Fill all candidates") },
  { "win.clear-candidates", NULL, clear_candidates_action, NULL, { NULL } },
  { "win.lock-givens", NULL, lock_givens_action, NULL, { NULL } },
  { "win.previous-step", NULL, previous_step_action, NULL, { "<Alt>Left" }, TRUE, "Page_Up",
    GROUP_PATH, SW ("Previous step (also Page Up)") },
  { "win.next-step", NULL, next_step_action, NULL, { "<Alt>Right" }, TRUE, "Page_Down",
    GROUP_PATH, SW ("Next step (also Page Down)") },
  { "win.apply-step", NULL, apply_step_action, NULL, { "<Alt>Return" }, TRUE, NULL,
    GROUP_PATH, SW ("Apply the step to my grid") },
  { "win.show-path", NULL, show_path_action, NULL, { NULL } },
  { "win.toggle-steps", NULL, toggle_steps_action, NULL, { "F9" }, FALSE, NULL,
    GROUP_PATH, SW ("Show or hide the path in a narrow window") },
};

/* Keys that are no win.* action of this table: the board's own (no id) and
 * the app's accelerators (nonet-application.c; test-window checks them). */
static const struct
{
  ShortcutGroup  group;
  const char    *id;
  const char    *keys;
  const char    *title;
} other_keys[] = {
  { GROUP_ENTRY, NULL, "Up Down Left Right", SW ("Select a cell") },
  { GROUP_ENTRY, NULL, "1...9", SW ("Enter a digit") },
  { GROUP_ENTRY, NULL, "0 Delete BackSpace", SW ("Clear the cell") },
  { GROUP_ENTRY, NULL, "<Shift>1...9 <Control>1...9", SW ("Toggle a pencil mark") },
  { GROUP_GENERAL, "win.show-help-overlay", "<Control>question", SW ("Keyboard shortcuts") },
  { GROUP_GENERAL, "app.quit", "<Control>q", SW ("Quit") },
};

#undef SW

static GtkShortcut *
make_shortcut (const ActionEntry *entry,
               const char        *accel)
{
  GtkShortcut *shortcut = gtk_shortcut_new (gtk_shortcut_trigger_parse_string (accel),
                                            gtk_named_action_new (entry->name));

  if (entry->target != NULL)
    gtk_shortcut_set_arguments (shortcut, g_variant_new_parsed (entry->target));
  return shortcut;
}

void
_nonet_window_class_init_actions (GtkWidgetClass *widget_class)
{
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      const ActionEntry *entry = &actions[i];

      if (entry->activate != NULL)
        gtk_widget_class_install_action (widget_class, entry->name, entry->parameter_type,
                                         entry->activate);
      else
        gtk_widget_class_install_property_action (widget_class, entry->name, "pencil-mode");
      for (int k = 0; !entry->capture && entry->accels[k] != NULL; k++)
        {
          g_autoptr(GtkShortcut) shortcut = make_shortcut (entry, entry->accels[k]);

          gtk_widget_class_add_shortcut (widget_class, shortcut);
        }
    }
}

static void
practice_active_cb (NonetWindow *self)
{
  gtk_widget_set_visible (self->practice_bar, nonet_practice_get_active (self->practice));
  _nonet_window_update_actions (self);
}

/* The play features: timer, number pad, practice (their files hold the rest). */
void
_nonet_window_init_play (NonetWindow *self)
{
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GAction) show_timer = g_settings_create_action (self->settings, "show-timer");

  self->timer = nonet_timer_new (self->document, GTK_WINDOW (self), self->timer_label);
  g_settings_bind (self->settings, "show-timer", self->timer_label, "visible",
                   G_SETTINGS_BIND_GET);
  g_action_map_add_action (G_ACTION_MAP (group), show_timer);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "play", G_ACTION_GROUP (group));
  gtk_menu_button_set_popover (self->pad_button, nonet_number_pad_new (self->board));
  self->practice = nonet_practice_new (self->document, self->settings);
  g_object_bind_property (self->practice, "text", self->practice_label, "label",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->practice, "notify::active", G_CALLBACK (practice_active_cb),
                           self, G_CONNECT_SWAPPED);
  practice_active_cb (self);
}

NonetPractice *
nonet_window_get_practice (NonetWindow *self)
{
  return self->practice;
}

NonetTimer *
nonet_window_get_timer (NonetWindow *self)
{
  return self->timer;
}

GtkWidget *
nonet_window_get_number_pad (NonetWindow *self)
{
  return GTK_WIDGET (gtk_menu_button_get_popover (self->pad_button));
}

/* ------------------------------------------------------------------------
 * The shortcuts window, written from the tables above
 * ------------------------------------------------------------------------ */

static void
append_shortcut (GString    *xml,
                 const char *id,
                 const char *keys,
                 const char *title)
{
  g_autofree char *escaped_keys = g_markup_escape_text (keys, -1);
  g_autofree char *escaped_title = g_markup_escape_text (g_dpgettext2 (GETTEXT_PACKAGE,
                                                                       "shortcut window", title),
                                                         -1);

  /* The id names the action. With action-name set, GTK 4.8 would show the
   * application's accelerators for it instead of these keys, and the
   * window's keys are class shortcuts, so it would show none. */
  if (id != NULL)
    g_string_append_printf (xml, "<child><object class='GtkShortcutsShortcut' id='%s'>", id);
  else
    g_string_append (xml, "<child><object class='GtkShortcutsShortcut'>");
  g_string_append_printf (xml, "<property name='title'>%s</property>"
                          "<property name='accelerator'>%s</property></object></child>\n",
                          escaped_title, escaped_keys);
}

/* The keys of other_keys[] in group: the board's (no id) or the app's. */
static int
append_other_keys (GString       *xml,
                   ShortcutGroup  group,
                   gboolean       with_id)
{
  int rows = 0;

  for (guint i = 0; i < G_N_ELEMENTS (other_keys); i++)
    if (other_keys[i].group == group && (other_keys[i].id != NULL) == with_id)
      {
        append_shortcut (xml, other_keys[i].id, other_keys[i].keys, other_keys[i].title);
        rows++;
      }
  return rows;
}

/* A group: the board's keys first, then the actions in table order, then
 * the app's. Returns its height in rows (its title counts as one). */
static int
append_group (GString       *xml,
              ShortcutGroup  group)
{
  int rows = 1;

  g_string_append_printf (xml, "<child><object class='GtkShortcutsGroup'>"
                          "<property name='title'>%s</property>\n",
                          g_dpgettext2 (GETTEXT_PACKAGE, "shortcut window", group_titles[group]));
  rows += append_other_keys (xml, group, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    if (actions[i].group == group)
      {
        g_autofree char *keys = g_strjoinv (" ", (char **) actions[i].accels);

        append_shortcut (xml, actions[i].name, keys, actions[i].title);
        rows++;
      }
  rows += append_other_keys (xml, group, TRUE);
  g_string_append (xml, "</object></child>\n");
  return rows;
}

/* The least column height that packs the groups, in order, into two
 * columns: GtkShortcutsSection puts two columns on a page, and a third
 * would open a second, nearly empty page. */
static int
two_column_height (const int rows[N_GROUPS])
{
  for (int height = 1;; height++)
    {
      int columns = 1, used = 0;

      for (int g = GROUP_NONE + 1; g < N_GROUPS; g++)
        {
          if (used > 0 && used + rows[g] > height)
            columns++, used = 0;
          used += rows[g];
        }
      if (columns <= 2)
        return height;
    }
}

/**
 * nonet_window_shortcuts_ui:
 *
 * Returns: (transfer full): the GtkBuilder XML of the shortcuts window
 *   (object id "help_overlay"): every key of the action tables, grouped
 *   and titled as they say, on one page.
 */
char *
nonet_window_shortcuts_ui (void)
{
  GString *xml = g_string_new ("<?xml version='1.0' encoding='UTF-8'?>\n<interface>"
                               "<object class='GtkShortcutsWindow' id='help_overlay'>"
                               "<property name='modal'>true</property>"
                               "<child><object class='GtkShortcutsSection'>"
                               "<property name='section-name'>shortcuts</property>\n");
  g_autoptr(GString) groups = g_string_new (NULL);
  int rows[N_GROUPS] = { 0 };

  /* max-height before the groups: set after them, GTK 4.8 reflows the
   * groups in reverse order. */
  for (int g = GROUP_NONE + 1; g < N_GROUPS; g++)
    rows[g] = append_group (groups, g);
  g_string_append_printf (xml, "<property name='max-height'>%d</property>\n%s",
                          two_column_height (rows), groups->str);
  g_string_append (xml, "</object></child></object></interface>\n");
  return g_string_free (xml, FALSE);
}

static void
set_help_overlay (NonetWindow *self)
{
  g_autofree char *ui = nonet_window_shortcuts_ui ();
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_string (ui, -1);

  gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (self),
                                           GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (
                                             builder, "help_overlay")));
}

/* The path's keys work from anywhere in the window: a global controller in
 * the capture phase, so that a focused list does not take Page Up first. */
void
_nonet_window_init_actions (NonetWindow *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller),
                                     GTK_SHORTCUT_SCOPE_GLOBAL);
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    for (int k = 0; actions[i].capture && actions[i].accels[k] != NULL; k++)
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                            make_shortcut (&actions[i], actions[i].accels[k]));
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    if (actions[i].unlisted != NULL)
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                            make_shortcut (&actions[i], actions[i].unlisted));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
  set_help_overlay (self);
}

/**
 * nonet_window_list_accels:
 *
 * Returns: (transfer full): "win.name accelerator" for every key of every
 *   win.* action that the shortcuts window shows as a key (not the
 *   unlisted ones, named in words in its titles).
 */
GStrv
nonet_window_list_accels (void)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    for (int k = 0; actions[i].accels[k] != NULL; k++)
      {
        guint key;
        GdkModifierType mods;
        g_autofree char *name = NULL;
        g_autofree char *line = NULL;

        if (!gtk_accelerator_parse (actions[i].accels[k], &key, &mods))
          continue;
        name = gtk_accelerator_name (key, mods);
        line = g_strdup_printf ("%s %s", actions[i].name, name);
        g_strv_builder_add (builder, line);
      }
  return g_strv_builder_end (builder);
}
