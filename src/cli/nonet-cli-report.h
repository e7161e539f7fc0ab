/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-cli-report.h: what nonet-cli says on standard error.
 *
 * Messages follow the GNU convention, so editors and scripts can jump to the
 * place:
 *
 *   nonet-cli: FILE:LINE:COLUMN: message     a puzzle or input error (COLUMN
 *   nonet-cli: FILE:LINE: message            and LINE only when known; FILE
 *   nonet-cli: FILE: message                 as given, "-" for standard input)
 *   nonet-cli: message                       about the command line
 *
 * Progress: a count with its rate, rewritten in place with '\r' while a long
 * batch runs, and wiped at the end; only when standard error is a terminal,
 * so logs and pipes never see it.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

const char *nonet_cli_input_name       (const char   *path);
void        nonet_cli_append_error     (GString      *text,
                                        const char   *file,
                                        guint         line,
                                        guint         column,
                                        const char   *message);
void        nonet_cli_error            (const char   *file,
                                        guint         line,
                                        guint         column,
                                        const char   *format,
                                        ...) G_GNUC_PRINTF (4, 5);

typedef struct
{
  gboolean enabled;     /* standard error is a terminal */
  gboolean shown;       /* a line is on the terminal now */
  gint64   start;       /* monotonic µs */
  gint64   last;        /* when the line was last written */
  guint64  total;       /* 0: unknown */
  int      width;       /* of the line shown, to wipe it */
} NonetCliProgress;

void        nonet_cli_progress_init    (NonetCliProgress *progress,
                                        guint64           total);
void        nonet_cli_progress_update  (NonetCliProgress *progress,
                                        guint64           count);
void        nonet_cli_progress_clear   (NonetCliProgress *progress);

G_END_DECLS
