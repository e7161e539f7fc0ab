/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-step-bar.h: the bar over the board while a step is looked at:
 * "Step 14 of 90 · Swordfish", the colours' legend, Back to My Grid (Esc). */
#pragma once

#include <gtk/gtk.h>

#include "nonet-document.h"

G_BEGIN_DECLS

#define NONET_TYPE_STEP_BAR (nonet_step_bar_get_type ())

G_DECLARE_FINAL_TYPE (NonetStepBar, nonet_step_bar, NONET, STEP_BAR, GtkWidget)

GtkWidget  *nonet_step_bar_new          (void);
void        nonet_step_bar_set_document (NonetStepBar  *self,
                                         NonetDocument *document);
/* The bar's line ("Step 14 of 90 · Swordfish"), "" while the player's grid is shown. */
const char *nonet_step_bar_get_text     (NonetStepBar  *self);

G_END_DECLS
