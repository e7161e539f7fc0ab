/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-load.h: puzzle text from a GFile or standard input, with a size
 * cap; failures as GErrors (NONET_FILE_ERROR_TOO_LARGE, G_IO_ERROR ...).
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The default cap of nonet_file_load_bytes(): far above any puzzle collection
 * in use, far below what would hurt the machine. */
#define NONET_FILE_DEFAULT_MAX_SIZE ((gsize) 256 * 1024 * 1024)

GBytes *nonet_file_load_bytes (GFile         *file,
                               gsize          max_size,
                               GCancellable  *cancellable,
                               GError       **error);
/* What the app reads of a file for one puzzle (a collection's first). */
#define NONET_FILE_HEAD_SIZE ((gsize) 1024 * 1024)

GBytes *nonet_file_load_head  (GFile         *file,
                               gsize          max_size,
                               GCancellable  *cancellable,
                               GError       **error);
GBytes *nonet_file_load_stdin (gsize          max_size,
                               GCancellable  *cancellable,
                               GError       **error);

G_END_DECLS
