/**
 * Which `prefer` rulings a pair of effects can meet: one effect must fit a ruling's winner and the other its loser.
 * Each effect's gates open some rulings' sides; a pair asks only the rulings whose sides both effects' gates open, each
 * side tested once per effect, instead of every ruling for every pair (a conflict over hundreds of effects has tens of
 * thousands of pairs).
 */
import type { Matcher } from '../rulesets/directive-schema.js';
import type { SeenEffect } from '../read/effect.js';
import type { Known, Knowledge } from './knowledge.js';
import { asksOf, readsPair } from './match.js';
import { factOfLine } from './fact-log.js';
import { fieldGates, gatedSides, type GateIndex } from './matcher-gates.js';
import type { SideSet } from './side-set.js';
import { inheritedMemo, ownMemo } from './effect-memo.js';

/**
 * What is known of the `prefer` sides one effect fits: the positions (in `byKind.prefer`) of the rulings whose winner,
 * and whose loser, its gates open, and each of those sides once a pair has asked it. A side fits when it holds on its
 * own or would with a fact the effect does not give: the pair then asks the ruling, and the fact is reported as a
 * matcher reports it.
 */
export interface Sides {
  /** The knowledge they were found for: another is found again. */
  kn: Knowledge;
  winner: SideSet;
  loser: SideSet;
  /** Per side asked (by `sideKey`): whether it fits, and the log lines it asked for when it fitted only for want of a fact. */
  tested: Map<number, Fit>;
  /** For a branch's copy: its original's sides, and the fact the copy assumes. */
  original?: Sides | undefined;
  fact?: string | undefined;
  /** How many pairs have asked these sides; past `eagerAfter`, every opened side is tested at once (`fit`). */
  asks: number;
  /** The opened sides that fit, in ruling order, once every one was tested. */
  fit?: { winner: number[]; loser: number[] } | undefined;
}

type Fit = { fits: boolean; asked?: readonly string[] | undefined };

/** A side's key in `Sides.tested`: a number, not a string made for each side of each effect. */
const sideKey = (side: 'winner' | 'loser', i: number) => (side === 'winner' ? 2 * i : 2 * i + 1);

const pairBoundCache = new WeakMap<Knowledge, number[]>();
const pairBoundSets = new WeakMap<Knowledge, ReadonlySet<number>>();
/** The rulings' winner and loser sides indexed by their gates, once per knowledge. */
const gatesOf = (kn: Knowledge): { winner: GateIndex; loser: GateIndex } => ({ winner: fieldGates(kn, 'prefer', 'winner'), loser: fieldGates(kn, 'prefer', 'loser') });

const anyPairBound = (m: Matcher | Matcher[]) => (Array.isArray(m) ? m.some(readsPair) : readsPair(m));

/** Rulings a side of which reads the other effect of the pair (a pair field such as `targeted-by-other`): only a pair can test them. */
function pairBound(kn: Knowledge): number[] {
  let out = pairBoundCache.get(kn);
  if (!out) pairBoundCache.set(kn, (out = kn.byKind.prefer.flatMap((k, i) => (anyPairBound(k.directive.winner) || anyPairBound(k.directive.loser) ? [i] : []))));
  return out;
}

/** `pairBound` as a set, made once per knowledge (every effect and pair asks it). */
function pairBoundSet(kn: Knowledge): ReadonlySet<number> {
  let out = pairBoundSets.get(kn);
  if (!out) pairBoundSets.set(kn, (out = new Set(pairBound(kn))));
  return out;
}

/**
 * The sides of `e`, made once per effect. Only the sides whose gates the effect carries can fit: the others fail before
 * any phrase or fact is asked. A branch's copy, which only adds an assumed fact, has its original's gates.
 */
function sidesOf(e: SeenEffect, kn: Knowledge): Sides {
  // Kept under the effect's matcher memo (a branch's copy links to its original's through `inherits.hits`, so it finds its
  // original's there): an effect is asked under one knowledge, so a map per effect of knowledges is not kept.
  const memo = ownMemo(e);
  let sides = memo.sides;
  if (sides?.kn === kn) return sides;
  const was = inheritedMemo(e)?.sides;
  const original = was?.kn === kn ? was : undefined;
  if (original) sides = { kn, winner: original.winner, loser: original.loser, tested: new Map(), original, fact: e.inherits!.fact, asks: 0 };
  else {
    const gates = gatesOf(kn);
    sides = { kn, winner: gatedSides(gates.winner, e), loser: gatedSides(gates.loser, e), tested: new Map(), asks: 0 };
  }
  memo.sides = sides;
  return sides;
}

/**
 * Whether `e` (with its `sides`) fits the side at `i` (see `Sides`), tested once per effect and side, and only when a
 * pair asks: most sides an effect's gates open never meet the other side in another effect. Probed apart, so that only
 * the pairs that then ask the ruling report a fact (a fact no pair can use makes no answer branch). A side of a
 * pair-bound ruling is tested only against a pair: its gates are still necessary (a pair field is one more field that
 * must hold), so it is kept untested.
 */
function fits(e: SeenEffect, sides: Sides, side: 'winner' | 'loser', i: number, kn: Knowledge): boolean {
  if (!sides[side].has(i)) return false;
  if (pairBoundSet(kn).has(i)) return true;
  const key = sideKey(side, i);
  let got = sides.tested.get(key);
  if (!got) {
    // A branch's copy fits at most what its original fitted (a side that read the fact reported it missing there, and so
    // was kept); of those, only the ones that asked for the fact it assumes can answer otherwise.
    const was = sides.original?.tested.get(key);
    got = was && !was.asked?.some((line) => factOfLine(line) === sides.fact) ? was : asksOf(kn.byKind.prefer[i]!.directive[side], e);
    sides.tested.set(key, got);
  }
  return got.fits;
}

/**
 * How many pairs may ask an effect's sides one by one before all of them are tested at once. A board of a few effects
 * asks each side rarely, and testing only what a pair asks saves most tests; in a conflict over hundreds of effects every
 * effect meets hundreds of others, and walking its opened sides for each pair costs more than testing them once.
 */
const eagerAfter = 32;

/** The positions of the opened `side`s of `e` that fit, in order, once enough pairs asked; undefined before that. */
function fitted(e: SeenEffect, sides: Sides, side: 'winner' | 'loser', kn: Knowledge): readonly number[] | undefined {
  if (!sides.fit) {
    if (++sides.asks <= eagerAfter) return undefined;
    const of = (s: 'winner' | 'loser') => sides[s].list().filter((i) => fits(e, sides, s, i, kn));
    sides.fit = { winner: of('winner'), loser: of('loser') };
  }
  return sides.fit[side];
}

/** Adds to `out` the positions `w` fits as winner and `l` as loser. */
function meet(w: SeenEffect, l: SeenEffect, kn: Knowledge, out: number[]): void {
  const [sw, sl] = [sidesOf(w, kn), sidesOf(l, kn)];
  const [fw, fl] = [fitted(w, sw, 'winner', kn), fitted(l, sl, 'loser', kn)];
  if (fw && fl) {
    // Both tested whole: the two sorted lists of fitting sides, merged.
    for (let a = 0, b = 0; a < fw.length && b < fl.length; ) {
      if (fw[a]! < fl[b]!) a++;
      else if (fw[a]! > fl[b]!) b++;
      else (out.push(fw[a]!), a++, b++);
    }
    return;
  }
  if (fw || fl) {
    // One tested whole: its fitting sides, each asked of the other effect.
    const [list, other, so, side] = fw ? [fw, l, sl, 'loser' as const] : [fl!, w, sw, 'winner' as const];
    for (const i of list) if (so[side].has(i) && fits(other, so, side, i, kn)) out.push(i);
    return;
  }
  // Each side is tested only where both gates open.
  for (const i of sw.winner.both(sl.loser)) if (fits(w, sw, 'winner', i, kn) && fits(l, sl, 'loser', i, kn)) out.push(i);
}

/** The `prefer` rulings the pair (a, b) can meet, in the knowledge's order. */
export function preferFor(a: SeenEffect, b: SeenEffect, kn: Knowledge): Known<'prefer'>[] {
  const ab: number[] = [];
  const ba: number[] = [];
  meet(a, b, kn, ab);
  meet(b, a, kn, ba);
  if (!ab.length && !ba.length) return [];
  // Each direction's positions come ascending: merged, a ruling both name is kept once (no sort, which copies the list).
  const all = kn.byKind.prefer;
  const out: Known<'prefer'>[] = [];
  for (let i = 0, j = 0; i < ab.length || j < ba.length; ) {
    const x = j >= ba.length || (i < ab.length && ab[i]! <= ba[j]!) ? ab[i]! : ba[j]!;
    while (i < ab.length && ab[i] === x) i++;
    while (j < ba.length && ba[j] === x) j++;
    out.push(all[x]!);
  }
  return out;
}

/**
 * Whether `e` could be on a `prefer` ruling's side by an entry it is read as or a name it carries while one of `others`
 * fits (or could, given a fact) the other side: a necessary condition for a close reading to decide a conflict as read.
 * A side with an alternative that has no gate, or one that reads the pair, is taken as opened.
 */
export function meetsAsRead(e: SeenEffect, others: readonly SeenEffect[], kn: Knowledge): boolean {
  const gates = gatesOf(kn);
  const bound = pairBound(kn);
  const otherFits = (i: number, side: 'winner' | 'loser') => bound.includes(i) || others.some((o) => fits(o, sidesOf(o, kn), side, i, kn));
  for (const [mine, theirs] of [[gates.winner, 'loser'], [gates.loser, 'winner']] as const) {
    for (const i of mine.open) if (otherFits(i, theirs)) return true;
    for (const id of e.entryIds) for (const i of mine.entries.get(id) ?? []) if (otherFits(i, theirs)) return true;
    for (const n of e.names) for (const i of mine.names.get(n) ?? []) if (otherFits(i, theirs)) return true;
  }
  return false;
}
