/** What the `excludes` rulings rule out of an order: effects that cannot happen beside others on the board. */
import type { SeenEffect } from '../read/effect.js';
import { citesOf, type Knowledge } from './knowledge.js';
import { describeEffect as d } from './describe.js';
import { matches } from './match.js';
import { fieldGates, mayOpen, openedByAny } from './matcher-gates.js';
import { aimedAway, fromOtherPieces } from './same-source.js';

/** One effect ruled out, with the ruling's reason and citations. */
export interface Exclusion {
  effect: SeenEffect;
  because: string;
  cites: string[];
}

/** One ruling's case against one effect: the effects that would exclude it (`by`) and those it needs beside them (`along`). */
interface Attack {
  ruling: number;
  by: SeenEffect[];
  along: SeenEffect[] | undefined;
}

/**
 * The effects the `excludes` rulings rule out, in the order found, and, where rulings rule out each other's effects in
 * a circle, the sentence that says so (nothing then decides which happen). An effect another ruling rules out does not
 * happen, so it rules nothing out itself (a ram a ship with no masts cannot make takes no Move L roll away), while one a
 * ruling rules out of itself still counts for that ruling (the mastless ship's ram, for the boarding that needs it):
 * each effect is settled once the effects that would exclude it are settled, as a chain is read link by link.
 */
export function exclusions(effects: readonly SeenEffect[], kn: Knowledge): { out: Exclusion[]; open?: string } {
  // Only the effects whose gates open a ruling's `match` are asked it.
  const gates = fieldGates(kn, 'excludes', 'match');
  const attacks = new Map<SeenEffect, Attack[]>();
  for (const i of openedByAny(gates, effects)) {
    const k = kn.byKind.excludes[i]!;
    const matched = effects.filter((e) => mayOpen(gates, i, e) && matches(k.directive.match, e));
    const along = k.directive.with ? effects.filter((e) => matches(k.directive.with!, e)) : undefined;
    if (!matched.length || along?.length === 0) continue;
    // With `same-source`, what one piece did excludes only what that piece would do, not another piece's effects.
    // With `targeted`, only what it is aimed at.
    const { 'same-source': sameSource, targeted } = k.directive;
    for (const x of effects) {
      const by = matched.filter((m) => !(sameSource && fromOtherPieces(m, x)) && !(targeted && aimedAway(m, x)));
      if (by.length && matches(k.directive.excluded, x)) attacks.set(x, [...(attacks.get(x) ?? []), { ruling: i, by, along }]);
    }
  }
  // Settled: in (happens), or out with the rulings that rule it out.
  const inPlay = new Set<SeenEffect>(effects.filter((e) => !attacks.has(e)));
  const outBy = new Map<SeenEffect, Set<number>>();
  const found: { effect: SeenEffect; ruling: number }[] = [];
  // For ruling i, an effect counts while it happens, is the effect asked about, or is out by ruling i alone.
  const counts = (e: SeenEffect, x: SeenEffect, i: number) => e === x || inPlay.has(e) || (outBy.has(e) && [...outBy.get(e)!].every((j) => j === i));
  const dead = (e: SeenEffect, x: SeenEffect, i: number) => e !== x && outBy.has(e) && [...outBy.get(e)!].some((j) => j !== i);
  for (let changed = true; changed; ) {
    changed = false;
    for (const [x, list] of attacks) {
      if (inPlay.has(x) || outBy.has(x)) continue;
      const hit = list.find((a) => a.by.some((m) => counts(m, x, a.ruling)) && (!a.along || a.along.some((w) => counts(w, x, a.ruling))));
      if (hit) {
        outBy.set(x, new Set(list.filter((a) => a.by.some((m) => counts(m, x, a.ruling))).map((a) => a.ruling)));
        found.push({ effect: x, ruling: hit.ruling });
        changed = true;
      } else if (list.every((a) => a.by.every((m) => dead(m, x, a.ruling)) || (a.along !== undefined && a.along.every((w) => dead(w, x, a.ruling))))) {
        inPlay.add(x);
        changed = true;
      }
    }
  }
  const out = found.map(({ effect, ruling }) => {
    const k = kn.byKind.excludes[ruling]!;
    return { effect, because: k.directive.because ?? `${d(effect)} cannot happen here.`, cites: citesOf(k) };
  });
  const unsettled = effects.filter((e) => !inPlay.has(e) && !outBy.has(e));
  return unsettled.length ? { out, open: `The rulings rule ${unsettled.map(d).join(', ')} out of each other in a circle, so which of them happen does not follow from them.` } : { out };
}
