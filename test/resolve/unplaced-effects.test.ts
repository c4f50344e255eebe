/**
 * What no ruling places is not ordered by one: an effect read as no ruling falls in the default window for want of any,
 * so no window orders it; and two effects given as different kinds of thing are not both read as one ruling by words.
 */
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadLibrary } from '../../src/rulesets/library.js';
import { resolveSituation } from '../../src/resolve/resolve-situation.js';
import { readSituation } from '../../src/situation/read-situation.js';
import { repoRoot } from '../helpers/run-qm.js';

it('leaves open the order of a start-of-turn burn and the ghost return (the sheet orders neither against the other)', async () => {
  // From the sixth working half: a damage-over-time tick "as the turn opens", given as a state, against Tam's KO'd Cra
  // coming back. Read by its words as the ghost return too, the two were ordered as one window's; read as nothing, the
  // default window put it after the return.
  const lib = await loadLibrary({});
  const file = join(repoRoot, 'test/blind-table-talk/working-6/krosmaster-island-i/burn-tick-and-the-ghost-return.yaml');
  const a = resolveSituation(lib, readSituation(file, lib).situation, file).answers[0]!;
  expect(a.undetermined).toBeDefined();
  const burn = (a.readings ?? []).find((r) => r.effect === 'burn');
  const back = (a.readings ?? []).find((r) => r.effect === 'back');
  expect(back?.entry).toBe('krosmaster-island-i.ghost-pirates.ko-krosmasters-return');
  expect(burn?.entry).not.toBe(back?.entry);
});
