/** The prebuilt recognition indexes (dist/recognition-index.json), written by the build next to the snapshot. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { packagePath } from '../package-root.js';
import type { Library } from '../rulesets/entry.js';
import { isPrebuiltFresh } from '../rulesets/locations.js';
import { adoptIndexes, serialiseIndexes, type SerialIndexes } from './recognise.js';

/** Where the build writes the indexes. */
export const recognitionIndexPath = packagePath('dist', 'recognition-index.json');

/** Writes the indexes of the built-in library. */
export function writeRecognitionIndex(lib: Library): void {
  writeFileSync(recognitionIndexPath, JSON.stringify(serialiseIndexes(lib)));
}

/** Adopts the prebuilt indexes when `lib` is the built-in library and the file is fresh; otherwise they are built on first use. */
export function usePrebuiltRecognition(lib: Library): void {
  if (!lib.rulesets.every((r) => r.builtin) || !existsSync(recognitionIndexPath) || !isPrebuiltFresh(recognitionIndexPath)) return;
  const serial = JSON.parse(readFileSync(recognitionIndexPath, 'utf8')) as SerialIndexes;
  // A stale file (entries renamed since) is ignored rather than trusted.
  if (serial.texts.every(([, id]) => lib.byId.has(id))) adoptIndexes(lib, serial);
}
