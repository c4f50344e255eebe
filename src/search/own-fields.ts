/**
 * Which of a result's matched terms were found in the entry's own fields rather than only in its ancestors' subjects
 * (`about`). Asked for every term of every result of a broad query, so each is a plain loop: no closure, no key list.
 */
import type { SearchResult } from 'minisearch';

/** Whether a term was matched in a field of the entry's own (not only in its ancestors' subjects). */
export function ownField(fields: readonly string[]): boolean {
  for (const f of fields) if (f !== 'about') return true;
  return false;
}

/** Whether a term matched in the entry's own fields is `t` or starts with it (`terms` are the keys of `match`). */
export function ownStartsWith(r: SearchResult, t: string): boolean {
  for (const term of r.terms) if (term.startsWith(t) && ownField(r.match[term]!)) return true;
  return false;
}
