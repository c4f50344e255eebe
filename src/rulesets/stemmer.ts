/** A lexicon's stemming on its own: one word to its stem, with no stop words, expansions or synonyms. */
import type { Lexicon } from './lexicon-schema.js';
import { foldWord } from './text.js';

/** Turns one folded word into its stem ("taking" → "take", "pinned" → "pin"). */
export type Stemmer = (word: string) => string;

/** The stemmer of a lexicon's `stemming` section; the identity when it has none. */
export function stemmerOf(stemming: Lexicon['stemming']): Stemmer {
  const exceptions = new Map(Object.entries(stemming?.exceptions ?? {}).map(([k, v]) => [foldWord(k), foldWord(v)]));
  const suffixes = stemming?.suffixes ?? [];
  const undouble = stemming?.undouble ?? [];
  // Remembered per word: directive phrases and texts repeat the same few thousand words, and a cold resolve stems each
  // directive's phrases to index them.
  const memo = new Map<string, string>();
  const stem = (word: string): string => {
    const w = exceptions.get(word) ?? word;
    // Numbers (collector numbers, 2d6) and hyphenated terms are kept whole.
    if (/\d/.test(w) || w.includes('-')) return w;
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
  return (word) => {
    let s = memo.get(word);
    if (s === undefined) memo.set(word, (s = stem(word)));
    return s;
  };
}
