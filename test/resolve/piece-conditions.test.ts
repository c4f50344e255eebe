/**
 * The piece conditions of order rulings (same-source.ts) and the pieces a fact is read on (`of: source | targets`):
 * what one piece does bears on that piece's effects, or on what it is aimed at; a ship's own masts are not the masts
 * of the ship it rams.
 */
import { expect, it } from 'vitest';
import { recognise } from '../../src/read/recognise.js';
import { chainVocabulary } from '../../src/read/vocabulary.js';
import { aimedAway, fromOtherPieces } from '../../src/resolve/same-source.js';
import { loadLibrary } from '../../src/rulesets/library.js';
import type { Situation } from '../../src/situation/schema.js';

/** The effects of a pirates-csg board, as the engine sees them. */
async function seen(pieces: unknown[], effects: unknown[]) {
  const lib = await loadLibrary({});
  const situation = { ruleset: 'pirates-csg', players: ['ana', 'ben'], pieces, effects, questions: [{ ask: 'order', effects: effects.map((e) => (e as { id: string }).id) }] } as unknown as Situation;
  return recognise(lib, situation, ['pirates-csg'], chainVocabulary(lib, ['pirates-csg']));
}

const pieces = [
  { id: 'snipe', kind: 'ship', owner: 'ana', 'masts-left': 3 },
  { id: 'brig', kind: 'ship', owner: 'ben', 'masts-left': 0 },
  { id: 'plans', kind: 'unique-treasure', owner: 'ana' },
  { id: 'rum', kind: 'unique-treasure', owner: 'ana' },
];

it('tells effects of one piece from those of another, and a ram into a ship from that ship', async () => {
  const s = await seen(pieces, [
    { id: 'ram', kind: 'step', entry: 'pirates-csg.moving.ram', source: 'snipe', targets: ['brig'] },
    { id: 'roll', kind: 'ability', text: 'roll', source: 'snipe' },
    { id: 'brig-roll', kind: 'ability', text: 'roll', source: 'brig' },
    { id: 'bare-ram', kind: 'step', entry: 'pirates-csg.moving.ram' },
    { id: 'ram-into-snipe', kind: 'step', entry: 'pirates-csg.moving.ram', targets: ['snipe'] },
  ]);
  const g = (id: string) => s.get(id)!;
  expect(fromOtherPieces(g('ram'), g('roll'))).toBe(false);
  expect(fromOtherPieces(g('ram'), g('brig-roll'))).toBe(true);
  // A source left unsaid may be the same piece, unless the effect is aimed at the other's piece.
  expect(fromOtherPieces(g('bare-ram'), g('roll'))).toBe(false);
  expect(fromOtherPieces(g('ram-into-snipe'), g('roll'))).toBe(true);
});

it('knows an effect aimed away only when it targets another piece of the same kind', async () => {
  const s = await seen(pieces, [
    { id: 'at-rum', kind: 'unique-treasure', text: 'x', targets: ['rum'] },
    { id: 'at-plans', kind: 'unique-treasure', text: 'x', targets: ['plans'] },
    { id: 'at-ship', kind: 'unique-treasure', text: 'x', targets: ['snipe'] },
    { id: 'untargeted', kind: 'unique-treasure', text: 'x' },
    { id: 'plans-effect', kind: 'unique-treasure', text: 'y', source: 'plans' },
  ]);
  const plans = s.get('plans-effect')!;
  expect(aimedAway(s.get('at-rum')!, plans)).toBe(true);
  expect(aimedAway(s.get('at-plans')!, plans)).toBe(false);
  // Aimed at the ship, it may mean a treasure aboard; aimed at nothing, anything.
  expect(aimedAway(s.get('at-ship')!, plans)).toBe(false);
  expect(aimedAway(s.get('untargeted')!, plans)).toBe(false);
});

it("reads a fact of the pieces acted on from the targets, and a piece's own from its source, both on a piece that is both", async () => {
  const s = await seen(pieces, [
    { id: 'ram', kind: 'step', entry: 'pirates-csg.moving.ram', source: 'snipe', targets: ['brig'] },
    { id: 'brig-rams-itself', kind: 'step', entry: 'pirates-csg.moving.ram', source: 'brig', targets: ['brig'] },
  ]);
  const ram = s.get('ram')!;
  expect(ram.facts.get('masts-left')).toBe(0);
  expect(ram.facts.get('own-masts-left')).toBe('other');
  const both = s.get('brig-rams-itself')!;
  expect(both.facts.get('masts-left')).toBe(0);
  expect(both.facts.get('own-masts-left')).toBe(0);
});
