/** Warnings for what a situation says that its vocabulary does not declare: a fact's value read as 'other' among them. */
import { expect, it } from 'vitest';
import { chainVocabulary } from '../../src/read/vocabulary.js';
import { situationWarnings } from '../../src/resolve/situation-warnings.js';
import { loadLibrary } from '../../src/rulesets/library.js';
import type { Situation } from '../../src/situation/schema.js';

it("says a fact's value its declaration does not list is read as 'other', and says nothing of a listed one", async () => {
  const lib = await loadLibrary({});
  const v = chainVocabulary(lib, ['pirates-csg']);
  const board = (masts: unknown) => ({ ruleset: 'pirates-csg', pieces: [{ id: 'brig', kind: 'ship', 'masts-left': masts }], effects: [], questions: [] }) as unknown as Situation;
  expect(situationWarnings(board('none'), v)).toEqual(["pieces.0.masts-left: none is not one of masts-left's values (0, other), so it is read as 'other'"]);
  expect(situationWarnings(board(0), v)).toEqual([]);
  expect(situationWarnings(board('other'), v)).toEqual([]);
  expect(situationWarnings(board(2), v)).toEqual([]);
});
