/** Who picks the target or item of an effect: the most specific chooser directive that matches (Catala-style exceptions). */
import type { Situation } from '../situation/schema.js';
import { Proof, type WhoPicksAnswer } from './answer.js';
import type { SeenEffect } from '../read/effect.js';
import { citesOf, type Known, type Knowledge } from './knowledge.js';
import { fired, matches } from './match.js';
import { fieldGates, openedSides } from './matcher-gates.js';
import { describeEffect } from './describe.js';
import { overrides } from './overrides.js';
import { playerFor, rolePicks } from './roles.js';
import { addressedChooser } from './addressed.js';
import { lentPieces } from './lent-pieces.js';

/** What a chooser directive decides: a role, or a result the rules fix. */
const decision = (k: Known<'chooser'>) => k.directive.picks ?? `fixed: ${k.directive.fixed}`;

/** Answers a who-picks question about `effect`. */
export function whoPicks(id: string, effect: SeenEffect, situation: Situation, knowledge: Knowledge, proof: Proof, board: readonly SeenEffect[] = []): WhoPicksAnswer {
  const v = knowledge.vocabulary;
  // Only the rulings whose `match` the effect's gates open are asked.
  const gates = fieldGates(knowledge, 'chooser', 'match');
  const opened = openedSides(gates, effect).list().map((i) => knowledge.byKind.chooser[i]!);
  const candidates = opened.filter((k) => matches(k.directive.match, effect));
  // An exception silences the rule it overrides; an exception to that exception silences it in turn.
  const standing = candidates.filter((k) => !candidates.some((o) => overrides(o, k, [])));
  for (const k of candidates.filter((c) => !standing.includes(c))) {
    const overriders = candidates.filter((o) => overrides(o, k, []));
    const by = overriders.find((o) => standing.includes(o)) ?? overriders[0]!;
    proof.consider(`${k.label} (${k.entry.id})`, `overridden by ${by.entry.id}`, k.at);
    proof.add('overridden', `The general rule (${k.entry.id}) that ${k.directive.picks ? rolePicks(k.directive.picks, v) : k.directive.fixed} gives way to the more specific ruling ${by.entry.id}.`, [k.entry.id]);
  }
  const answer = (picker: WhoPicksAnswer['picker'], extra: { undetermined?: string; fixed?: string; question?: string } = {}): WhoPicksAnswer => ({
    id, ask: 'who-picks', effect: effect.id, picker, because: proof.because(), cites: proof.cites(), ...extra, proof: proof.steps,
    ...(proof.considered.length ? { considered: proof.considered } : {}),
  });
  /** The answer once `role` is known to pick: the player it is here, or what is missing to tell. */
  const pickedBy = (role: string): WhoPicksAnswer => {
    const player = playerFor(role, effect, situation, v, lentPieces(board, situation, knowledge));
    if (player.missing) {
      const why = `The ${role} picks, but ${player.missing}.`;
      if (player.lent) proof.add('lends', player.lent.ruling.directive.because ?? `${describeEffect(player.lent.by)} lends pieces for an action.`, citesOf(player.lent.ruling), { at: player.lent.ruling.at });
      proof.add('undetermined', why);
      const ask = player.needs ? v.facts.get(player.needs)?.ask : undefined;
      return answer({ player: null, role }, { undetermined: why, ...(ask ? { question: ask } : {}) });
    }
    if (player.players) proof.add('role', `Here that is every player together: ${player.players.join(', ')}.`);
    else if (player.player) proof.add('role', `Here the ${role} is ${player.player}${player.via ? `, from ${player.via}` : ''}.`);
    return answer({ player: player.player, role, ...(player.players ? { players: player.players } : {}) });
  };
  const decisions = [...new Set(standing.map(decision))];
  // No ruling gives the choice to anyone: a ruling that speaks to the effect's user ("you may ...") may give it to them.
  const addressed = decisions.length === 0 ? addressedChooser(effect, knowledge, opened) : undefined;
  if (addressed) {
    proof.add('addressed', `Nothing gives the choice to anyone else, and ${addressed.entries.map((e) => e.id).join(', ')} speak${addressed.entries.length > 1 ? '' : 's'} to the player who uses ${describeEffect(effect)} ("${addressed.words}"): ${rolePicks(addressed.role, v)}.`, addressed.entries.map((e) => e.id));
    return pickedBy(addressed.role);
  }
  if (decisions.length !== 1) {
    const why = decisions.length === 0
      ? `No ruling of ${knowledge.rulesets.join(', ')} says who picks for ${describeEffect(effect)}.`
      : `Rulings disagree on who picks for ${describeEffect(effect)}, and neither overrides the other: ${standing.map((k) => `${k.entry.id} at ${k.at} (${decision(k)})`).join(', ')}.`;
    proof.add('undetermined', why, standing.flatMap(citesOf));
    return answer({ player: null, role: 'undetermined' }, { undetermined: why });
  }
  for (const k of standing) {
    const says = k.directive.picks ? `For ${describeEffect(effect)}, ${rolePicks(k.directive.picks, v)}.` : `For ${describeEffect(effect)}, nobody picks: ${k.directive.fixed}`;
    proof.add('chooser', k.directive.because ?? says, citesOf(k), { at: k.at, fired: fired('match', k.directive.match, effect) });
  }
  const first = standing[0]!;
  if (!first.directive.picks) return answer({ player: null, role: 'fixed' }, { fixed: first.directive.fixed! });
  return pickedBy(first.directive.picks);
}
