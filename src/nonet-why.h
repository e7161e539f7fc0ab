/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-why.h: "Why?" on a candidate or an empty cell of the board.
 *
 * Right-click on the board (or Menu / Shift+F10 on the selected cell) opens
 * a small menu: "Which step removes 5 from r3c5?" and "Which step fills
 * r3c5?". The answer is the step of the document's solution path that
 * removes that candidate or fills that cell (nonet_path_find_cause), shown
 * as the current step: the board draws it, the sentence appears under the
 * board, the steps panel selects it. Without a path, one is built in a
 * worker first.
 */
#pragma once

#include "nonet-window.h"

G_BEGIN_DECLS

/* Adds the right-click gesture, the keys and the win.why action ("(ii)":
 * cell 0..80, digit 1..9 or 0 for "what fills the cell"). */
void        nonet_why_attach    (NonetWindow *window);

/* Answers at once when the path is there, else after building it. */
void        nonet_why_ask       (NonetWindow *window,
                                 int          cell,
                                 int          digit);

/* The path is being built for a question. */
gboolean    nonet_why_get_busy  (NonetWindow *window);

/* The context menu made for cell and the candidate slot digit (1..9, or 0
 * for the cell as a whole): what the right-click shows. NULL for a given. */
GMenuModel *nonet_why_make_menu (NonetWindow *window,
                                 int          cell,
                                 int          digit);

G_END_DECLS
