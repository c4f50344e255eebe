/** `lends`: an effect that hands pieces to its user for an action puts who runs them in doubt, unless the board says. */
import { expect, it } from 'vitest';
import type { SeenEffect } from '../../src/read/effect.js';
import type { Knowledge } from '../../src/resolve/knowledge.js';
import { lentPieces } from '../../src/resolve/lent-pieces.js';
import type { Situation } from '../../src/situation/schema.js';

const pieces = [
  { id: 'junk', kind: 'ship', owner: 'ana' },
  { id: 'frigate', kind: 'ship', owner: 'ben' },
  { id: 'fort', kind: 'fort', owner: 'ben' },
  { id: 'held', kind: 'ship', owner: 'ben', controller: 'ana' },
];
const situation = { ruleset: 'code', players: ['ana', 'ben'], pieces, questions: [] } as unknown as Situation;
const seen = (id: string, entry: string, targets: string[] = []) =>
  ({ id, effect: { id }, source: pieces[0], targets: pieces.filter((p) => targets.includes(p.id)), entryIds: new Set([entry]), recognised: [] }) as unknown as SeenEffect;
// The player a piece is lent to is a role the vocabulary declares: here the lending effect's user.
const vocabulary = { roles: new Map([['user', { role: 'user', find: [{ effect: 'controller' }, { source: 'controller' }] }]]) };
const lends = (lent: 'targets' | 'opponents', kinds?: string[]) =>
  ({ vocabulary, byKind: { lends: [{ directive: { kind: 'lends', match: { entries: ['code.maps'] }, to: 'user', lent, ...(kinds ? { 'piece-kinds': kinds } : {}) }, entry: { id: 'code.maps' }, label: 'lends', at: 'x' }] } }) as unknown as Knowledge;

it('lends the pieces a matching effect targets to its user, not one the board gives a controller', () => {
  const out = lentPieces([seen('maps', 'code.maps', ['frigate', 'held'])], situation, lends('targets'));
  expect([...out.keys()]).toEqual(['frigate']);
  expect(out.get('frigate')?.to).toBe('ana');
});

it('lends every piece of another player, of the kinds named, and nothing for an effect that does not match', () => {
  expect([...lentPieces([seen('maps', 'code.maps')], situation, lends('opponents', ['ship'])).keys()]).toEqual(['frigate']);
  expect([...lentPieces([seen('maps', 'code.maps')], situation, lends('opponents')).keys()]).toEqual(['frigate', 'fort']);
  expect(lentPieces([seen('other', 'code.other', ['frigate'])], situation, lends('targets')).size).toBe(0);
});
