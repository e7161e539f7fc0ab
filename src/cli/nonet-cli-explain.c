/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-cli-explain.c: `nonet-cli explain`, the logical path of each puzzle,
 * step by step, as text for people or as JSON lines (DESIGN §4). */

#include "config.h"

#include <glib/gi18n.h>

#include "nonet-cli.h"
#include "nonet-cli-batch.h"
#include "nonet-cli-path.h"
#include "nonet-path-json.h"
#include "nonet-step-text.h"

typedef enum
{
  EXPLAIN_TEXT,
  EXPLAIN_JSON,
} ExplainFormat;

static void
append_text (GString           *out,
             const NonetPath   *path,
             const NonetRating *rating)
{
  char line[NONET_CELLS + 1];
  g_autofree char *se = nonet_cli_se_text (rating->se_tenths);

  nonet_cli_grid_line (&path->start, line);
  g_string_append_printf (out, _("Puzzle: %s\n"), line);
  /* TRANSLATORS: "Rating: SE 7.1, Unfair (score 1530), Expert" */
  g_string_append_printf (out, _("Rating: SE %s, %s (score %d), %s\n"), se,
                          nonet_level_get_name (rating->level), rating->score,
                          nonet_label_get_name (rating->label));
  for (int i = 0; i < path->n_steps; i++)
    {
      g_autofree char *text = nonet_step_describe (&path->steps[i]);
      g_string_append_printf (out, "%3d. %s: %s\n", i + 1,
                              nonet_technique_get_name (path->steps[i].technique), text);
    }
  if (path->solved)
    g_string_append (out, _("Solved.\n"));
  else
    g_string_append (out, _("No further step found: the path stops here, unsolved.\n"));
}

static void
append_json (GString           *out,
             const NonetPath   *path,
             const NonetRating *rating)
{
  nonet_path_json_append (out, path, rating);
  g_string_append_c (out, '\n');
}

static void
explain_work (const NonetCliItem *item,
              NonetCliSink       *sink,
              gpointer            user_data)
{
  const ExplainFormat *format = user_data;
  NonetPath path;
  NonetRating rating;
  NonetCliPathResult result;

  nonet_path_init (&path);
  result = nonet_cli_path_build (item, sink, &path, &rating);
  if (result == NONET_CLI_PATH_NOT_UNIQUE && *format == EXPLAIN_JSON)
    nonet_cli_json_not_unique (sink->out, item);
  if (result == NONET_CLI_PATH_BUILT)
    {
      nonet_cli_sink_begin_record (sink);
      if (*format == EXPLAIN_JSON)
        append_json (sink->out, &path, &rating);
      else
        append_text (sink->out, &path, &rating);
    }
  nonet_path_clear (&path);
}

static const char *
explain_description (void)
{
  return _("Prints the path a person can follow: every step with its technique and one\n"
           "sentence that says why, from the givens (or the pencil marks of a pencil-mark\n"
           "grid) until the puzzle is solved or no technique applies.\n"
           "\n"
           "--format json writes one JSON object per puzzle and line: puzzle, solution,\n"
           "unique, solved_by_logic, rating {se, level, score, label} and steps, each\n"
           "with technique (stable id), code (HoDoKu), name, se, digits, placements,\n"
           "eliminations (cells 0-80), highlights (houses, candidates by role, chain\n"
           "links) and text.\n"
           "\n"
           "A puzzle with several solutions is not explained: it is reported on standard\n"
           "error (json: {\"puzzle\":...,\"unique\":false}). Exit status: 0 every puzzle\n"
           "handled, 1 some puzzle invalid, unsolvable or not unique, 2 bad usage.");
}

/**
 * nonet_cli_explain:
 * `nonet-cli explain [FILE|-] [--format text|json] [--threads N]`.
 *
 * Returns: the exit status.
 */
int
nonet_cli_explain (int    argc,
                   char **argv)
{
  g_autoptr (GOptionContext) context = NULL;
  g_autofree char *format_name = NULL;
  const char *path;
  gboolean ok;
  ExplainFormat format = EXPLAIN_TEXT;
  NonetCliBatch batch = { 0 };
  int threads = -1;
  const GOptionEntry entries[] = {
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_name,
      N_("Write text (default) or json"), N_("FORMAT") },
    NONET_CLI_THREADS_ENTRY (&threads),
    { NULL }
  };

  context = nonet_cli_context_new ("explain", _("[FILE|-]"),
                                   _("Explain every puzzle of FILE or standard input "
                                     "step by step."),
                                   explain_description (), entries);
  if (!nonet_cli_parse_options (context, "explain", &argc, &argv)
      || !nonet_cli_check_threads ("explain", &threads))
    return NONET_CLI_EXIT_USAGE;
  if (format_name != NULL && g_str_equal (format_name, "json"))
    format = EXPLAIN_JSON;
  else if (format_name != NULL && !g_str_equal (format_name, "text"))
    return nonet_cli_usage_error ("explain", _("unknown format “%s”: use text or json"),
                                  format_name);
  path = nonet_cli_take_input_path ("explain", argc, argv, FALSE, &ok);
  if (!ok)
    return NONET_CLI_EXIT_USAGE;

  batch.format = NONET_FORMAT_AUTO;
  batch.n_threads = (guint) threads;
  batch.separate = format == EXPLAIN_TEXT;
  batch.work = explain_work;
  batch.progress = TRUE;
  batch.lines_per_block = NONET_CLI_SLOW_LINES_PER_BLOCK;
  batch.user_data = &format;
  return nonet_cli_batch_run_input (&batch, path);
}
