/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-number-pad.c: the number pad popover (see nonet-number-pad.h). */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <glib/gi18n.h>

#include "nonet-number-pad.h"

static void
digit_clicked_cb (GtkButton *button,
                  GtkWidget *pad)
{
  NonetBoardView *board = g_object_get_data (G_OBJECT (pad), "nonet-board");
  NonetDocument *document = nonet_board_view_get_document (board);
  int digit = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "nonet-digit"));
  int cell = nonet_board_view_get_selected (board);

  if (document == NULL || cell < 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (board));
      return;
    }
  if (digit == 0)
    nonet_document_set_digit (document, cell, 0);
  else if (nonet_board_view_get_pencil_mode (board))
    nonet_document_toggle_candidate (document, cell, digit);
  else
    nonet_document_set_digit (document, cell, digit);
}

static GtkWidget *
digit_button (GtkWidget  *pad,
              int         digit,
              const char *label)
{
  GtkWidget *button = gtk_button_new_with_label (label);
  g_autofree char *key = g_strdup_printf ("nonet-button-%d", digit);

  g_object_set_data (G_OBJECT (pad), g_intern_string (key), button);
  g_object_set_data (G_OBJECT (button), "nonet-digit", GINT_TO_POINTER (digit));
  gtk_widget_set_size_request (button, 44, 44);
  gtk_widget_set_focus_on_click (button, FALSE);
  g_signal_connect (button, "clicked", G_CALLBACK (digit_clicked_cb), pad);
  return button;
}

GtkWidget *
nonet_number_pad_new (NonetBoardView *board)
{
  GtkWidget *pad = gtk_popover_new ();
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *pencil = gtk_toggle_button_new_with_mnemonic (_("_Pencil"));
  GtkWidget *erase = digit_button (pad, 0, _("Erase"));

  g_object_set_data (G_OBJECT (pad), "nonet-board", board);
  gtk_popover_set_autohide (GTK_POPOVER (pad), FALSE);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
  for (int d = 1; d <= NONET_DIGITS; d++)
    {
      char label[2] = { (char) ('0' + d), 0 };
      GtkWidget *button = digit_button (pad, d, label);

      gtk_widget_add_css_class (button, "title-3");
      gtk_grid_attach (GTK_GRID (grid), button, (d - 1) % 3, (d - 1) / 3, 1, 1);
    }
  gtk_widget_set_focus_on_click (pencil, FALSE);
  gtk_widget_set_tooltip_text (pencil, _("Digits toggle pencil marks"));
  g_object_bind_property (board, "pencil-mode", pencil, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  gtk_grid_attach (GTK_GRID (grid), pencil, 0, 3, 2, 1);
  gtk_grid_attach (GTK_GRID (grid), erase, 2, 3, 1, 1);
  gtk_popover_set_child (GTK_POPOVER (pad), grid);
  return pad;
}

void
nonet_number_pad_press (GtkWidget *pad,
                        int        digit)
{
  g_autofree char *key = g_strdup_printf ("nonet-button-%d", digit);
  GtkWidget *button = g_object_get_data (G_OBJECT (pad), key);

  g_return_if_fail (button != NULL);

  g_signal_emit_by_name (button, "clicked");
}
