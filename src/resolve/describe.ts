/** How effects are named in reasons: the judge's own id, with the name they gave. */
import type { SeenEffect } from '../read/effect.js';
import { originalMemo } from './effect-memo.js';

/**
 * "'cancel' (Cancel ability)" — the id the judge used, and the name or kind. Made once per effect (a branch's copies
 * share their original's: they keep its id, words and kind): every reason of every pair and answer names effects.
 */
export function describeEffect(e: SeenEffect): string {
  const memo = originalMemo(e);
  if (memo.described !== undefined) return memo.described;
  const name = e.effect.ability ?? (e.effect.text ? `"${e.effect.text.length > 60 ? `${e.effect.text.slice(0, 57)}...` : e.effect.text}"` : e.kind);
  return (memo.described = `'${e.id}' (${name})`);
}
