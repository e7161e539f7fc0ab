/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-technique-text.h: "What is a Swordfish?": what each technique is. */
#pragma once

#include "nonet.h"

/* Two sentences (translated): what the pattern is, and why it removes or
 * places what it does. NULL for an unknown technique. */
const char *nonet_technique_describe (NonetTechnique technique);
