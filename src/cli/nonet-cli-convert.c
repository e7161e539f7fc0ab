/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-cli-convert.c: `nonet-cli convert`, puzzles from any text format to one. */

#include "config.h"

#include <glib/gi18n.h>

#include "nonet-cli.h"
#include "nonet-cli-batch.h"

/* --transform: the grid transforms in the order given. RELABEL is not a
 * symmetry: it renumbers the digits in order of first appearance. */
#define RELABEL NONET_N_SYMMETRIES
#define MAX_TRANSFORMS 16

typedef struct
{
  NonetFormat format;
  int         n_transforms;
  int         transforms[MAX_TRANSFORMS];   /* NonetSymmetry or RELABEL */
} ConvertOptions;

static const struct
{
  const char *name;
  int         transform;
} transform_names[] = {
  { "rot90", NONET_SYMMETRY_ROTATE_90 },
  { "rot180", NONET_SYMMETRY_ROTATE_180 },
  { "rot270", NONET_SYMMETRY_ROTATE_270 },
  { "transpose", NONET_SYMMETRY_TRANSPOSE },
  { "antitranspose", NONET_SYMMETRY_ANTI_TRANSPOSE },
  { "mirror-h", NONET_SYMMETRY_MIRROR_ROWS },
  { "mirror-v", NONET_SYMMETRY_MIRROR_COLUMNS },
  { "relabel", RELABEL },
};

/* The first digit met in reading order becomes 1, the next new one 2 ...
 * (givens and placed digits, then pencil marks of digits never placed). */
static void
relabel_by_appearance (NonetGrid *grid)
{
  uint8_t map[10] = { 0 };
  uint8_t next = 1;

  for (int cell = 0; cell < NONET_CELLS; cell++)
    if (grid->values[cell] != 0 && map[grid->values[cell]] == 0)
      map[grid->values[cell]] = next++;
  for (int d = 1; d <= NONET_DIGITS; d++)
    if (map[d] == 0)
      map[d] = next++;
  nonet_grid_relabel (grid, map, grid);
}

static void
convert_work (const NonetCliItem *item,
              NonetCliSink       *sink,
              gpointer            user_data)
{
  const ConvertOptions *options = user_data;
  NonetGrid grid = item->grid;

  for (int i = 0; i < options->n_transforms; i++)
    {
      NonetGrid out;

      if (options->transforms[i] == RELABEL)
        {
          relabel_by_appearance (&grid);
          continue;
        }
      nonet_grid_transform (&grid, (NonetSymmetry) options->transforms[i], &out);
      grid = out;
    }
  nonet_cli_sink_append_grid (sink, &grid, options->format);
}

/* "rot90,relabel" into options; FALSE after a usage error. */
static gboolean
parse_transforms (const char     *text,
                  ConvertOptions *options)
{
  g_auto(GStrv) names = g_strsplit (text, ",", -1);

  for (int i = 0; names[i] != NULL; i++)
    {
      gsize k = 0;

      while (k < G_N_ELEMENTS (transform_names) && !g_str_equal (names[i], transform_names[k].name))
        k++;
      if (k == G_N_ELEMENTS (transform_names))
        {
          nonet_cli_usage_error ("convert", _("unknown transform “%s”: use rot90, rot180, rot270, "
                                              "transpose, antitranspose, mirror-h, mirror-v or "
                                              "relabel"), names[i]);
          return FALSE;
        }
      if (options->n_transforms == MAX_TRANSFORMS)
        {
          nonet_cli_usage_error ("convert", _("%d transforms at most"), MAX_TRANSFORMS);
          return FALSE;
        }
      options->transforms[options->n_transforms++] = transform_names[k].transform;
    }
  return TRUE;
}

static const char *
convert_description (void)
{
  return _("Reads every puzzle in any format Nonet reads and writes it in the format\n"
           "of --to, keeping the input order:\n"
           "  line    81 characters on one line, “.” for blanks\n"
           "  grid    the boxed 9×9 grid, with +-------+ lines and | bars\n"
           "  csv     9 lines of 9 comma-separated cells, 0 for blanks\n"
           "  pm      a pencil-mark grid: the candidates of every cell\n"
           "  python  a list of 9 lists of 9 integers\n"
           "  sdk     SadMan Software .sdk\n"
           "  ss      SimpleSudoku .ss\n"
           "Multi-line formats put a blank line between two puzzles. The puzzles are\n"
           "checked against the rules (no digit twice in a house) but not solved.\n"
           "\n"
           "--transform changes each puzzle first, by a comma-separated list done in\n"
           "order: rot90, rot180, rot270 (clockwise), transpose (main diagonal),\n"
           "antitranspose, mirror-h (top to bottom), mirror-v (left to right), relabel\n"
           "(digits renumbered in order of first appearance: the first digit read\n"
           "becomes 1, the next new one 2 ...).\n"
           "\n"
           "Exit status: 0 every puzzle converted, 1 some puzzle could not be read or\n"
           "breaks the rules (reported as “line N: reason”), 2 bad usage or unreadable\n"
           "input.");
}

/**
 * nonet_cli_convert:
 * @argc: argument count
 * @argv: arguments, argv[0] "convert"
 *
 * `nonet-cli convert [FILE|-] --to FORMAT [--transform LIST] [--threads N]`.
 *
 * Returns: the exit status.
 */
int
nonet_cli_convert (int    argc,
                   char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *format_name = NULL;
  g_autofree char *from_name = NULL;
  g_autofree char *transform_text = NULL;
  ConvertOptions options = { .format = NONET_FORMAT_LINE };
  const char *path;
  gboolean ok;
  NonetFormat from = NONET_FORMAT_AUTO;
  NonetCliBatch batch = { 0 };
  int threads = -1;
  const GOptionEntry entries[] = {
    { "to", 'o', 0, G_OPTION_ARG_STRING, &format_name,
      N_("Write puzzles as line, grid, csv, pm, python, sdk or ss"), N_("FORMAT") },
    { "from", 'i', 0, G_OPTION_ARG_STRING, &from_name,
      N_("Read puzzles as FORMAT instead of detecting it (also sdm, hodoku)"), N_("FORMAT") },
    { "transform", 'x', 0, G_OPTION_ARG_STRING, &transform_text,
      N_("Rotate, reflect or relabel first (rot90,relabel …)"), N_("LIST") },
    NONET_CLI_THREADS_ENTRY (&threads),
    { NULL }
  };

  context = nonet_cli_context_new ("convert", _("[FILE|-] --to FORMAT"),
                                   _("Write every puzzle of FILE or standard input in another "
                                     "format."),
                                   convert_description (), entries);
  if (!nonet_cli_parse_options (context, "convert", &argc, &argv))
    return NONET_CLI_EXIT_USAGE;
  if (format_name == NULL)
    return nonet_cli_usage_error ("convert", _("--to FORMAT is required"));
  if (!nonet_format_from_name (format_name, &options.format)
      || !nonet_format_can_write (options.format))
    return nonet_cli_usage_error ("convert", _("unknown output format “%s”"), format_name);
  if (from_name != NULL && !nonet_format_from_name (from_name, &from))
    return nonet_cli_usage_error ("convert", _("unknown input format “%s”"), from_name);
  if (transform_text != NULL && !parse_transforms (transform_text, &options))
    return NONET_CLI_EXIT_USAGE;
  if (!nonet_cli_check_threads ("convert", &threads))
    return NONET_CLI_EXIT_USAGE;
  path = nonet_cli_take_input_path ("convert", argc, argv, FALSE, &ok);
  if (!ok)
    return NONET_CLI_EXIT_USAGE;

  batch.format = from;
  batch.n_threads = (guint) threads;
  batch.separate = options.format != NONET_FORMAT_LINE;
  batch.work = convert_work;
  batch.user_data = &options;
  return nonet_cli_batch_run_input (&batch, path);
}
