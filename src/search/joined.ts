/** Words typed together: "expatriot" for Ex-Patriot, "seadragon" for Sea Dragon, found as the two index terms they join. */
import type { WordProcessor } from './lexicon.js';
import type { SearchIndex } from './search-index.js';
import { wordTerms } from './terms.js';
import { isNumberTerm, splitWords } from './words.js';
import { prefixedTerms } from './prefixed.js';

/** The shortest word read as two joined words, and the shortest part. */
const minJoined = 6;
const minPart = 2;

/**
 * The index terms of the two words a typed word joins, when it is not itself an index term and splits into two
 * that are and that some subject's name holds together (`named`); the most even split wins; none otherwise. Run only
 * on unknown words, so a known word is never split, and "someone" is not "some one": no subject is called that.
 */
function joinedTerms(folded: string, vocabulary: ReadonlySet<string>, processors: readonly WordProcessor[], named: (parts: string[][]) => boolean): string[] {
  if (folded.length < minJoined || isNumberTerm(folded) || !/^[a-z]+$/.test(folded)) return [];
  let best: string[] = [];
  let bestShort = 0;
  for (let i = minPart; i <= folded.length - minPart; i++) {
    const short = Math.min(i, folded.length - i);
    if (short <= bestShort) continue;
    const parts = [folded.slice(0, i), folded.slice(i)].map((w) => processors.flatMap((p) => p(w)).filter((t) => vocabulary.has(t)));
    if (parts.every((p) => p.length) && named(parts)) {
      best = [...new Set(parts.flat())];
      bestShort = short;
    }
  }
  return best;
}

/** The fields that name a subject. */
const nameFields = ['cards', 'keywords', 'abilities'];

/** Each index's answers so far: a word is asked about once per ruleset in scope. */
const held = new WeakMap<SearchIndex, Map<string, boolean>>();

/** True when some entry's card, keyword or ability names hold a term of each part. */
function nameHolds(ix: SearchIndex, parts: string[][]): boolean {
  const known = held.get(ix) ?? held.set(ix, new Map()).get(ix)!;
  const key = parts.map((p) => p.join(' ')).join('\u0000');
  let found = known.get(key);
  if (found === undefined) {
    const query = { queries: parts.map((terms) => ({ queries: terms, combineWith: 'OR' as const })), combineWith: 'AND' as const };
    known.set(key, (found = ix.mini.search(query, { fields: nameFields, fuzzy: false, prefix: false }).length > 0));
  }
  return found;
}

/**
 * The terms a typed word is searched as: its own, and when the index knows none of them and it joins two words the
 * index knows ("expatriot": ex, patriot), those too, after its own, so that it names the subject they spell.
 */
export function typedTerms(ix: SearchIndex, word: string, processors: readonly WordProcessor[]): readonly string[] {
  // Asked for each word once per ruleset in scope and again per candidate's ruleset: kept per index and scope.
  const known = typedKnown.get(ix) ?? typedKnown.set(ix, new Map()).get(ix)!;
  const key = `${processors.map(processorId).join(',')}\u0000${word}`;
  let out = known.get(key);
  if (!out) known.set(key, (out = Object.freeze(typedAnew(ix, word, processors))));
  return out;
}

/** Each index's typed terms so far, by scope and word. */
const typedKnown = new WeakMap<SearchIndex, Map<string, readonly string[]>>();

/** A number per word processor, naming a scope in a key. */
const processorIds = new WeakMap<WordProcessor, number>();
let nextProcessorId = 0;
function processorId(p: WordProcessor): number {
  let id = processorIds.get(p);
  if (id === undefined) processorIds.set(p, (id = nextProcessorId++));
  return id;
}

/** typedTerms, worked out. */
function typedAnew(ix: SearchIndex, word: string, processors: readonly WordProcessor[]): string[] {
  const terms = wordTerms(word, processors);
  const words = splitWords(word);
  // A word only what players ask uses ("unpins") is still read for the rulings' words it holds ("pin"): those lines are
  // a few, and the rulings say "pinned".
  if (words.length !== 1 || !terms.length || terms.some((t) => ix.vocabulary.has(t) && !ix.askedOnly.has(t))) return terms;
  const folded = words[0]!.folded;
  const joined = joinedTerms(folded, ix.vocabulary, processors, (parts) => nameHolds(ix, parts));
  const found = joined.length ? joined : prefixedTerms(folded, ix.vocabulary, processors);
  return [...terms, ...found.filter((j) => !terms.includes(j))];
}
