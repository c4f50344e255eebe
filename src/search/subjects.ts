/** What an entry is about, and whether a query names it: the subject's words typed together, not scattered over a long question. */
import type { SearchDoc } from './documents.js';

/** The names of what an entry is about: its title, cards, keywords, abilities and aliases, and its ancestors'. */
export function namesOfDoc(doc: SearchDoc): string[] {
  const own = [doc.fields.inherited ? '' : doc.title, doc.fields.cards, doc.fields.keywords, doc.fields.abilities, doc.fields.about];
  return own.flatMap((f) => (f ? f.split(' | ') : [])).filter((n) => n && n.length < 60);
}

/** The names an entry is tagged with itself (cards, keywords, abilities), as opposed to its heading's. */
export function tagsOfDoc(doc: SearchDoc): string[] {
  const about = new Set((doc.fields.about ?? '').split(' | '));
  return [doc.fields.cards, doc.fields.keywords, doc.fields.abilities].flatMap((f) => (f ? f.split(' | ') : [])).filter((n) => n && !about.has(n));
}


/**
 * A query's terms in typed order, under one ruleset's lexicon: one slot per term (an abbreviation such as "sat" gives
 * several), each slot holding the terms it may stand for (its own, or the index terms a misspelling was matched to).
 */
export type Slots = Set<string>[];

/** The slots of a query from its word groups' terms under one ruleset (groups in typed order, stop words gone). */
export function slotsOf(groups: readonly (readonly string[])[], corrected: (term: string) => string[]): Slots {
  return groups.flatMap((g) => g.map((t) => new Set([t, ...corrected(t)])));
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
  const width = Math.min(slots.length, k + (k > 1 ? slack : 0));
  for (let i = 0; i + width <= slots.length; i++) {
    const window = slots.slice(i, i + width);
    if (name.every((t) => window.some((s) => s.has(t)))) return true;
  }
  return false;
}
