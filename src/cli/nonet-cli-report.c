/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-cli-report.c: messages and progress on standard error (see the header). */

#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <unistd.h>

#include <glib/gi18n.h>

#include "nonet-cli-report.h"

/* Redraws of the progress line at most this often: a terminal that scrolls
 * 10 000 lines a second slows the work it reports. */
#define PROGRESS_INTERVAL_US (200 * 1000)

/**
 * nonet_cli_input_name:
 * @path: (nullable): the FILE argument; %NULL for standard input
 *
 * Returns: the name messages give the input: @path as given, "-" for
 *   standard input.
 */
const char *
nonet_cli_input_name (const char *path)
{
  return path != NULL ? path : "-";
}

/**
 * nonet_cli_append_error:
 * @text: where the message goes
 * @file: (nullable): the input's name (nonet_cli_input_name()); %NULL for a
 *   message about the command line
 * @line: 1-based line, 0 when unknown
 * @column: 1-based column, 0 when unknown (ignored without @line)
 * @message: what is wrong, translated, without a final newline
 *
 * Appends "nonet-cli: FILE:LINE:COLUMN: message" and a newline.
 */
void
nonet_cli_append_error (GString    *text,
                        const char *file,
                        guint       line,
                        guint       column,
                        const char *message)
{
  g_string_append (text, "nonet-cli: ");
  if (file != NULL)
    {
      g_string_append (text, file);
      if (line > 0)
        g_string_append_printf (text, ":%u", line);
      if (line > 0 && column > 0)
        g_string_append_printf (text, ":%u", column);
      g_string_append (text, ": ");
    }
  g_string_append (text, message);
  g_string_append_c (text, '\n');
}

/**
 * nonet_cli_error:
 * @file: (nullable): as nonet_cli_append_error()
 * @line: 1-based line, 0 when unknown
 * @column: 1-based column, 0 when unknown
 * @format: printf format of the message
 *
 * nonet_cli_append_error() straight to standard error.
 */
void
nonet_cli_error (const char *file,
                 guint       line,
                 guint       column,
                 const char *format,
                 ...)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  nonet_cli_append_error (text, file, line, column, message);
  fputs (text->str, stderr);
}

/**
 * nonet_cli_progress_init:
 * @progress: a meter to set up
 * @total: how many items the run will have, 0 when unknown
 *
 * The meter shows anything only when standard error is a terminal.
 */
void
nonet_cli_progress_init (NonetCliProgress *progress,
                         guint64           total)
{
  *progress = (NonetCliProgress) { 0 };
  progress->enabled = isatty (STDERR_FILENO);
  progress->start = g_get_monotonic_time ();
  progress->total = total;
}

/**
 * nonet_cli_progress_update:
 * @progress: a meter
 * @count: items done so far
 *
 * Rewrites the line in place ("1200 puzzles, 310.5/s") the first time and
 * then at most five times a second. Callers serialise calls.
 */
void
nonet_cli_progress_update (NonetCliProgress *progress,
                           guint64           count)
{
  gint64 now = g_get_monotonic_time ();
  double seconds = (now - progress->start) / 1e6;
  double rate = seconds > 0 ? count / seconds : 0;
  int width;

  if (!progress->enabled || (progress->shown && now - progress->last < PROGRESS_INTERVAL_US))
    return;
  if (progress->total > 0)
    /* TRANSLATORS: progress on a terminal: "120 of 1000 puzzles, 3.1/s, 38.2 s" */
    width = fprintf (stderr, _("\r%" G_GUINT64_FORMAT " of %" G_GUINT64_FORMAT
                               " puzzles, %.1f/s, %.1f s"),
                     count, progress->total, rate, seconds);
  else
    /* TRANSLATORS: progress on a terminal: "1200 puzzles, 310.5/s, 3.9 s" */
    width = fprintf (stderr, _("\r%" G_GUINT64_FORMAT " puzzles, %.1f/s, %.1f s"),
                     count, rate, seconds);
  /* A shorter line than the last one leaves its tail: blank it. */
  if (width < progress->width)
    fprintf (stderr, "%*s", progress->width - width, "");
  progress->width = MAX (width, progress->width);
  fflush (stderr);
  progress->shown = TRUE;
  progress->last = now;
}

/**
 * nonet_cli_progress_clear:
 * @progress: a meter
 *
 * Wipes the line, so a message or the shell prompt starts at column 1.
 * The next update draws it again.
 */
void
nonet_cli_progress_clear (NonetCliProgress *progress)
{
  if (!progress->shown)
    return;
  fprintf (stderr, "\r%*s\r", progress->width, "");
  fflush (stderr);
  progress->shown = FALSE;
  progress->width = 0;
}
