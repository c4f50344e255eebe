/** An ability told in a player's words from a piece that names a card with one ability is read among that ability's rulings. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../src/rulesets/entry.js';
import { builtinLibrary, firstAnswer } from '../helpers/resolve-text.js';

let lib: Library;
beforeAll(async () => {
  lib = await builtinLibrary();
});

/** The first answer to a who-picks question on one effect from a ship; `piece` is the ship's extra keys. */
const answerFor = (piece: string, text: string, kind = 'ability') =>
  firstAnswer(
    lib,
    `ruleset: pirates-csg
players: [ana, ben]
pieces:
  - { id: ship, ${piece}kind: ship, owner: ana }
  - { id: cook, kind: crew, owner: ana }
effects:
  - { id: drop, kind: ${kind}, text: ${JSON.stringify(text)}, source: ship }
questions:
  - { ask: who-picks, effect: drop }
`,
  );

const dropOff = 'a short hop from home I explore it, my coins and my cook go ashore, the helmsman stays aboard';
const underUnload = (id: string | null | undefined) => id === 'pirates-csg.abilities.unload-within-s-of-home' || !!id?.startsWith('pirates-csg.abilities.unload-within-s-of-home.');

describe("an ability told in words from a piece whose card has one ability", () => {
  it("is read among that ability's rulings, and the answer says it rests on that reading", () => {
    const a = answerFor('name: Fancy, ', dropOff);
    expect(underUnload(a.readings!.find((r) => r.effect === 'drop')!.entry)).toBe(true);
    expect(a.because.join('\n')).toContain(`among the rulings on its piece's card ("Fancy")`);
    expect(a.assumes?.length).toBeGreaterThan(0);
  });

  it('is read by its words alone when the piece names no card', () => {
    expect(underUnload(answerFor('', dropOff).readings!.find((r) => r.effect === 'drop')!.entry)).toBe(false);
  });

  it("is not the card's ability when its words hold nothing of it: a ram is a ram", () => {
    const a = answerFor('name: HMS Snipe, ', "Snipe rams Ben's brig");
    expect(a.readings!.find((r) => r.effect === 'drop')!.entry ?? '').not.toMatch(/move-l-without-helmsman/);
  });
});
