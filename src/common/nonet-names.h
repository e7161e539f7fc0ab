/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-names.h: every name of the engine's numbers, in one place. Stable
 * ids for JSON and command lines (never translated) and names for people
 * (through gettext): techniques, difficulty levels and labels, highlight
 * roles, cells ("r3c5"), houses ("box 4") and puzzle formats. libnonet keeps
 * ids and numbers only.
 */
#pragma once

#include <glib.h>

#include "nonet.h"

G_BEGIN_DECLS

/* The technique's name in the user's language ("X-Wing"), and untranslated
 * for output that must not change with the locale (JSON). */
const char *nonet_technique_get_name         (NonetTechnique technique);
const char *nonet_technique_get_english_name (NonetTechnique technique);

/* "r3c5" (the same in every language; cell 0..80): the one place it is written. */
char       *nonet_cell_name                  (int            cell);

/* "row 3", "column 5", "box 4" (translated; house 0..26). */
char       *nonet_house_name                 (int            house);

/* Stable lower-case ids for JSON ("unfair", "expert") and translated names
 * for people ("Unfair", "Expert"). */
const char *nonet_level_get_id               (NonetLevel     level);
const char *nonet_level_get_name             (NonetLevel     level);
const char *nonet_label_get_id               (NonetLabel     label);
const char *nonet_label_get_name             (NonetLabel     label);

/* Stable ids of highlight roles for JSON ("base", "target", "chain-on" ...). */
const char *nonet_role_get_id                (NonetRole      role);

/* Format names on a command line and in settings: line, grid, csv, pm (or
 * pencilmark), python, sdk, sdm, ss, hodoku, auto. */
gboolean    nonet_format_from_name           (const char    *name,
                                              NonetFormat   *format);
const char *nonet_format_get_name            (NonetFormat    format);
gboolean    nonet_format_can_write           (NonetFormat    format);

G_END_DECLS
