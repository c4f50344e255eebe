/** In-process resolving of a situation written inline in a test, over the built-in library (loaded once per file) or a made-up one. */
import type { Answer, Resolution } from '../../src/resolve/answer.js';
import { resolveSituation } from '../../src/resolve/resolve-situation.js';
import type { ReadOptions } from '../../src/read/recognise.js';
import type { Library } from '../../src/rulesets/entry.js';
import { loadLibrary } from '../../src/rulesets/library.js';
import { parseSituation } from '../../src/situation/load-situation.js';
import type { Situation } from '../../src/situation/schema.js';

let loaded: Promise<Library> | undefined;

/** The built-in library, loaded on first use. */
export const builtinLibrary = (): Promise<Library> => (loaded ??= loadLibrary({}));

/** A situation file's text, parsed and resolved as `qm resolve` would (`options` as its flags, e.g. `strict`): the situation and its resolution. */
export function resolveText(lib: Library, text: string, options: ReadOptions = {}): { situation: Situation; resolution: Resolution } {
  const { situation } = parseSituation('t.yaml', text);
  return { situation, resolution: resolveSituation(lib, situation, 't.yaml', options) };
}

/** The answer to the first question of a situation's text: most tests ask one question. */
export const firstAnswer = (lib: Library, text: string, options?: ReadOptions): Answer => resolveText(lib, text, options).resolution.answers[0]!;
