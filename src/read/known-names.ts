/** What the rulesets call things: every entry's names and collector numbers (and its quoted texts), indexed once per library. */
import type { Entry, Library } from '../rulesets/entry.js';
import { collectorNumberPattern, foldedTitle, namesOf } from '../rulesets/lookup.js';
import { editDistance } from '../edit-distance.js';
import { byCodePoint } from '../by-code-point.js';
import { nameKey, wordsOf } from './words.js';

/** Name and text indexes over a library, built once. */
export interface Indexes {
  names: Map<string, Entry[]>;
  numbers: Map<string, Entry[]>;
  texts: { words: string; entry: Entry }[];
  /** What entries are called (titles and aliases, headings left out), by name key, over the whole library: a library
   * holding one chain (lib.partial) still knows how common a name's words are elsewhere; its entries are those it holds. */
  titles: { name: string; entries: Entry[] }[];
  /** Each title's words through the lexicon of a ruleset, in the titles' order, when a prebuilt file keeps them (see name-words.ts). */
  titleWords?: ((lexiconOf: string) => string[][] | undefined) | undefined;
}

const cache = new WeakMap<Library, Indexes>();

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) {
    if (!list.includes(value)) list.push(value);
  } else map.set(key, [value]);
};

/** Uses `idx` as the indexes of `lib` from now on (adopted from a prebuilt file: see indexes-json.ts). */
export function useIndexes(lib: Library, idx: Indexes): void {
  cache.set(lib, idx);
}

/** The indexes of `lib`: adopted from a prebuilt file, else built on first use. */
export function indexes(lib: Library): Indexes {
  const hit = cache.get(lib);
  if (hit) return hit;
  const idx = buildIndexes(lib);
  cache.set(lib, idx);
  return idx;
}

/** The indexes of every entry of `lib`, folded and keyed afresh. */
export function buildIndexes(lib: Library): Indexes {
  const idx: Indexes = { names: new Map(), numbers: new Map(), texts: [], titles: [] };
  const titles = new Map<string, Entry[]>();
  for (const e of lib.entries) {
    if (e.kind !== 'heading') {
      // A title joining the names of its cards ("Neptunes Figurehead or Resurrection Codex") is called by each part too:
      // a name shortened from one of them ("Figurehead") then has that part's few words to spare, not the whole title's.
      for (const n of [foldedTitle(e.title), ...e.aliases, ...titleParts(e)]) {
        const k = nameKey(n);
        if (k) (titles.get(k) ?? titles.set(k, []).get(k)!).push(e);
      }
    }
    for (const n of namesOf(e)) if (n) push(idx.names, nameKey(n), e);
    for (const c of [...e.cards, ...e.quotes.flatMap((q) => q.cards ?? [])]) if (c.number) push(idx.numbers, nameKey(c.number), e);
    for (const q of e.quotes) idx.texts.push({ words: wordsOf(q.text), entry: e });
    idx.texts.push({ words: wordsOf(e.text), entry: e });
  }
  idx.titles = [...titles].map(([name, entries]) => ({ name, entries }));
  return idx;
}

/** What entries are called, over the whole library (see `Indexes.titles`). */
export function titlesOf(lib: Library): Indexes['titles'] {
  return indexes(lib).titles;
}

/** Drops entries nested under another of the list. */
export function outermost(list: Entry[], lib: Library): Entry[] {
  const ids = new Set(list.map((e) => e.id));
  return list.filter((e) => {
    for (let p = e.parent; p; p = lib.byId.get(p)?.parent) if (ids.has(p)) return false;
    return true;
  });
}

/** Entries a name points at: exact name, or collector number. */
export function byName(lib: Library, name: string, inChain: (e: Entry) => boolean): { entries: Entry[]; mentioned: boolean } {
  const idx = indexes(lib);
  const key = nameKey(name);
  const number = collectorNumberPattern.test(name.trim()) ? idx.numbers.get(key) : undefined;
  const found = (number ?? idx.names.get(key) ?? []).filter(inChain);
  // Entries called by this name (title or alias) say what the effect is; entries that merely list it as a keyword or
  // card they mention are used only when nothing is called so, and say less ("Throw" is not the rule against throwing).
  const called = found.filter((e) => nameKey(foldedTitle(e.title)) === key || e.aliases.some((a) => nameKey(a) === key));
  return { entries: outermost(called.length ? called : found, lib), mentioned: !called.length && !number?.length };
}

const nearCache = new WeakMap<Library, Map<string, { name: string; dist: number; entries: Entry[]; mentioned?: boolean }[]>>();

/**
 * The names a title joins ("Kharmic Idol or Pirata Codex", "Shadow Step / Shadow Dash"), each a card the entry is about:
 * the entry is called by each, so "Karmic Idol" is one slip from what it is called. Parts that are not its cards
 * ("Beginning of a Turn or End of a Turn") are not names.
 */
function titleParts(e: Entry): string[] {
  const parts = e.title.split(/\s+or\s+|\s*\/\s*/i).map((p) => nameKey(foldedTitle(p)));
  if (parts.length < 2) return [];
  const cards = new Set(e.cards.map((c) => nameKey(c.name)));
  return parts.filter((p) => cards.has(p));
}

/** Names some entry is called (title or alias), else a card some entry is about, within a small edit distance of `key`, closest first; cached per library. */
function calledNear(lib: Library, key: string, limit: number): { name: string; dist: number; entries: Entry[]; mentioned?: boolean }[] {
  let perLib = nearCache.get(lib);
  if (!perLib) nearCache.set(lib, (perLib = new Map()));
  const hit = perLib.get(key);
  if (hit) return hit;
  const scored: { name: string; dist: number; entries: Entry[]; mentioned?: boolean }[] = [];
  for (const [n, entries] of indexes(lib).names) {
    if (Math.abs(n.length - key.length) > limit) continue;
    const dist = editDistance(key, n);
    if (dist > limit) continue;
    // Only what an entry is called (its title or alias): a near miss of a name an entry merely mentions says too little.
    const called = entries.filter((e) => nameKey(foldedTitle(e.title)) === n || e.aliases.some((a) => nameKey(a) === n) || titleParts(e).includes(n));
    // A card's name as printed, where no entry is called so: the entries about that card ("Roberto Santanna").
    const carded = called.length ? called : entries.filter((e) => [...e.cards, ...e.quotes.flatMap((q) => q.cards ?? [])].some((c) => nameKey(c.name) === n));
    if (carded.length) scored.push({ name: n, dist, entries: carded, ...(called.length ? {} : { mentioned: true }) });
  }
  scored.sort((a, b) => a.dist - b.dist || byCodePoint(a.name, b.name));
  perLib.set(key, scored);
  return scored;
}

/** Names in the chain within a small edit distance of `name`: the closest, and whether it is clearly closest. */
export function nearNames(lib: Library, name: string, inChain: (e: Entry) => boolean): { best?: string; entries: Entry[]; close: string[]; mentioned?: boolean } {
  const key = nameKey(name).slice(0, 80);
  if (key.length < 4) return { entries: [], close: [] };
  const scored = calledNear(lib, key, Math.max(1, Math.floor(key.length / 6)))
    .map((x) => ({ ...x, entries: x.entries.filter(inChain) }))
    .filter((x) => x.entries.length);
  const [first, second] = scored;
  if (!first) return { entries: [], close: [] };
  // A near miss counts only when one candidate is clearly closest; otherwise the judge is asked which was meant.
  if (second && second.dist === first.dist) return { entries: [], close: scored.filter((x) => x.dist === first.dist).map((x) => x.name).slice(0, 5) };
  return { best: first.name, entries: outermost(first.entries, lib), close: [], ...(first.mentioned ? { mentioned: true } : {}) };
}

