/** Cue phrases found in a text: one word as the lexicon writes it, several words by their stems. */
import type { Stemmer } from '../rulesets/stemmer.js';
import { splitWords } from './words.js';

/**
 * The words of a text, folded (and stemmed, given a stemmer) and joined by single spaces, padded so that a phrase
 * matches whole words only.
 */
export function wordLine(text: string, stem?: Stemmer): string {
  return ` ${splitWords(text).map((w) => (stem ? stem(w.folded) : w.folded)).join(' ')} `;
}

/**
 * A list of phrases as padded lines. A phrase of several words is matched by stems ("gets applied last" holds
 * "applies last", "remained in play" holds "remains in play"): its words together mean one thing in any form. A single
 * word is matched as written: its other forms may mean other things ("lasts" asks how long, "last turn" does not;
 * "notes" is not "not"), and the lexicon lists the forms it means ("stack", "stacks", "stacking").
 */
export interface PhraseSet {
  plain: string[];
  stemmed: string[];
  stem: Stemmer;
}

/** The phrase set of a lexicon's phrases, with its stemmer. */
export function phraseSet(phrases: readonly string[], stem: Stemmer): PhraseSet {
  const out: PhraseSet = { plain: [], stemmed: [], stem };
  for (const p of phrases) {
    if (splitWords(p).length > 1) out.stemmed.push(wordLine(p, stem));
    else out.plain.push(wordLine(p));
  }
  return out;
}

/** A text's word lines, as written and per stemmer, each made once when first asked for. */
export class TextLines {
  readonly #text: string;
  #plain: string | undefined;
  readonly #stemmed = new Map<Stemmer, string>();

  constructor(text: string) {
    this.#text = text;
  }

  /** Whether the text holds one of the phrases of `set`. */
  holds(set: PhraseSet): boolean {
    if (set.plain.length) {
      const plain = (this.#plain ??= wordLine(this.#text));
      if (set.plain.some((p) => plain.includes(p))) return true;
    }
    if (!set.stemmed.length) return false;
    let line = this.#stemmed.get(set.stem);
    if (line === undefined) this.#stemmed.set(set.stem, (line = wordLine(this.#text, set.stem)));
    return set.stemmed.some((p) => line.includes(p));
  }
}
