/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-technique-example.h: "What is a Swordfish?": a small board with a
 * real position and its step, drawn by the board's own code. */
#pragma once

#include <gtk/gtk.h>

#include "nonet.h"

G_BEGIN_DECLS

/* Whether the app holds an example of technique (no engine run). */
gboolean nonet_technique_example_exists (NonetTechnique  technique);

/* The example of technique: the position (state) and the step our engine
 * finds there. FALSE when the app has none. Runs the engine (a forcing net
 * takes a moment). */
gboolean nonet_technique_example_find   (NonetTechnique  technique,
                                         NonetGrid      *state,
                                         NonetStep      *step);

#define NONET_TYPE_TECHNIQUE_EXAMPLE (nonet_technique_example_get_type ())

G_DECLARE_FINAL_TYPE (NonetTechniqueExample, nonet_technique_example, NONET, TECHNIQUE_EXAMPLE,
                      GtkWidget)

GtkWidget       *nonet_technique_example_new           (void);
/* Shows the example of technique; the widget hides itself when there is none. */
void             nonet_technique_example_set_technique (NonetTechniqueExample *self,
                                                        NonetTechnique         technique);
NonetTechnique   nonet_technique_example_get_technique (NonetTechniqueExample *self);
/* The step drawn in words, for under the drawing; NULL when none is. */
char            *nonet_technique_example_describe      (NonetTechniqueExample *self);
/* The step drawn, NULL when none is. */
const NonetStep *nonet_technique_example_get_step      (NonetTechniqueExample *self);

G_END_DECLS
