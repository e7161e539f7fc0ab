/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-play.c: the play features of issue 8 in a real window: New Puzzle
 * of each kind (and cancelled), practice Check and Show me, the timer,
 * Clear Board and Redo, the number pad, the setters' transforms (suite
 * gui, needs a display). */
#include "config.h"

#include <string.h>

#include "app-test-gate.h"
#include "app-test-window.h"
#include "nonet-names.h"
#include "nonet-new-puzzle.h"
#include "nonet-number-pad.h"
#include "nonet-print.h"
#include "nonet-technique-text.h"

/* The dialog, until it is destroyed (a weak pointer). */
static GtkWindow *dialog;

static void
wait_for_dialog_result (NonetWindow *window)
{
  while (dialog != NULL)
    g_main_context_iteration (NULL, TRUE);
  spin_until_idle (window);
}

static void
open_dialog (Fixture *f)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-puzzle", NULL));
  dialog = nonet_new_puzzle_dialog_get_current ();
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (f->window));
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
}

/* A level: the board holds a new locked puzzle with a unique solution and
 * the status line says so. */
static void
test_new_grade (Fixture       *f,
                gconstpointer  data)
{
  NonetNewPuzzleRequest request = { NONET_NEW_PUZZLE_GRADE, NONET_LABEL_EASY };
  NonetGrid before, after;

  request.symmetry = NONET_GEN_SYMMETRY_ROT180;
  request.seed = 42;
  nonet_document_get_puzzle (f->document, &before);
  open_dialog (f);
  nonet_new_puzzle_dialog_choose (dialog, &request);
  wait_for_dialog_result (f->window);
  nonet_document_get_puzzle (f->document, &after);
  g_assert_true (memcmp (before.values, after.values, sizeof before.values) != 0);
  g_assert_true (nonet_document_get_locked (f->document));
  g_assert_true (nonet_gen_symmetry_holds (&after, NONET_GEN_SYMMETRY_ROT180));
  g_assert_nonnull (strstr (nonet_window_get_message (f->window), "Easy"));
  g_assert_nonnull (strstr (nonet_window_get_status (f->window), "exactly one solution"));
}

/* The first widget under root (root included) of type, whose title (a
 * preferences row's, or a button's label) is title when title is not NULL. */
static GtkWidget *
find_widget (GtkWidget  *root,
             GType       type,
             const char *title)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    {
      const char *text = NULL;

      if (ADW_IS_PREFERENCES_ROW (root))
        text = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root));
      else if (GTK_IS_BUTTON (root))
        text = gtk_button_get_label (GTK_BUTTON (root));
      if (title == NULL || g_strcmp0 (text, title) == 0)
        return root;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, type, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The practice list offers the practical techniques only, and the row says
 * what the chosen one is (its description, not its rating). */
static void
test_new_dialog_techniques (Fixture       *f,
                            gconstpointer  data)
{
  AdwComboRow *row;
  GListModel *model;
  guint expected = 0, x_wing = G_MAXUINT;

  open_dialog (f);
  row = ADW_COMBO_ROW (find_widget (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, "Technique"));
  g_assert_nonnull (row);
  model = adw_combo_row_get_model (row);
  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    expected += nonet_gen_is_practical (t);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, expected);
  g_assert_false (nonet_gen_is_practical (NONET_TECH_DUAL_TWO_STRING_KITE));
  g_assert_true (nonet_gen_is_practical (NONET_TECH_WXYZ_WING));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   nonet_technique_describe (nonet_technique_at_rank (0)));
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      const char *name = gtk_string_list_get_string (GTK_STRING_LIST (model), i);

      g_assert_cmpstr (name, !=, nonet_technique_get_name (NONET_TECH_DUAL_TWO_STRING_KITE));
      if (g_str_equal (name, nonet_technique_get_name (NONET_TECH_X_WING)))
        x_wing = i;
    }
  g_assert_cmpuint (x_wing, <, expected);
  adw_combo_row_set_selected (row, x_wing);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   nonet_technique_describe (NONET_TECH_X_WING));
  g_assert_null (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "Rated SE"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "window.close", NULL));
  wait_for_dialog_result (f->window);
}

/* The Minimal switch, then Generate (Medium, 180° by default): the new
 * puzzle is minimal and symmetric. */
static void
test_new_dialog_minimal (Fixture       *f,
                         gconstpointer  data)
{
  GtkWidget *toggle, *generate;
  NonetGrid after;

  open_dialog (f);
  toggle = find_widget (GTK_WIDGET (dialog), GTK_TYPE_SWITCH, NULL);
  generate = find_widget (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, "_Generate");
  g_assert_nonnull (toggle);
  g_assert_nonnull (generate);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (toggle)));
  gtk_switch_set_active (GTK_SWITCH (toggle), TRUE);
  g_signal_emit_by_name (generate, "clicked");
  wait_for_dialog_result (f->window);
  nonet_document_get_puzzle (f->document, &after);
  g_assert_true (nonet_gen_symmetry_holds (&after, NONET_GEN_SYMMETRY_ROT180));
  g_assert_true (nonet_gen_is_minimal (&after));
  g_assert_nonnull (strstr (nonet_window_get_message (f->window), "Medium"));
}

static void
test_new_empty (Fixture       *f,
                gconstpointer  data)
{
  NonetNewPuzzleRequest request = { NONET_NEW_PUZZLE_EMPTY };

  open_dialog (f);
  nonet_new_puzzle_dialog_choose (dialog, &request);
  wait_for_dialog_result (f->window);
  g_assert_cmpint (nonet_grid_count_filled (nonet_document_get_grid (f->document)), ==, 0);
  g_assert_false (nonet_document_get_locked (f->document));
}

/* Closing the dialog mid-work (a worker held by the gate) stops the
 * worker and leaves the old puzzle. */
static void
test_new_cancelled (Fixture       *f,
                    gconstpointer  data)
{
  static TestGate gate;
  NonetNewPuzzleRequest request = { NONET_NEW_PUZZLE_GRADE, NONET_LABEL_EXTREME };
  NonetGrid before, after;

  nonet_document_get_puzzle (f->document, &before);
  test_gate_install (&gate, f->document, TRUE);
  open_dialog (f);
  nonet_new_puzzle_dialog_choose (dialog, &request);
  while (g_atomic_int_get (&gate.runs) == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (nonet_document_get_busy (f->document));
  /* Escape closes the dialog. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "window.close", NULL));
  wait_for_dialog_result (f->window);
  test_gate_release (&gate);
  spin_until_idle (f->window);
  nonet_document_get_puzzle (f->document, &after);
  g_assert_true (memcmp (&before, &after, sizeof before) == 0);
  g_assert_false (nonet_document_get_busy (f->document));
  g_assert_null (nonet_window_get_error (f->window));
}

/* Practice: Check says incomplete, then wrong naming the mark, then right
 * once the step's own marks are made; Show me draws the step. */
static void
test_practice (Fixture       *f,
               gconstpointer  data)
{
  NonetNewPuzzleRequest request = { NONET_NEW_PUZZLE_PRACTICE };
  NonetPractice *practice = nonet_window_get_practice (f->window);
  const NonetGrid *grid = nonet_document_get_grid (f->document);
  const NonetStep *step;
  g_autofree char *message = NULL;
  g_autofree char *wrong_cell = NULL;
  int wrong = -1, wrong_digit = 0;
  guint right, checks;

  request.technique = nonet_technique_from_id ("x-wing");
  request.seed = 7;
  open_dialog (f);
  nonet_new_puzzle_dialog_choose (dialog, &request);
  wait_for_dialog_result (f->window);
  g_assert_true (nonet_practice_get_active (practice));
  g_assert_true (grid->has_candidates);

  g_assert_cmpint (nonet_practice_check (practice, &message), ==, NONET_PRACTICE_INCOMPLETE);
  g_clear_pointer (&message, g_free);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.practice-show", NULL));
  g_assert_nonnull (strstr (nonet_practice_get_text (practice), "X-Wing"));
  step = nonet_document_get_hint_step (f->document);
  g_assert_nonnull (step);
  g_assert_cmpint (step->technique, ==, request.technique);
  g_assert_cmpint (step->n_eliminations, >, 0);

  /* Make every mark of the step, then one more. */
  for (int i = 0; i < step->n_eliminations; i++)
    g_assert_true (nonet_document_toggle_candidate (f->document, step->eliminations[i].cell,
                                                    step->eliminations[i].digit));
  nonet_document_set_hint_step (f->document, NULL);
  g_assert_true (nonet_practice_get_active (practice));
  g_assert_cmpint (nonet_practice_check (practice, &message), ==, NONET_PRACTICE_RIGHT);
  g_clear_pointer (&message, g_free);
  nonet_practice_get_tally (practice, request.technique, &right, &checks);
  g_assert_cmpuint (right, >=, 1);

  /* A candidate removed that no elimination touches is named. */
  for (int c = 0; c < NONET_CELLS && wrong_cell == NULL; c++)
    for (int d = 1; d <= 9 && wrong_cell == NULL; d++)
      if (grid->values[c] == 0 && (grid->candidates[c] & (1u << (d - 1))))
        {
          wrong = c;
          wrong_digit = d;
          wrong_cell = nonet_cell_name (c);
        }
  g_assert_true (nonet_document_toggle_candidate (f->document, wrong, wrong_digit));
  g_assert_cmpint (nonet_practice_check (practice, &message), ==, NONET_PRACTICE_WRONG);
  g_assert_nonnull (strstr (message, wrong_cell));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.practice-check", NULL));
  g_assert_nonnull (strstr (nonet_practice_get_text (practice), wrong_cell));
}

/* The timer runs while the window is active and the puzzle unsolved, and
 * stops when the window loses the focus. */
static void
test_timer (Fixture       *f,
            gconstpointer  data)
{
  NonetTimer *timer = nonet_window_get_timer (f->window);
  GtkWidget *other;

  g_assert_true (nonet_document_get_locked (f->document));
  if (!gtk_window_is_active (GTK_WINDOW (f->window)))
    {
      g_test_skip ("the window did not get the focus on this display");
      return;
    }
  g_assert_true (nonet_timer_get_running (timer));
  other = gtk_window_new ();
  gtk_window_present (GTK_WINDOW (other));
  while (gtk_window_is_active (GTK_WINDOW (f->window)))
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (nonet_timer_get_running (timer));
  gtk_window_destroy (GTK_WINDOW (other));
}

/* Clear Board keeps the givens; Undo brings the digits back; the header's
 * Redo clears again. */
static void
test_clear_board_and_redo (Fixture       *f,
                           gconstpointer  data)
{
  const NonetGrid *grid = nonet_document_get_grid (f->document);
  int filled = nonet_grid_count_filled (grid);
  int cell = 0;

  while (!nonet_document_is_editable (f->document, cell) || grid->values[cell] != 0)
    cell++;
  g_assert_true (nonet_document_set_digit (f->document, cell, 1 + cell % 9));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.clear-board", NULL));
  g_assert_cmpint (nonet_grid_count_filled (grid), ==, filled);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL));
  g_assert_cmpint (grid->values[cell], ==, 1 + cell % 9);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.redo", NULL));
  g_assert_cmpint (grid->values[cell], ==, 0);
}

/* Mouse only: a cell, then the pad's digit; in pencil mode a mark. */
static void
test_number_pad (Fixture       *f,
                 gconstpointer  data)
{
  NonetBoardView *board = nonet_window_get_board (f->window);
  GtkWidget *pad = nonet_window_get_number_pad (f->window);
  const NonetGrid *grid = nonet_document_get_grid (f->document);
  int cell = 0;

  g_assert_nonnull (pad);
  while (!nonet_document_is_editable (f->document, cell) || grid->values[cell] != 0)
    cell++;
  nonet_board_view_set_selected (board, cell);
  nonet_number_pad_press (pad, 4);
  g_assert_cmpint (grid->values[cell], ==, 4);
  nonet_number_pad_press (pad, 0);
  g_assert_cmpint (grid->values[cell], ==, 0);
  nonet_board_view_set_pencil_mode (board, TRUE);
  nonet_number_pad_press (pad, 7);
  g_assert_cmpint (grid->values[cell], ==, 0);
  g_assert_true (grid->has_candidates);
  nonet_board_view_set_pencil_mode (board, FALSE);
}

/* Four quarter turns give the puzzle back; each is one undo step. */
static void
test_transforms (Fixture       *f,
                 gconstpointer  data)
{
  GtkWidget *window = GTK_WIDGET (f->window);
  NonetGrid before, turned, relabelled;

  nonet_document_get_puzzle (f->document, &before);
  g_assert_true (gtk_widget_activate_action (window, "win.transform", "s", "rotate"));
  nonet_document_get_puzzle (f->document, &turned);
  g_assert_true (memcmp (&before, &turned, sizeof before) != 0);
  for (int i = 0; i < 3; i++)
    g_assert_true (gtk_widget_activate_action (window, "win.transform", "s", "rotate"));
  nonet_document_get_puzzle (f->document, &turned);
  g_assert_true (memcmp (&before, &turned, sizeof before) == 0);
  g_assert_true (gtk_widget_activate_action (window, "win.transform", "s", "relabel"));
  nonet_document_get_puzzle (f->document, &relabelled);
  g_assert_cmpint (nonet_grid_count_filled (&relabelled), ==, nonet_grid_count_filled (&before));
  g_assert_true (memcmp (&before, &relabelled, sizeof before) != 0);
  for (int c = 0; c < NONET_CELLS; c++)
    g_assert_cmpint (!before.values[c], ==, !relabelled.values[c]);
  g_assert_true (gtk_widget_activate_action (window, "win.undo", NULL));
  nonet_document_get_puzzle (f->document, &turned);
  g_assert_true (memcmp (&before, &turned, sizeof before) == 0);
}

static void
puzzles_done_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  GArray **puzzles = user_data;
  g_autoptr(GError) error = NULL;

  *puzzles = nonet_new_puzzles_finish (NONET_DOCUMENT (object), result, &error);
  g_assert_no_error (error);
}

/* Five new puzzles four a page: two pages of puzzles, two of solutions,
 * through the print operation's PDF export (no dialog). */
static void
test_print_puzzles (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GArray) puzzles = NULL;
  /* Kept in the build folder to be looked at, like e2e's screenshots. */
  g_autofree char *pdf = g_test_build_filename (G_TEST_BUILT, "play-puzzles.pdf", NULL);
  g_autofree char *text = NULL;
  g_autofree char *info = NULL;
  g_autoptr(GError) error = NULL;
  char *argv_text[] = { "pdftotext", "-layout", pdf, "-", NULL };
  char *argv_info[] = { "pdfinfo", pdf, NULL };
  NonetGrid before, after;

  nonet_document_get_puzzle (f->document, &before);
  nonet_new_puzzles_async (f->document, NONET_LABEL_EASY, NONET_GEN_SYMMETRY_ROT180, FALSE, 5,
                           11, puzzles_done_cb, &puzzles);
  while (puzzles == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (puzzles->len, ==, 5);
  nonet_document_get_puzzle (f->document, &after);
  g_assert_true (memcmp (&before, &after, sizeof before) == 0);
  for (guint i = 0; i < puzzles->len; i++)
    {
      const NonetNewPuzzle *puzzle = &g_array_index (puzzles, NonetNewPuzzle, i);

      g_assert_cmpint (puzzle->rating.label, ==, NONET_LABEL_EASY);
      for (int c = 0; c < NONET_CELLS; c++)
        if (puzzle->puzzle.values[c] != 0)
          g_assert_cmpint (puzzle->puzzle.values[c], ==, puzzle->solution[c]);
    }
  g_assert_cmpint (nonet_print_puzzles_run ((NonetNewPuzzle *) puzzles->data, puzzles->len, 4,
                                            GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, pdf, &error),
                   ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  g_assert_true (g_file_test (pdf, G_FILE_TEST_EXISTS));
  if (!g_spawn_sync (NULL, argv_text, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, &text, NULL, NULL, NULL)
      || !g_spawn_sync (NULL, argv_info, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                        NULL, NULL, &info, NULL, NULL, NULL))
    {
      g_test_skip ("poppler-utils (pdftotext, pdfinfo) not installed");
      return;
    }
  g_assert_nonnull (strstr (text, "Puzzle 5"));
  g_assert_nonnull (strstr (text, "Solution 5"));
  g_assert_null (strstr (text, "Puzzle 6"));
  g_assert_true (g_regex_match_simple ("Pages: +4\\b", info, 0, 0));
}

/* Print New Puzzles asks the symmetry (180° by default) and Minimal; the
 * worker makes what they ask. */
static void
test_print_choices (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GArray) puzzles = NULL;
  g_autoptr(GList) toplevels = NULL;
  GtkWidget *print = NULL;
  AdwComboRow *row;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.print-new", NULL));
  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (g_strcmp0 (gtk_window_get_title (l->data), "Print New Puzzles") == 0)
      print = l->data;
  g_assert_nonnull (print);
  row = ADW_COMBO_ROW (find_widget (print, ADW_TYPE_COMBO_ROW, "Symmetry"));
  g_assert_nonnull (row);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (row)), ==,
                    NONET_GEN_N_SYMMETRIES);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, NONET_GEN_SYMMETRY_ROT180);
  g_assert_nonnull (find_widget (print, GTK_TYPE_SWITCH, NULL));
  g_assert_true (gtk_widget_activate_action (print, "window.close", NULL));
  spin_until_idle (f->window);

  nonet_new_puzzles_async (f->document, NONET_LABEL_EASY, NONET_GEN_SYMMETRY_MIRROR_V, TRUE, 3,
                           12, puzzles_done_cb, &puzzles);
  while (puzzles == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (puzzles->len, ==, 3);
  for (guint i = 0; i < puzzles->len; i++)
    {
      const NonetGrid *grid = &g_array_index (puzzles, NonetNewPuzzle, i).puzzle;

      g_assert_true (nonet_gen_symmetry_holds (grid, NONET_GEN_SYMMETRY_MIRROR_V));
      g_assert_true (nonet_gen_is_minimal (grid));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  init_gtk_or_exit ("test-play");

#define ADD(name, func) \
  g_test_add ("/play/" name, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("new-grade", test_new_grade);
  ADD ("new-dialog-techniques", test_new_dialog_techniques);
  ADD ("new-dialog-minimal", test_new_dialog_minimal);
  ADD ("new-empty", test_new_empty);
  ADD ("new-cancelled", test_new_cancelled);
  ADD ("practice", test_practice);
  ADD ("timer", test_timer);
  ADD ("clear-board-and-redo", test_clear_board_and_redo);
  ADD ("number-pad", test_number_pad);
  ADD ("transforms", test_transforms);
  ADD ("print-puzzles", test_print_puzzles);
  ADD ("print-choices", test_print_choices);
#undef ADD

  return g_test_run ();
}
