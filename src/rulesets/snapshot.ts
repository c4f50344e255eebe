/** The prebuilt library: the built-in rulesets validated at build time and stored as JSON for a fast start. */
import { readFileSync, writeFileSync } from 'node:fs';
import { packagePath } from '../package-root.js';
import { makeLibrary, type Entry, type Library, type RulesetInfo } from './entry.js';
import { builtinRulesetsDir, isPrebuiltFresh } from './locations.js';

/** Where the build writes the snapshot. */
export const snapshotPath = packagePath('dist', 'library.json');

interface Snapshot {
  format: 1;
  rulesets: RulesetInfo[];
  entries: Entry[];
}

/** Writes the snapshot of the built-in library (folders are stored relative to the built-in folder). */
export function writeSnapshot(lib: Library): void {
  const rulesets = lib.rulesets.map((r) => ({ ...r, dir: r.dir.slice(builtinRulesetsDir.length) }));
  const snap: Snapshot = { format: 1, rulesets, entries: lib.entries };
  writeFileSync(snapshotPath, JSON.stringify(snap));
}

/** The snapshot, if it exists and no built-in ruleset file is newer than it. */
export function readFreshSnapshot(): Library | undefined {
  if (!isPrebuiltFresh(snapshotPath)) return undefined;
  const snap = JSON.parse(readFileSync(snapshotPath, 'utf8')) as Snapshot;
  if (snap.format !== 1) return undefined;
  const rulesets = snap.rulesets.map((r) => ({ ...r, dir: builtinRulesetsDir + r.dir }));
  return makeLibrary(rulesets, snap.entries);
}
