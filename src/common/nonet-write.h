/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-write.h: every file the app writes (the session, exports) is
 * written whole or not at all, and leaves no temporary file behind. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A sibling NAME.XXXXXX older than this is a leftover of a write that was
 * killed, not one in progress: removed on the next write of NAME. */
#define NONET_WRITE_STALE_SECONDS 60

gboolean nonet_file_write_atomic             (const char   *path,
                                              const void   *data,
                                              gsize         length,
                                              int           mode,
                                              GError      **error);
guint    nonet_file_remove_stale_temporaries (const char   *path);

G_END_DECLS
