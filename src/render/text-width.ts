/** How many terminal columns a string takes: string-width's answer, without its start-up cost for text that needs none. */
import { createRequire } from 'node:module';

/** ANSI colour codes, which take no columns. */
const ansi = /\x1b\[[0-9;]*m/g;
/**
 * Printable characters one column wide each (ASCII, Latin, and the punctuation and arrows qm prints: “ ” — … › →).
 * Kept here because string-width builds an Intl.Segmenter when it loads (about 16 ms), so only text with other
 * characters (CJK, emoji, combining marks) loads it.
 */
const narrow = /^[\x20-\x7e\xa0-\xac\xae-\u02ff\u2010-\u2027\u2030-\u205e\u2190-\u21ff]*$/;

let stringWidth: ((s: string) => number) | undefined;

/** The columns `s` takes in a terminal: wide characters count two, emoji clusters two, combining marks none. */
export function textWidth(s: string): number {
  const plain = s.replace(ansi, '');
  if (narrow.test(plain)) return plain.length;
  // Loaded synchronously (require of an ES module, Node 20.19+) so that wrapping stays synchronous.
  stringWidth ??= (createRequire(import.meta.url)('string-width') as { default: (s: string) => number }).default;
  return stringWidth(plain);
}
