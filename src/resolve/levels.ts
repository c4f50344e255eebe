/** The conflict ladder: the strongest level whose terms appear in an effect's text decides its level. */
import type { SeenEffect } from '../read/effect.js';
import type { Known, Knowledge } from './knowledge.js';
import { matches, onEffect, phraseIn } from './match.js';
import type { ReadText } from '../read/reader.js';

import { ownMemo } from './effect-memo.js';

/**
 * For an effect named as a card but described in the judge's own words, the card's printed text: a level's terms
 * ("must", "cannot") are the card's, and a player's "no, I push it the other way" says nothing of how binding it is.
 * Null when the effect's text is its printed text, or it was not named.
 */
function printedText(e: SeenEffect): ReadText | null {
  const memo = ownMemo(e);
  let got = memo.printed;
  if (got !== undefined) return got;
  const named = e.recognised.filter((r) => r.by === 'name' || r.by === 'near-name' || r.by === 'entry');
  const byText = e.recognised.some((r) => r.by === 'text' || r.by === 'near-text');
  got = e.effect.text && named.length && !byText ? e.reader.read(named.flatMap((r) => r.entry.quotes.map((q) => q.text)).join('.\n')) : null;
  memo.printed = got;
  return got;
}

/** An effect's level, with the level directive and the term that decided it. */
export interface LevelOf {
  level: string;
  rank: number;
  known: Known<'level'>;
  term?: string | undefined;
}

/** The level of `e`, or undefined when the rulesets have no ladder for effects like it (a level's `among`): found once per effect. */
export const levelOf = (e: SeenEffect, knowledge: Knowledge): LevelOf | undefined => onEffect(e, knowledge, ladderLevel);

function ladderLevel(e: SeenEffect, knowledge: Knowledge): LevelOf | undefined {
  const ladder = knowledge.byKind.level.filter((k) => !k.directive.among || matches(k.directive.among, e)).sort((a, b) => a.directive.rank - b.directive.rank);
  const printed = printedText(e);
  for (const known of ladder) {
    const term = (known.directive.terms ?? []).find((t) => (printed ? e.reader.has(printed, t) : phraseIn(e, t)));
    if (term) return { level: known.directive.level, rank: known.directive.rank, known, term };
  }
  const fallback = ladder.find((k) => k.directive.default);
  return fallback ? { level: fallback.directive.level, rank: fallback.directive.rank, known: fallback } : undefined;
}
