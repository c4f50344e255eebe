/** `qm site` end to end: writes one page with the loaded rulesets, reports its weight, and refuses bad examples with exit 2. */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { qm, repoRoot } from '../helpers/run-qm.js';
import { scratchDir } from '../helpers/scratch.js';

describe('qm site', () => {
  it('has help with examples', () => {
    const r = qm(['site', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: qm site');
    expect(r.stdout).toContain('Examples:');
  });

  it('writes one self-contained index.html holding extra rulesets and the event rulings', () => {
    const dir = join(scratchDir('qm-site-'), 'out');
    // Run from elsewhere, as an organiser would: paths then print in full wherever qm keeps them.
    const r = qm(['--rulesets', `${repoRoot}examples/my-event`, 'site', dir, '--examples', `${repoRoot}examples/my-event/rulings`], { cwd: tmpdir() });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^wrote .*index\.html: 6 rulesets, \d+ entries, 4 example situation\(s\); \d+ KiB \(\d+ KiB gzip, \d+ KiB brotli\)\n$/);
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    // Nothing is fetched: no external script, style or link to load.
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=|<img[^>]+src=|@import/);
    const data = JSON.parse(html.match(/<script id="qm-data" type="application\/json">(.*?)<\/script>/s)![1]!) as { rulesets: { id: string; dir?: string }[]; examples: { name: string }[] };
    expect(data.rulesets.map((x) => x.id)).toContain('my-event-2026');
    // A path on the builder's disk is not published.
    expect(data.rulesets.every((x) => x.dir === undefined)).toBe(true);
    expect(html).not.toContain(repoRoot);
    expect(data.examples.map((x) => x.name)).toHaveLength(4);
  });

  it('exits 2 naming the file and line of a broken example situation', () => {
    const dir = scratchDir('qm-site-');
    const bad = join(dir, 'bad.yaml');
    writeFileSync(bad, 'ruleset: pirates-csg\nquestions:\n  - ask: sideways\n');
    const r = qm(['site', join(dir, 'out'), '--examples', bad]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bad\.yaml:3:\d+: /);
    expect(r.stdout).toBe('');
  });
});
