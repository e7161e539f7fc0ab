/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-why.h: "Why?" on a candidate or an empty cell of the board.
 *
 * Right-click on the board (or Menu / Shift+F10 on the selected cell) opens
 * a small menu: "Which step removes 5 from r3c5?" and "Which step fills
 * r3c5?". The answer is the step of the document's solution path that
 * removes that candidate or fills that cell (nonet_path_find_cause), shown
 * as the current step: the board draws it, the sentence appears under the
 * board, the steps panel selects it. Without a path, the document builds it
 * first. The window owns the menu's popover and the keys (win.why,
 * win.why-menu).
 */
#pragma once

#include "nonet-document.h"

G_BEGIN_DECLS

#define NONET_TYPE_WHY (nonet_why_get_type ())

G_DECLARE_FINAL_TYPE (NonetWhy, nonet_why, NONET, WHY, GObject)

NonetWhy   *nonet_why_new        (NonetDocument       *document);

/* Answers at once when the path is there, else after the document built it. */
void        nonet_why_ask_async  (NonetWhy            *self,
                                  int                  cell,
                                  int                  digit,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data);
char       *nonet_why_ask_finish (NonetWhy            *self,
                                  GAsyncResult        *result,
                                  GError             **error);

/* A question waits for the path. */
gboolean    nonet_why_get_busy   (NonetWhy            *self);

/* The context menu for cell and the candidate slot digit (1..9, or 0 for
 * the cell as a whole): items activating win.why "(ii)". NULL for a given. */
GMenuModel *nonet_why_make_menu  (NonetWhy            *self,
                                  int                  cell,
                                  int                  digit);

G_END_DECLS
