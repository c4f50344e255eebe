/** Fault suite for the prebuilt files and caches: outside files, truncation, same-size edits, leftovers, symlink loops. */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writePrebuilt } from '../../src/prebuilt/store.js';
import { rulesetFiles } from '../../src/prebuilt/ruleset-files.js';
import { fixturesDir, repoRoot } from '../helpers/run-qm.js';
import { useScratch } from '../helpers/scratch.js';

const scratch = useScratch('qm-cache-faults-');

/** Runs qm from `root` (the repository, or a copy of the package) with its own cache folder. */
function run(args: string[], options: { root?: string; cache: string }) {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), NO_COLOR: '1', XDG_CACHE_HOME: options.cache };
  delete env.QM_RULESETS;
  const r = spawnSync(process.execPath, [join(options.root ?? repoRoot, 'bin/qm.js'), ...args], { encoding: 'utf8', env, cwd: scratch(), timeout: 50_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A copy of the built package (bin, dist, rulesets, package.json), to damage without touching the clone. */
function packageCopy(): string {
  const root = scratch();
  for (const part of ['bin', 'dist', 'rulesets', 'package.json']) cpSync(join(repoRoot, part), join(root, part), { recursive: true });
  return root;
}

/** Changes bytes of a file without changing its size or its file times. */
function sameSizeEdit(file: string, from: string, to: string): void {
  expect(to.length).toBe(from.length);
  const { atime, mtime } = statSync(file);
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
  utimesSync(file, atime, mtime);
}

const warnings = (stderr: string) => stderr.split('\n').filter((l) => l.startsWith('qm: warning: '));

describe('caches see every file a ruleset reads', () => {
  it("an edit to a files: entry outside the ruleset's folder is served at once", () => {
    const base = scratch();
    cpSync(join(fixturesDir, 'rulesets/engine-demo'), join(base, 'engine-demo'), { recursive: true });
    mkdirSync(join(base, 'shared'));
    cpSync(join(base, 'engine-demo/entries/rules.yaml'), join(base, 'shared/e.yaml'));
    const manifest = join(base, 'engine-demo/ruleset.yaml');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('  - entries/rules.yaml', '  - ../shared/e.yaml'));
    const cache = scratch();
    const first = run(['--rulesets', join(base, 'engine-demo'), 'show', 'engine-demo.ladder.must'], { cache });
    expect(first.stdout).toContain('Must beats may.');
    sameSizeEdit(join(base, 'shared/e.yaml'), 'Must beats may.', 'Must beats all.');
    const second = run(['--rulesets', join(base, 'engine-demo'), 'show', 'engine-demo.ladder.must'], { cache });
    expect(second.stdout).toContain('Must beats all.');
  });

  it('does not follow symbolic links in circles or out of the folder', () => {
    const base = scratch();
    cpSync(join(fixturesDir, 'rulesets/engine-demo'), join(base, 'engine-demo'), { recursive: true });
    for (let n = 1; n <= 5; n++) symlinkSync('.', join(base, 'engine-demo', `l${n}`));
    symlinkSync('/usr', join(base, 'engine-demo', 'usr'));
    const skipped: string[] = [];
    const files = rulesetFiles(join(base, 'engine-demo'), skipped).map((f) => f.rel);
    expect(files).toEqual(['directives.yaml', 'entries/rules.yaml', 'ruleset.yaml', 'vocabulary.yaml']);
    expect(skipped).toEqual([expect.stringMatching(/usr \(a symbolic link out of the folder\)$/)]);
    const r = run(['--rulesets', join(base, 'engine-demo'), 'rulesets'], { cache: scratch() });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('engine-demo');
    expect(warnings(r.stderr)).toHaveLength(1);
  });
});

describe('damaged prebuilt files are rebuilt, never served', () => {
  it.each([
    ['search documents', 'search-index.docs.ndjson'],
    ['postings', 'search-index.postings.ndjson'],
  ])('a truncated %s file in the user cache warns once, is rebuilt, and the next search is clean', (_what, name) => {
    const base = scratch();
    cpSync(join(fixturesDir, 'rulesets/engine-demo'), join(base, 'engine-demo'), { recursive: true });
    const cache = scratch();
    const args = ['--rulesets', join(base, 'engine-demo'), 'search', 'ladder'];
    const clean = run(args, { cache });
    expect(clean.code).toBe(0);
    const [folder] = readdirSync(join(cache, 'quartermaster/prebuilt'));
    const file = join(cache, 'quartermaster/prebuilt', folder!, name);
    writeFileSync(file, readFileSync(file).subarray(0, 100));
    const damaged = run(args, { cache });
    expect(damaged.code).toBe(0);
    expect(warnings(damaged.stderr)).toEqual([expect.stringMatching(new RegExp(`${name.replaceAll('.', '\\.')} is damaged or half-written; building it again$`))]);
    expect(damaged.stdout).toBe(clean.stdout);
    const again = run(args, { cache });
    expect(again.stderr).toBe('');
    expect(again.stdout).toBe(clean.stdout);
  });

  it('a truncated search documents file in dist/ warns once and searches from the rulesets', () => {
    const root = packageCopy();
    const docs = join(root, 'dist/search-index.docs.ndjson');
    writeFileSync(docs, readFileSync(docs).subarray(0, 16 * 1024));
    const r = run(['search', 'galley', 'pinned'], { root, cache: scratch() });
    expect(r.code).toBe(0);
    expect(warnings(r.stderr)).toHaveLength(1);
  });

  it('same-size corruption of recognition-index.json or show-index.json costs a warning, not the command', () => {
    const root = packageCopy();
    for (const name of ['recognition-index.json', 'show-index.json']) {
      const file = join(root, 'dist', name);
      writeFileSync(file, `{${'x'.repeat(statSync(file).size - 1)}`);
    }
    const check = run(['check', join(repoRoot, 'test/fixtures/situations/several-per-file/rulings.yaml')], { root, cache: scratch() });
    expect(check.code).toBe(0);
    expect(warnings(check.stderr)).toEqual([expect.stringMatching(/recognition-index\.json cannot be read \(its content is not what was built\)/)]);
    const show = run(['show', 'RF-056'], { root, cache: scratch() });
    expect(show.code).toBe(0);
    expect(show.stdout).toContain('Calico Cat');
    expect(warnings(show.stderr)).toEqual([expect.stringMatching(/show-index\.json cannot be read/)]);
  });

  it('a same-size corruption of gate-index.json costs a warning, and the resolver indexes its directives itself', () => {
    const root = packageCopy();
    const board = join(repoRoot, 'fixtures/pirates-csg/who-picks-cancel-nemesio-diaz.yaml');
    const before = run(['resolve', board], { root, cache: scratch() });
    const file = join(root, 'dist', 'gate-index.json');
    writeFileSync(file, `{${'x'.repeat(statSync(file).size - 1)}`);
    const after = run(['resolve', board], { root, cache: scratch() });
    expect(after.code).toBe(0);
    expect(after.stdout).toBe(before.stdout);
    expect(warnings(after.stderr)).toEqual([expect.stringMatching(/gate-index\.json cannot be read \(its content is not what was built\)/)]);
  });

  it('a same-size edit of prebuilt content is not served', () => {
    const root = packageCopy();
    sameSizeEdit(join(root, 'dist/library.entries.ndjson'), 'point cost is 3.', 'point cost is 8.');
    sameSizeEdit(join(root, 'dist/library.json'), 'point cost is 3.', 'point cost is 8.');
    const r = run(['show', 'RF-056'], { root, cache: scratch() });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('point cost is 3.');
    expect(r.stdout).not.toContain('point cost is 8.');
    expect(warnings(r.stderr)).toHaveLength(1);
  });

  it("sweeps temporary files a killed writer left, and leaves a live writer's alone", () => {
    const dir = scratch();
    const dead = join(dir, '.library.json.999999999.1700000000000.0.tmp');
    const live = join(dir, `.library.json.${process.ppid}.${Date.now()}.0.tmp`);
    writeFileSync(dead, 'half');
    writeFileSync(live, 'being written');
    expect(writePrebuilt({ dir, key: 'k' }, new Map([['library.json', '{}']]))).toBe(true);
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(live)).toBe(true);
    expect(readdirSync(dir).sort()).toEqual([live.slice(dir.length + 1), 'library.json', 'prebuilt.json'].sort());
  });
});
