/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-steps-panel.c: the path panel beside the board, driven through its
 * actions, its selection model and its shortcut controller; "Why?" through
 * the board's right-click gesture and win.why (suite gui, needs a display). */
#include "config.h"

#include <string.h>

#include "app-test-window.h"
#include "nonet-step-item.h"
#include "nonet-step-text.h"
#include "nonet-steps-panel.h"
#include "nonet-why.h"

static NonetStepsPanel *
get_panel (Fixture *f)
{
  GtkWidget *panel = find_descendant (GTK_WIDGET (nonet_window_get_side_panel (f->window)),
                                      NONET_TYPE_STEPS_PANEL);

  g_assert_nonnull (panel);
  return NONET_STEPS_PANEL (panel);
}

/* "Show the Path": the path without filling in the board. */
static NonetStepsPanel *
build_path (Fixture *f)
{
  NonetStepsPanel *panel = get_panel (f);
  int filled = nonet_grid_count_filled (nonet_document_get_grid (f->document));

  g_assert_null (nonet_document_get_path (f->document));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "win.show-path", NULL));
  spin_until_idle (f->window);
  g_assert_nonnull (nonet_document_get_path (f->document));
  g_assert_cmpint (nonet_grid_count_filled (nonet_document_get_grid (f->document)), ==, filled);
  return panel;
}

static int
first_elimination_step (NonetDocument *document)
{
  for (int i = 0; i < nonet_document_get_n_steps (document); i++)
    if (nonet_document_get_step (document, i)->n_eliminations > 0)
      return i;
  g_assert_not_reached ();
}

static void
test_list (Fixture       *f,
           gconstpointer  data)
{
  NonetStepsPanel *panel = build_path (f);
  GListModel *model = nonet_steps_panel_get_model (panel);
  g_autoptr(NonetStepItem) item = NULL;

  /* One row per step, numbered from 1, with the technique and a summary. */
  g_assert_cmpuint (g_list_model_get_n_items (model), ==,
                    nonet_document_get_n_steps (f->document));
  item = g_list_model_get_item (model, 0);
  g_assert_cmpstr (nonet_step_item_get_number (item), ==, "1");
  g_assert_cmpstr (nonet_step_item_get_title (item), ==,
                   nonet_technique_get_name (nonet_document_get_step (f->document, 0)->technique));
  g_assert_true (strlen (nonet_step_item_get_summary (item)) > 0);
  /* The heading says unique and rated. */
  g_test_message ("summary: %s", nonet_steps_panel_get_summary (panel));
  g_assert_true (g_str_has_prefix (nonet_steps_panel_get_summary (panel), "Unique solution"));

  /* Changing the givens drops the path and empties the list. */
  nonet_document_clear (f->document);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 0);
  g_assert_null (nonet_steps_panel_get_summary (panel));
}

/* Selecting a row shows that step: the state before it, its target struck
 * in the target colour, its sentence under the board. */
static void
test_select_draws (Fixture       *f,
                   gconstpointer  data)
{
  NonetStepsPanel *panel = build_path (f);
  GtkListView *list = GTK_LIST_VIEW (find_descendant (GTK_WIDGET (panel), GTK_TYPE_LIST_VIEW));
  GtkSingleSelection *selection = GTK_SINGLE_SELECTION (gtk_list_view_get_model (list));
  NonetBoardView *board = nonet_window_get_board (f->window);
  int index = first_elimination_step (f->document);
  NonetCandidate target = nonet_document_get_step (f->document, index)->eliminations[0];
  Pixels before, after;

  render_board (board, &before);
  g_assert_cmpint (count_in_cell (&before, target.cell, is_red), ==, 0);
  g_assert_null (nonet_window_get_step_text (f->window));

  gtk_single_selection_set_selected (selection, index);
  g_assert_cmpint (nonet_document_get_current_step (f->document), ==, index);
  render_board (board, &after);
  g_assert_cmpint (count_in_cell (&after, target.cell, is_red), >, 20);
  g_assert_nonnull (nonet_window_get_step_text (f->window));
  g_test_message ("step %d: %s", index + 1, nonet_window_get_step_text (f->window));

  /* And the other way: the document's current step selects the row. */
  nonet_document_set_current_step (f->document, 0);
  g_assert_cmpuint (gtk_single_selection_get_selected (selection), ==, 0);
  nonet_document_set_current_step (f->document, -1);
  g_assert_cmpuint (gtk_single_selection_get_selected (selection), ==, GTK_INVALID_LIST_POSITION);
  g_assert_null (nonet_window_get_step_text (f->window));

  g_free (before.data);
  g_free (after.data);
}

/* Fires the window's capture-phase shortcut for key + mods, as a key press would. */
static void
press_shortcut (NonetStepsPanel *panel,
                guint            key,
                GdkModifierType  mods)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (panel)));
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (window);
  g_autoptr(GtkShortcutTrigger) wanted = gtk_keyval_trigger_new (key, mods);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      g_assert_cmpint (gtk_shortcut_controller_get_scope (GTK_SHORTCUT_CONTROLLER (controller)),
                       ==, GTK_SHORTCUT_SCOPE_GLOBAL);
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);

          if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), wanted))
            {
              g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                                           GTK_SHORTCUT_ACTION_EXCLUSIVE,
                                                           window, NULL));
              return;
            }
        }
    }
  g_assert_not_reached ();
}

static void
test_keys (Fixture       *f,
           gconstpointer  data)
{
  NonetStepsPanel *panel = build_path (f);
  int n_steps = nonet_document_get_n_steps (f->document);

  g_assert_cmpint (nonet_document_get_current_step (f->document), ==, -1);
  press_shortcut (panel, GDK_KEY_Right, GDK_ALT_MASK);
  g_assert_cmpint (nonet_document_get_current_step (f->document), ==, 0);
  press_shortcut (panel, GDK_KEY_Page_Down, 0);
  press_shortcut (panel, GDK_KEY_Right, GDK_ALT_MASK);
  g_assert_cmpint (nonet_document_get_current_step (f->document), ==, 2);
  press_shortcut (panel, GDK_KEY_Left, GDK_ALT_MASK);
  press_shortcut (panel, GDK_KEY_Page_Up, 0);
  g_assert_cmpint (nonet_document_get_current_step (f->document), ==, 0);
  /* The first step has no previous one. */
  gtk_widget_activate_action (GTK_WIDGET (panel), "win.previous-step", NULL);
  g_assert_cmpint (nonet_document_get_current_step (f->document), ==, 0);

  /* The last step stops there. */
  nonet_document_set_current_step (f->document, n_steps - 1);
  gtk_widget_activate_action (GTK_WIDGET (panel), "win.next-step", NULL);
  g_assert_cmpint (nonet_document_get_current_step (f->document), ==, n_steps - 1);
}

static void
test_apply (Fixture       *f,
            gconstpointer  data)
{
  NonetStepsPanel *panel = build_path (f);
  const NonetPath *path = nonet_document_get_path (f->document);
  const NonetGrid *grid = nonet_document_get_grid (f->document);
  int filled = nonet_grid_count_filled (grid);
  NonetGrid expected;

  nonet_document_set_current_step (f->document, 0);
  press_shortcut (panel, GDK_KEY_Return, GDK_ALT_MASK);
  /* The grid is the state after step 1, and step 2 is shown next. */
  nonet_path_state_at (path, 1, &expected);
  g_assert_cmpmem (grid->values, sizeof grid->values, expected.values, sizeof expected.values);
  g_assert_cmpint (nonet_grid_count_filled (grid), >, filled);
  g_assert_cmpint (nonet_document_get_current_step (f->document), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "win.apply-step", NULL));
  nonet_path_state_at (path, 2, &expected);
  g_assert_cmpmem (grid->values, sizeof grid->values, expected.values, sizeof expected.values);
  /* One undo per step applied. */
  g_assert_true (nonet_document_undo (f->document));
  g_assert_true (nonet_document_undo (f->document));
  g_assert_cmpint (nonet_grid_count_filled (grid), ==, filled);
  g_assert_nonnull (nonet_document_get_path (f->document));
}

static GtkGestureClick *
find_right_click (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller)
          && gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (controller))
             == GDK_BUTTON_SECONDARY)
        return GTK_GESTURE_CLICK (controller);
    }
  g_assert_not_reached ();
}

/* Fires the board's Menu / Shift+F10 shortcut. */
/* "Why?" on a candidate the path removes: right-click it, ask; the step
 * shown is the first one after which the candidate is gone. */
static void
test_why_removed_candidate (Fixture       *f,
                            gconstpointer  data)
{
  NonetBoardView *board = nonet_window_get_board (f->window);
  GtkGestureClick *click = find_right_click (GTK_WIDGET (board));
  g_autoptr(GMenuModel) menu = NULL;
  NonetPath path;
  NonetGrid puzzle, before, after;
  NonetError error;
  NonetCandidate target = { 0 };
  NonetBoardGeometry geometry;
  GtkWidget *popover;
  double x, y;
  int index;

  /* Our own path of the puzzle, to pick a candidate some step removes. */
  nonet_path_init (&path);
  nonet_document_get_puzzle (f->document, &puzzle);
  g_assert_cmpint (nonet_path_build (&puzzle, NULL, &path, &error), ==, NONET_STATUS_OK);
  for (int i = 0; i < path.n_steps && target.digit == 0; i++)
    if (path.steps[i].n_eliminations > 0)
      target = path.steps[i].eliminations[0];
  g_assert_cmpint (target.digit, !=, 0);
  nonet_path_clear (&path);

  /* The right-click on that candidate offers the question. */
  nonet_board_geometry_compute (&geometry, gtk_widget_get_width (GTK_WIDGET (board)),
                                gtk_widget_get_height (GTK_WIDGET (board)));
  nonet_board_geometry_candidate_center (&geometry, target.cell, target.digit, &x, &y);
  g_signal_emit_by_name (click, "pressed", 1, x, y);
  g_assert_cmpint (nonet_board_view_get_selected (board), ==, target.cell);
  popover = find_descendant (GTK_WIDGET (board), GTK_TYPE_POPOVER_MENU);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (popover));
  gtk_popover_popdown (GTK_POPOVER (popover));
  g_assert_false (gtk_widget_get_visible (popover));
  /* The Menu key opens it too, on the selected cell. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.why-menu", NULL));
  g_assert_true (gtk_widget_get_visible (popover));
  gtk_popover_popdown (GTK_POPOVER (popover));
  menu = nonet_why_make_menu (nonet_window_get_why (f->window), target.cell, target.digit);
  g_assert_cmpint (g_menu_model_get_n_items (menu), ==, 2);

  /* Asking builds the path in a worker, then shows the step. */
  g_assert_null (nonet_document_get_path (f->document));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.why", "(ii)",
                                             target.cell, target.digit));
  g_assert_true (nonet_why_get_busy (nonet_window_get_why (f->window)));
  spin_until_idle (f->window);
  index = nonet_document_get_current_step (f->document);
  g_assert_cmpint (index, >=, 0);
  nonet_path_state_at (nonet_document_get_path (f->document), index, &before);
  nonet_path_state_at (nonet_document_get_path (f->document), index + 1, &after);
  g_assert_true (before.values[target.cell] == 0
                 && (before.candidates[target.cell] & nonet_digit_bit (target.digit)));
  g_assert_false (after.values[target.cell] == 0
                  && (after.candidates[target.cell] & nonet_digit_bit (target.digit)));
  g_assert_nonnull (nonet_window_get_step_text (f->window));

  /* "Which step fills it?" answers at once now that the path is there. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.why", "(ii)",
                                             target.cell, 0));
  spin_until_idle (f->window);
  g_assert_false (nonet_window_get_busy (f->window));
  index = nonet_document_get_current_step (f->document);
  nonet_path_state_at (nonet_document_get_path (f->document), index + 1, &after);
  g_assert_cmpint (after.values[target.cell], !=, 0);
  nonet_path_state_at (nonet_document_get_path (f->document), index, &before);
  g_assert_cmpint (before.values[target.cell], ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  init_gtk_or_exit ("test-steps-panel");

#define ADD(path, func) \
  g_test_add ("/steps-panel/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("list", test_list);
  ADD ("select-draws", test_select_draws);
  ADD ("keys", test_keys);
  ADD ("apply", test_apply);
  ADD ("why-removed-candidate", test_why_removed_candidate);
#undef ADD

  return g_test_run ();
}
