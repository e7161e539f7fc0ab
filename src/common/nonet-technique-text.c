/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-technique-text.c: "What is a Swordfish?": two sentences about each
 * technique, for a player who meets it for the first time. The first says
 * what the pattern is, the second what it lets you remove or place and why.
 * Variants share the sentences of their family where the idea is the same. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "nonet-technique-text.h"

#define FISH N_("A fish on one digit: in N rows (the base) the digit can only go in the same N " \
                "columns (the cover), or the other way round. Each base row takes its digit " \
                "in one of those columns, so the columns have no room for it elsewhere: it is " \
                "removed from the rest of the cover.")
#define FINNED_FISH N_("A fish on one digit whose base has a few extra places, the fins, all " \
                       "in one box. Either the fish holds or a fin holds the digit: the cover " \
                       "cells that also see every fin lose it.")
#define FRANKEN_FISH N_("A fish whose base or cover uses boxes as well as rows or columns. " \
                        "The base houses' places of the digit lie in the cover houses, so " \
                        "the cover houses lose it everywhere else.")
#define MUTANT_FISH N_("A fish whose base and cover mix rows, columns and boxes freely. As " \
                       "in every fish, the base houses fill the cover houses with the digit, " \
                       "so the cover cells outside the base lose it (or, with fins, the cells " \
                       "that also see every fin).")
#define UR N_("Four cells in two rows, two columns and two boxes that would hold the same " \
              "two digits would let the puzzle have two solutions (swap the digits). A " \
              "proper puzzle has one, so the candidates that would complete that deadly " \
              "pattern can be removed or the extra ones forced.")
#define AR N_("Like a unique rectangle, but made of digits the player placed (not givens): " \
              "if they could be swapped the puzzle would have two solutions. So the last " \
              "cell cannot complete the swap, and its candidate that would is removed.")
#define COLORS N_("Colouring follows the strong links of one digit (houses where it has only " \
                  "two places) and gives the two ends of each link opposite colours. Exactly " \
                  "one colour is true: a cell that sees both colours, or a colour that " \
                  "contradicts itself, tells which candidates go.")
#define NICE_LOOP N_("A chain of candidates joined by strong links (if one is false the other " \
                     "is true) and weak links (if one is true the other is false) that " \
                     "returns to its start. Following it either way gives the same answer, so " \
                     "candidates off the loop that see both ends of a weak link go, or the " \
                     "start itself is decided.")
#define AIC N_("An alternating inference chain: strong and weak links in turn, from one " \
               "candidate to another. One end or the other is true, so a candidate that sees " \
               "both ends (or sits at both) is removed.")
#define FORCING_CONTRADICTION N_("Assume one candidate and follow what must follow, " \
                                 "implication by implication. If that leads to a " \
                                 "contradiction, the assumption was false.")
#define FORCING_VERITY N_("Try every possibility of a cell or of a digit in a house and " \
                          "follow each one's implications. What all of them agree on is true.")

static const char *const descriptions[NONET_N_TECHNIQUES] = {
  [NONET_TECH_FULL_HOUSE] = N_("A row, column or box with one empty cell left. That cell "
                               "takes the one digit the house is missing."),
  [NONET_TECH_NAKED_SINGLE] = N_("A cell whose row, column and box already hold eight "
                                 "different digits. Only one candidate is left: it is the "
                                 "cell's digit."),
  [NONET_TECH_HIDDEN_SINGLE] = N_("A digit that has only one place left in a row, column or "
                                  "box. It goes there, whatever else that cell could hold."),
  [NONET_TECH_LOCKED_PAIR] = N_("Two cells of one box and one line that hold only the same "
                                "two candidates. Those digits go in those cells, so every "
                                "other cell of the box and of the line loses them."),
  [NONET_TECH_LOCKED_TRIPLE] = N_("Three cells of one box and one line whose candidates are "
                                  "only three digits. Those digits fill them, so the rest of "
                                  "the box and the line lose them."),
  [NONET_TECH_POINTING] = N_("In a box, a digit can only go in one row or column "
                             "(neighbor-subbox influence). Wherever it goes in the box it is "
                             "in that line, so the line loses it outside the box."),
  [NONET_TECH_CLAIMING] = N_("In a row or column, a digit can only go inside one box. "
                             "Wherever it goes in the line it is in that box, so the box "
                             "loses it outside the line."),
  [NONET_TECH_NAKED_PAIR] = N_("Two cells of a house that hold only the same two candidates. "
                               "Those two digits go in those two cells, so the rest of the "
                               "house loses them."),
  [NONET_TECH_NAKED_TRIPLE] = N_("Three cells of a house whose candidates are only three "
                                 "digits between them. Those digits fill those cells, so the "
                                 "rest of the house loses them."),
  [NONET_TECH_NAKED_QUAD] = N_("Four cells of a house whose candidates are only four digits "
                               "between them. Those digits fill those cells, so the rest of "
                               "the house loses them."),
  [NONET_TECH_HIDDEN_PAIR] = N_("Two digits that can only go in the same two cells of a "
                                "house. Those cells take them, so their other candidates go."),
  [NONET_TECH_HIDDEN_TRIPLE] = N_("Three digits that can only go in the same three cells of a "
                                  "house. Those cells take them, so their other candidates "
                                  "go."),
  [NONET_TECH_HIDDEN_QUAD] = N_("Four digits that can only go in the same four cells of a "
                                "house. Those cells take them, so their other candidates go."),
  [NONET_TECH_X_WING] = FISH,
  [NONET_TECH_SWORDFISH] = FISH,
  [NONET_TECH_JELLYFISH] = FISH,
  [NONET_TECH_REMOTE_PAIR] = N_("A chain of cells that all hold the same two candidates, "
                                "each seeing the next, so the digits alternate along it. A "
                                "cell that sees two ends of opposite parity cannot hold "
                                "either digit."),
  [NONET_TECH_BUG_PLUS_1] = N_("Every empty cell has two candidates except one, which has "
                               "three: without that third digit the puzzle would have two "
                               "solutions. So that cell takes the digit that appears three "
                               "times in its houses."),
  [NONET_TECH_SKYSCRAPER] = N_("Two rows (or columns) where a digit has two places each, "
                               "with one end of each in the same column. One of the two "
                               "other ends holds the digit, so cells that see both lose it."),
  [NONET_TECH_TWO_STRING_KITE] = N_("A digit with two places in a row and two in a column, "
                                    "one of each in the same box. One of the two far ends "
                                    "holds it, so a cell that sees both loses it."),
  [NONET_TECH_TURBOT_FISH] = N_("Two strong links of one digit joined by a weak one. One of "
                                "the two outer ends holds the digit, so a cell that sees both "
                                "loses it."),
  [NONET_TECH_EMPTY_RECTANGLE] = N_("In a box, a digit's places lie in one row and one "
                                    "column (an L or a cross), and a strong link elsewhere "
                                    "ends in one of those lines. Following them, one cell "
                                    "cannot hold the digit."),
  [NONET_TECH_DUAL_TWO_STRING_KITE] = N_("Two 2-String Kites that share their box. Each "
                                         "removes the digit from the cells that see its two "
                                         "far ends."),
  [NONET_TECH_DUAL_EMPTY_RECTANGLE] = N_("Two empty rectangles on the same box and digit. "
                                         "Each removes the digit from its own target cell."),
  [NONET_TECH_W_WING] = N_("Two cells with the same two candidates, joined by a strong link "
                           "of one of them. One of the two cells holds the other digit, so "
                           "cells that see both lose it."),
  [NONET_TECH_XY_WING] = N_("A pivot cell with candidates x and y sees two pincer cells with "
                            "x and z and with y and z. Whatever the pivot is, one pincer is "
                            "z, so cells that see both pincers lose z."),
  [NONET_TECH_XYZ_WING] = N_("An XY-Wing whose pivot also holds z (x, y and z). Whatever the "
                             "pivot is, it or a pincer is z, so cells that see all three "
                             "lose z."),
  [NONET_TECH_WXYZ_WING] = N_("Four cells with four digits between them, where only one "
                              "digit, z, is not restricted to cells that all see each other. "
                              "One of the cells holds z, so cells that see all of them with "
                              "z lose it."),
  [NONET_TECH_UNIQUE_RECTANGLE_1] = UR,
  [NONET_TECH_UNIQUE_RECTANGLE_2] = UR,
  [NONET_TECH_UNIQUE_RECTANGLE_3] = UR,
  [NONET_TECH_UNIQUE_RECTANGLE_4] = UR,
  [NONET_TECH_UNIQUE_RECTANGLE_5] = UR,
  [NONET_TECH_UNIQUE_RECTANGLE_6] = UR,
  [NONET_TECH_HIDDEN_RECTANGLE] = UR,
  [NONET_TECH_AVOIDABLE_RECTANGLE_1] = AR,
  [NONET_TECH_AVOIDABLE_RECTANGLE_2] = AR,
  [NONET_TECH_FINNED_X_WING] = FINNED_FISH,
  [NONET_TECH_SASHIMI_X_WING] = FINNED_FISH,
  [NONET_TECH_FINNED_SWORDFISH] = FINNED_FISH,
  [NONET_TECH_SASHIMI_SWORDFISH] = FINNED_FISH,
  [NONET_TECH_FINNED_JELLYFISH] = FINNED_FISH,
  [NONET_TECH_SASHIMI_JELLYFISH] = FINNED_FISH,
  [NONET_TECH_SUE_DE_COQ] = N_("Cells where a box and a line cross hold more digits than "
                               "cells, and two sets of cells, one in the rest of the box and "
                               "one in the rest of the line, account for the extra digits. "
                               "Each digit is then placed within those cells, so the rest of "
                               "the box and the line lose them."),
  [NONET_TECH_SIMPLE_COLORS_TRAP] = COLORS,
  [NONET_TECH_SIMPLE_COLORS_WRAP] = COLORS,
  [NONET_TECH_MULTI_COLORS_1] = COLORS,
  [NONET_TECH_MULTI_COLORS_2] = COLORS,
  [NONET_TECH_MEDUSA_3D] = N_("Colouring across digits: strong links of one digit and cells "
                              "with two candidates both join candidates of opposite colours. "
                              "One colour is true, so a contradiction in one colour or a "
                              "candidate that sees both removes candidates."),
  [NONET_TECH_X_CHAIN] = AIC,
  [NONET_TECH_XY_CHAIN] = N_("A chain of cells with two candidates each, each sharing a "
                             "digit with the next. If the first cell is not z the last one "
                             "is, so cells that see both ends lose z."),
  [NONET_TECH_NICE_LOOP_CONTINUOUS] = NICE_LOOP,
  [NONET_TECH_NICE_LOOP_DISCONTINUOUS] = NICE_LOOP,
  [NONET_TECH_AIC] = AIC,
  [NONET_TECH_GROUPED_NICE_LOOP_CONTINUOUS] = NICE_LOOP,
  [NONET_TECH_GROUPED_NICE_LOOP_DISCONTINUOUS] = NICE_LOOP,
  [NONET_TECH_GROUPED_AIC] = AIC,
  [NONET_TECH_ALS_XZ] = N_("An almost locked set is N cells of a house with N+1 candidates: "
                           "lose one digit and the rest are locked. Two such sets linked by "
                           "a digit x they cannot both hold make one of them hold the other "
                           "shared digit z, so cells that see every z of both lose it."),
  [NONET_TECH_ALS_XY_WING] = N_("Three almost locked sets, the middle one linked to both "
                                "others. One of the two outer sets holds their shared digit "
                                "z, so cells that see every z of both lose it."),
  [NONET_TECH_ALS_XY_CHAIN] = N_("A chain of almost locked sets, each linked to the next by a "
                                 "digit they cannot both hold. One end set or the other holds "
                                 "the digit z they share, so cells that see every z of both "
                                 "lose it."),
  [NONET_TECH_DEATH_BLOSSOM] = N_("A stem cell and one almost locked set (a petal) for each of "
                                  "its candidates. Whatever the stem is, one petal is locked "
                                  "on its other digits, and all petals share a digit: cells "
                                  "that see it in every petal lose it."),
  [NONET_TECH_ALIGNED_PAIR_EXCLUSION] = N_("Two cells that see each other cannot hold the "
                                           "same digit, nor both digits of a cell with two "
                                           "candidates they both see. A candidate of one cell "
                                           "that leaves the other no allowed combination is "
                                           "removed."),
  [NONET_TECH_FRANKEN_X_WING] = FRANKEN_FISH,
  [NONET_TECH_FRANKEN_SWORDFISH] = FRANKEN_FISH,
  [NONET_TECH_FRANKEN_JELLYFISH] = FRANKEN_FISH,
  [NONET_TECH_FINNED_FRANKEN_X_WING] = FRANKEN_FISH,
  [NONET_TECH_FINNED_FRANKEN_SWORDFISH] = FRANKEN_FISH,
  [NONET_TECH_FINNED_FRANKEN_JELLYFISH] = FRANKEN_FISH,
  [NONET_TECH_MUTANT_X_WING] = MUTANT_FISH,
  [NONET_TECH_MUTANT_SWORDFISH] = MUTANT_FISH,
  [NONET_TECH_MUTANT_JELLYFISH] = MUTANT_FISH,
  [NONET_TECH_FINNED_MUTANT_X_WING] = MUTANT_FISH,
  [NONET_TECH_FINNED_MUTANT_SWORDFISH] = MUTANT_FISH,
  [NONET_TECH_FINNED_MUTANT_JELLYFISH] = MUTANT_FISH,
  [NONET_TECH_FINNED_MUTANT_SQUIRMBAG] = MUTANT_FISH,
  [NONET_TECH_FINNED_MUTANT_WHALE] = MUTANT_FISH,
  [NONET_TECH_TEMPLATE_SET] = N_("A template is one way to place all nine copies of a digit, "
                                 "one per row, column and box, that fits the grid. If every "
                                 "template uses a cell, the digit goes there."),
  [NONET_TECH_TEMPLATE_DELETE] = N_("A template is one way to place all nine copies of a "
                                    "digit, one per row, column and box, that fits the grid. "
                                    "A candidate that no template uses is removed."),
  [NONET_TECH_FORCING_CHAIN_CONTRADICTION] = FORCING_CONTRADICTION,
  [NONET_TECH_FORCING_CHAIN_VERITY] = FORCING_VERITY,
  [NONET_TECH_FORCING_NET_CONTRADICTION] = FORCING_CONTRADICTION,
  [NONET_TECH_FORCING_NET_VERITY] = FORCING_VERITY,
  [NONET_TECH_TRIAL] = N_("Place a candidate and try every way to go on. If none of them "
                          "reaches a solution, the candidate is removed."),
};

/**
 * nonet_technique_describe:
 *
 * Returns: (transfer none): what the technique is and why it works, in two
 *   sentences (translated), or NULL for an unknown technique.
 */
const char *
nonet_technique_describe (NonetTechnique technique)
{
  if ((int) technique < 0 || technique >= NONET_N_TECHNIQUES || descriptions[technique] == NULL)
    return NULL;
  return _(descriptions[technique]);
}
