/**
 * A branch on a fact with a default re-decides what the default decided: a conflict's pairs are kept from the first run
 * only for facts with no default (left out, a matcher wanting any value fails; with a default, the default's matchers
 * held). Shown by giving every `prefer` winner a `choice: item` condition (pirates-csg's `choice` defaults to item and
 * asks to be reminded): another value undoes the winner, so the answer must say the default decided it.
 */
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { resolveSituation } from '../../src/resolve/resolve-situation.js';
import { loadLibrary } from '../../src/rulesets/library.js';
import type { Matcher } from '../../src/rulesets/directive-schema.js';
import { readSituation } from '../../src/situation/read-situation.js';
import { repoRoot } from '../helpers/run-qm.js';

it('notes what a defaulted fact decided in a conflict, with pairs kept from the first run', async () => {
  const lib = await loadLibrary({});
  for (const e of lib.entries)
    for (const d of e.directives)
      if (d.kind === 'prefer') for (const m of [d.winner].flat() as Matcher[]) m.facts = { ...(m.facts ?? {}), choice: 'item' };
  const file = join(repoRoot, 'fixtures/pirates-csg/abandoned-crew.yaml');
  const answers = resolveSituation(lib, readSituation(file, lib).situation, file).answers.filter((a) => a.ask === 'conflict' && !a.undetermined && (a as { winner?: unknown }).winner);
  expect(answers.length).toBeGreaterThan(0);
  for (const a of answers) expect(a.notes ?? []).toContainEqual(expect.stringContaining("'choice' was taken as item, its default"));
});
