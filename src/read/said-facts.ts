/**
 * Facts a judge's own words say. A vocabulary may list, for a fact, the phrases that say each value ("ship or home
 * island?" asks where a treasure comes from); an effect that gives no key for the fact takes the value whose phrases
 * alone its words hold. Several values said at once say nothing.
 */
import type { Effect } from '../situation/schema.js';
import type { ChainVocabulary } from './vocabulary.js';

/** The facts `effect`'s own name and text say, of those `given` lacks, with the phrase that said each. */
export function saidFacts(effect: Effect, vocabulary: ChainVocabulary, given: ReadonlyMap<string, unknown>): Map<string, { value: string; phrase: string }> | undefined {
  const own = [effect.ability ?? '', effect.text ?? ''].join('.\n').trim();
  if (!own) return undefined;
  let read: ReturnType<ChainVocabulary['reader']['read']> | undefined;
  let out: Map<string, { value: string; phrase: string }> | undefined;
  for (const [fact, decl] of vocabulary.facts) {
    if (!decl.said || given.get(fact) !== undefined) continue;
    read ??= vocabulary.reader.read(own);
    // In scopes too: "not from the ship but the island" still asks where the treasure comes from.
    const found = Object.entries(decl.said).flatMap(([value, phrases]) => {
      const phrase = phrases.find((p) => vocabulary.reader.has(read!, p, true));
      return phrase ? [{ value, phrase }] : [];
    });
    if (found.length === 1) (out ??= new Map()).set(fact, found[0]!);
  }
  return out;
}
