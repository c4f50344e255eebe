/**
 * Which `prefer` rulings a pair of effects can meet: one effect must fit a ruling's winner and the other its loser.
 * Each effect is matched against every ruling's two sides once; a pair then asks only the rulings both fit, instead
 * of every ruling for every pair (a conflict over hundreds of effects has tens of thousands of pairs).
 */
import type { Matcher } from '../rulesets/directive-schema.js';
import type { SeenEffect } from '../read/effect.js';
import type { Known, Knowledge } from './knowledge.js';
import { matches, probingFacts, readsPair, reportMissing } from './match.js';

/** The positions (in `byKind.prefer`) of the rulings whose winner, and whose loser, an effect fits on its own. */
interface Sides {
  winner: Set<number>;
  loser: Set<number>;
  /** The facts the effect lacked that a side asked about: every question using these sides must hear of them. */
  missing: Set<string>;
}

const sidesCache = new WeakMap<SeenEffect, WeakMap<Knowledge, Sides>>();
const pairBoundCache = new WeakMap<Knowledge, number[]>();

const anyPairBound = (m: Matcher | Matcher[]) => (Array.isArray(m) ? m.some(readsPair) : readsPair(m));

/** Rulings a side of which reads the other effect of the pair (`targeted-by-other`): they are asked of every pair. */
function pairBound(kn: Knowledge): number[] {
  let out = pairBoundCache.get(kn);
  if (!out) pairBoundCache.set(kn, (out = kn.byKind.prefer.flatMap((k, i) => (anyPairBound(k.directive.winner) || anyPairBound(k.directive.loser) ? [i] : []))));
  return out;
}

/** The sides `e` fits, worked out once per effect (a branch's copy of an effect, assuming a fact, gets its own). */
function sidesOf(e: SeenEffect, kn: Knowledge): Sides {
  let perKn = sidesCache.get(e);
  if (!perKn) sidesCache.set(e, (perKn = new WeakMap()));
  let sides = perKn.get(kn);
  if (!sides) {
    const bound = new Set(pairBound(kn));
    const { result, missing } = probingFacts(() => {
      const found = { winner: new Set<number>(), loser: new Set<number>() };
      kn.byKind.prefer.forEach((k, i) => {
        if (bound.has(i)) return;
        if (matches(k.directive.winner, e)) found.winner.add(i);
        if (matches(k.directive.loser, e)) found.loser.add(i);
      });
      return found;
    });
    perKn.set(kn, (sides = { ...result, missing }));
  }
  // A missing fact can make the answer branch: each question answered with these sides is told, as a matcher would.
  reportMissing(sides.missing);
  return sides;
}

/** The `prefer` rulings the pair (a, b) can meet, in the knowledge's order. */
export function preferFor(a: SeenEffect, b: SeenEffect, kn: Knowledge): Known<'prefer'>[] {
  const [sa, sb] = [sidesOf(a, kn), sidesOf(b, kn)];
  const picked = new Set(pairBound(kn));
  const meet = (w: Set<number>, l: Set<number>) => {
    const [small, big] = w.size <= l.size ? [w, l] : [l, w];
    for (const i of small) if (big.has(i)) picked.add(i);
  };
  meet(sa.winner, sb.loser);
  meet(sb.winner, sa.loser);
  return [...picked].sort((x, y) => x - y).map((i) => kn.byKind.prefer[i]!);
}
