/** Symmetric choosers, the pair relations targeted-by-other and same-user-as-other, and floating effects, on a made-up ruleset (engine-relations). */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../src/rulesets/entry.js';
import { loadFromYaml } from '../../src/rulesets/library.js';
import { firstAnswer } from '../helpers/resolve-text.js';
import { fixturesDir } from '../helpers/run-qm.js';

let lib: Library;

beforeAll(async () => {
  const { library, findings } = await loadFromYaml([{ dir: join(fixturesDir, 'rulesets/engine-relations'), builtin: false }]);
  expect(findings.errors).toEqual([]);
  lib = library;
});

const head = 'ruleset: engine-relations\nplayers: [a, b]\nactive: a\npieces: [{ id: p, owner: a }, { id: q, owner: b }, { id: r, owner: a }]\n';
const answer = (text: string) => firstAnswer(lib, head + text);

describe('a prefer whose winner and loser fit both effects', () => {
  it('lets its chooser choose when both have the same one', () => {
    const a = answer('effects: [{ id: x, text: a charm, source: p, copy: true }, { id: y, text: a charm, source: r, copy: true }]\nquestions: [{ ask: conflict, effects: [x, y] }]\n');
    expect(a.ask === 'conflict' && [a.winner, a.chooser?.player]).toEqual([null, 'a']);
    expect(a.cites).toContain('engine-relations.charms');
  });
  it('is undetermined when the two effects have different choosers', () => {
    const a = answer('effects: [{ id: x, text: a charm, source: p, copy: true }, { id: y, text: a charm, source: q, copy: true }]\nquestions: [{ ask: conflict, effects: [x, y] }]\n');
    expect(a.because.join(' ')).toMatch(/different controllers/);
  });
  it('says nothing when its facts do not hold', () => {
    const a = answer('effects: [{ id: x, text: a charm, source: p, copy: false }, { id: y, text: a charm, source: r, copy: false }]\nquestions: [{ ask: conflict, effects: [x, y] }]\n');
    expect(a.because.join(' ')).toMatch(/No ruling of engine-relations settles/);
  });
});

describe('targeted-by-other', () => {
  it('holds for the effect whose source the other effect targets', () => {
    const a = answer('effects: [{ id: x, text: a hex, source: p, targets: [q] }, { id: y, text: a hex, source: q, targets: [r] }]\nquestions: [{ ask: conflict, effects: [y, x] }]\n');
    expect(a.ask === 'conflict' && a.winner).toBe('x');
  });
  it('decides nothing when neither effect targets the other one\'s source', () => {
    const a = answer('effects: [{ id: x, text: a hex, source: p, targets: [r] }, { id: y, text: a hex, source: q, targets: [r] }]\nquestions: [{ ask: conflict, effects: [x, y] }]\n');
    expect(a.undetermined).toBeDefined();
  });
});

describe('same-user-as-other', () => {
  it('holds for an effect whose user is not the other effect\'s user', () => {
    const a = answer('effects: [{ id: t, text: a toll, source: p, controller: b }, { id: w, text: a waiver, source: r }]\nquestions: [{ ask: conflict, effects: [w, t] }]\n');
    expect(a.ask === 'conflict' && a.winner).toBe('t');
  });
  it('does not for one user, nor when a user is not given', () => {
    const one = answer('effects: [{ id: t, text: a toll, source: p }, { id: w, text: a waiver, source: r }]\nquestions: [{ ask: conflict, effects: [w, t] }]\n');
    expect(one.undetermined).toBeDefined();
    const unsaid = answer('effects: [{ id: t, text: a toll }, { id: w, text: a waiver, source: r }]\nquestions: [{ ask: conflict, effects: [w, t] }]\n');
    expect(unsaid.undetermined).toBeDefined();
  });
});

describe('float', () => {
  const effects = 'effects: [{ id: m, kind: step, text: muster, source: p }, { id: w, kind: step, text: walk, source: p }, { id: s, text: a song, source: p }, { id: h, kind: step, text: halt, source: p }]\n';
  it('orders a floating effect after the steps before its range and before the steps after it', () => {
    const a = answer(`${effects}questions: [{ ask: order, effects: [h, s, m] }]\n`);
    expect(a.ask === 'order' && a.steps.map((x) => x.effects)).toEqual([['m'], ['s'], ['h']]);
  });
  it('leaves it free against a step in its range, with the float\'s chooser ordering them', () => {
    const a = answer(`${effects}questions: [{ ask: order, effects: [s, w] }]\n`);
    expect(a.ask === 'order' && a.steps.map((x) => [...x.effects].sort())).toEqual([['s', 'w']]);
    expect(a.ask === 'order' && a.steps[0]!.chooser?.player).toBe('a');
    expect(a.cites).toContain('engine-relations.march');
  });
});
