/** The typed words of a query as groups of index terms, per lexicon in scope, without the words a question cue used up. */
import type { ParsedQuery } from './query.js';
import type { SearchIndex } from './search-index.js';
import { typedTerms } from './joined.js';
import { phraseRuns, runTerms } from './player-phrases.js';
import { scopeProcessors } from './terms.js';
import { splitWords } from './words.js';

/** The typed words as groups of terms (one group per word, or per `a OR b`), without the words a question cue used up. */
export interface WordGroups {
  /** The typed word of each group (the first, for `a OR b`). */
  words: string[];
  /** Where each group's word was typed, among the query's free words. */
  at: number[];
  /** Each group's terms under every lexicon in scope (what the index is asked for). */
  groups: string[][];
  /** Each group's terms under each ruleset's own lexicon: a ruleset's synonyms say nothing about another's entries. */
  byRuleset: Map<string, Set<string>>[];
}

/** Builds the word groups of a query. */
export function wordGroups(ix: SearchIndex, q: ParsedQuery, used: Set<number>, scope: Set<string>): WordGroups {
  const processors = scopeProcessors(ix, scope);
  const ids = scope.size ? [...scope] : ix.rulesets;
  let keep = q.words.map((word, i) => ({ word, i })).filter((w) => !used.has(w.i));
  // A query that is nothing but a cue ("how long") is searched as typed.
  if (!keep.length && !q.phrases.length && !q.scoped.length) keep = q.words.map((word, i) => ({ word, i }));
  const perRuleset = (word: string) => new Map(ids.map((id) => [id, new Set(typedTerms(ix, word, ix.processors.get(id) ? [ix.processors.get(id)!] : processors))]));
  // A word of `a OR b` is one of its alternatives, not part of a phrase.
  const inAlternatives = new Set(q.words.flatMap((w, i) => (q.alternatives.some((a) => a.includes(w)) ? [i] : [])));
  let typed = withPhrases(ix, q.words, new Set([...used, ...inAlternatives]), ids, keep.map(({ word, i }) => ({ word, i, terms: typedTerms(ix, word, processors), own: perRuleset(word) }))).filter((t) => t.terms.length);
  if (!typed.length && !q.phrases.length && !q.scoped.length && keep.length) {
    // Only stop words were typed: search them as they are, in every ruleset.
    typed = keep.map(({ word, i }) => {
      const terms = splitWords(word).map((x) => x.folded);
      return { word, i, terms, own: new Map(ids.map((id) => [id, new Set(terms)])) };
    }).filter((t) => t.terms.length);
  }
  const out: WordGroups = { words: [], at: [], groups: [], byRuleset: [] };
  const joined = new Map<string, number>();
  for (const t of typed) {
    const alt = q.alternatives.find((a) => a.includes(t.word));
    const at = alt ? joined.get(alt.join('\u0000')) : undefined;
    if (alt && at !== undefined) {
      out.groups[at]!.push(...t.terms);
      for (const [id, terms] of t.own) for (const term of terms) out.byRuleset[at]!.get(id)?.add(term);
    } else {
      if (alt) joined.set(alt.join('\u0000'), out.groups.length);
      out.groups.push([...t.terms]);
      out.byRuleset.push(t.own);
      out.words.push(t.word);
      out.at.push(t.i);
    }
  }
  return out;
}

/** The word groups without those at the given positions. */
export function withoutGroups(g: WordGroups, drop: ReadonlySet<number>): WordGroups {
  if (!drop.size) return g;
  const keep = (_: unknown, k: number) => !drop.has(k);
  return { words: g.words.filter(keep), at: g.at.filter(keep), groups: g.groups.filter(keep), byRuleset: g.byRuleset.filter(keep) };
}

/** A typed word and its terms, under every lexicon in scope and under each ruleset's own. */
interface Typed {
  word: string;
  i: number;
  terms: readonly string[];
  own: Map<string, Set<string>>;
}

/**
 * The typed words with each phrase a lexicon lists ("switch off") as one word: under that ruleset, the term it stands
 * for; under the others, any of its words, as typed.
 */
function withPhrases(ix: SearchIndex, words: readonly string[], skip: ReadonlySet<number>, ids: readonly string[], typed: Typed[]): Typed[] {
  const runs = phraseRuns(ix, words, ids, skip);
  if (!runs.length) return typed;
  const out: Typed[] = [];
  for (const t of typed) {
    const run = runs.find((r) => t.i >= r.start && t.i < r.end);
    if (!run) {
      out.push(t);
      continue;
    }
    // The run's later words went into its first.
    if (t.i !== run.start) continue;
    const inRun = typed.filter((x) => x.i >= run.start && x.i < run.end);
    const own = new Map<string, Set<string>>();
    for (const id of ids) own.set(id, new Set(runTerms(ix, run, id) ?? inRun.flatMap((x) => [...(x.own.get(id) ?? [])])));
    out.push({ word: words.slice(run.start, run.end).join(' '), i: run.start, terms: [...new Set([...own.values()].flatMap((s) => [...s]))], own });
  }
  return out;
}
