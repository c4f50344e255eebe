/**
 * Phrases players say for one term of a ruleset ("switch off" for cancel, "drop off" for unload), found among typed
 * words. Each word of such a phrase means something else alone ("turn" is a turn, "off" nothing): read word by word,
 * "turn off" found rulings on turns. A ruleset's lexicon lists its phrases; another ruleset's words stay as typed.
 */
import { stemmerOf, type Stemmer } from '../rulesets/stemmer.js';
import { perIndex } from './per-index.js';
import type { SearchIndex } from './search-index.js';
import { wordTerms } from './terms.js';
import { endsClause, splitWords } from './words.js';

/** A lexicon phrase: its words' stems, and the term it stands for. */
interface Phrase {
  stems: string[];
  term: string;
}

/** A ruleset's phrases, longest first (the longer is the more particular), and the stemmer they were stemmed with. */
const phrasesOf = perIndex((ix: SearchIndex, id: string): { list: Phrase[]; stem: Stemmer } => {
  const lex = ix.lexicons[id];
  const stem = stemmerOf(lex?.stemming);
  const list = Object.entries(lex?.phrases ?? {})
    .map(([phrase, term]) => ({ stems: splitWords(phrase).map((w) => stem(w.folded)), term }))
    .filter((p) => p.stems.length >= 2)
    .sort((a, b) => b.stems.length - a.stems.length);
  return { list, stem };
});

/** A run of typed words, `start` to `end` (exclusive), and per ruleset whose lexicon lists it, the term it stands for. */
export interface PhraseRun {
  start: number;
  end: number;
  terms: Map<string, string>;
}

/**
 * Where phrase `p` ends among `parts` (each typed word's stems) when it starts at word `i`: it must cover whole words
 * ("free-for-all" as one word or three), none used up (`skip`) and none but its last ending a clause ("on my turn, off
 * the island" is no "turn off").
 */
function endOf(p: Phrase, parts: readonly string[][], words: readonly string[], i: number, skip?: ReadonlySet<number>): number | undefined {
  let k = 0;
  for (let j = i; j < parts.length; j++) {
    if (skip?.has(j) || !parts[j]!.length) return undefined;
    for (const s of parts[j]!) if (p.stems[k++] !== s) return undefined;
    if (k === p.stems.length) return j + 1;
    if (endsClause(words[j]!)) return undefined;
  }
  return undefined;
}

/**
 * The phrase runs among `words` (typed words in order) under the lexicons of `ids`, leftmost and longest first, none
 * overlapping; `skip` holds positions read otherwise (a question cue's words, a word of `a OR b`).
 */
export function phraseRuns(ix: SearchIndex, words: readonly string[], ids: readonly string[], skip?: ReadonlySet<number>): PhraseRun[] {
  const found: { start: number; end: number; id: string; term: string }[] = [];
  for (const id of ids) {
    const { list, stem } = phrasesOf(ix, id);
    if (!list.length) continue;
    const parts = words.map((w) => splitWords(w).map((x) => stem(x.folded)));
    for (let i = 0; i < words.length; i++) {
      for (const p of list) {
        const end = endOf(p, parts, words, i, skip);
        if (end === undefined) continue;
        found.push({ start: i, end, id, term: p.term });
        break;
      }
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const runs: PhraseRun[] = [];
  for (const f of found) {
    const last = runs[runs.length - 1];
    if (last && last.start === f.start && last.end === f.end) last.terms.set(f.id, f.term);
    else if (!last || f.start >= last.end) runs.push({ start: f.start, end: f.end, terms: new Map([[f.id, f.term]]) });
  }
  return runs;
}

/** The index terms `run` stands for under ruleset `id`, or undefined where `id`'s lexicon does not list it. */
export function runTerms(ix: SearchIndex, run: PhraseRun, id: string): string[] | undefined {
  const term = run.terms.get(id);
  const processor = ix.processors.get(id);
  return term !== undefined && processor ? wordTerms(term, [processor]) : undefined;
}
