/* SPDX-License-Identifier: GPL-3.0-or-later */
/* app-test-pixels.h: the board rendered to pixels, and counting coloured
 * pixels in a cell, for the gui tests. */
#pragma once

#include <gtk/gtk.h>

#include "nonet-board-view.h"

/* The board rendered as a frame would show it, BGRA bytes. */
typedef struct
{
  int     width;
  int     height;
  gsize   stride;
  guchar *data;
} Pixels;

/* Any widget rendered as a frame would show it. */
static inline void
render_widget (GtkWidget *widget,
               Pixels    *pixels)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  gtk_test_widget_wait_for_draw (widget);
  pixels->width = gtk_widget_get_width (widget);
  pixels->height = gtk_widget_get_height (widget);
  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node,
                                        &GRAPHENE_RECT_INIT (0, 0, pixels->width, pixels->height));
  pixels->stride = pixels->width * 4;
  pixels->data = g_malloc (pixels->stride * pixels->height);
  gdk_texture_download (texture, pixels->data, pixels->stride);
  if (g_getenv ("NONET_TEST_SAVE_PNG"))
    gdk_texture_save_to_png (texture, g_getenv ("NONET_TEST_SAVE_PNG"));
}

static inline void
render_board (NonetBoardView *board,
              Pixels         *pixels)
{
  render_widget (GTK_WIDGET (board), pixels);
}

static inline gboolean
is_red (int r,
        int g,
        int b)
{
  return r - b > 100 && r - g > 80;
}

/* Pixels of a cell, inside its lines, that pass test. */
static inline int
count_in_cell (const Pixels *pixels,
               int           cell,
               gboolean    (*test) (int r, int g, int b))
{
  NonetBoardGeometry geometry;
  graphene_rect_t rect;
  int count = 0;

  nonet_board_geometry_compute (&geometry, pixels->width, pixels->height);
  nonet_board_geometry_cell_rect (&geometry, cell, &rect);
  for (int y = rect.origin.y + 3; y < rect.origin.y + rect.size.height - 3; y++)
    for (int x = rect.origin.x + 3; x < rect.origin.x + rect.size.width - 3; x++)
      {
        const guchar *p = pixels->data + y * pixels->stride + x * 4;

        if (test (p[2], p[1], p[0]))
          count++;
      }
  return count;
}
