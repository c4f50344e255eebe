/** "Did you mean" suggestions: the known names closest to what was typed. */
import type { Library } from './entry.js';
import { displayNamesOf, namesOf } from './lookup.js';
import { fold } from './text.js';
import { MAX_REF_LENGTH } from './limits.js';
import { byCodePoint } from './by-code-point.js';

// Kept rather than fastest-levenshtein: that counts an adjacent swap (the commonest slip, 'teh') as two edits, this as one.
/** Optimal-string-alignment distance (Damerau–Levenshtein with adjacent swaps). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

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
