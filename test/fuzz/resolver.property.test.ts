/** Property tests: random situations never crash the loader or the resolver, and answers are identical on repeat. */
import fc from 'fast-check';
import { stringify } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import type { Library } from '../../src/rulesets/entry.js';
import { loadLibrary } from '../../src/rulesets/library.js';
import { resolveSituation } from '../../src/resolve/resolve-situation.js';
import { parseSituation } from '../../src/situation/load-situation.js';

let lib: Library;
beforeAll(async () => {
  lib = await loadLibrary();
});

const rulesets = ['pirates-csg', 'krosmaster-island-i', 'dragon-flagon-pirates', 'lego-pirate-game', 'race-to-the-raft-kickstarter'];
const players = ['ana', 'ben', 'cy'];
const names = ['Doctor ability', 'Cancel ability', 'Broadsides Attack', 'Kraken', 'Davy Jones', 'Volcano', 'God Smack', 'Move a Cat', 'Add Pathway', 'Lure of the Sea', 'Overboard', 'step 8a', 'Jonah', 'Possession', 'RF-056', 'Calico Cat', 'Holy Water'];
const texts = [
  'Cancel the ability of one crew or ship within S of this ship.',
  'This ship can never be boarded.',
  'At the beginning of your turn, roll a d6.',
  'When this ship is eliminated, the defender chooses a crew.',
  'L-range cannons cannot hit this ship.',
  'may', 'must not', 'only', 'always',
];
const kinds = ['ability', 'keyword', 'rule', 'house-rule', 'unique-treasure', 'event', 'step', 'terrain', 'mysterious-island', 'token', 'weird'];

const id = fc.constantFrom('a', 'b', 'c', 'd', 'e');
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const effect = fc.record(
  {
    id,
    ability: maybe(fc.oneof(fc.constantFrom(...names), fc.string({ minLength: 1, maxLength: 12 }))),
    text: maybe(fc.oneof(fc.constantFrom(...texts), fc.string({ minLength: 1, maxLength: 40 }))),
    kind: maybe(fc.constantFrom(...kinds)),
    source: maybe(fc.constantFrom('p1', 'p2', 'p3')),
    controller: maybe(fc.constantFrom(...players)),
    targets: maybe(fc.array(fc.constantFrom('p1', 'p2', 'p3'), { maxLength: 2 })),
    loser: maybe(fc.constantFrom(...players)),
  },
  { requiredKeys: ['id'] },
);
const situation = fc.record(
  {
    ruleset: fc.oneof({ arbitrary: fc.constantFrom(...rulesets), weight: 9 }, { arbitrary: fc.string({ minLength: 1, maxLength: 8 }), weight: 1 }),
    players: maybe(fc.constant(players)),
    active: maybe(fc.oneof({ arbitrary: fc.constantFrom(...players), weight: 19 }, { arbitrary: fc.constant('zed'), weight: 1 })),
    pieces: maybe(fc.constant([
      { id: 'p1', kind: 'ship', owner: 'ana' },
      { id: 'p2', kind: 'crew', owner: 'ben', controller: 'ana' },
      { id: 'p3', kind: 'sea creature', owner: 'cy' },
    ])),
    effects: fc.uniqueArray(effect, { selector: (e) => e.id, minLength: 2, maxLength: 4 }),
  },
  { requiredKeys: ['ruleset', 'effects'] },
).chain((s) => {
  // Questions mostly name effects the board has (one in twenty names one it lacks, which the loader must refuse).
  const ids = s.effects.map((e) => e.id);
  const ref = fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 19 }, { arbitrary: id, weight: 1 });
  const question = fc.oneof(
    fc.record({ ask: fc.constant('who-picks'), effect: ref }),
    fc.record({ ask: fc.constantFrom('conflict', 'order'), effects: fc.uniqueArray(fc.constantFrom(...ids), { minLength: 2, maxLength: ids.length }) }),
  );
  return fc.array(question, { minLength: 1, maxLength: 3 }).map((questions) => ({ ...s, questions }));
});

/** Loads then resolves; only InputError may escape the loader or the ruleset check. */
function attempt(text: string): string | undefined {
  let parsed;
  try {
    parsed = parseSituation('fuzz.yaml', text).situation;
    return JSON.stringify(resolveSituation(lib, parsed, 'fuzz.yaml'));
  } catch (e) {
    if (e instanceof InputError) return undefined;
    throw e;
  }
}

describe('property: resolver', () => {
  it('never throws anything but InputError, answers the same twice, and cites only real entries (10,000 situations)', () => {
    let resolved = 0;
    fc.assert(
      fc.property(situation, (s) => {
        const text = stringify(s);
        const first = attempt(text);
        expect(attempt(text)).toBe(first);
        if (first) resolved++;
        if (first) for (const a of JSON.parse(first).answers) for (const c of a.cites) expect(lib.byId.has(c)).toBe(true);
      }),
      { numRuns: 10_000, seed: Number(process.env.QM_FUZZ_SEED ?? 20_261_122) },
    );
    // Most generated boards must be valid, or the property would only exercise the loader's refusals.
    expect(resolved).toBeGreaterThan(2500);
  }, 300_000);

  it('never throws anything but InputError on arbitrary text (5,000 inputs)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), situation.map((s) => stringify(s).slice(0, 80)), fc.constantFrom('{', '- [', 'ruleset: &a [*a]', '? a\n: b', 'ruleset: pirates-csg\nquestions: !!binary x')), (text) => {
        attempt(text);
      }),
      { numRuns: 5000 },
    );
  }, 300_000);
});
