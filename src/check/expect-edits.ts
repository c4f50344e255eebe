/** The text edits that set a situation document's expectations, found through the YAML document tree and touching nothing else. */
import { isCollection, isMap, isPair, isScalar, stringify, type Document, type Node } from 'yaml';
import type { Expectation } from '../situation/schema.js';
import { lineEndAt } from './text-form.js';

/** Replace text[start, end) by `insert`. */
export interface TextEdit {
  start: number;
  end: number;
  insert: string;
}

/** An expectation as people write it on one line: `{ picker: ana }`. */
const flow = (v: unknown) => stringify(v, { collectionStyle: 'flow', flowCollectionPadding: true, lineWidth: 0 }).trim();

/** The column of an offset (0-based). */
const column = (text: string, offset: number) => offset - (text.lastIndexOf('\n', offset - 1) + 1);

/** Where the line holding `offset` ends, before its line end: a trailing comment on it stays on it. */
function lineEnd(text: string, offset: number): number {
  const nl = text.indexOf('\n', offset);
  if (nl === -1) return text.length;
  return text[nl - 1] === '\r' ? nl - 1 : nl;
}

/** Where a node's own content ends: its last scalar or flow collection, before any trailing comment, blank line or line end. */
function contentEnd(text: string, node: unknown): number {
  if (isCollection(node) && !node.flow) {
    const parts = node.items.flatMap((i) => (isPair(i) ? [i.key, i.value] : [i]));
    return Math.max(node.range?.[0] ?? -1, ...parts.map((p) => contentEnd(text, p)));
  }
  const range = (node as Node | null)?.range;
  if (!range) return -1;
  // A block scalar's range takes in the line ends after it.
  let end = range[1];
  while (end > range[0] && /\s/.test(text[end - 1]!)) end--;
  return end;
}

/** The edit that replaces one expectation's value, in its own style: a block mapping stays a block at its indentation. */
function replaceValue(text: string, node: Node, e: Expectation, eol: string): TextEdit {
  const start = node.range![0];
  const end = contentEnd(text, node);
  if (isMap(node) && !node.flow && node.items.length) {
    const indent = ' '.repeat(column(text, start));
    return { start, end, insert: Object.entries(e).map(([k, v]) => `${k}: ${flow(v)}`).join(eol + indent) };
  }
  // An empty value (`q1:`) sits right after the colon: the new one needs its space.
  const bare = isScalar(node) && node.source === '' && text[start - 1] === ':';
  return { start, end, insert: `${bare ? ' ' : ''}${flow(e)}` };
}

/**
 * The edits that give `doc` (a document of `text`) the expectations in `changes`, each replacing its old value or added
 * after the last one; undefined when the document is not a block mapping, so cannot be edited in place.
 */
export function expectEdits(text: string, doc: Document, changes: ReadonlyMap<string, Expectation>): TextEdit[] | undefined {
  const top = doc.contents;
  if (!isMap(top) || top.flow || !top.range || !changes.size) return undefined;
  const eol = lineEndAt(text, top.range[0]);
  const keyIs = (p: unknown, name: string) => isPair(p) && isScalar(p.key) && String(p.key.value) === name;
  const pair = top.items.find((p) => keyIs(p, 'expect'));
  const value = pair?.value;
  if (isMap(value) && value.items.length) {
    const edits: TextEdit[] = [];
    const added: string[] = [];
    for (const [id, e] of changes) {
      const item = value.items.find((p) => keyIs(p, id));
      if (item && (item.value as Node | null)?.range) edits.push(replaceValue(text, item.value as Node, e, eol));
      else if (!item) added.push(`${id}: ${flow(e)}`);
      else return undefined;
    }
    if (!added.length) return edits;
    const last = value.items.at(-1)!;
    const end = Math.max(contentEnd(text, last.key), contentEnd(text, last.value));
    if (value.flow) return [...edits, { start: end, end, insert: added.map((a) => `, ${a}`).join('') }];
    const indent = ' '.repeat(column(text, (value.items[0]!.key as Node).range![0]));
    const at = lineEnd(text, end);
    return [...edits, { start: at, end: at, insert: added.map((a) => `${eol}${indent}${a}`).join('') }];
  }
  // No expectations yet: a whole `expect:` block, one line per question, at the indentation of the other keys.
  const indent = ' '.repeat(column(text, (top.items[0]?.key as Node | null)?.range?.[0] ?? top.range[0]));
  const block = ['expect:', ...[...changes].map(([id, e]) => `${indent}  ${id}: ${flow(e)}`)].join(eol);
  if (pair) return [{ start: (pair.key as Node).range![0], end: Math.max(contentEnd(text, pair.key), contentEnd(text, pair.value)), insert: block }];
  const at = lineEnd(text, contentEnd(text, top));
  return [{ start: at, end: at, insert: `${eol}${indent}${block}` }];
}
