/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-step-text.h: sentences for people about steps, through gettext.
 * Shared by the app and the CLI. Built from the step fields alone: the
 * engine returns numbers, this turns them into text (names: nonet-names.h).
 */
#pragma once

#include <glib.h>

#include "nonet-names.h"

G_BEGIN_DECLS

/* One plain sentence that says what the step does and why, naming houses
 * and cells in r3c5 notation; chains read as their implications. */
char       *nonet_step_describe      (const NonetStep *step);

/* The sentence any step gets when its family has none of its own: the
 * technique, its chain as implications or its pattern cells, and what it
 * removes or places. */
char       *nonet_step_describe_generic (const NonetStep *step);

/* A short summary for a list row: "X-Wing: 7 removed from r1c9 and r5c9". */
char       *nonet_step_summarize     (const NonetStep *step);

/* One implication of a chain or net: "r2c5=5 ⇒ r4c5≠5". */
char       *nonet_link_describe      (const NonetLink *link);

G_END_DECLS
