/** The game the judge used last, kept in the user's config folder (never the package folder) to be the next default. */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** `$XDG_CONFIG_HOME/quartermaster/judge.json`, else `~/.config/quartermaster/judge.json`. */
function judgeConfigPath(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME.startsWith('/') ? env.XDG_CONFIG_HOME : join(homedir(), '.config');
  return join(base, 'quartermaster', 'judge.json');
}

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
    const file = judgeConfigPath();
    mkdirSync(join(file, '..'), { recursive: true });
    // Written aside and renamed, so two judges at once never leave half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, `${JSON.stringify({ ruleset })}\n`);
    renameSync(tmp, file);
  } catch {
    // Nothing to do: the default falls back to the largest built-in ruleset.
  }
}
