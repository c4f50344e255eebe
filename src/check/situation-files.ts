/** The situation files `qm check` runs: files as named, and folders searched for *.yaml / *.yml, in a stable order. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../errors.js';

/** Every situation file under `paths`, sorted within each folder; a missing path is an InputError. */
export function situationFiles(paths: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const d of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (d.name.startsWith('.') || d.name === 'node_modules') continue;
      const p = join(dir, d.name);
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
