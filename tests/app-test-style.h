/* SPDX-License-Identifier: GPL-3.0-or-later */
/* app-test-style.h: what AdwApplication does for the app, for widgets made
 * without it: libadwaita's style manager (adw_init) and style.css; and
 * find_descendant(), to reach a widget inside one. */
#pragma once

#include <adwaita.h>

static inline void
app_test_init_style (void)
{
  static gboolean done;
  g_autoptr(GtkCssProvider) provider = NULL;

  if (done)
    return;
  done = TRUE;
  adw_init ();
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, "/app/nonet/Nonet/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

/* The first descendant of widget of a type, depth first. */
static inline GtkWidget *
find_descendant (GtkWidget *widget,
                 GType      type)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        return child;
      if ((found = find_descendant (child, type)) != NULL)
        return found;
    }
  return NULL;
}
