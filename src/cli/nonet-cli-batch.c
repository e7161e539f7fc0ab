/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-cli-batch.c: the batch runner of nonet-cli (see nonet-cli-batch.h). */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "nonet-cli.h"
#include "nonet-cli-batch.h"
#include "nonet-cli-report.h"
#include "nonet-errors.h"
#include "nonet-load.h"
#include "nonet-names.h"

/* Puzzles per step of nonet_cli_batch_read_all(), which `bench` uses to
 * parse a whole file before timing; the commands stream (further down). */
#define CHUNK_SIZE 4096

/* The work of one thread of nonet_cli_batch_map(): a contiguous slice. */
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
  sink->file = NULL;
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
 * Reports a puzzle on standard error with its place, GNU style:
 * "nonet-cli: FILE:12: r1c4 and r3c4 both hold 5", "nonet-cli: FILE:3:7:
 * found “x” where ... was expected".
 */
void
nonet_cli_sink_fail (NonetCliSink       *sink,
                     const NonetCliItem *item,
                     const NonetError   *error)
{
  g_autofree char *problem = nonet_error_describe_problem (error);

  if (error->line > 0)
    nonet_cli_sink_fail_at (sink, error->line, error->column, problem);
  else
    nonet_cli_sink_fail_at (sink, item->line, 0, problem);
}

/**
 * nonet_cli_sink_fail_at:
 * @sink: a sink
 * @line: the puzzle's line, 0 when unknown
 * @column: 0 when unknown
 * @message: what is wrong, translated
 *
 * Reports a failure at a place of the sink's input and counts it.
 */
void
nonet_cli_sink_fail_at (NonetCliSink *sink,
                        guint         line,
                        guint         column,
                        const char   *message)
{
  nonet_cli_append_error (sink->err, nonet_cli_input_name (sink->file), line, column, message);
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

/* ---- Streaming: blocks of whole lines, a pool, ordered output -------------- */

/* Text per block: about 800 puzzle lines, a few milliseconds of solving. */
#define BLOCK_BYTES (64 * 1024)
/* A whole-text puzzle (9x9 grid, CSV ...) is read whole up to this size. */
#define WHOLE_TEXT_MAX (1024 * 1024)
/* Blocks in flight per thread: enough to keep every worker busy while the
 * main thread writes, few enough to bound memory. */
#define BLOCKS_PER_THREAD 3
#define JOBS_PER_BLOCK 64

/* Where the text comes from: a file descriptor read in pieces, or memory. */
typedef struct
{
  const char  *name;         /* for messages */
  int          fd;           /* -1 for memory */
  gboolean     fifo;
  gboolean     waited;       /* the FIFO notice was given, or data came */
  GByteArray  *pending;      /* read from fd, from start on not handed out yet */
  gsize        start;
  const char  *memory;
  gsize        memory_length;
  gboolean     eof;
  gboolean     failed;       /* a read error or binary data, reported */
  gboolean     skipping;     /* dropping the rest of a line too long to read */
  gboolean     whole;        /* one whole-text puzzle: one block */
  guint        max_lines;    /* lines a block at most; 0: no limit */
  guint        line;         /* the line of the next byte handed out */
} Source;

/* One unit of work: whole lines of text, or a range of job numbers, and the
 * sink its results go to. */
typedef struct
{
  const char *text;
  gsize       length;
  GByteArray *own;           /* holds text for a file descriptor source */
  guint       first_line;
  guint64     first_job;
  guint64     n_jobs;
  NonetCliSink sink;
  guint       n_items;
  gboolean    done;          /* under Pipeline.lock */
} Block;

typedef struct
{
  const NonetCliBatch *batch;     /* puzzles, or */
  const NonetCliJobs  *jobs;      /* numbered jobs */
  NonetReader          proto;     /* the format found at the start */
  gboolean             whole;     /* the input is one whole-text puzzle */
  const char          *file;      /* the input's name in messages */
  NonetCliProgress     progress;
  GMutex               lock;
  GCond                finished;
} Pipeline;

/* "nonet-cli: FILE: No such file or directory", as cat says it. */
static void
report_errno (const char *name,
              int         saved_errno)
{
  nonet_cli_error (name, 0, 0, "%s", g_strerror (saved_errno));
}

/* Opens FILE (NULL: standard input). FALSE after the reason was printed. */
static gboolean
source_open (Source     *source,
             const char *path)
{
  struct stat info;

  memset (source, 0, sizeof *source);
  source->name = nonet_cli_input_name (path);
  source->pending = g_byte_array_new ();
  source->line = 1;
  source->fd = STDIN_FILENO;
  if (path == NULL)
    return TRUE;

  /* Without O_NONBLOCK, opening a FIFO that nobody writes blocks for good. */
  source->fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NONBLOCK, 0);
  if (source->fd < 0)
    {
      report_errno (path, errno);
      return FALSE;
    }
  if (fstat (source->fd, &info) != 0 || S_ISDIR (info.st_mode))
    {
      report_errno (path, S_ISDIR (info.st_mode) ? EISDIR : errno);
      return FALSE;
    }
  if (!S_ISREG (info.st_mode) && !S_ISFIFO (info.st_mode))
    {
      nonet_cli_error (path, 0, 0, "%s", _("not a regular file or a pipe"));
      return FALSE;
    }
  source->fifo = S_ISFIFO (info.st_mode);
  if (!source->fifo)
    fcntl (source->fd, F_SETFL, fcntl (source->fd, F_GETFL) & ~O_NONBLOCK);
  return TRUE;
}

static void
source_init_memory (Source     *source,
                    GBytes     *text)
{
  gsize length = 0;
  const char *data = text != NULL ? g_bytes_get_data (text, &length) : NULL;

  memset (source, 0, sizeof *source);
  source->fd = -1;
  source->memory = data != NULL ? data : "";
  source->memory_length = data != NULL ? length : 0;
  source->eof = TRUE;
  source->line = 1;
}

static void
source_close (Source *source)
{
  if (source->fd > STDIN_FILENO)
    close (source->fd);
  if (source->pending != NULL)
    g_byte_array_unref (source->pending);
}

/* read() that waits on a FIFO with poll(), saying so once when nothing
 * comes for a second. */
static gssize
source_read (Source *source,
             guint8 *buffer,
             gsize   size)
{
  for (;;)
    {
      gssize n;

      if (source->fifo)
        {
          struct pollfd poll_fd = { source->fd, POLLIN, 0 };
          int ready = poll (&poll_fd, 1, source->waited ? -1 : 1000);

          if (ready == 0)
            {
              nonet_cli_error (source->name, 0, 0, "%s",
                               _("waiting: nobody has written to it yet"));
              source->waited = TRUE;
              continue;
            }
          if (ready < 0 && errno == EINTR)
            continue;
        }
      n = read (source->fd, buffer, size);
      if (n < 0 && (errno == EINTR || errno == EAGAIN))
        continue;
      if (n > 0)
        source->waited = TRUE;
      return n;
    }
}

/* Makes at least want bytes available unless the input ends first;
 * *data and *available say what there is. */
static void
source_peek (Source      *source,
             gsize        want,
             const char **data,
             gsize       *available)
{
  GByteArray *pending = source->pending;
  gsize have;

  if (source->fd < 0)
    {
      *data = source->memory + source->start;
      *available = source->memory_length - source->start;
      return;
    }
  have = pending->len - source->start;
  while (have < want && !source->eof)
    {
      gsize chunk = MAX (want - have, BLOCK_BYTES), old;
      gssize n;

      if (source->start > 0)
        {
          memmove (pending->data, pending->data + source->start, have);
          g_byte_array_set_size (pending, (guint) have);
          source->start = 0;
        }
      old = pending->len;
      g_byte_array_set_size (pending, (guint) (old + chunk));
      n = source_read (source, pending->data + old, chunk);
      g_byte_array_set_size (pending, (guint) (old + MAX (n, 0)));
      if (n < 0)
        {
          report_errno (source->name, errno);
          source->failed = TRUE;
        }
      if (n <= 0)
        source->eof = TRUE;
      have += (gsize) MAX (n, 0);
    }
  *data = (const char *) pending->data + source->start;
  *available = have;
}

static void
source_consume (Source *source,
                gsize   n)
{
  source->start += n;
}

static guint
count_lines (const char *text,
             gsize       length)
{
  const char *end = text + length;
  guint n = 0;

  for (const char *p = text; (p = memchr (p, '\n', (gsize) (end - p))) != NULL; p++)
    n++;
  return n;
}

/* The length of the first max_lines lines of data (all of it when shorter). */
static gsize
first_lines_length (const char *data,
                    gsize       length,
                    guint       max_lines)
{
  const char *p = data, *end = data + length;

  for (guint n = 0; n < max_lines && p < end; n++)
    {
      p = memchr (p, '\n', (gsize) (end - p));
      if (p == NULL)
        return length;
      p++;
    }
  return (gsize) (p - data);
}

/* The size of the next block: whole lines, about BLOCK_BYTES (or
 * source->max_lines lines, when fewer); a line too long for any format is
 * cut after NONET_FORMAT_MAX_LINE + 1 bytes (the reader reports it) and its
 * rest skipped. 0 at the end. */
static gsize
source_block_size (Source      *source,
                   const char **data)
{
  gsize available;

  for (;;)
    {
      const char *newline;

      source_peek (source, source->whole ? WHOLE_TEXT_MAX + 1 : BLOCK_BYTES, data, &available);
      if (available == 0 || source->whole)
        return available;
      if (source->skipping)
        {
          newline = memchr (*data, '\n', available);
          source_consume (source, newline != NULL ? (gsize) (newline - *data) + 1 : available);
          if (newline != NULL)
            {
              source->skipping = FALSE;
              source->line++;
            }
          continue;
        }
      /* The last line end in the first BLOCK_BYTES. */
      for (gsize i = MIN (available, BLOCK_BYTES); i > 0; i--)
        if ((*data)[i - 1] == '\n')
          return source->max_lines > 0 ? first_lines_length (*data, i, source->max_lines) : i;
      source_peek (source, NONET_FORMAT_MAX_LINE + 2, data, &available);
      newline = memchr (*data, '\n', available);
      if (newline != NULL)
        return (gsize) (newline - *data) + 1;
      if (available <= NONET_FORMAT_MAX_LINE)
        return available;     /* the last line, without a line end */
      source->skipping = TRUE;
      if (memchr (*data, '\0', NONET_FORMAT_MAX_LINE + 1) != NULL)
        source->failed = TRUE;     /* binary data: read no further */
      return NONET_FORMAT_MAX_LINE + 1;
    }
}

/* Hands the next block of the source to block; FALSE at the end. */
static gboolean
source_next_block (Source *source,
                   Block  *block)
{
  const char *data;
  gsize size;

  if (source->failed)
    return FALSE;
  size = source_block_size (source, &data);
  if (size == 0)
    return FALSE;
  if (source->fd < 0)
    {
      block->text = data;
    }
  else
    {
      if (block->own == NULL)
        block->own = g_byte_array_new ();
      g_byte_array_set_size (block->own, (guint) size);
      memcpy (block->own->data, data, size);
      block->text = (const char *) block->own->data;
    }
  block->length = size;
  block->first_line = source->line;
  source->line += count_lines (data, size);
  source_consume (source, size);
  return TRUE;
}

/* Looks at the start of the input: the format, and whether it is one
 * whole-text puzzle (then read whole, as one block). FALSE after an error. */
static gboolean
source_start (Source              *source,
              const NonetCliBatch *batch,
              Pipeline            *pipeline)
{
  const char *data;
  gsize available;

  source_peek (source, WHOLE_TEXT_MAX + 1, &data, &available);
  if (source->failed)
    return FALSE;
  /* Text in memory is all there already: no size limit for it. */
  nonet_reader_init (&pipeline->proto, data,
                     source->fd >= 0 ? MIN (available, WHOLE_TEXT_MAX) : available,
                     batch->format);
  pipeline->whole = pipeline->proto.whole_text;
  if (pipeline->whole && source->fd >= 0 && available > WHOLE_TEXT_MAX)
    {
      nonet_cli_error (source->name, 0, 0, "%s",
                       _("larger than 1 MiB and not one puzzle per line"));
      source->failed = TRUE;
      return FALSE;
    }
  return TRUE;
}

/* A plain line of 81 cells (digits, '.' or '0') and a line end, the common
 * case, read without the reader and its check of the rules. */
static gboolean
read_fast_line (NonetReader  *reader,
                NonetCliItem *item)
{
  const char *p = reader->text + reader->position;
  NonetGrid *grid = &item->grid;

  if (reader->length - reader->position < NONET_CELLS + 1 || p[NONET_CELLS] != '\n')
    return FALSE;
  /* As nonet_grid_set_givens() would, without the copy in between. */
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      unsigned digit = (unsigned) (unsigned char) p[cell] - '0';

      if (digit > 9)
        {
          if (p[cell] != '.')
            return FALSE;
          digit = 0;
        }
      grid->values[cell] = (uint8_t) digit;
      grid->given[cell] = digit != 0;
    }
  memset (grid->candidates, 0, sizeof grid->candidates);
  grid->has_candidates = false;
  nonet_error_init (&item->error, NONET_STATUS_OK);
  item->line = reader->puzzle_line = reader->line++;
  item->unchecked = TRUE;
  item->text = p;
  reader->position += NONET_CELLS + 1;
  return TRUE;
}

/**
 * nonet_cli_item_check_rules:
 * @item: a puzzle
 * @error: (out): where the rules break, as the reader says it
 *
 * For a work function of a batch with fast_lines that met a broken grid:
 * reads the item's line again with the reader, which names the line and
 * column of the offending digit. For other items, nonet_grid_validate().
 *
 * Returns: %TRUE when the grid follows the rules.
 */
gboolean
nonet_cli_item_check_rules (const NonetCliItem *item,
                            NonetError         *error)
{
  NonetReader reader;
  NonetGrid grid;

  if (!item->unchecked || item->text == NULL)
    return nonet_grid_validate (&item->grid, error) == NONET_STATUS_OK;
  nonet_reader_init (&reader, item->text, NONET_CELLS + 1, NONET_FORMAT_LINE);
  reader.line = item->line;
  return nonet_reader_next (&reader, &grid, error) == NONET_STATUS_OK;
}

/* Reads the puzzles of a block and works on each (any thread). */
static void
block_run_puzzles (const Pipeline *pipeline,
                   Block          *block)
{
  const NonetCliBatch *batch = pipeline->batch;
  NonetReader reader;
  NonetCliItem item;

  if (pipeline->whole)
    {
      nonet_reader_init (&reader, block->text, block->length, batch->format);
    }
  else
    {
      nonet_reader_init (&reader, block->text, block->length, pipeline->proto.format);
      reader.mixed = pipeline->proto.mixed;
      reader.line = block->first_line;
    }
  block->n_items = 0;
  for (;;)
    {
      size_t position = reader.position;
      NonetStatus status;

      if (batch->fast_lines && !pipeline->whole && read_fast_line (&reader, &item))
        {
          block->n_items++;
          batch->work (&item, &block->sink, batch->user_data);
          continue;
        }
      nonet_error_init (&item.error, NONET_STATUS_OK);
      status = nonet_reader_next (&reader, &item.grid, &item.error);
      if (status == NONET_STATUS_EMPTY)
        break;
      item.error.status = status;
      item.line = reader.puzzle_line > 0 ? reader.puzzle_line : item.error.line;
      item.unchecked = FALSE;
      item.text = NULL;
      block->n_items++;
      if (status != NONET_STATUS_OK)
        nonet_cli_sink_fail (&block->sink, &item, &item.error);
      else
        batch->work (&item, &block->sink, batch->user_data);
      /* A reader that failed without moving would fail the same way forever. */
      if (status != NONET_STATUS_OK && reader.position == position)
        break;
    }
}

static void
block_run (Block    *block,
           Pipeline *pipeline)
{
  if (pipeline->jobs != NULL)
    {
      for (guint64 i = 0; i < block->n_jobs; i++)
        pipeline->jobs->run (block->first_job + i, &block->sink, pipeline->jobs->user_data);
      block->n_items = (guint) block->n_jobs;
    }
  else
    {
      block_run_puzzles (pipeline, block);
    }
}

/* The pool's function. */
static void
block_work (gpointer data,
            gpointer user_data)
{
  Block *block = data;
  Pipeline *pipeline = user_data;

  block_run (block, pipeline);
  g_mutex_lock (&pipeline->lock);
  block->done = TRUE;
  g_cond_broadcast (&pipeline->finished);
  g_mutex_unlock (&pipeline->lock);
}

static void
report_write_error (NonetCliProgress   *progress,
                    int                 saved_errno,
                    NonetCliBatchStats *stats)
{
  nonet_cli_progress_clear (progress);
  nonet_cli_error (NULL, 0, 0, _("cannot write the output: %s"), g_strerror (saved_errno));
  stats->output_failed = TRUE;
}

/* Waits for a block and writes its sink; notes a write error. */
static void
block_write (Pipeline           *pipeline,
             Block              *block,
             gboolean           *wrote_output,
             NonetCliBatchStats *stats)
{
  g_mutex_lock (&pipeline->lock);
  while (!block->done)
    g_cond_wait (&pipeline->finished, &pipeline->lock);
  g_mutex_unlock (&pipeline->lock);

  stats->n_puzzles += block->n_items;
  if (stats->output_failed)
    {
      g_string_truncate (block->sink.out, 0);
      g_string_truncate (block->sink.err, 0);
      return;
    }
  /* Messages start on a line of their own, not after the progress. */
  if (block->sink.err->len > 0)
    nonet_cli_progress_clear (&pipeline->progress);
  stats->n_failed += nonet_cli_sinks_write (&block->sink, 1, wrote_output);
  if (ferror (stdout))
    report_write_error (&pipeline->progress, errno, stats);
  else
    nonet_cli_progress_update (&pipeline->progress, stats->n_puzzles);
}

typedef gboolean (*FillFunc) (Block    *block,
                              gpointer  data);

/* The main loop: fill a block, hand it to the pool (or run it here with one
 * thread), write finished blocks in order, at most n_blocks in flight. */
static void
pipeline_run (Pipeline           *pipeline,
              guint               n_threads,
              gboolean            separate,
              GDestroyNotify      free_scratch,
              FillFunc            fill,
              gpointer            fill_data,
              NonetCliBatchStats *stats)
{
  guint n_blocks = n_threads > 1 ? n_threads * BLOCKS_PER_THREAD : 1;
  g_autofree Block *blocks = g_new0 (Block, n_blocks);
  GThreadPool *pool = NULL;
  guint64 next = 0, written = 0;
  gboolean wrote_output = FALSE;

  g_mutex_init (&pipeline->lock);
  g_cond_init (&pipeline->finished);
  for (guint i = 0; i < n_blocks; i++)
    {
      nonet_cli_sink_init (&blocks[i].sink, separate);
      blocks[i].sink.file = pipeline->file;
    }
  if (n_threads > 1)
    pool = g_thread_pool_new (block_work, pipeline, (gint) n_threads, FALSE, NULL);

  while (!stats->output_failed)
    {
      Block *block = &blocks[next % n_blocks];

      if (next - written == n_blocks)
        block_write (pipeline, &blocks[written++ % n_blocks], &wrote_output, stats);
      if (!fill (block, fill_data))
        break;
      block->done = FALSE;
      next++;
      if (pool != NULL)
        {
          g_thread_pool_push (pool, block, NULL);
        }
      else
        {
          block_run (block, pipeline);
          block->done = TRUE;
          block_write (pipeline, block, &wrote_output, stats);
          written++;
        }
    }
  while (written < next)
    block_write (pipeline, &blocks[written++ % n_blocks], &wrote_output, stats);
  if (pool != NULL)
    g_thread_pool_free (pool, FALSE, TRUE);
  if (!stats->output_failed && fflush (stdout) != 0)
    report_write_error (&pipeline->progress, errno, stats);
  nonet_cli_progress_clear (&pipeline->progress);

  for (guint i = 0; i < n_blocks; i++)
    {
      nonet_cli_sink_clear (&blocks[i].sink, free_scratch);
      if (blocks[i].own != NULL)
        g_byte_array_unref (blocks[i].own);
    }
  g_cond_clear (&pipeline->finished);
  g_mutex_clear (&pipeline->lock);
}

static gboolean
fill_from_source (Block    *block,
                  gpointer  data)
{
  Source *source = data;

  return source_next_block (source, block);
}

/* A bigger buffer for standard output when it is not a terminal: the
 * output of a block goes out in a few large writes. */
static void
buffer_stdout (void)
{
  static char buffer[64 * 1024];
  static gboolean done;

  if (!done && !isatty (STDOUT_FILENO))
    setvbuf (stdout, buffer, _IOFBF, sizeof buffer);
  done = TRUE;
}

/* Runs a batch over a source that is open. */
static void
run_source (const NonetCliBatch *batch,
            Source              *source,
            NonetCliBatchStats  *stats)
{
  Pipeline pipeline = { 0 };

  *stats = (NonetCliBatchStats) { 0 };
  pipeline.batch = batch;
  pipeline.file = source->name;
  source->max_lines = batch->lines_per_block;
  nonet_cli_progress_init (&pipeline.progress, 0);
  pipeline.progress.enabled &= batch->progress;
  buffer_stdout ();
  if (source_start (source, batch, &pipeline))
    {
      if (pipeline.whole)
        {
          /* One block: the whole text. */
          const char *data;
          gsize available;

          source_peek (source, WHOLE_TEXT_MAX + 1, &data, &available);
          source->skipping = FALSE;
        }
      pipeline_run (&pipeline, MAX (batch->n_threads, 1), batch->separate,
                    batch->free_scratch, fill_from_source, source, stats);
    }
  stats->input_failed = source->failed;
  if (stats->n_puzzles == 0 && !stats->input_failed && !stats->output_failed)
    {
      nonet_cli_error (source->name, 0, 0, "%s", _("no puzzle found"));
      stats->n_failed = 1;
    }
}

/**
 * nonet_cli_batch_exit_status:
 * @stats: what a batch did
 *
 * Returns: %NONET_CLI_EXIT_USAGE when the input could not be read or the
 *   output not written, %NONET_CLI_EXIT_PUZZLE when some puzzle (or job)
 *   was reported as failed, %NONET_CLI_EXIT_OK otherwise.
 */
int
nonet_cli_batch_exit_status (const NonetCliBatchStats *stats)
{
  if (stats->input_failed || stats->output_failed)
    return NONET_CLI_EXIT_USAGE;
  return stats->n_failed > 0 ? NONET_CLI_EXIT_PUZZLE : NONET_CLI_EXIT_OK;
}

/**
 * nonet_cli_batch_run_input:
 * @batch: what to do with each puzzle
 * @path: (nullable): the input file; %NULL for standard input
 *
 * Streams the puzzles of @path through the batch (see the top of
 * nonet-cli-batch.h): memory stays bounded whatever the input's size.
 *
 * Returns: the subcommand's exit status (nonet_cli_batch_exit_status()).
 */
int
nonet_cli_batch_run_input (const NonetCliBatch *batch,
                           const char          *path)
{
  NonetCliBatchStats stats = { 0 };
  Source source;
  int status;

  if (!source_open (&source, path))
    {
      source_close (&source);
      return NONET_CLI_EXIT_USAGE;
    }
  run_source (batch, &source, &stats);
  status = nonet_cli_batch_exit_status (&stats);
  source_close (&source);
  return status;
}

/**
 * nonet_cli_batch_run:
 * @batch: what to do with each puzzle
 * @text: the input, in memory
 * @stats: (out): how many puzzles were read and how many failed
 *
 * Reads every puzzle of @text, runs the batch's work on each valid one over
 * the batch's threads and writes standard output and standard error in input
 * order. Puzzles that cannot be read are reported on standard error with
 * their line. An input without any puzzle is reported and counted as one
 * failure.
 */
void
nonet_cli_batch_run (const NonetCliBatch *batch,
                     GBytes              *text,
                     NonetCliBatchStats  *stats)
{
  Source source;

  source_init_memory (&source, text);
  run_source (batch, &source, stats);
  source_close (&source);
}

/**
 * nonet_cli_batch_run_command:
 * @batch: what to do with each puzzle
 * @text: the input
 *
 * nonet_cli_batch_run() for a subcommand that handles every puzzle of its
 * input the same way.
 *
 * Returns: the subcommand's exit status (nonet_cli_batch_exit_status()).
 */
int
nonet_cli_batch_run_command (const NonetCliBatch *batch,
                             GBytes              *text)
{
  NonetCliBatchStats stats;

  nonet_cli_batch_run (batch, text, &stats);
  return nonet_cli_batch_exit_status (&stats);
}

typedef struct
{
  const NonetCliJobs *jobs;
  guint64             next;
} JobCursor;

static gboolean
fill_jobs (Block    *block,
           gpointer  data)
{
  JobCursor *cursor = data;
  guint64 per_block = cursor->jobs->jobs_per_block > 0 ? cursor->jobs->jobs_per_block
                                                       : JOBS_PER_BLOCK;

  if (cursor->next >= cursor->jobs->n_jobs)
    return FALSE;
  if (cursor->jobs->stop != NULL && cursor->jobs->stop (cursor->jobs->user_data))
    return FALSE;
  block->first_job = cursor->next;
  block->n_jobs = MIN (per_block, cursor->jobs->n_jobs - cursor->next);
  cursor->next += block->n_jobs;
  return TRUE;
}

/**
 * nonet_cli_batch_run_jobs:
 * @jobs: how many, what each one does, over how many threads
 * @stats: (out) (optional): jobs run and failures reported
 *
 * Runs jobs 0 ... n_jobs - 1 over the threads, blocks of jobs_per_block
 * consecutive jobs at a time, and writes each job's sink output in job
 * order, as the puzzles of a batch. A job reports a failure by writing to
 * its sink's err and counting it in n_failed (nonet_cli_sink_fail() does
 * both for a puzzle). Memory stays bounded whatever n_jobs is.
 *
 * Returns: the exit status (nonet_cli_batch_exit_status()).
 */
int
nonet_cli_batch_run_jobs (const NonetCliJobs *jobs,
                          NonetCliBatchStats *stats)
{
  NonetCliBatchStats local = { 0 };
  Pipeline pipeline = { 0 };
  JobCursor cursor = { jobs, 0 };

  if (stats == NULL)
    stats = &local;
  *stats = (NonetCliBatchStats) { 0 };
  pipeline.jobs = jobs;
  nonet_cli_progress_init (&pipeline.progress, jobs->n_jobs);
  pipeline.progress.enabled &= jobs->progress;
  buffer_stdout ();
  pipeline_run (&pipeline, MAX (jobs->n_threads, 1), jobs->separate,
                jobs->free_scratch, fill_jobs, &cursor, stats);
  return nonet_cli_batch_exit_status (stats);
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
