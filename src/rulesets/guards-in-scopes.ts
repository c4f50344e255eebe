/**
 * A `not:` guard tells what an effect is about, not whether it says the thing happens ("it can't finish in the water" is
 * about where a move ends), so its matchers read phrases inside the vocabulary's scopes (negations) unless they say
 * `in-scopes: false`. Set once here, as directives are loaded, so the resolver reads the field as written.
 */

/** `value` (a directive, or any part of one) with every `not:` guard's matchers given `in-scopes: true` unless they set it. */
export function guardsInScopes<T>(value: T): T {
  if (Array.isArray(value)) return value.map(guardsInScopes) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = k === 'not' ? asGuards(guardsInScopes(v)) : guardsInScopes(v);
  return out as T;
}

/** A guard's matcher or matchers, reading in scopes unless they say otherwise (copies: a YAML alias may share them with a side). */
function asGuards(not: unknown): unknown {
  const guard = (g: unknown) => (g && typeof g === 'object' && !('in-scopes' in g) ? { ...g, 'in-scopes': true } : g);
  return Array.isArray(not) ? not.map(guard) : guard(not);
}
