/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nonet-coloring.c: Colouring: conjugate chains of one digit, and of all digits (Medusa).
 *
 * Techniques: Simple Colors trap and wrap (0500, 0501), Multi Colors 1 and 2 (0502,
 * 0503), 3D Medusa.
 *
 * A cluster is a connected set of strong links (conjugate pairs of one digit;
 * for Medusa also bivalue cells), coloured A and B alternately: one colour
 * is all true, the other all false.
 *
 *   r1c2 =A ----- r1c7 =B         A and B: the two colours of one cluster
 *     |              |            (A true or B true, never both)
 *   r5c2 =B        r6c7 =A
 *
 *   Simple Colors wrap  two cells of one colour see each other: that colour
 *                       is false, its digit leaves all its cells
 *   Simple Colors trap  a candidate seeing both colours goes
 *   Multi Colors 2      (HoDoKu's numbering) a colour of cluster 1 sees both
 *                       colours of cluster 2: that colour is false
 *   Multi Colors 1      colour a1 sees colour a2: a1 and a2 are not both
 *                       true, so b1 or b2 is: candidates seeing both go
 *   3D Medusa           clusters over several digits: a colour twice in a
 *                       cell or a house is false; a candidate seeing a
 *                       colour in its house and the other colour there or
 *                       in its own cell goes; a cell with both colours
 *                       keeps only those two digits
 *
 * Multi Colors highlight the first cluster with COLOR_A/COLOR_B and the
 * second with CHAIN_ON/CHAIN_OFF (two more colours).
 */

#include "nonet-links.h"

#define MAX_CLUSTERS 41   /* at most 27 conjugate pairs per digit */

typedef struct
{
  NonetBits a;          /* cells of colour A */
  NonetBits b;
  NonetBits seen_a;     /* cells seeing a cell of colour A */
  NonetBits seen_b;
} Cluster;

typedef struct
{
  const NonetLogicState *state;
  NonetTechnique         technique;
  NonetStepSink         *sink;
  int                    digit;
  int                    n_pairs;
  uint8_t                pairs[NONET_HOUSES][2];   /* conjugate pairs of the digit */
  int                    n_clusters;
  Cluster                clusters[MAX_CLUSTERS];
} DigitColoring;

static NonetBits
seen_by (NonetBits cells)
{
  NonetBits seen = bits_none ();

  for (int c; (c = bits_pop (&cells)) >= 0; )
    seen = bits_or (seen, bits_peers (c));
  return seen;
}

/* Colours the conjugate pairs of one digit into clusters. */
static void
color_digit (DigitColoring *dc)
{
  const NonetLogicState *state = dc->state;
  NonetBits todo = bits_none ();

  dc->n_pairs = 0;
  dc->n_clusters = 0;
  for (int h = 0; h < NONET_HOUSES; h++)
    {
      if (state->house_count[h][dc->digit] != 2)
        continue;
      NonetBits cells = state_house_digit (state, h, dc->digit);
      dc->pairs[dc->n_pairs][0] = (uint8_t) bits_pop (&cells);
      dc->pairs[dc->n_pairs][1] = (uint8_t) bits_pop (&cells);
      bits_set (&todo, dc->pairs[dc->n_pairs][0]);
      bits_set (&todo, dc->pairs[dc->n_pairs][1]);
      dc->n_pairs++;
    }
  while (!bits_empty (todo) && dc->n_clusters < MAX_CLUSTERS)
    {
      Cluster *cl = &dc->clusters[dc->n_clusters++];
      int queue[NONET_CELLS];
      int head = 0, tail = 0;

      cl->a = bits_none ();
      cl->b = bits_none ();
      queue[tail++] = bits_pop (&todo);
      bits_set (&cl->a, queue[0]);
      while (head < tail)
        {
          int c = queue[head++];
          bool in_a = bits_has (cl->a, c);
          for (int i = 0; i < dc->n_pairs; i++)
            {
              int other = dc->pairs[i][0] == c ? dc->pairs[i][1]
                          : dc->pairs[i][1] == c ? dc->pairs[i][0] : -1;
              if (other < 0 || !bits_has (todo, other))
                continue;
              bits_clear (&todo, other);
              bits_set (in_a ? &cl->b : &cl->a, other);
              queue[tail++] = other;
            }
        }
      cl->seen_a = seen_by (cl->a);
      cl->seen_b = seen_by (cl->b);
    }
}

/* Marks a cluster in two roles with its strong links (A to B). */
static void
mark_cluster (const DigitColoring *dc,
              NonetStep           *step,
              const Cluster       *cl,
              NonetRole            role_a,
              NonetRole            role_b)
{
  NonetBits all = bits_or (cl->a, cl->b);

  _nonet_step_mark_bits (step, NULL, cl->a, dc->digit, role_a);
  _nonet_step_mark_bits (step, NULL, cl->b, dc->digit, role_b);
  for (NonetBits cells = all; !bits_empty (cells); )
    _nonet_step_cell (step, bits_pop (&cells));
  for (int i = 0; i < dc->n_pairs; i++)
    {
      int p = dc->pairs[i][0], q = dc->pairs[i][1];
      if (!bits_has (all, p))
        continue;
      if (bits_has (cl->b, p))
        {
          int t = p;
          p = q;
          q = t;
        }
      _nonet_step_link (step, _nonet_node (p, dc->digit), _nonet_node (q, dc->digit),
                        NONET_LINK_STRONG);
    }
}

static bool
offer_digit_step (DigitColoring *dc,
                  NonetTechnique technique,
                  const Cluster *one,
                  const Cluster *two,
                  NonetBits      elims)
{
  NonetStep step;
  int size = bits_count (bits_or (one->a, one->b));

  elims = bits_and (elims, dc->state->digit_cells[dc->digit]);
  if (bits_empty (elims))
    return false;
  _nonet_step_begin (&step, technique, nonet_digit_bit (dc->digit));
  mark_cluster (dc, &step, one, NONET_ROLE_COLOR_A, NONET_ROLE_COLOR_B);
  if (two != NULL)
    {
      mark_cluster (dc, &step, two, NONET_ROLE_CHAIN_ON, NONET_ROLE_CHAIN_OFF);
      size += bits_count (bits_or (two->a, two->b));
    }
  _nonet_step_eliminate_bits (&step, dc->state, elims, dc->digit);
  step.se_tenths = nonet_technique_info (technique)->se_tenths + _nonet_se_length_penalty (size);
  return _nonet_step_finish (&step) && _nonet_step_sink_add (dc->sink, &step);
}

/* Whether two cells of one colour see each other. */
static bool
color_wraps (NonetBits color)
{
  for (NonetBits rest = color; !bits_empty (rest); )
    {
      int c = bits_pop (&rest);
      if (bits_intersect (bits_peers (c), color))
        return true;
    }
  return false;
}

static bool
find_simple_colors (DigitColoring *dc)
{
  for (int i = 0; i < dc->n_clusters; i++)
    {
      const Cluster *cl = &dc->clusters[i];
      NonetBits elims = bits_none ();

      if (bits_empty (cl->a) || bits_empty (cl->b))
        continue;
      if (dc->technique == NONET_TECH_SIMPLE_COLORS_WRAP)
        {
          if (color_wraps (cl->a))
            elims = bits_or (elims, cl->a);
          if (color_wraps (cl->b))
            elims = bits_or (elims, cl->b);
        }
      else
        elims = bits_and (cl->seen_a, cl->seen_b);
      if (offer_digit_step (dc, dc->technique, cl, NULL, elims))
        return true;
    }
  return false;
}

static bool
find_multi_colors (DigitColoring *dc)
{
  for (int i = 0; i < dc->n_clusters; i++)
    for (int j = 0; j < dc->n_clusters; j++)
      {
        const Cluster *one = &dc->clusters[i], *two = &dc->clusters[j];
        NonetBits elims = bits_none ();

        if (i == j)
          continue;
        if (dc->technique == NONET_TECH_MULTI_COLORS_2)
          {
            /* A colour of cluster one that sees both colours of cluster two is false. */
            NonetBits two_both[2] = { one->seen_a, one->seen_b };
            NonetBits colors[2] = { one->a, one->b };
            for (int k = 0; k < 2; k++)
              if (bits_intersect (two_both[k], two->a) && bits_intersect (two_both[k], two->b))
                elims = bits_or (elims, colors[k]);
          }
        else
          {
            /* x1 sees x2: y1 or y2 is true, candidates seeing both go. */
            if (bits_intersect (one->seen_a, two->a))
              elims = bits_or (elims, bits_and (one->seen_b, two->seen_b));
            if (bits_intersect (one->seen_a, two->b))
              elims = bits_or (elims, bits_and (one->seen_b, two->seen_a));
            if (bits_intersect (one->seen_b, two->a))
              elims = bits_or (elims, bits_and (one->seen_a, two->seen_b));
            if (bits_intersect (one->seen_b, two->b))
              elims = bits_or (elims, bits_and (one->seen_a, two->seen_a));
          }
        if (offer_digit_step (dc, dc->technique, one, two, elims))
          return true;
      }
  return false;
}

/* ------------------------------------------------------------------------
 * 3D Medusa: clusters over the strong links of every digit
 * ------------------------------------------------------------------------ */

typedef struct
{
  const NonetLogicState *state;
  NonetStepSink         *sink;
  NonetLinkGraph         graph;        /* strong links only */
  int8_t                 color[NONET_LINKS_MAX_NODES];   /* -1 none, 0 A, 1 B */
  int16_t                parent[NONET_LINKS_MAX_NODES];
  int16_t                members[NONET_LINKS_MAX_NODES];
  int                    n_members;
} Medusa;

typedef struct
{
  NonetBits cells[2][NONET_DIGITS + 1];   /* per colour and digit */
  NonetBits seen[2][NONET_DIGITS + 1];    /* cells seeing that colour's digit */
  NonetMask in_cell[2][NONET_CELLS];      /* digits of each colour per cell */
} MedusaColors;

static void
medusa_grow (Medusa *md,
             int     start)
{
  const NonetLinkGraph *graph = &md->graph;
  int head = 0;

  md->n_members = 0;
  md->color[start] = 0;
  md->parent[start] = -1;
  md->members[md->n_members++] = (int16_t) start;
  while (head < md->n_members)
    {
      int node = md->members[head++];
      int succ[NONET_LINKS_MAX_NEXT];
      int n_succ = _nonet_links_successors (graph, _nonet_links_lit (node, false), false, succ);
      for (int e = 0; e < n_succ; e++)
        {
          int next = _nonet_links_node (succ[e]);
          if (md->color[next] >= 0)
            continue;
          md->color[next] = (int8_t) (1 - md->color[node]);
          md->parent[next] = (int16_t) node;
          md->members[md->n_members++] = (int16_t) next;
        }
    }
}

static void
medusa_colors (const Medusa *md,
               MedusaColors *mc)
{
  memset (mc, 0, sizeof *mc);
  for (int i = 0; i < md->n_members; i++)
    {
      int node = md->members[i];
      int k = md->color[node];
      int cell = md->graph.cell[node];
      int d = md->graph.digit[node];
      bits_set (&mc->cells[k][d], cell);
      mc->seen[k][d] = bits_or (mc->seen[k][d], bits_peers (cell));
      mc->in_cell[k][cell] |= nonet_digit_bit (d);
    }
}

/* Whether colour k is false: twice in a cell, or twice in a house. */
static bool
medusa_color_false (const MedusaColors *mc,
                    int                 k)
{
  for (int d = 1; d <= NONET_DIGITS; d++)
    if (bits_intersect (mc->seen[k][d], mc->cells[k][d]))
      return true;
  for (int c = 0; c < NONET_CELLS; c++)
    if (mask_count (mc->in_cell[k][c]) > 1)
      return true;
  return false;
}

static void
medusa_traps (const Medusa       *md,
              const MedusaColors *mc,
              NonetBits           elims[NONET_DIGITS + 1])
{
  const NonetLogicState *state = md->state;

  for (int d = 1; d <= NONET_DIGITS; d++)
    {
      NonetBits colored = bits_or (mc->cells[0][d], mc->cells[1][d]);
      /* Sees both colours of d. */
      elims[d] = bits_andnot (bits_and (mc->seen[0][d], mc->seen[1][d]), colored);
    }
  for (int c = 0; c < NONET_CELLS; c++)
    {
      NonetMask a = mc->in_cell[0][c], b = mc->in_cell[1][c];
      if (state->values[c] != 0 || (a | b) == 0)
        continue;
      if (a != 0 && b != 0)
        {
          /* Both colours in the cell: one of them is its value. */
          for (NonetMask rest = state->cands[c] & ~(a | b); rest != 0; )
            bits_set (&elims[mask_pop (&rest)], c);
          continue;
        }
      /* One colour here: a digit of the cell seeing the other colour goes. */
      int k = a != 0 ? 1 : 0;
      for (NonetMask rest = state->cands[c] & ~(a | b); rest != 0; )
        {
          int d = mask_pop (&rest);
          if (bits_has (mc->seen[k][d], c))
            bits_set (&elims[d], c);
        }
    }
}

static bool
offer_medusa (Medusa             *md,
              const MedusaColors *mc,
              NonetBits           elims[NONET_DIGITS + 1])
{
  const NonetLinkGraph *graph = &md->graph;
  NonetMask digits = 0;
  NonetStep step;
  bool any = false;

  for (int d = 1; d <= NONET_DIGITS; d++)
    any |= bits_intersect (elims[d], md->state->digit_cells[d]);
  if (!any)
    return false;
  for (int i = 0; i < md->n_members; i++)
    digits |= nonet_digit_bit (graph->digit[md->members[i]]);
  _nonet_step_begin (&step, NONET_TECH_MEDUSA_3D, digits);
  for (int i = 0; i < md->n_members; i++)
    {
      int node = md->members[i];
      _nonet_step_mark (&step, graph->cell[node], graph->digit[node],
                        md->color[node] == 0 ? NONET_ROLE_COLOR_A : NONET_ROLE_COLOR_B);
      _nonet_step_cell (&step, graph->cell[node]);
      if (md->parent[node] >= 0)
        {
          int from = md->parent[node], to = node;
          if (md->color[from] == 1)
            {
              from = node;
              to = md->parent[node];
            }
          _nonet_step_link (&step, _nonet_node (graph->cell[from], graph->digit[from]),
                            _nonet_node (graph->cell[to], graph->digit[to]), NONET_LINK_STRONG);
        }
    }
  for (int d = 1; d <= NONET_DIGITS; d++)
    _nonet_step_eliminate_bits (&step, md->state, elims[d], d);
  (void) mc;
  step.se_tenths = nonet_technique_info (NONET_TECH_MEDUSA_3D)->se_tenths
                   + _nonet_se_length_penalty (md->n_members);
  return _nonet_step_finish (&step) && _nonet_step_sink_add (md->sink, &step);
}

static bool
find_medusa (const NonetLogicState *state,
             NonetStepSink         *sink)
{
  Medusa md;
  MedusaColors mc;
  NonetBits elims[NONET_DIGITS + 1];

  md.state = state;
  md.sink = sink;
  _nonet_links_build (&md.graph, state, NONET_LINKS_HOUSE_STRONG | NONET_LINKS_CELL_STRONG,
                      bits_all ());
  memset (md.color, 0xff, sizeof md.color[0] * (size_t) md.graph.n_nodes);
  for (int start = 0; start < md.graph.n_nodes; start++)
    {
      if (md.color[start] >= 0 || !_nonet_links_exists (&md.graph, start)
          || !_nonet_links_is_live (&md.graph, start))
        continue;
      medusa_grow (&md, start);
      NonetMask digits = 0;
      for (int i = 0; i < md.n_members; i++)
        digits |= nonet_digit_bit (md.graph.digit[md.members[i]]);
      /* One digit only is Simple Colors. */
      if (mask_count (digits) < 2)
        continue;
      medusa_colors (&md, &mc);
      for (int d = 0; d <= NONET_DIGITS; d++)
        elims[d] = bits_none ();
      bool false_a = medusa_color_false (&mc, 0), false_b = medusa_color_false (&mc, 1);
      if (false_a != false_b)
        {
          for (int d = 1; d <= NONET_DIGITS; d++)
            elims[d] = mc.cells[false_a ? 0 : 1][d];
        }
      else if (!false_a)
        medusa_traps (&md, &mc, elims);
      if (offer_medusa (&md, &mc, elims))
        return true;
    }
  return false;
}

bool
_nonet_find_coloring (const NonetLogicState *state,
                      NonetTechnique         technique,
                      NonetStepSink         *sink)
{
  DigitColoring dc;

  if (technique == NONET_TECH_MEDUSA_3D)
    return find_medusa (state, sink);
  dc.state = state;
  dc.technique = technique;
  dc.sink = sink;
  for (int d = 1; d <= NONET_DIGITS; d++)
    {
      /* A digit's steps depend on its own candidates alone: one not in
       * search_digits is as it was when this technique last found
       * nothing (the dispatcher's dirty digits). */
      if (!(state->search_digits & nonet_digit_bit (d)))
        continue;
      /* Colours argue on the digit's candidates alone too. */
      if (!_nonet_digit_may_lose (state, d))
        continue;
      dc.digit = d;
      color_digit (&dc);
      switch (technique)
        {
        case NONET_TECH_SIMPLE_COLORS_TRAP:
        case NONET_TECH_SIMPLE_COLORS_WRAP:
          if (find_simple_colors (&dc))
            return true;
          break;
        case NONET_TECH_MULTI_COLORS_1:
        case NONET_TECH_MULTI_COLORS_2:
          if (find_multi_colors (&dc))
            return true;
          break;
        default:
          return false;
        }
    }
  return false;
}
