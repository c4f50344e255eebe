/** JUnit XML for `qm check --reporter junit`: a test suite per situation file, a test case per question. */
import type { FileResult } from '../check/run-checks.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/** The whole report; CI systems (GitHub Actions test reporters, GitLab, Jenkins) read it. */
export function renderJunit(results: FileResult[]): string {
  const suites = results.map((r) => {
    const name = esc(r.file);
    if (r.status === 'error') {
      return `  <testsuite name="${name}" tests="1" failures="0" errors="1" skipped="0">\n    <testcase classname="${name}" name="load"><error message="${esc(r.error ?? '')}"/></testcase>\n  </testsuite>`;
    }
    if (r.status === 'skipped') {
      return `  <testsuite name="${name}" tests="1" failures="0" errors="0" skipped="1">\n    <testcase classname="${name}" name="expect"><skipped message="no expect in this file"/></testcase>\n  </testsuite>`;
    }
    const failures = r.questions.filter((q) => q.mismatches.length).length;
    const cases = r.questions.map((q) => {
      const body = q.mismatches.length ? `<failure message="${esc(q.mismatches[0]!)}">${esc(q.mismatches.join('\n'))}</failure>` : '';
      return `    <testcase classname="${name}" name="${esc(`${q.id} (${q.ask})`)}" time="${(r.time / 1000 / Math.max(1, r.questions.length)).toFixed(4)}">${body}</testcase>`;
    });
    return `  <testsuite name="${name}" tests="${r.questions.length}" failures="${failures}" errors="0" skipped="0">\n${cases.join('\n')}\n  </testsuite>`;
  });
  const count = (f: (r: FileResult) => number) => results.reduce((n, r) => n + f(r), 0);
  const tests = count((r) => (r.status === 'passed' || r.status === 'failed' ? r.questions.length : 1));
  const failures = count((r) => r.questions.filter((q) => q.mismatches.length).length);
  const errors = count((r) => (r.status === 'error' ? 1 : 0));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="qm check" tests="${tests}" failures="${failures}" errors="${errors}">\n${suites.join('\n')}\n</testsuites>\n`;
}
