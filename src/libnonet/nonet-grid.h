/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-grid.h: cells, houses, candidate masks, the grid value and errors.
 *
 * Cells are numbered 0..80 row-major (r1c1 = 0, r9c9 = 80). Houses are
 * numbered 0..26: rows 0-8, columns 9-17, boxes 18-26 (box 0 is the top left,
 * box 8 the bottom right). A candidate mask has bit d-1 set for digit d.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define NONET_CELLS      81
#define NONET_HOUSES     27
#define NONET_DIGITS     9
#define NONET_PEERS      20
#define NONET_ALL_DIGITS 0x1ffu

typedef uint16_t NonetMask;

/* Every status the library returns. The GLib side turns them into words. */
typedef enum
{
  NONET_STATUS_OK = 0,
  /* Reading text */
  NONET_STATUS_EMPTY,              /* no puzzle in the input (or end of a batch) */
  NONET_STATUS_TOO_FEW_CELLS,      /* error.count cells found, 81 expected */
  NONET_STATUS_TOO_MANY_CELLS,     /* error.count cells found, 81 expected */
  NONET_STATUS_BAD_CHARACTER,      /* error.found at line:column; error.expected says what fits */
  NONET_STATUS_BAD_SHAPE,          /* a row of error.count cells where 9 were expected, 10x10 ... */
  NONET_STATUS_BINARY,             /* NUL or control bytes: not a text puzzle */
  NONET_STATUS_LINE_TOO_LONG,      /* a line longer than any puzzle format allows */
  NONET_STATUS_BAD_ENCODING,       /* not valid UTF-8 */
  NONET_STATUS_BAD_CANDIDATES,     /* pencil-mark cell error.cell_a lists no candidate
                                      (error.count 0), a blank among digits, or
                                      error.digit twice */
  NONET_STATUS_BAD_LIBRARY_LINE,   /* a HoDoKu library line with a malformed field */
  /* The grid */
  NONET_STATUS_DUPLICATE,          /* error.digit twice in one house: error.cell_a and cell_b */
  NONET_STATUS_NO_CANDIDATE,       /* error.cell_a is empty and has no candidate left */
  NONET_STATUS_UNSOLVABLE,         /* no solution */
  NONET_STATUS_MULTIPLE_SOLUTIONS, /* two or more solutions */
  NONET_STATUS_CANCELLED,          /* the cancel hook asked to stop */
  NONET_STATUS_INVALID_ARGUMENT,   /* a caller error (bad enum, NULL where not allowed) */
  NONET_STATUS_ENGINE_BUG,         /* a step of technique error.count contradicts the unique
                                      solution at error.cell_a, error.digit (never expected) */
} NonetStatus;

/* What the parser expected where it failed (NonetError.expected). */
typedef enum
{
  NONET_EXPECT_NOTHING = 0,
  NONET_EXPECT_CELL,        /* a digit 1-9 or a blank: . 0 - _ (or space inside a boxed grid) */
  NONET_EXPECT_DIGIT,       /* a digit 1-9 */
  NONET_EXPECT_SEPARATOR,   /* a comma (CSV) or a bar / box line */
  NONET_EXPECT_CANDIDATES,  /* a list of candidate digits 1-9 */
  NONET_EXPECT_ROW,         /* a row of 9 cells */
  NONET_EXPECT_BRACKET,     /* [ or ] of the list-of-lists form */
  NONET_EXPECT_FIELD,       /* a field of a HoDoKu library line */
} NonetExpect;

/* Where and why something failed. Unused fields are 0 (or -1 for cells). */
typedef struct
{
  NonetStatus status;
  unsigned    line;     /* 1-based line in the input, 0 when not about text */
  unsigned    column;   /* 1-based column in characters, 0 when not about text */
  int         found;    /* the offending character (a Unicode code point), -1 if none */
  NonetExpect expected;
  int         cell_a;   /* the cell involved, -1 if none */
  int         cell_b;   /* the second cell of a duplicate, -1 if none */
  int         digit;    /* the digit involved, 0 if none */
  int         count;    /* cells or row length found, for TOO_FEW/TOO_MANY/BAD_SHAPE;
                           for BAD_CANDIDATES 0 when the cell lists no candidate at all */
} NonetError;

/* The grid value: a puzzle, a position in solving, or a pencil-mark state.
 *
 * values[] holds 0 for an empty cell. given[] marks the puzzle's clues (placed
 * digits of a position are values without the given flag). candidates[] is
 * meaningful only when has_candidates is set: then it is the pencil-mark
 * state of every empty cell (and the value's bit for filled cells); without
 * it, candidates are whatever the givens and placed digits leave.
 */
typedef struct
{
  uint8_t   values[NONET_CELLS];
  uint8_t   given[NONET_CELLS];
  NonetMask candidates[NONET_CELLS];
  bool      has_candidates;
} NonetGrid;

/* The eight rotations and reflections of the square. */
typedef enum
{
  NONET_SYMMETRY_IDENTITY = 0,
  NONET_SYMMETRY_ROTATE_90,        /* clockwise */
  NONET_SYMMETRY_ROTATE_180,
  NONET_SYMMETRY_ROTATE_270,
  NONET_SYMMETRY_TRANSPOSE,        /* about the main diagonal */
  NONET_SYMMETRY_ANTI_TRANSPOSE,   /* about the anti-diagonal */
  NONET_SYMMETRY_MIRROR_ROWS,      /* top-bottom flip */
  NONET_SYMMETRY_MIRROR_COLUMNS,   /* left-right flip */
  NONET_N_SYMMETRIES
} NonetSymmetry;

/* Precomputed tables (nonet-grid.c). */
extern const uint8_t nonet_house_cells[NONET_HOUSES][9];  /* cells of each house, in order */
extern const uint8_t nonet_cell_houses[NONET_CELLS][3];   /* row, column and box house of a cell */
extern const uint8_t nonet_peers[NONET_CELLS][NONET_PEERS];

static inline int nonet_cell_row (int cell) { return cell / 9; }
static inline int nonet_cell_column (int cell) { return cell % 9; }
static inline int nonet_cell_box (int cell) { return (cell / 27) * 3 + (cell % 9) / 3; }
static inline int nonet_cell_at (int row, int column) { return row * 9 + column; }
static inline NonetMask nonet_digit_bit (int digit) { return (NonetMask) (1u << (digit - 1)); }

/* Number of digits in a mask. */
int nonet_mask_count (NonetMask mask);

/* Fills *error with status and "nothing known" for the other fields. */
void nonet_error_init (NonetError *error, NonetStatus status);

/* An empty grid: no values, no givens, no pencil marks. */
void nonet_grid_clear (NonetGrid *grid);

/* Sets the grid to the 81 values (0 empty); every value becomes a given. */
void nonet_grid_set_givens (NonetGrid *grid, const uint8_t values[NONET_CELLS]);

/* Number of filled cells, and of givens. */
int nonet_grid_count_filled (const NonetGrid *grid);
int nonet_grid_count_givens (const NonetGrid *grid);

/* The candidates that the filled cells leave for cell (its value's bit if filled),
 * further limited by the pencil marks when has_candidates is set. */
NonetMask nonet_grid_cell_candidates (const NonetGrid *grid, int cell);

/* Turns the grid into an explicit pencil-mark state: candidates of every empty
 * cell computed from the filled cells (intersected with existing marks when
 * has_candidates was already set), has_candidates set. */
void nonet_grid_fill_candidates (NonetGrid *grid);

/* Checks the rules: no digit twice in a house (DUPLICATE names both cells and
 * the digit, the first pair in cell order), no empty cell without candidates
 * (NO_CANDIDATE). Does not search for solutions. */
NonetStatus nonet_grid_validate (const NonetGrid *grid, NonetError *error);

/* True when every cell is filled and the rules hold. */
bool nonet_grid_is_solved (const NonetGrid *grid);

/* out = grid seen through a symmetry (values, givens, candidates). out may not alias grid. */
void nonet_grid_transform (const NonetGrid *grid, NonetSymmetry symmetry, NonetGrid *out);

/* Maps a cell through a symmetry, and back. */
int nonet_symmetry_map_cell (NonetSymmetry symmetry, int cell);
int nonet_symmetry_unmap_cell (NonetSymmetry symmetry, int cell);

/* out = grid with digit d replaced by map[d] (map[0] must be 0, map[1..9] a
 * permutation of 1..9). out may alias grid. */
void nonet_grid_relabel (const NonetGrid *grid, const uint8_t map[10], NonetGrid *out);

#ifdef __cplusplus
}
#endif
