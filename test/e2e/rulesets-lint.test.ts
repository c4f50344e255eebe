import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturesDir, qm } from '../helpers/run-qm.js';

const ids = ['pirates-csg', 'krosmaster-island-i', 'dragon-flagon-pirates', 'lego-pirate-game', 'race-to-the-raft-kickstarter'];

describe('qm rulesets', () => {
  it('lists the five built-in rulesets with sources and counts', () => {
    const r = qm(['rulesets']);
    expect(r.code).toBe(0);
    for (const id of ids) expect(r.stdout).toContain(id);
    expect(r.stdout).toContain('source: The Pirate Code (Errata and Clarifications), December 2016');
    expect(r.stdout).toMatch(/entries: \d{4}/);
  });

  it('prints JSON with entry counts', () => {
    const r = qm(['rulesets', '--json']);
    expect(r.code).toBe(0);
    const data = JSON.parse(r.stdout) as { rulesets: { id: string; entries: number }[] };
    expect(data.rulesets.map((x) => x.id).sort()).toEqual([...ids].sort());
    for (const x of data.rulesets) expect(x.entries).toBeGreaterThan(10);
  });
});

describe('qm lint', () => {
  it('passes on the shipped rulesets', () => {
    const r = qm(['lint']);
    expect(r.stdout).toMatch(/^0 errors, 0 warnings in 5 rulesets \(\d+ entries\)$/m);
    expect(r.code).toBe(0);
  });

  it('exits 1 and lists each problem with its position', () => {
    const r = qm(['lint', 'test/fixtures/rulesets/dangling', 'test/fixtures/rulesets/misspelt-key']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("test/fixtures/rulesets/dangling/entries/rules.yaml:3:9  error  'dangling.rules.first' links to unknown entry 'dangling.rules.second'  (see-links)");
    expect(r.stdout).toContain("test/fixtures/rulesets/misspelt-key/entries/rules.yaml:6:5  error  unknown key 'childern' (location: entries.0.childern)  (schema)");
    expect(r.stdout).toMatch(/^2 errors, 0 warnings in 2 rulesets/m);
  });

  it('finds directive problems: unknown references, directives citing a heading, precedence cycles, chooser gaps', () => {
    const r = qm(['lint', join(fixturesDir, 'rulesets/directive-problems')]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("directives.yaml:5:14  error  chooser directive on directive-problems.pick-one: cites names unknown entry 'directive-problems.nowhere'  (directive-references)");
    expect(r.stdout).toContain('a heading with no ruling text to cite');
    expect(r.stdout).toContain('precedence cycle: directive-problems.a over … over directive-problems.b');
    expect(r.stdout).toContain('neither overrides the other');
    expect(r.stdout).toContain('3 errors, 1 warning');
  });

  it('lints one file of a ruleset', () => {
    const r = qm(['lint', 'test/fixtures/rulesets/duplicate-id/entries/rules.yaml', '--json']);
    expect(r.code).toBe(1);
    const data = JSON.parse(r.stdout) as { errors: { rule: string; line: number }[] };
    expect(data.errors.map((e) => e.rule).sort()).toEqual(['id-starts-with-ruleset', 'unique-entry-ids', 'unique-entry-ids']);
  });

  it('exits 2 for a path that does not exist', () => {
    const r = qm(['lint', 'nowhere']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('qm: nowhere: no such file or folder\n');
  });
});

describe('qm itself', () => {
  it('prints its version', () => {
    const r = qm(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('shows help with examples', () => {
    const r = qm(['show', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('qm show RF-056');
  });

  it('exits 2 on an unknown command', () => {
    const r = qm(['bogus']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("unknown command 'bogus'");
  });
});
