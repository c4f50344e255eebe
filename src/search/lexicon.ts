/** A ruleset's term-processing data (stop words, expansions, synonyms, stemming) and the word processor built from it. */

/** A suffix rule: a word ending in `suffix` (keeping at least `min` letters) ends in `replace` instead. */
export interface SuffixRule {
  suffix: string;
  replace?: string | undefined;
  min?: number | undefined;
  /** Endings that keep the word as it is (e.g. "ss" for the rule on "s"). */
  unless?: string[] | undefined;
}

/** The lexicon file of a ruleset (`lexicon.yaml`), as validated by src/search/lexicon-schema.ts. */
export interface Lexicon {
  stopWords?: string[] | undefined;
  /** A word or abbreviation and the words it stands for ("hi" → "home island"). */
  expansions?: Record<string, string> | undefined;
  /** Groups of words that mean the same; every word of a group is indexed as the group's first. */
  synonyms?: string[][] | undefined;
  stemming?: { exceptions?: Record<string, string> | undefined; suffixes?: SuffixRule[] | undefined } | undefined;
}

/** Turns one folded word into the index terms it stands for (none for a stop word). */
export type WordProcessor = (word: string) => string[];

/** Collector numbers as players type them: RF-056, MI-042a, PotC-019, SCS-084b, rf056. */
const collectorNumber = /^([a-z]{1,6})-?(\d{1,4}[a-z]?)$/;

/** The canonical form of a collector number ("rf056" → "rf-056"), or undefined if `word` is not one. */
export function collectorNumberTerm(word: string): string | undefined {
  const m = collectorNumber.exec(word);
  return m ? `${m[1]}-${m[2]}` : undefined;
}

/** True for terms that are collector numbers (matched exactly, never fuzzy or by prefix). */
export function isNumberTerm(term: string): boolean {
  return /\d/.test(term);
}

/** Builds the word processor of one lexicon. */
export function compileLexicon(lex: Lexicon = {}): WordProcessor {
  const stop = new Set((lex.stopWords ?? []).map((w) => w.toLowerCase()));
  const exceptions = new Map(Object.entries(lex.stemming?.exceptions ?? {}).map(([k, v]) => [k.toLowerCase(), v.toLowerCase()]));
  const suffixes = lex.stemming?.suffixes ?? [];
  const stem = (word: string): string => {
    const w = exceptions.get(word) ?? word;
    if (isNumberTerm(w) || w.includes('-')) return w;
    for (const r of suffixes) {
      if (!w.endsWith(r.suffix)) continue;
      if ((r.unless ?? []).some((u) => w.endsWith(u))) continue;
      const base = w.slice(0, w.length - r.suffix.length);
      if (base.length < (r.min ?? 3)) continue;
      return base + (r.replace ?? '');
    }
    return w;
  };
  const canonical = new Map<string, string>();
  for (const group of lex.synonyms ?? []) {
    const head = stem(group[0]!.toLowerCase());
    for (const w of group) canonical.set(stem(w.toLowerCase()), head);
  }
  const expansions = new Map(Object.entries(lex.expansions ?? {}).map(([k, v]) => [k.toLowerCase(), v.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean)]));
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
