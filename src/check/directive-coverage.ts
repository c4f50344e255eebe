/**
 * Directive coverage: which entries the audit says decide a dispute (`rulesets/<id>/decides/*.yaml`), which of them
 * carry a directive (or are cited by one), and which a fixture's answer cites. `npm run coverage:directives`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Library } from '../rulesets/entry.js';
import { byCodePoint } from '../by-code-point.js';
import { checkFile } from './run-checks.js';

/** What an entry's text decides, as the audit records it. */
export type Decides = 'who-picks' | 'conflict' | 'order' | 'fact';
const allowed = new Set<Decides>(['who-picks', 'conflict', 'order', 'fact']);

/** One ruleset's figures. */
export interface Coverage {
  ruleset: string;
  entries: number;
  classified: number;
  deciding: string[];
  withDirective: string[];
  cited: string[];
  problems: string[];
}

/** Reads a ruleset's audit files: entry id → what it decides. */
function readDecides(dir: string): { map: Map<string, Decides[]>; problems: string[] } {
  const map = new Map<string, Decides[]>();
  const problems: string[] = [];
  const folder = join(dir, 'decides');
  if (!existsSync(folder)) return { map, problems };
  for (const f of readdirSync(folder).filter((x) => x.endsWith('.yaml')).sort(byCodePoint)) {
    const data = parse(readFileSync(join(folder, f), 'utf8')) as Record<string, unknown> | null;
    for (const [id, v] of Object.entries(data ?? {})) {
      const list = Array.isArray(v) ? v : [];
      const bad = list.filter((x) => !allowed.has(x as Decides));
      if (!Array.isArray(v) || bad.length) problems.push(`${f}: ${id}: expected a list of ${[...allowed].join(', ')}`);
      if (map.has(id)) problems.push(`${f}: ${id} is classified twice`);
      map.set(id, list.filter((x) => allowed.has(x as Decides)) as Decides[]);
    }
  }
  return { map, problems };
}

/** Every entry id some directive is attached to or cites (including procedure steps' entries). */
function directiveEntries(lib: Library): Set<string> {
  const out = new Set<string>();
  for (const e of lib.entries) {
    for (const d of e.directives) {
      out.add(e.id);
      for (const c of d.cites ?? []) out.add(c);
      if (d.kind === 'procedure') for (const s of d.steps) if (s.entry) out.add(s.entry);
    }
  }
  return out;
}

/** Every entry cited by an answer to a situation file under `fixtureDirs`. */
function citedByFixtures(lib: Library, files: string[]): Set<string> {
  const out = new Set<string>();
  // As qm check reads them: every document of a multi-document file; an unreadable one cites nothing (qm check reports it).
  for (const f of files) for (const s of checkFile(lib, f).situations) for (const a of s.answers ?? []) for (const c of a.cites) out.add(c);
  return out;
}

/** The coverage of every built-in ruleset. */
export function directiveCoverage(lib: Library, fixtureFiles: string[]): Coverage[] {
  const withDirective = directiveEntries(lib);
  const cited = citedByFixtures(lib, fixtureFiles);
  return lib.rulesets.filter((r) => r.builtin).map((r) => {
    const { map, problems } = readDecides(r.dir);
    const ids = new Set(lib.entries.filter((e) => e.ruleset === r.id).map((e) => e.id));
    for (const id of map.keys()) if (!ids.has(id)) problems.push(`unknown entry ${id}`);
    const deciding = [...map].filter(([id, d]) => ids.has(id) && d.length > 0).map(([id]) => id);
    return {
      ruleset: r.id, entries: ids.size, classified: [...map.keys()].filter((id) => ids.has(id)).length, deciding,
      withDirective: deciding.filter((id) => withDirective.has(id)), cited: deciding.filter((id) => cited.has(id)), problems,
    };
  });
}
