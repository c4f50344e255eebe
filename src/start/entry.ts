/** The entry bin/qm.js imports once built (dist/bundle/cli.js): the CLI bundle (qm.cjs beside it), run through the code cache. */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { userCacheDir } from '../prebuilt/cache-dir.js';
import { loadCompiled } from './compiled-bundle.js';
import { crc32 } from '../prebuilt/crc32.js';
import { pruneCache } from '../prebuilt/prune-cache.js';

/** Runs the CLI on `argv`, keeping the code this command compiled for its next run. */
export async function main(argv: string[]): Promise<void> {
  const bundle = fileURLToPath(new URL('./qm.cjs', import.meta.url));
  // One cache per command: each holds the functions its command runs, not a mix of whichever command ran first.
  const command = /^[a-z][a-z-]{0,20}$/.test(argv[2] ?? '') ? argv[2]! : 'other';
  // A folder per installed copy (a clone and a global install each keep theirs, instead of evicting each other's).
  const codeDir = join(userCacheDir(), 'code');
  const cacheDir = join(codeDir, crc32(dirname(bundle)));
  const loaded = loadCompiled(bundle, cacheDir, command);
  (loaded.exports.useImporter as (fn: (specifier: string) => Promise<unknown>) => void)((specifier) => import(specifier));
  try {
    await (loaded.exports.main as (argv: string[]) => Promise<void>)(argv);
  } finally {
    // A mistyped command keeps no cache of its own: what it compiled is kept as the commandless run's.
    // Also when this run took a path (reading by words) the caches on disk were not made by: see CompiledBundle.save.
    const reached = (loaded.exports.reached as (() => string[]) | undefined)?.() ?? [];
    if (loaded.compiled.length || reached.length) {
      const known = command !== 'other' && (loaded.exports.isCommand as (name: string) => boolean)(command);
      if (loaded.save(known ? command : 'other', reached)) pruneCache(codeDir, cacheDir);
    }
  }
}
