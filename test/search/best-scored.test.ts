import { describe, expect, it } from 'vitest';
import { bestScored } from '../../src/search/best-scored.js';

/** A small deterministic generator, so that a failure can be run again. */
function numbers(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
}

describe('bestScored', () => {
  it('gives the same first results, in the same order, as scoring every result', () => {
    const next = numbers(7);
    for (let round = 0; round < 200; round++) {
      // First scores best first, with ties; exact scores up to `bound` times them, ties again.
      const results = Array.from({ length: 1 + Math.floor(next() * 120) }, (_, i) => ({ i, score: Math.round(next() * 20) / 2 })).sort((a, b) => b.score - a.score);
      const bound = 3;
      const factor = new Map(results.map((r) => [r.i, [0, 0.5, 1, 2, 3][Math.floor(next() * 5)]!]));
      const exact = (r: { i: number; score: number }) => ({ i: r.i, score: r.score * factor.get(r.i)! });
      const keep = 1 + Math.floor(next() * 40);
      const all = results.map(exact).sort((a, b) => b.score - a.score).slice(0, keep);
      expect(bestScored(results, exact, keep, bound).slice(0, keep)).toEqual(all);
    }
  });

  it('stops reading once no result left could rank', () => {
    const results = Array.from({ length: 100 }, (_, i) => ({ score: 100 - i }));
    let read = 0;
    const out = bestScored(results, (r) => (read++, { score: r.score }), 5, 1);
    expect(out.slice(0, 5).map((s) => s.score)).toEqual([100, 99, 98, 97, 96]);
    expect(read).toBe(5);
  });
});
