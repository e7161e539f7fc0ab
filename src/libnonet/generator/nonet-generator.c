/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-generator.c: puzzles for a target, and practice positions.
 *
 * A candidate is made in two ways:
 *
 *   fresh:   random full grid -> remove the symmetry's orbits of cells in
 *            random order, each removal kept only if the solution stays
 *            unique -> (minimal asked and symmetric: reject the candidate
 *            if a single given could still go)
 *   nearby:  the best candidate so far, with one orbit of givens taken out
 *            and one or more orbits put in (digits of the same solution)
 *            until the solution is unique again, then orbits removed again
 *            while it stays unique
 *
 * Each candidate gets a score against the target (hit, or how far off it
 * is). A round starts with a fresh candidate and walks nearby while the
 * score does not drop, for a bounded number of steps without a strict
 * gain; then a new round starts. Common targets are hit by the first fresh
 * candidates; rare ones (SE 9, a technique that only hard puzzles need)
 * are reached by the walk, which is how people hunting the hardest
 * puzzles search too: hard puzzles sit next to hard puzzles.
 */

#include <string.h>

#include "nonet-gen-private.h"

/* Nearby steps without a strict gain before a round ends. */
#define PATIENCE 24
/* Orbits put in at most by one nearby move, before uniqueness is forced. */
#define MAX_ADDED 6

#define MAX(a, b) ((a) > (b) ? (a) : (b))

typedef struct
{
  bool hit;
  int  fitness;   /* higher is closer; only compared within one target */
} Score;

typedef struct
{
  const NonetGenOptions *options;
  bool                   practice;
  NonetRng               rng;
  NonetOrbits            orbits;
  NonetLogicOptions      logic;       /* default techniques */
  NonetLogicOptions      upto;        /* those up to last_useful_technique () */
  NonetPath              path;
  NonetRating            rating;      /* of path, by rate_candidate */
  bool                   se_walked;   /* rating.se_tenths is SE's own walk */
  unsigned               attempts;
  uint8_t                solution[NONET_CELLS];
  uint8_t                values[NONET_CELLS];
} Gen;

/* The grades' SE ranges, in tenths. Easy is the singles (the engine tries
 * Naked Single, 2.3, before Hidden Single, so a path without 2.3 is rare). */
static const int grade_se[][2] = {
  [NONET_LABEL_EASY] = { 10, 23 },
  [NONET_LABEL_MEDIUM] = { 24, 34 },
  [NONET_LABEL_HARD] = { 35, 69 },
  [NONET_LABEL_EXPERT] = { 70, 89 },
  [NONET_LABEL_EXTREME] = { 90, 120 },
};

/** nonet_gen_grade_se_range: the SE range (tenths) of one of the app's grades. */
void
nonet_gen_grade_se_range (NonetLabel  grade,
                          int        *se_min,
                          int        *se_max)
{
  if ((unsigned) grade > NONET_LABEL_EXTREME)
    grade = NONET_LABEL_EXTREME;
  *se_min = grade_se[grade][0];
  *se_max = grade_se[grade][1];
}

/** nonet_gen_can_target: any technique but templates, mutant fish and trial. */
bool
nonet_gen_can_target (NonetTechnique technique)
{
  if ((unsigned) technique >= NONET_TECH_TRIAL)
    return false;
  return technique != NONET_TECH_TEMPLATE_SET && technique != NONET_TECH_TEMPLATE_DELETE
         && (technique < NONET_TECH_MUTANT_X_WING || technique > NONET_TECH_FINNED_MUTANT_WHALE);
}

/* Targetable techniques that practice rarely reaches within a few
 * seconds: at most 1 of 3 practice positions made in 10 s each by
 * `nonet-cli bench --mode generate --only techniques --count 3` (see the
 * README). Most are patterns an easier one nearly always comes before in
 * the engine's order (a dual pattern is two single ones; a Franken fish
 * without fins is usually a basic fish too). */
static const NonetTechnique impractical[] = {
  NONET_TECH_DUAL_TWO_STRING_KITE, NONET_TECH_DUAL_EMPTY_RECTANGLE,
  NONET_TECH_UNIQUE_RECTANGLE_5, NONET_TECH_AVOIDABLE_RECTANGLE_2,
  NONET_TECH_SASHIMI_JELLYFISH, NONET_TECH_SIMPLE_COLORS_WRAP, NONET_TECH_MULTI_COLORS_2,
  NONET_TECH_AIC, NONET_TECH_GROUPED_AIC, NONET_TECH_ALIGNED_PAIR_EXCLUSION,
  NONET_TECH_FRANKEN_X_WING, NONET_TECH_FRANKEN_SWORDFISH, NONET_TECH_FRANKEN_JELLYFISH,
  NONET_TECH_FINNED_FRANKEN_X_WING, NONET_TECH_FORCING_CHAIN_CONTRADICTION,
  NONET_TECH_FORCING_NET_VERITY,
};

/** nonet_gen_is_practical: targetable and usually found in seconds. */
bool
nonet_gen_is_practical (NonetTechnique technique)
{
  if (!nonet_gen_can_target (technique))
    return false;
  for (size_t i = 0; i < sizeof impractical / sizeof impractical[0]; i++)
    if (impractical[i] == technique)
      return false;
  return true;
}

/** nonet_gen_options_init: no target, no symmetry, seed 0, no limit. */
void
nonet_gen_options_init (NonetGenOptions *options)
{
  memset (options, 0, sizeof *options);
  options->symmetry = NONET_GEN_SYMMETRY_NONE;
  options->target = NONET_GEN_TARGET_ANY;
  options->se_max = 120;
  options->technique = NONET_N_TECHNIQUES;
}

static bool
cancelled (const Gen *gen)
{
  return gen->options->cancel != NULL && gen->options->cancel (gen->options->cancel_data);
}

/* One pass over the orbits in random order, each removed when the
 * solution stays unique; orbits in keep[] stay. Returns false if cancelled. */
static bool
dig (Gen        *gen,
     const bool  keep[NONET_CELLS])
{
  uint8_t order[NONET_CELLS];
  int n = gen->orbits.n_orbits;

  for (int i = 0; i < n; i++)
    order[i] = (uint8_t) i;
  _nonet_rng_shuffle (&gen->rng, order, n);
  for (int i = 0; i < n; i++)
    {
      int o = order[i];
      int first = gen->orbits.start[o], end = gen->orbits.start[o + 1];
      int unique;

      if (gen->values[gen->orbits.cells[first]] == 0 || (keep != NULL && keep[o]))
        continue;
      for (int k = first; k < end; k++)
        gen->values[gen->orbits.cells[k]] = 0;
      unique = _nonet_gen_unique (gen->values, gen->options);
      if (unique < 0)
        return false;
      if (!unique)
        for (int k = first; k < end; k++)
          gen->values[gen->orbits.cells[k]] = gen->solution[gen->orbits.cells[k]];
    }
  return true;
}

/* 1 when no single given can go, 0 when one can, -1 when cancelled. */
static int
values_minimal (uint8_t                values[NONET_CELLS],
                const NonetGenOptions *options)
{
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      uint8_t digit = values[cell];
      int unique;

      if (digit == 0)
        continue;
      values[cell] = 0;
      unique = _nonet_gen_unique (values, options);
      values[cell] = digit;
      if (unique != 0)
        return unique < 0 ? -1 : 0;
    }
  return 1;
}

/** nonet_gen_is_minimal: no single given can be removed. */
bool
nonet_gen_is_minimal (const NonetGrid *grid)
{
  NonetGenOptions options;
  uint8_t values[NONET_CELLS];

  nonet_gen_options_init (&options);
  for (int cell = 0; cell < NONET_CELLS; cell++)
    values[cell] = grid->given[cell] ? grid->values[cell] : 0;
  return values_minimal (values, &options) == 1;
}

/* Givens that could go one at a time (-1 when cancelled). With no
 * symmetry, one pass of dig leaves none (removing clues only adds
 * solutions, so a clue that could not go then cannot go later); with a
 * symmetry the orbits go whole and single givens may still be spare. */
static int
count_spare_givens (Gen *gen)
{
  int spare = 0;

  if (!gen->options->minimal || gen->options->symmetry == NONET_GEN_SYMMETRY_NONE)
    return 0;
  for (int cell = 0; cell < NONET_CELLS; cell++)
    {
      uint8_t digit = gen->values[cell];
      int unique;

      if (digit == 0)
        continue;
      gen->values[cell] = 0;
      unique = _nonet_gen_unique (gen->values, gen->options);
      gen->values[cell] = digit;
      if (unique < 0)
        return -1;
      spare += unique;
    }
  return spare;
}

static NonetStatus
make_fresh (Gen *gen)
{
  _nonet_gen_full_grid (&gen->rng, gen->solution);
  memcpy (gen->values, gen->solution, sizeof gen->values);
  return dig (gen, NULL) ? NONET_STATUS_OK : NONET_STATUS_CANCELLED;
}

/* A random orbit whose cells are given (given true) or blank (false); -1 if none. */
static int
random_orbit (Gen  *gen,
              bool  given)
{
  uint8_t pick[NONET_CELLS];
  int n = 0;

  for (int o = 0; o < gen->orbits.n_orbits; o++)
    if ((gen->values[gen->orbits.cells[gen->orbits.start[o]]] != 0) == given)
      pick[n++] = (uint8_t) o;
  return n == 0 ? -1 : pick[_nonet_rng_below (&gen->rng, (unsigned) n)];
}

static void
set_orbit (Gen  *gen,
           int   o,
           bool  given)
{
  for (int k = gen->orbits.start[o]; k < gen->orbits.start[o + 1]; k++)
    {
      int cell = gen->orbits.cells[k];

      gen->values[cell] = given ? gen->solution[cell] : 0;
    }
}

/* The nearby move: one orbit out, orbits in until unique, then dig again
 * without touching the orbits just put in. EMPTY when the move failed. */
static NonetStatus
make_nearby (Gen *gen)
{
  bool keep[NONET_CELLS] = { false };
  int out = random_orbit (gen, true);
  int unique = 0;

  if (out < 0)
    return NONET_STATUS_EMPTY;
  set_orbit (gen, out, false);
  keep[out] = true;
  for (int added = 0; added < MAX_ADDED && unique == 0; added++)
    {
      int in = random_orbit (gen, false);

      if (in < 0)
        return NONET_STATUS_EMPTY;
      set_orbit (gen, in, true);
      keep[in] = true;
      if (added == 0 && _nonet_rng_below (&gen->rng, 2) == 0)
        continue;   /* half the moves put in two orbits: a wider neighbourhood */
      unique = _nonet_gen_unique (gen->values, gen->options);
    }
  if (unique < 0)
    return NONET_STATUS_CANCELLED;
  if (unique == 0)
    return NONET_STATUS_EMPTY;
  /* The orbit taken out may not come back: keep[out] leaves it blank. The
   * orbits put in are tried last, so that every given is checked against
   * the final puzzle (what stays is then orbit-minimal). */
  if (!dig (gen, keep))
    return NONET_STATUS_CANCELLED;
  for (int o = 0; o < gen->orbits.n_orbits; o++)
    keep[o] = !keep[o];
  return dig (gen, keep) ? NONET_STATUS_OK : NONET_STATUS_CANCELLED;
}

static NonetStatus
build_path (Gen                     *gen,
            const NonetLogicOptions *logic)
{
  NonetGrid grid;
  NonetError error;
  NonetStatus status;

  nonet_grid_set_givens (&grid, gen->values);
  status = nonet_path_build (&grid, logic, &gen->path, &error);
  return status == NONET_STATUS_CANCELLED ? status : NONET_STATUS_OK;
}

static int
hardest_technique (const NonetPath *path)
{
  int hardest = 0;

  for (int i = 0; i < path->n_steps; i++)
    if ((int) path->steps[i].technique > hardest)
      hardest = (int) path->steps[i].technique;
  return hardest;
}

static int
first_step_of (const NonetPath *path,
               NonetTechnique   technique)
{
  for (int i = 0; i < path->n_steps; i++)
    if (path->steps[i].technique == technique)
      return i;
  return -1;
}

/* The path's states where the engine needed more than a single and a step
 * of T was there too, though an easier technique came first. A rare T
 * (Jellyfish, Hidden Quad) is usually beaten to it by an easier step; puzzles where its pattern is present at many states
 * sit closer to one where it is the only way on, so the walk climbs
 * towards them. */
static int
count_preempted (Gen *gen)
{
  NonetLogicOptions options = gen->upto;
  NonetTechnique technique = gen->options->technique;
  int count = 0;

  options.unique = true;   /* every candidate is unique */
  for (int i = 0; i < gen->path.n_steps; i++)
    {
      NonetTechnique used = gen->path.steps[i].technique;
      NonetGrid state;
      NonetStep step;

      if (used == NONET_TECH_FULL_HOUSE || used == NONET_TECH_NAKED_SINGLE
          || used == NONET_TECH_HIDDEN_SINGLE)
        continue;
      nonet_path_state_at (&gen->path, i, &state);
      count += nonet_find_technique_steps (&state, technique, &options, &step, 1) > 0;
    }
  return count;
}

/* Technique targets rate with the techniques up to T only: the engine
 * tries techniques in order, so while those suffice its path is the full
 * engine's path, and it never spends time on the harder ones. Too easy
 * (solved without T) scores by the hardest technique used; too hard
 * (stuck before T) by the cells left. */
static NonetStatus
score_technique (Gen   *gen,
                 Score *score)
{
  NonetTechnique technique = gen->options->technique;
  NonetStatus status = build_path (gen, &gen->upto);
  NonetFamily family;
  int empty = 0;
  NonetGrid end;

  if (status != NONET_STATUS_OK)
    return status;
  if (first_step_of (&gen->path, technique) >= 0 && (gen->practice || gen->path.solved))
    {
      score->hit = true;
      return NONET_STATUS_OK;
    }
  if (gen->path.solved)
    score->fitness = -1000 + hardest_technique (&gen->path);
  else
    {
      nonet_path_state_at (&gen->path, gen->path.n_steps, &end);
      for (int cell = 0; cell < NONET_CELLS; cell++)
        empty += end.values[cell] == 0;
      /* T used but stuck after it (a technique target needs the path
       * solved): the closest miss; fewer cells left is closer. */
      score->fitness = (first_step_of (&gen->path, technique) >= 0 ? 10000 : -1000) - empty;
    }
  /* The count costs one search per state: only for the patterns whose
   * search is cheap (before chains, ALS and nets in the engine's order).
   * For the uniqueness patterns it led the walk astray (UR Type 5: 2 of 4
   * made in 8 s without it, 0 of 4 with it; Jellyfish: 0.83 s -> 0.25 s). */
  family = nonet_technique_info (gen->options->technique)->family;
  if (family < NONET_FAMILY_CHAINS && family != NONET_FAMILY_UNIQUENESS)
    score->fitness += 200 * count_preempted (gen);
  return NONET_STATUS_OK;
}

static int
distance (int value,
          int low,
          int high)
{
  return value < low ? low - value : value > high ? value - high : 0;
}

/* A puzzle that singles solve rates SE 2.3 at most: no path needed to
 * know it misses a harder range. */
static bool
singles_solve (const Gen *gen)
{
  NonetGrid grid;

  nonet_grid_set_givens (&grid, gen->values);
  nonet_solve_singles (&grid, NULL);
  return nonet_grid_count_filled (&grid) == NONET_CELLS;
}

/* The rating of gen->path. SE's own walk (nonet_path_rate) costs more than
 * the path itself, so it runs only for an SE target and only once the
 * path's own hardest step reaches the range: SE's walk takes the easiest
 * step each time and rarely rates a path above its own hardest step.
 * Levels and labels need the HoDoKu scale only. */
static void
rate_candidate (Gen         *gen,
                NonetRating *rating)
{
  const NonetGenOptions *o = gen->options;

  nonet_path_rate_own (&gen->path, rating);
  gen->se_walked = o->target == NONET_GEN_TARGET_SE && gen->path.solved
                   && rating->se_tenths >= o->se_min;
  if (gen->se_walked)
    nonet_path_rate (&gen->path, rating);
  gen->rating = *rating;
}

static NonetStatus
score_rating (Gen   *gen,
              Score *score)
{
  const NonetGenOptions *o = gen->options;
  NonetRating rating;
  NonetStatus status;
  int off;

  if (o->target == NONET_GEN_TARGET_SE && o->se_min > 23 && singles_solve (gen))
    {
      score->fitness = -(o->se_min - 23) * 10;
      return NONET_STATUS_OK;
    }
  status = build_path (gen, &gen->upto);
  if (status != NONET_STATUS_OK)
    return status;
  rate_candidate (gen, &rating);
  if (o->target == NONET_GEN_TARGET_SE && !gen->path.solved)
    off = 1000;   /* stuck without the techniques above the range: too hard */
  else if (o->target == NONET_GEN_TARGET_SE)
    off = distance (rating.se_tenths, o->se_min, o->se_max) * 10;
  else if (o->target == NONET_GEN_TARGET_LEVEL)
    off = 100 * distance ((int) rating.level, (int) o->level, (int) o->level)
          + distance (rating.se_tenths, grade_se[o->level][0], grade_se[o->level][1]);
  else
    off = 100 * distance ((int) rating.label, (int) o->label, (int) o->label)
          + distance (rating.se_tenths, grade_se[o->label][0], grade_se[o->label][1]);
  score->hit = off == 0 || (o->target != NONET_GEN_TARGET_SE && off < 100);
  score->fitness = -off;
  return NONET_STATUS_OK;
}

/* A symmetric puzzle asked to be minimal scores first by its spare
 * givens: the walk moves clues until none is left, then aims at the target. */
static NonetStatus
score_candidate (Gen   *gen,
                 Score *score)
{
  int spare = count_spare_givens (gen);

  gen->attempts++;
  score->hit = false;
  score->fitness = 0;
  if (spare < 0)
    return NONET_STATUS_CANCELLED;
  if (spare > 0)
    {
      score->fitness = -1000000 * spare;
      return NONET_STATUS_OK;
    }
  if (gen->practice || gen->options->target == NONET_GEN_TARGET_TECHNIQUE)
    return score_technique (gen, score);
  if (gen->options->target == NONET_GEN_TARGET_ANY)
    {
      score->hit = true;
      return NONET_STATUS_OK;
    }
  return score_rating (gen, score);
}

static bool
out_of_attempts (const Gen *gen)
{
  return gen->options->max_attempts != 0 && gen->attempts >= gen->options->max_attempts;
}

/* The walk of one round from a fresh candidate. OK: gen->values hits the
 * target; EMPTY: the round ended; CANCELLED. */
static NonetStatus
walk (Gen *gen)
{
  uint8_t best[NONET_CELLS];
  Score best_score, score;
  NonetStatus status;
  int patience = PATIENCE;

  status = score_candidate (gen, &best_score);
  if (status != NONET_STATUS_OK || best_score.hit)
    return status;
  /* Targets met by plain digging walk anyway: nearby moves cost less
   * than a fresh grid. */
  memcpy (best, gen->values, sizeof best);
  while (patience-- > 0 && !out_of_attempts (gen))
    {
      if (cancelled (gen))
        return NONET_STATUS_CANCELLED;
      status = make_nearby (gen);
      if (status == NONET_STATUS_CANCELLED)
        return status;
      if (status == NONET_STATUS_OK)
        {
          status = score_candidate (gen, &score);
          if (status != NONET_STATUS_OK || score.hit)
            return status;
          if (score.fitness >= best_score.fitness)
            {
              if (score.fitness > best_score.fitness)
                patience = PATIENCE;
              best_score = score;
              memcpy (best, gen->values, sizeof best);
              continue;
            }
        }
      memcpy (gen->values, best, sizeof best);
    }
  return NONET_STATUS_EMPTY;
}

static NonetStatus
check_options (const NonetGenOptions *o,
               bool                   practice)
{
  if ((unsigned) o->symmetry >= NONET_GEN_N_SYMMETRIES)
    return NONET_STATUS_INVALID_ARGUMENT;
  if (practice || o->target == NONET_GEN_TARGET_TECHNIQUE)
    return nonet_gen_can_target (o->technique) ? NONET_STATUS_OK
                                               : NONET_STATUS_INVALID_ARGUMENT;
  switch (o->target)
    {
    case NONET_GEN_TARGET_ANY:
      return NONET_STATUS_OK;
    case NONET_GEN_TARGET_SE:
      return o->se_min <= o->se_max ? NONET_STATUS_OK : NONET_STATUS_INVALID_ARGUMENT;
    case NONET_GEN_TARGET_LEVEL:
      return (unsigned) o->level <= NONET_LEVEL_EXTREME ? NONET_STATUS_OK
                                                        : NONET_STATUS_INVALID_ARGUMENT;
    case NONET_GEN_TARGET_LABEL:
      return (unsigned) o->label <= NONET_LABEL_EXTREME ? NONET_STATUS_OK
                                                        : NONET_STATUS_INVALID_ARGUMENT;
    case NONET_GEN_TARGET_TECHNIQUE:
    default:
      return NONET_STATUS_INVALID_ARGUMENT;
    }
}

/* The candidates are rated with the techniques the engine tries up to this
 * rank only. The engine tries techniques in that order, so a path that
 * these solve is the full engine's path; a path that gets stuck needs a
 * later technique, which the target rules out (SE: a later technique rates
 * above se_max; level: above the level), or which is past T. Later
 * techniques are where the time goes (chains, nets), so leaving them out
 * makes most ratings cheap. */
static int
last_useful_rank (const NonetGenOptions *options,
                  bool                   practice)
{
  /* The singles are always allowed: every puzzle needs them, and no
   * minimal puzzle starts with a Full House. */
  int singles = MAX (nonet_technique_rank (NONET_TECH_HIDDEN_SINGLE),
                     nonet_technique_rank (NONET_TECH_NAKED_SINGLE));
  int last = NONET_N_TECHNIQUES - 1;

  if (practice || options->target == NONET_GEN_TARGET_TECHNIQUE)
    return nonet_technique_search_end (MAX (nonet_technique_rank (options->technique), singles));
  if (options->target == NONET_GEN_TARGET_ANY)
    return last;
  while (last > singles)
    {
      const NonetTechniqueInfo *info = nonet_technique_info (nonet_technique_at_rank (last));

      if (options->target == NONET_GEN_TARGET_SE && info->se_tenths <= options->se_max)
        break;
      if (options->target == NONET_GEN_TARGET_LEVEL && info->level <= options->level)
        break;
      if (options->target == NONET_GEN_TARGET_LABEL && (int) info->level <= (int) options->label)
        break;
      last--;
    }
  /* The whole of the engine's search that tries it (its loops and AICs are
   * one search): the path then is the full engine's. */
  return nonet_technique_search_end (last);
}

static void
gen_init (Gen                   *gen,
          const NonetGenOptions *options,
          bool                   practice)
{
  memset (gen, 0, sizeof *gen);
  gen->options = options;
  gen->practice = practice;
  _nonet_rng_seed (&gen->rng, options->seed);
  _nonet_gen_orbits (options->symmetry, &gen->orbits);
  nonet_logic_options_init (&gen->logic);
  gen->logic.cancel = options->cancel;
  gen->logic.cancel_data = options->cancel_data;
  /* A technique off in teaching paths (WXYZ-Wing, 3D Medusa...) is enabled
   * at its rank when it is the target: the path with T enabled uses T. */
  if (practice || options->target == NONET_GEN_TARGET_TECHNIQUE)
    nonet_technique_set_add (&gen->logic.techniques, options->technique);
  gen->upto = gen->logic;
  for (int rank = last_useful_rank (options, practice) + 1; rank < NONET_N_TECHNIQUES; rank++)
    nonet_technique_set_remove (&gen->upto.techniques, nonet_technique_at_rank (rank));
  nonet_path_init (&gen->path);
}

/* Checks the options and sets gen up: OK or INVALID_ARGUMENT. */
static NonetStatus
gen_start (Gen                   *gen,
           const NonetGenOptions *options,
           bool                   practice)
{
  NonetStatus status = check_options (options, practice);

  if (status == NONET_STATUS_OK)
    gen_init (gen, options, practice);
  return status;
}

/* Rounds until a hit, cancel or the attempt limit. */
static NonetStatus
gen_run (Gen *gen)
{
  for (;;)
    {
      NonetStatus status;

      if (cancelled (gen))
        return NONET_STATUS_CANCELLED;
      if (out_of_attempts (gen))
        return NONET_STATUS_EMPTY;
      status = make_fresh (gen);
      if (status == NONET_STATUS_OK)
        status = walk (gen);
      if (status != NONET_STATUS_EMPTY)
        return status;
    }
}

/* The givens of gen->values into a grid. */
static void
take_puzzle (const Gen *gen,
             NonetGrid *puzzle,
             uint8_t    solution[NONET_CELLS])
{
  nonet_grid_set_givens (puzzle, gen->values);
  memcpy (solution, gen->solution, NONET_CELLS);
}

/* The rating of the result: the technique path is the full path when it
 * solved; other targets have just built the full path. */
static NonetStatus
rate_result (Gen            *gen,
             NonetGenResult *result)
{
  const NonetGenOptions *o = gen->options;

  if (o->target == NONET_GEN_TARGET_ANY && o->rate)
    {
      NonetStatus status = build_path (gen, &gen->logic);

      if (status != NONET_STATUS_OK)
        return status;
    }
  if (o->target == NONET_GEN_TARGET_SE && gen->se_walked)
    result->rating = gen->rating;
  else if (o->target != NONET_GEN_TARGET_ANY || o->rate)
    nonet_path_rate (&gen->path, &result->rating);
  result->rated = o->target != NONET_GEN_TARGET_ANY || o->rate;
  return NONET_STATUS_OK;
}

/**
 * nonet_generate:
 * A puzzle for options (see nonet-generator.h).
 */
NonetStatus
nonet_generate (const NonetGenOptions *options,
                NonetGenResult        *result)
{
  Gen gen;
  NonetStatus status;

  memset (result, 0, sizeof *result);
  status = gen_start (&gen, options, false);
  if (status != NONET_STATUS_OK)
    return result->status = status;
  status = gen_run (&gen);
  if (status == NONET_STATUS_OK)
    {
      take_puzzle (&gen, &result->puzzle, result->solution);
      status = rate_result (&gen, result);
    }
  result->attempts = gen.attempts;
  nonet_path_clear (&gen.path);
  return result->status = status;
}

/* The hit's path has T; the full engine must agree that T is the next
 * step at the position before it (the prefix argument of score_technique). */
static bool
take_practice (Gen              *gen,
               NonetGenPractice *practice)
{
  int index = first_step_of (&gen->path, gen->options->technique);
  NonetStatus status;

  take_puzzle (gen, &practice->puzzle, practice->solution);
  nonet_path_state_at (&gen->path, index, &practice->position);
  practice->step_index = index;
  status = nonet_find_step (&practice->position, &gen->logic, &practice->step);
  return status == NONET_STATUS_OK && practice->step.technique == gen->options->technique;
}

/**
 * nonet_generate_practice:
 * A puzzle and the position before its first step of options->technique.
 */
NonetStatus
nonet_generate_practice (const NonetGenOptions *options,
                         NonetGenPractice      *practice)
{
  Gen gen;
  NonetStatus status;

  memset (practice, 0, sizeof *practice);
  status = gen_start (&gen, options, true);
  if (status != NONET_STATUS_OK)
    return practice->status = status;
  gen.logic.unique = true;   /* every candidate is unique */
  do
    status = gen_run (&gen);
  while (status == NONET_STATUS_OK && !take_practice (&gen, practice));
  practice->attempts = gen.attempts;
  nonet_path_clear (&gen.path);
  return practice->status = status;
}
