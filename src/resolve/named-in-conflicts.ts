/**
 * The entries and names some conflict ruling of a chain (prefer, rank, level, tie) lists in a matcher, at any depth. A
 * close reading of an effect can only decide a conflict "as read" when such a ruling names the effect by that reading
 * (an entry or a name it was read as): a reading that carries none of these is not worth a whole decision to find out.
 */
import type { SeenEffect } from '../read/effect.js';
import { nameKey } from '../read/words.js';
import type { Knowledge } from './knowledge.js';

interface Named {
  entries: Set<string>;
  names: Set<string>;
}

const cache = new WeakMap<Knowledge, Named>();

function collect(node: unknown, out: Named): void {
  if (Array.isArray(node)) for (const x of node) collect(x, out);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      if (k === 'entries' && Array.isArray(v)) for (const id of v) out.entries.add(String(id));
      else if (k === 'names' && Array.isArray(v)) for (const n of v) out.names.add(nameKey(String(n)));
      else collect(v, out);
    }
}

/** The directive kinds a conflict asks. */
const conflictKinds = ['prefer', 'rank', 'level', 'tie'] as const;

/** Whether some conflict ruling of `kn` lists an entry `e` is read as (or one above it) or a name it carries. */
export function namedInConflicts(e: SeenEffect, kn: Knowledge): boolean {
  let named = cache.get(kn);
  if (!named) {
    named = { entries: new Set(), names: new Set() };
    for (const kind of conflictKinds) for (const k of kn.byKind[kind]) collect(k.directive, named);
    cache.set(kn, named);
  }
  for (const id of e.entryIds) if (named.entries.has(id)) return true;
  for (const n of e.names) if (named.names.has(n)) return true;
  return false;
}
