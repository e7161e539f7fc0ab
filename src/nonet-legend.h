/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-legend.h: "What the colours mean": every role a step draws, as the
 * board draws it, with its meaning in words. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkWidget *nonet_legend_new (void);

G_END_DECLS
