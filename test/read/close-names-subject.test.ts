/**
 * Words read as no ruling keep their close candidates, but an answer is tried only on those whose subject the words
 * name: "I still fire at your sloop" shares words with a Broadsides Attack ruling without being about Broadsides Attack.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Library } from '../../src/rulesets/entry.js';
import type { SearchIndex } from '../../src/search/search-index.js';
import { namesSubject, subjectQuery } from '../../src/read/names-subject.js';
import { loadBuiltin } from '../search/relevance-harness.js';

let lib: Library;
let ix: SearchIndex;
beforeAll(async () => {
  ({ library: lib, ix } = await loadBuiltin());
});

const broadsides = 'pirates-csg.abilities.broadsides-attack.ships-overlapping-masts-use-broadsides';
const names = (id: string, words: string) => namesSubject(ix, lib, lib.byId.get(id)!, () => subjectQuery(ix, words, ['pirates-csg']), ['pirates-csg']);

it('does not take words that never name a card for a reading of its rulings', () => {
  expect(names(broadsides, 'Cy: the kraken has me wrapped, but my guns still fire at your sloop')).toBe(false);
});

it('takes words that name the card, as players shorten it, as about it', () => {
  expect(names(broadsides, 'my broadsides still fire with our masts overlapping')).toBe(true);
});

it('asks nothing of a ruling under no named subject', () => {
  const loose = lib.entries.find((e) => {
    if (e.ruleset !== 'pirates-csg') return false;
    for (let cur: typeof e | undefined = e; cur; cur = cur.parent ? lib.byId.get(cur.parent) : undefined) if (cur.kind === 'topic') return false;
    return true;
  })!;
  expect(loose).toBeDefined();
  expect(names(loose.id, 'nothing in common at all')).toBe(true);
});
