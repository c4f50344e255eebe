/**
 * The table-talk blind set: boards as players describe them, written by helpers who read only the seed documents and
 * the contract (test/blind-table-talk/README.md). The working half is what the developers debug against; the
 * held-back half was run once, at the end of the work, and its figure reported as it came out.
 */
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { loadLibrary } from '../../src/rulesets/library.js';
import type { Library } from '../../src/rulesets/entry.js';
import { repoRoot } from '../helpers/run-qm.js';
import { describeScore, scoreTableTalk, situationFilesIn } from './table-talk-harness.js';

/** One half of a blind set: its name (in the printout, and in the test's name as "reads the <name>"), its folder under
 * test/blind-table-talk/, its question count, its floor for right and its ceiling for confident wrong (each a share of
 * the questions), whether its test's name ends " (spent)" (held-back halves from the thirteenth on), the test's own name
 * where it is not "reads the <name>", and, while unspent, the QM_HELD_BACK value it runs under. */
interface Half {
  name: string;
  folder: string;
  questions: number;
  right: number;
  confidentWrong: number;
  spent?: true;
  title?: string;
  gate?: string;
}

const dir = join(repoRoot, 'test/blind-table-talk');
let lib: Library;
beforeAll(async () => {
  lib = await loadLibrary({});
});

/** Scores one half, prints it, and holds it to its question count, its floor for right and its ceiling for confident wrong. */
function holds(h: Half): void {
  const s = scoreTableTalk(lib, situationFilesIn(join(dir, h.folder)));
  console.log(`table talk, ${h.name}: ${describeScore(s)}\n  ${s.lines.join('\n  ')}`);
  expect(s.questions).toBe(h.questions);
  expect(s.right / s.questions).toBeGreaterThanOrEqual(h.right);
  expect(s.confidentWrong / s.questions).toBeLessThanOrEqual(h.confidentWrong);
}

// One row per half, in the order the tests run, each under the comments that say where its figures came from; each
// becomes a test named "reads the <name>" (with " (spent)" after it where spent: true, or its title where it has one).
// A new blind set adds its rows at the end: its working half, then its held-back half. While that held-back half is
// unspent, its row has gate: '<set number>' and runs only under QM_HELD_BACK=<set number>.
const HALVES: Half[] = [
  // Floors just under what was measured (65/131 right, 3 confident wrong, after the round that wrote the Code's topic
  // rulings and read claims by their close readings; 60/131 and 3 once the directives' word lists were halved; 61 and 3 before; 42 and 13 before the reading was made
  // honest about guesses, 52 and 4 before rulings that test an unsaid fact branched on it, 52 and 3 before the rulings
  // of the third round were written over entries, 55 and 3 before the round that wrote procedures, consequence chains
  // and choosers as data and stopped general precedence weighing what was not read): the figures may rise, never fall back.
  // 132 questions since a board giving its rolls per player (`dice: { ana: 5, ben: 3 }`) reads (per-piece.ts): 69 right.
  {
    name: 'working half',
    folder: 'working',
    questions: 132,
    right: 0.5,
    confidentWrong: 0.025,
    title: 'reads the working half of the table-talk set as its source text says',
  },

  // Run once at the end of the reading work (2026-11-25): 42/132 right, 19 confident wrong, as it came out. Since
  // debugged against as a working set: 50/132 right, 7 confident wrong; then 50 and 6; then 50 and 5; then 57 and 5;
  // then 57 and 4 (procedures as data; no general precedence over a player's claim read as no ruling or only by its words);
  // then 65 and 2 (no firm answer on an ability read as nothing as Broadsides' loser; 'choice' said in words). 134
  // questions since two boards giving a fact per player read (per-piece.ts): 68 right, 1 confident wrong.
  {
    name: 'held-back half',
    folder: 'held-back',
    questions: 134,
    right: 0.49,
    confidentWrong: 0.016,
    title: 'reads the held-back half (run once, at the end)',
    gate: '1',
  },

  // A second held-back half (127 files), written blind after the first was spent (writers-*-2.md), run once at the end of
  // the second round of reading work (2026-11-25), as it came out: 27/134 right, 22 confident wrong (the code before that
  // round: 25/134 and 26). Spent since, and debugged against for its firm wrong answers (unsaid rolls and choices,
  // lumped or misread orders, general precedence over claims): 31/134 right, 13 confident wrong; then, with rulings written
  // over entries for choosers, outside forces and the Scorpion's pin, 40 and 13; then, with procedures as data and no
  // general precedence over what is not known (a claim read as no ruling, an unknown level), 45 and 11; 46 and 11 once
  // the directives' word lists were halved. Floors sit just under. 53 then 52 with the players' words the lexicons learnt
  // (2026-11-26; 'loot' is treasure, so Tom Tew's "face-down loot" reads as the face-down treasure ruling), against
  // gains on other halves (342 -> 343 right over the fourteen spent and working halves). 51 once a compound is not the
  // word it starts with (2026-11-26): "comes out" had read a towed wreck as the tow ruling through "outside", rightly by
  // luck; the same rule ends a confident wrong answer on the ninth held-back half ("leans over" is not "overboard").
  // 53 and 8 (2026-11-27) once Jailhouse Dog interrupting Turtles excludes the turtles from an order.
  { name: 'second held-back half', folder: 'held-back-2', questions: 134, right: 0.39, confidentWrong: 0.06 },

  // A third held-back half (120 files, 130 questions), written blind after the second was spent (writers-*-3.md), run once
  // at the end of this session's two rounds of reading work (2026-11-25), as it came out: 23/130 right, 17 confident wrong
  // (the code at the start of the session: 23/130 and 20). The rounds lifted right on the three spent halves by 3, 7 and
  // 13, and almost none of it reached boards they had not seen. Spent now, and debugged against for its orders and
  // conflicts: 32/130 right, 7 confident wrong (the same once the word lists were halved). The floors sit just under.
  // Then 39/130 and 3 (no tie on a judge's summary beside a card read exactly; 'choice' said in words); 40 and 1 once a
  // ship that jumped through a whirlpool cannot tow the ship it lands beside (2026-11-27).
  { name: 'third held-back half', folder: 'held-back-3', questions: 130, right: 0.315, confidentWrong: 0.008 },

  // A fourth held-back half (78 files, 84 questions), written blind before the next round started (writers-4.md), run once
  // at the end of that round (2026-11-25), as it came out: 23/84 right, 2 confident wrong (the code before the round:
  // 17/84 and 15). Most of the gain is honesty: no general precedence weighing what was not read. Spent now; the floor and
  // the ceiling sit at the figures.
  // Debugged against in the next round: 29/84 right, 2 confident wrong. 28/84 (2026-11-27) once a rule in a player's
  // voice that wins only as the ruling its words were read as depended on that reading, as a claim does: "Ana: once
  // it's your home it's only an ordinary island" states the ruling, but words alone cannot tell it from disputing it
  // (over every spent half, two right answers became "depends on what it means", two confident wrong ones went).
  { name: 'fourth held-back half', folder: 'held-back-4', questions: 84, right: 0.333, confidentWrong: 0.024 },

  // A fifth held-back half (49 files, 50 questions), written blind before the next round started (writers-5.md), run once
  // at the end of that round (2026-11-26), as it came out: 11/50 right, 2 confident wrong (the code before the round: 11/50
  // and 1). The round's rulings and readings lifted the spent halves by 5 to 16 right and reached none of these boards.
  // Spent now; one confident wrong answer (a claim decided on a close reading) was mended after: 11/50 and 1. Then 15/50 and
  // 0 (Broadsides' ruling keeps itself off its loser side by entry, not by the word).
  { name: 'fifth held-back half', folder: 'held-back-5', questions: 50, right: 0.3, confidentWrong: 0 },

  // A sixth set (103 files and questions), written blind before the next round started (writers-6-*.md), split by ruleset
  // and kind before any work: working-6 (52) was debugged against; held-back-6 (51) was run once, at the end of the round
  // (2026-11-26). The code before the round: working-6 6/52 right and 3 confident wrong; held-back-6 11/51 and 4. At the
  // end: working-6 9/52 and 0; held-back-6, as it came out, 11/51 and 4 (the same). Both spent now; floors at the figures.
  // Mended after: a level term in a player's reported words no longer ranks them on the ladder, and an effect given as a
  // claim does not win as the ruling its words were read as, nor is placed in an order as a step (11/51 and 1). Later
  // (2026-11-27) 12/51 and 0: Favor of the Gods revealed on another player's turn is excluded, as it is no interrupt.
  { name: 'sixth working half', folder: 'working-6', questions: 52, right: 0.17, confidentWrong: 0 },

  { name: 'sixth held-back half', folder: 'held-back-6', questions: 51, right: 0.23, confidentWrong: 0 },

  // A seventh set (100 files and questions), written blind at the end of the round that spent the sixth (writers-7-*.md),
  // for the next round, and split by ruleset and kind: working-7 (51) was debugged against; held-back-7 (49) was run once,
  // at the end of that round (2026-11-26). The code before the round (632223a and after): working-7 9/51 right and 2
  // confident wrong; held-back-7 11/49 and 2. At the end: working-7 10/51 and 0 (one board's expectation corrected: it
  // keyed the shooter as picker from the ruling on whether to apply the ability, where the topic's ruling names the owner
  // of the ship hit); held-back-7, as it came out, 11/49 and 2 (the same). Both spent now; floors at the figures. Mended
  // after: Cursed Captain Jack's ruling holds only on a roll of 6, and which fire tile comes out of the bag is chance,
  // where it goes the current player's (12/49 and 0). working-7 9/51 with the players' words the lexicons learnt (a
  // cargo-on-a-hit board whose two nearest readings score within 1% of each other no longer takes the first).
  { name: 'seventh working half', folder: 'working-7', questions: 51, right: 0.176, confidentWrong: 0 },

  // held-back-7 13/49 with the players' words; 14/49 once an effect read as the Code's movement guide counts as the move
  // action's step 4 (the guide is how a ship moves its segments). 13/49 again once the chest ruling's loser must be read as
  // that ruling: "your start squares are full" read as winning Ghost Pirates no longer meets it by the word "full", which
  // had also read "chests on rafts, full stop" as a full cell, a confident wrong answer on held-back-15.
  { name: 'seventh held-back half', folder: 'held-back-7', questions: 49, right: 0.265, confidentWrong: 0 },

  // An eighth set (100 files and questions), written blind at the end of the round that spent the seventh
  // (writers-8-*.md), split by ruleset and kind before any work: working-8 (47) was debugged against; held-back-8 (53) was
  // run once, at the end of the next round (2026-11-26). The code when it was written (d8e0775): working-8 5/47 right and
  // 3 confident wrong; held-back-8 13/53 and 0 (totals only). At the end: working-8 5/47 and 2; held-back-8, as it came
  // out, 13/53 and 0 (the same). Both spent now; floors at the figures. Then working-8 6/47 and 2 (who places the marker
  // for a ship that does not fit on a fog bank).
  // 6/47 once a reading must lead every hit the search ranked (2026-11-26): a fog board read through its piece's kind is open.
  { name: 'eighth working half', folder: 'working-8', questions: 47, right: 0.127, confidentWrong: 0.043 },

  { name: 'eighth held-back half', folder: 'held-back-8', questions: 53, right: 0.24, confidentWrong: 0 },

  // A ninth set (100 files and questions), written blind at the end of the round that spent the eighth (writers-9-*.md),
  // for the next round, and split by ruleset and kind before any work: working-9 (50) to debug against, held-back-9 (50)
  // to run once at the end of the next round. The code when it was written (1c4dfec): working-9 5/50 right and 1
  // confident wrong; held-back-9 6/50 and 1 (totals only). working-9's confident wrong answer was mended in that round
  // (a doctor against a treasure read as nothing): 5/50 and 0; then 7/50 and 0 (who places Turtles! and where the Trident's
  // wave starts: the user).
  { name: 'ninth working half', folder: 'working-9', questions: 50, right: 0.14, confidentWrong: 0 },

  // held-back-9 was run once, at the end of the round after (2026-11-26, e2349bf), as it came out: 7/50 right and 1
  // confident wrong (the code that wrote it: 6/50 and 1). Spent now; floors at the figures. Then 7 and 0: the Buccaneer's
  // name and "character" alone no longer read "leans over and clobbers her" as his card's Lure of the Sea.
  // 6/50 once a reading must lead every hit the search ranked: a Rogue climbing back, read through the piece, is open.
  { name: 'ninth held-back half', folder: 'held-back-9', questions: 50, right: 0.12, confidentWrong: 0 },

  // A tenth set (100 files and questions), written blind at the start of the round that spends the ninth (writers-10-*.md),
  // for the round after, split by ruleset and kind before any work: working-10 (51) to debug against, held-back-10 (49) to
  // run once at the end of that round. Every house-sheet board reuses a line an earlier set quoted, with a new dispute (the
  // sheets have no unquoted ruling left). The code when it was written (70d7b8f): working-10 7/51 right and 0 confident
  // wrong; held-back-10 10/49 and 3 (totals only).
  // With the players' words of docs/players-words/ (2026-11-26): working-10 8/51, held-back-7 13/49, working-8 7/47;
  // those floors rose to the figures. working-10 9/51 with Seleucis's chooser (its user moves the other monster); 10/51
  // once Metal Hull's ruling on ramming and terrain was written (only its Scorpion part had been).
  { name: 'tenth working half', folder: 'working-10', questions: 51, right: 0.196, confidentWrong: 0 },

  // held-back-10 was run once, at the end of the round that added the eleventh set (2026-11-26, fbd8100), as it came out:
  // 11/49 right and 3 confident wrong, the same as at that round's start (139469d); the code that wrote it, 10/49 and 3.
  // Spent now; floors at the figures.
  // Then 11 and 2: Altar's 'your frigate opens up on Carla' was read as Intermediario's ruling, a fourth-ranked hit whose
  // rivals held one word each; a reading must now lead every hit the search ranked. Then 12 and 1: Dry Powder's ruling
  // that the Reverse-Captain ability applies to its shot had no directive (its shot was not ordered before the move).
  { name: 'tenth held-back half', folder: 'held-back-10', questions: 49, right: 0.265, confidentWrong: 0.021 },

  // An eleventh set (100 files and questions), written blind during the round that spends the tenth (writers-11-*.md), for
  // a later round, split by ruleset and kind before any work: working-11 (52) to debug against, held-back-11 (48) to run
  // once at the end of a later round. The code when it was written (517245e): working-11 6/52 right and 1 confident wrong;
  // held-back-11 9/48 and 1 (totals only). working-11 7/52 and 0 once Cursed Natives against a doctor depends on whether
  // the doctor is the crew they take (the ruling's own exception, which its directive had left out).
  { name: 'eleventh working half', folder: 'working-11', questions: 52, right: 0.153, confidentWrong: 0 },

  // held-back-11 was run once, at the end of the round that added what players ask of each ruling (2026-11-26, eccd64a),
  // as it came out: 9/48 right (18.8%), 1 confident wrong (2.1%), 32 open answers showing a deciding text; the code at that
  // round's start (2c60a0c) gave the same right and wrong, with 29 shown. Spent now; floors at the figures.
  { name: 'eleventh held-back half', folder: 'held-back-11', questions: 48, right: 0.229, confidentWrong: 0.021 },

  // A twelfth set (100 files and questions), written blind at the end of the round that spends the eleventh
  // (writers-12-*.md), for a later round, split by ruleset and kind before any work: working-12 (51) to debug against,
  // held-back-12 (49) to run once at the end of a later round. The code when it was written (86af6c0): working-12 12/51
  // right and 2 confident wrong; held-back-12 11/49 and 3 (totals only). working-12 12/51 and 1 once a cannon made from
  // treasure, which the board called an ability, was not silenced by "cancel at any time" (its exception names it).
  { name: 'twelfth working half', folder: 'working-12', questions: 51, right: 0.235, confidentWrong: 0.02 },

  // held-back-12 was run once, at the end of the round that counted each asked line alone (2026-11-26, 983a019), as it
  // came out: 11/49 right (22.4%), 3 confident wrong (6.1%), 24 open answers showing a deciding text; the code at that
  // round's start (bcfbaee) gave the same right and wrong, with 27 shown. Spent now; floors at the figures.
  // Then 12 and 1: Parley stops a swoop only with a treasure to hand over (the Code's own condition, now a fact the
  // board is asked for), and Raft leaves behind a Ransom crew that was not captured (it cannot be unloaded to an island).
  { name: 'twelfth held-back half', folder: 'held-back-12', questions: 49, right: 0.244, confidentWrong: 0.021 },

  // A thirteenth set (100 files and questions), written blind at the end of the round that spends the twelfth
  // (writers-13-*.md), for a later round, split by ruleset and kind before any work: working-13 (50) to debug against,
  // held-back-13 (50) to run once at the end of a later round. The code when it was written (c35a443): working-13 9/50
  // right and 1 confident wrong; held-back-13 11/50 and 2 (totals only). working-13 10/50 and 0 once a ghostly ship
  // blocked a shot past it at another ship (the Code's line had no directive; only being shot at did); 11/50 and 0 once
  // Eye of Insanity's chooser cited the ruling that makes the copied ability a choice.
  { name: 'thirteenth working half', folder: 'working-13', questions: 50, right: 0.22, confidentWrong: 0 },

  // held-back-13 was run once, at the end of the round that wrote the fourteenth set (2026-11-26, a4f32f3), as it came out:
  // 11/50 right, 2 confident wrong (4.0%), 31 of its open answers showing a deciding text; the code at that round's start
  // (23c6156) gave the same. Spent now. Then 12 and 1: the Smokepot's random chooser (exit rolls when the smoke is removed)
  // no longer decides where the smoke is put down, which is its user's placing. Then 13 and 0: a unique treasure loses
  // to a whirlpool eliminating it, not to a player's words read as where a whirlpool may place a ship.
  { name: 'thirteenth held-back half', folder: 'held-back-13', questions: 50, right: 0.26, confidentWrong: 0, spent: true },

  // A fourteenth set (100 files and questions), written blind at the start of the round that spends the thirteenth
  // (writers-14-*.md), for a later round, split by ruleset and kind before any work: working-14 (50) to debug against,
  // held-back-14 (50) to run once at the end of a later round. The code when it was written (23c6156): working-14 10/50
  // right and 0 confident wrong; held-back-14 8/50 and 2 (totals only).
  { name: 'fourteenth working half', folder: 'working-14', questions: 50, right: 0.2, confidentWrong: 0 },

  // held-back-14 was run once, at the end of the round that wrote the fifteenth set (2026-11-26, ae0d21a), as it came out:
  // 8/50 right, 2 confident wrong (4.0%), 29 of its open answers showing a deciding text; the code at that round's start
  // (8936b2c) gave the same. Spent now; floors at the figures.
  { name: 'fourteenth held-back half', folder: 'held-back-14', questions: 50, right: 0.18, confidentWrong: 0.04, spent: true },

  // Rescored 2026-11-27: from the fifteenth set on, writers put `expect` in block style, which the harness's line match
  // missed, so boards rightly left open counted as "right but uncited". Parsed now; the same answers score working-15
  // 12/50, held-back-15 15/50, working-16 8/36, held-back-16 10/35, working-18 7/32, held-back-18 5/32 (not 1/32 as
  // reported when it was run) and working-19 7/34. The floors below rose to those figures.

  // A fifteenth set (100 files and questions), written blind at the start of the round that spends the fourteenth
  // (writers-15-*.md), for a later round, split by ruleset and kind before any work: working-15 (50) to debug against,
  // held-back-15 (50) to run once at the end of a later round. The code when it was written (2f0a01e): working-15 7/50
  // right and 2 confident wrong; held-back-15 8/50 and 2 (totals only).
  { name: 'fifteenth working half', folder: 'working-15', questions: 50, right: 0.24, confidentWrong: 0.04 },

  // held-back-15 was run once, at the end of the round that wrote the sixteenth set (2026-11-26, 423f363: the round's start,
  // and its code at the time, no resolver change having landed before the run), as it came out: 8/50 right, 2 confident
  // wrong (4.0%), 22 of its open answers showing a deciding text. Spent now. Mended by their causes after: 9/50 and 0 (the
  // chest ruling's loser must be read as that ruling; Mirror of Archimedes excludes a Cannoneer's shot in an order).
  { name: 'fifteenth held-back half', folder: 'held-back-15', questions: 50, right: 0.3, confidentWrong: 0, spent: true },

  // A sixteenth set (71 files and questions), written blind at the start of the round that spends the fifteenth
  // (writers-16-*.md), split by ruleset and kind before any work: working-16 (36) to debug against, held-back-16 (35) to
  // run once at the end of a later round. The code when it was written (5737db8): working-16 4/36 right and 2 confident
  // wrong; held-back-16 6/35 and 2 (totals only). 5/36 and 1 once the Calypso whirlpool's ruling excludes a
  // same-action-twice ability from an order too (2026-11-27).
  { name: 'sixteenth working half', folder: 'working-16', questions: 36, right: 0.22, confidentWrong: 0.028 },

  // held-back-16 was run once, at the end of the round that wrote the seventeenth set (2026-11-26, dd35adf: the round's
  // start, and its code at the time, no resolver change having landed before the run), as it came out: 6/35 right, 2
  // confident wrong (5.7%), 14 of its open answers showing a deciding text. Spent now. Mended by the cause of one after:
  // 7/35 and 1 (Davy Jones' Key beside a player saying no island holds treasure depends on it: a board fact's default).
  { name: 'sixteenth held-back half', folder: 'held-back-16', questions: 35, right: 0.314, confidentWrong: 0.029, spent: true },

  // A seventeenth set (66 files and questions), written blind at the start of the round that spends the sixteenth
  // (writers-17-*.md), split by ruleset and kind before any work: working-17 (33) to debug against, held-back-17 (33) to
  // run once at the end of a later round. The code when it was written (23dd8e0): working-17 6/33 right and 3 confident
  // wrong; held-back-17 6/33 and 0 (totals only).
  // Mended after by their causes: 7/33 and 0 (a ruling both effects are read as by their words does not pick between
  // them; the gold condition's ruling holds over abilities only as itself; a cancel aimed at a ship is not aimed at a
  // treasure).
  { name: 'seventeenth working half', folder: 'working-17', questions: 33, right: 0.21, confidentWrong: 0 },

  // held-back-17 was run once, at the end of the round that wrote the eighteenth set (2026-11-26), on the round's start
  // (9ca7ac0) and on its end (2def01b), as it came out: 6/33 right, 0 confident wrong, 14 of its open answers showing a
  // deciding text, 2 right but citing a sibling of the deciding entry; the same on both, and on fd5793f (a search change
  // of 2def01b reverted after the run for a confident wrong answer it caused elsewhere). Spent now; floors at the figures.
  { name: 'seventeenth held-back half', folder: 'held-back-17', questions: 33, right: 0.18, confidentWrong: 0, spent: true },

  // An eighteenth set (64 files and questions), written blind at the start of the round that spends the seventeenth
  // (writers-18-*.md), split by ruleset and kind before any work: working-18 (32) to debug against, held-back-18 (32) to
  // run once at the end of a later round. The code when it was written (4eb2906): working-18 1/32 right and 1 confident
  // wrong; held-back-18 1/32 and 0 (totals only).
  // Mended after by its one confident wrong answer's cause: 2/32 and 0 (an effect told in doubt does not win on a ruling).
  { name: 'eighteenth working half', folder: 'working-18', questions: 32, right: 0.21, confidentWrong: 0 },

  // held-back-18 was run once, at the end of the round that wrote the nineteenth set (2026-11-27), on the round's start
  // (c636aef) and on its end (1901b75), as it came out: 1/32 right (3.1%), 0 confident wrong, 18 of its open answers
  // showing a deciding text, 4 right to stay open but citing nothing; the same on both, and as when it was written. Spent
  // now; floors at the figures.
  { name: 'eighteenth held-back half', folder: 'held-back-18', questions: 32, right: 0.15, confidentWrong: 0, spent: true },

  // A nineteenth set (67 files and questions), written blind at the start of the round that spends the eighteenth
  // (writers-19-*.md; 65 Code boards, many on lines an earlier board asked something else of, and 2 Race to the Raft
  // boards: the sheets are asked out), split by ruleset and kind before any work: working-19 (34) to debug against,
  // held-back-19 (33) to run once at the end of a later round. The code when it was written (027e3f3): working-19 4/34
  // right and 0 confident wrong; held-back-19 4/33 and 1 (totals only).
  { name: 'nineteenth working half', folder: 'working-19', questions: 34, right: 0.2, confidentWrong: 0 },

  // held-back-19 was run once, at the end of the round that wrote the twentieth set (2026-11-27), on the round's code
  // (e15fa14: the resolver as at its start, be2ff07; the harness reading block-style expect), as it came out: 7/33 right
  // (21.2%), 1 confident wrong (3.0%: Turtles' shell put beside a Scorpion's hit the Code leaves alone), 17 of its open
  // answers showing a deciding text, 1 right but citing the cancel chooser, not the capture ruling. Spent now; floors at
  // the figures. Mended by the cause of its confident wrong answer after: 8/33 and 0 (the Scorpion's ruling that a blade
  // attack ignores a turtle ship's panels excludes them from an order, as it already put the blade over them in a conflict).
  { name: 'nineteenth held-back half', folder: 'held-back-19', questions: 33, right: 0.24, confidentWrong: 0, spent: true },

  // A twentieth set (69 files and questions), written blind at the start of the round that spends the nineteenth
  // (writers-20-*.md; 67 Code boards, 35 of them on lines an earlier board asked something else of, one Dragon & Flagon and
  // one LEGO board: the sheets are asked out), split by ruleset and kind before any work: working-20 (35) to debug against,
  // held-back-20 (34) to run once at the end of a later round. The code when it was written (62f3c74): working-20 7/35
  // right and 6 confident wrong; held-back-20 4/34 and 5 (totals only). Mended after by their causes: 7/35 and 5 (a `not:`
  // guard reads its phrases inside negations too: "it can't finish in it" is about where a Leap ends); 7/35 and 4 (a
  // canceller aimed at one piece does not cancel an ability on another). The next round: 9/35 and 0 (a canceller aimed at a
  // canoe does not reach a Cargo Master's keyword; Blood Money spares a ship its words call Spanish; shots read only by
  // their words are not one moment; an opponent may cash in a Ransom crew another player possessed).
  { name: 'twentieth working half', folder: 'working-20', questions: 35, right: 0.285, confidentWrong: 0 },

  // held-back-20 was run once, at the end of the round after the one that wrote it (2026-11-27), on the round's start
  // (89789fe) and on its end (2d57cfe), as it came out: 4/34 right (11.8%), 5 confident wrong (14.7%), 23 of its open
  // answers showing a deciding text, on both. Spent now; floors at the figures (7/34 and 2 after the next round's mends).
  { name: 'twentieth held-back half', folder: 'held-back-20', questions: 34, right: 0.205, confidentWrong: 0.059, spent: true },

  // A twenty-first set (63 files and questions), written blind at the start of the round that spends the twentieth
  // (writers-21-*.md; all Code boards: 33 on lines no earlier board quoted, most of them quoted only by forum questions;
  // the house sheets are asked out), split by ruleset and kind before any work: working-21 (32) to debug against,
  // held-back-21 (31) to run once at the end of a later round. The code when it was written (c20ce1b): working-21 6/32
  // right and 2 confident wrong; held-back-21 9/31 and 1 (totals only). working-21 after the round that debugged it: 8/32 and 2.
  { name: 'twenty-first working half', folder: 'working-21', questions: 32, right: 0.25, confidentWrong: 0.063 },

  // held-back-21 was run once, at the end of the round after the one that wrote it (2026-11-27), on the round's start
  // (a821a93) and on its end (c8a7349), as it came out: 9/31 right (29.0%), 1 confident wrong (3.2%), 15 of its open
  // answers showing a deciding text, on both (as when it was written). Spent now; floors at the figures.
  { name: 'twenty-first held-back half', folder: 'held-back-21', questions: 31, right: 0.29, confidentWrong: 0.033, spent: true },

  // A twenty-second set (68 files and questions), written blind at the start of the round that spends it (writers-22-*.md;
  // 55 Code boards, 13 on the house sheets; nearly every line had been quoted before, so most boards ask a new clause or
  // case of a line an earlier board asked), split by ruleset and kind before any work: working-22 (34) to debug against,
  // held-back-22 (34) to run once at the end of the round. The code when it was written (269d8d4): working-22 5/34 right
  // and 3 confident wrong; held-back-22 5/34 and 3 (totals only). working-22 after the round: 6/34 and 3 (Switchblade's
  // rulings, written by the second audit of the rulings marked as deciding nothing).
  { name: 'twenty-second working half', folder: 'working-22', questions: 34, right: 0.17, confidentWrong: 0.089 },

  // held-back-22 was run once, at the end of the round that wrote it (2026-11-27), on the round's start (269d8d4) and on
  // its end (bda831f), as it came out: 5/34 right (14.7%), 3 confident wrong (8.8%), 19 of its open answers showing a
  // deciding text, on both. Spent now; floors at the figures.
  { name: 'twenty-second held-back half', folder: 'held-back-22', questions: 34, right: 0.147, confidentWrong: 0.089, spent: true },

  // A twenty-third set (59 files and questions), written blind at the start of the round that spends it (writers-23-*.md;
  // 56 Code boards, 3 on the house sheets: the sheets' lines are asked out, and most Code lines had been quoted before, so
  // most boards ask a new clause or case of a line), split by ruleset and kind before any work: working-23 (30) to debug
  // against, held-back-23 (29) to run once at the end of the round. The code when it was written (50dbbbc): working-23
  // 8/30 right and 1 confident wrong. working-23 after the round: 9/30 and none (Helmsman's ruling as an exclusion: a ship
  // a kraken surrounds cannot move).
  { name: 'twenty-third working half', folder: 'working-23', questions: 30, right: 0.3, confidentWrong: 0 },

  // held-back-23 was run once, at the end of the round that wrote it (2026-11-27), on the round's start (1c19c2b) and on
  // its end (bbcff90), as it came out: 6/29 right (20.7%), 1 confident wrong (3.4%), 15 of its open answers showing a
  // deciding text, on both. Spent now; floors at the figures.
  { name: 'twenty-third held-back half', folder: 'held-back-23', questions: 29, right: 0.206, confidentWrong: 0.035, spent: true },

  // A twenty-fourth set (53 files and questions), written blind at the start of the round that spends it
  // (writers-24-*.md; all on the Code: the house sheets' lines are asked out, and most Code lines had been quoted before,
  // so most boards ask a new clause or kind of a line), split by ruleset and kind before any work: working-24 (27) to
  // debug against, held-back-24 (26) to run once at the end of the round. The code when it was written (e115dda):
  // working-24 5/27 right and no confident wrong answer.
  { name: 'twenty-fourth working half', folder: 'working-24', questions: 27, right: 0.185, confidentWrong: 0 },

  // held-back-24 was run once, at the end of the round that wrote it (2026-11-27), on the round's start (e115dda) and on
  // its end (c43ffe2), as it came out: 4/26 right (15.4%), 1 confident wrong (3.8%), 16 of its open answers showing a
  // deciding text, on both. Spent now; floors at the figures.
  { name: 'twenty-fourth held-back half', folder: 'held-back-24', questions: 26, right: 0.153, confidentWrong: 0.039, spent: true },

  // A twenty-fifth set (49 files and questions), written blind at the start of the round that spends it
  // (writers-25-pirates.md; all on the Code, most boards a new kind of question on a line quoted once), split by ruleset
  // and kind before any work: working-25 (25) to debug against, held-back-25 (24) to run once at the end of the round.
  // The code when it was written (2e1c60a): working-25 3/25 right and no confident wrong answer.
  { name: 'twenty-fifth working half', folder: 'working-25', questions: 25, right: 0.12, confidentWrong: 0 },

  // held-back-25 was run once, at the end of the round that wrote it (2026-11-27), on the round's start (2e1c60a) and on
  // its end (8ab1929), as it came out: 4/24 right (16.7%), no confident wrong answer, 14 of its open answers showing a
  // deciding text, on both. Spent now; floors at the figures.
  { name: 'twenty-fifth held-back half', folder: 'held-back-25', questions: 24, right: 0.166, confidentWrong: 0, spent: true },

  // A twenty-sixth set (39 files and questions), written blind at the start of the round that spends it (writers-26.md;
  // 31 on the Code, 8 on the house sheets, every house line quoted before), split by ruleset, kind and whether it expects
  // an open answer, before any work: working-26 (20) to debug against, held-back-26 (19) to run once at the end of the
  // round. The code when it was written (fc0330e): working-26 3/20 right and 1 confident wrong answer, mended in the round
  // (the canoe-placement turn order had matched any effect naming a canoe): 3/20 and none.
  { name: 'twenty-sixth working half', folder: 'working-26', questions: 20, right: 0.15, confidentWrong: 0 },

  // held-back-26 was run once, at the end of the round that wrote it (2026-11-27), on the round's start (fc0330e) and on
  // its end (f6ec06c), as it came out: 4/19 right (21.1%) on both; 1 confident wrong answer (5.3%) at the start and none
  // at the end; 10 and 11 of its open answers showing a deciding text. Spent now; floors at the end's figures.
  { name: 'twenty-sixth held-back half', folder: 'held-back-26', questions: 19, right: 0.21, confidentWrong: 0, spent: true },

  // A twenty-seventh set (35 files and questions), written blind at the start of the round that spends it
  // (writers-27.md; 27 on the Code, 8 on the house sheets, most a new dispute on a line quoted before), split by ruleset,
  // kind and whether it expects an open answer, before any work: working-27 (18) to debug against, held-back-27 (17) to
  // run once at the end of the round. The code when it was written (3817287): working-27 3/18 right, no confident wrong.
  { name: 'twenty-seventh working half', folder: 'working-27', questions: 18, right: 0.16, confidentWrong: 0 },

  // held-back-27 was run once, at the end of the round that wrote it (2026-11-27), on the round's start (3817287) and on
  // its end (fccef54), as it came out: 3/17 right (17.6%), no confident wrong answer, 12 of its open answers showing a
  // deciding text, on both. Spent now; floors at the figures.
  { name: 'twenty-seventh held-back half', folder: 'held-back-27', questions: 17, right: 0.176, confidentWrong: 0, spent: true },

  // A twenty-eighth set (35 files and questions), written blind at the start of the round that spends it
  // (writers-28.md; 30 on the Code, 5 on the house sheets, which earlier sets have nearly used up), split by ruleset, kind
  // and whether it expects an open answer, before any work: working-28 (18) to debug against, held-back-28 (17) to run
  // once at the end of the round. The code when it was written (63cc83c): working-28 4/18 right, no confident wrong.
  { name: 'twenty-eighth working half', folder: 'working-28', questions: 18, right: 0.22, confidentWrong: 0 },

  // held-back-28 was run once, at the end of the round that wrote it (2026-11-27), on the round's start (148ec7c) and on
  // its end (d24420f), as it came out: 1/17 right (5.9%), no confident wrong answer, 10 open answers showing the deciding
  // text, on both. Spent now; the floor and the ceiling sit at the figures.
  { name: 'twenty-eighth held-back half', folder: 'held-back-28', questions: 17, right: 0.058, confidentWrong: 0, spent: true },

  // A twenty-ninth set (40 files and questions), written blind at the start of the round that spends it
  // (writers-29.md; 32 on the Code, 8 on the house sheets, each on a line quoted before with a new fact or claim), split
  // by ruleset, kind and whether it expects an open answer, before any work: working-29 (20) to debug against,
  // held-back-29 (20) to run once at the end of the round. The code when it was written (85445f7): working-29 2/20 right,
  // one confident wrong answer.
  { name: 'twenty-ninth working half', folder: 'working-29', questions: 20, right: 0.1, confidentWrong: 0.05 },

  // held-back-29 was run once, at the end of the round that wrote it (2026-11-27), on the round's start (746c92d) and on
  // its end (863c8ed), as it came out: 3/20 right (15.0%), no confident wrong answer, 10 open answers showing the deciding
  // text, one right answer citing another ruling, on both. Spent now; floors at the figures.
  { name: 'twenty-ninth held-back half', folder: 'held-back-29', questions: 20, right: 0.15, confidentWrong: 0, spent: true },

  // A thirtieth set (40 files and questions), written blind at the start of the round that spends it (writers-30.md; 32
  // on the Code, 8 on the house sheets, none on Dragon & Flagon, whose disputes earlier sets have used up), split by
  // ruleset, kind and whether it expects an open answer, before any work: working-30 (20) to debug against, held-back-30
  // (20) to run once at the end of the round. The code when it was written (2eb4ee4): working-30 4/20 right, no confident
  // wrong answer.
  { name: 'thirtieth working half', folder: 'working-30', questions: 20, right: 0.2, confidentWrong: 0 },

  // held-back-30 was run once, at the end of the round that wrote it (2026-11-28), on the round's start (cd26d03) and on
  // its end (cd4fb1d), as it came out: 3/20 right (15.0%), no confident wrong answer, 11 open answers showing the deciding
  // text, on both. Spent now; floors at the figures.
  { name: 'thirtieth held-back half', folder: 'held-back-30', questions: 20, right: 0.15, confidentWrong: 0, spent: true },

  // A thirty-first set (28 files and questions), written blind at the start of the round that spends it (writers-31.md;
  // 26 on the Code, 2 on the LEGO sheet: the house sheets' disputes are used up), split by ruleset, kind and whether it
  // expects an open answer, before any work: working-31 (14) to debug against, held-back-31 (14) to run once at the end
  // of the round. The code when it was written (f2d796b): working-31 2/14 right, no confident wrong answer.
  { name: 'thirty-first working half', folder: 'working-31', questions: 14, right: 2 / 14, confidentWrong: 0 },

  // held-back-31 was run once, at the end of the round that wrote it (2026-11-28), on the round's start (8d44b27) and on
  // its end (0a5bc4e): 4/14 right (28.6%), no confident wrong answer, 8 open answers showing the deciding text, 1 right
  // but citing another ruling, on both. Spent; the floors sit at those figures.
  { name: 'thirty-first held-back half', folder: 'held-back-31', questions: 14, right: 4 / 14, confidentWrong: 0, spent: true },

  // A thirty-second set (30 files and questions), written blind at the start of the round that spends it (writers-32.md;
  // 14 on the Code, 4 on each house sheet, the house lines being quoted before: each board pits a line against another
  // effect of that sheet or asks another question of it), split by ruleset, kind and whether it expects an open answer,
  // before any work: working-32 (15) to debug against, held-back-32 (15) to run once at the end of the round. The code
  // when it was written (82dc6d3): working-32 4/15 right, no confident wrong answer.
  { name: 'thirty-second working half', folder: 'working-32', questions: 15, right: 4 / 15, confidentWrong: 0 },

  // held-back-32 was run once, at the end of the round that wrote it (2026-11-28), on the round's start (95f62a9) and on
  // its end (2078301), as it came out: 4/15 right (26.7%), no confident wrong answer, 8 of its open answers showing the
  // deciding text, on both. Spent; the floors sit at those figures.
  { name: 'thirty-second held-back half', folder: 'held-back-32', questions: 15, right: 4 / 15, confidentWrong: 0, spent: true },

  // A thirty-third set (30 files and questions), written blind at the start of the round that spends it (writers-33.md;
  // 14 on the Code, 4 on each house sheet; 19 conflicts, 6 orders, 5 who-picks, 6 expecting an open answer), split by
  // ruleset, kind and whether it expects an open answer, before any work: working-33 (15) to debug against, held-back-33
  // (15) to run once at the end of the round. The code when it was written (32fb843): working-33 3/15 right, no
  // confident wrong answer.
  // At the end of the round: 4/15 (a cancel's user picks its target, read from words close to both cancel rulings).
  { name: 'thirty-third working half', folder: 'working-33', questions: 15, right: 4 / 15, confidentWrong: 0 },

  // held-back-33 was run once, at the end of the round that wrote it (2026-11-28), on the round's start (5fb4b52) and on
  // its end (21a804d), as it came out: 4/15 right (26.7%), one confident wrong answer (a who-picks on Race to the Raft:
  // 'random' where the bag's holder picks), 1 right but citing another ruling, 5 open answers showing the deciding text,
  // on both. Spent; the floors sit at those figures.
  { name: 'thirty-third held-back half', folder: 'held-back-33', questions: 15, right: 4 / 15, confidentWrong: 1 / 15, spent: true },

  // A thirty-fourth set (29 files and questions), written blind at the start of the round that spends it (writers-34.md;
  // 13 on the Code, 4 on each house sheet; 18 conflicts, 6 orders, 5 who-picks, 6 expecting an open answer), split by
  // ruleset, kind and whether it expects an open answer, before any work: working-34 (15) to debug against, held-back-34
  // (14) to run once at the end of the round. The code at the round's start (640d0b8) and when it was split (3b3e3ae):
  // working-34 3/15 right, 2 confident wrong answers.
  // At the end of the round: 4/15 right, 1 confident wrong (who picks what a whirlpool takes; an order resting on words
  // read as nothing doubted by a reading that leaves it open).
  { name: 'thirty-fourth working half', folder: 'working-34', questions: 15, right: 4 / 15, confidentWrong: 1 / 15 },

  // held-back-34 was run once, at the end of the round that wrote it (2026-11-28), on the round's start (640d0b8) and on
  // its end (226d161), as it came out: 3/14 right (21.4%), no confident wrong answer, 8 of its open answers showing the
  // deciding text, on both. Spent; the floors sit at those figures.
  { name: 'thirty-fourth held-back half', folder: 'held-back-34', questions: 14, right: 3 / 14, confidentWrong: 0, spent: true },

  // A thirty-fifth set (27 files and questions), written blind at the start of the round that spends it (writers-35.md;
  // 11 on the Code, 4 on each house sheet; 17 conflicts, 6 orders, 4 who-picks, 5 expecting an open answer), split by
  // ruleset, kind and whether it expects an open answer, before any work: working-35 (14) to debug against, held-back-35
  // (13) to run once at the end of the round. The code at the round's start (a61fbfb) and when it was split (2ef857f):
  // working-35 2/14 right, no confident wrong answer; the same at the end of the round.
  { name: 'thirty-fifth working half', folder: 'working-35', questions: 14, right: 2 / 14, confidentWrong: 0 },

  // held-back-35 was run once, at the end of the round that wrote it (2026-11-28), on the round's start (a61fbfb) and on
  // its end (f7941a4), as it came out: 4/13 right (30.8%), no confident wrong answer, 9 of its open answers showing the
  // deciding text, on both. Spent; the floors sit at those figures.
  { name: 'thirty-fifth held-back half', folder: 'held-back-35', questions: 13, right: 4 / 13, confidentWrong: 0, spent: true },

  // A thirty-sixth set (15 files and questions), written blind at the start of the round that spends it (writers-36.md;
  // 10 on the Code, 2 on Dragon & Flagon, 2 on LEGO, 1 on Krosmaster; 7 conflicts, 5 orders, 3 who-picks, 4 expecting an
  // open answer), split by ruleset, kind and whether it expects an open answer, before any work: working-36 (8) to debug
  // against, held-back-36 (7) to run once at the end of the round. The code at the round's start (75e3057) and when it
  // was split (6a264b9): working-36 5/8 right, no confident wrong answer; the same at the end of the round.
  { name: 'thirty-sixth working half', folder: 'working-36', questions: 8, right: 5 / 8, confidentWrong: 0 },

  // held-back-36 was run once, at the end of the round that wrote it (2026-11-28), on the round's start (75e3057) and on
  // its end (62d6f0c), as it came out: 2/7 right (28.6%), no confident wrong answer, 4 of its open answers showing the
  // deciding text, on both. Spent; the floors sit at those figures. (Its file names, and the gist of one of its boards,
  // were seen at the split: nothing was changed for them.)
  { name: 'thirty-sixth held-back half', folder: 'held-back-36', questions: 7, right: 2 / 7, confidentWrong: 0, spent: true },

  // A thirty-seventh set (11 files and questions, all on the Code: the writer found every house-sheet pairing written
  // already), written blind at the start of the round that spends it (writers-37.md; 6 conflicts, 3 orders, 2 who-picks,
  // 2 expecting an open answer), split by ruleset, kind and whether it expects an open answer, before any work:
  // working-37 (6) to debug against, held-back-37 (5) to run once at the end of the round. The code when it was split
  // (fe32360): working-37 1/6 right, no confident wrong answer.
  { name: 'thirty-seventh working half', folder: 'working-37', questions: 6, right: 1 / 6, confidentWrong: 0 },

  // held-back-37 was run once, at the end of the round that wrote it (2026-11-28), on the round's start (152bd1f) and on
  // its end (23ee1f1), as it came out: 2/5 right (40.0%), no confident wrong answer, 1 of its open answers showing the
  // deciding text, on both. Spent; the floors sit at those figures. (Ten of the set's eleven file names were seen before
  // the split: nothing was changed for them.)
  { name: 'thirty-seventh held-back half', folder: 'held-back-37', questions: 5, right: 2 / 5, confidentWrong: 0, spent: true },

  // A thirty-eighth set (26 files and questions), written blind at the start of the round that spends it (writers-38.md),
  // on seed lines drawn at random from those earlier boards quote, told again on other boards in other words: 10 on the
  // Code, 4 on each house sheet; 19 conflicts, 5 orders, 2 who-picks, 5 expecting an open answer. Split by ruleset, kind
  // and whether it expects an open answer, before any work: working-38 (13) to debug against, held-back-38 (13) to run
  // once at the end of the round. The code when it was split (ec91090): working-38 3/13 right, no confident wrong answer.
  { name: 'thirty-eighth working half', folder: 'working-38', questions: 13, right: 3 / 13, confidentWrong: 0 },

  // held-back-38 was run once, at the end of the round that wrote it (2026-11-28), on the round's start (a3fad86) and on
  // its end (87a9156), as it came out: 3/13 right (23.1%), 1 confident wrong answer (7.7%: Mines under a Parley ship
  // with the Cross, an order that lumps two steps together), 9 of its open answers showing the deciding text, on both.
  // Lines met before, told again in other words, are read no better than new ones. Spent; the floors sit at the figures.
  { name: 'thirty-eighth held-back half', folder: 'held-back-38', questions: 13, right: 3 / 13, confidentWrong: 1 / 13, spent: true },

  // A thirty-ninth set (27 files and questions), written blind at the start of the round that spends it (writers-39.md),
  // on seed lines drawn at random from those earlier boards quote (no unquoted line could carry a quote), told again on
  // other boards in other words: 11 on the Code, 4 on each house sheet; 19 conflicts, 4 orders, 4 who-picks, 5 expecting
  // an open answer. Split by ruleset, kind and whether it expects an open answer, before any work: working-39 (14) to
  // debug against, held-back-39 (13) to run once at the end of the round. The code when it was split (6935b7e):
  // working-39 5/14 right, 1 confident wrong answer.
  { name: 'thirty-ninth working half', folder: 'working-39', questions: 14, right: 5 / 14, confidentWrong: 1 / 14 },

  // held-back-39 was run once, at the end of the round that wrote it (2026-11-29), on the round's start (bf41db6) and on
  // its end (c07dec5), as it came out: 3/13 right (23.1%), no confident wrong answer, 9 of its open answers showing the
  // deciding text, on both. Spent; the floors sit at those figures.
  { name: 'thirty-ninth held-back half', folder: 'held-back-39', questions: 13, right: 3 / 13, confidentWrong: 0, spent: true },

  // A fortieth set (27 files and questions), written blind at the start of the round that spends it (writers-40.md), on
  // seed lines drawn at random from those earlier boards quote (no unquoted line could carry a quote), told again on
  // other boards in other words: 11 on the Code, 4 on each house sheet; 20 conflicts, 5 orders, 2 who-picks, 4 expecting
  // an open answer. Split by ruleset, kind and whether it expects an open answer, before any work: working-40 (14) to
  // debug against, held-back-40 (13) to run once at the end of the round. The code when it was split (aeb30fd):
  // working-40 2/14 right, no confident wrong answer, 12 open answers showing the deciding text.
  { name: 'fortieth working half', folder: 'working-40', questions: 14, right: 2 / 14, confidentWrong: 0 },

  // held-back-40 was run once, at the end of round 40, on its start (3577b48) and on its end (0d4350e): 3/13 right, no
  // confident wrong answer, 8 open answers showing the deciding text, on both. The round changed no reading or ruling
  // (qm show's spellings, and not: guards that turned no effect away). Spent; the floors sit at the figures.
  { name: 'fortieth held-back half', folder: 'held-back-40', questions: 13, right: 3 / 13, confidentWrong: 0, spent: true },

  // A forty-first set (26 files and questions), written blind at the start of the round that spends it (writers-41.md),
  // on seed lines drawn at random from those earlier boards quote (no unquoted line could carry a quote with a game
  // effect), told again on other boards in other words: 10 on the Code, 4 on each house sheet; 18 conflicts, 5 orders,
  // 3 who-picks, 4 expecting an open answer. Split by ruleset, kind and whether it expects an open answer, before any
  // work: working-41 (13) to debug against, held-back-41 (13) to run once at the end of the round. The code when it was
  // split (9b79da0): working-41 3/13 right, no confident wrong answer, 8 open answers showing the deciding text.
  { name: 'forty-first working half', folder: 'working-41', questions: 13, right: 3 / 13, confidentWrong: 0 },

  // held-back-41 was run once, at the end of round 41, on its start (9b79da0) and on its end (71f4b12): 3/13 right, no
  // confident wrong answer, 7 open answers showing the deciding text, on both. The round changed no reading or ruling
  // (start-up work only: kept gate indexes, names and texts folded on first need). Spent; the floors sit at the figures.
  { name: 'forty-first held-back half', folder: 'held-back-41', questions: 13, right: 3 / 13, confidentWrong: 0, spent: true },

  // A forty-second set (26 files and questions), written blind at the start of the round that spends it (writers-42.md),
  // on seed lines drawn at random from those earlier boards quote (no unquoted line could carry an 8-word quote), told
  // again on other boards in other words: 10 on the Code, 4 on each house sheet; 19 conflicts, 5 orders, 2 who-picks, 6
  // expecting an open answer. Split by ruleset, kind and whether it expects an open answer, before any work: working-42
  // (13) to debug against, held-back-42 (13) to run once at the end of the round. The code when it was split (90c3095):
  // working-42 3/13 right, no confident wrong answer, 9 open answers showing the deciding text.
  { name: 'forty-second working half', folder: 'working-42', questions: 13, right: 3 / 13, confidentWrong: 0 },

  // held-back-42 was run once, at the end of round 42 (2026-11-29), on its start (90c3095) and on its end (d4ebf05): 3/13
  // right, no confident wrong answer, 6 open answers showing the deciding text, on both. The round changed how many
  // texts the reader remembers, and let a board fact be given per piece or player. Spent; the floors sit at the figures.
  { name: 'forty-second held-back half', folder: 'held-back-42', questions: 13, right: 3 / 13, confidentWrong: 0, spent: true },

  // A forty-third set (26 files and questions), written blind at the start of the round that spends it (writers-43.md),
  // on seed lines drawn at random from those earlier boards quote (no unquoted line could carry an 8-word quote), told
  // again on other boards in other words: 10 on the Code, 4 on each house sheet; 18 conflicts, 7 orders, 1 who-picks, 4
  // expecting an open answer. Split by ruleset, kind and whether it expects an open answer, before any work: working-43
  // (13) to debug against, held-back-43 (13) to run once at the end of the round. The code when it was split (c0a15b1):
  // working-43 2/13 right, 1 confident wrong answer, 8 open answers showing the deciding text. The wrong one: two claims
  // on how many chests a team game of Ghost Pirates puts out, one saying the sea would be "full" of loot, were settled
  // by the treasure token's no-obstacle ruling, whose winner side took any effect not saying "full"; a player's claim is
  // no move the chest fails to block (fixtures/krosmaster-island-i/conflict-claims-on-treasure-count-open.yaml).
  { name: 'forty-third working half', folder: 'working-43', questions: 13, right: 3 / 13, confidentWrong: 0 },

  // held-back-43 was run once, at the end of the round that wrote it (2026-11-29), on its start (c0a15b1) and on its end
  // (dac1d21): 2/13 right, no confident wrong answer, 9 open answers showing the deciding text, the same line by line on
  // both. Its answers were printed once before that, by mistake, in a run over every half on the Krosmaster fix (d14a5aa;
  // the same figures); nothing was changed for them. Spent; the floors sit at the figures.
  { name: 'forty-third held-back half', folder: 'held-back-43', questions: 13, right: 2 / 13, confidentWrong: 0, spent: true },

  // A forty-fourth set (27 files and questions), written blind at the start of the round that spends it (writers-44.md),
  // on seed lines drawn at random from those earlier boards quote (no unquoted line could carry an 8-word quote), told
  // again on other boards in other words: 11 on the Code, 4 on each house sheet; 22 conflicts, 4 orders, 1 who-picks, 5
  // expecting an open answer. Split by ruleset, kind and whether it expects an open answer, before any work: working-44
  // (14) to debug against, held-back-44 (13) to run once at the end of the round. The code when it was split (719183e):
  // working-44 3/14 right, 1 confident wrong answer, 8 open answers showing the deciding text. The wrong one: Rex's
  // canceller, switching off the Galley keyword of Sid's ship, was put over Rex's own ram bonus against galleys, so
  // Sid's claim that a cancelled galley is none won; a ruling about what its winner is aimed at now upholds no objection
  // where the board does not say the aim (src/resolve/objection.ts). At the round's end: 3/14, none wrong, 9 shown.
  { name: 'forty-fourth working half', folder: 'working-44', questions: 14, right: 3 / 14, confidentWrong: 0 },

  // held-back-44 was run once, at the end of the round that wrote it (2026-11-29), on its start (719183e) and on its end
  // (40e254e): 3/13 right, no confident wrong answer, 9 open answers showing the deciding text, the same line by line on
  // both. Spent; the floors sit at the figures.
  { name: 'forty-fourth held-back half', folder: 'held-back-44', questions: 13, right: 3 / 13, confidentWrong: 0, spent: true },

  // A forty-fifth set (27 files and questions), written blind at the start of the round that spends it (writers-45.md),
  // on seed lines drawn at random from those earlier boards quote (no unquoted line could carry an 8-word quote), told
  // again on other boards in other words: 11 on the Code, 4 on each house sheet; 22 conflicts, 4 orders, 1 who-picks, 4
  // expecting an open answer. Split by ruleset, kind and whether it expects an open answer, before any work: working-45
  // (14) to debug against, held-back-45 (13) to run once at the end of the round. The code when it was split (fce6210):
  // working-45 4/14 right, no confident wrong answer, 8 open answers showing the deciding text. Its misses set two
  // players' claims against each other, but one: a drop-off from S of home read as the
  // Helmsman its words mention (the ship's card, Fancy, lists the drop-off ability). Read through the piece's card
  // since (src/read/source-card.ts): 5/14, none wrong, 8 shown.
  { name: 'forty-fifth working half', folder: 'working-45', questions: 14, right: 5 / 14, confidentWrong: 0 },

  // held-back-45 was run once, at the end of the round that wrote it (2026-11-29), on its start (fce6210), which is its
  // end in code (the round changed no code, rulesets or data the resolver reads): 1/13 right, no confident wrong answer,
  // 10 open answers showing the deciding text. Spent; the floors sit at the figures.
  { name: 'forty-fifth held-back half', folder: 'held-back-45', questions: 13, right: 1 / 13, confidentWrong: 0, spent: true },

  // A forty-sixth set (26 files and questions), written blind in round 45 once the forty-fifth was spent
  // (writers-46.md), on seed lines drawn at random from those earlier boards quote, told again on other boards in other
  // words: 10 on the Code, 4 on each house sheet; 20 conflicts, 4 orders, 2 who-picks, 5 expecting an open answer. Split
  // by ruleset, kind and whether it expects an open answer, before any work: working-46 (13) to debug against,
  // held-back-46 (13) to run once at the end of the round. The code when it was split (5ed79bc): working-46 3/13 right,
  // no confident wrong answer, 8 open answers showing the deciding text; the same at the round's end.
  { name: 'forty-sixth working half', folder: 'working-46', questions: 13, right: 3 / 13, confidentWrong: 0 },

  // held-back-46 was run once, at the end of round 45 (2026-11-29), on the code when it was written (5ed79bc) and on the
  // round's end (3d9d521, the card reading): 2/13 right, no confident wrong answer, 10 open answers showing the deciding
  // text, the same line by line on both. Spent; the floors sit at the figures.
  { name: 'forty-sixth held-back half', folder: 'held-back-46', questions: 13, right: 2 / 13, confidentWrong: 0, spent: true },
];

for (const h of HALVES) {
  const test = h.gate === undefined ? it : it.runIf(process.env.QM_HELD_BACK === h.gate);
  test(h.title ?? `reads the ${h.name}${h.spent ? ' (spent)' : ''}`, () => {
    holds(h);
  });
}
