// Words that name a game (src/search/hints.ts): its name's words, or the initials of its id as players shorten it.
import { beforeAll, describe, expect, it } from 'vitest';
import { rulesetHints } from '../../src/search/hints.js';
import type { SearchIndex } from '../../src/search/search-index.js';
import { loadBuiltin } from './relevance-harness.js';

let ix: SearchIndex;
beforeAll(async () => {
  ({ ix } = await loadBuiltin());
});

describe('words naming a game', () => {
  it('reads a game\'s initials ("rttr", "d&f") as naming it, and leaves their letters out of the search', () => {
    const hints = rulesetHints(ix, ['new', 'to', 'rttr'], new Set());
    expect([...hints.rulesets]).toEqual(['race-to-the-raft-kickstarter']);
    expect([...hints.initials]).toEqual([2]);
    expect([...rulesetHints(ix, ['d&f', 'pirates'], new Set()).rulesets]).toEqual(['dragon-flagon-pirates']);
  });

  it('does not read a word the entries use, or a single letter, as initials', () => {
    expect(rulesetHints(ix, ['raft'], new Set()).initials.size).toBe(0);
    expect(rulesetHints(ix, ['d'], new Set()).rulesets.size).toBe(0);
  });
});
