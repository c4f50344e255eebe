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
function holds(line: Line, terms: ReadonlySet<string>, corrected: (t: string) => readonly string[]): boolean {
  for (const t of terms) {
    if (line.terms.has(t) || (t.length >= 3 && line.starts.has(t))) return true;
    for (const c of corrected(t)) if (line.terms.has(c)) return true;
  }
  return false;
}

/** The share of the query's weighted word groups the best of `n`'s asked lines holds (0 when it has none). */
export function bestLineShare(ix: SearchIndex, n: number, groups: readonly Map<string, Set<string>>[], weights: readonly number[], counted: number, corrected: (t: string) => readonly string[]): number {
  if (counted <= 0) return 0;
  const ruleset = ix.rulesetOf[n]!;
  let best = 0;
  for (const line of linesOf(ix, n)) {
    let found = 0;
    // A loop, not forEach: a callback that adds to `found` is a closure made for every line of every candidate.
    for (let k = 0; k < groups.length; k++) {
      const terms = groups[k]!.get(ruleset);
      if (terms && holds(line, terms, corrected)) found += weights[k]!;
    }
    if (found > best) best = found;
  }
  return Math.min(1, best / counted);
}
