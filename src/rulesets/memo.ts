/** A bounded memo for pure functions of one string. */

/**
 * Wraps `fn` so that a string it was given again is answered from memory: names, card texts and clauses recur across
 * the effects of a board and across the boards of one `qm check`. Forgets everything when `max` keys are held, so a
 * long run over many distinct texts keeps bounded memory without the bookkeeping of an LRU.
 */
export function memoized<T>(fn: (s: string) => T, max = 4096): (s: string) => T {
  const seen = new Map<string, T>();
  return (s) => {
    let v = seen.get(s);
    if (v === undefined && !seen.has(s)) {
      if (seen.size >= max) seen.clear();
      seen.set(s, (v = fn(s)));
    }
    return v as T;
  };
}
