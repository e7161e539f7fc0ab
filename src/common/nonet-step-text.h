/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-step-text.h: words for people about techniques, houses, steps and
 * ratings, through gettext. Shared by the app and the CLI. Built from the
 * step fields alone: the engine returns numbers, this turns them into text.
 */
#pragma once

#include <glib.h>

#include "nonet.h"

G_BEGIN_DECLS

/* The technique's name in the user's language ("X-Wing"). */
const char *nonet_technique_get_name (NonetTechnique technique);
const char *nonet_technique_get_english_name (NonetTechnique technique);

/* "row 3", "column 5", "box 4" (translated; house 0..26). */
char       *nonet_house_name         (int house);

/* One plain sentence that says what the step does and why, naming houses
 * and cells in r3c5 notation; chains read as their implications. */
char       *nonet_step_describe      (const NonetStep *step);

/* The sentence any step gets when its family has none of its own: the
 * technique, its chain as implications or its pattern cells, and what it
 * removes or places. */
char       *nonet_step_describe_generic (const NonetStep *step);

/* A short summary for a list row: "X-Wing: 7 removed from r1c9 and r5c9". */
char       *nonet_step_summarize     (const NonetStep *step);

/* Stable lower-case ids for JSON ("unfair", "expert") and translated names
 * for people ("Unfair", "Expert"). */
const char *nonet_level_get_id       (NonetLevel level);
const char *nonet_level_get_name     (NonetLevel level);
const char *nonet_label_get_id       (NonetLabel label);
const char *nonet_label_get_name     (NonetLabel label);

/* Stable ids of highlight roles for JSON ("base", "target", "chain-on" ...). */
const char *nonet_role_get_id        (NonetRole role);

G_END_DECLS
