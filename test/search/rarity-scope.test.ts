// Words are weighed by their rarity where what players ask is searched, and nowhere else: a reading by words (the
// entries' own words) counts each word alike, as its lead rules were measured.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchIndex } from '../../src/search/search-index.js';
import { indexedFields } from '../../src/search/documents.js';
import { search } from '../../src/search/search.js';
import { loadBuiltin } from './relevance-harness.js';

const calls = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../src/search/rarity.js', async (actual) => {
  const real = await actual<typeof import('../../src/search/rarity.js')>();
  return { rarityShares: (...args: Parameters<typeof real.rarityShares>) => (calls.n++, real.rarityShares(...args)) };
});

let ix: SearchIndex;
beforeAll(async () => {
  ({ ix } = await loadBuiltin());
});

describe('where words are weighed by their rarity', () => {
  it('weighs them in a search of every field', () => {
    calls.n = 0;
    search(ix, 'crocodile says no', { limit: 3 });
    expect(calls.n).toBe(1);
  });

  it('does not in a search of the entries own words', () => {
    calls.n = 0;
    search(ix, 'crocodile says no', { limit: 3, fields: indexedFields.filter((f) => f !== 'asked') });
    expect(calls.n).toBe(0);
  });
});
