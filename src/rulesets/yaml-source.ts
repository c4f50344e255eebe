/** YAML parsing that keeps positions, so every problem can name file:line:column. */
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import { InputError, type Position } from '../errors.js';
import { blockDepthBeyond, flowDepthBeyond, MAX_YAML_DEPTH, nestingError, nodeBeyond } from './nesting-limit.js';

export { MAX_YAML_DEPTH } from './nesting-limit.js';

/** A parsed YAML file with what is needed to map a data path back to a position. */
export interface YamlSource {
  file: string;
  value: unknown;
  doc: Document;
  lineCounter: LineCounter;
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
    // The library's own advice ("please use YAML.parseAllDocuments()") is for programmers; users get what to do.
    const message = error.code === 'MULTIPLE_DOCS' ? 'this file holds several YAML documents (a line "---" starts another); it must hold one' : error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
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
