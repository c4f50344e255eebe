/** The prebuilt library: rulesets validated once (at build, or on first use of extra rulesets) and stored as JSON for a fast start. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeLibrary, type Entry, type Library, type RulesetInfo } from './entry.js';
import { builtinRulesetsDir } from './locations.js';
import { displayPath } from './read-text.js';
import { isUsable } from '../prebuilt/store.js';
import { debugLine, warnOnce } from '../prebuilt/notices.js';

/** The snapshot's file name inside a prebuilt folder. */
export const SNAPSHOT_NAME = 'library.json';

interface Snapshot {
  format: 2;
  rulesets: RulesetInfo[];
  entries: Entry[];
}

/** Writes the snapshot of a library to `path` (built-in folders are stored relative to the built-in folder, so the package can move). */
export function writeSnapshot(lib: Library, path: string): void {
  const rulesets = lib.rulesets.map((r) => (r.builtin ? { ...r, dir: r.dir.slice(builtinRulesetsDir.length) } : r));
  const snap: Snapshot = { format: 2, rulesets, entries: lib.entries };
  writeFileSync(path, JSON.stringify(snap));
}

/** The snapshot in a prebuilt folder, if it was built from the rulesets as they are now; an unreadable one warns once and is skipped. */
export function readSnapshotIn(dir: string): Library | undefined {
  const path = join(dir, SNAPSHOT_NAME);
  if (!isUsable(path)) return undefined;
  let snap: Snapshot;
  try {
    snap = JSON.parse(readFileSync(path, 'utf8')) as Snapshot;
    if (snap.format !== 2 || !Array.isArray(snap.rulesets) || !Array.isArray(snap.entries)) throw new Error(`unknown format ${String(snap.format)}`);
  } catch (e) {
    warnOnce(`${displayPath(path)} cannot be read (${(e as Error).message}); reading the rulesets from YAML instead (npm run build rewrites it)`);
    return undefined;
  }
  debugLine(`library: prebuilt ${displayPath(path)}`);
  const rulesets = snap.rulesets.map((r) => (r.builtin ? { ...r, dir: builtinRulesetsDir + r.dir } : r));
  return makeLibrary(rulesets, snap.entries);
}
