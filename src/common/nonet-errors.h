/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-errors.h: the engine's NonetStatus and NonetError as GErrors in the
 * NONET_FILE_ERROR domain, and the sentences people read for them (through
 * gettext). Shared by the app and the CLI.
 */
#pragma once

#include <gio/gio.h>

#include "nonet.h"

G_BEGIN_DECLS

#define NONET_FILE_ERROR (nonet_file_error_quark ())

/* Error codes in the NONET_FILE_ERROR domain; nonet_file_error_from_status()
 * maps every NonetStatus onto one of them. I/O failures keep their G_IO_ERROR. */
typedef enum
{
  NONET_FILE_ERROR_FAILED,             /* anything else (a caller error) */
  NONET_FILE_ERROR_TOO_LARGE,          /* the input is larger than the size cap */
  NONET_FILE_ERROR_EMPTY,              /* no puzzle in the input */
  NONET_FILE_ERROR_NOT_TEXT,           /* binary data or not UTF-8 */
  NONET_FILE_ERROR_PARSE,              /* the text is not a puzzle: cells, shape, characters */
  NONET_FILE_ERROR_INVALID,            /* the puzzle breaks the rules: duplicate, dead cell */
  NONET_FILE_ERROR_UNSOLVABLE,         /* no solution */
  NONET_FILE_ERROR_MULTIPLE_SOLUTIONS, /* two or more solutions */
  NONET_FILE_ERROR_CANCELLED,          /* the work was cancelled */
} NonetFileError;

GQuark          nonet_file_error_quark            (void);
NonetFileError  nonet_file_error_from_status      (NonetStatus        status);

char           *nonet_error_describe_problem      (const NonetError  *error);
char           *nonet_error_describe              (const NonetError  *error);
gboolean        nonet_error_propagate             (const NonetError  *nonet_error,
                                                   GError           **error);
gboolean        nonet_status_propagate            (NonetStatus        status,
                                                   GError           **error);
gboolean        nonet_parse_to_gerror             (GBytes            *text,
                                                   NonetFormat        format,
                                                   NonetGrid         *grid,
                                                   GError           **error);
gboolean        nonet_solve_unique_to_gerror      (const NonetGrid   *grid,
                                                   guint8             solution[NONET_CELLS],
                                                   GError           **error);

G_END_DECLS
