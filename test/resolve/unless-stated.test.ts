/**
 * "An ability beats a rule, unless specifically stated otherwise" (`unless-stated`): where the rule's words were not read
 * exactly, the general precedence cannot tell whether the document states otherwise, so it stands aside for a rule read
 * as a ruling on a particular piece, or read as nothing near any ruling; a rule close to rules of the game in general is
 * one of them, and the ability still beats it.
 */
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { Library } from '../../src/rulesets/entry.js';
import { resolveSituation } from '../../src/resolve/resolve-situation.js';
import { loadLibrary } from '../../src/rulesets/library.js';
import { readSituation } from '../../src/situation/read-situation.js';
import { repoRoot } from '../helpers/run-qm.js';

let lib: Library;
beforeAll(async () => {
  lib = await loadLibrary({});
});

const answerOf = (path: string) => {
  const file = join(repoRoot, path);
  return resolveSituation(lib, readSituation(file, lib).situation, file).answers[0]! as { winner?: string; undetermined?: unknown; cites: string[]; considered?: { why: string }[] };
};

/** Whether the answer set "abilities beat rules" aside as holding unless the document states otherwise. */
const setAside = (a: ReturnType<typeof answerOf>) => (a.considered ?? []).some((c) => /unless the document states otherwise/.test(c.why));

it('stands aside for a rule read by its words as a ruling on a particular piece', () => {
  // "the rocks Jo's ghost stopped on" reads as a Ghost Ship ruling (ghostly applies only while moving), not a rule of
  // the game that the keyword is put over.
  const a = answerOf('test/blind-table-talk/working-7/pirates-csg/ghost-stops-on-reef.yaml');
  expect(a.winner ?? undefined).toBeUndefined();
  expect(setAside(a)).toBe(true);
  expect(a.cites).not.toContain('pirates-csg.abilities-general.conflict-hierarchy.abilities-vs-rules');
});

it('stands aside for a rule whose words come close to no ruling', () => {
  // "the frigate opens up on the sub bobbing on top" against Submarine: the sub's own rulings say when it may dive.
  const a = answerOf('test/blind-table-talk/held-back-3/pirates-csg/dive-too-late.yaml');
  expect(a.winner ?? undefined).toBeUndefined();
  expect(a.undetermined).toBeDefined();
  expect(setAside(a)).toBe(true);
});

it('still puts the ability over a rule that comes close only to rules of the game in general', () => {
  // "A boarding action can only happen after ramming" is one of the Board rulings, whichever.
  const a = answerOf('test/blind/disputes/03-board-without-ram.yaml');
  expect(a.winner).toBe('longboard');
  expect(a.cites).toContain('pirates-csg.abilities-general.conflict-hierarchy.abilities-vs-rules');
  expect(setAside(a)).toBe(false);
});
