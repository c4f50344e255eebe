// How directive phrases are read: through a lexicon's stemming, outside the vocabulary's scopes, and the lint rule
// that keeps word-form lists out of directive files.
import { describe, expect, it } from 'vitest';
import { gateKeysOf, readerOf } from '../../src/read/reader.js';
import { repeatedForms } from '../../src/rulesets/phrase-forms-check.js';
import { compoundSpellingsOf } from '../../src/rulesets/compound-spellings.js';
import type { RulesetInfo } from '../../src/rulesets/entry.js';
import { stemmerOf } from '../../src/rulesets/stemmer.js';

// A small stemming section in the lexicon format (the rulesets' own lexicons carry fuller ones).
const stem = stemmerOf({
  exceptions: { took: 'take', taken: 'take' },
  undouble: ['mm', 'nn'],
  suffixes: [{ suffix: 'ing', min: 3 }, { suffix: 'ed', min: 2 }, { suffix: 'es', min: 2 }, { suffix: 's', min: 3, unless: ['ss'] }, { suffix: 'e', min: 2 }],
});
const scopes = [
  { words: ['cannot', 'without', 'no', 'instead'], reach: 3 as const },
  { words: ['regardless'], reach: 'clause' as const },
];
const reader = readerOf(stem, scopes);
const has = (text: string, phrase: string, inScopes = false) => reader.has(reader.read(text), phrase, inScopes);

describe('compounds the lexicon spells apart', () => {
  // A lexicon with a compound spelt apart ("reroll": "re roll") and an abbreviation and a synonym (search only).
  const lexicon = { expansions: { reroll: 're roll', rerolls: 're roll', sat: 'same action twice', melee: 'hand to hand' } };
  const compounds = compoundSpellingsOf([{ id: 'x', lexicon } as unknown as RulesetInfo]);
  const compounding = readerOf(stem, scopes, compounds);
  const holds = (text: string, phrase: string) => compounding.has(compounding.read(text), phrase, false);
  it('keeps only the compounds: an abbreviation or a synonym is a word of its own in a sentence', () => {
    // "rerolls" is not spelt as its parts joined, but it stems to "reroll", which is.
    expect([...compounds.keys()]).toEqual(['reroll']);
    expect(holds('Jo sat at the table', 'same action twice')).toBe(false);
  });
  it('reads a compound in any of its forms, in the text and in the phrase alike', () => {
    expect(holds('No re-rolls', 'no rerolls')).toBe(true);
    expect(holds('no rerolls against this ship', 'no re roll')).toBe(true);
    expect(holds('Ben rerolled the die', 'reroll*')).toBe(true);
    expect(holds('Ben is re-rolling', 'reroll*')).toBe(true);
    expect(has('No re-rolls', 'no rerolls')).toBe(false);
  });
  it('counts a compound as one written word for a scope\'s reach', () => {
    // "cannot" masks the next three written words: "reroll the die", however many parts "reroll" has.
    expect(holds('cannot reroll the die', 'die')).toBe(false);
    expect(holds('cannot reroll the die again', 'again')).toBe(true);
  });
  it('gates every phrase a compounding reader finds on one of the text\'s keys', () => {
    for (const text of ['Ben rerolled the die', 'No re-rolls here', 'a reroll of the die']) {
      const read = compounding.read(text);
      const keys = new Set(gateKeysOf(read.stems));
      for (const p of ['reroll*', 'no rerolls', 're roll', 'rerolled', 'reroll the die', 'roll*']) {
        if (!compounding.has(read, p, true)) continue;
        const gate = compounding.gateKey(p);
        if (gate !== undefined) expect(keys.has(gate), `${p} in ${text}`).toBe(true);
      }
    }
  });
});

describe('phrases through stemming', () => {
  it('finds every word form of a phrase', () => {
    for (const text of ['She takes one treasure.', 'taking one treasure', 'He took one treasure', 'it was taken']) expect(has(text, 'take'), text).toBe(true);
    expect(has('This ship rams the enemy.', 'ram')).toBe(true);
    expect(has('after ramming her', 'ram')).toBe(true);
  });
  it('still needs whole words, and a trailing * still matches a prefix', () => {
    expect(has('the rampart holds', 'ram')).toBe(false);
    expect(has('it is cancelled', 'cancel*')).toBe(true);
  });
  it('does not run a phrase across the end of a clause', () => {
    expect(has('Roll a die. Ship moves', 'die ship')).toBe(false);
  });
});

describe('phrases outside scopes', () => {
  it('does not find what an effect does not do', () => {
    expect(has('This crew cannot be cancelled.', 'cancel*')).toBe(false);
    expect(has('Board a ship up to S away without ramming it.', 'ram')).toBe(false);
    expect(has('applied the same regardless of which player initiated the boarding', 'initiate the boarding')).toBe(false);
    expect(has('it must move S away from the rammed ship instead of boarding', 'board')).toBe(false);
  });
  it('finds a phrase after the scope has ended, and a phrase that names the scope itself', () => {
    expect(has('Cannot be cancelled, and this ship may ram.', 'ram')).toBe(true);
    expect(has('no crew here, she rams', 'ram')).toBe(true);
    expect(has('This crew cannot be cancelled.', 'cannot be cancelled')).toBe(true);
    expect(has('L-range cannons cannot hit this ship', 'l-range cannons cannot hit this ship')).toBe(true);
  });
  it('finds a phrase inside a scope when the matcher asks for it (in-scopes)', () => {
    expect(has('Sea creatures cannot be given repair actions.', 'repair action')).toBe(false);
    expect(has('Sea creatures cannot be given repair actions.', 'repair action', true)).toBe(true);
  });
});

describe('the phrase-word-forms lint rule', () => {
  it('names the phrases another phrase of the list already finds, keeping the shortest', () => {
    expect(repeatedForms(['takes', 'take', 'taking', 'took', 'steal*', 'stealing', 'lose'], stem)).toEqual([
      ['takes', 'take'],
      ['taking', 'take'],
      ['took', 'take'],
      ['stealing', 'steal*'],
    ]);
  });
  it('keeps phrases that differ in a word, or that a prefix covers only in part', () => {
    expect(repeatedForms(['ram', 'ram an enemy ship', 'cancel*', 'cancel the ability'], stem)).toEqual([]);
  });
  it('reads phrases through the lexicon\'s compound spellings, as the matcher does', () => {
    // "rerolled" is "re roll" once stemmed and spelt apart, which the prefix phrase "reroll*" finds too.
    expect(repeatedForms(['reroll*', 're roll*', 'rerolled', 're rolled'], stem, new Map([['reroll', ['re', 'roll']]]))).toEqual([['re roll*', 'reroll*'], ['rerolled', 'reroll*'], ['re rolled', 'reroll*']]);
    expect(repeatedForms(['rerolled', 're rolled'], stem, new Map([['reroll', ['re', 'roll']]]))).toEqual([['re rolled', 'rerolled']]);
  });
});

describe('gate keys', () => {
  // The resolver asks a directive's side only of effects whose texts open one of its phrases' gate keys: a phrase found
  // in a text whose keys lack its gate would be a ruling silently never asked.
  const texts = ['She takes one treasure.', 'it is cancelled at once', 'This ship rams the enemy without ramming', 'hit it twice', 'the rampart holds, regardless of hits'];
  const words = texts.flatMap((t) => t.toLowerCase().replace(/[^a-z ]/g, '').split(' '));
  const phrases = [...words, ...words.map((w) => `${w}*`), ...words.map((w) => `${w.slice(0, 3)}*`), ...words.slice(1).map((w, i) => `${words[i]} ${w}`), 'ca*', 'take one*'];
  it('every phrase a text holds opens one of that text’s gate keys', () => {
    let found = 0;
    for (const text of texts) {
      const read = reader.read(text);
      const keys = new Set(gateKeysOf(read.stems));
      for (const p of phrases) {
        if (!reader.has(read, p, true)) continue;
        found++;
        const gate = reader.gateKey(p);
        if (gate !== undefined) expect(keys.has(gate), `${p} in ${text}`).toBe(true);
      }
    }
    expect(found).toBeGreaterThan(texts.length);
  });
  it('gates on the rarer (longer) word and on a prefix’s first letters, and not on a prefix too short to tell', () => {
    expect(reader.gateKey('on the treasure')).toBe(`w:${stem('treasure')}`);
    expect(reader.gateKey('cancel*')).toBe('p:canc');
    expect(reader.gateKey('ca*')).toBeUndefined();
  });
});
