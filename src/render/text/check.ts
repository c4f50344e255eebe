/** Human report of `qm check`: one line per situation, each failure with the answer's reasons and citations, and a summary. */
import type { SituationResult } from '../check-results.js';

const mark = { passed: 'ok  ', failed: 'FAIL', error: 'ERR ', skipped: 'skip' } as const;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The report; passing situations take one line each so that failures stand out. */
export function renderCheck(results: SituationResult[]): string {
  const out: string[] = [];
  for (const r of results) {
    const where = r.name === r.title ? `${r.file}:${r.line} ${r.name}` : r.file === r.name || r.file.endsWith(`/${r.name}`) ? r.file : `${r.file}:${r.line} (${r.name})`;
    const detail = r.status === 'skipped' ? ' (no expect: nothing checked; qm check --update writes one)' : r.status === 'error' ? '' : ` (${plural(r.questions.length, 'question')})`;
    out.push(`${mark[r.status]} ${where}${detail}`);
    if (r.error) out.push(`     ${r.error}`);
    for (const q of r.questions) {
      if (!q.mismatches.length) continue;
      for (const m of q.mismatches) out.push(`     ${q.id} (${q.ask}): ${m}`);
      // As in qm resolve, an open answer's nearest rulings come before its reasons.
      if (q.nearest?.length) out.push(`       nearest rulings to read: ${q.nearest.join(', ')}`);
      for (const b of q.because) out.push(`       because: ${b}`);
      if (q.cites.length) out.push(`       cites: ${q.cites.join(', ')}`);
    }
  }
  const n = (s: SituationResult['status']) => results.filter((r) => r.status === s).length;
  const questions = results.reduce((k, r) => k + r.questions.length, 0);
  out.push('', `${plural(results.length, 'situation')}, ${plural(questions, 'question')}: ${n('passed')} passed, ${n('failed')} failed, ${n('error')} unreadable, ${n('skipped')} without expect`);
  if (!results.some((r) => r.status === 'passed' || r.status === 'failed')) out.push('nothing was checked: no situation carries expect');
  return `${out.join('\n')}\n`;
}
