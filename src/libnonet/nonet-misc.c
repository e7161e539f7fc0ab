/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-misc.c: Miscellaneous patterns.
 *
 * Techniques: Sue de Coq (1101), Aligned Pair Exclusion.
 *
 * Not written yet: finds nothing.
 */

#include "nonet-logic-private.h"

bool
_nonet_find_misc (const NonetLogicState *state,
                  NonetTechnique         technique,
                  NonetStepSink         *sink)
{
  return false;
}
