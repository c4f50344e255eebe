/** `qm check --update`: the file's text with each checked situation's `expect` set to what the resolver answers now. */
import { isMap, isPair, isScalar, parseAllDocuments, stringify, type Document } from 'yaml';
import type { Expectation } from '../situation/schema.js';
import type { CheckedFile } from './run-checks.js';
import { expectationOf } from './expectation-of.js';

/** The new `expect` of a situation: expectations that still hold are kept as written (with any `role` they check), the rest replaced. */
function newExpect(old: Record<string, Expectation>, s: CheckedFile['situations'][number]): Record<string, Expectation> {
  const held = new Set(s.result.questions.filter((q) => q.mismatches.length === 0).map((q) => q.id));
  return Object.fromEntries((s.answers ?? []).map((a) => [a.id, held.has(a.id) && old[a.id] ? old[a.id]! : expectationOf(a)]));
}

/** `expect:` as people write it, one line per question: `  q1: { picker: ana }`. */
function expectBlock(expect: Record<string, Expectation>): string {
  const line = (e: Expectation) => stringify(e, { collectionStyle: 'flow', flowCollectionPadding: true, lineWidth: 0 }).trim();
  return `expect:\n${Object.entries(expect).map(([id, e]) => `  ${id}: ${line(e)}`).join('\n')}\n`;
}

/**
 * The updated text of `checked`'s file, or undefined when nothing changes. Only each `expect` block is rewritten, as
 * text: the rest of the file (comments, layout, other documents) stays byte for byte.
 */
export function updatedText(checked: CheckedFile): string | undefined {
  const text = checked.text;
  if (text === undefined) return undefined;
  // Documents holding only comments are not situations; the rest are numbered as situationDocuments numbers them.
  const docs = (parseAllDocuments(text) as Document[]).filter((d) => d.contents !== null);
  const edits: { start: number; end: number; insert: string }[] = [];
  for (const s of checked.situations) {
    const doc = docs[s.index - 1];
    if (!doc || !s.answers || s.result.status === 'error' || !isMap(doc.contents)) continue;
    const old = ((doc.toJS() as { expect?: Record<string, Expectation> }).expect ?? {}) as Record<string, Expectation>;
    const next = newExpect(old, s);
    if (JSON.stringify(next) === JSON.stringify(old)) continue;
    const pair = doc.contents.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === 'expect');
    const keyStart = (pair?.key as { range?: number[] } | undefined)?.range?.[0];
    const valueEnd = (pair?.value as { range?: number[] } | undefined)?.range?.[2];
    if (keyStart !== undefined && valueEnd !== undefined) edits.push({ start: keyStart, end: valueEnd, insert: expectBlock(next) });
    else {
      const end = doc.contents.range?.[2] ?? text.length;
      edits.push({ start: end, end, insert: `${text.slice(0, end).endsWith('\n') ? '' : '\n'}${expectBlock(next)}` });
    }
  }
  if (!edits.length) return undefined;
  let out = text;
  for (const e of edits.sort((a, b) => b.start - a.start)) {
    const rest = out.slice(e.end);
    out = out.slice(0, e.start) + e.insert + (e.insert.endsWith('\n') && rest.startsWith('\n') && e.end !== e.start ? rest.slice(1) : rest);
  }
  return out;
}
