/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-file.c: puzzle text in, GErrors and words for people out. */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "nonet-file.h"

/* How one format is called on a command line and in settings. The first
 * name of a format is its canonical one. */
typedef struct
{
  const char  *name;
  NonetFormat  format;
} FormatName;

static const FormatName format_names[] = {
  { "auto",       NONET_FORMAT_AUTO },
  { "line",       NONET_FORMAT_LINE },
  { "grid",       NONET_FORMAT_GRID },
  { "csv",        NONET_FORMAT_CSV },
  { "python",     NONET_FORMAT_PYTHON },
  { "sdk",        NONET_FORMAT_SDK },
  { "sdm",        NONET_FORMAT_SDM },
  { "ss",         NONET_FORMAT_SS },
  { "pm",         NONET_FORMAT_PENCILMARK },
  { "hodoku",     NONET_FORMAT_HODOKU_LIBRARY },
  { "pencilmark", NONET_FORMAT_PENCILMARK },
  { "81",         NONET_FORMAT_LINE },
};

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

/**
 * nonet_cell_name:
 * @cell: a cell, 0..80
 *
 * Returns: (transfer full): the cell as people write it, "r3c5".
 */
char *
nonet_cell_name (int cell)
{
  g_return_val_if_fail (cell >= 0 && cell < NONET_CELLS, g_strdup ("?"));

  return g_strdup_printf ("r%dc%d", nonet_cell_row (cell) + 1, nonet_cell_column (cell) + 1);
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

static char *
describe_candidates (const NonetError *error)
{
  g_autofree char *cell = NULL;

  if (error->cell_a < 0)
    return g_strdup (_("a pencil-mark cell is empty or malformed"));
  cell = nonet_cell_name (error->cell_a);
  return g_strdup_printf (_("the pencil marks of %s are empty or malformed"), cell);
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

static void
set_too_large (const char  *name,
               gsize        max_size,
               GError     **error)
{
  g_autofree char *limit = g_format_size (max_size);

  g_set_error (error, NONET_FILE_ERROR, NONET_FILE_ERROR_TOO_LARGE,
               _("“%s” is larger than %s: too large for a puzzle file"), name, limit);
}

static void
set_read_error (const char  *name,
                int          saved_errno,
                GError     **error)
{
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               _("Cannot read “%s”: %s"), name, g_strerror (saved_errno));
}

/* Reads fd to its end into bytes, failing past max_size. */
static GBytes *
read_fd (int            fd,
         const char    *name,
         gsize          max_size,
         GCancellable  *cancellable,
         GError       **error)
{
  g_autoptr(GByteArray) buffer = g_byte_array_new ();
  gsize chunk = 64 * 1024;

  for (;;)
    {
      gsize old_length = buffer->len;
      gssize n;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;

      g_byte_array_set_size (buffer, old_length + chunk);
      do
        n = read (fd, buffer->data + old_length, chunk);
      while (n < 0 && errno == EINTR);
      if (n < 0)
        {
          set_read_error (name, errno, error);
          return NULL;
        }
      g_byte_array_set_size (buffer, old_length + n);
      if (n == 0)
        break;
      if (buffer->len > max_size)
        {
          set_too_large (name, max_size, error);
          return NULL;
        }
      chunk = MIN (chunk * 2, 4 * 1024 * 1024);
    }

  return g_byte_array_free_to_bytes (g_steal_pointer (&buffer));
}

/* A local file through POSIX calls, so the error names the OS reason. */
static GBytes *
load_local (const char    *path,
            const char    *name,
            gsize          max_size,
            GCancellable  *cancellable,
            GError       **error)
{
  struct stat info;
  GBytes *bytes;
  int fd;

  fd = g_open (path, O_RDONLY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      set_read_error (name, errno, error);
      return NULL;
    }
  if (fstat (fd, &info) == 0 && S_ISDIR (info.st_mode))
    {
      g_close (fd, NULL);
      set_read_error (name, EISDIR, error);
      return NULL;
    }
  if (fstat (fd, &info) == 0 && S_ISREG (info.st_mode) && (guint64) info.st_size > max_size)
    {
      g_close (fd, NULL);
      set_too_large (name, max_size, error);
      return NULL;
    }

  bytes = read_fd (fd, name, max_size, cancellable, error);
  g_close (fd, NULL);
  return bytes;
}

/* Any other GFile (a URI from a portal or a remote mount) through GIO. */
static GBytes *
load_remote (GFile         *file,
             const char    *name,
             gsize          max_size,
             GCancellable  *cancellable,
             GError       **error)
{
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GByteArray) buffer = g_byte_array_new ();
  g_autoptr(GError) local_error = NULL;
  guint8 chunk[64 * 1024];
  gssize n;

  stream = g_file_read (file, cancellable, &local_error);
  while (stream != NULL
         && (n = g_input_stream_read (G_INPUT_STREAM (stream), chunk, sizeof chunk,
                                      cancellable, &local_error)) > 0)
    {
      g_byte_array_append (buffer, chunk, n);
      if (buffer->len > max_size)
        {
          set_too_large (name, max_size, error);
          return NULL;
        }
    }
  if (local_error != NULL)
    {
      g_set_error (error, local_error->domain, local_error->code,
                   _("Cannot read “%s”: %s"), name, local_error->message);
      return NULL;
    }

  return g_byte_array_free_to_bytes (g_steal_pointer (&buffer));
}

/**
 * nonet_file_load_bytes:
 * @file: the file to read
 * @max_size: fail with %NONET_FILE_ERROR_TOO_LARGE past this many bytes
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * Reads the whole of @file. Errors name the file and the reason ("Cannot read
 * “x.txt”: No such file or directory"). Blocks: call it from a worker thread in
 * the app.
 *
 * Returns: (transfer full): the contents, or %NULL with @error set.
 */
GBytes *
nonet_file_load_bytes (GFile         *file,
                       gsize          max_size,
                       GCancellable  *cancellable,
                       GError       **error)
{
  g_autofree char *name = NULL;
  const char *path;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  name = g_file_get_parse_name (file);
  path = g_file_peek_path (file);
  if (path != NULL)
    return load_local (path, name, max_size, cancellable, error);
  return load_remote (file, name, max_size, cancellable, error);
}

/**
 * nonet_file_load_stdin:
 * @max_size: fail with %NONET_FILE_ERROR_TOO_LARGE past this many bytes
 * @cancellable: (nullable): a #GCancellable, checked between reads
 * @error: return location for a #GError
 *
 * Reads standard input to its end.
 *
 * Returns: (transfer full): the contents, or %NULL with @error set.
 */
GBytes *
nonet_file_load_stdin (gsize          max_size,
                       GCancellable  *cancellable,
                       GError       **error)
{
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return read_fd (STDIN_FILENO, _("standard input"), max_size, cancellable, error);
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

/**
 * nonet_format_from_name:
 * @name: a format name: line, grid, csv, pm (or pencilmark), python, sdk, sdm,
 *   ss, hodoku, auto
 * @format: (out): the format
 *
 * Returns: %TRUE when @name is known.
 */
gboolean
nonet_format_from_name (const char  *name,
                        NonetFormat *format)
{
  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (format != NULL, FALSE);

  for (gsize i = 0; i < G_N_ELEMENTS (format_names); i++)
    if (g_ascii_strcasecmp (name, format_names[i].name) == 0)
      {
        *format = format_names[i].format;
        return TRUE;
      }
  return FALSE;
}

/**
 * nonet_format_get_name:
 * @format: a format
 *
 * Returns: the canonical name of @format ("pm" for pencil marks), or %NULL.
 */
const char *
nonet_format_get_name (NonetFormat format)
{
  for (gsize i = 0; i < G_N_ELEMENTS (format_names); i++)
    if (format_names[i].format == format)
      return format_names[i].name;
  return NULL;
}

/**
 * nonet_format_can_write:
 * @format: a format
 *
 * Returns: %TRUE when nonet_format() can write puzzles in @format.
 */
gboolean
nonet_format_can_write (NonetFormat format)
{
  switch (format)
    {
    case NONET_FORMAT_LINE:
    case NONET_FORMAT_GRID:
    case NONET_FORMAT_CSV:
    case NONET_FORMAT_PENCILMARK:
    case NONET_FORMAT_PYTHON:
    case NONET_FORMAT_SDK:
    case NONET_FORMAT_SS:
      return TRUE;
    default:
      return FALSE;
    }
}
