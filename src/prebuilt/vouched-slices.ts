/**
 * Reading a prebuilt file the manifest vouches for, by byte ranges: once its stamp has been vouched for (every run after
 * the first), the ranges are read from the open file, so a command that needs one line of a large file (`qm show`, one
 * entry of fifty rulesets' worth) never reads it whole; otherwise the file is read and hashed once, and the ranges come
 * from its bytes.
 */
import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { readManifest, type Staleness } from './manifest.js';
import { sha256 } from './sha256.js';
import { statStamp } from './ruleset-files.js';
import { rememberVouched, vouchedBefore } from './vouched-memo.js';

/** A vouched file's size, and its bytes from `start` to `end`. */
export interface FileSlices {
  size: number;
  slice(start: number, end: number): Buffer;
}

/** `length` bytes of an open file from `position`; short only if the file is. */
function readAt(fd: number, position: number, length: number): Buffer {
  const out = Buffer.allocUnsafe(length);
  let got = 0;
  while (got < length) {
    const n = readSync(fd, out, got, length - got, position + got);
    if (n === 0) break;
    got += n;
  }
  return got === length ? out : out.subarray(0, got);
}

/** `use`'s value over the file's byte ranges when the manifest vouches for it under `key`, or why not ('damaged': another size or unreadable; 'altered': same size, other content). */
export function useVouched<T>(path: string, key: string, use: (file: FileSlices) => T): { value: T } | { why: Staleness } {
  const m = readManifest(dirname(path));
  if (!m) return { why: 'missing' };
  if (m.key !== key) return { why: 'stale' };
  const name = basename(path);
  const want = m.files[name];
  if (want === undefined) return { why: 'missing' };
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return { why: 'damaged' };
  }
  try {
    // Stamp and bytes from one open file, so the stamp describes exactly what is read.
    let bytes: Buffer | undefined;
    let stamp: ReturnType<typeof statStamp>;
    try {
      const st = fstatSync(fd);
      if (st.size !== want.size) return { why: 'damaged' };
      stamp = statStamp(st);
      if (!vouchedBefore(dirname(path), name, stamp.stamp, want.sha256)) bytes = readFileSync(fd);
    } catch {
      return { why: 'damaged' };
    }
    if (!bytes) return { value: use({ size: want.size, slice: (start, end) => readAt(fd, start, end - start) }) };
    if (bytes.length !== want.size) return { why: 'damaged' };
    if (sha256(bytes) !== want.sha256) return { why: 'altered' };
    rememberVouched(dirname(path), name, stamp, want.sha256);
    const whole = bytes;
    return { value: use({ size: want.size, slice: (start, end) => whole.subarray(start, end) }) };
  } finally {
    closeSync(fd);
  }
}
