/* SPDX-License-Identifier: GPL-3.0-or-later */
/* app-test-window.h: what the window tests of the steps panel, hints,
 * "Why?" and export share: a real NonetWindow on fresh settings, spinning
 * the main loop until the workers are done, and the board rendered to
 * pixels. Static inline so that each test takes only what it uses. */
#pragma once

#include <gtk/gtk.h>

#include "nonet-application.h"
#include "nonet-board-view.h"
#include "nonet-window.h"

typedef struct
{
  NonetWindow   *window;
  NonetDocument *document;
} Fixture;

static inline void
reset_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  const char *keys[] = { "saved-givens", "saved-values", "saved-candidates", "saved-locked" };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (settings, keys[i]);
}

static inline void
spin_until_idle (NonetWindow *window)
{
  while (nonet_window_get_busy (window))
    g_main_context_iteration (NULL, TRUE);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* The window on a first run: the example puzzle, checked. */
static inline void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  reset_settings ();
  f->window = nonet_window_new (NULL);
  f->document = nonet_window_get_document (f->window);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 900, 640);
  gtk_window_present (GTK_WINDOW (f->window));
  while (!gtk_widget_get_mapped (GTK_WIDGET (f->window)))
    g_main_context_iteration (NULL, TRUE);
  spin_until_idle (f->window);
}

static inline void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* The first descendant of widget of a type, depth first. */
static inline GtkWidget *
find_descendant (GtkWidget *widget,
                 GType      type)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        return child;
      if ((found = find_descendant (child, type)) != NULL)
        return found;
    }
  return NULL;
}

/* The board rendered as a frame would show it, BGRA bytes. */
typedef struct
{
  int     width;
  int     height;
  gsize   stride;
  guchar *data;
} Pixels;

static inline void
render_board (NonetBoardView *board,
              Pixels         *pixels)
{
  GtkWidget *widget = GTK_WIDGET (board);
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

/* A test's main: GTK on a display (none is a failure, not a pass), CSS. */
static inline void
init_gtk_or_exit (const char *name)
{
  if (!gtk_init_check ())
    {
      g_printerr ("%s: cannot open a display (run under xvfb-run)\n", name);
      exit (1);
    }
  nonet_application_load_css ();
}
