/** Runs the built bin/qm.js as a user would, with colour off and no stdin. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const fixturesDir = fileURLToPath(new URL('../fixtures/', import.meta.url));

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Spawns `node bin/qm.js ...args` in the repository root. */
export function qm(args: string[], options: { env?: Record<string, string>; input?: string; cwd?: string } = {}): Run {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), NO_COLOR: '1' };
  // The caller's environment must not leak colour or extra rulesets into what a test sees; the test's own env wins.
  delete env.FORCE_COLOR;
  delete env.QM_RULESETS;
  Object.assign(env, options.env);
  const r = spawnSync(process.execPath, [`${repoRoot}bin/qm.js`, ...args], {
    cwd: options.cwd ?? repoRoot,
    env,
    input: options.input ?? '',
    encoding: 'utf8',
    timeout: 50_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
