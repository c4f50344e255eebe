/** The nesting limit for YAML input: cheap scans before parsing and a walk after it, so deep input is refused in words, not by a stack overflow. */
import { isMap, isPair, isSeq, type Document, type Node } from 'yaml';
import { InputError } from '../errors.js';

/** How deeply YAML may nest maps and lists; deeper input is refused in these words before it can exhaust the stack. */
export const MAX_YAML_DEPTH = 64;

/** The refusal of input nested too deeply, at the offset where the limit was passed. */
export function nestingError(file: string, text: string, offset: number): InputError {
  // The line counter is only filled by a parse; count lines by hand when refusing before one.
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return new InputError(`nesting is deeper than ${MAX_YAML_DEPTH} levels, the limit for YAML input`, { file, line, column: offset - before.lastIndexOf('\n') });
}

/** The offset where flow brackets ([ {) open more than `limit` deep, skipping quoted text and comments; a cheap scan before parsing. */
export function flowDepthBeyond(text: string, limit: number): number | undefined {
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
export function blockDepthBeyond(text: string, limit: number): number | undefined {
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
export function nodeBeyond(doc: Document, limit: number): Node | undefined {
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

