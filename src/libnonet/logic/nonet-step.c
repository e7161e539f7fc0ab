/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-step.c: the technique table, technique sets and applying a step.
 *
 * Ratings in the table
 * --------------------
 * se_tenths: Sudoku Explainer's value where SE has the technique (Full
 * House 1.0 as SE's "last value in a house", Hidden Single 1.2 in a box and
 * 1.5 in a line (the singles family sets 1.5 on the step), Naked Single 2.3,
 * Pointing 2.6, Claiming 2.8, Naked Pair 3.0, X-Wing 3.2, Hidden Pair 3.4,
 * Naked Triple 3.6, Swordfish 3.8, Hidden Triple 4.0, XY-Wing 4.2, XYZ-Wing
 * 4.4, Unique Rectangles 4.5 (types 1, 2 and 4: SE's UniqueLoopHint) and 4.6
 * (type 3, a naked pair, the usual one), Naked Quad 5.0, Jellyfish 5.2, Hidden Quad
 * 5.4, BUG 5.6, Aligned Pair Exclusion 6.2, Forcing X-Chain 6.6, chains
 * with both cell and house links (XY-Chain among them: SE's 6.5/6.6 are
 * for chains of one kind of link only) 7.0, Nishio (contradiction)
 * forcing chains 7.5,
 * cell/house forcing chains 8.0, dynamic chains (nets) 8.5).
 * Chain-like steps add SE's length penalty (_nonet_se_length_penalty).
 *
 * Patterns SE lacks get the value of the chain SE would need for the same
 * eliminations:
 *
 *   technique                         SE equivalent                   value
 *   Locked Pair / Locked Triple       Naked Pair / Naked Triple       3.0 / 3.6
 *   Remote Pair                       XY-chain                        7.0 + length
 *   Skyscraper, 2-String Kite,
 *   Turbot Fish, Empty Rectangle,
 *   their duals                       Turbot Fish / Forcing X-Chain   6.6
 *   W-Wing                            chain on two digits (AIC)       7.0
 *   WXYZ-Wing                         Sukaku Explainer's wing series  4.6
 *   UR 5 / UR 6 / Hidden Rectangle    Unique Rectangle (types 2/3)    4.6 / 4.7 / 4.7
 *   Avoidable Rectangle 1 / 2         Unique Rectangle 1 / 2          4.5 / 4.6
 *   finned / sashimi fish 2, 3, 4     grouped X-chain                 6.6, 6.7, 6.8
 *   Franken fish 2, 3, 4              grouped X-chain                 6.6, 6.7, 6.8
 *   finned Franken fish 2, 3, 4       grouped X-chain                 6.7, 6.8, 6.9
 *   mutant fish 2, 3, 4               grouped X-chain                 7.0, 7.1, 7.2
 *   finned mutant fish 2, 3, 4, 5, 6  grouped X-chain                 7.1, 7.2, 7.3, 7.4, 7.5
 *   Simple Colors trap / wrap         Forcing X-Chain / X-Cycle       6.6 / 6.5 (+ length)
 *   Multi Colors 1 / 2                Forcing X-Chain                 6.6 (+ length)
 *   3D Medusa                         chain on several digits         7.0 (+ length)
 *   grouped Nice Loops / AIC          Nice Loop / AIC                 7.0 (+ length)
 *   Sue de Coq, ALS-XZ, ALS-XY-Wing,
 *   ALS-XY-Chain, Death Blossom       AIC with ALS nodes              7.0 (+ length)
 *   Template Set / Delete             Nishio forcing chain            7.5
 *   Trial (shown contradiction)       nested dynamic chain            9.5
 *
 * score / level: HoDoKu's default step configuration. Techniques HoDoKu
 * lacks: WXYZ-Wing hard 200, 3D Medusa unfair 260, Aligned Pair Exclusion
 * unfair 300, Trial extreme 10000 (HoDoKu's brute force).
 */

#include <string.h>

#include "nonet-logic-private.h"

#define E NONET_LEVEL_EASY
#define M NONET_LEVEL_MEDIUM
#define H NONET_LEVEL_HARD
#define U NONET_LEVEL_UNFAIR
#define X NONET_LEVEL_EXTREME
#define F(f) NONET_FAMILY_##f

/* Not static: the engine's hot loops read it through technique_info
 * (nonet-logic-private.h), without a call. */
const NonetTechniqueInfo _nonet_technique_table[NONET_N_TECHNIQUES] = {
  [NONET_TECH_FULL_HOUSE] =
    { "full-house", "0000", F (SINGLES), 10, 4, E, false },
  [NONET_TECH_NAKED_SINGLE] =
    { "naked-single", "0003", F (SINGLES), 23, 4, E, false },
  [NONET_TECH_HIDDEN_SINGLE] =
    { "hidden-single", "0002", F (SINGLES), 12, 14, E, false },
  [NONET_TECH_LOCKED_PAIR] =
    { "locked-pair", "0110", F (INTERSECTIONS), 30, 40, M, false },
  [NONET_TECH_LOCKED_TRIPLE] =
    { "locked-triple", "0111", F (INTERSECTIONS), 36, 60, M, false },
  [NONET_TECH_POINTING] =
    { "pointing", "0100", F (INTERSECTIONS), 26, 50, M, false },
  [NONET_TECH_CLAIMING] =
    { "claiming", "0101", F (INTERSECTIONS), 28, 50, M, false },
  [NONET_TECH_NAKED_PAIR] =
    { "naked-pair", "0200", F (SUBSETS), 30, 60, M, false },
  [NONET_TECH_NAKED_TRIPLE] =
    { "naked-triple", "0201", F (SUBSETS), 36, 80, M, false },
  [NONET_TECH_NAKED_QUAD] =
    { "naked-quad", "0202", F (SUBSETS), 50, 120, H, false },
  [NONET_TECH_HIDDEN_PAIR] =
    { "hidden-pair", "0210", F (SUBSETS), 34, 70, M, false },
  [NONET_TECH_HIDDEN_TRIPLE] =
    { "hidden-triple", "0211", F (SUBSETS), 40, 100, M, false },
  [NONET_TECH_HIDDEN_QUAD] =
    { "hidden-quad", "0212", F (SUBSETS), 54, 150, H, false },
  [NONET_TECH_X_WING] =
    { "x-wing", "0300", F (FISH), 32, 140, H, false },
  [NONET_TECH_SWORDFISH] =
    { "swordfish", "0301", F (FISH), 38, 150, H, false },
  [NONET_TECH_JELLYFISH] =
    { "jellyfish", "0302", F (FISH), 52, 160, H, false },
  [NONET_TECH_REMOTE_PAIR] =
    { "remote-pair", "0703", F (CHAINS), 70, 110, H, false },
  [NONET_TECH_BUG_PLUS_1] =
    { "bug-plus-1", "0610", F (UNIQUENESS), 56, 100, H, true },
  [NONET_TECH_SKYSCRAPER] =
    { "skyscraper", "0400", F (SINGLE_DIGIT), 66, 130, H, false },
  [NONET_TECH_TWO_STRING_KITE] =
    { "two-string-kite", "0401", F (SINGLE_DIGIT), 66, 150, H, false },
  [NONET_TECH_TURBOT_FISH] =
    { "turbot-fish", "0403", F (SINGLE_DIGIT), 66, 120, H, false },
  [NONET_TECH_EMPTY_RECTANGLE] =
    { "empty-rectangle", "0402", F (SINGLE_DIGIT), 66, 120, H, false },
  [NONET_TECH_DUAL_TWO_STRING_KITE] =
    { "dual-two-string-kite", "0404", F (SINGLE_DIGIT), 66, 150, H, false },
  [NONET_TECH_DUAL_EMPTY_RECTANGLE] =
    { "dual-empty-rectangle", "0405", F (SINGLE_DIGIT), 66, 120, H, false },
  [NONET_TECH_W_WING] =
    { "w-wing", "0803", F (WINGS), 70, 150, H, false },
  [NONET_TECH_XY_WING] =
    { "xy-wing", "0800", F (WINGS), 42, 160, H, false },
  [NONET_TECH_XYZ_WING] =
    { "xyz-wing", "0801", F (WINGS), 44, 180, H, false },
  [NONET_TECH_WXYZ_WING] =
    { "wxyz-wing", "", F (WINGS), 46, 200, H, false },
  [NONET_TECH_UNIQUE_RECTANGLE_1] =
    { "unique-rectangle-1", "0600", F (UNIQUENESS), 45, 100, H, true },
  [NONET_TECH_UNIQUE_RECTANGLE_2] =
    { "unique-rectangle-2", "0601", F (UNIQUENESS), 45, 100, H, true },
  [NONET_TECH_UNIQUE_RECTANGLE_3] =
    { "unique-rectangle-3", "0602", F (UNIQUENESS), 46, 100, H, true },
  [NONET_TECH_UNIQUE_RECTANGLE_4] =
    { "unique-rectangle-4", "0603", F (UNIQUENESS), 45, 100, H, true },
  [NONET_TECH_UNIQUE_RECTANGLE_5] =
    { "unique-rectangle-5", "0604", F (UNIQUENESS), 46, 100, H, true },
  [NONET_TECH_UNIQUE_RECTANGLE_6] =
    { "unique-rectangle-6", "0605", F (UNIQUENESS), 47, 100, H, true },
  [NONET_TECH_HIDDEN_RECTANGLE] =
    { "hidden-rectangle", "0606", F (UNIQUENESS), 47, 100, H, true },
  [NONET_TECH_AVOIDABLE_RECTANGLE_1] =
    { "avoidable-rectangle-1", "0607", F (UNIQUENESS), 45, 100, H, true },
  [NONET_TECH_AVOIDABLE_RECTANGLE_2] =
    { "avoidable-rectangle-2", "0608", F (UNIQUENESS), 46, 100, H, true },
  [NONET_TECH_FINNED_X_WING] =
    { "finned-x-wing", "0310", F (FISH), 66, 130, H, false },
  [NONET_TECH_SASHIMI_X_WING] =
    { "sashimi-x-wing", "0320", F (FISH), 66, 150, H, false },
  [NONET_TECH_FINNED_SWORDFISH] =
    { "finned-swordfish", "0311", F (FISH), 67, 200, U, false },
  [NONET_TECH_SASHIMI_SWORDFISH] =
    { "sashimi-swordfish", "0321", F (FISH), 67, 240, U, false },
  [NONET_TECH_FINNED_JELLYFISH] =
    { "finned-jellyfish", "0312", F (FISH), 68, 250, U, false },
  [NONET_TECH_SASHIMI_JELLYFISH] =
    { "sashimi-jellyfish", "0322", F (FISH), 68, 260, U, false },
  [NONET_TECH_SUE_DE_COQ] =
    { "sue-de-coq", "1101", F (MISC), 70, 250, U, false },
  [NONET_TECH_SIMPLE_COLORS_TRAP] =
    { "simple-colors-trap", "0500", F (COLORING), 66, 150, H, false },
  [NONET_TECH_SIMPLE_COLORS_WRAP] =
    { "simple-colors-wrap", "0501", F (COLORING), 65, 150, H, false },
  [NONET_TECH_MULTI_COLORS_1] =
    { "multi-colors-1", "0502", F (COLORING), 66, 200, H, false },
  [NONET_TECH_MULTI_COLORS_2] =
    { "multi-colors-2", "0503", F (COLORING), 66, 200, H, false },
  [NONET_TECH_MEDUSA_3D] =
    { "3d-medusa", "", F (COLORING), 70, 260, U, false },
  [NONET_TECH_X_CHAIN] =
    { "x-chain", "0701", F (CHAINS), 66, 260, U, false },
  [NONET_TECH_XY_CHAIN] =
    { "xy-chain", "0702", F (CHAINS), 70, 260, U, false },
  [NONET_TECH_NICE_LOOP_CONTINUOUS] =
    { "nice-loop-continuous", "0706", F (CHAINS), 70, 280, U, false },
  [NONET_TECH_NICE_LOOP_DISCONTINUOUS] =
    { "nice-loop-discontinuous", "0707", F (CHAINS), 70, 280, U, false },
  [NONET_TECH_AIC] =
    { "aic", "0708", F (CHAINS), 70, 280, U, false },
  [NONET_TECH_GROUPED_NICE_LOOP_CONTINUOUS] =
    { "grouped-nice-loop-continuous", "0709", F (CHAINS), 70, 300, U, false },
  [NONET_TECH_GROUPED_NICE_LOOP_DISCONTINUOUS] =
    { "grouped-nice-loop-discontinuous", "0710", F (CHAINS), 70, 300, U, false },
  [NONET_TECH_GROUPED_AIC] =
    { "grouped-aic", "0711", F (CHAINS), 70, 300, U, false },
  [NONET_TECH_ALS_XZ] =
    { "als-xz", "0901", F (ALS), 70, 300, U, false },
  [NONET_TECH_ALS_XY_WING] =
    { "als-xy-wing", "0902", F (ALS), 70, 320, U, false },
  [NONET_TECH_ALS_XY_CHAIN] =
    { "als-xy-chain", "0903", F (ALS), 70, 340, U, false },
  [NONET_TECH_DEATH_BLOSSOM] =
    { "death-blossom", "0904", F (ALS), 70, 360, U, false },
  [NONET_TECH_ALIGNED_PAIR_EXCLUSION] =
    { "aligned-pair-exclusion", "", F (MISC), 62, 300, U, false },
  [NONET_TECH_FRANKEN_X_WING] =
    { "franken-x-wing", "0330", F (FISH), 66, 300, U, false },
  [NONET_TECH_FRANKEN_SWORDFISH] =
    { "franken-swordfish", "0331", F (FISH), 67, 350, U, false },
  [NONET_TECH_FRANKEN_JELLYFISH] =
    { "franken-jellyfish", "0332", F (FISH), 68, 370, U, false },
  [NONET_TECH_FINNED_FRANKEN_X_WING] =
    { "finned-franken-x-wing", "0340", F (FISH), 67, 390, U, false },
  [NONET_TECH_FINNED_FRANKEN_SWORDFISH] =
    { "finned-franken-swordfish", "0341", F (FISH), 68, 410, U, false },
  [NONET_TECH_FINNED_FRANKEN_JELLYFISH] =
    { "finned-franken-jellyfish", "0342", F (FISH), 69, 430, U, false },
  [NONET_TECH_MUTANT_X_WING] =
    { "mutant-x-wing", "0350", F (FISH), 70, 450, X, false },
  [NONET_TECH_MUTANT_SWORDFISH] =
    { "mutant-swordfish", "0351", F (FISH), 71, 450, X, false },
  [NONET_TECH_MUTANT_JELLYFISH] =
    { "mutant-jellyfish", "0352", F (FISH), 72, 450, X, false },
  [NONET_TECH_FINNED_MUTANT_X_WING] =
    { "finned-mutant-x-wing", "0360", F (FISH), 71, 470, X, false },
  [NONET_TECH_FINNED_MUTANT_SWORDFISH] =
    { "finned-mutant-swordfish", "0361", F (FISH), 72, 470, X, false },
  [NONET_TECH_FINNED_MUTANT_JELLYFISH] =
    { "finned-mutant-jellyfish", "0362", F (FISH), 73, 470, X, false },
  [NONET_TECH_FINNED_MUTANT_SQUIRMBAG] =
    { "finned-mutant-squirmbag", "0363", F (FISH), 74, 470, X, false },
  [NONET_TECH_FINNED_MUTANT_WHALE] =
    { "finned-mutant-whale", "0364", F (FISH), 75, 470, X, false },
  [NONET_TECH_TEMPLATE_SET] =
    { "template-set", "1201", F (TEMPLATES), 75, 10000, X, false },
  [NONET_TECH_TEMPLATE_DELETE] =
    { "template-delete", "1202", F (TEMPLATES), 75, 10000, X, false },
  [NONET_TECH_FORCING_CHAIN_CONTRADICTION] =
    { "forcing-chain-contradiction", "1301", F (FORCING), 75, 500, X, false },
  [NONET_TECH_FORCING_CHAIN_VERITY] =
    { "forcing-chain-verity", "1302", F (FORCING), 80, 500, X, false },
  [NONET_TECH_FORCING_NET_CONTRADICTION] =
    { "forcing-net-contradiction", "1303", F (FORCING), 85, 700, X, false },
  [NONET_TECH_FORCING_NET_VERITY] =
    { "forcing-net-verity", "1304", F (FORCING), 85, 700, X, false },
  [NONET_TECH_TRIAL] =
    { "trial", "", F (FORCING), 95, 10000, X, false },
};

#undef E
#undef M
#undef H
#undef U
#undef X
#undef F

/**
 * nonet_technique_info:
 * Returns the table entry of a technique (names, codes, ratings); NULL for
 * a value outside the enum.
 */
const NonetTechniqueInfo *
nonet_technique_info (NonetTechnique technique)
{
  if ((int) technique < 0 || technique >= NONET_N_TECHNIQUES)
    return NULL;
  return &_nonet_technique_table[technique];
}

/**
 * nonet_technique_from_id:
 * The technique with this stable id ("x-wing"), or NONET_N_TECHNIQUES.
 */
NonetTechnique
nonet_technique_from_id (const char *id)
{
  if (id == NULL)
    return NONET_N_TECHNIQUES;
  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    if (strcmp (_nonet_technique_table[t].id, id) == 0)
      return (NonetTechnique) t;
  return NONET_N_TECHNIQUES;
}

/**
 * nonet_technique_from_code:
 * The technique with this HoDoKu code ("0300"), or NONET_N_TECHNIQUES.
 * Five-digit codes (HoDoKu's siamese fish, "03111") map to their first four
 * digits; a "-variant" suffix is ignored.
 */
NonetTechnique
nonet_technique_from_code (const char *code)
{
  char four[5];
  size_t n = 0;

  if (code == NULL)
    return NONET_N_TECHNIQUES;
  while (code[n] >= '0' && code[n] <= '9')
    n++;
  if (n != 4 && n != 5)
    return NONET_N_TECHNIQUES;
  memcpy (four, code, 4);
  four[4] = '\0';
  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    if (strcmp (_nonet_technique_table[t].code, four) == 0)
      return (NonetTechnique) t;
  return NONET_N_TECHNIQUES;
}

/* ------------------------------------------------------------------------
 * Technique sets
 * ------------------------------------------------------------------------ */

/** nonet_technique_set_all: every technique in the set. */
void
nonet_technique_set_all (NonetTechniqueSet *set)
{
  nonet_technique_set_none (set);
  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    nonet_technique_set_add (set, (NonetTechnique) t);
}

/** nonet_technique_set_none: the empty set. */
void
nonet_technique_set_none (NonetTechniqueSet *set)
{
  memset (set, 0, sizeof *set);
}

/** nonet_technique_set_add: adds one technique (out-of-range values are ignored). */
void
nonet_technique_set_add (NonetTechniqueSet *set,
                         NonetTechnique     technique)
{
  if ((int) technique < 0 || technique >= NONET_N_TECHNIQUES)
    return;
  set->bits[technique / 64] |= 1ull << (technique % 64);
}

/** nonet_technique_set_remove: removes one technique. */
void
nonet_technique_set_remove (NonetTechniqueSet *set,
                            NonetTechnique     technique)
{
  if ((int) technique < 0 || technique >= NONET_N_TECHNIQUES)
    return;
  set->bits[technique / 64] &= ~(1ull << (technique % 64));
}

/** nonet_technique_set_has: whether technique is in the set. */
bool
nonet_technique_set_has (const NonetTechniqueSet *set,
                         NonetTechnique           technique)
{
  if ((int) technique < 0 || technique >= NONET_N_TECHNIQUES)
    return false;
  return (set->bits[technique / 64] >> (technique % 64)) & 1;
}

/* ------------------------------------------------------------------------
 * Applying a step
 * ------------------------------------------------------------------------ */

/**
 * nonet_step_apply:
 * Places the step's digits (clearing them from the peers' candidates) and
 * removes its eliminations, on a pencil-mark state.
 */
void
nonet_step_apply (const NonetStep *step,
                  NonetGrid       *grid)
{
  if (!grid->has_candidates)
    nonet_grid_fill_candidates (grid);

  for (int i = 0; i < step->n_placements; i++)
    {
      int cell = step->placements[i].cell;
      int digit = step->placements[i].digit;
      NonetMask bit = nonet_digit_bit (digit);

      grid->values[cell] = (uint8_t) digit;
      grid->given[cell] = 0;
      grid->candidates[cell] = bit;
      for (int p = 0; p < NONET_PEERS; p++)
        {
          int peer = nonet_peers[cell][p];
          if (grid->values[peer] == 0)
            grid->candidates[peer] &= (NonetMask) ~bit;
        }
    }
  for (int i = 0; i < step->n_eliminations; i++)
    {
      int cell = step->eliminations[i].cell;

      if (grid->values[cell] == 0)
        grid->candidates[cell] &= (NonetMask) ~nonet_digit_bit (step->eliminations[i].digit);
    }
}
