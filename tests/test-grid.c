/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-grid.c: the house and peer tables and the grid value. */

#include <glib.h>

#include "nonet.h"

static void
test_houses (void)
{
  for (int house = 0; house < NONET_HOUSES; house++)
    {
      for (int i = 0; i < 9; i++)
        {
          int cell = nonet_house_cells[house][i];
          int kind = house / 9, index = house % 9;

          g_assert_cmpint (nonet_cell_houses[cell][kind], ==, house);
          if (kind == 0)
            g_assert_cmpint (nonet_cell_row (cell), ==, index);
          else if (kind == 1)
            g_assert_cmpint (nonet_cell_column (cell), ==, index);
          else
            g_assert_cmpint (nonet_cell_box (cell), ==, index);
        }
    }
}

static void
test_peers (void)
{
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      int n = 0;

      for (int other = 0; other < NONET_CELLS; other++)
        {
          gboolean is_peer = other != cell
                             && (nonet_cell_row (other) == nonet_cell_row (cell)
                                 || nonet_cell_column (other) == nonet_cell_column (cell)
                                 || nonet_cell_box (other) == nonet_cell_box (cell));
          gboolean listed = FALSE;

          for (int i = 0; i < NONET_PEERS; i++)
            listed |= nonet_peers[cell][i] == other;
          g_assert_cmpint (is_peer, ==, listed);
          n += listed;
        }
      g_assert_cmpint (n, ==, NONET_PEERS);
    }
}

static void
test_duplicate (void)
{
  NonetGrid grid;
  NonetError error;

  nonet_grid_clear (&grid);
  grid.values[3] = 5;
  grid.values[21] = 5;   /* r3c4: same box as r1c4 */
  g_assert_cmpint (nonet_grid_validate (&grid, &error), ==, NONET_STATUS_DUPLICATE);
  g_assert_cmpint (error.cell_a, ==, 3);
  g_assert_cmpint (error.cell_b, ==, 21);
  g_assert_cmpint (error.digit, ==, 5);
}

static void
test_no_candidate (void)
{
  NonetGrid grid;
  NonetError error;

  /* r1c1 sees 1-8 in its row and 9 in its column. */
  nonet_grid_clear (&grid);
  for (int c = 1; c < 9; c++)
    grid.values[c] = (uint8_t) c;
  grid.values[nonet_cell_at (5, 0)] = 9;
  g_assert_cmpint (nonet_grid_validate (&grid, &error), ==, NONET_STATUS_NO_CANDIDATE);
  g_assert_cmpint (error.cell_a, ==, 0);
}

static void
test_symmetries (void)
{
  for (int s = 0; s < NONET_N_SYMMETRIES; s++)
    {
      guint8 seen[NONET_CELLS] = { 0 };

      for (int cell = 0; cell < NONET_CELLS; cell++)
        {
          int to = nonet_symmetry_map_cell ((NonetSymmetry) s, cell);

          g_assert_cmpint (nonet_symmetry_unmap_cell ((NonetSymmetry) s, to), ==, cell);
          seen[to]++;
        }
      for (int cell = 0; cell < NONET_CELLS; cell++)
        g_assert_cmpint (seen[cell], ==, 1);
    }
  /* Clockwise: the top left corner goes to the top right. */
  g_assert_cmpint (nonet_symmetry_map_cell (NONET_SYMMETRY_ROTATE_90, 0), ==, 8);
}

static void
test_relabel (void)
{
  NonetGrid grid, out;
  const guint8 map[10] = { 0, 9, 8, 7, 6, 5, 4, 3, 2, 1 };

  nonet_grid_clear (&grid);
  grid.values[0] = 1;
  grid.given[0] = 1;
  nonet_grid_fill_candidates (&grid);
  nonet_grid_relabel (&grid, map, &out);
  g_assert_cmpint (out.values[0], ==, 9);
  g_assert_true (out.given[0]);
  /* r1c2 could be 2-9; relabelled, 1-8. */
  g_assert_cmpuint (out.candidates[1], ==, NONET_ALL_DIGITS & ~nonet_digit_bit (9));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/grid/houses", test_houses);
  g_test_add_func ("/grid/peers", test_peers);
  g_test_add_func ("/grid/duplicate", test_duplicate);
  g_test_add_func ("/grid/no-candidate", test_no_candidate);
  g_test_add_func ("/grid/symmetries", test_symmetries);
  g_test_add_func ("/grid/relabel", test_relabel);
  return g_test_run ();
}
