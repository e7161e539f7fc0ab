/* SPDX-License-Identifier: GPL-3.0-or-later */
/* main.c: gettext, then the application. */
#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>

#include "nonet-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(NonetApplication) app = NULL;
  GSettingsSchemaSource *source;
  GSettingsSchema *schema = NULL;

  setlocale (LC_ALL, "");
  /* NONET_LOCALEDIR lets an uninstalled build find its translations
   * (meson puts them in <build>/po). */
  bindtextdomain (GETTEXT_PACKAGE,
                  g_getenv ("NONET_LOCALEDIR") ? g_getenv ("NONET_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* Without its schema GSettings would abort: say what to do instead. */
  source = g_settings_schema_source_get_default ();
  if (source == NULL || (schema = g_settings_schema_source_lookup (source, APPLICATION_ID,
                                                                    TRUE)) == NULL)
    {
      g_printerr (_("Nonet’s settings schema %s is not installed. From a build folder, run "
                    "with GSETTINGS_SCHEMA_DIR=<build>/data (build-aux/run does).\n"),
                  APPLICATION_ID);
      return 1;
    }
  g_settings_schema_unref (schema);

  app = nonet_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
