// Topics titled by the question (src/search/titled.ts): a rules topic whose title answers the cue lifts its rulings.
import { describe, expect, it } from 'vitest';
import type { CueMatch } from '../../src/search/cues.js';
import { docFlags, type SearchIndex } from '../../src/search/search-index.js';
import { titledFactor } from '../../src/search/titled.js';
import { phraseSet } from '../../src/search/phrases.js';

/** A topic (0) and its ruling (1), the topic tagged with `flags`; a list item (2) under the same topic. */
const indexOf = (title: string, flags = 0) =>
  ({
    parentOf: [-1, 0, 0],
    flagsOf: [flags, 0, 0],
    kindOf: ['topic', 'rule', 'item'],
    sectionOf: [0, 0, 0],
    doc: (n: number) => ({ title: n === 0 ? title : '' }),
  }) as unknown as SearchIndex;
const stem = (w: string) => w.replace(/s$/, '');
const picks: CueMatch = { used: new Set(), answers: [{ phrases: phraseSet(['picks'], stem), asks: phraseSet(['who picks'], stem), weight: 1.5, beside: false }] };

describe('topics titled by the question', () => {
  it('lifts a ruling under a rules topic whose title answers the cue, by half its weight', () => {
    expect(titledFactor(indexOf('Who Picks?'), picks, 1)).toBe(1.75);
    expect(titledFactor(indexOf('Timing'), picks, 1)).toBe(1);
  });

  it('finds a phrase of several words in any form of its words, a single word only as written', () => {
    const order: CueMatch = { used: new Set(), answers: [{ phrases: phraseSet(['picks'], stem), asks: phraseSet(['who picks'], stem), weight: 1, beside: false }] };
    expect(titledFactor(indexOf('Who Pick'), order, 1)).toBe(1.5);
    expect(titledFactor(indexOf('Pick'), order, 1)).toBe(1);
  });

  it('leaves rulings under a card, keyword or ability, a list\'s items, and questions with no cue alone', () => {
    expect(titledFactor(indexOf('Who Picks?', docFlags.abilities), picks, 1)).toBe(1);
    expect(titledFactor(indexOf('Who Picks?'), picks, 2)).toBe(1);
    expect(titledFactor(indexOf('Who Picks?'), { used: new Set(), answers: [] }, 1)).toBe(1);
  });
});
