/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-steps-panel.c: the list of the path's steps beside the board.
 *
 *   document ──path-changed──▶ GListStore of NonetStepItem ──▶ GtkSingleSelection
 *       ▲                                                          │
 *       └──────────── set_current_step (selected) ◀────────────────┘
 *
 * The document is the only state: the selection follows the document's
 * current-step and sets it, so the board, the list and the sentence under
 * the board (the window's job) always agree.
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "nonet-solve-task.h"
#include "nonet-step-item.h"
#include "nonet-step-text.h"
#include "nonet-steps-panel.h"
#include "nonet-window-private.h"

struct _NonetStepsPanel
{
  GtkWidget           parent_instance;

  /* template widgets */
  GtkWidget          *box;
  GtkListView        *list_view;
  GtkLabel           *rating_label;
  GtkStack           *stack;

  /* owned */
  NonetDocument      *document;
  GListStore         *store;
  GtkSingleSelection *selection;
  GCancellable       *build_cancellable;
  char               *summary;
  guint               scroll_tick;
  int                 scroll_frames;
  gboolean            syncing;
};

enum {
  PROP_0,
  PROP_DOCUMENT,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (NonetStepsPanel, nonet_steps_panel, GTK_TYPE_WIDGET)

static GParamSpec *properties[N_PROPS];

static NonetWindow *
get_window (NonetStepsPanel *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return NONET_IS_WINDOW (root) ? NONET_WINDOW (root) : NULL;
}

static void
show_message (NonetStepsPanel *self,
              const char      *message)
{
  NonetWindow *window = get_window (self);

  if (window != NULL)
    nonet_window_show_message (window, message);
}

static void
update_actions (NonetStepsPanel *self)
{
  int n_steps = nonet_document_get_n_steps (self->document);
  int current = nonet_document_get_current_step (self->document);
  GtkWidget *widget = GTK_WIDGET (self);

  gtk_widget_action_set_enabled (widget, "steps.previous", n_steps > 0 && current != 0);
  gtk_widget_action_set_enabled (widget, "steps.next", n_steps > 0 && current < n_steps - 1);
  gtk_widget_action_set_enabled (widget, "steps.apply", current >= 0);
  gtk_widget_action_set_enabled (widget, "steps.build",
                                 n_steps == 0 && self->build_cancellable == NULL);
}

/* "Unique solution · Hard, SE 4.2 · 31 steps", or why the path is partial. */
static char *
describe_path (const NonetPath *path)
{
  NonetRating rating;
  g_autofree char *steps = NULL;

  /* Translators: the number of steps of the solution path. */
  steps = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d step", "%d steps", path->n_steps),
                           path->n_steps);
  if (!path->unique)
    /* Translators: %s is "31 steps". */
    return g_strdup_printf (_("Several solutions: no uniqueness techniques used · %s"), steps);
  if (!path->solved)
    return g_strdup_printf (_("Unique solution · beyond the techniques Nonet knows after %s"),
                            steps);
  nonet_path_rate (path, &rating);
  /* Translators: panel heading; a difficulty (Hard), the SE rating, "31 steps". */
  return g_strdup_printf (_("Unique solution · %s, SE %.1f · %s"),
                          nonet_label_get_name (rating.label), rating.se_tenths / 10.0, steps);
}

static gboolean
scroll_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  NonetStepsPanel *self = user_data;
  int current = nonet_document_get_current_step (self->document);

  /* A list just shown is laid out over a frame or two. */
  if (++self->scroll_frames < 3)
    return G_SOURCE_CONTINUE;
  self->scroll_tick = 0;
  self->scroll_frames = 0;
  if (current >= 0)
    gtk_widget_activate_action (widget, "list.scroll-to-item", "u", (guint) current);
  return G_SOURCE_REMOVE;
}

static void
sync_selection (NonetStepsPanel *self)
{
  int current = nonet_document_get_current_step (self->document);
  guint position = current < 0 ? GTK_INVALID_LIST_POSITION : (guint) current;

  self->syncing = TRUE;
  gtk_single_selection_set_selected (self->selection, position);
  self->syncing = FALSE;
  /* Scroll on the next frame: a list just filled has no rows to scroll to. */
  if (current >= 0 && self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->list_view),
                                                      scroll_tick_cb, self, NULL);
  update_actions (self);
}

static void
rebuild_model (NonetStepsPanel *self)
{
  const NonetPath *path = nonet_document_get_path (self->document);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  for (int i = 0; path != NULL && i < path->n_steps; i++)
    g_ptr_array_add (items, nonet_step_item_new (i, &path->steps[i]));
  self->syncing = TRUE;
  g_list_store_splice (self->store, 0, g_list_model_get_n_items (G_LIST_MODEL (self->store)),
                       items->pdata, items->len);
  self->syncing = FALSE;

  g_clear_pointer (&self->summary, g_free);
  if (path != NULL)
    self->summary = describe_path (path);
  gtk_label_set_text (self->rating_label, self->summary ? self->summary : "");
  gtk_widget_set_visible (GTK_WIDGET (self->rating_label), self->summary != NULL);
  gtk_stack_set_visible_child_name (self->stack, path != NULL ? "steps" : "empty");
  sync_selection (self);
}

static void
path_changed_cb (NonetStepsPanel *self)
{
  rebuild_model (self);
}

static void
current_step_cb (NonetStepsPanel *self)
{
  sync_selection (self);
}

static void
selected_cb (NonetStepsPanel *self)
{
  guint position = gtk_single_selection_get_selected (self->selection);

  if (self->syncing)
    return;
  nonet_document_set_current_step (self->document,
                                   position == GTK_INVALID_LIST_POSITION ? -1 : (int) position);
}

static void
move (NonetStepsPanel *self,
      int              delta)
{
  int n_steps = nonet_document_get_n_steps (self->document);
  int current = nonet_document_get_current_step (self->document);
  int next = current < 0 ? (delta > 0 ? 0 : n_steps - 1) : current + delta;

  if (n_steps == 0)
    return;
  nonet_document_set_current_step (self->document, CLAMP (next, 0, n_steps - 1));
}

static void
previous_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  move (NONET_STEPS_PANEL (widget), -1);
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  move (NONET_STEPS_PANEL (widget), +1);
}

static void
apply_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  NonetStepsPanel *self = NONET_STEPS_PANEL (widget);

  nonet_steps_panel_apply_step (self, nonet_document_get_current_step (self->document));
}

static void
build_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  nonet_steps_panel_build_path (NONET_STEPS_PANEL (widget));
}

static gboolean
same_givens (NonetDocument   *document,
             const NonetGrid *puzzle)
{
  NonetGrid givens;

  nonet_document_get_puzzle (document, &givens);
  return memcmp (givens.values, puzzle->values, sizeof givens.values) == 0;
}

static void
set_busy (NonetStepsPanel *self,
          gboolean         busy)
{
  NonetWindow *window = get_window (self);

  if (window != NULL)
    _nonet_window_set_busy (window, busy);
}

/* The worker's callback holds the panel weakly: closing the window
 * disposes the panel at once, which cancels the worker. */
static gpointer
weak_ref_new (gpointer object)
{
  GWeakRef *ref = g_new0 (GWeakRef, 1);

  g_weak_ref_init (ref, object);
  return ref;
}

static gpointer
weak_ref_take (gpointer data)
{
  GWeakRef *ref = data;
  gpointer object = g_weak_ref_get (ref);

  g_weak_ref_clear (ref);
  g_free (ref);
  return object;
}

static void
build_done_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(NonetStepsPanel) self = weak_ref_take (user_data);
  g_autoptr(NonetSolveOutcome) outcome = NULL;
  g_autoptr(GError) error = NULL;

  outcome = nonet_document_solve_finish (NONET_DOCUMENT (object), result, &error);
  if (self == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  set_busy (self, FALSE);
  g_clear_object (&self->build_cancellable);
  update_actions (self);
  if (outcome == NULL)
    {
      show_message (self, error->message);
      return;
    }
  if (!same_givens (self->document, &outcome->puzzle))
    return;
  if (!outcome->has_path)
    {
      show_message (self, _("This puzzle has no solution, so no path either."));
      return;
    }
  nonet_document_take_path (self->document, &outcome->path);
}

static void
nonet_steps_panel_dispose (GObject *object)
{
  NonetStepsPanel *self = (NonetStepsPanel *)object;

  if (self->build_cancellable != NULL)
    {
      g_cancellable_cancel (self->build_cancellable);
      set_busy (self, FALSE);
    }
  g_clear_object (&self->build_cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), NONET_TYPE_STEPS_PANEL);

  G_OBJECT_CLASS (nonet_steps_panel_parent_class)->dispose (object);
}

static void
nonet_steps_panel_finalize (GObject *object)
{
  NonetStepsPanel *self = (NonetStepsPanel *)object;

  g_clear_object (&self->selection);
  g_clear_object (&self->store);
  g_clear_object (&self->document);
  g_clear_pointer (&self->summary, g_free);

  G_OBJECT_CLASS (nonet_steps_panel_parent_class)->finalize (object);
}

static void
nonet_steps_panel_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  NonetStepsPanel *self = NONET_STEPS_PANEL (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nonet_steps_panel_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  NonetStepsPanel *self = NONET_STEPS_PANEL (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      self->document = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nonet_steps_panel_constructed (GObject *object)
{
  NonetStepsPanel *self = (NonetStepsPanel *)object;

  G_OBJECT_CLASS (nonet_steps_panel_parent_class)->constructed (object);

  g_assert (NONET_IS_DOCUMENT (self->document));
  g_signal_connect_object (self->document, "path-changed",
                           G_CALLBACK (path_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::current-step",
                           G_CALLBACK (current_step_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::n-steps",
                           G_CALLBACK (current_step_cb), self, G_CONNECT_SWAPPED);
  rebuild_model (self);
}

/* Alt+Left / Alt+Right and Page Up / Page Down move through the steps from
 * anywhere in the window: a global shortcut controller, in the capture
 * phase so that a focused list or board does not take Page Up/Down first. */
static void
add_shortcuts (NonetStepsPanel *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  struct { guint key; GdkModifierType mods; const char *action; } keys[] = {
    { GDK_KEY_Left, GDK_ALT_MASK, "steps.previous" },
    { GDK_KEY_Page_Up, 0, "steps.previous" },
    { GDK_KEY_Right, GDK_ALT_MASK, "steps.next" },
    { GDK_KEY_Page_Down, 0, "steps.next" },
    { GDK_KEY_Return, GDK_ALT_MASK, "steps.apply" },
  };

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller),
                                     GTK_SHORTCUT_SCOPE_GLOBAL);
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].key,
                                                                                    keys[i].mods),
                                                            gtk_named_action_new (keys[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

static void
nonet_steps_panel_class_init (NonetStepsPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = nonet_steps_panel_dispose;
  object_class->finalize = nonet_steps_panel_finalize;
  object_class->get_property = nonet_steps_panel_get_property;
  object_class->set_property = nonet_steps_panel_set_property;
  object_class->constructed = nonet_steps_panel_constructed;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, NONET_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (NONET_TYPE_STEP_ITEM);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/app/nonet/Nonet/nonet-steps-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, NonetStepsPanel, box);
  gtk_widget_class_bind_template_child (widget_class, NonetStepsPanel, list_view);
  gtk_widget_class_bind_template_child (widget_class, NonetStepsPanel, rating_label);
  gtk_widget_class_bind_template_child (widget_class, NonetStepsPanel, stack);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "nonet-steps-panel");

  gtk_widget_class_install_action (widget_class, "steps.previous", NULL, previous_action);
  gtk_widget_class_install_action (widget_class, "steps.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "steps.apply", NULL, apply_action);
  gtk_widget_class_install_action (widget_class, "steps.build", NULL, build_action);
}

static void
nonet_steps_panel_init (NonetStepsPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->store = g_list_store_new (NONET_TYPE_STEP_ITEM);
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->store)));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (self->selection));
  g_signal_connect_object (self->selection, "notify::selected",
                           G_CALLBACK (selected_cb), self, G_CONNECT_SWAPPED);
  add_shortcuts (self);
}

/**
 * nonet_steps_panel_new:
 * @document: the document whose path the panel lists
 *
 * Returns: (transfer floating): a new panel.
 */
GtkWidget *
nonet_steps_panel_new (NonetDocument *document)
{
  g_return_val_if_fail (NONET_IS_DOCUMENT (document), NULL);

  return g_object_new (NONET_TYPE_STEPS_PANEL, "document", document, NULL);
}

NonetDocument *
nonet_steps_panel_get_document (NonetStepsPanel *self)
{
  g_return_val_if_fail (NONET_IS_STEPS_PANEL (self), NULL);

  return self->document;
}

/**
 * nonet_steps_panel_get_model:
 *
 * Returns: (transfer none): the NonetStepItem list shown.
 */
GListModel *
nonet_steps_panel_get_model (NonetStepsPanel *self)
{
  g_return_val_if_fail (NONET_IS_STEPS_PANEL (self), NULL);

  return G_LIST_MODEL (self->store);
}

/**
 * nonet_steps_panel_get_summary:
 *
 * Returns: (nullable): the rating line at the top, NULL without a path.
 */
const char *
nonet_steps_panel_get_summary (NonetStepsPanel *self)
{
  g_return_val_if_fail (NONET_IS_STEPS_PANEL (self), NULL);

  return self->summary;
}

/**
 * nonet_steps_panel_build_path:
 *
 * Finds the path of the document's puzzle in a worker and gives it to the
 * document; the player's grid is left alone. A running build is cancelled.
 */
void
nonet_steps_panel_build_path (NonetStepsPanel *self)
{
  g_return_if_fail (NONET_IS_STEPS_PANEL (self));

  if (self->build_cancellable != NULL)
    {
      g_cancellable_cancel (self->build_cancellable);
      g_clear_object (&self->build_cancellable);
      set_busy (self, FALSE);
    }
  self->build_cancellable = g_cancellable_new ();
  set_busy (self, TRUE);
  update_actions (self);
  nonet_document_solve_async (self->document, NONET_SOLVE_FLAGS_PATH, self->build_cancellable,
                              build_done_cb, weak_ref_new (self));
}

gboolean
nonet_steps_panel_get_busy (NonetStepsPanel *self)
{
  g_return_val_if_fail (NONET_IS_STEPS_PANEL (self), FALSE);

  return self->build_cancellable != NULL;
}

/**
 * nonet_steps_panel_apply_step:
 * @index: a step of the document's path
 *
 * Makes the player's grid the path's state after step @index (pencil marks
 * included), as one undoable change, then shows the next step so that
 * applying again walks on through the path.
 *
 * Returns: TRUE when the grid changed.
 */
gboolean
nonet_steps_panel_apply_step (NonetStepsPanel *self,
                              int              index)
{
  const NonetPath *path;
  NonetGrid after;
  g_autofree char *message = NULL;

  g_return_val_if_fail (NONET_IS_STEPS_PANEL (self), FALSE);

  path = nonet_document_get_path (self->document);
  if (path == NULL || index < 0 || index >= path->n_steps)
    return FALSE;
  nonet_path_state_at (path, index + 1, &after);
  if (memcmp (&after, nonet_document_get_grid (self->document), sizeof after) == 0)
    return FALSE;
  nonet_document_set_grid (self->document, &after, TRUE);
  if (nonet_document_get_path (self->document) != NULL && index + 1 < path->n_steps)
    nonet_document_set_current_step (self->document, index + 1);
  /* Translators: %d is the number of the step in the list. */
  message = g_strdup_printf (_("Step %d applied to your grid."), index + 1);
  show_message (self, message);
  return TRUE;
}
