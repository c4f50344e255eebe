/** An effect told in doubt ("I think", "pretty sure"): a ruling that puts it first holds only if the board is as it says. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../src/rulesets/entry.js';
import { builtinLibrary, firstAnswer } from '../helpers/resolve-text.js';

let lib: Library;
beforeAll(async () => {
  lib = await builtinLibrary();
});

const ruling = 'pirates-csg.abilities.give-another-ship-two-actions.some-other-ability-effect-mermaids';

const board = (ana: string, ben: string) => `ruleset: pirates-csg
players: [ana, ben]
pieces:
  - { id: anas-flag, kind: ship, owner: ana }
effects:
  - { id: pair, ability: Lord Mycron, text: "${ana}", source: anas-flag }
  - { id: idle, ability: Mermaids, kind: event, text: "${ben}" }
questions:
  - ask: conflict
    effects: [pair, idle]
`;

const answer = (ana: string, ben: string) => firstAnswer(lib, board(ana, ben));

describe('an effect told in doubt', () => {
  it('wins as the ruling says when told plainly', () => {
    const a = answer('Ana: my flagship skips its go so my schooner gets two', "Ben: MERMAIDS are on your flagship, so it can't act");
    expect(a.ask === 'conflict' && a.winner).toBe('idle');
  });

  it('leaves the answer open when the winner is told in doubt, citing the ruling that would decide', () => {
    const a = answer('Ana: my flagship skips its go so my schooner gets two', 'Ben: MERMAIDS are on your flagship, I think they still keep it from acting');
    expect(a.ask === 'conflict' && a.winner).toBeNull();
    expect(a.ask === 'conflict' && a.undetermined).toMatch(/told in doubt \("i think"\)/);
    expect(a.cites).toEqual([ruling]);
  });

  it('still decides when only the loser is told in doubt', () => {
    const a = answer('Ana: I think my flagship can skip its go so my schooner gets two', "Ben: MERMAIDS are on your flagship, so it can't act");
    expect(a.ask === 'conflict' && a.winner).toBe('idle');
  });
});
