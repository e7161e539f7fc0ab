/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-document-edit.c: whole-board edits for players and setters: Clear
 * Board (back to the givens) and the grid symmetries (rotate, transpose,
 * mirror, relabel). Each is one undoable change through
 * nonet_document_set_grid(). And whether placing a digit removes it from
 * its peers' pencil marks (the player's preference).
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <string.h>

#include "nonet-document-private.h"

/**
 * nonet_document_clear_board:
 *
 * Removes the player's digits and pencil marks: the givens stay.
 *
 * Returns: TRUE when something changed.
 */
gboolean
nonet_document_clear_board (NonetDocument *self)
{
  NonetGrid puzzle;
  const NonetGrid *grid;

  g_return_val_if_fail (NONET_IS_DOCUMENT (self), FALSE);

  grid = nonet_document_get_grid (self);
  nonet_document_get_puzzle (self, &puzzle);
  if (memcmp (&puzzle, grid, sizeof puzzle) == 0)
    return FALSE;
  nonet_document_set_grid (self, &puzzle, nonet_document_get_locked (self));
  return TRUE;
}

/**
 * nonet_document_transform:
 *
 * The whole board (givens, digits, pencil marks) seen through symmetry.
 */
void
nonet_document_transform (NonetDocument *self,
                          NonetSymmetry  symmetry)
{
  NonetGrid out;

  g_return_if_fail (NONET_IS_DOCUMENT (self));

  nonet_grid_transform (nonet_document_get_grid (self), symmetry, &out);
  nonet_document_set_grid (self, &out, nonet_document_get_locked (self));
}

/**
 * nonet_document_relabel:
 * @seed: picks the permutation of the digits (a shuffle)
 *
 * Replaces every digit by another (a random permutation of 1..9 that
 * moves at least one digit).
 */
void
nonet_document_relabel (NonetDocument *self,
                        guint32        seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  uint8_t map[10] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 };
  NonetGrid out;

  g_return_if_fail (NONET_IS_DOCUMENT (self));

  /* Fisher-Yates; a shuffle that leaves everything in place is redone. */
  do
    for (int i = 9; i > 1; i--)
      {
        int j = g_rand_int_range (rand, 1, i + 1);
        uint8_t t = map[i];

        map[i] = map[j];
        map[j] = t;
      }
  while (memcmp (map, (uint8_t[10]) { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 }, sizeof map) == 0);
  nonet_grid_relabel (nonet_document_get_grid (self), map, &out);
  nonet_document_set_grid (self, &out, nonet_document_get_locked (self));
}

/**
 * nonet_document_set_auto_remove_marks:
 *
 * Whether placing a digit also removes it from the pencil marks of its
 * row, column and box (nonet_document_set_digit, one undo step with the
 * placement). Off, the player's marks stay as they are until edited.
 */
void
nonet_document_set_auto_remove_marks (NonetDocument *self,
                                      gboolean       auto_remove)
{
  g_return_if_fail (NONET_IS_DOCUMENT (self));

  self->auto_remove_marks = !!auto_remove;
}

gboolean
nonet_document_get_auto_remove_marks (NonetDocument *self)
{
  g_return_val_if_fail (NONET_IS_DOCUMENT (self), FALSE);

  return self->auto_remove_marks;
}
