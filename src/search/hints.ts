/** Ranking signals kept outside the index: query words that name a game, and words found in an entry's section path. */
import { compileLexicon, type WordProcessor } from './lexicon.js';
import { termsOf, type SearchIndex } from './search-index.js';

/**
 * Typed words that name some (not most) of the rulesets in scope and appear in no other game's entry ("lego", "krosmaster"), and
 * those rulesets; `named`: the positions among `words` of those typed as words (searched, but not expected in a ruling's
 * text); `initials`: the positions of those typed as a game's initials ("rttr", "d&f"), whose letters are no word to
 * search for.
 */
export function rulesetHints(ix: SearchIndex, words: string[], scope: Set<string>): { rulesets: Set<string>; named: Set<number>; initials: Set<number> } {
  const ids = scope.size ? [...scope] : ix.rulesets;
  const out = { rulesets: new Set<string>(), named: new Set<number>(), initials: new Set<number>() };
  if (ids.length < 2) return out;
  const names = namesOf(ix);
  words.forEach((word, k) => {
    const initials = initialsOf(word, ix);
    // "dnf" is "d and f", as "d&f" is: a middle "n" of three letters joins two initials.
    const joined = initials && /^\p{L}n\p{L}$/u.test(initials) ? initials[0]! + initials[2]! : undefined;
    const byInitials = initials ? ids.filter((id) => names.get(id)!.initials.startsWith(initials) || (joined !== undefined && names.get(id)!.initials.startsWith(joined))) : [];
    // A word another game's entries use ("raft", "island") is searched for, not taken as the name of a game; one only the
    // named game's own entries use ("lego", "flagon") still names it.
    const named = byInitials.length
      ? byInitials
      : ids.filter((id) => {
          const n = names.get(id)!;
          const terms = termsOf(word, n.process);
          return terms.some((t) => n.terms.has(t)) && !terms.some((t) => ix.vocabulary.has(t) && usedBeyond(ix, t, id));
        });
    if (named.length === 0 || named.length * 2 > ids.length) return;
    if (byInitials.length) out.initials.add(k);
    else out.named.add(k);
    for (const id of named) out.rulesets.add(id);
  });
  return out;
}

/**
 * A typed word as the initials of a game ("rttr", "d&f" → "df"), or undefined: letters only, at least two, and not a
 * word the entries use.
 */
function initialsOf(word: string, ix: SearchIndex): string | undefined {
  const letters = word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return letters.length >= 2 && /^\p{L}+$/u.test(letters) && !ix.vocabulary.has(letters) ? letters : undefined;
}

const usedCache = new WeakMap<SearchIndex, Map<string, Set<string>>>();

/** Whether an index term appears in an entry of a ruleset other than `id` (the rulesets using each term are found once per index). */
function usedBeyond(ix: SearchIndex, term: string, id: string): boolean {
  let cache = usedCache.get(ix);
  if (!cache) usedCache.set(ix, (cache = new Map()));
  let used = cache.get(term);
  if (!used) cache.set(term, (used = new Set(ix.mini.search(term, { fuzzy: false, prefix: false }).map((r) => ix.rulesetOf[r.id as number]!))));
  return [...used].some((r) => r !== id);
}

/** A ruleset's names: its name terms, and the initials of its id's words ("race-to-the-raft-kickstarter" → "rttrk"). */
interface Names {
  process: WordProcessor;
  terms: Set<string>;
  /** A word typed as the first of these initials (two or more: "rttr", "df") names the game, as players shorten it. */
  initials: string;
}

const nameCache = new WeakMap<SearchIndex, Map<string, Names>>();

/** Each ruleset's name terms, compared stemmed but without synonyms, so that a synonym (krosmaster → character) names nothing. */
function namesOf(ix: SearchIndex): Map<string, Names> {
  let names = nameCache.get(ix);
  if (!names) {
    names = new Map();
    for (const id of ix.rulesets) {
      const lex = ix.lexicons[id];
      const process = compileLexicon(lex ? { stopWords: lex.stopWords, stemming: lex.stemming } : {});
      const initials = id.split('-').map((w) => w[0] ?? '').join('');
      names.set(id, { process, terms: new Set(termsOf(ix.names[id] ?? id, process)), initials });
    }
    nameCache.set(ix, names);
  }
  return names;
}

const sectionCache = new WeakMap<SearchIndex, Map<number, Set<string>>>();

/** The index terms of each document's section path, computed once per section and index. */
export function sectionTermsOf(ix: SearchIndex): (n: number) => Set<string> {
  let cache = sectionCache.get(ix);
  if (!cache) sectionCache.set(ix, (cache = new Map()));
  const known = cache;
  return (n) => {
    const i = ix.sectionOf[n]!;
    let terms = known.get(i);
    if (!terms) {
      const [ruleset, label] = ix.sections[i]!;
      terms = new Set(termsOf(label, ix.processors.get(ruleset) ?? compileLexicon()));
      known.set(i, terms);
    }
    return terms;
  };
}

const rulesetNameCache = new WeakMap<SearchIndex, Map<string, Set<string>>>();

/** The index terms of each ruleset's names (id, title, game), processed as its entries are. */
export function rulesetNameTermsOf(ix: SearchIndex): (ruleset: string) => Set<string> {
  let cache = rulesetNameCache.get(ix);
  if (!cache) rulesetNameCache.set(ix, (cache = new Map()));
  const known = cache;
  return (ruleset) => {
    let terms = known.get(ruleset);
    if (!terms) {
      terms = new Set(termsOf(ix.names[ruleset] ?? ruleset, ix.processors.get(ruleset) ?? compileLexicon()));
      known.set(ruleset, terms);
    }
    return terms;
  };
}
