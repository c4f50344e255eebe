/**
 * Facts a judge's own words say. A vocabulary may list, for a fact, the phrases that say each value ("ship or home
 * island?" asks where a treasure comes from); an effect that gives no key for the fact takes the value whose phrases
 * alone its words hold. Several values said at once say nothing.
 */
import type { Effect } from '../situation/schema.js';
import type { ChainVocabulary } from './vocabulary.js';
import type { ReadText } from './reader.js';

/**
 * The facts an effect's own words say, of those `given` lacks, with the phrase that said each. `read` is the effect's
 * words as the reader read them; only an effect with a text of its own is asked (without one, `read` holds the card's
 * printed text, which says nothing of the judge's question).
 */
export function saidFacts(effect: Effect, read: ReadText, vocabulary: ChainVocabulary, given: ReadonlyMap<string, unknown>): Map<string, { value: string; phrase: string }> | undefined {
  if (!effect.text) return undefined;
  let out: Map<string, { value: string; phrase: string }> | undefined;
  for (const [fact, decl] of vocabulary.facts) {
    if (!decl.said || given.get(fact) !== undefined) continue;
    // In scopes too: "not from the ship but the island" still asks where the treasure comes from.
    const found = Object.entries(decl.said).flatMap(([value, phrases]) => {
      const phrase = phrases.find((p) => vocabulary.reader.has(read, p, true));
      return phrase ? [{ value, phrase }] : [];
    });
    if (found.length === 1) (out ??= new Map()).set(fact, found[0]!);
  }
  return out;
}
