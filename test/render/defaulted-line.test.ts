// A left-out fact read as its default, where another value would decide otherwise and the vocabulary asks to be
// reminded (`remind`), is said on the answer's first line: a judge acts on that line, not on the notes under it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { loadLibrary } from '../../src/rulesets/library.js';
import type { Library } from '../../src/rulesets/entry.js';
import { parseSituation } from '../../src/situation/load-situation.js';
import { readSituation } from '../../src/situation/read-situation.js';
import { resolveSituation } from '../../src/resolve/resolve-situation.js';
import { decisionLine } from '../../src/render/decision-line.js';
import { repoRoot } from '../helpers/run-qm.js';

let lib: Library;
beforeAll(async () => {
  lib = await loadLibrary({});
});

const fixture = (name: string) => readSituation(join(repoRoot, 'fixtures', 'pirates-csg', name), lib).situation;

it('starts with the default a who-picks answer rests on, and lists it in defaulted', () => {
  // Which cargo a hit takes: the owner of the ship hit picks it; whether to use the ability at all is the shooter's.
  const situation = fixture('who-picks-black-mamba-masts.yaml');
  const [a] = resolveSituation(lib, situation).answers;
  expect(a!.defaulted).toEqual([{ fact: 'choice', value: 'item' }]);
  expect(decisionLine(a!)).toMatch(/^If 'choice' is item \(its default\): ben picks \(defender\)\.$/);
  expect(a!.notes?.some((n) => n.startsWith("'choice' was taken as item, its default"))).toBe(true);
});

it('says nothing of a default when the situation gives the fact', () => {
  const text = readFileSync(join(repoRoot, 'fixtures', 'pirates-csg', 'who-picks-black-mamba-masts.yaml'), 'utf8').replace('    targets: [ben-frigate]\n', '    targets: [ben-frigate]\n    choice: item\n');
  expect(text).toContain('choice: item');
  const [a] = resolveSituation(lib, parseSituation('t.yaml', text).situation).answers;
  expect(a!.defaulted).toBeUndefined();
  expect(decisionLine(a!)).toBe('ben picks (defender).');
});

it('lists no default on an answer left open: a default decides only a firm answer', () => {
  const answers = resolveSituation(lib, fixture('who-picks-fog-bank-exit.yaml')).answers;
  const open = answers.filter((a) => a.undetermined || a.depends?.length);
  expect(open.length).toBeGreaterThan(0);
  for (const a of open) expect(a.defaulted).toBeUndefined();
  expect(open.some((a) => a.notes?.some((n) => /its default/.test(n)))).toBe(true);
});
