/** The user's folders for qm, where everything qm writes for itself goes (never the package folder). */
import { homedir } from 'node:os';
import { join } from 'node:path';

// Kept rather than env-paths: it takes a relative XDG_* value (the spec says ignore it) and moves the cache on macOS and Windows.
/** `$<variable>/quartermaster` (an absolute value only, as the XDG spec says), else `~/<fallback>/quartermaster`. */
function xdgDir(variable: 'XDG_CACHE_HOME' | 'XDG_CONFIG_HOME', fallback: string, env: NodeJS.ProcessEnv): string {
  const base = env[variable]?.startsWith('/') ? env[variable]! : join(homedir(), fallback);
  return join(base, 'quartermaster');
}

/** $XDG_CACHE_HOME/quartermaster, else ~/.cache/quartermaster. */
export function userCacheDir(env = process.env): string {
  return xdgDir('XDG_CACHE_HOME', '.cache', env);
}

/** $XDG_CONFIG_HOME/quartermaster, else ~/.config/quartermaster. */
export function userConfigDir(env = process.env): string {
  return xdgDir('XDG_CONFIG_HOME', '.config', env);
}
