/** The MiniSearch index over every entry, built from a library or loaded from its serialised form. */
import MiniSearch, { type Options } from 'minisearch';
import type { Library } from '../rulesets/entry.js';
import { fieldText, indexedFields, isBareHeading, searchDoc, searchFields, type SearchDoc, type SearchField } from './documents.js';
import { loadLazily, storeMiniSearch, type StoredMiniSearch } from './lazy-load.js';
import { LazyProcessors } from './lazy-processors.js';
import { compileLexicon, type Lexicon, type WordProcessor } from './lexicon.js';
import { splitWords } from './words.js';

/** A ready index: MiniSearch, the documents it returns and each ruleset's word processor. */
export interface SearchIndex {
  mini: MiniSearch<SearchDoc>;
  /** The rulesets it covers. */
  rulesets: string[];
  /** Every index term (a query word found here is not matched fuzzily). */
  vocabulary: Set<string>;
  /** The terms found only in what players ask (`asked`): a search of the entries' own words matches them fuzzily. */
  askedOnly: Set<string>;
  /** Each ruleset's names (id, title, game), so that a query word naming a game favours its ruleset. */
  names: Record<string, string>;
  lexicons: Record<string, Lexicon>;
  processors: Map<string, WordProcessor>;
  /** How many documents it holds; MiniSearch knows each by its position. */
  size: number;
  /** Each document's ruleset, kind and section (an index into `sections`), by position: enough to filter and boost without reading the documents. */
  rulesetOf: string[];
  kindOf: string[];
  sectionOf: number[];
  /** The distinct section paths, as `[ruleset, path joined by " | "]`. */
  sections: [string, string][];
  /** Each document's parent, by position (-1 for none), and what it holds (see `docFlags`). */
  parentOf: number[];
  flagsOf: number[];
  /** The documents that link to an entry id ("See:"), for `see:<id>`. */
  linksTo: Record<string, number[]>;
  /** Each document's children, by position, in document order. */
  childrenOf: number[][];
  /** The document at position `n` (read lazily from a loaded index). */
  doc(n: number): SearchDoc;
}

/** Bits of `flagsOf`: a bare heading (no text of its own), and the entry fields that are not empty. */
export const docFlags = { bare: 1, keywords: 2, abilities: 4, cards: 8, see: 16 } as const;

/** The flags of one entry. */
function flagsOfEntry(e: Library['entries'][number]): number {
  let f = isBareHeading(e) ? docFlags.bare : 0;
  if (e.keywords.length) f |= docFlags.keywords;
  if (e.abilities.length) f |= docFlags.abilities;
  if (e.cards.length || e.quotes.some((q) => q.cards?.length)) f |= docFlags.cards;
  if (e.see.length) f |= docFlags.see;
  return f;
}

/** Each document's children, from each one's parent. */
function childrenFrom(parentOf: number[]): number[][] {
  const out: number[][] = parentOf.map(() => []);
  parentOf.forEach((p, n) => {
    if (p >= 0) out[p]!.push(n);
  });
  return out;
}

/** The index terms of a text, processed with a ruleset's lexicon. */
export function termsOf(text: string, process: WordProcessor): string[] {
  return splitWords(text).flatMap((w) => process(w.folded));
}

/** The terms of each line of an `asked` field (its lines joined as every multi-value field is, by " | "). */
export function askedLineTerms(asked: string, process: WordProcessor): string[][] {
  return asked.split(' | ').map((l) => termsOf(l, process));
}

/** The word processors of the given lexicons (a ruleset without one gets generic folding only), compiled on first use. */
export function processorsFor(lexicons: Record<string, Lexicon>, rulesets: string[]): Map<string, WordProcessor> {
  return new LazyProcessors(lexicons, rulesets);
}

/** MiniSearch options shared by building and loading: documents are turned into terms before MiniSearch sees them. */
function options(processors: Map<string, WordProcessor>): Options<SearchDoc> {
  const generic = compileLexicon();
  return {
    idField: 'n',
    fields: indexedFields,
    extractField: (doc, field) => {
      if (field === 'n') return (doc as SearchDoc & { n: number }).n as unknown as string;
      const process = processors.get(doc.ruleset) ?? generic;
      return termsOf(fieldText(doc, field as SearchField), process).join(' ');
    },
    tokenize: (s) => s.split(' ').filter(Boolean),
    processTerm: (t) => t,
    searchOptions: { tokenize: (s) => s.split(' ').filter(Boolean), processTerm: (t) => t },
  };
}

/** The distinct section paths of the documents (per ruleset), and each document's. */
function sectionTable(docs: SearchDoc[]): { sections: [string, string][]; sectionOf: number[] } {
  const seen = new Map<string, number>();
  const sections: [string, string][] = [];
  const sectionOf = docs.map((d) => {
    const label = fieldText(d, 'section');
    const key = `${d.ruleset}\u0000${label}`;
    let i = seen.get(key);
    if (i === undefined) {
      i = sections.push([d.ruleset, label]) - 1;
      seen.set(key, i);
    }
    return i;
  });
  return { sections, sectionOf };
}

/** Builds the index of every entry in a library. */
export function buildSearchIndex(lib: Library): SearchIndex {
  const lexicons: Record<string, Lexicon> = {};
  // A ruleset without a lexicon of its own uses the one of the ruleset it extends, if any.
  const byId = new Map(lib.rulesets.map((r) => [r.id, r]));
  for (const r of lib.rulesets) {
    const lexicon = r.lexicon ?? (r.extends ? byId.get(r.extends)?.lexicon : undefined);
    if (lexicon) lexicons[r.id] = lexicon;
  }
  const processors = processorsFor(lexicons, lib.rulesets.map((r) => r.id));
  const docList = lib.entries.map((e) => searchDoc(e, lib));
  const mini = new MiniSearch<SearchDoc>(options(processors));
  mini.addAll(docList.map((d, n) => ({ ...d, n })));
  const rulesets = lib.rulesets.map((r) => r.id);
  const names = Object.fromEntries(lib.rulesets.map((r) => [r.id, `${r.id.replace(/-/g, ' ')} ${r.title} ${r.game}`]));
  const rulesetOf = docList.map((d) => d.ruleset);
  const kindOf = docList.map((d) => d.kind);
  const { sections, sectionOf } = sectionTable(docList);
  const vocabulary = new Set<string>();
  for (const d of docList) for (const f of searchFields) if (f !== 'asked') for (const t of termsOf(fieldText(d, f), processors.get(d.ruleset)!)) vocabulary.add(t);
  const askedOnly = new Set<string>();
  for (const d of docList) {
    if (!d.fields.asked) continue;
    const lines = askedLineTerms(d.fields.asked, processors.get(d.ruleset)!);
    // Kept line by line with the document: a search weighs its best line (asked-lines.ts), and making them per search cost a cold `qm search` 5 ms.
    d.askedTerms = lines;
    for (const t of lines.flat()) if (!vocabulary.has(t)) askedOnly.add(t);
  }
  for (const t of askedOnly) vocabulary.add(t);
  const position = new Map(lib.entries.map((e, n) => [e.id, n]));
  const parentOf = lib.entries.map((e) => (e.parent ? (position.get(e.parent) ?? -1) : -1));
  const flagsOf = lib.entries.map(flagsOfEntry);
  const linksTo: Record<string, number[]> = {};
  lib.entries.forEach((e, n) => e.see.forEach((id) => (linksTo[id] ??= []).push(n)));
  const structure = { parentOf, flagsOf, linksTo, childrenOf: childrenFrom(parentOf) };
  return { mini, rulesets, vocabulary, askedOnly, names, lexicons, processors, size: docList.length, rulesetOf, kindOf, sectionOf, sections, ...structure, doc: (n) => docList[n]! };
}

/** The serialisable form of an index, without its documents (they are stored apart and read lazily). */
export interface SerialisedIndex {
  format: 11;
  rulesets: string[];
  names: Record<string, string>;
  lexicons: Record<string, Lexicon>;
  size: number;
  /** Per document, the position of its ruleset in `rulesets` and of its kind in `kinds`. */
  rulesetOf: number[];
  kinds: string[];
  kindOf: number[];
  sectionOf: number[];
  sections: [string, string][];
  parentOf: number[];
  flagsOf: number[];
  linksTo: Record<string, number[]>;
  /** Every term a document's fields hold, as at build (so a loaded index knows the words a built one knows). */
  vocabulary: string[];
  /** Those of them found only in what players ask. */
  askedOnly: string[];
  index: StoredMiniSearch;
}

/** An index as plain JSON data. */
export function serialiseIndex(ix: SearchIndex): SerialisedIndex {
  const kinds = [...new Set(ix.kindOf)];
  const rulesetOf = ix.rulesetOf.map((r) => ix.rulesets.indexOf(r));
  const kindOf = ix.kindOf.map((k) => kinds.indexOf(k));
  const { parentOf, flagsOf, linksTo } = ix;
  return { format: 11, rulesets: ix.rulesets, names: ix.names, lexicons: ix.lexicons, size: ix.size, rulesetOf, kinds, kindOf, sectionOf: ix.sectionOf, sections: ix.sections, parentOf, flagsOf, linksTo, vocabulary: [...ix.vocabulary], askedOnly: [...ix.askedOnly], index: storeMiniSearch(ix.mini) };
}

/** An index back from its plain JSON data and a reader of its documents (and of its terms' postings, when they were stored apart). */
export function restoreIndex(data: SerialisedIndex, doc: (n: number) => SearchDoc, postingsOf?: (n: number) => string): SearchIndex {
  const processors = processorsFor(data.lexicons, data.rulesets);
  const mini = loadLazily<SearchDoc>(data.index, options(processors), postingsOf);
  const rulesetOf = data.rulesetOf.map((i) => data.rulesets[i]!);
  const kindOf = data.kindOf.map((i) => data.kinds[i]!);
  const vocabulary = new Set(data.vocabulary);
  const askedOnly = new Set(data.askedOnly);
  const structure = { parentOf: data.parentOf, flagsOf: data.flagsOf, linksTo: data.linksTo, childrenOf: childrenFrom(data.parentOf) };
  return { mini, rulesets: data.rulesets, vocabulary, askedOnly, names: data.names, lexicons: data.lexicons, processors, size: data.size, rulesetOf, kindOf, sectionOf: data.sectionOf, sections: data.sections, ...structure, doc };
}
