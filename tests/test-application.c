/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-application.c: the application object as it runs: Quit with more
 * than one window open.
 *
 * Quit closes every window. Closing one removes it from the application's
 * list at once, so walking that list while closing read freed memory (the
 * real app crashed at exit about one run in twenty, with the Solve dialog
 * still on the list). The sanitizer build runs this test with
 * G_SLICE=always-malloc, so that the read is reported every time. */
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "nonet-application.h"

typedef struct
{
  GtkWindow *main_window;
  int        n_destroyed;
  int        n_added;
} QuitRun;

static void
destroyed_cb (GtkWidget *window,
              QuitRun   *run)
{
  run->n_destroyed++;
}

static gboolean
quit_cb (gpointer user_data)
{
  GApplication *app = g_application_get_default ();

  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  return G_SOURCE_REMOVE;
}

/* Once the main window is up: a second window of the application (as the
 * Solve dialog is), then Quit. */
static gboolean
open_second_cb (gpointer user_data)
{
  QuitRun *run = user_data;
  GtkApplication *app = GTK_APPLICATION (g_application_get_default ());
  GtkWidget *second = gtk_window_new ();

  gtk_window_set_application (GTK_WINDOW (second), app);
  gtk_window_set_transient_for (GTK_WINDOW (second), run->main_window);
  g_signal_connect (second, "destroy", G_CALLBACK (destroyed_cb), run);
  gtk_window_present (GTK_WINDOW (second));
  g_timeout_add (200, quit_cb, NULL);
  return G_SOURCE_REMOVE;
}

static void
window_added_cb (GtkApplication *app,
                 GtkWindow      *window,
                 QuitRun        *run)
{
  run->n_added++;
  if (run->main_window != NULL)
    return;
  run->main_window = window;
  g_signal_connect (window, "destroy", G_CALLBACK (destroyed_cb), run);
  g_timeout_add (500, open_second_cb, run);
}

static void
test_quit_closes_every_window (void)
{
  g_autoptr(NonetApplication) app = nonet_application_new ();
  char *argv[] = { (char *) "nonet", NULL };
  QuitRun run = { NULL, 0, 0 };
  int status;

  /* Never hand the work to a running Nonet. */
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app))
                           | G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "window-added", G_CALLBACK (window_added_cb), &run);
  status = g_application_run (G_APPLICATION (app), 1, argv);

  g_assert_cmpint (status, ==, 0);
  g_assert_cmpint (run.n_added, ==, 2);
  g_assert_cmpint (run.n_destroyed, ==, 2);
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = NULL;
  g_autofree char *recent = NULL;

  g_test_init (&argc, &argv, NULL);
  /* A session of its own: the app saves one when it quits, and the other
   * gui tests expect a first run. */
  data_home = g_test_build_filename (G_TEST_BUILT, "home", "application-data", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  /* A first run each time: with the recent files GTK wrote on the run
   * before, GTK leaks a GDateTime at startup, and LeakSanitizer failed
   * every run of the sanitizer build but the first. */
  recent = g_build_filename (data_home, "recently-used.xbel", NULL);
  g_unlink (recent);
  g_test_add_func ("/application/quit-closes-every-window", test_quit_closes_every_window);
  return g_test_run ();
}
