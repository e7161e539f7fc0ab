/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-application.c: app.* actions and every app accelerator are set up
 * in startup (AdwApplication loads style.css and follows the desktop's
 * light or dark style); activate and open bring up the window. */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <glib/gi18n.h>

#include "nonet-application.h"
#include "nonet-window.h"

struct _NonetApplication
{
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (NonetApplication, nonet_application, ADW_TYPE_APPLICATION)

/* The New York Times "hard" puzzle of 2024-09-03 (seed 003). */
const char nonet_example_puzzle[] =
  "......2......3.9....8.1..37.2.....9134.87.....6....4..5.24....34.3.5.....1.......";

static NonetWindow *
get_window (NonetApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    window = GTK_WINDOW (nonet_window_new (self));
  return NONET_WINDOW (window);
}

static void
nonet_application_activate (GApplication *app)
{
  gtk_window_present (GTK_WINDOW (get_window (NONET_APPLICATION (app))));
}

/* `nonet FILE`: the window opens the first file given. */
static void
nonet_application_open (GApplication  *app,
                        GFile        **files,
                        int            n_files,
                        const char    *hint)
{
  NonetWindow *window = get_window (NONET_APPLICATION (app));

  if (n_files > 0)
    nonet_window_open_file (window, files[0]);
  gtk_window_present (GTK_WINDOW (window));
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  GtkApplication *app = user_data;
  const char *developers[] = { "The Nonet authors", NULL };

  adw_show_about_window (gtk_application_get_active_window (app),
                         "application-name", _("Nonet"),
                         "application-icon", APPLICATION_ID,
                         "version", PACKAGE_VERSION,
                         "comments",
                         _("Solve Sudoku puzzles and learn the techniques step by step"),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "developers", developers,
                         /* Translators: your names, one per line. */
                         "translator-credits", _("translator-credits"),
                         "copyright", "© 2026 The Nonet authors",
                         NULL);
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GtkApplication *app = user_data;
  GList *windows;

  /* Closing (not destroying) lets each window save its state. A closed
   * window leaves the application's list at once: walk a copy. */
  windows = g_list_copy (gtk_application_get_windows (app));
  for (GList *l = windows; l != NULL; l = l->next)
    g_object_ref (l->data);
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
  g_list_free_full (windows, g_object_unref);
  g_application_quit (G_APPLICATION (app));
}

static const GActionEntry app_actions[] = {
  { "about", about_action },
  { "quit", quit_action },
};

/* The app's accelerators; the window's keys are in nonet-window-actions.c. */
static const struct
{
  const char *action;
  const char *accel;
} app_accels[] = {
  { "app.quit", "<Control>q" },
  { "win.show-help-overlay", "<Control>question" },
};

static void
nonet_application_startup (GApplication *app)
{
  G_APPLICATION_CLASS (nonet_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions),
                                   app);
  for (guint i = 0; i < G_N_ELEMENTS (app_accels); i++)
    {
      const char *accels[] = { app_accels[i].accel, NULL };

      gtk_application_set_accels_for_action (GTK_APPLICATION (app), app_accels[i].action, accels);
    }
  gtk_window_set_default_icon_name (APPLICATION_ID);
}

/**
 * nonet_application_list_accels:
 *
 * Returns: (transfer full): "action accelerator" for every app
 *   accelerator (as gtk_accelerator_name() writes it).
 */
GStrv
nonet_application_list_accels (void)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; i < G_N_ELEMENTS (app_accels); i++)
    {
      guint key;
      GdkModifierType mods;
      g_autofree char *name = NULL;
      g_autofree char *line = NULL;

      gtk_accelerator_parse (app_accels[i].accel, &key, &mods);
      name = gtk_accelerator_name (key, mods);
      line = g_strdup_printf ("%s %s", app_accels[i].action, name);
      g_strv_builder_add (builder, line);
    }
  return g_strv_builder_end (builder);
}

static void
nonet_application_init (NonetApplication *self)
{
  const GOptionEntry entries[] = {
    { "version", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Print the version and exit"), NULL },
    { NULL },
  };

  g_application_add_main_option_entries (G_APPLICATION (self), entries);
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[FILE]"));
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Opens FILE, a puzzle or a collection of "
                                              "puzzles (its first puzzle), in any format "
                                              "Nonet reads."));
}

static int
nonet_application_handle_local_options (GApplication *app,
                                        GVariantDict *options)
{
  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("nonet %s\n", PACKAGE_VERSION);
      g_print ("%s\n", _("Usage: nonet [FILE]"));
      return 0;
    }
  return -1;
}

static void
nonet_application_class_init (NonetApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->activate = nonet_application_activate;
  app_class->open = nonet_application_open;
  app_class->startup = nonet_application_startup;
  app_class->handle_local_options = nonet_application_handle_local_options;
}

/**
 * nonet_application_new:
 *
 * Returns: (transfer full): the application, which opens files given on
 *   the command line.
 */
NonetApplication *
nonet_application_new (void)
{
  return g_object_new (NONET_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/app/nonet/Nonet",
                       NULL);
}
