/** What the search index holds for each entry: the fields it searches and the facts a hit shows. */
import type { Entry, Library } from '../rulesets/entry.js';
import { stripMarks } from '../rulesets/text.js';

/**
 * The indexed fields, with how much a match in each counts (the section path is matched apart: see search.ts). What
 * players ask of an entry (`asked`) counts twice its own text: 0.5, 1 and 2 were tried over the spent forum halves
 * (1,037 questions: 706, 708 and 715 top-1), and only 2 kept every question quoted in issue #11 in the top 3.
 */
export const fieldBoosts = { title: 3, cards: 3, keywords: 3, abilities: 3, about: 1, text: 1, asked: 2 } as const;

/** An indexed field name. */
export type IndexedField = keyof typeof fieldBoosts;

/** A field of a document that can be searched: the indexed ones and the section path. */
export type SearchField = IndexedField | 'section';

/** Every indexed field. */
export const indexedFields = Object.keys(fieldBoosts) as IndexedField[];

/** Every searchable field. */
export const searchFields: SearchField[] = [...indexedFields, 'section'];

/** An entry as the index keeps it: the hit's facts plus the raw text of each field. */
export interface SearchDoc {
  id: string;
  ruleset: string;
  section: string[];
  title: string;
  text: string;
  kind: string;
  parent?: string | undefined;
  /** The entry ids it links to ("See:"). */
  see?: string[] | undefined;
  /** Raw text of each searchable field except title, text and section (for term extraction and phrases). */
  fields: Partial<Record<IndexedField, string>>;
  /** The terms of each line players ask of it, made once when the index is built (a search reads them line by line). */
  askedTerms?: string[][] | undefined;
}

/** A title without the document's "(keyword)" / "(continued)" tags. */
function cleanTitle(title: string): string {
  return stripMarks(title).replace(/\s*\((?:keyword|keywords|keyword\/ability|continued(?:\.\.\.)?)\)\s*$/i, '');
}

/** Card names and collector numbers an entry names, its quotes' included. */
function cardsOf(e: Entry): string[] {
  return [...e.cards, ...e.quotes.flatMap((q) => q.cards ?? [])].flatMap((c) => (c.number ? [c.name, c.number] : [c.name]));
}

/** The subjects of an entry's ancestors: their titles, cards, keywords, abilities and aliases. */
function aboutOf(e: Entry, lib: Library): string[] {
  const out: string[] = [];
  // A sub-bullet is read in the context of the bullet it sits under: the parent's own words count, a little.
  const parent = e.parent ? lib.byId.get(e.parent) : undefined;
  if (parent && !isBareHeading(parent)) out.push(stripMarks(parent.text));
  for (let p = e.parent ? lib.byId.get(e.parent) : undefined; p; p = p.parent ? lib.byId.get(p.parent) : undefined) {
    out.push(cleanTitle(p.title), ...cardsOf(p), ...p.keywords, ...p.abilities, ...p.aliases);
  }
  return [...new Set(out)];
}

/** The index document of one entry. */
export function searchDoc(e: Entry, lib: Library): SearchDoc {
  const join = (xs: string[]) => (xs.length ? xs.map(stripMarks).join(' | ') : undefined);
  const quotes = e.quotes.map((q) => q.text).filter((t) => t !== e.text);
  const fields: Partial<Record<IndexedField, string>> = {};
  const put = (f: IndexedField, v: string | undefined) => {
    if (v) fields[f] = v;
  };
  put('cards', join(cardsOf(e)));
  put('keywords', join(e.keywords));
  put('abilities', join([...e.abilities, ...e.aliases]));
  put('about', join(aboutOf(e, lib)));
  put('text', join(quotes));
  put('asked', join(e.asked ?? []));
  const see = e.see.length ? e.see : undefined;
  return { id: e.id, ruleset: e.ruleset, section: e.section, title: cleanTitle(e.title), text: stripMarks(e.text), kind: e.kind, parent: e.parent, see, fields };
}

/** Folds a text to bare words for comparing a heading's text with its title. */
const words = (s: string) => stripMarks(s).toLowerCase().replace(/\([^)]*\)/g, ' ').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * True for a heading with no ruling text of its own: its text only repeats its title ("Broadsides Attack (keyword)",
 * "Fish", "ACTION LIMIT") and it has children. Such an entry is not a search hit by itself; its best child is.
 */
export function isBareHeading(e: Entry): boolean {
  if (!e.children.length) return false;
  const text = words(e.text);
  const title = new Set(words(e.title).split(' '));
  return text === '' || e.kind === 'heading' || text.split(' ').every((w) => title.has(w));
}

/** The raw text of one field of a document. */
export function fieldText(doc: SearchDoc, field: SearchField): string {
  if (field === 'title') return doc.title;
  if (field === 'section') return doc.section.join(' | ');
  if (field === 'text') return doc.fields.text ? `${doc.text} | ${doc.fields.text}` : doc.text;
  return doc.fields[field] ?? '';
}
