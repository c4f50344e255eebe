/** Writes that a reader never sees half done and a failure never leaves half written: a temporary file in the same folder, fsync, rename. */
import { closeSync, fchmodSync, fsyncSync, mkdirSync, openSync, realpathSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname, join, basename } from 'node:path';
import { writeFailure } from './write-failure.js';

let counter = 0;

/** A temporary name next to `path` (same folder, so the rename cannot cross file systems); sweepTemporaries knows the shape. */
export function tempPathFor(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.${counter++}.tmp`);
}

/** A file written aside, waiting to replace its target. */
export interface StagedWrite {
  /** The file that will be replaced (a symbolic link's target, so the link stays a link). */
  target: string;
  /** Renames the temporary file over the target. */
  commit(): void;
  /** Removes the temporary file. */
  abort(): void;
}

/** Options of a write. */
export interface WriteOptions {
  /** Create the target's folder when missing (caches); a user's file is written only into a folder that exists. */
  createFolder?: boolean | undefined;
}

/**
 * The test suite's way to fail a write as a full disk would, after half the data: `QM_FAULT_WRITE` holds a part of the
 * path to fail. Read here only, so no other code can be made to fail by it.
 */
function injectedFault(target: string): NodeJS.ErrnoException | undefined {
  const want = process.env.QM_FAULT_WRITE;
  if (!want || !target.includes(want)) return undefined;
  return Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write' });
}

/** Writes `data` to a temporary file next to `path` and syncs it to disk; throws an InputError naming `path` when it cannot. */
export function stageWrite(path: string, data: string | Uint8Array, options: WriteOptions = {}): StagedWrite {
  let target = path;
  let mode: number | undefined;
  try {
    target = realpathSync(path);
    mode = statSync(target).mode & 0o7777;
  } catch {
    // A new file: written with the default permissions.
  }
  const temp = tempPathFor(target);
  let fd: number | undefined;
  try {
    if (options.createFolder) mkdirSync(dirname(target), { recursive: true });
    fd = openSync(temp, 'wx', 0o666);
    // The replacement keeps the original's permissions; rename would otherwise give it the umask's.
    if (mode !== undefined) fchmodSync(fd, mode);
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    const fault = injectedFault(target);
    const upTo = fault ? bytes.length >> 1 : bytes.length;
    for (let done = 0; done < upTo; ) done += writeSync(fd, bytes, done, upTo - done);
    if (fault) throw fault;
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
  } catch (e) {
    if (fd !== undefined) closeSync(fd);
    rmSync(temp, { force: true });
    throw writeFailure(path, e);
  }
  return {
    target,
    commit() {
      try {
        renameSync(temp, target);
      } catch (e) {
        rmSync(temp, { force: true });
        throw writeFailure(path, e);
      }
      syncFolder(dirname(target));
    },
    abort: () => rmSync(temp, { force: true }),
  };
}

/** Makes a rename durable; a folder that cannot be opened or synced (some file systems) only loses that guarantee. */
function syncFolder(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Best effort, as every editor does.
  }
}

/** Writes `data` to `path` atomically; on failure the original is untouched and the InputError names the file and why. */
export function writeFileAtomic(path: string, data: string | Uint8Array, options: WriteOptions = { createFolder: true }): void {
  stageWrite(path, data, options).commit();
}
