/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-application.h: the AdwApplication: app.* actions, app
 * accelerators, opening files given on the command line. AdwApplication
 * loads style.css and follows the desktop's light or dark style. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define NONET_TYPE_APPLICATION (nonet_application_get_type ())

G_DECLARE_FINAL_TYPE (NonetApplication, nonet_application, NONET, APPLICATION, AdwApplication)

NonetApplication *nonet_application_new      (void);

/* "action accelerator" for every app accelerator (app.quit ...). */
GStrv             nonet_application_list_accels (void);

/* The example puzzle of a first run (the New York Times "hard" puzzle of
 * 2024-09-03), 81 characters. */
extern const char nonet_example_puzzle[];

G_END_DECLS
