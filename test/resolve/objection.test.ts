/**
 * A player's objection to an effect stands when a ruling puts another effect of the board over the disputed one, and
 * only then: from the spent fifth table-talk half, where Lou says the ice roll stands against Pip's re-roll.
 */
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { Library } from '../../src/rulesets/entry.js';
import { resolveSituation } from '../../src/resolve/resolve-situation.js';
import { readSituation } from '../../src/situation/read-situation.js';
import { builtinLibrary, firstAnswer } from '../helpers/resolve-text.js';
import { repoRoot } from '../helpers/run-qm.js';

let lib: Library;
beforeAll(async () => {
  lib = await builtinLibrary();
});

it('upholds the objection when a ruling puts the iceberg over the re-roll', () => {
  // The Code: "Icebergs and the terrain ratings of reefs and Sargasso seas cannot be re-rolled."
  const file = join(repoRoot, 'test/blind-table-talk/held-back-5/pirates-csg/reroll-the-iceberg.yaml');
  const a = resolveSituation(lib, readSituation(file, lib).situation, file).answers[0]!;
  expect(a.ask === 'conflict' && a.winner).toBe('no-reroll');
  expect(a.cites).toContain('pirates-csg.abilities.re-roll-ability.icebergs-terrain-ratings-reefs-sargasso');
  expect(a.because.join(' ')).toMatch(/objection stands/);
});

it('upholds nothing without another effect a ruling puts over the disputed one', () => {
  const board = (extra: string) => `ruleset: pirates-csg
title: Pip wants his re-roll
players: [lou, pip]
active: pip
pieces:
  - { id: sloop, kind: ship, owner: pip }
effects:
${extra}  - { id: reroll, kind: ability, text: "Pip: bad roll, I use my once-a-turn re-roll on the ice", source: sloop }
  - { id: no-reroll, kind: rule, text: "Lou says the ice roll stands" }
questions: [{ ask: conflict, effects: [reroll, no-reroll] }]
`;
  const alone = firstAnswer(lib, board(''));
  expect(alone.ask === 'conflict' && alone.winner).toBeNull();
  // A bystander no ruling puts over the re-roll changes nothing.
  const bystander = firstAnswer(lib, board('  - { id: wind, kind: rule, text: "the wind blows from the north" }\n'));
  expect(bystander.ask === 'conflict' && bystander.winner).toBeNull();
});
