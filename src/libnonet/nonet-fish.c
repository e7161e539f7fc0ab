/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-fish.c: Fish: basic, finned, sashimi, Franken and mutant fish of size 2-4.
 *
 * Techniques: X-Wing, Swordfish, Jellyfish (0300-0302); finned and sashimi X-Wing,
 * Swordfish, Jellyfish (0310-0312, 0320-0322); Franken fish (0330-0332),
 * finned Franken (0340-0342), mutant (0350-0352), finned mutant (0360-0362).
 *
 * Not written yet: finds nothing.
 */

#include "nonet-logic-private.h"

bool
_nonet_find_fish (const NonetLogicState *state,
                  NonetTechnique         technique,
                  NonetStepSink         *sink)
{
  return false;
}
