/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-templates.c: Templates: every placement pattern of one digit.
 *
 * Techniques: Template Set (1201), Template Delete (1202). Off by default.
 *
 * Not written yet: finds nothing.
 */

#include "nonet-logic-private.h"

bool
_nonet_find_templates (const NonetLogicState *state,
                       NonetTechnique         technique,
                       NonetStepSink         *sink)
{
  return false;
}
