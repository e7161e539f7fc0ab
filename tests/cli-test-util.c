/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-test-util.c: see cli-test-util.h. */

#include <stdarg.h>

#include "cli-test-util.h"

void
cli_run_clear (CliRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

/* Starts nonet-cli with args (NULL-terminated), standard input from
 * stdin_path (NULL: a pipe) and standard output to stdout_path (NULL: a
 * pipe); standard error is a pipe. NULL (test skipped) without a binary. */
GSubprocess *
cli_spawn (const char         *stdin_path,
           const char         *stdout_path,
           const char * const *args)
{
  const char *cli = g_getenv ("NONET_CLI");
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  GSubprocessFlags flags = G_SUBPROCESS_FLAGS_STDERR_PIPE;
  GSubprocess *process;

  if (cli == NULL || !g_file_test (cli, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("nonet-cli not found: set NONET_CLI to its path");
      return NULL;
    }
  g_ptr_array_add (argv, (char *) cli);
  for (; *args != NULL; args++)
    g_ptr_array_add (argv, (char *) *args);
  g_ptr_array_add (argv, NULL);
  if (stdin_path == NULL)
    flags |= G_SUBPROCESS_FLAGS_STDIN_PIPE;
  if (stdout_path == NULL)
    flags |= G_SUBPROCESS_FLAGS_STDOUT_PIPE;
  launcher = g_subprocess_launcher_new (flags);
  /* Untranslated messages and the OS reasons in English. */
  g_subprocess_launcher_setenv (launcher, "LC_ALL", "C.UTF-8", TRUE);
  g_subprocess_launcher_setenv (launcher, "LANGUAGE", "C", TRUE);
  if (stdin_path != NULL)
    g_subprocess_launcher_set_stdin_file_path (launcher, stdin_path);
  if (stdout_path != NULL)
    g_subprocess_launcher_set_stdout_file_path (launcher, stdout_path);
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  return process;
}

/* Writes input (may be NULL) to a process whose streams are all pipes, waits for it to exit and keeps
 * its status and output. A usage error exits before reading: give such runs
 * no input, or writing it could meet a closed pipe (SIGPIPE). */
void
cli_finish (GSubprocess *process,
            const char  *input,
            CliRun      *run)
{
  g_autoptr(GError) error = NULL;

  g_subprocess_communicate_utf8 (process, input != NULL ? input : "", NULL,
                                 &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
}

/* Runs nonet-cli with the NULL-terminated arguments, input on its standard
 * input; returns FALSE (and marks the test skipped) without a binary. */
gboolean
cli_run (CliRun     *run,
         const char *input,
         ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  const char *arg;
  va_list list;

  va_start (list, input);
  while ((arg = va_arg (list, const char *)) != NULL)
    g_ptr_array_add (args, (char *) arg);
  va_end (list);
  g_ptr_array_add (args, NULL);
  process = cli_spawn (NULL, NULL, (const char * const *) args->pdata);
  if (process == NULL)
    return FALSE;
  cli_finish (process, input, run);
  return TRUE;
}
