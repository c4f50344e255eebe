// Shared by the relevance tests: the in-memory index, quote → entry mapping and the top-1/top-3 count.
import { builtinRulesetDirs, loadFromYaml } from '../../src/rulesets/library.js';
import type { Library } from '../../src/rulesets/entry.js';
import { buildSearchIndex, type SearchIndex } from '../../src/search/search-index.js';
import { search, type SearchHit } from '../../src/search/search.js';

/** A question and the entries that answer it. */
export interface RelevanceCase {
  query: string;
  ruleset?: string | undefined;
  /** Entry ids, any of which answers the question. */
  answers: string[];
}

/** Folds a text for quote matching: no marks, accents, case or punctuation; words separated by one space. */
export function foldQuote(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[‘’'`´]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The built-in library and its index built in memory from the YAML (as `qm search` does when the prebuilt index is stale). */
export async function loadBuiltin(): Promise<{ library: Library; ix: SearchIndex }> {
  const { library } = await loadFromYaml(builtinRulesetDirs().map((dir: string) => ({ dir, builtin: true })));
  return { library, ix: buildSearchIndex(library) };
}

/** A quote without the seed line's list number ("3. ", "iii. ") it may start with, which the entry's text leaves out. */
export function withoutListNumber(quote: string): string {
  return quote.replace(/^\s*(?:\d+|[ivx]+|[a-z])[.)]\s+/i, '');
}

/** The entries of `ruleset` whose own text contains `quote` (folded the same way on both sides). */
export function entriesQuoting(library: Library, ruleset: string, quote: string): string[] {
  const want = ` ${foldQuote(withoutListNumber(quote))} `;
  const found = library.entries.filter((e) => e.ruleset === ruleset && ` ${foldQuote(e.text)} `.includes(want)).map((e) => e.id);
  if (found.length) return found;
  // A card's printed text is quoted by the entry that rules on the card (its `quotes`), not written in its text.
  // So is a card's original wording the Code prints under it ("(Original text: ...)"), kept as that quote's note.
  const quoting = library.entries.filter((e) => e.ruleset === ruleset && e.quotes.some((q) => ` ${foldQuote(q.text)} `.includes(want) || (q.note !== undefined && ` ${foldQuote(q.note)} `.includes(want)))).map((e) => e.id);
  if (quoting.length) return quoting;
  // The Code prints the cards that carry an ability on a line of their own, under its text ("Aruj Barbarossa, Barstow,
  // ..."): the entry whose quoted text lists those cards is the one the line belongs to.
  const names = quote.split(',').map((n) => foldQuote(n)).filter(Boolean);
  if (names.length >= 2) {
    const listing = library.entries.filter((e) => e.ruleset === ruleset && e.quotes.some((q) => names.every((n) => (q.cards ?? []).some((c) => foldQuote(c.name) === n)))).map((e) => e.id);
    if (listing.length) return listing;
    // Or on a line under a topic's title (Fire Masts: "Bombardier (keyword), Exploding Shot, ..."): the topic lists them as its cards.
    const topic = library.entries.filter((e) => e.ruleset === ruleset && names.every((n) => e.cards.some((c) => foldQuote(c.name) === n))).map((e) => e.id);
    if (topic.length) return topic;
  }
  // A quote may end inside a possessive ("... appears on this ship" of "this ship’s hull"): then the apostrophe splits
  // words, in an entry's text or in a card text it quotes.
  const split = (s: string) => ` ${foldQuote(s.replace(/[‘’'`´]/g, ' '))} `;
  const wantSplit = split(quote);
  const splitFound = library.entries.filter((e) => e.ruleset === ruleset && (split(e.text).includes(wantSplit) || e.quotes.some((q) => split(q.text).includes(wantSplit)))).map((e) => e.id);
  if (splitFound.length) return splitFound;
  // A section's heading ("PIRATES: QUEST FOR DAVY JONES' GOLD (Board Game)") is no entry's text: the topics under it
  // answer a question about what the section covers.
  const heading = foldQuote(quote);
  return library.entries.filter((e) => e.ruleset === ruleset && !e.parent && e.section.length > 0 && foldQuote(e.section.at(-1)!) === heading).map((e) => e.id);
}

/**
 * Whether a hit answers a case. A hit counts when it is one of the answers, or when it is shown "under" its
 * parent (the parent's id and title are printed as part of the hit) and that parent is one of the answers.
 */
export function answers(hit: SearchHit, ids: readonly string[]): boolean {
  return ids.includes(hit.doc.id) || (hit.under !== undefined && ids.includes(hit.under.id));
}

/** Top-1 and top-3 over a set of cases, with the misses. */
export function score(ix: SearchIndex, cases: RelevanceCase[], scoped: boolean): { top1: number; top3: number; total: number; misses: string[] } {
  let top1 = 0;
  let top3 = 0;
  const misses: string[] = [];
  for (const c of cases) {
    const hits = search(ix, c.query, { rulesets: scoped && c.ruleset ? [c.ruleset] : undefined, limit: 3 });
    if (hits[0] && answers(hits[0], c.answers)) top1++;
    if (hits.some((h) => answers(h, c.answers))) top3++;
    else misses.push(`"${c.query}": wanted ${c.answers.join(' | ')}; got ${hits.map((h) => h.doc.id).join(', ') || 'nothing'}`);
  }
  return { top1, top3, total: cases.length, misses };
}

/** "top-1 61.0% (61/100), top-3 93.0% (93/100)". */
export function describe(r: { top1: number; top3: number; total: number }): string {
  const pct = (n: number) => `${((100 * n) / r.total).toFixed(1)}% (${n}/${r.total})`;
  return `top-1 ${pct(r.top1)}, top-3 ${pct(r.top3)}`;
}
