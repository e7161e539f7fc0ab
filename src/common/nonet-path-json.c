/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-path-json.c: the JSON of a path, its rating and its steps (DESIGN §4).
 *
 * Field order is part of the format (people diff the lines), so every
 * object is built member by member in the order DESIGN §4 gives. */

#include "config.h"

#include <string.h>

#include "nonet-path-json.h"
#include "nonet-step-text.h"

/** nonet_path_json_se: see nonet-path-json.h. */
double
nonet_path_json_se (int se_tenths)
{
  return se_tenths / 10.0;
}

/** nonet_json_add_string: see nonet-path-json.h. */
void
nonet_json_add_string (JsonBuilder *builder,
                       const char  *name,
                       const char  *value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_string_value (builder, value);
}

/** nonet_json_add_int: see nonet-path-json.h. */
void
nonet_json_add_int (JsonBuilder *builder,
                    const char  *name,
                    gint64       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

/** nonet_json_add_boolean: see nonet-path-json.h. */
void
nonet_json_add_boolean (JsonBuilder *builder,
                        const char  *name,
                        gboolean     value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_boolean_value (builder, value);
}

/** nonet_json_add_double: see nonet-path-json.h. */
void
nonet_json_add_double (JsonBuilder *builder,
                       const char  *name,
                       double       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_double_value (builder, value);
}

/** nonet_path_json_add_rating: see nonet-path-json.h. */
void
nonet_path_json_add_rating (JsonBuilder       *builder,
                            const NonetRating *rating)
{
  nonet_json_add_double (builder, "se", nonet_path_json_se (rating->se_tenths));
  nonet_json_add_string (builder, "level", nonet_level_get_id (rating->level));
  nonet_json_add_int (builder, "score", rating->score);
  nonet_json_add_string (builder, "label", nonet_label_get_id (rating->label));
  nonet_json_add_double (builder, "path_se", nonet_path_json_se (rating->path_se_tenths));
}

static void
add_candidates (JsonBuilder          *builder,
                const char           *name,
                const NonetCandidate *candidates,
                int                   n)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (int i = 0; i < n; i++)
    {
      json_builder_begin_object (builder);
      nonet_json_add_int (builder, "cell", candidates[i].cell);
      nonet_json_add_int (builder, "digit", candidates[i].digit);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_node (JsonBuilder     *builder,
          const char      *name,
          const NonetNode *node)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_object (builder);
  nonet_json_add_int (builder, "digit", node->digit);
  json_builder_set_member_name (builder, "cells");
  json_builder_begin_array (builder);
  for (int i = 0; i < node->n_cells; i++)
    json_builder_add_int_value (builder, node->cells[i]);
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static void
add_mark (JsonBuilder     *builder,
          const NonetMark *mark)
{
  json_builder_begin_object (builder);
  nonet_json_add_string (builder, "kind", mark->digit != 0 ? "candidate" : "cell");
  nonet_json_add_string (builder, "role", nonet_role_get_id ((NonetRole) mark->role));
  nonet_json_add_int (builder, "cell", mark->cell);
  if (mark->digit != 0)
    nonet_json_add_int (builder, "digit", mark->digit);
  json_builder_end_object (builder);
}

/* The highlight as one array of typed entries, in the order the board
 * draws them: houses, then candidates and cells, then links.
 *   {"kind":"house","role":"base","house":18}
 *   {"kind":"candidate","role":"target","cell":40,"digit":3}
 *   {"kind":"cell","role":"base","cell":40}
 *   {"kind":"link","link":"strong","from":{"digit":5,"cells":[1]},"to":{...}} */
static void
add_highlights (JsonBuilder     *builder,
                const NonetStep *step)
{
  json_builder_set_member_name (builder, "highlights");
  json_builder_begin_array (builder);
  for (int i = 0; i < step->n_houses; i++)
    {
      json_builder_begin_object (builder);
      nonet_json_add_string (builder, "kind", "house");
      nonet_json_add_string (builder, "role",
                             nonet_role_get_id ((NonetRole) step->houses[i].role));
      nonet_json_add_int (builder, "house", step->houses[i].house);
      json_builder_end_object (builder);
    }
  for (int i = 0; i < step->n_marks; i++)
    add_mark (builder, &step->marks[i]);
  for (int i = 0; i < step->n_links; i++)
    {
      json_builder_begin_object (builder);
      nonet_json_add_string (builder, "kind", "link");
      nonet_json_add_string (builder, "link",
                             step->links[i].kind == NONET_LINK_STRONG ? "strong" : "weak");
      add_node (builder, "from", &step->links[i].from);
      add_node (builder, "to", &step->links[i].to);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/** nonet_path_json_add_step: see nonet-path-json.h. */
void
nonet_path_json_add_step (JsonBuilder     *builder,
                          const NonetStep *step)
{
  const NonetTechniqueInfo *info = nonet_technique_info (step->technique);
  g_autofree char *text = nonet_step_describe (step);

  json_builder_begin_object (builder);
  nonet_json_add_string (builder, "technique", info->id);
  nonet_json_add_string (builder, "code", info->code);
  nonet_json_add_string (builder, "name", nonet_technique_get_english_name (step->technique));
  nonet_json_add_double (builder, "se", nonet_path_json_se (step->se_tenths));
  json_builder_set_member_name (builder, "digits");
  json_builder_begin_array (builder);
  for (int d = 1; d <= NONET_DIGITS; d++)
    if (step->digits & nonet_digit_bit (d))
      json_builder_add_int_value (builder, d);
  json_builder_end_array (builder);
  add_candidates (builder, "placements", step->placements, step->n_placements);
  add_candidates (builder, "eliminations", step->eliminations, step->n_eliminations);
  add_highlights (builder, step);
  nonet_json_add_string (builder, "text", text);
  json_builder_end_object (builder);
}

/** nonet_path_json_grid_line: see nonet-path-json.h. */
void
nonet_path_json_grid_line (const NonetGrid *grid,
                           char             line[NONET_CELLS + 1])
{
  for (int cell = 0; cell < NONET_CELLS; cell++)
    line[cell] = grid->values[cell] != 0 ? (char) ('0' + grid->values[cell]) : '.';
  line[NONET_CELLS] = '\0';
}

/**
 * nonet_path_json_new:
 *
 * Returns: (transfer full): the path's record, as `explain --format json`
 *   writes it.
 */
JsonNode *
nonet_path_json_new (const NonetPath   *path,
                     const NonetRating *rating)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  char puzzle[NONET_CELLS + 1], solution[NONET_CELLS + 1];
  NonetGrid solved;

  nonet_path_json_grid_line (&path->start, puzzle);
  nonet_grid_set_givens (&solved, path->solution);
  nonet_path_json_grid_line (&solved, solution);
  json_builder_begin_object (builder);
  nonet_json_add_string (builder, "puzzle", puzzle);
  nonet_json_add_string (builder, "solution", solution);
  nonet_json_add_boolean (builder, "unique", path->unique);
  nonet_json_add_boolean (builder, "solved_by_logic", path->solved);
  json_builder_set_member_name (builder, "rating");
  json_builder_begin_object (builder);
  nonet_path_json_add_rating (builder, rating);
  json_builder_end_object (builder);
  json_builder_set_member_name (builder, "steps");
  json_builder_begin_array (builder);
  for (int i = 0; i < path->n_steps; i++)
    nonet_path_json_add_step (builder, &path->steps[i]);
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/**
 * nonet_path_json_to_string:
 *
 * Returns: (transfer full): @node as compact JSON, one line.
 */
char *
nonet_path_json_to_string (JsonNode *node)
{
  g_autoptr (JsonGenerator) generator = json_generator_new ();

  json_generator_set_root (generator, node);
  return json_generator_to_data (generator, NULL);
}

/* ------------------------------------------------------------------------
 * The direct writer (nonet_path_json_append): the text JsonGenerator makes
 * of nonet_path_json_new's tree, member by member in the same order.
 * JsonGenerator's compact form: no spaces; in strings a backslash and a
 * quote are escaped, control characters 0x01-0x1e and 0x7f become \b, \f,
 * \n, \r, \t or \u00xx, every other byte (UTF-8 included) is kept; doubles
 * are g_ascii_dtostr's text, with ".0" added when it has no '.', 'e' or
 * 'E'; integers in decimal.
 * ------------------------------------------------------------------------ */

static void
put_string (GString    *out,
            const char *value)
{
  const char *run = value;

  g_string_append_c (out, '"');
  for (const char *p = value; *p != '\0'; p++)
    {
      unsigned char c = (unsigned char) *p;

      if (c != '\\' && c != '"' && !(c > 0 && c < 0x1f) && c != 0x7f)
        continue;
      g_string_append_len (out, run, p - run);
      run = p + 1;
      switch (c)
        {
        case '\\': g_string_append (out, "\\\\"); break;
        case '"':  g_string_append (out, "\\\""); break;
        case '\b': g_string_append (out, "\\b"); break;
        case '\f': g_string_append (out, "\\f"); break;
        case '\n': g_string_append (out, "\\n"); break;
        case '\r': g_string_append (out, "\\r"); break;
        case '\t': g_string_append (out, "\\t"); break;
        default:   g_string_append_printf (out, "\\u00%02x", c); break;
        }
    }
  g_string_append (out, run);
  g_string_append_c (out, '"');
}

/* A member's name and colon, after a comma unless it is the first. */
static void
put_name (GString    *out,
          gboolean    first,
          const char *name)
{
  if (!first)
    g_string_append_c (out, ',');
  put_string (out, name);
  g_string_append_c (out, ':');
}

static void
put_int (GString *out,
         gint64   value)
{
  char buf[24];
  int n = (int) sizeof buf;
  guint64 v = value < 0 ? (guint64) 0 - (guint64) value : (guint64) value;

  do
    {
      buf[--n] = (char) ('0' + v % 10);
      v /= 10;
    }
  while (v != 0);
  if (value < 0)
    buf[--n] = '-';
  g_string_append_len (out, buf + n, (gssize) sizeof buf - n);
}

static void
put_double (GString *out,
            double   value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  g_ascii_dtostr (buf, sizeof buf, value);
  g_string_append (out, buf);
  if (strchr (buf, '.') == NULL && strchr (buf, 'e') == NULL && strchr (buf, 'E') == NULL)
    g_string_append (out, ".0");
}

static void
put_int_member (GString    *out,
                gboolean    first,
                const char *name,
                gint64      value)
{
  put_name (out, first, name);
  put_int (out, value);
}

static void
put_string_member (GString    *out,
                   gboolean    first,
                   const char *name,
                   const char *value)
{
  put_name (out, first, name);
  put_string (out, value);
}

static void
put_candidates (GString              *out,
                const char           *name,
                const NonetCandidate *candidates,
                int                   n)
{
  put_name (out, FALSE, name);
  g_string_append_c (out, '[');
  for (int i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      g_string_append_c (out, '{');
      put_int_member (out, TRUE, "cell", candidates[i].cell);
      put_int_member (out, FALSE, "digit", candidates[i].digit);
      g_string_append_c (out, '}');
    }
  g_string_append_c (out, ']');
}

static void
put_node (GString         *out,
          const char      *name,
          const NonetNode *node)
{
  put_name (out, FALSE, name);
  g_string_append_c (out, '{');
  put_int_member (out, TRUE, "digit", node->digit);
  put_name (out, FALSE, "cells");
  g_string_append_c (out, '[');
  for (int i = 0; i < node->n_cells; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      put_int (out, node->cells[i]);
    }
  g_string_append_c (out, ']');
  g_string_append_c (out, '}');
}

/* As add_highlights: houses, then marks, then links. */
static void
put_highlights (GString         *out,
                const NonetStep *step)
{
  gboolean first = TRUE;

  put_name (out, FALSE, "highlights");
  g_string_append_c (out, '[');
  for (int i = 0; i < step->n_houses; i++, first = FALSE)
    {
      if (!first)
        g_string_append_c (out, ',');
      g_string_append_c (out, '{');
      put_string_member (out, TRUE, "kind", "house");
      put_string_member (out, FALSE, "role", nonet_role_get_id ((NonetRole) step->houses[i].role));
      put_int_member (out, FALSE, "house", step->houses[i].house);
      g_string_append_c (out, '}');
    }
  for (int i = 0; i < step->n_marks; i++, first = FALSE)
    {
      const NonetMark *mark = &step->marks[i];

      if (!first)
        g_string_append_c (out, ',');
      g_string_append_c (out, '{');
      put_string_member (out, TRUE, "kind", mark->digit != 0 ? "candidate" : "cell");
      put_string_member (out, FALSE, "role", nonet_role_get_id ((NonetRole) mark->role));
      put_int_member (out, FALSE, "cell", mark->cell);
      if (mark->digit != 0)
        put_int_member (out, FALSE, "digit", mark->digit);
      g_string_append_c (out, '}');
    }
  for (int i = 0; i < step->n_links; i++, first = FALSE)
    {
      if (!first)
        g_string_append_c (out, ',');
      g_string_append_c (out, '{');
      put_string_member (out, TRUE, "kind", "link");
      put_string_member (out, FALSE, "link",
                         step->links[i].kind == NONET_LINK_STRONG ? "strong" : "weak");
      put_node (out, "from", &step->links[i].from);
      put_node (out, "to", &step->links[i].to);
      g_string_append_c (out, '}');
    }
  g_string_append_c (out, ']');
}

/* As nonet_path_json_add_step. */
static void
put_step (GString         *out,
          const NonetStep *step)
{
  const NonetTechniqueInfo *info = nonet_technique_info (step->technique);
  g_autofree char *text = nonet_step_describe (step);
  gboolean first = TRUE;

  g_string_append_c (out, '{');
  put_string_member (out, TRUE, "technique", info->id);
  put_string_member (out, FALSE, "code", info->code);
  put_string_member (out, FALSE, "name", nonet_technique_get_english_name (step->technique));
  put_name (out, FALSE, "se");
  put_double (out, nonet_path_json_se (step->se_tenths));
  put_name (out, FALSE, "digits");
  g_string_append_c (out, '[');
  for (int d = 1; d <= NONET_DIGITS; d++)
    if (step->digits & nonet_digit_bit (d))
      {
        if (!first)
          g_string_append_c (out, ',');
        put_int (out, d);
        first = FALSE;
      }
  g_string_append_c (out, ']');
  put_candidates (out, "placements", step->placements, step->n_placements);
  put_candidates (out, "eliminations", step->eliminations, step->n_eliminations);
  put_highlights (out, step);
  put_string_member (out, FALSE, "text", text);
  g_string_append_c (out, '}');
}

/** nonet_path_json_append: see nonet-path-json.h. */
void
nonet_path_json_append (GString           *out,
                        const NonetPath   *path,
                        const NonetRating *rating)
{
  char puzzle[NONET_CELLS + 1], solution[NONET_CELLS + 1];
  NonetGrid solved;

  nonet_path_json_grid_line (&path->start, puzzle);
  nonet_grid_set_givens (&solved, path->solution);
  nonet_path_json_grid_line (&solved, solution);
  g_string_append_c (out, '{');
  put_string_member (out, TRUE, "puzzle", puzzle);
  put_string_member (out, FALSE, "solution", solution);
  put_name (out, FALSE, "unique");
  g_string_append (out, path->unique ? "true" : "false");
  put_name (out, FALSE, "solved_by_logic");
  g_string_append (out, path->solved ? "true" : "false");
  put_name (out, FALSE, "rating");
  g_string_append_c (out, '{');
  put_name (out, TRUE, "se");
  put_double (out, nonet_path_json_se (rating->se_tenths));
  put_string_member (out, FALSE, "level", nonet_level_get_id (rating->level));
  put_int_member (out, FALSE, "score", rating->score);
  put_string_member (out, FALSE, "label", nonet_label_get_id (rating->label));
  put_name (out, FALSE, "path_se");
  put_double (out, nonet_path_json_se (rating->path_se_tenths));
  g_string_append_c (out, '}');
  put_name (out, FALSE, "steps");
  g_string_append_c (out, '[');
  for (int i = 0; i < path->n_steps; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      put_step (out, &path->steps[i]);
    }
  g_string_append_c (out, ']');
  g_string_append_c (out, '}');
}
