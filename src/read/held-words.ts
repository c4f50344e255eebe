/** The words an effect is read by, and how many of them a ruling holds: shared by reading by words and naming a subject. */
import type { SearchIndex } from '../search/search-index.js';
import { scopeProcessors, wordTerms } from '../search/terms.js';
import { indexedFields } from '../search/documents.js';
import { phraseRuns, runTerms } from '../search/player-phrases.js';

/**
 * What an effect is read by: an entry's own words, not what players ask of it. Those questions name a ruling's topic
 * from either side of its dispute ("Ben says it sinks her, right?"), so reading a claim by them took the topic for what
 * the claim says: over the blind table-talk halves, when first tried, 10 more firm wrong answers for 2 more right. The
 * nearest rulings shown with an open answer (`rankByWords`) search them too: the ruling the judge needs is found more often.
 */
export const ownFields = indexedFields.filter((f) => f !== 'asked');

/** The query syntax's own characters (quotes, prefixes, groups, exclusions) are plain words in a judge's sentence. */
export function plainQuery(words: string): string {
  return words
    .replace(/["“”():]/g, ' ')
    .replace(/(^|\s)-+/g, '$1')
    .replace(/\bOR\b/g, 'or')
    .trim();
}

/** Each typed word's index terms, under the lexicons of the rulesets searched. */
export function queryTerms(ix: SearchIndex, query: string, rulesets: readonly string[]): string[][] {
  const processors = scopeProcessors(ix, new Set(rulesets));
  const words = query.split(/\s+/);
  const out = words.map((w) => wordTerms(w, processors));
  // A phrase a lexicon lists ("switch off") is one word, held as the term it stands for (as the search reads it).
  const ids = rulesets.length ? rulesets : ix.rulesets;
  for (const run of phraseRuns(ix, words, ids)) {
    const terms = ids.flatMap((id) => {
      const p = ix.processors.get(id);
      return runTerms(ix, run, id) ?? words.slice(run.start, run.end).flatMap((w) => (p ? wordTerms(w, [p]) : []));
    });
    out[run.start] = [...new Set(terms)];
    for (let k = run.start + 1; k < run.end; k++) out[k] = [];
  }
  return out.filter((t) => t.length);
}

/**
 * How many typed words a hit holds: a term it matched is the word's, or its prefix or extension ("mov", "movement").
 * A compound is another word: a term whose rest past the typed word is itself an index term ("over" + "board") does
 * not hold it, or "leans over" would read as a ruling on going overboard.
 */
export function wordsHeld(typed: string[][], matched: readonly string[], known: (term: string) => boolean): number {
  const compound = (rest: string) => rest.length >= 3 && known(rest);
  const extendsTo = (long: string, short: string) => long.startsWith(short) && !compound(long.slice(short.length));
  const held = (terms: string[]) => terms.some((t) => matched.some((m) => m === t || extendsTo(m, t) || extendsTo(t, m)));
  return new Set(typed.filter(held).map((terms) => terms.join(' '))).size;
}
