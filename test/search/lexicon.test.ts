// Term processing: generic folding and each ruleset's lexicon data (stop words, expansions, synonyms, stemming).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { compileLexicon } from '../../src/search/lexicon.js';
import { lexiconSchema } from '../../src/rulesets/lexicon-schema.js';
import { parseQuery } from '../../src/search/query.js';
import { collectorNumberTerm, splitWords } from '../../src/search/words.js';

const rulesets = ['pirates-csg', 'krosmaster-island-i', 'dragon-flagon-pirates', 'lego-pirate-game', 'race-to-the-raft-kickstarter'];
const lexicon = (id: string) => lexiconSchema.parse(parse(readFileSync(new URL(`../../rulesets/${id}/lexicon.yaml`, import.meta.url), 'utf8')));
const terms = (process: (w: string) => string[], text: string) => splitWords(text).flatMap((w) => process(w.folded));

describe('lexicons', () => {
  it('every built-in ruleset has a valid lexicon', () => {
    for (const id of rulesets) expect(() => lexicon(id), id).not.toThrow();
  });

  const pirates = compileLexicon(lexicon('pirates-csg'));
  it('folds word endings so that forms of a word meet', () => {
    const one = (ws: string[]) => new Set(ws.flatMap((w) => pirates(w)));
    expect(one(['choose', 'chooses', 'chosen', 'choosing', 'chose']).size).toBe(1);
    expect(one(['eliminate', 'eliminated', 'eliminates', 'eliminating']).size).toBe(1);
    expect(one(['pin', 'pinned', 'pinning', 'pins']).size).toBe(1);
    expect(one(['ability', 'abilities']).size).toBe(1);
  });

  it('maps players’ words and abbreviations to the document’s', () => {
    expect(pirates('picks')).toEqual(pirates('chooses'));
    expect(pirates('canceller')).toEqual(pirates('cancel'));
    expect(pirates('doc')).toEqual(pirates('doctor'));
    expect(pirates('hi')).toEqual(terms(pirates, 'home island'));
    expect(pirates('ut')).toEqual(terms(pirates, 'unique treasure'));
    expect(pirates('sat')).toEqual(terms(pirates, 'same action twice'));
    expect(pirates('ea')).toEqual(terms(pirates, 'extra action'));
    expect(pirates('the')).toEqual([]);
    expect(pirates('contradicts')).toEqual(pirates('conflict'));
    expect(pirates('tourney')).toEqual(pirates('tournament'));
    expect(pirates('painted')).toEqual(pirates('repainted'));
    expect(pirates('dump')).toEqual(pirates('removed'));
    expect(pirates('deliberately')).toEqual(pirates('voluntarily'));
    expect(pirates('chiefs')).toEqual(pirates('chieftain'));
    expect(pirates('fixing')).toEqual(pirates('repair'));
    const kros = compileLexicon(lexicon('krosmaster-island-i'));
    expect(kros('ap')).toEqual(terms(kros, 'action points'));
    expect(kros('mp')).toEqual(terms(kros, 'movement points'));
    const race = compileLexicon(lexicon('race-to-the-raft-kickstarter'));
    expect(race('pieces')).toEqual(race('tile'));
  });

  it('keeps collector numbers whole, however they are typed', () => {
    expect(splitWords('Calico Cat (RF-056) and “Cannonball” Gallows (MI-042a)').map((w) => w.folded)).toEqual(['calico', 'cat', 'rf-056', 'and', 'cannonball', 'gallows', 'mi-042a']);
    expect(collectorNumberTerm('rf056')).toBe('rf-056');
    expect(collectorNumberTerm('potc-019')).toBe('potc-019');
    expect(pirates('scs-084b')).toEqual(['scs-084b']);
  });

  it('folds case, accents, curly quotes and apostrophes', () => {
    expect(splitWords('Ship’s CAPTAIN, Félicité!').map((w) => w.folded)).toEqual(['ships', 'captain', 'felicite']);
  });
});

describe('query syntax', () => {
  it('reads phrases, field prefixes and rulesets', () => {
    expect(parseQuery('galley “cannot be pinned” card:"Calico Cat" keyword:galley section:tournaments ruleset:pirates-csg')).toEqual({
      words: ['galley'],
      phrases: ['cannot be pinned'],
      scoped: [
        { prefix: 'card', value: 'Calico Cat' },
        { prefix: 'keyword', value: 'galley' },
        { prefix: 'section', value: 'tournaments' },
      ],
      rulesets: ['pirates-csg'],
      without: [],
      alternatives: [],
      filters: [],
    });
  });

  it('reads exclusions, OR and the kind:, is: and see: filters', () => {
    const q = parseQuery('galley OR longship OR schooner -kraken -"sea monster" kind:erratum is:correction see:pirates-csg.general.timing s-boarded');
    expect(q.words).toEqual(['galley', 'longship', 'schooner', 's-boarded']);
    expect(q.alternatives).toEqual([['galley', 'longship', 'schooner']]);
    expect(q.without).toEqual(['kraken', 'sea monster']);
    expect(q.filters).toEqual([
      { prefix: 'kind', value: 'erratum' },
      { prefix: 'is', value: 'correction' },
      { prefix: 'see', value: 'pirates-csg.general.timing' },
    ]);
  });

  it('reads an unknown prefix as plain words', () => {
    expect(parseQuery('note:galley').words).toEqual(['note galley']);
  });
});
