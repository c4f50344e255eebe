/** How effects are named in reasons: the judge's own id, with the name they gave. */
import type { SeenEffect } from '../read/effect.js';

/** "'cancel' (Cancel ability)" — the id the judge used, and the name or kind. */
export function describeEffect(e: SeenEffect): string {
  const name = e.effect.ability ?? (e.effect.text ? `"${e.effect.text.length > 60 ? `${e.effect.text.slice(0, 57)}...` : e.effect.text}"` : e.kind);
  return `'${e.id}' (${name})`;
}
