/**
 * `itself: true` on a matcher: its `entries` hold for an effect read as one of them, not for one read as an entry
 * under it, whether or not that entry carries a directive. A ruling that beats a claim of the rule it settles (read as the topic) then says nothing against the
 * topic's other rulings, which are each true at once.
 */
import { expect, it } from 'vitest';
import { recognise } from '../../src/read/recognise.js';
import { chainVocabulary } from '../../src/read/vocabulary.js';
import { matcherHolds } from '../../src/resolve/match.js';
import { loadLibrary } from '../../src/rulesets/library.js';
import type { Situation } from '../../src/situation/schema.js';

it('holds for the entry itself and not for an entry under it', async () => {
  const lib = await loadLibrary({});
  const topic = 'pirates-csg.general.links';
  const ruling = 'pirates-csg.general.links.not-mandatory';
  const situation = {
    ruleset: 'pirates-csg',
    effects: [
      { id: 'claim', kind: 'rule', entry: topic },
      { id: 'ruling', kind: 'rule', entry: ruling },
    ],
    questions: [{ ask: 'conflict', effects: ['claim', 'ruling'] }],
  } as unknown as Situation;
  const seen = recognise(lib, situation, ['pirates-csg'], chainVocabulary(lib, ['pirates-csg']));
  const [claim, read] = [seen.get('claim')!, seen.get('ruling')!];
  expect(matcherHolds({ entries: [topic] }, claim)).toBe(true);
  expect(matcherHolds({ entries: [topic] }, read)).toBe(true);
  expect(matcherHolds({ entries: [topic], itself: true }, claim)).toBe(true);
  expect(matcherHolds({ entries: [topic], itself: true }, read)).toBe(false);
  expect(matcherHolds({ entries: [ruling], itself: true }, read)).toBe(true);
});

it('does not hold for a ruling under the topic that carries no directive of its own', async () => {
  const lib = await loadLibrary({});
  const topic = 'pirates-csg.terrain.whirlpool';
  const bare = 'pirates-csg.terrain.whirlpool.ransom-crew';
  expect(lib.byId.get(bare)?.directives ?? []).toEqual([]);
  const situation = {
    ruleset: 'pirates-csg',
    effects: [{ id: 'ruling', kind: 'rule', entry: bare }],
    questions: [{ ask: 'who-picks', effect: 'ruling' }],
  } as unknown as Situation;
  const read = recognise(lib, situation, ['pirates-csg'], chainVocabulary(lib, ['pirates-csg'])).get('ruling')!;
  expect(matcherHolds({ entries: [topic] }, read)).toBe(true);
  expect(matcherHolds({ entries: [topic], itself: true }, read)).toBe(false);
});
