/** "Did you mean" suggestions: the known names closest to what was typed. */
import type { Library } from './entry.js';
import { displayNamesOf, namesOf } from './lookup.js';
import { fold } from './text.js';
import { MAX_REF_LENGTH } from './limits.js';
import { byCodePoint } from '../by-code-point.js';
import { editDistance } from '../edit-distance.js';

/** Up to `limit` display names closest to `ref`, best first. */
export function suggestNames(lib: Library, ref: string, limit = 5): string[] {
  // Edit distance costs length × length: a reference past the limit gets no suggestions rather than a long wait.
  if (ref.length > MAX_REF_LENGTH) return [];
  const want = fold(ref);
  const display = new Map<string, string>();
  for (const e of lib.entries) {
    const shown = displayNamesOf(e);
    namesOf(e).forEach((n, i) => {
      if (n && n.length < 60 && !display.has(n)) display.set(n, shown[i]!);
    });
    for (const c of e.cards) if (c.number && !display.has(fold(c.number))) display.set(fold(c.number), c.number);
  }
  const scored = [...display.entries()].map(([folded, shown]) => {
    const prefix = folded.startsWith(want) || want.startsWith(folded) ? -1 : 0;
    const part = Math.min(...folded.split(' ').map((w) => editDistance(want, w)));
    return { shown, score: Math.min(editDistance(want, folded), part + 1) + prefix };
  });
  scored.sort((a, b) => a.score - b.score || byCodePoint(a.shown, b.shown));
  return [...new Set(scored.slice(0, limit * 3).map((s) => s.shown.replace(/[*“”]/g, '')))].slice(0, limit);
}
