/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-coloring.c: Colouring: conjugate chains of one digit, and of all digits (Medusa).
 *
 * Techniques: Simple Colors trap and wrap (0500, 0501), Multi Colors 1 and 2 (0502,
 * 0503), 3D Medusa.
 *
 * Not written yet: finds nothing.
 */

#include "nonet-logic-private.h"

bool
_nonet_find_coloring (const NonetLogicState *state,
                      NonetTechnique         technique,
                      NonetStepSink         *sink)
{
  return false;
}
