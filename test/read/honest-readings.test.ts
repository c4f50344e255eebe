/**
 * Honest about guesses: where a decision would rest on what a judge's own words were read as, or on a general rule
 * that does not fit what was read, the answer stays open rather than firm and possibly wrong.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../src/rulesets/entry.js';
import { builtinLibrary, firstAnswer } from '../helpers/resolve-text.js';

let lib: Library;
beforeAll(async () => {
  lib = await builtinLibrary();
});

// The Pirate Game: "it is still in play! (Chest handles don't count though)", against getting the chest off the board.
const chest = (kind: string, said = 'Cleo says part') => `ruleset: lego-pirate-game
players: [cleo, dev]
active: dev
effects:
  - { id: off, ability: getting the chest off the board }
  - { id: part, ${kind}text: "${said} of the chest is still on the board so it is still in play" }
questions: [{ ask: conflict, effects: [off, part] }]
`;

describe('answers that rest on a reading', () => {
  it('a claim read as a ruling, that wins only as that ruling, depends on whether it states the ruling or disputes it', () => {
    const a = firstAnswer(lib, chest(''));
    expect(a.undetermined).toMatch(/depends on what 'part' means/);
    expect(a.depends?.map((b) => b.value)).toEqual(['lego-pirate-game.winning.chest-length', 'something else']);
  });

  it('a rule the judge states in their own words is the ruling in force: the answer stands, saying what it rests on', () => {
    const a = firstAnswer(lib, chest('kind: rule, ', 'Part'));
    expect(a.ask === 'conflict' && a.winner).toBe('part');
    expect(a.assumes?.map((x) => x.effect)).toEqual(['part']);
  });

  it("given as a rule but in a player's voice, it is still that player's claim: it depends on what the words mean", () => {
    const a = firstAnswer(lib, chest('kind: rule, '));
    expect(a.undetermined).toMatch(/depends on what 'part' means/);
    expect(a.depends?.map((b) => b.value)).toEqual(['lego-pirate-game.winning.chest-length', 'something else']);
  });

  it('does not hand effects read only by their words to the active player as happening at the same time', () => {
    const a = firstAnswer(lib, `ruleset: lego-pirate-game
players: [cleo, dev]
active: dev
pieces: [{ id: gunner, name: Red Soldier, kind: minifig, owner: dev }]
effects:
  - { id: fire, kind: action, text: "Dev wants his soldier to fire at Cleo's captain straight away", source: gunner }
  - { id: run, kind: move, text: "and afterwards run his soldier six studs back behind the wall", source: gunner }
questions: [{ ask: order, effects: [fire, run] }]
`);
    expect(a.undetermined).toBeTruthy();
    expect(a.because.join(' ')).toMatch(/only from the words given, so nothing says whether/);
  });

  // Luddite's Revenge goes after a shoot action: that orders each shot before its removal, not the shots as one moment.
  const shots = (second: string, extra = '') => `ruleset: pirates-csg
players: [ana, ben]
active: ben
pieces: [{ id: brig, kind: ship, owner: ben }, { id: sloop, kind: ship, owner: ben }, { id: junk, kind: ship, owner: ana }]
effects:
  - { id: miss, kind: step, text: "Ben fires the brig and all his dice miss", source: brig }
  - { id: hit, kind: step, text: "${second} fires and takes down a mast", source: ${second === 'his sloop' ? 'sloop' : 'brig'} }
  - { id: removed, ability: "Luddite's Revenge", kind: unique-treasure, source: brig }
${extra}questions: [{ ask: order, effects: [miss, hit, removed${extra ? ', early' : ''}] }]
`;

  it('lets a ruling that puts every effect of a step before one other effect hand that step to the active player', () => {
    const a = firstAnswer(lib, shots('his sloop'));
    expect(a.ask === 'order' && a.steps.map((s) => s.effects)).toEqual([['miss', 'hit'], ['removed']]);
  });

  it('does not, where another effect of that step is one the ruling does not place', () => {
    const a = firstAnswer(lib, shots('his sloop', `  - { id: early, ability: "Luddite's Revenge", kind: unique-treasure, text: "Ben: I've done my shooting, so it comes off", source: brig }\n`));
    expect(a.undetermined).toBeTruthy();
    expect(a.because.join(' ')).toMatch(/'miss'.*only from the words given, so nothing says whether/);
  });

  it('does not for two effects of one piece: a ship shoots twice one shot after the other', () => {
    const a = firstAnswer(lib, shots('later the brig'));
    expect(a.undetermined).toBeTruthy();
    expect(a.because.join(' ')).toMatch(/'miss'.*'hit'.*only from the words given, so nothing says whether/);
  });
});

describe('general rules that do not fit what was read', () => {
  it('"abilities beat rules" stands aside when the rule is read as a ruling on the ability itself', () => {
    const a = firstAnswer(lib, `ruleset: pirates-csg
players: [ana, ben]
active: ben
pieces: [{ id: ben-ship, kind: ship, owner: ben }, { id: ana-ship, kind: ship, owner: ana }]
effects:
  - { id: sword, ability: Viking Sword, kind: unique-treasure, text: "+1 to my boarding rolls", source: ben-ship }
  - { id: objection, kind: rule, text: "the Viking treasures came from a mail-in promotion and have no official abilities", source: ana-ship }
questions: [{ ask: conflict, effects: [sword, objection] }]
`);
    expect(a.undetermined).toBeTruthy();
    expect(a.considered?.some((c) => /read as one entry and its rulings/.test(c.why))).toBe(true);
  });

  it('still lets the general stacking rule decide two named copies of one ability on one ship', () => {
    const a = firstAnswer(lib, `ruleset: pirates-csg
players: [ana, ben]
active: ana
pieces: [{ id: ship, kind: ship, owner: ana }, { id: h1, name: Helmsman, kind: crew, owner: ana }, { id: h2, name: Helmsman, kind: crew, owner: ana }]
effects:
  - { id: a, ability: Helmsman, source: h1, same-ability: true, same-ship: true }
  - { id: b, ability: Helmsman, source: h2, same-ability: true, same-ship: true }
questions: [{ ask: conflict, effects: [a, b] }]
`);
    expect(a.ask === 'conflict' && a.chooser?.player).toBe('ana');
    expect(a.cites).toContain('pirates-csg.abilities-general.stacking-abilities.same-trigger-same-effect');
  });

  it('reads the level of a card named in table talk from its printed text, not from "no, I push it back"', () => {
    const a = firstAnswer(lib, `ruleset: pirates-csg
players: [ana, ben]
active: ana
pieces: [{ id: ana-ship, kind: ship, owner: ana }, { id: ben-ship, kind: ship, owner: ben }]
effects:
  - { id: thor, ability: Runes of Thor, kind: unique-treasure, text: "I nudge that die up one", source: ana-ship }
  - { id: loki, ability: Runes of Loki, kind: unique-treasure, text: "no you don't, I nudge it back down", source: ben-ship }
questions: [{ ask: conflict, effects: [thor, loki] }]
`);
    expect(a.ask === 'conflict' && a.winner).toBeFalsy();
    expect(a.because.join(' ')).not.toMatch(/level "not"/);
  });

  // The Kraken against a range claim the rulesets read as nothing: reported as what Ben says, it is his account of a
  // rule (perhaps of the Kraken's own reach), not a rule of the game that "abilities beat rules" could put below it.
  const claim = (text: string) => `ruleset: pirates-csg
players: [ana, ben]
active: ana
pieces: [{ id: beast, name: Kraken, kind: sea creature, owner: ana }, { id: brig, kind: ship, owner: ben }]
effects:
  - { id: grab, ability: Kraken, text: "my octopus wraps up your brig", source: beast, targets: [brig] }
  - { id: far, kind: rule, text: "${text}" }
questions: [{ ask: conflict, effects: [grab, far] }]
`;

  it('"abilities beat rules" does not weigh a rule a player is reported claiming that is read as no ruling', () => {
    for (const said of ['Ben says nope, too far', 'Ben: nope, too far']) {
      const a = firstAnswer(lib, claim(said));
      expect(a.undetermined).toBeTruthy();
      expect(a.considered?.some((c) => /a player's account of a rule/.test(c.why))).toBe(true);
    }
  });

  it('still lets "abilities beat rules" weigh the same words given as the rule itself, read as a rule of the game', () => {
    const a = firstAnswer(lib, claim('too far away to shoot, the range rule says no'));
    expect(a.ask === 'conflict' && a.winner).toBe('grab');
  });

  it('leaves "abilities beat rules, unless stated otherwise" open for a rule whose words come close to no ruling', () => {
    // "nope, too far" may be the Kraken's own reach: whether the document states otherwise cannot be told.
    const a = firstAnswer(lib, claim('nope, too far'));
    expect(a.ask).toBe('conflict');
    expect(a.ask === 'conflict' && a.winner).toBeFalsy();
    expect(a.considered?.some((c) => /unless the document states otherwise/.test(c.why))).toBe(true);
  });

  it('declares no tie for an ability read as nothing whose words name no level', () => {
    const a = firstAnswer(lib, `ruleset: pirates-csg
players: [ana, ben]
active: ana
pieces: [{ id: ship, kind: ship, owner: ana }]
effects:
  - { id: known, ability: Helmsman, source: ship }
  - { id: unknown, ability: Zorbulon Quux, source: ship }
questions: [{ ask: conflict, effects: [known, unknown] }]
`);
    expect(a.ask === 'conflict' && a.chooser).toBeFalsy();
    expect(a.undetermined).toBeTruthy();
    expect(a.considered?.some((c) => /its level is not known/.test(c.why))).toBe(true);
  });

  it('does not place a name it does not know, with no text, below a card\'s "do not": its level is not known', () => {
    const a = firstAnswer(lib, `ruleset: pirates-csg
players: [ana, ben]
active: ana
pieces: [{ id: ship, name: Tsuru, kind: ship, owner: ana }, { id: brig, kind: ship, owner: ben }]
effects:
  - { id: stuck, ability: Zorbulon Quux, source: ship }
  - { id: push, ability: Move enemy ship ability, source: ship, targets: [brig] }
questions: [{ ask: conflict, effects: [stuck, push] }]
`);
    expect(a.ask === 'conflict' && a.winner).toBeFalsy();
    expect(a.considered?.some((c) => /has no text and is recognised as nothing: its level is not known/.test(c.why))).toBe(true);
  });

  it("a rung for what kind of rule an effect is (the base game's) does not place a player's claim read as no ruling", () => {
    const board = (said: string) => `ruleset: race-to-the-raft-kickstarter
players: [xan, yas]
active: xan
effects:
  - { id: place, ability: hybrid fire tile, text: "Xan lays the hybrid tile down" }
  - { id: objection, kind: rule, text: "${said}" }
questions: [{ ask: conflict, effects: [place, objection] }]
`;
    expect(firstAnswer(lib, board('Yas says nope, not like that')).undetermined).toBeTruthy();
    const stated = firstAnswer(lib, board('nope, not like that'));
    expect(stated.ask === 'conflict' && stated.winner).toBe('place');
  });

  // Race to the Raft: "it is up to the current player to decide where any objective tokens and fire tiles will go".
  const placing = (text: string) => `ruleset: race-to-the-raft-kickstarter
players: [kim, lou]
active: kim
effects:
  - { id: piece, kind: step, text: "${text}" }
questions: [{ ask: who-picks, effect: piece }]
`;

  it('answers who picks for words read as no ruling when every ruling they may mean names one chooser, saying so', () => {
    const a = firstAnswer(lib, placing("Kim's map token has to go back on a square of her new card"));
    expect(a.ask === 'who-picks' && a.picker.player).toBe('kim');
    expect(a.assumes?.map((x) => x.effect)).toEqual(['piece']);
  });

  it('leaves who picks open where the rulings those words may mean do not decide alike', () => {
    // Step iii or iv: which tile comes out of the bag is chance, where it goes is the current player's.
    const a = firstAnswer(lib, placing("Kim's regular fire tile once her path is down, still to be put on the island"));
    expect(a.undetermined).toBeTruthy();
    expect(a.assumes).toBeUndefined();
  });
});

