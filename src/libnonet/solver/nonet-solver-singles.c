/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-solver-singles.c: seed 003's shallow solve (solve0).
 *
 * Only the two singles, with candidates taken from the placed digits (and the
 * pencil marks when the grid has them):
 *   naked single:  an empty cell whose peers hold eight different digits;
 *   hidden single: a digit ruled out of all but one empty cell of a house.
 * Nothing else (no locked candidates), so the picture it leaves is exactly the
 * seed's. The fixed point of these two rules does not depend on the order in
 * which they are applied, so a plain sweep gives the seed's queue's result.
 */

#include "nonet-solver.h"

typedef struct
{
  NonetGrid *grid;
  NonetMask  candidates[NONET_CELLS];   /* empty cells only */
} Singles;

static void
singles_place (Singles *singles,
               int      cell,
               int      digit)
{
  NonetGrid *grid = singles->grid;
  NonetMask bit = nonet_digit_bit (digit);

  grid->values[cell] = (uint8_t) digit;
  grid->given[cell] = 0;
  singles->candidates[cell] = bit;
  if (grid->has_candidates)
    grid->candidates[cell] = bit;
  for (int i = 0; i < NONET_PEERS; i++)
    {
      int peer = nonet_peers[cell][i];

      if (grid->values[peer] != 0)
        continue;
      singles->candidates[peer] &= (NonetMask) ~bit;
      if (grid->has_candidates)
        grid->candidates[peer] &= (NonetMask) ~bit;
    }
}

/* One sweep of naked singles, counted in *filled. False on an empty cell
 * without candidates. */
static bool
singles_naked (Singles *singles,
               int     *filled)
{
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      NonetMask mask = singles->candidates[cell];

      if (singles->grid->values[cell] != 0)
        continue;
      if (mask == 0)
        return false;
      if ((mask & (mask - 1)) == 0)
        {
          singles_place (singles, cell, __builtin_ctz (mask) + 1);
          (*filled)++;
        }
    }
  return true;
}

/* The one empty cell of house that may hold digit, or -1 (none, or several,
 * or the digit is already placed there). */
static int
singles_hidden_cell (const Singles *singles,
                     int            house,
                     int            digit)
{
  NonetMask bit = nonet_digit_bit (digit);
  int found = -1;

  for (int i = 0; i < 9; i++)
    {
      int cell = nonet_house_cells[house][i];

      if (singles->grid->values[cell] == digit)
        return -1;
      if (singles->grid->values[cell] == 0 && (singles->candidates[cell] & bit))
        {
          if (found >= 0)
            return -1;
          found = cell;
        }
    }
  return found;
}

/* One sweep of hidden singles over all houses, counted in *filled. */
static void
singles_hidden (Singles *singles,
                int     *filled)
{
  for (int house = 0; house < NONET_HOUSES; house++)
    for (int digit = 1; digit <= NONET_DIGITS; digit++)
      {
        int cell = singles_hidden_cell (singles, house, digit);

        if (cell >= 0)
          {
            singles_place (singles, cell, digit);
            (*filled)++;
          }
      }
}

/**
 * nonet_solve_singles:
 * @grid: (inout): the position; filled cells become placed digits (not givens)
 * @status: (out) (optional): OK, or DUPLICATE / NO_CANDIDATE for a contradiction
 *
 * Seed 003's solve0: fills naked and hidden singles until none is left. The
 * pencil marks of @grid, when it has them, restrict the candidates and are
 * kept up to date. A digit with no place left in a house is not reported
 * here (the exact solver finds it).
 *
 * Returns: the number of cells filled (those before a contradiction).
 */
int
nonet_solve_singles (NonetGrid   *grid,
                     NonetStatus *status)
{
  Singles singles = { .grid = grid };
  NonetStatus result = nonet_grid_validate (grid, NULL);
  int total = 0;

  if (result == NONET_STATUS_OK)
    {
      int before;

      for (int cell = 0; cell < NONET_CELLS; cell++)
        singles.candidates[cell] = nonet_grid_cell_candidates (grid, cell);
      /* The naked sweep also catches a cell that the last hidden sweep emptied. */
      do
        {
          before = total;
          if (!singles_naked (&singles, &total))
            {
              result = NONET_STATUS_NO_CANDIDATE;
              break;
            }
          singles_hidden (&singles, &total);
        }
      while (total > before);
    }
  if (status != NULL)
    *status = result;
  return total;
}
