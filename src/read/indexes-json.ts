/**
 * The resolver's name and text indexes as JSON (entry ids for entries), split by ruleset: written at build time so a
 * cold `qm resolve` need not fold every text, and read only for the rulesets a situation's chain holds.
 */
import type { Entry, Library } from '../rulesets/entry.js';
import { buildIndexes, useIndexes, type Indexes } from './known-names.js';
import { namesWords } from './name-words.js';

/** One ruleset's part of the indexes. */
export interface SerialPart {
  names: [string, string[]][];
  numbers: [string, string[]][];
  texts: [string, string][];
}

/** The indexes as JSON: a part per ruleset (in the library's order), the titles over the whole library, and the titles' words through each ruleset's lexicon. */
export interface SerialIndexes {
  parts: [ruleset: string, part: SerialPart][];
  titles: [string, string[]][];
  titleWords: [lexiconOf: string, words: string[][]][];
}

/** The indexes of `lib` in their JSON form. */
export function serialiseIndexes(lib: Library): SerialIndexes {
  const idx = buildIndexes(lib);
  const parts = new Map<string, SerialPart>(lib.rulesets.map((r) => [r.id, { names: [], numbers: [], texts: [] }]));
  const part = (e: Entry) => parts.get(e.ruleset)!;
  // Each key's entries split by ruleset, keeping their order: adopting the parts in the library's order gives back each list.
  const split = (m: Map<string, Entry[]>, field: 'names' | 'numbers') => {
    for (const [k, es] of m) {
      const byRuleset = new Map<string, string[]>();
      for (const e of es) (byRuleset.get(e.ruleset) ?? byRuleset.set(e.ruleset, []).get(e.ruleset)!).push(e.id);
      for (const [r, ids] of byRuleset) parts.get(r)![field].push([k, ids]);
    }
  };
  split(idx.names, 'names');
  split(idx.numbers, 'numbers');
  for (const t of idx.texts) part(t.entry).texts.push([t.words, t.entry.id]);
  const titleWords = lib.rulesets.map((r): [string, string[][]] => [r.id, namesWords(lib, idx.titles, r.id)]);
  return { parts: [...parts], titles: idx.titles.map((t) => [t.name, t.entries.map((e) => e.id)]), titleWords };
}

/** Uses prebuilt indexes for `lib` from now on (they must come from the same entries): the parts of the rulesets it holds,
 * in the library's order, and the library-wide titles and their words through a lexicon, read when a name is first read by its words. */
export function adoptIndexes(lib: Library, parts: readonly SerialPart[], titles: () => SerialIndexes['titles'], titleWords?: (lexiconOf: string) => string[][] | undefined): void {
  // A library of one chain (lib.partial) adopts the entries it holds and drops the rest (titles name every ruleset's).
  const entries = (ids: string[]) => {
    const out: Entry[] = [];
    for (const id of ids) {
      const e = lib.byId.get(id);
      if (e) out.push(e);
    }
    return out;
  };
  let adopted: Indexes['titles'] | undefined;
  const idx: Indexes = {
    names: new Map(),
    numbers: new Map(),
    texts: [],
    // Most boards name their effects exactly or by their words: every ruleset's titles are needed only for a name said
    // in part or inflected.
    get titles() {
      return (adopted ??= titles().map(([name, ids]) => ({ name, entries: entries(ids) })));
    },
    titleWords,
  };
  const merge = (map: Map<string, Entry[]>, pairs: [string, string[]][]) => {
    for (const [k, ids] of pairs) {
      const held = entries(ids);
      if (!held.length) continue;
      const list = map.get(k);
      if (list) list.push(...held);
      else map.set(k, held);
    }
  };
  for (const part of parts) {
    merge(idx.names, part.names);
    merge(idx.numbers, part.numbers);
    for (const [words, id] of part.texts) {
      const entry = lib.byId.get(id);
      if (entry) idx.texts.push({ words, entry });
    }
  }
  useIndexes(lib, idx);
}
