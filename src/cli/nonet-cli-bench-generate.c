/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-cli-bench-generate.c: `nonet-cli bench --mode generate`, the
 * generator's speed per target (also the meson benchmark "generate").
 *
 * Per target: puzzles asked, the share made within the time limit, and the
 * median, 90th percentile and mean CPU time per puzzle on one core (each
 * puzzle is made by one thread; CPU time is steadier than the wall clock on
 * a shared machine). Extreme (SE 9.0 and over) also runs on --threads
 * threads and gives the wall time per puzzle. No target is compared with
 * `qqwing --generate` in the same run, both as CPU time, when qqwing is on
 * the PATH. Practice runs for the 30 techniques used by the most paths of
 * FILE (top1465.txt is the choice), counted first; without FILE that
 * part is skipped, saying so. Seeds are fixed: two runs make the same puzzles.
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>

#include <glib/gi18n.h>

#include "nonet-cli.h"
#include "nonet-cli-batch.h"
#include "nonet-cli-path.h"

#define N_PRACTICE 30

typedef struct
{
  gint64 deadline;   /* monotonic µs */
} Limit;

static bool
deadline_cb (void *data)
{
  const Limit *limit = data;

  return g_get_monotonic_time () > limit->deadline;
}

static double
thread_cpu_ms (void)
{
  return nonet_cli_thread_cpu_ns () / 1e6;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* Median and 90th percentile (nearest rank) of n times, sorted in place. */
static void
percentiles (double *ms,
             int     n,
             double *median,
             double *p90)
{
  qsort (ms, (size_t) n, sizeof *ms, compare_doubles);
  *median = n == 0 ? 0 : n % 2 ? ms[n / 2] : (ms[n / 2 - 1] + ms[n / 2]) / 2;
  *p90 = n == 0 ? 0 : ms[MIN (n - 1, (int) (0.9 * n + 0.999) - 1)];
}

/* One puzzle (or practice position) within limit_s; its CPU ms, or -1. */
static double
make_one (NonetGenOptions *options,
          gboolean         practice,
          double           limit_s)
{
  Limit limit = { g_get_monotonic_time () + (gint64) (limit_s * G_USEC_PER_SEC) };
  double start = thread_cpu_ms ();
  NonetStatus status;

  options->cancel = deadline_cb;
  options->cancel_data = &limit;
  if (practice)
    {
      NonetGenPractice result;

      status = nonet_generate_practice (options, &result);
    }
  else
    {
      NonetGenResult result;

      status = nonet_generate (options, &result);
    }
  return status == NONET_STATUS_OK ? thread_cpu_ms () - start : -1;
}

/* n puzzles for options on this thread; prints one line; returns the median. */
static double
bench_target (const char      *name,
              NonetGenOptions *options,
              gboolean         practice,
              int              n,
              double           limit_s)
{
  g_autofree double *ms = g_new (double, n);
  double median, p90, total = 0;
  int ok = 0;

  for (int i = 0; i < n; i++)
    {
      double t;

      options->seed = nonet_gen_derive_seed (0xbe9c4, (uint64_t) i);
      t = make_one (options, practice, limit_s);
      if (t >= 0)
        {
          ms[ok++] = t;
          total += t;
        }
    }
  percentiles (ms, ok, &median, &p90);
  printf ("%-42s %5d %5.0f%% %11.2f %11.2f %11.2f\n", name, n, 100.0 * ok / n, median, p90,
          ok ? total / ok : 0);
  fflush (stdout);
  return ok == n ? median : -1;
}

static void
print_header (void)
{
  printf ("%-42s %5s %6s %11s %11s %11s\n", "target (one core)", "asked", "made", "median ms",
          "p90 ms", "mean ms");
}

static double
children_cpu_s (void)
{
  struct rusage usage;

  getrusage (RUSAGE_CHILDREN, &usage);
  return usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6 + usage.ru_stime.tv_sec
         + usage.ru_stime.tv_usec / 1e6;
}

/* CPU seconds of `qqwing --generate n`, or -1 (said why). */
static double
qqwing_seconds (int n)
{
  g_autofree char *qqwing = g_find_program_in_path ("qqwing");
  g_autofree char *count = g_strdup_printf ("%d", n);
  const char *argv[] = { qqwing, "--generate", count, "--one-line", NULL };
  g_autoptr(GError) error = NULL;
  double start = children_cpu_s ();
  int wait_status;

  if (qqwing == NULL)
    {
      printf ("qqwing --generate: not run (no qqwing on the PATH; apt-get install qqwing)\n");
      return -1;
    }
  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL,
                     NULL, &wait_status, &error))
    {
      printf ("qqwing --generate: %s\n", error->message);
      return -1;
    }
  return children_cpu_s () - start;
}

/* No target, n puzzles, against qqwing --generate n in the same run. */
static void
bench_any (int n)
{
  NonetGenOptions options;
  double start = thread_cpu_ms (), ours, theirs;

  nonet_gen_options_init (&options);
  for (int i = 0; i < n; i++)
    {
      NonetGenResult result;

      options.seed = nonet_gen_derive_seed (0xa11, (uint64_t) i);
      nonet_generate (&options, &result);
    }
  ours = n / ((thread_cpu_ms () - start) / 1e3);
  printf ("no target: %d puzzles, %.0f puzzles per CPU second (%.3f ms each)\n", n, ours,
          1e3 / ours);
  theirs = qqwing_seconds (n);
  if (theirs > 0)
    printf ("qqwing --generate %d: %.0f puzzles per CPU second; Nonet/qqwing %.1fx\n", n,
            n / theirs, ours / (n / theirs));
}

static void
bench_levels (int n)
{
  static const char *const ids[] = { "easy", "medium", "hard", "unfair", "extreme" };

  for (int level = NONET_LEVEL_EASY; level <= NONET_LEVEL_EXTREME; level++)
    {
      g_autofree char *name = g_strdup_printf ("--level %s", ids[level]);
      NonetGenOptions options;

      nonet_gen_options_init (&options);
      options.target = NONET_GEN_TARGET_LEVEL;
      options.level = (NonetLevel) level;
      bench_target (name, &options, FALSE, n, 10);
    }
}

static void
grade_options (NonetGenOptions *options,
               NonetLabel       grade)
{
  nonet_gen_options_init (options);
  options->target = NONET_GEN_TARGET_SE;
  nonet_gen_grade_se_range (grade, &options->se_min, &options->se_max);
}

/* The app's grades up to last (SE ranges). */
static void
bench_grades (int        n,
              NonetLabel first,
              NonetLabel last)
{
  static const char *const names[] = { "Easy", "Medium", "Hard", "Expert" };

  for (int grade = first; grade <= (int) last; grade++)
    {
      g_autofree char *name = NULL;
      NonetGenOptions options;

      grade_options (&options, (NonetLabel) grade);
      name = g_strdup_printf ("%s, SE %d.%d-%d.%d", names[grade], options.se_min / 10,
                              options.se_min % 10, options.se_max / 10, options.se_max % 10);
      bench_target (name, &options, FALSE, n, grade == NONET_LABEL_EXPERT ? 30 : 10);
    }
}

typedef struct
{
  int          first;
  int          step;
  int          n;
  double       limit_s;
  volatile int made;
} ExtremeWork;

static gpointer
extreme_thread (gpointer data)
{
  ExtremeWork *work = data;

  for (int i = work->first; i < work->n; i += work->step)
    {
      NonetGenOptions options;

      grade_options (&options, NONET_LABEL_EXTREME);
      options.seed = nonet_gen_derive_seed (0xe8, (uint64_t) i);
      if (make_one (&options, FALSE, work->limit_s) >= 0)
        g_atomic_int_inc (&work->made);
    }
  return NULL;
}

/* Extreme: one core (median, p90), then every thread (wall per puzzle). */
static void
bench_extreme (int   n,
               guint threads)
{
  g_autofree ExtremeWork *work = g_new0 (ExtremeWork, threads);
  g_autofree GThread **workers = g_new (GThread *, threads);
  NonetGenOptions options;
  gint64 start;
  int made = 0;

  grade_options (&options, NONET_LABEL_EXTREME);
  bench_target ("Extreme, SE 9.0+", &options, FALSE, n, 60);
  start = g_get_monotonic_time ();
  for (guint t = 0; t < threads; t++)
    {
      work[t] = (ExtremeWork) { (int) t, (int) threads, n, 60, 0 };
      workers[t] = g_thread_new ("extreme", extreme_thread, &work[t]);
    }
  for (guint t = 0; t < threads; t++)
    {
      g_thread_join (workers[t]);
      made += work[t].made;
    }
  printf ("Extreme, SE 9.0+, %u threads: %d of %d made, %.2f s wall per puzzle\n", threads, made,
          n, (g_get_monotonic_time () - start) / 1e6 / MAX (made, 1));
}

/* Per sink: paths that use each technique. */
typedef struct
{
  guint uses[NONET_N_TECHNIQUES];
} TechniqueCounts;

static void
count_work (const NonetCliItem *item,
            NonetCliSink       *sink,
            gpointer            user_data)
{
  TechniqueCounts *counts = sink->scratch;
  NonetLogicOptions logic;
  bool used[NONET_N_TECHNIQUES] = { false };
  NonetPath path;
  NonetError error;

  if (counts == NULL)
    counts = sink->scratch = g_new0 (TechniqueCounts, 1);
  nonet_logic_options_init (&logic);
  nonet_path_init (&path);
  if (nonet_path_build (&item->grid, &logic, &path, &error) == NONET_STATUS_OK)
    for (int i = 0; i < path.n_steps; i++)
      used[path.steps[i].technique] = true;
  nonet_path_clear (&path);
  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    counts->uses[t] += used[t];
}

static gint
compare_uses (gconstpointer a,
              gconstpointer b,
              gpointer      user_data)
{
  const guint *uses = user_data;
  NonetTechnique x = *(const NonetTechnique *) a, y = *(const NonetTechnique *) b;

  if (uses[x] != uses[y])
    return uses[x] < uses[y] ? 1 : -1;
  return (int) x - (int) y;
}

/* The N_PRACTICE techniques used by the most paths of items, into top;
 * returns how many (fewer when fewer techniques were used). */
static int
top_techniques (GArray         *items,
                guint           threads,
                NonetTechnique  top[N_PRACTICE])
{
  g_autofree NonetCliSink *sinks = g_new0 (NonetCliSink, threads);
  NonetCliBatch batch = { NONET_FORMAT_AUTO, threads, FALSE, count_work, NULL, g_free };
  guint uses[NONET_N_TECHNIQUES] = { 0 };
  NonetTechnique order[NONET_N_TECHNIQUES];
  gboolean wrote = FALSE;
  int n = 0;

  for (guint t = 0; t < threads; t++)
    nonet_cli_sink_init (&sinks[t], FALSE);
  nonet_cli_batch_map (&batch, (const NonetCliItem *) items->data, items->len, sinks);
  nonet_cli_sinks_write (sinks, threads, &wrote);
  for (guint t = 0; t < threads; t++)
    {
      const TechniqueCounts *counts = sinks[t].scratch;

      for (int k = 0; counts != NULL && k < NONET_N_TECHNIQUES; k++)
        uses[k] += counts->uses[k];
      nonet_cli_sink_clear (&sinks[t], g_free);
    }
  for (int k = 0; k < NONET_N_TECHNIQUES; k++)
    order[k] = (NonetTechnique) k;
  g_qsort_with_data (order, NONET_N_TECHNIQUES, sizeof *order, compare_uses, uses);
  for (int k = 0; k < NONET_N_TECHNIQUES && n < N_PRACTICE; k++)
    if (uses[order[k]] > 0 && nonet_gen_can_target (order[k]))
      top[n++] = order[k];
  return n;
}

/* Practice for the techniques most used in the paths of items; the median
 * of the medians and the slowest. */
static void
bench_practice (int      n,
                GArray  *items,
                guint    threads)
{
  NonetTechnique top[N_PRACTICE];
  double medians[N_PRACTICE];
  double median, p90, slowest = 0;
  int n_top, missed = 0, slow = 0;

  if (items == NULL)
    {
      printf ("practice: not run (give FILE, e.g. top1465.txt, to pick the techniques)\n");
      return;
    }
  n_top = top_techniques (items, threads, top);
  printf ("practice: the %d techniques used by the most of %u paths\n", n_top, items->len);
  for (int k = 0; k < n_top; k++)
    {
      g_autofree char *name = g_strdup_printf ("practice %s", nonet_technique_info (top[k])->id);
      NonetGenOptions options;

      nonet_gen_options_init (&options);
      options.technique = top[k];
      medians[k] = bench_target (name, &options, TRUE, n, 20);
      missed += medians[k] < 0;
      if (medians[k] < 0)
        medians[k] = G_MAXDOUBLE;
      if (medians[k] > slowest)
        slowest = medians[slow = k];
    }
  if (n_top == 0)
    return;
  percentiles (medians, n_top, &median, &p90);
  printf ("practice, %d techniques: %d not made every time; median of medians %.1f ms; "
          "slowest %s, ", n_top, missed, median, nonet_technique_info (top[slow])->id);
  if (missed)
    printf ("not always made\n");
  else
    printf ("median %.1f ms\n", slowest);
}

/* Practice for every technique the generator can target, limit_s each
 * (not part of the default run): which targets are practical. */
static void
bench_all_techniques (int n)
{
  for (int rank = 0; rank < NONET_N_TECHNIQUES; rank++)
    {
      NonetTechnique technique = nonet_technique_at_rank (rank);
      g_autofree char *name = NULL;
      NonetGenOptions options;

      if (!nonet_gen_can_target (technique))
        continue;
      name = g_strdup_printf ("practice %s%s", nonet_technique_info (technique)->id,
                              nonet_gen_is_practical (technique) ? "" : " (*)");
      nonet_gen_options_init (&options);
      options.technique = technique;
      bench_target (name, &options, TRUE, n, 10);
    }
  printf ("(*): not offered by the app (nonet_gen_is_practical)\n");
}

/**
 * nonet_cli_bench_generate:
 * @items: (nullable): the puzzles of FILE (picks the practice techniques)
 * @only: (nullable): one part: any, levels, grades, expert, extreme, practice, or
 *   techniques (practice for every technique, 10 s limit; only when asked)
 * @count: puzzles per target
 * @threads: threads for Extreme on every core and for reading FILE's paths
 *
 * Returns: the exit status.
 */
int
nonet_cli_bench_generate (GArray     *items,
                          const char *only,
                          int         count,
                          guint       threads)
{
  static const char *const parts[] = { "any", "levels", "grades", "expert", "extreme",
                                       "practice", "techniques", NULL };

  if (only != NULL && !g_strv_contains (parts, only))
    return nonet_cli_usage_error ("bench", _("unknown part “%s”: use any, levels, grades, "
                                             "expert, extreme, practice or techniques"), only);
  if (count < 1)
    return nonet_cli_usage_error ("bench", _("--count must be at least 1"));
#define PART(name) (only == NULL || g_str_equal (only, name))
  if (PART ("any"))
    bench_any (count * 100);
  if (only == NULL || !g_str_equal (only, "any"))
    print_header ();
  if (PART ("levels"))
    bench_levels (count);
  if (PART ("grades"))
    bench_grades (count, NONET_LABEL_EASY, NONET_LABEL_EXPERT);
  else if (PART ("expert"))
    bench_grades (count, NONET_LABEL_EXPERT, NONET_LABEL_EXPERT);
  if (PART ("extreme"))
    bench_extreme (MAX (count / 3, 2), threads);
  if (PART ("practice"))
    bench_practice (MAX (count / 3, 3), items, threads);
  if (only != NULL && g_str_equal (only, "techniques"))
    bench_all_techniques (count);
#undef PART
  return NONET_CLI_EXIT_OK;
}
