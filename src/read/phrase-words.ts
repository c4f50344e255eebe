/** What reading knows of words in a chain: the words its phrases are made of, and whether the documents use a word. */
import type { Library, RulesetInfo } from '../rulesets/entry.js';
import { chainPhraseStems } from '../rulesets/chain-stems.js';
import { extendsChain } from '../rulesets/extends-chain.js';
import { scopeProcessors, wordTerms } from '../search/terms.js';
import { searchIndexOf } from './search-index-of.js';

/**
 * The stems of the phrase words of a chain (strongest ruleset first): those stored with its strongest ruleset when the
 * chain is that ruleset's own, else worked out (a situation naming extra rulesets).
 */
export function phraseStemsOf(lib: Library, chain: readonly (RulesetInfo | undefined)[]): readonly string[] {
  const head = chain[0];
  const own = head ? extendsChain(head, new Map(lib.rulesets.map((r) => [r.id, r]))).chain : [];
  const same = own.length === chain.length && own.every((r, i) => r === chain[i]);
  return same && head?.phraseStems ? head.phraseStems : chainPhraseStems(chain);
}

/**
 * Whether the documents use `word`, any game's: every index term one game's words search it as is in the index (a stop
 * word, which has none, is a word too). Any game's, since players' words are not one game's ("boats" is not Dragon &
 * Flagon's word, though a swap makes its Boast).
 */
export function isDocumentWord(lib: Library, word: string): boolean {
  const ix = searchIndexOf(lib);
  return ix.rulesets.some((id) => wordTerms(word, scopeProcessors(ix, new Set([id]))).every((t) => ix.vocabulary.has(t)));
}
