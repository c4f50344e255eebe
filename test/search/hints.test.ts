// Words that name a game (src/search/hints.ts): its name's words, or the initials of its id as players shorten it.
import { beforeAll, describe, expect, it } from 'vitest';
import { rulesetHints } from '../../src/search/hints.js';
import { search } from '../../src/search/search.js';
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
    // "dnf" is "d and f".
    expect([...rulesetHints(ix, ['dnf', 'map'], new Set()).rulesets]).toEqual(['dragon-flagon-pirates']);
  });

  it('puts the named game\'s rulings first: another game\'s ruling on the same words falls behind', () => {
    // Two games rule on carrying a chest, both close on these words; the game named puts its own ruling first.
    const first = (q: string) => search(ix, q, { limit: 3 })[0]?.doc.id;
    expect(first('lego: does carrying a chest slow my guy down')).toBe('lego-pirate-game.treasure.one-carrier');
    expect(first('d&f: does carrying a chest slow my guy down')).toBe('dragon-flagon-pirates.treasure-chests.pick-up-and-drop');
  });

  it('reads a name word only the named game\'s own entries use as naming it, and not one other games use too', () => {
    // "flagon" is in Dragon & Flagon's entries only; "lego" in the LEGO game's only; "raft" is Race to the Raft's and
    // Krosmaster's both, and "pirates" is every game's.
    expect([...rulesetHints(ix, ['dragon', 'and', 'flagon', 'chests'], new Set()).rulesets]).toEqual(['dragon-flagon-pirates']);
    expect([...rulesetHints(ix, ['lego', 'cover'], new Set()).rulesets]).toEqual(['lego-pirate-game']);
    expect(rulesetHints(ix, ['raft', 'moves'], new Set()).rulesets.size).toBe(0);
    expect(rulesetHints(ix, ['pirates'], new Set()).rulesets.size).toBe(0);
  });

  it('does not read a word the entries use, or a single letter, as initials', () => {
    expect(rulesetHints(ix, ['raft'], new Set()).initials.size).toBe(0);
    expect(rulesetHints(ix, ['d'], new Set()).rulesets.size).toBe(0);
  });
});
