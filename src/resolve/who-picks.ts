/** Who picks the target or item of an effect: the most specific chooser directive that matches (Catala-style exceptions). */
import type { Situation } from '../situation/schema.js';
import { Proof, type WhoPicksAnswer } from './answer.js';
import type { SeenEffect } from './effect.js';
import { citesOf, type Knowledge } from './knowledge.js';
import { matches } from './match.js';
import { describeEffect } from './describe.js';
import { playerFor, rolePicks } from './roles.js';

/** Answers a who-picks question about `effect`. */
export function whoPicks(id: string, effect: SeenEffect, situation: Situation, knowledge: Knowledge, proof: Proof): WhoPicksAnswer {
  const candidates = knowledge.byKind.chooser.filter((k) => matches(k.directive.match, effect));
  // An exception silences the rule it overrides; an exception to that exception silences it in turn.
  const overridden = new Set(candidates.flatMap((k) => k.directive.overrides ?? []));
  const standing = candidates.filter((k) => !overridden.has(k.entry.id));
  for (const k of candidates.filter((c) => overridden.has(c.entry.id))) {
    const overriders = candidates.filter((c) => c.directive.overrides?.includes(k.entry.id));
    // Name the exception that stands, when there is one, rather than one that is itself overridden.
    const by = overriders.find((c) => !overridden.has(c.entry.id)) ?? overriders[0]!;
    proof.add('overridden', `The general rule (${k.entry.id}) that ${rolePicks(k.directive.picks)} gives way to the more specific ruling ${by.entry.id}.`, [k.entry.id]);
  }
  const answer = (picker: WhoPicksAnswer['picker'], undetermined?: string): WhoPicksAnswer => ({
    id, ask: 'who-picks', effect: effect.id, picker, because: proof.because(), cites: proof.cites(), ...(undetermined ? { undetermined } : {}), proof: proof.steps,
  });
  const roles = [...new Set(standing.map((k) => k.directive.picks))];
  if (roles.length !== 1) {
    const why = roles.length === 0
      ? `No ruling of ${knowledge.rulesets.join(', ')} says who picks for ${describeEffect(effect)}.`
      : `Rulings disagree on who picks for ${describeEffect(effect)}: ${standing.map((k) => `${k.entry.id} (${k.directive.picks})`).join(', ')}.`;
    proof.add('undetermined', why, standing.flatMap(citesOf));
    return answer({ player: null, role: 'undetermined' }, why);
  }
  const role = roles[0]!;
  const player = playerFor(role, effect, situation);
  for (const k of standing) {
    proof.add('chooser', k.directive.because ?? `For ${describeEffect(effect)}, ${rolePicks(role)}.`, citesOf(k));
  }
  if (player.missing) proof.add('role', `The ${role} picks, but ${player.missing}.`);
  else if (player.player) proof.add('role', `Here the ${role} is ${player.player}.`);
  return answer({ player: player.player, role });
}
