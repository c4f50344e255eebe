/**
 * "An ability beats a rule, unless specifically stated otherwise": an ability given by no name or printed text, over a
 * rule the rulings put above some particular pieces, wins as it stands, but says on its first line that it is none of them.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Library } from '../../src/rulesets/entry.js';
import { builtinLibrary, resolveText } from '../helpers/resolve-text.js';

let lib: Library;
beforeAll(async () => {
  lib = await builtinLibrary();
});

// The Code: Ammunition's equipment counts toward the point limit, and Castaway cannot add a crew over it.
const board = (rule: string) => `ruleset: pirates-csg
players: [ana, ben]
active: ana
pieces: [{ id: sloop, kind: ship, owner: ana }]
effects:
  - { id: ammo, ability: ammo, kind: unique-treasure, source: sloop }
  - { id: named, ability: Ammunition, kind: unique-treasure, source: sloop }
  - { id: rule, entry: ${rule}, kind: rule }
questions:
  - { id: unnamed, ask: conflict, effects: [ammo, rule] }
  - { id: named, ask: conflict, effects: [named, rule] }
`;

it('an ability not named wins over the point limit, resting on its being none of the pieces the rulings put below it', () => {
  const [a] = resolveText(lib, board('pirates-csg.general.equipment.cost-limit')).resolution.answers;
  expect(a!.ask === 'conflict' && a!.winner).toBe('ammo');
  const assumed = a!.assumes?.find((x) => x.effect === 'ammo');
  expect(assumed?.entries).toEqual(expect.arrayContaining(['pirates-csg.ut.ammunition', 'pirates-csg.ut.castaway']));
  expect(assumed?.says).toMatch(/^'ammo' is not .*Ammunition.* or Castaway \(the rulings put Equipment \(pirates-csg.general.equipment.cost-limit\) over them\)$/);
});

it('the ability named is judged by the ruling on it, with nothing assumed', () => {
  const [, a] = resolveText(lib, board('pirates-csg.general.equipment.cost-limit')).resolution.answers;
  expect(a!.ask === 'conflict' && a!.winner).toBe('rule');
  expect(a!.assumes ?? []).toEqual([]);
});

it('an ability named, that no ruling puts below the point limit, wins with nothing assumed', () => {
  const text = board('pirates-csg.general.equipment.cost-limit').replace('ability: ammo,', 'ability: Helmsman,');
  const [a] = resolveText(lib, text).resolution.answers;
  expect(a!.ask === 'conflict' && a!.winner).toBe('ammo');
  expect(a!.assumes ?? []).toEqual([]);
});

it('over a rule the rulings put above no piece, the general precedence assumes nothing', () => {
  const [a] = resolveText(lib, board('pirates-csg.winning.end-conditions.time-expired')).resolution.answers;
  expect(a!.ask === 'conflict' && a!.winner).toBe('ammo');
  expect(a!.assumes ?? []).toEqual([]);
});
