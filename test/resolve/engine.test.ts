/** The engine's semantics on a made-up ruleset (test/fixtures/rulesets/engine-demo), independent of any game's data. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runChecks } from '../../src/check/run-checks.js';
import type { Library } from '../../src/rulesets/entry.js';
import { loadFromYaml } from '../../src/rulesets/library.js';
import { resolveSituation } from '../../src/resolve/resolve-situation.js';
import { parseSituation } from '../../src/situation/load-situation.js';
import { fixturesDir } from '../helpers/run-qm.js';

const situations = join(fixturesDir, 'situations/engine-demo');
let lib: Library;

beforeAll(async () => {
  const { library, findings } = await loadFromYaml([{ dir: join(fixturesDir, 'rulesets/engine-demo'), builtin: false }]);
  expect(findings.errors).toEqual([]);
  lib = library;
});

const resolveText = (text: string) => resolveSituation(lib, parseSituation('t.yaml', text).situation);

describe('resolver engine', () => {
  it('answers every demo situation as its expect says', () => {
    const files = readdirSync(situations).map((f) => join(situations, f));
    const results = runChecks(lib, files);
    for (const r of results) expect({ file: r.file, status: r.status, mismatches: r.questions.flatMap((q) => q.mismatches) }).toEqual({ file: r.file, status: 'passed', mismatches: [] });
  });

  it('draws because and cites from the proof, and cites only entries that exist', () => {
    const { answers } = resolveSituation(lib, parseSituation('m.yaml', readFileSync(join(situations, 'mixed.yaml'), 'utf8')).situation);
    for (const a of answers) {
      expect(a.because).toEqual(a.proof.map((p) => p.says));
      expect(a.cites).toEqual([...new Set(a.proof.flatMap((p) => p.cites))]);
      for (const id of a.cites) expect(lib.byId.has(id), id).toBe(true);
    }
  });

  it('lets an exception to an exception decide, citing all three rulings', () => {
    const r = resolveText('ruleset: engine-demo\nplayers: [a, b]\npieces: [{ id: p, owner: a }, { id: q, owner: b }]\neffects: [{ id: m, ability: Mirror, text: cancel it, source: p, targets: [q] }]\nquestions: [{ ask: who-picks, effect: m }]\n');
    const a = r.answers[0]!;
    expect(a.ask === 'who-picks' && a.picker).toEqual({ player: null, role: 'random' });
    expect(a.cites).toEqual(['engine-demo.pick', 'engine-demo.pick.cancel', 'engine-demo.pick.cancel.mirror']);
  });

  it('says undetermined, and why, when no ruling matches', () => {
    const r = resolveText('ruleset: engine-demo\neffects: [{ id: e, text: Sing a song. }]\nquestions: [{ ask: who-picks, effect: e }]\n');
    const a = r.answers[0]!;
    expect(a.undetermined).toMatch(/No ruling of engine-demo says who picks/);
    expect(a.ask === 'who-picks' && a.picker.player).toBeNull();
  });

  it('names the missing fact when a role has no player in the situation', () => {
    const r = resolveText('ruleset: engine-demo\neffects: [{ id: e, text: lose a crew }]\nquestions: [{ ask: who-picks, effect: e }]\n');
    const a = r.answers[0]!;
    expect(a.ask === 'who-picks' && a.picker).toEqual({ player: null, role: 'defender' });
    expect(a.undetermined).toMatch(/'targets' with one controller/);
  });

  it('does not let an effect matching both sides of a before-ruling order itself', () => {
    const text = 'ruleset: engine-demo\neffects: [{ id: b1, ability: Bell, text: At the start of your turn ring. }, { id: b2, ability: Bell }]\nquestions: [{ ask: order, effects: [b1, b2] }]\n';
    const a = resolveText(text).answers[0]!;
    // b1 is both a bell and a start-of-turn effect, so "bell before start-of-turn" orders b2 before b1 only.
    expect(a.ask === 'order' && a.steps.map((s) => s.effects)).toEqual([['b2'], ['b1']]);
  });

  it('gives the same answer twice (determinism)', () => {
    const text = readFileSync(join(situations, 'mixed.yaml'), 'utf8');
    expect(JSON.stringify(resolveText(text))).toBe(JSON.stringify(resolveText(text)));
  });
});
