/** Two effects read by their words as one ruling: its `prefer` cannot tell which side of it each takes. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../src/rulesets/entry.js';
import { builtinLibrary, firstAnswer } from '../helpers/resolve-text.js';

let lib: Library;
beforeAll(async () => {
  lib = await builtinLibrary();
});

const board = (ben: string) => `ruleset: lego-pirate-game
players: [ana, ben]
pieces:
  - { id: anas-fig, kind: minifig, owner: ana }
effects:
  - { id: off, kind: rule, text: "${ben}" }
  - { id: marker, kind: rule, text: "Ana: the sitting thing is only so people can tell it's hurt, I'll lay a coin next to it" }
questions:
  - ask: conflict
    effects: [off, marker]
`;

describe('a ruling both effects are read as', () => {
  it('stays open rather than putting whichever fits its winner first', () => {
    const a = firstAnswer(lib, board("Ben: hit! your skeleton can't sit down, so it can't show it's hurt and has to go"));
    expect(a.ask === 'conflict' && a.winner).toBeFalsy();
    expect(a.readings?.map((r) => r.entry)).toEqual(['lego-pirate-game.wounds.one-wound-sitting.marker-only', 'lego-pirate-game.wounds.one-wound-sitting.marker-only']);
  });
});
