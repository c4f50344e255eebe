/** The piece conditions of order rulings: what one piece does bears on what that piece does (`same-source`), or on what it targets (`targeted`). */
import type { SeenEffect } from '../read/effect.js';

/**
 * Whether `a` and `b` come from pieces known to differ: both sources given, and not the same piece. A source left
 * unsaid may be the same piece, so a ruling about one piece's effects still bears on it.
 */
export function fromOtherPieces(a: SeenEffect, b: SeenEffect): boolean {
  return a.source !== undefined && b.source !== undefined && a.source.id !== b.source.id;
}

/** Whether `a` names its targets and `b`'s source piece is none of them (unknown when either is not given: false). */
export function aimedAway(a: SeenEffect, b: SeenEffect): boolean {
  return a.targets.length > 0 && b.source !== undefined && !a.targets.some((t) => t.id === b.source!.id);
}
