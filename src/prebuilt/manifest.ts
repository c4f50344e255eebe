/** The manifest of a folder of prebuilt files: format, the content digest they were built from, and each file's size. */
import { readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { writeFileAtomic } from './atomic-write.js';
import { PREBUILT_FORMAT } from './digest.js';

/** The manifest's file name inside a prebuilt folder. */
const MANIFEST_NAME = 'prebuilt.json';

/** What the manifest records. */
export interface PrebuiltManifest {
  format: number;
  /** The content digest of the ruleset folders the files were built from. */
  key: string;
  /** Each prebuilt file's size in bytes: a file of another size is damaged or half-replaced. */
  files: Record<string, number>;
  /** Which build wrote the package's prebuilt files: caches of extra rulesets are keyed by it too, since new code may load the same YAML differently. */
  build?: string | undefined;
}

const cache = new Map<string, PrebuiltManifest | null>();

/** The manifest of a prebuilt folder, read once per process; undefined when missing, unreadable or of another format. */
export function readManifest(dir: string): PrebuiltManifest | undefined {
  if (!cache.has(dir)) {
    let m: PrebuiltManifest | null = null;
    try {
      const data = JSON.parse(readFileSync(join(dir, MANIFEST_NAME), 'utf8')) as PrebuiltManifest;
      if (data && data.format === PREBUILT_FORMAT && typeof data.key === 'string' && data.files && typeof data.files === 'object') m = data;
    } catch {
      m = null;
    }
    cache.set(dir, m);
  }
  return cache.get(dir) ?? undefined;
}

/** Writes the manifest last, after the files it describes are in place, so it never vouches for a file not yet written. */
export function writeManifest(dir: string, key: string, names: readonly string[], build?: string): void {
  cache.delete(dir);
  // Files committed earlier under the same key (the library, then the search index on a later run) stay listed.
  const before = readManifest(dir);
  const kept = before?.key === key ? before.files : {};
  const files = { ...kept, ...Object.fromEntries(names.map((n) => [n, statSync(join(dir, n)).size])) };
  const m: PrebuiltManifest = { format: PREBUILT_FORMAT, key, files, ...(build ? { build } : before?.key === key && before.build ? { build: before.build } : {}) };
  writeFileAtomic(join(dir, MANIFEST_NAME), `${JSON.stringify(m, null, 1)}\n`);
  cache.set(dir, m);
}

/** Why a prebuilt file cannot be used for `key`, or undefined when it can ('damaged' when the key matches but the size does not). */
export function staleness(path: string, key: string): 'missing' | 'stale' | 'damaged' | undefined {
  const m = readManifest(dirname(path));
  if (!m) return 'missing';
  if (m.key !== key) return 'stale';
  const want = m.files[basename(path)];
  if (want === undefined) return 'missing';
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    return 'damaged';
  }
  return size === want ? undefined : 'damaged';
}
