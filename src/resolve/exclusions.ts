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

/**
 * The effects the `excludes` rulings rule out, in the order found. An effect another ruling rules out does not happen,
 * so it rules nothing out itself (a ram a ship with no masts cannot make takes no Move L roll away): the rulings are
 * asked once over every effect, then again with what the others ruled out left out of their `match` and `with`.
 */
export function exclusions(effects: readonly SeenEffect[], kn: Knowledge): Exclusion[] {
  // Only the effects whose gates open a ruling's `match` are asked it.
  const gates = fieldGates(kn, 'excludes', 'match');
  const opened = openedByAny(gates, effects);
  const pass = (outBy?: Map<SeenEffect, Set<number>>) => {
    const found: { effect: SeenEffect; ruling: number }[] = [];
    for (const i of opened) {
      const k = kn.byKind.excludes[i]!;
      // An effect this ruling rules out of itself (Altar of the Loa on an opponent's turn) still does, whatever else rules it out.
      const live = (e: SeenEffect, x: SeenEffect) => e === x || ![...(outBy?.get(e) ?? [])].some((j) => j !== i);
      const matched = effects.filter((e) => mayOpen(gates, i, e) && matches(k.directive.match, e));
      const along = k.directive.with ? effects.filter((e) => matches(k.directive.with!, e)) : undefined;
      if (!matched.length || along?.length === 0) continue;
      // With `same-source`, what one piece did excludes only what that piece would do, not another piece's effects.
      // With `targeted`, only what it is aimed at.
      const { 'same-source': sameSource, targeted } = k.directive;
      const bears = (m: SeenEffect, x: SeenEffect) => live(m, x) && !(sameSource && fromOtherPieces(m, x)) && !(targeted && aimedAway(m, x));
      for (const e of effects) {
        if (along && !along.some((w) => live(w, e))) continue;
        if (matched.some((m) => bears(m, e)) && matches(k.directive.excluded, e)) found.push({ effect: e, ruling: i });
      }
    }
    return found;
  };
  const first = pass();
  const outBy = new Map<SeenEffect, Set<number>>();
  for (const f of first) outBy.set(f.effect, (outBy.get(f.effect) ?? new Set()).add(f.ruling));
  return (first.length ? pass(outBy) : first).map(({ effect, ruling }) => {
    const k = kn.byKind.excludes[ruling]!;
    return { effect, because: k.directive.because ?? `${d(effect)} cannot happen here.`, cites: citesOf(k) };
  });
}
