/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-single-digit.c: Single-digit patterns: short X-chains with names.
 *
 * Techniques: Skyscraper (0400), 2-String Kite (0401), Turbot Fish (0403), Empty
 * Rectangle (0402), Dual 2-String Kite (0404), Dual Empty Rectangle (0405).
 *
 * Not written yet: finds nothing.
 */

#include "nonet-logic-private.h"

bool
_nonet_find_single_digit (const NonetLogicState *state,
                          NonetTechnique         technique,
                          NonetStepSink         *sink)
{
  return false;
}
