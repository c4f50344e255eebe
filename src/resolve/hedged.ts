/**
 * A player who says "I'm pretty sure I dived her last turn" tells the board as they believe it, not as it is: a ruling
 * that puts their effect first holds only if the board is as they say, and that the board leaves open. An effect that
 * loses changes nothing either way, so only the winner's doubt matters.
 */
import type { SeenEffect } from '../read/effect.js';
import { wordsOf } from '../rulesets/text.js';

/** The vocabulary's hedge (folded, spaced) the effect's own words use, if any: "pretty sure", "not sure", "I think". */
export function hedgeOf(e: SeenEffect, hedges: readonly string[]): string | undefined {
  if (!hedges.length || !e.effect.text) return undefined;
  const said = ` ${wordsOf(e.effect.text)} `;
  return hedges.find((h) => said.includes(h))?.trim();
}
