/** The prebuilt `qm show` lookup: every name, collector number and id resolved at build time, entries read one line each. */
import { join } from 'node:path';
import { makeLibrary, type Entry, type Library } from './entry.js';
import { distPlace, readPrebuilt, readPrebuiltSlices, type PrebuiltPlace } from '../prebuilt/store.js';
import { debugLine } from '../prebuilt/notices.js';
import { displayPath } from '../input/read-text.js';
import { foundByName, looksLikeNumber, nameIndexOf, nameKeys, numberKey, type Found } from './lookup.js';
import { fold } from './text.js';

/** The lookup table's file name in dist/. */
export const LOOKUP_INDEX_NAME = 'show-index.json';
/** The entries the table points into, one JSON entry per line in library order. */
export const ENTRY_LINES_NAME = 'library.entries.ndjson';

/** The table: positions of entries in the entries file. */
interface LookupIndex {
  format: 2;
  ids: string[];
  /** Where each entry's line ends in the entries file (byte offset after its newline), so one entry is read without scanning for newlines. */
  ends: number[];
  parentOf: number[];
  /** Collector number key → main positions. */
  numbers: Record<string, number[]>;
  /** Name key → [main positions, mention positions]. */
  names: Record<string, [number[], number[]]>;
}

/** The table and the entries file, by name, for the build to write as prebuilt files. */
export function lookupIndexFiles(lib: Library): Map<string, string> {
  const pos = new Map(lib.entries.map((e, n) => [e.id, n]));
  const at = (es: Entry[]) => es.map((e) => pos.get(e.id)!);
  const ix = nameIndexOf(lib);
  const names: LookupIndex['names'] = {};
  for (const key of new Set([...ix.own.keys(), ...ix.all.keys()])) {
    const found = foundByName(lib, key);
    names[key] = [at(found.main), at(found.mentions)];
  }
  const numbers: LookupIndex['numbers'] = {};
  for (const [key, es] of ix.numbers) numbers[key] = at(es);
  const parentOf = lib.entries.map((e) => (e.parent ? (pos.get(e.parent) ?? -1) : -1));
  const lines = lib.entries.map((e) => JSON.stringify(e));
  let offset = 0;
  const ends = lines.map((l) => (offset += Buffer.byteLength(l) + 1));
  const table: LookupIndex = { format: 2, ids: lib.entries.map((e) => e.id), ends, parentOf, numbers, names };
  return new Map([
    [ENTRY_LINES_NAME, `${lines.join('\n')}\n`],
    [LOOKUP_INDEX_NAME, JSON.stringify(table)],
  ]);
}

/** The table, if the place holds one its manifest vouches for, of the known format. */
function readTable(place: PrebuiltPlace): LookupIndex | undefined {
  return readPrebuilt(place, LOOKUP_INDEX_NAME, (bytes) => {
    const t = JSON.parse(bytes.toString('utf8')) as LookupIndex;
    if (t?.format !== 2 || !Array.isArray(t.ids) || !Array.isArray(t.ends) || t.ends.length !== t.ids.length || !Array.isArray(t.parentOf) || typeof t.names !== 'object' || typeof t.numbers !== 'object') throw new Error('not a lookup table of format 2');
    return t;
  });
}

/** What the table finds for a ref: main and mention positions, or undefined when the ref is not in it. */
function lookUp(t: LookupIndex, ref: string): { main: number[]; mentions: number[] } | undefined {
  const id = t.ids.indexOf(ref.trim().toLowerCase());
  if (id >= 0) return { main: [id], mentions: [] };
  if (!fold(ref)) return undefined;
  if (looksLikeNumber(ref)) {
    const byNumber = t.numbers[numberKey(ref)];
    if (byNumber?.length) return { main: byNumber, mentions: [] };
  }
  for (const key of nameKeys(ref)) {
    const named = t.names[key];
    if (named && (named[0].length || named[1].length)) return { main: named[0], mentions: named[1] };
  }
  return undefined;
}

/**
 * The entries the prebuilt table in `place` (dist/, or the user's cache for extra rulesets) finds for `ref`, with a
 * library holding just them, their parents and their descendants (all that rendering reads); `missing` when the place
 * has no usable table, undefined when the table does not know the ref (the caller then loads the whole library, which
 * also gives suggestions).
 */
export function findPrebuilt(ref: string, place: PrebuiltPlace = distPlace()): (Found & { lib: Library }) | 'missing' | undefined {
  const t = readTable(place);
  if (!t) return 'missing';
  debugLine(`show lookup: prebuilt ${displayPath(join(place.dir, LOOKUP_INDEX_NAME))}`);
  const hit = lookUp(t, ref);
  if (!hit) return undefined;
  const children: number[][] = t.parentOf.map(() => []);
  t.parentOf.forEach((p, n) => p >= 0 && children[p]!.push(n));
  const need = new Set<number>();
  const down = (n: number) => {
    need.add(n);
    for (const c of children[n]!) down(c);
  };
  for (const n of [...hit.main, ...hit.mentions]) {
    down(n);
    if (t.parentOf[n]! >= 0) need.add(t.parentOf[n]!);
  }
  // Only the lines needed are read: with many extra rulesets the entries file is tens of megabytes.
  const entries = readPrebuiltSlices(place, ENTRY_LINES_NAME, (file) => {
    if (t.ends.at(-1) !== file.size) return undefined;
    const out = new Map<number, Entry>();
    for (const n of need) out.set(n, JSON.parse(file.slice(n ? t.ends[n - 1]! : 0, t.ends[n]! - 1).toString('utf8')) as Entry);
    return out;
  });
  if (!entries) return 'missing';
  const lib = makeLibrary([], [...entries.keys()].sort((a, b) => a - b).map((n) => entries.get(n)!));
  const get = (ns: number[]) => ns.map((n) => entries.get(n)!);
  return { main: get(hit.main), mentions: get(hit.mentions), lib };
}
