/** The engine's semantics on a made-up ruleset (test/fixtures/rulesets/engine-demo), independent of any game's data. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compare } from '../../src/check/compare.js';
import { runChecks } from '../../src/check/run-checks.js';
import type { Library } from '../../src/rulesets/entry.js';
import { loadFromYaml } from '../../src/rulesets/library.js';
import { firstAnswer, resolveText } from '../helpers/resolve-text.js';
import { fixturesDir } from '../helpers/run-qm.js';

const situations = join(fixturesDir, 'situations/engine-demo');
let lib: Library;

beforeAll(async () => {
  const { library, findings } = await loadFromYaml([{ dir: join(fixturesDir, 'rulesets/engine-demo'), builtin: false }]);
  expect(findings.errors).toEqual([]);
  lib = library;
});

describe('resolver engine', () => {
  it('answers every demo situation as its expect says', () => {
    const files = readdirSync(situations).map((f) => join(situations, f));
    const results = runChecks(lib, files);
    for (const r of results) expect({ file: r.file, status: r.status, mismatches: r.questions.flatMap((q) => q.mismatches) }).toEqual({ file: r.file, status: 'passed', mismatches: [] });
  });

  it('draws because and cites from the proof, and cites only entries that exist', () => {
    const { answers } = resolveText(lib, readFileSync(join(situations, 'mixed.yaml'), 'utf8')).resolution;
    for (const a of answers) {
      expect(a.because).toEqual(a.proof.map((p) => p.says));
      expect(a.cites).toEqual([...new Set(a.proof.flatMap((p) => p.cites))]);
      for (const id of a.cites) expect(lib.byId.has(id), id).toBe(true);
    }
  });

  it('lets an exception to an exception decide, citing all three rulings', () => {
    const a = firstAnswer(lib, 'ruleset: engine-demo\nplayers: [a, b]\npieces: [{ id: p, owner: a }, { id: q, owner: b }]\neffects: [{ id: m, ability: Mirror, text: cancel it, source: p, targets: [q] }]\nquestions: [{ ask: who-picks, effect: m }]\n');
    expect(a.ask === 'who-picks' && a.picker).toEqual({ player: null, role: 'random' });
    expect(a.cites).toEqual(['engine-demo.pick', 'engine-demo.pick.cancel', 'engine-demo.pick.cancel.mirror']);
  });

  it('keeps the sides of an apart ruling apart: an effect that fits both is on neither', () => {
    const ask = (x: string, y: string) => firstAnswer(lib, `ruleset: engine-demo\neffects: [{ id: s, text: ${x} }, { id: t, text: ${y} }]\nquestions: [{ ask: conflict, effects: [s, t] }]\n`);
    const plain = ask('Swing the sword.', 'Wear armour.');
    expect(plain.ask === 'conflict' && plain.winner).toBe('s');
    const both = ask('Swing the sword.', 'Sword-proof armour.');
    expect(both.ask === 'conflict' && both.winner).not.toBe('s');
    expect(both.considered?.map((c) => c.why)).toContain("'t' (\"Sword-proof armour.\") fits both its winner and its loser, and it keeps the two apart");
  });

  it('reads whose turn it is: a ruling about what another player does holds only for them', () => {
    const ask = (owner: string) => firstAnswer(lib, `ruleset: engine-demo\nplayers: [a, b]\nactive: a\npieces: [{ id: p, owner: ${owner} }]\neffects: [{ id: c, ability: Curfew }, { id: d, ability: Drill, source: p }]\nquestions: [{ ask: conflict, effects: [c, d] }]\n`);
    const other = ask('b');
    expect(other.ask === 'conflict' && other.winner).toBe('c');
    const own = ask('a');
    expect(own.ask === 'conflict' && own.winner).not.toBe('c');
  });

  it('reads a missing fact as its default, and says so when the default decided and the fact asks to be reminded', () => {
    const ask = (weather: string) => firstAnswer(lib, `ruleset: engine-demo\neffects: [{ id: s, ability: Sail }, { id: o, ability: Oar${weather} }]\nquestions: [{ ask: conflict, effects: [s, o] }]\n`);
    const storm = ask(', weather: storm');
    expect(storm.ask === 'conflict' && storm.winner).toBe('s');
    expect((storm.notes ?? []).filter((n) => n.includes('default'))).toEqual([]);
    const untold = ask('');
    expect(untold.ask === 'conflict' && untold.winner).not.toBe('s');
    expect(untold.notes?.filter((n) => n.includes('default'))).toEqual(["'weather' was taken as calm, its default; if storm: s takes precedence. Is there a storm?"]);
  });

  it('recognises a card text with one mistyped word, says so, and reads the text as printed', () => {
    const a = firstAnswer(lib, 'ruleset: engine-demo\neffects: [{ id: h, text: This ship may smassh one ship within S. }, { id: s, ability: Shield }]\nquestions: [{ ask: conflict, effects: [h, s] }]\n');
    expect(a.ask === 'conflict' && a.winner).toBe('h');
    expect(a.notes?.join('\n')).toContain('was taken as engine-demo.hammer by a text one mistyped word from its card text ("this ship may smash one ship within s")');
    const two = firstAnswer(lib, 'ruleset: engine-demo\neffects: [{ id: h, text: This shipp may smassh one ship within S. }, { id: s, ability: Shield }]\nquestions: [{ ask: conflict, effects: [h, s] }]\n');
    // Two slips are more than one mistyped word: not taken as the card's text. Read by its words instead, a decision
    // for it says that it rests on that reading.
    expect(two.notes?.join('\n') ?? '').not.toContain('mistyped word');
    expect(two.ask === 'conflict' && two.winner === 'h' ? two.assumes?.map((x) => x.effect) : ['h']).toEqual(['h']);
  });

  it('says undetermined, and why, when no ruling matches', () => {
    const a = firstAnswer(lib, 'ruleset: engine-demo\neffects: [{ id: e, text: Sing a song. }]\nquestions: [{ ask: who-picks, effect: e }]\n');
    expect(a.undetermined).toMatch(/No ruling of engine-demo says who picks/);
    expect(a.ask === 'who-picks' && a.picker.player).toBeNull();
  });

  it('names the missing fact when a role has no player in the situation', () => {
    const a = firstAnswer(lib, 'ruleset: engine-demo\neffects: [{ id: e, text: lose a crew }]\nquestions: [{ ask: who-picks, effect: e }]\n');
    expect(a.ask === 'who-picks' && a.picker).toEqual({ player: null, role: 'defender' });
    expect(a.undetermined).toMatch(/'targets' with one controller/);
  });

  it('does not let an effect matching both sides of a before-ruling order itself', () => {
    const text = 'ruleset: engine-demo\neffects: [{ id: b1, ability: Bell, text: At the start of your turn ring. }, { id: b2, ability: Bell }]\nquestions: [{ ask: order, effects: [b1, b2] }]\n';
    const a = firstAnswer(lib, text);
    // b1 is both a bell and a start-of-turn effect, so "bell before start-of-turn" orders b2 before b1 only.
    expect(a.ask === 'order' && a.steps.map((s) => s.effects)).toEqual([['b2'], ['b1']]);
  });

  it('gives the same answer twice (determinism)', () => {
    const text = readFileSync(join(situations, 'mixed.yaml'), 'utf8');
    expect(JSON.stringify(resolveText(lib, text).resolution)).toBe(JSON.stringify(resolveText(lib, text).resolution));
  });
});

describe('conflicts of three or more effects, precedence and honesty', () => {
  const board = `ruleset: engine-demo
players: [ana, ben]
active: ana
pieces: [{ id: p1, kind: ship, owner: ana }, { id: p2, kind: ship, owner: ben }, { id: p3, kind: ship, owner: ana }]
effects:
  - { id: never, text: "This ship can never be boarded.", source: p1 }
  - { id: may1, text: "This ship may move again.", source: p1 }
  - { id: may2, text: "This ship may stay.", source: p3 }
  - { id: may3, text: "This ship may sink.", source: p2 }
  - { id: rule, kind: rule, text: "A ship moves once a turn." }
`;
  it('gives the win to the effect that beats every other', () => {
    const a = firstAnswer(lib, `${board}questions: [{ ask: conflict, effects: [may1, never, may3] }]\n`);
    expect(a.ask === 'conflict' && a.winner).toBe('never');
    expect(a.undetermined).toBeUndefined();
  });

  it('is undetermined, naming the open pairs, when no effect beats all the others', () => {
    const a = firstAnswer(lib, `${board}questions: [{ ask: conflict, effects: [may1, may3, rule] }]\n`);
    expect(a.ask === 'conflict' && a.winner).toBeNull();
    expect(a.undetermined).toMatch(/open: may1 against may3/);
    expect(a.undetermined).not.toMatch(/rule against/);
  });

  it('lets one player choose when every pair is theirs to choose', () => {
    const a = firstAnswer(lib, `${board}questions: [{ ask: conflict, effects: [may1, may2] }]\n`);
    expect(a.ask === 'conflict' && a.chooser).toEqual({ player: 'ana', role: 'controller' });
  });

  it('reads the hierarchy from the vocabulary: engine-demo tries holds-over-abilities before not-an-ability', () => {
    const kn = lib.rulesets.find((r) => r.id === 'engine-demo')!.vocabulary!;
    expect(kn.precedence?.conflict?.indexOf('holds-over-abilities')).toBeLessThan(kn.precedence!.conflict!.indexOf('not-an-ability'));
  });

  it('records where each deciding directive is written and what fired', () => {
    const a = firstAnswer(lib, `${board}questions: [{ ask: conflict, effects: [rule, may1] }]\n`);
    const step = a.proof.find((p) => p.rule === 'ability-over-rule')!;
    expect(step.at).toMatch(/directives\.yaml:\d+/);
    expect(step.fired).toEqual(['winner.counts-as: ability (may1)', 'loser.counts-as: rule (rule)']);
  });

  it('makes qm check fail an undetermined answer that was not expected as one', () => {
    const a = firstAnswer(lib, `${board}questions: [{ ask: conflict, effects: [may1, may3] }]\n`);
    expect(a.undetermined).toBeDefined();
    expect(compare({ winner: null }, a)).toEqual([expect.stringMatching(/^expected an answer, got undetermined/)]);
    expect(compare({ undetermined: true }, a)).toEqual([]);
  });
});
