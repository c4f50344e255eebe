// `qm show` with extra rulesets answers from a lookup table kept in the user's cache, as it does from dist/ for the
// built-in rulesets: the first run writes it, later runs read it instead of the whole library, with the same answer.
import { cpSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturesDir, qm } from '../helpers/run-qm.js';
import { scratchDir } from '../helpers/scratch.js';

describe('qm show with --rulesets', () => {
  it('keeps a lookup table in the cache and answers the same from it', () => {
    const base = scratchDir('qm-show-extra-');
    cpSync(join(fixturesDir, 'rulesets/engine-demo'), join(base, 'engine-demo'), { recursive: true });
    const env = { XDG_CACHE_HOME: scratchDir('qm-show-cache-') };
    const args = ['--rulesets', join(base, 'engine-demo'), 'show'];
    const first = qm([...args, 'ladder'], { env });
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('engine-demo.ladder');
    const [folder] = readdirSync(join(env.XDG_CACHE_HOME, 'quartermaster/prebuilt'));
    expect(readdirSync(join(env.XDG_CACHE_HOME, 'quartermaster/prebuilt', folder!))).toContain('show-index.json');
    const again = qm([...args, 'ladder', '--debug'], { env });
    expect(again.stdout).toBe(first.stdout);
    expect(again.stderr).toMatch(/show lookup: prebuilt .*show-index\.json/);
    expect(again.stderr).not.toMatch(/library: /);
    // A built-in card is found through the same table, and a ref it does not know still gets suggestions.
    expect(qm([...args, 'RF-056'], { env }).stdout).toContain('Calico Cat');
    const unknown = qm([...args, 'ladderr'], { env });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Did you mean');
  });
});
