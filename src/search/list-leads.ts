/** A list's items are read with the rule that leads the list, when the question asks what that rule says. */
import { docFlags, type SearchIndex } from './search-index.js';
import type { Ranked } from './structure.js';

/**
 * The lead-in rule of a list scores half its best matching item, raised by how well its own text answers the kind of
 * question asked. It was once put just above the item (1.05) whatever was asked: the Code's ACTION LIMIT lead ("only
 * one of these ... in a single turn") then came first for every question naming Sacrifice action, Lord Mycron or Davy
 * Jones, the wrong top hit of 39 forum questions. 1.05, 0.9, 0.7 and 0.5 were tried over the forum sets (0.5: top-1
 * 1,682 -> 1,698, top-3 2,083 -> 2,085 of 2,373, no set worse).
 */
const leadShare = 0.5;

/**
 * A list item is read with the rule that introduces its list ("Only one of these may be applied to a ship in a
 * single turn"): the first sibling that is not an item, and has text of its own. It is brought in only when its own
 * text answers the kind of question asked (a count, a duration: see cues.ts); a question about one item is not asking
 * what the list as a whole rules.
 */
export function liftListLeads(ix: SearchIndex, top: Ranked[], accept: (n: number) => boolean, cue: (n: number) => number): void {
  const at = new Map(top.map((r, i) => [r.n, i]));
  for (const r of [...top]) {
    if (ix.kindOf[r.n] !== 'item') continue;
    const parent = ix.parentOf[r.n]!;
    if (parent < 0) continue;
    const lead = ix.childrenOf[parent]!.find((c) => ix.kindOf[c] !== 'item' && !(ix.flagsOf[c]! & docFlags.bare));
    if (lead === undefined || lead > r.n || !accept(lead)) continue;
    const answers = cue(lead);
    if (answers <= 1) continue;
    const score = r.score * leadShare * answers;
    const i = at.get(lead);
    if (i === undefined) at.set(lead, top.push({ n: lead, score }) - 1);
    else if (top[i]!.score < score) top[i] = { n: lead, score };
  }
}
