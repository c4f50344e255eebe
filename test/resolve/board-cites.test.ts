/**
 * An answer cites what decided it on this board (issue 18 item 5): a directive's further cites about cards nobody
 * played are left out, and kept once such a card is on the board.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Library } from '../../src/rulesets/entry.js';
import { builtinLibrary, resolveText } from '../helpers/resolve-text.js';

let lib: Library;
beforeAll(async () => {
  lib = await builtinLibrary();
});

// The Code: "Abilities that prevent elimination or return crew to play after elimination will not protect crew from
// being captured by this ability, because it does not eliminate the crew" (Capture ability (Gold)); "A doctor crew only
// protects other crew from actions and abilities that eliminate crew. It will not protect crew from effects that
// capture or remove them from the game" (Doctor ability). Missionary and the Duel event say the same of removal.
const board = (more = '') => `ruleset: pirates-csg
players: [ana, ben]
active: ana
pieces:
  - { id: barbarossa, kind: ship, owner: ana }
  - { id: doc, kind: crew, owner: ben }
effects:
  - { id: capture, ability: Capture ability (Gold), source: barbarossa, targets: [doc] }
  - { id: doctor, ability: Doctor ability, source: doc }
${more}questions:
  - { id: q1, ask: conflict, effects: [capture, doctor] }
`;

const under = (cites: readonly string[], topic: string) => cites.filter((c) => c === topic || c.startsWith(`${topic}.`));

it('cites the capture and doctor rulings, not those of cards nobody played', () => {
  const [a] = resolveText(lib, board()).resolution.answers;
  expect(a!.ask === 'conflict' && a!.winner).toBe('capture');
  expect(under(a!.cites, 'pirates-csg.abilities.capture-ability-gold').length).toBeGreaterThan(0);
  expect(under(a!.cites, 'pirates-csg.abilities.doctor-ability')).toEqual(['pirates-csg.abilities.doctor-ability.doctor-crew-only-protects-other']);
  expect(under(a!.cites, 'pirates-csg.ut.missionary')).toEqual([]);
  expect(under(a!.cites, 'pirates-csg.events.duel')).toEqual([]);
  for (const step of a!.proof) expect(under(step.cites, 'pirates-csg.ut.missionary')).toEqual([]);
});

it('keeps the ruling of a card the board has, even outside the question', () => {
  const [a] = resolveText(lib, board('  - { id: preacher, ability: Missionary, kind: unique-treasure, source: barbarossa }\n')).resolution.answers;
  expect(a!.ask === 'conflict' && a!.winner).toBe('capture');
  expect(under(a!.cites, 'pirates-csg.ut.missionary').length).toBeGreaterThan(0);
  expect(under(a!.cites, 'pirates-csg.events.duel')).toEqual([]);
});

// A step that applied two directives (an order edge, rulings that disagree) cites each one's own entry first; the second
// decided too, so it stays even when its card is not on the board. A branch keeps its cites: it has no proof to narrow.
it('keeps every applied directive entry of a step and the cites of a branch', async () => {
  const { citingBoard } = await import('../../src/resolve/board-cites.js');
  const answer = {
    ask: 'order',
    cites: ['a', 'b', 'c', 'd'],
    proof: [{ rule: 'before', says: 'a then b', cites: ['a', 'b', 'c'] }],
    depends: [{ fact: 'f', value: true, decision: 'x', cites: ['d'] }],
  } as unknown as Parameters<typeof citingBoard>[0];
  const own = new Map([['before', new Set(['a', 'b'])]]);
  const out = citingBoard(answer, () => false, own);
  expect(out.proof[0]!.cites).toEqual(['a', 'b']);
  expect(out.cites).toEqual(['a', 'b', 'd']);
  expect(out.depends![0]!.cites).toEqual(['d']);
});
