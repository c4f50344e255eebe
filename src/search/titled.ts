/** Topics titled by the question: a rules topic whose heading names the kind of question asked is the general ruling on it. */
import type { CueMatch } from './cues.js';
import { TextLines } from './phrases.js';
import { aboutSubject } from './rules-topics.js';
import type { SearchIndex } from './search-index.js';

/** How much of a cue's weight a ruling earns when a heading over it, rather than its own text, answers the cue. */
const titleShare = 0.5;

/** The kinds of a list's members. */
const listKinds = new Set(['item', 'step']);

/**
 * The factor of a ruling under a topic of the rules whose title holds a matched cue's ask or answer ("Who Picks?" for
 * "who picks", "Ability Conflict Hierarchy" for "which wins", "Stacking Abilities" for "do they stack"): the document
 * files its general ruling on that kind of question there. 1 under a card, keyword or ability (its rulings are about
 * it), for a list's items (the list's title says what they enumerate), or when no cue matched.
 */
export function titledFactor(ix: SearchIndex, cues: CueMatch, n: number): number {
  if (!cues.answers.length || listKinds.has(ix.kindOf[n]!)) return 1;
  if (aboutSubject(ix, ix.parentOf[n]!)) return 1;
  const titles: string[] = [];
  for (let p = ix.parentOf[n]!; p >= 0; p = ix.parentOf[p]!) titles.push(ix.doc(p).title);
  if (!titles.length) return 1;
  const lines = new TextLines(titles.join(' | '));
  let f = 1;
  for (const a of cues.answers) if (lines.holds(a.phrases) || lines.holds(a.asks)) f += a.weight * titleShare;
  return f;
}
