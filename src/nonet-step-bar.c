/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-step-bar.c: the step view's bar.
 *
 * Looking at a step of the path is a mode: the board shows the path's state
 * before that step, never the player's grid. The bar says so and how to get
 * out: the technique's name over "Step 14 of 90", "What is a Swordfish?"
 * (two sentences and a small example board, nonet-technique-example.c),
 * the colours' legend, and Back to My Grid (Esc); Apply to My Grid is the
 * steps panel's. The buttons activate win.* actions; the bar reads only the
 * document.
 *
 * The bar lays its children out itself so that the name is not cut and the
 * board never jumps: its size depends on its width alone, never on the
 * step shown (it makes room for the widest technique name), and it keeps
 * its height while no step is shown (its children are hidden, not gone).
 * As the width shrinks, Back to My Grid becomes an icon (same tooltip and
 * accessible label), then the name takes a row of its own above the step
 * number and the buttons.
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <glib/gi18n.h>

#include "nonet-legend.h"
#include "nonet-names.h"
#include "nonet-step-bar.h"
#include "nonet-technique-example.h"
#include "nonet-technique-text.h"

/* Between the bar's parts (pixels). */
#define SPACING 6

typedef enum
{
  LAYOUT_ONE_ROW,        /* name over number | (i) legend [Back to My Grid (Esc)] */
  LAYOUT_ONE_ROW_ICON,   /* name over number | (i) legend [<] */
  LAYOUT_TWO_ROWS,       /* name, then number | (i) legend [<] */
} Layout;

struct _NonetStepBar
{
  GtkWidget              parent_instance;

  GtkLabel              *name;          /* "Swordfish" */
  GtkLabel              *number;        /* "Step 14 of 90" */
  GtkMenuButton         *what;          /* "What is a Swordfish?" */
  GtkWidget             *legend;
  GtkWidget             *back;          /* "Back to My Grid (Esc)" */
  GtkWidget             *back_icon;     /* the same, as an icon */
  GtkLabel              *what_title;
  GtkLabel              *description;
  NonetTechniqueExample *example;
  GtkLabel              *example_text;  /* the example's step in words */
  NonetDocument         *document;
  NonetTechnique         technique;     /* of the step shown */
  char                  *text;          /* "Step 14 of 90 · Swordfish", "" for none */
  PangoFontDescription  *name_font;     /* the font widest_name was measured in */
  int                    widest_name;   /* pixels */
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
  g_autofree char *number = NULL;
  g_autofree char *what = NULL;
  const char *name;

  g_free (self->text);
  self->text = g_strdup ("");
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  if (step == NULL)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL);
      return;
    }
  name = nonet_technique_get_name (step->technique);
  /* TRANSLATORS: the step view's bar, under the technique's name. */
  number = g_strdup_printf (_("Step %d of %d"), current + 1,
                            nonet_document_get_n_steps (self->document));
  g_free (self->text);
  /* TRANSLATORS: the step view's bar in one line (its accessible
   * label): "Step 14 of 90 · Swordfish". */
  self->text = g_strdup_printf (_("Step %d of %d · %s"), current + 1,
                                nonet_document_get_n_steps (self->document), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->text, -1);
  gtk_label_set_text (self->name, name);
  gtk_label_set_text (self->number, number);
  /* TRANSLATORS: the button that explains the step's technique: "What is a Swordfish?" */
  what = g_strdup_printf (_("What is a %s?"), name);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->what), what);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->what),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, what, -1);
  gtk_label_set_text (self->what_title, what);
  gtk_label_set_text (self->description, nonet_technique_describe (step->technique));
  self->technique = step->technique;
  if (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (self->what))))
    update_example (self);
}

/* ------------------------------------------------------------------------
 * Layout
 * ------------------------------------------------------------------------ */

/* The widest technique name in the name label's font, measured again when
 * the font changes (text scale, theme). */
static int
widest_name (NonetStepBar *self)
{
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (self->name));
  const PangoFontDescription *font = pango_context_get_font_description (context);
  g_autoptr(PangoLayout) layout = NULL;

  if (self->name_font != NULL && pango_font_description_equal (font, self->name_font))
    return self->widest_name;
  g_clear_pointer (&self->name_font, pango_font_description_free);
  self->name_font = pango_font_description_copy (font);
  self->widest_name = 0;
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self->name), NULL);
  for (int t = 0; t < NONET_N_TECHNIQUES; t++)
    {
      int width;

      pango_layout_set_text (layout, nonet_technique_get_name (t), -1);
      pango_layout_get_pixel_size (layout, &width, NULL);
      self->widest_name = MAX (self->widest_name, width);
    }
  return self->widest_name;
}

static int
natural_size (GtkWidget      *widget,
              GtkOrientation  orientation)
{
  int natural;

  gtk_widget_measure (widget, orientation, -1, NULL, &natural, NULL, NULL);
  return natural;
}

#define WIDTH(widget)  natural_size (GTK_WIDGET (widget), GTK_ORIENTATION_HORIZONTAL)
#define HEIGHT(widget) natural_size (GTK_WIDGET (widget), GTK_ORIENTATION_VERTICAL)

/* The buttons' row: (i), legend and Back, in full or as an icon. */
static int
buttons_width (NonetStepBar *self,
               gboolean      full)
{
  return WIDTH (self->what) + WIDTH (self->legend) + WIDTH (full ? self->back : self->back_icon)
         + 2 * SPACING;
}

static int
buttons_height (NonetStepBar *self)
{
  return MAX (MAX (HEIGHT (self->what), HEIGHT (self->legend)),
              MAX (HEIGHT (self->back), HEIGHT (self->back_icon)));
}

/* The room of the name column: the widest name (or the step number, if a
 * translation makes it wider). */
static int
text_width (NonetStepBar *self)
{
  return MAX (widest_name (self), WIDTH (self->number));
}

static Layout
layout_for_width (NonetStepBar *self,
                  int           width)
{
  int text = text_width (self);

  if (width >= text + SPACING + buttons_width (self, TRUE))
    return LAYOUT_ONE_ROW;
  if (width >= text + SPACING + buttons_width (self, FALSE))
    return LAYOUT_ONE_ROW_ICON;
  return LAYOUT_TWO_ROWS;
}

static int
height_for_layout (NonetStepBar *self,
                   Layout        layout)
{
  if (layout == LAYOUT_TWO_ROWS)
    return HEIGHT (self->name) + MAX (HEIGHT (self->number), buttons_height (self));
  return MAX (HEIGHT (self->name) + HEIGHT (self->number), buttons_height (self));
}

static void
nonet_step_bar_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  NonetStepBar *self = NONET_STEP_BAR (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* At the least the buttons with Back as an icon (the labels ellipsize
       * past that); at best one row with every name whole. */
      *minimum = buttons_width (self, FALSE);
      *natural = text_width (self) + SPACING + buttons_width (self, TRUE);
    }
  else
    {
      Layout layout = for_size < 0 ? LAYOUT_ONE_ROW : layout_for_width (self, for_size);

      *minimum = *natural = height_for_layout (self, layout);
    }
}

static GtkSizeRequestMode
nonet_step_bar_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* child at x (from the start edge: mirrored right to left) in a bar of
 * width bar. */
static void
place (GtkWidget *child,
       int        bar,
       int        x,
       int        y,
       int        width,
       int        height)
{
  width = MAX (width, 0);
  if (gtk_widget_get_direction (child) == GTK_TEXT_DIR_RTL)
    x = bar - x - width;
  gtk_widget_size_allocate (child, &(GtkAllocation) { x, y, width, height }, -1);
}

/* The buttons against the end edge, centred in a row of height at y;
 * returns where the text before them must end. */
static int
place_buttons (NonetStepBar *self,
               Layout        layout,
               int           bar,
               int           y,
               int           height)
{
  GtkWidget *row[] = {
    layout == LAYOUT_ONE_ROW ? self->back : self->back_icon, self->legend,
    GTK_WIDGET (self->what),
  };
  int x = bar;

  for (guint i = 0; i < G_N_ELEMENTS (row); i++)
    {
      int w = WIDTH (row[i]), h = MIN (HEIGHT (row[i]), height);

      x -= w;
      place (row[i], bar, x, y + (height - h) / 2, w, h);
      x -= SPACING;
    }
  return x;
}

static void
nonet_step_bar_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  NonetStepBar *self = NONET_STEP_BAR (widget);
  Layout layout = layout_for_width (self, width);
  gboolean shown = self->text[0] != '\0';
  int name_h = HEIGHT (self->name), number_h = HEIGHT (self->number);

  /* Hidden, not removed, while no step is shown: the bar keeps its size. */
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_child_visible (child, shown);
  gtk_widget_set_child_visible (self->back, shown && layout == LAYOUT_ONE_ROW);
  gtk_widget_set_child_visible (self->back_icon, shown && layout != LAYOUT_ONE_ROW);
  if (layout == LAYOUT_TWO_ROWS)
    {
      int row = height - name_h;
      int end = place_buttons (self, layout, width, name_h, row);

      place (GTK_WIDGET (self->name), width, 0, 0, width, name_h);
      place (GTK_WIDGET (self->number), width, 0, name_h + (row - number_h) / 2, end, number_h);
    }
  else
    {
      int end = place_buttons (self, layout, width, 0, height);
      int top = (height - name_h - number_h) / 2;

      place (GTK_WIDGET (self->name), width, 0, top, end, name_h);
      place (GTK_WIDGET (self->number), width, 0, top + name_h, end, number_h);
    }
}

static void
nonet_step_bar_dispose (GObject *object)
{
  NonetStepBar *self = NONET_STEP_BAR (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (nonet_step_bar_parent_class)->dispose (object);
}

static void
nonet_step_bar_finalize (GObject *object)
{
  NonetStepBar *self = NONET_STEP_BAR (object);

  g_free (self->text);
  g_clear_pointer (&self->name_font, pango_font_description_free);
  G_OBJECT_CLASS (nonet_step_bar_parent_class)->finalize (object);
}

static void
nonet_step_bar_class_init (NonetStepBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = nonet_step_bar_dispose;
  object_class->finalize = nonet_step_bar_finalize;
  widget_class->measure = nonet_step_bar_measure;
  widget_class->size_allocate = nonet_step_bar_size_allocate;
  widget_class->get_request_mode = nonet_step_bar_get_request_mode;
  gtk_widget_class_set_css_name (widget_class, "nonet-step-bar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
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


/* One line of the bar's text; ellipsized only past the narrowest layout
 * (nonet_step_bar_measure). */
static GtkLabel *
add_label (NonetStepBar *self,
           const char   *css_class)
{
  GtkLabel *label = GTK_LABEL (gtk_label_new (NULL));

  gtk_label_set_xalign (label, 0);
  gtk_label_set_ellipsize (label, PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (GTK_WIDGET (label), css_class);
  gtk_widget_set_parent (GTK_WIDGET (label), GTK_WIDGET (self));
  return label;
}

static GtkWidget *
add_menu_button (NonetStepBar *self,
                 const char   *icon,
                 GtkWidget    *popover)
{
  GtkWidget *button = gtk_menu_button_new ();

  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), icon);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_parent (button, GTK_WIDGET (self));
  return button;
}

static void
nonet_step_bar_init (NonetStepBar *self)
{
  const char *back = _("Back to My Grid (Esc)");
  GtkWidget *legend = gtk_popover_new ();

  self->technique = NONET_N_TECHNIQUES;
  self->text = g_strdup ("");
  self->name = add_label (self, "heading");
  self->number = add_label (self, "caption");
  gtk_widget_add_css_class (GTK_WIDGET (self->number), "dim-label");

  /* What is a Swordfish? A small button, so the name keeps its room. */
  self->what = GTK_MENU_BUTTON (add_menu_button (self, "help-about-symbolic",
                                                 make_what_popover (self)));

  gtk_popover_set_child (GTK_POPOVER (legend), nonet_legend_new ());
  self->legend = add_menu_button (self, "color-select-symbolic", legend);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->legend), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("What the colours mean"), -1);
  gtk_widget_set_tooltip_text (self->legend, _("What the colours mean"));

  self->back = make_button (_("_Back to My Grid (Esc)"), "win.cancel");
  gtk_widget_set_parent (self->back, GTK_WIDGET (self));
  /* Narrow: the same button as an icon, saying the same to a mouse and to
   * a screen reader. */
  self->back_icon = gtk_button_new_from_icon_name ("go-previous-symbolic");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->back_icon), "win.cancel");
  gtk_widget_set_tooltip_text (self->back_icon, back);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->back_icon),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, back, -1);
  gtk_widget_set_parent (self->back_icon, GTK_WIDGET (self));
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

  return self->text;
}
