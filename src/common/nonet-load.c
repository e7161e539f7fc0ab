/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-load.c: puzzle text from a file (GIO) or standard input, with a
 * size cap. */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "nonet-errors.h"
#include "nonet-load.h"

static void
set_too_large (const char  *name,
               gsize        max_size,
               GError     **error)
{
  g_autofree char *limit = g_format_size (max_size);

  g_set_error (error, NONET_FILE_ERROR, NONET_FILE_ERROR_TOO_LARGE,
               _("“%s” is larger than %s: too large for a puzzle file"), name, limit);
}

static void
set_read_error (const char  *name,
                int          saved_errno,
                GError     **error)
{
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               _("Cannot read “%s”: %s"), name, g_strerror (saved_errno));
}

/* read() that waits for data without blocking for good. A FIFO (opened
 * O_NONBLOCK) reads as empty until a writer comes, so it is polled first, a
 * few times a second: nothing happens until a writer writes or closes, and
 * cancelling (Escape in the app) stops the wait. */
static gssize
read_some (int            fd,
           gboolean       fifo,
           guint8        *data,
           gsize          size,
           GCancellable  *cancellable,
           GError       **error)
{
  for (;;)
    {
      struct pollfd poll_fd = { fd, POLLIN, 0 };
      gssize n;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return -1;
      if (fifo && poll (&poll_fd, 1, 100) <= 0)
        continue;
      n = read (fd, data, size);
      if (n >= 0 || (errno != EINTR && errno != EAGAIN))
        return n;
    }
}

/* Reads fd to its end into bytes, failing past max_size; or, with
 * truncated, stops there and says whether there was more. */
static GBytes *
read_fd (int            fd,
         const char    *name,
         gsize          max_size,
         gboolean      *truncated,
         GCancellable  *cancellable,
         GError       **error)
{
  g_autoptr(GByteArray) buffer = g_byte_array_new ();
  gsize chunk = 64 * 1024;
  struct stat info;
  gboolean fifo = fstat (fd, &info) == 0 && S_ISFIFO (info.st_mode);

  for (;;)
    {
      gsize old_length = buffer->len;
      GError *local_error = NULL;
      gssize n;

      g_byte_array_set_size (buffer, old_length + chunk);
      n = read_some (fd, fifo, buffer->data + old_length, chunk, cancellable, &local_error);
      if (n < 0)
        {
          if (local_error != NULL)
            g_propagate_error (error, local_error);
          else
            set_read_error (name, errno, error);
          return NULL;
        }
      g_byte_array_set_size (buffer, old_length + n);
      if (n == 0)
        break;
      if (buffer->len > max_size && truncated != NULL)
        {
          g_byte_array_set_size (buffer, max_size);
          *truncated = TRUE;
          break;
        }
      if (buffer->len > max_size)
        {
          set_too_large (name, max_size, error);
          return NULL;
        }
      chunk = MIN (chunk * 2, MIN (4 * 1024 * 1024, max_size + 1 - buffer->len));
    }

  return g_byte_array_free_to_bytes (g_steal_pointer (&buffer));
}

/* A local file through POSIX calls, so the error names the OS reason. */
static GBytes *
load_local (const char    *path,
            const char    *name,
            gsize          max_size,
            gboolean      *truncated,
            GCancellable  *cancellable,
            GError       **error)
{
  struct stat info;
  GBytes *bytes;
  int fd;

  /* O_NONBLOCK: opening a FIFO nobody writes to would block for good. */
  fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NONBLOCK, 0);
  if (fd < 0)
    {
      set_read_error (name, errno, error);
      return NULL;
    }
  if (fstat (fd, &info) == 0 && S_ISDIR (info.st_mode))
    {
      g_close (fd, NULL);
      set_read_error (name, EISDIR, error);
      return NULL;
    }
  /* A device (/dev/zero, a terminal) or a socket is no puzzle file. */
  if (fstat (fd, &info) == 0 && !S_ISREG (info.st_mode) && !S_ISFIFO (info.st_mode))
    {
      g_close (fd, NULL);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                   _("Cannot read “%s”: not a regular file or a pipe"), name);
      return NULL;
    }
  if (truncated == NULL && S_ISREG (info.st_mode) && (guint64) info.st_size > max_size)
    {
      g_close (fd, NULL);
      set_too_large (name, max_size, error);
      return NULL;
    }

  bytes = read_fd (fd, name, max_size, truncated, cancellable, error);
  g_close (fd, NULL);
  return bytes;
}

/* Any other GFile (a URI from a portal or a remote mount) through GIO. */
static GBytes *
load_remote (GFile         *file,
             const char    *name,
             gsize          max_size,
             gboolean      *truncated,
             GCancellable  *cancellable,
             GError       **error)
{
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GByteArray) buffer = g_byte_array_new ();
  g_autoptr(GError) local_error = NULL;
  guint8 chunk[64 * 1024];
  gssize n;

  stream = g_file_read (file, cancellable, &local_error);
  while (stream != NULL
         && (n = g_input_stream_read (G_INPUT_STREAM (stream), chunk, sizeof chunk,
                                      cancellable, &local_error)) > 0)
    {
      g_byte_array_append (buffer, chunk, n);
      if (buffer->len > max_size && truncated != NULL)
        {
          g_byte_array_set_size (buffer, max_size);
          *truncated = TRUE;
          break;
        }
      if (buffer->len > max_size)
        {
          set_too_large (name, max_size, error);
          return NULL;
        }
    }
  if (local_error != NULL)
    {
      g_set_error (error, local_error->domain, local_error->code,
                   _("Cannot read “%s”: %s"), name, local_error->message);
      return NULL;
    }

  return g_byte_array_free_to_bytes (g_steal_pointer (&buffer));
}

/**
 * nonet_file_load_bytes:
 * @file: the file to read
 * @max_size: fail with %NONET_FILE_ERROR_TOO_LARGE past this many bytes
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * Reads the whole of @file. Errors name the file and the reason ("Cannot read
 * “x.txt”: No such file or directory"). Blocks: call it from a worker thread in
 * the app.
 *
 * Returns: (transfer full): the contents, or %NULL with @error set.
 */
GBytes *
nonet_file_load_bytes (GFile         *file,
                       gsize          max_size,
                       GCancellable  *cancellable,
                       GError       **error)
{
  g_autofree char *name = NULL;
  const char *path;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  name = g_file_get_parse_name (file);
  path = g_file_peek_path (file);
  if (path != NULL)
    return load_local (path, name, max_size, NULL, cancellable, error);
  return load_remote (file, name, max_size, NULL, cancellable, error);
}

/**
 * nonet_file_load_head:
 * @file: the file to read
 * @max_size: read no more than this
 * @cancellable: (nullable): a #GCancellable; stops a wait on a FIFO too
 * @error: return location for a #GError
 *
 * The start of @file, for one puzzle (the app opens a collection's first
 * one): memory stays bounded whatever the file's size. A file longer than
 * @max_size gives its whole lines within @max_size; one without a line end
 * there is %NONET_FILE_ERROR_TOO_LARGE ("larger than 1 MB and not one
 * puzzle per line"). Devices are refused; a FIFO is read without blocking
 * for good. Blocks: call it from a worker thread in the app.
 *
 * Returns: (transfer full): the text, or %NULL with @error set.
 */
GBytes *
nonet_file_load_head (GFile         *file,
                      gsize          max_size,
                      GCancellable  *cancellable,
                      GError       **error)
{
  g_autofree char *name = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gboolean truncated = FALSE;
  const char *path, *data, *end;
  gsize size;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  name = g_file_get_parse_name (file);
  path = g_file_peek_path (file);
  bytes = path != NULL ? load_local (path, name, max_size, &truncated, cancellable, error)
                       : load_remote (file, name, max_size, &truncated, cancellable, error);
  if (bytes == NULL || !truncated)
    return g_steal_pointer (&bytes);

  data = g_bytes_get_data (bytes, &size);
  for (end = data + size; end > data && end[-1] != '\n'; end--)
    ;
  if (end == data)
    {
      g_autofree char *limit = g_format_size (max_size);

      g_set_error (error, NONET_FILE_ERROR, NONET_FILE_ERROR_TOO_LARGE,
                   _("“%s” is larger than %s and not one puzzle per line"), name, limit);
      return NULL;
    }
  return g_bytes_new_from_bytes (bytes, 0, (gsize) (end - data));
}

/**
 * nonet_file_load_stdin:
 * @max_size: fail with %NONET_FILE_ERROR_TOO_LARGE past this many bytes
 * @cancellable: (nullable): a #GCancellable, checked between reads
 * @error: return location for a #GError
 *
 * Reads standard input to its end.
 *
 * Returns: (transfer full): the contents, or %NULL with @error set.
 */
GBytes *
nonet_file_load_stdin (gsize          max_size,
                       GCancellable  *cancellable,
                       GError       **error)
{
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return read_fd (STDIN_FILENO, _("standard input"), max_size, NULL, cancellable, error);
}
