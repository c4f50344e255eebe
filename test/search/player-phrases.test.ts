// Phrases players say for one term of the rules ("switch off" for cancel): found among typed words per ruleset, and
// searched as that term, while each of their words alone keeps its own meaning.
import { beforeAll, describe, expect, it } from 'vitest';
import { lexiconSchema } from '../../src/rulesets/lexicon-schema.js';
import { phraseRuns } from '../../src/search/player-phrases.js';
import { search } from '../../src/search/search.js';
import type { SearchIndex } from '../../src/search/search-index.js';
import { queryTerms } from '../../src/read/held-words.js';
import { loadBuiltin } from './relevance-harness.js';

let ix: SearchIndex;
beforeAll(async () => {
  ({ ix } = await loadBuiltin());
});

const words = (s: string) => s.split(' ');

describe('players’ phrases', () => {
  it('finds a phrase in any form of its words, for the rulesets whose lexicon lists it', () => {
    const runs = phraseRuns(ix, words('his canceller switched off my gunner'), ['pirates-csg', 'lego-pirate-game']);
    expect(runs).toEqual([{ start: 2, end: 4, terms: new Map([['pirates-csg', 'cancel']]) }]);
    expect(phraseRuns(ix, words('his canceller switched off my gunner'), ['lego-pirate-game'])).toEqual([]);
    // The words apart, or used up by a question cue, are no phrase.
    expect(phraseRuns(ix, words('switch my gunner off'), ['pirates-csg'])).toEqual([]);
    expect(phraseRuns(ix, words('switch off'), ['pirates-csg'], new Set([1]))).toEqual([]);
  });

  it('searches the phrase as its term: "turn off" finds cancelling, not turns', () => {
    const top = (q: string) => search(ix, q, { rulesets: ['pirates-csg'], limit: 3 }).map((h) => h.doc.id);
    expect(top('can his canceller turn off my equipment').some((id) => id.includes('cancel'))).toBe(true);
    expect(top('can his canceller turn off my equipment').every((id) => !id.includes('.turns.'))).toBe(true);
  });

  it('counts a phrase as one word held, as the term it stands for, when an effect is read by its words', () => {
    const terms = queryTerms(ix, 'Ana: my schooner switches off his helmsman', ['pirates-csg']);
    expect(terms).toContainEqual(queryTerms(ix, 'cancel', ['pirates-csg'])[0]);
    expect(terms.flat()).not.toContain('switch');
  });

  it('takes only phrases of two or more words', () => {
    expect(() => lexiconSchema.parse({ phrases: { switch: 'cancel' } })).toThrow();
    expect(lexiconSchema.parse({ phrases: { 'switch off': 'cancel' } }).phrases).toEqual({ 'switch off': 'cancel' });
  });
});
