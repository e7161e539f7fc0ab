/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-print.c: the puzzle, the solution or the path on paper.
 *
 * Page layout of the path (points, inside the printable area):
 *
 *   page 1                      page 2, 3 ...
 *   +--------------------+      +---------+---------+
 *   | Nonet: the path    |      | board 1 | board 2 |
 *   | rating line        |      | 1. text | 2. text |
 *   |   +------------+   |      +---------+---------+
 *   |   |   puzzle   |   |      |  ...    |  ...    |   6 steps a page
 *   |   +------------+   |      +---------+---------+
 *   +--------------------+
 *
 * Each small board is the state before the step with the step drawn, by
 * the same nonet_board_draw as the screen. The operation keeps its own copy
 * of the grids and steps: the document may change while the dialog is up.
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "nonet-board-view.h"
#include "nonet-export.h"
#include "nonet-print.h"
#include "nonet-step-text.h"

#define TITLE_POINTS 16
#define TEXT_POINTS 8.5
#define GAP 12.0

typedef struct
{
  NonetPrintContent content;
  NonetGrid         grid;     /* the puzzle or the solution */
  NonetPath         path;     /* PATH: a copy, steps owned */
  char             *title;
  char             *subtitle;
} PrintJob;

static void
print_job_free (PrintJob *job)
{
  g_free (job->path.steps);
  g_free (job->title);
  g_free (job->subtitle);
  g_free (job);
}

static PangoLayout *
make_layout (GtkPrintContext *context,
             const char      *text,
             double           points,
             gboolean         bold,
             double           width)
{
  PangoLayout *layout = gtk_print_context_create_pango_layout (context);
  PangoFontDescription *font = pango_font_description_from_string ("Sans");

  pango_font_description_set_size (font, (int) (points * PANGO_SCALE));
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

/* Draws text at x, y and returns its height. */
static double
draw_text (GtkPrintContext *context,
           const char      *text,
           double           points,
           gboolean         bold,
           double           x,
           double           y,
           double           width)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  g_autoptr(PangoLayout) layout = make_layout (context, text, points, bold, width);
  int height;

  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  pango_layout_get_pixel_size (layout, NULL, &height);
  return height;
}

static void
draw_board_at (cairo_t         *cr,
               const NonetGrid *grid,
               const NonetStep *step,
               gboolean         show_candidates,
               double           x,
               double           y,
               double           size)
{
  NonetBoardState state = {
    .grid = grid, .step = step, .selected = -1, .show_candidates = show_candidates,
    .highlight_peers = FALSE, .show_conflicts = FALSE,
  };
  NonetBoardColors colors;

  nonet_board_colors_init_light (&colors);
  cairo_save (cr);
  cairo_translate (cr, x, y);
  nonet_board_draw (cr, &state, &colors, size, size);
  cairo_restore (cr);
}

/* The first page: title, subtitle, the grid as large as fits. */
static void
draw_title_page (GtkPrintContext *context,
                 PrintJob        *job)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double width = gtk_print_context_get_width (context);
  double height = gtk_print_context_get_height (context);
  double y = 0, size;

  y += draw_text (context, job->title, TITLE_POINTS, TRUE, 0, y, width) + GAP / 2;
  if (job->subtitle != NULL)
    y += draw_text (context, job->subtitle, TEXT_POINTS + 1.5, FALSE, 0, y, width) + GAP;
  size = MIN (width, height - y);
  draw_board_at (cr, &job->grid, NULL, FALSE, (width - size) / 2, y, size);
}

/* One step in its box: the board before it, then "12. sentence". */
static void
draw_step (GtkPrintContext *context,
           PrintJob        *job,
           int              index,
           double           x,
           double           y,
           double           width,
           double           height)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  const NonetStep *step = &job->path.steps[index];
  g_autofree char *sentence = nonet_step_describe (step);
  g_autofree char *text = NULL;
  double text_height = TEXT_POINTS * 5;
  double size = MIN (width, height - text_height - GAP / 2);
  NonetGrid state;

  nonet_path_state_at (&job->path, index, &state);
  draw_board_at (cr, &state, step, TRUE, x + (width - size) / 2, y, size);
  /* Translators: a printed step: its number, technique, sentence. */
  text = g_strdup_printf (_("%d. %s: %s"), index + 1, nonet_technique_get_name (step->technique),
                          sentence);
  draw_text (context, text, TEXT_POINTS, FALSE, x, y + size + GAP / 4, width);
}

static void
draw_page_cb (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page,
              PrintJob          *job)
{
  double width = gtk_print_context_get_width (context);
  double height = gtk_print_context_get_height (context);
  double box_width = (width - GAP) / 2;
  double box_height = (height - 2 * GAP) / 3;
  int first = (page - 1) * NONET_PRINT_STEPS_PER_PAGE;

  if (page == 0)
    {
      draw_title_page (context, job);
      return;
    }
  for (int i = 0; i < NONET_PRINT_STEPS_PER_PAGE && first + i < job->path.n_steps; i++)
    draw_step (context, job, first + i, (i % 2) * (box_width + GAP),
               (i / 2) * (box_height + GAP), box_width, box_height);
}

static char *
describe_rating (const NonetPath *path)
{
  NonetRating rating;

  if (!path->unique || !path->solved)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d step", "%d steps", path->n_steps),
                            path->n_steps);
  nonet_path_rate (path, &rating);
  /* Translators: printed under the title; difficulty, SE rating, number of steps. */
  return g_strdup_printf (_("%s, SE %.1f, %d steps"), nonet_label_get_name (rating.label),
                          rating.se_tenths / 10.0, path->n_steps);
}

static PrintJob *
make_job (NonetDocument      *document,
          NonetPrintContent   content,
          GError            **error)
{
  PrintJob *job = g_new0 (PrintJob, 1);
  const NonetPath *path = nonet_document_get_path (document);
  NonetStep unused;
  gboolean has_step;

  job->content = content;
  nonet_path_init (&job->path);
  if (content == NONET_PRINT_SOLUTION)
    {
      job->title = g_strdup (_("Nonet: the solution"));
      if (nonet_export_get_grid (document, NONET_EXPORT_SOLUTION, &job->grid, &unused,
                                 &has_step, error))
        return job;
      print_job_free (job);
      return NULL;
    }
  nonet_document_get_puzzle (document, &job->grid);
  if (content == NONET_PRINT_PUZZLE)
    {
      job->title = g_strdup (_("Nonet: a puzzle"));
      return job;
    }
  if (path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                           _("There is no solution path to print yet."));
      print_job_free (job);
      return NULL;
    }
  job->path = *path;
  job->path.steps = g_memdup2 (path->steps, sizeof (NonetStep) * MAX (path->n_steps, 1));
  job->path.capacity = path->n_steps;
  job->title = g_strdup (_("Nonet: the solution path"));
  job->subtitle = describe_rating (path);
  return job;
}

/**
 * nonet_print_operation_new:
 *
 * Returns: (transfer full) (nullable): an operation that prints @content;
 *   NULL with @error when there is nothing to print.
 */
GtkPrintOperation *
nonet_print_operation_new (NonetDocument      *document,
                           NonetPrintContent   content,
                           GError            **error)
{
  GtkPrintOperation *operation;
  PrintJob *job;
  int n_pages = 1;

  g_return_val_if_fail (NONET_IS_DOCUMENT (document), NULL);
  g_return_val_if_fail (content < NONET_PRINT_N_CONTENTS, NULL);

  job = make_job (document, content, error);
  if (job == NULL)
    return NULL;
  if (content == NONET_PRINT_PATH)
    n_pages += (job->path.n_steps + NONET_PRINT_STEPS_PER_PAGE - 1) / NONET_PRINT_STEPS_PER_PAGE;
  operation = gtk_print_operation_new ();
  gtk_print_operation_set_job_name (operation, job->title);
  gtk_print_operation_set_n_pages (operation, n_pages);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  /* The handler owns the job: it goes with the operation. */
  g_signal_connect_data (operation, "draw-page", G_CALLBACK (draw_page_cb), job,
                         (GClosureNotify) (void (*) (void)) print_job_free, 0);
  return operation;
}

/**
 * nonet_print_run:
 * @parent: (nullable): the dialog's parent
 * @export_filename: (nullable): the PDF to write with
 *   GTK_PRINT_OPERATION_ACTION_EXPORT
 *
 * Returns: how the operation ended; ERROR with @error.
 */
GtkPrintOperationResult
nonet_print_run (NonetDocument            *document,
                 NonetPrintContent         content,
                 GtkPrintOperationAction   action,
                 GtkWindow                *parent,
                 const char               *export_filename,
                 GError                  **error)
{
  g_autoptr(GtkPrintOperation) operation = NULL;

  g_return_val_if_fail (NONET_IS_DOCUMENT (document), GTK_PRINT_OPERATION_RESULT_ERROR);
  g_return_val_if_fail (action != GTK_PRINT_OPERATION_ACTION_EXPORT || export_filename != NULL,
                        GTK_PRINT_OPERATION_RESULT_ERROR);

  operation = nonet_print_operation_new (document, content, error);
  if (operation == NULL)
    return GTK_PRINT_OPERATION_RESULT_ERROR;
  if (export_filename != NULL)
    gtk_print_operation_set_export_filename (operation, export_filename);
  return gtk_print_operation_run (operation, action, parent, error);
}

/* What the dialog needs once the path (for PATH) is there. */
typedef struct
{
  NonetPrintContent  content;
  GtkWindow         *parent;
} PrintRequest;

static void
print_request_free (PrintRequest *request)
{
  g_clear_object (&request->parent);
  g_free (request);
}

static void
run_dialog (GTask *task)
{
  NonetDocument *document = g_task_get_source_object (task);
  PrintRequest *request = g_task_get_task_data (task);
  GError *error = NULL;

  if (nonet_print_run (document, request->content, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                       request->parent, NULL, &error) == GTK_PRINT_OPERATION_RESULT_ERROR)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static void
path_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;

  if (nonet_document_ensure_path_finish (NONET_DOCUMENT (object), result, &error) == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  run_dialog (task);
}

/**
 * nonet_print_async:
 * @parent: (nullable): the print dialog's parent
 *
 * Prints @content of @document through the print dialog; the path is built
 * first when needed.
 */
void
nonet_print_async (NonetDocument       *document,
                   GtkWindow           *parent,
                   NonetPrintContent    content,
                   GAsyncReadyCallback  callback,
                   gpointer             user_data)
{
  GTask *task;
  PrintRequest *request;

  g_return_if_fail (NONET_IS_DOCUMENT (document));
  g_return_if_fail (content < NONET_PRINT_N_CONTENTS);

  task = g_task_new (document, NULL, callback, user_data);
  g_task_set_source_tag (task, nonet_print_async);
  request = g_new0 (PrintRequest, 1);
  request->content = content;
  request->parent = parent ? g_object_ref (parent) : NULL;
  g_task_set_task_data (task, request, (GDestroyNotify) print_request_free);
  if (content == NONET_PRINT_PATH)
    {
      nonet_document_ensure_path_async (document, path_done_cb, task);
      return;
    }
  run_dialog (task);
  g_object_unref (task);
}

/**
 * nonet_print_finish:
 *
 * Returns: TRUE when the dialog ran; FALSE with @error (nothing to print,
 *   the printer failed, cancelled).
 */
gboolean
nonet_print_finish (NonetDocument  *document,
                    GAsyncResult   *result,
                    GError        **error)
{
  g_return_val_if_fail (g_task_is_valid (result, document), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/**
 * nonet_print_content_from_id:
 *
 * Returns: the content named "puzzle", "solution" or "path" (win.print's target).
 */
NonetPrintContent
nonet_print_content_from_id (const char *id)
{
  return g_strcmp0 (id, "path") == 0 ? NONET_PRINT_PATH
         : g_strcmp0 (id, "solution") == 0 ? NONET_PRINT_SOLUTION : NONET_PRINT_PUZZLE;
}

/* ------------------------------------------------------------------------
 * Several new puzzles a page, solutions on the last pages
 * ------------------------------------------------------------------------ */

typedef struct
{
  GArray *puzzles;      /* NonetNewPuzzle */
  guint   per_page;
  guint   puzzle_pages;
} PuzzlesJob;

static void
puzzles_job_free (PuzzlesJob *job)
{
  g_array_unref (job->puzzles);
  g_free (job);
}

/* Columns and rows of a page for 1, 2, 4 or 6 boards. */
static void
page_grid (guint  per_page,
           int   *columns,
           int   *rows)
{
  *columns = per_page >= 4 ? 2 : 1;
  *rows = (per_page + *columns - 1) / *columns;
}

static void
draw_puzzles_page_cb (GtkPrintOperation *operation,
                      GtkPrintContext   *context,
                      int                page,
                      PuzzlesJob        *job)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double width = gtk_print_context_get_width (context);
  double height = gtk_print_context_get_height (context);
  gboolean solutions = (guint) page >= job->puzzle_pages;
  guint first = (solutions ? page - job->puzzle_pages : (guint) page) * job->per_page;
  int columns, rows;
  double box_width, box_height;

  page_grid (job->per_page, &columns, &rows);
  box_width = (width - (columns - 1) * GAP) / columns;
  box_height = (height - (rows - 1) * GAP) / rows;
  for (guint i = 0; i < job->per_page && first + i < job->puzzles->len; i++)
    {
      const NonetNewPuzzle *puzzle = &g_array_index (job->puzzles, NonetNewPuzzle, first + i);
      double x = (i % columns) * (box_width + GAP);
      double y = (i / columns) * (box_height + GAP);
      g_autofree char *caption = NULL;
      double text_height, size;
      NonetGrid grid = puzzle->puzzle;

      if (solutions)
        /* Translators: printed over a solved board: its number. */
        caption = g_strdup_printf (_("Solution %u"), first + i + 1);
      else
        /* Translators: printed over a board: its number, level and SE rating. */
        caption = g_strdup_printf (_("Puzzle %u · %s · SE %.1f"), first + i + 1,
                                   nonet_label_get_name (puzzle->rating.label),
                                   puzzle->rating.se_tenths / 10.0);
      text_height = draw_text (context, caption, TEXT_POINTS + 1.5, !solutions, x, y,
                               box_width) + GAP / 2;
      size = MIN (box_width, box_height - text_height);
      if (solutions)
        for (int c = 0; c < NONET_CELLS; c++)
          grid.values[c] = puzzle->solution[c];
      draw_board_at (cr, &grid, NULL, FALSE, x + (box_width - size) / 2, y + text_height, size);
    }
}

/**
 * nonet_print_puzzles_operation_new:
 *
 * Returns: (transfer full): the operation printing @puzzles.
 */
GtkPrintOperation *
nonet_print_puzzles_operation_new (const NonetNewPuzzle *puzzles,
                                   guint                 n_puzzles,
                                   guint                 per_page)
{
  GtkPrintOperation *operation;
  PuzzlesJob *job;

  g_return_val_if_fail (puzzles != NULL && n_puzzles > 0, NULL);
  g_return_val_if_fail (per_page == 1 || per_page == 2 || per_page == 4 || per_page == 6, NULL);

  job = g_new0 (PuzzlesJob, 1);
  job->puzzles = g_array_sized_new (FALSE, FALSE, sizeof (NonetNewPuzzle), n_puzzles);
  g_array_append_vals (job->puzzles, puzzles, n_puzzles);
  job->per_page = per_page;
  job->puzzle_pages = (n_puzzles + per_page - 1) / per_page;
  operation = gtk_print_operation_new ();
  gtk_print_operation_set_job_name (operation, _("Nonet: new puzzles"));
  gtk_print_operation_set_n_pages (operation, 2 * job->puzzle_pages);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  g_signal_connect_data (operation, "draw-page", G_CALLBACK (draw_puzzles_page_cb), job,
                         (GClosureNotify) (void (*) (void)) puzzles_job_free, 0);
  return operation;
}

GtkPrintOperationResult
nonet_print_puzzles_run (const NonetNewPuzzle    *puzzles,
                         guint                    n_puzzles,
                         guint                    per_page,
                         GtkPrintOperationAction  action,
                         GtkWindow               *parent,
                         const char              *export_filename,
                         GError                 **error)
{
  g_autoptr(GtkPrintOperation) operation = NULL;

  operation = nonet_print_puzzles_operation_new (puzzles, n_puzzles, per_page);
  if (operation == NULL)
    return GTK_PRINT_OPERATION_RESULT_ERROR;
  if (export_filename != NULL)
    gtk_print_operation_set_export_filename (operation, export_filename);
  return gtk_print_operation_run (operation, action, parent, error);
}
