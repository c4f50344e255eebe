/**
 * Facts a judge's own words say. A vocabulary may list, for a fact, the phrases that say each value ("ship or home
 * island?" asks where a treasure comes from); an effect that gives no key for the fact takes the value whose phrases
 * alone its words hold. Several values said at once say nothing.
 */
import type { Effect } from '../situation/schema.js';
import type { ChainVocabulary } from './vocabulary.js';
import type { ReadText } from './reader.js';

/** A fact whose values the vocabulary lists phrases for, each value with its phrases. */
type Said = { fact: string; values: { value: string; phrases: readonly string[] }[] };

const saidOf = new WeakMap<ChainVocabulary, Said[]>();

/** The facts the vocabulary lists phrases for, made once per vocabulary (every effect with a text of its own asks). */
function saidFor(vocabulary: ChainVocabulary): Said[] {
  let out = saidOf.get(vocabulary);
  if (!out) {
    out = [];
    for (const [fact, decl] of vocabulary.facts) if (decl.said) out.push({ fact, values: Object.entries(decl.said).map(([value, phrases]) => ({ value, phrases })) });
    saidOf.set(vocabulary, out);
  }
  return out;
}

/**
 * The facts an effect's own words say, of those `given` lacks, with the phrase that said each. `read` is the effect's
 * words as the reader read them; only an effect with a text of its own is asked (without one, `read` holds the card's
 * printed text, which says nothing of the judge's question).
 */
export function saidFacts(effect: Effect, read: ReadText, vocabulary: ChainVocabulary, given: ReadonlyMap<string, unknown>): Map<string, { value: string; phrase: string }> | undefined {
  if (!effect.text) return undefined;
  let out: Map<string, { value: string; phrase: string }> | undefined;
  for (const { fact, values } of saidFor(vocabulary)) {
    if (given.get(fact) !== undefined) continue;
    // In scopes too: "not from the ship but the island" still asks where the treasure comes from.
    let found: { value: string; phrase: string } | undefined;
    let several = false;
    for (const { value, phrases } of values) {
      const phrase = phrases.find((p) => vocabulary.reader.has(read, p, true));
      if (!phrase) continue;
      several = found !== undefined;
      if (several) break;
      found = { value, phrase };
    }
    if (found && !several) (out ??= new Map()).set(fact, found);
  }
  return out;
}
