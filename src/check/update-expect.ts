/** `qm check --update`: the file's text with each checked situation's changed expectations edited in place, every other byte kept. */
import { isDeepStrictEqual } from 'node:util';
import { parseAllDocuments, type Document } from 'yaml';
import { InputError } from '../errors.js';
import type { Expectation } from '../situation/schema.js';
import type { CheckedFile } from './run-checks.js';
import { expectationOf } from './expectation-of.js';
import { expectEdits, type TextEdit } from './expect-edits.js';

/** The expectations a situation should change: those that failed, and questions that had none; one that held is left as written. */
function changesOf(s: CheckedFile['situations'][number]): Map<string, Expectation> {
  const questions = new Map(s.result.questions.map((q) => [q.id, q]));
  const changes = new Map<string, Expectation>();
  for (const a of s.answers ?? []) {
    const q = questions.get(a.id);
    if (!q || q.mismatches.length) changes.set(a.id, expectationOf(a));
  }
  return changes;
}

/** The text with the edits applied (they never overlap: each is inside its own document). */
function applyEdits(text: string, edits: TextEdit[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.insert + out.slice(e.end);
  return out;
}

/** Every document's data, for the check that an edit changed nothing but what it meant to. */
const dataOf = (docs: Document[]) => docs.map((d) => (d.errors.length ? undefined : (d.toJS() as unknown)));

/**
 * The updated text of `checked`'s file, or undefined when nothing changes. Documents are found by their position in the
 * file, comment-only ones included, as the checker numbered them; the result is re-read to prove that only the intended
 * expectations changed, and refused (an InputError) rather than written when it cannot be edited in place.
 */
export function updatedText(checked: CheckedFile): string | undefined {
  const text = checked.text;
  if (text === undefined) return undefined;
  let docs: Document[];
  try {
    docs = parseAllDocuments(text) as Document[];
  } catch {
    // A file the parser cannot split had no situation checked: nothing to update.
    return undefined;
  }
  const want = dataOf(docs);
  const edits: TextEdit[] = [];
  for (const s of checked.situations) {
    const doc = docs[s.position];
    if (!doc || !s.answers || s.result.status === 'error') continue;
    const changes = changesOf(s);
    if (!changes.size) continue;
    const found = expectEdits(text, doc, changes);
    if (!found) throw new InputError('cannot update this situation in place (its top level is not a block mapping); edit its expect by hand', { file: checked.file, line: s.result.line });
    edits.push(...found);
    const data = want[s.position] as { expect?: Record<string, Expectation> };
    want[s.position] = { ...data, expect: { ...(data.expect ?? {}), ...Object.fromEntries(changes) } };
  }
  if (!edits.length) return undefined;
  const out = applyEdits(text, edits);
  const after = parseAllDocuments(out) as Document[];
  if (after.length !== docs.length || !isDeepStrictEqual(dataOf(after), want)) {
    throw new InputError('cannot update this file in place without changing more than its expect; edit it by hand', { file: checked.file });
  }
  return out;
}
