// Interactions: which of the subjects a query names one ruling touches (src/search/interactions.ts).
import { describe, expect, it } from 'vitest';
import { distinctSubjects, subjectsMet } from '../../src/search/interactions.js';

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
});
