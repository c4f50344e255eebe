/** Whether a situation effect matches a directive's matcher (every field given holds; any value of a field will do). */
import type { Match, Matcher } from '../rulesets/directive-schema.js';
import { factOf, type SeenEffect } from './effect.js';
import { hasPhrase, nameKey } from './words.js';

const keyCache = new Map<string, string>();
const key = (s: string) => {
  let k = keyCache.get(s);
  if (k === undefined) keyCache.set(s, (k = nameKey(s)));
  return k;
};

function factHolds(value: unknown, want: string | number | boolean): boolean {
  if (Array.isArray(value)) return value.some((v) => factHolds(v, want));
  return value !== undefined && key(String(value)) === key(String(want));
}

/** One matcher against one effect. */
export function matcherHolds(m: Matcher, e: SeenEffect): boolean {
  if (m.names && !m.names.some((n) => e.names.has(key(n)))) return false;
  if (m.entries && !m.entries.some((id) => e.entryIds.has(id))) return false;
  if (m.kinds && !m.kinds.some((k) => key(k) === e.kind)) return false;
  if (m.phrases && !m.phrases.some((p) => hasPhrase(e.words, p))) return false;
  if (m.facts && !Object.entries(m.facts).every(([k, v]) => factHolds(factOf(e, k), v))) return false;
  if (m['source-kinds'] && !(e.source?.kind && m['source-kinds'].some((k) => key(k) === key(e.source!.kind!)))) return false;
  if (m['target-kinds'] && !e.targets.some((t) => t.kind && m['target-kinds']!.some((k) => key(k) === key(t.kind!)))) return false;
  if (m.not && matches(m.not, e)) return false;
  return true;
}

/** A matcher or a list of matchers (any one will do) against one effect. */
export function matches(m: Match | Matcher | Matcher[], e: SeenEffect): boolean {
  return Array.isArray(m) ? m.some((x) => matcherHolds(x, e)) : matcherHolds(m, e);
}
