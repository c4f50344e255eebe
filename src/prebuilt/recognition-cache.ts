/** The resolver's recognition indexes for extra rulesets, kept in the user's cache next to their library, keyed the same way. */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Library } from '../rulesets/entry.js';
import { adoptIndexes, serialiseIndexes, type SerialIndexes } from '../read/recognise.js';
import { cacheFor, commitPrebuilt, isUsable, stagePath } from './store.js';
import { debugLine, warnOnce } from './notices.js';

const NAME = 'recognition-index.json';

/** Adopts the cached indexes for `lib` when they match its rulesets; returns a function that caches them after a resolve if not. */
export function useCachedRecognition(lib: Library, extraDirs: readonly string[]): () => void {
  const cache = cacheFor(extraDirs);
  const path = join(cache.dir, NAME);
  if (isUsable(path)) {
    try {
      const serial = JSON.parse(readFileSync(path, 'utf8')) as SerialIndexes;
      if (serial.texts.every(([, id]) => lib.byId.has(id))) {
        adoptIndexes(lib, serial);
        debugLine(`recognition index: prebuilt ${path}`);
        return () => undefined;
      }
    } catch (e) {
      warnOnce(`${path} cannot be read (${(e as Error).message}); building the recognition index again`);
    }
  }
  return () => {
    let temp: string | undefined;
    try {
      temp = stagePath(cache.dir, NAME);
      writeFileSync(temp, JSON.stringify(serialiseIndexes(lib)));
      commitPrebuilt(cache.dir, cache.key, new Map([[NAME, temp]]));
    } catch (e) {
      if (temp) rmSync(temp, { force: true });
      debugLine(`cannot cache the recognition index (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
    }
  };
}
