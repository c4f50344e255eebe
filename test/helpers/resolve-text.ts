/** In-process resolving of a situation written inline in a test, over the built-in library (loaded once per file). */
import type { Resolution } from '../../src/resolve/answer.js';
import { resolveSituation } from '../../src/resolve/resolve-situation.js';
import type { Library } from '../../src/rulesets/entry.js';
import { loadLibrary } from '../../src/rulesets/library.js';
import { parseSituation } from '../../src/situation/load-situation.js';
import type { Situation } from '../../src/situation/schema.js';

let loaded: Promise<Library> | undefined;

/** The built-in library, loaded on first use. */
export const builtinLibrary = (): Promise<Library> => (loaded ??= loadLibrary({}));

/** A situation file's text, parsed and resolved as `qm resolve` would: the situation and its resolution. */
export function resolveText(lib: Library, text: string): { situation: Situation; resolution: Resolution } {
  const { situation } = parseSituation('t.yaml', text);
  return { situation, resolution: resolveSituation(lib, situation, 't.yaml') };
}
