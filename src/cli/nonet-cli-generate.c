/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-cli-generate.c: `nonet-cli generate`, new puzzles for a target.
 *
 * Puzzle i is generated from its own seed, nonet_gen_derive_seed (S, i), so
 * the output does not depend on the thread count. The puzzles are numbered
 * jobs of the batch runner (nonet_cli_batch_run_jobs), one a block, written
 * in index order; progress shows on a terminal. Ctrl+C sets a flag that the
 * engine's cancel hook and the runner read: no new puzzle starts, and what
 * is finished is written.
 */

#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <unistd.h>

#include <glib/gi18n.h>

#include "nonet-cli.h"
#include "nonet-cli-path.h"
#include "nonet-names.h"
#include "nonet-path-json.h"

typedef struct
{
  NonetGenOptions  options;      /* the run's; seed is the run seed */
  gboolean         json;
  guint            count;
  guint            n_threads;
  GMutex           progress_lock;
  guint            n_done;       /* puzzles made or given up, under the lock */
} GenerateRun;

static volatile sig_atomic_t interrupted;

static void
interrupt_handler (int signal_number)
{
  (void) signal_number;
  interrupted = 1;
}

static bool
interrupted_cb (void *user_data)
{
  (void) user_data;
  return interrupted != 0;
}

static gboolean
stop_cb (gpointer user_data)
{
  (void) user_data;
  return interrupted != 0;
}

static void
append_line (GString       *out,
             const uint8_t *values)
{
  for (int cell = 0; cell < NONET_CELLS; cell++)
    g_string_append_c (out, values[cell] != 0 ? (char) ('0' + values[cell]) : '.');
}

static void
put_line_member (GString       *out,
                 const char    *name,
                 const uint8_t *values)
{
  nonet_json_put_name (out, FALSE, name);
  g_string_append_c (out, '"');
  append_line (out, values);
  g_string_append_c (out, '"');
}

static void
append_json (GString              *out,
             const GenerateRun    *run,
             guint                 index,
             const NonetGenResult *result)
{
  g_string_append_c (out, '{');
  nonet_json_put_int_member (out, TRUE, "index", index);
  nonet_json_put_int_member (out, FALSE, "seed", (gint64) run->options.seed);
  put_line_member (out, "puzzle", result->puzzle.values);
  put_line_member (out, "solution", result->solution);
  nonet_json_put_int_member (out, FALSE, "givens", nonet_grid_count_givens (&result->puzzle));
  nonet_json_put_string_member (out, FALSE, "symmetry", nonet_gen_symmetry_id (run->options.symmetry));
  nonet_json_put_boolean_member (out, FALSE, "minimal", run->options.minimal);
  nonet_path_json_put_rating (out, FALSE, &result->rating);
  nonet_json_put_int_member (out, FALSE, "attempts", result->attempts);
  g_string_append (out, "}\n");
}

/* Counts a finished puzzle, for the message after Ctrl+C. (The batch
 * runner shows the progress on a terminal.) */
static void
count_done (GenerateRun *run)
{
  g_mutex_lock (&run->progress_lock);
  run->n_done++;
  g_mutex_unlock (&run->progress_lock);
}

/* One job of the batch runner: puzzle index, from the seed derived from the
 * run's seed and index, so the output is the same for any thread count.
 * Interrupted, it writes nothing. */
static void
generate_job (guint64       index,
              NonetCliSink *sink,
              gpointer      user_data)
{
  GenerateRun *run = user_data;
  NonetGenOptions options = run->options;
  NonetGenResult result;

  if (interrupted)
    return;
  options.seed = nonet_gen_derive_seed (run->options.seed, index);
  nonet_generate (&options, &result);
  if (result.status == NONET_STATUS_CANCELLED)
    return;
  if (result.status != NONET_STATUS_OK)
    {
      g_string_append_printf (sink->err, _("puzzle %u: none found in %u candidates\n"),
                              (guint) index + 1, result.attempts);
      sink->n_failed++;
    }
  else if (run->json)
    append_json (sink->out, run, index, &result);
  else
    {
      append_line (sink->out, result.puzzle.values);
      g_string_append_c (sink->out, '\n');
    }
  count_done (run);
}

static int
run_generate (GenerateRun *run)
{
  /* One puzzle a block: a puzzle can take seconds, so each is handed out,
   * and written once those before it are, on its own. */
  NonetCliJobs jobs = {
    .n_jobs = run->count,
    .n_threads = run->n_threads,
    .jobs_per_block = 1,
    .run = generate_job,
    .user_data = run,
    .stop = stop_cb,
    .progress = TRUE,
  };
  struct sigaction action = { 0 };
  int status;

  action.sa_handler = interrupt_handler;
  sigemptyset (&action.sa_mask);
  sigaction (SIGINT, &action, NULL);
  run->options.cancel = interrupted_cb;
  g_mutex_init (&run->progress_lock);
  status = nonet_cli_batch_run_jobs (&jobs, NULL);
  g_mutex_clear (&run->progress_lock);
  if (interrupted)
    {
      fprintf (stderr, _("nonet-cli generate: interrupted after %u of %u puzzles\n"),
               run->n_done, run->count);
      return 128 + SIGINT;
    }
  return status;
}

/* "7.0:8.9", "9:" or ":3.4" into tenths; FALSE when malformed. */
static gboolean
parse_se_bound (const char *text,
                int         empty_value,
                int        *tenths)
{
  char *end = NULL;
  double value;

  if (*text == '\0')
    {
      *tenths = empty_value;
      return TRUE;
    }
  value = g_ascii_strtod (text, &end);
  if (end == text || *end != '\0' || !(value >= 0.0 && value <= 20.0))
    return FALSE;
  *tenths = (int) (value * 10.0 + 0.5);
  return TRUE;
}

static int
parse_se (const char      *text,
          NonetGenOptions *options)
{
  g_auto(GStrv) parts = g_strsplit (text, ":", -1);

  if (g_strv_length (parts) != 2 || !parse_se_bound (parts[0], 10, &options->se_min)
      || !parse_se_bound (parts[1], 120, &options->se_max))
    return nonet_cli_usage_error ("generate", _("--se takes MIN:MAX, such as 7.0:8.9, not “%s”"),
                                  text);
  if (options->se_min > options->se_max)
    return nonet_cli_usage_error ("generate", _("the SE range “%s” is empty"), text);
  options->target = NONET_GEN_TARGET_SE;
  return NONET_CLI_EXIT_OK;
}

/* HoDoKu-style level ids, then the plain labels ("expert" for "unfair"),
 * in any case. */
static int
parse_level (const char      *text,
             NonetGenOptions *options)
{
  for (int level = NONET_LEVEL_EASY; level <= NONET_LEVEL_EXTREME; level++)
    if (g_ascii_strcasecmp (text, nonet_level_get_id ((NonetLevel) level)) == 0)
      {
        options->target = NONET_GEN_TARGET_LEVEL;
        options->level = (NonetLevel) level;
        return NONET_CLI_EXIT_OK;
      }
  for (int label = NONET_LABEL_EASY; label <= NONET_LABEL_EXTREME; label++)
    if (g_ascii_strcasecmp (text, nonet_label_get_id ((NonetLabel) label)) == 0)
      {
        options->target = NONET_GEN_TARGET_LABEL;
        options->label = (NonetLabel) label;
        return NONET_CLI_EXIT_OK;
      }
  return nonet_cli_usage_error ("generate", _("unknown level “%s”: use easy, medium, hard, "
                                              "unfair (or expert) or extreme"), text);
}

static int
parse_technique (const char      *text,
                 NonetGenOptions *options)
{
  NonetTechnique technique = nonet_technique_from_id (text);

  if (technique == NONET_N_TECHNIQUES)
    technique = nonet_technique_from_code (text);
  if (technique == NONET_N_TECHNIQUES)
    return nonet_cli_usage_error ("generate", _("unknown technique “%s” (ids as in "
                                                "“nonet-cli rate --format json”)"), text);
  if (!nonet_gen_can_target (technique))
    return nonet_cli_usage_error ("generate", _("technique “%s” cannot be targeted: it is off "
                                                "by default in the logic engine"), text);
  options->target = NONET_GEN_TARGET_TECHNIQUE;
  options->technique = technique;
  return NONET_CLI_EXIT_OK;
}

typedef struct
{
  char     *level;
  char     *se;
  char     *technique;
  char     *symmetry;
  char     *format;
  char     *seed;
  int       count;
  int       attempts;
  int       threads;
  gboolean  minimal;
} GenerateArgs;

static void
generate_args_clear (GenerateArgs *args)
{
  g_free (args->level);
  g_free (args->se);
  g_free (args->technique);
  g_free (args->symmetry);
  g_free (args->format);
  g_free (args->seed);
}

static int
parse_target (const GenerateArgs *args,
              NonetGenOptions    *options)
{
  if ((args->level != NULL) + (args->se != NULL) + (args->technique != NULL) > 1)
    return nonet_cli_usage_error ("generate",
                                  _("give one target at most: --level, --se or --technique"));
  if (args->level != NULL)
    return parse_level (args->level, options);
  if (args->se != NULL)
    return parse_se (args->se, options);
  if (args->technique != NULL)
    return parse_technique (args->technique, options);
  return NONET_CLI_EXIT_OK;
}

/* The options that are not the target into run; exit status. */
static int
parse_run (const GenerateArgs *args,
           GenerateRun        *run)
{
  guint64 seed;

  if (args->count < 1)
    return nonet_cli_usage_error ("generate", _("--count must be 1 or more, not %d"), args->count);
  if (args->attempts < 0)
    return nonet_cli_usage_error ("generate", _("--attempts must be 0 (no limit) or more"));
  run->count = (guint) args->count;
  run->options.max_attempts = (unsigned) args->attempts;
  run->options.minimal = args->minimal;
  if (args->symmetry != NULL)
    run->options.symmetry = nonet_gen_symmetry_from_id (args->symmetry);
  if (run->options.symmetry == NONET_GEN_N_SYMMETRIES)
    return nonet_cli_usage_error ("generate", _("unknown symmetry “%s”: use none, rot180, rot90, "
                                                "diagonal, antidiagonal, mirror-h, mirror-v or "
                                                "dihedral"), args->symmetry);
  if (args->format != NULL && !g_str_equal (args->format, "line")
      && !g_str_equal (args->format, "json"))
    return nonet_cli_usage_error ("generate", _("unknown format “%s”: use line or json"),
                                  args->format);
  run->json = args->format != NULL && g_str_equal (args->format, "json");
  run->options.rate = run->json;
  /* A random seed stays below 2^53, so JSON readers that hold numbers as
   * doubles keep it exact. */
  if (args->seed == NULL)
    seed = (((guint64) g_random_int () << 32) | g_random_int ())
           & ((G_GUINT64_CONSTANT (1) << 53) - 1);
  /* Up to 2^63 - 1: JSON readers (json-glib among them) take signed 64-bit integers. */
  else if (!g_ascii_string_to_unsigned (args->seed, 10, 0, G_MAXINT64, &seed, NULL))
    return nonet_cli_usage_error ("generate", _("--seed takes a number from 0 to %"
                                                G_GUINT64_FORMAT ", not “%s”"),
                                  (guint64) G_MAXINT64, args->seed);
  run->options.seed = seed;
  return NONET_CLI_EXIT_OK;
}

static const char *
generate_description (void)
{
  return _("Targets (one at most; none: any puzzle with one solution):\n"
           "  --level L      HoDoKu-style level: easy, medium, hard, unfair (or expert),\n"
           "                 extreme\n"
           "  --se MIN:MAX   SE-style rating in this range, such as 7.0:8.9 or 9.0:\n"
           "  --technique T  the path needs technique T (a stable id such as x-wing, or\n"
           "                 a HoDoKu code) and nothing after it in the engine's order\n"
           "Symmetries: none, rot180, rot90, diagonal, antidiagonal, mirror-h (top to\n"
           "bottom), mirror-v (left to right), dihedral (all eight).\n"
           "\n"
           "Puzzle i of a run comes from its own seed, derived from --seed and i: the\n"
           "same seed gives the same puzzles whatever --threads. --format json adds\n"
           "the solution and rating. Progress goes to standard error on a terminal;\n"
           "Ctrl+C stops, writing the puzzles already made.\n"
           "\n"
           "Exit status: 0 all puzzles made, 1 some ran out of --attempts, 2 bad usage,\n"
           "130 interrupted.");
}

/**
 * nonet_cli_generate:
 * @argc: argument count
 * @argv: arguments, argv[0] "generate"
 *
 * `nonet-cli generate [--count N] [--level L | --se MIN:MAX | --technique T]
 * [--symmetry S] [--minimal] [--seed S] [--threads N] [--format line|json]`.
 *
 * Returns: the exit status.
 */
int
nonet_cli_generate (int    argc,
                    char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  GenerateArgs args = { .count = 1, .threads = -1 };
  GenerateRun run = { 0 };
  int status;
  const GOptionEntry entries[] = {
    { "count", 'n', 0, G_OPTION_ARG_INT, &args.count, N_("Make N puzzles (default 1)"),
      N_("N") },
    { "level", 'l', 0, G_OPTION_ARG_STRING, &args.level, N_("Target a level"), N_("L") },
    { "se", 0, 0, G_OPTION_ARG_STRING, &args.se, N_("Target an SE range"), N_("MIN:MAX") },
    { "technique", 'T', 0, G_OPTION_ARG_STRING, &args.technique,
      N_("Target a puzzle that needs technique T"), N_("T") },
    { "symmetry", 's', 0, G_OPTION_ARG_STRING, &args.symmetry,
      N_("Place the givens with symmetry S (default none)"), N_("S") },
    { "minimal", 'm', 0, G_OPTION_ARG_NONE, &args.minimal,
      N_("No given can be removed without losing uniqueness"), NULL },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &args.seed, N_("Seed of the run (default random)"),
      N_("S") },
    { "attempts", 0, 0, G_OPTION_ARG_INT, &args.attempts,
      N_("Give up a puzzle after N candidates (default 0: never)"), N_("N") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &args.format, N_("Write line (default) or json"),
      N_("FORMAT") },
    NONET_CLI_THREADS_ENTRY (&args.threads),
    { NULL }
  };

  context = nonet_cli_context_new ("generate", "", _("Make new puzzles with one solution."),
                                   generate_description (), entries);
  nonet_gen_options_init (&run.options);
  status = nonet_cli_parse_options (context, "generate", &argc, &argv)
           ? NONET_CLI_EXIT_OK : NONET_CLI_EXIT_USAGE;
  if (status == NONET_CLI_EXIT_OK && argc > 1)
    status = nonet_cli_usage_error ("generate", _("unexpected argument “%s”"), argv[1]);
  if (status == NONET_CLI_EXIT_OK)
    status = parse_target (&args, &run.options);
  if (status == NONET_CLI_EXIT_OK)
    status = parse_run (&args, &run);
  if (status == NONET_CLI_EXIT_OK && !nonet_cli_check_threads ("generate", &args.threads))
    status = NONET_CLI_EXIT_USAGE;
  if (status == NONET_CLI_EXIT_OK)
    {
      run.n_threads = MIN ((guint) args.threads, run.count);
      status = run_generate (&run);
    }
  generate_args_clear (&args);
  return status;
}
