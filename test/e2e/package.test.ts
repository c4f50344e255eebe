/** The npm package: complete (LICENSE, metadata, what the README links), nothing build-only, and `npm pack --json` parses. */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/run-qm.js';

/** The files `npm pack` would put in the tarball. Scripts are skipped: the build would rewrite dist/ under the other tests' feet. */
function packed(): string[] {
  const r = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: repoRoot, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  const [pack] = JSON.parse(r.stdout) as { files: { path: string }[] }[];
  return pack!.files.map((f) => f.path);
}

describe('the npm package', () => {
  const files = packed();

  it('ships a LICENSE and no build-only code', () => {
    expect(files).toContain('LICENSE');
    expect(files.filter((f) => f.startsWith('dist/build/'))).toEqual([]);
    expect(files).toContain('bin/qm.js');
  });

  it('carries the metadata registries show', () => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
    expect(pkg.license).toBe('MIT');
    expect(readFileSync(join(repoRoot, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} quartermaster contributors/);
    for (const key of ['repository', 'homepage', 'bugs', 'keywords']) expect(pkg[key], key).toBeTruthy();
  });

  it('ships everything the README links to', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    const links = [...readme.matchAll(/\]\(((?!https?:|#)[^)#]+)/g)].map((m) => m[1]!.replace(/\/$/, ''));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(files.some((f) => f === link || f.startsWith(`${link}/`)), link).toBe(true);
    // Folders named in backticks as things to run (examples/...) must ship too.
    expect(files.some((f) => f.startsWith('examples/my-event/'))).toBe(true);
  });

  it('the build logs to stderr only, so npm pack --json stays JSON', () => {
    const dir = join(repoRoot, 'src/build');
    for (const f of readdirSync(dir)) expect(readFileSync(join(dir, f), 'utf8'), f).not.toMatch(/process\.stdout|console\.log/);
  });
});
