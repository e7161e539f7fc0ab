/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-gen-private.h: what the generator's files share: the PRNG, full
 * grids, symmetry orbits and the uniqueness check. */
#pragma once

#include "nonet-generator.h"

/* xoshiro256** (Blackman and Vigna's design, written from its
 * description): 256 bits of state, seeded through splitmix64 so that any
 * 64-bit seed gives a well-mixed state. */
typedef struct
{
  uint64_t s[4];
} NonetRng;

void     _nonet_rng_seed (NonetRng *rng, uint64_t seed);
uint64_t _nonet_rng_next (NonetRng *rng);
unsigned _nonet_rng_below (NonetRng *rng, unsigned n);   /* uniform in [0, n), n > 0 */
void     _nonet_rng_shuffle (NonetRng *rng, uint8_t *items, int n);

/* A uniformly shuffled complete grid (values 1-9); false when cancelled. */
bool _nonet_gen_full_grid (NonetRng *rng, uint8_t grid[NONET_CELLS]);

/* The cells that a symmetry's group keeps together: orbit i is
 * cells[start[i]] .. cells[start[i + 1] - 1]; orbit_of[cell] is its orbit. */
typedef struct
{
  int     n_orbits;
  uint8_t start[NONET_CELLS + 1];
  uint8_t cells[NONET_CELLS];
  uint8_t orbit_of[NONET_CELLS];
} NonetOrbits;

void _nonet_gen_orbits (NonetGenSymmetry symmetry, NonetOrbits *orbits);

/* 1 when values (0 for blanks) have exactly one solution, 0 when not,
 * -1 when the cancel hook asked to stop. */
int _nonet_gen_unique (const uint8_t          values[NONET_CELLS],
                       const NonetGenOptions *options);
