/** Answers every question of a situation from the directives of its rulesets; the answers carry their proof. */
import type { Library } from '../rulesets/entry.js';
import type { Situation } from '../situation/schema.js';
import { Proof, type Answer, type Resolution } from './answer.js';
import { describeEffect } from './describe.js';
import type { SeenEffect } from './effect.js';
import { conflict } from './conflict.js';
import { knowledgeOf, rulesetChain } from './knowledge.js';
import { order } from './order.js';
import { recognise } from './recognise.js';
import { whoPicks } from './who-picks.js';

/** Says how each effect of a question was recognised, so a judge sees what the engine understood. */
function noteRecognition(effects: SeenEffect[], proof: Proof): void {
  for (const e of effects) {
    if (e.recognised.length) {
      const how = e.recognised.map((r) => `${r.entry.id} (by ${r.by})`).join(', ');
      proof.add('recognise', `${describeEffect(e)} is recognised as ${how}.`);
    } else {
      proof.add('recognise', `${describeEffect(e)} is not a name or card text the rulesets know: it is judged by its words and its kind (${e.kind}${e.kindGiven ? '' : ', assumed'}).`);
    }
  }
}

/** Resolves a validated situation against a library (unknown rulesets are an InputError). */
export function resolveSituation(lib: Library, situation: Situation, file = '<situation>'): Resolution {
  const chain = rulesetChain(lib, situation.ruleset, situation.rulesets ?? [], { file });
  const knowledge = knowledgeOf(lib, chain);
  const seen = recognise(lib, situation, chain);
  const answers: Answer[] = situation.questions.map((q, i) => {
    const id = q.id ?? `q${i + 1}`;
    const proof = new Proof();
    const effects = (q.ask === 'who-picks' ? [q.effect!] : q.effects ?? []).map((x) => seen.get(x)!);
    noteRecognition(effects, proof);
    if (q.ask === 'who-picks') return whoPicks(id, effects[0]!, situation, knowledge, proof);
    if (q.ask === 'conflict') return conflict(id, effects, situation, knowledge, proof);
    return order(id, effects, situation, knowledge, proof);
  });
  return { ruleset: situation.ruleset, rulesets: chain, ...(situation.title ? { title: situation.title } : {}), answers };
}
