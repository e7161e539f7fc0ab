/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-path-json.h: a puzzle's logical path as JSON (DESIGN §4), built with
 * json-glib: the CLI's `explain --format json` and the app's "Solution path
 * as JSON" export write the same text.
 *
 * Numbers: SE ratings are written by JsonGenerator as doubles (%.17g), so
 * 7.1 reads "7.0999999999999996" and parses back to the same 7.1.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "nonet-names.h"

G_BEGIN_DECLS

/* One member of the object being built: its name, then its value. */
void        nonet_json_add_string         (JsonBuilder       *builder,
                                           const char        *name,
                                           const char        *value);
void        nonet_json_add_int            (JsonBuilder       *builder,
                                           const char        *name,
                                           gint64             value);
void        nonet_json_add_boolean        (JsonBuilder       *builder,
                                           const char        *name,
                                           gboolean           value);
void        nonet_json_add_double         (JsonBuilder       *builder,
                                           const char        *name,
                                           double             value);

/* SE tenths as the double 7.1 (71 / 10). */
double      nonet_path_json_se            (int                se_tenths);

/* Inside an open object: "se", "level", "score", "label", "path_se". */
void        nonet_path_json_add_rating    (JsonBuilder       *builder,
                                           const NonetRating *rating);

/* One step as an object: technique, code, name, se, digits, placements,
 * eliminations, highlights, text. */
void        nonet_path_json_add_step      (JsonBuilder       *builder,
                                           const NonetStep   *step);

/* The whole record: puzzle, solution, unique, solved_by_logic, rating, steps. */
JsonNode   *nonet_path_json_new           (const NonetPath   *path,
                                           const NonetRating *rating);

/* A node as one line of compact JSON (no line end). */
char       *nonet_path_json_to_string     (JsonNode          *node);

/* Appends the whole record as one line of compact JSON (no line end): the
 * text nonet_path_json_to_string gives of nonet_path_json_new, written
 * directly (explain writes a record per puzzle, and building the tree cost
 * a fifth of `explain --format json`). */
void        nonet_path_json_append        (GString           *out,
                                           const NonetPath   *path,
                                           const NonetRating *rating);

/* The 81-character line of a grid's values ("." for empty cells). */
void        nonet_path_json_grid_line     (const NonetGrid   *grid,
                                           char               line[NONET_CELLS + 1]);

G_END_DECLS
