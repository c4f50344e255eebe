/** The robustness suite: every fixture's variants must give the same decisions as the fixture (at least 95%). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { expect, it } from 'vitest';
import type { Answer } from '../../src/resolve/answer.js';
import { resolveSituation } from '../../src/resolve/resolve-situation.js';
import { decisionKey } from '../../src/resolve/summary.js';
import { loadLibrary } from '../../src/rulesets/library.js';
import { readSituation } from '../../src/situation/read-situation.js';
import { repoRoot } from '../helpers/run-qm.js';
import { variantsOf, type Phrasing } from './variants.js';

const fixtures = readdirSync(join(repoRoot, 'fixtures'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml')).sort().map((f) => join(repoRoot, 'fixtures', f));
const phrasings = parse(readFileSync(join(repoRoot, 'test/blind/phrasings.yaml'), 'utf8')) as Phrasing[];

/** An answer's decision with player ids mapped back through `rename`, and a turn-order list of players put back in the original turn order. */
const decision = (a: Answer, rename?: Map<string, string>, reversed?: readonly string[]) => {
  // Only the list that is the (reversed) turn order itself is put back; any other list of players is compared as it is.
  const turnOrder = reversed && a.ask === 'who-picks' && a.picker.players?.join('\u0000') === reversed.join('\u0000');
  let k = decisionKey(turnOrder && a.ask === 'who-picks' ? { ...a, picker: { ...a.picker, players: [...a.picker.players!].reverse() } } : a);
  for (const [from, to] of rename ?? []) k = k.split(JSON.stringify(to)).join(JSON.stringify(from));
  return k;
};

const partKind = 'part of its text';
// Measured when the variant was added (2026-11-25): 222/260 (85.4%) keep the decision, and 115 answers over all kinds
// differ firmly without saying what they assumed; with that day's order rulings and three fixtures more, 221/260 and
// 116; once general precedence stopped weighing what was not read, 221/260 and 93; once the directives' word lists
// were halved, 216/260 and 86 (five answers on part of a text went from the fixture's decision to open); with the
// Code's topic rulings and close readings, 220/260 and 68; 67 once one piece's same ruling twice is not ordered; 219/260 and 60 once
// "abilities beat rules, unless stated otherwise" stood aside for rules not read exactly; 59 once phrases were read
// through the lexicon's expansions; 54 once a list of every player in turn order, under the turn order reversed, was
// compared in the original turn order (the same decision: each player in turn); 52 once an ability read as nothing was
// not taken as one Broadsides Attack shuts out, and no tie was declared on a judge's summary beside a card read exactly;
// 51 once an effect with no text, recognised as nothing, had no level (not "unspecified"); still 51 (5,136 kept, 96.0%)
// once a compound was not the word it starts with and a piece's own name did not read its effect alone. Then 50, and
// part of a text 231/269 (85.9%; was 227/269 with the fixtures added since), once the directive sides that matched only
// by phrases also matched the entries those phrases name (43 sides, two helpers, 2026-11-26); 232/271 (85.6%) with the
// roll-of-1 fixture, whose Musketeer question given by part of its text is open. 5,284/5,495 (96.2%) once a name said
// with its piece's kind ("ransom crew" of a crew) was read as the name, not by its words as the card's erratum; 5,286
// once a canceller read out from its card, without its name, was the cancel ability that may cancel at any time.
// The floor and ceiling sit at the figures: they may only tighten, over the same boards. 56 (2026-11-27) once a second
// audit of the rulings marked as deciding nothing added 36 directives and 28 fixture files (part of a text 253/295): the
// earlier fixtures still give 50 (and 250/292); the new ones give 6, where the general ladder ("an ability beats a rule")
// decides a variant that lost the reading a ruling's directive needs: an ability or rule given by its words alone
// (Cursed Captain Jack's ram, a Switchblade's second ram), a typo in the words a side reads ("cancelled" twice,
// "blocks"), a player's paraphrase of Ammunition. They measure a weakness the ladder had, on boards not measured before.
// 45 (2026-11-27) once a word typed with two letters swapped was read as the phrase word meant, the answer saying so
// (read/mistyped.ts): text with a typo 975/1023 -> 1007/1023, all variants 6,505 -> 6,537 (96.4%); none of the eleven
// typo variants that differed firmly does now. 44 (2026-11-27; 6,556/6,798) once a side naming every card of a topic
// named an effect read exactly as that topic (resolve/named-cards.ts): Spices as players say it ("spice") is ordered
// before a +X gold ability again. 42 (6,561/6,798) once a title joining its cards' names was called by each
// ("Figurehead" is Neptune's Figurehead, and the wreck rule no longer beats it) and the Maps of Alexandria steps stopped
// wanting the other card's name in the words as well. 40 (6,562) once the Boarding spell given by its printed text
// alone was no longer the lock check its own ruling shuts out. 36 once a rule read as no ruling was not placed in the
// default window, during the turn, against a beginning-of-turn effect (an illegal situation told in other words and a
// copy taken at the start of the turn: the order is open, or rests on a reading it names, not the copy first). 35, and
// part of a text 255/295 (253 at the start of the round), once the side of the ruling that a crew removed from the game
// is not eliminated named Duel by its entries, not only by the word: Duel read out by part of its text now wins too.
// 29 (2026-11-27) once an ability not named or printed that beats a rule "unless stated otherwise" said, on its first
// line, that it is none of the pieces the rulings put that rule over (resolve/unstated-exceptions.ts): "ammo" over the
// point limit, a Navigator's or an Oarsman's words over the rules their rulings put first. No decision changed. 28
// (6,561) once the Limit keyword's ruling named Free crew when revealed by its entry, not only by its printed words.
// 27 (2026-11-28, 7,033 variants) with three new fixture questions whose fact is told only in words ("the turn's
// over", "three cells off", "loses a mast"): their name-only variants drop it, and are another board, not counted.
const PART_FLOOR = 0.864;
const FIRMLY_OTHER_CEILING = 27;

/** Whether an answer's decision turned on a fact its effects' words said (its note says so: resolve/said-notes.ts). */
const saidDecided = (a: { notes?: string[] | undefined }) => (a.notes ?? []).some((n) => / is taken to give [\w-]+: .*, from the phrase /.test(n));

it('gives the same decision for at least 95% of the variants a judge might write', async () => {
  const lib = await loadLibrary({});
  let total = 0;
  const failures: string[] = [];
  const firmlyOther: string[] = [];
  const byKind = new Map<string, [number, number]>();
  for (const file of fixtures) {
    const { situation } = readSituation(file, lib);
    const original = resolveSituation(lib, situation, file).answers;
    for (const v of variantsOf(situation, phrasings)) {
      const answers = resolveSituation(lib, v.situation, file).answers;
      const tally = byKind.get(v.kind) ?? [0, 0];
      answers.forEach((a, i) => {
        total++;
        tally[1]++;
        if (decision(a, v.rename, v.reversed ? v.situation.players : undefined) === decisionKey(original[i]!)) tally[0]++;
        else {
          failures.push(`${file.slice(repoRoot.length)} ${a.id} [${v.kind}]: ${decisionKey(original[i]!)} → ${decision(a, v.rename, v.reversed ? v.situation.players : undefined)}`);
          // Another decision is honest when it says so: open, or resting on a reading it names on its first line. A
          // variant that dropped the words saying a fact the original's decision turned on ("the turn's over") is
          // another board: the fixture's decision rests on a fact that variant no longer gives.
          if (!a.undetermined && !a.assumes?.length && !(saidDecided(original[i]!) && !saidDecided(a))) firmlyOther.push(`${file.slice(repoRoot.length)} ${a.id} [${v.kind}]`);
        }
      });
      byKind.set(v.kind, tally);
    }
  }
  // The suite's figure is over the variants it had when the 95% bar was set; part of a card's text (issue 18: the same
  // card by name, full text, part of its text or in a player's words) is held apart, to its own floor.
  const [partSame, partTotal] = byKind.get(partKind) ?? [0, 0];
  total -= partTotal;
  const same = total - (failures.length - (partTotal - partSame));
  console.log(`robustness: ${same}/${total} variants (${((100 * same) / total).toFixed(1)}%) keep the fixture's decision\n${[...byKind].map(([k, [s, t]]) => `  ${k}: ${s}/${t}`).join('\n')}\nfailures:\n  ${failures.join('\n  ')}`);
  console.log(`firm answers that differ from the fixture's without saying what they assumed: ${firmlyOther.length}\n  ${firmlyOther.join('\n  ')}`);
  expect(same / total).toBeGreaterThanOrEqual(0.95);
  expect(partSame / partTotal).toBeGreaterThanOrEqual(PART_FLOOR);
  expect(firmlyOther.length).toBeLessThanOrEqual(FIRMLY_OTHER_CEILING);
}, 300_000);
