/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-board-accessible.h: the board's 81 cells for assistive technology. */
#pragma once

#include <gtk/gtk.h>

#include "nonet-document.h"

G_BEGIN_DECLS

typedef struct _NonetBoardAccessible NonetBoardAccessible;

/* 81 invisible GRID_CELL children of board (a GRID). */
NonetBoardAccessible *nonet_board_accessible_new      (GtkWidget            *board);
void                  nonet_board_accessible_free     (NonetBoardAccessible *self);
/* Labels and the selected state from what the board shows. */
void                  nonet_board_accessible_update   (NonetBoardAccessible *self,
                                                       NonetDocument        *document,
                                                       gboolean              show_candidates,
                                                       int                   selected);
/* Each cell's child over its square (screen readers show where it is). */
void                  nonet_board_accessible_allocate (NonetBoardAccessible *self,
                                                       int                   width,
                                                       int                   height);

/* "row 3, column 5, given 7", "row 3, column 5, empty, candidates 1 2 4;
 * candidate 5 removed by the Swordfish". */
char                 *nonet_board_accessible_describe (NonetDocument        *document,
                                                       gboolean              show_candidates,
                                                       int                   cell);

/* One clean name ("Hint", not "_Hint Hint") for every labelled button. */
void                  nonet_accessible_clean_button_names (GtkWidget        *root);

G_END_DECLS
