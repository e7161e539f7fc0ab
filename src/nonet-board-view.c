/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-board-view.c: the board widget. It reads the document, calls its
 * setters on clicks and keys, and draws with nonet_board_draw().
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <glib/gi18n.h>

#include "nonet-board-accessible.h"
#include "nonet-board-view.h"
#include "nonet-names.h"

/* Smallest cell that still shows readable candidates, and a comfortable one. */
#define MIN_CELL_SIZE     30
#define NATURAL_CELL_SIZE 56

struct _NonetBoardView
{
  GtkWidget      parent_instance;

  /* owned */
  NonetDocument *document;
  GSignalGroup  *document_signals;

  int            selected;
  guint          pencil_mode : 1;
  guint          show_candidates : 1;
  guint          highlight_peers : 1;
  NonetBoardAccessible *cells;   /* the 81 cells for screen readers */
};

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_SELECTED,
  PROP_PENCIL_MODE,
  PROP_SHOW_CANDIDATES,
  PROP_HIGHLIGHT_PEERS,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (NonetBoardView, nonet_board_view, GTK_TYPE_WIDGET)

static GParamSpec *properties[N_PROPS];

static void
compute_geometry (NonetBoardView     *self,
                  NonetBoardGeometry *geometry)
{
  nonet_board_geometry_compute (geometry,
                                gtk_widget_get_width (GTK_WIDGET (self)),
                                gtk_widget_get_height (GTK_WIDGET (self)));
}

static char *
describe_candidates (NonetMask mask)
{
  GString *text = g_string_new (NULL);

  for (int d = 1; d <= 9; d++)
    if (mask & nonet_digit_bit (d))
      g_string_append_printf (text, text->len ? " %d" : "%d", d);
  return g_string_free (text, FALSE);
}

static void
update_accessible_label (NonetBoardView *self)
{
  g_autofree char *label = NULL;

  if (self->selected >= 0 && self->document != NULL)
    label = nonet_board_view_describe_cell (self, self->selected);
  else
    label = g_strdup (_("Sudoku board"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  nonet_board_accessible_update (self->cells, self->document, self->show_candidates,
                                 self->selected);
}

static void
document_display_changed_cb (NonetBoardView *self,
                             NonetDocument  *document)
{
  update_accessible_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
enter_digit (NonetBoardView *self,
             int             digit,
             gboolean        candidate)
{
  if (self->document == NULL)
    return;
  if (self->selected < 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  /* The step view shows the path, not the player's grid: typing there
   * would change a grid the player cannot see. The bar over the board says
   * how to go back (Escape). */
  if (nonet_document_get_current_step (self->document) >= 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  if (digit == 0)
    nonet_document_set_digit (self->document, self->selected, 0);
  else if (candidate && self->show_candidates && nonet_document_get_locked (self->document))
    nonet_document_toggle_candidate_shown (self->document, self->selected, digit);
  else if (candidate)
    nonet_document_toggle_candidate (self->document, self->selected, digit);
  else
    nonet_document_set_digit (self->document, self->selected, digit);
}

static void
move_selection (NonetBoardView *self,
                int             drow,
                int             dcolumn)
{
  int row, column;

  if (self->selected < 0)
    {
      nonet_board_view_set_selected (self, nonet_cell_at (0, 0));
      return;
    }
  /* Wrap around the edges, as spreadsheets and most Sudoku apps do. */
  row = (nonet_cell_row (self->selected) + drow + 9) % 9;
  column = (nonet_cell_column (self->selected) + dcolumn + 9) % 9;
  nonet_board_view_set_selected (self, nonet_cell_at (row, column));
}

/* The digit a key stands for, 0 for 0 and -1 for no digit. Shift+digit
 * gives a symbol on most layouts ('!' on US, '1' itself on French), so the
 * hardware key is looked up through the keymap for any level that holds a
 * digit. */
static int
key_digit (GtkEventControllerKey *controller,
           guint                  keyval,
           guint                  keycode)
{
  GtkWidget *widget;
  GdkDisplay *display;
  GdkKeymapKey *keys = NULL;
  guint *keyvals = NULL;
  int n = 0, digit = -1;

  if (keyval >= GDK_KEY_0 && keyval <= GDK_KEY_9)
    return keyval - GDK_KEY_0;
  if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9)
    return keyval - GDK_KEY_KP_0;
  if (keycode == 0)
    return -1;

  widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  display = gtk_widget_get_display (widget);
  if (!gdk_display_map_keycode (display, keycode, &keys, &keyvals, &n))
    return -1;
  for (int i = 0; i < n && digit < 0; i++)
    {
      if (keyvals[i] >= GDK_KEY_0 && keyvals[i] <= GDK_KEY_9)
        digit = keyvals[i] - GDK_KEY_0;
      else if (keyvals[i] >= GDK_KEY_KP_0 && keyvals[i] <= GDK_KEY_KP_9)
        digit = keyvals[i] - GDK_KEY_KP_0;
    }
  g_free (keys);
  g_free (keyvals);
  return digit;
}

static gboolean
key_pressed_cb (NonetBoardView        *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  gboolean modified = (state & (GDK_SHIFT_MASK | GDK_CONTROL_MASK)) != 0;
  int digit;

  if (state & (GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Up: case GDK_KEY_KP_Up:
      move_selection (self, -1, 0);
      return TRUE;
    case GDK_KEY_Down: case GDK_KEY_KP_Down:
      move_selection (self, 1, 0);
      return TRUE;
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
      move_selection (self, 0, -1);
      return TRUE;
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
      move_selection (self, 0, 1);
      return TRUE;
    case GDK_KEY_Delete: case GDK_KEY_KP_Delete: case GDK_KEY_BackSpace:
      enter_digit (self, 0, FALSE);
      return TRUE;
    default:
      break;
    }

  digit = key_digit (controller, keyval, keycode);
  if (digit < 0)
    return FALSE;
  /* Ctrl+0 and Ctrl+Shift+digit belong to the window (zoom, shortcuts). */
  if ((state & GDK_CONTROL_MASK) && ((state & GDK_SHIFT_MASK) || digit == 0))
    return FALSE;
  enter_digit (self, digit, self->pencil_mode != modified);
  return TRUE;
}

static void
click_pressed_cb (NonetBoardView *self,
                  int             n_press,
                  double          x,
                  double          y,
                  GtkGestureClick *gesture)
{
  int cell = nonet_board_view_cell_at (self, x, y, NULL);

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (cell < 0)
    return;
  nonet_board_view_set_selected (self, cell);
}

static void
nonet_board_view_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  NonetBoardView *self = NONET_BOARD_VIEW (widget);
  NonetBoardState state = { 0 };
  NonetGrid grid;

  if (self->document == NULL)
    return;

  nonet_document_get_display (self->document, &grid, &state.step);
  state.grid = &grid;
  state.selected = self->selected;
  /* While givens are typed, candidates would only be noise. */
  state.show_candidates = self->show_candidates && nonet_document_get_locked (self->document);
  state.highlight_peers = self->highlight_peers;
  state.show_conflicts = TRUE;
  if (state.step != NULL && state.step == nonet_document_get_step (self->document,
                                                                   nonet_document_get_current_step (self->document)))
    state.replay = nonet_document_get_replay (self->document);
  nonet_board_snapshot (widget, snapshot, &state);
}

/* Square: the same size asked in both directions. The parent may give more;
 * the drawing then centres the square. */
static void
nonet_board_view_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  *minimum = MIN_CELL_SIZE * 9;
  *natural = NATURAL_CELL_SIZE * 9;
}

static void
nonet_board_view_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  nonet_board_accessible_allocate (NONET_BOARD_VIEW (widget)->cells, width, height);
  /* The "why" popover is the board's child too: it sizes its surface here. */
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      gtk_popover_present (GTK_POPOVER (child));
}

static void
nonet_board_view_dispose (GObject *object)
{
  NonetBoardView *self = (NonetBoardView *)object;

  g_clear_pointer (&self->cells, nonet_board_accessible_free);
  if (self->document_signals != NULL)
    g_signal_group_set_target (self->document_signals, NULL);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);

  G_OBJECT_CLASS (nonet_board_view_parent_class)->dispose (object);
}

static void
nonet_board_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  NonetBoardView *self = NONET_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_SELECTED:
      g_value_set_int (value, self->selected);
      break;
    case PROP_PENCIL_MODE:
      g_value_set_boolean (value, self->pencil_mode);
      break;
    case PROP_SHOW_CANDIDATES:
      g_value_set_boolean (value, self->show_candidates);
      break;
    case PROP_HIGHLIGHT_PEERS:
      g_value_set_boolean (value, self->highlight_peers);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nonet_board_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  NonetBoardView *self = NONET_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      nonet_board_view_set_document (self, g_value_get_object (value));
      break;
    case PROP_SELECTED:
      nonet_board_view_set_selected (self, g_value_get_int (value));
      break;
    case PROP_PENCIL_MODE:
      nonet_board_view_set_pencil_mode (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_CANDIDATES:
      nonet_board_view_set_show_candidates (self, g_value_get_boolean (value));
      break;
    case PROP_HIGHLIGHT_PEERS:
      nonet_board_view_set_highlight_peers (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nonet_board_view_class_init (NonetBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = nonet_board_view_dispose;
  object_class->get_property = nonet_board_view_get_property;
  object_class->set_property = nonet_board_view_set_property;

  widget_class->snapshot = nonet_board_view_snapshot;
  widget_class->measure = nonet_board_view_measure;
  widget_class->size_allocate = nonet_board_view_size_allocate;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, NONET_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SELECTED] =
    g_param_spec_int ("selected", NULL, NULL, -1, NONET_CELLS - 1, -1,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_PENCIL_MODE] =
    g_param_spec_boolean ("pencil-mode", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SHOW_CANDIDATES] =
    g_param_spec_boolean ("show-candidates", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_HIGHLIGHT_PEERS] =
    g_param_spec_boolean ("highlight-peers", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "nonet-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
nonet_board_view_init (NonetBoardView *self)
{
  GtkEventController *key;
  GtkGesture *click;

  self->selected = -1;
  self->show_candidates = TRUE;
  self->highlight_peers = TRUE;
  self->cells = nonet_board_accessible_new (GTK_WIDGET (self));

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  self->document_signals = g_signal_group_new (NONET_TYPE_DOCUMENT);
  g_signal_group_connect_object (self->document_signals, "display-changed",
                                 G_CALLBACK (document_display_changed_cb), self,
                                 G_CONNECT_SWAPPED);

  key = gtk_event_controller_key_new ();
  g_signal_connect_object (key, "key-pressed", G_CALLBACK (key_pressed_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), key);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect_object (click, "pressed", G_CALLBACK (click_pressed_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  update_accessible_label (self);
}

/**
 * nonet_board_view_new:
 *
 * Returns: (transfer floating): a board without a document.
 */
GtkWidget *
nonet_board_view_new (void)
{
  return g_object_new (NONET_TYPE_BOARD_VIEW, NULL);
}

/**
 * nonet_board_view_get_document:
 *
 * Returns: (nullable) (transfer none): the document shown.
 */
NonetDocument *
nonet_board_view_get_document (NonetBoardView *self)
{
  g_return_val_if_fail (NONET_IS_BOARD_VIEW (self), NULL);

  return self->document;
}

/**
 * nonet_board_view_set_document:
 *
 * Shows document (a reference is kept) and redraws on its signals.
 */
void
nonet_board_view_set_document (NonetBoardView *self,
                               NonetDocument  *document)
{
  g_return_if_fail (NONET_IS_BOARD_VIEW (self));
  g_return_if_fail (document == NULL || NONET_IS_DOCUMENT (document));

  if (!g_set_object (&self->document, document))
    return;
  g_signal_group_set_target (self->document_signals, document);
  update_accessible_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

int
nonet_board_view_get_selected (NonetBoardView *self)
{
  g_return_val_if_fail (NONET_IS_BOARD_VIEW (self), -1);

  return self->selected;
}

/**
 * nonet_board_view_set_selected:
 *
 * Selects cell (-1: none) and updates the accessible label.
 */
void
nonet_board_view_set_selected (NonetBoardView *self,
                               int             cell)
{
  g_return_if_fail (NONET_IS_BOARD_VIEW (self));
  g_return_if_fail (cell >= -1 && cell < NONET_CELLS);

  if (self->selected == cell)
    return;
  self->selected = cell;
  update_accessible_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

gboolean
nonet_board_view_get_pencil_mode (NonetBoardView *self)
{
  g_return_val_if_fail (NONET_IS_BOARD_VIEW (self), FALSE);

  return self->pencil_mode;
}

/**
 * nonet_board_view_set_pencil_mode:
 *
 * In pencil mode digits toggle candidates and Shift+digit sets the digit.
 */
void
nonet_board_view_set_pencil_mode (NonetBoardView *self,
                                  gboolean        pencil_mode)
{
  g_return_if_fail (NONET_IS_BOARD_VIEW (self));

  pencil_mode = !!pencil_mode;
  if (self->pencil_mode == pencil_mode)
    return;
  self->pencil_mode = pencil_mode;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PENCIL_MODE]);
}

gboolean
nonet_board_view_get_show_candidates (NonetBoardView *self)
{
  g_return_val_if_fail (NONET_IS_BOARD_VIEW (self), FALSE);

  return self->show_candidates;
}

/**
 * nonet_board_view_set_show_candidates:
 *
 * Whether empty cells without pencil marks show the candidates the filled
 * cells leave.
 */
void
nonet_board_view_set_show_candidates (NonetBoardView *self,
                                      gboolean        show_candidates)
{
  g_return_if_fail (NONET_IS_BOARD_VIEW (self));

  show_candidates = !!show_candidates;
  if (self->show_candidates == show_candidates)
    return;
  self->show_candidates = show_candidates;
  update_accessible_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_CANDIDATES]);
}

gboolean
nonet_board_view_get_highlight_peers (NonetBoardView *self)
{
  g_return_val_if_fail (NONET_IS_BOARD_VIEW (self), FALSE);

  return self->highlight_peers;
}

/**
 * nonet_board_view_set_highlight_peers:
 *
 * Whether the row, column and box of the selected cell are shaded.
 */
void
nonet_board_view_set_highlight_peers (NonetBoardView *self,
                                      gboolean        highlight_peers)
{
  g_return_if_fail (NONET_IS_BOARD_VIEW (self));

  highlight_peers = !!highlight_peers;
  if (self->highlight_peers == highlight_peers)
    return;
  self->highlight_peers = highlight_peers;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGHLIGHT_PEERS]);
}

/**
 * nonet_board_view_cell_at:
 *
 * Returns: the cell under x, y (widget coordinates), or -1.
 */
int
nonet_board_view_cell_at (NonetBoardView *self,
                          double          x,
                          double          y,
                          int            *digit)
{
  NonetBoardGeometry geometry;

  g_return_val_if_fail (NONET_IS_BOARD_VIEW (self), -1);

  compute_geometry (self, &geometry);
  return nonet_board_geometry_cell_at (&geometry, x, y, digit);
}

/**
 * nonet_board_view_describe_cell:
 *
 * Returns: (transfer full): "row 3, column 5, 7" or
 *   "row 3, column 5, empty, candidates 2 4 9", as the board shows it.
 */
char *
nonet_board_view_describe_cell (NonetBoardView *self,
                                int             cell)
{
  const NonetStep *step;
  NonetGrid grid;
  g_autofree char *candidates = NULL;
  NonetMask mask = 0;

  g_return_val_if_fail (NONET_IS_BOARD_VIEW (self), NULL);
  g_return_val_if_fail (self->document != NULL, NULL);
  g_return_val_if_fail (cell >= 0 && cell < NONET_CELLS, NULL);

  nonet_document_get_display (self->document, &grid, &step);
  if (grid.values[cell])
    /* Translators: a cell of the board for screen readers: row, column, digit. */
    return g_strdup_printf (_("row %d, column %d, %d"),
                            nonet_cell_row (cell) + 1, nonet_cell_column (cell) + 1,
                            grid.values[cell]);
  if (grid.has_candidates)
    mask = grid.candidates[cell];
  else if (self->show_candidates)
    mask = nonet_grid_cell_candidates (&grid, cell);
  if (mask == 0)
    return g_strdup_printf (_("row %d, column %d, empty"),
                            nonet_cell_row (cell) + 1, nonet_cell_column (cell) + 1);
  candidates = describe_candidates (mask);
  /* Translators: an empty cell and its pencil marks, e.g. "candidates 2 4 9". */
  return g_strdup_printf (_("row %d, column %d, empty, candidates %s"),
                          nonet_cell_row (cell) + 1, nonet_cell_column (cell) + 1, candidates);
}
