/**
 * A side that names every card a topic is about names an effect read exactly as that topic: the effect is one of those
 * cards, whichever it is ("spice", read by a near name as Spices or Smuggled Goods, is named by a side listing both).
 * Only an exact reading counts (by `entry:`, name, near name or printed text; not by its words, nor an entry that only
 * mentions the name), and only a topic about a few cards: a keyword's topic lists many, and no side names them all. Not
 * a ruling under a topic: the cards it lists are those it speaks of (a Ransom ruling lists the Altar of the Loa that
 * eliminates the crew), not what an effect read as it is.
 */
import type { Entry } from '../rulesets/entry.js';
import type { SeenEffect } from '../read/effect.js';
import { compared } from './fact-log.js';

/** How many cards an entry may be about for a side to name them all (a side lists a handful of names at most). */
const fewCards = 8;

const keysOf = new WeakMap<Entry, readonly string[]>();

/** The names of the cards `e` is about, folded as sides' names are, when it is a topic about a few (else none). */
export function fewCardNames(e: Entry): readonly string[] {
  let keys = keysOf.get(e);
  if (!keys) keysOf.set(e, (keys = e.kind === 'topic' && e.cards.length <= fewCards ? e.cards.map((c) => compared(c.name)) : []));
  return keys;
}

/** Whether `r` is an exact reading: not by words, nor of an entry that only mentions the name. */
const exact = (r: SeenEffect['recognised'][number]) => r.by !== 'words' && !r.mentioned;

/** The entries `e` was read as exactly. */
function exactly(e: SeenEffect): Entry[] {
  return e.recognised.filter(exact).map((r) => r.entry);
}

/**
 * Whether the side's names (`named`, folded) name `e` through the cards of an entry it was read as exactly; `n` is one
 * of them. A loop that allocates nothing: it runs wherever a side's name is not one of the effect's own.
 */
export function namedThroughCards(e: SeenEffect, n: string, named: readonly string[]): boolean {
  for (let i = 0; i < e.recognised.length; i++) {
    const r = e.recognised[i]!;
    if (!exact(r)) continue;
    const cards = fewCardNames(r.entry);
    if (cards.includes(n) && cards.every((c) => named.includes(c))) return true;
  }
  return false;
}

/** The names of the cards of the entries `e` was read as exactly: they open the gates of sides that name them. */
export function exactCardNames(e: SeenEffect): string[] {
  return exactly(e).flatMap((entry) => [...fewCardNames(entry)]);
}
