/** Splits a situation file into its YAML documents, each as text of the same length in lines, so positions stay true. */

/** One document of a file: its text (other documents blanked out) and the line where it starts. */
export interface SituationDocument {
  text: string;
  line: number;
  /** 1-based number among the file's non-empty documents. */
  index: number;
}

// A document marker is `---` or `...` at the start of a line; YAML forbids them inside scalars, so a line split is exact.
const marker = /^(---|\.\.\.)(?=\s|$)/;
const meaningful = (line: string) => line.trim() !== '' && !line.trimStart().startsWith('#');

/** The documents of `text` that hold anything but comments; a file with one document gives back its own text. */
export function situationDocuments(text: string): SituationDocument[] {
  const lines = text.split('\n');
  const groups: number[][] = [[]];
  lines.forEach((line, i) => {
    if (marker.test(line)) {
      if (line.startsWith('---')) groups.push([i]);
      else groups.push([]);
    } else groups.at(-1)!.push(i);
  });
  const docs = groups.filter((g) => g.some((i) => meaningful(lines[i]!.replace(marker, ''))));
  if (docs.length <= 1) return docs.length ? [{ text, line: firstLine(lines, docs[0]!), index: 1 }] : [{ text, line: 1, index: 1 }];
  return docs.map((g, k) => {
    const keep = new Set(g);
    // Lines of other documents become empty, and this document's own marker becomes spaces: line numbers stay the file's.
    const own = lines.map((l, i) => (keep.has(i) ? l.replace(marker, (m) => ' '.repeat(m.length)) : ''));
    return { text: own.join('\n'), line: firstLine(lines, g), index: k + 1 };
  });
}

function firstLine(lines: string[], group: number[]): number {
  const i = group.find((n) => meaningful(lines[n]!.replace(marker, '')) && !lines[n]!.trimStart().startsWith('#')) ?? group[0] ?? 0;
  return i + 1;
}
