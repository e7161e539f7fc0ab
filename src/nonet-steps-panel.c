/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-steps-panel.c: the list of the path's steps beside the board.
 *
 *   document ──path-changed──▶ GListStore of NonetStepItem ──▶ GtkSingleSelection
 *       ▲                                                          │
 *       └──────────── set_current_step (selected) ◀────────────────┘
 *
 * The document is the only state: the selection follows the document's
 * current-step and sets it, so the board, the list and the sentence under
 * the board (the window's job) always agree. The buttons activate win.*
 * actions (previous-step, next-step, apply-step, show-path); the panel never
 * calls the window.
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "nonet-replay.h"
#include "nonet-step-item.h"
#include "nonet-step-text.h"
#include "nonet-steps-panel.h"

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
nonet_steps_panel_dispose (GObject *object)
{
  NonetStepsPanel *self = (NonetStepsPanel *)object;

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
  /* A chain's or net's implications, under the list, while such a step is
   * shown: one for the panel's life (it was added at every new path). */
  gtk_box_insert_child_after (GTK_BOX (self->box), nonet_replay_new (self->document),
                              GTK_WIDGET (self->stack));
  rebuild_model (self);
}

/* The rows come from nonet-step-row.ui, built the way GtkBuilderListItemFactory
 * builds them; a signal factory because the row needs a bind step (below). */
static void
setup_row_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *list_item,
              gpointer                  user_data)
{
  g_autoptr (GtkBuilder) builder = gtk_builder_new ();
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GError) error = NULL;
  gsize size;
  const char *data;

  bytes = g_resources_lookup_data ("/app/nonet/Nonet/nonet-step-row.ui", 0, NULL);
  data = g_bytes_get_data (bytes, &size);
  gtk_builder_set_current_object (builder, G_OBJECT (list_item));
  if (!gtk_builder_extend_with_template (builder, G_OBJECT (list_item), GTK_TYPE_LIST_ITEM, data,
                                         (gssize) size, &error))
    g_critical ("The step row does not build: %s", error->message);
}

/* A screen reader reads the row GtkListView wraps around our child, and GTK
 * 4.8 names it from nothing (gtk_list_item_set_accessible_label() is 4.12):
 * name it "3. Naked Single: r1c3 is 5" ourselves, each time it is reused. */
static void
bind_row_cb (GtkSignalListItemFactory *factory,
             GtkListItem              *list_item,
             gpointer                  user_data)
{
  NonetStepItem *item = gtk_list_item_get_item (list_item);
  GtkWidget *child = gtk_list_item_get_child (list_item);
  GtkWidget *row = child != NULL ? gtk_widget_get_parent (child) : NULL;
  g_autofree char *label = NULL;

  if (item == NULL || row == NULL)
    return;
  label = g_strdup_printf ("%s. %s: %s", nonet_step_item_get_number (item),
                           nonet_step_item_get_title (item), nonet_step_item_get_summary (item));
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static GtkListItemFactory *
row_factory_new (void)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_row_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row_cb), NULL);
  return factory;
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
}

static void
nonet_steps_panel_init (NonetStepsPanel *self)
{
  g_autoptr (GtkListItemFactory) factory = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->store = g_list_store_new (NONET_TYPE_STEP_ITEM);
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->store)));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (self->selection));
  factory = row_factory_new ();
  gtk_list_view_set_factory (self->list_view, factory);
  g_signal_connect_object (self->selection, "notify::selected",
                           G_CALLBACK (selected_cb), self, G_CONNECT_SWAPPED);
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
