/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-steps-panel.h: the solution path as a list beside the board.
 *
 * One row per step (technique, what it does); selecting a row sets the
 * document's current-step, so the board shows the state before that step
 * with its pattern drawn. At the top: uniqueness and rating of the path. Its
 * buttons activate the window's actions (win.previous-step, win.next-step,
 * win.apply-step, win.show-path; keys in nonet-window-actions.c).
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

G_END_DECLS
