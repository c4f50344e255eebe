/**
 * The rulings nearest a board: an open answer shows the rulings its words are about, so a judge reads the likely
 * deciding text at once; a firm answer shows none (its cited texts decide).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../src/rulesets/entry.js';
import { nearestRulings } from '../../src/read/board-rulings.js';
import type { SeenEffect } from '../../src/read/effect.js';
import { builtinLibrary, firstAnswer } from '../helpers/resolve-text.js';

let lib: Library;
beforeAll(async () => {
  lib = await builtinLibrary();
});

// Only the words a judge gave are read: a stand-in for a seen effect.
const said = (ability: string | undefined, text: string) => ({ effect: { id: 'x', ability, text } }) as unknown as SeenEffect;
const holding = (ids: string[], words: string) => ids.some((id) => lib.byId.get(id)?.text.includes(words));

describe('the rulings nearest a board', () => {
  it('reads the title and the effects together, within the ruleset chain', () => {
    // The Code: "Icebergs and the terrain ratings of reefs and Sargasso seas cannot be re-rolled."
    const board = { ruleset: 'pirates-csg', title: 'Nell hits an iceberg and wants her reroll on the damage die', questions: [] } as never;
    const near = nearestRulings(lib, board, [said(undefined, 'Nell: I reroll that damage roll'), said(undefined, 'Tom says you cannot reroll an iceberg')], ['pirates-csg']);
    expect(near.length).toBeGreaterThan(0);
    expect(near.length).toBeLessThanOrEqual(3);
    expect(near.every((n) => n.entry.startsWith('pirates-csg.'))).toBe(true);
    expect(holding(near.map((n) => n.entry), 'Icebergs and the terrain ratings')).toBe(true);
  });
  it('finds nothing in no words', () => {
    expect(nearestRulings(lib, { ruleset: 'pirates-csg', questions: [] } as never, [said(undefined, '')], ['pirates-csg'])).toEqual([]);
  });
  it('an open answer carries them and a firm one does not', () => {
    const open = firstAnswer(lib, `ruleset: pirates-csg
title: Nell hits an iceberg and wants her reroll on the damage die
players: [nell, tom]
effects:
  - { id: reroll, kind: ability, text: "Nell: I reroll that damage roll" }
  - { id: nope, kind: rule, text: "Tom says you cannot reroll an iceberg" }
questions: [{ ask: conflict, effects: [reroll, nope] }]
`);
    if (open.undetermined) expect(holding((open.nearest ?? []).map((n) => n.entry), 'Icebergs and the terrain ratings')).toBe(true);
    else expect(open.nearest).toBeUndefined();
    const firm = firstAnswer(lib, `ruleset: pirates-csg
effects:
  - { id: a, ability: Broadsides Attack }
  - { id: b, ability: Cancel }
questions: [{ ask: conflict, effects: [a, b] }]
`);
    expect(firm.undetermined).toBeUndefined();
    expect(firm.nearest).toBeUndefined();
  });
});
