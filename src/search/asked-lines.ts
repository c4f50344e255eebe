/** What players ask, line by line: a ruling one of whose asked lines holds most of the query rises over one that holds its words spread over several. */
import { askedLineTerms, type SearchIndex } from './search-index.js';
import { perIndex } from './per-index.js';

/** One asked line's terms, and every start of three letters or more of each (a query word may be a word's start). */
interface Line {
  terms: ReadonlySet<string>;
  starts: ReadonlySet<string>;
}

/** A line's terms with their starts: a query word is looked up once, not compared with each word of each line. */
function lineOf(terms: readonly string[]): Line {
  const starts = new Set<string>();
  for (const w of terms) for (let k = 3; k <= w.length; k++) starts.add(w.slice(0, k));
  return { terms: new Set(terms), starts };
}

/** The terms of each line players ask of document `n`, kept per index. */
const linesOf = perIndex((ix, n: number): Line[] => {
  const doc = ix.doc(n);
  const processors = ix.processors.get(doc.ruleset);
  const asked = doc.fields.asked;
  // Made when the index is built; the page's documents are made again from the entries (site/site-data.ts) and have
  // none, so they are made here.
  const terms = doc.askedTerms ?? (asked && processors ? askedLineTerms(asked, processors) : []);
  return terms.map(lineOf);
});

/** Whether a line holds one of a word group's terms, a word starting with one, or the index term a misspelt one was matched to. */
function holds(line: Line, terms: readonly string[], corrected: (t: string) => readonly string[], typos: boolean): boolean {
  for (let i = 0; i < terms.length; i++) {
    const t = terms[i]!;
    if (line.terms.has(t) || (t.length >= 3 && line.starts.has(t))) return true;
    if (typos) for (const c of corrected(t)) if (line.terms.has(c)) return true;
  }
  return false;
}

/** Each word group's terms under one ruleset, as arrays made once per search (every candidate of that ruleset reads them). */
const groupArrays = new WeakMap<readonly Map<string, Set<string>>[], Map<string, (readonly string[] | undefined)[]>>();

function arraysOf(groups: readonly Map<string, Set<string>>[], ruleset: string): (readonly string[] | undefined)[] {
  let byRuleset = groupArrays.get(groups);
  if (!byRuleset) groupArrays.set(groups, (byRuleset = new Map()));
  let arrays = byRuleset.get(ruleset);
  if (!arrays) byRuleset.set(ruleset, (arrays = groups.map((g) => { const t = g.get(ruleset); return t ? [...t] : undefined; })));
  return arrays;
}

/**
 * The share of the query's weighted word groups the best of `n`'s asked lines holds (0 when it has none). `typos`:
 * whether any typed word was misspelt (else `corrected` has nothing to give, and is not asked).
 */
export function bestLineShare(ix: SearchIndex, n: number, groups: readonly Map<string, Set<string>>[], weights: readonly number[], counted: number, corrected: (t: string) => readonly string[], typos = true): number {
  if (counted <= 0) return 0;
  const lines = linesOf(ix, n);
  if (!lines.length) return 0;
  const terms = arraysOf(groups, ix.rulesetOf[n]!);
  let best = 0;
  for (const line of lines) {
    let found = 0;
    // A loop, not forEach: a callback that adds to `found` is a closure made for every line of every candidate.
    for (let k = 0; k < terms.length; k++) {
      const t = terms[k];
      if (t && holds(line, t, corrected, typos)) found += weights[k]!;
    }
    if (found > best) best = found;
  }
  return Math.min(1, best / counted);
}
