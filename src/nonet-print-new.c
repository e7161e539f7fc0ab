/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-print-new.c: Print New Puzzles: a small dialog asks the level, how
 * many puzzles and how many a page, the symmetry of the givens and whether
 * they must be minimal; the puzzles are made by a worker of the
 * document (Stop, Escape or closing the dialog ends it), then the print
 * dialog prints them with their solutions on the last pages
 * (nonet_print_puzzles_operation_new in nonet-print.c).
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <glib/gi18n.h>

#include "nonet-names.h"
#include "nonet-print.h"

static const guint per_page_choices[] = { 1, 2, 4, 6 };

typedef struct
{
  GTask          *task;       /* completed once */
  NonetDocument  *document;
  GtkWindow      *parent;     /* weak */
  AdwWindow      *window;
  GtkStack       *stack;
  AdwComboRow    *grade_row;
  GtkSpinButton  *count;
  AdwComboRow    *per_page_row;
  AdwComboRow    *symmetry_row;
  GtkSwitch      *minimal;
  GtkSpinner     *spinner;
  GtkLabel       *working_label;
  gboolean        working;
} PrintDialog;

static void
complete (PrintDialog *dialog,
          GError      *error)
{
  GTask *task = g_steal_pointer (&dialog->task);

  if (task == NULL)
    {
      g_clear_error (&error);
      return;
    }
  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
  g_object_unref (task);
}

static void
dialog_free (PrintDialog *dialog)
{
  g_clear_weak_pointer (&dialog->parent);
  g_free (dialog);
}

static void
puzzles_done_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(AdwWindow) window = user_data;
  PrintDialog *dialog = g_object_get_data (G_OBJECT (window), "nonet-dialog");
  GError *error = NULL;
  g_autoptr(GArray) puzzles = nonet_new_puzzles_finish (NONET_DOCUMENT (object), result, &error);
  guint per_page;

  if (dialog == NULL)
    {
      g_clear_error (&error);
      return;
    }
  dialog->working = FALSE;
  per_page = per_page_choices[adw_combo_row_get_selected (dialog->per_page_row)];
  gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
  if (puzzles != NULL
      && nonet_print_puzzles_run ((NonetNewPuzzle *) puzzles->data, puzzles->len, per_page,
                                  GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, dialog->parent,
                                  NULL, &error) != GTK_PRINT_OPERATION_RESULT_ERROR)
    complete (dialog, NULL);
  else
    complete (dialog, error);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
print_clicked_cb (PrintDialog *dialog)
{
  NonetLabel grade = adw_combo_row_get_selected (dialog->grade_row);
  guint count = gtk_spin_button_get_value_as_int (dialog->count);
  g_autofree char *text = NULL;

  /* Translators: how many puzzles of which level are being made. */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Making %u %s puzzle…",
                                       "Making %u %s puzzles…", count),
                          count, nonet_label_get_name (grade));
  gtk_label_set_text (dialog->working_label, text);
  gtk_stack_set_visible_child_name (dialog->stack, "working");
  gtk_spinner_start (dialog->spinner);
  dialog->working = TRUE;
  nonet_new_puzzles_async (dialog->document, grade,
                           adw_combo_row_get_selected (dialog->symmetry_row),
                           gtk_switch_get_active (dialog->minimal), count, 0, puzzles_done_cb,
                           g_object_ref (dialog->window));
}

static gboolean
close_request_cb (GtkWindow   *window,
                  PrintDialog *dialog)
{
  if (dialog->working)
    nonet_document_cancel_all (dialog->document);
  complete (dialog, g_error_new_literal (G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Stopped.")));
  return FALSE;
}

static void
destroy_cb (GtkWindow   *window,
            PrintDialog *dialog)
{
  close_request_cb (window, dialog);
  g_object_set_data (G_OBJECT (window), "nonet-dialog", NULL);
}

static GtkWidget *
build_choices (PrintDialog *dialog)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  g_autoptr(GtkStringList) grades = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) per_page = gtk_string_list_new (NULL);
  GtkWidget *count_row = adw_action_row_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Print…"));

  for (int i = 0; i <= NONET_LABEL_EXTREME; i++)
    {
      g_autofree char *range = nonet_new_puzzle_grade_range (i);
      g_autofree char *text = g_strdup_printf ("%s (%s)", nonet_label_get_name (i), range);

      gtk_string_list_append (grades, text);
    }
  dialog->grade_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (dialog->grade_row), _("Level"));
  adw_combo_row_set_model (dialog->grade_row, G_LIST_MODEL (grades));
  adw_combo_row_set_selected (dialog->grade_row, NONET_LABEL_MEDIUM);
  adw_preferences_group_add (group, GTK_WIDGET (dialog->grade_row));

  dialog->count = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 60, 1));
  gtk_spin_button_set_value (dialog->count, 4);
  gtk_widget_set_valign (GTK_WIDGET (dialog->count), GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (count_row), _("Puzzles"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (count_row), GTK_WIDGET (dialog->count));
  adw_preferences_group_add (group, count_row);

  for (guint i = 0; i < G_N_ELEMENTS (per_page_choices); i++)
    {
      g_autofree char *text = g_strdup_printf ("%u", per_page_choices[i]);

      gtk_string_list_append (per_page, text);
    }
  dialog->per_page_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (dialog->per_page_row),
                                 _("Puzzles a page"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (dialog->per_page_row),
                               _("The solutions follow on the last pages"));
  adw_combo_row_set_model (dialog->per_page_row, G_LIST_MODEL (per_page));
  adw_combo_row_set_selected (dialog->per_page_row, 2);
  adw_preferences_group_add (group, GTK_WIDGET (dialog->per_page_row));

  dialog->symmetry_row = nonet_play_symmetry_row_new ();
  adw_preferences_group_add (group, GTK_WIDGET (dialog->symmetry_row));
  adw_preferences_group_add (group, nonet_play_minimal_row_new (&dialog->minimal));

  gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_add_css_class (button, "pill");
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (print_clicked_cb), dialog);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (group));
  gtk_box_append (GTK_BOX (box), button);
  g_object_set (box, "margin-start", 12, "margin-end", 12, "margin-top", 12,
                "margin-bottom", 18, NULL);
  return box;
}

void
nonet_print_new_dialog_async (NonetDocument       *document,
                              GtkWindow           *parent,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  PrintDialog *dialog = g_new0 (PrintDialog, 1);
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  dialog->task = g_task_new (document, NULL, callback, user_data);
  g_task_set_source_tag (dialog->task, nonet_print_new_dialog_async);
  dialog->document = document;
  g_set_weak_pointer (&dialog->parent, parent);
  dialog->window = nonet_play_dialog_new (parent, _("Print New Puzzles"), 420, -1);
  dialog->stack = GTK_STACK (gtk_stack_new ());
  gtk_stack_add_named (dialog->stack, build_choices (dialog), "choose");
  gtk_stack_add_named (dialog->stack,
                       nonet_play_working_page_new (GTK_WINDOW (dialog->window),
                                                    &dialog->spinner, &dialog->working_label),
                       "working");
  gtk_box_append (GTK_BOX (content), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (dialog->stack));
  adw_window_set_content (dialog->window, content);
  g_object_set_data_full (G_OBJECT (dialog->window), "nonet-dialog", dialog,
                          (GDestroyNotify) dialog_free);
  g_signal_connect (dialog->window, "close-request", G_CALLBACK (close_request_cb), dialog);
  g_signal_connect (dialog->window, "destroy", G_CALLBACK (destroy_cb), dialog);
  gtk_window_present (GTK_WINDOW (dialog->window));
}

gboolean
nonet_print_new_dialog_finish (NonetDocument  *document,
                               GAsyncResult   *result,
                               GError        **error)
{
  g_return_val_if_fail (g_task_is_valid (result, document), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
