/** Loads one ruleset folder from YAML with full validation, collecting every problem instead of stopping. */
import { resolve } from 'node:path';
import { manifestPath } from './manifest-path.js';
import { InputError } from '../errors.js';
import type { Entry, RulesetInfo } from './entry.js';
import { flattenFile } from './flatten.js';
import type { Problem } from './problem.js';
import { displayPath, readText } from '../input/read-text.js';
import { askedFileSchema, entryFileSchema, manifestSchema, type Manifest } from './schema.js';
import { directiveFileSchema, type Directive } from './directive-schema.js';
import { guardsInScopes } from './guards-in-scopes.js';
import { positionAt } from './yaml-source.js';
import { parseYaml, type YamlSource } from './yaml-source.js';
import type { z } from 'zod';
import { zodProblems } from './zod-problems.js';
import { lexiconSchema, type Lexicon } from './lexicon-schema.js';
import { vocabularySchema, type Vocabulary } from './vocabulary-schema.js';
import { phraseWordsOf } from './phrase-words.js';

/** A ruleset as loaded: its manifest facts, its entries and the problems met on the way. */
export interface LoadedRuleset {
  info?: RulesetInfo | undefined;
  entries: Entry[];
  problems: Problem[];
  /** The YAML files read, for lint rules that need positions. */
  manifestSource?: YamlSource | undefined;
  files: string[];
}

export { manifestPath } from './manifest-path.js';

/** Reads and parses a YAML file, reporting failure as a problem. */
function readYaml(path: string, problems: Problem[]): YamlSource | undefined {
  try {
    return parseYaml(displayPath(path), readText(path));
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    problems.push({ rule: 'read', message: e.message, where: e.where ?? { file: displayPath(path) } });
    return undefined;
  }
}

/** Reads a YAML file and validates it against `schema`, reporting failure as problems. */
function readValidated<T>(path: string, schema: z.ZodType<T>, problems: Problem[]): { src: YamlSource; data: T } | undefined {
  const src = readYaml(path, problems);
  if (!src) return undefined;
  const parsed = schema.safeParse(src.value);
  if (!parsed.success) {
    problems.push(...zodProblems(src, parsed.error));
    return undefined;
  }
  return { src, data: parsed.data };
}

/** Reads a directive file and attaches each directive to the entry it names (of this ruleset). */
function attachDirectives(path: string, byId: Map<string, Entry>, problems: Problem[]): void {
  const read = readValidated(path, directiveFileSchema, problems);
  if (!read) return;
  const { src, data } = read;
  data.directives.forEach((placed, i) => {
    const { entry: id, ...directive } = placed as Directive & { entry: string };
    const at = positionAt(src, ['directives', i, 'entry']);
    const entry = byId.get(id);
    if (!entry) {
      problems.push({ rule: 'directive-entry', message: `directive names unknown entry '${id}' (location: directives.${i}.entry)`, where: at, key: `directives.${i}.entry` });
      return;
    }
    entry.directives.push({ ...guardsInScopes(directive as Directive), at: { file: src.file, line: at.line ?? 1, column: at.column ?? 1 } });
  });
}

/** Reads a file of what players ask and gives each entry it names (of this ruleset) those words. */
function attachAsked(path: string, byId: Map<string, Entry>, problems: Problem[]): void {
  const read = readValidated(path, askedFileSchema, problems);
  if (!read) return;
  const { src, data } = read;
  for (const [id, lines] of Object.entries(data)) {
    const entry = byId.get(id);
    if (!entry) {
      problems.push({ rule: 'asked-entry', message: `asked names unknown entry '${id}' (location: ${id})`, where: positionAt(src, [], id), key: id });
      continue;
    }
    entry.asked = [...(entry.asked ?? []), ...lines];
  }
}

/** Loads the ruleset in `dir`. */
export function loadRuleset(dir: string, builtin: boolean): LoadedRuleset {
  const problems: Problem[] = [];
  const manifestFile = manifestPath(dir);
  const files = [manifestFile];
  const msrc = readYaml(manifestFile, problems);
  if (!msrc) return { entries: [], problems, files };
  const parsed = manifestSchema.safeParse(msrc.value);
  if (!parsed.success) {
    problems.push(...zodProblems(msrc, parsed.error));
    return { entries: [], problems, manifestSource: msrc, files };
  }
  const manifest: Manifest = parsed.data;
  const entries: Entry[] = [];
  for (const rel of manifest.files) {
    const path = resolve(dir, rel);
    files.push(path);
    const read = readValidated(path, entryFileSchema, problems);
    if (!read) continue;
    const { src, data } = read;
    entries.push(...flattenFile(data, { ruleset: manifest.id, source: manifest.sources[0]!.id, file: rel, yaml: src }));
  }
  const byId = new Map(entries.map((e) => [e.id, e]));
  for (const rel of manifest.directives ?? []) {
    const path = resolve(dir, rel);
    files.push(path);
    attachDirectives(path, byId, problems);
  }
  for (const rel of manifest.asked ?? []) {
    const path = resolve(dir, rel);
    files.push(path);
    attachAsked(path, byId, problems);
  }
  const { files: _files, lexicon: lexiconFile, vocabulary: vocabularyFile, directives: _directives, asked: _asked, ...facts } = manifest;
  const lexicon = lexiconFile ? readValidated<Lexicon>(resolve(dir, lexiconFile), lexiconSchema, problems)?.data : undefined;
  if (lexiconFile) files.push(resolve(dir, lexiconFile));
  const vocabulary = vocabularyFile ? readValidated<Vocabulary>(resolve(dir, vocabularyFile), vocabularySchema, problems)?.data : undefined;
  if (vocabularyFile) files.push(resolve(dir, vocabularyFile));
  const extendsLine = facts.extends === undefined ? undefined : positionAt(msrc, ['extends']).line;
  const phraseWords = phraseWordsOf(entries, vocabulary);
  const info: RulesetInfo = { ...facts, dir, builtin, entryCount: entries.length, ...(lexicon ? { lexicon } : {}), ...(vocabulary ? { vocabulary } : {}), ...(extendsLine ? { extendsLine } : {}), ...(phraseWords.length ? { phraseWords } : {}) };
  return { info, entries, problems, manifestSource: msrc, files };
}
