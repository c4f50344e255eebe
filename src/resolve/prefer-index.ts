/**
 * Which `prefer` rulings a pair of effects can meet: one effect must fit a ruling's winner and the other its loser.
 * Each effect is matched against every ruling's two sides once; a pair then asks only the rulings both fit, instead
 * of every ruling for every pair (a conflict over hundreds of effects has tens of thousands of pairs).
 */
import type { Matcher } from '../rulesets/directive-schema.js';
import type { SeenEffect } from '../read/effect.js';
import type { Known, Knowledge } from './knowledge.js';
import { asksOf, readsPair } from './match.js';
import { factOfLine } from './fact-log.js';
import { gatedSides, gateIndex, type GateIndex } from './matcher-gates.js';

/**
 * The positions (in `byKind.prefer`) of the rulings whose winner, and whose loser, an effect fits on its own, or would
 * fit with a fact it does not give: the pair then asks the ruling, and the fact is reported as a matcher reports it.
 */
interface Sides {
  winner: Set<number>;
  loser: Set<number>;
  /** Per side fitted only for want of a fact (`w3`, `l7`), the log lines it asked for: a copy assuming one of them asks it again. */
  asked: Map<string, readonly string[]>;
}

const sidesCache = new WeakMap<SeenEffect, WeakMap<Knowledge, Sides>>();
// The sides an effect fits, also by its matcher memo: a branch's copy of the effect links to that memo (`inherits.hits`).
const sidesByHits = new WeakMap<object, WeakMap<Knowledge, Sides>>();
const pairBoundCache = new WeakMap<Knowledge, number[]>();
const pairBoundSets = new WeakMap<Knowledge, ReadonlySet<number>>();
const gatesCache = new WeakMap<Knowledge, { winner: GateIndex; loser: GateIndex }>();

/** The rulings' winner and loser sides indexed by their gates, once per knowledge. */
function gatesOf(kn: Knowledge): { winner: GateIndex; loser: GateIndex } {
  let g = gatesCache.get(kn);
  if (!g) gatesCache.set(kn, (g = { winner: gateIndex(kn.byKind.prefer.map((k) => k.directive.winner), kn.vocabulary.reader), loser: gateIndex(kn.byKind.prefer.map((k) => k.directive.loser), kn.vocabulary.reader) }));
  return g;
}

const anyPairBound = (m: Matcher | Matcher[]) => (Array.isArray(m) ? m.some(readsPair) : readsPair(m));

/** Rulings a side of which reads the other effect of the pair (a pair field such as `targeted-by-other`): only a pair can test them. */
function pairBound(kn: Knowledge): number[] {
  let out = pairBoundCache.get(kn);
  if (!out) pairBoundCache.set(kn, (out = kn.byKind.prefer.flatMap((k, i) => (anyPairBound(k.directive.winner) || anyPairBound(k.directive.loser) ? [i] : []))));
  return out;
}

/** `pairBound` as a set, made once per knowledge (every effect and pair asks it). */
function pairBoundSet(kn: Knowledge): ReadonlySet<number> {
  let out = pairBoundSets.get(kn);
  if (!out) pairBoundSets.set(kn, (out = new Set(pairBound(kn))));
  return out;
}

/** The sides `e` fits, worked out once per effect (a branch's copy of an effect, assuming a fact, gets its own). */
function sidesOf(e: SeenEffect, kn: Knowledge): Sides {
  let perKn = sidesCache.get(e);
  if (!perKn) sidesCache.set(e, (perKn = new WeakMap()));
  let sides = perKn.get(kn);
  if (sides) return sides;
  const bound = pairBoundSet(kn);
  // A side that failed only for want of a fact may hold once the fact is known: it stays a candidate. Probed apart, so
  // that only the pairs that then ask the ruling report the fact (a fact no pair can use makes no answer branch).
  sides = { winner: new Set(), loser: new Set(), asked: new Map() };
  // Only the sides whose gates the effect carries can fit: the others fail before any phrase or fact is asked. A branch's
  // copy, which only adds an assumed fact, fits at most what its original fitted (a side that read the fact reported it
  // missing there, and so was kept); of those, only the ones that asked for the fact it assumes can answer otherwise.
  const gates = gatesOf(kn);
  const prefer = kn.byKind.prefer;
  const original = e.inherits ? sidesByHits.get(e.inherits.hits)?.get(kn) : undefined;
  const fact = e.inherits?.fact;
  const fit = (side: 'winner' | 'loser', i: number) => {
    const key = `${side[0]}${i}`;
    const was = original?.asked.get(key);
    if (original && !was?.some((line) => factOfLine(line) === fact)) {
      sides[side].add(i);
      if (was) sides.asked.set(key, was);
      return;
    }
    const got = asksOf(prefer[i]!.directive[side], e);
    if (!got.fits) return;
    sides[side].add(i);
    if (got.asked) sides.asked.set(key, got.asked);
  };
  // A side of a pair-bound ruling is tested only against a pair; its gates are still necessary (a pair field is one
  // more field that must hold), so it is kept untested where the effect opens them, and a pair asks it only then.
  for (const i of original?.winner ?? gatedSides(gates.winner, e)) if (bound.has(i)) sides.winner.add(i);
  else fit('winner', i);
  for (const i of original?.loser ?? gatedSides(gates.loser, e)) if (bound.has(i)) sides.loser.add(i);
  else fit('loser', i);
  perKn.set(kn, sides);
  if (e.matchHits) {
    let byKn = sidesByHits.get(e.matchHits);
    if (!byKn) sidesByHits.set(e.matchHits, (byKn = new WeakMap()));
    byKn.set(kn, sides);
  }
  return sides;
}

/** Adds to `out` the positions in both `w` and `l` (walking the smaller). */
function meet(w: Set<number>, l: Set<number>, out: number[]): void {
  const [small, big] = w.size <= l.size ? [w, l] : [l, w];
  for (const i of small) if (big.has(i)) out.push(i);
}

/** The `prefer` rulings the pair (a, b) can meet, in the knowledge's order. */
export function preferFor(a: SeenEffect, b: SeenEffect, kn: Knowledge): Known<'prefer'>[] {
  const [sa, sb] = [sidesOf(a, kn), sidesOf(b, kn)];
  const picked: number[] = [];
  meet(sa.winner, sb.loser, picked);
  meet(sb.winner, sa.loser, picked);
  if (!picked.length) return [];
  // Both directions may name one ruling twice: kept once, in the knowledge's order.
  picked.sort((x, y) => x - y);
  const out: Known<'prefer'>[] = [];
  for (let j = 0; j < picked.length; j++) if (j === 0 || picked[j] !== picked[j - 1]) out.push(kn.byKind.prefer[picked[j]!]!);
  return out;
}

/**
 * Whether `e` could be on a `prefer` ruling's side by an entry it is read as or a name it carries while one of `others`
 * fits (or could, given a fact) the other side: a necessary condition for a close reading to decide a conflict as read.
 * A side with an alternative that has no gate, or one that reads the pair, is taken as opened.
 */
export function meetsAsRead(e: SeenEffect, others: readonly SeenEffect[], kn: Knowledge): boolean {
  const gates = gatesOf(kn);
  const bound = pairBound(kn);
  const keys: string[] = [];
  for (const id of e.entryIds) keys.push(`e:${id}`);
  for (const n of e.names) keys.push(`n:${n}`);
  const otherFits = (i: number, side: 'winner' | 'loser') => bound.includes(i) || others.some((o) => sidesOf(o, kn)[side].has(i));
  for (const [mine, theirs] of [[gates.winner, 'loser'], [gates.loser, 'winner']] as const) {
    for (const i of mine.open) if (otherFits(i, theirs)) return true;
    for (const k of keys) for (const i of mine.byKey.get(k) ?? []) if (otherFits(i, theirs)) return true;
  }
  return false;
}
