/**
 * Notes on facts taken from a judge's own words (the vocabulary's `said`): one where the fact decided the answer,
 * saying what the answer would be without it, as a defaulted fact's reminder does. A fact the question never turned
 * on gets no note.
 */
import type { SeenEffect } from '../read/effect.js';
import type { Answer } from './answer.js';
import { describeEffect } from './describe.js';
import { decisionKey, stopped, summarise } from './summary.js';
import { MatchHits } from '../read/match-hits.js';
import { nameKey } from '../read/words.js';

/** `e` as if its words had not said `fact`: a fresh copy, so nothing remembered of the original's matchers is reused. */
function unsaid(e: SeenEffect, fact: string): SeenEffect {
  const facts = new Map(e.facts);
  facts.delete(fact);
  const saidFacts = new Map(e.saidFacts);
  saidFacts.delete(fact);
  return { ...e, facts, saidFacts: saidFacts.size ? saidFacts : undefined, matchHits: new MatchHits(), inherits: undefined };
}

/**
 * `x` with the default of a fact of the board back, when `sayer`'s words took it away (disputed-defaults.ts) and no
 * other effect of the board says another value too: the sayer keeps the default, and an effect that neither gives the
 * fact nor keeps its default lost it to some effect's words.
 */
function granted(x: SeenEffect, sayer: SeenEffect, fact: string, board: readonly SeenEffect[]): SeenEffect {
  const value = sayer.defaults?.get(fact);
  if (value === undefined || x.facts.get(fact) !== undefined || x.defaults?.has(fact)) return x;
  const other = (e: SeenEffect) => e.id !== sayer.id && e.saidFacts?.has(fact) && nameKey(e.saidFacts.get(fact)!.value) !== nameKey(String(value));
  if (board.some(other)) return x;
  return { ...x, defaults: new Map([...(x.defaults ?? []), [fact, value]]), matchHits: new MatchHits(), inherits: undefined };
}

/** The notes for `answer` on the facts its effects' words said that decided it; `again` answers other effects; `board`: every effect of the situation. */
export function saidFactNotes(answer: Answer, effects: SeenEffect[], again: (effects: SeenEffect[]) => Answer, board: readonly SeenEffect[] = effects): string[] {
  const notes: string[] = [];
  effects.forEach((e, i) => {
    for (const [fact, { value, phrase }] of e.saidFacts ?? []) {
      // Without the words, the board's other effects take the fact's default again (unless another effect says it).
      const without = again(effects.map((x, j) => (j === i ? unsaid(x, fact) : granted(x, e, fact, board))));
      if (decisionKey(without) === decisionKey(answer)) continue;
      notes.push(`${describeEffect(e)} is taken to give ${fact}: ${value}, from the phrase "${phrase}" in its words; without it: ${stopped(summarise(without))} Give '${fact}:' to say otherwise.`);
    }
  });
  return notes;
}
