/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-write.c: atomic writes without stale temporary files.
 *
 *   open (DIR, O_TMPFILE)  -- a file with no name: a crash leaves nothing
 *   write, fsync
 *   linkat (/proc/self/fd/N, "NAME.XXXXXX")    -- named only now, and
 *   rename ("NAME.XXXXXX", "NAME")             -- at once renamed over NAME
 *
 * Where the filesystem has no O_TMPFILE (or /proc is missing), GLib's
 * g_file_set_contents_full() writes NAME.XXXXXX and renames it: a kill -9
 * in between leaves that sibling. So every write first removes siblings of
 * that shape left by an earlier one: ours (same owner), regular files, not
 * written for NONET_WRITE_STALE_SECONDS (an older one is no write in
 * progress).
 */

/* O_TMPFILE and linkat's AT_SYMLINK_FOLLOW are GNU/Linux. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <gio/gio.h>

#include "nonet-write.h"

/* Whether name is base + "." + six letters or digits, as GLib's and our
 * own temporary names are. */
static gboolean
is_temporary_name (const char *name,
                   const char *base)
{
  gsize length = strlen (base);

  if (strncmp (name, base, length) != 0 || name[length] != '.' || strlen (name) != length + 7)
    return FALSE;
  for (const char *p = name + length + 1; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p))
      return FALSE;
  return TRUE;
}

/**
 * nonet_file_remove_stale_temporaries:
 * @path: the file about to be written
 *
 * Removes the siblings NAME.XXXXXX of @path that a killed write left: our
 * own regular files, untouched for %NONET_WRITE_STALE_SECONDS.
 *
 * Returns: how many were removed.
 */
guint
nonet_file_remove_stale_temporaries (const char *path)
{
  g_autofree char *dir_name = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  time_t now = time (NULL);
  struct dirent *entry;
  guint removed = 0;
  DIR *dir;

  g_return_val_if_fail (path != NULL, 0);

  dir = opendir (dir_name);
  if (dir == NULL)
    return 0;
  while ((entry = readdir (dir)) != NULL)
    {
      struct stat info;

      if (!is_temporary_name (entry->d_name, base)
          || fstatat (dirfd (dir), entry->d_name, &info, AT_SYMLINK_NOFOLLOW) != 0)
        continue;
      if (S_ISREG (info.st_mode) && info.st_uid == geteuid ()
          && info.st_mtime + NONET_WRITE_STALE_SECONDS < now
          && unlinkat (dirfd (dir), entry->d_name, 0) == 0)
        removed++;
    }
  closedir (dir);
  return removed;
}

static gboolean
write_all (int         fd,
           const char *data,
           gsize       length)
{
  while (length > 0)
    {
      gssize n = write (fd, data, length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return FALSE;
      data += n;
      length -= (gsize) n;
    }
  return TRUE;
}

static void
set_errno_error (GError     **error,
                 const char  *path,
                 int          saved_errno)
{
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               _("Cannot write “%s”: %s"), path, g_strerror (saved_errno));
}

/* Gives the unnamed file fd the name path: linked beside it under a free
 * temporary name, then renamed over it. FALSE with errno set. */
static gboolean
name_tmpfile (int         fd,
              const char *path)
{
  static const char letters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  g_autofree char *proc = g_strdup_printf ("/proc/self/fd/%d", fd);
  g_autofree char *temporary = g_strconcat (path, ".XXXXXX", NULL);
  char *suffix = temporary + strlen (path) + 1;

  for (int attempt = 0; attempt < 100; attempt++)
    {
      for (int i = 0; i < 6; i++)
        suffix[i] = letters[g_random_int_range (0, sizeof letters - 1)];
      if (linkat (AT_FDCWD, proc, AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) == 0)
        {
          int saved_errno;

          if (rename (temporary, path) == 0)
            return TRUE;
          saved_errno = errno;
          unlink (temporary);
          errno = saved_errno;
          return FALSE;
        }
      if (errno != EEXIST)
        return FALSE;
    }
  return FALSE;
}

/* The O_TMPFILE way. FALSE with *fallback set when the filesystem (or a
 * missing /proc) does not allow it, so nothing was written. */
static gboolean
write_tmpfile (const char  *path,
               const void  *data,
               gsize        length,
               int          mode,
               gboolean    *fallback,
               GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  int fd, saved_errno;

  *fallback = FALSE;
#ifdef O_TMPFILE
  fd = open (dir, O_TMPFILE | O_WRONLY | O_CLOEXEC, mode);
#else
  fd = -1;
  errno = EOPNOTSUPP;
#endif
  if (fd < 0)
    {
      *fallback = errno == EOPNOTSUPP || errno == EISDIR || errno == EINVAL;
      if (!*fallback)
        set_errno_error (error, path, errno);
      return FALSE;
    }
  if (write_all (fd, data, length) && fsync (fd) == 0 && name_tmpfile (fd, path))
    {
      close (fd);
      return TRUE;
    }
  saved_errno = errno;
  close (fd);
  /* No /proc to link through: GLib's way instead. */
  *fallback = saved_errno == ENOENT;
  if (!*fallback)
    set_errno_error (error, path, saved_errno);
  return FALSE;
}

/**
 * nonet_file_write_atomic:
 * @path: the file to write
 * @data: (array length=length): its new contents
 * @length: their length
 * @mode: permissions of a new file (0644, 0600 ...)
 * @error: return location for a #GError
 *
 * Replaces @path with @data whole, or leaves it as it was. Nothing is ever
 * left beside it: the data goes into an unnamed O_TMPFILE that gets its
 * name only at the end; where that is not possible, through GLib's
 * temporary sibling, and siblings that killed writes left are removed
 * first (nonet_file_remove_stale_temporaries()).
 *
 * Returns: %TRUE when @path holds @data.
 */
gboolean
nonet_file_write_atomic (const char  *path,
                         const void  *data,
                         gsize        length,
                         int          mode,
                         GError     **error)
{
  gboolean fallback;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  nonet_file_remove_stale_temporaries (path);
  if (write_tmpfile (path, data != NULL ? data : "", length, mode, &fallback, error))
    return TRUE;
  if (!fallback)
    return FALSE;
  return g_file_set_contents_full (path, data != NULL ? data : "", (gssize) length,
                                   G_FILE_SET_CONTENTS_CONSISTENT, mode, error);
}
