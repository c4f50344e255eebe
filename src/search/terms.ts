/** Query words as index terms: each typed word processed by the lexicons of every ruleset in scope. */
import type { WordProcessor } from './lexicon.js';
import type { SearchIndex } from './search-index.js';
import { splitWords } from './words.js';

/** The terms one typed word stands for under every processor in scope (none for a stop word). */
export function wordTerms(word: string, processors: readonly WordProcessor[]): string[] {
  const out = new Set<string>();
  for (const w of splitWords(word)) for (const p of processors) for (const t of p(w.folded)) out.add(t);
  return [...out];
}

/** The processors of the rulesets in scope. */
export function scopeProcessors(ix: SearchIndex, rulesets: Set<string>): WordProcessor[] {
  const ids = rulesets.size ? [...rulesets] : ix.rulesets;
  return ids.flatMap((id) => ix.processors.get(id) ?? []);
}
