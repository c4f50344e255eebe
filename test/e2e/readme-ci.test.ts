/** The README's GitHub Actions example stays current: action majors, a supported Node LTS, checks permission, a pinned qm. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../helpers/run-qm.js';

const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const workflow = readme.slice(readme.indexOf('# .github/workflows/rulings.yml'), readme.indexOf('```', readme.indexOf('# .github/workflows/rulings.yml')));
const blocks = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!).filter((b) => b.includes('actions/checkout'));

describe("the README's CI example", () => {
  it('is valid YAML that publishes checks with the permission it needs', () => {
    const wf = parse(workflow) as { permissions: Record<string, string>; jobs: { check: { steps: { uses?: string; run?: string }[] } } };
    expect(wf.permissions.checks).toBe('write');
    expect(wf.jobs.check.steps.some((s) => s.uses?.startsWith('mikepenz/action-junit-report@'))).toBe(true);
  });

  it('uses current action majors and a supported Node LTS, in both variants', () => {
    // The two CI variants, and the site-publishing workflow.
    expect(blocks).toHaveLength(3);
    for (const b of blocks) {
      for (const m of b.matchAll(/actions\/(checkout|setup-node)@v(\d+)/g)) expect(Number(m[2]), m[0]).toBeGreaterThanOrEqual(5);
      expect(b).toMatch(/node-version: (22|24)\b/);
    }
  });

  it('pins quartermaster to a version, or installs it as a locked devDependency', () => {
    // Until quartermaster is on the registry the pin is the release tarball's name (quartermaster-X.Y.Z.tgz, npm pack's name
    // for this version), never quartermaster@X.Y.Z, which would fetch nothing or someone else's package.
    const { version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string };
    const tarball = `quartermaster-${version}.tgz`;
    expect(blocks[0]).toMatch(/quartermaster-\d+\.\d+\.\d+\.tgz/);
    expect(blocks[2]).toMatch(/quartermaster-\d+\.\d+\.\d+\.tgz/);
    for (const b of [blocks[0]!, blocks[2]!]) expect(b).toContain(`npm install --global ./vendor/${tarball}`);
    expect(blocks[1]).toContain('npm ci');
    expect(readme).toMatch(/--save-dev \.\/vendor\/quartermaster-\d+\.\d+\.\d+\.tgz/);
    expect(blocks.join('\n')).not.toMatch(/repository: .*quartermaster/);
  });

  it('names no package the registry does not have: no quartermaster@version, no bare npx qm outside a project', () => {
    expect(readme).not.toMatch(/quartermaster@\d/);
    expect(readme).not.toMatch(/npm (?:install|i) (?:--global |-g )?quartermaster(?:[\s@`]|$)/m);
    // npx qm is only safe where quartermaster is a dependency (the devDependency variant) or in the clone itself.
    for (const b of [blocks[0]!, blocks[2]!]) expect(b).not.toMatch(/npx qm/);
  });
});
