/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-forcing-private.h: the implication engine of the forcing family.
 *
 * A node is one candidate (cell * 9 + digit - 1, 729 of them) that an
 * assumption makes true ("on") or false ("off"). Propagation is a breadth-
 * first walk over the implications, each node remembering the first cause
 * that set it, so a chain (or a net) can be rebuilt back to the assumption:
 *
 *   r1c2=5 --weak--> r1c7≠5 --strong (bivalue / bilocal)--> r1c7=3 --> ...
 *
 * Static mode (forcing chains) uses only the links of the starting state:
 * an off node turns on its cell's other candidate when the cell had two, and
 * the digit's other place in a house that had two. Dynamic mode (forcing
 * nets) keeps a working copy of the candidates, so singles that appear after
 * several eliminations count (a node with more than one predecessor); with
 * `locked` it also applies pointing and claiming when the singles run dry.
 *
 * A contradiction stops the walk: a node both on and off, a cell without
 * candidates, or a digit without a place in a house.
 */
#pragma once

#include "nonet-logic-private.h"

#define FORCING_NODES (NONET_CELLS * NONET_DIGITS)

/* Causes: an off node names the on node that excludes it, or a locked
 * candidates pattern; an on node names its single. */
#define CAUSE_ASSUMED  0xffffu
#define CAUSE_NAKED    0x8000u            /* on: last candidate of its cell */
#define CAUSE_HIDDEN   0x8100u            /* + house: last place in the house */
#define CAUSE_LOCKED   0x9000u            /* + src * 32 + dst: pointing/claiming */
#define CAUSE_NESTED   0xa000u            /* off: assuming it on fails (nested walk) */
#define CAUSE_RULE     0xb000u            /* + k: off by the k-th result of a net's inner rule */
#define CAUSE_RULE_MAX 0x4000             /* k below this */

typedef enum
{
  FORCING_OK = 0,
  FORCING_BOTH,        /* bad_node would be on and off */
  FORCING_EMPTY_CELL,  /* bad_cell has no candidate left */
  FORCING_NO_PLACE,    /* bad_digit has no place left in bad_house */
} ForcingResult;

/* The working sets of a walk: what a nested test copies from its outer
 * walk, and what a tested candidate's walk leaves behind (one struct, so
 * each copy is one assignment). */
typedef struct
{
  NonetMask cands[NONET_CELLS];                  /* dynamic: working candidates */
  NonetBits digit_cells[NONET_DIGITS + 1];
  /* dynamic: the places of each digit left in each house (digit_cells
   * counted). */
  uint8_t   house_left[NONET_HOUSES][NONET_DIGITS + 1];
  NonetBits on[NONET_DIGITS + 1];                /* node status, per digit */
  NonetBits off[NONET_DIGITS + 1];
} ForcingSets;

typedef struct _ForcingNet ForcingNet;

struct _ForcingNet
{
  const NonetLogicState *state;
  bool                   dynamic;
  bool                   locked;
  bool                   nested;      /* when stuck, test each candidate with a walk of its own */
  /* The links of one digit alone (SE's Nishio: dynamic, its peers and its
   * last places in its houses, no cell links); 0 every link. */
  int                    one_digit;
  /* Polled for the cancel hook between the nested pass's walks (may be
   * NULL): on an empty grid that pass runs a million walks. A cancelled
   * walk stops as if stuck; the caller reads sink->cancelled. */
  NonetStepSink         *sink;
  NonetMask              dirty;       /* digits that lost a place since the last locked scan */
  /* Pointing and claiming: the digits scanned once (the next scans look
   * only at the houses that lost a place since), and the first of
   * off_list set since the last scan. */
  NonetMask              scanned;
  int                    locked_from;
  ForcingSets            sets;
  /* sets.cands, sets.digit_cells and (dynamic) sets.house_left are set
   * up by the first assumption's walk. */
  bool                   counts_ready;
  /* The walk was copied from the state's walk cache: its results are
   * there, not its working sets (another assumption walks it again). */
  bool                   replayed;
  /* Set by the caller before an assumption: it reads only sets.on and
   * sets.off of the walk, so a walk copied from the cache brings only
   * those (not its queue, causes and times). */
  bool                   sets_only;
  uint16_t               on_cause[FORCING_NODES];     /* valid where on is set */
  uint16_t               off_cause[FORCING_NODES];
  uint16_t               on_time[FORCING_NODES];
  uint16_t               off_time[FORCING_NODES];
  uint16_t               queue[2 * FORCING_NODES];    /* node | 0x8000 for on */
  uint16_t               queue_cause[2 * FORCING_NODES]; /* the cause of each, as set */
  int                    head;
  int                    tail;
  /* SE's order (its doChaining): every pending on node before the first
   * pending off node, so each node's first cause, and the chains SE counts,
   * are SE's. Else one queue, in the order set. */
  bool                   se_order;
  const uint8_t        (*houses)[3];  /* a cell's houses in the walk's order */
  int                    on_head;     /* se_order: the next of on_list to process */
  int                    off_head;    /* and of off_list */
  /* The on nodes and the off nodes, each in the order set: se_order takes
   * the next of each kind from here instead of scanning the queue. */
  uint16_t               on_list[FORCING_NODES];
  uint16_t               off_list[FORCING_NODES];
  int                    n_on;
  int                    n_off;
  ForcingResult          result;
  int                    bad_node;
  int                    bad_cell;
  int                    bad_house;
  int                    bad_digit;
  uint16_t               bad_cause;                  /* the cause that clashed */
  bool                   bad_on;                     /* the clash tried to set on */
  /* SE's nested chains (levels 2-5): called when the walk is stuck (after
   * pointing and claiming), it may set nodes off with CAUSE_RULE + k
   * (_nonet_forcing_set_off); returns whether it set any. NULL: none. */
  bool                 (*inner) (ForcingNet *net);
  void                  *inner_data;
  /* The teaching path's static walks: the state's walk cache, which
   * keeps what process_off_groups finds from the state alone (NULL:
   * worked out each time). Set by the walk. */
  NonetWalkCache        *group_cache;
};

static inline int
forcing_node (int cell,
              int digit)
{
  return cell * 9 + digit - 1;
}

/* Marks (node, on) in seen, for the searches that go back through a walk's
 * causes: false when it was marked already. */
static inline bool
forcing_mark_seen (NonetBits seen[2][NONET_DIGITS + 1],
                   int       node,
                   bool      on)
{
  int cell = node / 9, digit = node % 9 + 1;

  if (bits_has (seen[on][digit], cell))
    return false;
  bits_set (&seen[on][digit], cell);
  return true;
}

/* Starts a walk from the state (no assumption yet). nested (dynamic only):
 * when the walk is stuck, every candidate left is assumed on in a walk of
 * its own on top of this one, and turned off when that fails; two levels
 * of trial by contradiction, still each one shown by its result. */
void _nonet_forcing_reset (ForcingNet            *net,
                           const NonetLogicState *state,
                           bool                   dynamic,
                           bool                   locked);

/* Assumes (cell, digit) on or off and propagates to the end or the first
 * contradiction; more assumptions may follow (they add up). */
ForcingResult _nonet_forcing_assume (ForcingNet *net,
                                     int         cell,
                                     int         digit,
                                     bool        on);

static inline bool
forcing_is_on (const ForcingNet *net,
               int               cell,
               int               digit)
{
  return bits_has (net->sets.on[digit], cell);
}

static inline bool
forcing_is_off (const ForcingNet *net,
                int               cell,
                int               digit)
{
  return bits_has (net->sets.off[digit], cell);
}

/* Adds to step the links and CHAIN_ON / CHAIN_OFF marks of every
 * implication leading to the given nodes (seeds), in the order they were
 * found; returns the number of nodes drawn. The clash of a contradiction is
 * included with forcing_explain_contradiction. */
typedef struct
{
  int  node;
  bool on;
} ForcingSeed;

int _nonet_forcing_explain (const ForcingNet  *net,
                            const ForcingSeed *seeds,
                            int                n_seeds,
                            NonetStep         *step);

/* The links _nonet_forcing_explain would draw to the seeds (none of
 * them the clash of a contradiction). */
int _nonet_forcing_count_links (const ForcingNet  *net,
                                const ForcingSeed *seeds,
                                int                n_seeds);

/* The number of nodes behind the seeds, seeds included (what
 * _nonet_forcing_explain would draw; SE's getAncestorCount for one seed);
 * once there are more than max, any number above max. */
int _nonet_forcing_count (const ForcingNet  *net,
                          const ForcingSeed *seeds,
                          int                n_seeds,
                          int                max);

/* Sets a node off (dynamic walks, from net->inner): pending until the
 * walk goes on; a node already on clashes. */
void _nonet_forcing_set_off (ForcingNet *net,
                             int         cell,
                             int         digit,
                             uint16_t    cause);

/* The nodes that set (node, on) in the walk, by its cause (the clash's
 * for the clashing seed), at most NONET_DIGITS + 9 in out; -1 when the
 * walk did not set it. CAUSE_RULE nodes have none here (their rule knows
 * them). */
int _nonet_forcing_parents (const ForcingNet *net,
                            int               node,
                            bool              on,
                            ForcingSeed      *out);

/* The seeds of the contradiction net->result (net must have one). */
int _nonet_forcing_contradiction_seeds (const ForcingNet *net,
                                        ForcingSeed      *seeds,
                                        int               max_seeds);

/* What a static walk can reach from each candidate (nonet-static-closure.c):
 * an upper bound of its walk, for the links of state (no group nodes: the
 * SE walk's chains). NULL when out of memory. */
typedef struct _NonetStaticClosure NonetStaticClosure;

NonetStaticClosure *_nonet_static_closure_new   (const NonetLogicState    *state);
void                _nonet_static_closure_free  (NonetStaticClosure       *closure);

/* Whether closure, made at another state, can bound the static walks of
 * state (state's candidates are among its state's): when so, it is
 * brought to state (the links of state's new pairs added) and its share
 * tests are for state's literals from then on. */
bool                _nonet_static_closure_covers (NonetStaticClosure   *closure,
                                                  const NonetLogicState *state);

/* Whether the reachable sets of the n candidates (cells[i], digits[i]) on
 * share a literal: when not, their static walks share nothing either. */
bool                _nonet_static_closure_share (const NonetStaticClosure *closure,
                                                 const int                *cells,
                                                 const int                *digits,
                                                 int                       n);
