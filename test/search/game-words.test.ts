// One game's words (src/search/game-words.ts): the ruleset holding more of the query's words is the game asked about.
import type { SearchResult } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { gameFactors } from '../../src/search/game-words.js';

const hit = (id: number, terms: string[]) => ({ id, queryTerms: terms }) as unknown as SearchResult;

describe('game words', () => {
  it('weighs each ruleset by its share of the query words, against the best, squared', () => {
    const groups = [['soldier'], ['pirat'], ['chest'], ['grab']];
    const results = [hit(0, ['chest']), hit(1, ['soldier', 'pirat']), hit(2, ['chest', 'grab'])];
    const f = gameFactors(results, groups, ['flagon', 'lego', 'lego']);
    expect(f.get('lego')).toBe(1);
    expect(f.get('flagon')).toBe(1 / 16);
  });
});
