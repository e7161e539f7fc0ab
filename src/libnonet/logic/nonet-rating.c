/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-rating.c: the ratings of a path.
 *
 * SE-style: the hardest step decides (each step carries its own value, chain
 * length penalty included). HoDoKu-style: the score is the sum of the step
 * scores; the level starts at the highest level of any step and rises while
 * the score passes that level's ceiling (Easy 800, Medium 1000, Hard 1600,
 * Unfair 1800). The plain label follows the level (Unfair reads "Expert").
 * A path that stops unsolved rates Extreme.
 */

#include <string.h>

#include "nonet-logic-private.h"

static const int level_max_score[] = {
  [NONET_LEVEL_EASY] = 800,
  [NONET_LEVEL_MEDIUM] = 1000,
  [NONET_LEVEL_HARD] = 1600,
  [NONET_LEVEL_UNFAIR] = 1800,
};

/**
 * nonet_path_rate:
 * Rates a path on both scales and counts its techniques.
 */
void
nonet_path_rate (const NonetPath *path,
                 NonetRating     *rating)
{
  NonetLevel level = NONET_LEVEL_EASY;

  memset (rating, 0, sizeof *rating);
  for (int i = 0; i < path->n_steps; i++)
    {
      const NonetStep *step = &path->steps[i];
      const NonetTechniqueInfo *info = nonet_technique_info (step->technique);

      if (step->se_tenths > rating->path_se_tenths)
        rating->path_se_tenths = step->se_tenths;
      rating->score += info->score;
      if (info->level > level)
        level = info->level;
      rating->technique_counts[step->technique]++;
    }
  rating->se_tenths = rating->path_se_tenths;
  while (level < NONET_LEVEL_EXTREME && rating->score > level_max_score[level])
    level++;
  if (!path->solved)
    level = NONET_LEVEL_EXTREME;
  rating->level = level;

  switch (level)
    {
    case NONET_LEVEL_EASY:    rating->label = NONET_LABEL_EASY; break;
    case NONET_LEVEL_MEDIUM:  rating->label = NONET_LABEL_MEDIUM; break;
    case NONET_LEVEL_HARD:    rating->label = NONET_LABEL_HARD; break;
    case NONET_LEVEL_UNFAIR:  rating->label = NONET_LABEL_EXPERT; break;
    case NONET_LEVEL_EXTREME:
    default:                  rating->label = NONET_LABEL_EXTREME; break;
    }
}
