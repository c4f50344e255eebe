/**
 * The hierarchy's tie ("same level: the controller chooses") needs both levels known. An effect read as nothing beside a
 * card read exactly does not tie with it on a term of the judge's summary; two texts read as nothing still do.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Library } from '../../src/rulesets/entry.js';
import { builtinLibrary, resolveText } from '../helpers/resolve-text.js';

let lib: Library;
beforeAll(async () => {
  lib = await builtinLibrary();
});

const answer = (effects: string) =>
  resolveText(lib, `ruleset: pirates-csg
players: [ana, ben]
active: ana
pieces: [{ id: junk, kind: ship, owner: ana }, { id: cook, kind: crew, owner: ana }]
effects:
${effects}
questions: [{ ask: conflict, effects: [a, b] }]
`).resolution.answers[0]!;

it('declares no tie between a card read by name and a summary read as nothing', () => {
  const a = answer(`  - { id: a, kind: ability, text: "nobody aboard this junk can zorble unless she goes under", source: junk }
  - { id: b, ability: Missionary, kind: unique-treasure, source: junk, targets: [cook] }`);
  expect(a.ask === 'conflict' && a.chooser).toBeFalsy();
  expect(a.proof.some((p) => p.rule === 'tie')).toBe(false);
});

it('still weighs two texts read as nothing by their own words', () => {
  const a = answer(`  - { id: a, kind: ability, text: "This ship may zorble again.", source: junk }
  - { id: b, kind: ability, text: "This ship may flonk.", source: junk }`);
  expect(a.ask === 'conflict' && a.chooser).toEqual({ player: 'ana', role: 'controller' });
});
