/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-app.c: benchmarks of the app, not tests (they time things). Under
 * Xvfb, the real application and window:
 *
 *   bench-app first-frame        the time from main() to the first frame
 *                                drawn, and the peak resident memory
 *   bench-app solve FILE         a 1 ms main-loop ticker from the first
 *                                frame on: waits for the status check,
 *                                solves, prints the longest stall
 *
 * Only public API: the window's busy state (the document's) and Solve.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "nonet-application.h"
#include "nonet-window.h"

typedef struct
{
  gboolean solve;
  gint64   start_us;
  gint64   last_tick_us;
  gint64   max_gap_us;
  gint64   max_gap_at_us;
  gint64   solve_start_us;
  int      n_long_gaps;
} Bench;

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

static gboolean
tick_cb (gpointer data)
{
  Bench *bench = data;
  NonetWindow *window = NONET_WINDOW (gtk_application_get_active_window (
                                        GTK_APPLICATION (g_application_get_default ())));
  gint64 now = g_get_monotonic_time ();

  if (now - bench->last_tick_us > bench->max_gap_us)
    {
      bench->max_gap_us = now - bench->last_tick_us;
      bench->max_gap_at_us = bench->last_tick_us - bench->start_us;
    }
  bench->n_long_gaps += now - bench->last_tick_us > 20000;
  bench->last_tick_us = now;
  if (window == NULL || nonet_window_get_busy (window))
    return G_SOURCE_CONTINUE;
  if (bench->solve_start_us == 0)
    {
      bench->solve_start_us = now;
      nonet_window_solve (window);
      return G_SOURCE_CONTINUE;
    }
  g_print ("check-ms: %.1f\nsolve-ms: %.1f\nmax-main-loop-stall-ms: %.1f (at %.1f ms)\n"
           "stalls-over-20-ms: %d\npeak-rss-kb: %ld\n",
           (bench->solve_start_us - bench->start_us) / 1000.0,
           (now - bench->solve_start_us) / 1000.0, bench->max_gap_us / 1000.0,
           bench->max_gap_at_us / 1000.0, bench->n_long_gaps, peak_rss_kb ());
  g_application_quit (g_application_get_default ());
  return G_SOURCE_REMOVE;
}

static void
after_paint_cb (GdkFrameClock *clock,
                Bench         *bench)
{
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, bench);
  if (bench->solve)
    {
      bench->start_us = bench->last_tick_us = g_get_monotonic_time ();
      g_timeout_add (1, tick_cb, bench);
      return;
    }
  /* The wall-clock time too, so a script can count from before exec. */
  g_print ("first-frame-ms: %.1f\nfirst-frame-realtime-us: %" G_GINT64_FORMAT "\n"
           "peak-rss-kb: %ld\n",
           (g_get_monotonic_time () - bench->start_us) / 1000.0, g_get_real_time (),
           peak_rss_kb ());
  g_application_quit (g_application_get_default ());
}

static void
window_mapped_cb (GtkWidget *window,
                  Bench     *bench)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (after_paint_cb), bench);
}

static void
window_added_cb (GtkApplication *app,
                 GtkWindow      *window,
                 Bench          *bench)
{
  g_signal_connect (window, "map", G_CALLBACK (window_mapped_cb), bench);
}

int
main (int   argc,
      char *argv[])
{
  static Bench bench;
  g_autoptr(NonetApplication) app = NULL;

  bench.start_us = g_get_monotonic_time ();
  if (argc < 2 || (strcmp (argv[1], "first-frame") != 0 && strcmp (argv[1], "solve") != 0))
    {
      g_printerr ("usage: bench-app first-frame | solve FILE\n");
      return 2;
    }
  bench.solve = strcmp (argv[1], "solve") == 0;
  app = nonet_application_new ();
  /* Never hand the work to a running Nonet. */
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app))
                           | G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "window-added", G_CALLBACK (window_added_cb), &bench);
  /* argv without the mode: the app opens FILE as `nonet FILE` would. */
  argv[1] = argv[0];
  return g_application_run (G_APPLICATION (app), argc - 1, argv + 1);
}
