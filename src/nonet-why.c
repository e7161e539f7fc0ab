/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-why.c: "Why?": the step that removes a candidate or fills a cell.
 *
 *   right-click (cell, slot) ──▶ menu ──▶ win.why (cell, digit)
 *                                              │
 *                    path? ──no──▶ worker builds it ──┐
 *                      │yes                           │
 *                      ▼                              ▼
 *          nonet_path_find_cause ──▶ document current-step = that step
 *
 * The answer is shown as the path's current step, so the board, the
 * sentence under it and the steps panel all show the same thing.
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "nonet-names.h"
#include "nonet-why.h"

struct _NonetWhy
{
  GObject        parent_instance;

  NonetDocument *document;
  int            waiting;   /* questions waiting for the path */
};

G_DEFINE_FINAL_TYPE (NonetWhy, nonet_why, G_TYPE_OBJECT)

static void
nonet_why_dispose (GObject *object)
{
  g_clear_object (&NONET_WHY (object)->document);

  G_OBJECT_CLASS (nonet_why_parent_class)->dispose (object);
}

static void
nonet_why_class_init (NonetWhyClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = nonet_why_dispose;
}

static void
nonet_why_init (NonetWhy *self)
{
}

/**
 * nonet_why_new:
 *
 * Returns: (transfer full): "Why?" questions about @document's grid.
 */
NonetWhy *
nonet_why_new (NonetDocument *document)
{
  NonetWhy *self;

  g_return_val_if_fail (NONET_IS_DOCUMENT (document), NULL);

  self = g_object_new (NONET_TYPE_WHY, NULL);
  self->document = g_object_ref (document);
  return self;
}

/* Shows the step of the path that answers; says so when none does. */
static char *
answer (NonetDocument *document,
        int            cell,
        int            digit)
{
  const NonetPath *path = nonet_document_get_path (document);
  g_autofree char *name = nonet_cell_name (cell);
  g_autofree char *message = NULL;
  int index = path ? nonet_path_find_cause (path, cell, digit) : -1;

  if (index < 0)
    {
      if (path != NULL && path->start.values[cell] != 0)
        /* Translators: %s is a cell such as r3c5. */
        message = g_strdup_printf (_("%s is a given of the puzzle."), name);
      else if (digit != 0 && path != NULL && path->unique && path->solution[cell] == digit)
        /* Translators: %d is a digit, %s a cell such as r3c5. */
        message = g_strdup_printf (_("No step removes %d from %s: it is the solution’s digit."),
                                   digit, name);
      else if (digit != 0)
        message = g_strdup_printf (_("No step of the path removes %d from %s."), digit, name);
      else
        message = g_strdup_printf (_("No step of the path fills %s."), name);
      return g_steal_pointer (&message);
    }
  nonet_document_set_current_step (document, index);
  if (digit != 0)
    /* Translators: step number, a digit, a cell such as r3c5. */
    message = g_strdup_printf (_("Step %d removes %d from %s."), index + 1, digit, name);
  else
    message = g_strdup_printf (_("Step %d fills %s."), index + 1, name);
  return g_steal_pointer (&message);
}

typedef struct
{
  int cell;
  int digit;
} Question;

static void
path_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  NonetWhy *self = g_task_get_source_object (task);
  Question *question = g_task_get_task_data (task);
  GError *error = NULL;

  self->waiting--;
  if (nonet_document_ensure_path_finish (NONET_DOCUMENT (object), result, &error) == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_pointer (task, answer (self->document, question->cell, question->digit), g_free);
}

/**
 * nonet_why_ask_async:
 * @cell: 0..80
 * @digit: the candidate asked about, or 0 for "what fills the cell"
 *
 * Shows the step that removes @digit from @cell (or fills @cell) as the
 * document's current step, building the path in a worker when needed.
 */
void
nonet_why_ask_async (NonetWhy            *self,
                     int                  cell,
                     int                  digit,
                     GAsyncReadyCallback  callback,
                     gpointer             user_data)
{
  GTask *task;
  Question *question;

  g_return_if_fail (NONET_IS_WHY (self));
  g_return_if_fail (cell >= 0 && cell < NONET_CELLS);
  g_return_if_fail (digit >= 0 && digit <= NONET_DIGITS);

  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, nonet_why_ask_async);
  question = g_new (Question, 1);
  *question = (Question) { cell, digit };
  g_task_set_task_data (task, question, g_free);
  self->waiting++;
  nonet_document_ensure_path_async (self->document, path_done_cb, task);
}

/**
 * nonet_why_ask_finish:
 *
 * Returns: (transfer full): the answer for the player ("Step 12 fills
 *   r3c5."), or NULL with @error (cancelled; no solution to explain).
 */
char *
nonet_why_ask_finish (NonetWhy      *self,
                      GAsyncResult  *result,
                      GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

gboolean
nonet_why_get_busy (NonetWhy *self)
{
  g_return_val_if_fail (NONET_IS_WHY (self), FALSE);

  return self->waiting > 0;
}

static void
add_item (GMenu      *menu,
          const char *label,
          int         cell,
          int         digit)
{
  g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

  g_menu_item_set_action_and_target_value (item, "win.why", g_variant_new ("(ii)", cell, digit));
  g_menu_append_item (menu, item);
}

/**
 * nonet_why_make_menu:
 *
 * Returns: (transfer full) (nullable): the questions one may ask about
 *   @cell; NULL for a given.
 */
GMenuModel *
nonet_why_make_menu (NonetWhy *self,
                     int       cell,
                     int       digit)
{
  const NonetGrid *grid;
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autofree char *name = NULL;
  g_autofree char *label = NULL;

  g_return_val_if_fail (NONET_IS_WHY (self), NULL);
  g_return_val_if_fail (cell >= 0 && cell < NONET_CELLS, NULL);

  grid = nonet_document_get_grid (self->document);
  if (grid->given[cell] && grid->values[cell] != 0)
    return NULL;
  name = nonet_cell_name (cell);
  if (digit >= 1 && digit <= NONET_DIGITS && grid->values[cell] == 0)
    {
      /* Translators: context menu; a digit and a cell such as r3c5. */
      label = g_strdup_printf (_("Which Step Removes %d from %s?"), digit, name);
      add_item (menu, label, cell, digit);
      g_clear_pointer (&label, g_free);
    }
  else if (grid->values[cell] == 0)
    {
      /* From the keyboard (Menu key) there is no digit under the pointer:
       * the question about each digit, as a row of digit buttons (a
       * submenu does not grow to its nine items on X11 in GTK 4.8). */
      g_autoptr(GMenu) digits = g_menu_new ();
      g_autoptr(GMenuItem) section = NULL;

      for (int d = 1; d <= NONET_DIGITS; d++)
        {
          g_autofree char *text = g_strdup_printf ("%d", d);

          add_item (digits, text, cell, d);
        }
      /* Translators: context menu; %s is a cell such as r3c5. Digit buttons follow. */
      label = g_strdup_printf (_("Which Step Removes a Candidate from %s?"), name);
      section = g_menu_item_new_section (label, G_MENU_MODEL (digits));
      g_menu_item_set_attribute (section, "display-hint", "s", "horizontal-buttons");
      g_menu_append_item (menu, section);
      g_clear_pointer (&label, g_free);
    }
  /* Translators: context menu; %s is a cell such as r3c5. */
  label = g_strdup_printf (_("Which Step Fills %s?"), name);
  add_item (menu, label, cell, 0);
  return G_MENU_MODEL (g_steal_pointer (&menu));
}
