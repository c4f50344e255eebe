/** The installed package's folder, found from this module wherever the build put it (dist/ or the bundle in dist/bundle/). */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InternalError } from './errors.js';

/** The nearest folder above this module that holds package.json. */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    dir = dirname(dir);
    if (existsSync(join(dir, 'package.json'))) return dir;
  }
  throw new InternalError('package.json not found above the installed code');
}

/** The package folder (holds package.json, rulesets/, schemas/ and dist/). */
export const packageRoot = findRoot();

/** The package's version, from its package.json. */
export function packageVersion(): string {
  return (JSON.parse(readFileSync(packagePath('package.json'), 'utf8')) as { version: string }).version;
}

/** A path inside the package folder. */
export function packagePath(...parts: string[]): string {
  return join(packageRoot, ...parts);
}

/** The rulesets/ folder shipped with qm (a package path: the prebuilt files are keyed by it, below any ruleset code). */
export const builtinRulesetsDir = packagePath('rulesets') + sep;
