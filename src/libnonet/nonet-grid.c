/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-grid.c: tables of houses and peers, and the grid value. */

#include <string.h>

#include "nonet-grid.h"

/* Tables of houses, spelled out by macros; tests/test-grid.c checks them
 * (and the peers below) against the definitions. */
#define ROW(r) { r*9+0, r*9+1, r*9+2, r*9+3, r*9+4, r*9+5, r*9+6, r*9+7, r*9+8 }
#define COL(c) { c, c+9, c+18, c+27, c+36, c+45, c+54, c+63, c+72 }
#define BOX(b) { (b/3)*27+(b%3)*3,      (b/3)*27+(b%3)*3+1,    (b/3)*27+(b%3)*3+2,  \
                 (b/3)*27+(b%3)*3+9,    (b/3)*27+(b%3)*3+10,   (b/3)*27+(b%3)*3+11, \
                 (b/3)*27+(b%3)*3+18,   (b/3)*27+(b%3)*3+19,   (b/3)*27+(b%3)*3+20 }

const uint8_t nonet_house_cells[NONET_HOUSES][9] = {
  ROW (0), ROW (1), ROW (2), ROW (3), ROW (4), ROW (5), ROW (6), ROW (7), ROW (8),
  COL (0), COL (1), COL (2), COL (3), COL (4), COL (5), COL (6), COL (7), COL (8),
  BOX (0), BOX (1), BOX (2), BOX (3), BOX (4), BOX (5), BOX (6), BOX (7), BOX (8),
};

#define HOUSES_OF(c) { (c)/9, 9+(c)%9, 18+((c)/27)*3+((c)%9)/3 }
#define HOUSES_ROW(r) HOUSES_OF (r*9+0), HOUSES_OF (r*9+1), HOUSES_OF (r*9+2), \
                      HOUSES_OF (r*9+3), HOUSES_OF (r*9+4), HOUSES_OF (r*9+5), \
                      HOUSES_OF (r*9+6), HOUSES_OF (r*9+7), HOUSES_OF (r*9+8)

const uint8_t nonet_cell_houses[NONET_CELLS][3] = {
  HOUSES_ROW (0), HOUSES_ROW (1), HOUSES_ROW (2), HOUSES_ROW (3), HOUSES_ROW (4),
  HOUSES_ROW (5), HOUSES_ROW (6), HOUSES_ROW (7), HOUSES_ROW (8),
};

/* Peers: the 8 others of the row, the 8 others of the column, and the 4 cells
 * of the box in neither, in that order. */
const uint8_t nonet_peers[NONET_CELLS][NONET_PEERS] = {
  {  1,  2,  3,  4,  5,  6,  7,  8,  9, 18, 27, 36, 45, 54, 63, 72, 10, 11, 19, 20 },
  {  0,  2,  3,  4,  5,  6,  7,  8, 10, 19, 28, 37, 46, 55, 64, 73,  9, 11, 18, 20 },
  {  0,  1,  3,  4,  5,  6,  7,  8, 11, 20, 29, 38, 47, 56, 65, 74,  9, 10, 18, 19 },
  {  0,  1,  2,  4,  5,  6,  7,  8, 12, 21, 30, 39, 48, 57, 66, 75, 13, 14, 22, 23 },
  {  0,  1,  2,  3,  5,  6,  7,  8, 13, 22, 31, 40, 49, 58, 67, 76, 12, 14, 21, 23 },
  {  0,  1,  2,  3,  4,  6,  7,  8, 14, 23, 32, 41, 50, 59, 68, 77, 12, 13, 21, 22 },
  {  0,  1,  2,  3,  4,  5,  7,  8, 15, 24, 33, 42, 51, 60, 69, 78, 16, 17, 25, 26 },
  {  0,  1,  2,  3,  4,  5,  6,  8, 16, 25, 34, 43, 52, 61, 70, 79, 15, 17, 24, 26 },
  {  0,  1,  2,  3,  4,  5,  6,  7, 17, 26, 35, 44, 53, 62, 71, 80, 15, 16, 24, 25 },
  { 10, 11, 12, 13, 14, 15, 16, 17,  0, 18, 27, 36, 45, 54, 63, 72,  1,  2, 19, 20 },
  {  9, 11, 12, 13, 14, 15, 16, 17,  1, 19, 28, 37, 46, 55, 64, 73,  0,  2, 18, 20 },
  {  9, 10, 12, 13, 14, 15, 16, 17,  2, 20, 29, 38, 47, 56, 65, 74,  0,  1, 18, 19 },
  {  9, 10, 11, 13, 14, 15, 16, 17,  3, 21, 30, 39, 48, 57, 66, 75,  4,  5, 22, 23 },
  {  9, 10, 11, 12, 14, 15, 16, 17,  4, 22, 31, 40, 49, 58, 67, 76,  3,  5, 21, 23 },
  {  9, 10, 11, 12, 13, 15, 16, 17,  5, 23, 32, 41, 50, 59, 68, 77,  3,  4, 21, 22 },
  {  9, 10, 11, 12, 13, 14, 16, 17,  6, 24, 33, 42, 51, 60, 69, 78,  7,  8, 25, 26 },
  {  9, 10, 11, 12, 13, 14, 15, 17,  7, 25, 34, 43, 52, 61, 70, 79,  6,  8, 24, 26 },
  {  9, 10, 11, 12, 13, 14, 15, 16,  8, 26, 35, 44, 53, 62, 71, 80,  6,  7, 24, 25 },
  { 19, 20, 21, 22, 23, 24, 25, 26,  0,  9, 27, 36, 45, 54, 63, 72,  1,  2, 10, 11 },
  { 18, 20, 21, 22, 23, 24, 25, 26,  1, 10, 28, 37, 46, 55, 64, 73,  0,  2,  9, 11 },
  { 18, 19, 21, 22, 23, 24, 25, 26,  2, 11, 29, 38, 47, 56, 65, 74,  0,  1,  9, 10 },
  { 18, 19, 20, 22, 23, 24, 25, 26,  3, 12, 30, 39, 48, 57, 66, 75,  4,  5, 13, 14 },
  { 18, 19, 20, 21, 23, 24, 25, 26,  4, 13, 31, 40, 49, 58, 67, 76,  3,  5, 12, 14 },
  { 18, 19, 20, 21, 22, 24, 25, 26,  5, 14, 32, 41, 50, 59, 68, 77,  3,  4, 12, 13 },
  { 18, 19, 20, 21, 22, 23, 25, 26,  6, 15, 33, 42, 51, 60, 69, 78,  7,  8, 16, 17 },
  { 18, 19, 20, 21, 22, 23, 24, 26,  7, 16, 34, 43, 52, 61, 70, 79,  6,  8, 15, 17 },
  { 18, 19, 20, 21, 22, 23, 24, 25,  8, 17, 35, 44, 53, 62, 71, 80,  6,  7, 15, 16 },
  { 28, 29, 30, 31, 32, 33, 34, 35,  0,  9, 18, 36, 45, 54, 63, 72, 37, 38, 46, 47 },
  { 27, 29, 30, 31, 32, 33, 34, 35,  1, 10, 19, 37, 46, 55, 64, 73, 36, 38, 45, 47 },
  { 27, 28, 30, 31, 32, 33, 34, 35,  2, 11, 20, 38, 47, 56, 65, 74, 36, 37, 45, 46 },
  { 27, 28, 29, 31, 32, 33, 34, 35,  3, 12, 21, 39, 48, 57, 66, 75, 40, 41, 49, 50 },
  { 27, 28, 29, 30, 32, 33, 34, 35,  4, 13, 22, 40, 49, 58, 67, 76, 39, 41, 48, 50 },
  { 27, 28, 29, 30, 31, 33, 34, 35,  5, 14, 23, 41, 50, 59, 68, 77, 39, 40, 48, 49 },
  { 27, 28, 29, 30, 31, 32, 34, 35,  6, 15, 24, 42, 51, 60, 69, 78, 43, 44, 52, 53 },
  { 27, 28, 29, 30, 31, 32, 33, 35,  7, 16, 25, 43, 52, 61, 70, 79, 42, 44, 51, 53 },
  { 27, 28, 29, 30, 31, 32, 33, 34,  8, 17, 26, 44, 53, 62, 71, 80, 42, 43, 51, 52 },
  { 37, 38, 39, 40, 41, 42, 43, 44,  0,  9, 18, 27, 45, 54, 63, 72, 28, 29, 46, 47 },
  { 36, 38, 39, 40, 41, 42, 43, 44,  1, 10, 19, 28, 46, 55, 64, 73, 27, 29, 45, 47 },
  { 36, 37, 39, 40, 41, 42, 43, 44,  2, 11, 20, 29, 47, 56, 65, 74, 27, 28, 45, 46 },
  { 36, 37, 38, 40, 41, 42, 43, 44,  3, 12, 21, 30, 48, 57, 66, 75, 31, 32, 49, 50 },
  { 36, 37, 38, 39, 41, 42, 43, 44,  4, 13, 22, 31, 49, 58, 67, 76, 30, 32, 48, 50 },
  { 36, 37, 38, 39, 40, 42, 43, 44,  5, 14, 23, 32, 50, 59, 68, 77, 30, 31, 48, 49 },
  { 36, 37, 38, 39, 40, 41, 43, 44,  6, 15, 24, 33, 51, 60, 69, 78, 34, 35, 52, 53 },
  { 36, 37, 38, 39, 40, 41, 42, 44,  7, 16, 25, 34, 52, 61, 70, 79, 33, 35, 51, 53 },
  { 36, 37, 38, 39, 40, 41, 42, 43,  8, 17, 26, 35, 53, 62, 71, 80, 33, 34, 51, 52 },
  { 46, 47, 48, 49, 50, 51, 52, 53,  0,  9, 18, 27, 36, 54, 63, 72, 28, 29, 37, 38 },
  { 45, 47, 48, 49, 50, 51, 52, 53,  1, 10, 19, 28, 37, 55, 64, 73, 27, 29, 36, 38 },
  { 45, 46, 48, 49, 50, 51, 52, 53,  2, 11, 20, 29, 38, 56, 65, 74, 27, 28, 36, 37 },
  { 45, 46, 47, 49, 50, 51, 52, 53,  3, 12, 21, 30, 39, 57, 66, 75, 31, 32, 40, 41 },
  { 45, 46, 47, 48, 50, 51, 52, 53,  4, 13, 22, 31, 40, 58, 67, 76, 30, 32, 39, 41 },
  { 45, 46, 47, 48, 49, 51, 52, 53,  5, 14, 23, 32, 41, 59, 68, 77, 30, 31, 39, 40 },
  { 45, 46, 47, 48, 49, 50, 52, 53,  6, 15, 24, 33, 42, 60, 69, 78, 34, 35, 43, 44 },
  { 45, 46, 47, 48, 49, 50, 51, 53,  7, 16, 25, 34, 43, 61, 70, 79, 33, 35, 42, 44 },
  { 45, 46, 47, 48, 49, 50, 51, 52,  8, 17, 26, 35, 44, 62, 71, 80, 33, 34, 42, 43 },
  { 55, 56, 57, 58, 59, 60, 61, 62,  0,  9, 18, 27, 36, 45, 63, 72, 64, 65, 73, 74 },
  { 54, 56, 57, 58, 59, 60, 61, 62,  1, 10, 19, 28, 37, 46, 64, 73, 63, 65, 72, 74 },
  { 54, 55, 57, 58, 59, 60, 61, 62,  2, 11, 20, 29, 38, 47, 65, 74, 63, 64, 72, 73 },
  { 54, 55, 56, 58, 59, 60, 61, 62,  3, 12, 21, 30, 39, 48, 66, 75, 67, 68, 76, 77 },
  { 54, 55, 56, 57, 59, 60, 61, 62,  4, 13, 22, 31, 40, 49, 67, 76, 66, 68, 75, 77 },
  { 54, 55, 56, 57, 58, 60, 61, 62,  5, 14, 23, 32, 41, 50, 68, 77, 66, 67, 75, 76 },
  { 54, 55, 56, 57, 58, 59, 61, 62,  6, 15, 24, 33, 42, 51, 69, 78, 70, 71, 79, 80 },
  { 54, 55, 56, 57, 58, 59, 60, 62,  7, 16, 25, 34, 43, 52, 70, 79, 69, 71, 78, 80 },
  { 54, 55, 56, 57, 58, 59, 60, 61,  8, 17, 26, 35, 44, 53, 71, 80, 69, 70, 78, 79 },
  { 64, 65, 66, 67, 68, 69, 70, 71,  0,  9, 18, 27, 36, 45, 54, 72, 55, 56, 73, 74 },
  { 63, 65, 66, 67, 68, 69, 70, 71,  1, 10, 19, 28, 37, 46, 55, 73, 54, 56, 72, 74 },
  { 63, 64, 66, 67, 68, 69, 70, 71,  2, 11, 20, 29, 38, 47, 56, 74, 54, 55, 72, 73 },
  { 63, 64, 65, 67, 68, 69, 70, 71,  3, 12, 21, 30, 39, 48, 57, 75, 58, 59, 76, 77 },
  { 63, 64, 65, 66, 68, 69, 70, 71,  4, 13, 22, 31, 40, 49, 58, 76, 57, 59, 75, 77 },
  { 63, 64, 65, 66, 67, 69, 70, 71,  5, 14, 23, 32, 41, 50, 59, 77, 57, 58, 75, 76 },
  { 63, 64, 65, 66, 67, 68, 70, 71,  6, 15, 24, 33, 42, 51, 60, 78, 61, 62, 79, 80 },
  { 63, 64, 65, 66, 67, 68, 69, 71,  7, 16, 25, 34, 43, 52, 61, 79, 60, 62, 78, 80 },
  { 63, 64, 65, 66, 67, 68, 69, 70,  8, 17, 26, 35, 44, 53, 62, 80, 60, 61, 78, 79 },
  { 73, 74, 75, 76, 77, 78, 79, 80,  0,  9, 18, 27, 36, 45, 54, 63, 55, 56, 64, 65 },
  { 72, 74, 75, 76, 77, 78, 79, 80,  1, 10, 19, 28, 37, 46, 55, 64, 54, 56, 63, 65 },
  { 72, 73, 75, 76, 77, 78, 79, 80,  2, 11, 20, 29, 38, 47, 56, 65, 54, 55, 63, 64 },
  { 72, 73, 74, 76, 77, 78, 79, 80,  3, 12, 21, 30, 39, 48, 57, 66, 58, 59, 67, 68 },
  { 72, 73, 74, 75, 77, 78, 79, 80,  4, 13, 22, 31, 40, 49, 58, 67, 57, 59, 66, 68 },
  { 72, 73, 74, 75, 76, 78, 79, 80,  5, 14, 23, 32, 41, 50, 59, 68, 57, 58, 66, 67 },
  { 72, 73, 74, 75, 76, 77, 79, 80,  6, 15, 24, 33, 42, 51, 60, 69, 61, 62, 70, 71 },
  { 72, 73, 74, 75, 76, 77, 78, 80,  7, 16, 25, 34, 43, 52, 61, 70, 60, 62, 69, 71 },
  { 72, 73, 74, 75, 76, 77, 78, 79,  8, 17, 26, 35, 44, 53, 62, 71, 60, 61, 69, 70 },
};

int
nonet_mask_count (NonetMask mask)
{
  return __builtin_popcount (mask);
}

void
nonet_error_init (NonetError *error,
                  NonetStatus status)
{
  if (error == NULL)
    return;
  memset (error, 0, sizeof *error);
  error->status = status;
  error->found = -1;
  error->cell_a = -1;
  error->cell_b = -1;
}

void
nonet_grid_clear (NonetGrid *grid)
{
  memset (grid, 0, sizeof *grid);
}

void
nonet_grid_set_givens (NonetGrid     *grid,
                       const uint8_t  values[NONET_CELLS])
{
  nonet_grid_clear (grid);
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      grid->values[cell] = values[cell];
      grid->given[cell] = values[cell] != 0;
    }
}

int
nonet_grid_count_filled (const NonetGrid *grid)
{
  int n = 0;

  for (int cell = 0; cell < NONET_CELLS; cell++)
    n += grid->values[cell] != 0;
  return n;
}

int
nonet_grid_count_givens (const NonetGrid *grid)
{
  int n = 0;

  for (int cell = 0; cell < NONET_CELLS; cell++)
    n += grid->values[cell] != 0 && grid->given[cell];
  return n;
}

NonetMask
nonet_grid_cell_candidates (const NonetGrid *grid,
                            int              cell)
{
  NonetMask mask = NONET_ALL_DIGITS;

  if (grid->values[cell] != 0)
    return nonet_digit_bit (grid->values[cell]);
  for (int i = 0; i < NONET_PEERS; i++)
    {
      int value = grid->values[nonet_peers[cell][i]];
      if (value != 0)
        mask &= (NonetMask) ~nonet_digit_bit (value);
    }
  if (grid->has_candidates)
    mask &= grid->candidates[cell];
  return mask;
}

void
nonet_grid_fill_candidates (NonetGrid *grid)
{
  NonetMask computed[NONET_CELLS];

  /* Compute all first: cell_candidates reads the old marks. */
  for (int cell = 0; cell < NONET_CELLS; cell++)
    computed[cell] = nonet_grid_cell_candidates (grid, cell);
  memcpy (grid->candidates, computed, sizeof computed);
  grid->has_candidates = true;
}

NonetStatus
nonet_grid_validate (const NonetGrid *grid,
                     NonetError      *error)
{
  nonet_error_init (error, NONET_STATUS_OK);

  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      int value = grid->values[cell];

      if (value == 0)
        continue;
      /* Report each clashing pair once, from its first cell. */
      for (int i = 0; i < NONET_PEERS; i++)
        {
          int peer = nonet_peers[cell][i];
          if (peer > cell && grid->values[peer] == value)
            {
              if (error != NULL)
                {
                  error->status = NONET_STATUS_DUPLICATE;
                  error->cell_a = cell;
                  error->cell_b = peer;
                  error->digit = value;
                }
              return NONET_STATUS_DUPLICATE;
            }
        }
    }

  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      if (grid->values[cell] == 0 && nonet_grid_cell_candidates (grid, cell) == 0)
        {
          if (error != NULL)
            {
              error->status = NONET_STATUS_NO_CANDIDATE;
              error->cell_a = cell;
            }
          return NONET_STATUS_NO_CANDIDATE;
        }
    }
  return NONET_STATUS_OK;
}

bool
nonet_grid_is_solved (const NonetGrid *grid)
{
  return nonet_grid_count_filled (grid) == NONET_CELLS
         && nonet_grid_validate (grid, NULL) == NONET_STATUS_OK;
}

int
nonet_symmetry_map_cell (NonetSymmetry symmetry,
                         int           cell)
{
  int r = nonet_cell_row (cell);
  int c = nonet_cell_column (cell);

  switch (symmetry)
    {
    case NONET_SYMMETRY_ROTATE_90:      return nonet_cell_at (c, 8 - r);
    case NONET_SYMMETRY_ROTATE_180:     return nonet_cell_at (8 - r, 8 - c);
    case NONET_SYMMETRY_ROTATE_270:     return nonet_cell_at (8 - c, r);
    case NONET_SYMMETRY_TRANSPOSE:      return nonet_cell_at (c, r);
    case NONET_SYMMETRY_ANTI_TRANSPOSE: return nonet_cell_at (8 - c, 8 - r);
    case NONET_SYMMETRY_MIRROR_ROWS:    return nonet_cell_at (8 - r, c);
    case NONET_SYMMETRY_MIRROR_COLUMNS: return nonet_cell_at (r, 8 - c);
    case NONET_SYMMETRY_IDENTITY:
    case NONET_N_SYMMETRIES:
    default:                            return cell;
    }
}

int
nonet_symmetry_unmap_cell (NonetSymmetry symmetry,
                           int           cell)
{
  /* Rotations by 90 and 270 are each other's inverse; the rest are involutions. */
  if (symmetry == NONET_SYMMETRY_ROTATE_90)
    return nonet_symmetry_map_cell (NONET_SYMMETRY_ROTATE_270, cell);
  if (symmetry == NONET_SYMMETRY_ROTATE_270)
    return nonet_symmetry_map_cell (NONET_SYMMETRY_ROTATE_90, cell);
  return nonet_symmetry_map_cell (symmetry, cell);
}

void
nonet_grid_transform (const NonetGrid *grid,
                      NonetSymmetry    symmetry,
                      NonetGrid       *out)
{
  out->has_candidates = grid->has_candidates;
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      int to = nonet_symmetry_map_cell (symmetry, cell);

      out->values[to] = grid->values[cell];
      out->given[to] = grid->given[cell];
      out->candidates[to] = grid->candidates[cell];
    }
}

void
nonet_grid_relabel (const NonetGrid *grid,
                    const uint8_t    map[10],
                    NonetGrid       *out)
{
  out->has_candidates = grid->has_candidates;
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      NonetMask from = grid->candidates[cell];
      NonetMask to = 0;

      for (int d = 1; d <= NONET_DIGITS; d++)
        if (from & nonet_digit_bit (d))
          to |= nonet_digit_bit (map[d]);
      out->values[cell] = map[grid->values[cell]];
      out->given[cell] = grid->given[cell];
      out->candidates[cell] = to;
    }
}
