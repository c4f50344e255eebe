/**
 * What no ruling places is not ordered by one: an effect read as no ruling falls in the default window for want of any,
 * so no window orders it; and two effects given as different kinds of thing are not both read as one ruling by words.
 */
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadLibrary } from '../../src/rulesets/library.js';
import { resolveSituation } from '../../src/resolve/resolve-situation.js';
import { readSituation } from '../../src/situation/read-situation.js';
import { builtinLibrary, firstAnswer } from '../helpers/resolve-text.js';
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

it('keeps a rule its reading when a player’s claim about the same ruling is on the board', async () => {
  // A rule and a claim count alike (the claim is a player's account of a rule): both may be about one ruling. Reading
  // the rule as nothing because a claim elsewhere on the board shared its reading had let an ability beat it firmly.
  const lib = await builtinLibrary();
  const text = `ruleset: pirates-csg
players: [nell, tom]
effects:
  - { id: code, kind: rule, text: "the terrain rating of an iceberg cannot be re-rolled" }
  - { id: nell, kind: claim, text: "the terrain rating of an iceberg can be re-rolled" }
  - { id: reroll, ability: Reroll, text: "reroll one die roll" }
questions: [{ ask: conflict, effects: [code, reroll] }]
`;
  const a = firstAnswer(lib, text);
  expect(a.ask === 'conflict' && a.winner).not.toBe('reroll');
  expect((a.readings ?? []).find((r) => r.effect === 'code')?.how).toBe('words');
});

it('places no claim in an order: what a player says the rules are is not a step', async () => {
  // From the spent sixth held-back half: "Jen: the map stays in front of me, we only count them when the game's over",
  // given as a claim, was placed last by a reading of its words as the end-of-game count.
  const lib = await loadLibrary({});
  const file = join(repoRoot, 'test/blind-table-talk/held-back-6/race-to-the-raft-kickstarter/map-banked-now-not-at-the-end.yaml');
  const a = resolveSituation(lib, readSituation(file, lib).situation, file).answers[0]!;
  expect(a.undetermined).toMatch(/what a player says the rules are/);
});

it('does not order one piece’s same ruling twice as if both happened', async () => {
  // From the spent third held-back half: two trade-current bonuses for one frigate in one turn, each named as the trade
  // current. The Code gives a ship only a single +S a turn; nothing placed here says the bonus happens twice.
  const lib = await loadLibrary({});
  const file = join(repoRoot, 'test/blind-table-talk/held-back-3/pirates-csg/current-bonus-only-once.yaml');
  const a = resolveSituation(lib, readSituation(file, lib).situation, file).answers[0]!;
  expect(a.undetermined).toBeDefined();
  expect(a.because.join(' ')).toMatch(/same ruling from one piece/);
});

it('does not put a rule read as no ruling during the turn, after a beginning-of-turn copy', async () => {
  // From the robustness suite: the illegal situation a copied point reducer leaves, told in other words ("remove the
  // excess crew") and read as nothing, was placed in the default window and ordered after the copy taken at the start
  // of the turn. When it happens is what the words leave open (an answer may still rest on a reading it names first);
  // named, the copy ruling puts it first.
  const lib = await builtinLibrary();
  const board = (illegal: string) => `ruleset: pirates-csg
players: [ana, ben]
active: ben
pieces: [{ id: behemoth, kind: ship, owner: ben }]
effects:
  - { id: recopy, source: behemoth, text: "At the beginning of each of your turns, choose any ability possessed by any ship or crew in play; this character has that ability. You may make a different choice each turn." }
  - { id: illegal, kind: rule, source: behemoth, ${illegal} }
questions: [{ ask: order, effects: [recopy, illegal] }]
`;
  const unread = firstAnswer(lib, board('text: "The crew now exceed the ship\'s point limit; remove the excess crew from the game."'));
  expect(unread.undetermined !== undefined || (unread.assumes?.length ?? 0) > 0).toBe(true);
  const named = firstAnswer(lib, board('ability: illegal situation, text: "The crew now exceed the ship\'s point limit; remove the excess crew from the game."'));
  expect(named.ask === 'order' && named.steps.map((s) => s.effects)).toEqual([['illegal'], ['recopy']]);
});
