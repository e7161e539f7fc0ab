/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "Nonet"

#include "config.h"

#include <string.h>

#include "nonet-document-private.h"


/* Undo history is bounded; the oldest entries go first. */
#define MAX_UNDO 1000


enum {
  PROP_0,
  PROP_LOCKED,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_N_STEPS,
  PROP_CURRENT_STEP,
  PROP_BUSY,
  PROP_PATH,
  PROP_REPLAY,
  N_PROPS
};

enum {
  CHANGED,
  PATH_CHANGED,
  DISPLAY_CHANGED,
  N_SIGNALS
};

G_DEFINE_FINAL_TYPE (NonetDocument, nonet_document, G_TYPE_OBJECT)

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
copy_givens (const NonetGrid *grid,
             guint8           givens[NONET_CELLS])
{
  for (int i = 0; i < NONET_CELLS; i++)
    givens[i] = grid->given[i] ? grid->values[i] : 0;
}

/* The candidates the filled cells leave for cell, ignoring pencil marks. */
static NonetMask
free_candidates (const NonetGrid *grid,
                 int              cell)
{
  NonetMask mask = NONET_ALL_DIGITS;

  for (int p = 0; p < NONET_PEERS; p++)
    {
      int v = grid->values[nonet_peers[cell][p]];

      if (v)
        mask &= ~nonet_digit_bit (v);
    }
  return mask;
}

static void
notify_history (NonetDocument *self,
                gboolean       could_undo,
                gboolean       could_redo)
{
  if (could_undo != nonet_document_get_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != nonet_document_get_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

/* Called before every change: remembers the state and forgets the redo branch. */
static void
push_undo (NonetDocument *self)
{
  Snapshot snapshot = { self->grid, self->locked };
  gboolean could_undo = nonet_document_get_can_undo (self);
  gboolean could_redo = nonet_document_get_can_redo (self);

  if (self->undo->len >= MAX_UNDO)
    g_array_remove_index (self->undo, 0);
  g_array_append_val (self->undo, snapshot);
  g_array_set_size (self->redo, 0);
  notify_history (self, could_undo, could_redo);
}

static void
set_locked_internal (NonetDocument *self,
                     gboolean       locked)
{
  if (self->locked == locked)
    return;
  self->locked = locked;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOCKED]);
}

static void
reset_replay (NonetDocument *self)
{
  if (self->replay == 0)
    return;
  self->replay = 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REPLAY]);
}

/* A path stays valid while the givens it was built from stay on the board. */
static void
drop_stale_path (NonetDocument *self)
{
  guint8 givens[NONET_CELLS];

  if (!self->has_path)
    return;
  copy_givens (&self->grid, givens);
  if (memcmp (givens, self->path_givens, sizeof givens) != 0)
    nonet_document_clear_path (self);
}

/* After every change of the grid: the path may be stale, a hint is. */
static void
emit_changed (NonetDocument *self)
{
  drop_stale_path (self);
  _nonet_document_work_grid_changed (self);
  self->has_hint_step = FALSE;
  g_signal_emit (self, signals[CHANGED], 0);
  g_signal_emit (self, signals[DISPLAY_CHANGED], 0);
}

static void
restore (NonetDocument  *self,
         GArray         *from,
         GArray         *to)
{
  Snapshot current = { self->grid, self->locked };
  Snapshot *snapshot = &g_array_index (from, Snapshot, from->len - 1);
  gboolean could_undo = nonet_document_get_can_undo (self);
  gboolean could_redo = nonet_document_get_can_redo (self);

  self->grid = snapshot->grid;
  set_locked_internal (self, snapshot->locked);
  g_array_set_size (from, from->len - 1);
  g_array_append_val (to, current);
  notify_history (self, could_undo, could_redo);
  emit_changed (self);
}

static void
nonet_document_finalize (GObject *object)
{
  NonetDocument *self = (NonetDocument *)object;

  g_clear_pointer (&self->undo, g_array_unref);
  g_clear_pointer (&self->redo, g_array_unref);
  nonet_path_clear (&self->path);
  _nonet_document_work_finalize (self);

  G_OBJECT_CLASS (nonet_document_parent_class)->finalize (object);
}

static void
nonet_document_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  NonetDocument *self = NONET_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_LOCKED:
      g_value_set_boolean (value, self->locked);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, nonet_document_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, nonet_document_get_can_redo (self));
      break;
    case PROP_N_STEPS:
      g_value_set_int (value, nonet_document_get_n_steps (self));
      break;
    case PROP_CURRENT_STEP:
      g_value_set_int (value, self->current_step);
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, nonet_document_get_busy (self));
      break;
    case PROP_PATH:
      g_value_set_pointer (value, (gpointer) nonet_document_get_path (self));
      break;
    case PROP_REPLAY:
      g_value_set_int (value, self->replay);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nonet_document_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  NonetDocument *self = NONET_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_CURRENT_STEP:
      nonet_document_set_current_step (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nonet_document_class_init (NonetDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = nonet_document_finalize;
  object_class->get_property = nonet_document_get_property;
  object_class->set_property = nonet_document_set_property;

  properties[PROP_LOCKED] =
    g_param_spec_boolean ("locked", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_N_STEPS] =
    g_param_spec_int ("n-steps", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_CURRENT_STEP] =
    g_param_spec_int ("current-step", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* A worker runs on the document's puzzle (nonet-document-work.c). */
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* The NonetPath (NULL when none), owned by the document; path-changed too. */
  properties[PROP_PATH] =
    g_param_spec_pointer ("path", NULL, NULL,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* The implication of the current step replayed (0: the whole step). */
  properties[PROP_REPLAY] =
    g_param_spec_int ("replay", NULL, NULL, 0, NONET_STEP_MAX_LINKS, 0,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The grid on the board changed (entry, load, undo ...). */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The path was set or cleared. */
  signals[PATH_CHANGED] =
    g_signal_new ("path-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* What the board shows changed: the grid, the current step or the hint. */
  signals[DISPLAY_CHANGED] =
    g_signal_new ("display-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
nonet_document_init (NonetDocument *self)
{
  self->undo = g_array_new (FALSE, FALSE, sizeof (Snapshot));
  self->redo = g_array_new (FALSE, FALSE, sizeof (Snapshot));
  nonet_grid_clear (&self->grid);
  nonet_path_init (&self->path);
  self->current_step = -1;
  self->auto_remove_marks = TRUE;
  _nonet_document_work_init (self);
}

/**
 * nonet_document_new:
 *
 * Returns: (transfer full): an empty document, givens unlocked.
 */
NonetDocument *
nonet_document_new (void)
{
  return g_object_new (NONET_TYPE_DOCUMENT, NULL);
}

/**
 * nonet_document_get_grid:
 *
 * Returns: (transfer none): the grid on the board.
 */
const NonetGrid *
nonet_document_get_grid (NonetDocument *self)
{
  g_return_val_if_fail (NONET_IS_DOCUMENT (self), NULL);

  return &self->grid;
}

/**
 * nonet_document_set_grid:
 *
 * Replaces the grid as one undoable change.
 */
void
nonet_document_set_grid (NonetDocument   *self,
                         const NonetGrid *grid,
                         gboolean         locked)
{
  g_return_if_fail (NONET_IS_DOCUMENT (self));
  g_return_if_fail (grid != NULL);

  /* No empty entries in the undo history. */
  if (memcmp (grid, &self->grid, sizeof *grid) == 0 && !locked == !self->locked)
    return;
  push_undo (self);
  self->grid = *grid;
  set_locked_internal (self, locked);
  emit_changed (self);
}

/* A collection (one puzzle per line, comments): its first puzzle. The
 * error of the whole-text parse is what people see when this fails too. */
static gboolean
read_first_puzzle (const char *text,
                   gsize       length,
                   NonetGrid  *grid)
{
  NonetReader reader;
  NonetError error;

  nonet_reader_init (&reader, text, length, NONET_FORMAT_AUTO);
  return nonet_reader_next (&reader, grid, &error) == NONET_STATUS_OK;
}

/**
 * nonet_document_parse:
 *
 * What nonet_document_load_text() reads, without a document: any format,
 * or the first puzzle of a collection. Touches nothing else, so a worker
 * thread may call it.
 *
 * Returns: OK with grid filled (and error->status OK), or the status
 *   with error set.
 */
NonetStatus
nonet_document_parse (const char *text,
                      gssize      length,
                      NonetGrid  *grid,
                      NonetError *error)
{
  NonetStatus status;

  g_return_val_if_fail (text != NULL, NONET_STATUS_INVALID_ARGUMENT);
  g_return_val_if_fail (grid != NULL && error != NULL, NONET_STATUS_INVALID_ARGUMENT);

  if (length < 0)
    length = strlen (text);
  status = nonet_parse (text, length, NONET_FORMAT_AUTO, grid, error);
  if (status != NONET_STATUS_OK && read_first_puzzle (text, length, grid))
    {
      /* error.status says OK whenever a puzzle was read. */
      nonet_error_init (error, NONET_STATUS_OK);
      status = NONET_STATUS_OK;
    }
  return status;
}

/**
 * nonet_document_load_text:
 *
 * Reads a puzzle in any format; on error the document is untouched.
 */
NonetStatus
nonet_document_load_text (NonetDocument *self,
                          const char    *text,
                          gssize         length,
                          NonetError    *error)
{
  NonetGrid grid;
  NonetStatus status;

  g_return_val_if_fail (NONET_IS_DOCUMENT (self), NONET_STATUS_INVALID_ARGUMENT);
  g_return_val_if_fail (text != NULL, NONET_STATUS_INVALID_ARGUMENT);
  g_return_val_if_fail (error != NULL, NONET_STATUS_INVALID_ARGUMENT);

  status = nonet_document_parse (text, length, &grid, error);
  if (status != NONET_STATUS_OK)
    return status;

  /* A pencil-mark grid keeps its marks; givens are whatever the text marked. */
  nonet_document_set_grid (self, &grid, TRUE);
  return NONET_STATUS_OK;
}

/**
 * nonet_document_clear:
 *
 * Starts an empty puzzle whose typed digits become givens.
 */
void
nonet_document_clear (NonetDocument *self)
{
  NonetGrid grid;

  g_return_if_fail (NONET_IS_DOCUMENT (self));

  nonet_grid_clear (&grid);
  nonet_document_set_grid (self, &grid, FALSE);
}

/**
 * nonet_document_is_editable:
 *
 * Returns: whether the player may change cell (locked givens may not).
 */
gboolean
nonet_document_is_editable (NonetDocument *self,
                            int            cell)
{
  g_return_val_if_fail (NONET_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (cell >= 0 && cell < NONET_CELLS, FALSE);

  return !(self->locked && self->grid.given[cell]);
}

/* Placing a digit takes it out of the pencil marks of the cell's peers, as a
 * person would (unless the player turned that off: peers false); clearing
 * one gives the cell back what its peers allow. */
static void
update_marks_after_set (NonetGrid *grid,
                        int        cell,
                        int        digit,
                        gboolean   peers)
{
  if (!grid->has_candidates)
    return;
  if (digit == 0)
    {
      grid->candidates[cell] = free_candidates (grid, cell);
      return;
    }
  grid->candidates[cell] = nonet_digit_bit (digit);
  for (int p = 0; peers && p < NONET_PEERS; p++)
    {
      int peer = nonet_peers[cell][p];

      if (!grid->values[peer])
        grid->candidates[peer] &= ~nonet_digit_bit (digit);
    }
}

/**
 * nonet_document_set_digit:
 *
 * Sets cell to digit (0 clears it). Unlocked, the digit becomes a given.
 *
 * Returns: TRUE when the grid changed.
 */
gboolean
nonet_document_set_digit (NonetDocument *self,
                          int            cell,
                          int            digit)
{
  g_return_val_if_fail (NONET_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (cell >= 0 && cell < NONET_CELLS, FALSE);
  g_return_val_if_fail (digit >= 0 && digit <= 9, FALSE);

  if (!nonet_document_is_editable (self, cell))
    return FALSE;
  if (self->grid.values[cell] == digit)
    return FALSE;

  push_undo (self);
  self->grid.values[cell] = digit;
  self->grid.given[cell] = (digit != 0 && !self->locked);
  update_marks_after_set (&self->grid, cell, digit, self->auto_remove_marks);
  emit_changed (self);
  return TRUE;
}

/* The first pencil mark starts an explicit pencil-mark state: every other
 * empty cell starts with no marks, filled cells hold their digit's bit. */
static void
start_marks (NonetGrid *grid)
{
  for (int i = 0; i < NONET_CELLS; i++)
    grid->candidates[i] = grid->values[i] ? nonet_digit_bit (grid->values[i]) : 0;
  grid->has_candidates = true;
}

/* Toggles a pencil mark; the first mark starts the marks from nothing, or
 * from every candidate when the board showed them all (from_shown). */
static gboolean
toggle_mark (NonetDocument *self,
             int            cell,
             int            digit,
             gboolean       from_shown)
{
  if (self->grid.values[cell] != 0)
    return FALSE;

  push_undo (self);
  if (!self->grid.has_candidates && from_shown)
    {
      for (int i = 0; i < NONET_CELLS; i++)
        self->grid.candidates[i] = self->grid.values[i] ? nonet_digit_bit (self->grid.values[i])
                                                        : free_candidates (&self->grid, i);
      self->grid.has_candidates = true;
    }
  else if (!self->grid.has_candidates)
    start_marks (&self->grid);
  self->grid.candidates[cell] ^= nonet_digit_bit (digit);
  emit_changed (self);
  return TRUE;
}

/**
 * nonet_document_toggle_candidate:
 *
 * Adds or removes a pencil mark in an empty cell.
 *
 * Returns: TRUE when the grid changed.
 */
gboolean
nonet_document_toggle_candidate (NonetDocument *self,
                                 int            cell,
                                 int            digit)
{
  g_return_val_if_fail (NONET_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (cell >= 0 && cell < NONET_CELLS, FALSE);
  g_return_val_if_fail (digit >= 1 && digit <= 9, FALSE);

  return toggle_mark (self, cell, digit, FALSE);
}

/**
 * nonet_document_toggle_candidate_shown:
 *
 * The pencil mark of a board that shows every candidate while the player
 * has no marks: the first mark starts from what the board showed (every
 * candidate the filled cells leave), so one key never wipes the others.
 * With marks already, the same as nonet_document_toggle_candidate().
 *
 * Returns: TRUE when the grid changed.
 */
gboolean
nonet_document_toggle_candidate_shown (NonetDocument *self,
                                       int            cell,
                                       int            digit)
{
  g_return_val_if_fail (NONET_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (cell >= 0 && cell < NONET_CELLS, FALSE);
  g_return_val_if_fail (digit >= 1 && digit <= 9, FALSE);

  return toggle_mark (self, cell, digit, TRUE);
}

/**
 * nonet_document_fill_candidates:
 *
 * Pencils in every candidate the filled cells leave (replacing the marks).
 *
 * Returns: TRUE when the grid changed.
 */
gboolean
nonet_document_fill_candidates (NonetDocument *self)
{
  NonetGrid grid;

  g_return_val_if_fail (NONET_IS_DOCUMENT (self), FALSE);

  grid = self->grid;
  for (int i = 0; i < NONET_CELLS; i++)
    grid.candidates[i] = grid.values[i] ? nonet_digit_bit (grid.values[i])
                                        : free_candidates (&grid, i);
  grid.has_candidates = true;
  if (memcmp (&grid, &self->grid, sizeof grid) == 0)
    return FALSE;

  push_undo (self);
  self->grid = grid;
  emit_changed (self);
  return TRUE;
}

/**
 * nonet_document_clear_candidates:
 *
 * Removes every pencil mark.
 *
 * Returns: TRUE when the grid changed.
 */
gboolean
nonet_document_clear_candidates (NonetDocument *self)
{
  g_return_val_if_fail (NONET_IS_DOCUMENT (self), FALSE);

  if (!self->grid.has_candidates)
    return FALSE;

  push_undo (self);
  self->grid.has_candidates = false;
  memset (self->grid.candidates, 0, sizeof self->grid.candidates);
  emit_changed (self);
  return TRUE;
}

/**
 * nonet_document_lock_givens:
 *
 * "Start solving": the digits on the board become the locked givens.
 *
 * Returns: TRUE when the document changed.
 */
gboolean
nonet_document_lock_givens (NonetDocument *self)
{
  g_return_val_if_fail (NONET_IS_DOCUMENT (self), FALSE);

  if (self->locked)
    return FALSE;

  push_undo (self);
  for (int i = 0; i < NONET_CELLS; i++)
    self->grid.given[i] = self->grid.values[i] != 0;
  set_locked_internal (self, TRUE);
  emit_changed (self);
  return TRUE;
}

gboolean
nonet_document_get_locked (NonetDocument *self)
{
  g_return_val_if_fail (NONET_IS_DOCUMENT (self), FALSE);

  return self->locked;
}

/**
 * nonet_document_get_puzzle:
 *
 * Fills puzzle with the givens alone (no player digits, no pencil marks).
 */
void
nonet_document_get_puzzle (NonetDocument *self,
                           NonetGrid     *puzzle)
{
  guint8 givens[NONET_CELLS];

  g_return_if_fail (NONET_IS_DOCUMENT (self));
  g_return_if_fail (puzzle != NULL);

  copy_givens (&self->grid, givens);
  nonet_grid_set_givens (puzzle, givens);
}

/**
 * nonet_document_get_conflicts:
 *
 * Returns: TRUE when some cell is in conflict.
 */
gboolean
nonet_document_get_conflicts (NonetDocument *self,
                              gboolean       conflicts[NONET_CELLS])
{
  gboolean any = FALSE;

  g_return_val_if_fail (NONET_IS_DOCUMENT (self), FALSE);

  for (int i = 0; i < NONET_CELLS; i++)
    {
      int v = self->grid.values[i];

      conflicts[i] = FALSE;
      for (int p = 0; v && p < NONET_PEERS; p++)
        if (self->grid.values[nonet_peers[i][p]] == v)
          conflicts[i] = TRUE;
      any |= conflicts[i];
    }
  return any;
}

gboolean
nonet_document_get_can_undo (NonetDocument *self)
{
  g_return_val_if_fail (NONET_IS_DOCUMENT (self), FALSE);

  return self->undo->len > 0;
}

gboolean
nonet_document_get_can_redo (NonetDocument *self)
{
  g_return_val_if_fail (NONET_IS_DOCUMENT (self), FALSE);

  return self->redo->len > 0;
}

/**
 * nonet_document_undo:
 *
 * Returns: TRUE when a change was undone.
 */
gboolean
nonet_document_undo (NonetDocument *self)
{
  g_return_val_if_fail (NONET_IS_DOCUMENT (self), FALSE);

  if (self->undo->len == 0)
    return FALSE;
  restore (self, self->undo, self->redo);
  return TRUE;
}

/**
 * nonet_document_redo:
 *
 * Returns: TRUE when an undone change was made again.
 */
gboolean
nonet_document_redo (NonetDocument *self)
{
  g_return_val_if_fail (NONET_IS_DOCUMENT (self), FALSE);

  if (self->redo->len == 0)
    return FALSE;
  restore (self, self->redo, self->undo);
  return TRUE;
}

/**
 * nonet_document_get_path:
 *
 * Returns: (nullable) (transfer none): the solution path, NULL when none.
 */
const NonetPath *
nonet_document_get_path (NonetDocument *self)
{
  g_return_val_if_fail (NONET_IS_DOCUMENT (self), NULL);

  return self->has_path ? &self->path : NULL;
}

/**
 * nonet_document_take_path:
 *
 * Makes path (built from the current givens) the document's path; takes its
 * steps, leaving *path empty.
 */
void
nonet_document_take_path (NonetDocument *self,
                          NonetPath     *path)
{
  g_return_if_fail (NONET_IS_DOCUMENT (self));
  g_return_if_fail (path != NULL);

  nonet_path_clear (&self->path);
  self->path = *path;
  nonet_path_init (path);
  self->has_path = TRUE;
  copy_givens (&self->grid, self->path_givens);
  self->current_step = -1;
  reset_replay (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_STEPS]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_STEP]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PATH]);
  g_signal_emit (self, signals[PATH_CHANGED], 0);
  g_signal_emit (self, signals[DISPLAY_CHANGED], 0);
}

/**
 * nonet_document_clear_path:
 *
 * Forgets the path.
 */
void
nonet_document_clear_path (NonetDocument *self)
{
  g_return_if_fail (NONET_IS_DOCUMENT (self));

  if (!self->has_path)
    return;
  nonet_path_clear (&self->path);
  nonet_path_init (&self->path);
  self->has_path = FALSE;
  reset_replay (self);
  if (self->current_step != -1)
    {
      self->current_step = -1;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_STEP]);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_STEPS]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PATH]);
  g_signal_emit (self, signals[PATH_CHANGED], 0);
  g_signal_emit (self, signals[DISPLAY_CHANGED], 0);
}

int
nonet_document_get_n_steps (NonetDocument *self)
{
  g_return_val_if_fail (NONET_IS_DOCUMENT (self), 0);

  return self->has_path ? self->path.n_steps : 0;
}

int
nonet_document_get_current_step (NonetDocument *self)
{
  g_return_val_if_fail (NONET_IS_DOCUMENT (self), -1);

  return self->current_step;
}

/**
 * nonet_document_set_current_step:
 *
 * Selects the step the board shows (-1: none).
 */
void
nonet_document_set_current_step (NonetDocument *self,
                                 int            index)
{
  g_return_if_fail (NONET_IS_DOCUMENT (self));
  g_return_if_fail (index >= -1 && index < nonet_document_get_n_steps (self));

  if (self->current_step == index)
    return;
  self->current_step = index;
  reset_replay (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_STEP]);
  g_signal_emit (self, signals[DISPLAY_CHANGED], 0);
}

/**
 * nonet_document_get_step:
 *
 * Returns: (nullable) (transfer none): step index of the path.
 */
const NonetStep *
nonet_document_get_step (NonetDocument *self,
                         int            index)
{
  g_return_val_if_fail (NONET_IS_DOCUMENT (self), NULL);

  if (!self->has_path || index < 0 || index >= self->path.n_steps)
    return NULL;
  return &self->path.steps[index];
}

/**
 * nonet_document_set_hint_step:
 *
 * Draws step over the player's grid (a hint); NULL removes it.
 */
void
nonet_document_set_hint_step (NonetDocument   *self,
                              const NonetStep *step)
{
  g_return_if_fail (NONET_IS_DOCUMENT (self));

  if (step == NULL && !self->has_hint_step)
    return;
  self->has_hint_step = step != NULL;
  if (step != NULL)
    self->hint_step = *step;
  g_signal_emit (self, signals[DISPLAY_CHANGED], 0);
}

/**
 * nonet_document_get_hint_step:
 *
 * Returns: (nullable) (transfer none): the hint step drawn, if any.
 */
const NonetStep *
nonet_document_get_hint_step (NonetDocument *self)
{
  g_return_val_if_fail (NONET_IS_DOCUMENT (self), NULL);

  return self->has_hint_step ? &self->hint_step : NULL;
}

/**
 * nonet_document_get_display:
 *
 * What the board draws now: the state before the current step and that
 * step, else the player's grid and the hint step (or NULL).
 */
void
nonet_document_get_display (NonetDocument    *self,
                            NonetGrid        *grid,
                            const NonetStep **step)
{
  g_return_if_fail (NONET_IS_DOCUMENT (self));
  g_return_if_fail (grid != NULL && step != NULL);

  if (self->has_path && self->current_step >= 0)
    {
      nonet_path_state_at (&self->path, self->current_step, grid);
      *step = &self->path.steps[self->current_step];
      return;
    }
  *grid = self->grid;
  *step = nonet_document_get_hint_step (self);
}

/**
 * nonet_document_serialize:
 *
 * The state as three strings (free them): givens and values as 81
 * characters ('.' for blank), pencil marks as 81 comma-separated digit
 * groups or "" when there are none.
 */
void
nonet_document_serialize (NonetDocument  *self,
                          char          **givens,
                          char          **values,
                          char          **candidates)
{
  GString *marks = g_string_new (NULL);

  g_return_if_fail (NONET_IS_DOCUMENT (self));

  *givens = g_malloc (NONET_CELLS + 1);
  *values = g_malloc (NONET_CELLS + 1);
  for (int i = 0; i < NONET_CELLS; i++)
    {
      int v = self->grid.values[i];

      (*values)[i] = v ? '0' + v : '.';
      (*givens)[i] = v && self->grid.given[i] ? '0' + v : '.';
      if (!self->grid.has_candidates)
        continue;
      if (i > 0)
        g_string_append_c (marks, ',');
      for (int d = 1; d <= 9; d++)
        if (self->grid.candidates[i] & nonet_digit_bit (d))
          g_string_append_c (marks, '0' + d);
    }
  (*givens)[NONET_CELLS] = '\0';
  (*values)[NONET_CELLS] = '\0';
  *candidates = g_string_free (marks, FALSE);
}

static gboolean
parse_cells (const char *text,
             guint8      out[NONET_CELLS])
{
  if (text == NULL || strlen (text) != NONET_CELLS)
    return FALSE;
  for (int i = 0; i < NONET_CELLS; i++)
    {
      if (text[i] == '.')
        out[i] = 0;
      else if (text[i] >= '1' && text[i] <= '9')
        out[i] = text[i] - '0';
      else
        return FALSE;
    }
  return TRUE;
}

static gboolean
parse_marks (const char *text,
             NonetGrid  *grid)
{
  g_auto(GStrv) groups = NULL;

  grid->has_candidates = false;
  if (text == NULL || *text == '\0')
    return TRUE;
  groups = g_strsplit (text, ",", -1);
  if (g_strv_length (groups) != NONET_CELLS)
    return FALSE;
  for (int i = 0; i < NONET_CELLS; i++)
    {
      grid->candidates[i] = 0;
      for (const char *c = groups[i]; *c; c++)
        {
          if (*c < '1' || *c > '9')
            return FALSE;
          grid->candidates[i] |= nonet_digit_bit (*c - '0');
        }
    }
  grid->has_candidates = true;
  return TRUE;
}

/* The session file (nonet-session.c) reads its cells and marks the same way. */
gboolean
_nonet_document_parse_cells (const char *text,
                             guint8      out[NONET_CELLS])
{
  return parse_cells (text, out);
}

gboolean
_nonet_document_parse_marks (const char *text,
                             NonetGrid  *grid)
{
  return parse_marks (text, grid);
}

/**
 * nonet_document_deserialize:
 *
 * Restores a state written by nonet_document_serialize(), as a fresh
 * document (no undo history). Malformed strings change nothing.
 *
 * Returns: TRUE when the state was restored.
 */
gboolean
nonet_document_deserialize (NonetDocument *self,
                            const char    *givens,
                            const char    *values,
                            const char    *candidates,
                            gboolean       locked)
{
  guint8 g[NONET_CELLS], v[NONET_CELLS];
  NonetGrid grid;

  g_return_val_if_fail (NONET_IS_DOCUMENT (self), FALSE);

  if (!parse_cells (givens, g) || !parse_cells (values, v))
    return FALSE;
  nonet_grid_clear (&grid);
  for (int i = 0; i < NONET_CELLS; i++)
    {
      if (g[i] && g[i] != v[i])
        return FALSE;
      grid.values[i] = v[i];
      grid.given[i] = g[i] != 0;
    }
  if (!parse_marks (candidates, &grid))
    return FALSE;

  nonet_document_set_grid (self, &grid, locked);
  g_array_set_size (self->undo, 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  return TRUE;
}

void
_nonet_document_set_history (NonetDocument *self,
                             GArray        *undo,
                             GArray        *redo)
{
  gboolean could_undo = nonet_document_get_can_undo (self);
  gboolean could_redo = nonet_document_get_can_redo (self);

  g_array_set_size (self->undo, 0);
  g_array_append_vals (self->undo, undo->data, MIN (undo->len, MAX_UNDO));
  g_array_set_size (self->redo, 0);
  g_array_append_vals (self->redo, redo->data, redo->len);
  notify_history (self, could_undo, could_redo);
}

/**
 * nonet_document_apply_step:
 * @index: a step of the path
 *
 * Makes the player's grid the path's state after step @index (pencil marks
 * included), as one undoable change, then shows the next step so that
 * applying again walks on through the path.
 *
 * Returns: TRUE when the grid changed.
 */
gboolean
nonet_document_apply_step (NonetDocument *self,
                           int            index)
{
  NonetGrid after;

  g_return_val_if_fail (NONET_IS_DOCUMENT (self), FALSE);

  if (!self->has_path || index < 0 || index >= self->path.n_steps)
    return FALSE;
  nonet_path_state_at (&self->path, index + 1, &after);
  if (memcmp (&after, &self->grid, sizeof after) == 0)
    return FALSE;
  nonet_document_set_grid (self, &after, TRUE);
  if (self->has_path && index + 1 < self->path.n_steps)
    nonet_document_set_current_step (self, index + 1);
  return TRUE;
}

/**
 * nonet_document_get_replay:
 *
 * Returns: how far the current step's chain or net is replayed: 0 for the
 *   whole step, k (1..n_links) for its first k implications.
 */
int
nonet_document_get_replay (NonetDocument *self)
{
  g_return_val_if_fail (NONET_IS_DOCUMENT (self), 0);

  return self->replay;
}

/**
 * nonet_document_set_replay:
 * @replay: 0 for the whole step, else 1..n_links, clamped
 *
 * Replays the current step's implications one by one: the board draws the
 * first @replay links, the last of them strongly. Viewing only: the
 * player's grid does not change.
 */
void
nonet_document_set_replay (NonetDocument *self,
                           int            replay)
{
  const NonetStep *step;

  g_return_if_fail (NONET_IS_DOCUMENT (self));

  step = nonet_document_get_step (self, self->current_step);
  replay = step == NULL ? 0 : CLAMP (replay, 0, MIN (step->n_links, NONET_STEP_MAX_LINKS));
  if (replay == self->replay)
    return;
  self->replay = replay;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REPLAY]);
  g_signal_emit (self, signals[DISPLAY_CHANGED], 0);
}
