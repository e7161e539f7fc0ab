/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-gen-grid.c: the generator's PRNG, random complete grids, symmetry
 * orbits and the uniqueness check.
 *
 * Nothing here reads a clock or a global: the same seed gives the same
 * numbers, hence the same grids, on every machine.
 */

#include <string.h>

#include "nonet-gen-private.h"

static uint64_t
splitmix64 (uint64_t *x)
{
  uint64_t z = (*x += 0x9e3779b97f4a7c15u);

  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

static inline uint64_t
rotl (uint64_t x,
      int      k)
{
  return (x << k) | (x >> (64 - k));
}

void
_nonet_rng_seed (NonetRng *rng,
                 uint64_t  seed)
{
  for (int i = 0; i < 4; i++)
    rng->s[i] = splitmix64 (&seed);
}

uint64_t
_nonet_rng_next (NonetRng *rng)
{
  uint64_t *s = rng->s;
  uint64_t result = rotl (s[1] * 5, 7) * 9;
  uint64_t t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);
  return result;
}

/* Rejection keeps it uniform: values at the top of the 64-bit range that
 * would favour small results are drawn again. */
unsigned
_nonet_rng_below (NonetRng *rng,
                  unsigned  n)
{
  uint64_t limit = UINT64_MAX - UINT64_MAX % n;
  uint64_t x;

  do
    x = _nonet_rng_next (rng);
  while (x >= limit);
  return (unsigned) (x % n);
}

void
_nonet_rng_shuffle (NonetRng *rng,
                    uint8_t  *items,
                    int       n)
{
  for (int i = n - 1; i > 0; i--)
    {
      int j = (int) _nonet_rng_below (rng, (unsigned) i + 1);
      uint8_t t = items[i];

      items[i] = items[j];
      items[j] = t;
    }
}

/**
 * nonet_gen_derive_seed:
 * Mixes the run's seed and the puzzle's index into the puzzle's own seed.
 */
uint64_t
nonet_gen_derive_seed (uint64_t seed,
                       uint64_t index)
{
  uint64_t x = seed ^ splitmix64 (&index);

  return splitmix64 (&x);
}

/* Random complete grid: depth-first fill, the cell with fewest candidates
 * first, its digits in random order. An empty grid almost never needs to
 * backtrack this way, so the cost is about 81 placements. */
typedef struct
{
  NonetRng  *rng;
  uint8_t   *grid;
  NonetMask  used[NONET_HOUSES];
} Filler;

static NonetMask
filler_candidates (const Filler *f,
                   int           cell)
{
  const uint8_t *h = nonet_cell_houses[cell];

  return NONET_ALL_DIGITS & ~(f->used[h[0]] | f->used[h[1]] | f->used[h[2]]);
}

static void
filler_set (Filler *f,
            int     cell,
            int     digit)
{
  const uint8_t *h = nonet_cell_houses[cell];
  NonetMask bit = digit ? nonet_digit_bit (digit) : nonet_digit_bit (f->grid[cell]);

  for (int i = 0; i < 3; i++)
    f->used[h[i]] ^= bit;
  f->grid[cell] = (uint8_t) digit;
}

static bool
filler_fill (Filler *f)
{
  int best = -1, best_count = 10;
  uint8_t digits[NONET_DIGITS];
  int n = 0;

  for (int cell = 0; cell < NONET_CELLS; cell++)
    if (f->grid[cell] == 0)
      {
        int count = nonet_mask_count (filler_candidates (f, cell));

        if (count < best_count)
          {
            best = cell;
            best_count = count;
          }
      }
  if (best < 0)
    return true;
  for (int d = 1; d <= NONET_DIGITS; d++)
    if (filler_candidates (f, best) & nonet_digit_bit (d))
      digits[n++] = (uint8_t) d;
  _nonet_rng_shuffle (f->rng, digits, n);
  for (int i = 0; i < n; i++)
    {
      filler_set (f, best, digits[i]);
      if (filler_fill (f))
        return true;
      filler_set (f, best, 0);
    }
  return false;
}

bool
_nonet_gen_full_grid (NonetRng *rng,
                      uint8_t   grid[NONET_CELLS])
{
  Filler f = { .rng = rng, .grid = grid };

  memset (grid, 0, NONET_CELLS);
  return filler_fill (&f);
}

/* The transforms that generate each symmetry's group. */
static const struct
{
  const char    *id;
  int            n;
  NonetSymmetry  generators[2];
} symmetries[NONET_GEN_N_SYMMETRIES] = {
  [NONET_GEN_SYMMETRY_NONE] = { "none", 0, { 0 } },
  [NONET_GEN_SYMMETRY_ROT180] = { "rot180", 1, { NONET_SYMMETRY_ROTATE_180 } },
  [NONET_GEN_SYMMETRY_ROT90] = { "rot90", 1, { NONET_SYMMETRY_ROTATE_90 } },
  [NONET_GEN_SYMMETRY_DIAGONAL] = { "diagonal", 1, { NONET_SYMMETRY_TRANSPOSE } },
  [NONET_GEN_SYMMETRY_ANTIDIAGONAL] = { "antidiagonal", 1, { NONET_SYMMETRY_ANTI_TRANSPOSE } },
  [NONET_GEN_SYMMETRY_MIRROR_H] = { "mirror-h", 1, { NONET_SYMMETRY_MIRROR_ROWS } },
  [NONET_GEN_SYMMETRY_MIRROR_V] = { "mirror-v", 1, { NONET_SYMMETRY_MIRROR_COLUMNS } },
  [NONET_GEN_SYMMETRY_DIHEDRAL] =
    { "dihedral", 2, { NONET_SYMMETRY_ROTATE_90, NONET_SYMMETRY_TRANSPOSE } },
};

/** nonet_gen_symmetry_id: the stable id, NULL for a value out of range. */
const char *
nonet_gen_symmetry_id (NonetGenSymmetry symmetry)
{
  if ((unsigned) symmetry >= NONET_GEN_N_SYMMETRIES)
    return NULL;
  return symmetries[symmetry].id;
}

/** nonet_gen_symmetry_from_id: the symmetry, NONET_GEN_N_SYMMETRIES if unknown. */
NonetGenSymmetry
nonet_gen_symmetry_from_id (const char *id)
{
  for (int i = 0; id != NULL && i < NONET_GEN_N_SYMMETRIES; i++)
    if (strcmp (symmetries[i].id, id) == 0)
      return (NonetGenSymmetry) i;
  return NONET_GEN_N_SYMMETRIES;
}

/** nonet_gen_symmetry_holds: every generator maps givens onto givens. */
bool
nonet_gen_symmetry_holds (const NonetGrid  *grid,
                          NonetGenSymmetry  symmetry)
{
  if ((unsigned) symmetry >= NONET_GEN_N_SYMMETRIES)
    return false;
  for (int g = 0; g < symmetries[symmetry].n; g++)
    for (int cell = 0; cell < NONET_CELLS; cell++)
      {
        int to = nonet_symmetry_map_cell (symmetries[symmetry].generators[g], cell);

        if ((grid->given[cell] != 0) != (grid->given[to] != 0))
          return false;
      }
  return true;
}

/* Orbits by closure: a cell's orbit is everything the generators reach from
 * it (the groups are finite, so applying generators until nothing new
 * appears reaches the whole orbit). */
void
_nonet_gen_orbits (NonetGenSymmetry  symmetry,
                   NonetOrbits      *orbits)
{
  bool seen[NONET_CELLS] = { false };
  int n_cells = 0;

  orbits->n_orbits = 0;
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      int first = n_cells;

      if (seen[cell])
        continue;
      orbits->start[orbits->n_orbits] = (uint8_t) first;
      seen[cell] = true;
      orbits->cells[n_cells++] = (uint8_t) cell;
      for (int i = first; i < n_cells; i++)
        for (int g = 0; g < symmetries[symmetry].n; g++)
          {
            int to = nonet_symmetry_map_cell (symmetries[symmetry].generators[g],
                                              orbits->cells[i]);

            if (!seen[to])
              {
                seen[to] = true;
                orbits->cells[n_cells++] = (uint8_t) to;
              }
          }
      for (int i = first; i < n_cells; i++)
        orbits->orbit_of[orbits->cells[i]] = (uint8_t) orbits->n_orbits;
      orbits->n_orbits++;
    }
  orbits->start[orbits->n_orbits] = (uint8_t) n_cells;
}

int
_nonet_gen_unique (const uint8_t          values[NONET_CELLS],
                   const NonetGenOptions *options)
{
  NonetSolveOptions solve = {
    .limit = 2, .cancel = options->cancel, .cancel_data = options->cancel_data
  };
  NonetSolveResult result;
  NonetGrid grid;

  nonet_grid_set_givens (&grid, values);
  nonet_solve (&grid, &solve, &result);
  if (result.status == NONET_STATUS_CANCELLED)
    return -1;
  return result.status == NONET_STATUS_OK && result.solutions == 1;
}
