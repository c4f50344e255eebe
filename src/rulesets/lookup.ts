/** Finds the entries a `qm show` reference names: an id, a collector number, or a card, keyword, ability or title. */
import type { Entry, Library } from './entry.js';
import { fold } from './text.js';
import { checkRefLength } from './limits.js';

/** Collector numbers as printed: RF-056, MI-042a, PotC-019, SCS-084b, HH05a. */
export const collectorNumberPattern = /^[a-z]{1,6}-?\d{1,4}[a-z]?$/i;

/** A title without the document's "(keyword)" / "(continued)" tags, folded. */
export function foldedTitle(title: string): string {
  return fold(title.replace(/\s*\((?:\*?)(?:keyword|keywords|keyword\/ability|continued(?:\.\.\.)?|\*continued\*)(?:\*?)\)\s*$/i, ''));
}

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

/** The entries `ref` names, in document order; empty when nothing matches. */
export function findEntries(lib: Library, ref: string): Entry[] {
  checkRefLength(ref);
  const exact = lib.byId.get(ref.trim().toLowerCase());
  if (exact) return [exact];
  const want = fold(ref);
  if (!want) return [];
  const byNumber = collectorNumberPattern.test(ref.trim()) ? lib.entries.filter((e) => numbersOf(e).includes(want)) : [];
  if (byNumber.length) return outermost(byNumber, lib);
  return outermost(lib.entries.filter((e) => namesOf(e).includes(want)), lib);
}
