/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-translation.c: the French catalogue built from po/fr.po is found
 * and used by the words the app shows (suite app, no display). */
#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>

#include "nonet-step-text.h"

static void
test_french (void)
{
  NonetStep step = { 0 };

  /* Words of the engine's text module and of the app itself. */
  g_assert_cmpstr (nonet_label_get_name (NONET_LABEL_EASY), ==, "Facile");
  g_assert_cmpstr (nonet_technique_get_name (NONET_TECH_HIDDEN_SINGLE), ==, "Singleton caché");
  g_assert_cmpstr (_("Sudoku board"), ==, "Grille de sudoku");
  g_assert_cmpstr (g_dpgettext2 (GETTEXT_PACKAGE, "shortcut window", "Undo"), ==, "Annuler");
  g_assert_cmpstr (g_dngettext (GETTEXT_PACKAGE, "%d step", "%d steps", 2), ==, "%d étapes");

  /* A whole sentence, built from translated parts. */
  step.technique = NONET_TECH_HIDDEN_SINGLE;
  step.n_placements = 1;
  step.placements[0].cell = 0;
  step.placements[0].digit = 5;
  step.n_houses = 1;
  step.houses[0].house = 18;
  {
    g_autofree char *sentence = nonet_step_describe (&step);

    g_test_message ("%s", sentence);
    g_assert_true (g_str_has_prefix (sentence, "Dans le bloc 1"));
  }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *po_dir = NULL;

  g_test_init (&argc, &argv, NULL);

  /* LANGUAGE is ignored in the C locale: C.UTF-8 keeps it working. */
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_setenv ("LANGUAGE", "fr", TRUE);
  setlocale (LC_ALL, "");
  po_dir = g_test_build_filename (G_TEST_BUILT, "..", "po", NULL);
  bindtextdomain (GETTEXT_PACKAGE, po_dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_add_func ("/translation/french", test_french);

  return g_test_run ();
}
