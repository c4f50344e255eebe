/** Pieces an effect on the board lends to another player for an action (`lends` directives), so who controls them is in doubt. */
import type { SeenEffect } from '../read/effect.js';
import type { Piece, Situation } from '../situation/schema.js';
import type { Known, Knowledge } from './knowledge.js';
import { matches } from './match.js';
import { nameKey } from '../read/words.js';
import { playerFor } from './roles.js';

/** A lent piece: the player it is lent to (when the board says who uses the lending effect), the effect and the ruling. */
export interface Lent {
  to: string | undefined;
  by: SeenEffect;
  ruling: Known<'lends'>;
}

/**
 * Every piece some other effect on the board lends away, by id. A piece the board gives a `controller` is not in doubt
 * (the judge said who runs it), nor one lent to the player who already has it.
 */
export function lentPieces(board: readonly SeenEffect[], situation: Situation, kn: Knowledge): Map<string, Lent> {
  const out = new Map<string, Lent>();
  if (!kn.byKind.lends.length) return out;
  for (const by of board) {
    for (const ruling of kn.byKind.lends) {
      if (!matches(ruling.directive.match, by)) continue;
      // Read without any lending: who runs the lending effect is not in doubt for the pieces it lends.
      const to = playerFor(ruling.directive.to, by, situation, kn.vocabulary).player ?? undefined;
      const pieces: Piece[] = ruling.directive.lent === 'targets' ? by.targets : (situation.pieces ?? []).filter((p) => to !== undefined && p.owner !== undefined && p.owner !== to);
      const kinds = ruling.directive['piece-kinds']?.map(nameKey);
      for (const p of pieces) {
        if (p.controller || (to !== undefined && p.owner === to) || out.has(p.id)) continue;
        if (kinds && p.kind !== undefined && !kinds.includes(nameKey(p.kind))) continue;
        out.set(p.id, { to, by, ruling });
      }
    }
  }
  return out;
}
