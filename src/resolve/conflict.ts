/**
 * Which of several effects wins. Every directive that bears on a pair proposes an outcome; one that overrides another
 * (by entry id, by label, or by standing earlier in the vocabulary's precedence) silences it; what is left must agree.
 */
import type { Situation } from '../situation/schema.js';
import { Proof, type ConflictAnswer, type Picker } from './answer.js';
import { describeEffect as d } from './describe.js';
import type { SeenEffect } from '../read/effect.js';
import type { Knowledge } from './knowledge.js';
import { levelOf, type LevelOf } from './levels.js';
import { pairCandidates, type Candidate, type Outcome } from './pair-candidates.js';
import { silenced } from './overrides.js';
import { describePicker, readByRole } from './roles.js';
import { askedFor, probedBy, replayProbed } from './fact-log.js';
import { assumedFact, firstRun, keepRun, sameLevel } from './pair-memo.js';
import { objectionUpheld } from './objection.js';
import { hedgeOf } from './hedged.js';

/** The outcome of one pair after precedence, with the candidates that decided it. */
interface PairResult {
  a: SeenEffect;
  b: SeenEffect;
  outcome: Outcome;
  /** The facts deciding it asked for, as `probedBy` logs them. */
  probed?: string[] | undefined;
  /** Its reasons, when worked out with the outcome (a small conflict); else worked out again where it bears on the answer. */
  proof?: Proof | undefined;
  /** The candidates that decided it, when a ruling did. */
  by?: Candidate[] | undefined;
}

/** Up to how many pairs a conflict works out each pair's reasons with its outcome: above, most pairs bear on nothing. */
const explainedUpTo = 64;

/** How many open pairs an undetermined answer names (and proves) before it counts the rest. */
const openShown = 12;

const sameOutcome = (x: Outcome, y: Outcome) =>
  x.type === y.type &&
  (x.type !== 'winner' || x.winner === (y as typeof x).winner) &&
  (x.type !== 'chooser' || x.chooser.player === (y as typeof x).chooser.player);

/** Decides one pair: the candidates no other overrides, if they agree. */
function decidePair(a: SeenEffect, b: SeenEffect, all: SeenEffect[], kn: Knowledge, situation: Situation, levels: Map<string, LevelOf | undefined>, proof: Proof | undefined): PairResult {
  const candidates = pairCandidates(a, b, all, kn, situation, levels, proof);
  const standing = candidates.filter((c) => !silenced(c.known, candidates.map((x) => x.known), kn.vocabulary.precedence.conflict, proof));
  if (!standing.length) {
    const why = proof ? `No ruling of ${kn.rulesets.join(', ')} settles ${d(a)} against ${d(b)}.` : '';
    proof?.add('undetermined', why);
    return { a, b, outcome: { type: 'undetermined', why } };
  }
  const first = standing[0]!;
  if (standing.every((c) => sameOutcome(c.outcome, first.outcome))) {
    const won = first.outcome.type === 'winner' ? (first.outcome.winner === a.id ? a : b) : undefined;
    const doubt = won && hedgeOf(won, kn.vocabulary.hedges);
    if (doubt) {
      const rulings = [...new Set(standing.map((c) => c.known.entry.id))].join(', ');
      const why = proof ? `${d(won!)} is told in doubt ("${doubt}"): if the board is as it says, it takes precedence (${rulings}); the board does not say whether it is.` : '';
      proof?.add('undetermined', why, standing.flatMap((c) => c.cites));
      return { a, b, outcome: { type: 'undetermined', why } };
    }
    if (proof) for (const c of standing) record(c, proof);
    return { a, b, outcome: first.outcome, by: standing };
  }
  const why = proof ? `Rulings of equal standing disagree on ${d(a)} against ${d(b)}: ${standing.map((c) => `${c.known.label} at ${c.known.at} (${c.known.entry.id}) ${says(c.outcome)}`).join('; ')}; neither overrides the other.` : '';
  proof?.add('undetermined', why, standing.flatMap((c) => c.cites));
  return { a, b, outcome: { type: 'undetermined', why } };
}

function says(o: Outcome): string {
  if (o.type === 'winner') return `puts '${o.winner}' first`;
  if (o.type === 'chooser') return `lets ${describePicker(o.chooser)} choose`;
  if (o.type === 'neither') return 'applies neither';
  if (o.type === 'both') return 'applies both';
  return 'leaves it open';
}

function record(c: Candidate, proof: Proof): void {
  proof.add(c.known.label, c.because, c.cites, { at: c.known.at, fired: c.fired });
}

/**
 * Every pair's outcome, without reasons. A branch's pairs whose first deciding wanted no matcher to see the value the
 * branch assumes, and whose effects keep their levels, keep their first outcome (see pair-memo.ts).
 */
function decidePairs(id: string, effects: SeenEffect[], kn: Knowledge, situation: Situation, levels: Map<string, LevelOf | undefined>): PairResult[] {
  const fact = assumedFact(effects);
  // Only for a fact with no default (left out, a matcher wanting any value failed) that no role reads (a role takes the
  // value as it is, through no matcher): otherwise another value can change what no log line records.
  const reusable = fact && !kn.vocabulary.defaults.has(fact.fact) && !readByRole(kn.vocabulary, fact.fact);
  const first = reusable ? firstRun(id, effects) : undefined;
  const levelList = effects.map((e) => levels.get(e.id));
  const same = first ? levelList.map((l, i) => sameLevel(l, first.levels[i])) : [];
  const pairs: PairResult[] = [];
  const explain = (effects.length * (effects.length - 1)) / 2 <= explainedUpTo;
  let n = 0;
  for (let i = 0; i < effects.length; i++)
    for (let j = i + 1; j < effects.length; j++, n++) {
      const [a, b] = [effects[i]!, effects[j]!];
      const was = first?.pairs[n];
      if (was && same[i] && same[j] && !askedFor(was.probed, fact!.fact, fact!.value)) {
        replayProbed(was.probed);
        pairs.push({ a, b, outcome: was.outcome, probed: was.probed, proof: was.proof });
        continue;
      }
      const explained = explain ? new Proof() : undefined;
      const { result, probed } = probedBy(() => decidePair(a, b, effects, kn, situation, levels, explained));
      // The rulings that decided a pair are not kept: its reasons are worked out again only for the pairs that decide
      // the answer, and over hundreds of effects the candidates of every pair were most of the memory.
      pairs.push({ a, b, outcome: result.outcome, probed, proof: explained });
    }
  if (fact === undefined) keepRun(id, effects, pairs, levelList);
  return pairs;
}

/**
 * Answers a conflict question among `effects`: the effect that beats every other wins; otherwise the open pairs are named.
 * `board`: every effect of the situation, for an objection that stands or falls with the effect it disputes.
 */
export function conflict(id: string, effects: SeenEffect[], situation: Situation, knowledge: Knowledge, proof: Proof, board: readonly SeenEffect[] = effects): ConflictAnswer {
  const levels = new Map(effects.map((e) => [e.id, levelOf(e, knowledge)]));
  const levelJson = Object.fromEntries(effects.flatMap((e) => (levels.get(e.id) ? [[e.id, levels.get(e.id)!.level]] : [])));
  const done = (winner: string | null, chooser: Picker | null, extra: { undetermined?: string; neither?: boolean; both?: boolean } = {}): ConflictAnswer => ({
    id, ask: 'conflict', winner, chooser, levels: levelJson, because: proof.because(), cites: proof.cites(), ...extra, proof: proof.steps,
    ...(proof.considered.length ? { considered: proof.considered } : {}),
  });
  const pairs = decidePairs(id, effects, knowledge, situation, levels);
  // The answer's reasons and citations are those of the pairs that decide it: the winner's, else every pair alike, else
  // the open ones. Only those are decided again with their reasons: most pairs of a large conflict bear on nothing.
  const prove = (bearing: PairResult[]) => {
    for (const p of bearing) {
      const explained = p.proof ?? new Proof();
      if (!p.proof) decidePair(p.a, p.b, effects, knowledge, situation, levels, explained);
      proof.merge(explained);
    }
  };
  const beats = (e: SeenEffect) => pairs.every((p) => (p.a !== e && p.b !== e) || (p.outcome.type === 'winner' && p.outcome.winner === e.id));
  const top = effects.find(beats);
  if (top) {
    prove(pairs.filter((p) => p.a === top || p.b === top));
    if (effects.length > 2) proof.add('winner', `${d(top)} takes precedence over every other effect.`);
    return done(top.id, null);
  }
  if (pairs.length === 1 && pairs[0]!.outcome.type === 'neither') return (prove(pairs), done(null, null, { neither: true }));
  // A player's objection to an effect that a ruling puts another effect of the board over.
  if (pairs.length === 1 && pairs[0]!.outcome.type === 'undetermined') {
    const upheld = objectionUpheld(effects, board, situation, knowledge, (x, y) => {
      const explained = new Proof();
      const both = [x, y];
      const r = decidePair(x, y, both, knowledge, situation, new Map(both.map((e) => [e.id, levels.get(e.id) ?? levelOf(e, knowledge)])), explained);
      return { outcome: r.outcome, by: r.by, proof: explained };
    });
    if (upheld) {
      proof.merge(upheld.proof);
      proof.add('objection', upheld.because);
      return done(upheld.claim.id, null);
    }
  }
  // Effects that do not really conflict: every pair applies both.
  if (pairs.every((p) => p.outcome.type === 'both')) return (prove(pairs), done(null, null, { both: true }));
  const choosers = pairs.map((p) => (p.outcome.type === 'chooser' ? p.outcome.chooser : undefined));
  const c0 = choosers[0];
  if (c0 && choosers.every((c) => c && c.player === c0.player && c.role === c0.role)) {
    prove(pairs);
    if (c0.player || c0.players) return done(null, c0);
    const why = `The ${c0.role} chooses which takes precedence, but the situation does not say who that is.`;
    proof.add('undetermined', why);
    return done(null, null, { undetermined: why });
  }
  const only = pairs.length === 1 ? pairs[0]!.outcome : undefined;
  // Two effects: their pair's own reason is the answer's ("No ruling of … settles 'x' against 'y'", or which rulings of
  // equal standing disagree), where the general line below would only name the pair.
  if (only?.type === 'undetermined' && only.why) return (prove(pairs), done(null, null, { undetermined: only.why }));
  const open = pairs.filter((p) => p.outcome.type !== 'winner');
  const shown = open.slice(0, openShown);
  prove(open.length ? shown : pairs);
  const more = open.length > shown.length ? `; and ${open.length - shown.length} more open pairs` : '';
  const why = open.length
    ? `No effect takes precedence over all the others; open: ${shown.map((p) => `${p.a.id} against ${p.b.id} (${p.outcome.type === 'chooser' ? `${describePicker(p.outcome.chooser)} chooses` : p.outcome.type === 'neither' ? 'neither applies' : p.outcome.type === 'both' ? 'both apply' : 'undetermined'})`).join('; ')}${more}.`
    : `The rulings put ${effects.map((e) => e.id).join(', ')} over one another in a circle, so none takes precedence over all the others.`;
  proof.add('undetermined', why);
  return done(null, null, { undetermined: why });
}
