/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-generate.c: the generator's speed, per target (meson benchmark).
 *
 *   bench-generate [--qqwing PATH] [--count N] [--only any|levels|grades|extreme|practice]
 *
 * Per target: puzzles asked, the share made within the time limit, and the
 * median and 90th percentile CPU time per puzzle on one core (each puzzle
 * is made by one thread; CPU time is steadier than the wall clock on a
 * shared machine). Extreme (SE 9.0 and over) also runs on every core and
 * gives the wall time per puzzle. No target is compared with
 * `qqwing --generate` in the same run, both as CPU time. Seeds are fixed:
 * two runs make the same puzzles.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include <glib.h>

#include "nonet.h"

/* The 30 techniques that appear in the most top1465 paths (Nonet's own
 * engine, default techniques): counted from
 * `nonet-cli rate top1465.txt --format json`, paths that use each one. */
static const char *const top_techniques[] = {
  "full-house", "naked-single", "hidden-single", "pointing", "claiming",
  "nice-loop-discontinuous", "naked-pair", "naked-triple", "hidden-pair",
  "grouped-nice-loop-discontinuous", "two-string-kite", "xy-chain", "locked-pair", "w-wing",
  "als-xz", "hidden-rectangle", "als-xy-wing", "skyscraper", "empty-rectangle",
  "forcing-chain-verity", "xy-wing", "sue-de-coq", "als-xy-chain", "locked-triple",
  "forcing-net-contradiction", "finned-x-wing", "xyz-wing", "x-wing", "finned-swordfish",
  "nice-loop-continuous",
};

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
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
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
  double *ms = g_new (double, n);
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
  printf ("%-34s %5d %5.0f%% %11.2f %11.2f %11.2f\n", name, n, 100.0 * ok / n, median, p90,
          ok ? total / ok : 0);
  fflush (stdout);
  g_free (ms);
  return median;
}

static void
print_header (void)
{
  printf ("%-34s %5s %6s %11s %11s %11s\n", "target (one core)", "asked", "made", "median ms",
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

/* No target, n puzzles, against qqwing --generate n in the same run. */
static void
bench_any (int         n,
           const char *qqwing)
{
  NonetGenOptions options;
  double start = thread_cpu_ms (), ours, theirs;
  g_autofree char *count = g_strdup_printf ("%d", n);
  const char *argv[] = { qqwing, "--generate", count, "--one-line", NULL };
  g_autoptr(GError) error = NULL;
  int wait_status;

  nonet_gen_options_init (&options);
  for (int i = 0; i < n; i++)
    {
      NonetGenResult result;

      options.seed = nonet_gen_derive_seed (0xa11, (uint64_t) i);
      nonet_generate (&options, &result);
    }
  ours = n / ((thread_cpu_ms () - start) / 1e3);
  printf ("no target: %d puzzles, %.0f puzzles per CPU second\n", n, ours);
  if (qqwing == NULL)
    {
      printf ("qqwing --generate: not run (no qqwing; apt-get install qqwing)\n");
      return;
    }
  start = children_cpu_s ();
  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL,
                     NULL, &wait_status, &error))
    {
      printf ("qqwing --generate: %s\n", error->message);
      return;
    }
  theirs = n / (children_cpu_s () - start);
  printf ("qqwing --generate %d: %.0f puzzles per CPU second; Nonet/qqwing %.1fx\n", n, theirs,
          ours / theirs);
}

static void
bench_levels (int n)
{
  NonetGenOptions options;
  g_autofree char *name = NULL;

  for (int level = NONET_LEVEL_EASY; level <= NONET_LEVEL_EXTREME; level++)
    {
      static const char *const ids[] = { "easy", "medium", "hard", "unfair", "extreme" };

      nonet_gen_options_init (&options);
      options.target = NONET_GEN_TARGET_LEVEL;
      options.level = (NonetLevel) level;
      g_free (name);
      name = g_strdup_printf ("--level %s", ids[level]);
      bench_target (name, &options, FALSE, n, 10);
    }
}

static void
bench_grades (int n)
{
  static const char *const names[] = { "Easy", "Medium", "Hard", "Expert" };
  NonetGenOptions options;

  for (int grade = NONET_LABEL_EASY; grade <= NONET_LABEL_EXPERT; grade++)
    {
      g_autofree char *name = NULL;

      nonet_gen_options_init (&options);
      options.target = NONET_GEN_TARGET_SE;
      nonet_gen_grade_se_range ((NonetLabel) grade, &options.se_min, &options.se_max);
      name = g_strdup_printf ("%s, SE %d.%d-%d.%d", names[grade], options.se_min / 10,
                              options.se_min % 10, options.se_max / 10, options.se_max % 10);
      bench_target (name, &options, FALSE, n, 10);
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

      nonet_gen_options_init (&options);
      options.target = NONET_GEN_TARGET_SE;
      nonet_gen_grade_se_range (NONET_LABEL_EXTREME, &options.se_min, &options.se_max);
      options.seed = nonet_gen_derive_seed (0xe8, (uint64_t) i);
      if (make_one (&options, FALSE, work->limit_s) >= 0)
        g_atomic_int_inc (&work->made);
    }
  return NULL;
}

/* Extreme: one core (median, p90), then every core (wall per puzzle). */
static void
bench_extreme (int n)
{
  int cores = (int) g_get_num_processors ();
  g_autofree ExtremeWork *work = g_new0 (ExtremeWork, cores);
  g_autofree GThread **threads = g_new (GThread *, cores);
  NonetGenOptions options;
  gint64 start;
  int made = 0;

  nonet_gen_options_init (&options);
  options.target = NONET_GEN_TARGET_SE;
  nonet_gen_grade_se_range (NONET_LABEL_EXTREME, &options.se_min, &options.se_max);
  bench_target ("Extreme, SE 9.0+", &options, FALSE, n, 60);
  start = g_get_monotonic_time ();
  for (int t = 0; t < cores; t++)
    {
      work[t] = (ExtremeWork) { t, cores, n, 60, 0 };
      threads[t] = g_thread_new ("extreme", extreme_thread, &work[t]);
    }
  for (int t = 0; t < cores; t++)
    {
      g_thread_join (threads[t]);
      made += work[t].made;
    }
  printf ("Extreme, SE 9.0+, %d cores: %d of %d made, %.2f s wall per puzzle\n", cores, made, n,
          (g_get_monotonic_time () - start) / 1e6 / MAX (made, 1));
}

/* Practice for each of the 30 techniques; the median of the medians. */
static void
bench_practice (int n)
{
  double medians[G_N_ELEMENTS (top_techniques)];
  double median, p90;

  for (gsize k = 0; k < G_N_ELEMENTS (top_techniques); k++)
    {
      g_autofree char *name = g_strdup_printf ("practice %s", top_techniques[k]);
      NonetGenOptions options;

      nonet_gen_options_init (&options);
      options.technique = nonet_technique_from_id (top_techniques[k]);
      g_assert (options.technique != NONET_N_TECHNIQUES);
      medians[k] = bench_target (name, &options, TRUE, n, 20);
    }
  percentiles (medians, G_N_ELEMENTS (medians), &median, &p90);
  printf ("practice, %d techniques: slowest median %.1f ms, median of medians %.1f ms\n",
          (int) G_N_ELEMENTS (medians), medians[G_N_ELEMENTS (medians) - 1], median);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *qqwing = NULL;
  g_autofree char *only = NULL;
  int count = 30;
  const GOptionEntry entries[] = {
    { "qqwing", 0, 0, G_OPTION_ARG_FILENAME, &qqwing, "qqwing to compare with", "PATH" },
    { "count", 'n', 0, G_OPTION_ARG_INT, &count, "Puzzles per target (default 30)", "N" },
    { "only", 0, 0, G_OPTION_ARG_STRING, &only,
      "One part: any, levels, grades, extreme, practice", "PART" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("- the generator's speed");
  g_autoptr(GError) error = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || count < 1)
    {
      fprintf (stderr, "bench-generate: %s\n", error != NULL ? error->message : "bad --count");
      return 2;
    }
  if (only == NULL || g_str_equal (only, "any"))
    bench_any (MAX (count, 1) * 100, qqwing);
  if (only == NULL || !g_str_equal (only, "any"))
    print_header ();
  if (only == NULL || g_str_equal (only, "levels"))
    bench_levels (count);
  if (only == NULL || g_str_equal (only, "grades"))
    bench_grades (count);
  if (only == NULL || g_str_equal (only, "extreme"))
    bench_extreme (MAX (count / 5, 2));
  if (only == NULL || g_str_equal (only, "practice"))
    bench_practice (MAX (count / 3, 3));
  return 0;
}
