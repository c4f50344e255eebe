/** Every conflict directive that bears on one pair of effects, with the outcome it proposes and what fired. */
import type { Situation } from '../situation/schema.js';
import type { Picker, Proof } from './answer.js';
import { describeEffect as d } from './describe.js';
import { byWordsOnly, type SeenEffect } from '../read/effect.js';
import { citesOf, nameOf, type Known, type Knowledge } from './knowledge.js';
import type { LevelOf } from './levels.js';
import { fired, matches, onEffect, readsPair } from './match.js';
import { describePicker, playerFor } from './roles.js';
import { preferFor } from './prefer-index.js';
import { isGeneral, readAsOneRuling, readAsWinnerToo } from './same-ruling.js';
import { specificAside } from './specific-rulings.js';
import { rulingOnPair } from './pair-ruling.js';
import { openedRungs } from './rung-gates.js';
import { claimed, claimedRule, type ClaimWords } from './unread-claim.js';

/** What a directive says about a pair. */
export type Outcome =
  | { type: 'winner'; winner: string }
  | { type: 'chooser'; chooser: Picker }
  | { type: 'neither' }
  | { type: 'both' }
  | { type: 'undetermined'; /** Why, in plain words: the answer's own when the pair is the question's only one. */ why: string };

/** A directive that bears on the pair. */
export interface Candidate {
  known: Known;
  outcome: Outcome;
  because: string;
  cites: string[];
  fired: string[];
}

/** Without a proof, only the outcome is worked out: no reasons, nothing of what fired (a conflict over many effects decides most pairs only to find them beside the point). */
type Ctx = { all: SeenEffect[]; kn: Knowledge; situation: Situation; levels: Map<string, LevelOf | undefined>; proof: Proof | undefined };

function prefer(k: Known<'prefer'>, a: SeenEffect, b: SeenEffect, ctx: Ctx): Candidate | undefined {
  const dir = k.directive;
  // Each way round (a over b, then b over a), tested in that order, with no arrays made: every pair asks its rulings.
  const fitAB = matches(dir.winner, a, b) && matches(dir.loser, b, a);
  const fitBA = matches(dir.winner, b, a) && matches(dir.loser, a, b);
  const keepAB = fitAB && (!dir.apart || (!matches(dir.loser, a, b) && !matches(dir.winner, b, a)));
  const keepBA = fitBA && (!dir.apart || (!matches(dir.loser, b, a) && !matches(dir.winner, a, b)));
  const kept = (keepAB ? 1 : 0) + (keepBA ? 1 : 0);
  if ((fitAB || fitBA) && !kept) {
    const [w, l] = fitAB ? [a, b] : [b, a];
    const both = matches(dir.loser, w, l) ? w : l;
    ctx.proof?.consider(nameOf(k), `${d(both)} fits both its winner and its loser, and it keeps the two apart`, k.at);
  }
  // A directive whose winner and loser both fit both effects says nothing about which of them wins, but may say that
  // neither or both apply, or who chooses between them (two copies of one ability, where the copy used makes no difference).
  if (kept === 0 || (kept === 2 && !dir.result && !dir.chooser)) return undefined;
  const [w, l] = keepAB ? [a, b] : [b, a];
  if (kept === 1 && readAsWinnerToo(dir.winner, l, w)) {
    ctx.proof?.consider(nameOf(k), `${d(l)} is read by its words as the entry its winner names, as ${d(w)} fits it: the ruling does not say which side of it each takes`, k.at);
    return undefined;
  }
  if (isGeneral(dir.winner, dir.loser) && readAsOneRuling(w, l)) {
    ctx.proof?.consider(nameOf(k), `${d(w)} and ${d(l)} are read as one entry and its rulings, so only a ruling that names that entry decides between them`, k.at);
    return undefined;
  }
  const unread = isGeneral(dir.winner, dir.loser) ? [w, l].find((e) => claimedRule(e, ctx.situation.players ?? [], ctx.kn.vocabulary)) : undefined;
  if (unread) {
    ctx.proof?.consider(nameOf(k), `${d(unread)} is a player's account of a rule, read as no ruling or only by its words, so a general precedence cannot weigh it as a rule of the game`, k.at);
    return undefined;
  }
  const aside = dir['unless-stated'] ? specificAside(l, ctx.kn) : undefined;
  if (aside) {
    ctx.proof?.consider(nameOf(k), `it would put ${d(w)} over ${d(l)} unless the document states otherwise, and for ${d(l)} ${aside}`, k.at);
    return undefined;
  }
  if (dir.when && !ctx.all.some((e) => matches(dir.when!, e))) {
    ctx.proof?.consider(nameOf(k), `it puts ${d(w)} over ${d(l)} only when some effect matches its 'when', and none does`, k.at);
    return undefined;
  }
  const blocker = dir.unless ? ctx.all.find((e) => matches(dir.unless!, e)) : undefined;
  if (blocker) {
    ctx.proof?.consider(nameOf(k), `it would put ${d(w)} over ${d(l)}, but ${d(blocker)} matches its 'unless'`, k.at);
    return undefined;
  }
  const cites = citesOf(k);
  const firedHere = ctx.proof ? [...fired('winner', dir.winner, w, l), ...fired('loser', dir.loser, l, w), ...(dir.when ? ctx.all.flatMap((e) => fired('when', dir.when!, e)).slice(0, 1) : [])] : [];
  // Made whole each time, not spread from a shared base: a spread was most of this function's own time.
  const made = (outcome: Outcome, because: string): Candidate => ({ known: k as Known, cites, fired: firedHere, outcome, because });
  if (dir.result === 'both') return made({ type: 'both' }, dir.because ?? `${d(w)} and ${d(l)} both apply in full.`);
  if (dir.result === 'neither') return made({ type: 'neither' }, dir.because ?? `Neither ${d(w)} nor ${d(l)} applies.`);
  if (dir.chooser) {
    const chooser = playerFor(dir.chooser, w, ctx.situation, ctx.kn.vocabulary);
    if (kept === 2 && playerFor(dir.chooser, l, ctx.situation, ctx.kn.vocabulary).player !== chooser.player) {
      const why = `A specific ruling lets the ${dir.chooser} choose between ${d(w)} and ${d(l)}, but they have different ${dir.chooser}s.`;
      return made({ type: 'undetermined', why }, why);
    }
    return made({ type: 'chooser', chooser }, dir.because ?? `A specific ruling settles ${d(w)} against ${d(l)}: the ${dir.chooser} chooses which applies.`);
  }
  return made({ type: 'winner', winner: w.id }, dir.because ?? `A specific ruling puts ${d(w)} over ${d(l)}.`);
}

const ownCache = new WeakMap<object, boolean>();

/** Whether no rung of a ladder reads the other effect of a pair, so each effect's rung is its own (found once per ladder). */
function ownRungs(order: Known<'rank'>['directive']['order']): boolean {
  let own = ownCache.get(order);
  if (own === undefined) ownCache.set(order, (own = !order.some((m) => (Array.isArray(m) ? m.some(readsPair) : readsPair(m)))));
  return own;
}

/** The first rung of `order` that `e` matches (against `other`, in a pair), or -1. */
function rungOf(order: Known<'rank'>['directive']['order'], e: SeenEffect, other?: SeenEffect): number {
  for (let i = 0; i < order.length; i++) if (matches(order[i]!, e, other)) return i;
  return -1;
}

/** Not a rung: the ladder reads the pair, so the effect's rung on it is found for each pair. */
const perPair = -2;

/** An effect's own rung on every ladder of `ranks` (`perPair` where a ladder reads the pair), as `onEffect` calls it: only rungs its gates open are tested. */
function rungsOn(e: SeenEffect, ranks: readonly Known<'rank'>[]): number[] {
  const { first, opened } = openedRungs(ranks, e);
  return ranks.map((k, r) => {
    const order = k.directive.order;
    if (!ownRungs(order)) return perPair;
    for (let i = 0; i < order.length; i++) if (opened.has(first[r]! + i) && matches(order[i]!, e)) return i;
    return -1;
  });
}

/** An effect's rung on the ladder at `r` in `ranks`, given its own rungs on each (`rungsOn`). */
function rungFor(ranks: readonly Known<'rank'>[], own: readonly number[], r: number, e: SeenEffect, other: SeenEffect): number {
  return own[r] === perPair ? rungOf(ranks[r]!.directive.order, e, other) : own[r]!;
}

/** A ladder's candidate, given each effect's rung on it (-1: on none). */
function rank(k: Known<'rank'>, ra: number, rb: number, a: SeenEffect, b: SeenEffect, ctx: Ctx): Candidate | undefined {
  const dir = k.directive;
  if (ra < 0 || rb < 0 || ra === rb) return undefined;
  const [w, l, rw, rl] = ra < rb ? [a, b, ra, rb] : [b, a, rb, ra];
  // A rung that says only what kind of thing an effect is ("a rule of the base game") cannot place a player's claim.
  const claim = ([[w, rw], [l, rl]] as const).find(([e, r]) => isGeneral(dir.order[r]!, []) && claimedRule(e, ctx.situation.players ?? [], ctx.kn.vocabulary))?.[0];
  if (claim) {
    ctx.proof?.consider(nameOf(k), `${d(claim)} is a player's account of a rule, read as no ruling or only by its words, so a rung for what kind of rule it is cannot place it`, k.at);
    return undefined;
  }
  if (dir.when && !ctx.all.some((e) => matches(dir.when!, e))) {
    ctx.proof?.consider(nameOf(k), `it ranks ${d(w)} above ${d(l)} only when some effect matches its 'when', and none does`, k.at);
    return undefined;
  }
  const why = dir.because ?? `${d(w)} comes from a stronger source than ${d(l)}.`;
  return { known: k, outcome: { type: 'winner', winner: w.id }, because: why, cites: citesOf(k), fired: ctx.proof ? [...fired(`order.${rw}`, dir.order[rw]!, w, l), ...fired(`order.${rl}`, dir.order[rl]!, l, w)] : [] };
}

const noVoice = new Set<string>();
const reportedCache = new WeakMap<Knowledge['vocabulary'], ClaimWords>();

/** The vocabulary's claim words without its voice words, made once: "Oli: …" reports a player; "I may push …" does not. */
function reportedOf(v: Knowledge['vocabulary']): ClaimWords {
  let out = reportedCache.get(v);
  if (!out) reportedCache.set(v, (out = { claims: v.claims, voice: noVoice, claimKinds: v.claimKinds }));
  return out;
}

function ladder(a: SeenEffect, b: SeenEffect, ctx: Ctx): Candidate[] {
  const [la, lb] = [ctx.levels.get(a.id), ctx.levels.get(b.id)];
  if (!la || !lb) return [];
  // An ability reported as what a player says ("Oli: you cancelled its keyword, so no bonus"), read only by its words: a
  // level term in them ("no") is the player's argument, not the card's wording, so its level is not known. Not a player
  // describing their own ability ("I may push an enemy ship"): that paraphrases the card, "may" and all.
  const told = ([a, b] as const).find((e) => byWordsOnly(e) && claimed(e, ctx.situation.players ?? [], reportedOf(ctx.kn.vocabulary)));
  if (told) {
    for (const k of ctx.kn.byKind.level) if (k === la.known || k === lb.known) ctx.proof?.consider(nameOf(k), `${d(told)} is a player's words, read as no ruling or only by them: a level term in them is the player's, not a card's printed wording`, k.at);
    return [];
  }
  // An effect with no text, recognised as nothing ("Anchored", a name no ruleset knows), has no words to read: the default
  // level is for words that name none ("unspecified"), so its level is not known, above or below the other's.
  const blank = ([[a, la], [b, lb]] as const).find(([e, lv]) => !lv.term && !e.effect.text && !e.recognised.length)?.[0];
  if (blank) {
    for (const k of ctx.kn.byKind.level) if (k === la.known || k === lb.known) ctx.proof?.consider(nameOf(k), `${d(blank)} has no text and is recognised as nothing: its level is not known`, k.at);
    return [];
  }
  // The hierarchy holds where no other priority is stated: a ruling on the two together, which no directive decides,
  // may state one (pair-ruling.ts).
  const stated = rulingOnPair(a, b, ctx.kn);
  if (stated) {
    const why = `The document has a ruling on ${d(a)} and ${d(b)} together (${stated.id}) that no directive decides: the levels decide only where no other priority is stated.`;
    for (const k of ctx.kn.byKind.tie) ctx.proof?.consider(nameOf(k), why, k.at);
    return [{ known: la.known, outcome: { type: 'undetermined', why }, because: why, cites: [stated.id], fired: [] }];
  }
  if (la.rank !== lb.rank) {
    const [w, lw, l, ll] = la.rank < lb.rank ? [a, la, b, lb] : [b, lb, a, la];
    const because = `${d(w)} is at level "${lw.level}"${lw.term ? ` ("${lw.term}")` : ''}, above ${d(l)} at "${ll.level}"${ll.term ? ` ("${ll.term}")` : ''}.`;
    return [{ known: lw.known, outcome: { type: 'winner', winner: w.id }, because, cites: [lw.known.entry.id, ll.known.entry.id, ...(lw.known.directive.cites ?? [])], fired: [lw.term ? `terms: ${lw.term} (${w.id})` : `default (${w.id})`, ll.term ? `terms: ${ll.term} (${l.id})` : `default (${l.id})`] }];
  }
  // For an effect read as nothing or only by its words, a level is not known where its words name none (a summary's
  // missing "may" or "must" says nothing of the card's). Nor where the other effect was read otherwise than by words
  // (by entry, name or printed text, exactly or one slip away): its rulings
  // may set it apart from the unread one, and a term in a judge's summary ("nobody aboard can die" for "cannot be
  // eliminated") may not be the printed one, so equal levels are not known and no tie is declared. Two texts read as
  // nothing are weighed by their own words: all there is. (Left out of the rank comparison above: a summary's "cannot"
  // against a "may" mostly holds, and there it unsettled right answers.)
  const unknown = ([[a, la], [b, lb]] as const).find(([e, lv]) => byWordsOnly(e) && (!lv.term || !byWordsOnly(e === a ? b : a)))?.[0];
  if (unknown) {
    const why = (unknown === a ? la : lb).term ? 'its words are not the printed text, so the level they name may not be the card\'s' : 'its words name no level';
    for (const k of ctx.kn.byKind.tie) ctx.proof?.consider(nameOf(k), `${d(unknown)} is read as no ruling or only by its words, and ${why}: its level is not known`, k.at);
    return [];
  }
  return ctx.kn.byKind.tie.map((k) => {
    const [pa, pb] = [playerFor(k.directive.chooser, a, ctx.situation, ctx.kn.vocabulary), playerFor(k.directive.chooser, b, ctx.situation, ctx.kn.vocabulary)];
    const cites = [la.known.entry.id, ...citesOf(k)];
    if (pa.player && pa.player === pb.player) {
      const because = k.directive.because ?? `Both are at level "${la.level}": the ${k.directive.chooser}, ${pa.player}, chooses which takes precedence.`;
      return { known: k, outcome: { type: 'chooser', chooser: { player: pa.player, role: k.directive.chooser } }, because: `${d(a)} and ${d(b)} are both at level "${la.level}". ${because}`, cites, fired: [`level: ${la.level} (${a.id}, ${b.id})`] } satisfies Candidate;
    }
    const why = `${d(a)} and ${d(b)} are both at level "${la.level}"; the ${k.directive.chooser} chooses, but the two effects have different ${k.directive.chooser}s (${describePicker(pa)}, ${describePicker(pb)}) and no ruling decides between them.`;
    return { known: k, outcome: { type: 'undetermined', why }, because: why, cites, fired: [] } satisfies Candidate;
  });
}

/** The candidates of every conflict directive for the pair (a, b). */
export function pairCandidates(a: SeenEffect, b: SeenEffect, all: SeenEffect[], kn: Knowledge, situation: Situation, levels: Map<string, LevelOf | undefined>, proof: Proof | undefined): Candidate[] {
  const ctx: Ctx = { all, kn, situation, levels, proof };
  const out: Candidate[] = [];
  for (const k of preferFor(a, b, kn)) {
    const c = prefer(k, a, b, ctx);
    if (c) out.push(c);
  }
  const ranks = kn.byKind.rank;
  // An effect's rung on a ladder is its own (unless a rung reads the pair): found once per effect for every ladder
  // together, not once per pair and ladder.
  const [ownA, ownB] = ranks.length ? [onEffect(a, ranks, rungsOn), onEffect(b, ranks, rungsOn)] : [[], []];
  for (let r = 0; r < ranks.length; r++) {
    const c = rank(ranks[r]!, rungFor(ranks, ownA, r, a, b), rungFor(ranks, ownB, r, b, a), a, b, ctx);
    if (c) out.push(c);
  }
  out.push(...ladder(a, b, ctx));
  return out;
}
