/** Keeps the user's cache of prebuilt folders small: old folders beyond a limit are removed. */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** How many cache folders are kept: each is a whole library, and every edit of an extra ruleset makes a new one. */
const KEPT_CACHE_FOLDERS = 8;

/** Removes the least recently written cache folders beyond the limit, sparing any written in the last day (another qm may be reading it). */
export function pruneCache(parent: string, current: string): void {
  try {
    const dayAgo = Date.now() - 24 * 3600 * 1000;
    const folders = readdirSync(parent)
      .map((name) => join(parent, name))
      .filter((p) => p !== current)
      .map((p) => ({ p, t: statSync(p).mtimeMs }))
      .sort((a, b) => b.t - a.t);
    for (const { p, t } of folders.slice(KEPT_CACHE_FOLDERS - 1)) if (t < dayAgo) rmSync(p, { recursive: true, force: true });
  } catch {
    // Pruning is housekeeping: never a reason to fail a command.
  }
}
