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

const cache = new WeakMap<Library, Map<string, { terms: WordProcessor; names: NameWords[]; df: Map<string, number> }>>();

/** The word index of what entries are called (titles and aliases), through the lexicon of `lexiconOf`. */
function index(lib: Library, lexiconOf: string): { terms: WordProcessor; names: NameWords[]; df: Map<string, number> } {
  let perLib = cache.get(lib);
  if (!perLib) cache.set(lib, (perLib = new Map()));
  const hit = perLib.get(lexiconOf);
  if (hit) return hit;
  const terms = compileLexicon(lib.rulesets.find((r) => r.id === lexiconOf)?.lexicon);
  // Every name in the library counts towards how common a word is, even one whose entries this library does not hold.
  const names = titlesOf(lib)
    .map((t) => ({ name: t.name, words: wordsOfName(t.name, terms), entries: t.entries }))
    .filter((n) => n.words.size > 0);
  const df = new Map<string, number>();
  for (const n of names) for (const w of n.words) df.set(w, (df.get(w) ?? 0) + 1);
  const built = { terms, names, df };
  perLib.set(lexiconOf, built);
  return built;
}

const wordsOfName = (name: string, terms: WordProcessor) => new Set(nameKey(name).split(' ').flatMap((w) => terms(w)));

/** The entries a shortened or inflected name stands for, when one name clearly fits best; else the names that tie. */
export function byNameWords(lib: Library, name: string, lexiconOf: string, inChain: (e: Entry) => boolean): { name?: string; entries: Entry[]; close: string[] } {
  const { terms, names, df } = index(lib, lexiconOf);
  const want = wordsOfName(name.slice(0, 120), terms);
  // A name made only of common words ("Movement", "Fire tile") picks nothing out, however few names fit here.
  if (!want.size || Math.min(...[...want].map((w) => df.get(w) ?? 0)) > distinctive) return { entries: [], close: [] };
  const fits: (NameWords & { spare: number })[] = [];
  for (const n of names) {
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
