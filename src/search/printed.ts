/** Printed text: a subject whose own text is its card's words, quoted ("“Each turn roll a d6 ...”"). */
import type { SearchDoc } from './documents.js';
import type { SearchIndex } from './search-index.js';

/**
 * How much a subject's printed text counts when the query asks a question of it (a cue matched): the player holds
 * the card and asks what the rulings under it say; the printed text is still shown with each of them, as their heading.
 */
const printedShare = 0.5;

/** Text that is one quotation from start to end. */
const quoted = /^\s*[“"][^]*[”"]\s*$/;

/** The factor of a candidate: `printedShare` for a heading whose own text is its printed words, when a question is asked; else 1. */
export function printedFactor(ix: SearchIndex, n: number, doc: SearchDoc, asked: boolean): number {
  return asked && ix.childrenOf[n]!.length > 0 && quoted.test(doc.text) ? printedShare : 1;
}
