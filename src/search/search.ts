/** Runs a query against the index: term processing, field prefixes, exact phrases and numbers, ranking and snippets. */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { InputError } from '../errors.js';
import { fold } from '../rulesets/text.js';
import { fieldBoosts, fieldText, searchFields, type IndexedField, type SearchDoc } from './documents.js';
import { rulesetHints, rulesetNameTermsOf, sectionTermsOf } from './hints.js';
import { isNumberTerm, splitWords } from './words.js';
import { parseQuery } from './query.js';
import type { SearchIndex } from './search-index.js';
import { makeSnippet, type Snippet } from './snippet.js';
import { scopeProcessors, wordTerms } from './terms.js';

/** What a search may be narrowed to. */
export interface SearchRequest {
  /** Ruleset ids to search (all when empty). */
  rulesets?: readonly string[] | undefined;
  /** How many hits to return (default 10). */
  limit?: number | undefined;
}

/** One hit, best first. */
export interface SearchHit {
  doc: SearchDoc;
  score: number;
  /** The index terms it matched. */
  terms: string[];
  snippet: Snippet;
}

/** The indexed fields the `card:` and `keyword:` prefixes search (`section:` filters on the section path). */
const prefixFields: Record<'card' | 'keyword', IndexedField[]> = {
  card: ['cards', 'about', 'title'],
  keyword: ['keywords', 'abilities', 'about', 'title'],
};

/** How much a typed word found in an entry's section path adds (the path is not indexed: it is the same for whole files). */
const sectionWeight = 0.5;

/** How much an entry that is about a subject counts over one that only mentions it. */
const kindBoost: Record<string, number> = { topic: 1.2, heading: 1.1, rule: 1.1, erratum: 1.1 };

/** How far a term may be misspelt: never for numbers, more for longer words. */
function fuzziness(term: string): number | false {
  if (isNumberTerm(term) || term.length < 4) return false;
  return term.length >= 7 ? 2 : 1;
}

/** The ranked hits for `input`; an unknown ruleset id (`--ruleset`, `ruleset:`) is an InputError. */
export function search(ix: SearchIndex, input: string, req: SearchRequest = {}): SearchHit[] {
  const q = parseQuery(input);
  const rulesets = new Set([...(req.rulesets ?? []), ...q.rulesets]);
  for (const id of rulesets) if (!ix.rulesets.includes(id)) throw new InputError(`unknown ruleset "${id}" (loaded: ${[...ix.rulesets].sort().join(', ')})`);
  const processors = scopeProcessors(ix, rulesets);
  // Each typed word becomes a group of terms; a word that is only stop words is dropped.
  let typed = q.words.map((word) => ({ word, terms: wordTerms(word, processors) })).filter((t) => t.terms.length);
  if (!typed.length && !q.phrases.length && !q.scoped.length && q.words.length) {
    typed = q.words.map((word) => ({ word, terms: splitWords(word).map((x) => x.folded) })).filter((t) => t.terms.length);
  }
  const groups = typed.map((t) => t.terms);
  const phraseTerms = q.phrases.map((p) => wordTerms(p, processors));
  const hints = rulesetHints(ix, typed.map((t) => t.word), rulesets);
  const parts: Query[] = [];
  const free = [...new Set(groups.flat())];
  if (free.length) parts.push({ queries: [free.join(' ')], combineWith: 'OR' });
  for (const terms of phraseTerms) if (terms.length) parts.push({ queries: [terms.join(' ')], combineWith: 'AND' });
  const sectionFilters: string[][] = [];
  for (const s of q.scoped) {
    const terms = wordTerms(s.value, processors);
    if (!terms.length) continue;
    if (s.prefix === 'section') sectionFilters.push(terms);
    else parts.push({ queries: [terms.join(' ')], combineWith: 'AND', fields: prefixFields[s.prefix] });
  }
  if (!parts.length && !sectionFilters.length && !rulesets.size) return [];
  const sectionTerms = sectionTermsOf(ix);
  const phrases = q.phrases.map(fold).filter(Boolean);
  const query: Query = parts.length === 0 ? MiniSearch.wildcard : parts.length === 1 ? parts[0]! : { queries: parts, combineWith: 'AND' };
  const results = ix.mini.search(query, {
    boost: fieldBoosts,
    // A word the index knows is taken as meant; only unknown words (typos) are matched fuzzily.
    fuzzy: (term) => (ix.vocabulary.has(term) ? false : fuzziness(term)),
    prefix: (term) => !isNumberTerm(term) && term.length >= 3,
    weights: { fuzzy: 0.3, prefix: 0.25 },
    boostDocument: (n) => kindBoost[ix.kindOf[n as number]!] ?? 1,
    filter: (r: SearchResult) => {
      if (rulesets.size && !rulesets.has(ix.rulesetOf[r.id as number]!)) return false;
      if (sectionFilters.length) {
        const inSection = sectionTerms(r.id as number);
        if (!sectionFilters.every((terms) => terms.every((t) => inSection.has(t)))) return false;
      }
      if (phrases.length) {
        const doc = ix.doc(r.id as number);
        const all = fold(searchFields.map((f) => fieldText(doc, f)).join(' | '));
        if (!phrases.every((p) => all.includes(p))) return false;
      }
      return true;
    },
  });
  // Coordination: an entry that matches more of the typed words ranks above one that matches a few of them often;
  // a word found only in the entry's section path or its ruleset's name ("pirate game") counts too, for a little.
  const nameTerms = rulesetNameTermsOf(ix);
  const matchedGroups = (r: SearchResult) => {
    const matched = new Set(r.queryTerms);
    const inSection = sectionTerms(r.id as number);
    const inName = nameTerms(ix.rulesetOf[r.id as number]!);
    let found = 0;
    let bySection = 0;
    for (const g of groups) {
      if (g.some((t) => matched.has(t))) found++;
      else if (g.some((t) => inSection.has(t) || inName.has(t))) bySection++;
    }
    return { found: found + bySection, bySection };
  };
  // A word that names a game (lego, krosmaster) favours its ruleset and is not expected in the entry's text.
  const counted = groups.length - hints.words;
  const scored = results.map((r) => {
    const m = matchedGroups(r);
    const coverage = counted > 0 ? Math.min(1, m.found / counted) : 1;
    const hinted = hints.rulesets.has(ix.rulesetOf[r.id as number]!) ? 2 : 1;
    const section = 1 + (sectionWeight * m.bySection) / Math.max(1, groups.length);
    return { r, score: r.score * coverage * coverage * hinted * section };
  });
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, req.limit ?? 10).map(({ r, score }) => {
    const doc = ix.doc(r.id as number);
    const terms = new Set(r.terms);
    const process = ix.processors.get(doc.ruleset) ?? processors[0]!;
    return { doc, score: Math.round(score * 1000) / 1000, terms: r.terms, snippet: makeSnippet(doc.text, terms, process) };
  });
}
