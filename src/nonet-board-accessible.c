/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-board-accessible.c: the board's cells as accessible objects.
 *
 * The board draws itself in one snapshot, so assistive technology saw one
 * table with no children. GTK 4.8 has no public API for accessible objects
 * that are not widgets (GtkAccessible can only be implemented by widgets
 * there), so each cell is a real, lightweight child widget: a GRID_CELL
 * that draws nothing, takes no pointer events and no focus, allocated over
 * its square and labelled with what the board shows there (the digit, given
 * or entered; the candidates; the shown step's part in the cell). The board
 * keeps the keyboard focus and the selection; the selected cell's child is
 * marked selected. 81 empty widgets cost little next to the board's drawing.
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <glib/gi18n.h>

#include "nonet-board-accessible.h"
#include "nonet-board-view.h"
#include "nonet-names.h"

#define NONET_TYPE_BOARD_CELL (nonet_board_cell_get_type ())
G_DECLARE_FINAL_TYPE (NonetBoardCell, nonet_board_cell, NONET, BOARD_CELL, GtkWidget)

struct _NonetBoardCell
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (NonetBoardCell, nonet_board_cell, GTK_TYPE_WIDGET)

static void
nonet_board_cell_class_init (NonetBoardCellClass *klass)
{
  gtk_widget_class_set_accessible_role (GTK_WIDGET_CLASS (klass),
                                        GTK_ACCESSIBLE_ROLE_GRID_CELL);
}

static void
nonet_board_cell_init (NonetBoardCell *self)
{
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
}

struct _NonetBoardAccessible
{
  GtkWidget *cells[NONET_CELLS];
  char      *labels[NONET_CELLS];   /* the last label set, to skip repeats */
  int        selected;
};

NonetBoardAccessible *
nonet_board_accessible_new (GtkWidget *board)
{
  NonetBoardAccessible *self = g_new0 (NonetBoardAccessible, 1);

  self->selected = -1;
  gtk_accessible_update_relation (GTK_ACCESSIBLE (board),
                                  GTK_ACCESSIBLE_RELATION_ROW_COUNT, 9,
                                  GTK_ACCESSIBLE_RELATION_COL_COUNT, 9,
                                  -1);
  for (int i = 0; i < NONET_CELLS; i++)
    {
      self->cells[i] = g_object_new (NONET_TYPE_BOARD_CELL, NULL);
      gtk_widget_set_parent (self->cells[i], board);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (self->cells[i]),
                                      GTK_ACCESSIBLE_RELATION_ROW_INDEX, nonet_cell_row (i) + 1,
                                      GTK_ACCESSIBLE_RELATION_COL_INDEX,
                                      nonet_cell_column (i) + 1,
                                      -1);
    }
  return self;
}

void
nonet_board_accessible_free (NonetBoardAccessible *self)
{
  if (self == NULL)
    return;
  for (int i = 0; i < NONET_CELLS; i++)
    {
      g_clear_pointer (&self->cells[i], gtk_widget_unparent);
      g_free (self->labels[i]);
    }
  g_free (self);
}

/* What a step's mark says about one candidate or the whole cell. */
static const char *
role_words (NonetRole role)
{
  switch (role)
    {
    case NONET_ROLE_BASE:
      return _("base");
    case NONET_ROLE_COVER:
      return _("cover");
    case NONET_ROLE_FIN:
      return _("fin");
    case NONET_ROLE_ENDO_FIN:
      return _("endo fin");
    case NONET_ROLE_CHAIN_ON:
      return _("true in the chain");
    case NONET_ROLE_CHAIN_OFF:
      return _("false in the chain");
    case NONET_ROLE_ALS_1:
    case NONET_ROLE_ALS_2:
    case NONET_ROLE_ALS_3:
    case NONET_ROLE_ALS_4:
      return _("in an almost locked set");
    case NONET_ROLE_COLOR_A:
      return _("first colour");
    case NONET_ROLE_COLOR_B:
      return _("second colour");
    case NONET_ROLE_TARGET:
    case NONET_ROLE_PLACEMENT:
    case NONET_N_ROLES:
    default:
      return NULL;
    }
}

/* The step's part in cell: "; candidate 5 removed by the Swordfish". */
static void
append_step (GString         *text,
             const NonetStep *step,
             int              cell)
{
  const char *technique = nonet_technique_get_name (step->technique);

  for (int i = 0; i < step->n_placements; i++)
    if (step->placements[i].cell == cell)
      /* Translators: a cell's part in the step shown, e.g. "5 placed by the Hidden Single". */
      g_string_append_printf (text, _("; %d placed by the %s"), step->placements[i].digit,
                              technique);
  for (int i = 0; i < step->n_eliminations; i++)
    if (step->eliminations[i].cell == cell)
      /* Translators: e.g. "candidate 5 removed by the Swordfish". */
      g_string_append_printf (text, _("; candidate %d removed by the %s"),
                              step->eliminations[i].digit, technique);
  for (int i = 0; i < step->n_marks; i++)
    {
      const NonetMark *mark = &step->marks[i];
      const char *words = mark->cell == cell ? role_words (mark->role) : NULL;

      if (words == NULL)
        continue;
      if (mark->digit == 0)
        /* Translators: a whole cell in a step's pattern, e.g. "cell is base of the X-Wing". */
        g_string_append_printf (text, _("; cell is %s of the %s"), words, technique);
      else
        /* Translators: e.g. "candidate 3 is fin of the Finned X-Wing". */
        g_string_append_printf (text, _("; candidate %d is %s of the %s"), mark->digit,
                                words, technique);
    }
}

char *
nonet_board_accessible_describe (NonetDocument *document,
                                 gboolean       show_candidates,
                                 int            cell)
{
  int row = nonet_cell_row (cell) + 1, column = nonet_cell_column (cell) + 1;
  const NonetStep *step;
  NonetGrid grid;
  GString *text = g_string_new (NULL);
  NonetMask mask = 0;

  nonet_document_get_display (document, &grid, &step);
  if (grid.values[cell] && grid.given[cell])
    /* Translators: a cell for screen readers: row, column, the puzzle's digit. */
    g_string_printf (text, _("row %d, column %d, given %d"), row, column, grid.values[cell]);
  else if (grid.values[cell])
    /* Translators: a cell for screen readers: a digit the player (or a step) filled in. */
    g_string_printf (text, _("row %d, column %d, filled %d"), row, column, grid.values[cell]);
  else
    {
      if (grid.has_candidates)
        mask = grid.candidates[cell];
      else if (show_candidates)
        mask = nonet_grid_cell_candidates (&grid, cell);
      /* Translators: an empty cell for screen readers. */
      g_string_printf (text, _("row %d, column %d, empty"), row, column);
      if (mask != 0)
        /* Translators: follows "row 3, column 5, empty": its candidates. */
        g_string_append (text, _(", candidates"));
      for (int d = 1; d <= NONET_DIGITS; d++)
        if (mask & nonet_digit_bit (d))
          g_string_append_printf (text, " %d", d);
    }
  if (step != NULL)
    append_step (text, step, cell);
  return g_string_free (text, FALSE);
}

void
nonet_board_accessible_update (NonetBoardAccessible *self,
                               NonetDocument        *document,
                               gboolean              show_candidates,
                               int                   selected)
{
  if (self == NULL || document == NULL)
    return;
  for (int i = 0; i < NONET_CELLS; i++)
    {
      g_autofree char *label = nonet_board_accessible_describe (document, show_candidates, i);

      if (g_strcmp0 (label, self->labels[i]) == 0)
        continue;
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->cells[i]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      g_free (self->labels[i]);
      self->labels[i] = g_steal_pointer (&label);
    }
  if (selected == self->selected)
    return;
  if (self->selected >= 0)
    gtk_accessible_update_state (GTK_ACCESSIBLE (self->cells[self->selected]),
                                 GTK_ACCESSIBLE_STATE_SELECTED, FALSE, -1);
  if (selected >= 0)
    gtk_accessible_update_state (GTK_ACCESSIBLE (self->cells[selected]),
                                 GTK_ACCESSIBLE_STATE_SELECTED, TRUE, -1);
  self->selected = selected;
}

void
nonet_board_accessible_allocate (NonetBoardAccessible *self,
                                 int                   width,
                                 int                   height)
{
  NonetBoardGeometry geometry;

  nonet_board_geometry_compute (&geometry, width, height);
  for (int i = 0; i < NONET_CELLS; i++)
    {
      graphene_rect_t rect;

      nonet_board_geometry_cell_rect (&geometry, i, &rect);
      gtk_widget_size_allocate (self->cells[i],
                                &(GtkAllocation) { rect.origin.x, rect.origin.y,
                                                   MAX (rect.size.width, 0),
                                                   MAX (rect.size.height, 0) }, -1);
    }
}

/**
 * nonet_accessible_clean_button_names:
 *
 * GTK 4.8 names a labelled button twice for screen readers: its label
 * property as written ("_Hint", mnemonic included) and then the label it
 * is labelled by ("Hint"): "_Hint Hint". Every labelled button under root
 * gets one name, the label without its mnemonic. The info bar's close
 * button, an icon alone, read "GtkImage": it is named "Close".
 */
void
nonet_accessible_clean_button_names (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *label = GTK_IS_BUTTON (child) ? gtk_button_get_label (GTK_BUTTON (child)) : NULL;

      if (label != NULL)
        {
          g_autoptr(GString) name = g_string_new (label);

          if (gtk_button_get_use_underline (GTK_BUTTON (child)))
            g_string_replace (name, "_", "", 0);
          gtk_accessible_update_property (GTK_ACCESSIBLE (child),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, name->str, -1);
          gtk_accessible_reset_relation (GTK_ACCESSIBLE (child),
                                         GTK_ACCESSIBLE_RELATION_LABELLED_BY);
        }
      else if (GTK_IS_BUTTON (child) && GTK_IS_IMAGE (gtk_button_get_child (GTK_BUTTON (child)))
               && g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (gtk_button_get_child (
                               GTK_BUTTON (child)))), "window-close-symbolic") == 0)
        gtk_accessible_update_property (GTK_ACCESSIBLE (child),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, _("Close"), -1);
      nonet_accessible_clean_button_names (child);
    }
}
