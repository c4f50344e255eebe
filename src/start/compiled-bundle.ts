/**
 * Runs the CLI's CommonJS bundle with V8's code cache, kept in the user's cache folder: a command then skips parsing and
 * compiling what its previous run compiled (Node 20 has no compile cache for modules; 22's module.enableCompileCache
 * would do this for everyone). Each chunk the command requires is cached apart, so unused commands cost nothing.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { crc32 } from '../prebuilt/crc32.js';

// V8 checks a cache's version, flags and length, but its checksum only in debug builds: a file damaged in place must
// never reach it, so each cache file starts with the CRC-32 of the rest (as eight hex digits).
const HASH_BYTES = 8;
const digest = (data: Uint8Array) => Buffer.from(crc32(data));

/** CommonJS's module wrapper, as Node applies it to a required file. */
const wrap = (source: string) => `(function (exports, require, module, __filename, __dirname) { ${source}\n});`;

/** The cached data in `file` if its checksum holds, else undefined. */
function readCache(file: string): Buffer | undefined {
  try {
    const bytes = readFileSync(file);
    const data = bytes.subarray(HASH_BYTES);
    return data.length > 0 && digest(data).equals(bytes.subarray(0, HASH_BYTES)) ? data : undefined;
  } catch {
    return undefined;
  }
}

/** What makes a chunk's cache its own: its size and time (a rebuilt file changes both), Node's version and the machine type. */
const chunkStamp = (file: string) => {
  const st = statSync(file);
  return `${st.size.toString(36)}-${Math.trunc(st.mtimeMs).toString(36)}-${process.version}-${process.arch}`;
};

/** Writes a file aside then by rename; a failure (read-only or full home) only means compiling again next time. */
function writeAside(file: string, data: string | Buffer): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    const aside = `${file}.${process.pid}.tmp`;
    writeFileSync(aside, data);
    renameSync(aside, file);
  } catch {
    // Nothing to undo: the next run reads the old cache (or marker), or none.
  }
}

/** Writes a cache with its checksum first. */
const writeCache = (file: string, data: Buffer): void => writeAside(file, Buffer.concat([digest(data), data]));

/** Removes a command's caches of chunks that are gone or were rebuilt (or made by another Node). */
function pruneCaches(dir: string, bundleDir: string): void {
  try {
    for (const name of readdirSync(dir)) {
      if (name === 'reached') continue;
      const [chunk, stamp] = name.replace(/\.bin$/, '').split('@');
      const path = join(bundleDir, chunk ?? '');
      if (!chunk || !existsSync(path) || stamp !== chunkStamp(path)) rmSync(join(dir, name), { force: true });
    }
  } catch {
    // An unreadable folder is left as it is.
  }
}

/** Builtins that cost a few milliseconds to load (child_process brings net and dgram) and that no command needs at start. */
const LAZY = new Set(['node:child_process', 'child_process']);

/** A stand-in for a builtin that loads it when one of its properties is first read. */
function lazily(id: string, nodeRequire: NodeJS.Require): unknown {
  let real: Record<string | symbol, unknown> | undefined;
  const get = () => (real ??= nodeRequire(id) as Record<string | symbol, unknown>);
  // Only reads and `in` are passed on: the bundle takes functions off the module, and never lists its keys.
  return new Proxy({}, { get: (_, key) => get()[key], has: (_, key) => key in get() });
}

/** A loaded bundle: its exports, and `save()` to keep what this run compiled wherever a chunk's cache was missing or refused. */
export interface CompiledBundle {
  exports: Record<string, unknown>;
  /** The files this run compiled without a usable cache (missing, damaged, or refused by V8). */
  compiled: string[];
  /**
   * Writes the caches this run lacked, as `command`'s (or `as`'s); with `reached` (the optional paths this run took),
   * every chunk's cache is written again when the caches on disk came from runs that did not take one of them: V8 keeps
   * in a cache the functions compiled by the run that made it, and a path first taken later compiled its own every time.
   * True when it wrote any.
   */
  save(as?: string, reached?: readonly string[]): boolean;
}

/** The paths a command's caches were made by runs taking (one name a line). */
const reachedFile = (dir: string) => join(dir, 'reached');

function readReached(dir: string): Set<string> {
  try {
    return new Set(readFileSync(reachedFile(dir), 'utf8').split('\n').filter(Boolean));
  } catch {
    return new Set();
  }
}

/** Loads `entry` (a CommonJS file in a bundle folder) and the chunks it requires, each with `command`'s code cache in `cacheDir`.
 * Their code cannot use import() (Node 20's vm has no loader for it): the entry lends one through the CLI's useImporter. */
export function loadCompiled(entry: string, cacheDir: string, command: string): CompiledBundle {
  const bundleDir = dirname(entry);
  const nodeRequire = createRequire(entry);
  const loaded = new Map<string, { exports: Record<string, unknown> }>();
  // Every chunk loaded, and whether it ran without a usable cache.
  const all: { file: string; cache: string; script: Script; stale: boolean }[] = [];
  const load = (file: string) => {
    let module = loaded.get(file);
    if (module) return module.exports;
    const cache = join(cacheDir, command, `${file.slice(bundleDir.length + 1)}@${chunkStamp(file)}.bin`);
    const cachedData = readCache(cache);
    const script = new Script(wrap(readFileSync(file, 'utf8')), { filename: file, cachedData });
    all.push({ file, cache, script, stale: !cachedData || script.cachedDataRejected === true });
    loaded.set(file, (module = { exports: {} }));
    (script.runInThisContext() as (...args: unknown[]) => void).call(module.exports, module.exports, requireFrom, module, file, bundleDir);
    return module.exports;
  };
  // The bundle's own chunks go through the cache; anything else (node:, npm packages) is Node's require, but a builtin
  // the bundle requires only in case (commander's child_process, for subcommands qm does not have) is loaded on first use.
  const requireFrom = Object.assign(
    (id: string) => (id.startsWith('./') && id.endsWith('.cjs') ? load(join(bundleDir, id.slice(2))) : LAZY.has(id) ? lazily(id, nodeRequire) : nodeRequire(id)),
    nodeRequire,
  );
  const exports = load(entry);
  // Chunks a command requires later load later: what is stale is asked when it is read, not at load.
  const stale = () => all.filter((x) => x.stale);
  return {
    exports,
    get compiled() {
      return stale().map(({ file }) => file);
    },
    save(as = command, reached = []) {
      const dir = join(cacheDir, as);
      // The marker is read only by a run that took some optional path: most runs take none.
      const known = reached.length ? readReached(dir) : new Set<string>();
      const further = reached.filter((p) => !known.has(p));
      if (!stale().length && !further.length) return false;
      for (const { cache, script } of further.length ? all : stale()) writeCache(as === command ? cache : join(dir, basename(cache)), script.createCachedData());
      if (further.length) writeAside(reachedFile(dir), [...known, ...further].sort().join('\n') + '\n');
      pruneCaches(dir, bundleDir);
      return true;
    },
  };
}
