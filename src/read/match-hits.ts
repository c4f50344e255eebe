/**
 * An effect's remembered matchers, with room beside them for what the resolver keeps per effect. Those are kept on
 * this object rather than in module-level WeakMaps keyed by it: every matcher, gate and pair asks for them, and finding
 * a WeakMap entry (memoOf, 1.1% of a steady-state profile) cost more than reading a field.
 */

/** Whether one matcher held, and the facts it asked for that the effect did not give. */
export type MatchHit = { ok: boolean; probed?: string[] };

/** The matchers an effect was tested against (see `SeenEffect.matchHits`), and the resolver's other memos of it. */
export class MatchHits extends Map<object, MatchHit> {
  /** The resolver's once-per-effect work (resolve/effect-memo.ts), made on first need. */
  memo: unknown = undefined;
  /** The conflicts first decided with this effect first among theirs (resolve/pair-memo.ts). */
  runs: unknown = undefined;
}
