/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-legend.c: the legend of the step view, reachable from its bar.
 * Each row is a picture drawn by the board's own code (so the legend can
 * never disagree with the board) and a sentence. */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <glib/gi18n.h>

#include "nonet-board-view.h"
#include "nonet-legend.h"

#define SAMPLE_SIZE 32

static const struct
{
  int         role;    /* NonetRole, -1 strong link, -2 weak link */
  const char *text;
} entries[] = {
  { NONET_ROLE_TARGET, N_("Removed by the step (struck through)") },
  { NONET_ROLE_PLACEMENT, N_("Placed by the step (ringed)") },
  { NONET_ROLE_BASE, N_("Base: the pattern’s candidates, and its houses shaded") },
  { NONET_ROLE_COVER, N_("Cover: the houses that see the removed candidates") },
  { NONET_ROLE_FIN, N_("Fin (dashed ring)") },
  { NONET_ROLE_CHAIN_ON, N_("In a chain: this candidate is true") },
  { NONET_ROLE_CHAIN_OFF, N_("In a chain: this candidate is false") },
  { -1, N_("Strong link: if one is false the other is true (solid)") },
  { -2, N_("Weak link: if one is true the other is false (dashed)") },
  { NONET_ROLE_ALS_1, N_("First almost locked set") },
  { NONET_ROLE_ALS_2, N_("Second almost locked set") },
  { NONET_ROLE_COLOR_A, N_("Colouring: one colour") },
  { NONET_ROLE_COLOR_B, N_("Colouring: the other colour") },
};

static void
draw_sample (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        data)
{
  NonetBoardColors colors;

  nonet_board_colors_init_from_widget (&colors, GTK_WIDGET (area));
  nonet_board_draw_sample (cr, &colors, GPOINTER_TO_INT (data), 5, MIN (width, height));
}

/**
 * nonet_legend_new:
 *
 * Returns: (transfer floating): the legend, a grid of pictures and words.
 */
GtkWidget *
nonet_legend_new (void)
{
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *title = gtk_label_new (_("What the colours mean"));

  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_grid_attach (GTK_GRID (grid), title, 0, 0, 2, 1);
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      GtkWidget *area = gtk_drawing_area_new ();
      GtkWidget *label = gtk_label_new (_(entries[i].text));

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), SAMPLE_SIZE);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), SAMPLE_SIZE);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_sample,
                                      GINT_TO_POINTER (entries[i].role), NULL);
      gtk_widget_add_css_class (area, "nonet-legend-sample");
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_grid_attach (GTK_GRID (grid), area, 0, i + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), label, 1, i + 1, 1, 1);
    }
  return grid;
}
