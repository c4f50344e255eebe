/** Whether a judge's words name the subject a ruling is about: a close reading is tried only on rulings whose subject they name. */
import type { Entry, Library } from '../rulesets/entry.js';
import { namesOf } from '../rulesets/lookup.js';
import type { SearchIndex } from '../search/search-index.js';
import { knownIn } from '../search/search.js';
import { ownFields, plainQuery, queryTerms, wordsHeld } from './held-words.js';

/** The terms of a judge's words as `namesSubject` weighs them: worked out once for all the candidates of one reading. */
export const subjectQuery = (ix: SearchIndex, words: string, rulesets: readonly string[]): string[][] => queryTerms(ix, plainQuery(words), rulesets);

/** Whether the words (as `subjectQuery` gives them) say a word of the names of the topic `e` is (or sits under); true for an entry under no topic. */
export function namesSubject(ix: SearchIndex, lib: Library, e: Entry, typed: () => string[][], rulesets: readonly string[]): boolean {
  let topic: Entry | undefined = e;
  while (topic && topic.kind !== 'topic') topic = topic.parent ? lib.byId.get(topic.parent) : undefined;
  if (!topic) return true;
  return wordsHeld(typed(), subjectTerms(ix, topic, rulesets), knownIn(ix, ownFields)) >= 1;
}

const subjectTermCache = new WeakMap<SearchIndex, Map<string, string[]>>();

/** The index terms of a topic's names (lookup.ts: title, cards, keywords, abilities, aliases), made once per index and scope. */
function subjectTerms(ix: SearchIndex, topic: Entry, rulesets: readonly string[]): string[] {
  let perIndex = subjectTermCache.get(ix);
  if (!perIndex) subjectTermCache.set(ix, (perIndex = new Map()));
  const key = `${rulesets.join(' ')}\n${topic.id}`;
  let terms = perIndex.get(key);
  if (!terms) {
    // Every name it answers to (a title's "(keyword)" and "(continued)" tags name nothing).
    perIndex.set(key, (terms = [...new Set(namesOf(topic).flatMap((n) => queryTerms(ix, n, rulesets).flat()))]));
  }
  return terms;
}
