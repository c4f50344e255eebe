/** The prebuilt library: rulesets validated once (at build, or on first use of extra rulesets) and stored as JSON for a fast start. */
import { makeLibrary, type Entry, type Library, type RulesetInfo } from './entry.js';
import { builtinRulesetsDir } from './locations.js';
import { displayPath } from './read-text.js';
import { readPrebuilt, type PrebuiltPlace } from '../prebuilt/store.js';
import { debugLine } from '../prebuilt/notices.js';
import { join } from 'node:path';

/** The snapshot's file name inside a prebuilt folder. */
export const SNAPSHOT_NAME = 'library.json';

interface Snapshot {
  format: 2;
  rulesets: RulesetInfo[];
  entries: Entry[];
}

/** The snapshot of a library as JSON text (built-in folders are stored relative to the built-in folder, so the package can move). */
export function snapshotText(lib: Library): string {
  const rulesets = lib.rulesets.map((r) => (r.builtin ? { ...r, dir: r.dir.slice(builtinRulesetsDir.length) } : r));
  const snap: Snapshot = { format: 2, rulesets, entries: lib.entries };
  return JSON.stringify(snap);
}

/** The snapshot in a prebuilt folder, if it was built from the rulesets as they are now; an unreadable one warns once and is skipped. */
export function readSnapshotIn(place: PrebuiltPlace): Library | undefined {
  const snap = readPrebuilt(place, SNAPSHOT_NAME, (bytes) => {
    const data = JSON.parse(bytes.toString('utf8')) as Snapshot;
    if (data?.format !== 2 || !Array.isArray(data.rulesets) || !Array.isArray(data.entries)) throw new Error(`unknown format ${String(data?.format)}`);
    return data;
  });
  if (!snap) return undefined;
  debugLine(`library: prebuilt ${displayPath(join(place.dir, SNAPSHOT_NAME))}`);
  const rulesets = snap.rulesets.map((r) => (r.builtin ? { ...r, dir: builtinRulesetsDir + r.dir } : r));
  return makeLibrary(rulesets, snap.entries);
}
