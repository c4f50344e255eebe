/** How many one-letter slips apart two typed words are: the measure behind every "did you mean" and near reading. */

// Kept rather than fastest-levenshtein: that counts an adjacent swap (the commonest slip, 'teh') as two edits, this as one.

// The three rows the recurrence reads (two back, one back, this one), kept between calls: near readings compare each
// effect's words with many known names, and a table made per comparison was a steady share of the resolver's garbage.
let rows = [new Int32Array(16), new Int32Array(16), new Int32Array(16)];

/** Optimal-string-alignment distance (Damerau–Levenshtein with adjacent swaps). */
export function editDistance(a: string, b: string): number {
  if (rows[0]!.length <= b.length) rows = [0, 1, 2].map(() => new Int32Array(2 * b.length + 1));
  let before = rows[0]!;
  let prev = rows[1]!;
  let cur = rows[2]!;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, before[j - 2]! + 1);
      cur[j] = v;
    }
    const spare = before;
    before = prev;
    prev = cur;
    cur = spare;
  }
  return prev[b.length]!;
}
