/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-cli-batch.h: many puzzles (or many numbered jobs) over N threads,
 * the results written in order.
 *
 *   input --read in blocks of whole lines--> block 0, block 1, ...   (main thread)
 *                                              |        |
 *                         workers (a GThreadPool): parse and work, one sink per block
 *                                              |        |
 *   stdout / stderr  <---- blocks written in input order ----------  (main thread)
 *
 * The main thread reads the input as a stream, a block of about 64 KiB of
 * whole lines at a time, and hands each block to the pool; the workers parse
 * the block's puzzles and run the work function on each, writing into the
 * block's own sink. The main thread writes the sinks of finished blocks in
 * block order, so the output keeps the input order. At most a few blocks
 * per thread are in flight: memory stays bounded (a few MiB) whatever the
 * size of the input. With one thread there is no pool: the main thread
 * reads, works and writes each block in turn.
 *
 * The same machinery runs N numbered jobs without any input
 * (nonet_cli_batch_run_jobs(): `generate --count N` and the like): block k
 * holds jobs k * B ... k * B + B - 1, and the output comes in job order.
 *
 * Input (nonet_cli_batch_run_input()):
 * - FILE, or standard input for NULL. A regular file, a pipe or a FIFO;
 *   other special files (devices, sockets) are refused with a message.
 * - A FIFO is opened without blocking; while nobody writes to it, nonet-cli
 *   waits and says so on standard error once, after a second.
 * - A whole-text puzzle (a 9x9 grid, CSV, pencil marks ...) is read whole:
 *   such an input must fit in 1 MiB. Files of one puzzle per line have no
 *   size limit.
 * - A line longer than NONET_FORMAT_MAX_LINE is reported (line too long, or
 *   binary data) and skipped; binary data (a NUL byte) in such a line ends
 *   the reading, with exit status 2 (so `< /dev/zero` stops at once).
 * Output: a write error (a full disk, /dev/full, a closed pipe) stops the
 * work and gives a message and exit status 2.
 */
#pragma once

#include <glib.h>

#include "nonet.h"

G_BEGIN_DECLS

/* One puzzle as read: the grid, or why it could not be read. */
typedef struct
{
  NonetGrid   grid;
  NonetError  error;      /* status OK, or the reader's error */
  guint       line;       /* the first line of the puzzle in the input */
  /* For batches with fast_lines: a plain 81-cell line whose grid was not
   * checked against the rules (text points at it during the work call);
   * see nonet_cli_item_check_rules(). FALSE and NULL otherwise. */
  gboolean    unchecked;
  const char *text;
} NonetCliItem;

/* Where one block's work writes: standard output and standard error text, in order. */
typedef struct
{
  GString    *out;
  GString    *err;
  guint       n_failed;     /* puzzles reported on err */
  gboolean    separate;     /* records are multi-line: blank line between them */
  gpointer    scratch;      /* for the work function, per sink; NULL at first */
  const char *file;         /* the input's name in messages; NULL: "-" */
} NonetCliSink;

/* Works on one puzzle that was read without error. Runs on any thread: it
 * may touch only the item, the sink and read-only user_data. */
typedef void (*NonetCliWorkFunc) (const NonetCliItem *item,
                                  NonetCliSink       *sink,
                                  gpointer            user_data);

typedef struct
{
  NonetFormat       format;          /* of the input; AUTO to detect */
  guint             n_threads;       /* >= 1 */
  gboolean          separate;        /* see NonetCliSink.separate */
  NonetCliWorkFunc  work;
  gpointer          user_data;
  GDestroyNotify    free_scratch;    /* frees NonetCliSink.scratch, may be NULL */
  /* Plain 81-cell lines skip the reader and its check of the rules: for a
   * work function that meets broken grids itself (the solver reports them)
   * and then calls nonet_cli_item_check_rules(). */
  gboolean          fast_lines;
  /* A count with its rate on standard error while the batch runs, when
   * that is a terminal (nonet-cli-report.h). */
  gboolean          progress;
  /* At most this many lines a block (0: about 64 KiB of text a block): for
   * slow work (explain, rate), so that a short input still fills every thread. */
  guint             lines_per_block;
} NonetCliBatch;

/* lines_per_block for work of milliseconds a puzzle: a few hundred puzzles
 * still spread over every thread, and a block costs little beside its work. */
#define NONET_CLI_SLOW_LINES_PER_BLOCK 16

typedef struct
{
  guint    n_puzzles;      /* read, valid or not (or jobs run) */
  guint    n_failed;       /* reported as errors */
  gboolean input_failed;   /* the input could not be read (reported) */
  gboolean output_failed;  /* writing failed (reported) */
} NonetCliBatchStats;

/* Runs job index (0 ... n_jobs - 1) writing into sink; any thread. */
typedef void (*NonetCliJobFunc) (guint64       index,
                                 NonetCliSink *sink,
                                 gpointer      user_data);

typedef struct
{
  guint64          n_jobs;
  guint            n_threads;        /* >= 1 */
  guint            jobs_per_block;   /* 0: 64 */
  gboolean         separate;
  NonetCliJobFunc  run;
  gpointer         user_data;
  GDestroyNotify   free_scratch;
  /* May be NULL; when it returns TRUE no further block is started (Ctrl+C):
   * the jobs already handed out finish and are written, in order. */
  gboolean       (*stop) (gpointer user_data);
  gboolean         progress;         /* as NonetCliBatch.progress, "N of n_jobs" */
} NonetCliJobs;

int       nonet_cli_batch_run_input  (const NonetCliBatch *batch,
                                      const char          *path);
int       nonet_cli_batch_run_jobs   (const NonetCliJobs  *jobs,
                                      NonetCliBatchStats  *stats);
int       nonet_cli_batch_exit_status (const NonetCliBatchStats *stats);

void      nonet_cli_batch_run        (const NonetCliBatch *batch,
                                      GBytes              *text,
                                      NonetCliBatchStats  *stats);
int       nonet_cli_batch_run_command (const NonetCliBatch *batch,
                                      GBytes              *text);

GArray   *nonet_cli_batch_read_all   (GBytes              *text,
                                      NonetFormat          format,
                                      NonetCliBatchStats  *stats);
void      nonet_cli_batch_map        (const NonetCliBatch *batch,
                                      const NonetCliItem  *items,
                                      guint                n_items,
                                      NonetCliSink        *sinks);

guint     nonet_cli_sinks_write      (NonetCliSink        *sinks,
                                      guint                n_sinks,
                                      gboolean            *wrote_output);

void      nonet_cli_sink_init        (NonetCliSink        *sink,
                                      gboolean             separate);
void      nonet_cli_sink_clear       (NonetCliSink        *sink,
                                      GDestroyNotify       free_scratch);
void      nonet_cli_sink_begin_record (NonetCliSink       *sink);
void      nonet_cli_sink_append_grid (NonetCliSink       *sink,
                                      const NonetGrid    *grid,
                                      NonetFormat         format);
void      nonet_cli_sink_fail        (NonetCliSink        *sink,
                                      const NonetCliItem  *item,
                                      const NonetError    *error);
void      nonet_cli_sink_fail_at     (NonetCliSink        *sink,
                                      guint                line,
                                      guint                column,
                                      const char          *message);
gboolean  nonet_cli_item_check_rules (const NonetCliItem  *item,
                                      NonetError          *error);

G_END_DECLS
