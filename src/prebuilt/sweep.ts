/** Removes temporary files that a killed writer (kill -9, a crash, a power cut) left in a prebuilt folder. */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** How old a temporary file of a live process must be to count as left over (its pid may have been reused). */
const STALE_MS = 3600 * 1000;

/** Whether process `pid` is running (EPERM: it is, under another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Deletes `.name.<pid>.<time>.<n>.tmp` files (the shape tempPathFor gives) whose writer is gone, or that are over an hour old. */
export function sweepTemporaries(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const m = /^\..+\.(\d+)\.(\d+)\.\d+\.tmp$/.exec(name);
    if (!m || Number(m[1]) === process.pid) continue;
    const path = join(dir, name);
    try {
      if (!alive(Number(m[1])) || Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { force: true });
    } catch {
      // Another qm swept it first.
    }
  }
}
