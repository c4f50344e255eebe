// Phrases players say for one term of the rules ("switch off" for cancel): found among typed words per ruleset, and
// searched as that term, while each of their words alone keeps its own meaning.
import { beforeAll, describe, expect, it } from 'vitest';
import { lexiconSchema } from '../../src/rulesets/lexicon-schema.js';
import { phraseRuns } from '../../src/search/player-phrases.js';
import { search } from '../../src/search/search.js';
import type { SearchIndex } from '../../src/search/search-index.js';
import { queryTerms } from '../../src/read/held-words.js';
import { parseQuery } from '../../src/search/query.js';
import { wordGroups } from '../../src/search/word-groups.js';
import { loadBuiltin } from './relevance-harness.js';

let ix: SearchIndex;
beforeAll(async () => {
  ({ ix } = await loadBuiltin());
});

const words = (s: string) => s.split(' ');

describe('players’ phrases', () => {
  it('finds a phrase in the forms stemming folds, for the rulesets whose lexicon lists it', () => {
    const runs = phraseRuns(ix, words('his canceller switched off my gunner'), ['pirates-csg', 'lego-pirate-game']);
    expect(runs).toEqual([{ start: 2, end: 4, terms: new Map([['pirates-csg', 'cancel']]) }]);
    expect(phraseRuns(ix, words('his canceller switched off my gunner'), ['lego-pirate-game'])).toEqual([]);
    // The words apart, or used up by a question cue, are no phrase.
    expect(phraseRuns(ix, words('switch my gunner off'), ['pirates-csg'])).toEqual([]);
    expect(phraseRuns(ix, words('switch off'), ['pirates-csg'], new Set([1]))).toEqual([]);
  });

  it('stops at the end of a clause, and takes a hyphenated word whole', () => {
    expect(phraseRuns(ix, words('on my turn, off the island he goes'), ['pirates-csg'])).toEqual([]);
    expect(phraseRuns(ix, words('a four-player free-for-all game'), ['pirates-csg'])).toEqual([{ start: 2, end: 3, terms: new Map([['pirates-csg', 'multiplayer']]) }]);
    expect(phraseRuns(ix, words('a free for all game'), ['pirates-csg'])).toEqual([{ start: 1, end: 4, terms: new Map([['pirates-csg', 'multiplayer']]) }]);
  });

  it('reads the phrase under the ruleset that lists it, and its words as typed under another', () => {
    const g = wordGroups(ix, parseQuery('his canceller switched off my gunner'), new Set(), new Set(['pirates-csg', 'lego-pirate-game']));
    const at = g.words.indexOf('switched off');
    expect(at).toBeGreaterThanOrEqual(0);
    expect([...g.byRuleset[at]!.get('pirates-csg')!]).toEqual(queryTerms(ix, 'cancel', ['pirates-csg'])[0]);
    expect(g.byRuleset[at]!.get('lego-pirate-game')!.has('cancel')).toBe(false);
    expect(g.byRuleset[at]!.get('lego-pirate-game')!.size).toBeGreaterThan(0);
    // A word of `a OR b` stays one of its alternatives.
    expect(wordGroups(ix, parseQuery('(turn OR switch) off'), new Set(), new Set(['pirates-csg'])).words).not.toContain('switch off');
  });

  it('searches the phrase as its term: "turn off" finds cancelling, not turns', () => {
    const top = (q: string) => search(ix, q, { rulesets: ['pirates-csg'], limit: 3 }).map((h) => h.doc.id);
    expect(top('his crew turned off my helmsman').some((id) => id.includes('cancel'))).toBe(true);
    expect(top('his crew turned off my helmsman').every((id) => !id.includes('.turns.'))).toBe(true);
  });

  it('counts a phrase as one word held, as the term it stands for, when an effect is read by its words', () => {
    const terms = queryTerms(ix, 'Ana: my schooner switches off his helmsman', ['pirates-csg']);
    expect(terms).toContainEqual(queryTerms(ix, 'cancel', ['pirates-csg'])[0]);
    expect(terms.flat()).not.toContain('switch');
    expect(queryTerms(ix, 'Ana: my schooner switches off his helmsman', ['lego-pirate-game']).flat()).not.toContain(queryTerms(ix, 'cancel', ['pirates-csg'])[0]![0]);
  });

  it('takes only phrases of two or more words', () => {
    expect(() => lexiconSchema.parse({ phrases: { switch: 'cancel' } })).toThrow();
    expect(lexiconSchema.parse({ phrases: { 'switch off': 'cancel' } }).phrases).toEqual({ 'switch off': 'cancel' });
  });
});
