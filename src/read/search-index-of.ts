/** The search index reading by words uses for a library: the one a command loaded (prebuilt or cached), else built once. */
import type { Library } from '../rulesets/entry.js';
import { buildSearchIndex, type SearchIndex } from '../search/search-index.js';
import { reach } from '../reached.js';

const attached = new WeakMap<Library, SearchIndex | (() => SearchIndex | undefined)>();

/** Uses `ix` (or what `load` returns, on first need) as the search index of `lib`: it must index the same entries. */
export function useSearchIndex(lib: Library, ix: SearchIndex | (() => SearchIndex | undefined)): void {
  attached.set(lib, ix);
}

/** The search index of `lib`; built from the library itself when none was attached, or the attached loader gives none. */
export function searchIndexOf(lib: Library): SearchIndex {
  const got = attached.get(lib);
  if (got && typeof got !== 'function') return got;
  reach('words');
  // Loaded or built on first need only: a situation whose effects all read exactly never pays for the index.
  const ix = (typeof got === 'function' ? got() : undefined) ?? buildSearchIndex(lib);
  attached.set(lib, ix);
  return ix;
}

