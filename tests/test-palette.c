/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-palette.c: issue 9, problem 3: the step roles' colours stay apart
 * for people with colour-vision deficiencies, on the light and the dark
 * theme (suite gui, needs a display).
 *
 * A step with one candidate per role is rendered on the real board widget;
 * the pixel of each role's disc is run through the dichromacy simulation
 * of Machado, Oliveira and Fernandes (2009), severity 1.0, in linear RGB,
 * and converted to CIE L*a*b* (D65); every pair of roles that can meet in
 * one step must stay MIN_DELTA_E apart (CIE76 ΔE*ab). Before issue 9,
 * "removed" and "placed" (red and green) were 13 apart under deuteranopia.
 * Run with --verbose to see every measure. */
#include "config.h"

#include <math.h>
#include <adwaita.h>

#include "nonet-board-view.h"
#include "app-test-pixels.h"
#include "app-test-style.h"
#include "nonet-names.h"

#define MIN_DELTA_E 20.0

static const char example[] =
  "......2......3.9....8.1..37.2.....9134.87.....6....4..5.24....34.3.5.....1.......";

/* Machado et al. 2009, Table 1, severity 1.0; rows give linear R, G, B. */
static const struct
{
  const char *name;
  double      m[3][3];
} simulations[] = {
  { "normal", { { 1, 0, 0 }, { 0, 1, 0 }, { 0, 0, 1 } } },
  { "protanopia", { { 0.152286, 1.052583, -0.204868 },
                    { 0.114503, 0.786281, 0.099216 },
                    { -0.003882, -0.048116, 1.051998 } } },
  { "deuteranopia", { { 0.367322, 0.860646, -0.227968 },
                      { 0.280085, 0.672501, 0.047413 },
                      { -0.011820, 0.042940, 0.968881 } } },
  { "tritanopia", { { 1.255528, -0.076749, -0.178779 },
                    { -0.078411, 0.930809, 0.147602 },
                    { 0.004733, 0.691367, 0.303900 } } },
};

/* Roles drawn in one step together: each pair must stay apart. Chain-on
 * and placement share a colour on purpose (both mean "true"). */
static const struct
{
  NonetRole a, b;
} pairs[] = {
  { NONET_ROLE_TARGET, NONET_ROLE_PLACEMENT },
  { NONET_ROLE_TARGET, NONET_ROLE_CHAIN_OFF },
  { NONET_ROLE_CHAIN_ON, NONET_ROLE_CHAIN_OFF },
  { NONET_ROLE_BASE, NONET_ROLE_COVER },
  { NONET_ROLE_BASE, NONET_ROLE_FIN },
  { NONET_ROLE_COVER, NONET_ROLE_FIN },
  { NONET_ROLE_TARGET, NONET_ROLE_BASE },
  { NONET_ROLE_TARGET, NONET_ROLE_COVER },
  { NONET_ROLE_TARGET, NONET_ROLE_FIN },
  { NONET_ROLE_ALS_1, NONET_ROLE_ALS_2 },
  { NONET_ROLE_ALS_1, NONET_ROLE_ALS_3 },
  { NONET_ROLE_ALS_1, NONET_ROLE_ALS_4 },
  { NONET_ROLE_ALS_2, NONET_ROLE_ALS_3 },
  { NONET_ROLE_ALS_2, NONET_ROLE_ALS_4 },
  { NONET_ROLE_ALS_3, NONET_ROLE_ALS_4 },
  { NONET_ROLE_TARGET, NONET_ROLE_ALS_1 },
  { NONET_ROLE_TARGET, NONET_ROLE_ALS_2 },
  { NONET_ROLE_TARGET, NONET_ROLE_ALS_3 },
  { NONET_ROLE_TARGET, NONET_ROLE_ALS_4 },
  { NONET_ROLE_COLOR_A, NONET_ROLE_COLOR_B },
  { NONET_ROLE_TARGET, NONET_ROLE_COLOR_A },
  { NONET_ROLE_TARGET, NONET_ROLE_COLOR_B },
};

static double
linear (double c)
{
  return c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

static double
lab_f (double t)
{
  return t > 0.008856 ? cbrt (t) : 7.787 * t + 16.0 / 116;
}

/* An sRGB pixel as the simulated viewer sees it, in L*a*b*. */
static void
simulate_lab (const guchar *bgra,
              int           simulation,
              double        lab[3])
{
  double rgb[3] = { linear (bgra[2] / 255.0), linear (bgra[1] / 255.0), linear (bgra[0] / 255.0) };
  double s[3], x, y, z;

  for (int i = 0; i < 3; i++)
    {
      const double *row = simulations[simulation].m[i];

      s[i] = CLAMP (row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2], 0, 1);
    }
  x = lab_f ((0.4124 * s[0] + 0.3576 * s[1] + 0.1805 * s[2]) / 0.95047);
  y = lab_f (0.2126 * s[0] + 0.7152 * s[1] + 0.0722 * s[2]);
  z = lab_f ((0.0193 * s[0] + 0.1192 * s[1] + 0.9505 * s[2]) / 1.08883);
  lab[0] = 116 * y - 16;
  lab[1] = 500 * (x - y);
  lab[2] = 200 * (y - z);
}

/* Role r is drawn on candidate 5 of empty cell cells[r]: the disc's pixel
 * left of the digit, inside the disc. */
static const guchar *
disc_pixel (const Pixels *pixels,
            int           cell)
{
  NonetBoardGeometry geometry;
  double x, y;

  nonet_board_geometry_compute (&geometry, pixels->width, pixels->height);
  nonet_board_geometry_candidate_center (&geometry, cell, 5, &x, &y);
  x -= geometry.cell * 0.11;
  return pixels->data + (int) y * pixels->stride + (int) x * 4;
}

static double
measure (NonetBoardView *board,
         const int       cells[NONET_N_ROLES],
         const char     *theme)
{
  Pixels pixels;
  double worst = G_MAXDOUBLE;

  render_board (board, &pixels);
  for (guint s = 0; s < G_N_ELEMENTS (simulations); s++)
    {
      double least = G_MAXDOUBLE;
      const char *least_pair = "";

      for (guint p = 0; p < G_N_ELEMENTS (pairs); p++)
        {
          double a[3], b[3], d;

          simulate_lab (disc_pixel (&pixels, cells[pairs[p].a]), s, a);
          simulate_lab (disc_pixel (&pixels, cells[pairs[p].b]), s, b);
          d = sqrt ((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1])
                    + (a[2] - b[2]) * (a[2] - b[2]));
          g_test_message ("%s %s: %s/%s ΔE %.1f", theme, simulations[s].name,
                          nonet_role_get_id (pairs[p].a), nonet_role_get_id (pairs[p].b), d);
          if (d < least)
            {
              least = d;
              least_pair = nonet_role_get_id (pairs[p].a);
            }
          if (d < MIN_DELTA_E)
            g_error ("%s, %s: roles %d and %d only ΔE %.1f apart", theme, simulations[s].name,
                     pairs[p].a, pairs[p].b, d);
        }
      g_test_message ("%s %s: least ΔE %.1f (%s ...)", theme, simulations[s].name, least,
                      least_pair);
      worst = MIN (worst, least);
    }
  g_free (pixels.data);
  return worst;
}

static void
test_colour_vision (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  GtkWidget *window = gtk_window_new ();
  NonetBoardView *board = NONET_BOARD_VIEW (nonet_board_view_new ());
  g_autoptr(NonetDocument) document = nonet_document_new ();
  int cells[NONET_N_ROLES];
  NonetStep step = { 0 };
  NonetError error;
  int next = 0;

  app_test_init_style ();
  g_assert_cmpint (nonet_document_load_text (document, example, -1, &error), ==,
                   NONET_STATUS_OK);
  /* One role per empty cell whose candidate 5 is free. */
  for (int r = 0; r < NONET_N_ROLES; r++)
    {
      const NonetGrid *grid = nonet_document_get_grid (document);

      while (grid->values[next] || !(nonet_grid_cell_candidates (grid, next) & nonet_digit_bit (5)))
        next++;
      cells[r] = next++;
      step.marks[step.n_marks++] = (NonetMark) { .cell = cells[r], .digit = 5, .role = r };
    }
  nonet_document_set_hint_step (document, &step);
  gtk_window_set_default_size (GTK_WINDOW (window), 640, 640);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (board));
  nonet_board_view_set_document (board, document);
  gtk_window_present (GTK_WINDOW (window));
  while (gtk_widget_get_width (GTK_WIDGET (board)) < 400 || !gtk_widget_get_mapped (GTK_WIDGET (board)))
    g_main_context_iteration (NULL, TRUE);

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  gtk_widget_queue_draw (GTK_WIDGET (board));
  g_test_message ("light: least ΔE %.1f", measure (board, cells, "light"));
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  gtk_widget_queue_draw (GTK_WIDGET (board));
  g_test_message ("dark: least ΔE %.1f", measure (board, cells, "dark"));
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (!gtk_init_check ())
    {
      g_printerr ("test-palette: cannot open a display (run under xvfb-run)\n");
      return 1;
    }
  g_test_add_func ("/palette/colour-vision", test_colour_vision);
  return g_test_run ();
}
