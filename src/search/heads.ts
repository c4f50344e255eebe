/** Heading rulings: what a topic says first is what it is, and a rules topic's first ruling is its general rule. */
import type { NamedSubject } from './interactions.js';
import { raiseGeneral } from './general.js';
import { docFlags, type SearchIndex } from './search-index.js';
import type { Ranked } from './structure.js';

/** How much the first ruling of a subject counts when the query names that subject alone ("expatriot keyword"). */
const namedHead = 1.3;

/** How much the first ruling of a rules topic (one tagged with no card, keyword or ability) counts: a general question's answer. */
const ruleHead = 1.15;

/** The entry fields that make a heading a subject (a card, keyword or ability) rather than a topic of the rules. */
const subjectFlags = docFlags.keywords | docFlags.abilities | docFlags.cards;

/** The kinds of entry that head a topic (a sub-bullet's first line is not what its ruling is). */
const headingKinds = new Set(['topic', 'heading']);

/** True when `n` is the first ruling under a topic or heading: its first child with text of its own. */
export function isHeadRuling(ix: SearchIndex, n: number): boolean {
  const parent = ix.parentOf[n]!;
  if (parent < 0 || ix.flagsOf[n]! & docFlags.bare || !headingKinds.has(ix.kindOf[parent]!)) return false;
  return ix.childrenOf[parent]!.find((c) => !(ix.flagsOf[c]! & docFlags.bare)) === n;
}

/**
 * Raises, in place, the heading rulings among the candidates: a named subject's first ruling when the query names
 * one subject only (with two it asks how they meet, see meetings.ts), and a rules topic's first ruling; then the rules
 * topics' rulings when the query names no subject (`partly`: the candidates whose subject it shares a word with).
 */
export function raiseHeads(ix: SearchIndex, top: Ranked[], namedOf: Map<number, NamedSubject[]>, subjects: number, partly: ReadonlySet<number> = new Set()): void {
  for (const r of top) {
    if (!isHeadRuling(ix, r.n)) continue;
    if (namedOf.has(r.n)) {
      if (subjects <= 1) r.score *= namedHead;
    } else if (!(ix.flagsOf[ix.parentOf[r.n]!]! & subjectFlags)) r.score *= ruleHead;
  }
  // With no card, keyword or ability named, every ruling of a rules topic rises: see general.ts.
  raiseGeneral(ix, top, namedOf, partly);
}
