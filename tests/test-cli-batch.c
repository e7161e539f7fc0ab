/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-cli-batch.c: nonet-cli's batch runner as a library: numbered jobs
 * without input (what `generate --count N` builds on) and puzzles from
 * memory, in order whatever the number of threads. Each case runs in a
 * subprocess, whose standard output and error the trap compares. */

#include <string.h>

#include <glib.h>

#include "nonet-cli.h"
#include "nonet-cli-batch.h"

#define N_JOBS 1000

/* Job i prints its number; every 100th, from 7 on, fails instead. */
static void
number_job (guint64       index,
            NonetCliSink *sink,
            gpointer      user_data)
{
  if (index % 100 == 7)
    {
      g_string_append_printf (sink->err, "job %" G_GUINT64_FORMAT " failed\n", index);
      sink->n_failed++;
      return;
    }
  g_string_append_printf (sink->out, "%" G_GUINT64_FORMAT "\n", index);
}

static char *
expected_numbers (void)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < N_JOBS; i++)
    if (i % 100 != 7)
      g_string_append_printf (text, "%u\n", i);
  return g_string_free (text, FALSE);
}

static void
run_jobs (guint n_threads,
          guint per_block)
{
  NonetCliJobs jobs = { 0 };
  NonetCliBatchStats stats;
  int status;

  jobs.n_jobs = N_JOBS;
  jobs.n_threads = n_threads;
  jobs.jobs_per_block = per_block;
  jobs.run = number_job;
  status = nonet_cli_batch_run_jobs (&jobs, &stats);
  g_assert_cmpint (status, ==, NONET_CLI_EXIT_PUZZLE);
  g_assert_cmpuint (stats.n_puzzles, ==, N_JOBS);
  g_assert_cmpuint (stats.n_failed, ==, N_JOBS / 100);
  g_assert_false (stats.output_failed);
}

static void
test_jobs (void)
{
  g_autofree char *expected = expected_numbers ();
  const guint threads[] = { 1, 2, 3, 8 };
  const guint blocks[] = { 0, 1, 7, 5000 };

  for (gsize t = 0; t < G_N_ELEMENTS (threads); t++)
    for (gsize b = 0; b < G_N_ELEMENTS (blocks); b++)
      {
        g_autofree char *path = g_strdup_printf ("/cli-batch/jobs/subprocess/%u/%u",
                                                 threads[t], blocks[b]);

        g_test_trap_subprocess (path, 0, G_TEST_SUBPROCESS_DEFAULT);
        g_test_trap_assert_passed ();
        g_test_trap_assert_stdout (expected);
        g_test_trap_assert_stderr ("job 7 failed\njob 107 failed\n*job 907 failed\n");
      }
}

static void
test_jobs_subprocess (gconstpointer data)
{
  const guint *parameters = data;

  run_jobs (parameters[0], parameters[1]);
}

/* Puzzles from memory: the work function sees them in order, across blocks;
 * it marks where each block starts (a block's output starts empty). */
static void
echo_work (const NonetCliItem *item,
           NonetCliSink       *sink,
           gpointer            user_data)
{
  if (sink->out->len == 0)
    g_string_append (sink->out, "block\n");
  g_string_append_printf (sink->out, "%u %d\n", item->line, nonet_grid_count_filled (&item->grid));
}

#define N_MEMORY_PUZZLES 3000

static void
test_memory_subprocess (gconstpointer data)
{
  const guint *parameters = data;
  GString *text = g_string_new ("# comment\n");
  NonetCliBatch batch = { 0 };
  g_autoptr(GBytes) bytes = NULL;

  /* 3000 lines of 82 bytes: four blocks of the streaming reader. */
  for (int i = 0; i < N_MEMORY_PUZZLES; i++)
    {
      char line[82];

      memset (line, '.', 81);
      line[81] = '\n';
      line[i % 81] = (char) ('1' + i % 9);
      g_string_append_len (text, line, 82);
    }
  bytes = g_string_free_to_bytes (text);
  batch.format = NONET_FORMAT_AUTO;
  batch.n_threads = parameters[0];
  batch.lines_per_block = parameters[1];
  batch.work = echo_work;
  g_assert_cmpint (nonet_cli_batch_run_command (&batch, bytes), ==, NONET_CLI_EXIT_OK);
}

/* What echo_work prints: blocks are whole lines, at most 64 KiB and at most
 * lines_per_block lines (when not 0); line 1 is the 10-byte comment. */
static char *
expected_echo (guint lines_per_block)
{
  GString *expected = g_string_new (NULL);
  gsize block_bytes = 10;
  guint block_lines = 1;

  for (guint line = 2; line < N_MEMORY_PUZZLES + 2; line++)
    {
      if (block_bytes + 82 > 64 * 1024
          || (lines_per_block > 0 && block_lines == lines_per_block))
        block_bytes = block_lines = 0;
      if (line == 2 || block_lines == 0)
        g_string_append (expected, "block\n");
      block_bytes += 82;
      block_lines++;
      g_string_append_printf (expected, "%u 1\n", line);
    }
  return g_string_free (expected, FALSE);
}

static const guint lines[] = { 0, 1, 16 };

static void
test_memory (void)
{
  for (gsize l = 0; l < G_N_ELEMENTS (lines); l++)
    {
      g_autofree char *expected = expected_echo (lines[l]);

      for (guint n_threads = 1; n_threads <= 3; n_threads++)
        {
          g_autofree char *path = g_strdup_printf ("/cli-batch/memory/subprocess/%u/%u",
                                                   n_threads, lines[l]);

          g_test_trap_subprocess (path, 0, G_TEST_SUBPROCESS_DEFAULT);
          g_test_trap_assert_passed ();
          g_test_trap_assert_stdout (expected);
          g_test_trap_assert_stderr ("");
        }
    }
}

int
main (int    argc,
      char **argv)
{
  static const guint threads[] = { 1, 2, 3, 8 };
  static const guint blocks[] = { 0, 1, 7, 5000 };
  static guint parameters[4][4][2];
  static guint memory_parameters[3][3][2];

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli-batch/jobs", test_jobs);
  for (gsize t = 0; t < G_N_ELEMENTS (threads); t++)
    for (gsize b = 0; b < G_N_ELEMENTS (blocks); b++)
      {
        g_autofree char *path = g_strdup_printf ("/cli-batch/jobs/subprocess/%u/%u",
                                                 threads[t], blocks[b]);

        parameters[t][b][0] = threads[t];
        parameters[t][b][1] = blocks[b];
        g_test_add_data_func (path, parameters[t][b], test_jobs_subprocess);
      }
  g_test_add_func ("/cli-batch/memory", test_memory);
  for (guint n = 1; n <= 3; n++)
    for (gsize l = 0; l < G_N_ELEMENTS (lines); l++)
      {
        g_autofree char *path = g_strdup_printf ("/cli-batch/memory/subprocess/%u/%u",
                                                 n, lines[l]);

        memory_parameters[n - 1][l][0] = n;
        memory_parameters[n - 1][l][1] = lines[l];
        g_test_add_data_func (path, memory_parameters[n - 1][l], test_memory_subprocess);
      }
  return g_test_run ();
}
