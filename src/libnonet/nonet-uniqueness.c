/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-uniqueness.c: Uniqueness: deadly patterns avoided (only when the puzzle is unique).
 *
 * Techniques: Unique Rectangle types 1-6 (0600-0605), Hidden Rectangle (0606),
 * Avoidable Rectangle types 1-2 (0607-0608), BUG+1 (0610).
 *
 * Not written yet: finds nothing.
 */

#include "nonet-logic-private.h"

bool
_nonet_find_uniqueness (const NonetLogicState *state,
                        NonetTechnique         technique,
                        NonetStepSink         *sink)
{
  return false;
}
