/** Generic word splitting for search: case, accents, curly quotes, dashes and punctuation folded; collector numbers kept whole. */
import { foldWord } from '../rulesets/text.js';

/** Collector numbers as players type them: RF-056, MI-042a, PotC-019, SCS-084b, rf056. */
const collectorNumber = /^([a-z]{1,6})-?(\d{1,4}[a-z]?)$/;

/** The canonical form of a collector number ("rf056" → "rf-056"), or undefined if `word` is not one. */
export function collectorNumberTerm(word: string): string | undefined {
  const m = collectorNumber.exec(word);
  return m ? `${m[1]}-${m[2]}` : undefined;
}

/** True for terms that are collector numbers (matched exactly, never fuzzy or by prefix). */
export function isNumberTerm(term: string): boolean {
  return /\d/.test(term);
}

/** True when a typed word ends a clause ("scuttles," "gone??" "now."). */
export const endsClause = (word: string) => /[.,;:!?]$/.test(word);

/** A word of a text with its position, folded for matching. */
export interface Word {
  /** The folded word ("ship's" → "ships", "RF-056" → "rf-056"). */
  folded: string;
  start: number;
  end: number;
}


const wordPattern = /[\p{L}\p{N}][\p{L}\p{N}‘’'`´]*(?:[-‐‑–][\p{L}\p{N}]+)*/gu;

/** The words of `text` with their offsets; hyphenated words are split unless they are collector numbers. */
export function splitWords(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(wordPattern)) {
    const start = m.index;
    const raw = m[0];
    const folded = foldWord(raw).replace(/[‐‑–]/g, '-');
    if (folded.includes('-') && !collectorNumberTerm(folded)) {
      let offset = start;
      for (const part of raw.split(/[-‐‑–]/)) {
        if (part) out.push({ folded: foldWord(part), start: offset, end: offset + part.length });
        offset += part.length + 1;
      }
      continue;
    }
    out.push({ folded, start, end: start + raw.length });
  }
  return out;
}

/**
 * Query words with a collector number typed apart ("fn 005", "rf 56") joined back into one word, when the joined
 * form is a number the index holds: "top 3" stays two words.
 */
export function joinNumbers(words: readonly string[], known: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const joined = i + 1 < words.length && /^[a-z]{1,6}$/i.test(words[i]!) && /^\d{1,4}[a-z]?$/i.test(words[i + 1]!) ? collectorNumberTerm(`${words[i]}${words[i + 1]}`.toLowerCase()) : undefined;
    if (joined && known.has(joined)) out.push(joined), i++;
    else out.push(words[i]!);
  }
  return out;
}
