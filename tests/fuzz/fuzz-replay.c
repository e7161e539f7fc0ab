/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-replay.c: main for the fuzz targets without libFuzzer.
 *
 * Runs LLVMFuzzerTestOneInput once on each file named, or on each file of
 * each folder named (the seed corpus and the regression inputs), so every
 * build, the sanitizer build included, replays them (suite fuzz-corpus).
 */

#include <dirent.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz-common.h"

static int
replay_file (const char *path)
{
  FILE *file = fopen (path, "rb");
  if (file == NULL)
    {
      perror (path);
      return 1;
    }
  size_t capacity = 4096, size = 0, n;
  uint8_t *data = malloc (capacity);
  while (data != NULL && (n = fread (data + size, 1, capacity - size, file)) > 0)
    {
      size += n;
      if (size == capacity)
        data = realloc (data, capacity *= 2);
    }
  fclose (file);
  FUZZ_CHECK (data != NULL);
  /* An exact-size copy, so a read past the end is caught by ASan. */
  uint8_t *exact = malloc (size > 0 ? size : 1);
  memcpy (exact, data, size);
  free (data);
  LLVMFuzzerTestOneInput (exact, size);
  free (exact);
  return 0;
}

static int
replay_path (const char *path,
             int        *count)
{
  struct stat st;
  if (stat (path, &st) != 0)
    {
      perror (path);
      return 1;
    }
  if (!S_ISDIR (st.st_mode))
    {
      ++*count;
      return replay_file (path);
    }
  DIR *dir = opendir (path);
  struct dirent *entry;
  int failures = 0;
  while (dir != NULL && (entry = readdir (dir)) != NULL)
    {
      if (entry->d_name[0] == '.')
        continue;
      char child[4096];
      snprintf (child, sizeof child, "%s/%s", path, entry->d_name);
      failures += replay_path (child, count);
    }
  if (dir != NULL)
    closedir (dir);
  return failures;
}

int
main (int    argc,
      char **argv)
{
  int failures = 0, count = 0;

  for (int i = 1; i < argc; i++)
    failures += replay_path (argv[i], &count);
  printf ("1..1\n%s 1 - %d inputs replayed\n", failures == 0 && count > 0 ? "ok" : "not ok",
          count);
  return failures == 0 && count > 0 ? 0 : 1;
}
