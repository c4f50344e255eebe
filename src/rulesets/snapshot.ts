/**
 * The prebuilt library: rulesets validated once (at build, or on first use of extra rulesets) and stored as JSON for a
 * fast start. A header line lists the rulesets and where each one's entries lie, one line per ruleset after it, so a
 * command that needs only a situation's chain parses only that chain's entries.
 */
import { makeLibrary, type Entry, type Library, type RulesetInfo } from './entry.js';
import { builtinRulesetsDir } from '../package-root.js';
import { displayPath } from '../input/read-text.js';
import { extendsChain } from './extends-chain.js';
import { readPrebuilt, type PrebuiltPlace } from '../prebuilt/store.js';
import { debugLine } from '../prebuilt/notices.js';
import { asciiJson } from '../prebuilt/ascii-json.js';
import { join } from 'node:path';

/** The snapshot's file name inside a prebuilt folder. */
export const SNAPSHOT_NAME = 'library.json';

/** The header line: the rulesets, and each one's entries as a byte range of the body (the lines after the header). */
interface Header {
  format: 3;
  rulesets: RulesetInfo[];
  parts: [id: string, start: number, end: number][];
}

/** The snapshot of a library as text (built-in folders are stored relative to the built-in folder, so the package can move). */
export function snapshotText(lib: Library): string {
  const rulesets = lib.rulesets.map((r) => (r.builtin ? { ...r, dir: r.dir.slice(builtinRulesetsDir.length) } : r));
  const lines: string[] = [];
  const parts: Header['parts'] = [];
  let at = 0;
  for (const r of lib.rulesets) {
    const line = asciiJson(lib.entries.filter((e) => e.ruleset === r.id));
    const end = at + Buffer.byteLength(line);
    parts.push([r.id, at, end]);
    lines.push(line);
    at = end + 1;
  }
  const header: Header = { format: 3, rulesets, parts };
  return `${JSON.stringify(header)}\n${lines.join('\n')}\n`;
}

/** The ids of `named` and every ruleset they extend (unknown ids are left to the situation's own check). */
export function chainsOf(named: readonly string[], rulesets: RulesetInfo[]): Set<string> {
  const byId = new Map(rulesets.map((r) => [r.id, r]));
  const out = new Set<string>();
  for (const id of named) {
    const info = byId.get(id);
    if (info) for (const r of extendsChain(info, byId).chain) out.add(r.id);
  }
  return out;
}

/**
 * The snapshot in a prebuilt folder, if it was built from the rulesets as they are now; an unreadable one warns once and
 * is skipped. With `only`, just those rulesets' entries (and their bases') are read: every ruleset is still listed.
 */
export function readSnapshotIn(place: PrebuiltPlace, only?: readonly string[]): Library | undefined {
  const snap = readPrebuilt(place, SNAPSHOT_NAME, (bytes) => {
    const body = bytes.indexOf(10) + 1;
    const header = JSON.parse(bytes.toString('utf8', 0, body)) as Header;
    if (header?.format !== 3 || !Array.isArray(header.rulesets) || !Array.isArray(header.parts)) throw new Error(`unknown format ${String(header?.format)}`);
    const wanted = only ? chainsOf(only, header.rulesets) : undefined;
    const entries: Entry[] = [];
    for (const [id, start, end] of header.parts) {
      if (wanted && !wanted.has(id)) continue;
      entries.push(...(JSON.parse(bytes.toString('utf8', body + start, body + end)) as Entry[]));
    }
    return { rulesets: header.rulesets, entries, partial: wanted !== undefined && wanted.size < header.rulesets.length ? [...wanted] : undefined };
  });
  if (!snap) return undefined;
  debugLine(`library: prebuilt ${displayPath(join(place.dir, SNAPSHOT_NAME))}${snap.partial ? ` (only ${snap.partial.join(', ')})` : ''}`);
  const rulesets = snap.rulesets.map((r) => (r.builtin ? { ...r, dir: builtinRulesetsDir + r.dir } : r));
  const lib = makeLibrary(rulesets, snap.entries);
  return snap.partial ? { ...lib, partial: snap.partial } : lib;
}
