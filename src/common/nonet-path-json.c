/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-path-json.c: the JSON of a path, its rating and its steps (DESIGN §4),
 * and the writer the CLI's records use.
 *
 * Field order is part of the format (people diff the lines), so every
 * object is written member by member in the order DESIGN §4 gives. */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "nonet-path-json.h"
#include "nonet-step-text.h"

/** nonet_path_json_se: see nonet-path-json.h. */
double
nonet_path_json_se (int se_tenths)
{
  return se_tenths / 10.0;
}

/* ------------------------------------------------------------------------
 * The writer: compact JSON (no spaces), written directly (explain writes a
 * record per puzzle; building a json-glib tree cost a fifth of its time).
 * In strings a backslash and a quote are escaped, control characters
 * become \b, \f, \n, \r, \t or \u00xx, every other byte (UTF-8 included)
 * is kept; a double is the shortest text that reads back the same (7.1,
 * not json-glib's 7.0999999999999996), with ".0" when it is whole; integers
 * in decimal.
 * ------------------------------------------------------------------------ */

/** nonet_json_put_string: see nonet-path-json.h. */
void
nonet_json_put_string (GString    *out,
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

/** nonet_json_put_name: see nonet-path-json.h. */
void
nonet_json_put_name (GString    *out,
          gboolean    first,
          const char *name)
{
  if (!first)
    g_string_append_c (out, ',');
  nonet_json_put_string (out, name);
  g_string_append_c (out, ':');
}

/** nonet_json_put_int: see nonet-path-json.h. */
void
nonet_json_put_int (GString *out,
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

/** nonet_json_put_double: see nonet-path-json.h. */
void
nonet_json_put_double (GString *out,
                       double   value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  /* The fewest significant digits that read back as value (17 always do). */
  for (int digits = 1; digits <= 17; digits++)
    {
      char format[8];

      snprintf (format, sizeof format, "%%.%dg", digits);
      g_ascii_formatd (buf, sizeof buf, format, value);
      if (g_ascii_strtod (buf, NULL) == value)
        break;
    }
  g_string_append (out, buf);
  if (strchr (buf, '.') == NULL && strchr (buf, 'e') == NULL)
    g_string_append (out, ".0");
}

/** nonet_json_put_boolean: see nonet-path-json.h. */
void
nonet_json_put_boolean (GString  *out,
                        gboolean  value)
{
  g_string_append (out, value ? "true" : "false");
}

/** nonet_json_put_int_member: see nonet-path-json.h. */
void
nonet_json_put_int_member (GString    *out,
                           gboolean    first,
                           const char *name,
                           gint64      value)
{
  nonet_json_put_name (out, first, name);
  nonet_json_put_int (out, value);
}

/** nonet_json_put_boolean_member: see nonet-path-json.h. */
void
nonet_json_put_boolean_member (GString    *out,
                               gboolean    first,
                               const char *name,
                               gboolean    value)
{
  nonet_json_put_name (out, first, name);
  nonet_json_put_boolean (out, value);
}

/** nonet_json_put_double_member: see nonet-path-json.h. */
void
nonet_json_put_double_member (GString    *out,
                              gboolean    first,
                              const char *name,
                              double      value)
{
  nonet_json_put_name (out, first, name);
  nonet_json_put_double (out, value);
}

/** nonet_json_put_string_member: see nonet-path-json.h. */
void
nonet_json_put_string_member (GString    *out,
                              gboolean    first,
                              const char *name,
                              const char *value)
{
  nonet_json_put_name (out, first, name);
  nonet_json_put_string (out, value);
}

static void
put_candidates (GString              *out,
                const char           *name,
                const NonetCandidate *candidates,
                int                   n)
{
  nonet_json_put_name (out, FALSE, name);
  g_string_append_c (out, '[');
  for (int i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      g_string_append_c (out, '{');
      nonet_json_put_int_member (out, TRUE, "cell", candidates[i].cell);
      nonet_json_put_int_member (out, FALSE, "digit", candidates[i].digit);
      g_string_append_c (out, '}');
    }
  g_string_append_c (out, ']');
}

static void
put_node (GString         *out,
          const char      *name,
          const NonetNode *node)
{
  nonet_json_put_name (out, FALSE, name);
  g_string_append_c (out, '{');
  nonet_json_put_int_member (out, TRUE, "digit", node->digit);
  nonet_json_put_name (out, FALSE, "cells");
  g_string_append_c (out, '[');
  for (int i = 0; i < node->n_cells; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      nonet_json_put_int (out, node->cells[i]);
    }
  g_string_append_c (out, ']');
  g_string_append_c (out, '}');
}

/* The highlight as one array of typed entries, in the order the board
 * draws them: houses, then candidates and cells, then links.
 *   {"kind":"house","role":"base","house":18}
 *   {"kind":"candidate","role":"target","cell":40,"digit":3}
 *   {"kind":"cell","role":"base","cell":40}
 *   {"kind":"link","link":"strong","from":{"digit":5,"cells":[1]},"to":{...}} */
static void
put_highlights (GString         *out,
                const NonetStep *step)
{
  gboolean first = TRUE;

  nonet_json_put_name (out, FALSE, "highlights");
  g_string_append_c (out, '[');
  for (int i = 0; i < step->n_houses; i++, first = FALSE)
    {
      if (!first)
        g_string_append_c (out, ',');
      g_string_append_c (out, '{');
      nonet_json_put_string_member (out, TRUE, "kind", "house");
      nonet_json_put_string_member (out, FALSE, "role", nonet_role_get_id ((NonetRole) step->houses[i].role));
      nonet_json_put_int_member (out, FALSE, "house", step->houses[i].house);
      g_string_append_c (out, '}');
    }
  for (int i = 0; i < step->n_marks; i++, first = FALSE)
    {
      const NonetMark *mark = &step->marks[i];

      if (!first)
        g_string_append_c (out, ',');
      g_string_append_c (out, '{');
      nonet_json_put_string_member (out, TRUE, "kind", mark->digit != 0 ? "candidate" : "cell");
      nonet_json_put_string_member (out, FALSE, "role", nonet_role_get_id ((NonetRole) mark->role));
      nonet_json_put_int_member (out, FALSE, "cell", mark->cell);
      if (mark->digit != 0)
        nonet_json_put_int_member (out, FALSE, "digit", mark->digit);
      g_string_append_c (out, '}');
    }
  for (int i = 0; i < step->n_links; i++, first = FALSE)
    {
      if (!first)
        g_string_append_c (out, ',');
      g_string_append_c (out, '{');
      nonet_json_put_string_member (out, TRUE, "kind", "link");
      nonet_json_put_string_member (out, FALSE, "link",
                         step->links[i].kind == NONET_LINK_STRONG ? "strong" : "weak");
      put_node (out, "from", &step->links[i].from);
      put_node (out, "to", &step->links[i].to);
      g_string_append_c (out, '}');
    }
  g_string_append_c (out, ']');
}

/* One step: technique, code, name, se, digits, placements, eliminations,
 * highlights, text. */
static void
put_step (GString         *out,
          const NonetStep *step)
{
  const NonetTechniqueInfo *info = nonet_technique_info (step->technique);
  g_autofree char *text = nonet_step_describe (step);
  gboolean first = TRUE;

  g_string_append_c (out, '{');
  nonet_json_put_string_member (out, TRUE, "technique", info->id);
  nonet_json_put_string_member (out, FALSE, "code", info->code);
  nonet_json_put_string_member (out, FALSE, "name", nonet_technique_get_english_name (step->technique));
  nonet_json_put_double_member (out, FALSE, "se", nonet_path_json_se (step->se_tenths));
  nonet_json_put_name (out, FALSE, "digits");
  g_string_append_c (out, '[');
  for (int d = 1; d <= NONET_DIGITS; d++)
    if (step->digits & nonet_digit_bit (d))
      {
        if (!first)
          g_string_append_c (out, ',');
        nonet_json_put_int (out, d);
        first = FALSE;
      }
  g_string_append_c (out, ']');
  put_candidates (out, "placements", step->placements, step->n_placements);
  put_candidates (out, "eliminations", step->eliminations, step->n_eliminations);
  put_highlights (out, step);
  nonet_json_put_string_member (out, FALSE, "text", text);
  g_string_append_c (out, '}');
}

/** nonet_path_json_put_rating: see nonet-path-json.h. */
void
nonet_path_json_put_rating (GString           *out,
                            gboolean           first,
                            const NonetRating *rating)
{
  nonet_json_put_double_member (out, first, "se", nonet_path_json_se (rating->se_tenths));
  nonet_json_put_string_member (out, FALSE, "level", nonet_level_get_id (rating->level));
  nonet_json_put_int_member (out, FALSE, "score", rating->score);
  nonet_json_put_string_member (out, FALSE, "label", nonet_label_get_id (rating->label));
  nonet_json_put_double_member (out, FALSE, "path_se", nonet_path_json_se (rating->path_se_tenths));
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
  nonet_json_put_string_member (out, TRUE, "puzzle", puzzle);
  nonet_json_put_string_member (out, FALSE, "solution", solution);
  nonet_json_put_boolean_member (out, FALSE, "unique", path->unique);
  nonet_json_put_boolean_member (out, FALSE, "solved_by_logic", path->solved);
  nonet_json_put_name (out, FALSE, "rating");
  g_string_append_c (out, '{');
  nonet_path_json_put_rating (out, TRUE, rating);
  g_string_append_c (out, '}');
  nonet_json_put_name (out, FALSE, "steps");
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

/** nonet_path_json_grid_line: see nonet-path-json.h. */
void
nonet_path_json_grid_line (const NonetGrid *grid,
                           char             line[NONET_CELLS + 1])
{
  for (int cell = 0; cell < NONET_CELLS; cell++)
    line[cell] = grid->values[cell] != 0 ? (char) ('0' + grid->values[cell]) : '.';
  line[NONET_CELLS] = '\0';
}
