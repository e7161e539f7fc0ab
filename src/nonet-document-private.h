/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-document-private.h: what nonet-document.c, nonet-document-work.c
 * and nonet-document-edit.c share, and the one hook tests may set (the worker gate).
 */
#pragma once

#include "nonet-document.h"

G_BEGIN_DECLS

/* One entry of the undo history: the whole grid is small (about 400 bytes),
 * so every change stores the state before it rather than a diff. */
typedef struct
{
  NonetGrid grid;
  gboolean  locked;
} Snapshot;

/* Called at the start of every worker the document runs, in the worker
 * thread, before the work. Tests use it to hold a worker "mid-solve" until
 * they cancel or release it, and to count engine runs. */
typedef void (*NonetWorkerGate) (GCancellable *cancellable,
                                 gpointer      data);

typedef struct _NonetAnalysisJob NonetAnalysisJob;

struct _NonetDocument
{
  GObject            parent_instance;

  NonetGrid          grid;
  gboolean           locked;
  GArray            *undo;          /* Snapshot, oldest first */
  GArray            *redo;          /* Snapshot, most recently undone last */

  NonetPath          path;
  gboolean           has_path;
  guint8             path_givens[NONET_CELLS];  /* the puzzle the path belongs to */
  int                current_step;
  int                replay;        /* implications of the current step shown; 0: all */

  NonetStep          hint_step;
  gboolean           has_hint_step;

  /* nonet-document-edit.c: a placed digit leaves its peers' pencil marks */
  gboolean           auto_remove_marks;

  /* nonet-document-work.c */
  GPtrArray         *work;          /* GCancellable of every worker running */
  NonetAnalysisJob  *job;           /* the analysis in flight, NULL when none */
  NonetSolveOutcome *outcome;       /* the last analysis, for outcome->puzzle's givens */
  NonetWorkerGate    gate;
  gpointer           gate_data;

  /* nonet-document-load.c */
  guint              load_serial;   /* the newest load wins */
};

/* The session (nonet-session.c) puts back a saved undo and redo history. */
void _nonet_document_set_history       (NonetDocument   *self,
                                        GArray          *undo,
                                        GArray          *redo);
gboolean _nonet_document_parse_cells  (const char      *text,
                                       guint8           out[NONET_CELLS]);
gboolean _nonet_document_parse_marks  (const char      *text,
                                       NonetGrid       *grid);
void _nonet_document_work_init         (NonetDocument   *self);
void _nonet_document_work_finalize     (NonetDocument   *self);
/* After every change of the grid: work on other givens is dropped. */
void _nonet_document_work_grid_changed (NonetDocument   *self);

/* For tests: see NonetWorkerGate. */
void _nonet_document_set_worker_gate   (NonetDocument   *self,
                                        NonetWorkerGate  gate,
                                        gpointer         data);

G_END_DECLS
