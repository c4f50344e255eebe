/** `addressed`: a ruling that speaks to the player using an effect ("you may") gives that player the choice, in its own ruleset only. */
import { expect, it } from 'vitest';
import type { SeenEffect } from '../../src/read/effect.js';
import { addressedChooser } from '../../src/resolve/addressed.js';
import type { Knowledge, Known } from '../../src/resolve/knowledge.js';
import type { Entry } from '../../src/rulesets/entry.js';

const byId = new Map<string, Entry>();
const kn = { byId, vocabulary: { addressed: { words: [' you may ', ' you can '], printed: [' this ship may '], role: 'user', ruleset: 'code' } } } as unknown as Knowledge;
const entry = (ruleset: string, text: string, quoted: string[] = [], children: Entry[] = [], id = `${ruleset}.x`) => {
  for (const c of children) byId.set(c.id, c);
  return { id, ruleset, text, quotes: quoted.map((q) => ({ text: q })), children: children.map((c) => c.id) } as unknown as Entry;
};
const readAs = (...entries: Entry[]) => ({ recognised: entries.map((e) => ({ entry: e, by: 'name' })) }) as unknown as SeenEffect;

it('gives the choice to the role where the entry read, or a card text it quotes, speaks to its user', () => {
  expect(addressedChooser(readAs(entry('code', 'When given an explore action, you can swap a treasure.')), kn, [])).toMatchObject({ role: 'user', words: 'you can' });
  expect(addressedChooser(readAs(entry('code', 'Sol', ['Once per turn, you may re-roll one die.'])), kn, [])?.entries.map((e) => e.id)).toEqual(['code.x']);
});

it('says nothing for an entry without the words, or one of a sheet that extends the ruleset', () => {
  expect(addressedChooser(readAs(entry('code', 'This ship may move S after unloading.')), kn, [])).toBeUndefined();
  expect(addressedChooser(readAs(entry('house', 'At this event you may return one crew.')), kn, [])).toBeUndefined();
});

it('says nothing where a chooser ruling naming the entry read held back', () => {
  const read = entry('code', 'you may swap a treasure');
  const about = { directive: { match: { entries: ['code.x'], facts: { choice: 'target' } } } } as unknown as Known<'chooser'>;
  const other = { directive: { match: [{ entries: ['code.y'] }] } } as unknown as Known<'chooser'>;
  expect(addressedChooser(readAs(read), kn, [about])).toBeUndefined();
  expect(addressedChooser(readAs(read), kn, [other])).toMatchObject({ role: 'user' });
});

it('reads `printed` words only in a card text the entry quotes, not in a ruling', () => {
  expect(addressedChooser(readAs(entry('code', 'Shipwright', ['This ship may repair at sea or at any island.'])), kn, [])).toMatchObject({ role: 'user', words: 'this ship may' });
  expect(addressedChooser(readAs(entry('code', 'This ship may use an additional action ability normally.')), kn, [])).toBeUndefined();
});

it('reads the rulings right under the entry read where the entry itself says nothing of a choice', () => {
  const ruling = entry('code', 'You may choose which cannon is re-rolled.', [], [], 'code.x.which');
  expect(addressedChooser(readAs(entry('code', 'Cannoneer', [], [ruling])), kn, [])?.entries.map((e) => e.id)).toEqual(['code.x.which']);
  expect(addressedChooser(readAs(entry('code', 'Cannoneer', [], [entry('code', 'The re-roll is part of the shot.', [], [], 'code.x.part')])), kn, [])).toBeUndefined();
});
