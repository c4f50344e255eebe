/** Runs a query against the index: term processing, prefixes and filters, ranking, question cues, structure and snippets. */
import { didYouMean } from '../closest.js';
import MiniSearch, { type Query, type SearchOptions, type SearchResult } from 'minisearch';
import { InputError } from '../errors.js';
import { fold, stripMarks } from '../rulesets/text.js';
import { cueFactor, matchCues, ownLines } from './cues.js';
import { fieldBoosts, fieldText, searchFields, type IndexedField, type SearchDoc } from './documents.js';
import { compileFilters } from './filters.js';
import { rarityShares } from './rarity.js';
import { coveragePower, storyWeights } from './story.js';
import { gameFactors } from './game-words.js';
import { rulesetHints, rulesetNameTermsOf, sectionTermsOf } from './hints.js';
import { isNumberTerm, joinNumbers } from './words.js';
import { parseQuery } from './query.js';
import { docFlags, termsOf, type SearchIndex } from './search-index.js';
import { makeSnippet, type Snippet } from './snippet.js';
import type { NamedSubject } from './interactions.js';
import { rankMeetings } from './meetings.js';
import { raiseHeads } from './heads.js';
import { raiseBeside } from './beside.js';
import { excludedDocs } from './excluded.js';
import { liftListLeads } from './list-leads.js';
import { printedFactor } from './printed.js';
import { titledFactor } from './titled.js';
import { placeHits, type Ranked } from './structure.js';
import { aboutNamesOf, namesOfDoc, namesRun, slotsOf, tagsOfDoc, type Slots } from './subjects.js';
import { scopeProcessors, wordTerms } from './terms.js';
import { withoutGroups, wordGroups } from './word-groups.js';
import { typedTerms } from './joined.js';
import { bestLineShare } from './asked-lines.js';
import { bestScored } from './best-scored.js';
import { ownField, ownStartsWith } from './own-fields.js';
import { perIndex } from './per-index.js';
import { rankedSearch } from './ranked.js';
import { describedTopics, underDescribed } from './described.js';

/** What a search may be narrowed to. */
export interface SearchRequest {
  /** Ruleset ids to search (all when empty). */
  rulesets?: readonly string[] | undefined;
  /** How many hits to return (default 10). */
  limit?: number | undefined;
  /** Entry kinds to keep (all when empty): a filter applied before ranking, like the query's `kind:`. */
  kinds?: readonly string[] | undefined;
  /** The indexed fields searched (all when not given). */
  fields?: readonly IndexedField[] | undefined;
}

/** An entry a hit is shown with: its parent, or a sibling folded into it. */
export interface HitRef {
  id: string;
  title: string;
  /** The parent's own text, when it has any beyond its title (a lead-in such as "If the Titan keyword is cancelled:"). */
  text?: string | undefined;
}

/** One hit, best first. */
export interface SearchHit {
  doc: SearchDoc;
  score: number;
  /** The index terms it matched. */
  terms: string[];
  snippet: Snippet;
  /** The entry it sits under, shown with it. */
  under?: HitRef | undefined;
  /** True when it stands in for a heading with no text of its own (`under` is that heading). */
  lifted?: boolean | undefined;
  /** Further hits from the same topic, folded into this one. */
  also: HitRef[];
  /** The subjects the query named that this ruling is about together ("Shipwright", "Fire"): how they meet. */
  about?: string[] | undefined;
}

/** The indexed fields the `card:` and `keyword:` prefixes search (`section:` filters on the section path). */
const prefixFields: Record<'card' | 'keyword', IndexedField[]> = {
  card: ['cards', 'about', 'title'],
  keyword: ['keywords', 'abilities', 'about', 'title'],
};

/** How much a typed word found in an entry's section path adds (the path is not indexed: it is the same for whole files). */
const sectionWeight = 0.5;

/** How much a typed word found only in the subjects of an entry's ancestors counts, against one in its own text. */
const aboutCredit = 0.6;

/** How much an entry whose subject the query names in full counts over one that only shares some of its words. */
const subjectBoost = 3;

/**
 * How much a topic the query describes by what it does, and each entry under it, counts (see described.ts): 2, not the
 * 3 of a subject named by its name, which over the forum sets lost questions in three sets (rulings of the described
 * ability rose above those on how it meets another subject).
 */
const describedBoost = 2;

/** The groups an entry holds only through its ancestors' subjects, when there are none (shared: most results have none). */
const noGroups: number[] = [];

/** Whether one of a word group's terms is in either set (a loop: asked for every group of every result). */
const heldBy = (group: readonly string[], a: ReadonlySet<string>, b: ReadonlySet<string>) => {
  for (const t of group) if (a.has(t) || b.has(t)) return true;
  return false;
};

/** How much a ruling counts that brings in a subject of its own the query does not name (Parley, under Sea Dragon). */
const otherSubjectShare = 0.75;

/** The kinds of a list's members. */
const listKinds = new Set(['item', 'step']);

/** How much a ruling of another game counts when the query names a game ("lego", "d&f"): the player asks about that one. */
const otherGameShare = 0.2;

/**
 * How much a ruling rises when one line players ask of it holds the query's words: up to 1 + `lineWeight` for a line
 * holding all of them, by the share held raised to `linePower`, so that a line holding half counts a quarter. A ruling
 * whose asked lines each hold a few words is not asked what this query asks. 1, 2, 4, 8 and 16, powers 1 to 3, were
 * tried over the spent and working forum halves (8 and 2: top-1 769 → 802, top-3 971 → 994 of 1,136).
 */
const lineWeight = 8;
const linePower = 2;

/** How many of the best candidates are re-ranked with their text read (question cues, structure). */
const window = 40;

/** How much an entry that is about a subject counts over one that only mentions it. */
const kindBoost: Record<string, number> = { topic: 1.2, heading: 1.1, rule: 1.1, erratum: 1.1 };

/** How far a term may be misspelt: never for numbers, more for longer words. */
function fuzziness(term: string): number | false {
  if (isNumberTerm(term) || term.length < 4) return false;
  return term.length >= 7 ? 2 : 1;
}

/** The terms of subject names of one ruleset, by name, kept per index: every search of a run turns the same names into terms. */
const subjectTermsIn = perIndex((_ix, _ruleset: string) => new Map<string, string[]>());

/** Whether a term is one the fields searched hold (a word found only in what players ask is not, where they are not searched). */
export function knownIn(ix: SearchIndex, fields: readonly IndexedField[] | undefined): (term: string) => boolean {
  if (!fields || fields.includes('asked')) return (t) => ix.vocabulary.has(t);
  return (t) => ix.vocabulary.has(t) && !ix.askedOnly.has(t);
}

/** The ranked hits for `input`; an unknown ruleset id (`--ruleset`, `ruleset:`) or filter name is an InputError. */
export function search(ix: SearchIndex, input: string, req: SearchRequest = {}): SearchHit[] {
  const parsed = parseQuery(input);
  const q = { ...parsed, words: joinNumbers(parsed.words, ix.vocabulary) };
  const rulesets = new Set([...(req.rulesets ?? []), ...q.rulesets]);
  for (const id of rulesets) if (!ix.rulesets.includes(id)) throw new InputError(`unknown ruleset "${id}"${didYouMean(id, ix.rulesets, '"')} (loaded: ${[...ix.rulesets].sort().join(', ')})`);
  const processors = scopeProcessors(ix, rulesets);
  const known = knownIn(ix, req.fields);
  // What players ask counts line by line only where it is searched at all (a reading by words searches own words only).
  const askedSearched = !req.fields || req.fields.includes('asked');
  const cues = matchCues(ix, q.words, rulesets);
  const typedGroups = wordGroups(ix, q, cues.used, rulesets);
  const phraseTerms = q.phrases.map((p) => wordTerms(p, processors));
  const hints = rulesetHints(ix, typedGroups.words, rulesets);
  // A game's initials ("d&f") name it; their letters are not searched for.
  const { at, groups, byRuleset } = withoutGroups(typedGroups, hints.initials);
  const filters = compileFilters(ix, q.filters, rulesets);
  const withoutWords = q.without.filter((w) => !/\s/.test(w.trim()));
  const withoutPhrases = q.without.filter((w) => /\s/.test(w.trim())).map(fold);
  const excluded = excludedDocs(ix, withoutWords, processors);
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
  if (!parts.length && !sectionFilters.length && !rulesets.size && !filters.length) return [];
  const sectionTerms = sectionTermsOf(ix);
  const phrases = q.phrases.map(fold).filter(Boolean);
  const allText = (n: number) => {
    const doc = ix.doc(n);
    return fold(searchFields.map((f) => fieldText(doc, f)).join(' | '));
  };
  // Whether a document passes the query's filters; a ruling lifted from under a heading must pass them too.
  const accept = (n: number): boolean => {
    if (rulesets.size && !rulesets.has(ix.rulesetOf[n]!)) return false;
    if (req.kinds?.length && !req.kinds.includes(ix.kindOf[n]!)) return false;
    if (excluded.has(n)) return false;
    for (const f of filters) if (!f(n)) return false;
    if (sectionFilters.length) {
      const inSection = sectionTerms(n);
      if (!sectionFilters.every((terms) => terms.every((t) => inSection.has(t)))) return false;
    }
    if (phrases.length || withoutPhrases.length) {
      const all = allText(n);
      if (!phrases.every((p) => all.includes(p))) return false;
      if (withoutPhrases.some((p) => all.includes(p))) return false;
    }
    return true;
  };
  const query: Query = parts.length === 0 ? MiniSearch.wildcard : parts.length === 1 ? parts[0]! : { queries: parts, combineWith: 'AND' };
  // MiniSearch's results, filtered by `accept` (see ranked.ts: the same results, made without most of its garbage).
  const options: SearchOptions = {
    boost: fieldBoosts,
    ...(req.fields ? { fields: [...req.fields] } : {}),
    // A word the index knows is taken as meant; only unknown words (typos) are matched fuzzily.
    fuzzy: (term) => (known(term) ? false : fuzziness(term)),
    prefix: (term) => !isNumberTerm(term) && term.length >= 3,
    weights: { fuzzy: 0.6, prefix: 0.25 }, bm25: { k: 1.2, b: 0.55, d: 0.5 },
    boostDocument: (n) => kindBoost[ix.kindOf[n as number]!] ?? 1,
  };
  // The topics a hyphenated description names ("my burn-a-crewman-for-one-more-action ship"): they and their rulings
  // count double. Scoped to the games searched only: a filter narrowing the hits (kind:, -word) does not narrow what is
  // described. The fields searched do: a reading by words searches own words, and a description is among them.
  const described = describedTopics(ix, q.words, processors, options, (n) => !rulesets.size || rulesets.has(ix.rulesetOf[n]!));
  const results = rankedSearch(ix.mini, query, options, (n) => accept(n as number));
  // Coordination: an entry that matches more of the typed words ranks above one that matches a few of them often.
  // A word in the entry's own fields counts fully; one found only in its ancestors' subjects (it sits under a matching
  // heading) counts less; one found only in its section path or its ruleset's name ("pirate game") counts a little.
  const nameTerms = rulesetNameTermsOf(ix);
  // Each word group's terms per ruleset, as arrays made once: every result of a broad query is scored with them.
  const groupTerms = new Map<string, string[][]>();
  const termsByGroup = (ruleset: string) =>
    groupTerms.get(ruleset) ?? groupTerms.set(ruleset, byRuleset.map((own) => [...(own.get(ruleset) ?? [])])).get(ruleset)!;
  // Asked of every result of a broad query (a thousand, often): it loops without making closures or arrays per result,
  // and answers in one object its caller reads at once.
  const coverage = { found: 0, bySection: 0, aboutOnly: noGroups };
  const coverageOf = (r: SearchResult) => {
    const inSection = sectionTerms(r.id as number);
    const inName = nameTerms(ix.rulesetOf[r.id as number]!);
    const matched = r.queryTerms;
    // Whether some index term was matched in the entry's own fields (not only in its ancestors' subjects).
    let anyOwn = false;
    // `terms` are the keys of `match`, as an array: no key list is made again for each result.
    for (const term of r.terms) if ((anyOwn = ownField(r.match[term]!))) break;
    let found = 0;
    let bySection = 0;
    let aboutOnly: number[] = noGroups;
    const groupsHere = termsByGroup(ix.rulesetOf[r.id as number]!);
    for (let k = 0; k < groupsHere.length; k++) {
      const g = groupsHere[k]!;
      let any = false;
      let own = false;
      for (const t of g) {
        if (!matched.includes(t)) continue;
        any = true;
        // A typed word matched in its own fields: by itself or a longer word; a corrected word, by any own match.
        if (anyOwn && (!(t in r.match) || ownStartsWith(r, t))) {
          own = true;
          break;
        }
      }
      if (any) {
        found += weights[k]! * (own ? 1 : aboutCredit);
        if (!own) (aboutOnly === noGroups ? (aboutOnly = []) : aboutOnly).push(k);
      } else if (heldBy(g, inSection, inName)) bySection++;
    }
    coverage.found = found + bySection;
    coverage.bySection = bySection;
    coverage.aboutOnly = aboutOnly;
    return coverage;
  };
  // A word that names a game (lego, krosmaster) favours its ruleset and is not expected in the entry's text.
  // In a board told as a story, the words naming a card, keyword or ability count more than the story's words.
  // Words count by their rarity where asked lines are searched. A reading by words (own words only) counts each word
  // alike: the lead it needs over the next reading, and the two typed words it must hold, were measured so, and by
  // rarity it gave 2 more firm wrong answers over the table-talk boards.
  const rarity = askedSearched ? rarityShares(results, groups, ix.mini.documentCount) : groups.map(() => 1);
  const weights = storyWeights(results, byRuleset, q.words, at).map((w, k) => w * rarity[k]!);
  // A word naming a game is not expected in a ruling's text: its share of the words is left out of what is counted.
  const gameGroups = typedGroups.words.map((_, k) => hints.named.has(k)).filter((_, k) => !hints.initials.has(k));
  const counted = weights.reduce((a, b) => a + b, 0) - rarity.reduce((a, r, k) => a + (gameGroups[k] ? r : 0), 0);
  const games = gameFactors(results, groups, ix.rulesetOf);
  // Enough candidates for the hits asked for: topics and near-twins are folded together after re-ranking.
  const keep = Math.max(window, 4 * (req.limit ?? 10));
  // Coverage is at most 1, a hinted game doubles, and the section words add at most `sectionWeight`.
  const bound = (hints.rulesets.size ? 2 : 1) * (1 + sectionWeight);
  const scored = bestScored(results, (r) => {
    const m = coverageOf(r);
    const coverage = counted > 0 ? Math.min(1, m.found / counted) : 1;
    const hinted = (hints.rulesets.size ? (hints.rulesets.has(ix.rulesetOf[r.id as number]!) ? 2 : otherGameShare) : 1) * (games.get(ix.rulesetOf[r.id as number]!) ?? 1);
    const section = 1 + (sectionWeight * m.bySection) / Math.max(1, groups.length);
    return { r, n: r.id as number, score: r.score * coverage ** coveragePower(groups.length) * hinted * section, found: m.found, aboutOnly: m.aboutOnly };
  }, keep, bound);
  // The best candidates are read. An entry whose subject the query names in full (every word of its title, a card,
  // keyword, ability or alias, its own or its heading's, typed together: see subjects.ts) rises: naming "Same action
  // twice" is asking about it, while sharing two words with an ability's name is not. A ruling whose own text answers
  // the kind of question asked ("how long" → "until") rises too.
  // Every typed word counts for naming a subject, the ones a cue used up too ("who" in "who picks" names "Who Picks?").
  // Worked out for the rulesets the best candidates come from, once each.
  const typedByRuleset = new Map<string, (readonly string[])[]>();
  const typedIn = (id: string) =>
    typedByRuleset.get(id) ?? typedByRuleset.set(id, q.words.map((w) => typedTerms(ix, w, [ix.processors.get(id) ?? processors[0]!]))).get(id)!;
  const anyTerms = groups.length > 0;
  const process = (n: number) => ix.processors.get(ix.rulesetOf[n]!) ?? processors[0]!;
  // A misspelt word ("cannonier") names a subject through the index term it was matched to ("cannoneer").
  const typos = [...new Set(groups.flat())].filter((t) => !known(t) && !isNumberTerm(t));
  const slotsByRuleset = new Map<string, Slots>();
  const plainSlots = (id: string) => slotsByRuleset.get(id) ?? slotsByRuleset.set(id, slotsOf(typedIn(id), () => [])).get(id)!;
  const namedOf = new Map<number, NamedSubject[]>();
  // The candidates whose subject the query shares a word with but does not name.
  const partly = new Set<number>();
  // Under a heading the query names in full, every ruling holds the heading's name: a sibling that repeats the name in
  // its own text is not more about it than one that says "this ship". The name's words count fully for each of them.
  const power = coveragePower(groups.length);
  const inheritedFactor = (n: number, doc: SearchDoc, namedHere: string[], termsOfName: (name: string) => string[], aboutOnly: number[], found: number) => {
    if (!aboutOnly.length || counted <= 0 || found <= 0) return 1;
    const titles = new Set<string>();
    for (let p = ix.parentOf[n]!; p >= 0; p = ix.parentOf[p]!) titles.add(ix.doc(p).title);
    const headingTerms = new Set(namedHere.filter((name) => titles.has(name)).flatMap(termsOfName));
    if (!headingTerms.size) return 1;
    let extra = 0;
    for (const k of aboutOnly) if ([...(byRuleset[k]!.get(doc.ruleset) ?? [])].some((t) => headingTerms.has(t))) extra += weights[k]! * (1 - aboutCredit);
    return (Math.min(1, (found + extra) / counted) / Math.min(1, found / counted)) ** power;
  };
  const top: Ranked[] = scored.slice(0, keep).map(({ r, n, score, found, aboutOnly }) => {
    if (ix.flagsOf[n]! & docFlags.bare && !cues.answers.length && !anyTerms) return { n, score };
    const doc = ix.doc(n);
    const corrected = (u: string) => (typos.includes(u) ? r.terms.filter((t) => t[0] === u[0] && Math.abs(t.length - u.length) <= 2) : []);
    const slots = typos.length ? slotsOf(typedIn(ix.rulesetOf[n]!), corrected) : plainSlots(ix.rulesetOf[n]!);
    // Siblings share their heading's names: each name is turned into terms once per search.
    const termsOfName = (name: string) => {
      // Kept for the index only when the doc's ruleset has processors of its own (the scope's first is this search's alone).
      if (!ix.processors.has(ix.rulesetOf[n]!)) return termsOf(name, process(n));
      // By ruleset, then name: no key string is made for each name of each candidate.
      const byName = subjectTermsIn(ix, ix.rulesetOf[n]!);
      let terms = byName.get(name);
      if (!terms) byName.set(name, (terms = termsOf(name, process(n))));
      return terms;
    };
    const namedHere = anyTerms ? namesOfDoc(doc).filter((name) => namesRun(termsOfName(name), slots)) : [];
    const named = namedHere.length > 0;
    // Under a topic the query describes by what it does, it is named less surely than by the subject's own name.
    const describedHere = !named && described.size > 0 && underDescribed(ix, n, described);
    if (named) namedOf.set(n, namedHere.map((name) => ({ name, terms: termsOfName(name) })));
    // One that shares a word with a subject's name without naming it ("homemade" of Homemade Flag) is kept apart.
    else if (anyTerms) {
      const shares = (name: string) => name !== '' && termsOfName(name).some((x) => r.terms.includes(x));
      if (tagsOfDoc(doc).some(shares) || aboutNamesOf(doc).some(shares)) partly.add(n);
    }
    // Under a subject the query names, a ruling tagged with another subject is about how the two meet. A list's items
    // are not: what they are tagged with is what the list enumerates.
    const tags = named && !listKinds.has(ix.kindOf[n]!) ? tagsOfDoc(doc) : [];
    // A tag the query matched at all (by a word, its prefix or a correction) is not another subject.
    const other = tags.length > 0 && !tags.some((t) => termsOfName(t).some((x) => r.terms.includes(x)));
    const cue = ix.flagsOf[n]! & docFlags.bare ? 1 : cueFactor(cues, ownLines(ix, n)) * titledFactor(ix, cues, n);
    const printed = printedFactor(ix, n, doc, cues);
    const inherited = named ? inheritedFactor(n, doc, namedHere, termsOfName, aboutOnly, found) : 1;
    const line = askedSearched ? 1 + lineWeight * bestLineShare(ix, n, byRuleset, weights, counted, corrected, typos.length > 0) ** linePower : 1;
    return { n, score: score * cue * printed * inherited * line * (named ? subjectBoost : describedHere ? describedBoost : 1) * (other ? otherSubjectShare : 1) };
  });
  liftListLeads(ix, top, accept, (n) => {
    return cueFactor(cues, ownLines(ix, n));
  });
  // The result behind a ranked document: the candidates' own, else (a heading lifted from beyond them) looked up. Not a
  // map of every result: a broad query has a thousand, and only a few dozen are ever asked for.
  const candidateResults = new Map(scored.slice(0, keep).map((x) => [x.n, x.r]));
  const resultOf = (n: number) => candidateResults.get(n) ?? results.find((r) => r.id === n);
  // A query naming two subjects asks how they meet: the rulings touching both rise above each subject's main entry.
  // What a ruling's own text names is read from what the search matched there, not by reading the text again.
  const ownTerms = (n: number): ReadonlySet<string> => {
    const match = resultOf(n)?.match ?? {};
    return new Set(Object.keys(match).filter((t) => match[t]!.some((f) => f !== 'about')));
  };
  const { about, subjects } = rankMeetings(ix, top, namedOf, ownTerms);
  // A question on how several subjects combine ("which first") is often ruled once, beside them: see beside.ts.
  if (cues.answers.some((a) => a.beside)) raiseBeside(ix, top, namedOf, (n) => cueFactor(cues, ownLines(ix, n), true), accept);
  raiseHeads(ix, top, namedOf, subjects, partly);
  top.sort((a, b) => b.score - a.score);
  const ref = (n: number, withText: boolean): HitRef => {
    const d = ix.doc(n);
    const own = withText && !(ix.flagsOf[n]! & docFlags.bare) && fold(d.text) !== fold(d.title) ? stripMarks(d.text) : undefined;
    return { id: d.id, title: d.title, ...(own ? { text: own } : {}) };
  };
  return placeHits(ix, top, req.limit ?? 10, accept).map((p) => {
    const doc = ix.doc(p.n);
    const r = resultOf(p.n);
    const terms = r?.terms ?? [];
    const process = ix.processors.get(doc.ruleset) ?? processors[0]!;
    const parent = ix.parentOf[p.n]!;
    let snippet: Snippet | undefined;
    return {
      doc,
      score: Math.round(p.score * 1000) / 1000,
      terms,
      // Made when first read: a reading by words ranks hits and never shows them.
      get snippet() {
        return (snippet ??= makeSnippet(doc.text, new Set(terms), process));
      },
      ...(parent >= 0 ? { under: ref(parent, true) } : {}),
      ...(p.liftedFrom !== undefined ? { lifted: true } : {}),
      ...(about.has(p.n) ? { about: about.get(p.n) } : {}),
      also: p.also.map((n) => ref(n, false)),
    };
  });
}
