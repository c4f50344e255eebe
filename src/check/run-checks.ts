/** Runs situation files against their `expect`, per situation and question; a broken file or document is a result, not a crash. */
import { basename } from 'node:path';
import { InputError, formatPosition } from '../errors.js';
import type { Library } from '../rulesets/entry.js';
import type { Answer } from '../resolve/answer.js';
import { resolveSituation } from '../resolve/resolve-situation.js';
import { parseSituation, type LoadedSituation } from '../situation/load-situation.js';
import { refuseMixedScripts, requireKnownEntries, requireKnownRulesets } from '../situation/read-documents.js';
import { readInput } from '../input/read-text.js';
import { positionAt } from '../rulesets/yaml-source.js';
import type { SituationResult } from '../render/check-results.js';
import { compare } from './compare.js';
import { situationDocuments } from '../situation/situation-documents.js';

/** What a run needs besides the files: which situations to run. */
export interface RunOptions {
  /** Only situations whose name contains this (case-insensitive). */
  filter?: string | undefined;
  /** Read effects exactly only (entry, name, printed text), as CI wants. */
  strict?: boolean | undefined;
}

/** One situation as it was checked: its result, and what `--update` needs to rewrite its `expect`. */
export interface CheckedSituation {
  result: SituationResult;
  /** Which document of the file (1-based) it is, among those that are not only comments. */
  index: number;
  /** Its document's position among all the file's documents (0-based, comment-only ones included): where --update edits. */
  position: number;
  answers?: Answer[] | undefined;
}

/** Every situation of one file, with the file's text (for --update). */
export interface CheckedFile {
  path: string;
  file: string;
  text?: string | undefined;
  situations: CheckedSituation[];
}

const errorText = (e: InputError) => `${e.where ? `${formatPosition(e.where)}: ` : ''}${e.message}`;

/** Checks one loaded situation against its expectations. */
function checkOne(lib: Library, loaded: LoadedSituation, base: Omit<SituationResult, 'status' | 'questions' | 'time'>, started: number, strict?: boolean): CheckedSituation['result'] & { answers?: Answer[] } {
  const { situation, yaml } = loaded;
  const expect = situation.expect ?? {};
  const { answers } = resolveSituation(lib, situation, base.file, { strict });
  if (Object.keys(expect).length === 0) return { ...base, status: 'skipped', questions: [], time: performance.now() - started, answers };
  const questions = answers
    .filter((a) => expect[a.id])
    .map((a) => ({ id: a.id, ask: a.ask, mismatches: compare(expect[a.id]!, a), because: a.because, cites: a.cites, ...(a.nearest?.length ? { nearest: a.nearest.map((n) => n.entry) } : {}), line: positionAt(yaml, ['expect'], a.id).line }));
  const status = questions.some((q) => q.mismatches.length) ? 'failed' : 'passed';
  return { ...base, status, questions, time: performance.now() - started, answers };
}

/** Checks every situation of one file (or standard input for '-'). */
export function checkFile(lib: Library, path: string, options: RunOptions = {}): CheckedFile {
  const started = performance.now();
  let file = path === '-' ? '<stdin>' : path;
  let text: string;
  try {
    ({ file, text } = readInput(path));
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    const result: SituationResult = { file, name: file, line: 1, status: 'error', questions: [], error: errorText(e), time: performance.now() - started };
    return { path, file, situations: [{ result, index: 1, position: 0 }] };
  }
  const docs = situationDocuments(text);
  const want = options.filter?.toLowerCase();
  const situations: CheckedSituation[] = [];
  for (const doc of docs) {
    const t0 = performance.now();
    const fallback = docs.length > 1 ? `${basename(file)}#${doc.index}` : basename(file);
    try {
      const loaded = parseSituation(file, doc.text);
      refuseMixedScripts(loaded.situation, loaded.yaml);
      requireKnownRulesets(loaded, lib);
      requireKnownEntries(loaded, lib);
      const name = loaded.situation.title ?? fallback;
      if (want && !name.toLowerCase().includes(want)) continue;
      const { answers, ...result } = checkOne(lib, loaded, { file, name, title: loaded.situation.title, line: doc.line }, t0, options.strict);
      situations.push({ result, index: doc.index, position: doc.position, answers });
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      if (want && !fallback.toLowerCase().includes(want)) continue;
      situations.push({ result: { file, name: fallback, line: e.where?.line ?? doc.line, status: 'error', questions: [], error: errorText(e), time: performance.now() - t0 }, index: doc.index, position: doc.position });
    }
  }
  return { path, file, text, situations };
}

/** Checks every file; the flat list of situation results, in file order. */
export function runChecks(lib: Library, files: string[], options: RunOptions = {}): SituationResult[] {
  return files.flatMap((f) => checkFile(lib, f, options).situations.map((s) => s.result));
}
