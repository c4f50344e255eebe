/** `qm check <paths...>`: runs situation files that carry `expect` and reports each mismatch (exit 1), or broken file (exit 2). */
import { UsageError } from '../errors.js';
import { loadLibrary, type LibraryOptions } from '../rulesets/library.js';
import { usePrebuiltRecognition } from '../resolve/recognition-file.js';
import { runChecks, type FileResult } from '../check/run-checks.js';
import { situationFiles } from '../check/situation-files.js';

/** Options of `qm check`. */
export interface CheckOptions extends LibraryOptions {
  reporter?: string | undefined;
}

const reporters = ['human', 'json', 'junit'] as const;

/** The exit code of a run: 2 if a file could not be read, 1 if an answer did not match, else 0. */
export function exitCodeOf(results: FileResult[]): number {
  if (results.some((r) => r.status === 'error')) return 2;
  return results.some((r) => r.status === 'failed') ? 1 : 0;
}

/** Runs the checks and prints the report in the chosen format. */
export async function checkCommand(paths: string[], options: CheckOptions): Promise<number> {
  const reporter = options.reporter ?? 'human';
  if (!(reporters as readonly string[]).includes(reporter)) throw new UsageError(`unknown reporter '${reporter}'; choose one of ${reporters.join(', ')}`);
  const files = situationFiles(paths);
  if (files.length === 0) throw new UsageError(`no situation files (*.yaml, *.yml) found in ${paths.join(', ')}`);
  const lib = await loadLibrary(options);
  usePrebuiltRecognition(lib);
  const results = runChecks(lib, files);
  if (reporter === 'json') {
    const { json } = await import('../render/json.js');
    const count = (s: FileResult['status']) => results.filter((r) => r.status === s).length;
    process.stdout.write(json({ passed: count('passed'), failed: count('failed'), errors: count('error'), skipped: count('skipped'), files: results.map(({ time: _t, ...r }) => r) }));
  } else if (reporter === 'junit') {
    const { renderJunit } = await import('../render/junit.js');
    process.stdout.write(renderJunit(results));
  } else {
    const { renderCheck } = await import('../render/text/check.js');
    process.stdout.write(renderCheck(results));
  }
  return exitCodeOf(results);
}
