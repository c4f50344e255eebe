/** `qm check <paths...>`: runs situations that carry `expect`; reports each mismatch (exit 1) or broken file (exit 2); --update rewrites `expect`. */
import { UsageError } from '../errors.js';
import { extraRulesetDirs, loadLibrary, type LibraryOptions } from '../rulesets/library.js';
import { useRecognitionIndex } from '../read/recognition-index-file.js';
import { useGateIndex } from '../resolve/gate-index-file.js';
import { checkFile } from '../check/run-checks.js';
import { attachCommandSearchIndex } from '../read/command-search-index.js';
import { situationFiles } from '../check/situation-files.js';
import type { CheckReport, SituationResult } from '../render/check-results.js';

/** Options of `qm check`. */
export interface CheckOptions extends LibraryOptions {
  reporter?: string | undefined;
  /** Write the current answers into `expect` (and show the diff). */
  update?: boolean | undefined;
  /** Only the situations whose name (title, else file name) contains this. */
  filter?: string | undefined;
  /** Read effects exactly only: an effect its entry, name or printed text does not pin is read as no ruling. */
  strict?: boolean | undefined;
}

const reporters = ['human', 'json', 'junit'] as const;

/** The exit code of a run: 2 if a file could not be read, 1 if an answer did not match or nothing was checked, else 0. */
export function exitCodeOf(results: SituationResult[]): number {
  if (results.some((r) => r.status === 'error')) return 2;
  if (results.some((r) => r.status === 'failed')) return 1;
  return results.some((r) => r.status === 'passed') ? 0 : 1;
}

/** Runs the checks (updating files with --update) and prints the report in the chosen format. */
export async function checkCommand(paths: string[], options: CheckOptions): Promise<number> {
  const reporter = options.reporter ?? 'human';
  if (!(reporters as readonly string[]).includes(reporter)) throw new UsageError(`unknown reporter '${reporter}'; choose one of ${reporters.join(', ')}`);
  if (options.update && paths.includes('-')) throw new UsageError("--update rewrites files; it cannot update standard input ('-')");
  const files = situationFiles(paths);
  if (files.length === 0) throw new UsageError(`no situation files (*.yaml, *.yml) found in ${paths.join(', ')}`);
  const lib = await loadLibrary(options);
  // qm check loads the whole library, which can always build its indexes.
  const saveRecognition = useRecognitionIndex(lib, extraRulesetDirs(options))!;
  await attachCommandSearchIndex(lib, options);
  useGateIndex(lib, extraRulesetDirs(options));
  const timestamp = new Date().toISOString().replace(/\.\d+Z$/, '');
  const checked = files.map((f) => checkFile(lib, f, { filter: options.filter, strict: options.strict }));
  saveRecognition();
  let results = checked.flatMap((c) => c.situations.map((s) => s.result));
  if (options.filter && results.length === 0) throw new UsageError(`no situation's name contains '${options.filter}' (a situation is named by its title, else its file name)`);
  if (options.update) {
    const { updatedText } = await import('../check/update-expect.js');
    const { writeUpdates } = await import('../check/write-updates.js');
    const { lineDiff } = await import('../render/line-diff.js');
    // The diff goes with the human report; with json or junit, stdout stays the report they promise and it goes to stderr.
    const say = (x: string) => (reporter === 'human' ? process.stdout : process.stderr).write(x);
    // Every file is edited, and every target proved writable, before any is written: a failure leaves all of them as they were.
    const updates = checked.flatMap((c) => {
      const after = updatedText(c);
      return after === undefined ? [] : [{ path: c.path, file: c.file, before: c.text!, after }];
    });
    writeUpdates(updates);
    for (const u of updates) say(lineDiff(u.file, u.before, u.after));
    say(`updated expect in ${updates.length} file${updates.length === 1 ? '' : 's'}\n\n`);
    results = files.flatMap((f) => checkFile(lib, f, { filter: options.filter, strict: options.strict }).situations.map((s) => s.result));
  }
  const report: CheckReport = { results, timestamp };
  if (reporter === 'json') {
    const { json } = await import('../render/json.js');
    const count = (s: SituationResult['status']) => results.filter((r) => r.status === s).length;
    process.stdout.write(json({ passed: count('passed'), failed: count('failed'), errors: count('error'), skipped: count('skipped'), files: results.map(({ time: _t, ...r }) => r) }));
  } else if (reporter === 'junit') {
    const { renderJunit } = await import('../render/junit.js');
    process.stdout.write(renderJunit(report));
  } else {
    const { renderCheck } = await import('../render/text/check.js');
    process.stdout.write(renderCheck(results));
  }
  return exitCodeOf(results);
}
