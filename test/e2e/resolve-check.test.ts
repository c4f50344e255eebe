import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturesDir, qm } from '../helpers/run-qm.js';

const demo = ['--rulesets', join(fixturesDir, 'rulesets/engine-demo')];
const mixed = join(fixturesDir, 'situations/engine-demo/mixed.yaml');

describe('qm resolve', () => {
  it('prints the decision, the reasons and the deciding text', () => {
    const r = qm([...demo, 'resolve', mixed]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('q2: who picks for c?');
    expect(r.stdout).toContain('→ ana picks (user).');
    expect(r.stdout).toContain('“For cancelling, the user picks.”');
  });

  it('gives byte-identical JSON on repeat, from a file and from stdin', () => {
    const a = qm([...demo, 'resolve', mixed, '--json']);
    const b = qm([...demo, 'resolve', '-', '--json'], { input: readFileSync(mixed, 'utf8') });
    expect(a.code).toBe(0);
    expect(b.stdout).toBe(a.stdout);
    const answers = JSON.parse(a.stdout).answers;
    expect(answers[1]).toMatchObject({ id: 'q2', ask: 'who-picks', picker: { player: 'ana', role: 'user' } });
    expect(answers[4]).toMatchObject({ ask: 'order', steps: [{ effects: ['bell'] }, { effects: ['st1', 'st2'], chooser: { player: 'ben', role: 'active-player' } }, { effects: ['x'] }] });
  });

  it.each([
    ['unknown-effect.yaml', "unknown-effect.yaml:7:13: unknown effect 'b' (location: questions.0.effect)"],
    ['unknown-ruleset.yaml', "unknown-ruleset.yaml:1:10: unknown ruleset 'pirates-csgg'"],
    ['effect-without-ability.yaml', "effect-without-ability.yaml:3:5: effect 'a' needs an ability, a text, a kind or an entry"],
    ['unknown-ask.yaml', 'unknown-ask.yaml:5:12: Invalid option: expected one of "conflict"|"order"|"who-picks" (location: questions.0.ask)'],
    ['unknown-player.yaml', "unknown-player.yaml:3:9: unknown player 'cy'"],
  ])('refuses %s with exit 2 and one positioned line', (file, message) => {
    const r = qm(['resolve', join(fixturesDir, 'situations/bad', file)]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(message);
  });

  it('refuses an empty standard input without waiting', () => {
    const r = qm(['resolve', '-']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^qm: <stdin>/);
  });
});

describe('qm check', () => {
  it('passes the demo situations (exit 0)', () => {
    const r = qm([...demo, 'check', join(fixturesDir, 'situations/engine-demo')]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('4 passed, 0 failed');
  });

  it('reports a mismatch with exit 1, in every reporter', () => {
    const wrong = readFileSync(mixed, 'utf8').replace('q2: { picker: ana }', 'q2: { picker: cy }');
    const human = qm([...demo, 'check', '-'], { input: wrong });
    expect(human.code).toBe(1);
    expect(human.stdout).toContain('q2 (who-picks): expected picker "cy", got "ana" (user)');
    const junit = qm([...demo, 'check', '-', '--reporter', 'junit'], { input: wrong });
    expect(junit.code).toBe(1);
    expect(junit.stdout).toContain('<failure type="mismatch" message="expected picker &quot;cy&quot;, got &quot;ana&quot; (user)">');
    const json = qm([...demo, 'check', '-', '--reporter', 'json'], { input: wrong });
    expect(JSON.parse(json.stdout)).toMatchObject({ passed: 0, failed: 1, files: [{ status: 'failed' }] });
  });

  it('exits 2 when a file is broken, still reporting the others', () => {
    const r = qm([...demo, 'check', join(fixturesDir, 'situations/engine-demo'), join(fixturesDir, 'situations/bad/unknown-effect.yaml')]);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('4 passed, 0 failed, 1 unreadable');
  });
});

describe('an event house-rule ruleset over pirates-csg (examples/my-event, as in the README workflow)', () => {
  it('lints clean and its rulings pass qm check', () => {
    const event = ['--rulesets', 'examples/my-event'];
    const lint = qm([...event, 'lint', 'examples/my-event']);
    expect(lint.stdout).toContain('0 errors, 0 warnings');
    expect(lint.code).toBe(0);
    const r = qm([...event, 'check', 'examples/my-event/rulings', '--reporter', 'junit']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/<testsuites name="qm check" tests="4" failures="0" errors="0" time="[\d.]+">/);
  });
});
