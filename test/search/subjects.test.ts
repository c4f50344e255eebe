// Naming a subject: a name's words typed together (a word apart at most), not scattered over a long question.
import { describe, expect, it } from 'vitest';
import { namesOfDoc, namesRun, slotsOf, tagsOfDoc } from '../../src/search/subjects.js';

const slots = (...words: string[]) => slotsOf(words.map((w) => w.split('+')), () => []);

describe('namesRun', () => {
  it('finds a name typed as one run of words, in any order, with one word between at most', () => {
    expect(namesRun(['treasure', 'ship'], slots('treasure', 'ship', 'sink'))).toBe(true);
    expect(namesRun(['treasure', 'ship'], slots('ship', 'treasure'))).toBe(true);
    expect(namesRun(['win', 'ghost', 'pirate'], slots('win', 'game', 'ghost', 'pirate'))).toBe(true);
    expect(namesRun(['galley'], slots('pinned', 'galley'))).toBe(true);
  });

  it('does not find a name whose words are scattered over the question', () => {
    expect(namesRun(['treasure', 'ship'], slots('ship', 'sink', 'reef', 'crew', 'treasure'))).toBe(false);
    expect(namesRun(['sea', 'dragon'], slots('dragon', 'kick', 'water'))).toBe(false);
  });

  it('reads an abbreviation as the words it stands for, and a misspelling as what it was matched to', () => {
    expect(namesRun(['same', 'action', 'twice'], slots('max', 'action', 'same+action+twice'))).toBe(true);
    expect(namesRun(['cannoneer'], slotsOf([['cannonier']], (t) => (t === 'cannonier' ? ['cannoneer'] : [])))).toBe(true);
  });
});

describe('namesOfDoc and tagsOfDoc', () => {
  const doc = (fields: Record<string, string>) => ({ id: 'x', ruleset: 'r', section: [], title: 'Sea Dragon', text: '', kind: 'rule', fields }) as never;

  it('tells the names an entry is tagged with itself from the ones it shares with its heading', () => {
    const parley = doc({ keywords: 'Parley', about: 'When a swoop attack is made | Sea Dragon' });
    expect(namesOfDoc(parley)).toEqual(['Sea Dragon', 'Parley', 'When a swoop attack is made', 'Sea Dragon']);
    expect(tagsOfDoc(parley)).toEqual(['Parley']);
    expect(tagsOfDoc(doc({ keywords: 'Sea Dragon', about: 'Sea Dragon' }))).toEqual([]);
  });
});
