/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-cli-path.h: what explain, rate and bench --mode explain share: the
 * logical path of one puzzle and its ratings, as text and JSON. */
#pragma once

#include <stdio.h>


#include "nonet-cli-batch.h"

G_BEGIN_DECLS

/* What building a puzzle's path gave. */
typedef enum
{
  NONET_CLI_PATH_FAILED,      /* broken or without solution: reported on the sink */
  NONET_CLI_PATH_NOT_UNIQUE,  /* several solutions: reported on the sink, no path built */
  NONET_CLI_PATH_BUILT,       /* path and rating filled */
} NonetCliPathResult;

/* Builds the path of item into path and rates it. A puzzle with several
 * solutions stops early: the exact solver sees it before any technique
 * runs (a path without uniqueness techniques could take seconds). */
NonetCliPathResult nonet_cli_path_build (const NonetCliItem *item,
                                         NonetCliSink       *sink,
                                         NonetPath          *path,
                                         NonetRating        *rating);

/* {"puzzle":"<81>","unique":false}: the JSON record of a puzzle with
 * several solutions (explain and rate), newline included. */
void      nonet_cli_json_not_unique   (GString            *out,
                                       const NonetCliItem *item);

/* The 81-character line of a grid's values ("." for empty cells). */
void      nonet_cli_grid_line         (const NonetGrid    *grid,
                                       char                line[NONET_CELLS + 1]);

/* SE tenths as "7.1". */
char     *nonet_cli_se_text           (int                 se_tenths);

/* This thread's CPU time in nanoseconds: what a busy machine does not distort. */
guint64   nonet_cli_thread_cpu_ns     (void);

/* Time per technique over many paths (rate --profile). */
typedef struct
{
  guint64 searches[NONET_N_TECHNIQUES];
  guint64 found[NONET_N_TECHNIQUES];
  guint64 ns[NONET_N_TECHNIQUES];
  guint64 start_ns;
} NonetCliProfile;

/* Like nonet_cli_path_build, and adds the technique times to profile (may
 * be NULL): those of the path, or with of_rating those of the SE rating's
 * own walk; se_exact: the SE rating as serate gives it, nesting levels
 * and all (see NonetLogicOptions.se_exact). */
NonetCliPathResult nonet_cli_path_build_profiled (const NonetCliItem *item,
                                         NonetCliSink       *sink,
                                         NonetPath          *path,
                                         NonetRating        *rating,
                                         NonetCliProfile    *profile,
                                         gboolean            of_rating,
                                         gboolean            se_exact);
void      nonet_cli_profile_add       (NonetCliProfile       *total,
                                       const NonetCliProfile *part);
/* The table, slowest technique first, on stream. */
void      nonet_cli_profile_print     (const NonetCliProfile *profile,
                                       FILE                  *stream);

/* What bench --mode explain adds up over its paths. */
typedef struct
{
  guint64 solved;      /* paths that logic alone solves */
  guint64 steps;       /* steps of all paths */
  guint64 cpu_ns;      /* thread CPU time: paths and both ratings */
  guint64 rating_ns;   /* of which the ratings (the SE rating's own walk) */
} NonetCliBenchPaths;

/* bench --mode explain: builds and rates the path of item, adding to paths. */
void      nonet_cli_path_bench        (const NonetCliItem *item,
                                       NonetCliSink       *sink,
                                       NonetCliBenchPaths *paths);
/* Prints the explain figures: ms/path (wall and CPU), the ratings' share
 * of the CPU time, solved by logic, steps/path. */
void      nonet_cli_path_bench_figures (guint                     n_puzzles,
                                        double                    seconds,
                                        const NonetCliBenchPaths *paths);

G_END_DECLS
