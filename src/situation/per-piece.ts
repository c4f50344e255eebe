/**
 * Board facts given one value per piece or player (`rolled: { ana: 5, ben: 3 }`): judges write a roll-off or a score
 * that way, and each value holds for the piece it names, or for every piece of the player it names.
 */
import type { Piece, Situation } from './schema.js';
import { situationKeys } from './shape.js';

/** One value of a board fact given per piece or player. */
export type PieceValue = string | number | boolean;

/** A board fact given per piece or player, keyed by their ids. */
export type PerPiece = Readonly<Record<string, PieceValue>>;

/** Whether a board fact's value is given per piece or player (a mapping) rather than for the whole board. */
export const isPerPiece = (value: unknown): value is PerPiece => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The board's facts given per piece or player, each under its key as written, with its values. */
export function perPieceFacts(s: Situation): [key: string, per: PerPiece][] {
  const out: [string, PerPiece][] = [];
  // The contract's own keys are no facts (`expect` is a mapping too).
  for (const [key, value] of Object.entries(s)) if (!situationKeys.includes(key) && isPerPiece(value)) out.push([key, value]);
  return out;
}

/** The value a per-piece fact gives `piece`: by the piece's own id, else by its player's (its controller, else owner). */
export function valueFor(per: PerPiece, piece: Piece): PieceValue | undefined {
  if (Object.hasOwn(per, piece.id)) return per[piece.id];
  const player = piece.controller ?? piece.owner;
  return player !== undefined && Object.hasOwn(per, player) ? per[player] : undefined;
}
