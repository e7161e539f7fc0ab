/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-board-view.h: the Sudoku board, and the Cairo drawing it shares with
 * export and print.
 *
 * nonet_board_draw() draws one board state (a grid, an optional selection,
 * an optional step highlight) onto any cairo_t at any size with a set of
 * colours. The widget calls it from snapshot with the theme's colours; PNG,
 * SVG, PDF export and printing call it on their own surfaces.
 */
#pragma once

#include <gtk/gtk.h>

#include "nonet-document.h"

G_BEGIN_DECLS

/* Where the board lies inside a width x height area: a centred square with
 * a small margin. One function computes it for drawing and hit testing. */
typedef struct
{
  double x;       /* left of the grid's outer line */
  double y;       /* top of the grid's outer line */
  double size;    /* side of the grid */
  double cell;    /* side of one cell: size / 9 */
} NonetBoardGeometry;

void nonet_board_geometry_compute (NonetBoardGeometry       *geometry,
                                   double                    width,
                                   double                    height);

/* The height of the candidates' text in pixels (at least 9 when it fits). */
double nonet_board_geometry_candidate_pixels (const NonetBoardGeometry *geometry);

/* The cell under x, y (0..80) or -1 outside the grid. When digit is not NULL
 * it receives the candidate slot (1..9) of the 3x3 mini-grid under x, y. */
int  nonet_board_geometry_cell_at (const NonetBoardGeometry *geometry,
                                   double                    x,
                                   double                    y,
                                   int                      *digit);

/* The area of a cell, and the centre of one candidate (digit 1..9) in it. */
void nonet_board_geometry_cell_rect (const NonetBoardGeometry *geometry,
                                     int                       cell,
                                     graphene_rect_t          *rect);
void nonet_board_geometry_candidate_center (const NonetBoardGeometry *geometry,
                                            int                       cell,
                                            int                       digit,
                                            double                   *x,
                                            double                   *y);

/* Every colour the board uses. roles[] colours candidates and whole cells
 * marked by a step (NonetRole); house_roles[] shades houses by role. */
typedef struct
{
  GdkRGBA background;
  GdkRGBA given;
  GdkRGBA entered;
  GdkRGBA candidate;
  GdkRGBA line;
  GdkRGBA box_line;
  GdkRGBA selection;
  GdkRGBA peer;
  GdkRGBA conflict;
  GdkRGBA link;
  GdkRGBA roles[NONET_N_ROLES];
  GdkRGBA house_roles[NONET_N_ROLES];
  gboolean paper;   /* print and export: every role gets a shape of its own too */
} NonetBoardColors;

/* Colours for paper and image files, readable on a light background; sets
 * paper, so roles also differ by shape and weight (greyscale printers). */
void nonet_board_colors_init_light (NonetBoardColors *colors);

/* The theme's colours: the widget's CSS colour and the named colours of
 * style.css (nonet_board_bg, nonet_given ...), so light, dark and high
 * contrast themes all work. Falls back to the widget's colour when a name
 * is not defined. */
void nonet_board_colors_init_from_widget (NonetBoardColors *colors,
                                          GtkWidget        *widget);

/* One board state to draw. */
typedef struct
{
  const NonetGrid *grid;             /* values, givens, pencil marks */
  const NonetStep *step;             /* a step highlight, or NULL */
  int              selected;         /* -1 for no selection */
  gboolean         show_candidates;  /* draw computed candidates when grid has no marks */
  gboolean         highlight_peers;  /* shade the selected cell's houses */
  gboolean         show_conflicts;   /* draw digits a peer repeats in the conflict colour */
  int              replay;           /* 0: every link; k: links 1..k, the k-th strongly */
} NonetBoardState;

/* Draws state onto cr in the area (0, 0, width, height). Text is laid out
 * with Pango on cr, so any Cairo surface works (image, SVG, PDF, print). */
void nonet_board_draw (cairo_t                *cr,
                       const NonetBoardState  *state,
                       const NonetBoardColors *colors,
                       double                  width,
                       double                  height);

/* Draws state over the whole of widget with the theme's colours: the
 * snapshot of the board and of the boards inside popovers. */
void nonet_board_snapshot (GtkWidget              *widget,
                           GtkSnapshot            *snapshot,
                           const NonetBoardState  *state);

/* The legend's pictures: candidate digit as a step draws it in role (a
 * NonetRole), or a strong (-1) or weak (-2) link, in a size x size square. */
void nonet_board_draw_sample (cairo_t                *cr,
                              const NonetBoardColors *colors,
                              int                     role,
                              int                     digit,
                              double                  size);

#define NONET_TYPE_BOARD_VIEW (nonet_board_view_get_type ())

G_DECLARE_FINAL_TYPE (NonetBoardView, nonet_board_view, NONET, BOARD_VIEW, GtkWidget)

GtkWidget     *nonet_board_view_new                 (void);
NonetDocument *nonet_board_view_get_document        (NonetBoardView *self);
void           nonet_board_view_set_document        (NonetBoardView *self,
                                                     NonetDocument  *document);
int            nonet_board_view_get_selected        (NonetBoardView *self);
void           nonet_board_view_set_selected        (NonetBoardView *self,
                                                     int             cell);
gboolean       nonet_board_view_get_pencil_mode     (NonetBoardView *self);
void           nonet_board_view_set_pencil_mode     (NonetBoardView *self,
                                                     gboolean        pencil_mode);
gboolean       nonet_board_view_get_show_candidates (NonetBoardView *self);
void           nonet_board_view_set_show_candidates (NonetBoardView *self,
                                                     gboolean        show_candidates);
gboolean       nonet_board_view_get_highlight_peers (NonetBoardView *self);
void           nonet_board_view_set_highlight_peers (NonetBoardView *self,
                                                     gboolean        highlight_peers);

/* The cell under a point in widget coordinates, -1 outside (for context menus). */
int            nonet_board_view_cell_at             (NonetBoardView *self,
                                                     double          x,
                                                     double          y,
                                                     int            *digit);

/* The sentence the accessible label holds for cell ("row 3, column 5, 7"). */
char          *nonet_board_view_describe_cell       (NonetBoardView *self,
                                                     int             cell);

G_END_DECLS
