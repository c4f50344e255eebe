/**
 * A roll-off names no single player until the board gives the rolls: then the highest roll is the player (the role's
 * `find: [{ highest: rolled }]`); a tie, or rolls not given, leaves the roll-off itself as the answer.
 */
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { Library } from '../../src/rulesets/entry.js';
import { resolveSituation } from '../../src/resolve/resolve-situation.js';
import { readSituation } from '../../src/situation/read-situation.js';
import { builtinLibrary, firstAnswer } from '../helpers/resolve-text.js';
import { repoRoot } from '../helpers/run-qm.js';

let lib: Library;
beforeAll(async () => {
  lib = await builtinLibrary();
});

// The Pirate Game: "If 2 or more enemies are at the same treasure chest, they roll; the highest roll wins the pulling".
const pull = (rolls: [number | undefined, number | undefined]) => `ruleset: lego-pirate-game
players: [ida, jon]
active: ida
pieces:
  - { id: a, kind: minifig, owner: ida${rolls[0] === undefined ? '' : `, rolled: ${rolls[0]}`} }
  - { id: b, kind: minifig, owner: jon${rolls[1] === undefined ? '' : `, rolled: ${rolls[1]}`} }
effects:
  - { id: pull, ability: Pulling the chest }
questions: [{ ask: who-picks, effect: pull }]
`;
const picker = (text: string) => {
  const a = firstAnswer(lib, text);
  return a.ask === 'who-picks' ? a.picker : undefined;
};

it('gives the pull to the highest roll the board gives', () => {
  expect(picker(pull([2, 6]))).toMatchObject({ player: 'jon', role: 'roll-off' });
  expect(picker(pull([5, 1]))).toMatchObject({ player: 'ida', role: 'roll-off' });
});

it('leaves a tie, or rolls not given, to the roll-off', () => {
  for (const rolls of [[4, 4], [undefined, undefined], [3, undefined]] as const) expect(picker(pull([...rolls]))).toMatchObject({ player: null, role: 'roll-off' });
});

it('reads a sixth working-half board: the pull goes to the higher roll whoever’s turn it is', () => {
  const file = join(repoRoot, 'test/blind-table-talk/working-6/lego-pirate-game/tug-won-on-someone-elses-turn.yaml');
  const a = resolveSituation(lib, readSituation(file, lib).situation, file).answers[0]!;
  expect(a.ask === 'who-picks' && a.picker.player).toBe('uma');
});

it('counts players, not pieces, and the controller of a piece as its player', () => {
  // Two of ida's pieces roll and jon's gives no roll: no roll-off has been made between them.
  const two = `ruleset: lego-pirate-game
players: [ida, jon]
pieces:
  - { id: a, kind: minifig, owner: ida, rolled: 3 }
  - { id: b, kind: minifig, owner: ida, rolled: 5 }
  - { id: c, kind: minifig, owner: jon }
effects:
  - { id: pull, ability: Pulling the chest }
questions: [{ ask: who-picks, effect: pull }]
`;
  expect(picker(two)).toMatchObject({ player: null, role: 'roll-off' });
  // The highest roll is a piece ida controls (and nobody owns): ida, not jon's lower roll.
  const held = two.replace('owner: ida, rolled: 5', 'controller: ida, rolled: 6').replace('{ id: c, kind: minifig, owner: jon }', '{ id: c, kind: minifig, owner: jon, rolled: "4" }');
  expect(picker(held)).toMatchObject({ player: 'ida', role: 'roll-off' });
});

// Judges write a roll-off once for the board, one roll per player or piece (`rolled: { ida: 5, jon: 3 }`).
const onBoard = (rolls: string, pieces = '') => `ruleset: lego-pirate-game
players: [ida, jon]
active: jon
rolled: ${rolls}
pieces:
  - { id: a, kind: minifig, owner: ida${pieces} }
  - { id: b, kind: minifig, owner: jon }
effects:
  - { id: pull, ability: Pulling the chest }
questions: [{ ask: who-picks, effect: pull }]
`;

it('reads rolls the board gives per player or per piece', () => {
  expect(picker(onBoard('{ ida: 5, jon: 3 }'))).toMatchObject({ player: 'ida', role: 'roll-off' });
  expect(picker(onBoard('{ a: 2, b: 6 }'))).toMatchObject({ player: 'jon', role: 'roll-off' });
  expect(picker(onBoard('{ ida: 4, jon: 4 }'))).toMatchObject({ player: null, role: 'roll-off' });
  // Under another name the vocabulary gives the fact ("dice").
  expect(picker(onBoard('{ ida: 1, jon: 3 }').replace('rolled:', 'dice:'))).toMatchObject({ player: 'jon', role: 'roll-off' });
});

it('takes a roll written on the piece over the one the board gives its player', () => {
  expect(picker(onBoard('{ ida: 5, jon: 3 }', ', rolled: 1'))).toMatchObject({ player: 'jon', role: 'roll-off' });
});
