/** How a name may be spelt: bare of the document's tags, and loosely (hyphens, articles, plurals, a keyword's X). */
import { fold } from './text.js';

/** A name without the document's "(keyword)" tag or a trailing "ability"/"keyword", so "Cancel" finds "Cancel ability". */
export function bareName(folded: string): string {
  return folded.replace(/\s+\((?:keyword|keywords|keyword\/ability|ability|continued)\)$/, '').replace(/\s+(?:ability|keyword|abilities|keywords)$/, '');
}

/** Words a name is spelt with or without ("The Blue Pirates", "Potions & Brews"): not part of what it names. */
const SPELLING_WORDS = new Set(['the', 'a', 'an', 'and']);

/**
 * A folded name as it may be spelt: hyphens and slashes as spaces, no articles or "and", each word without a plural
 * ending, and no trailing X of a keyword's number, so "All Powerful", "Broadside Attack" and "Red Soldiers" meet
 * All-Powerful, Broadsides Attack and The Red Soldiers.
 */
export function looseKey(folded: string): string {
  const words = folded
    .replace(/[-/+]/g, ' ')
    .split(' ')
    .filter((w) => w && !SPELLING_WORDS.has(w))
    .map((w) => (w.length > 3 && w.endsWith('ies') ? `${w.slice(0, -3)}y` : w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
  if (words.length > 1 && words[words.length - 1] === 'x') words.pop();
  return words.join(' ');
}

/** A display name's other spellings, folded: loose, and (`split`, for a card's printed name) each part of "Manawa nō Kōwhatu (Heart of Stone)". */
export function spellingsOf(display: string, folded: string, split: boolean): string[] {
  const parts = split ? /^(.+?)\s*\(([^)]+)\)\s*$/.exec(display) : null;
  const whole = [folded, ...(parts && !/^\*?(?:keywords?|keyword\/ability|ability|continued)/i.test(parts[2]!) ? [bareName(fold(parts[1]!)), bareName(fold(parts[2]!))] : [])];
  return [...new Set([...whole, ...whole.map(looseKey)])].filter((k) => k && k !== folded);
}
