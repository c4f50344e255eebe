/**
 * Reading, the stage before deciding: an effect is read by its `entry:`, its name, its printed text, and last by its
 * words through the search index. The answer says what each effect was read as, and says so first when its decision
 * rests on a reading by words.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import type { Library } from '../../src/rulesets/entry.js';
import { parseSituation } from '../../src/situation/load-situation.js';
import { requireKnownEntries } from '../../src/situation/read-documents.js';
import { decisionLine } from '../../src/render/decision-line.js';
import { builtinLibrary, firstAnswer } from '../helpers/resolve-text.js';

let lib: Library;
beforeAll(async () => {
  lib = await builtinLibrary();
});

// The Dragon & Flagon sheet: "Actions where the character skips intermediate squares, like Leap or Shadow Step, may
// move across Water squares", over "Characters may not voluntarily move into squares that are off the ships".
const leap = (noWandering: string) => `ruleset: dragon-flagon-pirates
players: [ana, ben]
active: ana
pieces: [{ id: monk, name: Ana's monk, kind: character, owner: ana }]
effects:
  - { id: leap, ability: Leap, source: monk }
  - { id: no-wandering, kind: rule, ${noWandering} }
questions: [{ ask: conflict, effects: [leap, no-wandering] }]
`;

describe('reading the board', () => {
  it('pins an effect to the entry its `entry:` names, by id or by any ref qm show takes', () => {
    for (const ref of ['dragon-flagon-pirates.board.ships-and-gangplanks', 'Ships and gangplanks']) {
      const a = firstAnswer(lib, leap(`entry: "${ref}"`));
      expect(a.readings?.find((r) => r.effect === 'no-wandering')).toMatchObject({ entry: 'dragon-flagon-pirates.board.ships-and-gangplanks', how: 'entry' });
      expect(a.ask === 'conflict' && a.winner).toBe('leap');
      expect(a.assumes).toBeUndefined();
    }
  });

  it('refuses an `entry:` that names nothing in the situation’s rulesets, at its position, with a did-you-mean', () => {
    // "Ships and gangplank" is taken, as `qm show` takes it (another spelling of the name); a gangway is no gangplank.
    expect(() => requireKnownEntries(parseSituation('t.yaml', leap('entry: Ships and gangplank')), lib)).not.toThrow();
    const text = leap('entry: Ships and gangway');
    const loaded = parseSituation('t.yaml', text);
    expect(() => requireKnownEntries(loaded, lib)).toThrow(InputError);
    try {
      requireKnownEntries(loaded, lib);
    } catch (e) {
      expect((e as InputError).message).toMatch(/no entry of dragon-flagon-pirates is 'Ships and gangway'; did you mean 'Ships and gangplanks'/);
      expect((e as InputError).where).toMatchObject({ line: 7 });
    }
  });

  it('reads a judge’s own words through the search index, and says the decision rests on that reading', () => {
    const a = firstAnswer(lib, leap('text: "Ben says nobody gets to wander off the decks into the sea on purpose"'));
    expect(a.readings?.find((r) => r.effect === 'no-wandering')).toMatchObject({ entry: 'dragon-flagon-pirates.board.ships-and-gangplanks', how: 'words' });
    expect(a.ask === 'conflict' && a.winner).toBe('leap');
    expect(a.assumes?.map((x) => x.effect)).toEqual(['no-wandering']);
    expect(decisionLine(a)).toMatch(/^If 'no-wandering' means Ships and gangplanks \(dragon-flagon-pirates\.board\.ships-and-gangplanks\): leap takes precedence\.$/);
  });

  it('with --strict, reads no words: the same board is judged by names and printed texts only', () => {
    const a = firstAnswer(lib, leap('text: "Ben says nobody gets to wander off the decks into the sea on purpose"'), { strict: true });
    expect(a.readings?.find((r) => r.effect === 'no-wandering')).toMatchObject({ entry: null, how: 'none' });
    expect(a.assumes).toBeUndefined();
  });

  it('reads a card name one slip away from a printed card as the entries about that card, which no entry is called', () => {
    const a = firstAnswer(lib, `ruleset: pirates-csg
players: [ana, ben]
active: ana
effects:
  - { id: gunner, ability: Roberto Santanna }
  - { id: other, ability: Helmsman }
questions: [{ ask: conflict, effects: [gunner, other] }]
`);
    const read = a.readings?.find((r) => r.effect === 'gunner');
    expect(read?.entry).toBeTruthy();
    const entry = lib.byId.get(read!.entry!)!;
    expect([...entry.cards, ...entry.quotes.flatMap((q) => q.cards ?? [])].some((c) => c.name === 'Roberto Santana')).toBe(true);
  });

  it('reads one word in common as no ruling: a bare "Move" says nothing about which ruling on moving is meant', () => {
    const a = firstAnswer(lib, leap('ability: Move'));
    expect(a.readings?.find((r) => r.effect === 'no-wandering')).toMatchObject({ how: 'none' });
  });

  it('orders a step too close to several rulings to read as one when each of them places it alike, and says so', () => {
    // "I grab his derelict and drag it home" reads about as well as towing at step 2 or step 7 of the move action (and
    // moving at step 4): every one of them comes before the Captain's shot at step 8b.
    const board = `ruleset: pirates-csg\nplayers: [ana, ben]\nactive: ana\npieces:\n  - { id: ship, kind: ship, owner: ana }\n  - { id: cap, name: Captain, kind: crew, owner: ana }\n  - { id: wreck, kind: ship, owner: ben }\neffects:\n  - { id: shot, ability: Captain, source: cap }\n  - { id: tow, kind: step, text: "I grab his derelict and drag it home", source: ship, targets: [wreck] }\nquestions: [{ ask: order, effects: [shot, tow] }]\n`;
    const a = firstAnswer(lib, board);
    expect(a.ask === 'order' && a.steps.map((s) => s.effects)).toEqual([['tow'], ['shot']]);
    expect(a.assumes?.map((x) => x.effect)).toEqual(['tow']);
    expect(decisionLine(a)).toMatch(/^If 'tow' means MOVE ACTION \(pirates-csg\.lists\.move-action\.step-2\) or /);
  });

  it('takes facts written at the top of a situation as facts about the whole board', () => {
    const board = (extra: string) => `ruleset: pirates-csg\nplayers: [ana, ben]\nactive: ana\n${extra}effects: [{ id: b, ability: Boarding, text: "I won the boarding, I take a crew", controller: ana }]\nquestions: [{ ask: who-picks, effect: b }]\n`;
    const without = firstAnswer(lib, board(''));
    const withFact = firstAnswer(lib, board('loser: ben\n'));
    expect(without.undetermined).toBeTruthy();
    expect(withFact.ask === 'who-picks' && withFact.picker.player).toBe('ben');
  });
});
