/** The index `qm search` uses: a prebuilt one built from the rulesets as they are now (dist/, or the user's cache for extra rulesets), else one built from the library. */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { extraRulesetDirs, loadLibrary, type LibraryOptions } from '../rulesets/library.js';
import { displayPath } from '../rulesets/read-text.js';
import { cacheFor, commitPrebuilt, distDir, stagePath } from '../prebuilt/store.js';
import { debugLine, warnOnce } from '../prebuilt/notices.js';
import { docsPathOf, readFreshSearchIndex, writeSearchIndex } from './index-file.js';
import { buildSearchIndex, type SearchIndex } from './search-index.js';

const INDEX_NAME = 'search-index.json';

/** The prebuilt index in a folder (dist/ by default), or undefined; a file that cannot be parsed warns once and is not used. */
export function readPrebuiltSearchIndex(dir: string = distDir): SearchIndex | undefined {
  const path = join(dir, INDEX_NAME);
  try {
    const ix = readFreshSearchIndex(path);
    if (ix) debugLine(`search index: prebuilt ${displayPath(path)}`);
    return ix;
  } catch (e) {
    warnOnce(`${displayPath(path)} cannot be read (${(e as Error).message}); reading the rulesets from YAML instead (npm run build rewrites it)`);
    return undefined;
  }
}

/** Loads the index of every loaded ruleset (built-in and `--rulesets` extras). */
export async function loadSearchIndex(options: LibraryOptions = {}): Promise<SearchIndex> {
  const extra = extraRulesetDirs(options);
  if (extra.length === 0) {
    const fresh = readPrebuiltSearchIndex(distDir);
    if (fresh) return fresh;
  }
  const cache = cacheFor(extra);
  const cached = readPrebuiltSearchIndex(cache.dir);
  if (cached) return cached;
  const ix = buildSearchIndex(await loadLibrary(options));
  debugLine('search index: built in memory');
  // Kept in the user's cache, keyed by the rulesets' content, so the next search does not build it again.
  try {
    const temp = stagePath(cache.dir, INDEX_NAME);
    writeSearchIndex(ix, temp);
    if (!commitPrebuilt(cache.dir, cache.key, new Map([[INDEX_NAME, temp], ['search-index.docs.ndjson', docsPathOf(temp)]]))) rmSync(temp, { force: true });
  } catch (e) {
    debugLine(`cannot cache the search index (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
  return ix;
}
