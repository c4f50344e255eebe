/** Whether an entry sits under others: the step entries a step is read among, or the card an ability is read through. */
import type { Entry, Library } from '../rulesets/entry.js';

/** Whether `e` is one of `ids` or nested under one. */
export function underAny(lib: Library, e: Entry, ids: ReadonlySet<string>): boolean {
  for (let cur: Entry | undefined = e; cur; cur = lib.byId.get(cur.parent ?? '')) if (ids.has(cur.id)) return true;
  return false;
}
