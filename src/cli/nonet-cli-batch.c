/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-cli-batch.c: the batch runner of nonet-cli (see nonet-cli-batch.h). */

#include "config.h"

#include <stdio.h>

#include <glib/gi18n.h>

#include "nonet-cli.h"
#include "nonet-cli-batch.h"
#include "nonet-errors.h"
#include "nonet-load.h"
#include "nonet-names.h"

/* Puzzles read at a time: large enough that starting threads costs nothing
 * next to the work, small enough that the output of one chunk stays small
 * (4096 solutions are 336 kB) and a huge file streams. */
#define CHUNK_SIZE 4096

/* The work of one thread: a contiguous slice of a chunk. */
typedef struct
{
  const NonetCliBatch *batch;
  const NonetCliItem  *items;
  guint                n_items;
  NonetCliSink        *sink;
} Slice;

/**
 * nonet_cli_sink_init:
 * @sink: a sink to set up
 * @separate: whether records are multi-line and need a blank line between them
 */
void
nonet_cli_sink_init (NonetCliSink *sink,
                     gboolean      separate)
{
  sink->out = g_string_sized_new (64 * 1024);
  sink->err = g_string_new (NULL);
  sink->n_failed = 0;
  sink->separate = separate;
  sink->scratch = NULL;
}

/**
 * nonet_cli_sink_clear:
 * @sink: a sink
 * @free_scratch: (nullable): frees the work function's scratch data
 */
void
nonet_cli_sink_clear (NonetCliSink   *sink,
                      GDestroyNotify  free_scratch)
{
  if (sink->out != NULL)
    g_string_free (sink->out, TRUE);
  if (sink->err != NULL)
    g_string_free (sink->err, TRUE);
  if (free_scratch != NULL && sink->scratch != NULL)
    free_scratch (sink->scratch);
  sink->out = sink->err = NULL;
  sink->scratch = NULL;
}

/**
 * nonet_cli_sink_begin_record:
 * @sink: a sink
 *
 * Starts one record of output. Multi-line records get a blank line before
 * them; the writer drops the blank line of the very first record, so the
 * output has one between each two records and none at either end.
 */
void
nonet_cli_sink_begin_record (NonetCliSink *sink)
{
  if (sink->separate)
    g_string_append_c (sink->out, '\n');
}

/**
 * nonet_cli_sink_append_grid:
 * @sink: a sink
 * @grid: a grid
 * @format: a format nonet_format() writes
 *
 * Writes @grid as one record in @format, ending with a line end.
 */
void
nonet_cli_sink_append_grid (NonetCliSink    *sink,
                            const NonetGrid *grid,
                            NonetFormat      format)
{
  char buffer[4096];
  size_t length;

  nonet_cli_sink_begin_record (sink);
  length = nonet_format (grid, format, buffer, sizeof buffer);
  if (length < sizeof buffer)
    {
      g_string_append_len (sink->out, buffer, length);
    }
  else
    {
      g_autofree char *large = g_malloc (length + 1);

      nonet_format (grid, format, large, length + 1);
      g_string_append_len (sink->out, large, length);
    }
  if (length == 0 || sink->out->str[sink->out->len - 1] != '\n')
    g_string_append_c (sink->out, '\n');
}

/**
 * nonet_cli_sink_fail:
 * @sink: a sink
 * @item: the puzzle that failed
 * @error: why
 *
 * Reports a puzzle on standard error with its line: "line 12: r1c4 and r3c4
 * both hold 5", "line 3, column 7: found “x” where ... was expected".
 */
void
nonet_cli_sink_fail (NonetCliSink       *sink,
                     const NonetCliItem *item,
                     const NonetError   *error)
{
  g_autofree char *problem = nonet_error_describe_problem (error);
  guint line = error->line > 0 ? error->line : item->line;

  if (error->line > 0 && error->column > 0)
    g_string_append_printf (sink->err, _("line %u, column %u: %s\n"),
                            error->line, error->column, problem);
  else if (line > 0)
    g_string_append_printf (sink->err, _("line %u: %s\n"), line, problem);
  else
    g_string_append_printf (sink->err, "%s\n", problem);
  sink->n_failed++;
}

static void
run_slice (const Slice *slice)
{
  const NonetCliBatch *batch = slice->batch;

  for (guint i = 0; i < slice->n_items; i++)
    {
      const NonetCliItem *item = &slice->items[i];

      if (item->error.status != NONET_STATUS_OK)
        nonet_cli_sink_fail (slice->sink, item, &item->error);
      else
        batch->work (item, slice->sink, batch->user_data);
    }
}

static gpointer
slice_thread (gpointer data)
{
  run_slice (data);
  return NULL;
}

/* Splits items into n_threads contiguous slices; slice t goes to sinks[t]. */
static void
start_slices (const NonetCliBatch *batch,
              const NonetCliItem  *items,
              guint                n_items,
              NonetCliSink        *sinks,
              Slice               *slices,
              GThread            **threads)
{
  guint n_threads = MAX (batch->n_threads, 1);
  guint start = 0;

  for (guint t = 0; t < n_threads; t++)
    {
      guint end = (guint) ((guint64) n_items * (t + 1) / n_threads);

      slices[t] = (Slice) { batch, items + start, end - start, &sinks[t] };
      threads[t] = g_thread_new ("nonet-batch", slice_thread, &slices[t]);
      start = end;
    }
}

static void
join_slices (guint     n_threads,
             GThread **threads)
{
  for (guint t = 0; t < n_threads; t++)
    g_thread_join (g_steal_pointer (&threads[t]));
}

/**
 * nonet_cli_batch_map:
 * @batch: what to do
 * @items: the puzzles
 * @n_items: how many
 * @sinks: one initialized sink per thread of @batch
 *
 * Runs the batch's work on every item over its threads and waits for them.
 * Failed items are reported in the sinks. Writes nothing.
 */
void
nonet_cli_batch_map (const NonetCliBatch *batch,
                     const NonetCliItem  *items,
                     guint                n_items,
                     NonetCliSink        *sinks)
{
  guint n_threads = MAX (batch->n_threads, 1);
  g_autofree GThread **threads = NULL;
  g_autofree Slice *slices = NULL;

  if (n_threads == 1)
    {
      Slice slice = { batch, items, n_items, &sinks[0] };

      run_slice (&slice);
      return;
    }

  threads = g_new0 (GThread *, n_threads);
  slices = g_new0 (Slice, n_threads);
  start_slices (batch, items, n_items, sinks, slices, threads);
  join_slices (n_threads, threads);
}

/* Reads up to max puzzles; *done is set at the end of the text. */
static guint
read_chunk (NonetReader  *reader,
            NonetCliItem *items,
            guint         max,
            gboolean     *done)
{
  guint n = 0;

  while (n < max && !*done)
    {
      NonetCliItem *item = &items[n];
      size_t position = reader->position;
      NonetStatus status;

      nonet_error_init (&item->error, NONET_STATUS_OK);
      status = nonet_reader_next (reader, &item->grid, &item->error);
      if (status == NONET_STATUS_EMPTY)
        {
          *done = TRUE;
          break;
        }
      item->error.status = status;
      item->line = reader->puzzle_line > 0 ? reader->puzzle_line : item->error.line;
      n++;

      /* A reader that failed without moving would fail the same way forever. */
      if (status != NONET_STATUS_OK && reader->position == position)
        *done = TRUE;
    }

  return n;
}

/**
 * nonet_cli_sinks_write:
 * @sinks: sinks, in input order
 * @n_sinks: how many
 * @wrote_output: (inout): whether anything was written to standard output yet
 *
 * Writes every sink in order to standard output and standard error and
 * empties it.
 *
 * Returns: the number of puzzles the sinks reported as failed.
 */
guint
nonet_cli_sinks_write (NonetCliSink *sinks,
                       guint         n_sinks,
                       gboolean     *wrote_output)
{
  guint n_failed = 0;

  for (guint t = 0; t < n_sinks; t++)
    {
      GString *out = sinks[t].out;
      gsize skip = 0;

      if (out->len > 0)
        {
          if (sinks[t].separate && !*wrote_output && out->str[0] == '\n')
            skip = 1;
          fwrite (out->str + skip, 1, out->len - skip, stdout);
          *wrote_output = TRUE;
          g_string_truncate (out, 0);
        }
      if (sinks[t].err->len > 0)
        {
          /* Keep the two streams in step when both go to one terminal. */
          fflush (stdout);
          fwrite (sinks[t].err->str, 1, sinks[t].err->len, stderr);
          g_string_truncate (sinks[t].err, 0);
        }
      n_failed += sinks[t].n_failed;
      sinks[t].n_failed = 0;
    }

  return n_failed;
}

/**
 * nonet_cli_batch_run:
 * @batch: what to do with each puzzle
 * @text: the input
 * @stats: (out): how many puzzles were read and how many failed
 *
 * Reads every puzzle of @text, runs the batch's work on each valid one over
 * the batch's threads and writes standard output and standard error in input
 * order, one chunk at a time. Puzzles that cannot be read are reported on
 * standard error with their line. An input without any puzzle is reported
 * and counted as one failure.
 */
void
nonet_cli_batch_run (const NonetCliBatch *batch,
                     GBytes              *text,
                     NonetCliBatchStats  *stats)
{
  guint n_threads = MAX (batch->n_threads, 1);
  g_autofree NonetCliItem *buffer_a = g_new (NonetCliItem, CHUNK_SIZE);
  g_autofree NonetCliItem *buffer_b = g_new (NonetCliItem, CHUNK_SIZE);
  NonetCliItem *buffers[2] = { buffer_a, buffer_b };
  g_autofree NonetCliSink *sinks = g_new0 (NonetCliSink, n_threads);
  g_autofree GThread **threads = g_new0 (GThread *, n_threads);
  g_autofree Slice *slices = g_new0 (Slice, n_threads);
  gboolean done = FALSE, wrote_output = FALSE;
  NonetReader reader;
  gsize length = 0;
  const char *data = g_bytes_get_data (text, &length);
  guint current = 0, n;

  *stats = (NonetCliBatchStats) { 0, 0 };
  for (guint t = 0; t < n_threads; t++)
    nonet_cli_sink_init (&sinks[t], batch->separate);

  nonet_reader_init (&reader, data != NULL ? data : "", length, batch->format);
  n = read_chunk (&reader, buffers[0], CHUNK_SIZE, &done);
  while (n > 0)
    {
      guint next = 0;

      stats->n_puzzles += n;
      if (n_threads == 1)
        {
          nonet_cli_batch_map (batch, buffers[current], n, sinks);
        }
      else
        {
          /* Read the next chunk while the workers handle this one. */
          start_slices (batch, buffers[current], n, sinks, slices, threads);
          next = read_chunk (&reader, buffers[1 - current], CHUNK_SIZE, &done);
          join_slices (n_threads, threads);
        }
      stats->n_failed += nonet_cli_sinks_write (sinks, n_threads, &wrote_output);

      if (n_threads == 1)
        next = read_chunk (&reader, buffers[1 - current], CHUNK_SIZE, &done);
      current = 1 - current;
      n = next;
    }
  fflush (stdout);

  if (stats->n_puzzles == 0)
    {
      fprintf (stderr, "%s\n", _("no puzzle found in the input"));
      stats->n_failed = 1;
    }

  for (guint t = 0; t < n_threads; t++)
    nonet_cli_sink_clear (&sinks[t], batch->free_scratch);
}

/**
 * nonet_cli_batch_run_command:
 * @batch: what to do with each puzzle
 * @text: the input
 *
 * nonet_cli_batch_run() for a subcommand that handles every puzzle of its
 * input the same way.
 *
 * Returns: the subcommand's exit status: %NONET_CLI_EXIT_PUZZLE when some
 *   puzzle was reported as failed, %NONET_CLI_EXIT_OK otherwise.
 */
int
nonet_cli_batch_run_command (const NonetCliBatch *batch,
                             GBytes              *text)
{
  NonetCliBatchStats stats;

  nonet_cli_batch_run (batch, text, &stats);
  return stats.n_failed > 0 ? NONET_CLI_EXIT_PUZZLE : NONET_CLI_EXIT_OK;
}

/**
 * nonet_cli_batch_read_all:
 * @text: the input
 * @format: its format, or %NONET_FORMAT_AUTO
 * @stats: (out): how many puzzles were read and how many of them failed
 *
 * Reads every puzzle of @text, failed ones included (their error says why).
 *
 * Returns: (transfer full) (element-type NonetCliItem): the puzzles.
 */
GArray *
nonet_cli_batch_read_all (GBytes             *text,
                          NonetFormat         format,
                          NonetCliBatchStats *stats)
{
  GArray *items = g_array_new (FALSE, FALSE, sizeof (NonetCliItem));
  gboolean done = FALSE;
  NonetReader reader;
  gsize length = 0;
  const char *data = g_bytes_get_data (text, &length);

  *stats = (NonetCliBatchStats) { 0, 0 };
  nonet_reader_init (&reader, data != NULL ? data : "", length, format);
  while (!done)
    {
      guint n;

      g_array_set_size (items, items->len + CHUNK_SIZE);
      n = read_chunk (&reader, &g_array_index (items, NonetCliItem, items->len - CHUNK_SIZE),
                      CHUNK_SIZE, &done);
      g_array_set_size (items, items->len - CHUNK_SIZE + n);
    }

  stats->n_puzzles = items->len;
  for (guint i = 0; i < items->len; i++)
    if (g_array_index (items, NonetCliItem, i).error.status != NONET_STATUS_OK)
      stats->n_failed++;

  return items;
}
