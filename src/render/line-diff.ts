/** A unified diff of two texts by lines, for `qm check --update` to show what it wrote (jsdiff computes the hunks). */
import { structuredPatch } from 'diff';

/** The diff of `before` and `after` with `context` lines around each change; empty when they are equal. */
export function lineDiff(file: string, before: string, after: string, context = 2): string {
  const { hunks } = structuredPatch(file, file, before, after, undefined, undefined, { context });
  if (!hunks.length) return '';
  // Our own headers ("(updated)", no tab-separated dates) and no "\ No newline" markers: the reader is a person at a terminal.
  const out = [`--- ${file}`, `+++ ${file} (updated)`];
  for (const h of hunks) {
    out.push(`@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`);
    for (const line of h.lines) if (!line.startsWith('\\')) out.push(line);
  }
  return `${out.join('\n')}\n`;
}
