/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-step-item.c: one path step for a GListModel.
 *
 * The row of the steps panel binds to the read-only properties number,
 * title and summary. The summary is worded the first time it is asked for:
 * a long path arrives in one go, and only the rows on screen need words.
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <string.h>

#include "nonet-step-item.h"
#include "nonet-step-text.h"

struct _NonetStepItem
{
  GObject    parent_instance;

  int        index;
  NonetStep  step;
  char      *number;
  char      *summary;   /* NULL until first asked for */
};

enum {
  PROP_0,
  PROP_INDEX,
  PROP_NUMBER,
  PROP_TITLE,
  PROP_SUMMARY,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (NonetStepItem, nonet_step_item, G_TYPE_OBJECT)

static GParamSpec *properties[N_PROPS];

/* nonet_step_summarize() starts with the technique's name, which the row
 * already shows as its title: keep what follows "Name: ". */
static char *
strip_name (const NonetStep *step)
{
  g_autofree char *summary = nonet_step_summarize (step);
  const char *name = nonet_technique_get_name (step->technique);
  gsize length = strlen (name);

  if (strncmp (summary, name, length) == 0 && strncmp (summary + length, ": ", 2) == 0)
    return g_strdup (summary + length + 2);
  return g_steal_pointer (&summary);
}

static void
nonet_step_item_finalize (GObject *object)
{
  NonetStepItem *self = (NonetStepItem *)object;

  g_clear_pointer (&self->number, g_free);
  g_clear_pointer (&self->summary, g_free);

  G_OBJECT_CLASS (nonet_step_item_parent_class)->finalize (object);
}

static void
nonet_step_item_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  NonetStepItem *self = NONET_STEP_ITEM (object);

  switch (prop_id)
    {
    case PROP_INDEX:
      g_value_set_int (value, self->index);
      break;
    case PROP_NUMBER:
      g_value_set_string (value, self->number);
      break;
    case PROP_TITLE:
      g_value_set_string (value, nonet_step_item_get_title (self));
      break;
    case PROP_SUMMARY:
      g_value_set_string (value, nonet_step_item_get_summary (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nonet_step_item_class_init (NonetStepItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = nonet_step_item_finalize;
  object_class->get_property = nonet_step_item_get_property;

  properties[PROP_INDEX] = g_param_spec_int ("index", NULL, NULL, 0, G_MAXINT, 0, flags);
  properties[PROP_NUMBER] = g_param_spec_string ("number", NULL, NULL, NULL, flags);
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, flags);
  properties[PROP_SUMMARY] = g_param_spec_string ("summary", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
nonet_step_item_init (NonetStepItem *self)
{
}

/**
 * nonet_step_item_new:
 * @index: the step's place in the path, from 0
 * @step: the step, copied
 *
 * Returns: (transfer full): a new item.
 */
NonetStepItem *
nonet_step_item_new (int              index,
                     const NonetStep *step)
{
  NonetStepItem *self;

  g_return_val_if_fail (index >= 0, NULL);
  g_return_val_if_fail (step != NULL, NULL);

  self = g_object_new (NONET_TYPE_STEP_ITEM, NULL);
  self->index = index;
  self->step = *step;
  self->number = g_strdup_printf ("%d", index + 1);
  return self;
}

int
nonet_step_item_get_index (NonetStepItem *self)
{
  g_return_val_if_fail (NONET_IS_STEP_ITEM (self), -1);

  return self->index;
}

/**
 * nonet_step_item_get_step:
 *
 * Returns: (transfer none): the item's copy of the step.
 */
const NonetStep *
nonet_step_item_get_step (NonetStepItem *self)
{
  g_return_val_if_fail (NONET_IS_STEP_ITEM (self), NULL);

  return &self->step;
}

const char *
nonet_step_item_get_number (NonetStepItem *self)
{
  g_return_val_if_fail (NONET_IS_STEP_ITEM (self), NULL);

  return self->number;
}

const char *
nonet_step_item_get_title (NonetStepItem *self)
{
  g_return_val_if_fail (NONET_IS_STEP_ITEM (self), NULL);

  return nonet_technique_get_name (self->step.technique);
}

const char *
nonet_step_item_get_summary (NonetStepItem *self)
{
  g_return_val_if_fail (NONET_IS_STEP_ITEM (self), NULL);

  if (self->summary == NULL)
    self->summary = strip_name (&self->step);
  return self->summary;
}
