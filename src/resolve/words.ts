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

const compiled = new Map<string, RegExp>();

/** Whether `phrase` (whole words; a trailing * matches a word prefix) occurs in folded `words`. */
export function hasPhrase(words: string, phrase: string): boolean {
  let re = compiled.get(phrase);
  if (!re) {
    const prefix = phrase.trimEnd().endsWith('*');
    const body = wordsOf(phrase);
    re = new RegExp(`(?:^| )${body.replace(/ /g, ' ')}${prefix ? '[a-z0-9]*' : ''}(?= |$)`);
    compiled.set(phrase, re);
  }
  return words.length > 0 && re.test(words);
}
