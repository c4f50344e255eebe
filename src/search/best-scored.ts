/** The best results by a second score bounded by the first: only as many are scored again as could still rank. */

/**
 * The results scored by `exact`, best first, as far as any could still be among the `keep` best: `results` come best
 * first by their own score, and `exact` never gives more than `bound` times it. Those left out score strictly below
 * the `keep`-th, so the first `keep` are the same as when every result is scored, in the same order (the sort is
 * stable). A broad query matches half the index, and scoring each is most of its time.
 */
export function bestScored<R extends { score: number }, S extends { score: number }>(results: readonly R[], exact: (r: R) => S, keep: number, bound: number): S[] {
  const out: S[] = [];
  // The `keep` best exact scores so far, highest first.
  const best: number[] = [];
  for (const r of results) {
    if (best.length === keep && r.score * bound < best[keep - 1]!) break;
    const s = exact(r);
    out.push(s);
    if (best.length < keep || s.score > best[keep - 1]!) {
      let i = best.length;
      while (i > 0 && best[i - 1]! < s.score) i--;
      best.splice(i, 0, s.score);
      if (best.length > keep) best.pop();
    }
  }
  return out.sort((a, b) => b.score - a.score);
}
