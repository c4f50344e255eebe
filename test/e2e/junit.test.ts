/** qm check --reporter junit against the Jenkins xunit junit-10 shape, with a failing case, as CI consumers read it. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturesDir, qm } from '../helpers/run-qm.js';
import { scratchDir } from '../helpers/scratch.js';

interface Element {
  tag: string;
  attrs: Record<string, string>;
  body: string;
}

/** The elements named `tag` in `xml` (qm's report has no nesting of one tag inside itself, so a regex reads it). */
function elements(xml: string, tag: string): Element[] {
  const re = new RegExp(`<${tag}((?:\\s+[\\w-]+="[^"]*")*)\\s*(?:/>|>([\\s\\S]*?)</${tag}>)`, 'g');
  return [...xml.matchAll(re)].map((m) => ({ tag, attrs: Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])), body: m[2] ?? '' }));
}

// Attributes junit-10.xsd (jenkinsci/xunit-plugin) declares, with those it requires.
const junit10 = {
  testsuites: { allowed: ['name', 'time', 'tests', 'failures', 'errors'], required: [] },
  testsuite: { allowed: ['name', 'tests', 'failures', 'errors', 'group', 'time', 'skipped', 'timestamp', 'hostname', 'id', 'package', 'file', 'log', 'url'], required: ['name', 'tests', 'failures', 'errors'] },
  testcase: { allowed: ['name', 'time', 'classname', 'group'], required: ['name'] },
  failure: { allowed: ['type', 'message'], required: [] },
  error: { allowed: ['type', 'message'], required: [] },
  skipped: { allowed: ['type', 'message'], required: [] },
} as const;
// Attributes beyond junit-10 that the common consumers read: mikepenz/action-junit-report and dorny/test-reporter take a
// test case's file and line for annotations.
const consumerExtras: Record<string, string[]> = { testcase: ['file', 'line'] };
const surefireTime = /^(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\.[0-9]*)?$/;

describe('qm check --reporter junit', () => {
  const dir = scratchDir('qm-junit-');
  const file = join(dir, 'rulings.yaml');
  const text = readFileSync(join(fixturesDir, 'situations/several-per-file/rulings.yaml'), 'utf8').replace('q2: { winner: metal-hull }', 'q2: { winner: cancel }');
  writeFileSync(file, text);
  const r = qm(['check', file, '--reporter', 'junit'], { cwd: dir });
  const xml = r.stdout;

  it('fails the run and keeps stdout pure XML', () => {
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ')).toBe(true);
  });

  it('uses only the elements and attributes junit-10 declares (plus file and line on test cases), with every required one', () => {
    for (const [tag, shape] of Object.entries(junit10)) {
      for (const el of elements(xml, tag)) {
        for (const name of Object.keys(el.attrs)) expect([...shape.allowed, ...(consumerExtras[tag] ?? [])], `${tag}@${name}`).toContain(name);
        for (const name of shape.required) expect(el.attrs, `${tag} needs ${name}`).toHaveProperty(name);
      }
    }
    const tags = new Set([...xml.matchAll(/<([a-z-]+)[\s>/]/g)].map((m) => m[1]));
    expect([...tags].every((t) => t in junit10), [...tags].join(',')).toBe(true);
  });

  it('gives suites a time and a timestamp, and cases a time, file and the line of their expectation', () => {
    const suites = elements(xml, 'testsuite');
    expect(suites).toHaveLength(3);
    for (const s of suites) {
      expect(s.attrs.time).toMatch(surefireTime);
      expect(s.attrs.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
      expect(s.attrs.file).toBe('rulings.yaml');
    }
    const lines = text.split('\n');
    const cases = elements(xml, 'testcase');
    expect(cases).toHaveLength(5);
    for (const c of cases) {
      expect(c.attrs.time).toMatch(surefireTime);
      expect(c.attrs.file).toBe('rulings.yaml');
      expect(Number(c.attrs.line)).toBeGreaterThan(0);
    }
    const q2 = cases.find((c) => c.attrs.name!.endsWith('q2 (conflict)'))!;
    expect(lines[Number(q2.attrs.line) - 1]).toBe('  q2: { winner: cancel }');
  });

  it("names each case after the situation's title and question, and gives the failure a type, a message, the reasons and citations", () => {
    const failed = elements(xml, 'testcase').filter((c) => c.body.includes('<failure'));
    expect(failed).toHaveLength(1);
    expect(failed[0]!.attrs.name).toBe("During Ben's turn, Nemesio Diaz tries to cancel abilities on Ben's ships: q2 (conflict)");
    const failure = elements(failed[0]!.body, 'failure')[0]!;
    expect(failure.attrs.type).toBe('mismatch');
    expect(failure.attrs.message).toBe('expected winner &quot;cancel&quot;, got &quot;metal-hull&quot;');
    expect(failure.body).toContain('Because:');
    expect(failure.body).toContain('Cites: ');
    expect(failure.body).toContain('pirates-csg.abilities.cancel-ability-continued.forts-unique-treasures-equipment-events');
    const skipped = elements(xml, 'skipped');
    expect(skipped).toHaveLength(1);
    expect(skipped[0]!.attrs.type).toBe('no-expect');
    const root = elements(xml, 'testsuites')[0]!;
    expect(root.attrs).toMatchObject({ tests: '5', failures: '1', errors: '0' });
    expect(root.attrs.time).toMatch(surefireTime);
  });
});

/** dorny/test-reporter's java-junit reading of a failure body: the first `at path(file:line)` whose folders match a tracked file. */
function dornySource(body: string, tracked: string[]): { filePath: string; line: number } | undefined {
  for (const str of body.split(/\r?\n/)) {
    const m = /^at (.*)\((.*):(\d+)\)$/.exec(str);
    if (!m) continue;
    const [, tracePath, fileName, lineStr] = m;
    const packageParts = tracePath!.split('.');
    const at = packageParts.findIndex((p) => p[0]! <= 'Z');
    if (at !== -1) packageParts.splice(at);
    if (!packageParts.length) continue;
    for (const filePath of tracked.filter((f) => f.split('/').pop() === fileName)) {
      const dirs = filePath.split('/').slice(0, -1);
      if (packageParts.length > dirs.length) continue;
      if (packageParts.every((p, i) => p === dirs.slice(dirs.length - packageParts.length)[i])) return { filePath, line: Number(lineStr) };
    }
  }
  return undefined;
}

describe('qm check --reporter junit, read by dorny/test-reporter', () => {
  it("ends a failure with an at-line dorny's java-junit parser resolves to the file and line of the expectation", () => {
    const dir = scratchDir('qm-junit-dorny-');
    mkdirSync(join(dir, 'event', 'rulings'), { recursive: true });
    const text = readFileSync(join(fixturesDir, 'situations/several-per-file/rulings.yaml'), 'utf8').replace('q2: { winner: metal-hull }', 'q2: { winner: cancel }');
    writeFileSync(join(dir, 'event', 'rulings', 'speed.yaml'), text);
    const r = qm(['check', 'event/rulings', '--reporter', 'junit'], { cwd: dir });
    expect(r.code).toBe(1);
    const failed = elements(r.stdout, 'testcase').find((c) => c.body.includes('<failure'))!;
    const body = elements(failed.body, 'failure')[0]!.body;
    expect(body.split('\n').at(-1)).toMatch(/^at event\.rulings\.Situation\.q2\(speed\.yaml:\d+\)$/);
    expect(dornySource(body, ['README.md', 'event/rulings/speed.yaml'])).toEqual({ filePath: 'event/rulings/speed.yaml', line: Number(failed.attrs.line) });
  });
});
