/** Text as the matcher reads it: folded words separated by single spaces, and phrase tests over it. */
import { fold } from '../rulesets/text.js';

/** Folds text to lower-case words separated by single spaces ("Can't: L-range" → "cant l range"). */
export function wordsOf(text: string): string {
  return fold(text).replace(/[^a-z0-9]+/g, ' ').trim();
}

/** A name or kind as compared: folded, spaces and dashes alike. */
export function nameKey(name: string): string {
  return wordsOf(name);
}
