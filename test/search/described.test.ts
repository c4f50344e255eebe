// Subjects described by what they do ("my burn-a-crewman-for-one-more-action ship"): a hyphenated run of four or more
// words is searched alone among the topics with a subject name, and the rulings under the topic it finds count as named.
import { beforeAll, describe, expect, it } from 'vitest';
import { describedTopics, descriptionsOf } from '../../src/search/described.js';
import { search } from '../../src/search/search.js';
import type { SearchIndex } from '../../src/search/search-index.js';
import { scopeProcessors } from '../../src/search/terms.js';
import { fieldBoosts } from '../../src/search/documents.js';
import { loadBuiltin } from './relevance-harness.js';

let ix: SearchIndex;
beforeAll(async () => {
  ({ ix } = await loadBuiltin());
});

const top = (q: string) => search(ix, q, { limit: 3 }).map((h) => h.doc.id);

describe('subjects described by what they do', () => {
  it('takes a hyphenated run of four or more words as a description, not a collector number or a three-word form', () => {
    expect(descriptionsOf(['my', 'burn-a-crewman-for-one-more-action', 'ship', 'rf-056', 'free-for-all'])).toEqual(['burn-a-crewman-for-one-more-action']);
  });

  it('finds the topic a description names among the topics with a subject name', () => {
    const options = { boost: fieldBoosts, weights: { fuzzy: 0.6, prefix: 0.25 }, bm25: { k: 1.2, b: 0.55, d: 0.5 } };
    const found = describedTopics(ix, ['burn-a-crewman-for-one-more-action'], scopeProcessors(ix, new Set(['pirates-csg'])), options, () => true);
    expect([...found].map((n) => ix.doc(n).id)).toContain('pirates-csg.abilities.sacrifice-action');
  });

  it('ranks the described ability’s ruling first, where the same words typed apart do not', () => {
    const ruling = 'pirates-csg.abilities.sacrifice-action.ability-cannot-used-doctor-turn';
    expect(top('my burn-a-crewman-for-one-more-action ship: is the doctor any use')[0]).toBe(ruling);
    expect(top('my burn a crewman for one more action ship: is the doctor any use')[0]).not.toBe(ruling);
  });
});
