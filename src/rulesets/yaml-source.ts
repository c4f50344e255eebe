/** YAML parsing that keeps positions, so every problem can name file:line:column. */
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import { InputError, type Position } from '../errors.js';

/** A parsed YAML file with what is needed to map a data path back to a position. */
export interface YamlSource {
  file: string;
  value: unknown;
  doc: Document;
  lineCounter: LineCounter;
}

/** How deeply YAML may nest maps and lists; deeper input is refused in these words before it can exhaust the stack. */
export const MAX_YAML_DEPTH = 64;

/** The refusal of input nested too deeply, at the offset where the limit was passed. */
function nestingError(file: string, text: string, offset: number): InputError {
  // The line counter is only filled by a parse; count lines by hand when refusing before one.
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return new InputError(`nesting is deeper than ${MAX_YAML_DEPTH} levels, the limit for YAML input`, { file, line, column: offset - before.lastIndexOf('\n') });
}

/** The offset where flow brackets ([ {) open more than `limit` deep, skipping quoted text and comments; a cheap scan before parsing. */
function flowDepthBeyond(text: string, limit: number): number | undefined {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote && !(quote === '"' && text[i - 1] === '\\')) quote = '';
      else if (c === '\n' && depth === 0) quote = '';
      continue;
    }
    if (c === '#' && (i === 0 || /\s/.test(text[i - 1]!))) {
      const end = text.indexOf('\n', i);
      if (end === -1) break;
      i = end;
    } else if ((c === '"' || c === "'") && depth > 0) quote = c;
    else if (c === '[' || c === '{') {
      if (++depth > limit) return i;
    } else if ((c === ']' || c === '}') && depth > 0) depth--;
  }
  return undefined;
}

/**
 * The offset of the first line whose block nesting (indentation levels open above it, plus compact "- - " items) passes
 * `limit`: the parser recurses once per level, and past a few thousand levels V8 may fail outright instead of throwing.
 */
function blockDepthBeyond(text: string, limit: number): number | undefined {
  const open: number[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    const indent = line.length - line.trimStart().length;
    const rest = line.slice(indent);
    if (rest && !rest.startsWith('#')) {
      while (open.length && open.at(-1)! >= indent) open.pop();
      open.push(indent);
      const dashes = /^(?:-[ \t]+)*/.exec(rest)![0].replace(/[ \t]+/g, '').length;
      if (open.length + dashes > limit) return offset + indent;
    }
    offset += line.length + 1;
  }
  return undefined;
}

/** The first node nested deeper than `limit`, found without recursion. */
function nodeBeyond(doc: Document, limit: number): Node | undefined {
  const stack: [unknown, number][] = [[doc.contents, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (isMap(node) || isSeq(node)) {
      if (depth >= limit) return node as Node;
      for (const item of node.items as unknown[]) {
        if (isPair(item)) {
          stack.push([item.key, depth + 1]);
          stack.push([item.value, depth + 1]);
        } else stack.push([item, depth + 1]);
      }
    }
  }
  return undefined;
}

const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** Parses YAML text; throws InputError at the first syntax error (duplicate keys and alias bombs included). */
export function parseYaml(file: string, text: string): YamlSource {
  const lineCounter = new LineCounter();
  const tooDeep = flowDepthBeyond(text, MAX_YAML_DEPTH) ?? blockDepthBeyond(text, MAX_YAML_DEPTH);
  if (tooDeep !== undefined) throw nestingError(file, text, tooDeep);
  let doc: Document;
  try {
    doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: true, strict: true });
  } catch (e) {
    if (e instanceof RangeError) throw nestingError(file, text, 0);
    throw e;
  }
  const error = doc.errors[0];
  if (error?.message.startsWith('Maximum call stack')) throw nestingError(file, text, error.pos[0]);
  if (error) {
    const pos = error.linePos?.[0];
    const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    throw new InputError(`invalid YAML: ${message}`, { file, line: pos?.line, column: pos?.col });
  }
  const deep = nodeBeyond(doc, MAX_YAML_DEPTH);
  if (deep) throw nestingError(file, text, deep.range?.[0] ?? 0);
  // Keys that reach Object.prototype in JavaScript are refused outright rather than trusted to every consumer.
  visit(doc, {
    Pair(_, pair) {
      if (isScalar(pair.key) && forbiddenKeys.has(String(pair.key.value))) {
        const pos = pair.key.range ? lineCounter.linePos(pair.key.range[0]) : undefined;
        throw new InputError(`the key '${String(pair.key.value)}' is not allowed`, { file, line: pos?.line, column: pos?.col }, String(pair.key.value));
      }
    },
  });
  // maxAliasCount stops "billion laughs" expansions; the error is reported like any other YAML error.
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    throw new InputError(`invalid YAML: ${(e as Error).message}`, { file, line: 1, column: 1 });
  }
  return { file, value, doc, lineCounter };
}

/** The pair for `key` in a map node, if any. */
function pairOf(node: unknown, key: PropertyKey) {
  if (!isMap(node)) return undefined;
  return node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(key));
}

/** The node at a data path, or the deepest node on the way there; with `key`, the key node inside it. */
function nodeAt(doc: Document, path: readonly PropertyKey[], key?: string): Node | undefined {
  let node = doc.contents as Node | null;
  let last: Node | undefined = node ?? undefined;
  for (const step of path) {
    if (isMap(node)) node = (pairOf(node, step)?.value as Node | null | undefined) ?? null;
    else if (isSeq(node) && typeof step === 'number') node = (node.items[step] as Node | undefined) ?? null;
    else node = null;
    if (!node) return last;
    last = node;
  }
  const keyNode = key === undefined ? undefined : (pairOf(node, key)?.key as Node | undefined);
  return keyNode ?? last;
}

/** The position of the value (or, with `key`, of that key) at a data path. */
export function positionAt(src: YamlSource, path: readonly PropertyKey[], key?: string): Position {
  const node = nodeAt(src.doc, path, key);
  const offset = node?.range?.[0];
  if (offset === undefined) return { file: src.file, line: 1, column: 1 };
  const { line, col } = src.lineCounter.linePos(offset);
  return { file: src.file, line, column: col };
}
