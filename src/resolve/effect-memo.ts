/**
 * What the resolver works out once per effect, kept in one object on the effect's matcher memo (a branch's copy has its
 * own, and finds its original's on `inherits.hits`): a WeakMap entry per cache and effect cost more to make than most
 * of what the caches kept, and a field is found faster than a WeakMap entry (read/match-hits.ts).
 */
import type { SeenEffect } from '../read/effect.js';
import type { GateIndex } from './matcher-gates.js';
import type { SideSet } from './side-set.js';
import type { Derived } from './match.js';
import type { Sides } from './prefer-index.js';
import type { ClaimWords } from './unread-claim.js';
import type { ReadText } from '../read/reader.js';
import { MatchHits } from '../read/match-hits.js';

/** One effect's remembered work, each part made on first need. */
export interface EffectMemo {
  /** Per gate index, the sides its gates open (matcher-gates.ts). */
  opened: Map<GateIndex, SideSet> | undefined;
  /** Values worked out through matchers, per key (match.ts `onEffect`). */
  derived: Map<object, Derived> | undefined;
  /** Its `prefer` sides (prefer-index.ts). */
  sides: Sides | undefined;
  /** Per claim words, whether it reports what a player says (unread-claim.ts). */
  claimed: Map<ClaimWords, boolean> | undefined;
  /** Its card's printed text, read, or null (levels.ts). */
  printed: ReadText | null | undefined;
  /** How it is named in reasons (describe.ts). */
  described: string | undefined;
  /** The proof line saying what it was recognised as (recognition-notes.ts). */
  recognition: string | undefined;
}

/** Memos of effects without a matcher memo of their own (none the resolver makes): kept by the effect. */
const memos = new WeakMap<object, EffectMemo>();

const fresh = (): EffectMemo => ({ opened: undefined, derived: undefined, sides: undefined, claimed: undefined, printed: undefined, described: undefined, recognition: undefined });

/** The memo kept on `own` (an effect's matcher memo, else the effect itself), made on first need. */
function memoOf(own: object): EffectMemo {
  if (own instanceof MatchHits) return (own.memo ??= fresh()) as EffectMemo;
  let memo = memos.get(own);
  if (!memo) memos.set(own, (memo = fresh()));
  return memo;
}

/** The memo of `e` itself (under its matcher memo): a branch's copy has its own. */
export const ownMemo = (e: SeenEffect): EffectMemo => memoOf(e.matchHits ?? e);

/** For a branch's copy, its original's memo, if one was made: read without making one. */
export function inheritedMemo(e: SeenEffect): EffectMemo | undefined {
  const hits = e.inherits?.hits;
  return hits instanceof MatchHits ? (hits.memo as EffectMemo | undefined) : hits && memos.get(hits);
}

/** The memo of the effect a branch's copies were made from (or of `e` itself): for what no assumed fact changes. */
export function originalMemo(e: SeenEffect): EffectMemo {
  let link = e.inherits;
  while (link?.parent) link = link.parent;
  return memoOf(link?.hits ?? e.matchHits ?? e);
}
