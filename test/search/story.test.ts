// Stories: in a long query, the words naming a subject and the words of the question it ends with weigh most.
import { describe, expect, it } from 'vitest';
import { coveragePower, storyWeights } from '../../src/search/story.js';

/** One word group per typed word, the same terms in every ruleset. */
const groupsOf = (words: string[]) => words.map((w) => new Map([['r', new Set([w.replace(/[^a-z]/g, '')])]]));

describe('story weights', () => {
  it('weighs the last clause of a long story, the question, above the board it tells', () => {
    const typed = 'rammed pinned junk, return fire took masts, next turn repaired shipwright, stuck again'.split(' ');
    const w = storyWeights([], groupsOf(typed), typed, typed.map((_, i) => i));
    expect(w.slice(-2)).toEqual([2, 2]);
    expect(w.slice(0, 3)).toEqual([1, 1, 1]);
  });

  it('leaves a story told in one breath, and a short question, evenly weighed', () => {
    const long = 'rammed pinned junk return fire took masts next turn repaired shipwright stuck again'.split(' ');
    expect(new Set(storyWeights([], groupsOf(long), long, long.map((_, i) => i)))).toEqual(new Set([1]));
    const short = 'captain ship moves enemy, shoot first ram first'.split(' ');
    expect(new Set(storyWeights([], groupsOf(short), short, short.map((_, i) => i)))).toEqual(new Set([1]));
  });

  it('counts the share of the typed words a ruling holds once in a long story, squared otherwise', () => {
    expect(coveragePower(5)).toBe(2);
    expect(coveragePower(11)).toBe(2);
    expect(coveragePower(14)).toBe(1);
  });
});
