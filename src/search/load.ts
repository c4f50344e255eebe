/** The index `qm search` uses: a prebuilt one built from the rulesets as they are now (dist/, or the user's cache for extra rulesets), else one built from the library. */
import { join } from 'node:path';
import { extraRulesetDirs, loadLibrary, type LibraryOptions } from '../rulesets/library.js';
import { displayPath } from '../input/read-text.js';
import { cacheFor, distPlace, writePrebuilt, type PrebuiltPlace } from '../prebuilt/store.js';
import { debugLine } from '../prebuilt/notices.js';
import { readSearchIndexIn, SEARCH_INDEX_NAME, searchIndexFiles } from './index-file.js';
import { buildSearchIndex, type SearchIndex } from './search-index.js';

/** The prebuilt index in a place (dist/ by default), or undefined; a damaged or unreadable one warns once and is not used. */
export function readPrebuiltSearchIndex(place: PrebuiltPlace = distPlace()): SearchIndex | undefined {
  const ix = readSearchIndexIn(place);
  if (ix) debugLine(`search index: prebuilt ${displayPath(join(place.dir, SEARCH_INDEX_NAME))}`);
  return ix;
}

/** Loads the index of every loaded ruleset (built-in and `--rulesets` extras). */
export async function loadSearchIndex(options: LibraryOptions = {}): Promise<SearchIndex> {
  const extra = extraRulesetDirs(options);
  if (extra.length === 0) {
    const fresh = readPrebuiltSearchIndex();
    if (fresh) return fresh;
  }
  const cache = cacheFor(extra);
  const cached = readPrebuiltSearchIndex(cache);
  if (cached) return cached;
  const ix = buildSearchIndex(await loadLibrary(options));
  debugLine('search index: built in memory');
  // Kept in the user's cache, keyed by the rulesets' content, so the next search does not build it again (and a damaged one is replaced).
  writePrebuilt(cache, searchIndexFiles(ix));
  return ix;
}
