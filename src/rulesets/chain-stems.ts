/**
 * How a ruleset chain's phrases and texts are stemmed (the stemming of its strongest ruleset with one, its compound
 * spellings), and the stems of its phrases' words: stored with each ruleset for its own chain, so a cold start that
 * reads a word one swap from a phrase's (read/mistyped.ts) does not stem every phrase word first.
 */
import type { RulesetInfo } from './entry.js';
import { compoundSpellingsOf, stemsOfWord } from './compound-spellings.js';
import { extendsChain } from './extends-chain.js';
import { stemmerOf, type Stemmer } from './stemmer.js';

/** The stemmer and compound spellings phrases and texts of `chain` (strongest ruleset first) are read with. */
export function chainStemming(chain: readonly (RulesetInfo | undefined)[]): { stem: Stemmer; compounds: Map<string, string[]> } {
  const lexicon = chain.map((r) => r?.lexicon).find((l) => l?.stemming);
  return { stem: stemmerOf(lexicon?.stemming), compounds: compoundSpellingsOf(chain) };
}

/** The stems of every phrase word of `chain`, as its texts are read, sorted. */
export function chainPhraseStems(chain: readonly (RulesetInfo | undefined)[]): string[] {
  const { stem, compounds } = chainStemming(chain);
  const stems = stemsOfWord(stem, compounds);
  return [...new Set(chain.flatMap((r) => r?.phraseWords ?? []).flatMap(stems))].sort();
}

/** Sets `phraseStems` on each of `these`, for its own chain among `all` (each ruleset and those it extends). */
export function storePhraseStems(these: readonly RulesetInfo[], all: readonly RulesetInfo[]): void {
  const byId = new Map(all.map((r) => [r.id, r]));
  for (const r of these) r.phraseStems = chainPhraseStems(extendsChain(r, byId).chain);
}
