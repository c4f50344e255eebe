/** In what order effects happen: exclusions and choices, then edges from the rulings (order-edges.ts), grouped into steps. */
import type { Situation } from '../situation/schema.js';
import { Proof, type OrderAnswer, type Picker } from './answer.js';
import { describeEffect as d } from './describe.js';
import { byWordsOnly, type SeenEffect } from '../read/effect.js';
import { citesOf, type Knowledge } from './knowledge.js';
import { matches } from './match.js';
import { orderEdges, type Edge } from './order-edges.js';
import { freeGroup, placeOf, stepCites, stepName, type Place } from './place.js';
import { playerFor } from './roles.js';
import { floatOrdering } from './float.js';
import { notTogether } from './not-together.js';
import { exclusions } from './exclusions.js';

const list = (es: SeenEffect[]) => es.map(d).join(', ');

/** Answers an order question about `effects`. */
export function order(id: string, effects: SeenEffect[], situation: Situation, kn: Knowledge, proof: Proof): OrderAnswer {
  const excluded: OrderAnswer['excluded'] = [];
  // Every ruling that excludes an effect is cited, though the answer gives the first one's reason.
  const exclude = (e: SeenEffect, because: string, cites: string[], rule: string) => {
    if (!excluded.some((x) => x.effect === e.id)) excluded.push({ effect: e.id, because });
    proof.add(rule, because, cites);
  };
  const ruledOut = exclusions(effects, kn);
  for (const x of ruledOut.out) exclude(x.effect, x.because, x.cites, 'excludes');
  const places = new Map(effects.map((e) => [e.id, placeOf(e, kn)]));
  for (const e of effects) {
    const p = places.get(e.id)!;
    if (p.step) proof.add('procedure', `${d(e)} is step ${stepName(p.step)} of the ${p.step.known.directive.procedure}.`, stepCites(p.step));
  }
  // Mutually exclusive steps: the later one's effect cannot also happen.
  for (const e of effects) {
    const p = places.get(e.id)!.step;
    if (!p) continue;
    for (const group of p.known.directive.exclusive ?? []) {
      if (!group.includes(stepName(p))) continue;
      const earlier = effects.find((o) => {
        const q = places.get(o.id)!.step;
        return o !== e && q && q.known === p.known && group.includes(stepName(q)) && q.index < p.index;
      });
      if (earlier) exclude(e, `Steps ${group.join(' and ')} of the ${p.known.directive.procedure} exclude each other: ${d(earlier)} happens, so ${d(e)} does not.`, citesOf(p.known), 'exclusive');
    }
  }
  // More effects than a window allows: which of them happen is a choice, never the order the judge listed them in.
  const choices: NonNullable<OrderAnswer['choices']> = [];
  for (const w of kn.byKind.window) {
    if (!w.directive.limit) continue;
    const inWindow = effects.filter((e) => places.get(e.id)!.window === w && !excluded.some((x) => x.effect === e.id));
    if (inWindow.length <= w.directive.limit) continue;
    const chooser = w.directive.chooser ? playerFor(w.directive.chooser, inWindow[0], situation, kn.vocabulary) : { player: null, role: 'undetermined' };
    const because = `Only ${w.directive.limit} of ${list(inWindow)} can happen in the ${w.directive.window} window; ${chooser.player ? `the ${chooser.role}, ${chooser.player}, chooses which` : 'the rulings do not say who chooses which'}, and the rest do not happen.`;
    choices.push({ effects: inWindow.map((e) => e.id), keep: w.directive.limit, chooser: { player: chooser.player, role: chooser.role }, because });
    proof.add('limit', w.directive.because ? `${w.directive.because} ${because}` : because, citesOf(w), { at: w.at });
  }
  const live = effects.filter((e) => !excluded.some((x) => x.effect === e.id));
  const { edges, circle: edgeCircle } = orderEdges(live, places, situation, kn, proof);
  // Effects that rule each other out in a circle leave no order to give, as edges in a circle do.
  const circle = ruledOut.open ?? edgeCircle;
  if (circle) proof.add('undetermined', circle);
  const answer = layer(id, live, edges, places, situation, kn, proof, excluded, circle);
  if (choices.length) answer.choices = choices;
  // An effect given as a claim (`kind: claim`) and read only by its words is what a player says the rules are, not
  // something that happens at a step: whether it happens is the question, and no reading of its words places it.
  const claims = live.filter((e) => kn.vocabulary.claimKinds.has(e.kind) && byWordsOnly(e));
  if (claims.length && !answer.undetermined) {
    const why = `${list(claims)} ${claims.length > 1 ? 'are' : 'is'} what a player says the rules are, not something that happens at a step: whether ${claims.length > 1 ? 'they happen' : 'it happens'}, and where, the rulings must say, and no reading of the words does.`;
    proof.add('undetermined', why);
    answer.undetermined = why;
    answer.because = proof.because();
    answer.proof = proof.steps;
  }
  if (choices.some((c) => !c.chooser.player) && !answer.undetermined) answer.undetermined = 'The rulings do not say who chooses which of the effects happen.';
  return answer;
}

/**
 * Two effects of a group from one source piece, named as one entry (by name, printed text or `entry:`, not by their
 * words, which may well land on one ruling for two things): the same ruling twice.
 */
function sameRulingTwice(group: SeenEffect[]): SeenEffect[] | undefined {
  const named = (e: SeenEffect) => e.recognised.filter((r) => r.by !== 'words').map((r) => r.entry.id);
  for (let i = 0; i < group.length; i++)
    for (let j = i + 1; j < group.length; j++) {
      const [a, b] = [group[i]!, group[j]!];
      if (!a.source || a.source.id !== b.source?.id) continue;
      const ids = new Set(named(a));
      if (named(b).some((id) => ids.has(id))) return [a, b];
    }
  return undefined;
}

/** Groups effects into steps by topological layering (Kahn): each step holds what has no pending predecessor. */
function layer(id: string, live: SeenEffect[], edges: Edge[], places: Map<string, Place>, situation: Situation, kn: Knowledge, proof: Proof, excluded: OrderAnswer['excluded'], circle?: string): OrderAnswer {
  const steps: OrderAnswer['steps'] = [];
  let undetermined: string | undefined = circle;
  let circular = circle !== undefined;
  const pending = new Map(live.map((e) => [e.id, 0]));
  const next = new Map<string, string[]>();
  for (const x of edges) {
    pending.set(x.to, pending.get(x.to)! + 1);
    next.set(x.from, [...(next.get(x.from) ?? []), x.to]);
  }
  let left = [...live];
  // Why each step whose chooser is open is open (from its proof line).
  const openWhys: (string | undefined)[] = [];
  while (left.length) {
    const ready = left.filter((e) => pending.get(e.id) === 0);
    if (!ready.length) {
      undetermined = `The rulings order ${left.map(d).join(', ')} in a circle, so no order follows from them.`;
      proof.add('undetermined', undetermined);
      circular = true;
      break;
    }
    if (ready.length > 1) {
      const from = proof.steps.length;
      const chooser = chooserOf(ready, places, situation, kn, proof, edges);
      if (chooser.role === 'undetermined') openWhys.push(proof.steps.slice(from).find((st) => st.rule === 'undetermined')?.says);
      steps.push({ effects: ready.map((e) => e.id), chooser });
    } else steps.push({ effects: [ready[0]!.id] });
    for (const e of ready) for (const to of next.get(e.id) ?? []) pending.set(to, pending.get(to)! - 1);
    const done = new Set(ready);
    left = left.filter((e) => !done.has(e));
  }
  // One open step says why in its own words (an effect read as no ruling, nothing ordering them); several, in general.
  if (!undetermined && openWhys.length) undetermined = (openWhys.length === 1 && openWhys[0]) || 'The rulings do not say who orders some of the effects that happen together.';
  // A circle decides no order at all, so no steps are given; when only who orders one step is open, the steps stand
  // and that step's chooser says 'undetermined'.
  return {
    id, ask: 'order', steps: circular ? [] : steps, excluded, because: proof.because(), cites: proof.cites(), ...(undetermined ? { undetermined } : {}), proof: proof.steps,
    ...(proof.considered.length ? { considered: proof.considered } : {}),
  };
}

/** Who orders effects that share a step: the step's, free group's or window's chooser, or the one player of a turn-order. */
function chooserOf(group: SeenEffect[], places: Map<string, Place>, situation: Situation, kn: Knowledge, proof: Proof, edges: Edge[]): Picker {
  const ps = group.map((e) => places.get(e.id)!);
  const names = group.map(d).join(', ');
  // One piece's same ruling twice in a step (a second Screw Engine run, a second trade-current bonus): many rulings
  // happen once, and nothing placed here says this one happens twice, so who orders them is not the question yet.
  const twice = sameRulingTwice(group);
  if (twice) {
    proof.add('undetermined', `${twice.map(d).join(' and ')} are the same ruling from one piece: nothing here says it happens twice, nor which of them happens if only one does.`);
    return { player: null, role: 'undetermined' };
  }
  const decide = (role: string, cites: string[], what: string): Picker => {
    const p = playerFor(role, group[0], situation, kn.vocabulary);
    proof.add('chooser', `${names} ${what}, so the ${role}${p.player ? `, ${p.player},` : ''} chooses their order.`, cites);
    return { player: p.player, role };
  };
  const s0 = ps[0]!.step;
  if (s0 && ps.every((p) => p.step?.known === s0.known)) {
    const sameStep = ps.every((p) => p.step!.index === s0.index);
    const stepChooser = s0.known.directive.steps[s0.index]!.chooser;
    if (sameStep && stepChooser) return decide(stepChooser, stepCites(s0), `all belong to step ${stepName(s0)} of the ${s0.known.directive.procedure}`);
    const group0 = freeGroup(s0);
    if (group0 && ps.every((p) => group0.steps.includes(stepName(p.step!)))) return decide(group0.chooser, citesOf(s0.known), `are steps ${group0.steps.join(' and ')} of the ${s0.known.directive.procedure}, whose order is free`);
  }
  const float = floatOrdering(group, places, kn);
  if (float) return decide(float.directive.chooser, citesOf(float), `may happen in any order among steps ${float.directive.among.join(' to ')} of the ${float.directive.procedure}`);
  for (const k of kn.byKind['turn-order']) {
    const users = new Set(group.map((e) => playerFor(k.directive.by, e, situation, kn.vocabulary).player));
    const only = [...users][0];
    if (only && users.size === 1 && group.every((e) => matches(k.directive.match, e))) {
      proof.add('chooser', `${names} all belong to ${only}, whose turn in the order it is, so ${only} chooses their order.`, citesOf(k));
      return { player: only, role: k.directive.by };
    }
  }
  // Windows are compared by name: several directives may describe one window (e.g. beginning-of-turn events).
  const w0 = ps[0]!.window;
  // What no ruling places in time, read only by its words, is not handed to the window's chooser as simultaneous.
  const unread = notTogether(group, places, edges);
  if (w0?.directive.default && unread.length && ps.every((p) => p.window?.directive.window === w0.directive.window)) {
    const why = `${unread.map(d).join(', ')} ${unread.length > 1 ? 'are' : 'is'} read as no ruling or only from the words given, so nothing says whether ${names} happen together or one after another; name ${unread.length > 1 ? 'them' : 'it'} or pin ${unread.length > 1 ? 'them' : 'it'} with 'entry:'.`;
    proof.add('undetermined', why);
    return { player: null, role: 'undetermined' };
  }
  if (w0?.directive.chooser && ps.every((p) => p.window?.directive.window === w0.directive.window)) return decide(w0.directive.chooser, citesOf(w0), `all happen ${kn.vocabulary.windows.get(w0.directive.window) ?? `in the ${w0.directive.window} window`} at the same time`);
  const why = `Nothing in the rulings orders ${names} or says who orders them.`;
  proof.add('undetermined', why);
  return { player: null, role: 'undetermined' };
}
