// General questions (src/search/general.ts): with no card, keyword or ability named, the rules' own topics rise.
import { describe, expect, it } from 'vitest';
import { raiseGeneral } from '../../src/search/general.js';
import { docFlags, type SearchIndex } from '../../src/search/search-index.js';

/** A rules topic (0) with a ruling (1); in a section of abilities (2, 6), one with a ruling (3), and an untagged topic (4) with a ruling (5). */
const A = docFlags.abilities;
const ix = { parentOf: [-1, 0, -1, 2, -1, 4, -1], flagsOf: [0, 0, A, 0, 0, 0, A], sectionOf: [0, 0, 1, 1, 1, 1, 1] } as unknown as SearchIndex;
const ranked = () => [{ n: 1, score: 1 }, { n: 3, score: 1 }, { n: 5, score: 1 }];
const named = { name: 'x', terms: ['x'] };

describe('general questions', () => {
  it('raises the rulings of rules topics when the query names no card, keyword or ability', () => {
    const top = ranked();
    raiseGeneral(ix, top, new Map([[1, [named]]]));
    // A topic left untagged in a section filing abilities ("Fire Masts (continued)") is about its ability still.
    expect(top.map((r) => r.score)).toEqual([1.3, 1, 1]);
  });

  it('lowers a ruling on an ability whose name the query only shares a word with', () => {
    const top = ranked();
    raiseGeneral(ix, top, new Map([[1, [named]]]), new Set([3]));
    expect(top.map((r) => r.score)).toEqual([1.3, 0.75, 1]);
  });

  it('leaves the ranking alone when the query names an ability', () => {
    const top = ranked();
    raiseGeneral(ix, top, new Map([[3, [named]]]), new Set([5]));
    expect(top.map((r) => r.score)).toEqual([1, 1, 1]);
  });
});
