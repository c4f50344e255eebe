/** Runs situation files against their `expect`, collecting per-question results; a broken file is a result, not a crash. */
import { InputError, formatPosition } from '../errors.js';
import type { Library } from '../rulesets/entry.js';
import { resolveSituation } from '../resolve/resolve-situation.js';
import { readSituation } from '../situation/read-situation.js';
import { compare } from './compare.js';
import { displayPath } from '../rulesets/read-text.js';

/** The outcome of one question. */
export interface QuestionResult {
  id: string;
  ask: string;
  mismatches: string[];
  cites: string[];
}

/** The outcome of one file: passed, failed (a mismatch), error (unreadable or invalid), or skipped (no `expect`). */
export interface FileResult {
  file: string;
  title?: string | undefined;
  status: 'passed' | 'failed' | 'error' | 'skipped';
  questions: QuestionResult[];
  error?: string | undefined;
  /** Milliseconds spent resolving, for the junit report. */
  time: number;
}

/** Checks every file; InputErrors become `error` results so one bad file does not hide the others. */
export function runChecks(lib: Library, files: string[]): FileResult[] {
  return files.map((path) => {
    const file = path === '-' ? '<stdin>' : displayPath(path);
    const started = performance.now();
    try {
      const { situation } = readSituation(path, lib);
      if (!situation.expect || Object.keys(situation.expect).length === 0) return { file, title: situation.title, status: 'skipped', questions: [], time: 0 };
      const { answers } = resolveSituation(lib, situation, file);
      const questions = answers.filter((a) => situation.expect![a.id]).map((a) => ({ id: a.id, ask: a.ask, mismatches: compare(situation.expect![a.id]!, a), cites: a.cites }));
      const status = questions.some((q) => q.mismatches.length) ? 'failed' : 'passed';
      return { file, title: situation.title, status, questions, time: performance.now() - started };
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      return { file, status: 'error', questions: [], error: `${e.where ? `${formatPosition(e.where)}: ` : ''}${e.message}`, time: performance.now() - started };
    }
  });
}
