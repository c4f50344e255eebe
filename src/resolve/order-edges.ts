/**
 * The edges of an order question: which effect happens before which, proposed by directives and kept by precedence.
 * Tiers come from the vocabulary's `precedence.order` (labels, strongest first): an edge contradicting a stronger
 * tier is dropped; two of one tier contradicting each other are a real circle. A directive that `overrides` another
 * silences it for the effects both bear on.
 */
import type { Situation } from '../situation/schema.js';
import type { Proof } from './answer.js';
import { describeEffect as d } from './describe.js';
import type { SeenEffect } from '../read/effect.js';
import { citesOf, type Known, type Knowledge } from './knowledge.js';
import { fired, matches } from './match.js';
import { overrides } from './overrides.js';
import { playerFor, turnOrderFrom } from './roles.js';
import { freeGroup, stepName, type Place } from './place.js';
import { against, floatsOf } from './float.js';
import { fieldGates, mayOpen, openedByAny } from './matcher-gates.js';
import { fromOtherPieces } from './same-source.js';

/** An edge: `from` happens before `to`. */
export interface Edge {
  from: string;
  to: string;
  /** Set when only the default window orders the two: what no ruling places in time is not ordered by a ruling. */
  byDefault?: boolean;
}

/** A reason some effects come before others; one proof line each, listing the effects it orders. */
interface Reason {
  known: Known;
  rule: string;
  cites: string[];
  says: (first: SeenEffect[], then: SeenEffect[]) => string;
  pairs: [SeenEffect, SeenEffect][];
  fired: string[];
  byDefault?: boolean;
}

const uniq = <T>(xs: T[]) => [...new Set(xs)];
const list = (es: SeenEffect[]) => es.map(d).join(', ');

/** "step 1 (m1), step 2a (m2a)": the effects of one procedure in step order. */
function stepsInOrder(live: SeenEffect[], places: Map<string, Place>, known: Known<'procedure'>): string {
  return live
    .filter((e) => places.get(e.id)!.step?.known === known)
    .sort((a, b) => places.get(a.id)!.step!.index - places.get(b.id)!.step!.index)
    .map((e) => `step ${stepName(places.get(e.id)!.step!)} (${e.id})`)
    .join(', ');
}

/** Every reason the directives give, each with the pairs it orders. */
function proposals(live: SeenEffect[], places: Map<string, Place>, situation: Situation, kn: Knowledge): Reason[] {
  const reasons = new Map<string, Reason>();
  const propose = (key: string, a: SeenEffect, b: SeenEffect, make: () => Omit<Reason, 'pairs'>) => {
    let r = reasons.get(key);
    if (!r) reasons.set(key, (r = { ...make(), pairs: [] }));
    r.pairs.push([a, b]);
  };
  // Only the effects whose gates open a side are asked it: most rulings meet none of a question's few effects.
  const [firsts, thens] = [fieldGates(kn, 'before', 'first'), fieldGates(kn, 'before', 'then')];
  for (const i of openedByAny(firsts, live)) {
    const k = kn.byKind.before[i]!;
    const first = live.filter((e) => mayOpen(firsts, i, e) && matches(k.directive.first, e));
    if (!first.length) continue;
    const then = new Set(live.filter((e) => mayOpen(thens, i, e) && matches(k.directive.then, e)));
    for (const a of first) for (const b of then) {
      if (a === b || (first.includes(b) && then.has(a)) || (k.directive.apart && (then.has(a) || first.includes(b)))) continue;
      if (k.directive['same-source'] && fromOtherPieces(a, b)) continue;
      propose(`before:${i}`, a, b, () => ({ known: k, rule: k.label, cites: citesOf(k), fired: [...fired('first', k.directive.first, a), ...fired('then', k.directive.then, b)], says: (f, t) => k.directive.because ?? `${list(f)} happen${f.length > 1 ? '' : 's'} before ${list(t)}.` }));
    }
  }
  // A floating effect is placed by its float, not by a step of the same procedure it may also match.
  const floats = new Map(live.map((e) => [e.id, floatsOf(e, kn)]));
  const floatsIn = (e: SeenEffect, procedure: string) => floats.get(e.id)!.some((k) => k.directive.procedure === procedure);
  for (const a of live) {
    for (const k of floats.get(a.id)!) {
      for (const b of live) {
        if (b === a || floatsIn(b, k.directive.procedure)) continue;
        const where = against(k, places.get(b.id)!);
        if (where === 'among' || where === undefined) continue;
        const [x, y] = where === 'before' ? [b, a] : [a, b];
        propose(`float:${k.at}`, x, y, () => ({ known: k, rule: k.label, cites: citesOf(k), fired: fired('match', k.directive.match, a), says: (f, t) => k.directive.because ?? `${list(f)} happen${f.length > 1 ? '' : 's'} before ${list(t)}.` }));
      }
    }
  }
  for (const a of live) {
    const pa = places.get(a.id)!;
    for (const b of live) {
      const pb = places.get(b.id)!;
      if (a === b) continue;
      if (pa.step && pb.step && pa.step.known === pb.step.known && pa.step.index < pb.step.index && !floatsIn(a, pa.step.known.directive.procedure) && !floatsIn(b, pa.step.known.directive.procedure)) {
        const group = freeGroup(pa.step);
        if (!group || !group.steps.includes(stepName(pb.step))) {
          const known = pa.step.known;
          propose(`procedure:${known.directive.procedure}`, a, b, () => ({ known, rule: known.label, cites: citesOf(known), fired: [], says: () => `The ${known.directive.procedure} goes step by step: ${stepsInOrder(live, places, known)}.` }));
        }
      }
      // The default window holds what players do during the turn and no ruling places in time. An effect read as no
      // ruling and given as anything but an ability (a rule, a state, a kind the vocabulary does not know) is not known
      // to be one of those ("as the turn opens" may be the very beginning of the turn; "remove the excess crew" is when
      // the illegal situation arises): the default window orders it against nothing. An ability is used during the turn.
      const unplaced = (e: SeenEffect, w: NonNullable<typeof pa.window>) => w.directive.default === true && e.recognised.length === 0 && e.countsAs !== 'ability';
      if (pa.window && pb.window && pa.window !== pb.window && pa.window.directive.position < pb.window.directive.position && !unplaced(a, pa.window) && !unplaced(b, pb.window)) {
        const [wa, wb] = [pa.window, pb.window];
        propose(`window:${wa.directive.window}>${wb.directive.window}`, a, b, () => ({ known: wa, rule: wa.label, cites: [...citesOf(wa), ...citesOf(wb)], fired: [], byDefault: Boolean(wa.directive.default || wb.directive.default), says: (f, t) => `${list(f)} belong${f.length > 1 ? '' : 's'} to ${wa.directive.window}, which comes before ${wb.directive.window} (${list(t)}).` }));
      }
    }
  }
  kn.byKind['turn-order'].forEach((k, i) => {
    const group = live.filter((e) => matches(k.directive.match, e));
    if (group.length < 2) return;
    const seat = turnOrderFrom(situation, playerFor(k.directive.start, group[0], situation, kn.vocabulary).player);
    const pos = new Map(group.map((e) => [e.id, seat.indexOf(playerFor(k.directive.by, e, situation, kn.vocabulary).player ?? '')]));
    for (const a of group) for (const b of group) {
      const [x, y] = [pos.get(a.id)!, pos.get(b.id)!];
      if (x >= 0 && y >= 0 && x < y) propose(`turn-order:${i}`, a, b, () => ({ known: k, rule: k.label, cites: citesOf(k), fired: [], says: (f, t) => k.directive.because ?? `${list(uniq([...f, ...t]))} go in turn order starting with the ${k.directive.start} (${seat.join(', ')}).` }));
    }
  });
  return [...reasons.values()];
}

/**
 * Directed graph over known effects, with what each one reaches kept as a bit set: every pair a ruling orders asks
 * whether the other order is already implied, and a search per pair made an order over 500 effects take seconds.
 */
class Graph {
  readonly edges: Edge[] = [];
  private readonly index: Map<string, number>;
  private readonly words: number;
  private readonly reach: Uint32Array[];
  constructor(ids: readonly string[]) {
    this.index = new Map(ids.map((id, i) => [id, i]));
    this.words = (ids.length + 31) >>> 5;
    this.reach = ids.map(() => new Uint32Array(this.words));
  }
  private has(x: number, y: number): boolean {
    return (this.reach[x]![y >>> 5]! & (1 << (y & 31))) !== 0;
  }
  add(from: string, to: string, byDefault?: boolean): void {
    this.edges.push(byDefault ? { from, to, byDefault } : { from, to });
    const [a, b] = [this.index.get(from)!, this.index.get(to)!];
    if (this.has(a, b)) return;
    // Whatever reaches `from` (and `from` itself) now reaches `to` and all that `to` reaches.
    const rb = this.reach[b]!;
    const [aw, abit, bw, bbit] = [a >>> 5, 1 << (a & 31), b >>> 5, 1 << (b & 31)];
    for (let u = 0; u < this.reach.length; u++) {
      const ru = this.reach[u]!;
      if (u !== a && (ru[aw]! & abit) === 0) continue;
      ru[bw]! |= bbit;
      for (let w = 0; w < this.words; w++) ru[w]! |= rb[w]!;
    }
  }
  reaches(from: string, to: string): boolean {
    return from === to || this.has(this.index.get(from)!, this.index.get(to)!);
  }
}

/** The edges the rulings give, strongest tier first; a circle within one tier is reported. */
export function orderEdges(live: SeenEffect[], places: Map<string, Place>, situation: Situation, kn: Knowledge, proof: Proof): { edges: Edge[]; circle?: string } {
  const all = proposals(live, places, situation, kn);
  const precedence = kn.vocabulary.precedence.order;
  // Explicit overrides: a directive that bears on a pair silences the directives it overrides for that pair.
  const byPair = new Map<string, Reason[]>();
  const pairKey = (a: SeenEffect, b: SeenEffect) => (a.id < b.id ? `${a.id}\0${b.id}` : `${b.id}\0${a.id}`);
  for (const r of all) for (const [a, b] of r.pairs) {
    const k = pairKey(a, b);
    byPair.set(k, [...(byPair.get(k) ?? []), r]);
  }
  for (const r of all) {
    r.pairs = r.pairs.filter(([a, b]) => {
      const by = byPair.get(pairKey(a, b))!.find((o) => o !== r && (o.known.directive.overrides ?? []).length > 0 && overrides(o.known, r.known, []));
      if (by) proof.consider(`${r.known.label} (${r.known.entry.id})`, `overridden by ${by.known.label} (${by.known.entry.id}) for ${a.id} and ${b.id}`, r.known.at);
      return !by;
    });
  }
  const tierOf = (r: Reason) => {
    const i = precedence.indexOf(r.known.label);
    return i < 0 ? precedence.length : i;
  };
  const tiers = uniq(all.map(tierOf)).sort((x, y) => x - y);
  const ids = uniq([...live.map((e) => e.id), ...all.flatMap((r) => r.pairs.flatMap(([a, b]) => [a.id, b.id]))]);
  const graph = new Graph(ids);
  let circle: string | undefined;
  for (const tier of tiers) {
    const inTier = new Graph(ids);
    for (const r of all.filter((x) => tierOf(x) === tier)) {
      const used: [SeenEffect, SeenEffect][] = [];
      for (const [a, b] of r.pairs) {
        if (graph.reaches(b.id, a.id)) {
          // A stronger tier already put b first: the more specific ruling wins. The same tier disagreeing is a real circle.
          if (inTier.reaches(b.id, a.id)) circle ??= `${d(a)} and ${d(b)} are each ordered before the other by rulings of equal standing.`;
          else proof.consider(`${r.known.label} (${r.known.entry.id})`, `would put ${a.id} before ${b.id}, but a stronger ruling orders them the other way`, r.known.at);
          continue;
        }
        graph.add(a.id, b.id, r.byDefault);
        inTier.add(a.id, b.id);
        used.push([a, b]);
      }
      if (used.length) proof.add(r.rule, r.says(uniq(used.map((p) => p[0])), uniq(used.map((p) => p[1]))), r.cites, { at: r.known.at, fired: r.fired });
    }
  }
  return circle ? { edges: graph.edges, circle } : { edges: graph.edges };
}
