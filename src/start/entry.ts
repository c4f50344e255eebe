/** The entry bin/qm.js imports once built (dist/bundle/cli.js): the CLI bundle (qm.cjs beside it), run through the code cache. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { userCacheDir } from '../prebuilt/cache-dir.js';
import { loadCompiled } from './compiled-bundle.js';

/** Runs the CLI on `argv`, keeping the code this command compiled for its next run. */
export async function main(argv: string[]): Promise<void> {
  const bundle = fileURLToPath(new URL('./qm.cjs', import.meta.url));
  // One cache per command: each holds the functions its command runs, not a mix of whichever command ran first.
  const command = /^[a-z][a-z-]{0,20}$/.test(argv[2] ?? '') ? argv[2]! : 'other';
  const loaded = loadCompiled(bundle, join(userCacheDir(), 'code'), command);
  (loaded.exports.useImporter as (fn: (specifier: string) => Promise<unknown>) => void)((specifier) => import(specifier));
  try {
    await (loaded.exports.main as (argv: string[]) => Promise<void>)(argv);
  } finally {
    loaded.save();
  }
}
