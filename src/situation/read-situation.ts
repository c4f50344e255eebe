/** Reads a situation file (or stdin) and checks it against the loaded rulesets, with positions in every error. */
import { didYouMean } from '../closest.js';
import { InputError } from '../errors.js';
import type { Library } from '../rulesets/entry.js';
import { readInput } from '../rulesets/read-text.js';
import { positionAt } from '../rulesets/yaml-source.js';
import { parseSituation, type LoadedSituation } from './load-situation.js';
import { describeMixed, mixedScript } from '../rulesets/mixed-script.js';

/** A situation ready to resolve, with the name its file is shown by. */
export interface ReadSituation extends LoadedSituation {
  file: string;
}

/** Keys whose values are prose, where another script may be meant; every other string is an id or a name. */
const prose = new Set(['text', 'title']);

/** Refuses the first id or name that mixes lookalike scripts ("Cаncel ability" with a Cyrillic а would silently match nothing). */
export function refuseMixedScripts(value: unknown, yaml: ReadSituation['yaml'], path: PropertyKey[] = []): void {
  if (typeof value === 'string') {
    const mixed = mixedScript(value);
    if (mixed) throw new InputError(`'${value.length > 60 ? `${value.slice(0, 60)}…` : value}' ${describeMixed(mixed)}; retype it (location: ${path.join('.')})`, positionAt(yaml, path), path.join('.'));
    return;
  }
  if (Array.isArray(value)) value.forEach((v, i) => refuseMixedScripts(v, yaml, [...path, i]));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (!prose.has(k)) refuseMixedScripts(v, yaml, [...path, k]);
  }
}

/** Throws an InputError at the first ruleset the situation names that is not loaded. */
export function requireKnownRulesets(loaded: LoadedSituation, lib: Library): void {
  const known = lib.rulesets.map((r) => r.id);
  const check = (id: string, where: PropertyKey[]) => {
    if (!known.includes(id)) {
      throw new InputError(`unknown ruleset '${id}'${didYouMean(id, known)}; known: ${known.join(', ')} (location: ${where.join('.')})`, positionAt(loaded.yaml, where), where.join('.'));
    }
  };
  check(loaded.situation.ruleset, ['ruleset']);
  (loaded.situation.rulesets ?? []).forEach((id, i) => check(id, ['rulesets', i]));
}

/** Reads `path` ('-' for standard input), validates it and checks that its rulesets are loaded. */
export function readSituation(path: string, lib: Library): ReadSituation {
  const { file, text } = readInput(path);
  const loaded = parseSituation(file, text);
  refuseMixedScripts(loaded.situation, loaded.yaml);
  requireKnownRulesets(loaded, lib);
  return { ...loaded, file };
}
