/**
 * Facts a judge's own words say. A vocabulary may list, for a fact, the phrases that say each value ("ship or home
 * island?" asks where a treasure comes from); an effect that gives no key for the fact takes the value whose phrases
 * alone its words hold. Several values said at once say nothing.
 */
import type { Effect } from '../situation/schema.js';
import type { ChainVocabulary } from './vocabulary.js';
import type { Compiled, ReadText } from './reader.js';

/** A fact whose values the vocabulary lists phrases for, each value with its phrases (compiled by the vocabulary's reader). */
type Said = { fact: string; values: { value: string; phrases: readonly Compiled[] }[] };

const saidOf = new WeakMap<ChainVocabulary, Said[]>();

/**
 * The facts the vocabulary lists phrases for, made once per vocabulary (every effect with a text of its own asks), the
 * phrases compiled at once: looking each up by its words for every new text was 1.3% of a steady-state profile.
 */
function saidFor(vocabulary: ChainVocabulary): Said[] {
  let out = saidOf.get(vocabulary);
  if (!out) {
    out = [];
    for (const [fact, decl] of vocabulary.facts) if (decl.said) out.push({ fact, values: Object.entries(decl.said).map(([value, phrases]) => ({ value, phrases: phrases.map((p) => vocabulary.reader.phrase(p)) })) });
    saidOf.set(vocabulary, out);
  }
  return out;
}

type Found = { value: string; phrase: string };

/** The facts a read text says, for the vocabulary it was found for. */
type Says = { vocabulary: ChainVocabulary; said: readonly (readonly [string, Found])[] };

// A read text is shared by every effect and board that has it (and by every reading tried of one effect): what it says
// is found once, not once per effect by asking every phrase of every fact again.
const saysOf = new WeakMap<ReadText, Says>();

/** Every fact `read` says (one value alone), in the vocabulary's order, whatever an effect gives. */
function textSays(read: ReadText, vocabulary: ChainVocabulary): Says['said'] {
  let got = saysOf.get(read);
  if (got?.vocabulary === vocabulary) return got.said;
  const said: (readonly [string, Found])[] = [];
  for (const { fact, values } of saidFor(vocabulary)) {
    // In scopes too: "not from the ship but the island" still asks where the treasure comes from.
    let found: Found | undefined;
    let several = false;
    for (const { value, phrases } of values) {
      const phrase = phrases.find((p) => vocabulary.reader.holds(read, p, true));
      if (!phrase) continue;
      several = found !== undefined;
      if (several) break;
      found = { value, phrase: phrase.phrase };
    }
    if (found && !several) said.push([fact, found]);
  }
  saysOf.set(read, (got = { vocabulary, said }));
  return said;
}

/**
 * The facts an effect's own words say, of those `given` lacks, with the phrase that said each. `read` is the effect's
 * words as the reader read them; only an effect with a text of its own is asked (without one, `read` holds the card's
 * printed text, which says nothing of the judge's question).
 */
export function saidFacts(effect: Effect, read: ReadText, vocabulary: ChainVocabulary, given: ReadonlyMap<string, unknown>): Map<string, Found> | undefined {
  if (!effect.text) return undefined;
  let out: Map<string, Found> | undefined;
  for (const [fact, found] of textSays(read, vocabulary)) if (given.get(fact) === undefined) (out ??= new Map()).set(fact, found);
  return out;
}
