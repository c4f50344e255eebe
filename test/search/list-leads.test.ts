// A list's lead rises above its items for a question about the list, not above the one item a question names.
import { beforeAll, describe, expect, it } from 'vitest';
import { search } from '../../src/search/search.js';
import type { SearchIndex } from '../../src/search/search-index.js';
import { loadBuiltin } from './relevance-harness.js';

let ix: SearchIndex;
beforeAll(async () => {
  ({ ix } = await loadBuiltin());
});

const first = (q: string) => search(ix, q, { limit: 3 })[0]?.doc.id;

describe('list leads', () => {
  it('puts the item a question names above its list lead', () => {
    expect(first('is cursed conch on the limit list or not')).toBe('pirates-csg.lists.action-limit.cursed-conch');
  });

  it('still puts the lead first where the question names several items and asks how many', () => {
    expect(first('max actions with SAT extra action and captain')).toBe('pirates-csg.lists.action-limit.one-extra-per-turn');
  });
});
