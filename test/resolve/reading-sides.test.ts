/** A conflict that rests on what words too close to several rulings mean: a ruling whose side names one of them decides, and says so. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../src/rulesets/entry.js';
import { builtinLibrary, firstAnswer } from '../helpers/resolve-text.js';

let lib: Library;
beforeAll(async () => {
  lib = await builtinLibrary();
});

const board = (shrug: string) => `ruleset: pirates-csg
players: [ana, ben]
pieces:
  - { id: beast, kind: sea creature, owner: ana }
  - { id: hull, kind: ship, owner: ben }
effects:
  - { id: dive, ability: Sea Dragon, source: beast, targets: [hull] }
  - { id: shrug, ${shrug}, source: hull }
questions:
  - ask: conflict
    effects: [dive, shrug]
`;

describe('readings a ruling side names', () => {
  it('decides on a close reading a side names, saying the answer rests on it', () => {
    const a = firstAnswer(lib, board('kind: ability, text: "my ship takes two hits before a mast goes"'));
    expect(a.ask === 'conflict' && a.winner).toBe('dive');
    expect(a.assumes?.[0]).toMatchObject({ effect: 'shrug', entries: ['pirates-csg.abilities.two-hits-per-mast.ship-hit-ship-ability-eliminate'] });
    expect(a.cites).toContain('pirates-csg.abilities.sea-dragon.swoop-attack-normal-shoot-action.defensive-abilities-like-ship-ignores');
  });

  it('decides the same when the words are pinned to that reading, with nothing assumed', () => {
    const a = firstAnswer(lib, board('entry: pirates-csg.abilities.two-hits-per-mast.ship-hit-ship-ability-eliminate'));
    expect(a.ask === 'conflict' && a.winner).toBe('dive');
    expect(a.assumes).toBeUndefined();
  });
});

const againstCancel = (rule: string) => `ruleset: pirates-csg
players: [ana, ben]
pieces:
  - { id: a-ship, kind: ship, owner: ana }
  - { id: b-ship, kind: ship, owner: ben }
effects:
  - { id: canc, ability: Cancel, source: a-ship, targets: [b-ship] }
  - { id: limit, kind: rule, text: "${rule}" }
questions:
  - ask: conflict
    effects: [canc, limit]
`;

describe("a rule in a player's own voice", () => {
  it('is table talk, which abilities-over-rules does not weigh when it is read as no ruling', () => {
    const a = firstAnswer(lib, againstCancel('you only get what comes with the action you gave it'));
    expect(a.ask === 'conflict' && a.winner).toBeNull();
    expect(a.undetermined).toBeTruthy();
  });

  it('is the rule stated when it is written as one', () => {
    const a = firstAnswer(lib, againstCancel('A borrowed ship only gets what comes with the action it was given'));
    expect(a.ask === 'conflict' && a.winner).toBe('canc');
  });
});
