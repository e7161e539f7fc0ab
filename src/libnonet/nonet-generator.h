/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-generator.h: new puzzles, and practice positions for a technique.
 *
 * A puzzle is a random complete grid with clues removed under a symmetry
 * while the solution stays unique (the exact solver counts to two). A
 * target (an SE-style range, a HoDoKu-style level, a plain label, or "needs
 * technique T") is met by rating candidates with the logic engine; targets
 * that random puzzles rarely meet are searched for around the best puzzle
 * found so far (clues moved while the solution stays unique).
 *
 * Everything depends on the seed alone: the library has its own PRNG
 * (xoshiro256**, seeded through splitmix64), so a seed gives the same
 * puzzle on every machine and in every thread. No global state.
 */
#pragma once

#include "nonet-grid.h"
#include "nonet-solver.h"
#include "nonet-step.h"
#include "nonet-logic.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Where the clues may sit: the givens are unchanged by every transform of
 * the group. Stable ids (nonet_gen_symmetry_id): "none", "rot180", "rot90"
 * (rotations by 90, 180 and 270 degrees), "diagonal" (main diagonal),
 * "antidiagonal", "mirror-h" (top-bottom mirror: the horizontal middle line
 * is the axis), "mirror-v" (left-right mirror), "dihedral" (all eight). */
typedef enum
{
  NONET_GEN_SYMMETRY_NONE = 0,
  NONET_GEN_SYMMETRY_ROT180,
  NONET_GEN_SYMMETRY_ROT90,
  NONET_GEN_SYMMETRY_DIAGONAL,
  NONET_GEN_SYMMETRY_ANTIDIAGONAL,
  NONET_GEN_SYMMETRY_MIRROR_H,
  NONET_GEN_SYMMETRY_MIRROR_V,
  NONET_GEN_SYMMETRY_DIHEDRAL,
  NONET_GEN_N_SYMMETRIES
} NonetGenSymmetry;

const char *nonet_gen_symmetry_id (NonetGenSymmetry symmetry);

/* NONET_GEN_N_SYMMETRIES when no symmetry has that id. */
NonetGenSymmetry nonet_gen_symmetry_from_id (const char *id);

/* True when the givens of grid are unchanged by every transform of symmetry. */
bool nonet_gen_symmetry_holds (const NonetGrid  *grid,
                               NonetGenSymmetry  symmetry);

typedef enum
{
  NONET_GEN_TARGET_ANY = 0,     /* any unique puzzle */
  NONET_GEN_TARGET_SE,          /* se_min <= SE <= se_max (tenths) */
  NONET_GEN_TARGET_LEVEL,       /* the HoDoKu-style level is level */
  NONET_GEN_TARGET_LABEL,       /* the plain label is label */
  NONET_GEN_TARGET_TECHNIQUE,   /* the path has a step of technique and none later in
                                   NonetTechnique order (nothing harder is needed; the
                                   three singles are always allowed) */
} NonetGenTarget;

/* The app's grades: a plain label with an SE range each (Easy 1.0-2.3,
 * Medium 2.4-3.4, Hard 3.5-6.9, Expert 7.0-8.9, Extreme 9.0 and over). */
void nonet_gen_grade_se_range (NonetLabel  grade,
                               int        *se_min,
                               int        *se_max);

/* Whether the generator can target technique: every technique but the
 * templates, the mutant fish and NONET_TECH_TRIAL. One that
 * nonet_logic_options_init leaves off (WXYZ-Wing, 3D Medusa, Aligned Pair
 * Exclusion...) is enabled at its rank while the target is built: the
 * target is then "the path with T enabled uses T, and nothing harder".
 * Some can be targeted but are rare: see nonet_gen_is_practical. */
bool nonet_gen_can_target (NonetTechnique technique);

/* Whether a practice position for technique is usually found within a few
 * seconds on one core (measured with `nonet-cli bench --mode generate
 * --only techniques`): what the app offers. */
bool nonet_gen_is_practical (NonetTechnique technique);

typedef struct
{
  uint64_t          seed;
  NonetGenSymmetry  symmetry;
  bool              minimal;       /* no given can be removed, one at a time */
  NonetGenTarget    target;
  int               se_min;        /* tenths, for TARGET_SE */
  int               se_max;
  NonetLevel        level;         /* for TARGET_LEVEL */
  NonetLabel        label;         /* for TARGET_LABEL */
  NonetTechnique    technique;     /* for TARGET_TECHNIQUE and practice */
  bool              rate;          /* rate the result even without a target */
  unsigned          max_attempts;  /* candidate puzzles tried before giving up; 0: no limit */
  NonetCancelFunc   cancel;        /* may be NULL; polled often */
  void             *cancel_data;
} NonetGenOptions;

typedef struct
{
  NonetStatus  status;                /* OK, CANCELLED, EMPTY (max_attempts reached),
                                         INVALID_ARGUMENT */
  NonetGrid    puzzle;                /* the givens */
  uint8_t      solution[NONET_CELLS];
  bool         rated;                 /* rating is filled: a target or options->rate */
  NonetRating  rating;                /* of the full path (default techniques, and the
                                         target technique) */
  unsigned     attempts;              /* candidate puzzles tried */
} NonetGenResult;

/* No target, no symmetry, not minimal, seed 0, no limit, no cancel hook. */
void nonet_gen_options_init (NonetGenOptions *options);

/* The seed of puzzle index of a run started with seed: puzzle i of a batch
 * is the same whatever the thread count or order of work. */
uint64_t nonet_gen_derive_seed (uint64_t seed,
                                uint64_t index);

/* A new puzzle for options; returns result->status. */
NonetStatus nonet_generate (const NonetGenOptions *options,
                            NonetGenResult        *result);

/* Practice for options->technique: a puzzle whose path has a step of that
 * technique, and the position just before the first one (pencil marks
 * filled as the path left them), where the engine's next step is step.
 * options->target is ignored. */
typedef struct
{
  NonetStatus  status;      /* as NonetGenResult.status */
  NonetGrid    puzzle;
  uint8_t      solution[NONET_CELLS];
  NonetGrid    position;    /* has_candidates set */
  NonetStep    step;        /* the technique's step at position */
  int          step_index;  /* its index in the puzzle's path */
  unsigned     attempts;
} NonetGenPractice;

NonetStatus nonet_generate_practice (const NonetGenOptions *options,
                                     NonetGenPractice      *practice);

/* True when no single given of grid can be removed with the solution
 * staying unique (grid must have a unique solution). */
bool nonet_gen_is_minimal (const NonetGrid *grid);

#ifdef __cplusplus
}
#endif
