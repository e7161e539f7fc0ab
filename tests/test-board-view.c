/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-board-view.c: the board widget driven through its own controllers,
 * checked in the document, the accessible label and the rendered pixels
 * (suite gui, needs a display). */
#include "config.h"

#include <adwaita.h>

#include "nonet-application.h"
#include "nonet-board-view.h"
#include "app-test-pixels.h"
#include "app-test-style.h"


static const char example[] =
  "......2......3.9....8.1..37.2.....9134.87.....6....4..5.24....34.3.5.....1.......";

typedef struct
{
  GtkWidget      *window;
  NonetBoardView *board;
  NonetDocument  *document;
} Fixture;

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  NonetError error;

  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), 540, 540);
  f->board = NONET_BOARD_VIEW (nonet_board_view_new ());
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->board));
  f->document = nonet_document_new ();
  g_assert_cmpint (nonet_document_load_text (f->document, example, -1, &error),
                   ==, NONET_STATUS_OK);
  nonet_board_view_set_document (f->board, f->document);
  gtk_window_present (GTK_WINDOW (f->window));
  while (gtk_widget_get_width (GTK_WIDGET (f->board)) < 270
         || !gtk_widget_get_mapped (GTK_WIDGET (f->board)))
    g_main_context_iteration (NULL, TRUE);
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_clear_object (&f->document);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static GtkEventController *
find_controller (GtkWidget *widget,
                 GType      type)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        return controller;  /* the widget keeps its own reference */
    }
  g_assert_not_reached ();
}

static gboolean
press_key_code (Fixture         *f,
                guint            keyval,
                guint            keycode,
                GdkModifierType  state)
{
  GtkEventController *key = find_controller (GTK_WIDGET (f->board), GTK_TYPE_EVENT_CONTROLLER_KEY);
  gboolean handled = FALSE;

  g_signal_emit_by_name (key, "key-pressed", keyval, keycode, state, &handled);
  return handled;
}

static gboolean
press_key (Fixture         *f,
           guint            keyval,
           GdkModifierType  state)
{
  return press_key_code (f, keyval, 0, state);
}

static void
cell_center (Fixture *f,
             int      cell,
             double  *x,
             double  *y)
{
  NonetBoardGeometry geometry;
  graphene_rect_t rect;

  nonet_board_geometry_compute (&geometry, gtk_widget_get_width (GTK_WIDGET (f->board)),
                                gtk_widget_get_height (GTK_WIDGET (f->board)));
  nonet_board_geometry_cell_rect (&geometry, cell, &rect);
  *x = rect.origin.x + rect.size.width / 2;
  *y = rect.origin.y + rect.size.height / 2;
}

static void
click_cell (Fixture *f,
            int      cell)
{
  GtkEventController *click = find_controller (GTK_WIDGET (f->board), GTK_TYPE_GESTURE_CLICK);
  double x, y;

  cell_center (f, cell, &x, &y);
  g_signal_emit_by_name (click, "pressed", 1, x, y);
}

static const NonetGrid *
grid_of (Fixture *f)
{
  return nonet_document_get_grid (f->document);
}

static void
test_click_selects (Fixture       *f,
                    gconstpointer  data)
{
  g_assert_cmpint (nonet_board_view_get_selected (f->board), ==, -1);
  click_cell (f, 22);
  g_assert_cmpint (nonet_board_view_get_selected (f->board), ==, 22);
  /* r3c5 holds the given 1. */
  gtk_test_accessible_assert_role (f->board, GTK_ACCESSIBLE_ROLE_GRID);
  gtk_test_accessible_assert_property (f->board, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "row 3, column 5, 1");
  click_cell (f, 80);
  g_assert_cmpint (nonet_board_view_get_selected (f->board), ==, 80);
  nonet_board_view_set_show_candidates (f->board, TRUE);
  click_cell (f, 0);
  /* r1c1 leaves 1 6 7 9 in the example. */
  gtk_test_accessible_assert_property (f->board, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "row 1, column 1, empty, candidates 1 6 7 9");
}

static void
test_keys (Fixture       *f,
           gconstpointer  data)
{
  /* The first arrow selects r1c1; arrows move and wrap. */
  g_assert_true (press_key (f, GDK_KEY_Right, 0));
  g_assert_cmpint (nonet_board_view_get_selected (f->board), ==, 0);
  press_key (f, GDK_KEY_Right, 0);
  press_key (f, GDK_KEY_Down, 0);
  g_assert_cmpint (nonet_board_view_get_selected (f->board), ==, 10);
  press_key (f, GDK_KEY_Up, 0);
  press_key (f, GDK_KEY_Up, 0);
  g_assert_cmpint (nonet_board_view_get_selected (f->board), ==, 73);
  press_key (f, GDK_KEY_Left, 0);
  press_key (f, GDK_KEY_Left, 0);
  g_assert_cmpint (nonet_board_view_get_selected (f->board), ==, 80);

  /* Digits set, 0 / BackSpace / Delete clear, keypad works. */
  nonet_board_view_set_selected (f->board, 0);
  g_assert_true (press_key (f, GDK_KEY_4, 0));
  g_assert_cmpint (grid_of (f)->values[0], ==, 4);
  g_assert_false (grid_of (f)->given[0]);
  press_key (f, GDK_KEY_BackSpace, 0);
  g_assert_cmpint (grid_of (f)->values[0], ==, 0);
  press_key (f, GDK_KEY_KP_7, 0);
  g_assert_cmpint (grid_of (f)->values[0], ==, 7);
  press_key (f, GDK_KEY_0, 0);
  g_assert_cmpint (grid_of (f)->values[0], ==, 0);
  press_key (f, GDK_KEY_6, 0);
  press_key (f, GDK_KEY_Delete, 0);
  g_assert_cmpint (grid_of (f)->values[0], ==, 0);

  /* A locked given does not change. */
  nonet_board_view_set_selected (f->board, 6);
  press_key (f, GDK_KEY_5, 0);
  g_assert_cmpint (grid_of (f)->values[6], ==, 2);

  /* Letters are not the board's: they go on to the window. */
  g_assert_false (press_key (f, GDK_KEY_z, GDK_CONTROL_MASK));

  /* Every change undoes. */
  g_assert_true (nonet_document_undo (f->document));
  g_assert_cmpint (grid_of (f)->values[0], ==, 6);
}

/* r1c1 leaves 1 6 7 9 in the example. */
#define R1C1_ALL (nonet_digit_bit (1) | nonet_digit_bit (6) | nonet_digit_bit (7) \
                  | nonet_digit_bit (9))

static void
test_pencil_marks (Fixture       *f,
                   gconstpointer  data)
{
  GdkDisplay *display = gtk_widget_get_display (GTK_WIDGET (f->board));
  g_autofree GdkKeymapKey *keys = NULL;
  int n_keys = 0;

  nonet_board_view_set_selected (f->board, 0);
  /* Shift+digit and Ctrl+digit toggle a pencil mark of what the board
   * shows: every candidate at first. */
  press_key (f, GDK_KEY_3, GDK_SHIFT_MASK);
  g_assert_true (grid_of (f)->has_candidates);
  g_assert_cmpuint (grid_of (f)->candidates[0], ==, R1C1_ALL | nonet_digit_bit (3));
  press_key (f, GDK_KEY_9, GDK_CONTROL_MASK);
  g_assert_cmpuint (grid_of (f)->candidates[0], ==,
                    (R1C1_ALL | nonet_digit_bit (3)) & ~nonet_digit_bit (9));
  press_key (f, GDK_KEY_3, GDK_SHIFT_MASK);
  g_assert_cmpuint (grid_of (f)->candidates[0], ==, R1C1_ALL & ~nonet_digit_bit (9));

  /* Shift+3 as a US keyboard sends it: '#' on the key of 3. */
  if (gdk_display_map_keyval (display, GDK_KEY_3, &keys, &n_keys) && n_keys > 0)
    {
      press_key_code (f, GDK_KEY_numbersign, keys[0].keycode, GDK_SHIFT_MASK);
      g_assert_cmpuint (grid_of (f)->candidates[0], ==,
                        (R1C1_ALL | nonet_digit_bit (3)) & ~nonet_digit_bit (9));
      press_key_code (f, GDK_KEY_numbersign, keys[0].keycode, GDK_SHIFT_MASK);
    }

  /* Pencil mode: plain digits mark, Shift+digit sets. */
  nonet_board_view_set_pencil_mode (f->board, TRUE);
  press_key (f, GDK_KEY_1, 0);
  g_assert_cmpuint (grid_of (f)->candidates[0], ==, nonet_digit_bit (6) | nonet_digit_bit (7));
  g_assert_cmpint (grid_of (f)->values[0], ==, 0);
  press_key (f, GDK_KEY_1, GDK_SHIFT_MASK);
  g_assert_cmpint (grid_of (f)->values[0], ==, 1);

  /* Undo walks back through every mark. */
  g_assert_true (nonet_document_undo (f->document));
  g_assert_cmpint (grid_of (f)->values[0], ==, 0);
  g_assert_true (nonet_document_undo (f->document));
  g_assert_cmpuint (grid_of (f)->candidates[0], ==, R1C1_ALL & ~nonet_digit_bit (9));
}

/* Issue 9, problem 1: with every candidate shown, the first Shift+digit
 * wiped all the others and left only that digit in the cell. Now it
 * removes that digit from that cell and every other cell keeps what the
 * board showed. Without shown candidates the first mark starts empty. */
static void
test_first_mark_keeps_candidates (Fixture       *f,
                                  gconstpointer  data)
{
  NonetGrid before = *grid_of (f);

  g_assert_false (before.has_candidates);
  g_assert_true (nonet_grid_cell_candidates (&before, 2) & nonet_digit_bit (1));
  nonet_board_view_set_selected (f->board, 2);
  press_key (f, GDK_KEY_1, GDK_SHIFT_MASK);
  g_assert_true (grid_of (f)->has_candidates);
  g_assert_cmpuint (grid_of (f)->candidates[2], ==,
                    nonet_grid_cell_candidates (&before, 2) & ~nonet_digit_bit (1));
  for (int cell = 0; cell < NONET_CELLS; cell++)
    if (cell != 2 && before.values[cell] == 0)
      g_assert_cmpuint (grid_of (f)->candidates[cell], ==,
                        nonet_grid_cell_candidates (&before, cell));

  /* Undone, and with candidates hidden: the first mark is the only one. */
  g_assert_true (nonet_document_undo (f->document));
  g_assert_false (grid_of (f)->has_candidates);
  nonet_board_view_set_show_candidates (f->board, FALSE);
  press_key (f, GDK_KEY_1, GDK_SHIFT_MASK);
  g_assert_cmpuint (grid_of (f)->candidates[2], ==, nonet_digit_bit (1));
  g_assert_cmpuint (grid_of (f)->candidates[0], ==, 0);
}

static gboolean
is_blue_ink (int r, int g, int b)
{
  return b - r > 100;
}

static gboolean
is_bluish (int r, int g, int b)
{
  return b - r > 40;
}

static void
test_pixels (Fixture       *f,
             gconstpointer  data)
{
  Pixels before, after, conflict, step;
  NonetStep hint = { 0 };

  app_test_init_style ();
  render_board (f->board, &before);
  g_assert_cmpint (count_in_cell (&before, 0, is_blue_ink), ==, 0);
  g_assert_cmpint (count_in_cell (&before, 40, is_bluish), ==, 0);

  /* An entered digit is drawn in the entry colour; selection tints the cell. */
  nonet_board_view_set_selected (f->board, 0);
  press_key (f, GDK_KEY_9, 0);
  nonet_board_view_set_selected (f->board, 40);
  render_board (f->board, &after);
  g_assert_cmpint (count_in_cell (&after, 0, is_blue_ink), >, 20);
  g_assert_cmpint (count_in_cell (&after, 40, is_bluish), >, 200);

  /* 2 in r1c1 repeats the given 2 of r1c7: both turn to the error colour. */
  nonet_board_view_set_selected (f->board, -1);
  nonet_document_set_digit (f->document, 0, 2);
  render_board (f->board, &conflict);
  g_assert_cmpint (count_in_cell (&conflict, 0, is_red), >, 20);
  g_assert_cmpint (count_in_cell (&conflict, 6, is_red), >, 20);
  g_assert_cmpint (count_in_cell (&conflict, 7, is_red), ==, 0);

  /* A step: candidate 1 of r1c2 is a target, drawn red. */
  nonet_document_set_digit (f->document, 0, 0);
  hint.technique = NONET_TECH_POINTING;
  hint.n_eliminations = 1;
  hint.eliminations[0].cell = 1;
  hint.eliminations[0].digit = 1;
  hint.n_marks = 1;
  hint.marks[0] = (NonetMark) { .cell = 2, .digit = 1, .role = NONET_ROLE_BASE };
  g_assert_cmpint (count_in_cell (&conflict, 1, is_red), ==, 0);
  nonet_document_set_hint_step (f->document, &hint);
  render_board (f->board, &step);
  g_assert_cmpint (count_in_cell (&step, 1, is_red), >, 20);
  g_assert_cmpint (count_in_cell (&step, 2, is_bluish), >, 20);

  g_free (before.data);
  g_free (after.data);
  g_free (conflict.data);
  g_free (step.data);
}

/* Issue 9, problem 2: the selection's row/column/box shading and its fill
 * were the same blue as a step's base house: a hint shading box 1 was
 * invisible with a cell of box 1 selected, and the selected row looked like
 * one more base row. Under a step the selection is a dashed ink outline. */
/* A house shading: faint blue. */
static gboolean
is_tinted (int r, int g, int b)
{
  return b - r > 15;
}

static void
test_selection_steps_back (Fixture       *f,
                           gconstpointer  data)
{
  Pixels plain, selected;
  NonetStep hint = { 0 };

  app_test_init_style ();
  hint.technique = NONET_TECH_POINTING;
  hint.n_houses = 1;
  hint.houses[0] = (NonetHouseMark) { .house = 18, .role = NONET_ROLE_BASE };  /* box 1 */
  hint.n_eliminations = 1;
  hint.eliminations[0] = (NonetCandidate) { .cell = 1, .digit = 1 };
  nonet_document_set_hint_step (f->document, &hint);
  render_board (f->board, &plain);
  nonet_board_view_set_selected (f->board, 10);   /* r2c2, in box 1 */
  render_board (f->board, &selected);

  /* r2c9 is in the selected row, outside the step: no blue at all. */
  g_assert_cmpint (count_in_cell (&plain, 17, is_tinted), ==, 0);
  g_assert_cmpint (count_in_cell (&selected, 17, is_tinted), ==, 0);
  /* r3c3 (box 1, a peer): the step's shading alone, the same as without selection. */
  g_assert_cmpint (count_in_cell (&selected, 20, is_tinted), ==,
                   count_in_cell (&plain, 20, is_tinted));
  /* The selected cell keeps the step's shade; its outline is not blue. */
  g_assert_cmpint (count_in_cell (&selected, 10, is_tinted), <=,
                   count_in_cell (&plain, 10, is_tinted));
  g_assert_cmpint (count_in_cell (&selected, 10, is_tinted), >, 0);

  /* Without a step the selection shades its houses as before. */
  nonet_document_set_hint_step (f->document, NULL);
  g_free (selected.data);
  render_board (f->board, &selected);
  g_assert_cmpint (count_in_cell (&selected, 17, is_tinted), >, 0);

  g_free (plain.data);
  g_free (selected.data);
}

static gboolean
is_yellow (int r, int g, int b)
{
  return r - b > 100 && g - b > 80;
}

/* Issue 9, problem 4: an ALS shaded its whole box, so a non-member looked
 * like a member, and a cell in two sets showed one colour. Members only
 * now, with a strip per set at the cell's foot. */
static void
test_als_members (Fixture       *f,
                  gconstpointer  data)
{
  Pixels pixels;
  NonetStep step = { 0 };

  app_test_init_style ();
  step.technique = NONET_TECH_ALS_XZ;
  step.n_houses = 1;
  step.houses[0] = (NonetHouseMark) { .house = 18, .role = NONET_ROLE_ALS_1 };
  step.marks[step.n_marks++] = (NonetMark) { .cell = 0, .digit = 1, .role = NONET_ROLE_ALS_1 };
  step.marks[step.n_marks++] = (NonetMark) { .cell = 0, .digit = 6, .role = NONET_ROLE_ALS_2 };
  step.marks[step.n_marks++] = (NonetMark) { .cell = 1, .digit = 1, .role = NONET_ROLE_ALS_1 };
  step.n_eliminations = 1;
  step.eliminations[0] = (NonetCandidate) { .cell = 80, .digit = 9 };
  nonet_document_set_hint_step (f->document, &step);
  render_board (f->board, &pixels);
  /* r3c3 is in box 1 but in no set: no tint. */
  g_assert_cmpint (count_in_cell (&pixels, 20, is_tinted), ==, 0);
  /* r1c1 is in both sets: blue and yellow. */
  g_assert_cmpint (count_in_cell (&pixels, 0, is_tinted), >, 20);
  g_assert_cmpint (count_in_cell (&pixels, 0, is_yellow), >, 20);
  g_free (pixels.data);
}

static gboolean
is_dark (int r, int g, int b)
{
  return r + g + b < 3 * 90;
}

static gboolean
is_light (int r, int g, int b)
{
  return r + g + b > 3 * 170;
}

/* Light and dark styles both come from the theme's colours: the ground and
 * the ink swap, nothing stays black or white. The style is switched the
 * way the app follows the desktop: through libadwaita's style manager
 * (GtkSettings:gtk-application-prefer-dark-theme is not for libadwaita
 * apps, which warn about it). */
static void
test_dark_theme (Fixture       *f,
                 gconstpointer  data)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  Pixels light, dark;
  int area;

  app_test_init_style ();
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  gtk_widget_queue_draw (GTK_WIDGET (f->board));
  render_board (f->board, &light);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  gtk_widget_queue_draw (GTK_WIDGET (f->board));
  render_board (f->board, &dark);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);

  /* r1c7 holds the given 2; r1c1 is empty. */
  area = count_in_cell (&light, 0, is_light) + count_in_cell (&light, 0, is_dark);
  g_assert_cmpint (count_in_cell (&light, 0, is_light), >, area / 2);
  g_assert_cmpint (count_in_cell (&dark, 0, is_dark), >, area / 2);
  g_assert_cmpint (count_in_cell (&light, 6, is_dark), >, 30);
  g_assert_cmpint (count_in_cell (&dark, 6, is_light), >, 30);

  g_free (light.data);
  g_free (dark.data);
}

/* Any ink on the light ground, faint computed candidates included. */
static gboolean
is_ink (int r, int g, int b)
{
  return r + g + b < 3 * 200;
}

/* Issue 9, problem 8: New showed 1-9 in all 81 cells while the givens were
 * typed. Now candidates appear once the givens are locked. */
static void
test_no_candidates_while_typing (Fixture       *f,
                                 gconstpointer  data)
{
  Pixels typing, locked;

  app_test_init_style ();
  nonet_document_clear (f->document);
  nonet_board_view_set_selected (f->board, 0);
  press_key (f, GDK_KEY_5, 0);
  g_assert_true (grid_of (f)->given[0]);
  nonet_board_view_set_selected (f->board, -1);
  render_board (f->board, &typing);
  g_assert_cmpint (count_in_cell (&typing, 0, is_ink), >, 20);
  g_assert_cmpint (count_in_cell (&typing, 40, is_ink), ==, 0);
  nonet_document_lock_givens (f->document);
  render_board (f->board, &locked);
  g_assert_cmpint (count_in_cell (&locked, 40, is_ink), >, 10);
  g_free (typing.data);
  g_free (locked.data);
}

static gboolean
is_strong_ink (int r, int g, int b)
{
  return r + g + b < 3 * 140;
}

/* Issue 9, problem 1: shown candidates looked exactly like pencil marks.
 * Computed candidates are drawn lighter than the player's marks. */
static void
test_candidates_not_marks (Fixture       *f,
                           gconstpointer  data)
{
  Pixels computed, marks;

  app_test_init_style ();
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
  render_board (f->board, &computed);
  nonet_document_fill_candidates (f->document);
  render_board (f->board, &marks);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  /* r1c1: 1 6 7 9 either way. */
  g_assert_cmpint (count_in_cell (&marks, 0, is_strong_ink), >, 10);
  g_assert_cmpint (count_in_cell (&computed, 0, is_strong_ink), <,
                   count_in_cell (&marks, 0, is_strong_ink) / 2);
  g_free (computed.data);
  g_free (marks.data);
}

static void
test_square (Fixture       *f,
             gconstpointer  data)
{
  int min_w, nat_w, min_h, nat_h;

  gtk_widget_measure (GTK_WIDGET (f->board), GTK_ORIENTATION_HORIZONTAL, -1,
                      &min_w, &nat_w, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (f->board), GTK_ORIENTATION_VERTICAL, -1,
                      &min_h, &nat_h, NULL, NULL);
  g_assert_cmpint (min_w, ==, min_h);
  g_assert_cmpint (nat_w, ==, nat_h);
  g_assert_cmpint (nonet_board_view_cell_at (f->board, -5, -5, NULL), ==, -1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* A missing display is a failure, not a pass. */
  if (!gtk_init_check ())
    {
      g_printerr ("test-board-view: cannot open a display (run under xvfb-run)\n");
      return 1;
    }

#define ADD(path, func) \
  g_test_add ("/board-view/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("click-selects", test_click_selects);
  ADD ("keys", test_keys);
  ADD ("pencil-marks", test_pencil_marks);
  ADD ("first-mark-keeps-candidates", test_first_mark_keeps_candidates);
  ADD ("selection-steps-back", test_selection_steps_back);
  ADD ("als-members", test_als_members);
  ADD ("pixels", test_pixels);
  ADD ("dark-theme", test_dark_theme);
  ADD ("square", test_square);
  ADD ("no-candidates-while-typing", test_no_candidates_while_typing);
  ADD ("candidates-not-marks", test_candidates_not_marks);
#undef ADD

  return g_test_run ();
}
