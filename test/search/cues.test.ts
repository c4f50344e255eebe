// Question cues: which typed words start a kind of question, read from the built-in lexicons.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { lexiconSchema } from '../../src/rulesets/lexicon-schema.js';
import { matchCues } from '../../src/search/cues.js';
import type { SearchIndex } from '../../src/search/search-index.js';

const lexicon = lexiconSchema.parse(parse(readFileSync(new URL('../../rulesets/pirates-csg/lexicon.yaml', import.meta.url), 'utf8')));
// matchCues reads only the rulesets and their lexicons.
const ix = { rulesets: ['pirates-csg'], lexicons: { 'pirates-csg': lexicon } } as unknown as SearchIndex;
const cuesOf = (query: string) => matchCues(ix, query.split(' '), new Set()).answers.map((a) => [...a.phrases.plain, ...a.phrases.stemmed].map((p) => p.trim()));
const asksWhether = (query: string) => cuesOf(query).some((phrases) => phrases.includes('may not'));

describe('question cues', () => {
  it('reads a question that starts with can, does or is as asking whether', () => {
    expect(asksWhether('can a ship shoot twice')).toBe(true);
    expect(asksWhether('does the helmsman bonus stack')).toBe(true);
    expect(asksWhether('s-boarder against a submerged sub, is that allowed')).toBe(true);
  });

  it('does not read "where does" or "what is" as asking whether: a question word before the verb asks something else', () => {
    expect(asksWhether('minifig carrying the chest gets killed, where does the chest go')).toBe(false);
    expect(asksWhether('what is a flagship')).toBe(false);
  });

  it('does not read the verb a few words after "how long" or "what" as asking whether: it belongs to that question', () => {
    expect(asksWhether('cancelled ability how long is it off for')).toBe(false);
    expect(asksWhether('fish objective token what does it do')).toBe(false);
    expect(asksWhether('my ship is docked, can it shoot')).toBe(true);
  });

  it('reads "the same number" or "the same result" as asking about a tie', () => {
    const asksTie = (query: string) => cuesOf(query).some((phrases) => phrases.includes('tie'));
    expect(asksTie('we both rolled the same number in a boarding party')).toBe(true);
    expect(asksTie('attacker and defender get the same result')).toBe(true);
    expect(asksTie('how many crew can a ship carry')).toBe(false);
  });

  it('reads "on purpose" as asking whether it may be done voluntarily', () => {
    expect(cuesOf('can my ship ram a friendly ship on purpose').some((phrases) => phrases.includes('voluntarily'))).toBe(true);
  });

  it('marks "which first" as asking how several subjects combine, and a "before" in a story as not', () => {
    const beside = (query: string) => matchCues(ix, query.split(' '), new Set()).answers.some((a) => a.beside);
    expect(beside('explorer and captain on the same ship which one first')).toBe(true);
    expect(beside('two abilities in what order')).toBe(true);
    expect(beside('can i unload my crew before my explorer explores')).toBe(false);
  });

  it('reads an ask of several words in any form of its words, and a one-word ask only as written', () => {
    const asksOrder = (query: string) => cuesOf(query).some((phrases) => phrases.includes('any order'));
    const asksHowLong = (query: string) => cuesOf(query).some((phrases) => phrases.includes('indefinitely'));
    expect(asksOrder('homemade flag and a double range, which gets applied last')).toBe(true);
    expect(asksHowLong('the effect lasts how')).toBe(true);
    expect(asksHowLong('last turn the iceberg drifted into my frigate')).toBe(false);
  });
});
