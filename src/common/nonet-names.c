/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-names.c: every name of the engine's numbers, in one place: stable
 * ids for JSON and command lines, and translated names for people
 * (techniques, levels, labels, roles, cells, houses, formats). libnonet
 * keeps ids and numbers only. */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "nonet-names.h"

/* Same order as NonetTechnique: the one place the names are written. */
static const char *const technique_names[NONET_N_TECHNIQUES] = {
  [NONET_TECH_FULL_HOUSE] = N_("Full House"),
  [NONET_TECH_NAKED_SINGLE] = N_("Naked Single"),
  [NONET_TECH_HIDDEN_SINGLE] = N_("Hidden Single"),
  [NONET_TECH_LOCKED_PAIR] = N_("Locked Pair"),
  [NONET_TECH_LOCKED_TRIPLE] = N_("Locked Triple"),
  [NONET_TECH_POINTING] = N_("Pointing"),
  [NONET_TECH_CLAIMING] = N_("Claiming"),
  [NONET_TECH_NAKED_PAIR] = N_("Naked Pair"),
  [NONET_TECH_NAKED_TRIPLE] = N_("Naked Triple"),
  [NONET_TECH_NAKED_QUAD] = N_("Naked Quad"),
  [NONET_TECH_HIDDEN_PAIR] = N_("Hidden Pair"),
  [NONET_TECH_HIDDEN_TRIPLE] = N_("Hidden Triple"),
  [NONET_TECH_HIDDEN_QUAD] = N_("Hidden Quad"),
  [NONET_TECH_X_WING] = N_("X-Wing"),
  [NONET_TECH_SWORDFISH] = N_("Swordfish"),
  [NONET_TECH_JELLYFISH] = N_("Jellyfish"),
  [NONET_TECH_REMOTE_PAIR] = N_("Remote Pair"),
  [NONET_TECH_BUG_PLUS_1] = N_("BUG+1"),
  [NONET_TECH_SKYSCRAPER] = N_("Skyscraper"),
  [NONET_TECH_TWO_STRING_KITE] = N_("2-String Kite"),
  [NONET_TECH_TURBOT_FISH] = N_("Turbot Fish"),
  [NONET_TECH_EMPTY_RECTANGLE] = N_("Empty Rectangle"),
  [NONET_TECH_DUAL_TWO_STRING_KITE] = N_("Dual 2-String Kite"),
  [NONET_TECH_DUAL_EMPTY_RECTANGLE] = N_("Dual Empty Rectangle"),
  [NONET_TECH_W_WING] = N_("W-Wing"),
  [NONET_TECH_XY_WING] = N_("XY-Wing"),
  [NONET_TECH_XYZ_WING] = N_("XYZ-Wing"),
  [NONET_TECH_WXYZ_WING] = N_("WXYZ-Wing"),
  [NONET_TECH_UNIQUE_RECTANGLE_1] = N_("Unique Rectangle Type 1"),
  [NONET_TECH_UNIQUE_RECTANGLE_2] = N_("Unique Rectangle Type 2"),
  [NONET_TECH_UNIQUE_RECTANGLE_3] = N_("Unique Rectangle Type 3"),
  [NONET_TECH_UNIQUE_RECTANGLE_4] = N_("Unique Rectangle Type 4"),
  [NONET_TECH_UNIQUE_RECTANGLE_5] = N_("Unique Rectangle Type 5"),
  [NONET_TECH_UNIQUE_RECTANGLE_6] = N_("Unique Rectangle Type 6"),
  [NONET_TECH_HIDDEN_RECTANGLE] = N_("Hidden Rectangle"),
  [NONET_TECH_AVOIDABLE_RECTANGLE_1] = N_("Avoidable Rectangle Type 1"),
  [NONET_TECH_AVOIDABLE_RECTANGLE_2] = N_("Avoidable Rectangle Type 2"),
  [NONET_TECH_FINNED_X_WING] = N_("Finned X-Wing"),
  [NONET_TECH_SASHIMI_X_WING] = N_("Sashimi X-Wing"),
  [NONET_TECH_FINNED_SWORDFISH] = N_("Finned Swordfish"),
  [NONET_TECH_SASHIMI_SWORDFISH] = N_("Sashimi Swordfish"),
  [NONET_TECH_FINNED_JELLYFISH] = N_("Finned Jellyfish"),
  [NONET_TECH_SASHIMI_JELLYFISH] = N_("Sashimi Jellyfish"),
  [NONET_TECH_SUE_DE_COQ] = N_("Sue de Coq"),
  [NONET_TECH_SIMPLE_COLORS_TRAP] = N_("Simple Colors Trap"),
  [NONET_TECH_SIMPLE_COLORS_WRAP] = N_("Simple Colors Wrap"),
  [NONET_TECH_MULTI_COLORS_1] = N_("Multi Colors 1"),
  [NONET_TECH_MULTI_COLORS_2] = N_("Multi Colors 2"),
  [NONET_TECH_MEDUSA_3D] = N_("3D Medusa"),
  [NONET_TECH_X_CHAIN] = N_("X-Chain"),
  [NONET_TECH_XY_CHAIN] = N_("XY-Chain"),
  [NONET_TECH_NICE_LOOP_CONTINUOUS] = N_("Continuous Nice Loop"),
  [NONET_TECH_NICE_LOOP_DISCONTINUOUS] = N_("Discontinuous Nice Loop"),
  [NONET_TECH_AIC] = N_("AIC"),
  [NONET_TECH_GROUPED_NICE_LOOP_CONTINUOUS] = N_("Grouped Continuous Nice Loop"),
  [NONET_TECH_GROUPED_NICE_LOOP_DISCONTINUOUS] = N_("Grouped Discontinuous Nice Loop"),
  [NONET_TECH_GROUPED_AIC] = N_("Grouped AIC"),
  [NONET_TECH_ALS_XZ] = N_("ALS-XZ"),
  [NONET_TECH_ALS_XY_WING] = N_("ALS-XY-Wing"),
  [NONET_TECH_ALS_XY_CHAIN] = N_("ALS-XY-Chain"),
  [NONET_TECH_DEATH_BLOSSOM] = N_("Death Blossom"),
  [NONET_TECH_ALIGNED_PAIR_EXCLUSION] = N_("Aligned Pair Exclusion"),
  [NONET_TECH_FRANKEN_X_WING] = N_("Franken X-Wing"),
  [NONET_TECH_FRANKEN_SWORDFISH] = N_("Franken Swordfish"),
  [NONET_TECH_FRANKEN_JELLYFISH] = N_("Franken Jellyfish"),
  [NONET_TECH_FINNED_FRANKEN_X_WING] = N_("Finned Franken X-Wing"),
  [NONET_TECH_FINNED_FRANKEN_SWORDFISH] = N_("Finned Franken Swordfish"),
  [NONET_TECH_FINNED_FRANKEN_JELLYFISH] = N_("Finned Franken Jellyfish"),
  [NONET_TECH_MUTANT_X_WING] = N_("Mutant X-Wing"),
  [NONET_TECH_MUTANT_SWORDFISH] = N_("Mutant Swordfish"),
  [NONET_TECH_MUTANT_JELLYFISH] = N_("Mutant Jellyfish"),
  [NONET_TECH_FINNED_MUTANT_X_WING] = N_("Finned Mutant X-Wing"),
  [NONET_TECH_FINNED_MUTANT_SWORDFISH] = N_("Finned Mutant Swordfish"),
  [NONET_TECH_FINNED_MUTANT_JELLYFISH] = N_("Finned Mutant Jellyfish"),
  [NONET_TECH_FINNED_MUTANT_SQUIRMBAG] = N_("Finned Mutant Squirmbag"),
  [NONET_TECH_FINNED_MUTANT_WHALE] = N_("Finned Mutant Whale"),
  [NONET_TECH_TEMPLATE_SET] = N_("Template Set"),
  [NONET_TECH_TEMPLATE_DELETE] = N_("Template Delete"),
  [NONET_TECH_FORCING_CHAIN_CONTRADICTION] = N_("Forcing Chain Contradiction"),
  [NONET_TECH_FORCING_CHAIN_VERITY] = N_("Forcing Chain Verity"),
  [NONET_TECH_FORCING_NET_CONTRADICTION] = N_("Forcing Net Contradiction"),
  [NONET_TECH_FORCING_NET_VERITY] = N_("Forcing Net Verity"),
  [NONET_TECH_TRIAL] = N_("Trial"),
};

/**
 * nonet_technique_get_name:
 * Returns: (transfer none): the technique's name, translated.
 */
const char *
nonet_technique_get_name (NonetTechnique technique)
{
  g_return_val_if_fail ((int) technique >= 0 && technique < NONET_N_TECHNIQUES, "?");

  return _(technique_names[technique]);
}

/**
 * nonet_technique_get_english_name:
 * Returns: (transfer none): the technique's name, untranslated, for output
 *   that must not change with the locale (JSON).
 */
const char *
nonet_technique_get_english_name (NonetTechnique technique)
{
  g_return_val_if_fail ((int) technique >= 0 && technique < NONET_N_TECHNIQUES, "?");

  return technique_names[technique];
}

/**
 * nonet_house_name:
 * Returns: (transfer full): "row 3", "column 5" or "box 4".
 */
char *
nonet_house_name (int house)
{
  g_return_val_if_fail (house >= 0 && house < NONET_HOUSES, g_strdup ("?"));

  if (house < 9)
    /* TRANSLATORS: a row of the grid, 1-9 from the top */
    return g_strdup_printf (_("row %d"), house + 1);
  if (house < 18)
    /* TRANSLATORS: a column of the grid, 1-9 from the left */
    return g_strdup_printf (_("column %d"), house - 9 + 1);
  /* TRANSLATORS: a 3x3 box of the grid, 1-9 in reading order */
  return g_strdup_printf (_("box %d"), house - 18 + 1);
}

/**
 * nonet_cell_name:
 * @cell: a cell, 0..80
 *
 * Returns: (transfer full): the cell as people write it, "r3c5".
 */
char *
nonet_cell_name (int cell)
{
  g_return_val_if_fail (cell >= 0 && cell < NONET_CELLS, g_strdup ("?"));

  return g_strdup_printf ("r%dc%d", nonet_cell_row (cell) + 1, nonet_cell_column (cell) + 1);
}

/* How one format is called on a command line and in settings. The first
 * name of a format is its canonical one. */
typedef struct
{
  const char  *name;
  NonetFormat  format;
} FormatName;

static const FormatName format_names[] = {
  { "auto",       NONET_FORMAT_AUTO },
  { "line",       NONET_FORMAT_LINE },
  { "grid",       NONET_FORMAT_GRID },
  { "csv",        NONET_FORMAT_CSV },
  { "python",     NONET_FORMAT_PYTHON },
  { "sdk",        NONET_FORMAT_SDK },
  { "sdm",        NONET_FORMAT_SDM },
  { "ss",         NONET_FORMAT_SS },
  { "pm",         NONET_FORMAT_PENCILMARK },
  { "hodoku",     NONET_FORMAT_HODOKU_LIBRARY },
  { "pencilmark", NONET_FORMAT_PENCILMARK },
  { "81",         NONET_FORMAT_LINE },
};

/**
 * nonet_format_from_name:
 * @name: a format name: line, grid, csv, pm (or pencilmark), python, sdk, sdm,
 *   ss, hodoku, auto
 * @format: (out): the format
 *
 * Returns: %TRUE when @name is known.
 */
gboolean
nonet_format_from_name (const char  *name,
                        NonetFormat *format)
{
  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (format != NULL, FALSE);

  for (gsize i = 0; i < G_N_ELEMENTS (format_names); i++)
    if (g_ascii_strcasecmp (name, format_names[i].name) == 0)
      {
        *format = format_names[i].format;
        return TRUE;
      }
  return FALSE;
}

/**
 * nonet_format_get_name:
 * @format: a format
 *
 * Returns: the canonical name of @format ("pm" for pencil marks), or %NULL.
 */
const char *
nonet_format_get_name (NonetFormat format)
{
  for (gsize i = 0; i < G_N_ELEMENTS (format_names); i++)
    if (format_names[i].format == format)
      return format_names[i].name;
  return NULL;
}

/**
 * nonet_format_can_write:
 * @format: a format
 *
 * Returns: %TRUE when nonet_format() can write puzzles in @format.
 */
gboolean
nonet_format_can_write (NonetFormat format)
{
  switch (format)
    {
    case NONET_FORMAT_LINE:
    case NONET_FORMAT_GRID:
    case NONET_FORMAT_CSV:
    case NONET_FORMAT_PENCILMARK:
    case NONET_FORMAT_PYTHON:
    case NONET_FORMAT_SDK:
    case NONET_FORMAT_SS:
      return TRUE;
    default:
      return FALSE;
    }
}

/* ------------------------------------------------------------------------
 * Ratings and roles
 * ------------------------------------------------------------------------ */

static const char *const level_ids[] = { "easy", "medium", "hard", "unfair", "extreme" };
static const char *const level_names[] = {
  /* TRANSLATORS: HoDoKu-style difficulty levels */
  N_("Easy"), N_("Medium"), N_("Hard"), N_("Unfair"), N_("Extreme"),
};
/* The plain label's id is its English word (DESIGN §4: "label": "Expert"). */
static const char *const label_ids[] = { "Easy", "Medium", "Hard", "Expert", "Extreme" };
static const char *const label_names[] = {
  /* TRANSLATORS: the plain difficulty label shown in the app */
  N_("Easy"), N_("Medium"), N_("Hard"), N_("Expert"), N_("Extreme"),
};
static const char *const role_ids[NONET_N_ROLES] = {
  [NONET_ROLE_BASE] = "base",
  [NONET_ROLE_COVER] = "cover",
  [NONET_ROLE_FIN] = "fin",
  [NONET_ROLE_ENDO_FIN] = "endo-fin",
  [NONET_ROLE_TARGET] = "target",
  [NONET_ROLE_PLACEMENT] = "placement",
  [NONET_ROLE_CHAIN_ON] = "chain-on",
  [NONET_ROLE_CHAIN_OFF] = "chain-off",
  [NONET_ROLE_ALS_1] = "als-1",
  [NONET_ROLE_ALS_2] = "als-2",
  [NONET_ROLE_ALS_3] = "als-3",
  [NONET_ROLE_ALS_4] = "als-4",
  [NONET_ROLE_COLOR_A] = "color-a",
  [NONET_ROLE_COLOR_B] = "color-b",
};

/** nonet_level_get_id: "easy" ... "extreme", for JSON. */
const char *
nonet_level_get_id (NonetLevel level)
{
  g_return_val_if_fail ((guint) level < G_N_ELEMENTS (level_ids), "?");
  return level_ids[level];
}

/** nonet_level_get_name: the translated level name. */
const char *
nonet_level_get_name (NonetLevel level)
{
  g_return_val_if_fail ((guint) level < G_N_ELEMENTS (level_names), "?");
  return _(level_names[level]);
}

/** nonet_label_get_id: "Easy" ... "Extreme", for JSON. */
const char *
nonet_label_get_id (NonetLabel label)
{
  g_return_val_if_fail ((guint) label < G_N_ELEMENTS (label_ids), "?");
  return label_ids[label];
}

/** nonet_label_get_name: the translated plain label. */
const char *
nonet_label_get_name (NonetLabel label)
{
  g_return_val_if_fail ((guint) label < G_N_ELEMENTS (label_names), "?");
  return _(label_names[label]);
}

/** nonet_role_get_id: "base", "target", "chain-on" ..., for JSON. */
const char *
nonet_role_get_id (NonetRole role)
{
  g_return_val_if_fail ((guint) role < NONET_N_ROLES, "?");
  return role_ids[role];
}
