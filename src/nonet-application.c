/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-application.c: app.* actions, accelerators and the style sheet are
 * set up in startup; activate and open bring up the window. */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

#include "nonet-application.h"
#include "nonet-window.h"

struct _NonetApplication
{
  GtkApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (NonetApplication, nonet_application, GTK_TYPE_APPLICATION)

/* The New York Times "hard" puzzle of 2024-09-03 (seed 003). */
const char nonet_example_puzzle[] =
  "......2......3.9....8.1..37.2.....9134.87.....6....4..5.24....34.3.5.....1.......";

void
nonet_application_load_css (void)
{
  static gboolean loaded;
  g_autoptr(GtkCssProvider) provider = NULL;
  GdkDisplay *display = gdk_display_get_default ();

  if (loaded || display == NULL)
    return;
  loaded = TRUE;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, "/app/nonet/Nonet/style.css");
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static NonetWindow *
get_window (NonetApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    window = GTK_WINDOW (nonet_window_new (self));
  return NONET_WINDOW (window);
}

/* Benchmarks (not tests): NONET_BENCH=first-frame prints the time from
 * main() to the first frame drawn and quits; NONET_BENCH=solve waits for the
 * status check, solves the puzzle on the board and prints the longest
 * main-loop stall from the first frame on.
 * Both print the peak resident memory (VmHWM). */
static gint64 bench_start_us;
static gint64 bench_last_tick_us;
static gint64 bench_max_gap_us;
static gint64 bench_max_gap_at_us;
static gint64 bench_solve_start_us;
static int bench_n_long_gaps;

static long
peak_rss_kb (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return -1;
  line = strstr (status, "VmHWM:");
  return line ? atol (line + 6) : -1;
}

/* A 1 ms ticker from the first frame on: it measures the longest gap
 * between its own ticks while the window loads and checks the puzzle (in
 * workers), then solves it, then reports. */
static gboolean
bench_tick_cb (gpointer data)
{
  NonetWindow *window = data;
  gint64 now = g_get_monotonic_time ();

  if (now - bench_last_tick_us > bench_max_gap_us)
    {
      bench_max_gap_us = now - bench_last_tick_us;
      bench_max_gap_at_us = bench_last_tick_us - bench_start_us;
    }
  bench_n_long_gaps += now - bench_last_tick_us > 20000;
  bench_last_tick_us = now;
  if (nonet_window_get_busy (window))
    return G_SOURCE_CONTINUE;
  if (bench_solve_start_us == 0)
    {
      bench_solve_start_us = now;
      nonet_window_solve (window);
      return G_SOURCE_CONTINUE;
    }
  g_print ("check-ms: %.1f\nsolve-ms: %.1f\nmax-main-loop-stall-ms: %.1f (at %.1f ms)\n"
           "stalls-over-20-ms: %d\npeak-rss-kb: %ld\n",
           (bench_solve_start_us - bench_start_us) / 1000.0,
           (now - bench_solve_start_us) / 1000.0, bench_max_gap_us / 1000.0,
           bench_max_gap_at_us / 1000.0, bench_n_long_gaps, peak_rss_kb ());
  g_application_quit (g_application_get_default ());
  return G_SOURCE_REMOVE;
}

static void
bench_after_paint_cb (GdkFrameClock *clock,
                      NonetWindow   *window)
{
  g_signal_handlers_disconnect_by_func (clock, bench_after_paint_cb, window);
  if (g_strcmp0 (g_getenv ("NONET_BENCH"), "solve") == 0)
    {
      bench_start_us = bench_last_tick_us = g_get_monotonic_time ();
      g_timeout_add (1, bench_tick_cb, window);
      return;
    }
  /* The wall-clock time too, so a script can count from before exec. */
  g_print ("first-frame-ms: %.1f\nfirst-frame-realtime-us: %" G_GINT64_FORMAT "\n"
           "peak-rss-kb: %ld\n",
           (g_get_monotonic_time () - bench_start_us) / 1000.0, g_get_real_time (),
           peak_rss_kb ());
  g_application_quit (g_application_get_default ());
}

static void
bench_window_mapped_cb (NonetWindow *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));

  g_signal_connect (clock, "after-paint", G_CALLBACK (bench_after_paint_cb), window);
}

void
nonet_application_bench_start (void)
{
  bench_start_us = g_get_monotonic_time ();
}

static void
present (NonetWindow *window)
{
  if (g_getenv ("NONET_BENCH") != NULL)
    g_signal_connect (window, "map", G_CALLBACK (bench_window_mapped_cb), NULL);
  gtk_window_present (GTK_WINDOW (window));
}

static void
nonet_application_activate (GApplication *app)
{
  present (get_window (NONET_APPLICATION (app)));
}

/* `nonet FILE`: the window opens the first file given. */
static void
nonet_application_open (GApplication  *app,
                        GFile        **files,
                        int            n_files,
                        const char    *hint)
{
  NonetWindow *window = get_window (NONET_APPLICATION (app));

  if (n_files > 0)
    nonet_window_open_file (window, files[0]);
  present (window);
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  GtkApplication *app = user_data;
  const char *authors[] = { "The Nonet authors", NULL };

  gtk_show_about_dialog (gtk_application_get_active_window (app),
                         "program-name", _("Nonet"),
                         "logo-icon-name", APPLICATION_ID,
                         "version", PACKAGE_VERSION,
                         "comments",
                         _("Solve Sudoku puzzles and learn the techniques step by step"),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "authors", authors,
                         /* Translators: your names, one per line. */
                         "translator-credits", _("translator-credits"),
                         "copyright", "© 2026 The Nonet authors",
                         NULL);
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GtkApplication *app = user_data;
  GList *windows = gtk_application_get_windows (app);

  /* Closing (not destroying) lets each window save its state. */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
  g_application_quit (G_APPLICATION (app));
}

static const GActionEntry app_actions[] = {
  { "about", about_action },
  { "quit", quit_action },
};

static void
nonet_application_startup (GApplication *app)
{
  const char *quit_accels[] = { "<Control>q", NULL };
  const char *help_accels[] = { "<Control>question", NULL };

  G_APPLICATION_CLASS (nonet_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions),
                                   app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.show-help-overlay",
                                         help_accels);
  gtk_window_set_default_icon_name (APPLICATION_ID);
  nonet_application_load_css ();
}

static void
nonet_application_class_init (NonetApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->activate = nonet_application_activate;
  app_class->open = nonet_application_open;
  app_class->startup = nonet_application_startup;
}

static void
nonet_application_init (NonetApplication *self)
{
}

/**
 * nonet_application_new:
 *
 * Returns: (transfer full): the application, which opens files given on
 *   the command line.
 */
NonetApplication *
nonet_application_new (void)
{
  return g_object_new (NONET_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/app/nonet/Nonet",
                       NULL);
}
