/**
 * What the resolver works out once per effect, kept in one WeakMap entry under the effect's matcher memo (a branch's
 * copy has its own, and finds its original's under `inherits.hits`): a WeakMap entry per cache and effect cost more to
 * make than most of what the caches kept.
 */
import type { SeenEffect } from '../read/effect.js';
import type { GateIndex } from './matcher-gates.js';
import type { SideSet } from './side-set.js';
import type { Derived } from './match.js';
import type { Sides } from './prefer-index.js';
import type { ClaimWords } from './unread-claim.js';

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
}

const memos = new WeakMap<object, EffectMemo>();

/** The memo kept under `own` (an effect's matcher memo, else the effect itself), made on first need. */
function memoOf(own: object): EffectMemo {
  let memo = memos.get(own);
  if (!memo) memos.set(own, (memo = { opened: undefined, derived: undefined, sides: undefined, claimed: undefined }));
  return memo;
}

/** The memo of `e` itself (under its matcher memo): a branch's copy has its own. */
export const ownMemo = (e: SeenEffect): EffectMemo => memoOf(e.matchHits ?? e);

/** For a branch's copy, its original's memo, if one was made: read without making one. */
export const inheritedMemo = (e: SeenEffect): EffectMemo | undefined => (e.inherits ? memos.get(e.inherits.hits) : undefined);

/** The memo of the effect a branch's copies were made from (or of `e` itself): for what no assumed fact changes. */
export function originalMemo(e: SeenEffect): EffectMemo {
  let link = e.inherits;
  while (link?.parent) link = link.parent;
  return memoOf(link?.hits ?? e.matchHits ?? e);
}
