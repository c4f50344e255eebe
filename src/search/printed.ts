/** Printed text: a subject whose own text is its card's words, quoted ("“Each turn roll a d6 ...”"). */
import type { CueMatch } from './cues.js';
import type { SearchDoc } from './documents.js';
import type { SearchIndex } from './search-index.js';

/**
 * How much a subject's printed text counts when the query asks a question of it (a cue matched): the player holds
 * the card and asks what the rulings under it say; the printed text is still shown with each of them, as their heading.
 */
const printedShare = 0.5;

/** Text that is one quotation from start to end. */
const quoted = /^\s*[“"][^]*[”"]\s*$/;

/**
 * The factor of a candidate whose own text is its printed words: raised by the weight of a cue asking for printed words
 * ("card text?"); else `printedShare` for a heading when another question is asked; else 1.
 */
export function printedFactor(ix: SearchIndex, n: number, doc: SearchDoc, cues: CueMatch): number {
  if (!cues.answers.length || !quoted.test(doc.text)) return 1;
  let asksPrinted = 0;
  for (const a of cues.answers) if (a.printed) asksPrinted += a.weight;
  if (asksPrinted) return 1 + asksPrinted;
  return ix.childrenOf[n]!.length > 0 ? printedShare : 1;
}
