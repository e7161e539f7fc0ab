/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-replay.c: replaying a chain or a net.
 *
 * A forcing net drawn all at once is forty arrows nobody can follow. Here
 * the step's links are listed one implication a line, in the order the
 * engine found them (a verity's or net's branches one after the other);
 * the document's "replay" says how far the player has got, and the board
 * draws the implications so far faintly and the current one strongly.
 *
 *   [Previous]  3 of 40  [Next]
 *   1  r9c4≠3 ⇒ r9c4=5
 *   2  r9c4=5 ⇒ r9c1≠5        ◀ rows select the replay position
 *   ...
 *
 * Shown only for a step of the path with two links or more. Reads and sets
 * the document only; the player's grid never changes.
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <glib/gi18n.h>

#include "nonet-replay.h"
#include "nonet-step-text.h"

struct _NonetReplay
{
  GtkWidget      parent_instance;

  GtkWidget     *box;
  GtkLabel      *position;
  GtkListBox    *list;
  GtkWidget     *previous;
  GtkWidget     *next;
  NonetDocument *document;
  const NonetStep *step;      /* the step listed; the document's */
  gboolean       syncing;
};

G_DEFINE_FINAL_TYPE (NonetReplay, nonet_replay, GTK_TYPE_WIDGET)

static const NonetStep *
current_step (NonetReplay *self)
{
  return nonet_document_get_step (self->document,
                                   nonet_document_get_current_step (self->document));
}

static int
n_links (const NonetStep *step)
{
  return step == NULL ? 0 : MIN (step->n_links, NONET_STEP_MAX_LINKS);
}

/* The position line, the buttons and the selected row follow the document. */
static void
sync_position (NonetReplay *self)
{
  int replay = nonet_document_get_replay (self->document);
  int n = n_links (self->step);
  g_autofree char *text = NULL;

  if (replay == 0)
    /* TRANSLATORS: the replay of a chain before its first implication: "40 implications" */
    text = g_strdup_printf (ngettext ("%d implication, all drawn", "%d implications, all drawn",
                                      n), n);
  else
    /* TRANSLATORS: the replay's position: "Implication 3 of 40" */
    text = g_strdup_printf (_("Implication %d of %d"), replay, n);
  gtk_label_set_text (self->position, text);
  gtk_widget_set_sensitive (self->previous, replay > 0);
  gtk_widget_set_sensitive (self->next, replay < n);
  self->syncing = TRUE;
  if (replay == 0)
    gtk_list_box_unselect_all (self->list);
  else
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->list, replay - 1);

      gtk_list_box_select_row (self->list, row);
      if (row != NULL && gtk_widget_get_mapped (GTK_WIDGET (self->list)))
        gtk_widget_grab_focus (GTK_WIDGET (row));
    }
  self->syncing = FALSE;
}

static void
rebuild (NonetReplay *self)
{
  const NonetStep *step = current_step (self);
  GtkWidget *child;

  if (step == self->step)
    return;
  self->step = step;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  for (int i = 0; i < n_links (step); i++)
    {
      g_autofree char *implication = nonet_link_describe (&step->links[i]);
      g_autofree char *line = g_strdup_printf ("%d  %s", i + 1, implication);
      GtkWidget *label = gtk_label_new (line);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "numeric");
      gtk_list_box_append (self->list, label);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), n_links (step) >= 2);
}

static void
display_changed_cb (NonetReplay *self)
{
  rebuild (self);
  sync_position (self);
}

static void
row_selected_cb (NonetReplay   *self,
                 GtkListBoxRow *row,
                 GtkListBox    *list)
{
  if (self->syncing || row == NULL)
    return;
  nonet_document_set_replay (self->document, gtk_list_box_row_get_index (row) + 1);
}

static void
previous_clicked_cb (NonetReplay *self)
{
  nonet_document_set_replay (self->document, nonet_document_get_replay (self->document) - 1);
}

static void
next_clicked_cb (NonetReplay *self)
{
  nonet_document_set_replay (self->document, nonet_document_get_replay (self->document) + 1);
}

static void
nonet_replay_dispose (GObject *object)
{
  NonetReplay *self = NONET_REPLAY (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (nonet_replay_parent_class)->dispose (object);
}

static void
nonet_replay_class_init (NonetReplayClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = nonet_replay_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "nonet-replay");
}

static GtkWidget *
make_button (NonetReplay *self,
             const char  *icon,
             const char  *tooltip,
             GCallback    callback)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_tooltip_text (button, tooltip);
  g_signal_connect_object (button, "clicked", callback, self, G_CONNECT_SWAPPED);
  return button;
}

static void
nonet_replay_init (NonetReplay *self)
{
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *scroller = gtk_scrolled_window_new ();

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->previous = make_button (self, "go-up-symbolic", _("Previous implication"),
                                G_CALLBACK (previous_clicked_cb));
  self->next = make_button (self, "go-down-symbolic", _("Next implication"),
                            G_CALLBACK (next_clicked_cb));
  self->position = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_hexpand (GTK_WIDGET (self->position), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->position), "heading");
  gtk_box_append (GTK_BOX (bar), self->previous);
  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (self->position));
  gtk_box_append (GTK_BOX (bar), self->next);
  gtk_box_append (GTK_BOX (self->box), bar);

  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_SINGLE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "navigation-sidebar");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Implications of the step"), -1);
  g_signal_connect_object (self->list, "row-selected", G_CALLBACK (row_selected_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroller), 160);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (self->list));
  gtk_box_append (GTK_BOX (self->box), scroller);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

/**
 * nonet_replay_new:
 *
 * Returns: (transfer floating): the replay of @document's current step.
 */
GtkWidget *
nonet_replay_new (NonetDocument *document)
{
  NonetReplay *self;

  g_return_val_if_fail (NONET_IS_DOCUMENT (document), NULL);

  self = g_object_new (NONET_TYPE_REPLAY, NULL);
  self->document = g_object_ref (document);
  g_signal_connect_object (document, "display-changed", G_CALLBACK (display_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "path-changed", G_CALLBACK (display_changed_cb), self,
                           G_CONNECT_SWAPPED);
  display_changed_cb (self);
  return GTK_WIDGET (self);
}

GtkListBox *
nonet_replay_get_list (NonetReplay *self)
{
  g_return_val_if_fail (NONET_IS_REPLAY (self), NULL);

  return self->list;
}
