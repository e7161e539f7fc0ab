/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-window-layout.c: the window from a phone (360x640) to full screen.
 *
 * The side panel (the solution path) is the flap of an AdwFlap. When the
 * window is too narrow for the board and the panel side by side, the flap
 * folds: the panel slides over the board from the end, shown and hidden by
 * the header's "Solution Path" button (F9). The header's secondary buttons
 * sit in two AdwSqueezers (Open, Paste, New, Undo at the start; Pencil and
 * Hint at the end): when they do not fit, Open, Paste, New and Hint leave the
 * header for the main menu (Undo is always there), so the header's smallest
 * width, and the window's, fits 360 pixels. Undo sits at the start so that
 * at 800 pixels both sides fit beside the centred title.
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <glib/gi18n.h>

#include "nonet-window-private.h"

/* The board's margin: the full one beside the panel, a thin one on a phone
 * so that the candidates stay at least 9 pixels high at 360 pixels wide. */
#define WIDE_MARGIN   12
#define NARROW_MARGIN 4

static void
set_margins (GtkWidget *widget,
             int        margin)
{
  gtk_widget_set_margin_start (widget, margin);
  gtk_widget_set_margin_end (widget, margin);
  gtk_widget_set_margin_top (widget, margin);
  gtk_widget_set_margin_bottom (widget, margin);
}

/* A squeezer shows its first child (all buttons) or a narrower one. */
static gboolean
squeezed (AdwSqueezer *squeezer)
{
  GtkWidget *visible = adw_squeezer_get_visible_child (squeezer);

  return visible != NULL && visible != gtk_widget_get_first_child (GTK_WIDGET (squeezer));
}

/* The buttons the header has no room for, in the main menu. */
static void
header_folded_cb (NonetWindow *self)
{
  g_menu_remove_all (self->folded_section);
  if (squeezed (self->start_squeezer))
    {
      g_menu_append (self->folded_section, _("_Open a Puzzle…"), "win.open");
      g_menu_append (self->folded_section, _("_Paste a Puzzle"), "win.paste");
      g_menu_append (self->folded_section, _("_New Puzzle…"), "win.new-puzzle");
    }
  if (squeezed (self->end_squeezer))
    {
      g_menu_append (self->folded_section, _("_Hint"), "win.hint");
      g_menu_append (self->folded_section, _("_Pencil Marks"), "win.pencil");
    }
}

static gboolean
apply_folded (NonetWindow *self)
{
  gboolean folded = adw_flap_get_folded (self->flap);

  gtk_widget_set_visible (self->steps_button, folded);
  set_margins (self->main_box, folded ? NARROW_MARGIN : WIDE_MARGIN);
  return G_SOURCE_REMOVE;
}

/* The flap folds while it is being allocated: changing the header and the
 * margins then would leave them without an allocation for this frame. */
static void
folded_cb (NonetWindow *self)
{
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, (GSourceFunc) apply_folded, g_object_ref (self),
                   g_object_unref);
}

/* A revealed flap over the board takes the focus; hiding it gives it back. */
static void
reveal_cb (NonetWindow *self)
{
  if (!adw_flap_get_folded (self->flap))
    return;
  if (adw_flap_get_reveal_flap (self->flap))
    gtk_widget_child_focus (adw_flap_get_flap (self->flap), GTK_DIR_TAB_FORWARD);
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/* Tab leaves the step list at once (GTK 4.8 walks it row by row): forward
 * to the step controls below it, backward to the board's side. The arrows
 * still move inside the list. */
static gboolean
list_key_cb (NonetWindow           *self,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             GtkEventControllerKey *controller)
{
  GtkWidget *list = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GtkWidget *pane;
  gboolean backward = (state & GDK_SHIFT_MASK) != 0 || keyval == GDK_KEY_ISO_Left_Tab;

  if (keyval != GDK_KEY_Tab && keyval != GDK_KEY_ISO_Left_Tab && keyval != GDK_KEY_KP_Tab)
    return FALSE;
  if (backward)
    {
      if (!gtk_widget_get_visible (GTK_WIDGET (self->lock_button))
          || !gtk_widget_grab_focus (GTK_WIDGET (self->lock_button)))
        gtk_widget_grab_focus (GTK_WIDGET (self->board));
      return TRUE;
    }
  /* The list's scrolled window sits in a stack; the controls follow it. */
  pane = gtk_widget_get_ancestor (list, GTK_TYPE_STACK);
  for (GtkWidget *next = pane ? gtk_widget_get_next_sibling (pane) : NULL; next != NULL;
       next = gtk_widget_get_next_sibling (next))
    if (gtk_widget_child_focus (next, GTK_DIR_TAB_FORWARD))
      return TRUE;
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
  return TRUE;
}

static GtkWidget *
find_list_view (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = GTK_IS_LIST_VIEW (child) ? child : find_list_view (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The focus chain: board, step list (one stop), step controls; the
 * selectable sentences under the board are not stops (GTK would select
 * their whole text on focus), nor is the sentence's scrolled window (GTK
 * 4.8 focuses one without a focusable child, and draws no focus there). */
static void
setup_focus_chain (NonetWindow *self)
{
  GtkWidget *list = find_list_view (GTK_WIDGET (self->side_panel));
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (self->step_label),
                                                 GTK_TYPE_SCROLLED_WINDOW);

  gtk_widget_set_focusable (GTK_WIDGET (self->step_label), FALSE);
  gtk_widget_set_focusable (GTK_WIDGET (self->status_label), FALSE);
  if (scroller != NULL)
    gtk_widget_set_can_focus (scroller, FALSE);
  if (list != NULL)
    {
      GtkEventController *key = gtk_event_controller_key_new ();

      gtk_event_controller_set_propagation_phase (key, GTK_PHASE_CAPTURE);
      g_signal_connect_object (key, "key-pressed", G_CALLBACK (list_key_cb), self,
                               G_CONNECT_SWAPPED);
      gtk_widget_add_controller (list, key);
    }
}

void
_nonet_window_init_layout (NonetWindow *self)
{
  setup_focus_chain (self);
  /* The button runs win.toggle-steps (as F9 does) and shows the state. */
  g_object_bind_property (self->flap, "reveal-flap", self->steps_button, "active",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->flap, "notify::folded", G_CALLBACK (folded_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->flap, "notify::reveal-flap", G_CALLBACK (reveal_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->start_squeezer, "notify::visible-child",
                           G_CALLBACK (header_folded_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->end_squeezer, "notify::visible-child",
                           G_CALLBACK (header_folded_cb), self, G_CONNECT_SWAPPED);
  apply_folded (self);
  header_folded_cb (self);
}

/**
 * nonet_window_toggle_steps:
 *
 * Shows or hides the solution path over the board while the window is
 * folded (F9); beside the board it is always shown.
 */
void
nonet_window_toggle_steps (NonetWindow *self)
{
  g_return_if_fail (NONET_IS_WINDOW (self));

  if (adw_flap_get_folded (self->flap))
    adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

/**
 * nonet_window_get_folded:
 *
 * Returns: TRUE when the window is narrow: the path slides over the board.
 */
gboolean
nonet_window_get_folded (NonetWindow *self)
{
  g_return_val_if_fail (NONET_IS_WINDOW (self), FALSE);

  return adw_flap_get_folded (self->flap);
}
