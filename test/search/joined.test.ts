// Words typed together ("expatriot"): searched as the two words of a subject's name they join, and only then.
import { beforeAll, describe, expect, it } from 'vitest';
import { typedTerms } from '../../src/search/joined.js';
import type { SearchIndex } from '../../src/search/search-index.js';
import { loadBuiltin } from './relevance-harness.js';

let ix: SearchIndex;
beforeAll(async () => {
  ({ ix } = await loadBuiltin());
});
const terms = (word: string) => typedTerms(ix, word, [ix.processors.get('pirates-csg')!]);

describe('words typed together', () => {
  it('reads a word the index does not know as the two words of a name it joins', () => {
    expect(terms('expatriot')).toEqual(expect.arrayContaining(['ex', 'patriot']));
  });

  it('leaves a known word, and a word joining two that no subject is named by, as typed', () => {
    expect(terms('parley')).toEqual(['parley']);
    expect(terms('someone')).toHaveLength(1);
  });

  it('reads a word with a prefix the documents do not use as the word it ends with', () => {
    expect(terms('premeasuring')).toContain(terms('measuring')[0]);
    expect(terms('unpinned')).toContain('pin');
    // A short rest is a fragment, not a word: "unpin" is not read as "pin".
    expect(terms('unpin')).toHaveLength(1);
  });
});
