/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-session.c: the work in progress in a state file.
 *
 * One GKeyFile in the user data folder holds the puzzle, the player's digits
 * and pencil marks, the undo and redo history, the step being looked at and
 * the selected cell. It is written whole and atomically, with no temporary
 * file left by a kill (nonet_file_write_atomic()), at most once a second while the player
 * works and at once when the window closes: a kill -9 loses at most the last
 * second. A file that cannot be read is renamed aside, with a message, and
 * the app starts as on a first run.
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <glib/gi18n.h>
#include <errno.h>
#include <string.h>
#include <glib/gstdio.h>

#include "nonet-document-private.h"
#include "nonet-session.h"
#include "nonet-write.h"

#define GROUP         "session"
#define VERSION       1
#define WRITE_SECONDS 1

struct _NonetSession
{
  NonetDocument  *document;
  NonetBoardView *board;
  char           *path;
  guint           timeout_id;   /* the second after a write */
  gboolean        dirty;        /* a change not written yet */
};

char *
nonet_session_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "nonet", "session.ini", NULL);
}

/* One state of the grid: "givens|values|marks|locked" (marks as in
 * nonet_document_serialize: 81 comma-separated groups, or empty). */
static char *
snapshot_to_string (const NonetGrid *grid,
                    gboolean         locked)
{
  GString *text = g_string_sized_new (3 * NONET_CELLS);

  for (int i = 0; i < NONET_CELLS; i++)
    g_string_append_c (text, grid->given[i] && grid->values[i] ? '0' + grid->values[i] : '.');
  g_string_append_c (text, '|');
  for (int i = 0; i < NONET_CELLS; i++)
    g_string_append_c (text, grid->values[i] ? '0' + grid->values[i] : '.');
  g_string_append_c (text, '|');
  for (int i = 0; grid->has_candidates && i < NONET_CELLS; i++)
    {
      if (i > 0)
        g_string_append_c (text, ',');
      for (int d = 1; d <= NONET_DIGITS; d++)
        if (grid->candidates[i] & nonet_digit_bit (d))
          g_string_append_c (text, '0' + d);
    }
  g_string_append_printf (text, "|%d", locked ? 1 : 0);
  return g_string_free (text, FALSE);
}

static gboolean
snapshot_from_string (const char *text,
                      Snapshot   *snapshot)
{
  g_auto(GStrv) fields = g_strsplit (text, "|", -1);
  guint8 givens[NONET_CELLS], values[NONET_CELLS];

  if (g_strv_length (fields) != 4 || !_nonet_document_parse_cells (fields[0], givens)
      || !_nonet_document_parse_cells (fields[1], values))
    return FALSE;
  nonet_grid_clear (&snapshot->grid);
  for (int i = 0; i < NONET_CELLS; i++)
    {
      if (givens[i] && givens[i] != values[i])
        return FALSE;
      snapshot->grid.values[i] = values[i];
      snapshot->grid.given[i] = givens[i] != 0;
    }
  if (!_nonet_document_parse_marks (fields[2], &snapshot->grid))
    return FALSE;
  if (g_strcmp0 (fields[3], "0") != 0 && g_strcmp0 (fields[3], "1") != 0)
    return FALSE;
  snapshot->locked = fields[3][0] == '1';
  return TRUE;
}

static void
write_history (GKeyFile   *file,
               const char *key,
               GArray     *history)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) list = NULL;

  for (guint i = 0; i < history->len; i++)
    {
      Snapshot *snapshot = &g_array_index (history, Snapshot, i);
      g_autofree char *text = snapshot_to_string (&snapshot->grid, snapshot->locked);

      g_strv_builder_add (builder, text);
    }
  list = g_strv_builder_end (builder);
  g_key_file_set_string_list (file, GROUP, key, (const char * const *) list,
                              g_strv_length (list));
}

/**
 * nonet_session_to_data:
 *
 * Returns: (transfer full): the state file's text for document.
 */
char *
nonet_session_to_data (NonetDocument *document,
                       int            selected)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autofree char *state = snapshot_to_string (&document->grid, document->locked);

  g_key_file_set_integer (file, GROUP, "version", VERSION);
  g_key_file_set_string (file, GROUP, "state", state);
  write_history (file, "undo", document->undo);
  write_history (file, "redo", document->redo);
  g_key_file_set_integer (file, GROUP, "current-step", document->current_step);
  g_key_file_set_integer (file, GROUP, "selected", selected);
  /* The end marker: a file cut short lacks it. */
  g_key_file_set_boolean (file, GROUP, "complete", TRUE);
  return g_key_file_to_data (file, NULL, NULL);
}

static gboolean
read_history (GKeyFile   *file,
              const char *key,
              GArray     *history,
              GError    **error)
{
  g_auto(GStrv) list = g_key_file_get_string_list (file, GROUP, key, NULL, error);

  if (list == NULL)
    return FALSE;
  for (int i = 0; list[i] != NULL; i++)
    {
      Snapshot snapshot;

      if (*list[i] == '\0')
        continue;
      if (!snapshot_from_string (list[i], &snapshot))
        {
          g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
                       "bad %s entry %d", key, i);
          return FALSE;
        }
      g_array_append_val (history, snapshot);
    }
  return TRUE;
}

/**
 * nonet_session_from_data:
 *
 * Reads a state file's text into document (nothing changes on failure).
 * *current_step receives the step that was shown (-1 for none): the path
 * is not saved, it is found again from the givens.
 */
gboolean
nonet_session_from_data (NonetDocument *document,
                         const char    *data,
                         int           *selected,
                         int           *current_step,
                         GError       **error)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GArray) undo = g_array_new (FALSE, FALSE, sizeof (Snapshot));
  g_autoptr(GArray) redo = g_array_new (FALSE, FALSE, sizeof (Snapshot));
  g_autofree char *state = NULL;
  Snapshot current;
  int sel, step;

  if (!g_key_file_load_from_data (file, data, -1, G_KEY_FILE_NONE, error))
    return FALSE;
  if (!g_key_file_get_boolean (file, GROUP, "complete", error))
    return FALSE;
  if (g_key_file_get_integer (file, GROUP, "version", NULL) != VERSION)
    {
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE, "unknown version");
      return FALSE;
    }
  state = g_key_file_get_string (file, GROUP, "state", error);
  if (state == NULL || !read_history (file, "undo", undo, error)
      || !read_history (file, "redo", redo, error))
    return FALSE;
  if (!snapshot_from_string (state, &current))
    {
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE, "bad state");
      return FALSE;
    }
  sel = g_key_file_get_integer (file, GROUP, "selected", NULL);
  step = g_key_file_get_integer (file, GROUP, "current-step", NULL);

  nonet_document_set_grid (document, &current.grid, current.locked);
  _nonet_document_set_history (document, undo, redo);
  *selected = CLAMP (sel, -1, NONET_CELLS - 1);
  *current_step = MAX (step, -1);
  return TRUE;
}

static gboolean
write_now (NonetSession *self)
{
  g_autofree char *dir = g_path_get_dirname (self->path);
  g_autofree char *data = nonet_session_to_data (self->document,
                                                 nonet_board_view_get_selected (self->board));
  g_autoptr(GError) error = NULL;

  self->dirty = FALSE;
  if (g_mkdir_with_parents (dir, 0700) != 0
      || !nonet_file_write_atomic (self->path, data, strlen (data), 0600, &error))
    {
      g_warning ("Could not save the session in %s: %s", self->path,
                 error ? error->message : g_strerror (errno));
      return FALSE;
    }
  return TRUE;
}

static gboolean
second_over_cb (gpointer data)
{
  NonetSession *self = data;

  if (self->dirty)
    {
      write_now (self);
      return G_SOURCE_CONTINUE;
    }
  self->timeout_id = 0;
  return G_SOURCE_REMOVE;
}

void
nonet_session_changed (NonetSession *self)
{
  self->dirty = TRUE;
  if (self->timeout_id != 0)
    return;
  write_now (self);
  self->timeout_id = g_timeout_add_seconds (WRITE_SECONDS, second_over_cb, self);
}

void
nonet_session_flush (NonetSession *self)
{
  if (self->dirty)
    write_now (self);
}

static void
path_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  NonetDocument *document = NONET_DOCUMENT (object);
  int step = GPOINTER_TO_INT (user_data);

  if (nonet_document_ensure_path_finish (document, result, NULL) != NULL
      && step < nonet_document_get_n_steps (document))
    nonet_document_set_current_step (document, step);
}

/* Keeps a damaged file for whoever wants to look at it. */
static char *
set_aside (const char *path)
{
  g_autofree char *aside = g_strconcat (path, ".damaged", NULL);

  if (g_rename (path, aside) != 0)
    g_unlink (path);
  return g_steal_pointer (&aside);
}

gboolean
nonet_session_restore (NonetSession  *self,
                       char         **message)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  int selected, step;

  if (!g_file_get_contents (self->path, &data, NULL, NULL))
    return FALSE;
  if (!nonet_session_from_data (self->document, data, &selected, &step, &error))
    {
      g_autofree char *aside = set_aside (self->path);

      g_message ("Could not read the session %s (%s): set aside as %s", self->path,
                 error->message, aside);
      if (message != NULL)
        /* Translators: %s is a file name. */
        *message = g_strdup_printf (_("The saved game could not be read; it was set aside as "
                                      "“%s”."), aside);
      return FALSE;
    }
  nonet_board_view_set_selected (self->board, selected);
  if (step >= 0)
    nonet_document_ensure_path_async (self->document, path_done_cb, GINT_TO_POINTER (step));
  return TRUE;
}

NonetSession *
nonet_session_new (NonetDocument  *document,
                   NonetBoardView *board,
                   const char     *path)
{
  NonetSession *self = g_new0 (NonetSession, 1);

  self->document = g_object_ref (document);
  self->board = g_object_ref (board);
  self->path = g_strdup (path);
  return self;
}

void
nonet_session_free (NonetSession *self)
{
  if (self == NULL)
    return;
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_clear_object (&self->document);
  g_clear_object (&self->board);
  g_free (self->path);
  g_free (self);
}
