/** What players ask, line by line: a ruling one of whose asked lines holds most of the query rises over one that holds its words spread over several. */
import { askedLineTerms, type SearchIndex } from './search-index.js';
import { perIndex } from './per-index.js';

/**
 * One asked line's terms, joined as "|term|term|": a query term is found in it, or as a word's start, by one look in
 * a string. Kept for every line of every document a search has met, so kept small: a set of terms and another of
 * their starts per line grew the heap by megabytes while a process met its first queries, paid for in scavenges.
 */
type Line = string;

/** A line's terms as one string. */
const lineOf = (terms: readonly string[]): Line => `|${terms.join('|')}|`;

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

/** A word group's terms, each with what is looked for in a line: "|t" (a word starting with it) or "|t|" (the word). */
interface GroupTerms {
  terms: readonly string[];
  needles: readonly string[];
}

/** Whether a line holds one of `needles` ("|t": a word starting with t; "|t|": the word t). */
function holds(line: Line, needles: readonly string[]): boolean {
  for (let i = 0; i < needles.length; i++) if (line.includes(needles[i]!)) return true;
  return false;
}

/**
 * Each group's needles for one candidate: its terms', and with `typos`, those of the index terms the candidate matched
 * a misspelt term to ("|c|"), found once per candidate rather than once per line.
 */
function needlesFor(here: readonly (GroupTerms | undefined)[], corrected: (t: string) => readonly string[], typos: boolean): (readonly string[] | undefined)[] {
  if (!typos) return here.map((g) => g?.needles);
  return here.map((g) => {
    if (!g) return undefined;
    const extra = g.terms.flatMap((t) => corrected(t).map((c) => `|${c}|`));
    return extra.length ? [...g.needles, ...extra] : g.needles;
  });
}

/** Each word group's terms under one ruleset, made once per search (every candidate of that ruleset reads them). */
const groupTerms = new WeakMap<readonly Map<string, Set<string>>[], Map<string, (GroupTerms | undefined)[]>>();

/** The word groups' terms under `ruleset`, each with its needles, or undefined for a group with none there. */
function termsIn(groups: readonly Map<string, Set<string>>[], ruleset: string): (GroupTerms | undefined)[] {
  let byRuleset = groupTerms.get(groups);
  if (!byRuleset) groupTerms.set(groups, (byRuleset = new Map()));
  let made = byRuleset.get(ruleset);
  if (!made) {
    made = groups.map((g) => {
      const terms = g.get(ruleset);
      if (!terms) return undefined;
      const list = [...terms];
      return { terms: list, needles: list.map((t) => (t.length >= 3 ? `|${t}` : `|${t}|`)) };
    });
    byRuleset.set(ruleset, made);
  }
  return made;
}

/**
 * The share of the query's weighted word groups the best of `n`'s asked lines holds (0 when it has none). `typos`:
 * whether any typed word was misspelt (else `corrected` has nothing to give, and is not asked).
 */
export function bestLineShare(ix: SearchIndex, n: number, groups: readonly Map<string, Set<string>>[], weights: readonly number[], counted: number, corrected: (t: string) => readonly string[], typos = true): number {
  if (counted <= 0) return 0;
  const lines = linesOf(ix, n);
  if (!lines.length) return 0;
  const needles = needlesFor(termsIn(groups, ix.rulesetOf[n]!), corrected, typos);
  let best = 0;
  for (const line of lines) {
    let found = 0;
    // A loop, not forEach: a callback that adds to `found` is a closure made for every line of every candidate.
    for (let k = 0; k < needles.length; k++) {
      const group = needles[k];
      if (group && holds(line, group)) found += weights[k]!;
    }
    if (found > best) best = found;
  }
  return Math.min(1, best / counted);
}
