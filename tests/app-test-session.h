/* SPDX-License-Identifier: GPL-3.0-or-later */
/* app-test-session.h: each gui test program saves its session apart. */
#pragma once

#include <glib.h>

/* Before GTK starts: a data folder of the test's own, so that the saved
 * session of one test program never reaches another running beside it. */
static inline void
app_test_isolate_data (void)
{
  g_autofree char *dir = g_dir_make_tmp ("nonet-test-XXXXXX", NULL);

  g_assert_nonnull (dir);
  g_setenv ("XDG_DATA_HOME", dir, TRUE);
}
