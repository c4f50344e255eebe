// A word typed with two neighbouring letters swapped is read as the word meant, when that word is a phrase's and the
// typed one is no word of the documents; the answer then says it rests on that reading.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { meantWord, leadsOf, type KnownWords } from '../../src/read/mistyped.js';
import { readerOf } from '../../src/read/reader.js';
import { stemmerOf } from '../../src/rulesets/stemmer.js';
import { loadLibrary } from '../../src/rulesets/library.js';
import { readSituation } from '../../src/situation/read-situation.js';
import { resolveSituation } from '../../src/resolve/resolve-situation.js';
import { decisionLine } from '../../src/render/decision-line.js';
import { repoRoot } from '../helpers/run-qm.js';

const stem = stemmerOf({ suffixes: [{ suffix: 'ed', min: 2 }, { suffix: 's', min: 3, unless: ['ss'] }] });
const stems = (w: string) => [stem(w)];
// The documents' words in this small world, and the phrases' (stemmed as the reader stems them).
const documents = new Set(['captain', 'cancelled', 'there', 'three', 'board', 'boarded', 'trial', 'trail']);
const phraseStems = ['captain', 'cancel', 'three', 'board', 'trial', 'trail'].map(stem);
const known = (): KnownWords => ({ phraseStems: new Set(phraseStems), leads: leadsOf(phraseStems), isWord: (w) => documents.has(w) });

describe('meantWord', () => {
  it('reads a swap of two neighbouring letters as the phrase word meant', () => {
    expect(meantWord('captian', stems, known)).toBe('captain');
    expect(meantWord('boraded', stems, known)).toBe('boarded');
  });
  it('never reads a word of the documents as another, though a swap makes one ("there", "three")', () => {
    expect(meantWord('there', stems, known)).toBeUndefined();
  });
  it('leaves a word alone when it is known or short, or when two swaps would each make a phrase word', () => {
    expect(meantWord('captain', stems, known)).toBeUndefined();
    expect(meantWord('brd', stems, known)).toBeUndefined();
    expect(meantWord('baord', stems, known)).toBe('board');
    // "stael" is one swap from "stale" and one from "steal": which was meant, the reader cannot say.
    const both = ['stale', 'steal'];
    expect(meantWord('stael', stems, () => ({ phraseStems: new Set(both), leads: leadsOf(both), isWord: (w) => both.includes(w) }))).toBeUndefined();
    expect(meantWord('stlae', stems, () => ({ phraseStems: new Set(both), leads: leadsOf(both), isWord: (w) => both.includes(w) }))).toBe('stale');
  });
  it('reads the word in a text, and says which word it read as which', () => {
    const reader = readerOf(stem, [], new Map(), { phraseStems: () => phraseStems, isWord: (w) => documents.has(w) });
    const text = reader.read('Ana: the captian goes');
    expect(reader.has(text, 'captain')).toBe(true);
    expect(text.mistyped).toEqual([['captian', 'captain']]);
    expect(readerOf(stem, []).read('Ana: the captian goes').mistyped).toBeUndefined();
  });
});

describe('an answer over a mistyped word', () => {
  it('decides as the word meant, and says on its first line what it read', async () => {
    const lib = await loadLibrary({});
    const file = join(repoRoot, 'fixtures/pirates-csg/conflict-hierarchy-ladder.yaml');
    const { situation } = readSituation(file, lib);
    const typed = { ...situation, effects: situation.effects!.map((e) => (e.id === 'never-boarded' ? { ...e, text: 'This ship can never be boraded.' } : e)) };
    const a = resolveSituation(lib, typed, file).answers.find((x) => x.id === 'never-vs-must')!;
    expect(a.ask === 'conflict' && a.winner).toBe('never-boarded');
    expect(a.assumes?.map((x) => x.says)).toEqual([`'never-boarded' says "boarded" where it has "boraded"`]);
    expect(decisionLine(a)).toMatch(/^If 'never-boarded' says "boarded" where it has "boraded": /);
    expect(a.notes?.some((n) => n.includes('one swap of two letters'))).toBe(true);
    // --strict (for CI) reads effects exactly only: the word is taken as typed, and nothing rests on a guess.
    const strict = resolveSituation(lib, typed, file, { strict: true }).answers.find((x) => x.id === 'never-vs-must')!;
    expect(strict.assumes).toBeUndefined();
    expect(strict.notes?.some((n) => n.includes('one swap of two letters')) ?? false).toBe(false);
  });
});
