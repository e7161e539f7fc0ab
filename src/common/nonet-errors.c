/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-errors.c: the NONET_FILE_ERROR domain, the engine's NonetStatus
 * and NonetError as GErrors, and the sentences people read for them. */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "nonet-errors.h"
#include "nonet-names.h"

G_DEFINE_QUARK (nonet-file-error-quark, nonet_file_error)

/**
 * nonet_file_error_from_status:
 * @status: a status from the engine
 *
 * Returns: the NONET_FILE_ERROR code that stands for @status.
 */
NonetFileError
nonet_file_error_from_status (NonetStatus status)
{
  switch (status)
    {
    case NONET_STATUS_EMPTY:
      return NONET_FILE_ERROR_EMPTY;
    case NONET_STATUS_BINARY:
    case NONET_STATUS_BAD_ENCODING:
      return NONET_FILE_ERROR_NOT_TEXT;
    case NONET_STATUS_TOO_FEW_CELLS:
    case NONET_STATUS_TOO_MANY_CELLS:
    case NONET_STATUS_BAD_CHARACTER:
    case NONET_STATUS_BAD_SHAPE:
    case NONET_STATUS_LINE_TOO_LONG:
    case NONET_STATUS_BAD_CANDIDATES:
    case NONET_STATUS_BAD_LIBRARY_LINE:
      return NONET_FILE_ERROR_PARSE;
    case NONET_STATUS_DUPLICATE:
    case NONET_STATUS_NO_CANDIDATE:
      return NONET_FILE_ERROR_INVALID;
    case NONET_STATUS_UNSOLVABLE:
      return NONET_FILE_ERROR_UNSOLVABLE;
    case NONET_STATUS_MULTIPLE_SOLUTIONS:
      return NONET_FILE_ERROR_MULTIPLE_SOLUTIONS;
    case NONET_STATUS_CANCELLED:
      return NONET_FILE_ERROR_CANCELLED;
    case NONET_STATUS_OK:
    case NONET_STATUS_INVALID_ARGUMENT:
    default:
      return NONET_FILE_ERROR_FAILED;
    }
}


/* The character the parser stopped at, quoted, or named when it cannot be
 * shown. NULL when the error names none. */
static char *
describe_found (int found)
{
  char utf8[8] = { 0 };

  if (found < 0)
    return NULL;
  if (found == ' ')
    return g_strdup (_("a space"));
  if (found == '\t')
    return g_strdup (_("a tab"));
  if (found == '\n' || found == '\r')
    return g_strdup (_("the end of the line"));
  if (!g_unichar_validate ((gunichar) found) || !g_unichar_isprint ((gunichar) found))
    return g_strdup_printf (_("the character U+%04X"), (guint) found);

  g_unichar_to_utf8 ((gunichar) found, utf8);
  /* TRANSLATORS: a character found in the puzzle text, in quotes */
  return g_strdup_printf (_("“%s”"), utf8);
}

static const char *
describe_expected (NonetExpect expected)
{
  switch (expected)
    {
    case NONET_EXPECT_CELL:
      return _("a digit 1–9 or a blank (. 0 - _)");
    case NONET_EXPECT_DIGIT:
      return _("a digit 1–9");
    case NONET_EXPECT_SEPARATOR:
      return _("a separator (a comma, a bar or a box line)");
    case NONET_EXPECT_CANDIDATES:
      return _("a list of candidate digits 1–9");
    case NONET_EXPECT_ROW:
      return _("a row of 9 cells");
    case NONET_EXPECT_BRACKET:
      return _("a bracket “[” or “]”");
    case NONET_EXPECT_FIELD:
      return _("a field of a HoDoKu library line");
    case NONET_EXPECT_NOTHING:
    default:
      return NULL;
    }
}

/* BAD_CHARACTER and its kin: what was found against what would have fit. */
static char *
describe_character (const NonetError *error)
{
  g_autofree char *found = describe_found (error->found);
  const char *expected = describe_expected (error->expected);

  if (found != NULL && expected != NULL)
    /* TRANSLATORS: "found “x” where a digit 1–9 was expected" */
    return g_strdup_printf (_("found %s where %s was expected"), found, expected);
  if (found != NULL)
    return g_strdup_printf (_("unexpected %s"), found);
  if (expected != NULL)
    return g_strdup_printf (_("%s was expected here"), expected);
  return g_strdup (_("unexpected character"));
}

static char *
describe_shape (const NonetError *error)
{
  if (error->count > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "a row of %d cell where 9 were expected",
                                         "a row of %d cells where 9 were expected",
                                         error->count),
                            error->count);
  return g_strdup (_("the text does not have the shape of a 9×9 grid"));
}

static char *
describe_duplicate (const NonetError *error)
{
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  if (error->cell_a < 0 || error->cell_b < 0)
    return g_strdup_printf (_("the digit %d appears twice in one row, column or box"),
                            error->digit);

  a = nonet_cell_name (error->cell_a);
  b = nonet_cell_name (error->cell_b);
  /* TRANSLATORS: "r1c4 and r3c4 both hold 5": two cells of one house with the same digit */
  return g_strdup_printf (_("%s and %s both hold %d"), a, b, error->digit);
}

static char *
describe_dead_cell (const NonetError *error)
{
  g_autofree char *cell = NULL;

  if (error->cell_a < 0)
    return g_strdup (_("an empty cell has no candidate left"));
  cell = nonet_cell_name (error->cell_a);
  return g_strdup_printf (_("%s is empty and no digit can go there"), cell);
}

/* BAD_CANDIDATES: which pencil-mark cell, and what is wrong with it. */
static char *
describe_candidates (const NonetError *error)
{
  g_autofree char *cell = NULL;
  g_autofree char *found = NULL;

  if (error->cell_a < 0)
    return g_strdup (_("a pencil-mark cell is empty or malformed"));
  cell = nonet_cell_name (error->cell_a);
  if (error->digit > 0)
    /* TRANSLATORS: "the pencil marks of r5c3 list 4 twice" */
    return g_strdup_printf (_("the pencil marks of %s list %d twice"), cell, error->digit);
  if (error->count == 0)
    /* TRANSLATORS: a pencil-mark cell written "." (every digit ruled out) */
    return g_strdup_printf (_("%s lists no candidate: no digit can go there, so the position "
                              "has no solution"), cell);
  found = describe_found (error->found);
  /* TRANSLATORS: "the pencil marks of r1c3 hold “0” among their digits 1–9" */
  return g_strdup_printf (_("the pencil marks of %s hold %s among their digits 1–9"), cell,
                          found != NULL ? found : "?");
}

/* ENGINE_BUG: the path's guard stopped a step that contradicts the unique
 * solution. Names the technique, so the report says where to look. */
static char *
describe_engine_bug (const NonetError *error)
{
  g_autofree char *cell = NULL;
  const char *technique = _("an unknown technique");

  if (error->count >= 0 && error->count < NONET_N_TECHNIQUES)
    technique = nonet_technique_get_name ((NonetTechnique) error->count);
  if (error->cell_a < 0 || error->cell_a >= NONET_CELLS)
    return g_strdup_printf (_("engine bug: a step of %s contradicts the solution; it is not "
                              "shown and the path stops there"), technique);
  cell = nonet_cell_name (error->cell_a);
  /* TRANSLATORS: "engine bug: a step of X-Wing contradicts the solution at r1c4 (digit 5); ..." */
  return g_strdup_printf (_("engine bug: a step of %s contradicts the solution at %s (digit %d); "
                            "it is not shown and the path stops there"),
                          technique, cell, error->digit);
}

static char *
describe_cell_count (const NonetError *error)
{
  if (error->status == NONET_STATUS_TOO_FEW_CELLS)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "only %d cell found where 81 were expected",
                                         "only %d cells found where 81 were expected",
                                         error->count),
                            error->count);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%d cell found where 81 were expected",
                                       "%d cells found where 81 were expected",
                                       error->count),
                          error->count);
}

/* Statuses whose words do not depend on the error's details. */
static const char *
describe_simple (NonetStatus status)
{
  switch (status)
    {
    case NONET_STATUS_OK:
      return _("no error");
    case NONET_STATUS_EMPTY:
      return _("no puzzle found");
    case NONET_STATUS_BINARY:
      return _("the input holds binary data, not the text of a puzzle");
    case NONET_STATUS_LINE_TOO_LONG:
      return _("the line is too long for any puzzle format");
    case NONET_STATUS_BAD_ENCODING:
      return _("the text is not valid UTF-8");
    case NONET_STATUS_UNSOLVABLE:
      return _("the puzzle has no solution");
    case NONET_STATUS_MULTIPLE_SOLUTIONS:
      return _("the puzzle has more than one solution");
    case NONET_STATUS_CANCELLED:
      return _("cancelled");
    case NONET_STATUS_INVALID_ARGUMENT:
    default:
      return _("invalid argument");
    }
}

/**
 * nonet_error_describe_problem:
 * @error: an error from the engine
 *
 * Says what is wrong, without where: "r1c4 and r3c4 both hold 5", "found “x”
 * where a digit 1–9 was expected". The words start in lower case, ready to
 * follow a location such as "line 12: ".
 *
 * Returns: (transfer full): the problem, translated.
 */
char *
nonet_error_describe_problem (const NonetError *error)
{
  g_return_val_if_fail (error != NULL, NULL);

  switch (error->status)
    {
    case NONET_STATUS_TOO_FEW_CELLS:
    case NONET_STATUS_TOO_MANY_CELLS:
      return describe_cell_count (error);
    case NONET_STATUS_BAD_CHARACTER:
      return describe_character (error);
    case NONET_STATUS_BAD_SHAPE:
      return describe_shape (error);
    case NONET_STATUS_BAD_CANDIDATES:
      return describe_candidates (error);
    case NONET_STATUS_BAD_LIBRARY_LINE:
      if (error->expected != NONET_EXPECT_NOTHING && error->expected != NONET_EXPECT_FIELD)
        return describe_character (error);
      return g_strdup (_("a field of the HoDoKu library line is malformed"));
    case NONET_STATUS_DUPLICATE:
      return describe_duplicate (error);
    case NONET_STATUS_NO_CANDIDATE:
      return describe_dead_cell (error);
    case NONET_STATUS_ENGINE_BUG:
      return describe_engine_bug (error);
    default:
      return g_strdup (describe_simple (error->status));
    }
}

/* A sentence starts with a capital, except a cell name: "r1c4" stays. */
static char *
capitalize (const char *text)
{
  gunichar first = g_utf8_get_char (text);
  const char *rest = g_utf8_next_char (text);
  char upper[8] = { 0 };

  if (first == 'r' && g_ascii_isdigit (*rest))
    return g_strdup (text);
  g_unichar_to_utf8 (g_unichar_totitle (first), upper);
  return g_strconcat (upper, rest, NULL);
}

/**
 * nonet_error_describe:
 * @error: an error from the engine
 *
 * Says what is wrong and where, as one sentence for people: "Line 3, column 7:
 * found “x” where a digit 1–9 or a blank (. 0 - _) was expected", "r1c4 and
 * r3c4 both hold 5", "The puzzle has no solution".
 *
 * Returns: (transfer full): the sentence, translated.
 */
char *
nonet_error_describe (const NonetError *error)
{
  g_autofree char *problem = NULL;

  g_return_val_if_fail (error != NULL, NULL);

  problem = nonet_error_describe_problem (error);
  if (error->line > 0 && error->column > 0)
    /* TRANSLATORS: "Line 3, column 7: <what is wrong>" */
    return g_strdup_printf (_("Line %u, column %u: %s"), error->line, error->column, problem);
  if (error->line > 0)
    return g_strdup_printf (_("Line %u: %s"), error->line, problem);
  return capitalize (problem);
}

/**
 * nonet_error_propagate:
 * @nonet_error: an error from the engine
 * @error: return location for a #GError
 *
 * Sets @error from @nonet_error unless its status is OK.
 *
 * Returns: %TRUE when the status is OK, %FALSE when @error was set.
 */
gboolean
nonet_error_propagate (const NonetError  *nonet_error,
                       GError           **error)
{
  g_autofree char *message = NULL;

  g_return_val_if_fail (nonet_error != NULL, FALSE);

  if (nonet_error->status == NONET_STATUS_OK)
    return TRUE;

  message = nonet_error_describe (nonet_error);
  g_set_error_literal (error, NONET_FILE_ERROR,
                       nonet_file_error_from_status (nonet_error->status), message);
  return FALSE;
}

/**
 * nonet_status_propagate:
 * @status: a status from the engine
 * @error: return location for a #GError
 *
 * Like nonet_error_propagate() for a bare status, without details.
 *
 * Returns: %TRUE when @status is OK, %FALSE when @error was set.
 */
gboolean
nonet_status_propagate (NonetStatus   status,
                        GError      **error)
{
  NonetError nonet_error;

  nonet_error_init (&nonet_error, status);
  return nonet_error_propagate (&nonet_error, error);
}

/**
 * nonet_parse_to_gerror:
 * @text: the puzzle text
 * @format: its format, or %NONET_FORMAT_AUTO
 * @grid: (out): the puzzle
 * @error: return location for a #GError
 *
 * nonet_parse() with its error as a #GError in the %NONET_FILE_ERROR domain,
 * the message from nonet_error_describe().
 *
 * Returns: %TRUE when @grid holds a valid puzzle.
 */
gboolean
nonet_parse_to_gerror (GBytes       *text,
                       NonetFormat   format,
                       NonetGrid    *grid,
                       GError      **error)
{
  NonetError nonet_error;
  gsize length = 0;
  const char *data;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (grid != NULL, FALSE);

  data = g_bytes_get_data (text, &length);
  nonet_error_init (&nonet_error, NONET_STATUS_OK);
  nonet_error.status = nonet_parse (data != NULL ? data : "", length, format, grid,
                                    &nonet_error);
  return nonet_error_propagate (&nonet_error, error);
}

/**
 * nonet_solve_unique_to_gerror:
 * @grid: the puzzle
 * @solution: (out): its solution
 * @error: return location for a #GError
 *
 * nonet_solve_unique() with its error as a #GError: %NONET_FILE_ERROR_UNSOLVABLE,
 * %NONET_FILE_ERROR_MULTIPLE_SOLUTIONS or %NONET_FILE_ERROR_INVALID.
 *
 * Returns: %TRUE when the puzzle has exactly one solution.
 */
gboolean
nonet_solve_unique_to_gerror (const NonetGrid  *grid,
                              guint8            solution[NONET_CELLS],
                              GError          **error)
{
  NonetError nonet_error;

  g_return_val_if_fail (grid != NULL, FALSE);
  g_return_val_if_fail (solution != NULL, FALSE);

  nonet_error_init (&nonet_error, NONET_STATUS_OK);
  nonet_error.status = nonet_solve_unique (grid, solution, &nonet_error);
  return nonet_error_propagate (&nonet_error, error);
}
