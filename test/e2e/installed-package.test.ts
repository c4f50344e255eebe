/** The package as users install it: packed, installed from the tarball into a temporary prefix, then run from there. */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installCopy } from '../../bench/install-copy.mjs';
import { repoRoot } from '../helpers/run-qm.js';
import { scratchDir } from '../helpers/scratch.js';

let installed: { work: string; tarball: string; prefix: string; packageDir: string; bin: string };
const cache = scratchDir('qm-installed-cache-');

/** Runs the installed `qm` with --debug, from a folder outside the package. */
function run(args: string[]) {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), NO_COLOR: '1', XDG_CACHE_HOME: cache };
  delete env.QM_RULESETS;
  const r = spawnSync(process.execPath, [installed.bin, '--debug', ...args], { cwd: tmpdir(), env, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A digest of every file in a folder (names and contents), to show that running qm writes nothing there. */
function folderDigest(dir: string): string {
  const h = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else h.update(`${p}\0`).update(readFileSync(p));
    }
  };
  walk(dir);
  return h.digest('hex');
}

beforeAll(() => {
  installed = installCopy();
  // A read-only install must keep working (this only bites when the suite does not run as root).
  const lock = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) lock(p);
    }
    chmodSync(d, 0o555);
  };
  lock(join(installed.packageDir, 'dist'));
  lock(join(installed.packageDir, 'rulesets'));
}, 240_000);

afterAll(() => {
  if (!installed) return;
  // Unlock what beforeAll locked, so the prefix can be removed when the suite does not run as root.
  const unlock = (d: string) => {
    chmodSync(d, 0o755);
    for (const name of readdirSync(d)) if (statSync(join(d, name)).isDirectory()) unlock(join(d, name));
  };
  unlock(join(installed.packageDir, 'dist'));
  unlock(join(installed.packageDir, 'rulesets'));
  rmSync(installed.work, { recursive: true, force: true });
});

describe('the installed package', () => {
  it('answers qm show RF-056 from the prebuilt files (the fast path), as --debug says', () => {
    const r = run(['show', 'RF-056']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Calico Cat (RF-056)');
    // show answers from the prebuilt lookup table (or the prebuilt library), never from the YAML.
    expect(r.stderr).toMatch(/^qm: debug: (?:show lookup|library): prebuilt .*quartermaster\/dist\/(?:show-index|library)\.json$/m);
    expect(r.stderr).not.toMatch(/library: YAML|warning/);
  });

  it('searches from the prebuilt index', () => {
    const r = run(['search', 'galley', 'pinned']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/^qm: debug: search index: prebuilt .*quartermaster\/dist\/search-index\.json$/m);
  });

  it('caches extra rulesets in XDG_CACHE_HOME, never in the package folder', () => {
    const before = folderDigest(installed.packageDir);
    const house = join(repoRoot, 'examples/my-event');
    const first = run(['--rulesets', house, 'show', 'my-event-2026.house-rules.no-deathmatch']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/library: cached in /);
    const second = run(['--rulesets', house, 'show', 'my-event-2026.house-rules.no-deathmatch']);
    expect(second.code).toBe(0);
    // The second show answers from the lookup table the first kept beside the cached library, not from the library.
    expect(second.stderr).toMatch(/show lookup: prebuilt \S*quartermaster\/prebuilt\/[0-9a-f]{32}\/show-index\.json/);
    expect(existsSync(join(cache, 'quartermaster', 'prebuilt'))).toBe(true);
    expect(folderDigest(installed.packageDir)).toBe(before);
  });

  it("is what the README's Install recipe installs: npm pack's tarball, with the Node version it names", () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string; engines: { node: string } };
    expect(readme).toContain(`npm install --global ./${installed.tarball.split('/').pop()}`);
    const minimum = pkg.engines.node.replace(/^>=/, '');
    expect(readme).toContain(`Node ${minimum} or later`);
    const r = run(['--version']);
    expect(r.stdout.trim()).toBe(pkg.version);
  });

  it('loads the libraries it requires at run time from its own dependencies: tinyglobby for a folder, string-width for wide text', () => {
    const house = join(repoRoot, 'examples/my-event');
    const check = run(['--rulesets', house, 'check', join(house, 'rulings')]);
    expect(check.code, check.stderr).toBe(0);
    expect(check.stdout).toMatch(/\d+ passed, 0 failed/);
    const wide = join(cache, 'wide.yaml');
    writeFileSync(wide, 'ruleset: pirates-csg\ntitle: 海賊船の船長 🏴‍☠️\neffects:\n  - { id: a, kind: rule, text: "海賊船 は 行動 を 二回 できる" }\nquestions:\n  - { ask: order, effects: [a] }\n');
    const r = run(['resolve', wide]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('海賊船の船長 🏴‍☠️');
  });

  it('imports one built entry', () => {
    expect(readFileSync(join(installed.packageDir, 'bin/qm.js'), 'utf8')).toMatch(/import\('\.\.\/dist\/bundle\/cli\.js'\)/);
    expect(existsSync(join(installed.packageDir, 'dist/prebuilt.json'))).toBe(true);
  });
});
