/** The prebuilt search index next to the library snapshot: written by the build, read when no ruleset file is newer. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { packagePath } from '../package-root.js';
import { isUsable } from '../prebuilt/store.js';
import type { SearchDoc } from './documents.js';
import { restoreIndex, serialiseIndex, type SearchIndex, type SerialisedIndex } from './search-index.js';

/** Where the build writes the index (MiniSearch's JSON plus the lexicons). */
export const searchIndexPath = packagePath('dist', 'search-index.json');

/** The documents file that goes with an index file: one JSON document per line. */
export function docsPathOf(indexPath: string): string {
  return indexPath.replace(/\.json$/, '') + '.docs.ndjson';
}

/** Writes an index and its documents (documents first, so the index file is the newer of the two). */
export function writeSearchIndex(ix: SearchIndex, path = searchIndexPath): void {
  const lines: string[] = [];
  for (let n = 0; n < ix.size; n++) lines.push(JSON.stringify(ix.doc(n)));
  writeFileSync(docsPathOf(path), `${lines.join('\n')}\n`);
  writeFileSync(path, JSON.stringify(serialiseIndex(ix)));
}

/** A reader of the documents file that reads it on first use and parses a line only when it is asked for. */
function lazyDocs(path: string, size: number): (n: number) => SearchDoc {
  let buf: Buffer | undefined;
  const starts: number[] = [0];
  const cache = new Map<number, SearchDoc>();
  return (n) => {
    let doc = cache.get(n);
    if (!doc) {
      if (!buf) {
        buf = readFileSync(path);
        for (let i = buf.indexOf(10); i !== -1 && starts.length <= size; i = buf.indexOf(10, i + 1)) starts.push(i + 1);
      }
      doc = JSON.parse(buf.toString('utf8', starts[n], starts[n + 1]! - 1)) as SearchDoc;
      cache.set(n, doc);
    }
    return doc;
  };
}

/** The prebuilt index, if it and its documents exist and no built-in ruleset file is newer than it. */
export function readFreshSearchIndex(path = searchIndexPath): SearchIndex | undefined {
  const docsPath = docsPathOf(path);
  if (!isUsable(path) || !existsSync(docsPath)) return undefined;
  const data = JSON.parse(readFileSync(path, 'utf8')) as SerialisedIndex;
  if (data.format !== 6) return undefined;
  return restoreIndex(data, lazyDocs(docsPath, data.size));
}
