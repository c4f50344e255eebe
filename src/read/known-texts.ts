/** Card texts as a judge pastes them: exact, containing or contained in a quoted text, or one slip of the keyboard away. */
import type { Entry, Library } from '../rulesets/entry.js';
import { editDistance } from '../edit-distance.js';
import { indexes, outermost } from './known-names.js';
import { wordsOf } from './words.js';

// Shorter texts than this say too little to recognise one ruling by containment.
const minContained = 24;

/** What a text was recognised as: the entries, whether exactly, and the card text it was one slip from, if so. */
export interface TextMatch {
  entries: Entry[];
  exact: boolean;
  /** The known text the effect's text is one mistyped word away from; read in its place. */
  corrected?: string | undefined;
}

const textCache = new WeakMap<Library, Map<string, TextMatch>>();

const byLength = new WeakMap<Library, Map<number, { words: string; split: string[]; entry: Entry }[]>>();

/** How many words a text of single-spaced words holds (its spaces, plus one). */
function wordCount(words: string): number {
  let n = 1;
  for (let i = words.indexOf(' '); i !== -1; i = words.indexOf(' ', i + 1)) n++;
  return n;
}

/**
 * The library's known texts of `count` words, split once: a slip of the keyboard keeps the count. Only the counts asked
 * for are gathered (splitting every text of the library was a tenth of a cold command's reading).
 */
function textsOfLength(lib: Library, count: number): { words: string; split: string[]; entry: Entry }[] {
  let perLib = byLength.get(lib);
  if (!perLib) byLength.set(lib, (perLib = new Map()));
  let out = perLib.get(count);
  if (out) return out;
  out = [];
  for (const t of indexes(lib).texts) if (t.words && wordCount(t.words) === count) out.push({ ...t, split: t.words.split(' ') });
  perLib.set(count, out);
  return out;
}

/** Whether two word lists differ in exactly one word, and that by a slip of the keyboard (one or two letters of a longer word). */
function oneSlipApart(a: string[], b: string[]): boolean {
  if (a.length !== b.length || a.length < 4) return false;
  let slips = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (++slips > 1 || Math.min(a[i]!.length, b[i]!.length) < 5 || editDistance(a[i]!, b[i]!) > (a[i]!.length >= 8 ? 2 : 1)) return false;
  }
  return slips === 1;
}

/**
 * Entries whose quoted text is the effect's text (exact), or unambiguously contains it or is contained in it, or is
 * one mistyped word away from it (near); cached per library and chain.
 */
export function byText(lib: Library, text: string, inChain: (e: Entry) => boolean, chainKey: string): TextMatch {
  const words = wordsOf(text);
  if (!words) return { entries: [], exact: true };
  let perLib = textCache.get(lib);
  if (!perLib) textCache.set(lib, (perLib = new Map()));
  const key = `${chainKey}\n${words}`;
  const hit = perLib.get(key);
  if (hit) return hit;
  const texts = indexes(lib).texts.filter((t) => t.words && inChain(t.entry));
  const exact = outermost([...new Set(texts.filter((t) => t.words === words).map((t) => t.entry))], lib);
  let result: TextMatch;
  if (exact.length) result = { entries: exact, exact: true };
  else {
    const near = texts.filter((t) => (words.length >= minContained && t.words.includes(words)) || (t.words.length >= minContained && words.includes(t.words)));
    const found = outermost([...new Set(near.map((t) => t.entry))], lib);
    result = { entries: found.length === 1 ? found : [], exact: false };
    if (!found.length) {
      const split = words.split(' ');
      const slipped = textsOfLength(lib, split.length).filter((t) => inChain(t.entry) && oneSlipApart(split, t.split));
      const entries = outermost([...new Set(slipped.map((t) => t.entry))], lib);
      if (entries.length === 1 && new Set(slipped.map((t) => t.words)).size === 1) result = { entries, exact: false, corrected: slipped[0]!.words };
    }
  }
  perLib.set(key, result);
  return result;
}

