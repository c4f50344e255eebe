import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Library } from '../../src/rulesets/entry.js';
import type { Findings } from '../../src/rulesets/problem.js';
import { builtinRulesetDirs, loadFromYaml } from '../../src/rulesets/library.js';
import { repoRoot } from '../helpers/run-qm.js';

let library: Library;
let findings: Findings;
beforeAll(async () => {
  ({ library, findings } = await loadFromYaml(builtinRulesetDirs().map((dir) => ({ dir, builtin: true }))));
});

describe('the built-in corpus', () => {
  it('loads every ruleset with no error and no warning', () => {
    expect(findings.errors).toEqual([]);
    expect(findings.warnings).toEqual([]);
    expect(library.rulesets.map((r) => r.id).sort()).toEqual([
      'dragon-flagon-pirates', 'krosmaster-island-i', 'lego-pirate-game', 'pirates-csg', 'race-to-the-raft-kickstarter',
    ]);
  });

  it('has unique ids that start with their ruleset id', () => {
    const ids = library.entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of library.entries) expect(e.id.startsWith(`${e.ruleset}.`)).toBe(true);
  });

  it('keeps every published entry id (ids are stable: add new ones, never rename)', () => {
    const published = readFileSync(new URL('entry-ids.txt', import.meta.url), 'utf8').split('\n').filter(Boolean);
    const missing = published.filter((id) => !library.byId.has(id));
    expect(missing).toEqual([]);
  });

  it('encodes the Pirate Code at its full size', () => {
    const count = library.rulesets.find((r) => r.id === 'pirates-csg')!.entryCount;
    expect(count).toBeGreaterThan(1500);
  });

  const spots = parse(readFileSync(new URL('spot-checks.yaml', import.meta.url), 'utf8')) as { id: string; text: string; seed: string }[];
  it('spot-checks at least 40 entries across all five documents', () => {
    expect(spots.length).toBeGreaterThanOrEqual(40);
    expect(new Set(spots.map((s) => s.id.split('.')[0])).size).toBe(5);
  });
  it.each(spots.map((s) => [s.id, s.text]))('%s has the document’s exact text', (id, text) => {
    expect(library.byId.get(id)?.text.replace(/\s+/g, ' ')).toBe(text.replace(/\s+/g, ' '));
  });
});

// The seed documents live outside the repository (../shared/seeds); a user's clone has none, so this skips there.
const seeds = new URL('../../../shared/seeds/README.md', import.meta.url);
describe.skipIf(!existsSync(seeds))('seed coverage (reads ../shared/seeds)', () => {
  it('finds at least 99% of each document’s text units in rulesets/', () => {
    const out = execFileSync(process.execPath, [`${repoRoot}scripts/seed-coverage.mjs`, '--json'], { encoding: 'utf8' });
    const report = JSON.parse(out) as { ruleset: string; coverage: number; missing: string[] }[];
    expect(report).toHaveLength(5);
    for (const r of report) expect(r.coverage, `${r.ruleset} misses:\n${r.missing.join('\n')}`).toBeGreaterThanOrEqual(0.99);
  });
});
