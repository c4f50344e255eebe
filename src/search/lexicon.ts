/** A ruleset's term-processing data (stop words, expansions, synonyms, stemming) and the word processor built from it. */
import type { Lexicon } from '../rulesets/lexicon-schema.js';
import { stemmerOf } from '../rulesets/stemmer.js';
import { foldWord } from '../rulesets/text.js';
import { collectorNumberTerm } from './words.js';
import { memoized } from '../rulesets/memo.js';

export type { Lexicon } from '../rulesets/lexicon-schema.js';

/** Turns one folded word into the index terms it stands for (none for a stop word). */
export type WordProcessor = (word: string) => readonly string[];

/** Builds the word processor of one lexicon. */
export function compileLexicon(lex: Lexicon = {}): WordProcessor {
  // The lexicon's own words are folded like the text they are compared with ("It’s" → "its").
  const stop = new Set((lex.stopWords ?? []).map(foldWord));
  const stem = stemmerOf(lex.stemming);
  const canonical = new Map<string, string>();
  for (const group of lex.synonyms ?? []) {
    const head = stem(foldWord(group[0]!));
    for (const w of group) canonical.set(stem(foldWord(w)), head);
  }
  const expansions = new Map(Object.entries(lex.expansions ?? {}).map(([k, v]) => [foldWord(k), foldWord(v).split(/[^a-z0-9]+/).filter(Boolean)]));
  const one = (word: string): string | undefined => {
    if (stop.has(word)) return undefined;
    const s = stem(word);
    return canonical.get(s) ?? s;
  };
  // Every query, snippet and asked line runs the same words through it again: each word's terms are kept (bounded, as
  // the rulesets' memos are), frozen so that no caller can change another's.
  return memoized((word) => {
    const num = collectorNumberTerm(word);
    const parts = expansions.get(word) ?? [word];
    return Object.freeze(num && /\d/.test(num) ? [num] : parts.flatMap((p) => one(p) ?? []));
  });
}
