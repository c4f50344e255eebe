/**
 * A memo of prebuilt files already checked against their manifest's SHA-256, keyed by each file's stat stamp (size,
 * times, inode): hashing every prebuilt file on every command cost more than reading them. Any write to a file changes
 * its ctime, which cannot be set back, so a file changed since it was checked is hashed again.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-write.js';
import { userCacheDir } from './cache-dir.js';
import { fnv32 } from './digest.js';

type Memo = Record<string, string>;

const memos = new Map<string, { file: string; memo: Memo }>();

/** The memo of the folder `dir`, read once per process. */
function memoOf(dir: string): { file: string; memo: Memo } {
  let m = memos.get(dir);
  if (!m) {
    const file = join(userCacheDir(), 'digests', `vouched-${fnv32(dir)}.json`);
    let memo: Memo = {};
    try {
      memo = JSON.parse(readFileSync(file, 'utf8')) as Memo;
    } catch {
      // None yet, or unreadable: every file is hashed.
    }
    memos.set(dir, (m = { file, memo }));
  }
  return m;
}

/** Whether the file at `path` with this stamp was already found to have `sha256`. */
export function vouchedBefore(dir: string, name: string, stamp: string, sha256: string): boolean {
  return memoOf(dir).memo[name] === `${stamp} ${sha256}`;
}

/** Records that the file with this stamp has `sha256` (not for a file changed in the last seconds, whose stamp may not yet prove its content). */
export function rememberVouched(dir: string, name: string, stamp: { stamp: string; changedMs: number }, sha256: string): void {
  if (Date.now() - stamp.changedMs < 3000) return;
  const m = memoOf(dir);
  m.memo[name] = `${stamp.stamp} ${sha256}`;
  try {
    writeFileAtomic(m.file, JSON.stringify(m.memo));
  } catch {
    // A read-only home only costs the hashing next time.
  }
}
