/** Splits a situation file into its YAML documents, each as text of the same length in lines, so positions stay true. */
import { parseAllDocuments } from 'yaml';

/** One document of a file: its text (other documents blanked out) and the line where it starts. */
export interface SituationDocument {
  text: string;
  line: number;
  /** 1-based number among the file's non-empty documents (what a situation without a title is named by). */
  index: number;
  /** 0-based position among all the file's documents, comment-only ones included, as `parseAllDocuments` lists them. */
  position: number;
}

// A document marker is `---` or `...` at the start of a line; a line holding only one, or a comment, says nothing.
const marker = /^(---|\.\.\.)(?=\s|$)/;
// Only a line starting with a marker (after a byte order mark) or a directive (%YAML) can start another document.
const mayHoldSeveral = /^\uFEFF?(?:---|\.\.\.|%)/m;
const meaningful = (line: string) => {
  const rest = line.replace(marker, '').trim();
  return rest !== '' && !rest.startsWith('#');
};

/** Text with everything outside [start, end) blanked: whole lines emptied, partial ones spaced, so lines and columns stay the file's. */
function keepOnly(text: string, start: number, end: number): string {
  let out = '';
  let lineStart = 0;
  for (const line of text.split('\n')) {
    const lineEnd = lineStart + line.length;
    if (lineEnd < start || lineStart >= end) out += line.endsWith('\r') ? '\r' : '';
    else if (lineStart >= start && lineEnd <= end) out += line;
    else out += [...line].map((ch, i) => (lineStart + i >= start && lineStart + i < end ? ch : ch === '\r' ? ch : ' ')).join('');
    out += '\n';
    lineStart = lineEnd + 1;
  }
  return out.slice(0, -1);
}

/**
 * The documents of `text` that hold anything but comments, numbered by position the way the YAML parser lists them
 * (so `check --update` finds each situation's document by the same count); a file with one such document gives back its own text.
 */
export function situationDocuments(text: string): SituationDocument[] {
  // Without a marker or a directive at the start of a line the file is one document: a cold `qm resolve` then parses its
  // YAML once (in the loader) instead of twice.
  if (!mayHoldSeveral.test(text)) return [{ text, line: Math.max(0, text.split('\n').findIndex(meaningful)) + 1, index: 1, position: 0 }];
  let regions: { start: number; end: number; position: number }[];
  try {
    regions = parseAllDocuments(text).map((d, position) => ({ start: d.range[0], end: d.range[2], position }));
  } catch {
    // Input the parser cannot even split (it guards its own depth): one document, which the loader then refuses by position.
    return [{ text, line: 1, index: 1, position: 0 }];
  }
  const docs = regions
    .map((r) => ({ ...r, lines: text.slice(r.start, r.end).split('\n'), first: text.slice(0, r.start).split('\n').length }))
    .filter((r) => r.lines.some(meaningful));
  const lineOf = (r: (typeof docs)[number]) => r.first + Math.max(0, r.lines.findIndex(meaningful));
  if (docs.length === 0) return [{ text, line: 1, index: 1, position: 0 }];
  if (docs.length === 1) return [{ text, line: lineOf(docs[0]!), index: 1, position: docs[0]!.position }];
  return docs.map((r, k) => {
    // This document's own marker becomes spaces too, so each part parses as a single document.
    const own = keepOnly(text, r.start, r.end).replace(/^(\s*)(---|\.\.\.)(?=\s|$)/, (_m, pre: string, mark: string) => pre + ' '.repeat(mark.length));
    return { text: own, line: lineOf(r), index: k + 1, position: r.position };
  });
}
