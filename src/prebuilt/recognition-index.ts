/** The resolver's recognition indexes as a prebuilt file: dist/'s for the built-in rulesets, else the user's cache, built and kept on first use. */
import type { Library } from '../rulesets/entry.js';
import { adoptIndexes, serialiseIndexes, type SerialIndexes } from '../read/known-names.js';
import { cacheFor, distPlace, readPrebuilt, writePrebuilt, type PrebuiltPlace } from './store.js';
import { debugLine } from './notices.js';

const NAME = 'recognition-index.json';

/** The indexes in a place, when readable and about entries `lib` has (a file about renamed entries is not trusted). */
function readIn(place: PrebuiltPlace, lib: Library): SerialIndexes | undefined {
  return readPrebuilt(place, NAME, (bytes) => {
    const serial = JSON.parse(bytes.toString('utf8')) as SerialIndexes;
    if (!Array.isArray(serial?.texts) || !Array.isArray(serial.titles)) throw new Error('not a recognition index');
    // A library of one situation's chain holds some of the entries: the rest are simply not adopted.
    if (!lib.partial && !serial.texts.every(([, id]) => lib.byId.has(id))) throw new Error('it names entries the rulesets do not have');
    return serial;
  });
}

/**
 * Adopts prebuilt indexes for `lib` when some match its rulesets; otherwise returns a function to call after resolving,
 * which keeps the indexes built meanwhile in the user's cache for the next run. Undefined for part of a library (one
 * situation's chain) when no prebuilt indexes exist yet: the caller loads the whole library instead.
 */
export function useRecognitionIndex(lib: Library, extraDirs: readonly string[]): (() => void) | undefined {
  const builtinOnly = extraDirs.length === 0 && lib.rulesets.every((r) => r.builtin);
  const fromDist = builtinOnly ? readIn(distPlace(), lib) : undefined;
  const cache = fromDist ? undefined : cacheFor(extraDirs);
  const serial = fromDist ?? readIn(cache!, lib);
  if (serial) {
    adoptIndexes(lib, serial);
    debugLine(`recognition index: prebuilt${fromDist ? '' : ` ${cache!.dir}`}`);
    return () => undefined;
  }
  // Part of a library cannot build the whole one's indexes (how common a name is counts every ruleset): the caller loads it all.
  if (lib.partial) return undefined;
  return () => {
    writePrebuilt(cache!, new Map([[NAME, JSON.stringify(serialiseIndexes(lib))]]));
  };
}
