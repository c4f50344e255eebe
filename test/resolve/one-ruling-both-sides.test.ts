/** Two effects read by their words as one ruling: its `prefer` cannot tell which side of it each takes. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../src/rulesets/entry.js';
import { loadLibrary } from '../../src/rulesets/library.js';
import { resolveSituation } from '../../src/resolve/resolve-situation.js';
import { parseSituation } from '../../src/situation/load-situation.js';

let lib: Library;
beforeAll(async () => {
  lib = await loadLibrary({});
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
    const a = resolveSituation(lib, parseSituation('t.yaml', board("Ben: hit! your skeleton can't sit down, so it can't show it's hurt and has to go")).situation).answers[0]!;
    expect(a.ask === 'conflict' && a.winner).toBeFalsy();
    expect(a.readings?.map((r) => r.entry)).toEqual(['lego-pirate-game.wounds.one-wound-sitting.marker-only', 'lego-pirate-game.wounds.one-wound-sitting.marker-only']);
  });
});
