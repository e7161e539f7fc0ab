/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-step-item.h: one step of the solution path as a GObject, for the
 * GListModel behind the steps panel. The step is copied: the item stays
 * valid when the document drops its path. */
#pragma once

#include <glib-object.h>

#include "nonet.h"

G_BEGIN_DECLS

#define NONET_TYPE_STEP_ITEM (nonet_step_item_get_type ())

G_DECLARE_FINAL_TYPE (NonetStepItem, nonet_step_item, NONET, STEP_ITEM, GObject)

NonetStepItem   *nonet_step_item_new         (int              index,
                                              const NonetStep *step);
int              nonet_step_item_get_index   (NonetStepItem   *self);
const NonetStep *nonet_step_item_get_step    (NonetStepItem   *self);

/* "12", the technique's name, and what the step does ("7 is removed from r1c9"). */
const char      *nonet_step_item_get_number  (NonetStepItem   *self);
const char      *nonet_step_item_get_title   (NonetStepItem   *self);
const char      *nonet_step_item_get_summary (NonetStepItem   *self);

G_END_DECLS
