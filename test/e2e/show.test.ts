import { describe, expect, it } from 'vitest';
import { qm } from '../helpers/run-qm.js';

const flat = (s: string) => s.replace(/\s+/g, ' ');

describe('qm show', () => {
  it('finds the Calico Cat erratum by collector number', () => {
    const r = qm(['show', 'RF-056']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(flat(r.stdout)).toContain('Calico Cat (RF-056): This crewmember’s point cost is 3.');
    expect(r.stdout).toContain('pirates-csg.card-corrections.calico-cat');
    expect(r.stdout).toContain('pirates-csg › CARD CORRECTIONS AND MISPRINTS');
  });

  it('finds every entry about a card by name, across sections', () => {
    const r = qm(['show', 'calico cat']);
    expect(r.code).toBe(0);
    expect(flat(r.stdout)).toContain('Calico Cat (RF-056): This crewmember’s point cost is 3.');
    expect(flat(r.stdout)).toContain('Calico Cat (DJG2) = 1 point (Explorer keyword)');
  });

  it('finds “Cannonball” Gallows by MI-042a, case-insensitively', () => {
    const r = qm(['show', 'mi-042A']);
    expect(r.code).toBe(0);
    expect(flat(r.stdout)).toContain('“Cannonball” Gallows (MI-042a): This crewmember has the Ransom keyword in addition to its printed abilities, and a point cost of 0 (zero).');
  });

  it('shows a keyword with its rulings nested under it', () => {
    const r = qm(['show', 'Broadsides Attack']);
    expect(r.code).toBe(0);
    const out = flat(r.stdout);
    expect(out).toContain('pirates-csg.abilities.broadsides-attack');
    expect(out).toContain('- All remaining cannons must be within S-range of the target.');
    expect(out).toContain('Julius Caesar (R-078) and Pride (R-004)');
  });

  it('finds a house-rule sheet ability', () => {
    const r = qm(['show', 'Lure of the Sea']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('dragon-flagon-pirates');
    expect(flat(r.stdout)).toContain('This may be used to move a character into a water square, in which case they are Overboard.');
  });

  it('exits 1 with the closest names when nothing matches', () => {
    const r = qm(['show', 'nonsense']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^qm: nothing found for "nonsense"\. Did you mean: ".+"/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('suggests the card a misspelling was meant to be', () => {
    const r = qm(['show', 'Calico Cta']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('"Calico Cat"');
  });

  it('prints the contract JSON shape', () => {
    const r = qm(['show', 'RF-056', '--json']);
    expect(r.code).toBe(0);
    const data = JSON.parse(r.stdout) as { entries: Record<string, unknown>[] };
    expect(data.entries).toHaveLength(1);
    expect(data.entries[0]).toMatchObject({
      id: 'pirates-csg.card-corrections.calico-cat',
      ruleset: 'pirates-csg',
      source: 'pirate-code',
      section: ['CARD CORRECTIONS AND MISPRINTS'],
      title: 'Calico Cat',
      text: 'Calico Cat (RF-056): This crewmember’s point cost is 3.',
      cards: [{ name: 'Calico Cat', number: 'RF-056' }],
      keywords: [],
    });
  });

  it('gives JSON with suggestions and exit 1 when nothing matches', () => {
    const r = qm(['show', 'nonsense', '--json']);
    expect(r.code).toBe(1);
    const data = JSON.parse(r.stdout) as { entries: unknown[]; suggestions: string[] };
    expect(data.entries).toEqual([]);
    expect(data.suggestions.length).toBeGreaterThan(0);
  });
});

describe('extra rulesets', () => {
  it('loads a house-rule ruleset that extends pirates-csg', () => {
    const r = qm(['--rulesets', 'test/fixtures/rulesets/house-rules', 'show', 'harbour-cup-2026.house-rules.build-total']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('harbour-cup-2026 › House Rules');
  });

  it('exits 2 naming file:line:column and the key of a malformed ruleset', () => {
    const r = qm(['--rulesets', 'test/fixtures/rulesets/misspelt-key', 'show', 'RF-056']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe("qm: test/fixtures/rulesets/misspelt-key/entries/rules.yaml:6:5: unknown key 'childern' (location: entries.0.childern)\n");
  });

  it('reads QM_RULESETS too', () => {
    const r = qm(['show', 'RF-056'], { env: { QM_RULESETS: 'test/fixtures/rulesets/bad-yaml' } });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^qm: test\/fixtures\/rulesets\/bad-yaml\/entries\/rules\.yaml:\d+:\d+: invalid YAML: /);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('prints the stack only with --debug', () => {
    const r = qm(['--debug', '--rulesets', 'test/fixtures/rulesets/misspelt-key', 'show', 'RF-056']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/\n\s+at /);
  });

  it('exits 2 for a --rulesets folder that does not exist', () => {
    const r = qm(['--rulesets', 'no/such/dir', 'rulesets']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('qm: no/such/dir: ruleset folder not found\n');
  });
});

describe('qm show finds the main entry first', () => {
  const firstEntry = (out: string) => out.split('\n').find((l) => /^  \S/.test(l)) ?? '';

  it.each([
    ['Captain', 'pirates-csg.abilities.captain'],
    ['Helmsman', 'pirates-csg.abilities.helmsman'],
    ['Mirror of Archimedes', 'pirates-csg.ut.mirror-of-archimedes'],
    ['Cancel', 'pirates-csg.abilities.cancel-ability'],
    ['canceller', 'pirates-csg.abilities.cancel-ability'],
  ])('%s opens with %s', (ref, id) => {
    const r = qm(['show', ref]);
    expect(r.code).toBe(0);
    expect(firstEntry(r.stdout)).toContain(id);
  });

  it('labels the entries that only mention the name, after the main one', () => {
    const r = qm(['show', 'Captain']);
    const main = r.stdout.indexOf('pirates-csg.abilities.captain');
    const label = r.stdout.search(/Also mentioned in \d+ entries/);
    expect(main).toBeGreaterThan(-1);
    expect(label).toBeGreaterThan(main);
    expect(r.stdout.indexOf('lego-pirate-game')).toBeGreaterThan(label);
  });

  it('matches collector numbers in any case or punctuation', () => {
    for (const ref of ['rf056', 'RF056', 'rf-056', 'RF 056']) {
      const r = qm(['show', ref]);
      expect(r.code, ref).toBe(0);
      expect(r.stdout, ref).toContain('pirates-csg.card-corrections.calico-cat');
    }
  });

  it('nests each entry’s rulings with their full text in --json, keeping the contract fields', () => {
    const r = qm(['show', 'Broadsides Attack', '--json']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('All remaining cannons must be within S-range of the target');
    const data = JSON.parse(r.stdout) as { entries: { id: string; match: string; rulings: { text: string; rulings: unknown[] }[] }[] };
    const main = data.entries[0]!;
    expect(main.id).toBe('pirates-csg.abilities.broadsides-attack');
    expect(main.match).toBe('main');
    for (const key of ['id', 'ruleset', 'source', 'section', 'title', 'text', 'cards', 'keywords']) expect(Object.keys(main)).toContain(key);
    expect(main.rulings.length).toBeGreaterThan(0);
    expect(main.rulings.every((c) => typeof c.text === 'string' && Array.isArray(c.rulings))).toBe(true);
  });

  it('keeps heading lines within 80 columns (an id longer than that stands alone)', () => {
    for (const ref of ['Cancel', 'Captain', 'Mirror of Archimedes']) {
      const long = qm(['show', ref]).stdout.split('\n').filter((l) => [...l].length > 80 && !/^\s*\S+$/.test(l));
      expect(long, ref).toEqual([]);
    }
  });
});
