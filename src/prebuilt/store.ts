/** Where prebuilt files live and whether they can be used: the package's dist/ for the built-in rulesets, the user's cache for the rest. */
import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { packagePath } from '../package-root.js';
import { builtinRulesetsDir } from '../rulesets/locations.js';
import { displayPath } from '../rulesets/read-text.js';
import { tempPathFor } from './atomic-write.js';
import { userCacheDir } from './cache-dir.js';
import { digestFolders, fnv32, warnSkipped } from './digest.js';
import { readManifest, staleness, writeManifest } from './manifest.js';
import { debugLine, warnOnce } from './notices.js';

/** The package's folder of prebuilt files, written by the build. */
export const distDir = packagePath('dist');

let builtinKey: string | undefined;

/** The digest of the built-in rulesets, computed once per process (the start-up check). */
function builtinDigest(): string {
  if (builtinKey === undefined) {
    const t = performance.now();
    const skipped: string[] = [];
    builtinKey = digestFolders([builtinRulesetsDir], skipped);
    warnSkipped(skipped);
    debugLine(`built-in rulesets digest ${builtinKey.slice(0, 12)} in ${(performance.now() - t).toFixed(1)} ms`);
  }
  return builtinKey;
}

/** The content-addressed cache folder for the built-in rulesets plus extra ruleset folders; its name is its key. */
export function cacheFor(extraDirs: readonly string[]): { dir: string; key: string } {
  // One command may ask twice (the library, then the search or recognition index): digest the folders once.
  const memo = caches.get(extraDirs.join('\0'));
  if (memo) return memo;
  const skipped: string[] = [];
  const extra = digestFolders(extraDirs, skipped, true);
  warnSkipped(skipped);
  // The build that wrote dist/ is part of the key: a new qm may load the same YAML differently, so it never reuses an old cache.
  const build = readManifest(distDir)?.build ?? 'unbuilt';
  const key = `${builtinDigest().slice(0, 12)}${fnv32(build)}${extra.slice(0, 12)}`;
  const cache = { dir: join(userCacheDir(), 'prebuilt', key), key };
  caches.set(extraDirs.join('\0'), cache);
  return cache;
}

const caches = new Map<string, { dir: string; key: string }>();

/** The key a prebuilt folder's manifest must carry: the built-in digest for dist/, the folder's own name for a cache folder. */
function keyFor(dir: string): string {
  return dir === distDir ? builtinDigest() : basename(dir);
}

/** True when the prebuilt file at `path` was built from the rulesets as they are now; a damaged one warns once and is not used. */
export function isUsable(path: string): boolean {
  const why = staleness(path, keyFor(dirname(path)));
  if (why === 'damaged') warnOnce(`${displayPath(path)} is damaged or half-written; reading the rulesets from YAML instead (npm run build rewrites it)`);
  if (why) debugLine(`${displayPath(path)}: ${why}`);
  return why === undefined;
}

/** Moves staged files into a prebuilt folder one rename at a time, then writes the manifest; false (quietly) when the folder is not writable. */
export function commitPrebuilt(dir: string, key: string, staged: ReadonlyMap<string, string>, build?: string): boolean {
  try {
    mkdirSync(dir, { recursive: true });
    for (const [name, temp] of staged) renameSync(temp, join(dir, name));
    writeManifest(dir, key, [...staged.keys()], build);
    if (dir !== distDir) pruneCache(dirname(dir), dir);
    return true;
  } catch (e) {
    for (const temp of staged.values()) rmSync(temp, { force: true });
    debugLine(`cannot write prebuilt files to ${dir} (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
    return false;
  }
}

/** How many cache folders are kept: each is a whole library, and every edit of an extra ruleset makes a new one. */
const KEPT_CACHE_FOLDERS = 8;

/** Removes the least recently written cache folders beyond the limit, sparing any written in the last day (another qm may be reading it). */
function pruneCache(parent: string, current: string): void {
  try {
    const dayAgo = Date.now() - 24 * 3600 * 1000;
    const folders = readdirSync(parent)
      .map((name) => join(parent, name))
      .filter((p) => p !== current)
      .map((p) => ({ p, t: statSync(p).mtimeMs }))
      .sort((a, b) => b.t - a.t);
    for (const { p, t } of folders.slice(KEPT_CACHE_FOLDERS - 1)) if (t < dayAgo) rmSync(p, { recursive: true, force: true });
  } catch {
    // Pruning is housekeeping: never a reason to fail a command.
  }
}

/** A temporary path in `dir` to stage a prebuilt file before commitPrebuilt renames it into place. */
export function stagePath(dir: string, name: string): string {
  mkdirSync(dir, { recursive: true });
  return tempPathFor(join(dir, name));
}

export { userCacheDir };

