/** The user's cache folder for qm, where everything qm writes for itself goes (never the package folder). */
import { homedir } from 'node:os';
import { join } from 'node:path';

/** $XDG_CACHE_HOME/quartermaster (an absolute XDG_CACHE_HOME only, as the spec says), else ~/.cache/quartermaster. */
export function userCacheDir(env = process.env): string {
  const base = env.XDG_CACHE_HOME && env.XDG_CACHE_HOME.startsWith('/') ? env.XDG_CACHE_HOME : join(homedir(), '.cache');
  return join(base, 'quartermaster');
}
