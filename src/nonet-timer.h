/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-timer.h: the time spent on the puzzle, shown in a label of the
 * header. It runs while the window is active and the puzzle is being
 * solved (givens locked, not solved), and starts again from zero when the
 * givens change.
 */
#pragma once

#include <gtk/gtk.h>

#include "nonet-document.h"

G_BEGIN_DECLS

#define NONET_TYPE_TIMER (nonet_timer_get_type ())

G_DECLARE_FINAL_TYPE (NonetTimer, nonet_timer, NONET, TIMER, GObject)

/* Shows the time in label (kept up to date every second). */
NonetTimer *nonet_timer_new         (NonetDocument *document,
                                     GtkWindow     *window,
                                     GtkLabel      *label);
/* Whole seconds counted so far. */
gint64      nonet_timer_get_seconds (NonetTimer    *self);
gboolean    nonet_timer_get_running (NonetTimer    *self);

G_END_DECLS
