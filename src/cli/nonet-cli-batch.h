/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-cli-batch.h: read many puzzles, work on them over N threads, write
 * the results in input order.
 *
 *   text --NonetReader--> chunk of items --split over threads--> one sink per thread
 *                                                                     |
 *   stdout / stderr  <------------- sinks written in thread order ----+
 *
 * The main thread reads the next chunk while the workers handle the current
 * one. Each worker takes a contiguous slice of the chunk and writes into its
 * own sink, so writing the sinks one after the other keeps the input order.
 * With one thread, everything happens on the main thread.
 */
#pragma once

#include <glib.h>

#include "nonet.h"

G_BEGIN_DECLS

/* One puzzle as read: the grid, or why it could not be read. */
typedef struct
{
  NonetGrid   grid;
  NonetError  error;   /* status OK, or the reader's error */
  guint       line;    /* the first line of the puzzle in the input */
} NonetCliItem;

/* Where one worker writes: standard output and standard error text, in order. */
typedef struct
{
  GString    *out;
  GString    *err;
  guint       n_failed;     /* puzzles reported on err */
  gboolean    separate;     /* records are multi-line: blank line between them */
  gpointer    scratch;      /* for the work function, per thread; NULL at first */
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
} NonetCliBatch;

typedef struct
{
  guint n_puzzles;   /* read, valid or not */
  guint n_failed;    /* reported as errors */
} NonetCliBatchStats;

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

G_END_DECLS
