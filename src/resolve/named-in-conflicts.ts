/**
 * Whether a close reading of an effect can decide a conflict "as read": only when a ruling names the effect by that
 * reading (an entry or a name it was read as) and, for a `prefer`, another effect meets its other side. A reading that
 * cannot is not worth a whole decision (fact branches included) to find out.
 */
import type { SeenEffect } from '../read/effect.js';
import { nameKey } from '../read/words.js';
import type { Knowledge } from './knowledge.js';
import { meetsAsRead } from './prefer-index.js';
import { matcherValues } from '../rulesets/matcher-values.js';

interface Named {
  entries: Set<string>;
  names: Set<string>;
}

const cache = new WeakMap<Knowledge, Named>();

/** The directive kinds a conflict asks besides `prefer` (which meetsAsRead tells more closely). */
const conflictKinds = ['rank', 'level', 'tie'] as const;

/**
 * Whether `e`, a close reading, could decide a conflict with `others` as read: a `prefer` ruling could have it on one
 * side by that reading with another effect on the other, or a rank, level or tie lists an entry or name it carries.
 */
export function namedInConflicts(e: SeenEffect, others: readonly SeenEffect[], kn: Knowledge): boolean {
  if (meetsAsRead(e, others, kn)) return true;
  let named = cache.get(kn);
  if (!named) {
    named = { entries: new Set(), names: new Set() };
    for (const kind of conflictKinds)
      for (const k of kn.byKind[kind]) {
        for (const id of matcherValues(k.directive, 'entries')) named.entries.add(id);
        for (const n of matcherValues(k.directive, 'names')) named.names.add(nameKey(n));
      }
    cache.set(kn, named);
  }
  for (const id of e.entryIds) if (named.entries.has(id)) return true;
  for (const n of e.names) if (named.names.has(n)) return true;
  return false;
}
