/**
 * MiniSearch's ranked search of one OR query (a string, or a part holding one), with the same results in the same
 * order, bit-identical scores and the same `terms`, `queryTerms` and `match` (keys in the same order); any other query
 * is MiniSearch's own. Kept by hand because allocation in the per-query hot path was paid for in GC pauses, the tail of
 * search latency: for the four hundred documents a query reaches, MiniSearch makes a map per query term, an object and
 * arrays per (term, document), merges them, and builds a result per document before filtering. Here scores are summed
 * in typed arrays by short document id, in MiniSearch's order of summation, the filter is asked before any object is
 * made, and one result is built per accepted document.
 */
import type MiniSearch from 'minisearch';
import type { Query, SearchOptions, SearchResult } from 'minisearch';

/** A term's postings as MiniSearch keeps them: field id → short document id → term frequency. */
type Postings = Map<number, Map<number, number>>;

/** MiniSearch's term tree (a SearchableMap), as far as its search reads it. */
interface TermTree {
  get(term: string): Postings | undefined;
  atPrefix(prefix: string): Iterable<[string, Postings]>;
  fuzzyGet(term: string, distance: number): Map<string, [Postings, number]>;
}

/** The search options once MiniSearch has filled them in from the index's. */
type FullOptions = SearchOptions & {
  tokenize: (text: string) => string[];
  processTerm: (term: string) => string | string[] | null | undefined | false;
  maxFuzzy?: number;
};

/** The private fields of MiniSearch 7 its search reads (checked before use: anything else falls back to MiniSearch). */
interface Internals {
  _index: TermTree;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _documentCount: number;
  _documentIds: Map<number, unknown>;
  _storedFields: Map<number, Record<string, unknown>>;
  _nextId: number;
  _options: { fields: string[]; tokenize: FullOptions['tokenize']; processTerm: FullOptions['processTerm']; searchOptions: Partial<FullOptions> };
}

/** The internals, when they are the ones this was written against (MiniSearch 7.2). */
function internalsOf(mini: MiniSearch<unknown>): Internals | undefined {
  const m = mini as unknown as Partial<Internals>;
  const tree = m._index as Partial<TermTree> | undefined;
  const o = m._options;
  if (typeof tree?.get !== 'function' || typeof tree.atPrefix !== 'function' || typeof tree.fuzzyGet !== 'function') return undefined;
  if (typeof m._fieldIds !== 'object' || m._fieldIds === null || !(m._fieldLength instanceof Map) || !Array.isArray(m._avgFieldLength)) return undefined;
  if (typeof m._documentCount !== 'number' || !(m._documentIds instanceof Map) || !(m._storedFields instanceof Map)) return undefined;
  if (!Number.isInteger(m._nextId) || !Array.isArray(o?.fields) || typeof o.searchOptions !== 'object' || o.searchOptions === null) return undefined;
  return m as Internals;
}

/**
 * MiniSearch's `byScore` (`b.score - a.score`) by its sign alone, which is all the sort reads (NaN as 0 in both): a
 * comparator returning a fraction boxes it, a heap number per comparison. The sort is stable, so ties keep the order
 * documents were first reached, as in MiniSearch's result map.
 */
const byScore = (a: SearchResult, b: SearchResult) => (b.score > a.score ? 1 : b.score < a.score ? -1 : 0);

// Scratch kept between searches, indexed by short document id. Stamps mark what belongs to the current search, query
// term or index term, so nothing is cleared between searches.
let cap = 0;
let stamp = 0;
/** Set while a search uses the scratch (a callback searching again gets MiniSearch's own search). */
let busy = false;
/** Per document: the search's sum over the query terms so far, and the current query term's. */
let total = new Float64Array(0);
let part = new Float64Array(0);
/** Per document: the stamps of the search, query term and index term that last reached it. */
let reachedIn = new Int32Array(0);
let termAt = new Int32Array(0);
let derivedAt = new Int32Array(0);
/** Per document: the search's stamp when the filter accepted it, minus it when refused. */
let accepted = new Int32Array(0);
/** Per document: the query terms that reached it (bit i: the i-th), and the first and last of its `match` entries. */
let termMask = new Int32Array(0);
let matchHead = new Int32Array(0);
let matchTail = new Int32Array(0);
/** The documents of the search in the order first reached (MiniSearch's map order), and the current query term's. */
let order = new Int32Array(0);
let termDocs = new Int32Array(0);
/** `match` entries, linked per document: an index term (by its number in the search) and the fields it was found in (bit f: the f-th). */
let entryTerm = new Int32Array(1024);
let entryFields = new Int32Array(1024);
let entryNext = new Int32Array(1024);
/** Strings gathered before an array of them is made at its length (a pushed-to empty array reserves 16 slots). */
const scratch: string[] = [];

/** Scratch for `n` short ids, made afresh (stamps from 0) when the stamps near the end of their range. */
function ensure(n: number): void {
  if (n <= cap && stamp < 0x3f000000) return;
  cap = Math.max(n, cap);
  stamp = 0;
  total = new Float64Array(cap);
  part = new Float64Array(cap);
  reachedIn = new Int32Array(cap);
  termAt = new Int32Array(cap);
  derivedAt = new Int32Array(cap);
  accepted = new Int32Array(cap);
  termMask = new Int32Array(cap);
  matchHead = new Int32Array(cap);
  matchTail = new Int32Array(cap);
  order = new Int32Array(cap);
  termDocs = new Int32Array(cap);
}

/** A typed array twice as long, holding `a`. */
function grown(a: Int32Array): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

/** What `mini.search(query, { ...options, filter: (r) => accept(r.id) })` returns, with far less garbage for one OR query; arrays in `queryTerms` and `match` are shared by a search's results (read them only). */
export function rankedSearch<T>(mini: MiniSearch<T>, query: Query, options: SearchOptions, accept?: (id: any) => boolean): SearchResult[] {
  const fallback = () => mini.search(query, accept ? { ...options, filter: (r: SearchResult) => accept(r.id) } : options);
  const m = internalsOf(mini as MiniSearch<unknown>);
  if (!m || busy) return fallback();
  // The options executeQuery and executeQuerySpec read: a part's own over the search's over the index's.
  const global = m._options.searchOptions;
  const base = { tokenize: m._options.tokenize, processTerm: m._options.processTerm, ...global, ...options };
  let text: string;
  let eff: FullOptions;
  if (typeof query === 'string') {
    text = query;
    eff = base;
  } else {
    const spec = query as Exclude<Query, string | symbol>;
    if (typeof spec !== 'object' || spec === null || !Array.isArray(spec.queries) || spec.queries.length !== 1 || typeof spec.queries[0] !== 'string') return fallback();
    // A part's one subquery is returned as it is, whatever the part combines with (an unknown operator throws there).
    const outer = { ...options, ...spec }.combineWith;
    if (outer !== undefined && !['or', 'and', 'and_not'].includes(String(outer).toLowerCase())) return fallback();
    text = spec.queries[0];
    eff = { ...base, ...spec, queries: undefined } as FullOptions;
  }
  const { weights, bm25 } = eff;
  if (String(eff.combineWith ?? 'or').toLowerCase() !== 'or' || base.filter != null) return fallback();
  if (typeof weights?.fuzzy !== 'number' || typeof weights.prefix !== 'number' || typeof bm25 !== 'object' || typeof eff.maxFuzzy !== 'number') return fallback();
  // executeQuerySpec's field boosts: the fields searched, in order, each boosted by its own boost or 1.
  const boosts = (eff.fields || m._options.fields).reduce<Record<string, number>>((b, f) => ({ ...b, [f]: (Object.hasOwn(eff.boost!, f) ? eff.boost![f] : undefined) || 1 }), {});
  busy = true;
  try {
    return ranked(m, text, eff, boosts, accept) ?? fallback();
  } finally {
    busy = false;
  }
}

/**
 * The search proper, summing as MiniSearch does: per query term, the term itself, then the longer terms it is a prefix
 * of (in the tree's order), then its corrections, each in the boosts' order of fields; then the query terms' sums left
 * to right. Undefined for what it does not replicate: more than 31 query terms or fields, a query term given twice, a
 * removed document's postings (MiniSearch cleans them as it reads), an index term MiniSearch's match object would take
 * for its prototype.
 */
function ranked(m: Internals, text: string, eff: FullOptions, boosts: Record<string, number>, accept: ((id: any) => boolean) | undefined): SearchResult[] | undefined {
  const terms = eff.tokenize(text).flatMap((t) => eff.processTerm(t)).filter((t): t is string => !!t);
  const fields = Object.keys(boosts);
  if (terms.length > 31 || fields.length > 31 || new Set(terms).size !== terms.length) return undefined;
  if (!terms.length) return [];
  const specs = terms.map((term, i) => ({
    term,
    fuzzy: typeof eff.fuzzy === 'function' ? eff.fuzzy(term, i, terms) : eff.fuzzy || false,
    prefix: typeof eff.prefix === 'function' ? eff.prefix(term, i, terms) : eff.prefix === true,
    termBoost: typeof eff.boostTerm === 'function' ? eff.boostTerm(term, i, terms) : 1,
  }));
  ensure(m._nextId);
  const call = ++stamp;
  const { _index: tree, _fieldIds: fieldIds, _fieldLength: fieldLength, _avgFieldLength: avgFieldLength, _documentCount: count, _documentIds: ids, _storedFields: stored } = m;
  const { k, b, d } = eff.bm25!;
  const { boostDocument } = eff;
  // Index terms by their number in this search. One reached again by a later query term adds to scores only: it would
  // put the same fields under the same key of `match`, where MiniSearch's Object.assign keeps the key in its place.
  const derivedIds = new Map<string, number>();
  const derivedNames: string[] = [];
  let entries = 0;
  let reached = 0;
  let termStamp = 0;
  let termCount = 0;

  /** termResults: one index term's postings, weighted, into the current query term's sums; false when not replicated. */
  const addTerm = (derived: string, termWeight: number, termBoost: number, data: Postings | undefined): boolean => {
    if (data == null) return true;
    let id = derivedIds.get(derived);
    const fresh = id === undefined;
    if (fresh) {
      if (derived === '__proto__') return false;
      derivedIds.set(derived, (id = derivedNames.push(derived) - 1));
    }
    const dStamp = ++stamp;
    for (let f = 0; f < fields.length; f++) {
      const field = fields[f]!;
      const fieldId = fieldIds[field]!;
      const freqs = data.get(fieldId);
      if (freqs == null) continue;
      const avg = avgFieldLength[fieldId]!;
      // calcBM25Score's inverse document frequency, and the weight's product so far, as MiniSearch computes them.
      const idf = Math.log(1 + (count - freqs.size + 0.5) / (freqs.size + 0.5));
      const weight = termWeight * termBoost * boosts[field]!;
      // keys() and get(), not entries(): an entry is an array made per posting.
      for (const doc of freqs.keys()) {
        const docId = ids.get(doc);
        if (docId === undefined || doc >= cap) return false;
        if (accept) {
          const a = accepted[doc]!;
          if (a === -call) continue;
          if (a !== call) {
            const ok = accept(docId);
            accepted[doc] = ok ? call : -call;
            if (!ok) continue;
          }
        }
        const docBoost = boostDocument ? boostDocument(docId, derived, stored.get(doc)) : 1;
        if (!docBoost) continue;
        const tf = freqs.get(doc)!;
        const length = fieldLength.get(doc)![fieldId]!;
        const w = weight * docBoost * (idf * (d + (tf * (k + 1)) / (tf + k * (1 - b + (b * length) / avg))));
        if (termAt[doc] !== termStamp) {
          termAt[doc] = termStamp;
          part[doc] = w;
          termDocs[termCount++] = doc;
          if (reachedIn[doc] !== call) {
            reachedIn[doc] = call;
            termMask[doc] = 0;
            matchHead[doc] = -1;
          }
        } else part[doc] = part[doc]! + w;
        if (!fresh) continue;
        if (derivedAt[doc] === dStamp) {
          entryFields[matchTail[doc]!] = entryFields[matchTail[doc]!]! | (1 << f);
          continue;
        }
        derivedAt[doc] = dStamp;
        if (entries === entryTerm.length) {
          entryTerm = grown(entryTerm);
          entryFields = grown(entryFields);
          entryNext = grown(entryNext);
        }
        entryTerm[entries] = id!;
        entryFields[entries] = 1 << f;
        entryNext[entries] = -1;
        if (matchHead[doc] === -1) matchHead[doc] = entries;
        else entryNext[matchTail[doc]!] = entries;
        matchTail[doc] = entries++;
      }
    }
    return true;
  };

  for (let i = 0; i < specs.length; i++) {
    const { term, fuzzy, prefix, termBoost } = specs[i]!;
    termStamp = ++stamp;
    termCount = 0;
    if (!addTerm(term, 1, termBoost, tree.get(term))) return undefined;
    const prefixMatches = prefix ? tree.atPrefix(term) : undefined;
    let fuzzyMatches: Map<string, [Postings, number]> | undefined;
    if (fuzzy) {
      const f = fuzzy === true ? 0.2 : fuzzy;
      const maxDistance = f < 1 ? Math.min(eff.maxFuzzy!, Math.round(term.length * f)) : f;
      if (maxDistance) fuzzyMatches = tree.fuzzyGet(term, maxDistance);
    }
    if (prefixMatches) {
      for (const [derived, data] of prefixMatches) {
        const distance = derived.length - term.length;
        if (!distance) continue;
        // A term that is both a prefix match and a correction counts as a prefix match.
        fuzzyMatches?.delete(derived);
        if (!addTerm(derived, (eff.weights!.prefix! * derived.length) / (derived.length + 0.3 * distance), termBoost, data)) return undefined;
      }
    }
    if (fuzzyMatches) {
      for (const derived of fuzzyMatches.keys()) {
        const [data, distance] = fuzzyMatches.get(derived)!;
        if (!distance) continue;
        if (!addTerm(derived, (eff.weights!.fuzzy! * derived.length) / (derived.length + distance), termBoost, data)) return undefined;
      }
    }
    // The OR combinator: each query term's sum is added to the document's, in query order; a document first reached
    // now goes after those reached before.
    for (let j = 0; j < termCount; j++) {
      const doc = termDocs[j]!;
      if (termMask[doc] === 0) {
        total[doc] = part[doc]!;
        order[reached++] = doc;
      } else total[doc] = total[doc]! + part[doc]!;
      termMask[doc] = termMask[doc]! | (1 << i);
    }
  }

  // One result per document, as MiniSearch's search makes it. The arrays of query terms and of fields are made once per
  // set in this search, at their length.
  const termSets = new Map<number, string[]>();
  const fieldSets = new Map<number, string[]>();
  const setOf = (sets: Map<number, string[]>, bits: number, names: string[]) => {
    let set = sets.get(bits);
    if (!set) {
      let n = 0;
      for (let i = 0; i < names.length; i++) if (bits & (1 << i)) scratch[n++] = names[i]!;
      sets.set(bits, (set = scratch.slice(0, n)));
    }
    return set;
  };
  const results: SearchResult[] = [];
  for (let i = 0; i < reached; i++) {
    const doc = order[i]!;
    const queryTerms = setOf(termSets, termMask[doc]!, terms);
    const match: Record<string, string[]> = {};
    for (let e = matchHead[doc]!; e !== -1; e = entryNext[e]!) match[derivedNames[entryTerm[e]!]!] = setOf(fieldSets, entryFields[e]!, fields);
    const result: SearchResult = { id: ids.get(doc), score: total[doc]! * (queryTerms.length || 1), terms: Object.keys(match), queryTerms, match };
    const own = stored.get(doc);
    if (own) Object.assign(result, own);
    results.push(result);
  }
  return results.sort(byScore);
}
