/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-practice.h: practice of a technique on the document: the position
 * before its step is on the board; Check compares the player's marks with
 * the step, Show me draws it; a tally per technique is kept in GSettings
 * (practice-tally: technique id to (right, checks)).
 */
#pragma once

#include <gio/gio.h>

#include "nonet-document.h"

G_BEGIN_DECLS

typedef enum
{
  NONET_PRACTICE_RIGHT,
  NONET_PRACTICE_WRONG,
  NONET_PRACTICE_INCOMPLETE,
} NonetPracticeVerdict;

#define NONET_TYPE_PRACTICE (nonet_practice_get_type ())

G_DECLARE_FINAL_TYPE (NonetPractice, nonet_practice, NONET, PRACTICE, GObject)

/* settings may be NULL (no tally kept). */
NonetPractice        *nonet_practice_new        (NonetDocument          *document,
                                                 GSettings              *settings);

/* Starts practising: the document holds practice->position. "active" is
 * TRUE until the givens change. */
void                  nonet_practice_start      (NonetPractice          *self,
                                                 const NonetGenPractice *practice);
gboolean              nonet_practice_get_active (NonetPractice          *self);

/* What the practice says now (the "text" property): what to find, the last
 * verdict or the step's sentence. */
const char           *nonet_practice_get_text   (NonetPractice          *self);

/* The verdict on the player's grid, with the sentence that says it (which
 * mark is wrong and why). */
NonetPracticeVerdict  nonet_practice_check      (NonetPractice          *self,
                                                 char                  **message);

/* Draws the step over the player's grid; returns its sentence
 * ("X-Wing: ..."), NULL when not practising. */
char                 *nonet_practice_show       (NonetPractice          *self);

/* The tally of technique: checks answered right, and all checks. */
void                  nonet_practice_get_tally  (NonetPractice          *self,
                                                 NonetTechnique          technique,
                                                 guint                  *right,
                                                 guint                  *checks);

G_END_DECLS
