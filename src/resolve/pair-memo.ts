/**
 * The pairs a conflict decided, kept for the branches of its answer: a branch assumes one fact the board left out, and
 * a pair whose deciding wanted no matcher to see the value assumed (and whose effects keep their levels) decides in the
 * branch as it did.
 * Over hundreds of effects, most of the tens of thousands of pairs never read the fact.
 */
import type { SeenEffect } from '../read/effect.js';
import type { LevelOf } from './levels.js';
import type { Outcome } from './pair-candidates.js';
import type { Proof } from './answer.js';
import { MatchHits } from '../read/match-hits.js';

/** One pair as first decided: its outcome and the facts its deciding asked for (log lines). */
export interface Decided {
  outcome: Outcome;
  probed?: string[] | undefined;
  /** Its reasons, when they were worked out with it. */
  proof?: Proof | undefined;
}

/** A conflict as first decided: for the effects (by their matcher memos), each pair in order, and each effect's level. */
interface Run {
  question: string;
  keys: object[];
  pairs: Decided[];
  levels: (LevelOf | undefined)[];
}

/** Runs kept by a matcher memo that is not a `MatchHits` (none the resolver makes). */
const runs = new WeakMap<object, Run[]>();

/** The runs kept with `key` first among their effects: on the matcher memo itself (read/match-hits.ts says why). */
const runsOf = (key: object): Run[] | undefined => (key instanceof MatchHits ? (key.runs as Run[] | undefined) : runs.get(key));

function keepRuns(key: object, list: Run[]): void {
  if (key instanceof MatchHits) key.runs = list;
  else runs.set(key, list);
}

/** The matcher memo that names an effect: a branch's copy names its original's. */
const keyOf = (e: SeenEffect): object | undefined => e.inherits?.hits ?? e.matchHits;

/** The one fact a branch's copies assume and its value, when every copy assumes just that; undefined for a first run. */
export function assumedFact(effects: readonly SeenEffect[]): { fact: string; value: string | number | boolean } | null | undefined {
  const copies = effects.filter((e) => e.inherits);
  if (!copies.length) return undefined;
  const fact = copies[0]!.inherits!.fact;
  const value = copies[0]!.assumed?.[fact];
  return value !== undefined && copies.every((e) => e.inherits!.fact === fact && !e.inherits!.parent && e.assumed?.[fact] === value) ? { fact, value } : null;
}

/** Keeps a first run's pairs, for the branches that follow it. */
export function keepRun(question: string, effects: readonly SeenEffect[], pairs: Decided[], levels: (LevelOf | undefined)[]): void {
  const keys = effects.map(keyOf);
  if (!keys.length || keys.some((k) => !k)) return;
  const list = runsOf(keys[0]!) ?? [];
  keepRuns(keys[0]!, [...list.filter((r) => r.question !== question || !sameKeys(r.keys, keys as object[])), { question, keys: keys as object[], pairs, levels }]);
}

/** The first run of the same question over the originals of `effects`, if kept. */
export function firstRun(question: string, effects: readonly SeenEffect[]): Run | undefined {
  const keys = effects.map(keyOf);
  if (!keys.length || keys.some((k) => !k)) return undefined;
  return runsOf(keys[0]!)?.find((r) => r.question === question && sameKeys(r.keys, keys as object[]));
}

const sameKeys = (a: readonly object[], b: readonly object[]) => a.length === b.length && a.every((k, i) => k === b[i]);

/** Whether two readings of an effect's level are the same rung. */
export function sameLevel(a: LevelOf | undefined, b: LevelOf | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.known === b.known && a.level === b.level && a.rank === b.rank && a.term === b.term);
}
