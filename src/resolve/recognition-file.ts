/** The prebuilt recognition indexes (dist/recognition-index.json), written by the build next to the snapshot. */
import { existsSync, readFileSync } from 'node:fs';
import { packagePath } from '../package-root.js';
import type { Library } from '../rulesets/entry.js';
import { isUsable } from '../prebuilt/store.js';
import { adoptIndexes, type SerialIndexes } from '../read/recognise.js';

/** Where the build writes the indexes. */
export const recognitionIndexPath = packagePath('dist', 'recognition-index.json');

/** Adopts the prebuilt indexes when `lib` is the built-in library and the file is fresh; otherwise they are built on first use. */
export function usePrebuiltRecognition(lib: Library): void {
  if (!lib.rulesets.every((r) => r.builtin) || !existsSync(recognitionIndexPath) || !isUsable(recognitionIndexPath)) return;
  const serial = JSON.parse(readFileSync(recognitionIndexPath, 'utf8')) as SerialIndexes;
  // A stale file (entries renamed since) is ignored rather than trusted.
  if (serial.texts.every(([, id]) => lib.byId.has(id))) adoptIndexes(lib, serial);
}
