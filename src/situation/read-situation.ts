/** Reads a situation file (or stdin) and checks it against the loaded rulesets, with positions in every error. */
import type { Library } from '../rulesets/entry.js';
import { parseSituation } from './load-situation.js';
import { readDocuments, type ReadSituation } from './read-documents.js';

export type { ReadSituation } from './read-documents.js';

/** Reads `path` ('-' for standard input), validates it and checks that its rulesets are loaded. */
export function readSituation(path: string, lib: Library): ReadSituation {
  return readSituations(path, lib)[0]!;
}

/** Every situation of a file (or of input already read), one per YAML document as qm check reads them (comment-only documents skipped); the first problem throws. */
export function readSituations(path: string | { file: string; text: string }, lib: Library): ReadSituation[] {
  return readDocuments(path, lib, parseSituation)!;
}
