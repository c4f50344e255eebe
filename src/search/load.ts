/** The index `qm search` uses: the prebuilt one when it is fresh, else one built in memory from the YAML library. */
import { extraRulesetRoots, rulesetDirsIn } from '../rulesets/locations.js';
import { loadLibrary, type LibraryOptions } from '../rulesets/library.js';
import { readFreshSearchIndex } from './index-file.js';
import { buildSearchIndex, type SearchIndex } from './search-index.js';

/** Loads the index of every loaded ruleset (built-in and `--rulesets` extras). */
export async function loadSearchIndex(options: LibraryOptions = {}): Promise<SearchIndex> {
  const extra = extraRulesetRoots(options.rulesets).flatMap(rulesetDirsIn);
  if (extra.length === 0) {
    const fresh = readFreshSearchIndex();
    if (fresh) return fresh;
  }
  return buildSearchIndex(await loadLibrary(options));
}
