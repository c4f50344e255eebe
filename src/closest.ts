/** "Did you mean": the known names a typed name is probably a slip for. */
import { editDistance } from './edit-distance.js';

/** Up to `limit` known names within a slip of `typed` (one edit per three letters, or a prefix), closest first. */
export function closest(typed: string, known: Iterable<string>, limit = 3): string[] {
  const want = typed.toLowerCase();
  const scored: { name: string; score: number }[] = [];
  for (const name of new Set(known)) {
    const have = name.toLowerCase();
    const distance = editDistance(want, have);
    const prefix = want.length >= 3 && (have.startsWith(want) || want.startsWith(have));
    if (distance <= Math.max(1, Math.floor(want.length / 3)) || prefix) scored.push({ name, score: prefix ? Math.min(distance, 1) : distance });
  }
  // Ties in code-point order, so the hint does not depend on the locale.
  scored.sort((a, b) => a.score - b.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return scored.slice(0, limit).map((s) => s.name);
}

/** ` (did you mean 'a' or 'b'?)`, or '' when nothing is close. */
export function didYouMean(typed: string, known: Iterable<string>, quote = "'"): string {
  const names = closest(typed, known).map((n) => `${quote}${n}${quote}`);
  if (!names.length) return '';
  return ` (did you mean ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`}?)`;
}
