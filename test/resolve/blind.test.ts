/**
 * The blind set: situations written by a helper who read only the seed documents and the contract, never the
 * rulesets, directives or fixtures (test/blind/situations, README there). It measures understanding, not memory.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runChecks } from '../../src/check/run-checks.js';
import { loadLibrary } from '../../src/rulesets/library.js';
import { repoRoot } from '../helpers/run-qm.js';

const dir = join(repoRoot, 'test/blind/situations');
const disputes = join(repoRoot, 'test/blind/disputes');
const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml')).map((f) => join(dir, f)).sort();

it('answers the blind situations as their source text says (floor 75% of questions)', async () => {
  const results = runChecks(await loadLibrary({}), files);
  const questions = results.flatMap((r) => r.questions);
  const passed = questions.filter((q) => q.mismatches.length === 0).length;
  const failed = results.flatMap((r) => r.questions.filter((q) => q.mismatches.length).map((q) => `${r.file} ${q.id}: ${q.mismatches[0]}`));
  console.log(`blind situations: ${passed}/${questions.length} questions (${((100 * passed) / questions.length).toFixed(1)}%) in ${files.length} files\n  ${failed.join('\n  ')}`);
  expect(results.filter((r) => r.status === 'error')).toEqual([]);
  expect(passed / questions.length).toBeGreaterThanOrEqual(0.75);
});

// Ten common table disputes, written the same blind way (test/blind/disputes/README.md): each answer must be the
// source text's, and cite the entries it rests on.
it('settles the ten common disputes as their source text says, citing what decides', async () => {
  const files = readdirSync(disputes).filter((f) => f.endsWith('.yaml')).map((f) => join(disputes, f)).sort();
  const results = runChecks(await loadLibrary({}), files);
  const questions = results.flatMap((r) => r.questions.map((q) => ({ file: r.file, ...q })));
  const failed = questions.filter((q) => q.mismatches.length).map((q) => `${q.file} ${q.id}: ${q.mismatches[0]}`);
  console.log(`blind disputes: ${questions.length - failed.length}/${questions.length} questions in ${files.length} files\n  ${failed.join('\n  ')}`);
  expect(files).toHaveLength(10);
  expect(failed).toEqual([]);
  expect(questions.filter((q) => !q.cites.length).map((q) => `${q.file} ${q.id}`)).toEqual([]);
});
