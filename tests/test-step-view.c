/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-step-view.c: issue 9 in the real window: the step view is a mode
 * (its bar, Escape, typing, Apply undoable), Solve asks, a puzzle with
 * several solutions says so once and shows where, the board keeps its
 * size (suite gui, needs a display). */
#include "config.h"

#include <string.h>
#include <adwaita.h>

#include "app-test-window.h"
#include "nonet-replay.h"
#include "nonet-step-bar.h"
#include "nonet-step-text.h"
#include "nonet-names.h"
#include "nonet-technique-example.h"

/* Our example puzzle without the 1 of r9c2: it has several solutions. */
static const char several[] =
  "......2......3.9....8.1..37.2.....9134.87.....6....4..5.24....34.3.5.............";

static NonetStepBar *
step_bar (Fixture *f)
{
  return NONET_STEP_BAR (find_descendant (GTK_WIDGET (f->window), NONET_TYPE_STEP_BAR));
}

static void
build_path (Fixture *f)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-path", NULL));
  spin_until_idle (f->window);
  g_assert_cmpint (nonet_document_get_n_steps (f->document), >, 10);
}

static gboolean
press_digit (Fixture *f,
             guint    keyval)
{
  NonetBoardView *board = nonet_window_get_board (f->window);
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
    }
  return handled;
}

/* Problem 5: "Step 14 of 90 · Swordfish · Back to My Grid (Esc)"; viewing
 * never changes the player's grid, typing there does not either (it used to
 * jump back silently and edit), Escape goes back. */
static void
test_bar_and_escape (Fixture       *f,
                     gconstpointer  data)
{
  NonetStepBar *bar = step_bar (f);
  NonetGrid mine = *nonet_document_get_grid (f->document);
  g_autofree char *expected = NULL;
  const NonetStep *step;
  int n;

  g_assert_nonnull (bar);
  build_path (f);
  g_assert_cmpstr (nonet_step_bar_get_text (bar), ==, "");
  n = nonet_document_get_n_steps (f->document);
  nonet_document_set_current_step (f->document, 3);
  step = nonet_document_get_step (f->document, 3);
  expected = g_strdup_printf ("Step 4 of %d · %s", n, nonet_technique_get_name (step->technique));
  g_assert_cmpstr (nonet_step_bar_get_text (bar), ==, expected);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));
  /* "What is a Hidden Single?" is one click away. */
  {
    g_autofree char *what = g_strdup_printf ("What is a %s?",
                                             nonet_technique_get_name (step->technique));
    GtkMenuButton *button = GTK_MENU_BUTTON (find_descendant (GTK_WIDGET (bar),
                                                              GTK_TYPE_MENU_BUTTON));

    g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (button)), ==, what);
  }

  /* Typing in the step view: the grid stays, the view stays. */
  nonet_board_view_set_selected (nonet_window_get_board (f->window), 0);
  press_digit (f, GDK_KEY_5);
  g_assert_cmpint (memcmp (nonet_document_get_grid (f->document), &mine, sizeof mine), ==, 0);
  g_assert_cmpint (nonet_document_get_current_step (f->document), ==, 3);

  /* Escape (win.cancel) leaves the view; the grid is the player's own. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.cancel", NULL));
  g_assert_cmpint (nonet_document_get_current_step (f->document), ==, -1);
  g_assert_cmpstr (nonet_step_bar_get_text (bar), ==, "");
  g_assert_cmpint (memcmp (nonet_document_get_grid (f->document), &mine, sizeof mine), ==, 0);
  press_digit (f, GDK_KEY_5);
  g_assert_cmpint (nonet_document_get_grid (f->document)->values[0], ==, 5);
}

/* Apply to My Grid asks nothing and is one undo step. */
static void
test_apply_undoable (Fixture       *f,
                     gconstpointer  data)
{
  NonetGrid mine = *nonet_document_get_grid (f->document);
  NonetGrid after;

  build_path (f);
  nonet_document_set_current_step (f->document, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.apply-step", NULL));
  nonet_path_state_at (nonet_document_get_path (f->document), 1, &after);
  g_assert_cmpint (memcmp (nonet_document_get_grid (f->document), &after, sizeof after), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL));
  g_assert_cmpint (memcmp (nonet_document_get_grid (f->document), &mine, sizeof mine), ==, 0);
}

static AdwMessageDialog *
find_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

static AdwMessageDialog *
wait_for_dialog (Fixture *f)
{
  AdwMessageDialog *dialog;

  spin_until_idle (f->window);
  while ((dialog = find_dialog ()) == NULL)
    g_main_context_iteration (NULL, TRUE);
  return dialog;
}

/* Problem 5: Solve used to replace the player's grid without asking. Now
 * it asks: "Show the Path" opens the step view at step 1 on an unchanged
 * grid; "Fill In the Solution" fills it, and Undo takes it back. */
static void
test_solve_asks (Fixture       *f,
                 gconstpointer  data)
{
  NonetGrid mine = *nonet_document_get_grid (f->document);
  AdwMessageDialog *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.solve", NULL));
  dialog = wait_for_dialog (f);
  g_assert_false (nonet_grid_is_solved (nonet_document_get_grid (f->document)));
  g_assert_true (adw_message_dialog_has_response (dialog, "path"));
  g_assert_true (adw_message_dialog_has_response (dialog, "fill"));
  adw_message_dialog_response (dialog, "path");
  spin_until_idle (f->window);
  g_assert_cmpint (nonet_document_get_current_step (f->document), ==, 0);
  g_assert_cmpint (memcmp (nonet_document_get_grid (f->document), &mine, sizeof mine), ==, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.solve", NULL));
  dialog = wait_for_dialog (f);
  adw_message_dialog_response (dialog, "fill");
  spin_until_idle (f->window);
  g_assert_true (nonet_grid_is_solved (nonet_document_get_grid (f->document)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL));
  g_assert_cmpint (memcmp (nonet_document_get_grid (f->document)->values, mine.values,
                           sizeof mine.values), ==, 0);
}

static void
status_changed_cb (GtkLabel   *label,
                   GParamSpec *pspec,
                   GPtrArray  *texts)
{
  const char *text = gtk_label_get_text (label);

  if (texts->len == 0 || strcmp (g_ptr_array_index (texts, texts->len - 1), text) != 0)
    g_ptr_array_add (texts, g_strdup (text));
}

static GtkLabel *
status_label (Fixture *f)
{
  const char *status = nonet_window_get_status (f->window);

  /* The label that holds the status text: breadth first. */
  {
    GtkWidget *found = NULL;
    GPtrArray *queue = g_ptr_array_new ();

    g_ptr_array_add (queue, f->window);
    for (guint i = 0; i < queue->len && found == NULL; i++)
      for (GtkWidget *child = gtk_widget_get_first_child (g_ptr_array_index (queue, i));
           child != NULL; child = gtk_widget_get_next_sibling (child))
        {
          if (GTK_IS_LABEL (child) && gtk_widget_has_css_class (child, "nonet-status")
              && g_strcmp0 (gtk_label_get_text (GTK_LABEL (child)), status) == 0)
            found = child;
          g_ptr_array_add (queue, child);
        }
    g_ptr_array_unref (queue);
    g_assert_nonnull (found);
    return GTK_LABEL (found);
  }
}

/* Problem 6: the status says "several solutions" once and at once, names
 * the cells where two solutions differ and the board shows both digits
 * there; Solve and Hint say so instead of solving (Solve used to fill one
 * arbitrary solution and the status changed three times). */
static void
test_several_solutions (Fixture       *f,
                        gconstpointer  data)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  NonetGrid mine;
  const NonetStep *shown;
  GtkLabel *label = status_label (f);

  g_signal_connect (label, "notify::label", G_CALLBACK (status_changed_cb), texts);
  nonet_window_load_text (f->window, several, -1);
  spin_until_idle (f->window);
  mine = *nonet_document_get_grid (f->document);
  g_assert_cmpuint (texts->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (texts, 0), ==, "Checking…");
  g_assert_true (g_str_has_prefix (g_ptr_array_index (texts, 1),
                                   "Not a proper puzzle: it has several solutions. "
                                   "Two of them differ in "));
  g_test_message ("%s", (char *) g_ptr_array_index (texts, 1));

  /* The differing cells on the board: two digits each, one per solution. */
  shown = nonet_document_get_hint_step (f->document);
  g_assert_nonnull (shown);
  g_assert_cmpint (shown->n_marks, >=, 4);
  g_assert_cmpint (shown->marks[0].cell, ==, shown->marks[1].cell);
  g_assert_cmpint (shown->marks[0].role, ==, NONET_ROLE_COLOR_A);
  g_assert_cmpint (shown->marks[1].role, ==, NONET_ROLE_COLOR_B);
  g_assert_cmpint (shown->marks[0].digit, !=, shown->marks[1].digit);

  /* Solve and Hint say it; nothing is solved, the status does not move. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.solve", NULL));
  spin_until_idle (f->window);
  g_assert_null (find_dialog ());
  g_assert_nonnull (strstr (nonet_window_get_message (f->window), "several solutions"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.hint", NULL));
  spin_until_idle (f->window);
  g_assert_nonnull (strstr (nonet_window_get_message (f->window), "several solutions"));
  g_assert_cmpint (memcmp (nonet_document_get_grid (f->document), &mine, sizeof mine), ==, 0);
  g_assert_cmpuint (texts->len, ==, 2);
  g_signal_handlers_disconnect_by_data (label, texts);
}

static int
board_height (Fixture *f)
{
  NonetBoardView *board = nonet_window_get_board (f->window);

  while (g_main_context_iteration (NULL, FALSE))
    ;
  gtk_test_widget_wait_for_draw (GTK_WIDGET (board));
  return gtk_widget_get_height (GTK_WIDGET (board));
}

/* Shows or hides the error banner and waits until its slide is over. */
static void
show_error (Fixture    *f,
            const char *message)
{
  GtkWidget *bar = find_descendant (GTK_WIDGET (f->window), GTK_TYPE_INFO_BAR);
  GtkRevealer *revealer = GTK_REVEALER (find_descendant (bar, GTK_TYPE_REVEALER));

  nonet_window_show_error (f->window, message);
  while (gtk_revealer_get_child_revealed (revealer) != (message != NULL))
    g_main_context_iteration (NULL, TRUE);
}

/* Problem 7: the board jumped whenever the text under it changed height
 * (the step sentence, the hint's line, Start Solving, the status). */
static void
test_board_keeps_size (Fixture       *f,
                       gconstpointer  data)
{
  int height = board_height (f);

  g_assert_cmpint (height, >, 200);
  /* The error banner (a file that did not load...): it pushed the board
   * down and shrank it by its height. */
  show_error (f, "The file could not be read.");
  g_assert_nonnull (nonet_window_get_error (f->window));
  g_assert_cmpint (board_height (f), ==, height);
  show_error (f, NULL);
  g_assert_cmpint (board_height (f), ==, height);
  build_path (f);
  g_assert_cmpint (board_height (f), ==, height);
  /* The longest sentence of the path, shown with the bar. */
  for (int i = 0, longest = 0; i < nonet_document_get_n_steps (f->document); i++)
    {
      g_autofree char *text = NULL;

      nonet_document_set_current_step (f->document, i);
      text = g_strdup (nonet_window_get_step_text (f->window));
      if ((int) strlen (text) > longest)
        longest = strlen (text);
      g_assert_cmpint (board_height (f), ==, height);
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.cancel", NULL));
  g_assert_cmpint (board_height (f), ==, height);
  /* The hint's line, in its three grades. */
  for (int grade = 1; grade <= 3; grade++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.hint", NULL));
      spin_until_idle (f->window);
      g_assert_nonnull (nonet_window_get_step_text (f->window));
      g_assert_cmpint (board_height (f), ==, height);
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.cancel", NULL));
  g_assert_cmpint (board_height (f), ==, height);
  /* New puzzle: Start Solving appears, the status changes. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new", NULL));
  g_assert_cmpint (board_height (f), ==, height);
  nonet_window_load_text (f->window, several, -1);
  spin_until_idle (f->window);
  g_assert_cmpint (board_height (f), ==, height);
}

/* One of our own generated puzzles (nonet-cli generate -n 6 -T
 * forcing-chain-verity --seed 7 --threads 1, the sixth) whose path has a
 * forcing chain verity of 19 implications. */
static const char forcing[] =
  "8.92............3.43...........613...4..5...9.5..3..7..8....1........69.1.2.9...3";

static gboolean
is_link_orange (int r, int g, int b)
{
  return r - b > 60 && g > 60 && r > 150;
}

static int
count_board (const Pixels *pixels,
             gboolean    (*test) (int r, int g, int b))
{
  int n = 0;

  for (int cell = 0; cell < NONET_CELLS; cell++)
    n += count_in_cell (pixels, cell, test);
  return n;
}

static int
count_descendants (GtkWidget *widget,
                   GType      type)
{
  int n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += G_TYPE_CHECK_INSTANCE_TYPE (child, type) + count_descendants (child, type);
  return n;
}

/* Problem 4: a forcing chain or net was drawn all at once and its sentence
 * said "40 implications, drawn on the board". Now it is replayed: the
 * implications are listed beside the board, Next walks through them, the
 * board draws the ones so far and the current one strongly, and the
 * player's grid never changes. */
static void
check_replay (Fixture        *f,
              const char     *puzzle,
              NonetTechnique  technique)
{
  NonetBoardView *board = nonet_window_get_board (f->window);
  NonetReplay *replay;
  GtkListBox *list;
  const NonetStep *step = NULL;
  NonetGrid mine;
  Pixels all, first, second;
  int index;

  nonet_window_load_text (f->window, puzzle, -1);
  spin_until_idle (f->window);
  mine = *nonet_document_get_grid (f->document);
  build_path (f);
  for (index = 0; index < nonet_document_get_n_steps (f->document); index++)
    {
      step = nonet_document_get_step (f->document, index);
      /* One long enough for its list (more than 12 implications). */
      if (step->technique == technique && step->n_links > 12)
        break;
    }
  g_assert_cmpint (index, <, nonet_document_get_n_steps (f->document));
  g_assert_cmpint (step->n_links, >=, 3);
  replay = NONET_REPLAY (find_descendant (GTK_WIDGET (f->window), NONET_TYPE_REPLAY));
  g_assert_nonnull (replay);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (replay)));

  nonet_document_set_current_step (f->document, index);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (replay)));
  list = nonet_replay_get_list (replay);
  for (int i = 0; i < step->n_links; i++)
    {
      GtkWidget *label = gtk_list_box_row_get_child (gtk_list_box_get_row_at_index (list, i));
      g_autofree char *implication = nonet_link_describe (&step->links[i]);
      g_autofree char *line = g_strdup_printf ("%d  %s", i + 1, implication);

      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, line);
    }
  g_assert_null (gtk_list_box_get_row_at_index (list, step->n_links));
  /* The sentence names the start and the end, not every implication. */
  g_test_message ("%s", nonet_window_get_step_text (f->window));
  g_assert_null (strstr (nonet_window_get_step_text (f->window), "drawn on the board"));
  g_assert_nonnull (strstr (nonet_window_get_step_text (f->window), "listed beside the board"));

  render_board (board, &all);
  /* Next implication: the first alone, drawn strongly. */
  nonet_document_set_replay (f->document, 1);
  g_assert_true (gtk_list_box_row_is_selected (gtk_list_box_get_row_at_index (list, 0)));
  render_board (board, &first);
  nonet_document_set_replay (f->document, 2);
  render_board (board, &second);
  g_assert_cmpint (count_board (&first, is_link_orange), >, 0);
  g_assert_cmpint (count_board (&first, is_link_orange), <, count_board (&all, is_link_orange));
  g_assert_cmpint (count_board (&second, is_link_orange), !=, count_board (&first, is_link_orange));
  /* A row selects the position; another step starts the replay over. */
  gtk_list_box_select_row (list, gtk_list_box_get_row_at_index (list, 2));
  g_assert_cmpint (nonet_document_get_replay (f->document), ==, 3);
  nonet_document_set_current_step (f->document, index - 1);
  g_assert_cmpint (nonet_document_get_replay (f->document), ==, 0);
  g_assert_cmpint (memcmp (nonet_document_get_grid (f->document), &mine, sizeof mine), ==, 0);
  g_free (all.data);
  g_free (first.data);
  g_free (second.data);
}

static void
test_replay (Fixture       *f,
             gconstpointer  data)
{
  check_replay (f, forcing, NONET_TECH_FORCING_CHAIN_VERITY);
  /* One list of implications, however many paths were shown (a new one
   * was added at every path). */
  nonet_window_load_text (f->window, nonet_example_puzzle, -1);
  spin_until_idle (f->window);
  build_path (f);
  g_assert_cmpint (count_descendants (GTK_WIDGET (f->window), NONET_TYPE_REPLAY), ==, 1);
}

/* One of our own generated puzzles whose path has a forcing net (problem
 * 4 was seen on a net: 40 arrows at once); nonet-cli generate -n 6 -T
 * forcing-net-contradiction --seed 7 --threads 1, the first: 27
 * implications. */
static const char net[] =
  "....79.......8..6..8....9.584.79......1..68...5......1.9..382.....1...5.7........";

static void
test_replay_net (Fixture       *f,
                 gconstpointer  data)
{
  check_replay (f, net, NONET_TECH_FORCING_NET_CONTRADICTION);
}


/* The menu's Remove Marks Automatically (settings.auto-remove-marks, a
 * check item) turns auto-removal off and on for the digits typed. */
static void
test_auto_remove_marks (Fixture       *f,
                        gconstpointer  data)
{
  NonetBoardView *board = nonet_window_get_board (f->window);
  const NonetGrid *grid = nonet_document_get_grid (f->document);
  g_autoptr(GSettings) settings = g_settings_new ("app.nonet.Nonet");

  g_assert_true (nonet_document_get_auto_remove_marks (f->document));
  g_assert_true (nonet_document_fill_candidates (f->document));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window),
                                             "settings.auto-remove-marks", NULL));
  g_assert_false (g_settings_get_boolean (settings, "auto-remove-marks"));
  g_assert_false (nonet_document_get_auto_remove_marks (f->document));
  nonet_board_view_set_selected (board, 0);
  g_assert_true (press_digit (f, GDK_KEY_5));
  g_assert_cmpint (grid->values[0], ==, 5);
  g_assert_true (grid->candidates[1] & nonet_digit_bit (5));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window),
                                             "settings.auto-remove-marks", NULL));
  g_assert_true (nonet_document_get_auto_remove_marks (f->document));
  g_assert_true (press_digit (f, GDK_KEY_5));
  g_assert_false (grid->candidates[1] & nonet_digit_bit (5));
}

/* Pixels within a small distance of colour (BGRA bytes against RGB). */
static int
count_color (const Pixels  *pixels,
             const GdkRGBA *color)
{
  int n = 0;

  for (int y = 0; y < pixels->height; y++)
    for (int x = 0; x < pixels->width; x++)
      {
        const guchar *p = pixels->data + y * pixels->stride + x * 4;

        if (ABS (p[2] - color->red * 255) + ABS (p[1] - color->green * 255)
            + ABS (p[0] - color->blue * 255) < 30)
          n++;
      }
  return n;
}

/* A role's disc as it comes out over the board's ground. */
static GdkRGBA
over_ground (const NonetBoardColors *colors,
             int                     role)
{
  const GdkRGBA *fill = &colors->roles[role], *bg = &colors->background;
  double a = fill->alpha;

  return (GdkRGBA) { fill->red * a + bg->red * (1 - a), fill->green * a + bg->green * (1 - a),
                     fill->blue * a + bg->blue * (1 - a), 1 };
}

/* The example of technique, drawn: not blank, and the colour of each role
 * its step gives a candidate is on it (a disc of 26-pixel cells has some
 * 40 pixels, less the digit on it). */
static void
check_example (NonetTechniqueExample *example,
               NonetTechnique         technique)
{
  NonetBoardColors colors;
  const NonetStep *step;
  NonetGrid state;
  g_autofree NonetStep *found = g_new (NonetStep, 1);
  gboolean roles[NONET_N_ROLES] = { FALSE };
  guint8 drawn[NONET_CELLS][10];
  g_autofree char *caption = NULL;
  Pixels pixels;
  int ink;

  nonet_technique_example_set_technique (example, technique);
  step = nonet_technique_example_get_step (example);
  g_assert_nonnull (step);
  g_assert_cmpint (step->technique, ==, technique);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (example)));
  /* Its words: a long net's implications are not beside the example. */
  caption = nonet_technique_example_describe (example);
  g_test_message ("%s", caption);
  g_assert_true (g_str_has_prefix (caption, "Example: "));
  g_assert_null (strstr (caption, "listed beside the board"));
  render_widget (GTK_WIDGET (example), &pixels);
  g_assert_cmpint (pixels.width, >=, 200);
  nonet_board_colors_init_from_widget (&colors, GTK_WIDGET (example));
  ink = pixels.width * pixels.height - count_color (&pixels, &colors.background);
  g_assert_cmpint (ink, >, pixels.width * pixels.height / 10);
  /* Each candidate's role as the board draws it: the step's result wins
   * over its marks; marks on filled cells (a single's reasons) are digits. */
  g_assert_true (nonet_technique_example_find (technique, &state, found));
  memset (drawn, 0, sizeof drawn);
  for (int i = 0; i < step->n_marks; i++)
    if (state.values[step->marks[i].cell] == 0 && step->marks[i].digit != 0
        && state.candidates[step->marks[i].cell] & nonet_digit_bit (step->marks[i].digit))
      drawn[step->marks[i].cell][step->marks[i].digit] = step->marks[i].role + 1;
  for (int i = 0; i < step->n_eliminations; i++)
    drawn[step->eliminations[i].cell][step->eliminations[i].digit] = NONET_ROLE_TARGET + 1;
  for (int i = 0; i < step->n_placements; i++)
    drawn[step->placements[i].cell][step->placements[i].digit] = NONET_ROLE_PLACEMENT + 1;
  for (int cell = 0; cell < NONET_CELLS; cell++)
    for (int d = 1; d <= 9; d++)
      if (drawn[cell][d])
        roles[drawn[cell][d] - 1] = TRUE;
  for (int r = 0; r < NONET_N_ROLES; r++)
    if (roles[r])
      {
        GdkRGBA expected = over_ground (&colors, r);

        g_test_message ("%s: role %d, %d pixels", nonet_technique_get_name (technique), r,
                        count_color (&pixels, &expected));
        g_assert_cmpint (count_color (&pixels, &expected), >=, 8);
      }
  g_free (pixels.data);
}

/* "What is a Swordfish?" has a small example drawing: the step's technique
 * when the popover opens, and an example for each kind of step (pointing,
 * fish, wing, chain, ALS, forcing net) and for some of the rare ones that
 * had none before `test-logic-cases --add-missing`, drawn with the role
 * colours. */
static void
test_what_example (Fixture       *f,
                   gconstpointer  data)
{
  static const NonetTechnique kinds[] = {
    NONET_TECH_POINTING, NONET_TECH_X_WING, NONET_TECH_XY_WING, NONET_TECH_X_CHAIN,
    NONET_TECH_ALS_XZ, NONET_TECH_FORCING_NET_CONTRADICTION,
    NONET_TECH_HIDDEN_QUAD, NONET_TECH_UNIQUE_RECTANGLE_5, NONET_TECH_SASHIMI_JELLYFISH,
    NONET_TECH_MULTI_COLORS_2, NONET_TECH_AIC, NONET_TECH_FINNED_FRANKEN_X_WING,
    NONET_TECH_FORCING_CHAIN_CONTRADICTION, NONET_TECH_FORCING_NET_VERITY, NONET_TECH_TRIAL,
  };
  GtkMenuButton *what = GTK_MENU_BUTTON (find_descendant (GTK_WIDGET (step_bar (f)),
                                                          GTK_TYPE_MENU_BUTTON));
  GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (what));
  NonetTechniqueExample *example;
  const NonetStep *step;
  GtkWidget *caption;

  build_path (f);
  nonet_document_set_current_step (f->document, 3);
  step = nonet_document_get_step (f->document, 3);
  example = NONET_TECHNIQUE_EXAMPLE (find_descendant (popover, NONET_TYPE_TECHNIQUE_EXAMPLE));
  g_assert_nonnull (example);
  /* Nothing is computed until the popover opens. */
  g_assert_null (nonet_technique_example_get_step (example));
  gtk_menu_button_popup (what);
  spin_until_idle (f->window);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (example)));
  g_assert_cmpint (nonet_technique_example_get_technique (example), ==, step->technique);
  caption = gtk_widget_get_next_sibling (GTK_WIDGET (example));
  g_assert_true (gtk_widget_get_visible (caption));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (caption)), "Example: "));
  check_example (example, step->technique);
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    check_example (example, kinds[i]);
  gtk_popover_popdown (GTK_POPOVER (popover));
}

/* Every technique has an example (tests/data/logic-cases.txt holds a case
 * of each, see `test-logic-cases --add-missing` in HACKING.md), and the
 * engine finds the example's step again (a change in the engine that loses
 * it fails here, not in front of a player). */
static void
test_every_example (void)
{
  g_autoptr(GString) missing = g_string_new (NULL);
  g_autofree NonetStep *step = g_new (NonetStep, 1);
  NonetGrid state;
  int n = 0;

  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    {
      const char *id = nonet_technique_info (t)->id;

      if (!nonet_technique_example_exists (t))
        {
          g_string_append_printf (missing, " %s (no case)", id);
          continue;
        }
      if (!nonet_technique_example_find (t, &state, step) || (int) step->technique != t
          || step->n_eliminations + step->n_placements == 0)
        {
          g_string_append_printf (missing, " %s (its case's step is not found again)", id);
          continue;
        }
      n++;
    }
  g_test_message ("%d techniques with an example", n);
  if (missing->len > 0)
    g_test_fail_printf ("techniques without an example:%s; add a case to "
                        "tests/data/logic-cases.txt with `test-logic-cases --add-missing` "
                        "(HACKING.md)", missing->str);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  init_gtk_or_exit ("test-step-view");

#define ADD(path, func) \
  g_test_add ("/step-view/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("bar-and-escape", test_bar_and_escape);
  ADD ("apply-undoable", test_apply_undoable);
  ADD ("solve-asks", test_solve_asks);
  ADD ("several-solutions", test_several_solutions);
  ADD ("board-keeps-size", test_board_keeps_size);
  ADD ("replay", test_replay);
  ADD ("replay-net", test_replay_net);
  ADD ("auto-remove-marks", test_auto_remove_marks);
  ADD ("what-example", test_what_example);
  g_test_add_func ("/step-view/every-example", test_every_example);
#undef ADD
  return g_test_run ();
}
