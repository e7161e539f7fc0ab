/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-step.h: the techniques and the step record.
 *
 * A step is a value: which technique, what it places and removes, and what
 * the board must draw so that a person sees why (cells and candidates by
 * role, shaded houses, chain links). Fixed size, no pointers: steps are
 * copied freely between threads. The words for people are built on the GLib
 * side (src/nonet-step-text.c) from these fields alone.
 */
#pragma once

#include "nonet-grid.h"
#include "nonet-format.h"

#ifdef __cplusplus
extern "C" {
#endif

/* In the order the engine tries them, easiest first. Names, HoDoKu codes,
 * stable ids and base ratings are in nonet_technique_info(). */
typedef enum
{
  NONET_TECH_FULL_HOUSE = 0,
  NONET_TECH_NAKED_SINGLE,
  NONET_TECH_HIDDEN_SINGLE,
  NONET_TECH_LOCKED_PAIR,
  NONET_TECH_LOCKED_TRIPLE,
  NONET_TECH_POINTING,
  NONET_TECH_CLAIMING,
  NONET_TECH_NAKED_PAIR,
  NONET_TECH_NAKED_TRIPLE,
  NONET_TECH_NAKED_QUAD,
  NONET_TECH_HIDDEN_PAIR,
  NONET_TECH_HIDDEN_TRIPLE,
  NONET_TECH_HIDDEN_QUAD,
  NONET_TECH_X_WING,
  NONET_TECH_SWORDFISH,
  NONET_TECH_JELLYFISH,
  NONET_TECH_REMOTE_PAIR,
  NONET_TECH_BUG_PLUS_1,
  NONET_TECH_SKYSCRAPER,
  NONET_TECH_TWO_STRING_KITE,
  NONET_TECH_TURBOT_FISH,
  NONET_TECH_EMPTY_RECTANGLE,
  NONET_TECH_DUAL_TWO_STRING_KITE,
  NONET_TECH_DUAL_EMPTY_RECTANGLE,
  NONET_TECH_W_WING,
  NONET_TECH_XY_WING,
  NONET_TECH_XYZ_WING,
  NONET_TECH_WXYZ_WING,
  NONET_TECH_UNIQUE_RECTANGLE_1,
  NONET_TECH_UNIQUE_RECTANGLE_2,
  NONET_TECH_UNIQUE_RECTANGLE_3,
  NONET_TECH_UNIQUE_RECTANGLE_4,
  NONET_TECH_UNIQUE_RECTANGLE_5,
  NONET_TECH_UNIQUE_RECTANGLE_6,
  NONET_TECH_HIDDEN_RECTANGLE,
  NONET_TECH_AVOIDABLE_RECTANGLE_1,
  NONET_TECH_AVOIDABLE_RECTANGLE_2,
  NONET_TECH_FINNED_X_WING,
  NONET_TECH_SASHIMI_X_WING,
  NONET_TECH_FINNED_SWORDFISH,
  NONET_TECH_SASHIMI_SWORDFISH,
  NONET_TECH_FINNED_JELLYFISH,
  NONET_TECH_SASHIMI_JELLYFISH,
  NONET_TECH_SUE_DE_COQ,
  NONET_TECH_SIMPLE_COLORS_TRAP,
  NONET_TECH_SIMPLE_COLORS_WRAP,
  NONET_TECH_MULTI_COLORS_1,
  NONET_TECH_MULTI_COLORS_2,
  NONET_TECH_MEDUSA_3D,
  NONET_TECH_X_CHAIN,
  NONET_TECH_XY_CHAIN,
  NONET_TECH_NICE_LOOP_CONTINUOUS,
  NONET_TECH_NICE_LOOP_DISCONTINUOUS,
  NONET_TECH_AIC,
  NONET_TECH_GROUPED_NICE_LOOP_CONTINUOUS,
  NONET_TECH_GROUPED_NICE_LOOP_DISCONTINUOUS,
  NONET_TECH_GROUPED_AIC,
  NONET_TECH_ALS_XZ,
  NONET_TECH_ALS_XY_WING,
  NONET_TECH_ALS_XY_CHAIN,
  NONET_TECH_DEATH_BLOSSOM,
  NONET_TECH_ALIGNED_PAIR_EXCLUSION,
  NONET_TECH_FRANKEN_X_WING,
  NONET_TECH_FRANKEN_SWORDFISH,
  NONET_TECH_FRANKEN_JELLYFISH,
  NONET_TECH_FINNED_FRANKEN_X_WING,
  NONET_TECH_FINNED_FRANKEN_SWORDFISH,
  NONET_TECH_FINNED_FRANKEN_JELLYFISH,
  NONET_TECH_MUTANT_X_WING,
  NONET_TECH_MUTANT_SWORDFISH,
  NONET_TECH_MUTANT_JELLYFISH,
  NONET_TECH_FINNED_MUTANT_X_WING,
  NONET_TECH_FINNED_MUTANT_SWORDFISH,
  NONET_TECH_FINNED_MUTANT_JELLYFISH,
  NONET_TECH_FINNED_MUTANT_SQUIRMBAG,
  NONET_TECH_FINNED_MUTANT_WHALE,
  NONET_TECH_TEMPLATE_SET,
  NONET_TECH_TEMPLATE_DELETE,
  NONET_TECH_FORCING_CHAIN_CONTRADICTION,
  NONET_TECH_FORCING_CHAIN_VERITY,        /* cell or house verity */
  NONET_TECH_FORCING_NET_CONTRADICTION,
  NONET_TECH_FORCING_NET_VERITY,
  NONET_TECH_TRIAL,                       /* "r1c2=5 leads to a contradiction", shown */
  NONET_N_TECHNIQUES
} NonetTechnique;

typedef enum
{
  NONET_FAMILY_SINGLES,
  NONET_FAMILY_INTERSECTIONS,
  NONET_FAMILY_SUBSETS,
  NONET_FAMILY_FISH,
  NONET_FAMILY_SINGLE_DIGIT,
  NONET_FAMILY_WINGS,
  NONET_FAMILY_UNIQUENESS,
  NONET_FAMILY_MISC,
  NONET_FAMILY_COLORING,
  NONET_FAMILY_CHAINS,
  NONET_FAMILY_ALS,
  NONET_FAMILY_TEMPLATES,
  NONET_FAMILY_FORCING,
} NonetFamily;

/* HoDoKu's five levels. */
typedef enum
{
  NONET_LEVEL_EASY,
  NONET_LEVEL_MEDIUM,
  NONET_LEVEL_HARD,
  NONET_LEVEL_UNFAIR,
  NONET_LEVEL_EXTREME,
} NonetLevel;

typedef struct
{
  const char  *id;          /* stable id for JSON and options, e.g. "x-wing" */
  const char  *code;        /* HoDoKu library code, e.g. "0300"; "" when HoDoKu has none */
  /* Names for people live in src/common (nonet_technique_get_name). */
  NonetFamily  family;
  int          se_tenths;   /* SE-style base rating times ten (X-Wing: 32) */
  int          score;       /* HoDoKu-style base score (X-Wing: 140) */
  NonetLevel   level;       /* HoDoKu-style level of the technique */
  bool         uniqueness;  /* needs a puzzle known to be unique */
} NonetTechniqueInfo;

const NonetTechniqueInfo *nonet_technique_info (NonetTechnique technique);

/* NONET_N_TECHNIQUES when no technique has that id or code. */
NonetTechnique nonet_technique_from_id (const char *id);
NonetTechnique nonet_technique_from_code (const char *code);

/* What a highlighted candidate, cell or house is in the pattern. */
typedef enum
{
  NONET_ROLE_BASE = 0,   /* the defining candidates / base houses of the pattern */
  NONET_ROLE_COVER,      /* cover houses or candidates (fish, subsets' house) */
  NONET_ROLE_FIN,
  NONET_ROLE_ENDO_FIN,
  NONET_ROLE_TARGET,     /* a candidate the step removes */
  NONET_ROLE_PLACEMENT,  /* a digit the step places */
  NONET_ROLE_CHAIN_ON,   /* a chain node that is true */
  NONET_ROLE_CHAIN_OFF,  /* a chain node that is false */
  NONET_ROLE_ALS_1,
  NONET_ROLE_ALS_2,
  NONET_ROLE_ALS_3,
  NONET_ROLE_ALS_4,
  NONET_ROLE_COLOR_A,
  NONET_ROLE_COLOR_B,
  NONET_N_ROLES
} NonetRole;

/* A highlighted candidate; digit 0 highlights the whole cell. */
typedef struct
{
  uint8_t cell;
  uint8_t digit;
  uint8_t role;   /* NonetRole */
} NonetMark;

typedef struct
{
  uint8_t house;  /* 0..26 */
  uint8_t role;   /* NonetRole: BASE, COVER, FIN, ALS_n ... */
} NonetHouseMark;

/* A chain node: one candidate, or a group of one digit in up to three cells
 * of one box-line intersection (grouped chains), or the digit of an ALS
 * (its cells are drawn by role marks; the node names the cells that hold
 * the digit, up to three, for the arrow). */
#define NONET_NODE_MAX_CELLS 3

typedef struct
{
  uint8_t digit;
  uint8_t n_cells;
  uint8_t cells[NONET_NODE_MAX_CELLS];
} NonetNode;

typedef enum
{
  NONET_LINK_STRONG = 0,  /* from off => to on */
  NONET_LINK_WEAK,        /* from on => to off */
} NonetLinkKind;

typedef struct
{
  NonetNode from;
  NonetNode to;
  uint8_t   kind;  /* NonetLinkKind */
} NonetLink;

#define NONET_STEP_MAX_PLACEMENTS   9
#define NONET_STEP_MAX_ELIMINATIONS 128
#define NONET_STEP_MAX_MARKS        256
#define NONET_STEP_MAX_HOUSES       24
#define NONET_STEP_MAX_LINKS        128

/* One step of a path. Counts never exceed the array sizes; a technique that
 * would overflow a highlight array truncates the highlight (never the
 * eliminations: a step with more than NONET_STEP_MAX_ELIMINATIONS is split).
 *
 * digits: the digit(s) the pattern is about (fish digit, subset digits ...).
 * cells: the defining cells in reading order where a sentence needs them
 *        (the pivot of a wing first; the subset's cells; the chain's start).
 * se_tenths: this step's SE-style rating times ten, length penalty included.
 */
typedef struct
{
  NonetTechnique technique;
  NonetMask      digits;
  int            se_tenths;
  int            n_placements;
  int            n_eliminations;
  int            n_marks;
  int            n_houses;
  int            n_links;
  int            n_cells;
  NonetCandidate placements[NONET_STEP_MAX_PLACEMENTS];
  NonetCandidate eliminations[NONET_STEP_MAX_ELIMINATIONS];
  NonetMark      marks[NONET_STEP_MAX_MARKS];
  NonetHouseMark houses[NONET_STEP_MAX_HOUSES];
  NonetLink      links[NONET_STEP_MAX_LINKS];
  uint8_t        cells[16];
} NonetStep;

/* Applies the step's placements (value set, candidates of peers cleared) and
 * eliminations to a pencil-mark state (grid->has_candidates must be set). */
void nonet_step_apply (const NonetStep *step,
                       NonetGrid       *grid);

#ifdef __cplusplus
}
#endif
