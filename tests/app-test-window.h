/* SPDX-License-Identifier: GPL-3.0-or-later */
/* app-test-window.h: what the window tests of the steps panel, hints,
 * "Why?" and export share: a real NonetWindow on fresh settings, spinning
 * the main loop until the workers are done, and the board rendered to
 * pixels. Static inline so that each test takes only what it uses. */
#pragma once

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "nonet-application.h"
#include "nonet-board-view.h"
#include "app-test-style.h"
#include "nonet-session.h"
#include "nonet-window.h"
#include "app-test-pixels.h"
#include "app-test-session.h"

typedef struct
{
  NonetWindow   *window;
  NonetDocument *document;
} Fixture;

static inline void
reset_settings (void)
{
  g_autofree char *path = nonet_session_default_path ();

  /* A first run: no saved session. */
  g_unlink (path);
}

static inline void
spin_until_idle (NonetWindow *window)
{
  while (nonet_window_get_busy (window))
    g_main_context_iteration (NULL, TRUE);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* The window with the example puzzle, checked (data: NULL), or as on a
 * first run (data not NULL). */
static inline void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  reset_settings ();
  f->window = nonet_window_new (NULL);
  f->document = nonet_window_get_document (f->window);
  /* A first run shows an empty board; the tests start from the example. */
  if (data == NULL)
    g_assert_true (nonet_document_deserialize (f->document, nonet_example_puzzle,
                                               nonet_example_puzzle, "", TRUE));
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

/* A test's main: GTK on a display (none is a failure, not a pass), CSS. */
static inline void
init_gtk_or_exit (const char *name)
{
  app_test_isolate_data ();
  if (!gtk_init_check ())
    {
      g_printerr ("%s: cannot open a display (run under xvfb-run)\n", name);
      exit (1);
    }
  app_test_init_style ();
}
