/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-test-util.h: running nonet-cli (its path in NONET_CLI) from a test and
 * collecting what it wrote, shared by the cli suite's programs. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct
{
  int   status;
  char *out;
  char *err;
} CliRun;

void         cli_run_clear (CliRun             *run);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliRun, cli_run_clear)

GSubprocess *cli_spawn     (const char         *stdin_path,
                            const char         *stdout_path,
                            const char * const *args);
void         cli_finish    (GSubprocess        *process,
                            const char         *input,
                            CliRun             *run);
gboolean     cli_run       (CliRun             *run,
                            const char         *input,
                            ...) G_GNUC_NULL_TERMINATED;

G_END_DECLS
