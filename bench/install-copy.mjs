// Installs the project the way users do: `npm pack` (of the already built tree), then `npm install -g` of the tarball into a
// temporary prefix. Used by the installed-package test and by `npm run bench` to time the installed copy next to the clone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Packs the built project and installs the tarball into a new prefix; returns the work folder (the caller removes it), the prefix, the installed package folder and its bin. */
export function installCopy() {
  const work = mkdtempSync(join(tmpdir(), 'qm-installed-'));
  const quiet = { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] };
  // --ignore-scripts: the tree is already built (npm test builds first); packing must not rebuild it under the test's feet.
  const packed = JSON.parse(execFileSync(npm, ['pack', '--ignore-scripts', '--json', '--pack-destination', work], quiet));
  const tarball = join(work, packed[0].filename);
  const prefix = join(work, 'prefix');
  execFileSync(npm, ['install', '-g', '--prefix', prefix, '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund', tarball], { ...quiet, cwd: work });
  return { work, tarball, prefix, packageDir: join(prefix, 'lib', 'node_modules', 'quartermaster'), bin: join(prefix, 'bin', 'qm') };
}
