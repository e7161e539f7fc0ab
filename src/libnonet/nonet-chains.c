/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-chains.c: Chains and loops of alternating inference.
 *
 * Techniques: Remote Pair (0703), X-Chain (0701), XY-Chain (0702), Nice Loops and AIC
 * (continuous 0706, discontinuous 0707, AIC 0708) and their grouped forms
 * (0709-0711). These run in best-of mode in find_step.
 *
 * Not written yet: finds nothing.
 */

#include "nonet-logic-private.h"

bool
_nonet_find_chains (const NonetLogicState *state,
                    NonetTechnique         technique,
                    NonetStepSink         *sink)
{
  return false;
}
