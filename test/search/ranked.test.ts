// rankedSearch against MiniSearch's own search over the built-in index: a MiniSearch upgrade that changes its scoring,
// order or internals shows here, not as a quiet change of rankings.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import MiniSearch, { type Query, type SearchOptions, type SearchResult } from 'minisearch';
import { fieldBoosts } from '../../src/search/documents.js';
import { rankedSearch } from '../../src/search/ranked.js';
import { restoreIndex, serialiseIndex, type SearchIndex } from '../../src/search/search-index.js';
import { loadBuiltin } from './relevance-harness.js';

let ix: SearchIndex;
beforeAll(async () => {
  ({ ix } = await loadBuiltin());
});

/** Options of the shape search.ts gives: typos corrected only for unknown words, prefixes, a boost per kind. */
const options = (ix: SearchIndex, fields?: string[]): SearchOptions => ({
  boost: fieldBoosts,
  ...(fields ? { fields } : {}),
  fuzzy: (t) => (ix.vocabulary.has(t) || t.length < 4 ? false : t.length >= 7 ? 2 : 1),
  prefix: (t) => t.length >= 3,
  weights: { fuzzy: 0.6, prefix: 0.25 },
  bm25: { k: 1.2, b: 0.55, d: 0.5 },
  boostDocument: (n) => ({ topic: 1.2, rule: 1.1 })[ix.kindOf[n as number]!] ?? 1,
});

/** Every field of every result, in order, key order included (JSON keeps a double's exact value). */
const exactly = (results: SearchResult[]) => JSON.stringify(results.map((r) => [Object.keys(r), r, Object.keys(r.match)]));

/** The cases: what is typed, with the ruleset and fields it is searched in. */
const cases: { what: string; text: string; ruleset?: string; fields?: string[] }[] = [
  { what: 'a typo', text: 'cannonier fire' },
  { what: 'a prefix', text: 'capt action' },
  { what: 'a word cut short (a prefix of a term and a correction of it)', text: 'shipwrigh cannon' },
  { what: 'words reaching the same term (ship is a prefix of shipwright)', text: 'ship shipwright repair' },
  { what: 'a scoped ruleset', text: 'boarding raft teleport', ruleset: 'krosmaster-island-i' },
  { what: 'some fields only', text: 'extra action captain', fields: ['title', 'text'] },
];

/** MiniSearch's results and rankedSearch's, for one case; MiniSearch is not asked by rankedSearch. */
function both(ix: SearchIndex, c: (typeof cases)[number]) {
  const query: Query = { queries: [c.text], combineWith: 'OR' };
  const accept = (n: number) => !c.ruleset || ix.rulesetOf[n] === c.ruleset;
  const expected = ix.mini.search(query, { ...options(ix, c.fields), filter: (r) => accept(r.id as number) });
  const spy = vi.spyOn(ix.mini, 'search');
  const actual = rankedSearch(ix.mini, query, options(ix, c.fields), (n) => accept(n as number));
  expect(spy).not.toHaveBeenCalled();
  spy.mockRestore();
  return { expected, actual };
}

describe('rankedSearch', () => {
  it.each(cases)("returns MiniSearch's results for $what, without asking MiniSearch", (c) => {
    const { expected, actual } = both(ix, c);
    expect(expected.length).toBeGreaterThan(1);
    expect(exactly(actual)).toBe(exactly(expected));
  });

  it('does so on an index loaded lazily from its stored form', () => {
    const loaded = restoreIndex(JSON.parse(JSON.stringify(serialiseIndex(ix))), ix.doc);
    for (const c of cases) {
      const { expected, actual } = both(loaded, c);
      expect(exactly(actual)).toBe(exactly(expected));
    }
  });

  it('covers what the cases are meant to: a correction, a prefix, a term reached twice or as prefix and correction', () => {
    const of = (text: string) => both(ix, { what: '', text }).actual;
    expect(of('cannonier fire').some((r) => r.queryTerms.includes('cannonier') && 'cannoneer' in r.match)).toBe(true);
    expect(of('shipwrigh cannon').some((r) => r.queryTerms.includes('shipwrigh') && 'shipwright' in r.match)).toBe(true);
    expect(of('capt action').some((r) => r.queryTerms.includes('capt') && r.terms.some((t) => t.startsWith('capt') && t !== 'capt'))).toBe(true);
    expect(of('ship shipwright repair').some((r) => r.queryTerms.includes('ship') && r.queryTerms.includes('shipwright') && 'shipwright' in r.match)).toBe(true);
  });

  it("is MiniSearch's own search for queries it does not replicate", () => {
    const and: Query = { queries: [{ queries: ['ship fire'], combineWith: 'OR' }, { queries: ['captain'], combineWith: 'AND' }], combineWith: 'AND' };
    for (const query of [and, MiniSearch.wildcard, { queries: ['ship fire'], combineWith: 'AND' }]) {
      expect(exactly(rankedSearch(ix.mini, query, options(ix)))).toBe(exactly(ix.mini.search(query, options(ix))));
    }
  });
});
