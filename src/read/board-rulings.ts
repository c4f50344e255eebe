/**
 * The rulings nearest a whole board: the situation's title and the words of the effects asked about, read together
 * through the search index. An open answer shows them so a judge reads the likely deciding text at once; they decide
 * nothing (the words find the ruling a board is about, not which side of it a player's claim takes).
 */
import type { Library } from '../rulesets/entry.js';
import type { Situation } from '../situation/schema.js';
import { rankByWords } from './by-words.js';
import type { SeenEffect } from './effect.js';
import { searchIndexOf } from './search-index-of.js';

/** A ruling near the board, by the search's score. */
export interface Nearest {
  entry: string;
  title: string;
  score: number;
}

/** How many nearest rulings an open answer shows. */
const shown = 3;

/** The words a judge gave for an effect: its name and its own words. */
const saidOf = (e: SeenEffect) => [e.effect.ability, e.effect.text].filter(Boolean).join(' ');

/** The rulings of `chain` nearest the board of `effects` (headings left out: they rule on nothing). */
export function nearestRulings(lib: Library, situation: Situation, effects: readonly SeenEffect[], chain: readonly string[]): Nearest[] {
  // Each distinct text once: a board of many copies of one effect asks no longer a question than a board of one.
  const words = [...new Set([situation.title ?? '', ...effects.map(saidOf)])].join(' ').trim();
  if (!words) return [];
  return rankByWords(searchIndexOf(lib), lib, words, chain, shown * 2)
    .filter((c) => c.entry.kind !== 'heading')
    .slice(0, shown)
    .map((c) => ({ entry: c.entry.id, title: c.entry.title, score: Math.round(c.score * 100) / 100 }));
}
