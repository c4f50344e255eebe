/** The files a ruleset's manifest lists outside its folder (`files: [../shared/e.yaml]`): the digest must see them too. */
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve, sep } from 'node:path';
import { byCodePoint } from '../by-code-point.js';

/** The real path of `p`, or `p` when it cannot be resolved. */
export function realOrSelf(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}

/** The files a ruleset's manifest lists (entries, directives, lexicon, vocabulary) that lie outside its folder, in code-point order. */
export function listedOutside(dir: string, root: string): string[] {
  let text: string;
  try {
    text = readFileSync(join(dir, 'ruleset.yaml'), 'utf8');
  } catch {
    return [];
  }
  // The YAML parser is loaded only for a manifest that names a path going up or starting at the root.
  if (!/(^|[\s[,'"])(\.\.[/\\]|\/)/m.test(text)) return [];
  let m: Record<string, unknown> | null;
  try {
    m = (createRequire(import.meta.url)('yaml') as typeof import('yaml')).parse(text) as Record<string, unknown> | null;
  } catch {
    return [];
  }
  const listed = [m?.files, m?.directives, [m?.lexicon], [m?.vocabulary]].flatMap((x) => (Array.isArray(x) ? x : [])).filter((x): x is string => typeof x === 'string');
  const outside = listed.filter((f) => {
    const real = realOrSelf(resolve(dir, f));
    return real !== root && !real.startsWith(root + sep);
  });
  return [...new Set(outside)].sort(byCodePoint);
}
