/** Which of several effects wins: specific rulings, then structure (not an ability, source rank, ability over rule), then the ladder. */
import type { Situation } from '../situation/schema.js';
import { Proof, type ConflictAnswer, type Picker } from './answer.js';
import { describeEffect as d } from './describe.js';
import type { SeenEffect } from './effect.js';
import { citesOf, type Knowledge } from './knowledge.js';
import { nameKey } from './words.js';
import { levelOf, type LevelOf } from './levels.js';
import { matches } from './match.js';
import { describePicker, playerFor } from './roles.js';

/** The outcome of one pair: a winner, a chooser, or undetermined; with the step that decided. */
type PairOutcome = { winner: SeenEffect } | { chooser: Picker } | { undetermined: string };

interface Ctx {
  all: SeenEffect[];
  situation: Situation;
  knowledge: Knowledge;
  levels: Map<string, LevelOf | undefined>;
  proof: Proof;
}

const isKind = (e: SeenEffect, kinds: string[]) => kinds.some((k) => nameKey(k) === e.kind);

/** Decides one pair of effects, recording the deciding step. */
function decidePair(a: SeenEffect, b: SeenEffect, ctx: Ctx): PairOutcome {
  const { knowledge: kn, proof } = ctx;
  for (const k of kn.byKind.prefer) {
    if (k.directive.unless && ctx.all.some((e) => matches(k.directive.unless!, e))) continue;
    for (const [w, l] of [[a, b], [b, a]] as const) {
      if (!matches(k.directive.winner, w) || !matches(k.directive.loser, l)) continue;
      if (k.directive.chooser) {
        const chooser = playerFor(k.directive.chooser, w, ctx.situation);
        proof.add('prefer', k.directive.because ?? `A specific ruling settles ${d(w)} against ${d(l)}: the ${k.directive.chooser} chooses which applies.`, citesOf(k));
        return { chooser };
      }
      proof.add('prefer', k.directive.because ?? `A specific ruling puts ${d(w)} over ${d(l)}.`, citesOf(k));
      return { winner: w };
    }
  }
  for (const k of kn.byKind['not-an-ability']) {
    for (const [w, l] of [[a, b], [b, a]] as const) {
      if (matches(k.directive.match, w) && matches(k.directive.against, l)) {
        proof.add('not-an-ability', k.directive.because ?? `${d(w)} is not an ability, so ${d(l)} cannot affect it.`, citesOf(k));
        return { winner: w };
      }
    }
  }
  for (const k of kn.byKind['source-rank']) {
    if (k.directive.when && !ctx.all.some((e) => matches(k.directive.when!, e))) continue;
    const rank = (e: SeenEffect) => k.directive.order.findIndex((m) => matches(m, e));
    const [ra, rb] = [rank(a), rank(b)];
    if (ra < 0 || rb < 0 || ra === rb) continue;
    const [w, l] = ra < rb ? [a, b] : [b, a];
    proof.add('source-rank', k.directive.because ?? `${d(w)} comes from a stronger source than ${d(l)}.`, citesOf(k));
    return { winner: w };
  }
  for (const k of kn.byKind['ability-over-rule']) {
    for (const [ab, rule] of [[a, b], [b, a]] as const) {
      if (!isKind(ab, k.directive.abilities) || !isKind(rule, k.directive.rules)) continue;
      const holds = kn.byKind['holds-over-abilities'].find((h) => matches(h.directive.match, rule));
      if (holds) {
        proof.add('holds-over-abilities', holds.directive.because ?? `${d(rule)} is a rule that holds in spite of abilities, so it beats ${d(ab)}.`, [...citesOf(holds), k.entry.id]);
        return { winner: rule };
      }
      proof.add('ability-over-rule', k.directive.because ?? `${d(ab)} is an ability and ${d(rule)} a rule: the ability takes precedence.`, citesOf(k));
      return { winner: ab };
    }
  }
  return byLevels(a, b, ctx);
}

/** Two abilities (or effects no structural rule separates): the ladder, then the same-level chooser. */
function byLevels(a: SeenEffect, b: SeenEffect, ctx: Ctx): PairOutcome {
  const { proof, knowledge: kn } = ctx;
  const abilityKinds = kn.byKind['ability-over-rule'].flatMap((k) => k.directive.abilities);
  const notAbility = [a, b].find((e) => abilityKinds.length > 0 && !isKind(e, abilityKinds));
  const [la, lb] = [ctx.levels.get(a.id), ctx.levels.get(b.id)];
  if (notAbility || !la || !lb) {
    const why = notAbility
      ? `No ruling settles ${d(a)} against ${d(b)}, and the ability ladder applies only between abilities (${d(notAbility)} is a ${notAbility.kind}).`
      : `No ruling of ${kn.rulesets.join(', ')} settles ${d(a)} against ${d(b)}.`;
    proof.add('undetermined', why);
    return { undetermined: why };
  }
  if (la.rank !== lb.rank) {
    const [w, lw, l, ll] = la.rank < lb.rank ? [a, la, b, lb] : [b, lb, a, la];
    proof.add('level', `${d(w)} is at level "${lw.level}"${lw.term ? ` ("${lw.term}")` : ''}, above ${d(l)} at "${ll.level}"${ll.term ? ` ("${ll.term}")` : ''}.`, [lw.known.entry.id, ll.known.entry.id, ...(lw.known.directive.cites ?? [])]);
    return { winner: w };
  }
  proof.add('level', `${d(a)} and ${d(b)} are both at level "${la.level}".`, [la.known.entry.id]);
  for (const k of kn.byKind['same-level']) {
    const [pa, pb] = [playerFor(k.directive.chooser, a, ctx.situation), playerFor(k.directive.chooser, b, ctx.situation)];
    if (pa.player && pa.player === pb.player) {
      proof.add('same-level', k.directive.because ?? `At the same level, the ${k.directive.chooser} of the pieces, ${pa.player}, chooses which takes precedence.`, citesOf(k));
      return { chooser: { player: pa.player, role: k.directive.chooser } };
    }
    const why = `At the same level the ${k.directive.chooser} chooses, but the two effects have different ${k.directive.chooser}s (${describePicker(pa)}, ${describePicker(pb)}) and no ruling decides between them.`;
    proof.add('undetermined', why, citesOf(k));
    return { undetermined: why };
  }
  const why = `${d(a)} and ${d(b)} are at the same level and no ruling says who chooses.`;
  proof.add('undetermined', why);
  return { undetermined: why };
}

/** Answers a conflict question among `effects`. */
export function conflict(id: string, effects: SeenEffect[], situation: Situation, knowledge: Knowledge, proof: Proof): ConflictAnswer {
  const levels = new Map(effects.map((e) => [e.id, levelOf(e, knowledge)]));
  const ctx: Ctx = { all: effects, situation, knowledge, levels, proof };
  const levelJson = Object.fromEntries(effects.flatMap((e) => (levels.get(e.id) ? [[e.id, levels.get(e.id)!.level]] : [])));
  const done = (winner: string | null, chooser: Picker | null, undetermined?: string): ConflictAnswer => ({
    id, ask: 'conflict', winner, chooser, levels: levelJson, because: proof.because(), cites: proof.cites(), ...(undetermined ? { undetermined } : {}), proof: proof.steps,
  });
  // Every pair is decided; the winner is the effect that beats all the others.
  const wins = new Map(effects.map((e) => [e.id, 0]));
  let chooser: Picker | null = null;
  let open: string | undefined;
  for (let i = 0; i < effects.length; i++) {
    for (let j = i + 1; j < effects.length; j++) {
      const out = decidePair(effects[i]!, effects[j]!, ctx);
      if ('winner' in out) wins.set(out.winner.id, wins.get(out.winner.id)! + 1);
      else if ('chooser' in out) chooser = chooser && chooser.player !== out.chooser.player ? { player: null, role: 'undetermined' } : out.chooser;
      else open ??= out.undetermined;
    }
  }
  const top = effects.find((e) => wins.get(e.id) === effects.length - 1);
  if (top) {
    proof.add('winner', `${d(top)} takes precedence.`);
    return done(top.id, null);
  }
  if (chooser && !open) {
    if (chooser.player) proof.add('chooser', `No effect outranks the other; ${describePicker(chooser)} chooses which takes precedence.`);
    return done(null, chooser);
  }
  const why = open ?? 'No single effect takes precedence over all the others.';
  return done(null, null, why);
}
