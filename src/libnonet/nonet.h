/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet.h: the public header of libnonet, the Sudoku engine of Nonet.
 *
 * Pure C11 and libc: no GLib, no global mutable state, no printing. Every
 * function is reentrant; several threads may use the library at once.
 */
#pragma once

#include "nonet-grid.h"
#include "nonet-format.h"
#include "nonet-solver.h"
#include "nonet-step.h"
#include "nonet-logic.h"
#include "nonet-generator.h"
