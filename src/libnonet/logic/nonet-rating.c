/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-rating.c: the ratings of a path.
 *
 * SE: Sudoku Explainer's rating is the hardest step of the path SE's own
 * rater would take (its techniques in its order, _nonet_find_se_step), so
 * it is computed on a second walk from the same start, not on the teaching
 * path; the teaching path's own hardest step is kept beside it (path_se).
 * When that walk stalls, the rating is SE's 20.0. HoDoKu-style: the score is the sum of the step
 * scores; the level starts at the highest level of any step and rises while
 * the score passes that level's ceiling (Easy 800, Medium 1000, Hard 1600,
 * Unfair 1800). The plain label follows the level (Unfair reads "Expert").
 * A path that stops unsolved rates Extreme.
 */

#include <string.h>

#include "nonet-logic-private.h"

#define SE_STALLED   200    /* serate's 20.0: no technique applies */
#define SE_MAX_STEPS 4096

/* The hardest step of SE's own path from path->start, times ten; -1 when
 * the cancel hook of hooks (may be NULL) asked to stop. */
static int
se_rating (const NonetPath         *path,
           const NonetLogicOptions *hooks)
{
  NonetLogicOptions options;
  NonetLogicState state;
  NonetMask dirty[NONET_N_TECHNIQUES];
  int hardest = 0;
  int result = SE_STALLED;

  nonet_logic_options_init (&options);
  options.unique = path->unique;
  if (hooks != NULL)
    {
      options.cancel = hooks->cancel;
      options.cancel_data = hooks->cancel_data;
      options.profile = hooks->profile;
      options.profile_data = hooks->profile_data;
      options.se_exact = hooks->se_exact;
    }
  _nonet_logic_state_init (&state, &path->start, &options);
  state.solution = path->solution;      /* se_rating runs on unique paths only */
  state.walk_cache = _nonet_walk_cache_new ();
  state.ate_memo = _nonet_ate_memo_new ();
  state.loop_memo = _nonet_loop_memo_new ();
  state.nest_cache = _nonet_nest_cache_new ();
  state.chain_cache = _nonet_chain_cache_new ();
  state.subset_memo = _nonet_subset_memo_new ();
  state.template_memo = _nonet_template_memo_new ();
  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    dirty[t] = NONET_ALL_DIGITS;
  for (int n = 0; n < SE_MAX_STEPS && state.n_empty > 0; n++)
    {
      NonetStep step;
      NonetStatus status = _nonet_find_se_step (&state, &options, hardest, dirty, &step);

      if (status == NONET_STATUS_CANCELLED)
        {
          result = -1;
          break;
        }
      if (status != NONET_STATUS_OK)
        break;
      if (step.se_tenths > hardest)
        hardest = step.se_tenths;
      _nonet_logic_state_apply (&state, &step);
      _nonet_dirty_add (dirty, state.changed);
      state.changed = 0;
    }
  if (result == SE_STALLED && state.n_empty == 0)
    result = hardest;
  _nonet_walk_cache_free (state.walk_cache);
  _nonet_ate_memo_free (state.ate_memo);
  _nonet_loop_memo_free (state.loop_memo);
  _nonet_nest_cache_free (state.nest_cache);
  _nonet_chain_cache_free (state.chain_cache);
  _nonet_subset_memo_free (state.subset_memo);
  _nonet_template_memo_free (state.template_memo);
  return result;
}

static const int level_max_score[] = {
  [NONET_LEVEL_EASY] = 800,
  [NONET_LEVEL_MEDIUM] = 1000,
  [NONET_LEVEL_HARD] = 1600,
  [NONET_LEVEL_UNFAIR] = 1800,
};

/* Both scales; SE by its own walk (with the hooks of options, may be NULL)
 * when se_walk, else the path's hardest step. */
static NonetStatus
rate (const NonetPath         *path,
      const NonetLogicOptions *options,
      NonetRating             *rating,
      bool                     se_walk)
{
  NonetLevel level = NONET_LEVEL_EASY;
  NonetStatus status = NONET_STATUS_OK;

  memset (rating, 0, sizeof *rating);
  for (int i = 0; i < path->n_steps; i++)
    {
      const NonetStep *step = &path->steps[i];
      const NonetTechniqueInfo *info = technique_info (step->technique);

      if (step->se_tenths > rating->path_se_tenths)
        rating->path_se_tenths = step->se_tenths;
      rating->score += info->score;
      if (info->level > level)
        level = info->level;
      rating->technique_counts[step->technique]++;
    }
  /* SE rates puzzles with one solution; on a grid with several its walk
   * would grind through nested nets (seconds) for a number nobody quotes,
   * so such a path keeps its own hardest step. */
  if (path->n_steps == 0)
    rating->se_tenths = 0;
  else if (!path->unique || !se_walk)
    rating->se_tenths = rating->path_se_tenths;
  else
    rating->se_tenths = se_rating (path, options);
  if (rating->se_tenths < 0)
    {
      rating->se_tenths = rating->path_se_tenths;
      status = NONET_STATUS_CANCELLED;
    }
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
  return status;
}

/**
 * nonet_path_rate_with:
 * nonet_path_rate with the cancel and profile hooks of options (may be
 * NULL) used in the SE walk, the one long part. CANCELLED leaves se_tenths at the path's
 * own hardest step; every other field is filled.
 */
NonetStatus
nonet_path_rate_with (const NonetPath         *path,
                      const NonetLogicOptions *options,
                      NonetRating             *rating)
{
  return rate (path, options, rating, true);
}

/**
 * nonet_path_rate:
 * Rates a path on both scales and counts its techniques.
 */
void
nonet_path_rate (const NonetPath *path,
                 NonetRating     *rating)
{
  rate (path, NULL, rating, true);
}

/**
 * nonet_path_rate_own:
 * As nonet_path_rate, with the path's own hardest step as its SE rating.
 */
void
nonet_path_rate_own (const NonetPath *path,
                     NonetRating     *rating)
{
  rate (path, NULL, rating, false);
}
