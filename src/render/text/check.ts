/** Human report of `qm check`: one line per file, the mismatches under it, and a summary. */
import type { FileResult } from '../../check/run-checks.js';

const mark = { passed: 'ok  ', failed: 'FAIL', error: 'ERR ', skipped: 'skip' } as const;

/** The report; passing files take one line each so that failures stand out. */
export function renderCheck(results: FileResult[]): string {
  const out: string[] = [];
  for (const r of results) {
    const detail = r.status === 'skipped' ? ' (no expect)' : r.status === 'error' ? '' : ` (${r.questions.length} question${r.questions.length === 1 ? '' : 's'})`;
    out.push(`${mark[r.status]} ${r.file}${detail}`);
    if (r.error) out.push(`     ${r.error}`);
    for (const q of r.questions) for (const m of q.mismatches) out.push(`     ${q.id} (${q.ask}): ${m}`);
  }
  const n = (s: FileResult['status']) => results.filter((r) => r.status === s).length;
  const questions = results.reduce((k, r) => k + r.questions.length, 0);
  out.push('', `${results.length} file${results.length === 1 ? '' : 's'}, ${questions} question${questions === 1 ? '' : 's'}: ${n('passed')} passed, ${n('failed')} failed, ${n('error')} unreadable, ${n('skipped')} without expect`);
  return `${out.join('\n')}\n`;
}
