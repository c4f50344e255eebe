/**
 * The kind of thing an effect is, against what it was read as. Entries a card, ability or keyword carries are the cards'
 * rulings; the rest are rules of the game. An effect given no kind but named exactly as a rule of the game ("pin",
 * "scuttling") is not assumed to be the default kind (an ability): what it counts as is unknown, and no general
 * precedence ("abilities beat rules") guesses. An effect given as an ability is not taken, by its words alone, to be a
 * rule of the game.
 */
import type { Entry, Library } from '../rulesets/entry.js';
import type { Effect } from '../situation/schema.js';
import type { SeenEffect } from './effect.js';
import { countsAs, type ChainVocabulary } from './vocabulary.js';
import type { WordsReading } from './by-words.js';

/** The entry that names the card, ability or keyword carrying `e`: `e` itself or the nearest one it is nested under. */
export function carrierOf(byId: ReadonlyMap<string, Entry>, e: Entry): Entry | undefined {
  for (let cur: Entry | undefined = e; cur; cur = cur.parent ? byId.get(cur.parent) : undefined) if (cur.cards.length || cur.abilities.length || cur.keywords.length) return cur;
  return undefined;
}

/** Whether a card, ability or keyword carries the entry or one it is nested under. */
export function carried(lib: Library, e: Entry): boolean {
  return carrierOf(lib.byId, e) !== undefined;
}

/** What the effect counts as; undefined when its kind is not given and it was named as rulings only. */
export function countsAsRead(lib: Library, effect: Effect, recognised: SeenEffect['recognised'], vocabulary: ChainVocabulary, kind = effect.kind ?? vocabulary.defaultKind): string | undefined {
  if (effect.kind !== undefined) return countsAs(vocabulary, kind);
  const named = recognised.filter((r) => r.by !== 'words');
  if (named.length && !named.some((r) => carried(lib, r.entry))) return undefined;
  return countsAs(vocabulary, kind);
}

/**
 * A reading by words checked against the kind the judge gave: words of an effect given as an ability that land on a rule
 * of the game no card carries ("board anybody within S" on the boarding rule) found what the ability changes, not the
 * ability. That reading is not taken; it and the best readings among what cards carry (`among`) are candidates, none
 * taken, so an order that one of them would change depends on what the effect means.
 */
export function asGiven(lib: Library, effect: Effect, vocabulary: ChainVocabulary, found: WordsReading, among: (within: (e: Entry) => boolean) => WordsReading): WordsReading {
  if (!found.taken || effect.kind === undefined || countsAs(vocabulary, effect.kind) !== 'ability' || carried(lib, found.taken.entry)) return found;
  const onCards = among((e) => carried(lib, e));
  return { close: [found.taken, ...[onCards.taken, ...onCards.close].filter((c) => c !== undefined)] };
}
