/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-hint.h: hints that do not spoil, on the player's current grid.
 *
 * Each press of Hint (Ctrl+H) on an unchanged grid says more:
 *   grade 1  the technique only            "Look for a Hidden Single."
 *   grade 2  the technique and where       "... in box 4, for the digit 3" (house shaded)
 *   grade 3  the whole step drawn, with its sentence
 *   then     the step is applied to the grid (one undo step)
 * The step is found in a worker (nonet_find_step) on a copy of the player's
 * grid with the player's own pencil marks (all candidates when there are
 * none). A wrong digit or a pencil mark that removed the solution's digit is
 * pointed out first, since no technique is sound on a broken grid.
 */
#pragma once

#include "nonet-document.h"

G_BEGIN_DECLS

#define NONET_TYPE_HINT (nonet_hint_get_type ())

G_DECLARE_FINAL_TYPE (NonetHint, nonet_hint, NONET, HINT, GObject)

NonetHint       *nonet_hint_new             (NonetDocument       *document);

/* What Hint does next: a new hint, or the next grade of the one shown. */
void             nonet_hint_activate_async  (NonetHint           *self,
                                             GAsyncReadyCallback  callback,
                                             gpointer             user_data);
char            *nonet_hint_activate_finish (NonetHint           *self,
                                             GAsyncResult        *result,
                                             GError             **error);

/* The grade shown (0: none, 1..3). */
int              nonet_hint_get_grade       (NonetHint           *self);

/* The step of the hint shown, NULL when none. */
const NonetStep *nonet_hint_get_step        (NonetHint           *self);

/* The line to show under the board ("text", notified), NULL when none. */
const char      *nonet_hint_get_text        (NonetHint           *self);

/* The hint's worker is running. */
gboolean         nonet_hint_get_busy        (NonetHint           *self);

G_END_DECLS
