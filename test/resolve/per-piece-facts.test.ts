/**
 * A board fact given one value per piece or player (`in-cover: { hider: true }`) holds for the effects of each piece it
 * names, as a fact written on that piece does (src/situation/per-piece.ts): the LEGO game's cover rule reads it on the target.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Library } from '../../src/rulesets/entry.js';
import { builtinLibrary, firstAnswer } from '../helpers/resolve-text.js';

let lib: Library;
beforeAll(async () => {
  lib = await builtinLibrary();
});

// "If the target had cover, the attacker must roll MORE THAN TWICE as high as the target."
const shotAtCover = (board: string) => `ruleset: lego-pirate-game
players: [ana, ben]
active: ana
${board}
pieces:
  - { id: gunner, kind: minifig, owner: ana }
  - { id: hider, kind: minifig, owner: ben }
effects:
  - { id: shot, ability: Firing, source: gunner, targets: [hider] }
  - { id: cover, entry: lego-pirate-game.fight.firing.cover, source: hider }
questions: [{ ask: conflict, effects: [shot, cover] }]
`;
const winner = (text: string) => {
  const a = firstAnswer(lib, text);
  return a.ask === 'conflict' ? (a.undetermined ? 'open' : a.winner) : undefined;
};

it('reads a fact the board gives per piece, or per player, on the pieces it names', () => {
  expect(winner(shotAtCover('in-cover: { hider: true }'))).toBe('cover');
  expect(winner(shotAtCover('in-cover: { ben: false }'))).toBe('shot');
  // Given for another piece only, it says nothing of this one: the answer still turns on it.
  expect(winner(shotAtCover('in-cover: { gunner: false }'))).toBe('open');
});

it('is no fact of the whole board', () => {
  // Not read for an effect whose pieces it does not name (the cover effect given with no source).
  expect(winner(shotAtCover('in-cover: { ana: true }').replace(', source: hider }', ' }'))).toBe('open');
});
