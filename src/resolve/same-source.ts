/** The `same-source` condition of order rulings: what one piece does bears on what that piece does, not on another's. */
import type { SeenEffect } from '../read/effect.js';

/**
 * Whether `a` and `b` come from pieces known to differ: both sources given, and not the same piece. A source left
 * unsaid may be the same piece, so a ruling about one piece's effects still bears on it.
 */
export function fromOtherPieces(a: SeenEffect, b: SeenEffect): boolean {
  return a.source !== undefined && b.source !== undefined && a.source.id !== b.source.id;
}
