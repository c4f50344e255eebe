/** Temporary folders for tests, each removed after its test file (test/helpers/remove-scratch.ts registers that). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made = new Set<string>();

/** A new empty folder in the temp dir, named `<prefix>XXXXXX`, removed after the test file that made it. */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.add(dir);
  return dir;
}

/** Removes every folder scratchDir made in this test file. */
export function removeScratch(): void {
  for (const dir of made) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  made.clear();
}
