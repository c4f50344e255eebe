/** The situation files `qm check` runs: files as named, and folders searched for *.yaml / *.yml, in a stable order. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { parse } from 'yaml';
import { InputError } from '../errors.js';
import { byCodePoint } from '../rulesets/by-code-point.js';

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

/** Every situation file under `paths`, sorted within each folder; a missing path is an InputError. */
export function situationFiles(paths: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    // Code-point order, not the locale's: the same files in the same order under any LANG.
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => byCodePoint(a.name, b.name));
    const skip = entries.some((d) => d.isFile() && d.name === 'ruleset.yaml') ? rulesetFiles(dir) : new Set<string>();
    for (const d of entries) {
      if (d.name.startsWith('.') || d.name === 'node_modules') continue;
      const p = join(dir, d.name);
      if (skip.has(normalize(p))) continue;
      if (d.isDirectory()) walk(p);
      else if (/\.ya?ml$/i.test(d.name)) out.push(p);
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
