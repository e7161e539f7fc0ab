/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-new-puzzle.c: New Puzzle (Ctrl+N): the dialog that asks what kind,
 * and the generation as a worker of the document.
 *
 * The worker runs the engine's generator on its own options and polls its
 * cancellable through the engine's cancel hook, so Stop, Escape and
 * closing the dialog end it at once; the document is changed only in the
 * main thread, once the puzzle is there.
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "nonet-names.h"
#include "nonet-new-puzzle.h"
#include "nonet-technique-text.h"

/* After this long, a request says that it may take a while. */
#define SLOW_NOTICE_SECONDS 3

typedef struct
{
  NonetNewPuzzleRequest  request;
  NonetGenResult         result;
  NonetGenPractice       practice;
} Job;

typedef struct
{
  char             *message;
  gboolean          has_practice;
  NonetGenPractice  practice;
} Outcome;

static void
outcome_free (Outcome *outcome)
{
  g_free (outcome->message);
  g_free (outcome);
}

char *
nonet_new_puzzle_grade_range (NonetLabel grade)
{
  int se_min, se_max;

  nonet_gen_grade_se_range (grade, &se_min, &se_max);
  if (grade == NONET_LABEL_EXTREME)
    /* Translators: the SE rating range of a level. */
    return g_strdup_printf (_("SE %.1f and over"), se_min / 10.0);
  /* Translators: the SE rating range of a level, e.g. "SE 1.0–2.3". */
  return g_strdup_printf (_("SE %.1f–%.1f"), se_min / 10.0, se_max / 10.0);
}

static bool
cancelled_cb (void *data)
{
  return g_cancellable_is_cancelled (data);
}

static void
generate_worker (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  Job *job = task_data;
  NonetGenOptions options;
  NonetStatus status;

  nonet_gen_options_init (&options);
  options.seed = job->request.seed;
  options.symmetry = job->request.symmetry;
  options.minimal = job->request.minimal;
  options.cancel = cancelled_cb;
  options.cancel_data = cancellable;
  if (job->request.kind == NONET_NEW_PUZZLE_PRACTICE)
    {
      options.technique = job->request.technique;
      status = nonet_generate_practice (&options, &job->practice);
    }
  else
    {
      options.target = NONET_GEN_TARGET_SE;
      nonet_gen_grade_se_range (job->request.grade, &options.se_min, &options.se_max);
      status = nonet_generate (&options, &job->result);
    }
  if (status == NONET_STATUS_CANCELLED || g_cancellable_is_cancelled (cancellable))
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Stopped."));
  else if (status != NONET_STATUS_OK)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED,
                             _("No puzzle of that kind was found."));
  else
    g_task_return_boolean (task, TRUE);
}

static char *
describe_result (const Job *job)
{
  if (job->request.kind == NONET_NEW_PUZZLE_PRACTICE)
    /* Translators: %s is a technique, e.g. "X-Wing". */
    return g_strdup_printf (_("Practise %s: mark its eliminations or placement, then press "
                              "Check."), nonet_technique_get_name (job->request.technique));
  /* Translators: a level and a rating, e.g. "New Hard puzzle (SE 4.2)." */
  return g_strdup_printf (_("New %s puzzle (SE %.1f)."),
                          nonet_label_get_name (job->request.grade),
                          job->result.rating.se_tenths / 10.0);
}

static void
generate_done_cb (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(GTask) outer = user_data;
  NonetDocument *document = g_task_get_source_object (outer);
  Job *job = g_task_get_task_data (G_TASK (result));
  GError *error = NULL;
  Outcome *outcome;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      g_task_return_error (outer, error);
      return;
    }
  outcome = g_new0 (Outcome, 1);
  if (job->request.kind == NONET_NEW_PUZZLE_PRACTICE)
    {
      nonet_document_set_grid (document, &job->practice.position, TRUE);
      outcome->has_practice = TRUE;
      outcome->practice = job->practice;
    }
  else
    nonet_document_set_grid (document, &job->result.puzzle, TRUE);
  outcome->message = describe_result (job);
  g_task_return_pointer (outer, outcome, (GDestroyNotify) outcome_free);
}

/* Starts the worker; returns its cancellable (owned by the task). */
static GCancellable *
start_generation (NonetDocument               *document,
                  const NonetNewPuzzleRequest *request,
                  GTask                       *outer)
{
  Job *job = g_new0 (Job, 1);
  GTask *task = nonet_document_task_new (document, document, generate_done_cb, outer);
  GCancellable *cancellable = g_task_get_cancellable (task);

  job->request = *request;
  if (job->request.seed == 0)
    job->request.seed = ((guint64) g_random_int () << 32) | g_random_int ();
  g_task_set_task_data (task, job, g_free);
  nonet_document_task_run (document, task, generate_worker);
  g_object_unref (task);
  return cancellable;
}

static char *
finish_outcome (GAsyncResult      *result,
                NonetGenPractice  *practice,
                GError           **error)
{
  Outcome *outcome = g_task_propagate_pointer (G_TASK (result), error);
  char *message;

  if (outcome == NULL)
    return NULL;
  if (practice != NULL && outcome->has_practice)
    *practice = outcome->practice;
  message = g_steal_pointer (&outcome->message);
  outcome_free (outcome);
  return message;
}

/**
 * nonet_new_puzzle_generate_async:
 *
 * A new puzzle as request asks, made the document's puzzle when done.
 */
void
nonet_new_puzzle_generate_async (NonetDocument               *document,
                                 const NonetNewPuzzleRequest *request,
                                 GAsyncReadyCallback          callback,
                                 gpointer                     user_data)
{
  GTask *outer;

  g_return_if_fail (NONET_IS_DOCUMENT (document));
  g_return_if_fail (request != NULL);

  outer = g_task_new (document, NULL, callback, user_data);
  g_task_set_source_tag (outer, nonet_new_puzzle_generate_async);
  if (request->kind == NONET_NEW_PUZZLE_EMPTY)
    {
      Outcome *outcome = g_new0 (Outcome, 1);

      nonet_document_clear (document);
      outcome->message = g_strdup (_("Enter the givens, then press Start Solving."));
      g_task_return_pointer (outer, outcome, (GDestroyNotify) outcome_free);
      g_object_unref (outer);
      return;
    }
  start_generation (document, request, outer);
}

char *
nonet_new_puzzle_generate_finish (NonetDocument     *document,
                                  GAsyncResult      *result,
                                  NonetGenPractice  *practice,
                                  GError           **error)
{
  g_return_val_if_fail (g_task_is_valid (result, document), NULL);

  return finish_outcome (result, practice, error);
}

/* ------------------------------------------------------------------------
 * Several puzzles (printing)
 * ------------------------------------------------------------------------ */

typedef struct
{
  NonetLabel        grade;
  NonetGenSymmetry  symmetry;
  gboolean          minimal;
  guint             count;
  guint64           seed;
} BatchJob;

static void
batch_worker (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  BatchJob *job = task_data;
  g_autoptr(GArray) puzzles = g_array_sized_new (FALSE, TRUE, sizeof (NonetNewPuzzle),
                                                 job->count);
  NonetGenOptions options;

  nonet_gen_options_init (&options);
  options.target = NONET_GEN_TARGET_SE;
  options.symmetry = job->symmetry;
  options.minimal = job->minimal;
  options.cancel = cancelled_cb;
  options.cancel_data = cancellable;
  nonet_gen_grade_se_range (job->grade, &options.se_min, &options.se_max);
  for (guint i = 0; i < job->count; i++)
    {
      NonetGenResult result;
      NonetNewPuzzle puzzle;

      /* Puzzle i depends on the seed and i alone. */
      options.seed = nonet_gen_derive_seed (job->seed, i);
      if (nonet_generate (&options, &result) != NONET_STATUS_OK)
        {
          g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Stopped."));
          return;
        }
      puzzle.puzzle = result.puzzle;
      memcpy (puzzle.solution, result.solution, sizeof puzzle.solution);
      puzzle.rating = result.rating;
      g_array_append_val (puzzles, puzzle);
    }
  g_task_return_pointer (task, g_steal_pointer (&puzzles), (GDestroyNotify) g_array_unref);
}

void
nonet_new_puzzles_async (NonetDocument       *document,
                         NonetLabel           grade,
                         NonetGenSymmetry     symmetry,
                         gboolean             minimal,
                         guint                count,
                         guint64              seed,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  GTask *task = nonet_document_task_new (document, document, callback, user_data);
  BatchJob *job = g_new0 (BatchJob, 1);

  g_task_set_source_tag (task, nonet_new_puzzles_async);
  if (seed == 0)
    seed = ((guint64) g_random_int () << 32) | g_random_int ();
  *job = (BatchJob) { grade, symmetry, minimal, count, seed };
  g_task_set_task_data (task, job, g_free);
  nonet_document_task_run (document, task, batch_worker);
  g_object_unref (task);
}

GArray *
nonet_new_puzzles_finish (NonetDocument  *document,
                          GAsyncResult   *result,
                          GError        **error)
{
  g_return_val_if_fail (g_task_is_valid (result, document), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/* ------------------------------------------------------------------------
 * The dialog
 * ------------------------------------------------------------------------ */

typedef struct
{
  GTask         *task;          /* the dialog's, completed once */
  NonetDocument *document;
  AdwWindow     *window;
  GtkStack      *stack;
  GtkCheckButton *kinds[NONET_LABEL_EXTREME + 3];  /* grades, practice, empty */
  AdwComboRow   *technique_row;
  AdwComboRow   *symmetry_row;
  GtkSwitch     *minimal;
  GtkLabel      *working_label;
  GtkLabel      *slow_label;
  GtkSpinner    *spinner;
  GArray        *techniques;    /* NonetTechnique of each row */
  GCancellable  *cancellable;   /* the worker's, while it runs (owned by its task) */
  guint          slow_id;
} Dialog;

static GtkWindow *current_dialog;

#define INDEX_PRACTICE (NONET_LABEL_EXTREME + 1)
#define INDEX_EMPTY    (NONET_LABEL_EXTREME + 2)

static void
dialog_free (Dialog *dialog)
{
  g_clear_handle_id (&dialog->slow_id, g_source_remove);
  g_clear_pointer (&dialog->techniques, g_array_unref);
  g_free (dialog);
}

static void
dialog_complete (Dialog  *dialog,
                 Outcome *outcome,
                 GError  *error)
{
  GTask *task = g_steal_pointer (&dialog->task);

  if (task == NULL)
    return;
  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, outcome, (GDestroyNotify) outcome_free);
  g_object_unref (task);
}

static gboolean
slow_cb (gpointer user_data)
{
  Dialog *dialog = user_data;

  dialog->slow_id = 0;
  gtk_widget_set_visible (GTK_WIDGET (dialog->slow_label), TRUE);
  return G_SOURCE_REMOVE;
}

static void
dialog_generated_cb (GObject      *object,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  AdwWindow *window = user_data;
  Dialog *dialog = g_object_get_data (G_OBJECT (window), "nonet-dialog");
  GError *error = NULL;
  Outcome *outcome = g_task_propagate_pointer (G_TASK (result), &error);

  if (dialog != NULL)
    {
      dialog->cancellable = NULL;
      dialog_complete (dialog, outcome, error);
      gtk_window_destroy (GTK_WINDOW (window));
    }
  else
    {
      g_clear_error (&error);
      g_clear_pointer (&outcome, outcome_free);
    }
  g_object_unref (window);
}

static void
read_request (Dialog                *dialog,
              NonetNewPuzzleRequest *request)
{
  guint technique = adw_combo_row_get_selected (dialog->technique_row);

  *request = (NonetNewPuzzleRequest) { NONET_NEW_PUZZLE_GRADE };
  request->symmetry = adw_combo_row_get_selected (dialog->symmetry_row);
  request->minimal = gtk_switch_get_active (dialog->minimal);
  for (int i = 0; i <= NONET_LABEL_EXTREME; i++)
    if (gtk_check_button_get_active (dialog->kinds[i]))
      request->grade = i;
  if (gtk_check_button_get_active (dialog->kinds[INDEX_PRACTICE])
      && technique < dialog->techniques->len)
    {
      request->kind = NONET_NEW_PUZZLE_PRACTICE;
      request->technique = g_array_index (dialog->techniques, NonetTechnique, technique);
    }
  if (gtk_check_button_get_active (dialog->kinds[INDEX_EMPTY]))
    request->kind = NONET_NEW_PUZZLE_EMPTY;
}

static void
start (Dialog                      *dialog,
       const NonetNewPuzzleRequest *request)
{
  g_autofree char *text = NULL;
  GTask *outer;

  if (request->kind == NONET_NEW_PUZZLE_EMPTY)
    {
      Outcome *outcome = g_new0 (Outcome, 1);

      nonet_document_clear (dialog->document);
      outcome->message = g_strdup (_("Enter the givens, then press Start Solving."));
      dialog_complete (dialog, outcome, NULL);
      gtk_window_destroy (GTK_WINDOW (dialog->window));
      return;
    }
  if (request->kind == NONET_NEW_PUZZLE_PRACTICE)
    /* Translators: %s is a technique. */
    text = g_strdup_printf (_("Looking for a position that needs %s…"),
                            nonet_technique_get_name (request->technique));
  else
    /* Translators: %s is a level, e.g. "Hard". */
    text = g_strdup_printf (_("Making a new puzzle (%s)…"), nonet_label_get_name (request->grade));
  gtk_label_set_text (dialog->working_label, text);
  gtk_stack_set_visible_child_name (dialog->stack, "working");
  gtk_spinner_start (dialog->spinner);
  dialog->slow_id = g_timeout_add_seconds (SLOW_NOTICE_SECONDS, slow_cb, dialog);
  outer = g_task_new (dialog->document, NULL, dialog_generated_cb, g_object_ref (dialog->window));
  dialog->cancellable = start_generation (dialog->document, request, outer);
}

static void
generate_clicked_cb (Dialog *dialog)
{
  NonetNewPuzzleRequest request;

  read_request (dialog, &request);
  start (dialog, &request);
}

static void
stop_clicked_cb (Dialog *dialog)
{
  gtk_window_close (GTK_WINDOW (dialog->window));
}

/**
 * nonet_play_dialog_new:
 *
 * Returns: (transfer none): a modal window over @parent that Escape closes.
 */
AdwWindow *
nonet_play_dialog_new (GtkWindow  *parent,
                       const char *title,
                       int         width,
                       int         height)
{
  AdwWindow *window = ADW_WINDOW (adw_window_new ());
  GtkEventController *keys = gtk_shortcut_controller_new ();

  gtk_window_set_title (GTK_WINDOW (window), title);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
    gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                      gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (GTK_WIDGET (window), keys);
  return window;
}

/**
 * nonet_play_working_page_new:
 *
 * Returns: (transfer floating): a spinner, a label and Stop (which closes
 *   @window), centred.
 */
GtkWidget *
nonet_play_working_page_new (GtkWindow   *window,
                             GtkSpinner **spinner,
                             GtkLabel   **label)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *stop = gtk_button_new_with_mnemonic (_("_Stop"));

  *spinner = GTK_SPINNER (gtk_spinner_new ());
  gtk_widget_set_size_request (GTK_WIDGET (*spinner), 48, 48);
  *label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (*label, TRUE);
  gtk_widget_add_css_class (stop, "pill");
  gtk_widget_set_halign (stop, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (stop, "clicked", G_CALLBACK (gtk_window_close), window);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (*spinner));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (*label));
  gtk_box_append (GTK_BOX (box), stop);
  return box;
}

/* Closing stops the worker; the dialog answers "cancelled". */
static gboolean
close_request_cb (GtkWindow *window,
                  Dialog    *dialog)
{
  if (dialog->cancellable != NULL)
    g_cancellable_cancel (dialog->cancellable);
  dialog_complete (dialog, NULL, g_error_new_literal (G_IO_ERROR, G_IO_ERROR_CANCELLED,
                                                      _("Stopped.")));
  return FALSE;
}

static void
destroy_cb (GtkWindow *window,
            Dialog    *dialog)
{
  close_request_cb (window, dialog);
  if (current_dialog == window)
    current_dialog = NULL;
  g_object_set_data (G_OBJECT (window), "nonet-dialog", NULL);
}

static GtkCheckButton *
add_kind_row (AdwPreferencesGroup *group,
              GtkCheckButton      *first,
              const char          *title,
              const char          *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  if (first != NULL)
    gtk_check_button_set_group (GTK_CHECK_BUTTON (check), first);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  adw_preferences_group_add (group, row);
  return GTK_CHECK_BUTTON (check);
}

static void
technique_selected_cb (AdwComboRow *row,
                       GParamSpec  *pspec,
                       Dialog      *dialog)
{
  guint selected = adw_combo_row_get_selected (row);

  if (selected >= dialog->techniques->len)
    return;
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), nonet_technique_describe (
    g_array_index (dialog->techniques, NonetTechnique, selected)));
  gtk_check_button_set_active (dialog->kinds[INDEX_PRACTICE], TRUE);
}

/* The technique list's rows: the name, and under it what the technique is
 * (nonet_technique_describe), so that the choice can be made from the list. */
static void
technique_setup_cb (GtkSignalListItemFactory *factory,
                    GtkListItem              *item,
                    gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *name = gtk_label_new (NULL);
  GtkWidget *about = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_xalign (GTK_LABEL (about), 0);
  gtk_label_set_wrap (GTK_LABEL (about), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (about), 48);
  gtk_widget_add_css_class (about, "dim-label");
  gtk_widget_add_css_class (about, "caption");
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), about);
  gtk_list_item_set_child (item, box);
}

static void
technique_bind_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *item,
                   Dialog                   *dialog)
{
  GtkWidget *name = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  guint position = gtk_list_item_get_position (item);
  NonetTechnique technique;

  if (position >= dialog->techniques->len)
    return;
  technique = g_array_index (dialog->techniques, NonetTechnique, position);
  gtk_label_set_text (GTK_LABEL (name), nonet_technique_get_name (technique));
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_next_sibling (name)),
                      nonet_technique_describe (technique));
}

static GtkListItemFactory *
technique_factory_new (Dialog *dialog)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (technique_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (technique_bind_cb), dialog);
  return factory;
}

static GtkWidget *
build_choices (Dialog *dialog)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  AdwPreferencesGroup *levels = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  AdwPreferencesGroup *other = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  AdwPreferencesGroup *options = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  g_autoptr(GtkStringList) techniques = gtk_string_list_new (NULL);

  adw_preferences_group_set_title (levels, _("Level"));
  for (int i = 0; i <= NONET_LABEL_EXTREME; i++)
    {
      g_autofree char *range = nonet_new_puzzle_grade_range (i);

      dialog->kinds[i] = add_kind_row (levels, dialog->kinds[0], nonet_label_get_name (i), range);
    }
  gtk_check_button_set_active (dialog->kinds[NONET_LABEL_MEDIUM], TRUE);

  adw_preferences_group_set_title (other, _("Or"));
  dialog->kinds[INDEX_PRACTICE] = add_kind_row (other, dialog->kinds[0],
                                                _("Practise a technique"),
                                                _("Start just before its step. Listed are the "
                                                  "techniques for which a position is usually "
                                                  "found within seconds."));
  dialog->techniques = g_array_new (FALSE, FALSE, sizeof (NonetTechnique));
  for (int rank = 0; rank < NONET_N_TECHNIQUES; rank++)
    {
      NonetTechnique t = nonet_technique_at_rank (rank);

      if (!nonet_gen_is_practical (t))
        continue;
      g_array_append_val (dialog->techniques, t);
      gtk_string_list_append (techniques, nonet_technique_get_name (t));
    }
  dialog->technique_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (dialog->technique_row), _("Technique"));
  adw_combo_row_set_model (dialog->technique_row, G_LIST_MODEL (techniques));
  adw_combo_row_set_list_factory (dialog->technique_row, technique_factory_new (dialog));
  adw_preferences_group_add (other, GTK_WIDGET (dialog->technique_row));
  technique_selected_cb (dialog->technique_row, NULL, dialog);
  g_signal_connect (dialog->technique_row, "notify::selected",
                    G_CALLBACK (technique_selected_cb), dialog);
  dialog->kinds[INDEX_EMPTY] = add_kind_row (other, dialog->kinds[0], _("Empty board"),
                                             _("Enter a puzzle of your own"));
  gtk_check_button_set_active (dialog->kinds[NONET_LABEL_MEDIUM], TRUE);

  adw_preferences_group_set_title (options, _("Givens"));
  dialog->symmetry_row = nonet_play_symmetry_row_new ();
  adw_preferences_group_add (options, GTK_WIDGET (dialog->symmetry_row));
  adw_preferences_group_add (options, nonet_play_minimal_row_new (&dialog->minimal));

  gtk_box_append (GTK_BOX (box), GTK_WIDGET (levels));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (other));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (options));
  g_object_set (box, "margin-start", 12, "margin-end", 12, "margin-top", 12,
                "margin-bottom", 18, NULL);
  return box;
}

/**
 * nonet_play_symmetry_row_new:
 *
 * Returns: (transfer floating): a combo row of the NonetGenSymmetry values.
 */
AdwComboRow *
nonet_play_symmetry_row_new (void)
{
  static const char *const names[NONET_GEN_N_SYMMETRIES] = {
    N_("None"), N_("180° rotation"), N_("90° rotation"), N_("Main diagonal"),
    N_("Anti-diagonal"), N_("Top-bottom mirror"), N_("Left-right mirror"),
    N_("All eight (dihedral)"),
  };
  g_autoptr(GtkStringList) symmetries = gtk_string_list_new (NULL);
  AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());

  for (int i = 0; i < NONET_GEN_N_SYMMETRIES; i++)
    gtk_string_list_append (symmetries, _(names[i]));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Symmetry"));
  adw_combo_row_set_model (row, G_LIST_MODEL (symmetries));
  adw_combo_row_set_selected (row, NONET_GEN_SYMMETRY_ROT180);
  return row;
}

/**
 * nonet_play_minimal_row_new:
 *
 * Returns: (transfer floating): "Minimal" with a switch, off.
 */
GtkWidget *
nonet_play_minimal_row_new (GtkSwitch **toggle)
{
  GtkWidget *row = adw_action_row_new ();

  *toggle = GTK_SWITCH (gtk_switch_new ());
  gtk_widget_set_valign (GTK_WIDGET (*toggle), GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Minimal"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("No given can be taken away without a second solution"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (*toggle));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), GTK_WIDGET (*toggle));
  return row;
}

static gboolean
is_choose_page (GBinding     *binding,
                const GValue *from,
                GValue       *to,
                gpointer      data)
{
  g_value_set_boolean (to, g_strcmp0 (g_value_get_string (from), "choose") == 0);
  return TRUE;
}

static GtkWidget *
build_working (Dialog *dialog)
{
  GtkWidget *box = nonet_play_working_page_new (GTK_WINDOW (dialog->window), &dialog->spinner,
                                                &dialog->working_label);

  gtk_widget_add_css_class (GTK_WIDGET (dialog->working_label), "title-4");
  dialog->slow_label = GTK_LABEL (gtk_label_new (_("This can take a while for hard requests. "
                                                   "Stop keeps your puzzle as it is.")));
  gtk_label_set_wrap (dialog->slow_label, TRUE);
  gtk_label_set_justify (dialog->slow_label, GTK_JUSTIFY_CENTER);
  gtk_widget_set_visible (GTK_WIDGET (dialog->slow_label), FALSE);
  gtk_widget_add_css_class (GTK_WIDGET (dialog->slow_label), "dim-label");
  gtk_box_insert_child_after (GTK_BOX (box), GTK_WIDGET (dialog->slow_label),
                              GTK_WIDGET (dialog->working_label));
  g_object_set (box, "margin-start", 24, "margin-end", 24, NULL);
  return box;
}

/* Cancel and Generate in the header, as GNOME dialogs have them: always
 * in sight however long the list. */
static GtkWidget *
build_header (Dialog *dialog)
{
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  GtkWidget *generate = gtk_button_new_with_mnemonic (_("_Generate"));

  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (stop_clicked_cb), dialog);
  gtk_widget_add_css_class (generate, "suggested-action");
  g_signal_connect_swapped (generate, "clicked", G_CALLBACK (generate_clicked_cb), dialog);
  g_object_bind_property_full (dialog->stack, "visible-child-name", generate, "sensitive",
                               G_BINDING_SYNC_CREATE, is_choose_page, NULL, NULL, NULL);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), generate);
  return header;
}

/**
 * nonet_new_puzzle_dialog_async:
 *
 * Asks what kind of puzzle, makes it and puts it on the document.
 */
void
nonet_new_puzzle_dialog_async (NonetDocument       *document,
                               GtkWindow           *parent,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  Dialog *dialog = g_new0 (Dialog, 1);
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();

  g_return_if_fail (NONET_IS_DOCUMENT (document));

  dialog->task = g_task_new (document, NULL, callback, user_data);
  g_task_set_source_tag (dialog->task, nonet_new_puzzle_dialog_async);
  dialog->document = document;
  dialog->window = nonet_play_dialog_new (parent, _("New Puzzle"), 500, 700);

  dialog->stack = GTK_STACK (gtk_stack_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (dialog->stack), TRUE);
  adw_clamp_set_child (ADW_CLAMP (clamp), build_choices (dialog));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_stack_add_named (dialog->stack, scrolled, "choose");
  gtk_stack_add_named (dialog->stack, build_working (dialog), "working");
  gtk_box_append (GTK_BOX (content), build_header (dialog));
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (dialog->stack));
  adw_window_set_content (dialog->window, content);
  g_object_set_data_full (G_OBJECT (dialog->window), "nonet-dialog", dialog,
                          (GDestroyNotify) dialog_free);
  g_signal_connect (dialog->window, "close-request", G_CALLBACK (close_request_cb), dialog);
  g_signal_connect (dialog->window, "destroy", G_CALLBACK (destroy_cb), dialog);
  current_dialog = GTK_WINDOW (dialog->window);
  gtk_window_present (GTK_WINDOW (dialog->window));
}

char *
nonet_new_puzzle_dialog_finish (NonetDocument     *document,
                                GAsyncResult      *result,
                                NonetGenPractice  *practice,
                                GError           **error)
{
  g_return_val_if_fail (g_task_is_valid (result, document), NULL);

  return finish_outcome (result, practice, error);
}

GtkWindow *
nonet_new_puzzle_dialog_get_current (void)
{
  return current_dialog;
}

void
nonet_new_puzzle_dialog_choose (GtkWindow                   *window,
                                const NonetNewPuzzleRequest *request)
{
  Dialog *dialog = g_object_get_data (G_OBJECT (window), "nonet-dialog");

  g_return_if_fail (dialog != NULL);

  start (dialog, request);
}
