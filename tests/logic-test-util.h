/* SPDX-License-Identifier: GPL-3.0-or-later */
/* logic-test-util.h: what the logic tests share: puzzles of our own, made
 * with our solver, and puzzles as 81-character lines.
 *
 * The generators draw from the GRand they are given in a fixed order, so a
 * seed always gives the same puzzles (the tests' expectations rely on it).
 */
#pragma once

#include <glib.h>

#include "nonet.h"

void     logic_test_random_solution (GRand           *rand,
                                     NonetGrid       *grid);
void     logic_test_remove_clue     (NonetGrid       *puzzle,
                                     int              cell);
void     logic_test_random_puzzle   (GRand           *rand,
                                     NonetGrid       *puzzle);
void     logic_test_random_path     (GRand           *rand,
                                     NonetGrid       *puzzle,
                                     NonetPath       *path);
void     logic_test_grid_line       (const NonetGrid *grid,
                                     char             line[NONET_CELLS + 1]);
gboolean logic_test_parse_line      (const char      *line,
                                     NonetGrid       *grid);
/* The lines of a public collection in $NONET_PUZZLES_DIR (e.g.
 * "top1465.txt"); NULL, after marking the test skipped, when it is absent. */
GStrv    logic_test_collection_lines (const char     *name);
