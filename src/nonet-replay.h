/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-replay.h: a chain or net replayed implication by implication, beside
 * the board: the list of implications and Previous / Next Implication. */
#pragma once

#include <gtk/gtk.h>

#include "nonet-document.h"

G_BEGIN_DECLS

#define NONET_TYPE_REPLAY (nonet_replay_get_type ())

G_DECLARE_FINAL_TYPE (NonetReplay, nonet_replay, NONET, REPLAY, GtkWidget)

GtkWidget *nonet_replay_new   (NonetDocument *document);
/* The implications listed (one line each), for tests. */
GtkListBox *nonet_replay_get_list (NonetReplay *self);

G_END_DECLS
