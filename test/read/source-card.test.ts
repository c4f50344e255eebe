/** An ability told in a player's words from a piece that names a card with one ability is read among that ability's rulings. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../src/rulesets/entry.js';
import { builtinLibrary, firstAnswer } from '../helpers/resolve-text.js';

let lib: Library;
beforeAll(async () => {
  lib = await builtinLibrary();
});

const unload = 'pirates-csg.abilities.unload-within-s-of-home';

/** The first answer to a who-picks question on one effect from a piece; `piece` is its extra keys, `more` more effects. */
const answerFor = (piece: string, text: string, more = '', kind = 'ship') =>
  firstAnswer(
    lib,
    `ruleset: pirates-csg
players: [ana, ben]
pieces:
  - { id: ship, ${piece}kind: ${kind}, owner: ana }
  - { id: cook, kind: crew, owner: ana }
effects:
  - { id: drop, kind: ability, text: ${JSON.stringify(text)}, source: ship }${more}
questions:
  - { ask: who-picks, effect: drop }
`,
  );

const readAs = (a: ReturnType<typeof answerFor>) => a.readings!.find((r) => r.effect === 'drop')!.entry;
const through = "among the rulings on its piece's card";
const dropOff = 'a short hop from home I explore it, my coins and my cook go ashore, the helmsman stays aboard';

describe('an ability told in words from a piece whose card has one ability', () => {
  it("is that ability, and the answer says it rests on that reading: the card's own \"this ship may\" gives the user the choice", () => {
    const a = answerFor('name: Fancy, ', dropOff);
    expect(readAs(a)).toBe(unload);
    expect(a.because.join('\n')).toContain(`${through} ("Fancy")`);
    expect(a.assumes?.length).toBeGreaterThan(0);
    expect(a.ask === 'who-picks' && a.picker.player).toBe('ana');
  });

  it('is read by its words alone when the piece names no card', () => {
    expect(readAs(answerFor('', dropOff))).not.toBe(unload);
  });

  it("is not the card's ability when its words reach none of its rulings: a ram is a ram", () => {
    expect(answerFor('name: HMS Snipe, ', "Snipe rams Ben's brig").because.join('\n')).not.toContain(through);
  });

  it('is not a keyword: a crew named Helmsman is no card of the Helmsman keyword', () => {
    expect(answerFor('name: Helmsman, ', 'my guy at the wheel gives her an extra S of movement this turn', '', 'crew').because.join('\n')).not.toContain(through);
  });

  it('is not an entry another effect of the board is exactly', () => {
    const pinned = `\n  - { id: other, entry: ${unload}, source: ship }`;
    expect(answerFor('name: Fancy, ', dropOff, pinned).because.join('\n')).not.toContain(through);
  });
});
