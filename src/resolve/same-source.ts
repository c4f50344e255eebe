/** The piece conditions of order rulings: what one piece does bears on what that piece does (`same-source`), or on what it targets (`targeted`). */
import type { SeenEffect } from '../read/effect.js';
import { nameKey } from '../read/words.js';

/**
 * Whether `a` and `b` come from pieces known to differ: both sources given and not the same piece, or one aimed at the
 * other's source (a ram into the Snipe is not the Snipe's). A source left unsaid may be the same piece, so a ruling
 * about one piece's effects still bears on it.
 */
export function fromOtherPieces(a: SeenEffect, b: SeenEffect): boolean {
  if (a.source !== undefined && b.source !== undefined) return a.source.id !== b.source.id;
  return aimsAt(a, b) || aimsAt(b, a);
}

/** Whether `a` targets `b`'s source piece. */
const aimsAt = (a: SeenEffect, b: SeenEffect) => b.source !== undefined && a.targets.some((t) => t.id === b.source!.id);

/**
 * Whether `a` is known to be aimed away from `b`'s source piece: it targets a piece of that piece's kind, and not that
 * piece. Aimed at pieces of another kind (the ship that carries a treasure, for the treasure), it may mean that one.
 */
export function aimedAway(a: SeenEffect, b: SeenEffect): boolean {
  const source = b.source;
  if (source === undefined || aimsAt(a, b) || source.kind === undefined) return false;
  return a.targets.some((t) => t.kind !== undefined && nameKey(t.kind) === nameKey(source.kind!));
}
