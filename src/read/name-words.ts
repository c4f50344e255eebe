/**
 * Names as players shorten them: "Cancel" for Cancel ability, "Lure" for Lure of the Sea, "galleys" for Galley. A
 * name's words go through the ruleset's lexicon (stop words dropped, expansions, synonyms, stems), and a typed name
 * whose words are all among one entry name's words, with fewer words to spare than any other name, is that name.
 */
import type { Entry, Library } from '../rulesets/entry.js';
import { compileLexicon, type WordProcessor } from '../search/lexicon.js';
import { nameKey } from './words.js';
import { indexes, outermost } from './known-names.js';
import { editDistance } from '../edit-distance.js';

interface NameWords {
  name: string;
  words: Set<string>;
  entries: Entry[];
}

/** How many names a word may appear in and still pick one out. */
const distinctive = 5;

/** The names' words through one lexicon: how many names hold each word, and the names holding it, in the names' order. */
interface NameIndex {
  terms: WordProcessor;
  df: Map<string, number>;
  byWord: Map<string, NameWords[]>;
  /** The names' words as typed (folded), by first letter: a slip of the keyboard is corrected against these. Made on
   * first need: folding every name of the library was half of a cold command's first name read by its words. */
  raw: () => Map<string, string[]>;
}

const cache = new WeakMap<Library, Map<string, NameIndex>>();

/** The word index of what entries are called (titles and aliases), through the lexicon of `lexiconOf`. */
function index(lib: Library, lexiconOf: string): NameIndex {
  let perLib = cache.get(lib);
  if (!perLib) cache.set(lib, (perLib = new Map()));
  const hit = perLib.get(lexiconOf);
  if (hit) return hit;
  const terms = lexiconTerms(lib, lexiconOf);
  const { titles, titleWords } = indexes(lib);
  // The titles' words as the build kept them for this lexicon (folding and stemming every name was most of a cold
  // reading by name words), else made here; both in the order wordsOfName gives.
  const kept = titleWords?.(lexiconOf);
  const words = kept?.length === titles.length ? kept : undefined;
  // Every name in the library counts towards how common a word is, even one whose entries this library does not hold.
  const names = titles
    .map((t, i) => ({ name: t.name, words: words ? new Set(words[i]) : wordsOfName(t.name, terms), entries: t.entries }))
    .filter((n) => n.words.size > 0);
  const byWord = new Map<string, NameWords[]>();
  for (const n of names) for (const w of n.words) byWord.get(w)?.push(n) ?? byWord.set(w, [n]);
  const df = new Map([...byWord].map(([w, list]) => [w, list.length]));
  let raw: Map<string, string[]> | undefined;
  const rawWords = () => {
    if (raw) return raw;
    raw = new Map();
    for (const w of new Set(names.flatMap((n) => nameKey(n.name).split(' ')))) if (w.length >= minSlipped - 1) raw.get(w[0]!)?.push(w) ?? raw.set(w[0]!, [w]);
    return raw;
  };
  const built = { terms, df, byWord, raw: rawWords };
  perLib.set(lexiconOf, built);
  return built;
}

const wordsOfName = (name: string, terms: WordProcessor) => new Set(nameKey(name).split(' ').flatMap((w) => terms(w)));

/** The word processor of the lexicon of ruleset `lexiconOf`. */
const lexiconTerms = (lib: Library, lexiconOf: string) => compileLexicon(lib.rulesets.find((r) => r.id === lexiconOf)?.lexicon);

/** The words of each of `names` through the lexicon of ruleset `lexiconOf`, as a name is read by its words (for the prebuilt file). */
export function namesWords(lib: Library, names: readonly { name: string }[], lexiconOf: string): string[][] {
  const terms = lexiconTerms(lib, lexiconOf);
  return names.map((n) => [...wordsOfName(n.name, terms)]);
}

/** How long a typed word must be before a slip in it is corrected (a short word is too easily another word). */
const minSlipped = 5;

/**
 * A typed word no name holds, as the one name word a slip of the keyboard away ("possesion", "sparow", "shaddow"):
 * one letter dropped, added, changed or two swapped (two such slips in a word of eight letters or more), keeping the
 * first letter. The word as typed when none, or several, are that close.
 */
function corrected(word: string, ix: NameIndex): string {
  if (word.length < minSlipped || ix.terms(word).every((t) => ix.byWord.has(t))) return word;
  const reach = word.length >= 8 ? 2 : 1;
  let best: string[] = [];
  let bestDist = reach + 1;
  for (const w of ix.raw().get(word[0]!) ?? []) {
    if (Math.abs(w.length - word.length) > reach) continue;
    const dist = editDistance(word, w);
    if (dist < bestDist) [best, bestDist] = [[w], dist];
    else if (dist === bestDist) best.push(w);
  }
  return best.length === 1 ? best[0]! : word;
}

/** The entries a shortened or inflected name stands for, when one name clearly fits best; else the names that tie. */
export function byNameWords(lib: Library, name: string, lexiconOf: string, inChain: (e: Entry) => boolean): { name?: string; entries: Entry[]; close: string[] } {
  const { terms, df, byWord } = index(lib, lexiconOf);
  const ix = index(lib, lexiconOf);
  const want = wordsOfName(nameKey(name.slice(0, 120)).split(' ').map((w) => corrected(w, ix)).join(' '), terms);
  // A name made only of common words ("Movement", "Fire tile") picks nothing out, however few names fit here.
  const rarest = [...want].sort((a, b) => (df.get(a) ?? 0) - (df.get(b) ?? 0))[0];
  if (rarest === undefined || (df.get(rarest) ?? 0) > distinctive) return { entries: [], close: [] };
  const fits: (NameWords & { spare: number })[] = [];
  // Only names holding every wanted word fit, so those holding the rarest are all there is to look at.
  for (const n of byWord.get(rarest) ?? []) {
    if (n.words.size < want.size || n.words.size - want.size > 2 || ![...want].every((w) => n.words.has(w))) continue;
    const entries = n.entries.filter(inChain);
    if (entries.length) fits.push({ ...n, entries, spare: n.words.size - want.size });
  }
  if (!fits.length) return { entries: [], close: [] };
  // Only a name no other name shares the words of is recognised ("Lure" is Lure of the Sea); a word several names
  // share ("Movement", "Fire") says too little, and the judge is asked which was meant.
  const exact = fits.filter((f) => f.spare === 0);
  const best = exact.length ? exact : fits;
  const wordSets = new Set(best.map((f) => [...f.words].sort().join(' ')));
  // A title and the card name it joins ("Spices or Smuggled Goods", "Smuggled Goods") are one entry's (and the rulings
  // under it, which may share a name): no rivals.
  const oneEntry = new Set(best.map((f) => outermost(f.entries, lib).map((e) => e.id).join(' '))).size === 1;
  if (wordSets.size > 1 && !oneEntry) return { entries: [], close: best.map((f) => f.name).slice(0, 5) };
  const named = best.reduce((a, b) => (b.spare < a.spare ? b : a));
  return { name: named.name, entries: [...new Set(best.flatMap((f) => f.entries))], close: [] };
}
