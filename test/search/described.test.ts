// Subjects described by what they do ("my burn-a-crewman-for-one-more-action ship"): a hyphenated run of four or more
// words is searched alone among the topics with a subject name, and the rulings under the topic it finds count as named.
import { beforeAll, describe, expect, it } from 'vitest';
import { describedTopics, descriptionsOf } from '../../src/search/described.js';
import { search } from '../../src/search/search.js';
import type { SearchIndex } from '../../src/search/search-index.js';
import { scopeProcessors } from '../../src/search/terms.js';
import { fieldBoosts } from '../../src/search/documents.js';
import { loadBuiltin } from './relevance-harness.js';

let ix: SearchIndex;
beforeAll(async () => {
  ({ ix } = await loadBuiltin());
});

const top = (q: string) => search(ix, q, { limit: 3 }).map((h) => h.doc.id);

describe('subjects described by what they do', () => {
  it('takes a hyphenated run of four or more words as a description, not a collector number or a three-word form', () => {
    expect(descriptionsOf(['my', 'burn-a-crewman-for-one-more-action', 'ship', 'rf-056', 'free-for-all'])).toEqual(['burn-a-crewman-for-one-more-action']);
    // Dashes as words.ts splits words: the hyphen's look-alikes join a description, an em dash does not.
    expect(descriptionsOf(['burn‐a‐crewman–for–one–more'])).toEqual(['burn‐a‐crewman–for–one–more']);
    expect(descriptionsOf(['burn—a—crewman'])).toEqual([]);
  });

  const options = { boost: fieldBoosts, weights: { fuzzy: 0.6, prefix: 0.25 }, bm25: { k: 1.2, b: 0.55, d: 0.5 } };
  const described = (word: string, ruleset: string) =>
    [...describedTopics(ix, [word], scopeProcessors(ix, new Set([ruleset])), options, (n) => ix.rulesetOf[n] === ruleset)].map((n) => ix.doc(n).id);

  it('finds the topic a description names among the topics tagged with a card, keyword or ability', () => {
    expect(described('burn-a-crewman-for-one-more-action', 'pirates-csg')).toEqual(['pirates-csg.abilities.sacrifice-action']);
  });

  it('takes no topic that holds half of the description’s words or fewer, as in a game without such a card', () => {
    expect(described('burn-a-crewman-for-one-more-action', 'race-to-the-raft-kickstarter')).toEqual([]);
    expect(described('state-of-the-art', 'pirates-csg')).toEqual([]);
  });

  it('brings the described ability’s ruling among the first hits, where the same words typed apart do not', () => {
    const ruling = 'pirates-csg.abilities.sacrifice-action.ability-cannot-used-doctor-turn';
    expect(top('my burn-a-crewman-for-one-more-action ship: is the doctor any use')).toContain(ruling);
    expect(top('my burn a crewman for one more action ship: is the doctor any use')).not.toContain(ruling);
  });
});
