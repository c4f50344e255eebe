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

it('upholds nothing by a canceller that the board does not aim at the disputed ability', () => {
  // The Code puts a canceller over the ability it cancels ("An ability may be cancelled at any time prior to the
  // application or completion of its effect"): which one, its target says. Aimed at Sid's ship, or at nothing the board
  // names, it says nothing of Rex's own ram bonus; aimed at Rex's junk, it would.
  const board = (targets: string) => `ruleset: pirates-csg
title: Rex cancels the Galley keyword on Sid's ship, then rams her for his bonus against galleys
players: [rex, sid]
active: rex
pieces:
  - { id: junk, kind: ship, owner: rex }
  - { id: canceller, kind: crew, owner: rex }
  - { id: galley, kind: ship, owner: sid }
effects:
  - { id: cancel-it, kind: ability, ability: Cancel ability, source: canceller${targets} }
  - { id: ram-bonus, kind: ability, text: "Rex: my junk's card gives me +1 when I ram a galley", source: junk }
  - { id: not-galley, kind: claim, text: "Sid: you switched off the Galley bit, so she's no galley this turn, no +1", source: galley }
questions: [{ ask: conflict, effects: [ram-bonus, not-galley] }]
`;
  for (const targets of ['', ', targets: [galley]']) {
    const a = firstAnswer(lib, board(targets));
    expect(a.ask === 'conflict' && a.winner).not.toBe('not-galley');
    expect(a.because.join(' ')).not.toMatch(/objection stands/);
  }
  // Nor where the disputed ability comes from no piece the board names: nothing says the canceller is aimed at it.
  const sourceless = firstAnswer(lib, board(', targets: [galley]').replace(', source: junk }', ' }'));
  expect(sourceless.ask === 'conflict' && sourceless.winner).not.toBe('not-galley');
  const aimed = firstAnswer(lib, board(', targets: [junk]'));
  expect(aimed.ask === 'conflict' && aimed.winner).toBe('not-galley');
  expect(aimed.because.join(' ')).toMatch(/objection stands/);
});
