/**
 * Subjects described by what they do: players name a card's ability by a hyphenated run of its effect ("my
 * burn-a-crewman-for-one-more-action ship", "the nobody-shoots-me-in-port text"). Searched alone among the topics that
 * are tagged with a card, keyword or ability, such a run finds the topic it describes, when one stands out.
 */
import type { Query, SearchOptions } from 'minisearch';
import { rankedSearch } from './ranked.js';
import { tagsOfDoc } from './subjects.js';
import type { SearchIndex } from './search-index.js';
import type { WordProcessor } from './lexicon.js';
import { wordTerms } from './terms.js';

/** The hyphen and its look-alikes, as words.ts keeps them inside a word (an em dash splits words there). */
const dash = /[-‐‑–]/;

/** How many parts a hyphenated word needs to be a description (a collector number or "free-for-all" is not one). */
const descriptionParts = 4;

/**
 * How far the best topic must score above the next to be taken as the one described: a description that fits two
 * about as well names neither surely. 1.5, 2 and 3 were tried over the forum sets with the boost in search.ts (1.5:
 * top-1 1,630 -> 1,636, top-3 2,018 -> 2,024 of 2,310, no set worse; taking the next topic too lost questions).
 */
const clearMargin = 1.5;

/** The share of a description's terms the topic must hold more than. */
const heldShare = 0.5;

/** How many descriptions of one query are searched (each is a search of its own). */
const maxDescriptions = 3;

/** The hyphenated descriptions among typed words, the first `maxDescriptions` of them. */
export function descriptionsOf(words: readonly string[]): string[] {
  return words.filter((w) => w.split(dash).filter(Boolean).length >= descriptionParts).slice(0, maxDescriptions);
}

/**
 * The topics the query's descriptions name (document numbers): for each description, the best topic tagged with a
 * card, keyword or ability among those `accept` lets through, when it holds more than `heldShare` of the description's terms and scores
 * `clearMargin` times the next one.
 */
export function describedTopics(
  ix: SearchIndex,
  words: readonly string[],
  processors: readonly WordProcessor[],
  options: SearchOptions,
  accept: (n: number) => boolean,
): Set<number> {
  const out = new Set<number>();
  for (const d of descriptionsOf(words)) {
    const terms = wordTerms(d.split(dash).join(' '), processors);
    if (terms.length < 2) continue;
    const query: Query = { queries: [terms.join(' ')], combineWith: 'OR' };
    const found = rankedSearch(ix.mini, query, options, (n: number) => ix.kindOf[n] === 'topic' && tagsOfDoc(ix.doc(n)).length > 0 && accept(n));
    const [best, next] = found;
    // A topic sharing a word or two of a long description (a lone match in a small game) is not what it describes.
    if (!best || best.queryTerms.length <= heldShare * terms.length) continue;
    if (!next || best.score >= clearMargin * next.score) out.add(best.id as number);
  }
  return out;
}

/** Whether `n` is one of `topics` or sits under one. */
export function underDescribed(ix: SearchIndex, n: number, topics: ReadonlySet<number>): boolean {
  for (let p = n; p >= 0; p = ix.parentOf[p]!) if (topics.has(p)) return true;
  return false;
}
