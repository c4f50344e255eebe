/** The game the judge used last, kept in the user's config folder (never the package folder) to be the next default. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../prebuilt/atomic-write.js';
import { userConfigDir } from '../prebuilt/cache-dir.js';

/** `$XDG_CONFIG_HOME/quartermaster/judge.json`, else `~/.config/quartermaster/judge.json`. */
const judgeConfigPath = (): string => join(userConfigDir(), 'judge.json');

/** The ruleset id used last, if one was recorded and can be read. */
export function readLastGame(): string | undefined {
  try {
    const v = (JSON.parse(readFileSync(judgeConfigPath(), 'utf8')) as { ruleset?: unknown }).ruleset;
    return typeof v === 'string' ? v : undefined;
  } catch {
    return undefined;
  }
}

/** Records `ruleset` as the last game; a read-only or missing home only loses the convenience, so failures are ignored. */
export function writeLastGame(ruleset: string): void {
  try {
    // Written aside and renamed, so two judges at once never leave half a file.
    writeFileAtomic(judgeConfigPath(), `${JSON.stringify({ ruleset })}\n`);
  } catch {
    // Nothing to do: the default falls back to the largest built-in ruleset.
  }
}
