/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-layout.c: the window from a phone to full screen (suite gui): at
 * 360x640, 800x600 and 1920x1080 every control is reachable (a button on
 * screen, an item of the main menu, or in the path panel the header's
 * button reveals), the board is square, whole and as large as the window
 * allows, and candidates are at least 9 pixels high. */
#include "config.h"

#include "app-test-window.h"
#include "nonet-names.h"
#include "nonet-step-bar.h"
#include "nonet-window.h"

typedef struct
{
  int      width;
  int      height;
  gboolean folded;
} Size;

static const Size sizes[] = {
  { 360, 640, TRUE },
  { 800, 600, FALSE },
  { 1920, 1080, FALSE },
};

/* The step bar: on a phone, in a board column of about 500 pixels beside
 * the panel (900 wide), and as set for the tests of the step view. */
static const Size bar_sizes[] = {
  { 360, 640, TRUE },
  { 800, 600, FALSE },
  { 900, 640, FALSE },
  { 1920, 1080, FALSE },
};

/* What a person must be able to reach at every size. */
static const char *const always[] = {
  "win.open", "win.paste", "win.new", "win.solve", "win.hint", "win.undo", "win.redo",
  "win.pencil", "win.export", "win.print", "win.show-help-overlay", "app.about",
};
static const char *const in_panel[] = {
  "win.previous-step", "win.next-step", "win.apply-step",
};

static void
add_menu_actions (GHashTable *set,
                  GMenuModel *model)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *action = NULL;
      g_autoptr(GMenuLinkIter) links = g_menu_model_iterate_item_links (model, i);
      GMenuModel *link;

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &action))
        g_hash_table_add (set, g_steal_pointer (&action));
      while (g_menu_link_iter_get_next (links, NULL, &link))
        {
          add_menu_actions (set, link);
          g_object_unref (link);
        }
    }
}

/* The actions of every button a person can see (mapped, inside the window,
 * sensitive or not) and of the menus those buttons open. */
static void
add_reachable (GHashTable *set,
               GtkWidget  *widget,
               GtkWidget  *window)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t bounds;

      if (!gtk_widget_get_mapped (child))
        continue;
      if (GTK_IS_ACTIONABLE (child) && gtk_actionable_get_action_name (GTK_ACTIONABLE (child)))
        {
          g_assert_true (gtk_widget_compute_bounds (child, window, &bounds));
          if (bounds.origin.x >= 0 && bounds.origin.y >= 0
              && bounds.origin.x + bounds.size.width <= gtk_widget_get_width (window) + 0.5
              && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (window) + 0.5)
            g_hash_table_add (set, g_strdup (gtk_actionable_get_action_name (GTK_ACTIONABLE (child))));
        }
      if (GTK_IS_MENU_BUTTON (child) && gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (child)))
        add_menu_actions (set, gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (child)));
      add_reachable (set, child, window);
    }
}

static void
assert_reachable (GtkWidget          *window,
                  const char *const  *names,
                  guint               n_names)
{
  g_autoptr(GHashTable) set = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  add_reachable (set, window, window);
  for (guint i = 0; i < n_names; i++)
    if (!g_hash_table_contains (set, names[i]))
      g_error ("%s cannot be reached at %dx%d", names[i],
               gtk_widget_get_width (window), gtk_widget_get_height (window));
}

static void
set_true (gboolean *flag)
{
  *flag = TRUE;
}

static gboolean
count_frame (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       data)
{
  int *left = data;

  return --*left > 0 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

/* A few frames drawn: a layout change made in an idle is on screen. */
static void
spin_frames (GtkWidget *window)
{
  int left = 3;

  gtk_widget_add_tick_callback (window, count_frame, &left, NULL);
  while (left > 0)
    g_main_context_iteration (NULL, TRUE);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static int
surface_width (GtkWidget *window)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

  return surface ? gdk_surface_get_width (surface) : 0;
}

static int
surface_height (GtkWidget *window)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

  return surface ? gdk_surface_get_height (surface) : 0;
}

/* Until the window has its size (its surface: the widget is smaller by the
 * shadow of client-side decorations), or a second went by (a screen
 * smaller than the size asked for: the test then fails, not hangs). */
static void
spin_until_size (GtkWidget *window,
                 int        width,
                 int        height)
{
  gboolean late = FALSE;
  guint id = g_timeout_add_once (1000, (GSourceOnceFunc) set_true, &late);

  while (!late && (surface_width (window) != width || surface_height (window) != height))
    g_main_context_iteration (NULL, TRUE);
  if (!late)
    g_source_remove (id);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpint (surface_width (window), ==, width);
  g_assert_cmpint (surface_height (window), ==, height);
  spin_frames (window);
}

/* The drawn grid is square (by construction) and lies wholly in the window;
 * it fills the board's smaller side less its outer margin. */
static void
assert_board (NonetWindow *window,
              const Size  *size)
{
  GtkWidget *board = GTK_WIDGET (nonet_window_get_board (window));
  int width = gtk_widget_get_width (board);
  int height = gtk_widget_get_height (board);
  NonetBoardGeometry geometry;
  graphene_rect_t bounds;

  nonet_board_geometry_compute (&geometry, width, height);
  g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (window), &bounds));
  g_assert_cmpfloat (bounds.origin.x + geometry.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.y + geometry.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + geometry.x + geometry.size, <=,
                     gtk_widget_get_width (GTK_WIDGET (window)));
  g_assert_cmpfloat (bounds.origin.y + geometry.y + geometry.size, <=,
                     gtk_widget_get_height (GTK_WIDGET (window)));
  g_assert_cmpfloat (geometry.size, >=, 0.9 * MIN (width, height));
  if (size->folded)
    /* On a phone the board takes the window's width, less a thin margin. */
    g_assert_cmpfloat (geometry.size, >=, 0.88 * size->width);
  else
    /* Beside the panel, at least half the window's smaller side. */
    g_assert_cmpfloat (geometry.size, >=, 0.5 * MIN (size->width, size->height));
  g_assert_cmpfloat (nonet_board_geometry_candidate_pixels (&geometry), >=, 9.0);
}

static void
test_size (gconstpointer data)
{
  const Size *size = data;
  GListModel *monitors = gdk_display_get_monitors (gdk_display_get_default ());
  g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, 0);
  NonetWindow *window;
  GtkWidget *widget;
  GdkRectangle screen;
  int minimum;

  gdk_monitor_get_geometry (monitor, &screen);
  if (screen.width < size->width || screen.height < size->height)
    {
      g_autofree char *why = g_strdup_printf ("the screen (%dx%d) is smaller than %dx%d",
                                              screen.width, screen.height,
                                              size->width, size->height);

      g_test_skip (why);
      return;
    }
  window = nonet_window_new (NULL);
  widget = GTK_WIDGET (window);

  gtk_window_set_default_size (GTK_WINDOW (window), size->width, size->height);
  gtk_window_present (GTK_WINDOW (window));
  spin_until_size (widget, size->width, size->height);

  /* The window can be as narrow as a phone. */
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, 360);

  g_assert_cmpint (nonet_window_get_folded (window), ==, size->folded);
  assert_board (window, size);
  assert_reachable (widget, always, G_N_ELEMENTS (always));
  if (size->folded)
    {
      /* The path slides over the board from the header's button (F9). */
      const char *toggle[] = { "win.toggle-steps" };

      assert_reachable (widget, toggle, G_N_ELEMENTS (toggle));
      g_assert_true (gtk_widget_activate_action (widget, "win.toggle-steps", NULL));
      spin_frames (widget);
    }
  assert_reachable (widget, in_panel, G_N_ELEMENTS (in_panel));
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* The step bar's parts: its labels (name, then number) and the Back button
 * on screen. */
static void
bar_parts (GtkWidget  *bar,
           GtkLabel  **name,
           GtkLabel  **number,
           GtkWidget **back)
{
  *name = *number = NULL;
  *back = NULL;
  for (GtkWidget *child = gtk_widget_get_first_child (bar); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child))
        *(*name == NULL ? name : number) = GTK_LABEL (child);
      else if (GTK_IS_BUTTON (child) && gtk_widget_get_mapped (child))
        {
          g_assert_null (*back);
          *back = child;
        }
    }
  g_assert_nonnull (*name);
  g_assert_nonnull (*number);
  g_assert_nonnull (*back);
}

static void
assert_whole (GtkLabel *label)
{
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (label)));
  if (pango_layout_is_ellipsized (gtk_label_get_layout (label)))
    g_error ("\"%s\" is cut at %d pixels", gtk_label_get_text (label),
             gtk_widget_get_width (GTK_WIDGET (label)));
}

/* Back to My Grid (Esc), in words or as an icon: the same action, and the
 * same words for a mouse and a screen reader. */
static void
assert_back (GtkWidget *back)
{
  const char *words = "Back to My Grid (Esc)";

  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (back)), ==, "win.cancel");
  if (gtk_button_get_label (GTK_BUTTON (back)) != NULL)
    g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (back)), ==, "_Back to My Grid (Esc)");
  else
    {
      g_assert_cmpstr (gtk_widget_get_tooltip_text (back), ==, words);
      gtk_test_accessible_assert_property (back, GTK_ACCESSIBLE_PROPERTY_LABEL, words);
    }
}

/* Issue 9: the step bar shows the technique's whole name and the step
 * number at every size (the name used to be cut to "Step 1 of ..." at
 * 360 pixels and "Step 1 of 61 · Hidde..." in a 500-pixel column), and
 * neither the bar nor the board changes size from step to step. The path
 * is the example puzzle's, its first steps renamed to the longest names. */
static void
test_step_bar (gconstpointer data)
{
  static const NonetTechnique longest[] = {
    NONET_TECH_GROUPED_NICE_LOOP_DISCONTINUOUS, NONET_TECH_FINNED_FRANKEN_X_WING,
    NONET_TECH_FORCING_CHAIN_CONTRADICTION, NONET_TECH_POINTING,
  };
  const Size *size = data;
  NonetWindow *window = nonet_window_new (NULL);
  NonetDocument *document = nonet_window_get_document (window);
  GtkWidget *widget = GTK_WIDGET (window), *bar, *board, *back;
  GtkLabel *name, *number;
  NonetPath path;
  int bar_height, board_width, board_height;

  gtk_window_set_default_size (GTK_WINDOW (window), size->width, size->height);
  gtk_window_present (GTK_WINDOW (window));
  spin_until_size (widget, size->width, size->height);
  g_assert_true (nonet_document_deserialize (document, nonet_example_puzzle,
                                             nonet_example_puzzle, "", TRUE));
  while (nonet_window_get_busy (window))
    g_main_context_iteration (NULL, TRUE);
  nonet_path_init (&path);
  g_assert_cmpint (nonet_path_build (nonet_document_get_grid (document), NULL, &path, NULL), ==,
                   NONET_STATUS_OK);
  g_assert_cmpint (path.n_steps, >, (int) G_N_ELEMENTS (longest));
  for (guint i = 0; i < G_N_ELEMENTS (longest); i++)
    path.steps[i].technique = longest[i];
  nonet_document_take_path (document, &path);
  spin_frames (widget);

  bar = find_descendant (widget, NONET_TYPE_STEP_BAR);
  board = GTK_WIDGET (nonet_window_get_board (window));
  bar_height = gtk_widget_get_height (bar);
  board_width = gtk_widget_get_width (board);
  board_height = gtk_widget_get_height (board);
  for (guint i = 0; i < G_N_ELEMENTS (longest); i++)
    {
      const char *technique = nonet_technique_get_name (longest[i]);
      g_autofree char *all = g_strdup_printf ("Step %u of %d · %s", i + 1,
                                              nonet_document_get_n_steps (document), technique);

      nonet_document_set_current_step (document, i);
      spin_frames (widget);
      bar_parts (bar, &name, &number, &back);
      g_test_message ("%dx%d: bar %dx%d, %s, Back %s", size->width, size->height,
                      gtk_widget_get_width (bar), gtk_widget_get_height (bar), technique,
                      gtk_button_get_label (GTK_BUTTON (back)) ? "in words" : "an icon");
      g_assert_cmpstr (gtk_label_get_text (name), ==, technique);
      assert_whole (name);
      assert_whole (number);
      assert_back (back);
      g_assert_cmpstr (nonet_step_bar_get_text (NONET_STEP_BAR (bar)), ==, all);
      gtk_test_accessible_assert_property (bar, GTK_ACCESSIBLE_PROPERTY_LABEL, all);
      g_assert_cmpint (gtk_widget_get_height (bar), ==, bar_height);
      g_assert_cmpint (gtk_widget_get_width (board), ==, board_width);
      g_assert_cmpint (gtk_widget_get_height (board), ==, board_height);
    }
  /* Back: the bar's parts go, its room stays. */
  g_assert_true (gtk_widget_activate_action (widget, "win.cancel", NULL));
  spin_frames (widget);
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (name)));
  g_assert_cmpint (gtk_widget_get_height (bar), ==, bar_height);
  g_assert_cmpint (gtk_widget_get_height (board), ==, board_height);
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static GtkEventController *
capture_key_controller (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller)
          && gtk_event_controller_get_propagation_phase (controller) == GTK_PHASE_CAPTURE)
        return controller;
    }
  return NULL;
}

static gboolean
press (GtkEventController *controller,
       guint               keyval,
       GdkModifierType     state)
{
  gboolean handled = FALSE;

  g_signal_emit_by_name (controller, "key-pressed", keyval, 0, state, &handled);
  return handled;
}

/* The focus chain: the board first, nothing selected on a fresh start, the
 * sentences under the board are no stops, and Tab leaves the step list in
 * one press (GTK 4.8 walked it row by row: 90-117 stops). */
static void
test_focus_chain (void)
{
  NonetWindow *window = nonet_window_new (NULL);
  GtkWidget *widget = GTK_WIDGET (window);
  GtkWidget *list, *focus;
  GtkEventController *controller;

  gtk_window_set_default_size (GTK_WINDOW (window), 900, 640);
  gtk_window_present (GTK_WINDOW (window));
  spin_until_size (widget, 900, 640);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window))
                 == GTK_WIDGET (nonet_window_get_board (window)));
  g_assert_cmpint (nonet_board_view_get_selected (nonet_window_get_board (window)), ==, -1);

  /* Tab from the board reaches a control a person sees focused, not the
   * scrolled window of the (empty) sentence under the board. */
  g_assert_true (gtk_widget_child_focus (widget, GTK_DIR_TAB_FORWARD));
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_test_message ("first Tab: %s", G_OBJECT_TYPE_NAME (focus));
  g_assert_false (GTK_IS_SCROLLED_WINDOW (focus));
  gtk_widget_grab_focus (GTK_WIDGET (nonet_window_get_board (window)));

  /* A first run shows an empty board: the path needs a puzzle. */
  g_assert_true (nonet_document_deserialize (nonet_window_get_document (window),
                                             nonet_example_puzzle, nonet_example_puzzle, "",
                                             TRUE));
  /* Show the Path is enabled once the check of the new givens is done. */
  while (nonet_window_get_busy (window))
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (gtk_widget_activate_action (widget, "win.show-path", NULL));
  while (nonet_window_get_busy (window) || nonet_document_get_n_steps (
           nonet_window_get_document (window)) == 0)
    g_main_context_iteration (NULL, TRUE);
  nonet_document_set_current_step (nonet_window_get_document (window), 0);
  spin_frames (widget);
  g_assert_false (gtk_widget_get_focusable (find_descendant (widget, GTK_TYPE_LABEL))
                  && gtk_label_get_selectable (GTK_LABEL (find_descendant (widget,
                                                                           GTK_TYPE_LABEL))));

  list = find_descendant (GTK_WIDGET (nonet_window_get_side_panel (window)), GTK_TYPE_LIST_VIEW);
  g_assert_nonnull (list);
  controller = capture_key_controller (list);
  g_assert_nonnull (controller);
  g_assert_true (gtk_widget_child_focus (list, GTK_DIR_TAB_FORWARD));
  /* Tab: from the list straight to the step controls (a button). */
  g_assert_true (press (controller, GDK_KEY_Tab, 0));
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_true (GTK_IS_BUTTON (focus));
  g_assert_false (gtk_widget_is_ancestor (focus, list));
  /* Shift+Tab: from the list back to the board's side. */
  g_assert_true (gtk_widget_child_focus (list, GTK_DIR_TAB_FORWARD));
  g_assert_true (press (controller, GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK));
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_false (gtk_widget_is_ancestor (focus, list));
  g_assert_false (gtk_widget_is_ancestor (focus, GTK_WIDGET (nonet_window_get_side_panel (window))));
  /* The arrows stay in the list. */
  g_assert_false (press (controller, GDK_KEY_Down, 0));
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  init_gtk_or_exit ("test-layout");
  /* The panel is where it goes at once, not sliding. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/layout/%dx%d", sizes[i].width, sizes[i].height);

      g_test_add_data_func (path, &sizes[i], test_size);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bar_sizes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/layout/step-bar/%dx%d", bar_sizes[i].width,
                                               bar_sizes[i].height);

      g_test_add_data_func (path, &bar_sizes[i], test_step_bar);
    }
  g_test_add_func ("/layout/focus-chain", test_focus_chain);
  return g_test_run ();
}
