/**
 * How directive phrases are read in effect texts: word by word through the ruleset's stemming, so that one phrase
 * stands for all its word forms ("take" finds "taking" and "took"), and outside the scopes the vocabulary declares,
 * so that "cannot be cancelled" is no cancelling and "without ramming" no ram.
 */
import { stemsOfWord } from '../rulesets/compound-spellings.js';
import type { Stemmer } from '../rulesets/stemmer.js';
import { wordsOf } from '../rulesets/text.js';
import { memoized } from '../rulesets/memo.js';
import { leadsOf, meantWord, type KnownWords } from './mistyped.js';

/** Words that put the words after them outside what an effect does, and how far they reach. */
export interface Scope {
  words: string[];
  /** How many words after the marker are inside; `clause` reaches to the end of the clause. */
  reach: number | 'clause';
}

/** An effect text as phrases are looked for in it. */
export interface ReadText {
  /** Stems separated by spaces, clauses by ` | `. */
  all: string;
  /** The same with every word inside a scope masked, so a phrase found here was found outside every scope. */
  open: string;
  /** Every stem, so that most phrases are turned down by their first word without a regular expression. */
  stems: Set<string>;
  /** The phrases already looked for in it past their first stem (a key starting with NUL: looked for in scopes too), and whether found. */
  hits: Map<string, boolean>;
  /** Words read as another, one swap of neighbouring letters away (see mistyped.ts): as typed, and as read. */
  mistyped: readonly (readonly [typed: string, meant: string])[] | undefined;
}

/** A phrase compiled for one reader (`Reader.phrase`), to be asked of many texts (`Reader.holds`). */
export interface Compiled {
  /** The phrase as written. */
  phrase: string;
  /** Its stems as one string, and whether its last word is a prefix (`cancel*`). */
  body: string;
  prefix: boolean;
  /** Made on first use: most phrases are only ever turned down by their first stem, or asked for it to index a ruling. */
  re?: RegExp;
  /** A phrase that holds a scope's word ("cannot be cancelled") names the scope itself: it is looked for in the whole text. */
  scoped: boolean;
  /** The key of its answer looked for in scopes too, in a text's remembered hits (made once, not per look). */
  inScopesKey: string;
  /** Its first stem, when that is a whole word (not the prefix of a one-word `cancel*`). */
  first?: string | undefined;
  /** See `Reader.gateKey`. */
  gate?: string | undefined;
}

/** Reads texts and tests phrases with one stemmer and one set of scopes. */
export interface Reader {
  /** Reads a raw text: stems, clause ends, and the words inside scopes. */
  read(text: string): ReadText;
  /** `read`, taking every word as typed: no slip is read as the word meant (`--strict` reads effects exactly only). */
  readLiteral(text: string): ReadText;
  /** Whether `phrase` occurs outside every scope (or anywhere, with `inScopes`). */
  has(text: ReadText, phrase: string, inScopes?: boolean): boolean;
  /** A phrase compiled once, for a caller that asks it of many texts (a matcher's phrases, asked of every effect). */
  phrase(phrase: string): Compiled;
  /** `has`, for a phrase compiled by this reader: no lookup of the phrase by its words. */
  holds(text: ReadText, phrase: Compiled, inScopes?: boolean): boolean;
  /**
   * A key a text's `gateKeys` must hold for `phrase` to occur in it at all: its longest whole stem (a long word is a rare
   * one, so few texts hold it), or for a one-word prefix like `cancel*` the prefix's first letters; undefined for a
   * prefix too short to tell.
   */
  gateKey(phrase: string): string | undefined;
}

const masked = '_';

/** The clauses of a raw text, each as folded words (punctuation ends a clause before folding drops it). */
function clauses(text: string): string[][] {
  return text.split(/[.,;:!?()\n]+/).map(wordsOf).filter(Boolean).map((c) => c.split(' '));
}

/** The key a one-word prefix gates on: its first four letters (three for a three-letter prefix); none when shorter. */
const prefixGate = (stem: string): string | undefined => (stem.length < 3 ? undefined : `p:${stem.slice(0, 4)}`);

/**
 * Every key one stem opens (see `Reader.gateKey`): the stem, and its first three and four letters as prefixes. Made once
 * per stem (bounded), not once per text and gate index: each read text is looked up in several indexes, and most
 * of its stems recur across texts.
 */
export const stemGateKeys: (stem: string) => readonly string[] = memoized((s: string): string[] => {
  const out = [`w:${s}`];
  if (s.length >= 3) out.push(`p:${s.slice(0, 3)}`);
  if (s.length >= 4) out.push(`p:${s.slice(0, 4)}`);
  return out;
});

/** Every key a text's stems open: each stem's `stemGateKeys`. */
export function gateKeysOf(stems: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const s of stems) out.push(...stemGateKeys(s));
  return out;
}

/** What a reader is told of words, to read a slip as the word meant (mistyped.ts); asked on first need. */
export interface WordSource {
  /** The stems of the words its phrases are made of, as this reader stems them. */
  phraseStems: () => Iterable<string>;
  /** Whether a word is one the documents use. */
  isWord: (word: string) => boolean;
}

/** The reader for a stemmer and scopes; with `words`, a word one swap of two letters from a phrase's is read as that word. */
export function readerOf(stem: Stemmer, scopes: readonly Scope[], compounds: ReadonlyMap<string, readonly string[]> = new Map(), words?: WordSource): Reader {
  // A compound the lexicon spells apart ("reroll": "re roll") is read as its parts in phrases and texts alike, in any of
  // its forms, so that "No re-rolls" and "rerolled" hold the phrases "no rerolls" and "reroll*".
  const stems = stemsOfWord(stem, compounds);
  const reach = new Map<string, number | 'clause'>();
  for (const s of scopes) for (const w of s.words) reach.set(stem(wordsOf(w)), s.reach);
  let known: KnownWords | undefined;
  const knownWords = (): KnownWords => {
    if (!known) {
      const phraseStems = new Set(words!.phraseStems());
      known = { phraseStems, leads: leadsOf(phraseStems), isWord: words!.isWord };
    }
    return known;
  };
  const compiled = new Map<string, Compiled>();
  const compile = (phrase: string): Compiled => {
    let c = compiled.get(phrase);
    if (c) return c;
    const prefix = phrase.trimEnd().endsWith('*');
    const words = wordsOf(phrase).split(' ').flatMap(stems);
    const body = words.join(' ');
    const whole = prefix ? words.slice(0, -1) : words;
    const longest = whole.reduce<string | undefined>((a, w) => (a === undefined || w.length > a.length ? w : a), undefined);
    const gate = longest !== undefined ? `w:${longest}` : prefixGate(words[0]!);
    c = { phrase, body, prefix, scoped: words.some((w) => reach.has(w)), inScopesKey: `\u0000${phrase}`, first: prefix && words.length === 1 ? undefined : words[0], gate };
    compiled.set(phrase, c);
    return c;
  };
  // A text is read once per reader: card texts and effect words recur across the pairs and boards of one run. The
  // result is never changed by its users.
  const readWith = (text: string, words: WordSource | undefined): ReadText => {
    const all: string[] = [];
    const open: string[] = [];
    let mistyped: [string, string][] | undefined;
    for (const clause of clauses(text)) {
      if (all.length) {
        all.push('|');
        open.push('|');
      }
      let left = 0;
      // A scope reaches over written words: the parts of one compound are masked together, and count as one word.
      for (const typed of clause) {
        const meant = words ? meantWord(typed, stems, knownWords) : undefined;
        if (meant) (mistyped ??= []).push([typed, meant]);
        const ps = stems(meant ?? typed);
        for (const s of ps) {
          all.push(s);
          open.push(left > 0 ? masked : s);
        }
        left = Math.max(left - 1, 0);
        for (const s of ps) {
          const r = reach.get(s);
          if (r !== undefined) left = r === 'clause' ? Infinity : Math.max(left, r);
        }
      }
    }
    return { all: all.join(' '), open: open.join(' '), stems: new Set(all), hits: new Map(), mistyped };
  };
  // Room for every effect text of a `qm check` over the built-in fixtures and table-talk boards (the Code's reader
  // meets about 5,100): at 1,024 a pass over the 500 fixtures alone (1,213 texts) forgot them all, and the phrases each
  // text had held were matched again on every pass.
  const read = memoized((text: string) => readWith(text, words), 8192);
  // Kept apart: a text read literally and read with its slips taken differ, and one memo would hand out either.
  const readLiteral = words ? memoized((text: string) => readWith(text, undefined), 8192) : read;
  // Every directive's phrases are asked of every effect, and a text read once is shared by every board that has it.
  // Most are turned down by their first stem, which needs nothing remembered; the rest are remembered per text.
  const holds = (text: ReadText, c: Compiled, inScopes?: boolean): boolean => {
    if (c.first !== undefined && !text.stems.has(c.first)) return false;
    const key = inScopes ? c.inScopesKey : c.phrase;
    let hit = text.hits.get(key);
    if (hit !== undefined) return hit;
    c.re ??= new RegExp(`(?:^| )${c.body}${c.prefix ? '[a-z0-9]*' : ''}(?= |$)`);
    hit = c.re.test(c.scoped || inScopes ? text.all : text.open);
    text.hits.set(key, hit);
    return hit;
  };
  return {
    read,
    readLiteral,
    gateKey: (phrase) => compile(phrase).gate,
    has: (text, phrase, inScopes) => holds(text, compile(phrase), inScopes),
    phrase: compile,
    holds,
  };
}
