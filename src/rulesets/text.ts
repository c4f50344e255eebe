/** Text folding shared by lookup, suggestions and rendering. */
import { memoized } from './memo.js';

/** Drops the document's markdown emphasis marks (`*`, `**`). */
export function stripMarks(text: string): string {
  return text.replace(/\*\*(.+?)\*\*/gs, '$1').replace(/(^|[^*\w])\*(?!\s)(.+?)\*(?!\w)/gs, '$1$2');
}

/** Folds case, curly quotes, dashes, accents and markdown so that names compare the way people type them. */
export function fold(text: string): string {
  return stripMarks(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .toLowerCase()
    .replace(/["']/g, '')
    .replace(/[^a-z0-9+\-/ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Folds one raw word: lower case, no accents, no apostrophes or marks. */
export function foldWord(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[‘’'`´]/g, '');
}

/** Folds text to lower-case words separated by single spaces ("Can't: L-range" → "cant l range"). */
// Room for every text one `qm check` over the built-in fixtures and table-talk boards folds, the library's own
// included (about 25,000): at 4,096 that run forgot them all three times a pass, folding 12,000 texts again each pass.
// About 11 MB more heap over those 3,240 boards.
export const wordsOf: (text: string) => string = memoized((text) => fold(text).replace(/[^a-z0-9]+/g, ' ').trim(), 32768);
