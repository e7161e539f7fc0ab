/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-application.h: the GtkApplication: app.* actions, accelerators,
 * the style sheet, opening files given on the command line. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define NONET_TYPE_APPLICATION (nonet_application_get_type ())

G_DECLARE_FINAL_TYPE (NonetApplication, nonet_application, NONET, APPLICATION, GtkApplication)

NonetApplication *nonet_application_new      (void);

/* Loads style.css from the resources for the default display, once. The
 * application calls it at startup; tests that build widgets alone call it. */
void              nonet_application_load_css (void);

/* Marks the start of the NONET_BENCH timings; main() calls it first. */
void              nonet_application_bench_start (void);

/* The example puzzle of a first run (the New York Times "hard" puzzle of
 * 2024-09-03), 81 characters. */
extern const char nonet_example_puzzle[];

G_END_DECLS
