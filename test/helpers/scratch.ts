/** Temporary folders for tests, each removed after its test file. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/** A function that makes a fresh temporary folder; every folder it made is removed after the file's tests. */
export function useScratch(prefix = 'qm-test-'): () => string {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}

const made = new Set<string>();

/** A new empty folder in the temp dir, named `<prefix>XXXXXX`, removed after the test file that made it (test/helpers/remove-scratch.ts registers that). */
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
