/** What an entry is about, and whether a query names it: the subject's words typed together, not scattered over a long question. */
import type { SearchDoc } from './documents.js';

/** `make` answered once per document: every search reads the names of its forty best candidates, which recur across searches. */
function perDoc(make: (doc: SearchDoc) => readonly string[]): (doc: SearchDoc) => readonly string[] {
  const cache = new WeakMap<SearchDoc, readonly string[]>();
  return (doc) => {
    let v = cache.get(doc);
    if (!v) cache.set(doc, (v = make(doc)));
    return v;
  };
}

/** The names of what an entry is about: its title, cards, keywords, abilities and aliases, and its ancestors'. */
export const namesOfDoc = perDoc((doc) => {
  const own = [doc.title, doc.fields.cards, doc.fields.keywords, doc.fields.abilities, doc.fields.about];
  return own.flatMap((f) => (f ? f.split(' | ') : [])).filter((n) => n && n.length < 60);
});

/** The names of the subjects an entry sits under (its headings' titles, cards, keywords and abilities). */
export const aboutNamesOf = perDoc((doc) => (doc.fields.about ?? '').split(' | '));

/** The names an entry is tagged with itself (cards, keywords, abilities), as opposed to its heading's. */
export const tagsOfDoc = perDoc((doc) => {
  const about = new Set(aboutNamesOf(doc));
  return [doc.fields.cards, doc.fields.keywords, doc.fields.abilities].flatMap((f) => (f ? f.split(' | ') : [])).filter((n) => n && !about.has(n));
});

/**
 * A query's terms in typed order, under one ruleset's lexicon: one slot per term (an abbreviation such as "sat" gives
 * several), a slot standing for its term and for the index terms a misspelling was matched to. Kept as the slots
 * each term was typed at, so that a name is looked up rather than searched for.
 */
export interface Slots {
  length: number;
  at: Map<string, number[]>;
}

/** The slots of a query from its word groups' terms under one ruleset (groups in typed order, stop words gone). */
export function slotsOf(groups: readonly (readonly string[])[], corrected: (term: string) => string[]): Slots {
  const at = new Map<string, number[]>();
  let length = 0;
  for (const g of groups) {
    for (const t of g) {
      for (const u of new Set([t, ...corrected(t)])) {
        const list = at.get(u);
        if (list) list.push(length);
        else at.set(u, [length]);
      }
      length++;
    }
  }
  return { length, at };
}

/** How many other words may come between a name's words ("win the game of Ghost Pirates", "canceller picks which ability"). */
const slack = 1;

/**
 * True when every term of a name sits in one short run of slots, in any order ("same action twice" in "max actions
 * with SAT", "Galley" anywhere). "Treasure Ship" is not named by "ship sank on a reef ... the crew and treasure".
 */
export function namesRun(name: readonly string[], slots: Slots): boolean {
  const k = name.length;
  if (k === 0 || k > slots.length) return false;
  const at = name.map((t) => slots.at.get(t));
  if (at.some((positions) => positions === undefined)) return false;
  if (k === 1) return true;
  const width = Math.min(slots.length, k + slack);
  // A window holds the name when each of its terms was typed inside it.
  for (let i = 0; i + width <= slots.length; i++) {
    if (at.every((positions) => positions!.some((p) => p >= i && p < i + width))) return true;
  }
  return false;
}
