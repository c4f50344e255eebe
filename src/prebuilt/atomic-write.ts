/** Writes that a concurrent reader never sees half done: a temporary file in the same folder, then a rename. */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, basename } from 'node:path';

let counter = 0;

/** A temporary name next to `path` (same folder, so the rename cannot cross file systems). */
export function tempPathFor(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.${counter++}.tmp`);
}

/** Writes `data` to `path` atomically, creating the folder if needed. */
export function writeFileAtomic(path: string, data: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = tempPathFor(path);
  try {
    writeFileSync(temp, data);
    renameSync(temp, path);
  } catch (e) {
    rmSync(temp, { force: true });
    throw e;
  }
}
