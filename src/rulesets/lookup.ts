/** Finds the entries a `qm show` reference names: an id, a collector number, or a card, keyword, ability or title. */
import type { Entry, Library } from './entry.js';
import { fold } from './text.js';
import { memoized } from './memo.js';
import { checkRefLength } from './limits.js';
import { bareName, looseKey, spellingsOf } from './name-spellings.js';

/** Collector numbers as printed: RF-056, MI-042a, PotC-019, SCS-084b, HH05a. */
export const collectorNumberPattern = /^[a-z]{1,6}-?\d{1,4}[a-z]?$/i;

/** A title without the document's "(keyword)" / "(continued)" tags, folded (remembered: every board asks again). */
export const foldedTitle: (title: string) => string = memoized((title) => fold(title.replace(/\s*\((?:\*?)(?:keyword|keywords|keyword\/ability|continued(?:\.\.\.)?|\*continued\*)(?:\*?)\)\s*$/i, '')));

/** Every name an entry answers to, as written: title, cards, keywords, abilities, aliases, quote cards. */
export function displayNamesOf(e: Entry): string[] {
  return [e.title, ...e.cards.map((c) => c.name), ...e.keywords, ...e.abilities, ...e.aliases, ...e.quotes.flatMap((q) => (q.cards ?? []).map((c) => c.name))];
}

/** Every name an entry answers to, folded. */
export function namesOf(e: Entry): string[] {
  return displayNamesOf(e).map((n, i) => (i === 0 ? foldedTitle(n) : fold(n)));
}

/** Every collector number an entry names, folded. */
function numbersOf(e: Entry): string[] {
  return [...e.cards, ...e.quotes.flatMap((q) => q.cards ?? [])].flatMap((c) => (c.number ? [fold(c.number)] : []));
}

/** Drops matches nested under another match: the ancestor's rendering shows them already. */
function outermost(matches: Entry[], lib: Library): Entry[] {
  const ids = new Set(matches.map((m) => m.id));
  return matches.filter((m) => {
    for (let p = m.parent; p; p = lib.byId.get(p)?.parent) if (ids.has(p)) return false;
    return true;
  });
}

/** A collector number reduced to letters and digits, so that RF-056, rf056 and "RF 056" compare equal. */
export function numberKey(text: string): string {
  return fold(text).replace(/[^a-z0-9]/g, '');
}

/** The names an entry is itself called, as written and folded bare: its own title (not its parent's) and its aliases. */
function ownDisplayNames(e: Entry, lib: Library): [string, string][] {
  const parent = e.parent ? lib.byId.get(e.parent) : undefined;
  const inherited = parent !== undefined && parent.title === e.title;
  return [...(inherited ? [] : [[e.title, foldedTitle(e.title)] as [string, string]]), ...e.aliases.map((a) => [a, fold(a)] as [string, string])].map(([d, f]) => [d, bareName(f)]);
}

/** The names an entry is itself called: its own title (not one inherited from its parent) and its aliases, folded and bare. */
function ownNames(e: Entry, lib: Library): string[] {
  return [...new Set(ownDisplayNames(e, lib).map(([, f]) => f))];
}

/** What `qm show <ref>` shows: the entries the ref names, and those that only mention it. */
export interface Found {
  /** The entries called by the ref (id, collector number, title or alias), in document order. */
  main: Entry[];
  /** Entries that name it among their cards, keywords or abilities without being about it, in document order. */
  mentions: Entry[];
}

/** Every entry by bare name (own names, and every name) and by collector number key, each list in document order. */
export interface NameIndex {
  own: Map<string, Entry[]>;
  all: Map<string, Entry[]>;
  numbers: Map<string, Entry[]>;
}

const nameIndexes = new WeakMap<Library, NameIndex>();

/** The name index of a library, built once: one pass instead of folding every name for every lookup. */
export function nameIndexOf(lib: Library): NameIndex {
  let ix = nameIndexes.get(lib);
  if (ix) return ix;
  ix = { own: new Map(), all: new Map(), numbers: new Map() };
  const add = (m: Map<string, Entry[]>, k: string, e: Entry) => {
    const list = m.get(k);
    if (!list) m.set(k, [e]);
    else if (list[list.length - 1] !== e) list.push(e);
  };
  // Other spellings answer only where no name is spelt that way: a name as written always keeps its own entries.
  const spelt = { own: new Map<string, Entry[]>(), all: new Map<string, Entry[]>() };
  for (const e of lib.entries) {
    for (const n of ownNames(e, lib)) if (n) add(ix.own, n, e);
    // Only a name printed on a card is split at its brackets ("Manawa nō Kōwhatu (Heart of Stone)"): a title's brackets
    // qualify it ("Capture ability (Gold)", "Treasure (forts)") and name nothing of their own.
    const printed = new Set([...e.cards, ...e.quotes.flatMap((q) => q.cards ?? [])].map((c) => c.name));
    for (const [display, n] of ownDisplayNames(e, lib)) for (const k of spellingsOf(display, n, printed.has(display))) add(spelt.own, k, e);
    const display = displayNamesOf(e);
    namesOf(e).forEach((n, i) => {
      if (!n) return;
      add(ix.all, bareName(n), e);
      for (const k of spellingsOf(display[i]!, bareName(n), printed.has(display[i]!))) add(spelt.all, k, e);
    });
    for (const n of numbersOf(e)) add(ix.numbers, numberKey(n), e);
  }
  // Decided before any is added: a spelling kept as an own name must not shut out the same spelling among mentions.
  const unspelt = (k: string) => !ix.own.has(k) && !ix.all.has(k);
  const extra = (['own', 'all'] as const).map((which) => [which, [...spelt[which]].filter(([k]) => unspelt(k))] as const);
  for (const [which, rows] of extra) for (const [k, es] of rows) ix[which].set(k, es);
  nameIndexes.set(lib, ix);
  return ix;
}

/** True when `ref` is typed like a collector number (RF-056, rf056, RF 056). */
export function looksLikeNumber(ref: string): boolean {
  return collectorNumberPattern.test(ref.trim().replace(/[\s.]/g, ''));
}

/** The lookup key of a typed name: folded, without "(keyword)" or a trailing "ability". */
export function nameKey(ref: string): string {
  return bareName(fold(ref));
}

/**
 * The keys a typed name is looked up by, in order: as typed, then (only if that finds nothing) its last word without a
 * plural ending, since players type "Native Canoes" for the Native Canoe and "Giant Crabs" for a Giant Crab, then
 * loosely spelt (looseKey), as the index also keeps every name.
 */
export function nameKeys(ref: string): string[] {
  const key = nameKey(ref);
  const singular = key.endsWith('ss') ? [] : key.endsWith('es') ? [key.slice(0, -2), key.slice(0, -1)] : key.endsWith('s') ? [key.slice(0, -1)] : [];
  return [...new Set([key, ...singular.filter((k) => k.length > 2), looseKey(key)])].filter(Boolean);
}

/** The main entries and mentions for a name key. */
export function foundByName(lib: Library, key: string): Found {
  const ix = nameIndexOf(lib);
  const main = outermost(ix.own.get(key) ?? [], lib);
  const shown = new Set(main.map((e) => e.id));
  const under = (e: Entry) => {
    for (let p: string | undefined = e.id; p; p = lib.byId.get(p)?.parent) if (shown.has(p)) return true;
    return false;
  };
  const mentions = outermost((ix.all.get(key) ?? []).filter((e) => !under(e)), lib);
  return { main, mentions };
}

/**
 * The entries `ref` names: by id, collector number, or name (title, alias, card, keyword, ability); then, unless `text`
 * is false, the entries whose text says it (mentionedInText). Empty when nothing matches.
 */
export function findEntries(lib: Library, ref: string, { text = true }: { text?: boolean } = {}): Found {
  checkRefLength(ref);
  const exact = lib.byId.get(ref.trim().toLowerCase());
  if (exact) return { main: [exact], mentions: [] };
  if (!fold(ref)) return { main: [], mentions: [] };
  if (looksLikeNumber(ref)) {
    const byNumber = nameIndexOf(lib).numbers.get(numberKey(ref)) ?? [];
    if (byNumber.length) return { main: outermost(byNumber, lib), mentions: [] };
  }
  let found: Found = { main: [], mentions: [] };
  for (const key of nameKeys(ref)) if ((found = foundByName(lib, key)).main.length + found.mentions.length) return found;
  return { main: [], mentions: text ? mentionedInText(lib, ref) : [] };
}

/**
 * The entries whose title or text says `ref` in so many words (either maybe plural), outermost: what a name no entry
 * is called or lists gets, since the Sargasso Sea and the Giant Crab are named only in the rulings about them. Words
 * that are all short or the rulesets' stop words ("of the", "then") name nothing.
 */
export function mentionedInText(lib: Library, ref: string): Entry[] {
  // Not `wordsOf`: its memo is for the texts a board repeats, and one pass over every entry would only flush it.
  const words = (text: string) => fold(text).replace(/[^a-z0-9]+/g, ' ').trim();
  const phrase = words(ref);
  const stop = new Set(lib.rulesets.flatMap((r) => r.lexicon?.stopWords ?? []).map(words));
  if (!phrase.split(' ').some((w) => w.length >= 4 && !stop.has(w))) return [];
  // The typed last word may be plural where the text is singular ("Giant Crabs"), or the other way round.
  const stem = phrase.replace(/(?:es|s)$/, '');
  const said = new RegExp(`(?:^| )(?:${phrase}|${stem}(?:e?s)?)(?: |$)`);
  return outermost(lib.entries.filter((e) => said.test(words(e.title)) || said.test(words(e.text))), lib);
}

/** The entries a situation's `entry:` names within its rulesets: those `qm show` lists first for it. */
export function entriesOf(lib: Library, ref: string, inChain: ReadonlySet<string>): Entry[] {
  return findEntries(lib, ref, { text: false }).main.filter((x) => inChain.has(x.ruleset));
}
