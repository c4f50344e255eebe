/**
 * A name said with the kind of piece that carries it ("ransom crew" of a crew), or with the effect's own kind ("Duel
 * event" of an event), is that name: the kind word is spared when no name holds every word. The kind alone is not
 * stripped to nothing, and a name that holds the word keeps it.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Library } from '../../src/rulesets/entry.js';
import { loadLibrary } from '../../src/rulesets/library.js';
import { recognise } from '../../src/read/recognise.js';
import { chainVocabulary } from '../../src/read/vocabulary.js';
import type { Situation } from '../../src/situation/schema.js';

let lib: Library;
beforeAll(async () => {
  lib = await loadLibrary({});
});

const readAs = (ability: string, kind: string, effectKind?: string) => {
  const situation = {
    ruleset: 'pirates-csg',
    pieces: [{ id: 'p', kind, owner: 'ana' }],
    effects: [{ id: 'e', ability, source: 'p', ...(effectKind ? { kind: effectKind } : {}) }],
    questions: [{ ask: 'who-picks', effect: 'e' }],
  } as unknown as Situation;
  const seen = recognise(lib, situation, ['pirates-csg'], chainVocabulary(lib, ['pirates-csg'])).get('e')!;
  return seen.recognised.map((r) => `${r.entry.id} ${r.by}`);
};

it('reads a keyword said with its piece kind as the keyword', () => {
  expect(readAs('ransom crew', 'crew')).toEqual(['pirates-csg.abilities.ransom near-name']);
});

it('does not read the piece kind alone as a name by sparing it', () => {
  expect(readAs('crew', 'crew').some((r) => r.endsWith('near-name'))).toBe(false);
});

it("reads a name said with the effect's own kind as that name", () => {
  expect(readAs('Duel event', 'ship', 'event')).toContain('pirates-csg.events.duel near-name');
});

it("tries the whole name, slips included, before sparing the effect's own kind", () => {
  // "Dock Cannon" of a cannon is a slip of Deck Cannon; without "cannon" it would read as the docking rule.
  expect(readAs('Dock Cannon', 'ship', 'cannon')).toEqual(['pirates-csg.ut.deck-cannon near-name']);
});
