/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window.c: the main window: paste, open, solve through the worker,
 * cancel and close mid-solve, undo through actions, state kept between
 * windows (suite gui, needs a display). */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "nonet-application.h"
#include "nonet-solve-task.h"
#include "nonet-window.h"

static const char example[] =
  "......2......3.9....8.1..37.2.....9134.87.....6....4..5.24....34.3.5.....1.......";

/* Our own text, written for these tests: the example with r1c1=1 and
 * r1c2=5 added, as a boxed 9x9 grid. It breaks no rule but has no
 * solution, which loading does not mind. */
static const char boxed[] =
  "+-------+-------+-------+\n"
  "| 1 5 . | . . . | 2 . . |\n"
  "| . . . | . 3 . | 9 . . |\n"
  "| . . 8 | . 1 . | . 3 7 |\n"
  "+-------+-------+-------+\n"
  "| . 2 . | . . . | . 9 1 |\n"
  "| 3 4 . | 8 7 . | . . . |\n"
  "| . 6 . | . . . | 4 . . |\n"
  "+-------+-------+-------+\n"
  "| 5 . 2 | 4 . . | . . 3 |\n"
  "| 4 . 3 | . 5 . | . . . |\n"
  "| . 1 . | . . . | . . . |\n"
  "+-------+-------+-------+\n";

typedef struct
{
  NonetWindow   *window;
  NonetDocument *document;
} Fixture;

static void
reset_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  const char *keys[] = { "saved-givens", "saved-values", "saved-candidates", "saved-locked" };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (settings, keys[i]);
}

static void
spin_until_idle (NonetWindow *window)
{
  while (nonet_window_get_busy (window))
    g_main_context_iteration (NULL, TRUE);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  reset_settings ();
  f->window = nonet_window_new (NULL);
  f->document = nonet_window_get_document (f->window);
  gtk_window_present (GTK_WINDOW (f->window));
  while (!gtk_widget_get_mapped (GTK_WIDGET (f->window)))
    g_main_context_iteration (NULL, TRUE);
  spin_until_idle (f->window);
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static char *
grid_line (const NonetGrid *grid)
{
  char *line = g_malloc (NONET_CELLS + 1);

  for (int i = 0; i < NONET_CELLS; i++)
    line[i] = grid->values[i] ? '0' + grid->values[i] : '.';
  line[NONET_CELLS] = '\0';
  return line;
}

static void
test_first_run (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *line = grid_line (nonet_document_get_grid (f->document));

  /* A first run shows the example, checked and rated. */
  g_assert_cmpstr (line, ==, example);
  g_assert_true (strstr (nonet_window_get_status (f->window), "exactly one solution") != NULL);
  g_assert_nonnull (nonet_window_get_side_panel (f->window));
}

static void
set_true (gboolean *flag)
{
  *flag = TRUE;
}

static void
paste (Fixture    *f,
       const char *text)
{
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (f->window));
  gboolean changed = FALSE;
  gulong id;

  gdk_clipboard_set_text (clipboard, text);
  nonet_window_show_error (f->window, NULL);
  id = g_signal_connect_swapped (f->document, "changed", G_CALLBACK (set_true), &changed);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.paste", NULL));
  /* The paste reads the clipboard asynchronously: wait for a change or a banner. */
  while (!changed && nonet_window_get_error (f->window) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (f->document, id);
  spin_until_idle (f->window);
}

static void
test_paste (Fixture       *f,
            gconstpointer  data)
{
  g_autofree char *line = NULL;
  g_autofree char *before = NULL;
  const char *message;

  paste (f, boxed);
  line = grid_line (nonet_document_get_grid (f->document));
  g_assert_cmpint (line[0], ==, '1');
  g_assert_cmpint (line[1], ==, '5');
  g_assert_null (nonet_window_get_error (f->window));

  /* A bad paste says where and leaves the puzzle alone. */
  before = g_steal_pointer (&line);
  paste (f, "1 2 3\n4 5 x\n");
  message = nonet_window_get_error (f->window);
  g_assert_nonnull (message);
  g_test_message ("bad paste: %s", message);
  line = grid_line (nonet_document_get_grid (f->document));
  g_assert_cmpstr (line, ==, before);

  /* A large collection is read in a worker; its first puzzle lands. */
  {
    GString *many = g_string_new ("# a collection\n");
    g_autofree char *first = g_strdup (example);

    first[0] = '7';
    g_string_append_printf (many, "%s\n", first);
    for (int i = 0; i < 1000; i++)
      g_string_append_printf (many, "%s\n", example);
    g_assert_cmpuint (many->len, >, 64 * 1024);
    paste (f, many->str);
    g_assert_null (nonet_window_get_error (f->window));
    g_string_free (many, TRUE);
    g_free (line);
    line = grid_line (nonet_document_get_grid (f->document));
    g_assert_cmpstr (line, ==, first);
    g_assert_true (nonet_document_undo (f->document));
  }

  /* Undo brings back the puzzle before the good paste. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL));
  g_free (line);
  line = grid_line (nonet_document_get_grid (f->document));
  g_assert_cmpstr (line, ==, example);
}

static void
test_open_file (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *path = NULL;
  g_autofree char *bad_path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) bad_file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  int fd;

  fd = g_file_open_tmp ("nonet-test-XXXXXX.sdk", &path, &error);
  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (path, boxed, -1, &error));
  file = g_file_new_for_path (path);
  nonet_window_open_file (f->window, file);
  spin_until_idle (f->window);
  line = grid_line (nonet_document_get_grid (f->document));
  g_assert_cmpint (line[0], ==, '1');
  g_assert_null (nonet_window_get_error (f->window));

  /* A missing file: the banner names it, the puzzle stays. */
  bad_path = g_strconcat (path, ".missing", NULL);
  bad_file = g_file_new_for_path (bad_path);
  nonet_window_open_file (f->window, bad_file);
  spin_until_idle (f->window);
  g_assert_nonnull (nonet_window_get_error (f->window));
  g_assert_true (strstr (nonet_window_get_error (f->window), ".missing") != NULL);
  g_assert_cmpint (nonet_document_get_grid (f->document)->values[0], ==, 1);

  /* A file of many puzzles: its first one. */
  {
    g_autofree char *many = g_strdup_printf ("# two puzzles\n%s\n%s\n", example, example);

    g_assert_true (g_file_set_contents (path, many, -1, &error));
    nonet_window_open_file (f->window, file);
    spin_until_idle (f->window);
    g_assert_null (nonet_window_get_error (f->window));
    g_assert_cmpint (nonet_document_get_grid (f->document)->values[0], ==, 0);
    g_assert_cmpint (nonet_document_get_grid (f->document)->values[6], ==, 2);
    g_assert_true (g_file_set_contents (path, boxed, -1, &error));
    nonet_window_open_file (f->window, file);
    spin_until_idle (f->window);
  }

  /* Open Recent opens a file by its URI. */
  {
    g_autofree char *uri = g_file_get_uri (file);

    nonet_window_show_error (f->window, NULL);
    nonet_document_clear (f->document);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.open-recent", "s",
                                               uri));
    spin_until_idle (f->window);
    g_assert_cmpint (nonet_document_get_grid (f->document)->values[0], ==, 1);
  }
  g_unlink (path);
}

static void
test_solve (Fixture       *f,
            gconstpointer  data)
{
  const NonetGrid *grid = nonet_document_get_grid (f->document);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.solve", NULL));
  g_assert_true (nonet_window_get_busy (f->window));
  spin_until_idle (f->window);
  g_assert_true (nonet_grid_is_solved (grid));
  /* The solution agrees with every given, and the path is in the document. */
  for (int i = 0; i < NONET_CELLS; i++)
    if (grid->given[i])
      g_assert_cmpint (grid->values[i], ==, example[i] - '0');
  g_assert_cmpint (nonet_document_get_n_steps (f->document), >, 0);
  /* One undo gives the board back as it was. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL));
  g_assert_false (nonet_grid_is_solved (grid));
}

static void
test_solve_during_check (Fixture       *f,
                         gconstpointer  data)
{
  const NonetGrid *grid = nonet_document_get_grid (f->document);
  guint runs = _nonet_solve_task_get_worker_runs ();

  /* New givens start a status check; Solve right away waits for it and
   * takes its path: one worker in all. */
  g_autofree char *more = g_strdup (example);

  more[0] = '7';  /* the solution's digit: still one solution */
  g_assert_true (nonet_window_load_text (f->window, more, -1));
  g_assert_true (nonet_window_get_busy (f->window));
  nonet_window_solve (f->window);
  spin_until_idle (f->window);
  g_assert_true (nonet_grid_is_solved (grid));
  g_assert_true (grid->given[0]);
  g_assert_cmpint (nonet_document_get_n_steps (f->document), >, 0);
  g_assert_cmpuint (_nonet_solve_task_get_worker_runs (), ==, runs + 1);
}

static void
test_cancel_solve (Fixture       *f,
                   gconstpointer  data)
{
  const NonetGrid *grid = nonet_document_get_grid (f->document);

  _nonet_solve_task_set_delay (10000);
  nonet_window_solve (f->window);
  g_assert_true (nonet_window_get_busy (f->window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.cancel", NULL));
  spin_until_idle (f->window);
  _nonet_solve_task_set_delay (0);
  g_assert_false (nonet_grid_is_solved (grid));
  g_assert_null (nonet_window_get_error (f->window));

  /* Escape also stops a status check that takes long. */
  _nonet_solve_task_set_delay (10000);
  nonet_document_set_digit (f->document, 0, 0);
  nonet_document_clear (f->document);
  nonet_document_set_digit (f->document, 0, 1);
  g_assert_true (nonet_window_get_busy (f->window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.cancel", NULL));
  g_assert_false (nonet_window_get_busy (f->window));
  g_assert_cmpstr (nonet_window_get_status (f->window), ==, "Check stopped.");
  spin_until_idle (f->window);
  _nonet_solve_task_set_delay (0);
  g_assert_true (nonet_document_undo (f->document));
  g_assert_true (nonet_document_undo (f->document));
  spin_until_idle (f->window);

  /* A new request cancels the one running; only the last one lands. */
  _nonet_solve_task_set_delay (50);
  nonet_window_solve (f->window);
  nonet_window_solve (f->window);
  spin_until_idle (f->window);
  _nonet_solve_task_set_delay (0);
  g_assert_true (nonet_grid_is_solved (grid));
}

static void
test_close_mid_solve (Fixture       *f,
                      gconstpointer  data)
{
  NonetWindow *window = nonet_window_new (NULL);

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_present (GTK_WINDOW (window));
  _nonet_solve_task_set_delay (10000);
  nonet_window_solve (window);
  gtk_window_destroy (GTK_WINDOW (window));
  /* The worker sees the cancellation; its callback drops the last reference. */
  while (window != NULL)
    g_main_context_iteration (NULL, TRUE);
  _nonet_solve_task_set_delay (0);
}

static void
test_drop_text (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (f->window));
  GtkDropTarget *target = NULL;
  GValue value = G_VALUE_INIT;
  gboolean accepted = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && target == NULL; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        target = GTK_DROP_TARGET (controller);
    }
  g_assert_nonnull (target);

  /* Dropped text is read like a paste. */
  g_value_init (&value, G_TYPE_STRING);
  g_value_set_static_string (&value, boxed);
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &accepted);
  g_assert_true (accepted);
  g_assert_cmpint (nonet_document_get_grid (f->document)->values[1], ==, 5);
  g_value_set_static_string (&value, "not a puzzle");
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &accepted);
  g_assert_false (accepted);
  g_assert_nonnull (nonet_window_get_error (f->window));
  g_assert_cmpint (nonet_document_get_grid (f->document)->values[1], ==, 5);
  g_value_unset (&value);

  /* A dropped file is opened. */
  {
    g_autofree char *path = g_build_filename (g_get_tmp_dir (), "nonet-test-drop.txt", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    GSList *files = g_slist_prepend (NULL, file);
    GdkFileList *list;

    g_assert_true (g_file_set_contents (path, example, -1, NULL));
    list = gdk_file_list_new_from_list (files);
    g_value_init (&value, GDK_TYPE_FILE_LIST);
    g_value_take_boxed (&value, list);
    g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &accepted);
    g_assert_true (accepted);
    spin_until_idle (f->window);
    g_assert_cmpint (nonet_document_get_grid (f->document)->values[1], ==, 0);
    g_assert_null (nonet_window_get_error (f->window));
    g_value_unset (&value);
    g_slist_free (files);
    g_unlink (path);
  }
}

static void
test_step_text (Fixture       *f,
                gconstpointer  data)
{
  const NonetStep *step = NULL;
  NonetGrid shown;

  nonet_window_solve (f->window);
  spin_until_idle (f->window);
  g_assert_cmpint (nonet_document_get_n_steps (f->document), >, 0);
  g_assert_null (nonet_window_get_step_text (f->window));
  nonet_document_set_current_step (f->document, 0);
  /* The board shows the state before step 0 (the puzzle), the sentence below. */
  nonet_document_get_display (f->document, &shown, &step);
  g_assert_nonnull (step);
  g_assert_false (nonet_grid_is_solved (&shown));
  g_assert_cmpint (nonet_grid_count_filled (&shown), ==, 24);
  g_assert_nonnull (nonet_window_get_step_text (f->window));
  g_test_message ("step 1: %s", nonet_window_get_step_text (f->window));
  nonet_document_set_current_step (f->document, -1);
  g_assert_null (nonet_window_get_step_text (f->window));
}

static void
test_state_restored (Fixture       *f,
                     gconstpointer  data)
{
  NonetWindow *second;
  g_autofree char *line = NULL;

  nonet_document_set_digit (f->document, 0, 1);
  nonet_document_toggle_candidate (f->document, 1, 5);
  /* The state is saved on every change: a second window finds it. */
  second = nonet_window_new (NULL);
  line = grid_line (nonet_document_get_grid (nonet_window_get_document (second)));
  g_assert_cmpint (line[0], ==, '1');
  g_assert_false (nonet_document_get_grid (nonet_window_get_document (second))->given[0]);
  g_assert_cmpuint (nonet_document_get_grid (nonet_window_get_document (second))->candidates[1],
                    ==, nonet_digit_bit (5));
  gtk_window_destroy (GTK_WINDOW (second));
  spin_until_idle (f->window);
}

static void
test_new_and_lock (Fixture       *f,
                   gconstpointer  data)
{
  const NonetGrid *grid = nonet_document_get_grid (f->document);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new", NULL));
  g_assert_cmpint (nonet_grid_count_filled (grid), ==, 0);
  g_assert_false (nonet_document_get_locked (f->document));
  nonet_document_set_digit (f->document, 0, 5);
  g_assert_true (grid->given[0]);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.lock-givens", NULL));
  g_assert_true (nonet_document_get_locked (f->document));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.fill-candidates", NULL));
  g_assert_true (grid->has_candidates);
  spin_until_idle (f->window);
  g_assert_true (strstr (nonet_window_get_status (f->window), "several solutions") != NULL);
}

static void
test_help_overlay (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GtkBuilder) builder = NULL;
  GObject *overlay;

  builder = gtk_builder_new_from_resource ("/app/nonet/Nonet/gtk/help-overlay.ui");
  overlay = gtk_builder_get_object (builder, "help_overlay");

  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  gtk_window_destroy (GTK_WINDOW (overlay));
}

static void
test_window_size (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  NonetWindow *second;
  int width, height;

  g_settings_set_int (settings, "window-width", 700);
  g_settings_set_int (settings, "window-height", 500);
  second = nonet_window_new (NULL);
  gtk_window_get_default_size (GTK_WINDOW (second), &width, &height);
  g_assert_cmpint (width, ==, 700);
  g_assert_cmpint (height, ==, 500);
  gtk_window_destroy (GTK_WINDOW (second));
  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");

  /* Settings actions drive the board. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "settings.show-candidates",
                                             NULL));
  g_assert_false (nonet_board_view_get_show_candidates (nonet_window_get_board (f->window)));
  g_assert_false (g_settings_get_boolean (settings, "show-candidates"));
  g_settings_reset (settings, "show-candidates");
  g_assert_true (nonet_board_view_get_show_candidates (nonet_window_get_board (f->window)));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* A missing display is a failure, not a pass. */
  if (!gtk_init_check ())
    {
      g_printerr ("test-window: cannot open a display (run under xvfb-run)\n");
      return 1;
    }
  nonet_application_load_css ();

#define ADD(path, func) \
  g_test_add ("/window/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("first-run", test_first_run);
  ADD ("paste", test_paste);
  ADD ("open-file", test_open_file);
  ADD ("solve", test_solve);
  ADD ("solve-during-check", test_solve_during_check);
  ADD ("cancel-solve", test_cancel_solve);
  ADD ("close-mid-solve", test_close_mid_solve);
  ADD ("drop-text", test_drop_text);
  ADD ("step-text", test_step_text);
  ADD ("state-restored", test_state_restored);
  ADD ("new-and-lock", test_new_and_lock);
  ADD ("help-overlay", test_help_overlay);
  ADD ("window-size", test_window_size);
#undef ADD

  return g_test_run ();
}
