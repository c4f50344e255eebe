/** A list's items are read with the rule that leads the list: what a question about the list asks. */
import { docFlags, type SearchIndex } from './search-index.js';
import type { Ranked } from './structure.js';

/** The lead-in rule of a list scores a little above its best matching item: it is what a question about the list asks. */
const leadShare = 1.05;

/**
 * A list item is read with the rule that introduces its list ("Only one of these may be applied to a ship in a
 * single turn"): the first sibling that is not an item, and has text of its own, scores just above
 * the best item of the list that matched.
 */
export function liftListLeads(ix: SearchIndex, top: Ranked[], accept: (n: number) => boolean, cue: (n: number) => number): void {
  const at = new Map(top.map((r, i) => [r.n, i]));
  for (const r of [...top]) {
    if (ix.kindOf[r.n] !== 'item') continue;
    const parent = ix.parentOf[r.n]!;
    if (parent < 0) continue;
    const lead = ix.childrenOf[parent]!.find((c) => ix.kindOf[c] !== 'item' && !(ix.flagsOf[c]! & docFlags.bare));
    if (lead === undefined || lead > r.n || !accept(lead)) continue;
    // The lead's own text may answer the kind of question asked where the item's does not ("only one of these").
    const score = r.score * leadShare * cue(lead);
    const i = at.get(lead);
    if (i === undefined) at.set(lead, top.push({ n: lead, score }) - 1);
    else if (top[i]!.score < score) top[i] = { n: lead, score };
  }
}
