/** The lexicons' expansions of a ruleset chain, as folded words: how directive phrases and effect texts read an abbreviation or a compound. */
import type { RulesetInfo } from './entry.js';
import { wordsOf } from './text.js';

/** Each expanded word and the words it stands for; the strongest ruleset of the chain that expands a word decides it. */
export function expansionsOf(chain: readonly (RulesetInfo | undefined)[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const r of chain) for (const [k, x] of Object.entries(r?.lexicon?.expansions ?? {})) if (!out.has(wordsOf(k))) out.set(wordsOf(k), wordsOf(x).split(' ').filter(Boolean));
  return out;
}
