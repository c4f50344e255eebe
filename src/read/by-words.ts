/**
 * Reading an effect by its words: the search index that answers players' questions, scoped to the situation's
 * ruleset chain, ranks the entries an effect described in a judge's own words may be. The best is taken when it
 * clearly beats the next; close candidates are kept, so an answer that would change with them can say so.
 */
import type { Entry, Library } from '../rulesets/entry.js';
import { knownIn, search } from '../search/search.js';
import type { SearchIndex } from '../search/search-index.js';
import { indexedFields, type IndexedField } from '../search/documents.js';
import { ownFields, plainQuery, queryTerms, wordsHeld } from './held-words.js';
import { namesSubject, subjectQuery } from './names-subject.js';

/** One candidate reading by words, with its search score. */
export interface Candidate {
  entry: Entry;
  score: number;
  /**
   * False when the entry is a ruling on a named subject (a card, keyword, terrain, the topic it sits under) and the
   * words say none of that subject's names: shown as a possible meaning, but no answer is tried on it.
   */
  namesSubject?: boolean | undefined;
}

/** A search hit as a candidate, with the terms it matched and whether it holds enough typed words to be read as meant. */
interface Hit extends Candidate {
  terms: readonly string[];
  /** False: it only rivals the readings (one word in common is a guess). */
  held: boolean;
}

/** What an effect's words were read as: the reading taken, if one clearly leads, and the close candidates. */
export interface WordsReading {
  /** The candidate taken, when it clearly beats the next; undefined when several are about as good. */
  taken?: Candidate | undefined;
  /** With a reading taken: the others worth trying in its place. Without: the candidates about as good as the best. */
  close: Candidate[];
}

/** How far the best must lead the next to be taken alone. */
const clearLead = 1.5;

/** How close to a clear best a candidate must score to be tried as another possible reading. */
const closeShare = 0.5;

/** How close to the best a candidate must score to count as tied with it, when none leads clearly. */
const tieShare = 0.75;

/** How many distinct words of the effect's a candidate must hold to be read as meant. */
const minWords = 2;

/** How many candidates are kept at most (the judge is shown the best five). */
const kept = 5;

/** How far down the ranking a reading among some entries only looks. */
const wider = 25;

/**
 * Ranks the entries of `rulesets` that `words` may describe, less `avoid`. A near tie is left open: a title that
 * breaks it (tried, and measured on the fixtures) turned weak guesses into confident wrong readings. With `own`, a
 * candidate must also hold one of those words: the rest (the piece an effect comes from) ranks, but cannot read alone.
 */
export function readByWords(ix: SearchIndex, lib: Library, words: string, rulesets: readonly string[], avoid?: ReadonlySet<Entry>, within?: (e: Entry) => boolean, own?: string): WordsReading {
  const query = plainQuery(words);
  if (!query) return { close: [] };
  // Read among some entries only (the steps of procedures), the search looks further down its ranking for them.
  const found = rememberedCandidates(ix, lib, query, rulesets, within ? wider : kept, ownFields);
  const hits = within ? found.filter((c) => within(c.entry)) : found;
  const all = hits.filter((c) => c.held).slice(0, kept);
  // Words that read best as a ruling another effect of the board exactly is describe that ruling again: the judge's
  // words cannot tell the two apart, and the weaker candidates are not what was meant.
  if (all[0] && avoid?.has(all[0].entry)) return { close: [] };
  // A topic and the points under it (Jack Sparrow's last-coin action and its rulings) are one reading, not rivals;
  // siblings (two steps of one procedure) stay rivals.
  const ranked = withoutNested(lib, all.filter((c) => !avoid?.has(c.entry)));
  const [best, next] = ranked;
  if (!best) return { close: [] };
  // The best must lead every hit the search ranked, not only those that hold two of the words: a rival that holds one
  // ("target" and a slip of "hang" for "range") still says the words fit another ruling at least as well.
  const bestLine = lineOf(lib, best.entry);
  const nested = (e: Entry) => bestLine.has(e.id) || lineOf(lib, e).has(best.entry.id);
  const rival = Math.max(next?.score ?? 0, ...hits.filter((c) => !c.held && !avoid?.has(c.entry) && !nested(c.entry)).map((c) => c.score));
  const leads = best.score >= clearLead * rival;
  // Each close candidate says whether the words name its subject at all ("I still fire at your sloop" is no reading of
  // Broadsides Attack, whatever words they share).
  // The words' terms are found once (lazily: an entry under no topic needs none), not once per candidate; and with the
  // answer for each candidate, once per remembered search, as they depend on the words and rulesets alone.
  let subjects = subjectsOf.get(found);
  if (!subjects) subjectsOf.set(found, (subjects = { named: new Map() }));
  const known = subjects;
  const terms = () => (known.typed ??= subjectQuery(ix, query, rulesets));
  const named = (e: Entry) => {
    let got = known.named.get(e);
    if (got === undefined) known.named.set(e, (got = namesSubject(ix, lib, e, terms, rulesets)));
    return got;
  };
  const withSubject = (c: Candidate) => ({ entry: c.entry, score: c.score, namesSubject: named(c.entry) });
  // The taken reading says it too: a reading the kind given sets aside (counts-as-read.ts) becomes a close candidate.
  if (leads && (own === undefined || holdsOwn(ix, best, plainQuery(own), rulesets))) return { taken: withSubject(best), close: ranked.slice(1).filter((c) => c.score >= closeShare * best.score).map(withSubject) };
  return { close: ranked.filter((c) => c.score >= tieShare * best.score).map(withSubject) };
}

/** The entries of `rulesets` that `words` rank best, up to `limit`, each holding at least two of the words (no reading is taken). */
export function rankByWords(ix: SearchIndex, lib: Library, words: string, rulesets: readonly string[], limit: number): Candidate[] {
  const query = plainQuery(words);
  return query ? rememberedCandidates(ix, lib, query, rulesets, limit, indexedFields).filter((c) => c.held) : [];
}

/** An entry's id and its ancestors' ids. */
function lineOf(lib: Library, e: Entry): Set<string> {
  const ids = new Set<string>();
  for (let cur: Entry | undefined = e; cur; cur = lib.byId.get(cur.parent ?? '')) ids.add(cur.id);
  return ids;
}

/** The candidates, less those above or below a better one. */
function withoutNested<C extends Candidate>(lib: Library, ranked: C[]): C[] {
  const kept: { c: C; line: Set<string> }[] = [];
  for (const c of ranked) {
    const line = lineOf(lib, c.entry);
    if (kept.some((k) => line.has(k.c.entry.id) || k.line.has(c.entry.id))) continue;
    kept.push({ c, line });
  }
  return kept.map((k) => k.c);
}

const remembered = new WeakMap<SearchIndex, Map<string, Hit[]>>();

/** Per remembered search: the words' terms as `namesSubject` weighs them, and whether they name each candidate's subject. */
const subjectsOf = new WeakMap<readonly Hit[], { typed?: string[][]; named: Map<Entry, boolean> }>();

/** The candidates for a query, searched once per index: `qm check` over a folder meets the same effect words again and again. */
function rememberedCandidates(ix: SearchIndex, lib: Library, query: string, rulesets: readonly string[], limit: number, fields: readonly IndexedField[]): Hit[] {
  let perIndex = remembered.get(ix);
  if (!perIndex) remembered.set(ix, (perIndex = new Map()));
  const key = `${limit} ${fields.join(',')} ${rulesets.join(' ')}\n${query}`;
  let found = perIndex.get(key);
  if (!found) perIndex.set(key, (found = candidates(ix, lib, query, rulesets, limit, fields)));
  return found;
}

/** The search's hits as entries of the library, best first. */
function candidates(ix: SearchIndex, lib: Library, query: string, rulesets: readonly string[], limit: number, fields: readonly IndexedField[]): Hit[] {
  const out: Hit[] = [];
  const typed = queryTerms(ix, query, rulesets);
  const known = knownIn(ix, fields);
  for (const hit of search(ix, query, { rulesets, limit, fields })) {
    const entry = lib.byId.get(hit.doc.id);
    // One word in common is a guess, not a reading: a bare "Move" says nothing about which ruling on moving is meant.
    if (entry && hit.score > 0) out.push({ entry, score: hit.score, terms: hit.terms, held: wordsHeld(typed, hit.terms, known) >= minWords });
  }
  return out;
}

/** Whether a candidate holds one of `own`'s words (the words an effect says besides its piece's). */
function holdsOwn(ix: SearchIndex, c: Hit, own: string, rulesets: readonly string[]): boolean {
  return wordsHeld(queryTerms(ix, own, rulesets), c.terms, knownIn(ix, ownFields)) >= 1;
}
