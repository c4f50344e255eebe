/**
 * `read` on a matcher: whether the effect was read as some entry. A side written for what a kind of effect usually
 * does holds for an effect read as nothing only where its words say so.
 */
import { expect, it } from 'vitest';
import { recognise } from '../../src/read/recognise.js';
import { chainVocabulary } from '../../src/read/vocabulary.js';
import { matcherHolds } from '../../src/resolve/match.js';
import { loadLibrary } from '../../src/rulesets/library.js';
import type { Situation } from '../../src/situation/schema.js';

it('holds as true for an effect read by name and as false for one read as nothing', async () => {
  const lib = await loadLibrary({});
  const situation = {
    ruleset: 'pirates-csg',
    effects: [
      { id: 'named', kind: 'unique-treasure', ability: 'Cannibals' },
      { id: 'unread', kind: 'unique-treasure', text: 'Ana: zorbly quib flonk' },
    ],
    questions: [{ ask: 'conflict', effects: ['named', 'unread'] }],
  } as unknown as Situation;
  const seen = recognise(lib, situation, ['pirates-csg'], chainVocabulary(lib, ['pirates-csg']));
  const [named, unread] = [seen.get('named')!, seen.get('unread')!];
  expect(named.recognised.length).toBeGreaterThan(0);
  expect(unread.recognised).toEqual([]);
  expect(matcherHolds({ kinds: ['unique-treasure'], read: true }, named)).toBe(true);
  expect(matcherHolds({ kinds: ['unique-treasure'], read: true }, unread)).toBe(false);
  expect(matcherHolds({ kinds: ['unique-treasure'], read: false }, unread)).toBe(true);
  expect(matcherHolds({ kinds: ['unique-treasure'] }, unread)).toBe(true);
});
