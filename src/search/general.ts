/** General questions: a query naming no card, keyword or ability asks about the rules themselves. */
import type { NamedSubject } from './interactions.js';
import { aboutSubject } from './rules-topics.js';
import type { SearchIndex } from './search-index.js';
import type { Ranked } from './structure.js';

/** How much a ruling of a rules topic counts when the query names no card, keyword or ability. */
const generalShare = 1.3;

/** How much a ruling on a subject counts when the query only shares a word with its name, as with a subject of its own (search.ts). */
const partShare = 0.75;

/**
 * Raises, in place, the rulings of topics of the rules (see rules-topics.ts) when no candidate the query names is
 * about a card, keyword or ability: "ability vs rule, which wins", "who picks", "is premeasuring allowed" ask what the
 * rules say, not what some card says. A ruling on a subject whose name the query only shares a word with (`partly`:
 * "homemade range sticks" and Homemade Flag) is then a card that happens to use the word, and falls back.
 */
export function raiseGeneral(ix: SearchIndex, top: Ranked[], namedOf: Map<number, NamedSubject[]>, partly: ReadonlySet<number> = new Set()): void {
  for (const n of namedOf.keys()) if (aboutSubject(ix, n)) return;
  for (const r of top) {
    if (!aboutSubject(ix, r.n)) r.score *= generalShare;
    else if (partly.has(r.n)) r.score *= partShare;
  }
}
