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
#include "nonet-solve-task.h"
#include "nonet-step-text.h"
#include "nonet-window-private.h"

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
  g_autoptr(GError) local_error = NULL;
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
  g_object_set_data_full (G_OBJECT (operation), "nonet-print-job", job,
                          (GDestroyNotify) print_job_free);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page_cb), job);
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

static void
print_in_window (NonetWindow       *window,
                 NonetPrintContent  content)
{
  g_autoptr(GError) error = NULL;
  GtkPrintOperationResult result;

  result = nonet_print_run (nonet_window_get_document (window), content,
                            GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, GTK_WINDOW (window), NULL,
                            &error);
  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      /* Translators: %s is the reason. */
      g_autofree char *message = g_strdup_printf (_("Could not print: %s"),
                                                  error ? error->message : "?");

      nonet_window_show_error (window, message);
    }
}

static void
path_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(NonetWindow) window = _nonet_window_weak_ref_take (user_data);
  g_autoptr(NonetSolveOutcome) outcome = NULL;
  g_autoptr(GError) error = NULL;
  NonetDocument *document = NONET_DOCUMENT (object);

  outcome = nonet_document_solve_finish (document, result, &error);
  if (window == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  _nonet_window_set_busy (window, FALSE);
  if (outcome == NULL || !outcome->has_path)
    {
      nonet_window_show_error (window, outcome ? _("This puzzle has no solution path to print.")
                                               : error->message);
      return;
    }
  if (nonet_document_get_path (document) == NULL)
    nonet_document_take_path (document, &outcome->path);
  print_in_window (window, NONET_PRINT_PATH);
}

static void
print_cb (GSimpleAction *action,
          GVariant      *parameter,
          gpointer       user_data)
{
  NonetWindow *window = NONET_WINDOW (user_data);
  NonetDocument *document = nonet_window_get_document (window);
  const char *what = g_variant_get_string (parameter, NULL);
  NonetPrintContent content = g_str_equal (what, "path") ? NONET_PRINT_PATH
                              : g_str_equal (what, "solution") ? NONET_PRINT_SOLUTION
                              : NONET_PRINT_PUZZLE;

  if (content == NONET_PRINT_PATH && nonet_document_get_path (document) == NULL)
    {
      _nonet_window_set_busy (window, TRUE);
      nonet_document_solve_async (document, NONET_SOLVE_FLAGS_PATH, NULL, path_done_cb,
                                  _nonet_window_weak_ref (window));
      return;
    }
  print_in_window (window, content);
}

/**
 * nonet_print_attach:
 *
 * Installs win.print on @window, and Ctrl+P for the puzzle.
 */
void
nonet_print_attach (NonetWindow *window)
{
  const GActionEntry entries[] = {
    { "print", print_cb, "s", NULL, NULL, { 0 } },
  };
  GtkEventController *keys = gtk_shortcut_controller_new ();
  GtkShortcut *shortcut;

  g_return_if_fail (NONET_IS_WINDOW (window));

  g_action_map_add_action_entries (G_ACTION_MAP (window), entries, G_N_ELEMENTS (entries),
                                   window);
  shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_p, GDK_CONTROL_MASK),
                               gtk_named_action_new ("win.print"));
  gtk_shortcut_set_arguments (shortcut, g_variant_new_string ("puzzle"));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys), shortcut);
  gtk_widget_add_controller (GTK_WIDGET (window), keys);
}
