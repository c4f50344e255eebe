import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRulesetDirs, loadFromYaml } from '../../src/rulesets/library.js';
import { loadRuleset } from '../../src/rulesets/load-ruleset.js';
import { fixturesDir } from '../helpers/run-qm.js';

const fixture = (name: string) => join(fixturesDir, 'rulesets', name);
const alone = (name: string) => loadFromYaml([{ dir: fixture(name), builtin: false }]);
const withBuiltins = (name: string) =>
  loadFromYaml([...builtinRulesetDirs().map((dir) => ({ dir, builtin: true })), { dir: fixture(name), builtin: false }]);

describe('loadRuleset', () => {
  it('loads a house-rule ruleset and fills in what entries inherit', () => {
    const loaded = loadRuleset(fixture('house-rules'), false);
    expect(loaded.problems).toEqual([]);
    expect(loaded.info).toMatchObject({ id: 'harbour-cup-2026', extends: 'pirates-csg', entryCount: 1 });
    expect(loaded.entries[0]).toMatchObject({
      id: 'harbour-cup-2026.house-rules.build-total',
      ruleset: 'harbour-cup-2026',
      source: 'harbour-cup-sheet',
      section: ['House Rules'],
      kind: 'rule',
      line: 3,
      column: 9,
    });
  });

  it('names the misspelt key with its file, line and column', () => {
    const { problems } = loadRuleset(fixture('misspelt-key'), false);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toBe("unknown key 'childern' (location: entries.0.childern)");
    expect(problems[0]!.where).toMatchObject({ line: 6, column: 5 });
    expect(problems[0]!.where.file).toMatch(/misspelt-key\/entries\/rules\.yaml$/);
  });

  it('reports invalid YAML with its position instead of throwing', () => {
    const { problems } = loadRuleset(fixture('bad-yaml'), false);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/^invalid YAML/);
    expect(problems[0]!.where.line).toBeGreaterThanOrEqual(5);
  });
});

describe('cross-reference rules', () => {
  it('collects a dangling link', async () => {
    const { findings } = await alone('dangling');
    expect(findings.errors.map((p) => [p.rule, p.message])).toEqual([
      ['see-links', "'dangling.rules.first' links to unknown entry 'dangling.rules.second'"],
    ]);
    expect(findings.errors[0]!.where).toMatchObject({ line: 3, column: 9 });
  });

  it('collects an unknown extends', async () => {
    const { findings } = await alone('unknown-extends');
    expect(findings.errors.map((p) => p.rule)).toEqual(['extends']);
    expect(findings.errors[0]!.message).toContain("extends unknown ruleset 'no-such-ruleset'");
  });

  it('collects every duplicate and foreign id, not just the first', async () => {
    const { findings } = await withBuiltins('duplicate-id');
    const mine = findings.errors.filter((p) => p.where.file.includes('duplicate-id'));
    expect(mine.map((p) => p.rule).sort()).toEqual(['id-starts-with-ruleset', 'unique-entry-ids', 'unique-entry-ids']);
    expect(mine.find((p) => p.message.startsWith("duplicate entry id 'twice.rules.first'"))?.where).toMatchObject({ line: 6, column: 9 });
  });

  it('resolves links from a house-rule ruleset into pirates-csg', async () => {
    const { findings, library } = await withBuiltins('house-rules');
    expect(findings.errors).toEqual([]);
    expect(library.byId.get('harbour-cup-2026.house-rules.build-total')?.see).toEqual(['pirates-csg.card-corrections.calico-cat']);
  });
});
