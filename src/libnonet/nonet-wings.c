/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-wings.c: Wings: a pivot and pincers.
 *
 * Techniques: W-Wing (0803), XY-Wing (0800), XYZ-Wing (0801), WXYZ-Wing.
 *
 * Not written yet: finds nothing.
 */

#include "nonet-logic-private.h"

bool
_nonet_find_wings (const NonetLogicState *state,
                   NonetTechnique         technique,
                   NonetStepSink         *sink)
{
  return false;
}
