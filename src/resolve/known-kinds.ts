/** The effect kinds a ruleset chain's directives talk about, so an interview can offer them without src/ naming any. */
import type { Knowledge } from './knowledge.js';

/** Collects every string under a `kinds` key, at any depth of a directive (matchers nest under not, order, steps ...). */
function collect(value: unknown, out: Map<string, number>): void {
  if (Array.isArray(value)) for (const v of value) collect(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'kinds' && Array.isArray(v)) for (const kind of v) if (typeof kind === 'string') out.set(kind, (out.get(kind) ?? 0) + 1);
      else collect(v, out);
    }
  }
}

/** Kinds the directives mention, the most used first; `ability` (the contract's default kind) always first. */
export function knownKinds(knowledge: Knowledge): string[] {
  const counts = new Map<string, number>();
  for (const list of Object.values(knowledge.byKind)) for (const { directive } of list) collect(directive, counts);
  for (const { directive } of knowledge.byKind['ability-over-rule']) for (const k of [...directive.abilities, ...directive.rules]) counts.set(k, (counts.get(k) ?? 0) + 1);
  counts.delete('ability');
  return ['ability', ...[...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k]) => k)];
}
