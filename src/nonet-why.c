/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-why.c: "Why?": the step that removes a candidate or fills a cell.
 *
 *   right-click (cell, slot) ──▶ menu ──▶ win.why (cell, digit)
 *                                              │
 *                    path? ──no──▶ worker builds it ──┐
 *                      │yes                           │
 *                      ▼                              ▼
 *          nonet_path_find_cause ──▶ document current-step = that step
 *
 * The answer is shown as the path's current step, so the board, the
 * sentence under it and the steps panel all show the same thing.
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "nonet-names.h"
#include "nonet-solve-task.h"
#include "nonet-why.h"
#include "nonet-window-private.h"

#define WHY_DATA_KEY "nonet-why"

#define NONET_TYPE_WHY_STATE (nonet_why_state_get_type ())
G_DECLARE_FINAL_TYPE (NonetWhyState, nonet_why_state, NONET, WHY_STATE, GObject)

struct _NonetWhyState
{
  GObject         parent_instance;

  NonetWindow    *window;       /* borrowed: the window owns this state */
  GtkPopoverMenu *popover;      /* the context menu, parented to the board */
  GCancellable   *cancellable;  /* building the path for a question */
  int             cell;         /* the question waiting for the path */
  int             digit;
};

G_DEFINE_FINAL_TYPE (NonetWhyState, nonet_why_state, G_TYPE_OBJECT)

static void
nonet_why_state_finalize (GObject *object)
{
  NonetWhyState *self = (NonetWhyState *)object;

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->popover != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->popover), (gpointer *) &self->popover);

  G_OBJECT_CLASS (nonet_why_state_parent_class)->finalize (object);
}

static void
nonet_why_state_class_init (NonetWhyStateClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = nonet_why_state_finalize;
}

static void
nonet_why_state_init (NonetWhyState *self)
{
  self->cell = -1;
}

static NonetWhyState *
get_state (NonetWindow *window)
{
  return g_object_get_data (G_OBJECT (window), WHY_DATA_KEY);
}

/* Shows the step of the path that answers; says so when none does. */
static void
answer (NonetWindow *window,
        int          cell,
        int          digit)
{
  NonetDocument *document = nonet_window_get_document (window);
  const NonetPath *path = nonet_document_get_path (document);
  g_autofree char *name = nonet_cell_name (cell);
  g_autofree char *message = NULL;
  int index = path ? nonet_path_find_cause (path, cell, digit) : -1;

  if (index < 0)
    {
      if (path != NULL && path->start.values[cell] != 0)
        /* Translators: %s is a cell such as r3c5. */
        message = g_strdup_printf (_("%s is a given of the puzzle."), name);
      else if (digit != 0 && path != NULL && path->unique && path->solution[cell] == digit)
        /* Translators: %d is a digit, %s a cell such as r3c5. */
        message = g_strdup_printf (_("No step removes %d from %s: it is the solution’s digit."),
                                   digit, name);
      else if (digit != 0)
        message = g_strdup_printf (_("No step of the path removes %d from %s."), digit, name);
      else
        message = g_strdup_printf (_("No step of the path fills %s."), name);
      nonet_window_show_message (window, message);
      return;
    }
  nonet_document_set_current_step (document, index);
  if (digit != 0)
    /* Translators: step number, a digit, a cell such as r3c5. */
    message = g_strdup_printf (_("Step %d removes %d from %s."), index + 1, digit, name);
  else
    message = g_strdup_printf (_("Step %d fills %s."), index + 1, name);
  nonet_window_show_message (window, message);
}

static void
path_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(NonetWindow) window = _nonet_window_weak_ref_take (user_data);
  g_autoptr(NonetSolveOutcome) outcome = NULL;
  g_autoptr(GError) error = NULL;
  NonetDocument *document = NONET_DOCUMENT (object);
  NonetWhyState *self;
  NonetGrid puzzle;

  outcome = nonet_document_solve_finish (document, result, &error);
  if (window == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = get_state (window);
  _nonet_window_set_busy (window, FALSE);
  g_clear_object (&self->cancellable);
  if (outcome == NULL || !outcome->has_path)
    {
      nonet_window_show_message (window, outcome ? _("This puzzle has no solution to explain.")
                                                 : error->message);
      return;
    }
  nonet_document_get_puzzle (document, &puzzle);
  if (memcmp (puzzle.values, outcome->puzzle.values, sizeof puzzle.values) != 0)
    return;
  if (nonet_document_get_path (document) == NULL)
    nonet_document_take_path (document, &outcome->path);
  answer (window, self->cell, self->digit);
}

/**
 * nonet_why_ask:
 * @cell: 0..80
 * @digit: the candidate asked about, or 0 for "what fills the cell"
 *
 * Shows the step that removes @digit from @cell (or fills @cell) as the
 * document's current step, building the path in a worker when needed.
 */
void
nonet_why_ask (NonetWindow *window,
               int          cell,
               int          digit)
{
  NonetWhyState *self;
  NonetDocument *document;

  g_return_if_fail (NONET_IS_WINDOW (window));
  g_return_if_fail (cell >= 0 && cell < NONET_CELLS);
  g_return_if_fail (digit >= 0 && digit <= NONET_DIGITS);

  self = get_state (window);
  g_return_if_fail (self != NULL);
  document = nonet_window_get_document (window);
  if (nonet_document_get_path (document) != NULL)
    {
      answer (window, cell, digit);
      return;
    }
  self->cell = cell;
  self->digit = digit;
  if (self->cancellable != NULL)
    return;  /* the path is on its way; the latest question gets the answer */
  self->cancellable = g_cancellable_new ();
  _nonet_window_set_busy (window, TRUE);
  nonet_window_show_message (window, _("Finding the solution path…"));
  nonet_document_solve_async (document, NONET_SOLVE_FLAGS_PATH, self->cancellable, path_done_cb,
                              _nonet_window_weak_ref (window));
}

gboolean
nonet_why_get_busy (NonetWindow *window)
{
  NonetWhyState *self;

  g_return_val_if_fail (NONET_IS_WINDOW (window), FALSE);

  self = get_state (window);
  return self != NULL && self->cancellable != NULL;
}

static void
add_item (GMenu      *menu,
          const char *label,
          int         cell,
          int         digit)
{
  g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

  g_menu_item_set_action_and_target_value (item, "win.why", g_variant_new ("(ii)", cell, digit));
  g_menu_append_item (menu, item);
}

/**
 * nonet_why_make_menu:
 *
 * Returns: (transfer full) (nullable): the questions one may ask about
 *   @cell; NULL for a given.
 */
GMenuModel *
nonet_why_make_menu (NonetWindow *window,
                     int          cell,
                     int          digit)
{
  NonetDocument *document;
  const NonetGrid *grid;
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autofree char *name = NULL;
  g_autofree char *label = NULL;

  g_return_val_if_fail (NONET_IS_WINDOW (window), NULL);
  g_return_val_if_fail (cell >= 0 && cell < NONET_CELLS, NULL);

  document = nonet_window_get_document (window);
  grid = nonet_document_get_grid (document);
  if (grid->given[cell] && grid->values[cell] != 0)
    return NULL;
  name = nonet_cell_name (cell);
  if (digit >= 1 && digit <= NONET_DIGITS && grid->values[cell] == 0)
    {
      /* Translators: context menu; a digit and a cell such as r3c5. */
      label = g_strdup_printf (_("Which Step Removes %d from %s?"), digit, name);
      add_item (menu, label, cell, digit);
      g_clear_pointer (&label, g_free);
    }
  /* Translators: context menu; %s is a cell such as r3c5. */
  label = g_strdup_printf (_("Which Step Fills %s?"), name);
  add_item (menu, label, cell, 0);
  return G_MENU_MODEL (g_steal_pointer (&menu));
}

static void
why_action_cb (GSimpleAction *action,
               GVariant      *parameter,
               gpointer      user_data)
{
  int cell, digit;

  g_variant_get (parameter, "(ii)", &cell, &digit);
  if (cell < 0 || cell >= NONET_CELLS || digit < 0 || digit > NONET_DIGITS)
    return;
  nonet_why_ask (NONET_WINDOW (user_data), cell, digit);
}

static void
popup_at (NonetWhyState *self,
          int            cell,
          int            digit,
          double         x,
          double         y)
{
  g_autoptr(GMenuModel) menu = nonet_why_make_menu (self->window, cell, digit);

  if (menu == NULL || self->popover == NULL)
    return;
  gtk_popover_menu_set_menu_model (self->popover, menu);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->popover),
                               &(GdkRectangle) { (int) x, (int) y, 1, 1 });
  gtk_popover_popup (GTK_POPOVER (self->popover));
}

static void
right_click_cb (NonetWhyState   *self,
                int              n_press,
                double           x,
                double           y,
                GtkGestureClick *gesture)
{
  NonetBoardView *board = nonet_window_get_board (self->window);
  int digit = 0;
  int cell = nonet_board_view_cell_at (board, x, y, &digit);

  if (cell < 0)
    return;
  nonet_board_view_set_selected (board, cell);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  popup_at (self, cell, digit, x, y);
}

/* Menu or Shift+F10: the menu of the selected cell, at its centre. */
static gboolean
menu_key_cb (GtkWidget *widget,
             GVariant  *args,
             gpointer   user_data)
{
  NonetWhyState *self = user_data;
  NonetBoardView *board = nonet_window_get_board (self->window);
  int cell = nonet_board_view_get_selected (board);
  NonetBoardGeometry geometry;
  graphene_rect_t rect;

  if (cell < 0)
    return FALSE;
  nonet_board_geometry_compute (&geometry, gtk_widget_get_width (widget),
                                gtk_widget_get_height (widget));
  nonet_board_geometry_cell_rect (&geometry, cell, &rect);
  popup_at (self, cell, 0, rect.origin.x + rect.size.width / 2,
            rect.origin.y + rect.size.height / 2);
  return TRUE;
}

/* The popover is the board's child but not the board's own: take it away
 * when the board goes, or the board would finalize with a child left. The
 * board may outlive the window (and this state): the handler holds only
 * the popover, which lives as long as the board. */
static void
board_destroy_cb (GtkWidget *board,
                  GtkWidget *popover)
{
  if (gtk_widget_get_parent (popover) == board)
    gtk_widget_unparent (popover);
}

static void
add_controllers (NonetWhyState *self,
                 GtkWidget     *board)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_shortcut_controller_new ();
  GtkShortcutAction *action = gtk_callback_action_new (menu_key_cb, self, NULL);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_SECONDARY);
  g_signal_connect_object (click, "pressed", G_CALLBACK (right_click_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (board, GTK_EVENT_CONTROLLER (click));

  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (gtk_alternative_trigger_new (
                                          gtk_keyval_trigger_new (GDK_KEY_Menu, 0),
                                          gtk_keyval_trigger_new (GDK_KEY_F10, GDK_SHIFT_MASK)),
                                          action));
  gtk_widget_add_controller (board, keys);
}

/**
 * nonet_why_attach:
 *
 * Gives @window's board its "Why?" context menu and installs win.why.
 */
void
nonet_why_attach (NonetWindow *window)
{
  NonetWhyState *self;
  GtkWidget *board;
  g_autoptr(GSimpleAction) action = g_simple_action_new ("why", G_VARIANT_TYPE ("(ii)"));

  g_return_if_fail (NONET_IS_WINDOW (window));
  g_return_if_fail (get_state (window) == NULL);

  self = g_object_new (NONET_TYPE_WHY_STATE, NULL);
  self->window = window;
  g_object_set_data_full (G_OBJECT (window), WHY_DATA_KEY, self, g_object_unref);

  board = GTK_WIDGET (nonet_window_get_board (window));
  self->popover = GTK_POPOVER_MENU (gtk_popover_menu_new_from_model (NULL));
  gtk_popover_set_has_arrow (GTK_POPOVER (self->popover), TRUE);
  gtk_widget_set_halign (GTK_WIDGET (self->popover), GTK_ALIGN_START);
  gtk_widget_set_parent (GTK_WIDGET (self->popover), board);
  g_object_add_weak_pointer (G_OBJECT (self->popover), (gpointer *) &self->popover);
  g_signal_connect (board, "destroy", G_CALLBACK (board_destroy_cb), self->popover);
  add_controllers (self, board);

  g_signal_connect_object (action, "activate", G_CALLBACK (why_action_cb), window, 0);
  g_action_map_add_action (G_ACTION_MAP (window), G_ACTION (action));
}
