/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-step-bar.c: the step view's bar.
 *
 * Looking at a step of the path is a mode: the board shows the path's state
 * before that step, never the player's grid. The bar says so and how to get
 * out ("Step 14 of 90 · Swordfish · Back to My Grid (Esc)"); Apply to My
 * Grid is the steps panel's. "What is a Swordfish?" has two sentences and
 * a small example board (nonet-technique-example.c). It always keeps
 * its height (an empty page when no step is shown) so the board never jumps.
 * The buttons activate win.* actions; the bar reads only the document.
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <glib/gi18n.h>

#include "nonet-legend.h"
#include "nonet-names.h"
#include "nonet-step-bar.h"
#include "nonet-technique-example.h"
#include "nonet-technique-text.h"

struct _NonetStepBar
{
  GtkWidget              parent_instance;

  GtkStack              *stack;
  GtkLabel              *label;
  GtkMenuButton         *what;          /* "What is a Swordfish?" */
  GtkLabel              *what_title;
  GtkLabel              *description;
  NonetTechniqueExample *example;
  GtkLabel              *example_text;  /* the example's step in words */
  NonetDocument         *document;
  NonetTechnique         technique;     /* of the step shown */
};

G_DEFINE_FINAL_TYPE (NonetStepBar, nonet_step_bar, GTK_TYPE_WIDGET)

/* The example runs the engine (a forcing net takes a moment): only when
 * the popover opens, and again only for another technique. */
static void
update_example (NonetStepBar *self)
{
  g_autofree char *caption = NULL;

  nonet_technique_example_set_technique (self->example, self->technique);
  caption = nonet_technique_example_describe (self->example);
  gtk_label_set_text (self->example_text, caption ? caption : "");
  gtk_widget_set_visible (GTK_WIDGET (self->example_text), caption != NULL);
}

static void
update (NonetStepBar *self)
{
  int current = nonet_document_get_current_step (self->document);
  const NonetStep *step = nonet_document_get_step (self->document, current);
  g_autofree char *text = NULL;

  if (step != NULL)
    /* TRANSLATORS: the step view's bar: "Step 14 of 90 · Swordfish". */
    text = g_strdup_printf (_("Step %d of %d · %s"), current + 1,
                            nonet_document_get_n_steps (self->document),
                            nonet_technique_get_name (step->technique));
  gtk_label_set_text (self->label, text ? text : "");
  if (step != NULL)
    {
      const char *name = nonet_technique_get_name (step->technique);
      /* TRANSLATORS: the button that explains the step's technique: "What is a Swordfish?" */
      g_autofree char *what = g_strdup_printf (_("What is a %s?"), name);

      gtk_widget_set_tooltip_text (GTK_WIDGET (self->what), what);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->what),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, what, -1);
      gtk_label_set_text (self->what_title, what);
      gtk_label_set_text (self->description, nonet_technique_describe (step->technique));
      self->technique = step->technique;
      if (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (self->what))))
        update_example (self);
    }
  gtk_stack_set_visible_child_name (self->stack, text ? "step" : "none");
}

static void
nonet_step_bar_dispose (GObject *object)
{
  NonetStepBar *self = NONET_STEP_BAR (object);

  gtk_widget_unparent (GTK_WIDGET (self->stack));
  g_clear_object (&self->document);
  G_OBJECT_CLASS (nonet_step_bar_parent_class)->dispose (object);
}

static void
nonet_step_bar_class_init (NonetStepBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = nonet_step_bar_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "nonet-step-bar");
}

static GtkWidget *
make_button (const char *label,
             const char *action)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  return button;
}

/* A label of sentences in a popover: wrapped at words, 40 characters wide. */
static GtkLabel *
append_text (GtkWidget *box)
{
  GtkLabel *label = GTK_LABEL (gtk_label_new (NULL));

  gtk_label_set_wrap (label, TRUE);
  gtk_label_set_max_width_chars (label, 40);
  gtk_label_set_natural_wrap_mode (label, GTK_NATURAL_WRAP_WORD);
  gtk_label_set_xalign (label, 0);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (label));
  return label;
}

/* "What is a Swordfish?": two sentences, a small example drawn by the
 * board's code, and the example's step in words. */
static GtkWidget *
make_what_popover (NonetStepBar *self)
{
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *popover = gtk_popover_new ();

  self->what_title = append_text (content);
  gtk_widget_add_css_class (GTK_WIDGET (self->what_title), "heading");
  self->description = append_text (content);
  self->example = NONET_TECHNIQUE_EXAMPLE (nonet_technique_example_new ());
  gtk_widget_set_halign (GTK_WIDGET (self->example), GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (GTK_WIDGET (self->example), 6);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->example));
  self->example_text = append_text (content);
  gtk_widget_add_css_class (GTK_WIDGET (self->example_text), "caption");
  gtk_widget_add_css_class (GTK_WIDGET (self->example_text), "dim-label");
  gtk_widget_set_visible (GTK_WIDGET (self->example_text), FALSE);
  gtk_popover_set_child (GTK_POPOVER (popover), content);
  g_signal_connect_object (popover, "show", G_CALLBACK (update_example), self,
                           G_CONNECT_SWAPPED);
  return popover;
}

static void
nonet_step_bar_init (NonetStepBar *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *legend = gtk_menu_button_new ();
  GtkWidget *popover;

  self->technique = NONET_N_TECHNIQUES;
  self->stack = GTK_STACK (gtk_stack_new ());
  /* Homogeneous: the empty page is as tall as the bar, the board stays put. */
  gtk_stack_set_vhomogeneous (self->stack, TRUE);
  gtk_widget_set_parent (GTK_WIDGET (self->stack), GTK_WIDGET (self));
  gtk_stack_add_named (self->stack, gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0), "none");

  self->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->label, 0);
  gtk_label_set_ellipsize (self->label, PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (GTK_WIDGET (self->label), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->label), "heading");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->label));

  /* What is a Swordfish? A small button beside the title, so the title
   * keeps its room. */
  self->what = GTK_MENU_BUTTON (gtk_menu_button_new ());
  gtk_menu_button_set_icon_name (self->what, "help-about-symbolic");
  popover = make_what_popover (self);
  gtk_menu_button_set_popover (self->what, popover);
  gtk_widget_add_css_class (GTK_WIDGET (self->what), "flat");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->what));

  popover = gtk_popover_new ();
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (legend), "color-select-symbolic");
  gtk_accessible_update_property (GTK_ACCESSIBLE (legend), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("What the colours mean"), -1);
  gtk_widget_set_tooltip_text (legend, _("What the colours mean"));
  gtk_popover_set_child (GTK_POPOVER (popover), nonet_legend_new ());
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (legend), popover);
  gtk_widget_add_css_class (legend, "flat");
  gtk_box_append (GTK_BOX (box), legend);

  gtk_box_append (GTK_BOX (box), make_button (_("_Back to My Grid (Esc)"), "win.cancel"));
  gtk_stack_add_named (self->stack, box, "step");
  gtk_stack_set_visible_child_name (self->stack, "none");
}

GtkWidget *
nonet_step_bar_new (void)
{
  return g_object_new (NONET_TYPE_STEP_BAR, NULL);
}

/**
 * nonet_step_bar_set_document:
 *
 * The document whose current step (or hint) the bar names.
 */
void
nonet_step_bar_set_document (NonetStepBar  *self,
                             NonetDocument *document)
{
  g_return_if_fail (NONET_IS_STEP_BAR (self));
  g_return_if_fail (NONET_IS_DOCUMENT (document));

  g_set_object (&self->document, document);
  g_signal_connect_object (document, "display-changed", G_CALLBACK (update), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "path-changed", G_CALLBACK (update), self,
                           G_CONNECT_SWAPPED);
  update (self);
}

const char *
nonet_step_bar_get_text (NonetStepBar *self)
{
  g_return_val_if_fail (NONET_IS_STEP_BAR (self), NULL);

  return gtk_label_get_text (self->label);
}
