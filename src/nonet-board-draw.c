/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-board-draw.c: the board drawn with Cairo, for the screen, image
 * files and paper alike. No widget here: only a grid, colours and a size.
 *
 * Layers, bottom to top:
 *
 *   background -> house shading (step) -> cell fills (peers, selection,
 *   step cells, conflicts) -> thin and thick lines -> digits ->
 *   candidates (role discs, struck targets) -> chain arrows
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <math.h>
#include <string.h>
#include <pango/pangocairo.h>

#include "nonet-board-view.h"

/* The grid fills the smaller side of the area minus this margin (in
 * fractions of a cell), so the thick outer line is never clipped. */
#define MARGIN_CELLS 0.15

void
nonet_board_geometry_compute (NonetBoardGeometry *geometry,
                              double              width,
                              double              height)
{
  double side = MIN (width, height);
  double cell = side / (9 + 2 * MARGIN_CELLS);

  geometry->cell = MAX (cell, 0);
  geometry->size = geometry->cell * 9;
  geometry->x = (width - geometry->size) / 2;
  geometry->y = (height - geometry->size) / 2;
}

/* The candidates' text height: a quarter of a cell, but at least 9 pixels
 * (legible on a phone) while that fits a third of a cell. */
double
nonet_board_geometry_candidate_pixels (const NonetBoardGeometry *geometry)
{
  return MAX (geometry->cell * 0.23, MIN (9.0, geometry->cell * 0.3));
}

int
nonet_board_geometry_cell_at (const NonetBoardGeometry *geometry,
                              double                    x,
                              double                    y,
                              int                      *digit)
{
  double fx, fy;
  int column, row;

  if (geometry->cell <= 0)
    return -1;
  fx = (x - geometry->x) / geometry->cell;
  fy = (y - geometry->y) / geometry->cell;
  if (fx < 0 || fy < 0 || fx >= 9 || fy >= 9)
    return -1;
  column = (int) fx;
  row = (int) fy;
  if (digit != NULL)
    {
      int sx = CLAMP ((int) ((fx - column) * 3), 0, 2);
      int sy = CLAMP ((int) ((fy - row) * 3), 0, 2);

      *digit = sy * 3 + sx + 1;
    }
  return nonet_cell_at (row, column);
}

void
nonet_board_geometry_cell_rect (const NonetBoardGeometry *geometry,
                                int                       cell,
                                graphene_rect_t          *rect)
{
  graphene_rect_init (rect,
                      geometry->x + nonet_cell_column (cell) * geometry->cell,
                      geometry->y + nonet_cell_row (cell) * geometry->cell,
                      geometry->cell, geometry->cell);
}

void
nonet_board_geometry_candidate_center (const NonetBoardGeometry *geometry,
                                       int                       cell,
                                       int                       digit,
                                       double                   *x,
                                       double                   *y)
{
  double third = geometry->cell / 3;

  *x = geometry->x + nonet_cell_column (cell) * geometry->cell + ((digit - 1) % 3 + 0.5) * third;
  *y = geometry->y + nonet_cell_row (cell) * geometry->cell + ((digit - 1) / 3 + 0.5) * third;
}

/* Role hues: the same on paper and on screen, light or dark, because they
 * are drawn with alpha over the board's own background. Chosen so that
 * every pair of roles that meet in one step stays apart (CIE76 ΔE*ab >= 20)
 * on white and on the dark theme's ground under protanopia, deuteranopia
 * and tritanopia (Machado, Oliveira and Fernandes 2009, severity 1.0):
 * tests/test-palette.c measures it on rendered pixels. Each role also has a
 * second cue besides colour: struck for removed, a ring for placed, a
 * dashed outline for fins, solid and dashed arrows for strong and weak. */
static const struct
{
  const char *name;
  guint32     rgb;
  double      alpha;
} role_colors[NONET_N_ROLES] = {
  [NONET_ROLE_BASE]       = { "nonet_role_base", 0x62a0ea, 0.75 },
  [NONET_ROLE_COVER]      = { "nonet_role_cover", 0xf8e45c, 0.65 },
  [NONET_ROLE_FIN]        = { "nonet_role_fin", 0x613583, 0.75 },
  [NONET_ROLE_ENDO_FIN]   = { "nonet_role_endo_fin", 0x613583, 0.75 },
  [NONET_ROLE_TARGET]     = { "nonet_role_target", 0xa51d2d, 1.0 },
  [NONET_ROLE_PLACEMENT]  = { "nonet_role_placement", 0x8ff0a4, 0.75 },
  [NONET_ROLE_CHAIN_ON]   = { "nonet_role_chain_on", 0x8ff0a4, 0.75 },
  [NONET_ROLE_CHAIN_OFF]  = { "nonet_role_chain_off", 0x1c71d8, 0.65 },
  [NONET_ROLE_ALS_1]      = { "nonet_role_als_1", 0x99c1f1, 0.65 },
  [NONET_ROLE_ALS_2]      = { "nonet_role_als_2", 0xf5c211, 0.75 },
  [NONET_ROLE_ALS_3]      = { "nonet_role_als_3", 0x613583, 0.65 },
  [NONET_ROLE_ALS_4]      = { "nonet_role_als_4", 0x57e389, 0.75 },
  [NONET_ROLE_COLOR_A]    = { "nonet_role_color_a", 0xf8e45c, 0.65 },
  [NONET_ROLE_COLOR_B]    = { "nonet_role_color_b", 0x1c71d8, 0.75 },
};

/* Houses are shaded much lighter than candidates so digits stay readable. */
#define HOUSE_ALPHA_FACTOR 0.4

static void
rgba_from_rgb (GdkRGBA *rgba,
               guint32  rgb,
               double   alpha)
{
  rgba->red = ((rgb >> 16) & 0xff) / 255.0;
  rgba->green = ((rgb >> 8) & 0xff) / 255.0;
  rgba->blue = (rgb & 0xff) / 255.0;
  rgba->alpha = alpha;
}

static void
init_roles (NonetBoardColors *colors)
{
  for (int r = 0; r < NONET_N_ROLES; r++)
    {
      rgba_from_rgb (&colors->roles[r], role_colors[r].rgb, role_colors[r].alpha);
      colors->house_roles[r] = colors->roles[r];
      colors->house_roles[r].alpha *= HOUSE_ALPHA_FACTOR;
    }
}

/* The paper palette: dark ink on a light ground (paper has no theme). */
void
nonet_board_colors_init_light (NonetBoardColors *colors)
{
  rgba_from_rgb (&colors->background, 0xfafafa, 1);
  rgba_from_rgb (&colors->given, 0x241f31, 1);
  rgba_from_rgb (&colors->entered, 0x1c71d8, 1);
  rgba_from_rgb (&colors->candidate, 0x5e5c64, 1);
  rgba_from_rgb (&colors->line, 0x241f31, 0.3);
  rgba_from_rgb (&colors->box_line, 0x241f31, 0.9);
  rgba_from_rgb (&colors->selection, 0x3584e4, 0.35);
  rgba_from_rgb (&colors->peer, 0x3584e4, 0.08);
  rgba_from_rgb (&colors->conflict, 0xc01c28, 1);
  rgba_from_rgb (&colors->link, 0xc64600, 0.9);
  init_roles (colors);
  colors->paper = TRUE;
}

static void
lookup (GtkStyleContext *context,
        const char      *name,
        GdkRGBA         *color,
        const GdkRGBA   *fallback)
{
  if (!gtk_style_context_lookup_color (context, name, color))
    *color = *fallback;
}

static GdkRGBA
with_alpha (const GdkRGBA *color,
            double         alpha)
{
  GdkRGBA c = *color;

  c.alpha *= alpha;
  return c;
}

void
nonet_board_colors_init_from_widget (NonetBoardColors *colors,
                                     GtkWidget        *widget)
{
  GtkStyleContext *context = gtk_widget_get_style_context (widget);
  GdkRGBA fg, fallback;

  gtk_style_context_get_color (context, &fg);
  nonet_board_colors_init_light (colors);
  colors->paper = FALSE;

  /* Without style.css (a bare widget in a test), the widget's own colour
   * still gives a readable board: transparent ground, ink in fg. */
  fallback = with_alpha (&fg, 0);
  lookup (context, "nonet_board_bg", &colors->background, &fallback);
  lookup (context, "nonet_given", &colors->given, &fg);
  lookup (context, "nonet_entered", &colors->entered, &colors->entered);
  fallback = with_alpha (&fg, 0.65);
  lookup (context, "nonet_candidate", &colors->candidate, &fallback);
  fallback = with_alpha (&fg, 0.3);
  lookup (context, "nonet_line", &colors->line, &fallback);
  fallback = with_alpha (&fg, 0.9);
  lookup (context, "nonet_box_line", &colors->box_line, &fallback);
  lookup (context, "nonet_selection", &colors->selection, &colors->selection);
  lookup (context, "nonet_peer", &colors->peer, &colors->peer);
  lookup (context, "nonet_conflict", &colors->conflict, &colors->conflict);
  lookup (context, "nonet_link", &colors->link, &colors->link);
  for (int r = 0; r < NONET_N_ROLES; r++)
    {
      if (gtk_style_context_lookup_color (context, role_colors[r].name, &colors->roles[r]))
        {
          colors->house_roles[r] = colors->roles[r];
          colors->house_roles[r].alpha *= HOUSE_ALPHA_FACTOR;
        }
    }
}

typedef struct
{
  PangoLayout    *layout;
  PangoRectangle  ink;
} Glyph;

/* Everything one drawing pass needs. */
typedef struct
{
  cairo_t                *cr;
  const NonetBoardState  *state;
  const NonetBoardColors *colors;
  NonetBoardGeometry      geometry;
  /* One laid-out glyph per digit and style, made once per pass: laying
   * out 729 candidates one by one costs more than drawing them. */
  Glyph                   entered[10];
  Glyph                   given[10];
  Glyph                   candidate[10];
  gboolean                conflicts[NONET_CELLS];
  guint8                  roles[NONET_CELLS][10];   /* role + 1 per candidate; [0] whole cell */
} Painter;

static void
fill_cell (Painter       *p,
           int            cell,
           const GdkRGBA *color)
{
  graphene_rect_t r;

  nonet_board_geometry_cell_rect (&p->geometry, cell, &r);
  gdk_cairo_set_source_rgba (p->cr, color);
  cairo_rectangle (p->cr, r.origin.x, r.origin.y, r.size.width, r.size.height);
  cairo_fill (p->cr);
}

static void
draw_background (Painter *p)
{
  const NonetBoardGeometry *g = &p->geometry;

  gdk_cairo_set_source_rgba (p->cr, &p->colors->background);
  cairo_rectangle (p->cr, g->x, g->y, g->size, g->size);
  cairo_fill (p->cr);
}

static void
draw_house_shading (Painter *p)
{
  const NonetStep *step = p->state->step;

  if (step == NULL)
    return;
  for (int h = 0; h < step->n_houses; h++)
    {
      const NonetHouseMark *mark = &step->houses[h];

      if (mark->house >= NONET_HOUSES || mark->role >= NONET_N_ROLES)
        continue;
      /* An almost locked set is its members, not its house: a shaded box
       * made every cell of it look like a member. */
      if (mark->role >= NONET_ROLE_ALS_1 && mark->role <= NONET_ROLE_ALS_4)
        continue;
      for (int i = 0; i < 9; i++)
        fill_cell (p, nonet_house_cells[mark->house][i], &p->colors->house_roles[mark->role]);
    }
}

/* Under a step the selection steps back: a thin dashed outline in the ink
 * colour, never a fill, so no shading on the board is the player's own. */
static void
draw_selection_outline (Painter *p,
                        int      sel)
{
  graphene_rect_t r;
  GdkRGBA ink = with_alpha (&p->colors->given, 0.7);
  double width = MAX (1.5, p->geometry.cell / 28), dash = p->geometry.cell / 8;

  nonet_board_geometry_cell_rect (&p->geometry, sel, &r);
  gdk_cairo_set_source_rgba (p->cr, &ink);
  cairo_set_line_width (p->cr, width);
  cairo_set_dash (p->cr, &dash, 1, 0);
  cairo_rectangle (p->cr, r.origin.x + 2 * width, r.origin.y + 2 * width,
                   r.size.width - 4 * width, r.size.height - 4 * width);
  cairo_stroke (p->cr);
  cairo_set_dash (p->cr, NULL, 0, 0);
}

static void
draw_cell_fills (Painter *p)
{
  int sel = p->state->selected;
  gboolean step_shown = p->state->step != NULL;

  if (sel >= 0 && p->state->highlight_peers && !step_shown)
    {
      int digit = p->state->grid->values[sel];
      GdkRGBA same = with_alpha (&p->colors->selection, 0.5);

      for (int i = 0; i < NONET_PEERS; i++)
        fill_cell (p, nonet_peers[sel][i], &p->colors->peer);
      /* The selected digit elsewhere on the board: where it still may go
       * is then easy to see. */
      for (int cell = 0; digit && cell < NONET_CELLS; cell++)
        if (cell != sel && p->state->grid->values[cell] == digit)
          fill_cell (p, cell, &same);
    }
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      /* A whole cell is a large area: lighter than a candidate's disc. */
      if (p->roles[cell][0])
        {
          GdkRGBA fill = with_alpha (&p->colors->roles[p->roles[cell][0] - 1], 0.6);

          fill_cell (p, cell, &fill);
        }
      if (p->conflicts[cell])
        {
          GdkRGBA tint = with_alpha (&p->colors->conflict, 0.15);

          fill_cell (p, cell, &tint);
        }
    }
  if (sel >= 0 && step_shown)
    draw_selection_outline (p, sel);
  else if (sel >= 0)
    {
      graphene_rect_t r;
      GdkRGBA border = p->colors->selection;
      double width = MAX (2.0, p->geometry.cell / 18);

      /* Filled, then outlined at full strength: a tint alone is faint on
       * dark themes. */
      fill_cell (p, sel, &p->colors->selection);
      border.alpha = 0.9;
      nonet_board_geometry_cell_rect (&p->geometry, sel, &r);
      gdk_cairo_set_source_rgba (p->cr, &border);
      cairo_set_line_width (p->cr, width);
      cairo_rectangle (p->cr, r.origin.x + width, r.origin.y + width,
                       r.size.width - 2 * width, r.size.height - 2 * width);
      cairo_stroke (p->cr);
    }
}

/* Members of almost locked sets: a strip along the foot of the cell in
 * the set's colour, split in as many parts as the cell has sets (a cell in
 * two sets shows both colours; its candidates can show only one). */
static void
draw_als_members (Painter *p)
{
  const NonetStep *step = p->state->step;
  guint8 sets[NONET_CELLS] = { 0 };

  if (step == NULL)
    return;
  for (int i = 0; i < MIN (step->n_marks, NONET_STEP_MAX_MARKS); i++)
    {
      const NonetMark *m = &step->marks[i];

      if (m->cell < NONET_CELLS && m->role >= NONET_ROLE_ALS_1 && m->role <= NONET_ROLE_ALS_4)
        sets[m->cell] |= 1 << (m->role - NONET_ROLE_ALS_1);
    }
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      graphene_rect_t r;
      int n = 0, k = 0;
      double height = p->geometry.cell / 9, width;

      for (int set = 0; set < 4; set++)
        n += (sets[cell] >> set) & 1;
      if (n == 0)
        continue;
      nonet_board_geometry_cell_rect (&p->geometry, cell, &r);
      width = (r.size.width - 4) / n;
      for (int set = 0; set < 4; set++)
        {
          GdkRGBA color;

          if (!((sets[cell] >> set) & 1))
            continue;
          color = with_alpha (&p->colors->roles[NONET_ROLE_ALS_1 + set], 1.3);
          gdk_cairo_set_source_rgba (p->cr, &color);
          cairo_rectangle (p->cr, r.origin.x + 2 + k * width, r.origin.y + r.size.height - height - 2,
                           width, height);
          cairo_fill (p->cr);
          k++;
        }
    }
}

static void
draw_lines (Painter *p)
{
  const NonetBoardGeometry *g = &p->geometry;
  double thin = MAX (1.0, g->cell / 40);
  double thick = MAX (2.0, g->cell / 14);

  cairo_set_line_cap (p->cr, CAIRO_LINE_CAP_SQUARE);
  for (int pass = 0; pass < 2; pass++)
    {
      gboolean boxes = pass == 1;

      gdk_cairo_set_source_rgba (p->cr, boxes ? &p->colors->box_line : &p->colors->line);
      cairo_set_line_width (p->cr, boxes ? thick : thin);
      for (int i = 0; i <= 9; i++)
        {
          double offset = i * g->cell;

          if ((i % 3 == 0) != boxes)
            continue;
          cairo_move_to (p->cr, g->x + offset, g->y);
          cairo_line_to (p->cr, g->x + offset, g->y + g->size);
          cairo_move_to (p->cr, g->x, g->y + offset);
          cairo_line_to (p->cr, g->x + g->size, g->y + offset);
        }
      cairo_stroke (p->cr);
    }
}

/* Centres the ink of a glyph on x, y. */
static void
show_centered (Painter     *p,
               const Glyph *glyph,
               double       x,
               double       y)
{
  cairo_move_to (p->cr, x - glyph->ink.x - glyph->ink.width / 2.0,
                 y - glyph->ink.y - glyph->ink.height / 2.0);
  pango_cairo_show_layout (p->cr, glyph->layout);
}

static void
draw_digits (Painter *p)
{
  const NonetGrid *grid = p->state->grid;

  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      graphene_rect_t r;
      const GdkRGBA *color;

      if (grid->values[cell] == 0)
        continue;
      nonet_board_geometry_cell_rect (&p->geometry, cell, &r);
      if (p->conflicts[cell])
        color = &p->colors->conflict;
      else
        color = grid->given[cell] ? &p->colors->given : &p->colors->entered;
      gdk_cairo_set_source_rgba (p->cr, color);
      show_centered (p, grid->given[cell] ? &p->given[grid->values[cell]]
                                          : &p->entered[grid->values[cell]],
                     r.origin.x + r.size.width / 2, r.origin.y + r.size.height / 2);
    }
}

static NonetMask
shown_candidates (Painter *p,
                  int      cell)
{
  const NonetGrid *grid = p->state->grid;
  NonetMask mask = 0;

  if (grid->values[cell])
    return 0;
  if (grid->has_candidates)
    mask = grid->candidates[cell];
  else if (p->state->show_candidates)
    mask = nonet_grid_cell_candidates (grid, cell);
  /* A step's marked candidates are drawn even when candidates are hidden. */
  for (int d = 1; d <= 9; d++)
    if (p->roles[cell][d])
      mask |= nonet_digit_bit (d);
  return mask;
}

/* Dark or light ink, whichever reads on a role's disc as it comes out over
 * the board's ground (light discs stay light on the dark theme). */
static GdkRGBA
ink_on (Painter       *p,
        const GdkRGBA *fill)
{
  const GdkRGBA *bg = &p->colors->background;
  double a = fill->alpha;
  double lum = 0.2126 * (fill->red * a + bg->red * (1 - a))
               + 0.7152 * (fill->green * a + bg->green * (1 - a))
               + 0.0722 * (fill->blue * a + bg->blue * (1 - a));
  GdkRGBA ink;

  rgba_from_rgb (&ink, lum > 0.45 ? 0x241f31 : 0xffffff, 1);
  return ink;
}

/* On paper a greyscale printer keeps no hue: every role gets an outline of
 * its own around its disc (removed is struck through by draw_candidate).
 *   ○ ring   ◎ two rings   □ square   ◇ diamond   ⌐¬ corners   _ bars
 * dash: 0 solid, else the dash is radius / dash; weight: line widths. */
typedef enum { CUE_NONE, CUE_RING, CUE_SQUARE, CUE_DIAMOND, CUE_CORNERS, CUE_BARS } CueShape;

static const struct
{
  CueShape shape;
  double   dash;
  double   weight;
  gboolean twice;
} paper_cues[NONET_N_ROLES] = {
  [NONET_ROLE_BASE]       = { CUE_NONE, 0, 1, FALSE },
  [NONET_ROLE_COVER]      = { CUE_SQUARE, 0, 1, FALSE },
  [NONET_ROLE_FIN]        = { CUE_RING, 2.5, 1, FALSE },
  [NONET_ROLE_ENDO_FIN]   = { CUE_RING, 7, 1, FALSE },
  [NONET_ROLE_TARGET]     = { CUE_NONE, 0, 1, FALSE },
  [NONET_ROLE_PLACEMENT]  = { CUE_RING, 0, 1.8, FALSE },
  [NONET_ROLE_CHAIN_ON]   = { CUE_DIAMOND, 0, 1, FALSE },
  [NONET_ROLE_CHAIN_OFF]  = { CUE_SQUARE, 2.5, 1, FALSE },
  [NONET_ROLE_ALS_1]      = { CUE_RING, 0, 1, FALSE },
  [NONET_ROLE_ALS_2]      = { CUE_RING, 0, 1, TRUE },
  [NONET_ROLE_ALS_3]      = { CUE_DIAMOND, 2.5, 1, FALSE },
  [NONET_ROLE_ALS_4]      = { CUE_BARS, 0, 1, FALSE },
  [NONET_ROLE_COLOR_A]    = { CUE_CORNERS, 0, 1, FALSE },
  [NONET_ROLE_COLOR_B]    = { CUE_BARS, 0, 1, TRUE },
};

/* One outline of a cue at half-size r around x, y. */
static void
trace_cue (cairo_t  *cr,
           CueShape  shape,
           double    x,
           double    y,
           double    r)
{
  switch (shape)
    {
    case CUE_RING:
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      break;
    case CUE_SQUARE:
      cairo_rectangle (cr, x - r, y - r, 2 * r, 2 * r);
      break;
    case CUE_DIAMOND:
      r *= 1.3;
      cairo_move_to (cr, x, y - r);
      cairo_line_to (cr, x + r, y);
      cairo_line_to (cr, x, y + r);
      cairo_line_to (cr, x - r, y);
      cairo_close_path (cr);
      break;
    case CUE_CORNERS:
      for (int sx = -1; sx <= 1; sx += 2)
        for (int sy = -1; sy <= 1; sy += 2)
          {
            cairo_move_to (cr, x + sx * r / 2, y + sy * r);
            cairo_line_to (cr, x + sx * r, y + sy * r);
            cairo_line_to (cr, x + sx * r, y + sy * r / 2);
          }
      break;
    case CUE_BARS:
      cairo_move_to (cr, x - r, y + r);
      cairo_line_to (cr, x + r, y + r);
      break;
    case CUE_NONE:
    default:
      break;
    }
}

static void
draw_paper_cue (Painter *p,
                int      role,
                double   x,
                double   y,
                double   radius,
                double   width)
{
  double line = width * paper_cues[role].weight;
  double r = radius + line / 2, dash = radius / MAX (paper_cues[role].dash, 1);

  if (paper_cues[role].shape == CUE_NONE)
    return;
  cairo_set_line_width (p->cr, line);
  if (paper_cues[role].dash > 0)
    cairo_set_dash (p->cr, &dash, 1, 0);
  trace_cue (p->cr, paper_cues[role].shape, x, y, r);
  if (paper_cues[role].twice && paper_cues[role].shape == CUE_BARS)
    {
      cairo_move_to (p->cr, x - r, y - r);   /* a bar over the disc too */
      cairo_line_to (p->cr, x + r, y - r);
    }
  else if (paper_cues[role].twice)
    trace_cue (p->cr, paper_cues[role].shape, x, y, r + 1.6 * line);
  cairo_stroke (p->cr);
  cairo_set_dash (p->cr, NULL, 0, 0);
}

/* A disc in the role's colour and the role's second cue: removed is struck
 * through, placed has a ring, a fin a dashed ring; on paper, draw_paper_cue. */
static void
draw_role_disc (Painter *p,
                int      role,
                double   x,
                double   y,
                double   radius)
{
  const GdkRGBA *fill = &p->colors->roles[role];
  GdkRGBA ink = ink_on (p, fill);
  double width = MAX (1.5, p->geometry.cell / 26), dash = radius / 2.5;

  gdk_cairo_set_source_rgba (p->cr, fill);
  cairo_arc (p->cr, x, y, radius, 0, 2 * G_PI);
  cairo_fill (p->cr);
  gdk_cairo_set_source_rgba (p->cr, &p->colors->given);
  cairo_set_line_width (p->cr, width);
  if (p->colors->paper)
    {
      draw_paper_cue (p, role, x, y, radius, width);
      gdk_cairo_set_source_rgba (p->cr, &ink);
      return;
    }
  switch (role)
    {
    case NONET_ROLE_PLACEMENT:
      cairo_arc (p->cr, x, y, radius + width / 2, 0, 2 * G_PI);
      cairo_stroke (p->cr);
      break;
    case NONET_ROLE_FIN:
    case NONET_ROLE_ENDO_FIN:
      cairo_set_dash (p->cr, &dash, 1, 0);
      cairo_arc (p->cr, x, y, radius + width / 2, 0, 2 * G_PI);
      cairo_stroke (p->cr);
      cairo_set_dash (p->cr, NULL, 0, 0);
      break;
    default:
      break;
    }
  gdk_cairo_set_source_rgba (p->cr, &ink);
}

static void
draw_candidate (Painter *p,
                int      cell,
                int      digit)
{
  double x, y, radius = p->geometry.cell / 7.2;
  int role = p->roles[cell][digit] - 1;

  nonet_board_geometry_candidate_center (&p->geometry, cell, digit, &x, &y);
  if (role >= 0)
    draw_role_disc (p, role, x, y, radius);   /* leaves the ink as source */
  else if (p->state->grid->has_candidates)
    gdk_cairo_set_source_rgba (p->cr, &p->colors->candidate);
  else
    {
      /* Computed, not the player's marks: lighter, so the two never look
       * alike (the first mark turns them into marks). */
      GdkRGBA computed = with_alpha (&p->colors->candidate, 0.6);

      gdk_cairo_set_source_rgba (p->cr, &computed);
    }
  show_centered (p, &p->candidate[digit], x, y);
  if (role == NONET_ROLE_TARGET)
    {
      cairo_set_line_width (p->cr, MAX (1.5, p->geometry.cell / 22));
      cairo_move_to (p->cr, x - radius, y + radius);
      cairo_line_to (p->cr, x + radius, y - radius);
      cairo_stroke (p->cr);
    }
}

static void
draw_candidates (Painter *p)
{
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      NonetMask mask = shown_candidates (p, cell);

      for (int d = 1; d <= 9; d++)
        if (mask & nonet_digit_bit (d))
          draw_candidate (p, cell, d);
    }
}

/* The centre of a chain node: the mean of its candidates' centres. */
static gboolean
node_center (Painter         *p,
             const NonetNode *node,
             double          *x,
             double          *y)
{
  int n = MIN (node->n_cells, NONET_NODE_MAX_CELLS);

  *x = *y = 0;
  if (n == 0 || node->digit < 1 || node->digit > 9)
    return FALSE;
  for (int i = 0; i < n; i++)
    {
      double cx, cy;

      if (node->cells[i] >= NONET_CELLS)
        return FALSE;
      nonet_board_geometry_candidate_center (&p->geometry, node->cells[i], node->digit, &cx, &cy);
      *x += cx / n;
      *y += cy / n;
    }
  return TRUE;
}

/* An arrow from one candidate to another, bowed a little to the side so
 * that it does not run over the candidates between them:
 *
 *      .-----.
 *     /       \
 *    a         >b      strong links solid, weak links dashed
 */
static void
draw_link (Painter         *p,
           const NonetLink *link,
           double           strength)
{
  double ax, ay, bx, by, dx, dy, len, cx, cy, angle;
  double gap = p->geometry.cell / 7, head = p->geometry.cell / 6 * MAX (strength, 1);
  GdkRGBA color;
  double dash = p->geometry.cell / 10;

  if (!node_center (p, &link->from, &ax, &ay) || !node_center (p, &link->to, &bx, &by))
    return;
  dx = bx - ax;
  dy = by - ay;
  len = sqrt (dx * dx + dy * dy);
  if (len < 2 * gap)
    return;
  /* Control point: off the middle, perpendicular, a fifth of the length. */
  cx = (ax + bx) / 2 - dy * 0.2;
  cy = (ay + by) / 2 + dx * 0.2;
  angle = atan2 (ay - cy, ax - cx);
  ax -= gap * cos (angle);
  ay -= gap * sin (angle);
  angle = atan2 (by - cy, bx - cx);
  bx -= gap * cos (angle);
  by -= gap * sin (angle);

  color = with_alpha (&p->colors->link, strength > 1 ? 1 : strength);
  gdk_cairo_set_source_rgba (p->cr, &color);
  cairo_set_line_width (p->cr, MAX (1.5, p->geometry.cell / 24) * MAX (strength, 1));
  if (link->kind == NONET_LINK_WEAK)
    cairo_set_dash (p->cr, &dash, 1, 0);
  cairo_move_to (p->cr, ax, ay);
  cairo_curve_to (p->cr, cx, cy, cx, cy, bx, by);
  cairo_stroke (p->cr);
  cairo_set_dash (p->cr, NULL, 0, 0);

  /* The head points along the curve's last tangent (from the control point). */
  cairo_move_to (p->cr, bx, by);
  cairo_line_to (p->cr, bx - head * cos (angle - 0.4), by - head * sin (angle - 0.4));
  cairo_line_to (p->cr, bx - head * cos (angle + 0.4), by - head * sin (angle + 0.4));
  cairo_close_path (p->cr);
  cairo_fill (p->cr);
}

static void
draw_links (Painter *p)
{
  const NonetStep *step = p->state->step;

  if (step == NULL)
    return;
  int n = MIN (step->n_links, NONET_STEP_MAX_LINKS);
  int replay = p->state->replay;

  /* Replayed: the links before the current one faint, the current one
   * strong and thick, the ones after it not yet. */
  if (replay > 0 && replay <= n)
    {
      for (int i = 0; i < replay - 1; i++)
        draw_link (p, &step->links[i], 0.3);
      draw_link (p, &step->links[replay - 1], 1.8);
      return;
    }
  for (int i = 0; i < n; i++)
    draw_link (p, &step->links[i], 1);
}

/* Per candidate role of the step: marks first, then the step's own
 * eliminations and placements, which always win (a target is a target). */
/* Replayed up to link k: a mark is shown once some link so far reaches
 * it; the step's result only with the last link. */
static gboolean
reached (const NonetStep *step,
         int              replay,
         int              cell,
         int              digit)
{
  for (int i = 0; i < replay; i++)
    for (int end = 0; end < 2; end++)
      {
        const NonetNode *node = end ? &step->links[i].to : &step->links[i].from;

        for (int k = 0; node->digit == digit && k < MIN (node->n_cells, NONET_NODE_MAX_CELLS); k++)
          if (node->cells[k] == cell)
            return TRUE;
      }
  return FALSE;
}

static void
collect_roles (Painter *p)
{
  const NonetStep *step = p->state->step;
  int replay = p->state->replay;

  memset (p->roles, 0, sizeof p->roles);
  if (step == NULL)
    return;
  if (replay > 0 && replay < MIN (step->n_links, NONET_STEP_MAX_LINKS))
    {
      for (int i = 0; i < MIN (step->n_marks, NONET_STEP_MAX_MARKS); i++)
        {
          const NonetMark *m = &step->marks[i];

          if (m->cell < NONET_CELLS && m->digit >= 1 && m->digit <= 9
              && m->role < NONET_N_ROLES && reached (step, replay, m->cell, m->digit))
            p->roles[m->cell][m->digit] = m->role + 1;
        }
      return;
    }
  for (int i = 0; i < MIN (step->n_marks, NONET_STEP_MAX_MARKS); i++)
    {
      const NonetMark *m = &step->marks[i];

      if (m->cell < NONET_CELLS && m->digit <= 9 && m->role < NONET_N_ROLES)
        p->roles[m->cell][m->digit] = m->role + 1;
    }
  for (int i = 0; i < MIN (step->n_eliminations, NONET_STEP_MAX_ELIMINATIONS); i++)
    {
      const NonetCandidate *c = &step->eliminations[i];

      if (c->cell < NONET_CELLS && c->digit >= 1 && c->digit <= 9)
        p->roles[c->cell][c->digit] = NONET_ROLE_TARGET + 1;
    }
  for (int i = 0; i < MIN (step->n_placements, NONET_STEP_MAX_PLACEMENTS); i++)
    {
      const NonetCandidate *c = &step->placements[i];

      if (c->cell < NONET_CELLS && c->digit >= 1 && c->digit <= 9)
        p->roles[c->cell][c->digit] = NONET_ROLE_PLACEMENT + 1;
    }
}

static void
collect_conflicts (Painter *p)
{
  const NonetGrid *grid = p->state->grid;

  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      int v = grid->values[cell];

      p->conflicts[cell] = FALSE;
      if (!p->state->show_conflicts || v == 0)
        continue;
      for (int i = 0; i < NONET_PEERS; i++)
        if (grid->values[nonet_peers[cell][i]] == v)
          p->conflicts[cell] = TRUE;
    }
}

static void
make_glyphs (cairo_t  *cr,
             Glyph     glyphs[10],
             double    pixels,
             gboolean  bold)
{
  PangoFontDescription *font = pango_font_description_from_string ("Sans");

  pango_font_description_set_absolute_size (font, MAX (pixels, 1) * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  for (int d = 1; d <= 9; d++)
    {
      char text[2] = { '0' + d, 0 };

      glyphs[d].layout = pango_cairo_create_layout (cr);
      pango_layout_set_font_description (glyphs[d].layout, font);
      pango_layout_set_text (glyphs[d].layout, text, -1);
      pango_layout_get_pixel_extents (glyphs[d].layout, &glyphs[d].ink, NULL);
    }
  pango_font_description_free (font);
}

static void
free_glyphs (Glyph glyphs[10])
{
  for (int d = 1; d <= 9; d++)
    g_clear_object (&glyphs[d].layout);
}

void
nonet_board_draw (cairo_t                *cr,
                  const NonetBoardState  *state,
                  const NonetBoardColors *colors,
                  double                  width,
                  double                  height)
{
  Painter p = { .cr = cr, .state = state, .colors = colors };

  g_return_if_fail (cr != NULL && state != NULL && state->grid != NULL && colors != NULL);

  nonet_board_geometry_compute (&p.geometry, width, height);
  if (p.geometry.cell < 2)
    return;
  make_glyphs (cr, p.entered, p.geometry.cell * 0.6, FALSE);
  make_glyphs (cr, p.given, p.geometry.cell * 0.6, TRUE);
  make_glyphs (cr, p.candidate, nonet_board_geometry_candidate_pixels (&p.geometry), FALSE);
  collect_roles (&p);
  collect_conflicts (&p);

  cairo_save (cr);
  draw_background (&p);
  draw_house_shading (&p);
  draw_cell_fills (&p);
  draw_als_members (&p);
  draw_lines (&p);
  draw_digits (&p);
  draw_candidates (&p);
  draw_links (&p);
  cairo_restore (cr);

  free_glyphs (p.entered);
  free_glyphs (p.given);
  free_glyphs (p.candidate);
}

/**
 * nonet_board_snapshot:
 *
 * Draws @state over the whole of @widget with the widget's theme colours
 * (nonet_board_colors_init_from_widget).
 */
void
nonet_board_snapshot (GtkWidget             *widget,
                      GtkSnapshot           *snapshot,
                      const NonetBoardState *state)
{
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  NonetBoardColors colors;
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  nonet_board_colors_init_from_widget (&colors, widget);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  nonet_board_draw (cr, state, &colors, width, height);
  cairo_destroy (cr);
}

/**
 * nonet_board_draw_sample:
 * @role: a #NonetRole, or -1 / -2 for a strong / weak link
 *
 * One candidate (digit) as a step draws it in @role, centred in a
 * size x size square, or a short link arrow: the legend's pictures.
 */
void
nonet_board_draw_sample (cairo_t                *cr,
                         const NonetBoardColors *colors,
                         int                     role,
                         int                     digit,
                         double                  size)
{
  NonetBoardState state = { 0 };
  NonetGrid grid;
  Painter p = { .cr = cr, .state = &state, .colors = colors };
  double x, y;

  g_return_if_fail (cr != NULL && colors != NULL && role < NONET_N_ROLES);

  nonet_grid_clear (&grid);
  state.grid = &grid;
  /* A cell 2.6 times the sample: its candidate disc fills the square. */
  p.geometry.cell = size * 2.6;
  p.geometry.size = p.geometry.cell * 9;
  p.geometry.x = size / 2 - p.geometry.cell / 2;
  p.geometry.y = size / 2 - p.geometry.cell / 2;
  cairo_save (cr);
  if (role < 0)
    {
      NonetLink link = { .kind = role == -1 ? NONET_LINK_STRONG : NONET_LINK_WEAK };

      /* From candidate 7 to 3 of one cell: corner to corner across the square. */
      link.from = (NonetNode) { .digit = 7, .n_cells = 1, .cells = { 0 } };
      link.to = (NonetNode) { .digit = 3, .n_cells = 1, .cells = { 0 } };
      p.geometry.cell = size * 1.6;
      p.geometry.x = size / 2 - p.geometry.cell / 2;
      p.geometry.y = size / 2 - p.geometry.cell / 2;
      draw_link (&p, &link, 1);
      cairo_restore (cr);
      return;
    }
  make_glyphs (cr, p.candidate, p.geometry.cell * 0.23, FALSE);
  p.roles[0][digit] = role + 1;
  nonet_board_geometry_candidate_center (&p.geometry, 0, digit, &x, &y);
  cairo_translate (cr, size / 2 - x, size / 2 - y);
  draw_candidate (&p, 0, digit);
  cairo_restore (cr);
  free_glyphs (p.candidate);
}
