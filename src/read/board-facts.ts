/** The facts an effect carries: its own keys, those written on its pieces, and those written on the whole board. */
import { isPerPiece, valueFor, type PerPiece } from '../situation/per-piece.js';
import type { Effect, Situation } from '../situation/schema.js';
import { effectKeys, pieceKeys, situationKeys } from '../situation/shape.js';
import { nameKey } from './words.js';
import { factNamed, pieceFactNamed, type ChainVocabulary } from './vocabulary.js';

/**
 * The facts an effect gives under the vocabulary's names, whichever declared name or alias the situation used; an
 * unlisted value is 'other'. A fact written on a piece ("cover: true" on the target) holds for the effects that piece
 * is the source or a target of (a fact `of: targets` only a target of, one `of: source` only the source of), unless the
 * effect says otherwise or its pieces disagree.
 */
export function factsOf(effect: Effect, vocabulary: ChainVocabulary, pieces: Map<string, NonNullable<Situation['pieces']>[number]>, board: BoardFacts, perPiece: readonly (readonly [key: string, per: PerPiece])[] = []): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const put = (fact: string, value: unknown) => out.set(fact, readAsOther(vocabulary, fact, value) ? 'other' : value);
  for (const [key, value] of Object.entries(effect)) {
    const fact = effectKeys.includes(key) ? undefined : factNamed(vocabulary, key);
    if (fact && value !== undefined && !out.has(fact)) put(fact, value);
  }
  const fromPieces = new Map<string, unknown>();
  // The same key may give another fact on the source than on a target (a ship's own masts, the rammed ship's); a piece
  // that is both is read as both.
  // A board fact given per piece or player (`rolled: { ana: 5 }`) is written on each piece it names, unless the piece
  // gives that fact itself.
  const read = (id: string | undefined, role: 'source' | 'targets') => {
    const piece = id !== undefined ? pieces.get(id) : undefined;
    if (!piece) return;
    // Only a board with per-piece facts needs to know which facts the piece gave itself (this runs for every reading).
    const own = perPiece.length ? new Set<string>() : undefined;
    const give = (fact: string | undefined, value: unknown) => {
      // Pieces that disagree leave the fact unsaid (undefined).
      if (fact && value !== undefined) fromPieces.set(fact, fromPieces.has(fact) && fromPieces.get(fact) !== value ? undefined : value);
    };
    for (const [key, value] of Object.entries(piece)) {
      const fact = pieceKeys.includes(key) ? undefined : pieceFactNamed(vocabulary, key, role);
      if (fact) own?.add(fact);
      give(fact, value);
    }
    for (const [key, per] of perPiece) {
      const fact = pieceFactNamed(vocabulary, key, role);
      if (fact && !own!.has(fact)) give(fact, valueFor(per, piece));
    }
  };
  read(effect.source, 'source');
  for (const id of effect.targets ?? []) read(id, 'targets');
  for (const [fact, value] of fromPieces) if (value !== undefined && !out.has(fact)) put(fact, value);
  // A fact written on the whole board (the scenario being played) holds for every effect that does not say otherwise.
  for (const [fact, value] of board) if (!out.has(fact)) put(fact, value);
  return out;
}

/** Whether `value` of `fact` is read as the declaration's 'other': it has one, and does not list the value (a Fear roll of 3 is not a 5). */
export function readAsOther(vocabulary: ChainVocabulary, fact: string, value: unknown): boolean {
  const listed = vocabulary.facts.get(fact)?.values;
  return Array.isArray(listed) && listed.includes('other') && !listed.some((v) => nameKey(String(v)) === nameKey(String(value)));
}

/** The facts written on the whole board, in the order written: `[fact, value]`, each value given. */
export type BoardFacts = readonly (readonly [fact: string, value: unknown])[];

/** The facts a situation's own extra keys give, found once per board (every effect and reading of it takes them). */
export function boardFactsOf(board: Situation, vocabulary: ChainVocabulary): BoardFacts {
  const out: [string, unknown][] = [];
  for (const [key, value] of Object.entries(board)) {
    // One given per piece or player holds for those pieces (factsOf), not for the whole board.
    const fact = situationKeys.includes(key) || isPerPiece(value) ? undefined : factNamed(vocabulary, key);
    if (fact && value !== undefined) out.push([fact, value]);
  }
  return out;
}

