/** A ruleset's term-processing data (stop words, expansions, synonyms, stemming) and the word processor built from it. */
import type { Lexicon } from '../rulesets/lexicon-schema.js';
import { collectorNumberTerm, foldWord, isNumberTerm } from './words.js';

export type { Lexicon } from '../rulesets/lexicon-schema.js';

/** Turns one folded word into the index terms it stands for (none for a stop word). */
export type WordProcessor = (word: string) => string[];

/** Builds the word processor of one lexicon. */
export function compileLexicon(lex: Lexicon = {}): WordProcessor {
  // The lexicon's own words are folded like the text they are compared with ("It’s" → "its").
  const stop = new Set((lex.stopWords ?? []).map(foldWord));
  const exceptions = new Map(Object.entries(lex.stemming?.exceptions ?? {}).map(([k, v]) => [foldWord(k), foldWord(v)]));
  const suffixes = lex.stemming?.suffixes ?? [];
  const undouble = lex.stemming?.undouble ?? [];
  const stem = (word: string): string => {
    const w = exceptions.get(word) ?? word;
    if (isNumberTerm(w) || w.includes('-')) return w;
    for (const r of suffixes) {
      if (!w.endsWith(r.suffix)) continue;
      if ((r.unless ?? []).some((u) => w.endsWith(u))) continue;
      const base = w.slice(0, w.length - r.suffix.length);
      if (base.length < (r.min ?? 3)) continue;
      const d = undouble.find((u) => base.endsWith(u));
      return (d ? base.slice(0, -d.length + 1) : base) + (r.replace ?? '');
    }
    return w;
  };
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
  return (word) => {
    const num = collectorNumberTerm(word);
    if (num && /\d/.test(num)) return [num];
    const parts = expansions.get(word) ?? [word];
    return parts.flatMap((p) => one(p) ?? []);
  };
}
