/**
 * vitest globalSetup: the suite runs with its own empty temp dir (TMPDIR, which every worker and spawned qm inherits),
 * and fails at the end if anything was left in it; other work on the machine sharing /tmp cannot make it fail.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const outer = tmpdir();
  const root = mkdtempSync(join(outer, 'qm-suite-'));
  for (const key of ['TMPDIR', 'TMP', 'TEMP']) process.env[key] = root;
  return () => {
    const left = readdirSync(root);
    rmSync(root, { recursive: true, force: true, maxRetries: 3 });
    for (const key of ['TMPDIR', 'TMP', 'TEMP']) process.env[key] = outer;
    if (!left.length) return;
    // vitest reports an error thrown here but still exits 0, so the exit code is set as well.
    process.exitCode = 1;
    throw new Error(`the suite left ${left.length} item(s) in its temp dir: ${left.sort().join(', ')}`);
  };
}
