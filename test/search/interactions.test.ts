// Interactions: which of the subjects a query names one ruling touches (src/search/interactions.ts).
import { describe, expect, it } from 'vitest';
import { classesNamed, distinctSubjects, subjectsMet } from '../../src/search/interactions.js';

const fire = { name: 'Fire', terms: ['fire'] };
const fireToken = { name: 'Fire token', terms: ['fire', 'token'] };
const shipwright = { name: 'Shipwright', terms: ['shipwright'] };
const parley = { name: 'Parley', terms: ['parley'] };

describe('interactions', () => {
  it('counts one subject named in several ways once', () => {
    expect(distinctSubjects([fire, fireToken, fire]).map((s) => s.name)).toEqual(['Fire token']);
  });

  it('finds the other subject in the ruling text, through see, or not at all', () => {
    const ruling = (text: string[], see: string[] = []) => ({ named: [shipwright], textTerms: () => new Set(text), see });
    expect(subjectsMet([shipwright, fire], ruling(['repair', 'fire', 'mast']), () => []).map((s) => s.name)).toEqual(['Shipwright', 'Fire']);
    expect(subjectsMet([shipwright, parley], ruling(['repair'], ['x.parley']), (id) => (id === 'x.parley' ? [parley] : [])).length).toBe(2);
    expect(subjectsMet([shipwright, fire], ruling(['repair']), () => []).length).toBe(1);
  });

  it('knows a subject that only classes another named one, never a section that is no class', () => {
    const trees = { name: 'Trees', terms: ['tree'] };
    const ut = { name: 'Unique Treasure', terms: ['uniqu', 'treasur'] };
    const addPathway = { name: 'Add Pathway', terms: ['add', 'pathway'] };
    const fishToken = { name: 'Fish token', terms: ['fish', 'token'] };
    const classes = [new Set(['uniqu', 'treasur'])];
    const sections = new Map([
      ['Trees', [new Set(['abil', 'keyword', 'uniqu', 'treasur', 'ut'])]],
      ['Fish token', [new Set(['add', 'pathway'])]],
    ]);
    const sectionsOf = (s: { name: string }) => sections.get(s.name) ?? [];
    expect([...classesNamed([trees, ut], classes, sectionsOf)].map(([c, members]) => [c.name, members.map((m) => m.name)])).toEqual([['Unique Treasure', ['Trees']]]);
    // Not filed under it: a ruling on Shipwright and Unique Treasure still meets both.
    expect(classesNamed([shipwright, ut], classes, sectionsOf).size).toBe(0);
    // A section the lexicon names no class of (a procedure, a game mode) is a subject of its own.
    expect(classesNamed([fishToken, addPathway], classes, sectionsOf).size).toBe(0);
  });
});
