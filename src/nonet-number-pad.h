/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-number-pad.h: a popover of digit buttons for entering digits and
 * pencil marks with the mouse alone, in the board's selected cell. It stays
 * open while cells are clicked (no autohide). */
#pragma once

#include "nonet-board-view.h"

G_BEGIN_DECLS

GtkWidget *nonet_number_pad_new          (NonetBoardView *board);

/* Presses the pad's button for digit (0: erase), as a click does (tests). */
void       nonet_number_pad_press        (GtkWidget      *pad,
                                          int             digit);

G_END_DECLS
