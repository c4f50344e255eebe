/**
 * The one way prebuilt files are kept: the package's dist/ for the built-in rulesets (written by the build only), the
 * user's cache for the rest, each folder keyed by a content digest of every file its rulesets read, each file checked
 * against the manifest's size and SHA-256 before it is used.
 */
import { dirname, join } from 'node:path';
import { builtinRulesetsDir, packagePath } from '../package-root.js';
import { displayPath } from '../input/read-text.js';
import { stageWrite, type StagedWrite } from './atomic-write.js';
import { userCacheDir } from './cache-dir.js';
import { digestFolders, fnv32, warnSkipped } from './digest.js';
import { readManifest, writeManifest } from './manifest.js';
import { useVouched, type FileSlices } from './vouched-slices.js';
import { debugLine, warnOnce } from './notices.js';
import { sweepTemporaries } from './sweep.js';
import { pruneCache } from './prune-cache.js';

/** The package's folder of prebuilt files, written by the build. */
export const distDir = packagePath('dist');

/** A folder of prebuilt files and the key its manifest must carry. */
export interface PrebuiltPlace {
  dir: string;
  key: string;
}

let builtinKey: string | undefined;

/** The digest of the built-in rulesets, computed once per process (the start-up check). */
function builtinDigest(): string {
  if (builtinKey === undefined) {
    // process.hrtime, not performance.now(): the `performance` global loads node:perf_hooks (~2 ms of every cold command) for a --debug line.
    const t = process.hrtime.bigint();
    const skipped: string[] = [];
    builtinKey = digestFolders([builtinRulesetsDir], skipped);
    warnSkipped(skipped);
    debugLine(`built-in rulesets digest ${builtinKey.slice(0, 12)} in ${(Number(process.hrtime.bigint() - t) / 1e6).toFixed(1)} ms`);
  }
  return builtinKey;
}

const caches = new Map<string, PrebuiltPlace>();

/** The content-addressed cache folder for the built-in rulesets plus extra ruleset folders; its name is its key. */
export function cacheFor(extraDirs: readonly string[]): PrebuiltPlace {
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
  // A writer killed mid-write (kill -9) leaves a temporary file; the next run that uses the folder removes it, written to or not.
  sweepTemporaries(cache.dir);
  return cache;
}

/** The package's prebuilt folder, under the built-in rulesets' digest. */
export function distPlace(): PrebuiltPlace {
  return { dir: distDir, key: builtinDigest() };
}

/** A prebuilt file parsed by `parse`, if the manifest vouches for its bytes; otherwise undefined, with one warning when it is damaged or unreadable. */
export function readPrebuilt<T>(place: PrebuiltPlace, name: string, parse: (bytes: Buffer) => T): T | undefined {
  return readPrebuiltSlices(place, name, (file) => parse(file.slice(0, file.size)));
}

/** Like readPrebuilt, but `use` reads byte ranges of the file, which is then not read whole once it has been vouched for. */
export function readPrebuiltSlices<T>(place: PrebuiltPlace, name: string, use: (file: FileSlices) => T): T | undefined {
  const path = join(place.dir, name);
  const shown = displayPath(path);
  const instead = place.dir === distDir ? 'reading the rulesets from YAML instead (npm run build rewrites it)' : 'building it again';
  let failed: Error | undefined;
  const read = useVouched(path, place.key, (file) => {
    try {
      return use(file);
    } catch (e) {
      failed = e as Error;
      return undefined;
    }
  });
  if ('why' in read) {
    if (read.why === 'damaged') warnOnce(`${shown} is damaged or half-written; ${instead}`);
    if (read.why === 'altered') warnOnce(`${shown} cannot be read (its content is not what was built); ${instead}`);
    debugLine(`${shown}: ${read.why}`);
    return undefined;
  }
  if (failed) warnOnce(`${shown} cannot be read (${failed.message}); ${instead}`);
  return read.value;
}

/**
 * Writes prebuilt files into a folder: each written aside and synced, all renamed into place, then the manifest; leftovers
 * of killed writers are swept first. False (quietly, under --debug) when the folder cannot be written.
 */
export function writePrebuilt(place: PrebuiltPlace, files: ReadonlyMap<string, string | Uint8Array>, build?: string): boolean {
  const staged: StagedWrite[] = [];
  try {
    sweepTemporaries(place.dir);
    for (const [name, data] of files) staged.push(stageWrite(join(place.dir, name), data, { createFolder: true }));
    for (const s of staged.splice(0)) s.commit();
    writeManifest(place.dir, place.key, [...files.keys()], build);
    if (place.dir !== distDir) pruneCache(dirname(place.dir), place.dir);
    return true;
  } catch (e) {
    for (const s of staged) s.abort();
    debugLine(`cannot write prebuilt files to ${place.dir} (${(e as Error).message})`);
    return false;
  }
}

export { userCacheDir };
