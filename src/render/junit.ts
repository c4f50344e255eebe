/** JUnit XML for `qm check --reporter junit`: a test suite per situation, a test case per question, as CI consumers read it. */
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { CheckReport, SituationResult } from './check-results.js';
import { stackLine } from './stack-line.js';

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/** One test case; `file` and `line` point at the question's expectation (mikepenz/action-junit-report annotates there). */
function testCase(parent: XMLBuilder, r: SituationResult, name: string, line: number, time: number): XMLBuilder {
  return parent.ele('testcase', { classname: r.file, name, file: r.file, line: String(line), time: seconds(time) });
}

/** The failure body: every mismatch, the answer's reasons and the entries it cites, then the at-line dorny/test-reporter reads. */
function failure(parent: XMLBuilder, r: SituationResult, q: SituationResult['questions'][number], line: number): void {
  const text = [...q.mismatches, '', 'Because:', ...q.because.map((b) => `- ${b}`), '', `Cites: ${q.cites.join(', ')}`, stackLine(r.file, line, q.id)].join('\n');
  parent.ele('failure', { type: 'mismatch', message: q.mismatches.join('; ') }).txt(text);
}

/** One situation's suite. */
function suite(root: XMLBuilder, r: SituationResult, timestamp: string): void {
  const attrs = (tests: number, failures: number, errors: number, skipped: number) => ({
    name: r.name === r.file ? r.file : `${r.file}: ${r.name}`,
    tests: String(tests),
    failures: String(failures),
    errors: String(errors),
    skipped: String(skipped),
    time: seconds(r.time),
    timestamp,
    file: r.file,
  });
  if (r.status === 'error') {
    const s = root.ele('testsuite', attrs(1, 0, 1, 0));
    testCase(s, r, `${r.name}: load`, r.line, r.time).ele('error', { type: 'invalid-situation', message: r.error ?? '' }).txt(`${r.error ?? ''}\n${stackLine(r.file, r.line, 'load')}`);
    return;
  }
  if (r.status === 'skipped') {
    const s = root.ele('testsuite', attrs(1, 0, 0, 1));
    testCase(s, r, `${r.name}: expect`, r.line, r.time).ele('skipped', { type: 'no-expect', message: 'no expect in this situation: nothing was checked' });
    return;
  }
  const failures = r.questions.filter((q) => q.mismatches.length).length;
  const each = r.time / Math.max(1, r.questions.length);
  const s = root.ele('testsuite', attrs(r.questions.length, failures, 0, 0));
  for (const q of r.questions) {
    const c = testCase(s, r, `${r.name}: ${q.id} (${q.ask})`, q.line ?? r.line, each);
    if (q.mismatches.length) failure(c, r, q, q.line ?? r.line);
  }
}

/** The whole report; GitHub Actions test reporters, GitLab and Jenkins read it. */
export function renderJunit(report: CheckReport): string {
  const { results } = report;
  const count = (f: (r: SituationResult) => number) => results.reduce((n, r) => n + f(r), 0);
  const tests = count((r) => (r.status === 'passed' || r.status === 'failed' ? r.questions.length : 1));
  const failures = count((r) => r.questions.filter((q) => q.mismatches.length).length);
  const errors = count((r) => (r.status === 'error' ? 1 : 0));
  // XML 1.0 cannot hold most control characters: they are dropped rather than failing the report.
  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });
  const root = doc.ele('testsuites', { name: 'qm check', tests: String(tests), failures: String(failures), errors: String(errors), time: seconds(count((r) => r.time)) });
  for (const r of results) suite(root, r, report.timestamp);
  return `${doc.end({ prettyPrint: true, indent: '  ' })}\n`;
}
