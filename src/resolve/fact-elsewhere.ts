/**
 * A player fact the question's effect does not give, read from the one other effect of the situation that gives it:
 * a judge states who won on the boarding itself, then asks about what the winner loads.
 */
import type { Piece, Situation } from '../situation/schema.js';
import { factNamed, type ChainVocabulary } from '../read/vocabulary.js';

/** The players on either side of an effect: its source's controller (else owner), its controller, its targets' owners. */
export const sidesOf = (source: Piece | undefined, controller: string | undefined, targets: (Piece | undefined)[]): (string | undefined)[] => [
  source?.controller ?? source?.owner,
  controller,
  ...targets.map((t) => t?.owner),
];

/** Where a fact was found: its value, the effect that gives it, and the players on either side of that effect. */
export interface FactElsewhere {
  value: string;
  effect: string;
  /** The players of that effect: its source's controller (or owner), its controller, its targets' owners. */
  sides: string[];
}

/** The fact `fact` as the one other effect giving it says, or undefined when none or more than one gives it. */
export function factElsewhere(s: Situation, v: ChainVocabulary, fact: string, except: string | undefined): FactElsewhere | undefined {
  const pieces = new Map((s.pieces ?? []).map((p) => [p.id, p]));
  const found: FactElsewhere[] = [];
  for (const e of s.effects ?? []) {
    if (e.id === except) continue;
    const key = Object.keys(e).find((k) => factNamed(v, k) === fact);
    const value = key === undefined ? undefined : (e as Record<string, unknown>)[key];
    if (typeof value !== 'string' || !value) continue;
    const source = e.source ? pieces.get(e.source) : undefined;
    const sides = sidesOf(source, e.controller, (e.targets ?? []).map((t) => pieces.get(t))).filter((p): p is string => Boolean(p));
    found.push({ value, effect: e.id, sides });
  }
  return found.length === 1 ? found[0] : undefined;
}
