/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-logic.h: the logic engine, the solution path and its ratings.
 *
 * The engine works on a pencil-mark state (a NonetGrid with has_candidates
 * set: from the givens, or the player's own marks). It tries the techniques
 * in HoDoKu's default order (nonet_technique_at_rank) and returns the first
 * step found; for chains and
 * forcing steps, the best of those found (placements first, then most
 * eliminations, then shortest).
 */
#pragma once

#include "nonet-grid.h"
#include "nonet-solver.h"
#include "nonet-step.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Profiling hook: called before (found false) and after each technique's
 * search in find_step and the path builder, with whether it found a step.
 * The engine measures nothing itself; the caller reads its clock. */
typedef void (*NonetProfileFunc) (NonetTechnique technique,
                                  bool           done,
                                  bool           found,
                                  void          *user_data);

/* A set of techniques, one bit per NonetTechnique. */
typedef struct
{
  uint64_t bits[(NONET_N_TECHNIQUES + 63) / 64];
} NonetTechniqueSet;

/* The technique the engine tries rank-th (0 first: Full House); the order
 * is HoDoKu's default solver order. NONET_N_TECHNIQUES out of range. */
NonetTechnique nonet_technique_at_rank (int rank);

/* The rank at which the engine tries technique (the inverse of
 * nonet_technique_at_rank); NONET_N_TECHNIQUES when it is not a technique. */
int nonet_technique_rank (NonetTechnique technique);

/* The last rank of the search that tries rank: HoDoKu finds some
 * techniques in one search and takes the best step of them all (its nice
 * loops and AICs, the grouped ones, forcing chains, forcing nets), and so
 * does the engine; rank itself for the others. */
int nonet_technique_search_end (int rank);

void nonet_technique_set_all (NonetTechniqueSet *set);
void nonet_technique_set_none (NonetTechniqueSet *set);
void nonet_technique_set_add (NonetTechniqueSet *set, NonetTechnique technique);
void nonet_technique_set_remove (NonetTechniqueSet *set, NonetTechnique technique);
bool nonet_technique_set_has (const NonetTechniqueSet *set, NonetTechnique technique);

typedef struct
{
  NonetTechniqueSet techniques;   /* enabled techniques */
  bool              unique;       /* known to be unique: uniqueness techniques allowed */
  NonetCancelFunc   cancel;       /* may be NULL; polled between techniques and in long searches */
  void             *cancel_data;
  NonetProfileFunc  profile;      /* may be NULL */
  void             *profile_data;
  /* nonet_find_technique_steps: grouped nice loops and AICs are also
   * searched with HoDoKu's rules for ALS nodes in its tabling chains (its
   * option allowAlsInTablingChains; its library turns it on for the cases
   * 0709-2, 0710-3/4 and 0711-3/4): an ALS entered by a weak link on one
   * digit is locked on the others and may force a cell outside it (all its
   * candidates but one see the ALS's cells of that digit), and a chain
   * holds the ALS once, at the cell where it is entered (the lasso rule).
   * These steps come on top of the others. Off by default, as in HoDoKu;
   * find_step and the paths never use it. */
  bool              als_in_chains;
  /* nonet_find_technique_steps: list only the steps the teaching path's
   * search can take (HoDoKu's solver rules: ALS techniques link disjoint
   * sets, ALS chains run forward, forcing chains have group nodes); false
   * lists what HoDoKu's library cases expect. */
  bool              path_rules;
  /* The SE rating (nonet_path_rate_with) is serate's own: it goes through
   * Sudoku Explainer's nested chaining levels 2-5 (9.5 to 11.0 and up), and
   * among the hints of one value SE's chaining finds it takes the one with
   * the shortest chains (SE sorts them so), searching them all. Seconds on
   * the hardest puzzles. Off (the default), the SE walk stops at SE's
   * level 1 (dynamic chains plus, 9.0) and rates what needs more with our
   * own nested nets (9.5 and up), and takes the first hint it meets at
   * the value it has reached already: milliseconds; the same rating below
   * 9.5 but on some puzzles 0.1 off, and within about 1.5 above. */
  bool              se_exact;
} NonetLogicOptions;

/* All techniques enabled except Template Set/Delete and the mutant fish
 * (costly, rarely useful; HoDoKu leaves them off too), uniqueness not
 * assumed, no cancel hook. */
void nonet_logic_options_init (NonetLogicOptions *options);

/* The next step at this state. OK with *step filled; EMPTY when no enabled
 * technique applies (or the grid is solved); CANCELLED; NO_CANDIDATE or
 * DUPLICATE when the state is broken. */
NonetStatus nonet_find_step (const NonetGrid         *state,
                             const NonetLogicOptions *options,
                             NonetStep               *step);

/* "Why?" at this state: the simplest step available now (techniques in
 * order) that removes digit from cell (an elimination, another digit placed
 * in cell, or digit placed in a peer), or, with digit 0, that fills cell.
 * OK with *step filled; EMPTY when no enabled technique does; CANCELLED;
 * NO_CANDIDATE or DUPLICATE when the state is broken. */
NonetStatus nonet_find_step_for (const NonetGrid         *state,
                                 int                      cell,
                                 int                      digit,
                                 const NonetLogicOptions *options,
                                 NonetStep               *step);

/* Every step of one technique at this state (for hints, "why" and the
 * library checker), at most max_steps; returns how many were found. */
int nonet_find_technique_steps (const NonetGrid         *state,
                                NonetTechnique           technique,
                                const NonetLogicOptions *options,
                                NonetStep               *steps,
                                int                      max_steps);

/* The path: the steps from a start state to the solution. */
typedef struct
{
  NonetGrid  start;         /* the pencil-mark state the path starts from */
  NonetStep *steps;         /* owned */
  int        n_steps;
  int        capacity;
  bool       solved;        /* the path ends with every cell filled */
  bool       unique;        /* the start had exactly one solution */
  uint8_t    solution[NONET_CELLS];
} NonetPath;

void nonet_path_init (NonetPath *path);
void nonet_path_clear (NonetPath *path);   /* frees the steps */

/* Builds the path from grid (its givens and placed digits; its pencil marks
 * when has_candidates is set). Checks the grid first: DUPLICATE, UNSOLVABLE
 * and MULTIPLE_SOLUTIONS are reported in error (a puzzle with several
 * solutions still gets a path, without uniqueness techniques, and returns
 * MULTIPLE_SOLUTIONS). CANCELLED when the hook asked. ENGINE_BUG when a
 * technique made a step that contradicts the unique solution: the step is
 * not added and the path stops there (error: technique in count, the
 * candidate in cell_a and digit). OK otherwise, even when the path stops
 * unsolved (path->solved false). */
NonetStatus nonet_path_build (const NonetGrid         *grid,
                              const NonetLogicOptions *options,
                              NonetPath               *path,
                              NonetError              *error);

/* Whether step agrees with the unique solution: no placement of another
 * digit, no elimination of the solution's digit. If not, ENGINE_BUG in
 * error (technique in count, the candidate in cell_a and digit). The path
 * builder checks every step with it; so do hints. */
bool nonet_step_agrees (const NonetStep *step,
                        const uint8_t    solution[NONET_CELLS],
                        NonetError      *error);

/* The state before step index (index == n_steps: the end state). */
void nonet_path_state_at (const NonetPath *path,
                          int              index,
                          NonetGrid       *state);

/* "Why?": the index of the earliest step of the path that removes digit from
 * cell, or (digit 0) that fills cell; -1 if none. */
int nonet_path_find_cause (const NonetPath *path,
                           int              cell,
                           int              digit);

/* Ratings of a path. */
typedef enum
{
  NONET_LABEL_EASY,
  NONET_LABEL_MEDIUM,
  NONET_LABEL_HARD,
  NONET_LABEL_EXPERT,
  NONET_LABEL_EXTREME,
} NonetLabel;

typedef struct
{
  int        se_tenths;        /* SE's scale, times ten (see nonet_path_rate) */
  int        path_se_tenths;   /* the path's own hardest step on the SE scale, times ten */
  int        score;            /* HoDoKu-style score: sum of step scores */
  NonetLevel level;            /* HoDoKu-style level */
  NonetLabel label;            /* plain label for the app */
  int        technique_counts[NONET_N_TECHNIQUES];
} NonetRating;

void nonet_path_rate (const NonetPath *path,
                      NonetRating     *rating);

/* nonet_path_rate with the cancel and profile hooks of options (may be
 * NULL; its techniques are not read) in the SE walk, which takes seconds on
 * the hardest puzzles. OK, or CANCELLED with se_tenths left at
 * path_se_tenths. */
NonetStatus nonet_path_rate_with (const NonetPath         *path,
                                  const NonetLogicOptions *options,
                                  NonetRating             *rating);

/* nonet_path_rate without SE's own walk (the costly part): se_tenths is
 * the path's own hardest step, path_se_tenths. For callers that rate many
 * candidates and need the SE rating of few of them (the generator). */
void nonet_path_rate_own (const NonetPath *path,
                          NonetRating     *rating);

#ifdef __cplusplus
}
#endif
