/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-solver.h: the exact solver.
 *
 * Counts solutions up to a limit (1: solve, 2: is it unique?), keeps the first
 * one, and reports the guesses it made. No allocation, no global state: any
 * number of threads may solve at once.
 */
#pragma once

#include "nonet-grid.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Returns true to ask the solver to stop; polled every few thousand nodes. */
typedef bool (*NonetCancelFunc) (void *user_data);

typedef struct
{
  unsigned        limit;        /* stop after this many solutions; 0 means 1 */
  NonetCancelFunc cancel;       /* may be NULL */
  void           *cancel_data;
} NonetSolveOptions;

typedef struct
{
  NonetStatus status;                 /* OK, CANCELLED; DUPLICATE / NO_CANDIDATE: broken grid */
  unsigned    solutions;              /* solutions found, at most the limit */
  uint64_t    guesses;                /* branches taken in the search */
  unsigned    depth;                  /* guesses on the way to the first solution */
  uint8_t     solution[NONET_CELLS];  /* the first solution, when solutions > 0 */
} NonetSolveResult;

/* Solves grid (its values; its pencil marks too when has_candidates is set). */
void nonet_solve (const NonetGrid         *grid,
                  const NonetSolveOptions *options,
                  NonetSolveResult        *result);

/* Seed 003's solve1: OK and the solution when there is exactly one; else
 * UNSOLVABLE, MULTIPLE_SOLUTIONS, DUPLICATE or NO_CANDIDATE in error. */
NonetStatus nonet_solve_unique (const NonetGrid *grid,
                                uint8_t          solution[NONET_CELLS],
                                NonetError      *error);

/* Seed 003's solve0, the shallow solve: fills naked and hidden singles into
 * grid (as placed digits) until none is left. Returns the number of cells
 * filled; sets *status to NO_CANDIDATE or DUPLICATE if it met a contradiction
 * (status may be NULL). */
int nonet_solve_singles (NonetGrid   *grid,
                         NonetStatus *status);

/* Seed 003's difficulty: the mean number of guesses the solver needs over the
 * eight rotations and reflections of the grid (0 for a puzzle singles solve). */
double nonet_estimate_difficulty (const NonetGrid *grid);

#ifdef __cplusplus
}
#endif
