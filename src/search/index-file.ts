/** The prebuilt search index next to the library snapshot: its files as the build and the cache write them, and reading them back. */
import { readPrebuilt, type PrebuiltPlace } from '../prebuilt/store.js';
import type { SearchDoc } from './documents.js';
import { restoreIndex, serialiseIndex, type SearchIndex, type SerialisedIndex } from './search-index.js';

/** The index's file name: MiniSearch's JSON plus the lexicons. */
export const SEARCH_INDEX_NAME = 'search-index.json';
/** Its documents' file name: a first line listing where each document ends, then one JSON document per line. */
export const SEARCH_DOCS_NAME = 'search-index.docs.ndjson';
/** Its terms' postings, in the same form: most are never read, so they are neither parsed nor copied until a search reaches one. */
export const SEARCH_POSTINGS_NAME = 'search-index.postings.ndjson';

/** Lines as a file whose first line lists where each line ends (byte offsets after that header): a reader slices a line
 * out without scanning a megabyte for newlines. */
function linesFile(lines: readonly string[]): string {
  const ends: number[] = [];
  let at = 0;
  for (const l of lines) ends.push((at += Buffer.byteLength(l) + 1));
  return `${JSON.stringify({ ends })}\n${lines.join('\n')}\n`;
}

/** An index, its documents and its postings as prebuilt files, by name. */
export function searchIndexFiles(ix: SearchIndex): Map<string, string> {
  const docs: string[] = [];
  for (let n = 0; n < ix.size; n++) docs.push(JSON.stringify(ix.doc(n)));
  const data = serialiseIndex(ix);
  const { postings, ...index } = data.index;
  return new Map([
    [SEARCH_DOCS_NAME, linesFile(docs)],
    [SEARCH_POSTINGS_NAME, linesFile(postings ?? [])],
    [SEARCH_INDEX_NAME, JSON.stringify({ ...data, index })],
  ]);
}

/** A reader of a lines file (checked against the manifest already) that slices line n when it is asked for; throws when
 * its header does not list `count` lines that fill the file exactly. */
function lineReader(bytes: Buffer, count: number): (n: number) => string {
  const body = bytes.indexOf(10) + 1;
  const { ends } = JSON.parse(bytes.toString('utf8', 0, body)) as { ends?: unknown };
  if (!Array.isArray(ends) || ends.length !== count || (count > 0 && body + (ends.at(-1) as number) !== bytes.length)) {
    throw new Error(`${Array.isArray(ends) ? ends.length : 'no'} lines where ${count} were expected`);
  }
  const at = ends as number[];
  return (n) => bytes.toString('utf8', body + (n ? at[n - 1]! : 0), body + at[n]! - 1);
}

/** A reader of documents that parses each line once, when it is first asked for. */
function lazyDocs(line: (n: number) => string): (n: number) => SearchDoc {
  const cache = new Map<number, SearchDoc>();
  return (n) => {
    let doc = cache.get(n);
    if (!doc) cache.set(n, (doc = JSON.parse(line(n)) as SearchDoc));
    return doc;
  };
}

/** The prebuilt index in a folder, if the manifest vouches for it and its documents (one line per document, none missing). */
export function readSearchIndexIn(place: PrebuiltPlace): SearchIndex | undefined {
  const data = readPrebuilt(place, SEARCH_INDEX_NAME, (bytes) => {
    const d = JSON.parse(bytes.toString('utf8')) as SerialisedIndex;
    if (d?.format !== 11 || typeof d.size !== 'number' || !Array.isArray(d.vocabulary) || !Array.isArray(d.askedOnly)) throw new Error('not a search index of format 11');
    return d;
  });
  if (!data) return undefined;
  const docs = readPrebuilt(place, SEARCH_DOCS_NAME, (bytes) => lazyDocs(lineReader(bytes, data.size)));
  if (!docs) return undefined;
  const tree = data.index.tree;
  const terms = data.index.terms;
  const postings = tree && !data.index.postings && typeof terms === 'number' ? readPrebuilt(place, SEARCH_POSTINGS_NAME, (bytes) => lineReader(bytes, terms)) : undefined;
  if (tree && !data.index.postings && !postings) return undefined;
  return restoreIndex(data, docs, postings);
}
