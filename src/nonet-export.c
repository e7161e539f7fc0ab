/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-export.c: clipboard text and files, text or pictures.
 *
 *   content (puzzle, solution, player, shown) ──▶ NonetGrid (+ step)
 *        ──▶ render: nonet_format (LINE, GRID, CSV)
 *                    nonet_board_draw on a cairo image / SVG / PDF surface,
 *                    the caption (rating, step) under it with Pango
 *   content path ──▶ numbered sentences, or JSON (nonet-path-json.c)
 *        ──▶ bytes ──▶ worker: temporary file beside the target, rename
 *
 * Rendering stays on the main thread (Pango and the font map); only the
 * write, which may wait on a slow disk, goes to a worker.
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <math.h>
#include <string.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <adwaita.h>

#include "nonet-board-view.h"
#include "nonet-export.h"
#include "nonet-errors.h"
#include "nonet-names.h"
#include "nonet-path-json.h"
#include "nonet-step-text.h"
#include "nonet-write.h"

static const char *const extensions[NONET_EXPORT_N_FORMATS] = {
  [NONET_EXPORT_LINE] = "txt",
  [NONET_EXPORT_GRID] = "txt",
  [NONET_EXPORT_CSV] = "csv",
  [NONET_EXPORT_PNG] = "png",
  [NONET_EXPORT_SVG] = "svg",
  [NONET_EXPORT_PDF] = "pdf",
  [NONET_EXPORT_JSON] = "json",
};

const char *
nonet_export_format_extension (NonetExportFormat format)
{
  g_return_val_if_fail (format < NONET_EXPORT_N_FORMATS, "txt");

  return extensions[format];
}

/**
 * nonet_export_format_for_file:
 *
 * Returns: the format the name's extension asks for (.csv, .png, .svg,
 *   .pdf), else @fallback (a .txt may be one line or a 9x9 grid).
 */
NonetExportFormat
nonet_export_format_for_file (GFile             *file,
                              NonetExportFormat  fallback)
{
  g_autofree char *name = g_file_get_basename (file);
  const char *dot = name ? strrchr (name, '.') : NULL;

  if (dot == NULL)
    return fallback;
  for (int format = NONET_EXPORT_CSV; format < NONET_EXPORT_N_FORMATS; format++)
    if (g_ascii_strcasecmp (dot + 1, extensions[format]) == 0)
      return format;
  return fallback;
}

/* The solution: the path's when it has one, else the exact solver's. */
static gboolean
get_solution (NonetDocument *document,
              NonetGrid     *grid,
              GError       **error)
{
  const NonetPath *path = nonet_document_get_path (document);
  guint8 solution[NONET_CELLS];
  NonetGrid puzzle;

  nonet_document_get_puzzle (document, &puzzle);
  if (path != NULL && path->unique)
    memcpy (solution, path->solution, sizeof solution);
  else if (!nonet_solve_unique_to_gerror (&puzzle, solution, error))
    return FALSE;
  *grid = puzzle;
  memcpy (grid->values, solution, sizeof solution);
  grid->has_candidates = FALSE;
  return TRUE;
}

/**
 * nonet_export_get_grid:
 * @step: (out): the step drawn with SHOWN
 * @has_step: (out): whether @step is filled in
 *
 * Returns: TRUE with @grid filled in; FALSE with @error when the content
 *   does not exist (the solution of a puzzle with none or several).
 */
gboolean
nonet_export_get_grid (NonetDocument       *document,
                       NonetExportContent   content,
                       NonetGrid           *grid,
                       NonetStep           *step,
                       gboolean            *has_step,
                       GError             **error)
{
  const NonetStep *shown = NULL;

  g_return_val_if_fail (NONET_IS_DOCUMENT (document), FALSE);
  g_return_val_if_fail (grid != NULL && step != NULL && has_step != NULL, FALSE);

  *has_step = FALSE;
  switch (content)
    {
    case NONET_EXPORT_PUZZLE:
      nonet_document_get_puzzle (document, grid);
      return TRUE;
    case NONET_EXPORT_SOLUTION:
      return get_solution (document, grid, error);
    case NONET_EXPORT_PLAYER:
      *grid = *nonet_document_get_grid (document);
      return TRUE;
    case NONET_EXPORT_SHOWN:
      nonet_document_get_display (document, grid, &shown);
      if (shown != NULL)
        *step = *shown;
      *has_step = shown != NULL;
      return TRUE;
    case NONET_EXPORT_PATH:
    case NONET_EXPORT_PATH_JSON:
    case NONET_EXPORT_N_CONTENTS:
    default:
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "not a grid");
      return FALSE;
    }
}

static GBytes *
render_text (const NonetGrid   *grid,
             NonetExportFormat  format)
{
  NonetFormat text_format = format == NONET_EXPORT_GRID ? NONET_FORMAT_GRID
                            : format == NONET_EXPORT_CSV ? NONET_FORMAT_CSV : NONET_FORMAT_LINE;
  NonetGrid values = *grid;
  size_t length;
  char *text;

  /* Text holds digits only: pencil marks have a format of their own. */
  values.has_candidates = false;
  length = nonet_format (&values, text_format, NULL, 0);
  text = g_malloc (length + 2);
  nonet_format (&values, text_format, text, length + 1);
  if (text_format == NONET_FORMAT_LINE)
    text[length++] = '\n';
  text[length] = '\0';
  return g_bytes_new_take (text, length);
}

static cairo_status_t
append_cb (void                *closure,
           const unsigned char *data,
           unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* The board on paper colours, the whole surface painted first so that the
 * margin is not transparent. */
static void
draw_board (cairo_t         *cr,
            const NonetGrid *grid,
            const NonetStep *step,
            gboolean         show_candidates,
            double           size)
{
  NonetBoardState state = {
    .grid = grid, .step = step, .selected = -1, .show_candidates = show_candidates,
    .highlight_peers = FALSE, .show_conflicts = TRUE,
  };
  NonetBoardColors colors;

  nonet_board_colors_init_light (&colors);
  gdk_cairo_set_source_rgba (cr, &colors.background);
  cairo_paint (cr);
  nonet_board_draw (cr, &state, &colors, size, size);
}

/* The caption's text is a fixed share of the board's size, so a PNG
 * (pixels) and an SVG or PDF (points) look alike; the margin likewise. */
#define CAPTION_FONT_SHARE 0.032
#define CAPTION_MARGIN_SHARE 0.03

static PangoLayout *
caption_layout (cairo_t    *cr,
                const char *caption,
                double      size)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Sans");
  double margin = size * CAPTION_MARGIN_SHARE;

  pango_font_description_set_absolute_size (font, size * CAPTION_FONT_SHARE * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, (int) ((size - 2 * margin) * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text (layout, caption, -1);
  return layout;
}

/* The height the caption adds under the board; 0 without one. Measured on
 * a scratch surface: SVG and PDF surfaces take their size when made. */
static double
caption_height (const char *caption,
                double      size)
{
  cairo_surface_t *scratch;
  cairo_t *cr;
  PangoLayout *layout;
  int height;

  if (caption == NULL || *caption == '\0')
    return 0;
  scratch = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cr = cairo_create (scratch);
  layout = caption_layout (cr, caption, size);
  pango_layout_get_size (layout, NULL, &height);
  g_object_unref (layout);
  cairo_destroy (cr);
  cairo_surface_destroy (scratch);
  return ceil (height / (double) PANGO_SCALE + 2 * size * CAPTION_MARGIN_SHARE);
}

static void
draw_caption (cairo_t    *cr,
              const char *caption,
              double      size)
{
  PangoLayout *layout = caption_layout (cr, caption, size);
  NonetBoardColors colors;

  nonet_board_colors_init_light (&colors);
  gdk_cairo_set_source_rgba (cr, &colors.given);
  cairo_move_to (cr, size * CAPTION_MARGIN_SHARE, size + size * CAPTION_MARGIN_SHARE / 2);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
}

/* Cairo writes text into an SVG as glyph outlines: the caption also goes
 * in as the picture's <title>, which search, screen readers and copy and
 * paste can read. */
static GBytes *
add_svg_title (GByteArray *bytes,
               const char *caption)
{
  GString *svg = g_string_new_len ((const char *) bytes->data, bytes->len);
  const char *open = strstr (svg->str, "<svg");
  const char *end = open ? strchr (open, '>') : NULL;
  g_autofree char *escaped = g_markup_escape_text (caption, -1);
  g_autofree char *title = g_strdup_printf ("\n<title>%s</title>", escaped);

  if (end != NULL)
    g_string_insert (svg, end + 1 - svg->str, title);
  g_byte_array_unref (bytes);
  return g_string_free_to_bytes (svg);
}

static GBytes *
render_picture (const NonetGrid    *grid,
                const NonetStep    *step,
                gboolean            show_candidates,
                const char         *caption,
                NonetExportFormat   format,
                GError            **error)
{
  GByteArray *bytes = g_byte_array_new ();
  double size = format == NONET_EXPORT_PNG ? NONET_EXPORT_PNG_SIZE : NONET_EXPORT_PAGE_SIZE;
  double height = size + caption_height (caption, size);
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  if (format == NONET_EXPORT_PNG)
    surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) size, (int) height);
  else if (format == NONET_EXPORT_SVG)
    surface = cairo_svg_surface_create_for_stream (append_cb, bytes, size, height);
  else
    surface = cairo_pdf_surface_create_for_stream (append_cb, bytes, size, height);
  cr = cairo_create (surface);
  draw_board (cr, grid, step, show_candidates, size);
  if (height > size)
    draw_caption (cr, caption, size);
  cairo_destroy (cr);
  if (format == NONET_EXPORT_PNG)
    cairo_surface_write_to_png_stream (surface, append_cb, bytes);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("Could not draw the picture: %s"),
                   cairo_status_to_string (status));
      g_byte_array_unref (bytes);
      return NULL;
    }
  if (format == NONET_EXPORT_SVG && height > size)
    return add_svg_title (bytes, caption);
  return g_byte_array_free_to_bytes (bytes);
}

/**
 * nonet_export_render:
 * @step: (nullable): a step to draw over a picture
 * @show_candidates: draw the candidates the digits leave when @grid has no
 *   pencil marks (pictures only)
 * @caption: (nullable): text under the board (pictures only)
 *
 * Returns: (transfer full): the file's bytes, NULL with @error.
 */
GBytes *
nonet_export_render (const NonetGrid    *grid,
                     const NonetStep    *step,
                     gboolean            show_candidates,
                     const char         *caption,
                     NonetExportFormat   format,
                     GError            **error)
{
  g_return_val_if_fail (grid != NULL, NULL);
  g_return_val_if_fail (format < NONET_EXPORT_JSON, NULL);

  if (format <= NONET_EXPORT_CSV)
    return render_text (grid, format);
  return render_picture (grid, step, show_candidates, caption, format, error);
}

/**
 * nonet_export_write_file:
 *
 * Writes @bytes to @file whole or not at all, the old file whole when
 * anything fails and no temporary file left (nonet_file_write_atomic()).
 *
 * Returns: TRUE on success; FALSE with @error saying why.
 */
gboolean
nonet_export_write_file (GFile   *file,
                         GBytes  *bytes,
                         GError **error)
{
  const char *path = g_file_peek_path (file);
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);

  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  /* Not a local file: GIO's own replace, which also writes beside and renames. */
  if (path == NULL)
    return g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_NONE, NULL,
                                    NULL, error);
  return nonet_file_write_atomic (path, data, length, 0644, error);
}

typedef struct
{
  GFile  *file;
  GBytes *bytes;
} SaveJob;

static void
save_job_free (SaveJob *job)
{
  g_clear_object (&job->file);
  g_clear_pointer (&job->bytes, g_bytes_unref);
  g_free (job);
}

static void
save_worker (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  SaveJob *job = task_data;
  GError *error = NULL;

  if (nonet_export_write_file (job->file, job->bytes, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/**
 * nonet_export_path_text:
 *
 * Returns: (transfer full): the path's steps, numbered, one line each:
 *   "1. Hidden Single: In box 1 the 3 can only go in r1c2, so r1c2 is 3."
 */
char *
nonet_export_path_text (const NonetPath *path)
{
  GString *text = g_string_new (NULL);

  for (int i = 0; i < path->n_steps; i++)
    {
      g_autofree char *sentence = nonet_step_describe (&path->steps[i]);

      g_string_append_printf (text, "%d. %s: %s\n", i + 1,
                              nonet_technique_get_name (path->steps[i].technique), sentence);
    }
  return g_string_free (text, FALSE);
}

/**
 * nonet_export_path_json:
 *
 * Returns: (transfer full): the path and its rating as one line of JSON
 *   and a line end, the record `nonet-cli explain --format json` writes.
 */
char *
nonet_export_path_json (const NonetPath *path)
{
  GString *text = g_string_new (NULL);
  NonetRating rating;

  g_return_val_if_fail (path != NULL, NULL);

  nonet_path_rate (path, &rating);
  nonet_path_json_append (text, path, &rating);
  g_string_append_c (text, '\n');
  return g_string_free (text, FALSE);
}

/* The path as text or JSON, or an error saying how to get one. */
static GBytes *
render_path (NonetDocument       *document,
             NonetExportContent   content,
             GError             **error)
{
  const NonetPath *path = nonet_document_get_path (document);
  char *text;

  if (path == NULL || path->n_steps == 0)
    {
      g_set_error_literal (error, NONET_FILE_ERROR, NONET_FILE_ERROR_FAILED,
                           _("There is no solution path yet: press Show the Path first."));
      return NULL;
    }
  if (content == NONET_EXPORT_PATH_JSON)
    text = nonet_export_path_json (path);
  else
    text = nonet_export_path_text (path);
  return g_bytes_new_take (text, strlen (text));
}

/* "Rating: SE 7.1, Unfair", from the status check or the path; NULL when
 * neither has rated the puzzle yet. */
static char *
describe_rating (NonetDocument *document)
{
  const NonetSolveOutcome *outcome = nonet_document_get_outcome (document);
  const NonetPath *path = nonet_document_get_path (document);
  NonetRating rating;

  if (outcome != NULL && outcome->has_path && outcome->path.solved)
    rating = outcome->rating;
  else if (path != NULL && path->unique && path->solved)
    nonet_path_rate (path, &rating);
  else
    return NULL;
  /* Translators: under an exported board; the SE rating and the level. */
  return g_strdup_printf (_("Rating: SE %.1f, %s"), rating.se_tenths / 10.0,
                          nonet_level_get_name (rating.level));
}

/**
 * nonet_export_caption:
 *
 * Returns: (transfer full) (nullable): the caption of a picture of
 *   @content, one line for the rating and one for the step shown.
 */
char *
nonet_export_caption (NonetDocument      *document,
                      NonetExportContent  content)
{
  g_autofree char *rating = NULL;
  g_autofree char *sentence = NULL;
  const NonetStep *shown = NULL;
  NonetGrid grid;
  int index;

  g_return_val_if_fail (NONET_IS_DOCUMENT (document), NULL);

  rating = describe_rating (document);
  index = nonet_document_get_current_step (document);
  if (content == NONET_EXPORT_SHOWN)
    nonet_document_get_display (document, &grid, &shown);
  if (shown != NULL)
    {
      g_autofree char *text = nonet_step_describe (shown);

      /* Translators: under an exported board; step number, technique, sentence. */
      sentence = index >= 0 ? g_strdup_printf (_("%d. %s: %s"), index + 1,
                                               nonet_technique_get_name (shown->technique), text)
                            : g_strdup_printf ("%s: %s",
                                               nonet_technique_get_name (shown->technique), text);
    }
  if (rating != NULL && sentence != NULL)
    return g_strconcat (rating, "\n", sentence, NULL);
  return rating != NULL ? g_steal_pointer (&rating) : g_steal_pointer (&sentence);
}

/**
 * nonet_export_save_async:
 *
 * Renders @content in @format now (with its caption under a picture when
 * @caption) and writes it to @file in a worker.
 */
void
nonet_export_save_async (NonetDocument       *document,
                         NonetExportContent   content,
                         NonetExportFormat    format,
                         gboolean             caption,
                         GFile               *file,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  NonetGrid grid;
  NonetStep step;
  gboolean has_step;
  SaveJob *job;
  GBytes *bytes = NULL;

  g_return_if_fail (NONET_IS_DOCUMENT (document));
  g_return_if_fail (G_IS_FILE (file));

  task = nonet_document_task_new (document, document, callback, user_data);
  g_task_set_source_tag (task, nonet_export_save_async);
  if (content == NONET_EXPORT_PATH || content == NONET_EXPORT_PATH_JSON)
    bytes = render_path (document, content, &error);
  else if (format == NONET_EXPORT_JSON)
    g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                         _("Only the solution path can be saved as JSON."));
  else if (nonet_export_get_grid (document, content, &grid, &step, &has_step, &error))
    {
      if (caption && format >= NONET_EXPORT_PNG)
        text = nonet_export_caption (document, content);
      bytes = nonet_export_render (&grid, has_step ? &step : NULL,
                                   content == NONET_EXPORT_SHOWN, text, format, &error);
    }
  if (bytes == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  job = g_new0 (SaveJob, 1);
  job->file = g_object_ref (file);
  job->bytes = bytes;
  g_task_set_task_data (task, job, (GDestroyNotify) save_job_free);
  nonet_document_task_run (document, task, save_worker);
}

gboolean
nonet_export_save_finish (GAsyncResult  *result,
                          GError       **error)
{
  g_return_val_if_fail (G_IS_TASK (result), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* ------------------------------------------------------------------------
 * Copy, and the save dialog
 * ------------------------------------------------------------------------ */

/**
 * nonet_export_copy:
 *
 * Puts @content as one line of 81 (no line end) on @clipboard.
 *
 * Returns: FALSE with @error when there is nothing to copy.
 */
gboolean
nonet_export_copy (NonetDocument       *document,
                   GdkClipboard        *clipboard,
                   NonetExportContent   content,
                   GError             **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *text = NULL;
  NonetGrid grid;
  NonetStep step;
  gboolean has_step;

  g_return_val_if_fail (NONET_IS_DOCUMENT (document), FALSE);
  g_return_val_if_fail (GDK_IS_CLIPBOARD (clipboard), FALSE);

  if (!nonet_export_get_grid (document, content, &grid, &step, &has_step, error))
    return FALSE;
  bytes = render_text (&grid, NONET_EXPORT_LINE);
  text = g_strndup (g_bytes_get_data (bytes, NULL), NONET_CELLS);
  gdk_clipboard_set_text (clipboard, text);
  return TRUE;
}

static const char *const content_ids[NONET_EXPORT_N_CONTENTS] = {
  "puzzle", "solution", "player", "shown", "path", "path-json",
};
static const char *const format_ids[NONET_EXPORT_N_FORMATS] = {
  "line", "grid", "csv", "png", "svg", "pdf", "json",
};

static int
lookup_id (const char *const *ids,
           int                n_ids,
           const char        *id)
{
  for (int i = 0; id != NULL && i < n_ids; i++)
    if (g_strcmp0 (ids[i], id) == 0)
      return i;
  return 0;
}

/**
 * nonet_export_resolve:
 *
 * A name without an extension gets the chosen format's; a name whose
 * extension is the chosen format's (.txt for either text layout) is kept.
 * Otherwise the two disagree ("chosenpng.txt" saved as PNG): FALSE, with
 * the extension's format in *by_extension and in *resolved the name with
 * the chosen format's extension instead, for the person to choose.
 */
gboolean
nonet_export_resolve (GFile              *file,
                      NonetExportFormat   chosen,
                      GFile             **resolved,
                      NonetExportFormat  *by_extension)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autoptr(GFile) parent = g_file_get_parent (file);
  const char *dot = name ? strrchr (name, '.') : NULL;
  g_autofree char *stem = NULL;
  g_autofree char *named = NULL;
  NonetExportFormat asked = nonet_export_format_for_file (file, NONET_EXPORT_LINE);
  gboolean known = dot != NULL && (asked != NONET_EXPORT_LINE
                                   || g_ascii_strcasecmp (dot, ".txt") == 0);

  *by_extension = known ? asked : chosen;
  if (known && (asked == chosen || (asked <= NONET_EXPORT_GRID && chosen <= NONET_EXPORT_GRID)))
    {
      *by_extension = chosen;
      *resolved = g_object_ref (file);
      return TRUE;
    }
  if (name == NULL || parent == NULL)
    {
      *resolved = g_object_ref (file);
      return !known;
    }
  stem = known ? g_strndup (name, dot - name) : g_strdup (name);
  named = g_strdup_printf ("%s.%s", stem, extensions[chosen]);
  *resolved = g_file_get_child (parent, named);
  return !known;
}

typedef struct
{
  GFile              *file;
  NonetExportContent  content;
  NonetExportFormat   format;
  gboolean            caption;
  GFile              *typed;          /* the name as typed, when it disagrees */
  NonetExportFormat   by_extension;   /* what its extension asks for */
} Chosen;

static void
chosen_free (Chosen *chosen)
{
  g_clear_object (&chosen->file);
  g_clear_object (&chosen->typed);
  g_free (chosen);
}

static const char *
format_name (NonetExportFormat format)
{
  switch (format)
    {
    case NONET_EXPORT_LINE:
    case NONET_EXPORT_GRID:
      return _("Text");
    case NONET_EXPORT_CSV:
      return _("CSV");
    case NONET_EXPORT_PNG:
      return _("PNG");
    case NONET_EXPORT_SVG:
      return _("SVG");
    case NONET_EXPORT_PDF:
      return _("PDF");
    case NONET_EXPORT_JSON:
      return _("JSON");
    case NONET_EXPORT_N_FORMATS:
    default:
      return "";
    }
}

/* The person's answer to "the name says .txt, the choice says PNG". */
static void
ask_response_cb (AdwMessageDialog *dialog,
                 const char       *response,
                 gpointer          user_data)
{
  g_autoptr(GTask) task = user_data;
  Chosen *chosen = g_task_get_task_data (task);
  Chosen *answer;

  if (g_strcmp0 (response, "cancel") == 0 || g_strcmp0 (response, "close") == 0)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "Dismissed");
      return;
    }
  answer = g_new0 (Chosen, 1);
  answer->content = chosen->content;
  answer->caption = chosen->caption;
  if (g_strcmp0 (response, "extension") == 0)
    {
      answer->file = g_object_ref (chosen->typed);
      answer->format = chosen->by_extension;
    }
  else
    {
      answer->file = g_object_ref (chosen->file);
      answer->format = chosen->format;
    }
  g_task_return_pointer (task, answer, (GDestroyNotify) chosen_free);
}

static void
ask_which_format (GTask  *task,
                  Chosen *chosen)
{
  GtkWindow *parent = g_task_get_source_object (task);
  g_autofree char *typed = g_file_get_basename (chosen->typed);
  g_autofree char *renamed = g_file_get_basename (chosen->file);
  g_autofree char *as_extension = NULL;
  g_autofree char *as_chosen = NULL;
  GtkWidget *dialog;

  /* Translators: the file's name ends in one format's extension while
   * another format was chosen in the save dialog. */
  dialog = adw_message_dialog_new (parent, _("Which Format?"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("The name “%s” is for %s, but %s was chosen."), typed,
                                  format_name (chosen->by_extension),
                                  format_name (chosen->format));
  /* Translators: a button: "Save “x.txt” as Text". */
  as_extension = g_strdup_printf (_("Save “%s” as %s"), typed,
                                  format_name (chosen->by_extension));
  as_chosen = g_strdup_printf (_("Save “%s” as %s"), renamed, format_name (chosen->format));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "extension", as_extension, "chosen", as_chosen, NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "chosen");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_task_set_task_data (task, chosen, (GDestroyNotify) chosen_free);
  g_signal_connect (dialog, "response", G_CALLBACK (ask_response_cb), g_object_ref (task));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
remember_folder (GFile *file)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autofree char *path = parent ? g_file_get_path (parent) : NULL;

  if (path != NULL)
    g_settings_set_string (settings, "export-folder", path);
}

static void
remember_caption (gboolean caption)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);

  g_settings_set_boolean (settings, "export-caption", caption);
}

static void
export_response_cb (GtkNativeDialog *chooser,
                    int              response,
                    gpointer         user_data)
{
  g_autoptr(GTask) task = user_data;
  GtkFileChooser *file_chooser = GTK_FILE_CHOOSER (chooser);
  g_autoptr(GFile) file = NULL;
  Chosen *chosen;

  if (response != GTK_RESPONSE_ACCEPT || (file = gtk_file_chooser_get_file (file_chooser)) == NULL)
    {
      gtk_native_dialog_destroy (chooser);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "Dismissed");
      return;
    }
  remember_folder (file);
  chosen = g_new0 (Chosen, 1);
  chosen->content = lookup_id (content_ids, NONET_EXPORT_N_CONTENTS,
                               gtk_file_chooser_get_choice (file_chooser, "content"));
  chosen->format = lookup_id (format_ids, NONET_EXPORT_N_FORMATS,
                              gtk_file_chooser_get_choice (file_chooser, "format"));
  chosen->caption = g_strcmp0 (gtk_file_chooser_get_choice (file_chooser, "caption"), "true") == 0;
  remember_caption (chosen->caption);
  /* The path is text or JSON whatever the format chosen. */
  if (chosen->content == NONET_EXPORT_PATH)
    chosen->format = NONET_EXPORT_LINE;
  else if (chosen->content == NONET_EXPORT_PATH_JSON)
    chosen->format = NONET_EXPORT_JSON;
  gtk_native_dialog_destroy (chooser);
  if (!nonet_export_resolve (file, chosen->format, &chosen->file, &chosen->by_extension))
    {
      chosen->typed = g_object_ref (file);
      ask_which_format (task, chosen);
      return;
    }
  g_task_return_pointer (task, chosen, (GDestroyNotify) chosen_free);
}

/* One filter per format (the name's extension), and every file. */
static void
add_filters (GtkFileChooser *chooser)
{
  const struct { const char *name; const char *pattern; const char *mime; } filters[] = {
    { N_("Text (.txt)"), "*.txt", "text/plain" },
    { N_("CSV (.csv)"), "*.csv", "text/csv" },
    { N_("PNG images (.png)"), "*.png", "image/png" },
    { N_("SVG images (.svg)"), "*.svg", "image/svg+xml" },
    { N_("PDF documents (.pdf)"), "*.pdf", "application/pdf" },
    { N_("JSON (.json)"), "*.json", "application/json" },
    { N_("All files"), "*", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (filters); i++)
    {
      g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

      gtk_file_filter_set_name (filter, _(filters[i].name));
      gtk_file_filter_add_pattern (filter, filters[i].pattern);
      gtk_file_chooser_add_filter (chooser, filter);
    }
}

/* The folder of the last export, while it exists. */
static void
open_in_last_folder (GtkFileChooser *chooser)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autofree char *path = g_settings_get_string (settings, "export-folder");
  g_autoptr(GFile) folder = NULL;

  if (*path == '\0' || !g_file_test (path, G_FILE_TEST_IS_DIR))
    return;
  folder = g_file_new_for_path (path);
  gtk_file_chooser_set_current_folder (chooser, folder, NULL);
}

/* A check box (a choice without options), as it was left last time. */
static void
add_caption_choice (GtkFileChooser *chooser)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);

  gtk_file_chooser_add_choice (chooser, "caption",
                               _("Caption pictures with the rating and the step"), NULL, NULL);
  gtk_file_chooser_set_choice (chooser, "caption",
                               g_settings_get_boolean (settings, "export-caption") ? "true"
                                                                                   : "false");
}

static void
add_choices (GtkFileChooser *chooser)
{
  /* Both lists end with NULL, like the ids. */
  const char *content_labels[NONET_EXPORT_N_CONTENTS + 1] = {
    _("The puzzle"), _("The solution"), _("My grid"), _("The board as shown"),
    _("The solution path as text"), _("The solution path as JSON"), NULL,
  };
  const char *format_labels[NONET_EXPORT_N_FORMATS + 1] = {
    _("Text, one line of 81"), _("Text, 9×9 grid"), _("CSV"), _("PNG image"), _("SVG image"),
    _("PDF document"), NULL, NULL,
  };
  const char *contents[NONET_EXPORT_N_CONTENTS + 1] = { NULL };
  const char *formats[NONET_EXPORT_N_FORMATS + 1] = { NULL };

  memcpy (contents, content_ids, sizeof content_ids);
  memcpy (formats, format_ids, sizeof format_ids);
  /* JSON comes with its content ("The solution path as JSON"), not as a choice. */
  formats[NONET_EXPORT_JSON] = NULL;
  gtk_file_chooser_add_choice (chooser, "content", _("Save"), contents, content_labels);
  gtk_file_chooser_set_choice (chooser, "content", "puzzle");
  gtk_file_chooser_add_choice (chooser, "format", _("As"), formats, format_labels);
  gtk_file_chooser_set_choice (chooser, "format", "line");
  add_caption_choice (chooser);
}

/**
 * nonet_export_dialog_async:
 * @parent: (nullable): the dialog's parent
 *
 * Asks where to save what, in which format (a save dialog with choices).
 */
void
nonet_export_dialog_async (GtkWindow           *parent,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  GTask *task = g_task_new (parent, NULL, callback, user_data);
  g_autoptr(GtkFileChooserNative) chooser = NULL;

  g_task_set_source_tag (task, nonet_export_dialog_async);
  chooser = gtk_file_chooser_native_new (_("Export"), parent, GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Save"), _("_Cancel"));
  /* The task holds the dialog until it answers. */
  g_task_set_task_data (task, g_object_ref (chooser), g_object_unref);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("puzzle.txt"));
  add_filters (GTK_FILE_CHOOSER (chooser));
  add_choices (GTK_FILE_CHOOSER (chooser));
  open_in_last_folder (GTK_FILE_CHOOSER (chooser));
  g_signal_connect (chooser, "response", G_CALLBACK (export_response_cb), task);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/**
 * nonet_export_dialog_finish:
 * @file: (out) (transfer full): where to save
 *
 * Returns: TRUE when the person chose; FALSE with @error
 *   (G_IO_ERROR_CANCELLED) when the dialog was dismissed.
 */
gboolean
nonet_export_dialog_finish (GAsyncResult        *result,
                            GFile              **file,
                            NonetExportContent  *content,
                            NonetExportFormat   *format,
                            gboolean            *caption,
                            GError             **error)
{
  Chosen *chosen = g_task_propagate_pointer (G_TASK (result), error);

  if (chosen == NULL)
    return FALSE;
  *file = g_steal_pointer (&chosen->file);
  *content = chosen->content;
  *format = chosen->format;
  *caption = chosen->caption;
  chosen_free (chosen);
  return TRUE;
}
