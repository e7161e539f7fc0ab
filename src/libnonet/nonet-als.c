/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-als.c: Almost Locked Sets.
 *
 * Techniques: ALS-XZ (0901), ALS-XY-Wing (0902), ALS-XY-Chain (0903), Death Blossom (0904).
 *
 * Not written yet: finds nothing.
 */

#include "nonet-logic-private.h"

bool
_nonet_find_als (const NonetLogicState *state,
                 NonetTechnique         technique,
                 NonetStepSink         *sink)
{
  return false;
}
