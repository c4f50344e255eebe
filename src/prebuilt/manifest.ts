/** The manifest of a folder of prebuilt files: format, the content digest they were built from, and each file's size and SHA-256. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-write.js';
import { PREBUILT_FORMAT } from './digest.js';
import { sha256 } from './sha256.js';
import { useVouched } from './vouched-slices.js';

/** The manifest's file name inside a prebuilt folder. */
const MANIFEST_NAME = 'prebuilt.json';

/** What the manifest records of one file: a file of another size is half-written; of another digest, altered. */
export interface FileRecord {
  size: number;
  sha256: string;
}

/** What the manifest records. */
export interface PrebuiltManifest {
  format: number;
  /** The content digest of the ruleset files the prebuilt files were built from. */
  key: string;
  files: Record<string, FileRecord>;
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
      const files = Object.values(data?.files ?? {}) as unknown[];
      const wellFormed = (f: unknown) => typeof (f as FileRecord)?.size === 'number' && typeof (f as FileRecord)?.sha256 === 'string';
      if (data && data.format === PREBUILT_FORMAT && typeof data.key === 'string' && typeof data.files === 'object' && files.every(wellFormed)) m = data;
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
  const records = names.map((n): [string, FileRecord] => {
    const bytes = readFileSync(join(dir, n));
    return [n, { size: bytes.length, sha256: sha256(bytes) }];
  });
  const m: PrebuiltManifest = { format: PREBUILT_FORMAT, key, files: { ...kept, ...Object.fromEntries(records) }, ...(build ? { build } : before?.key === key && before.build ? { build: before.build } : {}) };
  writeFileAtomic(join(dir, MANIFEST_NAME), `${JSON.stringify(m, null, 1)}\n`);
  cache.set(dir, m);
}

/** Why a prebuilt file cannot be used. */
export type Staleness = 'missing' | 'stale' | 'damaged' | 'altered';

/** The bytes of a prebuilt file the manifest vouches for under `key`, or why not ('damaged': another size; 'altered': same size, other content). */
export function readVouched(path: string, key: string): { bytes: Buffer } | { why: Staleness } {
  const r = useVouched(path, key, (file) => file.slice(0, file.size));
  return 'why' in r ? r : { bytes: r.value };
}

/** Why a prebuilt file cannot be used for `key`, or undefined when it can. */
export function staleness(path: string, key: string): Staleness | undefined {
  const r = readVouched(path, key);
  return 'why' in r ? r.why : undefined;
}
