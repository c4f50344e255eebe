/** A unified diff of two texts by lines, for `qm check --update` to show what it wrote. */

/** The diff of `before` and `after` with `context` lines around each change; empty when they are equal. */
export function lineDiff(file: string, before: string, after: string, context = 2): string {
  const a = before.split('\n');
  const b = after.split('\n');
  // Longest common subsequence table (files are small: a few hundred lines).
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const ops: { op: ' ' | '-' | '+'; line: string; ai: number; bi: number }[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) ops.push({ op: ' ', line: a[i]!, ai: i++, bi: j++ });
    // Removals before additions, as diff(1) shows them.
    else if (i < a.length && (j >= b.length || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) ops.push({ op: '-', line: a[i]!, ai: i++, bi: j });
    else ops.push({ op: '+', line: b[j]!, ai: i, bi: j++ });
  }
  const changed = ops.map((o, k) => (o.op === ' ' ? -1 : k)).filter((k) => k >= 0);
  if (!changed.length) return '';
  const out = [`--- ${file}`, `+++ ${file} (updated)`];
  let k = 0;
  while (k < changed.length) {
    const start = Math.max(0, changed[k]! - context);
    let end = changed[k]! + context;
    while (k + 1 < changed.length && changed[k + 1]! - context <= end + 1) end = changed[++k]! + context;
    k++;
    const hunk = ops.slice(start, Math.min(ops.length, end + 1));
    const first = hunk[0]!;
    out.push(`@@ -${first.ai + 1},${hunk.filter((o) => o.op !== '+').length} +${first.bi + 1},${hunk.filter((o) => o.op !== '-').length} @@`);
    for (const o of hunk) out.push(`${o.op}${o.line}`);
  }
  return `${out.join('\n')}\n`;
}
