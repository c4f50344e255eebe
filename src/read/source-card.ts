/**
 * An ability told in a player's words from a piece that names a card: where the vocabulary reads an effect of its kind
 * so (`read-from-source: card`), the rulesets hold that card under one entry, and the effect's words, read among that
 * entry's rulings, clearly lead to one, it is read as that card's ability: a reading by words still, `through` the card.
 */
import type { Entry, Library } from '../rulesets/entry.js';
import type { Effect, Piece } from '../situation/schema.js';
import type { WordsReading } from './by-words.js';
import type { SeenEffect } from './effect.js';
import { byName } from './known-names.js';
import { underAny } from './nested-under.js';
import type { ChainVocabulary } from './vocabulary.js';
import { nameKey } from './words.js';

/**
 * The reading of `effect` through its source piece's card, or undefined. Only for an effect given no name or entry, of
 * a kind the vocabulary reads so, whose card the rulesets hold under exactly one entry (a card listed under two
 * abilities says nothing of which one was used), and whose words `read` among that entry's rulings takes one: a ship's
 * ram told in words is not its card's ability ("HMS Snipe rams Ben's brig" holds nothing of moving L without a Helmsman).
 * The entry must list the card among its cards: a piece named "Helmsman" is a crew, not the Helmsman keyword's card. Not
 * an entry in `avoid`, which another effect of the board is exactly.
 */
export function throughSourceCard(lib: Library, effect: Effect, source: Piece | undefined, vocabulary: ChainVocabulary, inChain: (e: Entry) => boolean, avoid: ReadonlySet<Entry> | undefined, read: (among: (e: Entry) => boolean) => WordsReading): SeenEffect['recognised'][number] | undefined {
  if (effect.ability || effect.entry || !source) return undefined;
  if (vocabulary.kinds.get(nameKey(effect.kind ?? vocabulary.defaultKind))?.fromSource !== 'card') return undefined;
  const card = source.card ?? source.name;
  if (!card) return undefined;
  const found = byName(lib, card, inChain);
  if (found.entries.length !== 1) return undefined;
  const top = found.entries[0]!;
  const key = nameKey(card);
  if (avoid?.has(top) || ![...top.cards, ...top.quotes.flatMap((q) => q.cards ?? [])].some((c) => nameKey(c.name) === key)) return undefined;
  const ids = new Set([top.id]);
  const fit = read((e) => underAny(lib, e, ids));
  // The card's ability itself, not the ruling under it the words found: they only show the effect is that ability
  // (read as the ruling, who picks for it missed the card's own "this ship may"; as the ability, one answer fewer changed).
  return fit.taken ? { entry: top, by: 'words', score: fit.taken.score, through: card } : undefined;
}
