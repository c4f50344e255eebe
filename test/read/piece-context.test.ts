/** Words that read as no ruling alone are read again with the name and kind of the piece they come from. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../src/rulesets/entry.js';
import { builtinLibrary, firstAnswer } from '../helpers/resolve-text.js';

let lib: Library;
beforeAll(async () => {
  lib = await builtinLibrary();
});

const readingOf = (piece: string) => {
  const text = `ruleset: pirates-csg
players: [ana, ben]
pieces:
  - { id: dj, ${piece}kind: crew, owner: ana }
effects:
  - { id: grab, kind: ability, text: "dead guy, I roll", source: dj }
  - { id: other, kind: rule, text: "A ship may explore an island it is docked at." }
questions:
  - ask: conflict
    effects: [grab, other]
`;
  return firstAnswer(lib, text).readings!.find((r) => r.effect === 'grab')!;
};

describe('the piece an effect comes from', () => {
  it('reads words too thin alone as the ruling about that piece', () => {
    expect(readingOf('name: Captain Davy Jones, ')).toMatchObject({ how: 'words', entry: 'pirates-csg.abilities.recover-eliminated-crew' });
  });

  it('leaves them unread without one', () => {
    expect(readingOf('')).toMatchObject({ how: 'none', entry: null });
  });
});

/** A Dragon & Flagon board whose effect comes from a character; `text` is what its player says. */
const characterReading = async (text: string) => {
  const dnf = await builtinLibrary();
  const board = `ruleset: dragon-flagon-pirates
players: [mae, ned]
pieces:
  - { id: rogue, name: Rogue, kind: character, owner: mae }
  - { id: bucc, name: Buccaneer, kind: character, owner: ned }
effects:
  - { id: hit, kind: claim, text: ${JSON.stringify(text)}, controller: ned, source: bucc, targets: [rogue] }
  - { id: other, kind: rule, text: "Mae: nope", controller: mae }
questions:
  - ask: conflict
    effects: [hit, other]
`;
  return firstAnswer(dnf, board).readings!.find((r) => r.effect === 'hit')!;
};

describe('the piece\'s own words', () => {
  it('do not read an effect alone: its name and "character" hold its card\'s ability, not what the player says it does', async () => {
    expect(await characterReading('my Buccaneer reaches out and thumps her')).toMatchObject({ how: 'none', entry: null });
  });

  it('"over" is not "overboard": a compound is another word', async () => {
    const r = await characterReading('my Buccaneer leans over and thumps her');
    expect(r.entry).not.toBe('dragon-flagon-pirates.special-abilities.lure-of-the-sea');
  });
});

describe('a reading by words', () => {
  it('must lead every hit the search ranked, not only those holding two of its words', async () => {
    // "hang" is a slip of "range" for the search, so the range rulings outrank Intermediario's "target ship" ruling while
    // holding one word each; that ruling holds two ("open", "target") but does not lead the ranking.
    const lib = await builtinLibrary();
    const text = `ruleset: pirates-csg
players: [ana, ben, carla]
pieces:
  - { id: frigate, kind: ship, owner: ben }
  - { id: junk, kind: ship, owner: carla }
effects:
  - { id: shot, kind: action, text: "Ana: so your frigate opens up on Carla's junk. Carla: hang on, does Ben get a say in the target?", source: frigate, targets: [junk] }
questions:
  - { ask: who-picks, effect: shot }
`;
    const r = firstAnswer(lib, text).readings!.find((x) => x.effect === 'shot')!;
    expect(r.entry).not.toBe('pirates-csg.abilities.intermediario-place-treasure.placing-treasure-treated-target-ship');
  });
});
