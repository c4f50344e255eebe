/** A situation effect as the engine sees it: its names, kind, words, pieces and the entries it is recognised as. */
import type { Entry } from '../rulesets/entry.js';
import type { Effect, Piece } from '../situation/schema.js';

/** Everything matchers and roles read about one effect. */
export interface SeenEffect {
  id: string;
  effect: Effect;
  /** The kind as given, folded ("unique treasure" → "unique treasure"); `ability` when none is given. */
  kind: string;
  kindGiven: boolean;
  /** Folded names: the ability as written, the source piece's name and card, and recognised entries' names. */
  names: Set<string>;
  /** Recognised entries and every entry they are nested under. */
  entryIds: Set<string>;
  /** The entries it was recognised as, and how. */
  recognised: { entry: Entry; by: 'name' | 'text' }[];
  /** Folded words that phrases are looked for in. */
  words: string;
  source?: Piece | undefined;
  targets: Piece[];
}

/** The effect's extra facts (keys a situation adds beyond the contract's own). */
export function factOf(e: SeenEffect, key: string): unknown {
  return (e.effect as Record<string, unknown>)[key];
}
