/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window.c: the main window: paste, open, solve through the worker,
 * cancel and close mid-solve, undo through actions, state kept between
 * windows (suite gui, needs a display). */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "nonet-application.h"
#include "app-test-gate.h"
#include "app-test-pixels.h"
#include "app-test-session.h"
#include "app-test-style.h"
#include "nonet-session.h"
#include "nonet-why.h"
#include "nonet-window.h"

#define EMPTY_LINE \
  "........................................" \
  "........................................."

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
  g_autofree char *path = nonet_session_default_path ();

  /* A first run: no saved session. */
  g_unlink (path);
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
  /* A first run shows an empty board; the tests start from the example. */
  if (data == NULL)
    g_assert_true (nonet_document_deserialize (f->document, nonet_example_puzzle,
                                               nonet_example_puzzle, "", TRUE));
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
  const NonetGrid *grid = nonet_document_get_grid (f->document);

  /* Issue 9, problem 8: a first run showed an unexplained example puzzle.
   * Now an empty board, ready for givens, says what can be done. */
  g_assert_cmpint (nonet_grid_count_filled (grid), ==, 0);
  g_assert_false (nonet_document_get_locked (f->document));
  g_assert_nonnull (strstr (nonet_window_get_status (f->window), "Type a puzzle’s givens"));
  g_assert_nonnull (strstr (nonet_window_get_status (f->window), "paste"));
  g_assert_nonnull (strstr (nonet_window_get_status (f->window), "open"));
  g_assert_nonnull (nonet_window_get_side_panel (f->window));

  /* Start Solving says what it did. */
  nonet_document_set_digit (f->document, 0, 5);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.lock-givens", NULL));
  g_assert_nonnull (strstr (nonet_window_get_message (f->window), "givens"));
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

  /* The path comes from the status check's outcome: no second worker.
   * (win.solve asks first: test-step-view's /step-view/solve-asks.) */
  nonet_window_solve (f->window);
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
  static TestGate gate;  /* static: a worker may read it after the test returns */

  /* New givens start a status check; Solve right away joins it and takes
   * its path: one worker in all. */
  g_autofree char *more = g_strdup (example);

  test_gate_install (&gate, f->document, FALSE);
  more[0] = '7';  /* the solution's digit: still one solution */
  g_assert_true (nonet_window_load_text (f->window, more, -1));
  g_assert_true (nonet_window_get_busy (f->window));
  nonet_window_solve (f->window);
  spin_until_idle (f->window);
  g_assert_true (nonet_grid_is_solved (grid));
  g_assert_true (grid->given[0]);
  g_assert_cmpint (nonet_document_get_n_steps (f->document), >, 0);
  g_assert_cmpuint (gate.runs, ==, 1);
  _nonet_document_set_worker_gate (f->document, NULL, NULL);
}

static void
test_cancel_solve (Fixture       *f,
                   gconstpointer  data)
{
  const NonetGrid *grid = nonet_document_get_grid (f->document);
  static TestGate gate;

  test_gate_install (&gate, f->document, TRUE);

  /* Escape stops a status check that takes long. */
  nonet_document_set_digit (f->document, 0, 0);
  nonet_document_clear (f->document);
  nonet_document_set_digit (f->document, 0, 1);
  g_assert_true (nonet_window_get_busy (f->window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.cancel", NULL));
  g_assert_false (nonet_window_get_busy (f->window));
  g_assert_cmpstr (nonet_window_get_status (f->window), ==, "Check stopped.");
  spin_until_idle (f->window);
  test_gate_release (&gate);
  g_assert_true (nonet_document_undo (f->document));
  g_assert_true (nonet_document_undo (f->document));
  spin_until_idle (f->window);

  /* Two requests: both land on the one path. */
  nonet_window_solve (f->window);
  nonet_window_solve (f->window);
  spin_until_idle (f->window);
  g_assert_true (nonet_grid_is_solved (grid));
  _nonet_document_set_worker_gate (f->document, NULL, NULL);
}

/* Escape stops everything at once: a hint, a "why" and the path, each held
 * mid-work by the gate. */
static void
test_escape_cancels_all (Fixture       *f,
                         gconstpointer  data)
{
  NonetWindow *window = f->window;
  static TestGate gate;
  int cell = 0;

  while (nonet_document_get_grid (f->document)->values[cell] != 0)
    cell++;
  g_autofree char *more = g_strdup (example);

  more[0] = '7';  /* new givens: nothing known about them yet */
  test_gate_install (&gate, f->document, TRUE);
  g_assert_true (nonet_window_load_text (window, more, -1));
  while (nonet_document_get_grid (f->document)->values[cell] != 0)
    cell++;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  g_assert_true (nonet_hint_get_busy (nonet_window_get_hint (window)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.why", "(ii)", cell, 0));
  g_assert_true (nonet_why_get_busy (nonet_window_get_why (window)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-path", NULL));
  g_assert_true (nonet_window_get_busy (window));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.cancel", NULL));
  g_assert_false (nonet_window_get_busy (window));
  spin_until_idle (window);
  g_assert_false (nonet_hint_get_busy (nonet_window_get_hint (window)));
  g_assert_false (nonet_why_get_busy (nonet_window_get_why (window)));
  g_assert_cmpint (nonet_hint_get_grade (nonet_window_get_hint (window)), ==, 0);
  g_assert_null (nonet_document_get_path (f->document));
  g_assert_null (nonet_window_get_error (window));
  test_gate_release (&gate);
  _nonet_document_set_worker_gate (f->document, NULL, NULL);
}

static void
add_accels (GHashTable *set,
            GStrv       lines)
{
  for (int i = 0; lines[i] != NULL; i++)
    g_hash_table_add (set, g_strdup (lines[i]));
  g_strfreev (lines);
}

/* The shortcuts window, written from the action table, lists exactly the
 * keys of the actions (window and app), no more, no less. */
static void
test_shortcuts_window (Fixture       *f,
                       gconstpointer  data)
{
  g_autofree char *ui = nonet_window_shortcuts_ui ();
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_string (ui, -1);
  g_autoptr(GHashTable) actions = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GSList *objects = gtk_builder_get_objects (builder);
  GHashTableIter iter;
  gpointer key;

  add_accels (actions, nonet_window_list_accels ());
  add_accels (actions, nonet_application_list_accels ());
  for (GSList *l = objects; l != NULL; l = l->next)
    {
      g_autofree char *action = NULL;
      g_autofree char *accelerator = NULL;
      g_auto(GStrv) accels = NULL;

      if (!GTK_IS_SHORTCUTS_SHORTCUT (l->data))
        continue;
      /* The id names the action (see nonet_window_shortcuts_ui()); the
       * shown keys are the accelerator written there. */
      g_object_get (l->data, "action-name", &action, "accelerator", &accelerator, NULL);
      g_assert_null (action);
      action = g_strdup (gtk_buildable_get_buildable_id (GTK_BUILDABLE (l->data)));
      if (action == NULL || strchr (action, '.') == NULL)
        continue;  /* the board's own keys (digits, arrows) */
      accels = g_strsplit (accelerator ? accelerator : "", " ", -1);
      for (int i = 0; accels[i] != NULL; i++)
        {
          guint keyval;
          GdkModifierType mods;
          g_autofree char *name = NULL;

          if (*accels[i] == '\0')
            continue;
          g_assert_true (gtk_accelerator_parse (accels[i], &keyval, &mods));
          name = gtk_accelerator_name (keyval, mods);
          g_hash_table_add (listed, g_strdup_printf ("%s %s", action, name));
        }
    }
  g_slist_free (objects);
  g_hash_table_iter_init (&iter, actions);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (!g_hash_table_contains (listed, key))
      g_error ("the shortcuts window lacks %s", (char *) key);
  g_hash_table_iter_init (&iter, listed);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (!g_hash_table_contains (actions, key))
      g_error ("the shortcuts window lists %s, which no action has", (char *) key);
  g_assert_cmpuint (g_hash_table_size (actions), ==, g_hash_table_size (listed));
  gtk_window_destroy (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
}

/* The mean luma (0..1) of the board as drawn: mostly its background. */
static double
board_background_luma (GtkWidget *board)
{
  Pixels pixels;
  double sum = 0;

  render_board (NONET_BOARD_VIEW (board), &pixels);
  for (int y = 0; y < pixels.height; y++)
    for (int x = 0; x < pixels.width; x++)
      {
        const guchar *p = pixels.data + y * pixels.stride + x * 4;

        sum += (0.0722 * p[0] + 0.7152 * p[1] + 0.2126 * p[2]) / 255.0;
      }
  g_free (pixels.data);
  return sum / ((double) pixels.width * pixels.height);
}

/* The board's background follows the style manager: dark when it is. */
static void
test_dark_style (Fixture       *f,
                 gconstpointer  data)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  GtkWidget *board = GTK_WIDGET (nonet_window_get_board (f->window));
  double light, dark;

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  gtk_test_widget_wait_for_draw (board);
  light = board_background_luma (board);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_true (adw_style_manager_get_dark (manager));
  gtk_test_widget_wait_for_draw (board);
  dark = board_background_luma (board);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  g_test_message ("board background luma: light %.2f, dark %.2f", light, dark);
  g_assert_cmpfloat (light, >, 0.6);
  g_assert_cmpfloat (dark, <, 0.35);
}

/* The toasts over the board (the widgets, also those sliding out); *text
 * the title of the last. */
static int
count_toasts (NonetWindow  *window,
              const char  **text)
{
  GtkWidget *overlay = find_descendant (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY);
  int n = 0;

  *text = NULL;
  for (GtkWidget *child = gtk_widget_get_first_child (overlay); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_str_equal (gtk_widget_get_css_name (child), "toast"))
      {
        n++;
        *text = gtk_label_get_text (GTK_LABEL (find_descendant (child, GTK_TYPE_LABEL)));
      }
  return n;
}

static gboolean
set_true_once (gpointer flag)
{
  *(gboolean *) flag = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop for ms milliseconds (frames and animations too). */
static void
spin_for (int ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, set_true_once, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* Passing messages are toasts; a newer one takes the place of the one
 * shown. */
static void
test_toasts (Fixture       *f,
             gconstpointer  data)
{
  const char *text;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.copy-puzzle", NULL));
  g_assert_cmpstr (nonet_window_get_message (f->window), ==, "Puzzle copied.");
  nonet_window_show_message (f->window, "first");
  nonet_window_show_message (f->window, "second");
  spin_until_idle (f->window);
  g_assert_cmpstr (nonet_window_get_message (f->window), ==, "second");
  g_assert_cmpint (count_toasts (f->window, &text), ==, 1);
  g_assert_cmpstr (text, ==, "second");
  /* The status line keeps the check's verdict. */
  g_assert_nonnull (strstr (nonet_window_get_status (f->window), "exactly one solution"));

  /* A message is text, not markup (under fatal warnings, bad markup would
   * end the test). */
  nonet_window_show_message (f->window, "Saved “<a & b>.png”.");
  spin_until_idle (f->window);
  g_assert_cmpint (count_toasts (f->window, &text), ==, 1);
  g_assert_cmpstr (text, ==, "Saved “<a & b>.png”.");

  /* Messages coming at every moment of a toast's slide in and out:
   * libadwaita 1.2 wrote into a freed toast when one was dismissed while
   * still sliding in (a crash under load). */
  for (int i = 0; i < 16; i++)
    {
      g_autofree char *message = g_strdup_printf ("message %d", i);

      nonet_window_show_message (f->window, message);
      spin_for (40 * i);
    }
  spin_for (700);
  g_assert_cmpint (count_toasts (f->window, &text), ==, 1);
  g_assert_cmpstr (text, ==, "message 15");
}

static void
test_close_mid_solve (Fixture       *f,
                      gconstpointer  data)
{
  NonetWindow *window = nonet_window_new (NULL);
  static TestGate gate;

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_present (GTK_WINDOW (window));
  test_gate_install (&gate, nonet_window_get_document (window), TRUE);
  nonet_window_solve (window);
  gtk_window_destroy (GTK_WINDOW (window));
  /* The worker sees the cancellation; its callback drops the last reference. */
  while (window != NULL)
    g_main_context_iteration (NULL, TRUE);
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
  NonetDocument *document;
  g_autofree char *line = NULL;
  int steps;

  nonet_document_set_digit (f->document, 0, 1);
  nonet_document_toggle_candidate (f->document, 1, 5);
  nonet_document_set_digit (f->document, 2, 4);
  g_assert_true (nonet_document_undo (f->document));
  nonet_board_view_set_selected (nonet_window_get_board (f->window), 40);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-path", NULL));
  spin_until_idle (f->window);
  steps = nonet_document_get_n_steps (f->document);
  g_assert_cmpint (steps, >, 3);
  nonet_document_set_current_step (f->document, 3);
  /* Closing writes the session (a change in the last second included). */
  nonet_window_save_session (f->window);

  second = nonet_window_new (NULL);
  document = nonet_window_get_document (second);
  spin_until_idle (second);
  line = grid_line (nonet_document_get_grid (document));
  g_assert_cmpint (line[0], ==, '1');
  g_assert_cmpint (line[2], ==, '.');
  g_assert_false (nonet_document_get_grid (document)->given[0]);
  g_assert_cmpuint (nonet_document_get_grid (document)->candidates[1], ==, nonet_digit_bit (5));
  /* The history, the selection and the step shown come back too. */
  g_assert_true (nonet_document_get_can_redo (document));
  g_assert_cmpint (nonet_board_view_get_selected (nonet_window_get_board (second)), ==, 40);
  g_assert_cmpint (nonet_document_get_n_steps (document), ==, steps);
  g_assert_cmpint (nonet_document_get_current_step (document), ==, 3);
  g_assert_true (nonet_document_redo (document));
  g_assert_cmpint (nonet_document_get_grid (document)->values[2], ==, 4);
  g_assert_true (nonet_document_undo (document));
  g_assert_true (nonet_document_undo (document));
  g_assert_true (nonet_document_undo (document));
  g_assert_cmpint (nonet_document_get_grid (document)->values[0], ==, 0);
  gtk_window_destroy (GTK_WINDOW (second));
  spin_until_idle (f->window);
}

/* Written at once, then at most once a second: what the file holds a
 * second after the last change is what a kill -9 leaves. */
static void
test_session_debounced (Fixture       *f,
                        gconstpointer  data)
{
  g_autofree char *path = nonet_session_default_path ();
  g_autofree char *first = NULL;
  g_autofree char *now = NULL;
  int selected, step;

  nonet_document_set_digit (f->document, 0, 1);
  g_assert_true (g_file_get_contents (path, &first, NULL, NULL));
  nonet_document_set_digit (f->document, 1, 5);
  g_assert_true (g_file_get_contents (path, &now, NULL, NULL));
  g_assert_cmpstr (first, ==, now);   /* not written twice in a second */
  while (g_strcmp0 (first, now) == 0)
    {
      g_main_context_iteration (NULL, TRUE);
      g_clear_pointer (&now, g_free);
      g_assert_true (g_file_get_contents (path, &now, NULL, NULL));
    }
  {
    g_autoptr(NonetDocument) copy = nonet_document_new ();

    g_assert_true (nonet_session_from_data (copy, now, &selected, &step, NULL));
    g_assert_cmpint (nonet_document_get_grid (copy)->values[1], ==, 5);
  }
}

/* A damaged or cut-short file is set aside with a message; the app starts. */
static void
test_session_damaged (Fixture       *f,
                      gconstpointer  data)
{
  g_autofree char *path = nonet_session_default_path ();
  g_autofree char *aside = g_strconcat (path, ".damaged", NULL);
  g_autofree char *full = NULL;
  const char *const damaged[] = { "\x01\x02 not a key file", "[session]\nversion=1\nstate=12|" };

  nonet_window_save_session (f->window);
  g_assert_true (g_file_get_contents (path, &full, NULL, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (damaged) + 1; i++)
    {
      /* The last case: the real file cut in half. */
      g_autofree char *text = i < G_N_ELEMENTS (damaged) ? g_strdup (damaged[i])
                                                         : g_strndup (full, strlen (full) / 2);
      NonetWindow *second;

      g_unlink (aside);
      g_assert_true (g_file_set_contents (path, text, -1, NULL));
      second = nonet_window_new (NULL);
      g_assert_true (g_file_test (aside, G_FILE_TEST_EXISTS));
      g_assert_nonnull (strstr (nonet_window_get_error (second), "set aside"));
      {
        g_autofree char *line = grid_line (nonet_document_get_grid (
                                             nonet_window_get_document (second)));

        /* Set aside, the state is a first run's: the empty board. */
        g_assert_cmpstr (line, ==, EMPTY_LINE);
      }
      gtk_window_destroy (GTK_WINDOW (second));
      spin_until_idle (f->window);
    }
}

/* One Redo key; no raw key names ("Page_Up") in the shortcuts window; the
 * Menu key's "why" menu asks both questions for an empty cell. */
static void
test_keys (Fixture       *f,
           gconstpointer  data)
{
  g_auto(GStrv) accels = nonet_window_list_accels ();
  g_autofree char *ui = nonet_window_shortcuts_ui ();
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_string (ui, -1);
  GSList *objects = gtk_builder_get_objects (builder);
  g_autoptr(GMenuModel) menu = NULL;
  g_autoptr(GMenuModel) digits = NULL;
  int redo = 0;
  gboolean page_up_named = FALSE;

  for (int i = 0; accels[i] != NULL; i++)
    redo += g_str_has_prefix (accels[i], "win.redo ");
  g_assert_cmpint (redo, ==, 1);
  for (GSList *l = objects; l != NULL; l = l->next)
    {
      g_autofree char *title = NULL;
      g_autofree char *accelerator = NULL;

      if (!GTK_IS_SHORTCUTS_SHORTCUT (l->data))
        continue;
      g_object_get (l->data, "title", &title, "accelerator", &accelerator, NULL);
      g_assert_null (strstr (accelerator ? accelerator : "", "Page_"));
      page_up_named |= title != NULL && strstr (title, "Page Up") != NULL;
    }
  g_slist_free (objects);
  g_assert_true (page_up_named);
  gtk_window_destroy (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));

  /* r1c1 of the example is empty: which step fills it, which removes d. */
  menu = nonet_why_make_menu (nonet_window_get_why (f->window), 0, 0);
  g_assert_nonnull (menu);
  g_assert_cmpint (g_menu_model_get_n_items (menu), ==, 2);
  digits = g_menu_model_get_item_link (menu, 0, G_MENU_LINK_SECTION);
  g_assert_nonnull (digits);
  g_assert_cmpint (g_menu_model_get_n_items (digits), ==, 9);
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

/* The window's shortcuts window opens with win.show-help-overlay and shows
 * everything on one page (the "Solution Path" group once landed alone on
 * a second one). */
static void
test_help_overlay (Fixture       *f,
                   gconstpointer  data)
{
  GtkShortcutsWindow *overlay =
    gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (f->window));
  GtkWidget *section, *pages;
  g_autoptr(GListModel) stack_pages = NULL;

  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-help-overlay",
                                             NULL));
  while (!gtk_widget_get_mapped (GTK_WIDGET (overlay)))
    g_main_context_iteration (NULL, TRUE);
  section = find_descendant (GTK_WIDGET (overlay), GTK_TYPE_SHORTCUTS_SECTION);
  g_assert_nonnull (section);
  pages = find_descendant (section, GTK_TYPE_STACK);
  g_assert_nonnull (pages);
  stack_pages = G_LIST_MODEL (gtk_stack_get_pages (GTK_STACK (pages)));
  g_assert_cmpuint (g_list_model_get_n_items (stack_pages), ==, 1);
  gtk_widget_set_visible (GTK_WIDGET (overlay), FALSE);
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
  app_test_isolate_data ();
  /* A missing display is a failure, not a pass. */
  if (!gtk_init_check ())
    {
      g_printerr ("test-window: cannot open a display (run under xvfb-run)\n");
      return 1;
    }
  app_test_init_style ();

#define ADD(path, func) \
  g_test_add ("/window/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  g_test_add ("/window/first-run", Fixture, "first-run", fixture_setup, test_first_run,
              fixture_teardown);
  ADD ("paste", test_paste);
  ADD ("open-file", test_open_file);
  ADD ("solve", test_solve);
  ADD ("solve-during-check", test_solve_during_check);
  ADD ("cancel-solve", test_cancel_solve);
  ADD ("close-mid-solve", test_close_mid_solve);
  ADD ("escape-cancels-all", test_escape_cancels_all);
  ADD ("shortcuts-window", test_shortcuts_window);
  ADD ("dark-style", test_dark_style);
  ADD ("toasts", test_toasts);
  ADD ("drop-text", test_drop_text);
  ADD ("step-text", test_step_text);
  ADD ("state-restored", test_state_restored);
  ADD ("session-debounced", test_session_debounced);
  ADD ("keys", test_keys);
  ADD ("session-damaged", test_session_damaged);
  ADD ("new-and-lock", test_new_and_lock);
  ADD ("help-overlay", test_help_overlay);
  ADD ("window-size", test_window_size);
#undef ADD

  return g_test_run ();
}
