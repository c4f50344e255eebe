/** The situation files `qm check` runs: files as named, and folders searched for *.yaml / *.yml, in a stable order. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { createRequire } from 'node:module';
import { parse } from 'yaml';
import { InputError } from '../errors.js';

/**
 * The files of a ruleset folder (one holding ruleset.yaml) that are ruleset data, not situations: the manifest and
 * what it lists as entry, directive, lexicon and vocabulary files, and the audit's decides/. Other YAML there (an
 * event's rulings/) is still checked.
 */
function rulesetFiles(dir: string): Set<string> {
  const manifest = join(dir, 'ruleset.yaml');
  const out = new Set([normalize(manifest)]);
  try {
    const m = parse(readFileSync(manifest, 'utf8')) as { files?: unknown; directives?: unknown; lexicon?: unknown; vocabulary?: unknown } | null;
    const listed = [m?.files, m?.directives, [m?.lexicon], [m?.vocabulary]].flatMap((x) => (Array.isArray(x) ? x : [])).filter((x): x is string => typeof x === 'string');
    for (const f of listed) out.add(normalize(join(dir, f)));
  } catch {
    // A broken manifest is qm lint's business; its entry files still sit under the usual folders.
  }
  for (const sub of ['entries', 'directives', 'decides']) out.add(normalize(join(dir, sub)));
  return out;
}

/** Code-point order of two paths, folder by folder: the order a depth-first walk of sorted folders gives, under any LANG. */
function byFolders(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
  return x.length - y.length;
}

/** Every situation file under `paths`, sorted within each folder; a missing path is an InputError. */
export function situationFiles(paths: string[]): string[] {
  const out: string[] = [];
  // tinyglobby finds the YAML (hidden files and folders, and node_modules, left out); what is ruleset data is qm's to say.
  const walk = (dir: string) => {
    // Required only when a folder is walked (a few ms to load), so checking named files does not pay for it.
    const { globSync } = createRequire(import.meta.url)('tinyglobby') as typeof import('tinyglobby');
    const found = globSync(['**/*.{yaml,yml}'], { cwd: dir, dot: false, caseSensitiveMatch: false, followSymbolicLinks: false, ignore: ['**/node_modules/**'] });
    const skip = new Set<string>();
    for (const manifest of found.filter((f) => f === 'ruleset.yaml' || f.endsWith('/ruleset.yaml'))) {
      for (const p of rulesetFiles(join(dir, dirname(manifest)))) skip.add(p);
    }
    const skipped = (p: string) => {
      for (let at = p; ; at = dirname(at)) {
        if (skip.has(at)) return true;
        if (dirname(at) === at || at === normalize(dir)) return false;
      }
    };
    for (const f of found.sort(byFolders)) {
      const p = join(dir, f);
      if (!skipped(normalize(p))) out.push(p);
    }
  };
  for (const path of paths) {
    if (path === '-') {
      out.push(path);
      continue;
    }
    if (!existsSync(path)) throw new InputError('no such file or folder', { file: path });
    if (statSync(path).isDirectory()) walk(path);
    else out.push(path);
  }
  return [...new Set(out)];
}
