/**
 * Names as players shorten them: "Cancel" for Cancel ability, "Lure" for Lure of the Sea, "galleys" for Galley. A
 * name's words go through the ruleset's lexicon (stop words dropped, expansions, synonyms, stems), and a typed name
 * whose words are all among one entry name's words, with fewer words to spare than any other name, is that name.
 */
import type { Entry, Library } from '../rulesets/entry.js';
import { compileLexicon, type WordProcessor } from '../search/lexicon.js';
import { nameKey } from './words.js';
import { titlesOf } from './known-names.js';

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
}

const cache = new WeakMap<Library, Map<string, NameIndex>>();

/** The word index of what entries are called (titles and aliases), through the lexicon of `lexiconOf`. */
function index(lib: Library, lexiconOf: string): NameIndex {
  let perLib = cache.get(lib);
  if (!perLib) cache.set(lib, (perLib = new Map()));
  const hit = perLib.get(lexiconOf);
  if (hit) return hit;
  const terms = compileLexicon(lib.rulesets.find((r) => r.id === lexiconOf)?.lexicon);
  // Every name in the library counts towards how common a word is, even one whose entries this library does not hold.
  const names = titlesOf(lib)
    .map((t) => ({ name: t.name, words: wordsOfName(t.name, terms), entries: t.entries }))
    .filter((n) => n.words.size > 0);
  const byWord = new Map<string, NameWords[]>();
  for (const n of names) for (const w of n.words) byWord.get(w)?.push(n) ?? byWord.set(w, [n]);
  const df = new Map([...byWord].map(([w, list]) => [w, list.length]));
  const built = { terms, df, byWord };
  perLib.set(lexiconOf, built);
  return built;
}

const wordsOfName = (name: string, terms: WordProcessor) => new Set(nameKey(name).split(' ').flatMap((w) => terms(w)));

/** The entries a shortened or inflected name stands for, when one name clearly fits best; else the names that tie. */
export function byNameWords(lib: Library, name: string, lexiconOf: string, inChain: (e: Entry) => boolean): { name?: string; entries: Entry[]; close: string[] } {
  const { terms, df, byWord } = index(lib, lexiconOf);
  const want = wordsOfName(name.slice(0, 120), terms);
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
  if (wordSets.size > 1) return { entries: [], close: best.map((f) => f.name).slice(0, 5) };
  return { name: best[0]!.name, entries: [...new Set(best.flatMap((f) => f.entries))], close: [] };
}
