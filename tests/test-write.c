/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-write.c: nonet_file_write_atomic(), through which the session and
 * the exports are written: the file whole, no temporary file left, and the
 * leftovers of a killed write (NAME.XXXXXX) removed by the next write. */
#include "config.h"

#include <string.h>
#include <utime.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "nonet-write.h"

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

/* The names in dir, sorted, joined by spaces. */
static char *
list_dir (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (handle);
  while ((name = g_dir_read_name (handle)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static void
write_file (const char *dir,
            const char *name,
            const char *contents,
            time_t      age)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  struct utimbuf times;

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  times.actime = times.modtime = time (NULL) - age;
  g_assert_cmpint (utime (path, &times), ==, 0);
}

static void
assert_contents (const char *path,
                 const char *expected)
{
  g_autofree char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, expected);
}

/* A new file and a replaced one: only the file itself in the folder. */
static void
test_no_temporary (void)
{
  g_autofree char *dir = g_dir_make_tmp ("nonet-test-write-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "session.ini", NULL);
  g_autofree char *names = NULL;
  g_autoptr(GError) error = NULL;
  GStatBuf info;

  g_assert_true (nonet_file_write_atomic (path, "one", 3, 0600, &error));
  g_assert_no_error (error);
  assert_contents (path, "one");
  g_assert_true (nonet_file_write_atomic (path, "two, longer", 11, 0600, &error));
  g_assert_no_error (error);
  assert_contents (path, "two, longer");
  g_assert_true (nonet_file_write_atomic (path, NULL, 0, 0600, &error));
  assert_contents (path, "");
  g_assert_cmpint (g_stat (path, &info), ==, 0);
  g_assert_cmpint (info.st_mode & 0077, ==, 0);
  names = list_dir (dir);
  g_assert_cmpstr (names, ==, "session.ini");
  g_remove (path);
  g_rmdir (dir);
}

/* What kill -9 between GLib's write and its rename leaves: removed on the
 * next write when old enough; a fresh one (a write in progress), other
 * names and other files stay. */
static void
test_stale_removed (void)
{
  g_autofree char *dir = g_dir_make_tmp ("nonet-test-write-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "puzzle.txt", NULL);
  g_autofree char *names = NULL;
  g_autoptr(GError) error = NULL;
  const char *kept[] = { "puzzle.txt.Fr3sh1", "puzzle.txt.toolong1", "puzzle.txt.ab-def",
                         "other.txt.Ab12Cd" };

  write_file (dir, "puzzle.txt", "old", 3600);
  write_file (dir, "puzzle.txt.Ab12Cd", "half", 3600);
  write_file (dir, "puzzle.txt.zzzzzz", "half", 2 * NONET_WRITE_STALE_SECONDS);
  write_file (dir, "puzzle.txt.Fr3sh1", "in progress", 0);
  write_file (dir, "puzzle.txt.toolong1", "not ours", 3600);
  write_file (dir, "puzzle.txt.ab-def", "not ours", 3600);
  write_file (dir, "other.txt.Ab12Cd", "another file's", 3600);

  g_assert_true (nonet_file_write_atomic (path, "new", 3, 0644, &error));
  g_assert_no_error (error);
  assert_contents (path, "new");
  names = list_dir (dir);
  g_assert_cmpstr (names, ==, "other.txt.Ab12Cd puzzle.txt puzzle.txt.Fr3sh1 puzzle.txt.ab-def "
                              "puzzle.txt.toolong1");
  for (gsize i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *kept_path = g_build_filename (dir, kept[i], NULL);

      g_remove (kept_path);
    }
  g_remove (path);
  g_rmdir (dir);
}

/* A folder that is not there: an error, nothing written. */
static void
test_error (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (nonet_file_write_atomic ("/nonexistent-nonet-dir/file", "x", 1, 0644, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "/nonexistent-nonet-dir/file"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/write/no-temporary", test_no_temporary);
  g_test_add_func ("/write/stale-removed", test_stale_removed);
  g_test_add_func ("/write/error", test_error);
  return g_test_run ();
}
