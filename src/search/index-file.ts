/** The prebuilt search index next to the library snapshot: its files as the build and the cache write them, and reading them back. */
import { readPrebuilt, type PrebuiltPlace } from '../prebuilt/store.js';
import type { SearchDoc } from './documents.js';
import { restoreIndex, serialiseIndex, type SearchIndex, type SerialisedIndex } from './search-index.js';

/** The index's file name: MiniSearch's JSON plus the lexicons. */
export const SEARCH_INDEX_NAME = 'search-index.json';
/** Its documents' file name: a first line listing where each document ends, then one JSON document per line. */
export const SEARCH_DOCS_NAME = 'search-index.docs.ndjson';

/** An index and its documents as prebuilt files, by name. */
export function searchIndexFiles(ix: SearchIndex): Map<string, string> {
  const lines: string[] = [];
  for (let n = 0; n < ix.size; n++) lines.push(JSON.stringify(ix.doc(n)));
  // Byte offsets of each document's end, after the header: the reader slices a document out without scanning a megabyte for newlines.
  const ends: number[] = [];
  let at = 0;
  for (const l of lines) ends.push((at += Buffer.byteLength(l) + 1));
  return new Map([
    [SEARCH_DOCS_NAME, `${JSON.stringify({ ends })}\n${lines.join('\n')}\n`],
    [SEARCH_INDEX_NAME, JSON.stringify(serialiseIndex(ix))],
  ]);
}

/** A reader of the documents file (checked against the manifest already) that parses a line only when it is asked for. */
function lazyDocs(buf: Buffer, body: number, ends: readonly number[]): (n: number) => SearchDoc {
  const cache = new Map<number, SearchDoc>();
  return (n) => {
    let doc = cache.get(n);
    if (!doc) {
      doc = JSON.parse(buf.toString('utf8', body + (n ? ends[n - 1]! : 0), body + ends[n]! - 1)) as SearchDoc;
      cache.set(n, doc);
    }
    return doc;
  };
}

/** The prebuilt index in a folder, if the manifest vouches for it and its documents (one line per document, none missing). */
export function readSearchIndexIn(place: PrebuiltPlace): SearchIndex | undefined {
  const data = readPrebuilt(place, SEARCH_INDEX_NAME, (bytes) => {
    const d = JSON.parse(bytes.toString('utf8')) as SerialisedIndex;
    if (d?.format !== 7 || typeof d.size !== 'number' || !Array.isArray(d.vocabulary)) throw new Error('not a search index of format 7');
    return d;
  });
  if (!data) return undefined;
  const docs = readPrebuilt(place, SEARCH_DOCS_NAME, (bytes) => {
    const body = bytes.indexOf(10) + 1;
    const { ends } = JSON.parse(bytes.toString('utf8', 0, body)) as { ends?: unknown };
    if (!Array.isArray(ends) || ends.length !== data.size || (data.size > 0 && body + ends.at(-1) !== bytes.length)) {
      throw new Error(`${Array.isArray(ends) ? ends.length : 'no'} documents for an index of ${data.size}`);
    }
    return lazyDocs(bytes, body, ends as number[]);
  });
  return docs && restoreIndex(data, docs);
}
