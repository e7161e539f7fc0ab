/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-window-layout.c: the window from a phone (360x640) to full screen.
 *
 * The side panel (the solution path) is the flap of an AdwFlap. When the
 * window is too narrow for the board and the panel side by side, the flap
 * folds: the panel slides over the board from the end, shown and hidden by
 * the header's "Solution Path" button (F9), and the header folds Open, Paste,
 * New, Hint and Undo into the main menu (Undo is always there) so that it
 * fits 360 pixels beside the window's own buttons.
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

static void
fill_folded_section (NonetWindow *self,
                     gboolean     folded)
{
  g_menu_remove_all (self->folded_section);
  if (!folded)
    return;
  g_menu_append (self->folded_section, _("_Open a Puzzle…"), "win.open");
  g_menu_append (self->folded_section, _("_Paste a Puzzle"), "win.paste");
  g_menu_append (self->folded_section, _("_New Puzzle"), "win.new");
  g_menu_append (self->folded_section, _("_Hint"), "win.hint");
}

static void
folded_cb (NonetWindow *self)
{
  gboolean folded = adw_flap_get_folded (self->flap);

  gtk_widget_set_visible (self->open_button, !folded);
  gtk_widget_set_visible (self->paste_button, !folded);
  gtk_widget_set_visible (self->new_button, !folded);
  gtk_widget_set_visible (self->hint_button, !folded);
  gtk_widget_set_visible (self->undo_button, !folded);
  gtk_widget_set_visible (self->steps_button, folded);
  fill_folded_section (self, folded);
  /* No room for the title on a phone: an empty title widget. */
  adw_header_bar_set_title_widget (self->header_bar, folded ? gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0)
                                                            : NULL);
  set_margins (self->main_box, folded ? NARROW_MARGIN : WIDE_MARGIN);
  /* Unfolding shows the panel beside the board again. */
  if (!folded)
    adw_flap_set_reveal_flap (self->flap, TRUE);
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

void
_nonet_window_init_layout (NonetWindow *self)
{
  g_object_bind_property (self->flap, "reveal-flap", self->steps_button, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->flap, "notify::folded", G_CALLBACK (folded_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->flap, "notify::reveal-flap", G_CALLBACK (reveal_cb), self,
                           G_CONNECT_SWAPPED);
  folded_cb (self);
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
 * Returns: TRUE when the window is narrow: the path slides over the board
 *   and Open, Paste and New are in the main menu.
 */
gboolean
nonet_window_get_folded (NonetWindow *self)
{
  g_return_val_if_fail (NONET_IS_WINDOW (self), FALSE);

  return adw_flap_get_folded (self->flap);
}
