/** What --update and the judge record for an answer: an undetermined answer only as `undetermined: true`, never `picker: null`. */
import { describe, expect, it } from 'vitest';
import { expectationOf } from '../../src/check/expectation-of.js';
import type { Answer } from '../../src/resolve/answer.js';

const base = { id: 'q1', because: [], cites: [], proof: [] };

describe('expectationOf', () => {
  it('records an undetermined answer of any kind as undetermined: true alone', () => {
    const answers: Answer[] = [
      { ...base, ask: 'who-picks', effect: 'e1', picker: { player: null, role: 'loser' }, undetermined: 'who lost is not given' },
      { ...base, ask: 'conflict', winner: null, chooser: null, levels: {}, undetermined: 'the rules leave it open' },
      { ...base, ask: 'order', steps: [{ effects: ['a', 'b'] }], excluded: [], undetermined: 'no window decides' },
    ];
    for (const a of answers) expect(expectationOf(a)).toEqual({ undetermined: true });
  });

  it('records a decided answer with the fields qm check compares', () => {
    expect(expectationOf({ ...base, ask: 'who-picks', effect: 'e1', picker: { player: 'ana', role: 'user' } })).toEqual({ picker: 'ana' });
    expect(expectationOf({ ...base, ask: 'who-picks', effect: 'e1', picker: { player: null, role: 'random' } })).toEqual({ picker: 'random' });
    expect(expectationOf({ ...base, ask: 'conflict', winner: null, chooser: { player: 'ben', role: 'active-player' }, levels: {} })).toEqual({ winner: null, chooser: 'ben' });
    expect(expectationOf({ ...base, ask: 'order', steps: [{ effects: ['x'] }, { effects: ['y', 'z'], chooser: { player: 'ana', role: 'active-player' } }], excluded: [{ effect: 'w', because: '' }] })).toEqual({ steps: [['x'], ['y', 'z']], chooser: 'ana', excluded: ['w'] });
  });
});
