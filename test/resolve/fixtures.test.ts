/** fixtures/: every situation file answers as its `expect` says, cites real entries, and together they exercise every directive. */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runChecks } from '../../src/check/run-checks.js';
import type { SituationResult as FileResult } from '../../src/render/check-results.js';
import { situationFiles } from '../../src/check/situation-files.js';
import type { Library } from '../../src/rulesets/entry.js';
import { loadLibrary } from '../../src/rulesets/library.js';
import { qm, repoRoot } from '../helpers/run-qm.js';

const files = situationFiles([join(repoRoot, 'fixtures')]);
let lib: Library;
let results: FileResult[];

beforeAll(async () => {
  lib = await loadLibrary();
  results = runChecks(lib, files);
});

describe('fixtures/', () => {
  it('holds at least 100 situation files', () => {
    expect(files.length).toBeGreaterThanOrEqual(100);
  });

  it('every file answers as expected', () => {
    const bad = results.filter((r) => r.status !== 'passed').map((r) => `${r.file}: ${r.status} ${r.error ?? r.questions.flatMap((q) => q.mismatches.map((m) => `${q.id}: ${m}`)).join('; ')}`);
    expect(bad).toEqual([]);
  });

  it('cites only entries qm show accepts', () => {
    const cited = results.flatMap((r) => r.questions.flatMap((q) => q.cites));
    expect(cited.filter((id) => !lib.byId.has(id))).toEqual([]);
  });

  it('covers conflict, order and who-picks in each of the five rulesets', () => {
    const seen = new Set(results.flatMap((r) => r.questions.map((q) => `${r.file.split(/[\\/]/).at(-2)} ${q.ask}`)));
    const missing = lib.rulesets.filter((r) => r.builtin).flatMap((r) => ['conflict', 'order', 'who-picks'].map((a) => `${r.id} ${a}`)).filter((k) => !seen.has(k));
    expect(missing).toEqual([]);
  });

  it('exercises every entry that carries a directive', () => {
    const cited = new Set(results.flatMap((r) => r.questions.flatMap((q) => q.cites)));
    const silent = lib.entries.filter((e) => e.directives.length && !cited.has(e.id)).map((e) => e.id);
    expect(silent).toEqual([]);
  });

  it('passes `qm check fixtures` as CI runs it', () => {
    const r = qm(['check', 'fixtures']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });
});
