/** Exclusions (`-word`): the entries holding an excluded word in their own fields are left out. */
import { indexedFields } from './documents.js';
import type { WordProcessor } from './lexicon.js';
import type { SearchIndex } from './search-index.js';
import { wordTerms } from './terms.js';

/** The fields an entry holds itself, as opposed to `about` (its ancestors' subjects). */
const ownFields = indexedFields.filter((f) => f !== 'about');

/** The documents holding any excluded word in their own fields (`-word`). */
export function excludedDocs(ix: SearchIndex, words: string[], processors: readonly WordProcessor[]): Set<number> {
  const out = new Set<number>();
  for (const w of words) {
    const terms = wordTerms(w, processors);
    if (!terms.length) continue;
    for (const r of ix.mini.search({ queries: [terms.join(' ')], combineWith: 'AND' }, { fields: ownFields, fuzzy: false, prefix: false })) out.add(r.id as number);
  }
  return out;
}
