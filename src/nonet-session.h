/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-session.h: the work in progress kept across restarts and crashes. */
#pragma once

#include "nonet-board-view.h"
#include "nonet-document.h"

G_BEGIN_DECLS

typedef struct _NonetSession NonetSession;

/* The state file: $XDG_DATA_HOME/nonet/session.ini. */
char         *nonet_session_default_path (void);

/* Keeps document and the board's selection in the file at path. */
NonetSession *nonet_session_new     (NonetDocument   *document,
                                     NonetBoardView  *board,
                                     const char      *path);
void          nonet_session_free    (NonetSession    *self);

/* Something changed: written now when nothing was written in the last
 * second, else once that second is over (at most one write a second). */
void          nonet_session_changed (NonetSession    *self);
/* Writes now if anything is unsaved (closing the window). */
void          nonet_session_flush   (NonetSession    *self);

/* Puts the saved state back. FALSE when there is none, or when the file is
 * damaged: then it is renamed aside and *message (when not NULL) says so. */
gboolean      nonet_session_restore (NonetSession    *self,
                                     char           **message);

/* The file's text for the state of document (tests, and the writer). */
char         *nonet_session_to_data (NonetDocument   *document,
                                     int              selected);
gboolean      nonet_session_from_data (NonetDocument *document,
                                       const char    *data,
                                       int           *selected,
                                       int           *current_step,
                                       GError       **error);

G_END_DECLS
