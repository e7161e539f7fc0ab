/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-cli.h: what the files of nonet-cli share.
 *
 * Each subcommand is one function `int nonet_cli_<name> (int argc, char **argv)`
 * in its own file (argv[0] is the subcommand's name) that returns the exit
 * status; main() finds it in the table of nonet-cli.c. Adding a subcommand is:
 * a new nonet-cli-<name>.c, its declaration here, one row in that table, one
 * line in meson.build.
 */
#pragma once

#include <glib.h>
#include <glib/gi18n.h>

#include "nonet.h"
#include "nonet-errors.h"
#include "nonet-load.h"
#include "nonet-names.h"
#include "nonet-cli-report.h"

G_BEGIN_DECLS

/* The exit statuses of the contract (DESIGN §4). */
enum
{
  NONET_CLI_EXIT_OK = 0,      /* every puzzle handled */
  NONET_CLI_EXIT_PUZZLE = 1,  /* some puzzle invalid, unsolvable or not unique */
  NONET_CLI_EXIT_USAGE = 2,   /* bad usage, or the input could not be read */
};

typedef int (*NonetCliCommandFunc) (int    argc,
                                    char **argv);

typedef struct
{
  const char          *name;
  const char          *summary;   /* N_(): one line for `nonet-cli --help` */
  NonetCliCommandFunc  run;
} NonetCliCommand;

int             nonet_cli_solve            (int           argc,
                                            char        **argv);
int             nonet_cli_convert          (int           argc,
                                            char        **argv);
int             nonet_cli_bench            (int           argc,
                                            char        **argv);
/* bench --mode generate (nonet-cli-bench-generate.c); items may be NULL. */
int             nonet_cli_bench_generate   (GArray       *items,
                                            const char   *only,
                                            int           count,
                                            guint         threads);
int             nonet_cli_check_library    (int           argc,
                                            char        **argv);
int             nonet_cli_explain          (int           argc,
                                            char        **argv);
int             nonet_cli_rate             (int           argc,
                                            char        **argv);
int             nonet_cli_generate         (int           argc,
                                            char        **argv);

/* Helpers of nonet-cli.c for every subcommand. */
GOptionContext *nonet_cli_context_new      (const char   *command,
                                            const char   *parameter,
                                            const char   *summary,
                                            const char   *description,
                                            const GOptionEntry *entries);
gboolean        nonet_cli_parse_options    (GOptionContext *context,
                                            const char   *command,
                                            int          *argc,
                                            char       ***argv);
int             nonet_cli_usage_error      (const char   *command,
                                            const char   *format,
                                            ...) G_GNUC_PRINTF (2, 3);
gboolean        nonet_cli_check_threads    (const char   *command,
                                            int          *threads);
const char     *nonet_cli_take_input_path  (const char   *command,
                                            int           argc,
                                            char        **argv,
                                            gboolean      required,
                                            gboolean     *ok);
GBytes         *nonet_cli_load_input       (const char   *path);

/* Option entries that several subcommands share. */
#define NONET_CLI_THREADS_ENTRY(variable) \
  { "threads", 't', 0, G_OPTION_ARG_INT, (variable), \
    N_("Use N threads (default: all processors)"), N_("N") }

G_END_DECLS
