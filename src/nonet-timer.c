/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-timer.c: the header's timer (see nonet-timer.h). Time is summed
 * from the monotonic clock over the spans the timer runs, so pauses cost
 * nothing and a busy main loop loses no seconds. */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <string.h>

#include "nonet-timer.h"

struct _NonetTimer
{
  GObject        parent_instance;
  NonetDocument *document;     /* weak */
  GtkWindow     *window;       /* weak */
  GtkLabel      *label;        /* weak */
  guint8         givens[NONET_CELLS];
  gint64         counted;      /* microseconds of the spans that ended */
  gint64         started;      /* when the running span began, 0 when paused */
  guint          tick_id;
};

G_DEFINE_FINAL_TYPE (NonetTimer, nonet_timer, G_TYPE_OBJECT)

gint64
nonet_timer_get_seconds (NonetTimer *self)
{
  gint64 total = self->counted;

  if (self->started != 0)
    total += g_get_monotonic_time () - self->started;
  return total / G_USEC_PER_SEC;
}

gboolean
nonet_timer_get_running (NonetTimer *self)
{
  return self->started != 0;
}

static void
show (NonetTimer *self)
{
  gint64 seconds = nonet_timer_get_seconds (self);
  g_autofree char *text = NULL;

  if (self->label == NULL)
    return;
  if (seconds >= 3600)
    text = g_strdup_printf ("%d:%02d:%02d", (int) (seconds / 3600), (int) (seconds / 60 % 60),
                            (int) (seconds % 60));
  else
    text = g_strdup_printf ("%02d:%02d", (int) (seconds / 60), (int) (seconds % 60));
  gtk_label_set_text (self->label, text);
}

static gboolean
tick_cb (gpointer user_data)
{
  show (user_data);
  return G_SOURCE_CONTINUE;
}

static gboolean
should_run (NonetTimer *self)
{
  const NonetGrid *grid;

  if (self->document == NULL || self->window == NULL || !gtk_window_is_active (self->window))
    return FALSE;
  grid = nonet_document_get_grid (self->document);
  return nonet_document_get_locked (self->document) && !nonet_grid_is_solved (grid);
}

static void
update (NonetTimer *self)
{
  gboolean run = should_run (self);

  if (self->document != NULL)
    {
      NonetGrid puzzle;
      guint8 givens[NONET_CELLS];

      nonet_document_get_puzzle (self->document, &puzzle);
      for (int c = 0; c < NONET_CELLS; c++)
        givens[c] = puzzle.given[c] ? puzzle.values[c] : 0;
      if (memcmp (givens, self->givens, sizeof givens) != 0)
        {
          /* A new puzzle: from zero. */
          memcpy (self->givens, givens, sizeof givens);
          self->counted = 0;
          if (self->started != 0)
            self->started = g_get_monotonic_time ();
        }
    }
  if (run && self->started == 0)
    {
      self->started = g_get_monotonic_time ();
      self->tick_id = g_timeout_add_seconds (1, tick_cb, self);
    }
  else if (!run && self->started != 0)
    {
      self->counted += g_get_monotonic_time () - self->started;
      self->started = 0;
      g_clear_handle_id (&self->tick_id, g_source_remove);
    }
  show (self);
}

static void
nonet_timer_dispose (GObject *object)
{
  NonetTimer *self = NONET_TIMER (object);

  g_clear_handle_id (&self->tick_id, g_source_remove);
  g_clear_weak_pointer (&self->document);
  g_clear_weak_pointer (&self->window);
  g_clear_weak_pointer (&self->label);
  G_OBJECT_CLASS (nonet_timer_parent_class)->dispose (object);
}

static void
nonet_timer_class_init (NonetTimerClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = nonet_timer_dispose;
}

static void
nonet_timer_init (NonetTimer *self)
{
}

NonetTimer *
nonet_timer_new (NonetDocument *document,
                 GtkWindow     *window,
                 GtkLabel      *label)
{
  NonetTimer *self = g_object_new (NONET_TYPE_TIMER, NULL);

  g_set_weak_pointer (&self->document, document);
  g_set_weak_pointer (&self->window, window);
  g_set_weak_pointer (&self->label, label);
  gtk_widget_add_css_class (GTK_WIDGET (label), "numeric");
  g_signal_connect_object (document, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (window, "notify::is-active", G_CALLBACK (update), self,
                           G_CONNECT_SWAPPED);
  update (self);
  return self;
}
