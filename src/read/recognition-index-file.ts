/**
 * The resolver's recognition indexes as a prebuilt file: dist/'s for the built-in rulesets, else the user's cache, built
 * and kept on first use. A header line says where each ruleset's part lies, then one line per part and one for the
 * library-wide titles, so a situation's chain parses only its own rulesets' names and texts.
 */
import type { Library } from '../rulesets/entry.js';
import { adoptIndexes, serialiseIndexes, type SerialIndexes, type SerialPart } from './indexes-json.js';
import { cacheFor, distPlace, readPrebuilt, writePrebuilt, type PrebuiltPlace } from '../prebuilt/store.js';
import { debugLine } from '../prebuilt/notices.js';

/** The file's name in a prebuilt folder. */
export const RECOGNITION_INDEX_NAME = 'recognition-index.json';

/** The header line: each ruleset's part, the titles, and their words through each ruleset's lexicon, as byte ranges of the body (the lines after the header). */
interface Header {
  format: 3;
  parts: [ruleset: string, start: number, end: number][];
  titles: [start: number, end: number];
  titleWords: [lexiconOf: string, start: number, end: number][];
}

/** The indexes of `lib` as the file's text. */
export function recognitionIndexText(lib: Library): string {
  const serial = serialiseIndexes(lib);
  const lines: string[] = [];
  let at = 0;
  const range = (line: string): [number, number] => {
    const start = at;
    at += Buffer.byteLength(line) + 1;
    lines.push(line);
    return [start, at - 1];
  };
  const parts = serial.parts.map(([id, part]): Header['parts'][number] => [id, ...range(JSON.stringify(part))]);
  const titles = range(JSON.stringify(serial.titles));
  const titleWords = serial.titleWords.map(([id, words]): Header['titleWords'][number] => [id, ...range(JSON.stringify(words))]);
  const header: Header = { format: 3, parts, titles, titleWords };
  return `${JSON.stringify(header)}\n${lines.join('\n')}\n`;
}

/** The parts of the rulesets `lib` holds (all, or its chain), and the titles, when readable and about entries `lib` has
 * (a file about renamed entries is not trusted). */
function readIn(place: PrebuiltPlace, lib: Library): { parts: SerialPart[]; titles: () => SerialIndexes['titles']; titleWords: (lexiconOf: string) => string[][] | undefined } | undefined {
  return readPrebuilt(place, RECOGNITION_INDEX_NAME, (bytes) => {
    const body = bytes.indexOf(10) + 1;
    const header = JSON.parse(bytes.toString('utf8', 0, body)) as Header;
    if (header?.format !== 3 || !Array.isArray(header.parts) || !Array.isArray(header.titles) || !Array.isArray(header.titleWords)) throw new Error('not a recognition index');
    const held = new Set(lib.partial ?? lib.rulesets.map((r) => r.id));
    const line = <T>(start: number, end: number) => JSON.parse(bytes.toString('utf8', body + start, body + end)) as T;
    const parts = header.parts.filter(([id]) => held.has(id)).map(([, start, end]) => line<SerialPart>(start, end));
    if (!parts.every((p) => Array.isArray(p?.texts) && Array.isArray(p.names) && Array.isArray(p.numbers))) throw new Error('not a recognition index');
    // Every entry a part names must be one the library holds.
    if (!parts.every((p) => p.texts.every(([, id]) => lib.byId.has(id)))) throw new Error('it names entries the rulesets do not have');
    const [start, end] = header.titles;
    if (typeof start !== 'number' || typeof end !== 'number' || end > bytes.length - body) throw new Error('not a recognition index');
    if (!header.titleWords.every(([, s, e]) => typeof s === 'number' && typeof e === 'number' && e <= bytes.length - body)) throw new Error('not a recognition index');
    // The titles and their words are parsed on first use (the file was vouched for whole, so a later parse meets the bytes that were checked).
    const titleWords = (lexiconOf: string) => {
      const at = header.titleWords.find(([id]) => id === lexiconOf);
      return at && line<string[][]>(at[1], at[2]);
    };
    return { parts, titles: () => line<SerialIndexes['titles']>(start, end), titleWords };
  });
}

/**
 * Adopts prebuilt indexes for `lib` when some match its rulesets; otherwise returns a function to call after resolving,
 * which keeps the indexes built meanwhile in the user's cache for the next run. Undefined for part of a library (one
 * situation's chain) when no prebuilt indexes exist yet: the caller loads the whole library instead.
 */
export function useRecognitionIndex(lib: Library, extraDirs: readonly string[]): (() => void) | undefined {
  const builtinOnly = extraDirs.length === 0 && lib.rulesets.every((r) => r.builtin);
  const fromDist = builtinOnly ? readIn(distPlace(), lib) : undefined;
  const cache = fromDist ? undefined : cacheFor(extraDirs);
  const serial = fromDist ?? readIn(cache!, lib);
  if (serial) {
    adoptIndexes(lib, serial.parts, serial.titles, serial.titleWords);
    debugLine(`recognition index: prebuilt${fromDist ? '' : ` ${cache!.dir}`}`);
    return () => undefined;
  }
  // Part of a library cannot build the whole one's indexes (how common a name is counts every ruleset): the caller loads it all.
  if (lib.partial) return undefined;
  return () => {
    writePrebuilt(cache!, new Map([[RECOGNITION_INDEX_NAME, recognitionIndexText(lib)]]));
  };
}
