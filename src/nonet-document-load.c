/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-document-load.c: a puzzle from a file or a large text, read and
 * parsed in a document worker (a collection can be megabytes), then made
 * the document's puzzle. The newest load wins: an older one that ends
 * later finishes cancelled. Failures are GErrors with the sentence people
 * read ("Could not open “x”: line 2, ...").
 */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <glib/gi18n.h>

#include "nonet-document-private.h"
#include "nonet-errors.h"
#include "nonet-load.h"

/* What a load worker reads from, and what it found. */
typedef struct
{
  GFile      *file;      /* NULL for text */
  char       *text;
  guint       serial;    /* which load of the document this is */
  NonetGrid   grid;
  NonetError  error;
} LoadJob;

static void
load_job_free (LoadJob *job)
{
  g_clear_object (&job->file);
  g_free (job->text);
  g_free (job);
}

static void
load_worker (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  LoadJob *job = task_data;
  g_autoptr(GBytes) bytes = NULL;
  GError *error = NULL;
  gsize size = 0;
  const char *text;

  if (job->file == NULL)
    {
      nonet_document_parse (job->text, -1, &job->grid, &job->error);
      g_task_return_boolean (task, TRUE);
      return;
    }
  /* Its first puzzle only: a bounded head, whatever the file's size (a
   * huge collection, /dev/zero is refused, a FIFO waits cancellably). */
  bytes = nonet_file_load_head (job->file, NONET_FILE_HEAD_SIZE, cancellable, &error);
  if (bytes == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  text = g_bytes_get_data (bytes, &size);
  nonet_document_parse (text ? text : "", size, &job->grid, &job->error);
  g_task_return_boolean (task, TRUE);
}

static void
load (NonetDocument       *self,
      LoadJob             *job,
      GAsyncReadyCallback  callback,
      gpointer             user_data)
{
  GTask *task = nonet_document_task_new (self, self, callback, user_data);

  job->serial = ++self->load_serial;
  g_task_set_source_tag (task, load);
  g_task_set_task_data (task, job, (GDestroyNotify) load_job_free);
  nonet_document_task_run (self, task, load_worker);
  g_object_unref (task);
}

/**
 * nonet_document_open_async:
 *
 * Reads @file (its first puzzle, for a collection) in a worker and makes
 * it the puzzle, givens locked.
 */
void
nonet_document_open_async (NonetDocument       *self,
                           GFile               *file,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  LoadJob *job;

  g_return_if_fail (NONET_IS_DOCUMENT (self));
  g_return_if_fail (G_IS_FILE (file));

  job = g_new0 (LoadJob, 1);
  job->file = g_object_ref (file);
  load (self, job, callback, user_data);
}

/**
 * nonet_document_load_text_async:
 * @text: (transfer full): the text
 *
 * nonet_document_load_text() in a worker, for texts too large to parse
 * between two frames.
 */
void
nonet_document_load_text_async (NonetDocument       *self,
                                char                *text,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  LoadJob *job;

  g_return_if_fail (NONET_IS_DOCUMENT (self));
  g_return_if_fail (text != NULL);

  job = g_new0 (LoadJob, 1);
  job->text = text;
  load (self, job, callback, user_data);
}

/**
 * nonet_document_load_finish:
 *
 * Returns: TRUE when the puzzle was loaded; FALSE with @error: the reason
 *   (NONET_FILE_ERROR, G_IO_ERROR), or G_IO_ERROR_CANCELLED when stopped or
 *   overtaken by a newer load.
 */
gboolean
nonet_document_load_finish (NonetDocument  *self,
                            GAsyncResult   *result,
                            GError        **error)
{
  LoadJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) local_error = NULL;
  g_autofree char *problem = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), &local_error))
    {
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || job->file == NULL)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return FALSE;
        }
      problem = g_strdup (local_error->message);
    }
  else if (job->serial != self->load_serial)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "A newer load");
      return FALSE;
    }
  else if (job->error.status == NONET_STATUS_OK)
    {
      nonet_document_set_grid (self, &job->grid, TRUE);
      return TRUE;
    }
  else
    problem = nonet_error_describe (&job->error);
  if (job->file == NULL)
    /* Translators: %s is the reason, e.g. "line 2, column 5: ..." */
    g_set_error (error, NONET_FILE_ERROR, nonet_file_error_from_status (job->error.status),
                 _("This is not a puzzle Nonet can read: %s"), problem);
  else
    {
      name = g_file_get_basename (job->file);
      /* Translators: %s is a file name, then the reason. */
      g_set_error (error, NONET_FILE_ERROR, nonet_file_error_from_status (job->error.status),
                   _("Could not open “%s”: %s"), name, problem);
    }
  return FALSE;
}
