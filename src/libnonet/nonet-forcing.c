/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-forcing.c: The last resort, still shown as logic.
 *
 * Techniques: Forcing Chain contradiction and verity (cell, house) (1301, 1302), Forcing
 * Net contradiction and verity (1303, 1304), and the honest Trial when even
 * nets fail. These run in best-of mode in find_step.
 *
 * Not written yet: finds nothing.
 */

#include "nonet-logic-private.h"

bool
_nonet_find_forcing (const NonetLogicState *state,
                     NonetTechnique         technique,
                     NonetStepSink         *sink)
{
  return false;
}
