/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-path-json.h: a puzzle's logical path as JSON (DESIGN §4): the CLI's
 * `explain --format json` and the app's "Solution path as JSON" export
 * write the same text; and the compact JSON writer the CLI's other records
 * (rate, generate) use.
 *
 * Numbers: a double is written as the shortest text that reads back as the
 * same double, so an SE rating of 7.1 reads "7.1".
 */
#pragma once

#include <glib.h>

#include "nonet-names.h"

G_BEGIN_DECLS

/* A member's name and colon, after a comma unless it is the first of its
 * object; then one of the values below. */
void        nonet_json_put_name           (GString           *out,
                                           gboolean           first,
                                           const char        *name);
void        nonet_json_put_string         (GString           *out,
                                           const char        *value);
void        nonet_json_put_int            (GString           *out,
                                           gint64             value);
void        nonet_json_put_double         (GString           *out,
                                           double             value);
void        nonet_json_put_boolean        (GString           *out,
                                           gboolean           value);

/* A member: its name, then its value. */
void        nonet_json_put_string_member  (GString           *out,
                                           gboolean           first,
                                           const char        *name,
                                           const char        *value);
void        nonet_json_put_int_member     (GString           *out,
                                           gboolean           first,
                                           const char        *name,
                                           gint64             value);
void        nonet_json_put_double_member  (GString           *out,
                                           gboolean           first,
                                           const char        *name,
                                           double             value);
void        nonet_json_put_boolean_member (GString           *out,
                                           gboolean           first,
                                           const char        *name,
                                           gboolean           value);

/* SE tenths as the double 7.1 (71 / 10). */
double      nonet_path_json_se            (int                se_tenths);

/* The members "se", "level", "score", "label", "path_se" of an open
 * object (first: "se" is its first member). */
void        nonet_path_json_put_rating    (GString           *out,
                                           gboolean           first,
                                           const NonetRating *rating);

/* Appends the whole record as one line of compact JSON (no line end):
 * puzzle, solution, unique, solved_by_logic, rating, steps. */
void        nonet_path_json_append        (GString           *out,
                                           const NonetPath   *path,
                                           const NonetRating *rating);

/* The 81-character line of a grid's values ("." for empty cells). */
void        nonet_path_json_grid_line     (const NonetGrid   *grid,
                                           char               line[NONET_CELLS + 1]);

G_END_DECLS
