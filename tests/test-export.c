/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-export.c: export of the puzzle, the solution and the player's grid
 * in every format, each file read back; an atomic write that fails leaves
 * the old file whole and says why; copy to the clipboard; print to PDF
 * through GtkPrintOperation's export action (suite gui, needs a display). */
#define _GNU_SOURCE
#include "config.h"

#include <string.h>
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "app-test-window.h"
#include "nonet-export.h"
#include "nonet-print.h"

static void
store_result_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

static gboolean
save (NonetDocument       *document,
      NonetExportContent   content,
      NonetExportFormat    format,
      GFile               *file,
      GError             **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  nonet_export_save_async (document, content, format, file, store_result_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return nonet_export_save_finish (result, error);
}

/* The grid each content stands for, computed here on its own. */
static void
expected_values (Fixture            *f,
                 NonetExportContent  content,
                 guint8              values[NONET_CELLS])
{
  NonetGrid puzzle;
  NonetError error;

  nonet_document_get_puzzle (f->document, &puzzle);
  if (content == NONET_EXPORT_PUZZLE)
    memcpy (values, puzzle.values, NONET_CELLS);
  else if (content == NONET_EXPORT_SOLUTION)
    g_assert_cmpint (nonet_solve_unique (&puzzle, values, &error), ==, NONET_STATUS_OK);
  else
    memcpy (values, nonet_document_get_grid (f->document)->values, NONET_CELLS);
}

static void
check_file (Fixture            *f,
            NonetExportContent  content,
            NonetExportFormat   format,
            const char         *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  guint8 values[NONET_CELLS];
  NonetError parse_error;
  NonetGrid grid;
  gsize length;

  if (format == NONET_EXPORT_PNG)
    {
      texture = gdk_texture_new_from_filename (path, &error);
      g_assert_no_error (error);
      g_assert_cmpint (gdk_texture_get_width (texture), ==, NONET_EXPORT_PNG_SIZE);
      g_assert_cmpint (gdk_texture_get_height (texture), ==, NONET_EXPORT_PNG_SIZE);
      return;
    }
  g_assert_true (g_file_get_contents (path, &text, &length, &error));
  g_assert_no_error (error);
  if (format == NONET_EXPORT_SVG)
    {
      g_assert_nonnull (strstr (text, "<svg"));
      return;
    }
  if (format == NONET_EXPORT_PDF)
    {
      g_assert_true (g_str_has_prefix (text, "%PDF"));
      return;
    }
  /* Text reads back through the engine's parser to the same digits. */
  g_assert_cmpint (nonet_parse (text, length, NONET_FORMAT_AUTO, &grid, &parse_error),
                   ==, NONET_STATUS_OK);
  expected_values (f, content, values);
  g_assert_cmpmem (grid.values, NONET_CELLS, values, NONET_CELLS);
  if (format == NONET_EXPORT_LINE)
    g_assert_cmpuint (length, ==, NONET_CELLS + 1);
  if (format == NONET_EXPORT_GRID)
    g_assert_nonnull (strchr (text, '|'));
  if (format == NONET_EXPORT_CSV)
    g_assert_nonnull (strchr (text, ','));
}

static void
test_formats (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("nonet-export-XXXXXX", &error);
  const NonetGrid *grid = nonet_document_get_grid (f->document);
  int empty = 0;

  g_assert_no_error (error);
  /* The player's grid differs from the puzzle: a digit and a pencil mark. */
  while (grid->values[empty] != 0)
    empty++;
  nonet_document_set_digit (f->document, empty, 9);
  nonet_document_toggle_candidate (f->document, empty + 1 + (grid->values[empty + 1] != 0), 4);

  for (int content = 0; content < NONET_EXPORT_SHOWN; content++)
    for (int format = 0; format < NONET_EXPORT_N_FORMATS; format++)
      {
        g_autofree char *name = g_strdup_printf ("out-%d-%d.%s", content, format,
                                                 nonet_export_format_extension (format));
        g_autofree char *path = g_build_filename (dir, name, NULL);
        g_autoptr(GFile) file = g_file_new_for_path (path);

        g_assert_true (save (f->document, content, format, file, &error));
        g_assert_no_error (error);
        check_file (f, content, format, path);
        g_unlink (path);
      }
  g_rmdir (dir);
}

/* The picture is the board as drawn: the current step's target in red. */
static void
test_shown_step (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  NonetPath path;
  NonetGrid puzzle;
  NonetError nonet_error;
  NonetStep step;
  NonetGrid grid;
  gboolean has_step;
  int index = 0;

  nonet_path_init (&path);
  nonet_document_get_puzzle (f->document, &puzzle);
  g_assert_cmpint (nonet_path_build (&puzzle, NULL, &path, &nonet_error), ==, NONET_STATUS_OK);
  nonet_document_take_path (f->document, &path);
  while (nonet_document_get_step (f->document, index)->n_eliminations == 0)
    index++;
  nonet_document_set_current_step (f->document, index);
  g_assert_true (nonet_export_get_grid (f->document, NONET_EXPORT_SHOWN, &grid, &step, &has_step,
                                        &error));
  g_assert_true (has_step);
  g_assert_cmpint (step.technique, ==, nonet_document_get_step (f->document, index)->technique);
  bytes = nonet_export_render (&grid, &step, TRUE, NONET_EXPORT_PNG, &error);
  g_assert_no_error (error);
  {
    g_autoptr(GdkTexture) texture = gdk_texture_new_from_bytes (bytes, &error);
    Pixels pixels = { NONET_EXPORT_PNG_SIZE, NONET_EXPORT_PNG_SIZE, NONET_EXPORT_PNG_SIZE * 4 };

    g_assert_no_error (error);
    pixels.data = g_malloc (pixels.stride * pixels.height);
    gdk_texture_download (texture, pixels.data, pixels.stride);
    g_assert_cmpint (count_in_cell (&pixels, step.eliminations[0].cell, is_red), >, 20);
    g_free (pixels.data);
  }
}

/* An unwritable folder: the write fails, the old file is whole, the window
 * says why. Root writes anywhere, so for root a file size limit makes the
 * temporary file fail instead. */
static void
test_atomic_failure (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("nonet-export-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "keep.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *text = NULL;
  const char *old = "the old file, whole";
  struct rlimit saved, limit;
  gboolean limited = FALSE;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, old, -1, &error));
  g_assert_cmpint (g_chmod (dir, 0555), ==, 0);
  if (access (dir, W_OK) == 0)
    {
      g_test_message ("the folder stays writable (root): limiting the file size instead");
      signal (SIGXFSZ, SIG_IGN);
      g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &saved), ==, 0);
      limit = saved;
      limit.rlim_cur = 64;
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
      limited = TRUE;
    }

  nonet_window_show_error (f->window, NULL);
  nonet_window_save_export (f->window, NONET_EXPORT_PUZZLE, NONET_EXPORT_PNG, file);
  spin_until_idle (f->window);
  if (limited)
    g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &saved), ==, 0);
  g_chmod (dir, 0755);

  g_assert_nonnull (nonet_window_get_error (f->window));
  g_test_message ("error: %s", nonet_window_get_error (f->window));
  g_assert_nonnull (strstr (nonet_window_get_error (f->window), "keep.png"));
  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_cmpstr (text, ==, old);
  /* Nothing left behind: the old file alone. */
  {
    g_autoptr(GDir) listing = g_dir_open (dir, 0, &error);
    int n = 0;

    while (g_dir_read_name (listing) != NULL)
      n++;
    g_assert_cmpint (n, ==, 1);
  }

  /* The same save where it can write replaces the file. */
  nonet_window_save_export (f->window, NONET_EXPORT_PUZZLE, NONET_EXPORT_PNG, file);
  spin_until_idle (f->window);
  g_assert_null (nonet_window_get_error (f->window));
  check_file (f, NONET_EXPORT_PUZZLE, NONET_EXPORT_PNG, path);
  g_unlink (path);
  g_rmdir (dir);
}

/* The dialog the native chooser shows when there is no portal. */
static GtkFileChooser *
find_file_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (GTK_IS_FILE_CHOOSER_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_FILE_CHOOSER (window);
    }
  return NULL;
}

/* Selects item position in the drop-down of widget's tree whose list has
 * n_items entries (the choices have 4 and 6; the filter list has none). */
static void
select_choice (GtkWidget *widget,
               guint      n_items,
               guint      position)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_DROP_DOWN (child) && GTK_IS_STRING_LIST (gtk_drop_down_get_model (GTK_DROP_DOWN (child)))
          && g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (child))) == n_items)
        {
          gtk_drop_down_set_selected (GTK_DROP_DOWN (child), position);
          return;
        }
      select_choice (child, n_items, position);
    }
}

static GtkWidget *
find_button (GtkWidget  *widget,
             const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), label) == 0)
        return child;
      if ((found = find_button (child, label)) != NULL)
        return found;
    }
  return NULL;
}

/* The save dialog, answered as a person would: a folder, a name without an
 * extension, "The solution" as CSV, Save. */
static void
test_dialog (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("nonet-export-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "mine.csv", NULL);
  g_autofree char *named = g_build_filename (dir, "mine", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  GtkFileChooser *dialog;

  g_autofree char *cwd = g_get_current_dir ();

  /* The dialog opens in the current folder; a folder set through the API
   * after it is shown does not outlive its hiding in GTK 4.8 (a person's
   * navigation does), so the test starts it where the file should go. */
  g_assert_cmpint (g_chdir (dir), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.export", NULL));
  g_assert_nonnull (find_file_dialog ());
  dialog = find_file_dialog ();
  if (dialog == NULL)
    {
      g_test_skip ("the file chooser went to a portal: no dialog to answer here");
      return;
    }
  g_assert_cmpstr (gtk_file_chooser_get_choice (dialog, "content"), ==, "puzzle");
  g_assert_cmpstr (gtk_file_chooser_get_choice (dialog, "format"), ==, "line");
  {
    /* A filter per format, and all files (GTK 4.8 showed an empty "(None)"). */
    g_autoptr(GListModel) filters = gtk_file_chooser_get_filters (dialog);

    g_assert_cmpuint (g_list_model_get_n_items (filters), ==, 6);
  }
  gtk_file_chooser_set_current_name (dialog, "mine");
  /* Picked in the dialog's drop-downs, as a person would (GTK 4.8's
   * set_choice on the fallback dialog does not reach them). */
  select_choice (GTK_WIDGET (dialog), NONET_EXPORT_N_CONTENTS, NONET_EXPORT_SOLUTION);
  select_choice (GTK_WIDGET (dialog), NONET_EXPORT_N_FORMATS, NONET_EXPORT_CSV);
  g_assert_cmpstr (gtk_file_chooser_get_choice (dialog, "content"), ==, "solution");
  g_assert_cmpstr (gtk_file_chooser_get_choice (dialog, "format"), ==, "csv");
  /* The dialog reads the folder in the background before it can name a file. */
  for (int i = 0; i < 500; i++)
    {
      g_autoptr(GFile) chosen = gtk_file_chooser_get_file (dialog);

      if (chosen != NULL && g_file_has_parent (chosen, folder))
        break;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (10000);
    }
  {
    g_autoptr(GFile) chosen = gtk_file_chooser_get_file (dialog);
    g_autofree char *chosen_path = chosen ? g_file_get_path (chosen) : NULL;

    g_test_message ("the dialog names %s", chosen_path);
    g_assert_cmpstr (chosen_path, ==, named);
  }
  /* Save, clicked: the dialog checks the name as it does for a person. */
  g_assert_true (gtk_widget_activate (find_button (GTK_WIDGET (dialog), "_Save")));
  for (int i = 0; i < 500 && find_file_dialog ();
       i++)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (10000);
    }
  g_assert_null (find_file_dialog ());
  spin_until_idle (f->window);
  g_assert_cmpint (g_chdir (cwd), ==, 0);
  g_test_message ("dialog: %s", nonet_window_get_status (f->window));
  g_assert_null (nonet_window_get_error (f->window));
  check_file (f, NONET_EXPORT_SOLUTION, NONET_EXPORT_CSV, path);
  {
    /* The next export opens where this one went. */
    g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
    g_autofree char *folder_path = g_settings_get_string (settings, "export-folder");

    g_assert_cmpstr (folder_path, ==, dir);
    g_settings_reset (settings, "export-folder");
  }
  g_unlink (path);
  g_rmdir (dir);
}

/* The name's extension and the chosen format: agree, add, or ask. */
static void
test_resolve (Fixture       *f,
              gconstpointer  data)
{
  const struct { const char *name; NonetExportFormat chosen; gboolean agree;
                 const char *resolved; NonetExportFormat by_extension; } cases[] = {
    { "chosenpng.txt", NONET_EXPORT_PNG, FALSE, "chosenpng.png", NONET_EXPORT_LINE },
    { "mine", NONET_EXPORT_PNG, TRUE, "mine.png", NONET_EXPORT_PNG },
    { "mine.txt", NONET_EXPORT_GRID, TRUE, "mine.txt", NONET_EXPORT_GRID },
    { "mine.PDF", NONET_EXPORT_PDF, TRUE, "mine.PDF", NONET_EXPORT_PDF },
    { "mine.svg", NONET_EXPORT_CSV, FALSE, "mine.csv", NONET_EXPORT_SVG },
    { "my.puzzle", NONET_EXPORT_LINE, TRUE, "my.puzzle.txt", NONET_EXPORT_LINE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (cases[i].name);
      g_autoptr(GFile) resolved = NULL;
      g_autofree char *name = NULL;
      NonetExportFormat by_extension;

      g_assert_cmpint (nonet_export_resolve (file, cases[i].chosen, &resolved, &by_extension),
                       ==, cases[i].agree);
      name = g_file_get_basename (resolved);
      g_assert_cmpstr (name, ==, cases[i].resolved);
      g_assert_cmpint (by_extension, ==, cases[i].by_extension);
    }
}

/* "Solution path as text": numbered steps, one sentence each. */
static void
test_path_text (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("nonet-export-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "path.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  int n_steps;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-path", NULL));
  spin_until_idle (f->window);
  n_steps = nonet_document_get_n_steps (f->document);
  g_assert_cmpint (n_steps, >, 0);
  nonet_export_save_async (f->document, NONET_EXPORT_PATH, NONET_EXPORT_LINE, file,
                           NULL, NULL);
  spin_until_idle (f->window);
  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  lines = g_strsplit (text, "\n", -1);
  g_assert_cmpint (g_strv_length (lines), ==, n_steps + 1);
  g_test_message ("%s", lines[0]);
  g_assert_true (g_str_has_prefix (lines[0], "1. Hidden Single: "));
  g_assert_cmpuint (strlen (lines[0]), >, 10);
  {
    g_autofree char *last = g_strdup_printf ("%d. ", n_steps);

    g_assert_true (g_str_has_prefix (lines[n_steps - 1], last));
  }
  g_unlink (path);
  g_rmdir (dir);
}

static void
store_text_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  char **text = user_data;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (object), result, NULL);
  if (*text == NULL)
    *text = g_strdup ("");
}

static char *
read_clipboard (Fixture *f)
{
  char *text = NULL;

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (f->window)), NULL,
                                 store_text_cb, &text);
  while (text == NULL)
    g_main_context_iteration (NULL, TRUE);
  return text;
}

static void
test_copy (Fixture       *f,
           gconstpointer  data)
{
  g_autofree char *puzzle_text = NULL;
  g_autofree char *solution_text = NULL;
  guint8 values[NONET_CELLS];

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.copy-puzzle", NULL));
  puzzle_text = read_clipboard (f);
  g_assert_cmpuint (strlen (puzzle_text), ==, NONET_CELLS);
  expected_values (f, NONET_EXPORT_PUZZLE, values);
  for (int i = 0; i < NONET_CELLS; i++)
    g_assert_cmpint (puzzle_text[i], ==, values[i] ? '0' + values[i] : '.');

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.copy-solution", NULL));
  solution_text = read_clipboard (f);
  expected_values (f, NONET_EXPORT_SOLUTION, values);
  for (int i = 0; i < NONET_CELLS; i++)
    g_assert_cmpint (solution_text[i], ==, '0' + values[i]);

  /* A puzzle with several solutions has none to copy: the banner says so. */
  nonet_document_clear (f->document);
  nonet_document_set_digit (f->document, 0, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.copy-solution", NULL));
  g_assert_nonnull (nonet_window_get_error (f->window));
}

static int
count_pages (const char *pdf,
             gsize       length)
{
  int pages = 0;

  /* memmem, not g_strstr_len: a PDF holds NUL bytes in its streams. */
  for (const char *p = pdf; (p = memmem (p, pdf + length - p, "/Type /Page", 11)) != NULL;
       p += 11)
    if (p + 11 < pdf + length && p[11] != 's')
      pages++;
  return pages;
}

static void
test_print_pdf (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("nonet-print-XXXXXX", &error);
  g_autofree char *puzzle_pdf = g_build_filename (dir, "puzzle.pdf", NULL);
  g_autofree char *path_pdf = g_build_filename (dir, "path.pdf", NULL);
  g_autofree char *text = NULL;
  NonetPath path;
  NonetGrid puzzle;
  NonetError nonet_error;
  gsize length;
  int n_steps;

  /* Without a path there is no path to print: an error, no file. */
  g_assert_cmpint (nonet_print_run (f->document, NONET_PRINT_PATH,
                                    GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, path_pdf, &error),
                   ==, GTK_PRINT_OPERATION_RESULT_ERROR);
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (g_file_test (path_pdf, G_FILE_TEST_EXISTS));

  g_assert_cmpint (nonet_print_run (f->document, NONET_PRINT_PUZZLE,
                                    GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, puzzle_pdf, &error),
                   ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (puzzle_pdf, &text, &length, &error));
  g_assert_true (g_str_has_prefix (text, "%PDF"));
  g_assert_cmpint (count_pages (text, length), ==, 1);
  g_clear_pointer (&text, g_free);

  nonet_path_init (&path);
  nonet_document_get_puzzle (f->document, &puzzle);
  g_assert_cmpint (nonet_path_build (&puzzle, NULL, &path, &nonet_error), ==, NONET_STATUS_OK);
  nonet_document_take_path (f->document, &path);
  n_steps = nonet_document_get_n_steps (f->document);
  g_assert_cmpint (nonet_print_run (f->document, NONET_PRINT_PATH,
                                    GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, path_pdf, &error),
                   ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_true (g_file_get_contents (path_pdf, &text, &length, &error));
  g_assert_true (g_str_has_prefix (text, "%PDF"));
  /* A title page, then six steps a page. */
  g_assert_cmpint (count_pages (text, length), ==,
                   1 + (n_steps + NONET_PRINT_STEPS_PER_PAGE - 1) / NONET_PRINT_STEPS_PER_PAGE);
  if (g_getenv ("NONET_TEST_KEEP_PDF") == NULL)
    {
      g_unlink (puzzle_pdf);
      g_unlink (path_pdf);
      g_rmdir (dir);
    }
  else
    g_test_message ("kept %s", path_pdf);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  init_gtk_or_exit ("test-export");

#define ADD(path, func) \
  g_test_add ("/export/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("formats", test_formats);
  ADD ("shown-step", test_shown_step);
  ADD ("atomic-failure", test_atomic_failure);
  ADD ("dialog", test_dialog);
  ADD ("copy", test_copy);
  ADD ("resolve", test_resolve);
  ADD ("path-text", test_path_text);
  ADD ("print-pdf", test_print_pdf);
#undef ADD

  return g_test_run ();
}
