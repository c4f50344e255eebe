/**
 * A general precedence ("abilities beat rules") weighs two separate things against each other. An effect read as the
 * entry another effect is read as, or as a ruling nested under it, is that entry's own ruling on the other: only a
 * directive that names the entry decides between them, and a general one stands aside.
 */
import type { Match, Matcher } from '../rulesets/directive-schema.js';
import { byWordsOnly, type SeenEffect } from '../read/effect.js';
import { matches } from './match.js';

/** Whether a matcher (or any of a list) names entries, names or phrases: whether it is about something in particular. */
function names(m: Match | Matcher | Matcher[] | undefined): boolean {
  if (!m) return false;
  if (!Array.isArray(m)) return namesOne(m);
  // A loop, not a list and a closure made per call: every pair asks it of several rulings.
  for (let i = 0; i < m.length; i++) if (namesOne(m[i]!)) return true;
  return false;
}

/** Whether one matcher names entries, names or phrases. */
const namesOne = (x: Matcher): boolean => Boolean(x.entries?.length || x.names?.length || x.phrases?.length);

/** Whether a directive's two sides are general (kinds, what kinds count as, facts): neither names an entry, a name or a phrase. */
export function isGeneral(winner: Match | Matcher | Matcher[], loser: Match | Matcher | Matcher[]): boolean {
  return !names(winner) && !names(loser);
}

/**
 * Whether one of the two effects is read by its words as what the other is read as, or as a ruling under it. Two
 * effects named as one card are two copies of it (which the general stacking rules do decide), not a ruling on the other.
 */
export function readAsOneRuling(a: SeenEffect, b: SeenEffect): boolean {
  const byWords = (x: SeenEffect) => x.recognised.some((r) => r.by === 'words');
  const under = (x: SeenEffect, y: SeenEffect) => x.recognised.length > 0 && y.recognised.some((r) => x.entryIds.has(r.entry.id));
  return (byWords(a) || byWords(b)) && (under(a, b) || under(b, a));
}

/**
 * Whether the loser of a `prefer` fits the winner side too, through the entries it names, both effects read only by
 * their words. Both are then the table's words about that one ruling, and the ruling does not say which side of it each takes
 * (a player arguing that a wounded minifig must sit, against one saying sitting only marks the wound).
 */
export function readAsWinnerToo(winner: Match | Matcher | Matcher[], l: SeenEffect, w: SeenEffect): boolean {
  // A winner read exactly (Re-roll by name) is the card the ruling speaks for; the loser's words are then that ruling's subject.
  const wordsOnly = (e: SeenEffect) => e.recognised.length > 0 && byWordsOnly(e);
  if (!wordsOnly(l) || !wordsOnly(w)) return false;
  // Asked of the winner side's matchers that name entries: the side's other matchers (phrases, kinds) are not the ruling.
  return (Array.isArray(winner) ? winner : [winner]).some((m) => Boolean((m as Matcher).entries?.length) && matches(m, l, w));
}
