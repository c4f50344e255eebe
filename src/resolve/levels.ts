/** The conflict ladder: the strongest level whose terms appear in an effect's text decides its level. */
import type { SeenEffect } from '../read/effect.js';
import type { Known, Knowledge } from './knowledge.js';
import { matches, phraseIn } from './match.js';

/** An effect's level, with the level directive and the term that decided it. */
export interface LevelOf {
  level: string;
  rank: number;
  known: Known<'level'>;
  term?: string | undefined;
}

/** The level of `e`, or undefined when the rulesets have no ladder for effects like it (a level's `among`). */
export function levelOf(e: SeenEffect, knowledge: Knowledge): LevelOf | undefined {
  const ladder = knowledge.byKind.level.filter((k) => !k.directive.among || matches(k.directive.among, e)).sort((a, b) => a.directive.rank - b.directive.rank);
  for (const known of ladder) {
    const term = (known.directive.terms ?? []).find((t) => phraseIn(e, t));
    if (term) return { level: known.directive.level, rank: known.directive.rank, known, term };
  }
  const fallback = ladder.find((k) => k.directive.default);
  return fallback ? { level: fallback.directive.level, rank: fallback.directive.rank, known: fallback } : undefined;
}
