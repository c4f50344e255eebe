/** Content digests of ruleset folders: what decides whether prebuilt files still describe the rulesets. */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { writeFileAtomic } from './atomic-write.js';
import { userCacheDir } from './cache-dir.js';
import { rulesetFiles, type RulesetFile } from './ruleset-files.js';
import { warnOnce } from './notices.js';
import { crc32 } from './crc32.js';

/** Bumped whenever the prebuilt files' shape changes, so old files are never read by new code. */
export const PREBUILT_FORMAT = 9;

/** FNV-1a of a string as eight hex digits: short ids (builds, folders) without loading node:crypto. */
export function fnv32(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** The memo file's name for a stat signature: its CRC-32 (native: FNV over the ~8 KB signature in JS cost ~2 ms a command) and its length. */
const memoName = (text: string): string => crc32(text) + text.length.toString(16);

/** The SHA-256 of the files' names and contents (node:crypto is loaded only here, when the memo misses). */
function contentDigest(listed: { dir: string; files: RulesetFile[] }[], withPaths: boolean): string {
  const { createHash } = createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto');
  const h = createHash('sha256');
  h.update(`qm-prebuilt-${PREBUILT_FORMAT}\0`);
  for (const { dir, files } of listed) {
    // The built-in folder is digested without its path, so an installed copy anywhere matches the build; extra folders
    // with it, because the library records where each ruleset lives.
    h.update(`dir\0${withPaths ? dir : ''}\0`);
    for (const f of files) {
      const data = readFileSync(f.abs);
      h.update(`${f.rel}\0${data.length}\0`);
      h.update(data);
    }
  }
  return h.digest('hex').slice(0, 32);
}

/**
 * A digest of every file below the folders (names and contents, in code-point order; with `withPaths`, the folders' paths too).
 * Hashing the content is the truth; a memo in the user's cache maps the files' stat stamps (which any edit, copy or
 * `touch -d` changes, through ctime) to the digest, so an unchanged install reads one small file instead of every ruleset.
 */
export function digestFolders(dirs: readonly string[], skipped: string[] = [], withPaths = false): string {
  const listed = dirs.map((dir) => ({ dir, files: rulesetFiles(dir, skipped) }));
  const signature = `${PREBUILT_FORMAT}\n${withPaths}\n${listed.map(({ dir, files }) => `${dir}\n${files.map((f) => `${f.rel}\0${f.stamp}`).join('\n')}`).join('\n\n')}`;
  const memo = join(userCacheDir(), 'digests', `${memoName(signature)}.json`);
  try {
    const saved = JSON.parse(readFileSync(memo, 'utf8')) as { signature: string; digest: string };
    if (saved.signature === signature && typeof saved.digest === 'string') return saved.digest;
  } catch {
    // No memo yet, or a damaged one: hash the content.
  }
  const digest = contentDigest(listed, withPaths);
  // Like git's "racy" rule: a file changed in the last seconds could change again within the same timestamp tick, so its
  // stamp does not yet prove its content; such a digest is not memoised.
  const newest = listed.reduce((m, { files }) => files.reduce((n, f) => Math.max(n, f.changedMs), m), 0);
  if (Date.now() - newest < 3000) return digest;
  try {
    writeFileAtomic(memo, JSON.stringify({ signature, digest }));
    pruneMemos(dirname(memo));
  } catch {
    // A read-only or missing home only costs the hashing next time.
  }
  return digest;
}

/** Keeps the memo folder small: past 64 memos, the older half goes (a removed memo only costs one hashing). */
function pruneMemos(dir: string): void {
  const names = readdirSync(dir);
  if (names.length <= 64) return;
  const byAge = names.map((n) => ({ p: join(dir, n), t: statSync(join(dir, n)).mtimeMs })).sort((a, b) => a.t - b.t);
  for (const { p } of byAge.slice(0, byAge.length / 2)) rmSync(p, { force: true });
}

/** Warns once about editors' leftovers found while digesting: they are skipped, never read as rulesets. */
export function warnSkipped(skipped: readonly string[]): void {
  if (skipped.length) warnOnce(`skipped ${skipped.length === 1 ? skipped[0] : `${skipped[0]} and ${skipped.length - 1} more`}`, 'leftovers');
}
