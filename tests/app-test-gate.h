/* SPDX-License-Identifier: GPL-3.0-or-later */
/* app-test-gate.h: a worker gate for tests (nonet-document-private.h). It
 * counts the workers a document runs and can hold them "mid-work" until
 * the test cancels or releases them: no timing involved. */
#pragma once

#include "nonet-document-private.h"

typedef struct
{
  guint    runs;      /* atomic */
  gboolean hold;      /* atomic: workers wait while set */
} TestGate;

static void
test_gate_cb (GCancellable *cancellable,
              gpointer      data)
{
  TestGate *gate = data;

  g_atomic_int_inc (&gate->runs);
  while (g_atomic_int_get (&gate->hold) && !g_cancellable_is_cancelled (cancellable))
    g_usleep (1000);
}

static inline void
test_gate_install (TestGate      *gate,
                   NonetDocument *document,
                   gboolean       hold)
{
  gate->runs = 0;
  gate->hold = hold;
  _nonet_document_set_worker_gate (document, test_gate_cb, gate);
}

static inline void
test_gate_release (TestGate *gate)
{
  g_atomic_int_set (&gate->hold, FALSE);
}
