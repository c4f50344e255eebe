/**
 * Facts said in a judge's own words: a vocabulary's `said` phrases give a fact no key gives, when one value's phrases
 * alone are found; a key always wins, and a value only the words name is refused by the schema.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../src/rulesets/entry.js';
import { builtinLibrary, resolveText } from '../helpers/resolve-text.js';
import { factDeclSchema } from '../../src/rulesets/vocabulary-schema.js';

let lib: Library;
beforeAll(async () => {
  lib = await builtinLibrary();
});

const parley = (effect: string) =>
  resolveText(lib, `ruleset: pirates-csg
players: [ana, ben]
active: ana
pieces: [{ id: ana-ship, kind: ship, owner: ana }, { id: ben-ship, kind: ship, owner: ben }]
effects:
  - { id: pay, ability: Parley, ${effect}source: ben-ship, targets: [ana-ship] }
questions: [{ ask: who-picks, effect: pay }]
`).resolution.answers[0]!;

describe('facts said in words', () => {
  it('reads where the coin comes from as the choice asked', () => {
    const a = parley('text: "Ben pays so she holds fire: off his boat or from home, he says", ');
    expect(a.ask === 'who-picks' && a.picker.player).toBe('ben');
    expect(a.notes?.some((n) => n.includes('choice: location') && n.includes('"or from home"'))).toBe(true);
  });

  it('leaves the default where the words say nothing of it', () => {
    const a = parley('text: "Ben pays a coin so she holds fire", ');
    expect(a.ask === 'who-picks' && a.picker.role).toBe('random');
  });

  it('lets a key win over the words', () => {
    const a = parley('text: "off his boat or from home", choice: item, ');
    expect(a.ask === 'who-picks' && a.picker.role).toBe('random');
    expect(a.notes?.some((n) => n.includes('from the phrase'))).toBeFalsy();
  });

  it('says why, and what the answer would be without it, only where the fact decided', () => {
    const a = parley('text: "Ben pays so she holds fire: off his boat or from home, he says", ');
    expect(a.notes?.find((n) => n.includes('from the phrase'))).toMatch(/without it: picked by no single player: random/);
    // Two values said at once say neither: the default stands, and no note claims the words.
    const both = parley('text: "from where, and which ship is targeted?", ');
    expect(both.ask === 'who-picks' && both.picker.role).toBe('random');
    expect(both.notes?.some((n) => n.includes('from the phrase'))).toBeFalsy();
  });

  it('ends what the answer would be without the words as one sentence, never with two stops', () => {
    // Without "has nothing to give", the answer depends on the fact, and its question ends with "?": no "?." after it.
    const r = resolveText(lib, `ruleset: pirates-csg
players: [ana, ben]
active: ana
pieces: [{ id: frigate, kind: ship, owner: ana }, { id: sloop, kind: ship, owner: ben }]
effects:
  - { id: broadsides, ability: Broadsides Attack, kind: keyword, source: frigate, targets: [sloop] }
  - { id: parley, ability: Parley, kind: keyword, text: "Ben wants to parley but has nothing to give.", source: sloop }
questions: [{ ask: conflict, effects: [broadsides, parley] }]
`).resolution.answers[0]!;
    const note = r.notes?.find((n) => n.includes('from the phrase'));
    expect(note).toMatch(/without it: undetermined: .*\?\s+Give 'parley-treasure:'/s);
    expect(note).not.toMatch(/[?.]\.\s/);
  });

  it("says so where one effect's words took a fact of the board's default from the others", () => {
    // The Volcano's words tell what its random draw took: the Rum no longer takes 'not drawn' for granted, the answer
    // depends on it, and the note says what it would be had the words not said it.
    const r = resolveText(lib, `ruleset: pirates-csg
players: [ana, ben]
active: ana
pieces: [{ id: brig, kind: ship, owner: ana }]
effects:
  - { id: volcano, ability: Volcano, kind: unique-treasure, source: brig, text: "its draw comes up on the Rum" }
  - { id: rum, ability: Rum, kind: unique-treasure, source: brig }
questions: [{ ask: order, effects: [rum, volcano] }]
`).resolution.answers[0]!;
    expect(r.undetermined).toBeTruthy();
    expect(r.notes?.find((n) => n.includes('randomly-drawn: true'))).toMatch(/without it: 1\. volcano\s+2\. rum/);
  });

  it('reads only the words of an effect that has a text of its own, and lets a piece\'s fact win', () => {
    // A name alone ("Parley") says nothing of the question; a fact written on the source piece beats the words.
    expect(parley('').ask === 'who-picks' && parley('').picker.role).toBe('random');
    const r = resolveText(lib, `ruleset: pirates-csg
players: [ana, ben]
active: ana
pieces: [{ id: ana-ship, kind: ship, owner: ana }, { id: ben-ship, kind: ship, owner: ben, choice: item }]
effects:
  - { id: pay, ability: Parley, text: "off his boat or from home?", source: ben-ship, targets: [ana-ship] }
questions: [{ ask: who-picks, effect: pay }]
`).resolution.answers[0]!;
    expect(r.ask === 'who-picks' && r.picker.role).toBe('random');
  });

  it('reads which tile or where it goes in another ruleset that declares the phrases', () => {
    const r = resolveText(lib, `ruleset: race-to-the-raft-kickstarter
players: [ana, ben]
active: ana
effects:
  - { id: draw, ability: Fire token, text: "Ana's cat took a fire token: which tile comes out for it", controller: ana }
  - { id: where, ability: Fire token, text: "Ana's cat took a fire token: where it goes on the island", controller: ana }
  - { id: told, ability: Fire token, text: "Ana's cat took a fire token, so a tile has to come out for it", controller: ana }
questions: [{ id: q1, ask: who-picks, effect: draw }, { id: q2, ask: who-picks, effect: where }, { id: q3, ask: who-picks, effect: told }]
`).resolution.answers;
    expect(r[0]!.ask === 'who-picks' && r[0]!.picker.role).toBe('random');
    expect(r[1]!.ask === 'who-picks' && r[1]!.picker.player).toBe('ana');
    // Words that only tell the tile coming out narrate the draw every fire tile has: they do not say which is asked.
    expect(r[2]!.depends?.[0]?.fact).toBe('choice');
    // Which tile, and where it goes, asks both: it depends on which is asked.
    const both = resolveText(lib, `ruleset: race-to-the-raft-kickstarter
players: [ana, ben]
active: ana
effects:
  - { id: draw, ability: Fire token, text: "Which tile comes out of the bag, and where does it go?", controller: ana }
questions: [{ id: q1, ask: who-picks, effect: draw }]
`).resolution.answers[0]!;
    expect(both.depends?.[0]?.fact).toBe('choice');
  });

  it('refuses a value the fact does not list', () => {
    const r = factDeclSchema.safeParse({ fact: 'choice', values: ['item', 'location'], ask: 'Which?', said: { where: ['from where'] } });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['said', 'where']);
  });
});
