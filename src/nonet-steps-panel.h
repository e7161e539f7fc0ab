/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-steps-panel.h: the solution path as a list beside the board.
 *
 * One row per step (technique, what it does); selecting a row sets the
 * document's current-step, so the board shows the state before that step
 * with its pattern drawn. Keys: Alt+Left / Alt+Right (and Page Up / Page
 * Down) for the previous and next step, from anywhere in the window. At the
 * top: uniqueness and rating of the path. Actions (group "steps"): previous,
 * next, apply (the player's grid becomes the state after the step), build
 * (the path without filling in the board).
 */
#pragma once

#include <gtk/gtk.h>

#include "nonet-document.h"

G_BEGIN_DECLS

#define NONET_TYPE_STEPS_PANEL (nonet_steps_panel_get_type ())

G_DECLARE_FINAL_TYPE (NonetStepsPanel, nonet_steps_panel, NONET, STEPS_PANEL, GtkWidget)

GtkWidget     *nonet_steps_panel_new          (NonetDocument   *document);
NonetDocument *nonet_steps_panel_get_document (NonetStepsPanel *self);

/* The list of NonetStepItem shown (the document's path). */
GListModel    *nonet_steps_panel_get_model    (NonetStepsPanel *self);

/* The line at the top: "Unique solution · Hard, SE 4.2 · 31 steps". */
const char    *nonet_steps_panel_get_summary  (NonetStepsPanel *self);

/* Builds the path of the document's puzzle in a worker (the "build" action);
 * the board is not filled in. */
void           nonet_steps_panel_build_path   (NonetStepsPanel *self);
gboolean       nonet_steps_panel_get_busy     (NonetStepsPanel *self);

/* Makes the player's grid the path's state after step index (one undo step)
 * and shows the next step. */
gboolean       nonet_steps_panel_apply_step   (NonetStepsPanel *self,
                                               int              index);

G_END_DECLS
