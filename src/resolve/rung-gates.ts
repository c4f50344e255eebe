/**
 * Which rungs of the rank ladders an effect's gates open (see matcher-gates.ts): a rung whose gates the effect does not
 * open fails before any fact is asked, so an effect's own rung on a ladder is found testing only the opened ones.
 */
import type { SeenEffect } from '../read/effect.js';
import type { Known } from './knowledge.js';
import { gateIndex, openedSides, type GateIndex } from './matcher-gates.js';
import type { SideSet } from './side-set.js';

/** Every rung of the ladders, in order, indexed by gates; `first[r]`: where ladder `r`'s rungs start among them. */
interface Rungs {
  first: number[];
  gates: GateIndex;
}

const rungsOf = new WeakMap<readonly Known<'rank'>[], Rungs>();

/**
 * The rungs `e` opens, as positions in every ladder's rungs laid end to end (ladder `r`'s rung `i` is `first[r] + i`).
 * Indexed once per list of ladders, with the reader of the effects asked (one knowledge's effects share one).
 */
export function openedRungs(ranks: readonly Known<'rank'>[], e: SeenEffect): { first: readonly number[]; opened: SideSet } {
  let rungs = rungsOf.get(ranks);
  if (!rungs) {
    const first: number[] = [];
    let n = 0;
    for (const k of ranks) (first.push(n), (n += k.directive.order.length));
    rungsOf.set(ranks, (rungs = { first, gates: gateIndex(ranks.flatMap((k) => k.directive.order), e.reader) }));
  }
  return { first: rungs.first, opened: openedSides(rungs.gates, e) };
}
