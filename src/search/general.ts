/** General questions: a query naming no card, keyword or ability asks about the rules themselves. */
import type { NamedSubject } from './interactions.js';
import { docFlags, type SearchIndex } from './search-index.js';
import type { Ranked } from './structure.js';

/** How much a ruling of a rules topic counts when the query names no card, keyword or ability. */
const generalShare = 1.3;

/** The entry fields that make an entry a subject (a card, keyword or ability) rather than a topic of the rules. */
const subjectFlags = docFlags.keywords | docFlags.abilities | docFlags.cards;

/** True when the entry or one of its ancestors is tagged with a card, keyword or ability. */
function underSubject(ix: SearchIndex, n: number): boolean {
  for (let p = n; p >= 0; p = ix.parentOf[p]!) if (ix.flagsOf[p]! & subjectFlags) return true;
  return false;
}

/**
 * Raises, in place, the rulings of topics of the rules (neither they nor their headings tagged with a card, keyword
 * or ability) when no candidate the query names is such a subject: "ability vs rule, which wins", "who picks",
 * "is premeasuring allowed" ask what the rules say, not what some card says.
 */
export function raiseGeneral(ix: SearchIndex, top: Ranked[], namedOf: Map<number, NamedSubject[]>): void {
  for (const n of namedOf.keys()) if (underSubject(ix, n)) return;
  for (const r of top) if (!underSubject(ix, r.n)) r.score *= generalShare;
}
