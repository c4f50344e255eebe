/** A memo per search index and key: lexicons and documents do not change while an index lives. */
import type { SearchIndex } from './search-index.js';

/**
 * A function answering `make(ix, key)` once per index and key, from memory after that; held weakly by the index, so a
 * rebuilt index (the page's, a test's) starts afresh.
 */
export function perIndex<K, V>(make: (ix: SearchIndex, key: K) => V): (ix: SearchIndex, key: K) => V {
  const cache = new WeakMap<SearchIndex, Map<K, V>>();
  return (ix, key) => {
    let known = cache.get(ix);
    if (!known) cache.set(ix, (known = new Map()));
    let v = known.get(key);
    if (v === undefined && !known.has(key)) known.set(key, (v = make(ix, key)));
    return v as V;
  };
}
