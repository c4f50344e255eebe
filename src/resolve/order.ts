/** In what order effects happen: exclusions, then edges from procedures, windows, before-rulings and turn order, grouped into steps. */
import type { Situation } from '../situation/schema.js';
import { Proof, type OrderAnswer, type Picker } from './answer.js';
import { describeEffect as d } from './describe.js';
import type { SeenEffect } from './effect.js';
import { citesOf, type Known, type Knowledge } from './knowledge.js';
import { matches } from './match.js';
import { playerFor, turnOrderFrom } from './roles.js';

/** Where an effect sits: its window and its procedure step. */
interface Place {
  window?: Known<'window'> | undefined;
  step?: { known: Known<'procedure'>; index: number } | undefined;
}

/** An edge: `from` happens before `to`. */
interface Edge {
  from: string;
  to: string;
}

/** A reason some effects come before others; one proof line each, listing the effects it orders. */
interface Reason {
  rule: string;
  cites: string[];
  says: (first: SeenEffect[], then: SeenEffect[]) => string;
  pairs: [SeenEffect, SeenEffect][];
}

function placeOf(e: SeenEffect, kn: Knowledge): Place {
  const windows = kn.byKind.window;
  const window = windows.find((k) => k.directive.match && matches(k.directive.match, e)) ?? windows.find((k) => k.directive.default);
  let step: Place['step'];
  for (const known of kn.byKind.procedure) {
    const index = known.directive.steps.findIndex((s) => matches(s.match, e));
    if (index >= 0) {
      step = { known, index };
      break;
    }
  }
  return { window, step };
}

const stepName = (p: NonNullable<Place['step']>) => p.known.directive.steps[p.index]!.step;
const stepCites = (p: NonNullable<Place['step']>) => [...(p.known.directive.steps[p.index]!.entry ? [p.known.directive.steps[p.index]!.entry!] : []), ...citesOf(p.known)];
const freeGroup = (p: NonNullable<Place['step']>) => p.known.directive.free?.find((g) => g.steps.includes(stepName(p)));

/** Answers an order question about `effects`. */
export function order(id: string, effects: SeenEffect[], situation: Situation, kn: Knowledge, proof: Proof): OrderAnswer {
  const excluded: OrderAnswer['excluded'] = [];
  const exclude = (e: SeenEffect, because: string, cites: string[], rule: string) => {
    if (excluded.some((x) => x.effect === e.id)) return;
    excluded.push({ effect: e.id, because });
    proof.add(rule, because, cites);
  };
  for (const k of kn.byKind.excludes) {
    const present = effects.some((e) => matches(k.directive.match, e)) && (!k.directive.with || effects.some((e) => matches(k.directive.with!, e)));
    if (!present) continue;
    for (const e of effects.filter((x) => matches(k.directive.excluded, x))) {
      exclude(e, k.directive.because ?? `${d(e)} cannot happen here.`, citesOf(k), 'excludes');
    }
  }
  const places = new Map(effects.map((e) => [e.id, placeOf(e, kn)]));
  for (const e of effects) {
    const p = places.get(e.id)!;
    if (p.step) proof.add('procedure', `${d(e)} is step ${stepName(p.step)} of the ${p.step.known.directive.procedure}.`, stepCites(p.step));
  }
  // Mutually exclusive steps: the later one's effect cannot also happen.
  for (const e of effects) {
    const p = places.get(e.id)!.step;
    if (!p) continue;
    for (const group of p.known.directive.exclusive ?? []) {
      if (!group.includes(stepName(p))) continue;
      const earlier = effects.find((o) => {
        const q = places.get(o.id)!.step;
        return o !== e && q && q.known === p.known && group.includes(stepName(q)) && q.index < p.index;
      });
      if (earlier) exclude(e, `Steps ${group.join(' and ')} of the ${p.known.directive.procedure} exclude each other: ${d(earlier)} happens, so ${d(e)} does not.`, citesOf(p.known), 'exclusive');
    }
  }
  for (const w of kn.byKind.window) {
    if (!w.directive.limit) continue;
    const inWindow = effects.filter((e) => places.get(e.id)!.window === w && !excluded.some((x) => x.effect === e.id));
    for (const e of inWindow.slice(w.directive.limit)) {
      exclude(e, w.directive.because ?? `Only ${w.directive.limit} such effect${w.directive.limit > 1 ? 's' : ''} in the ${w.directive.window} window; ${d(e)} does not happen.`, citesOf(w), 'limit');
    }
  }
  const live = effects.filter((e) => !excluded.some((x) => x.effect === e.id));
  const { edges, circle } = orderEdges(live, places, situation, kn, proof);
  if (circle) proof.add('undetermined', circle);
  return layer(id, live, edges, places, situation, kn, proof, excluded, circle);
}

/**
 * Orders effects by tiers, most specific first: before-rulings, then procedure steps, then turn order, then windows.
 * An edge that would contradict what a stronger tier already settled is dropped; within one tier it is a real circle.
 */
function orderEdges(live: SeenEffect[], places: Map<string, Place>, situation: Situation, kn: Knowledge, proof: Proof): { edges: Edge[]; circle?: string } {
  const tiers: Reason[][] = [[], [], [], []];
  const reasons = new Map<string, Reason>();
  const propose = (tier: number, key: string, a: SeenEffect, b: SeenEffect, make: () => Omit<Reason, 'pairs'>) => {
    let r = reasons.get(key);
    if (!r) {
      r = { ...make(), pairs: [] };
      reasons.set(key, r);
      tiers[tier]!.push(r);
    }
    r.pairs.push([a, b]);
  };
  for (const a of live) {
    for (const b of live) {
      if (a === b) continue;
      const [pa, pb] = [places.get(a.id)!, places.get(b.id)!];
      kn.byKind.before.forEach((k, i) => {
        if (matches(k.directive.first, a) && matches(k.directive.then, b) && !(matches(k.directive.first, b) && matches(k.directive.then, a))) {
          propose(0, `before:${i}`, a, b, () => ({ rule: 'before', cites: citesOf(k), says: (f, t) => k.directive.because ?? `${list(f)} happen${f.length > 1 ? '' : 's'} before ${list(t)}.` }));
        }
      });
      if (pa.step && pb.step && pa.step.known === pb.step.known && pa.step.index < pb.step.index) {
        const group = freeGroup(pa.step);
        if (!group || !group.steps.includes(stepName(pb.step))) {
          const proc = pa.step.known.directive.procedure;
          propose(1, `procedure:${proc}`, a, b, () => ({ rule: 'procedure', cites: citesOf(pa.step!.known), says: () => `The ${proc} goes step by step: ${stepsInOrder(live, places, pa.step!.known)}.` }));
        }
      }
      if (pa.window && pb.window && pa.window !== pb.window && pa.window.directive.position < pb.window.directive.position) {
        const [wa, wb] = [pa.window.directive.window, pb.window.directive.window];
        propose(3, `window:${wa}>${wb}`, a, b, () => ({ rule: 'window', cites: [...citesOf(pa.window!), ...citesOf(pb.window!)], says: (f, t) => `${list(f)} belong${f.length > 1 ? '' : 's'} to ${wa}, which comes before ${wb} (${list(t)}).` }));
      }
    }
  }
  kn.byKind['turn-order'].forEach((k, i) => {
    const group = live.filter((e) => matches(k.directive.match, e));
    if (group.length < 2) return;
    const seat = turnOrderFrom(situation, playerFor(k.directive.start, group[0], situation).player);
    const pos = (e: SeenEffect) => seat.indexOf(playerFor('user', e, situation).player ?? '');
    for (const a of group) for (const b of group) {
      if (pos(a) >= 0 && pos(b) >= 0 && pos(a) < pos(b)) {
        propose(2, `turn-order:${i}`, a, b, () => ({ rule: 'turn-order', cites: citesOf(k), says: (f, t) => k.directive.because ?? `${list(uniq([...f, ...t]))} go in turn order starting with the ${k.directive.start} (${seat.join(', ')}).` }));
      }
    }
  });
  const edges: Edge[] = [];
  let circle: string | undefined;
  for (const tier of tiers) {
    const before = edges.length;
    for (const r of tier) {
      const used: [SeenEffect, SeenEffect][] = [];
      for (const [a, b] of r.pairs) {
        if (reaches(edges, b.id, a.id)) {
          // A stronger tier already put b first: the more specific ruling wins. The same tier disagreeing is a real circle.
          if (reaches(edges.slice(before), b.id, a.id)) circle ??= `${d(a)} and ${d(b)} are each ordered before the other by rulings of equal standing.`;
          continue;
        }
        edges.push({ from: a.id, to: b.id });
        used.push([a, b]);
      }
      if (used.length) proof.add(r.rule, r.says(uniq(used.map((p) => p[0])), uniq(used.map((p) => p[1]))), r.cites);
    }
  }
  return circle ? { edges, circle } : { edges };
}

/** Whether `edges` lead from `from` to `to`. */
function reaches(edges: Edge[], from: string, to: string): boolean {
  const next = (x: string) => edges.filter((e) => e.from === x).map((e) => e.to);
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length) {
    const x = stack.pop()!;
    if (x === to) return true;
    if (!seen.has(x)) {
      seen.add(x);
      stack.push(...next(x));
    }
  }
  return false;
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

/** Groups effects into steps: each step holds what has no pending predecessor; a cycle leaves the rest undetermined. */
function layer(id: string, live: SeenEffect[], edges: Edge[], places: Map<string, Place>, situation: Situation, kn: Knowledge, proof: Proof, excluded: OrderAnswer['excluded'], circle?: string): OrderAnswer {
  const steps: OrderAnswer['steps'] = [];
  let left = [...live];
  let undetermined: string | undefined = circle;
  while (left.length) {
    const ids = new Set(left.map((e) => e.id));
    const ready = left.filter((e) => !edges.some((x) => x.to === e.id && ids.has(x.from)));
    if (!ready.length) {
      undetermined = `The rulings order ${left.map(d).join(', ')} in a circle, so no order follows from them.`;
      proof.add('undetermined', undetermined);
      steps.push({ effects: left.map((e) => e.id), chooser: { player: null, role: 'undetermined' } });
      break;
    }
    steps.push(ready.length > 1 ? { effects: ready.map((e) => e.id), chooser: chooserOf(ready, places, situation, kn, proof) } : { effects: [ready[0]!.id] });
    left = left.filter((e) => !ready.includes(e));
  }
  if (!undetermined && steps.some((s) => s.chooser?.role === 'undetermined')) undetermined = 'The rulings do not say who orders some of the effects that happen together.';
  return {
    id, ask: 'order', steps, excluded, because: proof.because(), cites: proof.cites(), ...(undetermined ? { undetermined } : {}), proof: proof.steps,
  };
}

/** Who orders effects that share a step: the step's, free group's or window's chooser, or the one player of a turn-order. */
function chooserOf(group: SeenEffect[], places: Map<string, Place>, situation: Situation, kn: Knowledge, proof: Proof): Picker {
  const ps = group.map((e) => places.get(e.id)!);
  const names = group.map(d).join(', ');
  const decide = (role: string, cites: string[], what: string): Picker => {
    const p = playerFor(role, group[0], situation);
    proof.add('chooser', `${names} ${what}, so the ${role}${p.player ? `, ${p.player},` : ''} chooses their order.`, cites);
    return { player: p.player, role };
  };
  const s0 = ps[0]!.step;
  if (s0 && ps.every((p) => p.step?.known === s0.known)) {
    const sameStep = ps.every((p) => p.step!.index === s0.index);
    const stepChooser = s0.known.directive.steps[s0.index]!.chooser;
    if (sameStep && stepChooser) return decide(stepChooser, stepCites(s0), `all belong to step ${stepName(s0)} of the ${s0.known.directive.procedure}`);
    const group0 = freeGroup(s0);
    if (group0 && ps.every((p) => group0.steps.includes(stepName(p.step!)))) return decide(group0.chooser, citesOf(s0.known), `are steps ${group0.steps.join(' and ')} of the ${s0.known.directive.procedure}, whose order is free`);
  }
  for (const k of kn.byKind['turn-order']) {
    const users = new Set(group.map((e) => playerFor('user', e, situation).player));
    const only = [...users][0];
    if (only && users.size === 1 && group.every((e) => matches(k.directive.match, e))) {
      proof.add('chooser', `${names} all belong to ${only}, whose turn in the order it is, so ${only} chooses their order.`, citesOf(k));
      return { player: only, role: 'user' };
    }
  }
  // Windows are compared by name: several directives may describe one window (e.g. beginning-of-turn events).
  const w0 = ps[0]!.window;
  if (w0?.directive.chooser && ps.every((p) => p.window?.directive.window === w0.directive.window)) return decide(w0.directive.chooser, citesOf(w0), `all happen ${w0.directive.window === 'turn' ? 'during the turn' : `in the ${w0.directive.window} window`} at the same time`);
  const why = `Nothing in the rulings orders ${names} or says who orders them.`;
  proof.add('undetermined', why);
  return { player: null, role: 'undetermined' };
}

