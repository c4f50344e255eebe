/**
 * The lexicons' compound spellings of a ruleset chain: a word the lexicon expands into the very words it is made of
 * ("reroll": "re roll"), so that directive phrases and effect texts read "re-rolled", "rerolled" and "re rolled" alike
 * (its other forms through the stemming: "rerolls" stems to "reroll"). Abbreviations and synonyms ("sat": "same action twice", "hi": "home island", "melee": "hand to
 * hand") are for search only: in a player's sentence "sat" and "hi" are words of their own.
 */
import type { Stemmer } from './stemmer.js';
import type { RulesetInfo } from './entry.js';
import { memoized } from './memo.js';
import { wordsOf } from './text.js';

/** Each compound word and the words it is spelt as apart; the strongest ruleset of the chain that expands a word decides it. */
export function compoundSpellingsOf(chain: readonly (RulesetInfo | undefined)[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const r of chain) {
    for (const [k, x] of Object.entries(r?.lexicon?.expansions ?? {})) {
      const key = wordsOf(k);
      const parts = wordsOf(x).split(' ').filter(Boolean);
      if (!out.has(key) && parts.length > 1 && parts.join('') === key) out.set(key, parts);
    }
  }
  return out;
}

/**
 * A word's stems as phrases and texts are read: its compound spelling's parts, each stemmed, when the word or its stem
 * is a compound ("rerolled" stems to "reroll", spelt "re roll"); else its own stem. Made once per stemmer and spellings.
 */
export function stemsOfWord(stem: Stemmer, compounds: ReadonlyMap<string, readonly string[]>): (word: string) => readonly string[] {
  const byStem = new Map<string, readonly string[]>();
  for (const [k, parts] of compounds) byStem.set(stem(k), parts);
  // Remembered, bounded: the words of every text a long run reads pass through here.
  return memoized((word: string): readonly string[] => {
    const s = stem(word);
    const parts = compounds.get(word) ?? byStem.get(s);
    return parts ? parts.map(stem) : [s];
  }, 4096);
}
