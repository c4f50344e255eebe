/** JUnit XML for `qm check --reporter junit`: a test suite per situation, a test case per question, as CI consumers read it. */
import type { CheckReport, SituationResult } from './check-results.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
const seconds = (ms: number) => (ms / 1000).toFixed(3);

/** One test case; `file` and `line` point at the question's expectation (mikepenz/action-junit-report annotates there). */
function testCase(r: SituationResult, name: string, line: number, time: number, body = ''): string {
  return `    <testcase classname="${esc(r.file)}" name="${esc(name)}" file="${esc(r.file)}" line="${line}" time="${seconds(time)}">${body}</testcase>`;
}

/** The failure body: every mismatch, then the answer's reasons and the entries it cites. */
function failure(q: SituationResult['questions'][number]): string {
  const text = [...q.mismatches, '', 'Because:', ...q.because.map((b) => `- ${b}`), '', `Cites: ${q.cites.join(', ')}`].join('\n');
  return `<failure type="mismatch" message="${esc(q.mismatches.join('; '))}">${esc(text)}</failure>`;
}

function suite(r: SituationResult, timestamp: string): string {
  const attrs = (tests: number, failures: number, errors: number, skipped: number) =>
    `name="${esc(r.name === r.file ? r.file : `${r.file}: ${r.name}`)}" tests="${tests}" failures="${failures}" errors="${errors}" skipped="${skipped}" time="${seconds(r.time)}" timestamp="${timestamp}" file="${esc(r.file)}"`;
  if (r.status === 'error') {
    const body = `<error type="invalid-situation" message="${esc(r.error ?? '')}">${esc(r.error ?? '')}</error>`;
    return `  <testsuite ${attrs(1, 0, 1, 0)}>\n${testCase(r, `${r.name}: load`, r.line, r.time, body)}\n  </testsuite>`;
  }
  if (r.status === 'skipped') {
    const body = '<skipped type="no-expect" message="no expect in this situation: nothing was checked"/>';
    return `  <testsuite ${attrs(1, 0, 0, 1)}>\n${testCase(r, `${r.name}: expect`, r.line, r.time, body)}\n  </testsuite>`;
  }
  const failures = r.questions.filter((q) => q.mismatches.length).length;
  const each = r.time / Math.max(1, r.questions.length);
  const cases = r.questions.map((q) => testCase(r, `${r.name}: ${q.id} (${q.ask})`, q.line ?? r.line, each, q.mismatches.length ? failure(q) : ''));
  return `  <testsuite ${attrs(r.questions.length, failures, 0, 0)}>\n${cases.join('\n')}\n  </testsuite>`;
}

/** The whole report; GitHub Actions test reporters, GitLab and Jenkins read it. */
export function renderJunit(report: CheckReport): string {
  const { results } = report;
  const count = (f: (r: SituationResult) => number) => results.reduce((n, r) => n + f(r), 0);
  const tests = count((r) => (r.status === 'passed' || r.status === 'failed' ? r.questions.length : 1));
  const failures = count((r) => r.questions.filter((q) => q.mismatches.length).length);
  const errors = count((r) => (r.status === 'error' ? 1 : 0));
  const time = seconds(count((r) => r.time));
  const suites = results.map((r) => suite(r, report.timestamp));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="qm check" tests="${tests}" failures="${failures}" errors="${errors}" time="${time}">\n${suites.join('\n')}\n</testsuites>\n`;
}
