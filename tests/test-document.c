/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-document.c: the app's model without a display: entry, undo, pencil
 * marks, loading, saving, and the solve worker (suite app). */
#include "config.h"

#include <string.h>
#include <sys/stat.h>
#include <gio/gio.h>
#include <glib/gstdio.h>

#include "app-test-gate.h"
#include "nonet-load.h"

/* The New York Times "hard" puzzle of 2024-09-03 (the project's seed 003). */
static const char example[] =
  "......2......3.9....8.1..37.2.....9134.87.....6....4..5.24....34.3.5.....1.......";

static NonetDocument *
new_example (void)
{
  NonetDocument *document = nonet_document_new ();
  NonetError error;

  g_assert_cmpint (nonet_document_load_text (document, example, -1, &error), ==, NONET_STATUS_OK);
  return document;
}

static void
test_load_text (void)
{
  g_autoptr(NonetDocument) document = new_example ();
  const NonetGrid *grid = nonet_document_get_grid (document);

  g_assert_cmpint (grid->values[6], ==, 2);
  g_assert_true (grid->given[6]);
  g_assert_cmpint (grid->values[0], ==, 0);
  g_assert_cmpint (nonet_grid_count_givens (grid), ==, 24);
  g_assert_true (nonet_document_get_locked (document));
  g_assert_true (nonet_document_get_can_undo (document));
}

static void
test_load_bad_text (void)
{
  g_autoptr(NonetDocument) document = new_example ();
  NonetGrid before = *nonet_document_get_grid (document);
  NonetError error;

  /* A letter in the middle of an 81-character line. */
  g_autofree char *bad = g_strdup (example);
  bad[40] = 'x';
  g_assert_cmpint (nonet_document_load_text (document, bad, -1, &error), !=, NONET_STATUS_OK);
  g_assert_cmpint (error.line, ==, 1);
  g_assert_cmpint (error.column, ==, 41);
  g_assert_cmpmem (&before, sizeof before, nonet_document_get_grid (document), sizeof before);

  /* Too short. */
  g_assert_cmpint (nonet_document_load_text (document, "12345", -1, &error), !=, NONET_STATUS_OK);
  g_assert_cmpmem (&before, sizeof before, nonet_document_get_grid (document), sizeof before);
}

static void
test_load_collection (void)
{
  g_autoptr(NonetDocument) document = nonet_document_new ();
  g_autofree char *text = NULL;
  NonetError error;

  /* Two puzzles, one per line, with a comment: the first one is taken. */
  text = g_strdup_printf ("# two puzzles\n%s\n%s\n", example, example);
  text[strlen ("# two puzzles\n") + 81 + 1] = '1';
  g_assert_cmpint (nonet_document_load_text (document, text, -1, &error), ==, NONET_STATUS_OK);
  g_assert_cmpint (error.status, ==, NONET_STATUS_OK);
  g_assert_cmpint (nonet_document_get_grid (document)->values[0], ==, 0);
  g_assert_cmpint (nonet_document_get_grid (document)->values[6], ==, 2);
}

static void
test_entry_and_givens (void)
{
  g_autoptr(NonetDocument) document = nonet_document_new ();
  const NonetGrid *grid = nonet_document_get_grid (document);

  g_assert_false (nonet_document_get_locked (document));
  /* Unlocked: typed digits are givens. */
  g_assert_true (nonet_document_set_digit (document, 0, 5));
  g_assert_true (grid->given[0]);
  g_assert_true (nonet_document_lock_givens (document));
  g_assert_false (nonet_document_lock_givens (document));
  /* Locked: givens cannot change, other digits are the player's. */
  g_assert_false (nonet_document_is_editable (document, 0));
  g_assert_false (nonet_document_set_digit (document, 0, 6));
  g_assert_cmpint (grid->values[0], ==, 5);
  g_assert_true (nonet_document_set_digit (document, 1, 3));
  g_assert_false (grid->given[1]);
  g_assert_false (nonet_document_set_digit (document, 1, 3));
  g_assert_true (nonet_document_set_digit (document, 1, 0));
  g_assert_cmpint (grid->values[1], ==, 0);
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          int        *count)
{
  (*count)++;
}

static void
test_undo_redo (void)
{
  g_autoptr(NonetDocument) document = nonet_document_new ();
  const NonetGrid *grid = nonet_document_get_grid (document);
  int notified = 0;

  g_signal_connect (document, "notify::can-undo", G_CALLBACK (count_cb), &notified);
  g_assert_false (nonet_document_get_can_undo (document));
  nonet_document_set_digit (document, 10, 4);
  g_assert_cmpint (notified, ==, 1);
  nonet_document_set_digit (document, 11, 5);
  nonet_document_toggle_candidate (document, 12, 7);
  g_assert_true (grid->has_candidates);

  g_assert_true (nonet_document_undo (document));
  g_assert_false (grid->has_candidates);
  g_assert_true (nonet_document_undo (document));
  g_assert_cmpint (grid->values[11], ==, 0);
  g_assert_true (nonet_document_get_can_redo (document));
  g_assert_true (nonet_document_redo (document));
  g_assert_cmpint (grid->values[11], ==, 5);
  g_assert_true (nonet_document_undo (document));
  g_assert_true (nonet_document_undo (document));
  g_assert_cmpint (grid->values[10], ==, 0);
  g_assert_false (nonet_document_undo (document));
  g_assert_false (nonet_document_get_can_undo (document));

  /* A new change forgets what was undone. */
  g_assert_true (nonet_document_redo (document));
  nonet_document_set_digit (document, 20, 1);
  g_assert_false (nonet_document_get_can_redo (document));
}

static void
test_conflicts (void)
{
  g_autoptr(NonetDocument) document = nonet_document_new ();
  gboolean conflicts[NONET_CELLS];

  nonet_document_set_digit (document, 0, 7);
  nonet_document_set_digit (document, 40, 7);
  g_assert_false (nonet_document_get_conflicts (document, conflicts));
  nonet_document_set_digit (document, 8, 7);   /* same row as cell 0 */
  g_assert_true (nonet_document_get_conflicts (document, conflicts));
  g_assert_true (conflicts[0]);
  g_assert_true (conflicts[8]);
  g_assert_false (conflicts[40]);
}

static void
test_candidates (void)
{
  g_autoptr(NonetDocument) document = new_example ();
  const NonetGrid *grid = nonet_document_get_grid (document);

  g_assert_true (nonet_document_toggle_candidate (document, 0, 1));
  g_assert_cmpuint (grid->candidates[0], ==, nonet_digit_bit (1));
  g_assert_true (nonet_document_toggle_candidate (document, 0, 1));
  g_assert_cmpuint (grid->candidates[0], ==, 0);
  /* No pencil marks in a filled cell. */
  g_assert_false (nonet_document_toggle_candidate (document, 6, 1));

  g_assert_true (nonet_document_fill_candidates (document));
  g_assert_false (nonet_document_fill_candidates (document));
  /* r1c1 sees 2 (r1c7), 3 (r5c1), 4, 5, 8 ... but 1 is free. */
  g_assert_true (grid->candidates[0] & nonet_digit_bit (1));
  g_assert_false (grid->candidates[0] & nonet_digit_bit (2));

  /* Placing a digit takes it out of the peers' marks. */
  g_assert_true (grid->candidates[1] & nonet_digit_bit (5));
  nonet_document_set_digit (document, 0, 5);
  g_assert_false (grid->candidates[1] & nonet_digit_bit (5));
  g_assert_true (nonet_document_undo (document));
  g_assert_true (grid->candidates[1] & nonet_digit_bit (5));

  g_assert_true (nonet_document_clear_candidates (document));
  g_assert_false (grid->has_candidates);
}

/* Auto-removal is a preference: on (the default), a placed digit leaves
 * its peers' marks in the same undo step; off, the marks stay. */
static void
test_auto_remove_marks (void)
{
  g_autoptr(NonetDocument) document = new_example ();
  const NonetGrid *grid = nonet_document_get_grid (document);
  NonetGrid before;

  g_assert_true (nonet_document_get_auto_remove_marks (document));
  g_assert_true (nonet_document_fill_candidates (document));
  before = *grid;
  /* r1c2 and r2c2 (row and box of r1c1) have 5 among their marks. */
  g_assert_true (grid->candidates[1] & nonet_digit_bit (5));
  g_assert_true (grid->candidates[10] & nonet_digit_bit (5));
  g_assert_true (nonet_document_set_digit (document, 0, 5));
  g_assert_false (grid->candidates[1] & nonet_digit_bit (5));
  g_assert_false (grid->candidates[10] & nonet_digit_bit (5));
  /* One undo takes back the digit and the marks together. */
  g_assert_true (nonet_document_undo (document));
  g_assert_cmpmem (grid, sizeof *grid, &before, sizeof before);

  nonet_document_set_auto_remove_marks (document, FALSE);
  g_assert_false (nonet_document_get_auto_remove_marks (document));
  g_assert_true (nonet_document_set_digit (document, 0, 5));
  g_assert_cmpint (grid->values[0], ==, 5);
  g_assert_cmpuint (grid->candidates[0], ==, nonet_digit_bit (5));
  for (int i = 1; i < NONET_CELLS; i++)
    g_assert_cmpuint (grid->candidates[i], ==, before.candidates[i]);
  g_assert_true (nonet_document_undo (document));
  g_assert_cmpmem (grid, sizeof *grid, &before, sizeof before);
}

static void
test_serialize (void)
{
  g_autoptr(NonetDocument) document = new_example ();
  g_autoptr(NonetDocument) copy = nonet_document_new ();
  g_autofree char *givens = NULL, *values = NULL, *candidates = NULL;

  nonet_document_set_digit (document, 0, 1);
  nonet_document_toggle_candidate (document, 1, 9);
  nonet_document_serialize (document, &givens, &values, &candidates);
  g_assert_cmpstr (givens, ==, example);
  g_assert_cmpint (values[0], ==, '1');
  g_assert_true (nonet_document_deserialize (copy, givens, values, candidates, TRUE));
  g_assert_cmpmem (nonet_document_get_grid (document), sizeof (NonetGrid),
                   nonet_document_get_grid (copy), sizeof (NonetGrid));
  g_assert_false (nonet_document_get_can_undo (copy));
  g_assert_false (nonet_document_deserialize (copy, "bad", values, candidates, TRUE));
}

typedef struct
{
  const NonetSolveOutcome *outcome;
  const NonetPath         *path;
  GError                  *error;
  gboolean                 done;
} SolveWait;

static void
solve_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  SolveWait *wait = user_data;

  wait->outcome = nonet_document_check_finish (NONET_DOCUMENT (object), result, &wait->error);
  wait->done = TRUE;
}

static void
path_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  SolveWait *wait = user_data;

  wait->path = nonet_document_ensure_path_finish (NONET_DOCUMENT (object), result, &wait->error);
  wait->outcome = nonet_document_get_outcome (NONET_DOCUMENT (object));
  wait->done = TRUE;
}

static void
wait_for (SolveWait *wait)
{
  while (!wait->done)
    g_main_context_iteration (NULL, TRUE);
}

static void
test_solve_unique (void)
{
  g_autoptr(NonetDocument) document = new_example ();
  const NonetGrid *grid = nonet_document_get_grid (document);
  SolveWait wait = { 0 };
  NonetGrid solved;

  /* The player's digits do not matter: the worker solves the givens. */
  nonet_document_set_digit (document, 0, 9);
  nonet_document_ensure_path_async (document, path_cb, &wait);
  wait_for (&wait);
  g_assert_no_error (wait.error);
  g_assert_cmpint (wait.outcome->status, ==, NONET_STATUS_OK);
  g_assert_true (wait.outcome->has_solution);

  nonet_grid_clear (&solved);
  nonet_grid_set_givens (&solved, wait.outcome->solution);
  g_assert_true (nonet_grid_is_solved (&solved));
  for (int i = 0; i < NONET_CELLS; i++)
    if (grid->given[i])
      g_assert_cmpint (wait.outcome->solution[i], ==, grid->values[i]);

  g_assert_true (wait.outcome->has_path);
  g_assert_cmpint (wait.outcome->path.n_steps, >, 0);
  /* The document keeps the path it was asked for. */
  g_assert_true (wait.path == nonet_document_get_path (document));
  g_assert_cmpint (nonet_document_get_n_steps (document), >, 0);
  nonet_document_set_current_step (document, 0);
  g_assert_cmpint (nonet_document_get_current_step (document), ==, 0);
  g_assert_nonnull (nonet_document_get_step (document, 0));

  /* Changing a given drops the path; a player's digit does not. */
  nonet_document_set_digit (document, 1, 4);
  g_assert_nonnull (nonet_document_get_path (document));
  nonet_document_deserialize (document, example, example, "", FALSE);
  nonet_document_set_digit (document, 0, 1);
  g_assert_null (nonet_document_get_path (document));
}

static void
test_solve_cached (void)
{
  g_autoptr(NonetDocument) document = new_example ();
  SolveWait first = { 0 }, second = { 0 }, other = { 0 };
  static TestGate gate;  /* static: a worker may read it after the test returns */

  test_gate_install (&gate, document, FALSE);
  nonet_document_check_async (document, solve_cb, &first);
  wait_for (&first);
  g_assert_cmpuint (gate.runs, ==, 1);
  g_assert_true (first.outcome->has_path);
  /* The same givens again: the path comes from the check, no worker. */
  nonet_document_ensure_path_async (document, path_cb, &second);
  wait_for (&second);
  g_assert_cmpuint (gate.runs, ==, 1);
  g_assert_nonnull (second.path);
  g_assert_cmpint (second.path->n_steps, ==, first.outcome->path.n_steps);
  g_assert_cmpmem (second.path->steps, second.path->n_steps * sizeof (NonetStep),
                   first.outcome->path.steps, first.outcome->path.n_steps * sizeof (NonetStep));
  /* Other givens: a worker again. */
  nonet_document_set_digit (document, 0, 0);
  nonet_document_deserialize (document, example, example, "", FALSE);
  nonet_document_set_digit (document, 0, 1);
  nonet_document_check_async (document, solve_cb, &other);
  wait_for (&other);
  g_assert_cmpuint (gate.runs, ==, 2);
}

/* Five requests at once, while the worker is held: one engine run, five
 * answers, one path stored and notified once. */
static void
test_path_merged (void)
{
  g_autoptr(NonetDocument) document = new_example ();
  SolveWait waits[5] = { { 0 } };
  static TestGate gate;  /* static: a worker may read it after the test returns */
  int notified = 0;

  g_signal_connect (document, "notify::path", G_CALLBACK (count_cb), &notified);
  test_gate_install (&gate, document, TRUE);
  for (int i = 0; i < 5; i++)
    nonet_document_ensure_path_async (document, path_cb, &waits[i]);
  g_assert_true (nonet_document_get_busy (document));
  for (int i = 0; i < 5; i++)
    g_assert_false (waits[i].done);
  test_gate_release (&gate);
  for (int i = 0; i < 5; i++)
    wait_for (&waits[i]);
  g_assert_cmpuint (gate.runs, ==, 1);
  for (int i = 0; i < 5; i++)
    {
      g_assert_no_error (waits[i].error);
      g_assert_true (waits[i].path == nonet_document_get_path (document));
    }
  g_assert_cmpint (nonet_document_get_n_steps (document), >, 0);
  g_assert_cmpint (notified, ==, 1);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_false (nonet_document_get_busy (document));
}

static void
test_solve_several (void)
{
  g_autoptr(NonetDocument) document = nonet_document_new ();
  SolveWait wait = { 0 };

  nonet_document_set_digit (document, 0, 1);
  nonet_document_set_digit (document, 1, 2);
  nonet_document_check_async (document, solve_cb, &wait);
  wait_for (&wait);
  g_assert_no_error (wait.error);
  g_assert_cmpint (wait.outcome->status, ==, NONET_STATUS_MULTIPLE_SOLUTIONS);
  g_assert_false (wait.outcome->has_path);
}

static void
test_solve_broken (void)
{
  g_autoptr(NonetDocument) document = nonet_document_new ();
  SolveWait wait = { 0 };

  nonet_document_set_digit (document, 0, 1);
  nonet_document_set_digit (document, 80, 1);
  nonet_document_set_digit (document, 8, 1);
  nonet_document_check_async (document, solve_cb, &wait);
  wait_for (&wait);
  g_assert_no_error (wait.error);
  g_assert_cmpint (wait.outcome->status, ==, NONET_STATUS_DUPLICATE);
  g_assert_false (wait.outcome->has_solution);
}

static void
test_solve_unsolvable (void)
{
  g_autoptr(NonetDocument) document = nonet_document_new ();
  SolveWait wait = { 0 };

  /* Row 1 holds 1-7; the 9s in columns 8 and 9 leave 8 for both r1c8 and
   * r1c9: the forced singles run into a clash the status can name. */
  for (int c = 0; c < 7; c++)
    nonet_document_set_digit (document, c, c + 1);
  nonet_document_set_digit (document, nonet_cell_at (4, 7), 9);
  nonet_document_set_digit (document, nonet_cell_at (6, 8), 9);
  nonet_document_check_async (document, solve_cb, &wait);
  wait_for (&wait);
  g_assert_no_error (wait.error);
  g_assert_cmpint (wait.outcome->status, ==, NONET_STATUS_UNSOLVABLE);
  g_assert_cmpint (wait.outcome->error.cell_a, >=, 0);
}

static void
test_solve_cancel (void)
{
  g_autoptr(NonetDocument) document = new_example ();
  SolveWait wait = { 0 };
  static TestGate gate;  /* static: a worker may read it after the test returns */

  test_gate_install (&gate, document, TRUE);
  nonet_document_ensure_path_async (document, path_cb, &wait);
  g_assert_true (nonet_document_get_busy (document));
  nonet_document_cancel_all (document);
  g_assert_false (nonet_document_get_busy (document));
  wait_for (&wait);
  g_assert_error (wait.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (wait.path);
  g_assert_null (nonet_document_get_path (document));
  g_clear_error (&wait.error);
}

typedef struct
{
  GError   *error;
  gboolean  loaded;
  gboolean  done;
} LoadWait;

static void
load_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  LoadWait *wait = user_data;

  wait->loaded = nonet_document_load_finish (NONET_DOCUMENT (object), result, &wait->error);
  wait->done = TRUE;
}

static void
wait_for_load (LoadWait *wait)
{
  while (!wait->done)
    g_main_context_iteration (NULL, TRUE);
}

/* Opening /dev/zero, a collection larger than anything read whole, and a
 * FIFO nobody writes to (Escape, cancel_all, stops the wait): the app's
 * loads are bounded and cancellable. */
static void
test_open_hostile (void)
{
  g_autoptr(NonetDocument) document = nonet_document_new ();
  g_autoptr(GFile) zero = g_file_new_for_path ("/dev/zero");
  g_autofree char *dir = g_dir_make_tmp ("nonet-test-document-XXXXXX", NULL);
  g_autofree char *big_path = g_build_filename (dir, "big.txt", NULL);
  g_autofree char *fifo_path = g_build_filename (dir, "load.fifo", NULL);
  g_autoptr(GFile) big = g_file_new_for_path (big_path);
  g_autoptr(GFile) fifo = g_file_new_for_path (fifo_path);
  GString *text = g_string_new (NULL);
  LoadWait refused = { 0 }, collection = { 0 }, waiting = { 0 };

  nonet_document_open_async (document, zero, load_cb, &refused);
  wait_for_load (&refused);
  g_assert_false (refused.loaded);
  g_assert_nonnull (strstr (refused.error->message, "not a regular file or a pipe"));
  g_clear_error (&refused.error);

  /* 4 MiB of puzzle lines: the first puzzle, from the first MiB only. */
  while (text->len < 4 * NONET_FILE_HEAD_SIZE)
    g_string_append_printf (text, "%s\n", example);
  g_assert_true (g_file_set_contents (big_path, text->str, (gssize) text->len, NULL));
  g_string_free (text, TRUE);
  nonet_document_open_async (document, big, load_cb, &collection);
  wait_for_load (&collection);
  g_assert_no_error (collection.error);
  g_assert_true (collection.loaded);
  g_assert_cmpint (nonet_grid_count_givens (nonet_document_get_grid (document)), ==, 24);

  g_assert_cmpint (mkfifo (fifo_path, 0600), ==, 0);
  nonet_document_open_async (document, fifo, load_cb, &waiting);
  g_assert_true (nonet_document_get_busy (document));
  for (int i = 0; i < 5; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_false (waiting.done);
  nonet_document_cancel_all (document);
  wait_for_load (&waiting);
  g_assert_error (waiting.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&waiting.error);

  g_remove (fifo_path);
  g_remove (big_path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/document/load-text", test_load_text);
  g_test_add_func ("/document/load-bad-text", test_load_bad_text);
  g_test_add_func ("/document/load-collection", test_load_collection);
  g_test_add_func ("/document/entry-and-givens", test_entry_and_givens);
  g_test_add_func ("/document/undo-redo", test_undo_redo);
  g_test_add_func ("/document/conflicts", test_conflicts);
  g_test_add_func ("/document/candidates", test_candidates);
  g_test_add_func ("/document/auto-remove-marks", test_auto_remove_marks);
  g_test_add_func ("/document/serialize", test_serialize);
  g_test_add_func ("/document/solve-unique", test_solve_unique);
  g_test_add_func ("/document/solve-cached", test_solve_cached);
  g_test_add_func ("/document/path-merged", test_path_merged);
  g_test_add_func ("/document/solve-several", test_solve_several);
  g_test_add_func ("/document/solve-broken", test_solve_broken);
  g_test_add_func ("/document/solve-unsolvable", test_solve_unsolvable);
  g_test_add_func ("/document/solve-cancel", test_solve_cancel);
  g_test_add_func ("/document/open-hostile", test_open_hostile);

  return g_test_run ();
}
