/**
 * A player's claim given as a rule ("Rui: and no current bonus either …") whose words read as no ruling does not win
 * as the close reading that is the very ruling it speaks about: words find the ruling, not whether the claim states
 * it or disputes it. From the spent fourth table-talk half, where the claim disputes the trade-current ruling.
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

/** The answer to question `i` of a blind-set board (a path under test/blind-table-talk). */
const answerOf = (board: string, i = 0) => {
  const file = join(repoRoot, 'test/blind-table-talk', board);
  return resolveSituation(lib, readSituation(file, lib).situation, file).answers[i]!;
};

it('does not let a claim win only as the ruling its words may mean', () => {
  const q2 = answerOf('held-back-4/pirates-csg/towing-a-flotilla-with-a-helmsman.yaml', 1);
  expect((q2 as { winner?: string }).winner).not.toBe('no-current');
});

it('does not let a claim decide "both apply" as the ruling its words may mean either', () => {
  // From the spent fifth half: "Ned: that S isn't a move action, the helmsman stays out of it" read as the trade-current
  // ruling by a close reading, which let both apply; what the claim takes from that ruling is not known.
  const q1 = answerOf('held-back-5/pirates-csg/helmsman-on-the-loading-hop.yaml');
  expect(q1.assumes ?? []).toEqual([]);
});

it('takes an effect given as a claim (kind: claim) for a claim whatever its words', () => {
  // From the sixth working half: "Ana: your ship's gone with Gallows on it, I get my gold coin" given as a claim, against
  // Ben's "nobody gets anything" under Ransom; the board does not say how the ship went down (scuttled: no gold for
  // anyone; sunk by Ana: her coin), so the Code leaves it open. Read as the sinking ruling, the claim had decided it.
  const q1 = answerOf('working-6/pirates-csg/ransom-crew-ship-went-down.yaml');
  expect(q1.undetermined).toBeDefined();
  expect(q1.assumes ?? []).toEqual([]);
});

it('does not rank a player’s reported words on the ladder by a level term in them', () => {
  // From the spent sixth held-back half: "Oli: you cancelled its keyword, so it's just a boat now, no bonus", given as an
  // ability, was put at level "not" by its "no", over Nia's bonus. The Code keeps a cancelled serpent a sea creature.
  const q1 = answerOf('held-back-6/pirates-csg/cancelled-serpent-still-a-monster.yaml');
  expect((q1 as { winner?: string }).winner).not.toBe('just-a-ship');
});

it('does not let an effect given as a claim win only as the ruling its words were read as', () => {
  // From the spent sixth held-back half: "Ben: that sloop already fired this turn, it's done", given as a claim, read by
  // its words as a ruling on turning treasure into a cannon, had beaten the Piece of Eight. Given as a claim, it is not
  // stated as the ruling in force: the answer depends on what it means.
  const q1 = answerOf('held-back-6/pirates-csg/elizabeths-coin-on-a-ship-that-already-went.yaml');
  expect((q1 as { winner?: string }).winner).not.toBe('spent');
});

it('keeps words read as the ruling on a card in play: a less likely reading that decides is one branch, not the answer', () => {
  // From the first working half: Ana's "that sword was a mail-away freebie, it hasn't got any rules" is read as the Viking
  // Sword's own ruling (the players give promo treasures what abilities they agree), which leaves it open; the
  // No-Duplicates rulings, close behind, had decided it for Ana.
  const q1 = answerOf('working/pirates-csg/viking-sword-treasure.yaml');
  expect(q1.undetermined).toBeDefined();
  expect(q1.depends?.some((b) => b.entry === 'pirates-csg.ut.viking-helmet-shield-spear-sword.these-four-treasures-were-originally' && b.undetermined)).toBe(true);
  expect(q1.depends?.some((b) => b.winner === 'ana-objection')).toBe(true);
});
