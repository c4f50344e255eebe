// A typed word counts towards a ruling's coverage by how rare it is: the word most rulings hold says least.
import type { SearchResult } from 'minisearch';
import { beforeAll, describe, expect, it } from 'vitest';
import { rarityShares } from '../../src/search/rarity.js';
import { search } from '../../src/search/search.js';
import type { SearchIndex } from '../../src/search/search-index.js';
import { loadBuiltin } from './relevance-harness.js';

let ix: SearchIndex;
beforeAll(async () => {
  ({ ix } = await loadBuiltin());
});

const hit = (...queryTerms: string[]) => ({ queryTerms }) as unknown as SearchResult;

describe('words weighed by their rarity', () => {
  it('gives the rarest group the full share and a group most hits hold less', () => {
    const results = [hit('no'), hit('no'), hit('no', 'say'), hit('say'), hit('crocodil')];
    const [no, say, croc] = rarityShares(results, [['no'], ['say'], ['crocodil']], 1000);
    expect(croc).toBe(1);
    expect(no).toBeLessThan(say!);
    expect(say).toBeLessThan(1);
  });

  it('counts a hit holding two terms of one group once', () => {
    const [no, croc] = rarityShares([hit('no', 'not'), hit('crocodil')], [['no', 'not'], ['crocodil']], 1000);
    expect(no).toBe(croc);
  });

  it('counts one word alike whatever it holds', () => {
    expect(rarityShares([hit('no')], [['no']], 1000)).toEqual([1]);
  });

  it('finds the ruling holding the one rare word over those holding the common ones', () => {
    // The LEGO sheet: "Feel free to create rules for crocodiles, the cannon, … as long as it's funny and all players agree!"
    const hits = search(ix, 'crocodile says no', { limit: 3 });
    expect(hits[0]?.doc.id).toBe('lego-pirate-game.winning.make-your-own-rules');
  });

});
