/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-export.c: export of the puzzle, the solution and the player's grid
 * in every format, each file read back; an atomic write that fails leaves
 * the old file whole and says why; copy to the clipboard; print to PDF
 * through GtkPrintOperation's export action; the caption under pictures;
 * the path as JSON (suite gui, needs a display). */
#define _GNU_SOURCE
#include "config.h"

#include <math.h>
#include <string.h>
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include <json-glib/json-glib.h>

#include "app-test-window.h"
#include "nonet-board-view.h"
#include "nonet-export.h"
#include "nonet-names.h"
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

  nonet_export_save_async (document, content, format, FALSE, file, store_result_cb, &result);
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
    for (int format = 0; format < NONET_EXPORT_JSON; format++)
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

/* The document with its path and a step with eliminations shown. */
static void
show_a_step (Fixture *f)
{
  NonetPath path;
  NonetGrid puzzle;
  NonetError nonet_error;
  int index = 0;

  nonet_path_init (&path);
  nonet_document_get_puzzle (f->document, &puzzle);
  g_assert_cmpint (nonet_path_build (&puzzle, NULL, &path, &nonet_error), ==, NONET_STATUS_OK);
  nonet_document_take_path (f->document, &path);
  while (nonet_document_get_step (f->document, index)->n_eliminations == 0)
    index++;
  nonet_document_set_current_step (f->document, index);
}

/* The picture is the board as drawn: the current step's target in red. */
static void
test_shown_step (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  NonetStep step;
  NonetGrid grid;
  gboolean has_step;
  int index;

  show_a_step (f);
  index = nonet_document_get_current_step (f->document);
  g_assert_true (nonet_export_get_grid (f->document, NONET_EXPORT_SHOWN, &grid, &step, &has_step,
                                        &error));
  g_assert_true (has_step);
  g_assert_cmpint (step.technique, ==, nonet_document_get_step (f->document, index)->technique);
  bytes = nonet_export_render (&grid, &step, TRUE, NULL, NONET_EXPORT_PNG, &error);
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
  nonet_window_save_export (f->window, NONET_EXPORT_PUZZLE, NONET_EXPORT_PNG, FALSE, file);
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
  nonet_window_save_export (f->window, NONET_EXPORT_PUZZLE, NONET_EXPORT_PNG, FALSE, file);
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
/* The nth of the dialog's choice drop-downs (0: content, 1: format), in
 * the order they were added. */
static GtkDropDown *
find_choice (GtkWidget *widget,
             int       *nth)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkDropDown *found;

      if (GTK_IS_DROP_DOWN (child)
          && GTK_IS_STRING_LIST (gtk_drop_down_get_model (GTK_DROP_DOWN (child))) && (*nth)-- == 0)
        return GTK_DROP_DOWN (child);
      if ((found = find_choice (child, nth)) != NULL)
        return found;
    }
  return NULL;
}

static void
select_choice (GtkWidget *widget,
               int        nth,
               guint      position)
{
  GtkDropDown *drop_down = find_choice (widget, &nth);

  g_assert_nonnull (drop_down);
  gtk_drop_down_set_selected (drop_down, position);
}

static GtkCheckButton *
find_check (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkCheckButton *found;

      if (GTK_IS_CHECK_BUTTON (child)
          && g_str_has_prefix (gtk_check_button_get_label (GTK_CHECK_BUTTON (child)), "Caption"))
        return GTK_CHECK_BUTTON (child);
      if ((found = find_check (child)) != NULL)
        return found;
    }
  return NULL;
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

    g_assert_cmpuint (g_list_model_get_n_items (filters), ==, 7);
  }
  /* The caption check box, off at first; ticked, and remembered below. */
  g_assert_cmpstr (gtk_file_chooser_get_choice (dialog, "caption"), ==, "false");
  g_assert_nonnull (find_check (GTK_WIDGET (dialog)));
  gtk_check_button_set_active (find_check (GTK_WIDGET (dialog)), TRUE);
  g_assert_cmpstr (gtk_file_chooser_get_choice (dialog, "caption"), ==, "true");
  gtk_file_chooser_set_current_name (dialog, "mine");
  /* Picked in the dialog's drop-downs, as a person would (GTK 4.8's
   * set_choice on the fallback dialog does not reach them). */
  select_choice (GTK_WIDGET (dialog), 0, NONET_EXPORT_SOLUTION);
  select_choice (GTK_WIDGET (dialog), 1, NONET_EXPORT_CSV);
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
    g_assert_true (g_settings_get_boolean (settings, "export-caption"));
    g_settings_reset (settings, "export-folder");
    g_settings_reset (settings, "export-caption");
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
  nonet_export_save_async (f->document, NONET_EXPORT_PATH, NONET_EXPORT_LINE, FALSE, file,
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

static char *
save_and_read (Fixture           *f,
               const char        *dir,
               NonetExportFormat  format,
               gboolean           caption,
               gsize             *length)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_strdup_printf ("shown-%d.%s", caption,
                                           nonet_export_format_extension (format));
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  char *data = NULL;

  nonet_export_save_async (f->document, NONET_EXPORT_SHOWN, format, caption, file,
                           store_result_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (nonet_export_save_finish (result, &error));
  g_assert_true (g_file_get_contents (path, &data, length, &error));
  g_assert_no_error (error);
  return data;
}

/* The words pdftotext finds in a PDF, on one line (it breaks lines where
 * the layout wraps). */
static char *
pdf_words (const char *dir,
           const char *pdf,
           gsize       length)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (dir, "caption.pdf", NULL);
  g_autofree char *out = NULL;
  const char *argv[] = { "pdftotext", path, "-", NULL };
  int status;

  g_assert_true (g_file_set_contents (path, pdf, (gssize) length, &error));
  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, &out, NULL, &status, &error))
    return NULL;
  g_unlink (path);
  g_strdelimit (out, "\n\f", ' ');
  return g_steal_pointer (&out);
}

/* The caption (rating and the step's sentence) under a PNG, SVG and PDF:
 * the PNG is taller with it, the SVG carries it as its title, and
 * pdftotext reads it out of the PDF. */
static void
test_caption (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("nonet-export-XXXXXX", &error);
  g_autofree char *caption = NULL;
  g_autofree char *plain = NULL, *captioned = NULL, *svg = NULL, *pdf = NULL, *words = NULL;
  g_autoptr(GdkTexture) without = NULL, with = NULL;
  g_autoptr(GBytes) bytes = NULL;
  const NonetStep *step;
  gsize length;

  show_a_step (f);
  caption = nonet_export_caption (f->document, NONET_EXPORT_SHOWN);
  g_test_message ("caption: %s", caption);
  g_assert_true (g_str_has_prefix (caption, "Rating: SE "));
  g_assert_nonnull (strchr (caption, '\n'));
  step = nonet_document_get_step (f->document, nonet_document_get_current_step (f->document));
  g_assert_nonnull (strstr (caption, nonet_technique_get_name (step->technique)));
  /* No step on the puzzle alone: the rating only. */
  {
    g_autofree char *puzzle = nonet_export_caption (f->document, NONET_EXPORT_PUZZLE);

    g_assert_null (strchr (puzzle, '\n'));
  }

  plain = save_and_read (f, dir, NONET_EXPORT_PNG, FALSE, &length);
  bytes = g_bytes_new (plain, length);
  without = gdk_texture_new_from_bytes (bytes, &error);
  g_clear_pointer (&bytes, g_bytes_unref);
  captioned = save_and_read (f, dir, NONET_EXPORT_PNG, TRUE, &length);
  bytes = g_bytes_new (captioned, length);
  with = gdk_texture_new_from_bytes (bytes, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_height (without), ==, NONET_EXPORT_PNG_SIZE);
  g_assert_cmpint (gdk_texture_get_height (with), >, NONET_EXPORT_PNG_SIZE + 40);
  g_assert_cmpint (gdk_texture_get_width (with), ==, NONET_EXPORT_PNG_SIZE);

  svg = save_and_read (f, dir, NONET_EXPORT_SVG, TRUE, &length);
  {
    g_autofree char *escaped = g_markup_escape_text (caption, -1);

    g_assert_nonnull (strstr (svg, "<title>"));
    g_assert_nonnull (strstr (svg, escaped));
  }

  pdf = save_and_read (f, dir, NONET_EXPORT_PDF, TRUE, &length);
  words = pdf_words (dir, pdf, length);
  if (words == NULL)
    {
      g_test_message ("pdftotext (poppler-utils) is missing: the PDF's text is not read back");
    }
  else
    {
      g_auto(GStrv) lines = g_strsplit (caption, "\n", -1);

      g_test_message ("pdftotext: %s", words);
      g_assert_nonnull (strstr (words, lines[0]));
      g_assert_nonnull (strstr (words, "removed"));
    }
  for (int i = 0; i < 2; i++)
    for (const char *const *ext = (const char *[]) { "png", "svg", "pdf", NULL }; *ext; ext++)
      {
        g_autofree char *name = g_strdup_printf ("shown-%d.%s", i, *ext);
        g_autofree char *path = g_build_filename (dir, name, NULL);

        g_unlink (path);
      }
  g_rmdir (dir);
}

/* "Solution path as JSON": the record nonet-cli explain --format json
 * writes, read back with JsonParser. */
static void
test_path_json (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("nonet-export-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "path.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root, *first;
  JsonArray *steps;
  const NonetStep *step;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-path", NULL));
  spin_until_idle (f->window);
  g_assert_cmpint (nonet_document_get_n_steps (f->document), >, 0);
  g_assert_true (save (f->document, NONET_EXPORT_PATH_JSON, NONET_EXPORT_JSON, file, &error));
  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  steps = json_object_get_array_member (root, "steps");
  g_assert_cmpuint (json_array_get_length (steps), ==, nonet_document_get_n_steps (f->document));
  first = json_array_get_object_element (steps, 0);
  step = nonet_document_get_step (f->document, 0);
  g_assert_cmpstr (json_object_get_string_member (first, "technique"), ==,
                   nonet_technique_info (step->technique)->id);
  g_assert_cmpstr (json_object_get_string_member (first, "technique"), ==, "hidden-single");
  g_assert_true (json_object_get_boolean_member (root, "unique"));
  g_assert_cmpfloat (json_object_get_double_member (json_object_get_object_member (root, "rating"),
                                                    "se"), >, 1.0);
  /* A grid content is no JSON: an error, not a file. */
  g_assert_false (save (f->document, NONET_EXPORT_PUZZLE, NONET_EXPORT_JSON, file, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_unlink (path);
  g_rmdir (dir);
}

/* One role's candidate as print and export draw it (the legend's sample),
 * on white, as a greyscale printer sees it: luminance 0..1 per pixel. */
#define SAMPLE 64

static void
grey_sample (const NonetBoardColors *colors,
             int                     role,
             double                  grey[SAMPLE * SAMPLE])
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, SAMPLE, SAMPLE);
  cairo_t *cr = cairo_create (surface);
  const guint8 *data;
  int stride;

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  nonet_board_draw_sample (cr, colors, role, 5, SAMPLE);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < SAMPLE; y++)
    for (int x = 0; x < SAMPLE; x++)
      {
        guint32 pixel = *(const guint32 *) (data + y * stride + 4 * x);

        grey[y * SAMPLE + x] = (0.2126 * ((pixel >> 16) & 0xff) + 0.7152 * ((pixel >> 8) & 0xff)
                                + 0.0722 * (pixel & 0xff)) / 255;
      }
  cairo_surface_destroy (surface);
}

/* Pixels where two greyscale samples differ by more than a hue shift does
 * (0.3 of the grey range: ink against paper, a ring, a bar). */
static int
count_apart (const double *a,
             const double *b)
{
  int n = 0;

  for (int i = 0; i < SAMPLE * SAMPLE; i++)
    n += fabs (a[i] - b[i]) > 0.3;
  return n;
}

/* Printed roles survive greyscale: each pair of roles differs in shape or
 * weight on paper, while on screen some differ by hue alone (the reason
 * for the paper cues, and proof that the measure can fail). */
static void
test_greyscale_roles (Fixture       *f,
                      gconstpointer  data)
{
  static double paper[NONET_N_ROLES][SAMPLE * SAMPLE];
  static double screen[NONET_N_ROLES][SAMPLE * SAMPLE];
  NonetBoardColors colors;
  int hue_only = 0;

  nonet_board_colors_init_light (&colors);
  g_assert_true (colors.paper);
  for (int role = 0; role < NONET_N_ROLES; role++)
    grey_sample (&colors, role, paper[role]);
  colors.paper = FALSE;
  for (int role = 0; role < NONET_N_ROLES; role++)
    grey_sample (&colors, role, screen[role]);
  for (int a = 0; a < NONET_N_ROLES; a++)
    for (int b = a + 1; b < NONET_N_ROLES; b++)
      {
        int apart = count_apart (paper[a], paper[b]);

        if (apart < 40)
          g_test_message ("%s and %s: %d pixels apart", nonet_role_get_id (a),
                          nonet_role_get_id (b), apart);
        g_assert_cmpint (apart, >=, 40);
        hue_only += count_apart (screen[a], screen[b]) < 40;
      }
  g_test_message ("%d pairs of roles differ by hue alone on screen", hue_only);
  g_assert_cmpint (hue_only, >, 0);
  g_assert_cmpint (count_apart (paper[0], paper[0]), ==, 0);
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
  ADD ("path-json", test_path_json);
  ADD ("caption", test_caption);
  ADD ("greyscale-roles", test_greyscale_roles);
  ADD ("print-pdf", test_print_pdf);
#undef ADD

  return g_test_run ();
}
