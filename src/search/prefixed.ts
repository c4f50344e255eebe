/** Words with a prefix the documents do not use: "premeasuring" for measuring, "unpinned" for pinned. */
import type { WordProcessor } from './lexicon.js';
import { isNumberTerm } from './words.js';

/** The longest prefix cut off a typed word, and the shortest rest kept: a rest this long is a word, not a fragment. */
const maxPrefix = 3;
const minRest = 6;

/**
 * The index terms of the word a typed word ends with, when the typed word is not itself an index term and cutting
 * off its first letters (at most `maxPrefix`) leaves a word of `minRest` letters or more the index knows; the
 * longest such rest wins; none otherwise.
 */
export function prefixedTerms(folded: string, vocabulary: ReadonlySet<string>, processors: readonly WordProcessor[]): string[] {
  if (isNumberTerm(folded) || !/^[a-z]+$/.test(folded)) return [];
  for (let i = 1; i <= maxPrefix && folded.length - i >= minRest; i++) {
    const terms = processors.flatMap((p) => p(folded.slice(i))).filter((t) => vocabulary.has(t));
    if (terms.length) return [...new Set(terms)];
  }
  return [];
}
