/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-cli-check-library.c: `nonet-cli check-library FILE`, HoDoKu's
 * regression library run against the logic engine.
 *
 * Each case is a pencil-mark state, a technique code, and the eliminations
 * (or placements) expected. A case passes when the engine, asked for every
 * step of that technique at that state (uniqueness allowed; HoDoKu's ALS
 * rules in chains for the variants its tester turns them on for), has one
 * whose eliminations (or placements) are exactly the expected set; a "-x" case
 * passes when no step of the technique touches the case's digits. The
 * report gives the counts per technique and ends "N passed, M failed".
 */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "nonet-cli.h"
#include "nonet-step-text.h"

#define MAX_STEPS 512

typedef struct
{
  int passed;
  int failed;
} Count;

typedef struct
{
  NonetStep *steps;
  gboolean   verbose;
  Count      counts[NONET_N_TECHNIQUES];
  Count      unknown;
  Count      total;
} Checker;

static gboolean
same_candidates (const NonetCandidate *found,
                 int                   n_found,
                 const NonetCandidate *expected,
                 int                   n_expected)
{
  if (n_found != n_expected)
    return FALSE;
  for (int i = 0; i < n_expected; i++)
    {
      gboolean hit = FALSE;
      for (int j = 0; j < n_found && !hit; j++)
        hit = found[j].cell == expected[i].cell && found[j].digit == expected[i].digit;
      if (!hit)
        return FALSE;
    }
  return TRUE;
}

static gboolean
step_matches (const NonetStep        *step,
              const NonetLibraryCase *library_case)
{
  if (library_case->n_placements > 0)
    return same_candidates (step->placements, step->n_placements,
                            library_case->placements, library_case->n_placements);
  return step->n_placements == 0
         && same_candidates (step->eliminations, step->n_eliminations,
                             library_case->eliminations, library_case->n_eliminations);
}

static GString *
candidates_text (const NonetCandidate *candidates,
                 int                   n)
{
  GString *s = g_string_new (NULL);

  for (int i = 0; i < n; i++)
    g_string_append_printf (s, "%s%d%d%d", i > 0 ? " " : "", candidates[i].digit,
                            candidates[i].cell / 9 + 1, candidates[i].cell % 9 + 1);
  return s;
}

/* --verbose: what was expected and what the engine found instead. */
static void
print_failure (guint                   line,
               const NonetLibraryCase *library_case,
               const NonetStep        *steps,
               int                     n_steps)
{
  gboolean placements = library_case->n_placements > 0;
  g_autoptr (GString) expected = placements
    ? candidates_text (library_case->placements, library_case->n_placements)
    : candidates_text (library_case->eliminations, library_case->n_eliminations);

  printf (_("line %u: %s%s expected %s, found %d step(s)\n"), line, library_case->code,
          library_case->must_fail ? "-x" : "", expected->str, n_steps);
  for (int i = 0; i < n_steps && i < 8; i++)
    {
      g_autoptr (GString) found = placements
        ? candidates_text (steps[i].placements, steps[i].n_placements)
        : candidates_text (steps[i].eliminations, steps[i].n_eliminations);
      printf ("    %s\n", found->str);
    }
}

/* HoDoKu's tester turns on ALS nodes in its tabling chains for these
 * variants only: grouped continuous loops -2, discontinuous loops and AICs
 * -3 and -4. */
static gboolean
case_wants_als (const NonetLibraryCase *library_case,
                NonetTechnique          technique)
{
  switch (technique)
    {
    case NONET_TECH_GROUPED_NICE_LOOP_CONTINUOUS:
      return library_case->variant == 2;
    case NONET_TECH_GROUPED_NICE_LOOP_DISCONTINUOUS:
    case NONET_TECH_GROUPED_AIC:
      return library_case->variant == 3 || library_case->variant == 4;
    default:
      return FALSE;
    }
}

static gboolean
check_case (Checker                *checker,
            guint                   line,
            const NonetLibraryCase *library_case,
            NonetTechnique          technique)
{
  NonetLogicOptions options;
  gboolean pass = FALSE;
  int n;

  nonet_logic_options_init (&options);
  options.unique = TRUE;
  options.als_in_chains = case_wants_als (library_case, technique);
  n = nonet_find_technique_steps (&library_case->grid, technique, &options,
                                  checker->steps, MAX_STEPS);
  if (library_case->must_fail)
    {
      pass = TRUE;
      for (int i = 0; i < n; i++)
        if (library_case->digits == 0 || (checker->steps[i].digits & library_case->digits))
          pass = FALSE;
    }
  else
    {
      for (int i = 0; i < n && !pass; i++)
        pass = step_matches (&checker->steps[i], library_case);
    }
  if (!pass && checker->verbose)
    print_failure (line, library_case, checker->steps, n);
  return pass;
}

/* One line of the library; a line that cannot be read is reported as
 * "nonet-cli: FILE:LINE:COLUMN: what is wrong". */
static void
check_line (Checker    *checker,
            const char *filter,
            const char *file,
            guint       line,
            const char *text,
            gsize       length)
{
  NonetLibraryCase library_case;
  NonetError error;
  NonetTechnique technique;
  NonetStatus status;
  Count *count;
  gboolean pass;

  status = nonet_parse_library_line (text, length, &library_case, &error);
  if (status == NONET_STATUS_EMPTY)
    return;
  if (status != NONET_STATUS_OK)
    {
      g_autofree char *why = nonet_error_describe_problem (&error);
      if (filter == NULL)
        {
          /* The reader counts lines and columns within the one line it got. */
          nonet_cli_error (file, line, error.column, "%s", why);
          checker->unknown.failed++;
          checker->total.failed++;
        }
      return;
    }

  technique = nonet_technique_from_code (library_case.code);
  if (technique == NONET_N_TECHNIQUES)
    technique = nonet_technique_from_id (library_case.code);
  if (filter != NULL)
    {
      NonetTechnique wanted = nonet_technique_from_code (filter);

      if (wanted == NONET_N_TECHNIQUES)
        wanted = nonet_technique_from_id (filter);
      if (technique != wanted)
        return;
    }
  if (technique == NONET_N_TECHNIQUES)
    {
      if (checker->verbose)
        printf (_("line %u: technique %s is not supported\n"), line, library_case.code);
      checker->unknown.failed++;
      checker->total.failed++;
      return;
    }

  pass = check_case (checker, line, &library_case, technique);
  count = &checker->counts[technique];
  if (pass)
    count->passed++, checker->total.passed++;
  else
    count->failed++, checker->total.failed++;
}

/* Every line of the text, read in place (no copy of the whole file). */
static void
check_lines (Checker    *checker,
             const char *filter,
             const char *file,
             GBytes     *bytes)
{
  gsize size = 0;
  const char *text = g_bytes_get_data (bytes, &size);
  const char *end = text + size;
  guint line = 1;

  for (const char *p = text; p != NULL && p < end; line++)
    {
      const char *newline = memchr (p, '\n', (gsize) (end - p));
      const char *stop = newline != NULL ? newline : end;

      while (stop > p && g_ascii_isspace (stop[-1]))   /* CRLF line ends */
        stop--;
      check_line (checker, filter, file, line, p, (gsize) (stop - p));
      p = newline != NULL ? newline + 1 : NULL;
    }
}

static void
print_counts (const Checker *checker)
{
  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    {
      const Count *count = &checker->counts[t];
      const NonetTechniqueInfo *info = nonet_technique_info ((NonetTechnique) t);

      if (count->passed + count->failed == 0)
        continue;
      printf ("%-5s %-34s %4d/%-4d%s\n", info->code, nonet_technique_get_name ((NonetTechnique) t),
              count->passed, count->passed + count->failed,
              count->failed > 0 ? _("  (some failed)") : "");
    }
  if (checker->unknown.failed > 0)
    printf (_("%d case(s) of techniques Nonet does not have, or unreadable\n"),
            checker->unknown.failed);
  printf (_("%d passed, %d failed\n"), checker->total.passed, checker->total.failed);
}

/**
 * nonet_cli_check_library:
 * `nonet-cli check-library FILE [--technique CODE] [--verbose]`.
 *
 * Returns: 0 when every case passed (or at least --min-passed), 1 when
 * some failed, 2 for bad usage.
 */
int
nonet_cli_check_library (int    argc,
                         char **argv)
{
  g_autofree char *technique = NULL;
  gboolean verbose = FALSE;
  int min_passed = -1;
  const GOptionEntry entries[] = {
    { "technique", 0, 0, G_OPTION_ARG_STRING, &technique,
      N_("Only the cases of this technique (HoDoKu code such as 0300, or id such as x-wing)"),
      N_("CODE") },
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose,
      N_("Print every failed case with what was found"), NULL },
    { "min-passed", 0, 0, G_OPTION_ARG_INT, &min_passed,
      N_("Exit with 0 when at least N cases pass (for CI), 1 otherwise"), N_("N") },
    { NULL }
  };
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GBytes) bytes = NULL;
  Checker checker = { 0 };
  const char *path;
  gboolean ok;

  context = nonet_cli_context_new ("check-library", _("FILE"),
                                   _("Run HoDoKu library cases (technique, pencil marks, expected "
                                     "eliminations) against the logic engine."),
                                   NULL, entries);
  if (!nonet_cli_parse_options (context, "check-library", &argc, &argv))
    return NONET_CLI_EXIT_USAGE;
  path = nonet_cli_take_input_path ("check-library", argc, argv, TRUE, &ok);
  if (!ok)
    return NONET_CLI_EXIT_USAGE;
  if (technique != NULL && nonet_technique_from_code (technique) == NONET_N_TECHNIQUES
      && nonet_technique_from_id (technique) == NONET_N_TECHNIQUES)
    return nonet_cli_usage_error ("check-library", _("unknown technique “%s”"), technique);
  bytes = nonet_cli_load_input (path);
  if (bytes == NULL)
    return NONET_CLI_EXIT_USAGE;

  checker.verbose = verbose;
  checker.steps = g_new (NonetStep, MAX_STEPS);
  check_lines (&checker, technique, nonet_cli_input_name (path), bytes);
  print_counts (&checker);
  g_free (checker.steps);
  if (min_passed >= 0)
    return checker.total.passed >= min_passed ? NONET_CLI_EXIT_OK : NONET_CLI_EXIT_PUZZLE;
  return checker.total.failed > 0 ? NONET_CLI_EXIT_PUZZLE : NONET_CLI_EXIT_OK;
}
