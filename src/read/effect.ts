/** A situation effect as the engine sees it: its names, kind, words, pieces and the entries it is recognised as. */
import type { Entry } from '../rulesets/entry.js';
import type { Effect, Piece } from '../situation/schema.js';
import type { Reader, ReadText } from './reader.js';
import type { MatchHits } from './match-hits.js';

/** What a branch's copy of an effect may reuse of its original's remembered matchers. */
export interface Inherited {
  hits: MatchHits;
  /** The fact the branch assumes: a remembered matcher that asked for it must be tested again. */
  fact: string;
  parent?: Inherited | undefined;
}

/** Everything matchers and roles read about one effect. */
export interface SeenEffect {
  id: string;
  effect: Effect;
  /** The kind as given, folded; the vocabulary's default kind when none is given. */
  kind: string;
  kindGiven: boolean;
  /** What the kind counts as in the vocabulary (ability, rule, neither), when it says. */
  countsAs?: string | undefined;
  /** Folded names: the ability as written, the source piece's name and card, and recognised entries' names. */
  names: Set<string>;
  /** Recognised entries and every entry they are nested under. */
  entryIds: Set<string>;
  /** The entries it was recognised as, and how. */
  recognised: { entry: Entry; by: 'entry' | 'name' | 'text' | 'near-name' | 'near-text' | 'words'; matched?: string | undefined; score?: number | undefined; mentioned?: boolean | undefined; through?: string | undefined }[];
  /** Other entries its words may mean, about as likely as the one taken (or, when none was taken, the candidates). */
  close?: { entry: Entry; score: number; namesSubject?: boolean | undefined }[] | undefined;
  /** The same effect read by its words as `as` instead (null: as nothing), for answers that try each close reading. */
  readAs?: ((as: { entry: Entry; score: number } | null) => SeenEffect) | undefined;
  /** Names the ability is equally close to, when none is clearly the one meant (a did-you-mean). */
  closeNames?: string[] | undefined;
  /** Which matchers it fits, and the facts each asked for, remembered for one situation (a branch gets its own). */
  matchHits?: MatchHits | undefined;
  /** For a branch's copy: the original's remembered matchers, good unless they asked for the fact the branch assumes. */
  inherits?: Inherited | undefined;
  /** Facts its own words say (the vocabulary's `said`), with the phrase that said each: no key gave them. */
  saidFacts?: Map<string, { value: string; phrase: string }> | undefined;
  /** Its words as phrases are looked for in them (stemmed, with scopes marked), and the reader that read them. */
  read: ReadText;
  reader: Reader;
  source?: Piece | undefined;
  /** Whether its user is the player whose turn it is; undefined when the situation does not say one or the other. */
  byActive?: boolean | undefined;
  /** Its user: its controller, else its source piece's controller or owner; undefined when the situation gives none. */
  user?: string | undefined;
  targets: Piece[];
  /** The facts the effect gives, by the vocabulary's fact names (a key written as an alias counts as its fact). */
  facts: Map<string, unknown>;
  /** The vocabulary's fact defaults, shared by every effect of the chain. */
  defaults?: Map<string, unknown> | undefined;
  /** Facts assumed for one branch of an answer that depends on a fact the situation does not give. */
  assumed?: Record<string, string | number | boolean> | undefined;
}

/** Whether the effect was read as no ruling or only by its words (no `entry:`, name or printed text placed it). */
export const byWordsOnly = (e: SeenEffect): boolean => e.recognised.every((r) => r.by === 'words');

/** What a missing fact is taken to be when the situation does not give it (the vocabulary's `default`). */
export function factDefault(e: SeenEffect, key: string): unknown {
  return e.defaults?.get(key);
}

/** The effect's extra facts (keys a situation adds beyond the contract's own), or the value assumed for a branch; never a default. */
export function factOf(e: SeenEffect, key: string): unknown {
  const given = e.facts.get(key) ?? (e.effect as Record<string, unknown>)[key];
  return given !== undefined ? given : e.assumed?.[key];
}
