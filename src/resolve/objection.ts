/**
 * A player's objection to an effect ("Lou says the ice roll stands", against Pip's re-roll on the iceberg) stands or
 * falls with that effect on the board. When a specific ruling puts another effect of the board over the disputed one
 * (the iceberg over the re-roll), the disputed effect does not take precedence, so the objection does. Only an
 * objection read as no ruling or only by its words, against an ability (a rule another effect overrides for itself
 * still holds for the rest), and only a `prefer` ruling (no
 * general precedence, which weighs what things are rather than what a ruling says of them) decides it; one about what
 * its winner is aimed at, only where the board names that winner's targets and the piece the disputed effect is from.
 */
import type { Situation } from '../situation/schema.js';
import type { SeenEffect } from '../read/effect.js';
import type { Proof } from './answer.js';
import { describeEffect as d } from './describe.js';
import type { Knowledge } from './knowledge.js';
import type { Candidate, Outcome } from './pair-candidates.js';
import type { Matcher } from '../rulesets/directive-schema.js';
import { claimedRule } from './unread-claim.js';

/** A pair decided with its reasons, as the conflict decides it. */
export interface Decided {
  outcome: Outcome;
  by?: Candidate[] | undefined;
  proof: Proof;
}

/** The objection that stands, with the ruling's reasons and why; undefined when none does. */
export function objectionUpheld(effects: readonly SeenEffect[], board: readonly SeenEffect[], situation: Situation, kn: Knowledge, decide: (a: SeenEffect, b: SeenEffect) => Decided): { claim: SeenEffect; because: string; proof: Proof } | undefined {
  if (effects.length !== 2) return undefined;
  const isClaim = (e: SeenEffect) => claimedRule(e, situation.players ?? [], kn.vocabulary);
  const claim = effects.find(isClaim);
  const disputed = effects.find((e) => e !== claim);
  // What is disputed is an ability being used, which the other effect stops here. A rule of the game that another effect
  // overrides for itself (a card that may dock otherwise) still holds for the rest, the claim's case included.
  if (!claim || !disputed || isClaim(disputed) || disputed.countsAs !== 'ability') return undefined;
  // By id: in a branch that assumes a fact, the question's effects are copies of the board's.
  const asked = new Set(effects.map((e) => e.id));
  for (const other of board) {
    if (asked.has(other.id) || isClaim(other)) continue;
    const r = decide(disputed, other);
    // Whether the board says what `other` is aimed at, and where the disputed effect comes from.
    const aimSaid = other.targets.length > 0 && disputed.source !== undefined;
    const upholds = (c: Candidate) => c.known.directive.kind === 'prefer' && (aimSaid || !aimed(c.known.directive.loser));
    if (r.outcome.type !== 'winner' || r.outcome.winner !== other.id || !r.by?.length || !r.by.every(upholds)) continue;
    const because = `${d(claim)} disputes ${d(disputed)}, and on this board a ruling puts ${d(other)} over '${disputed.id}': '${disputed.id}' does not take precedence, so the objection stands.`;
    return { claim, because, proof: r.proof };
  }
  return undefined;
}

/**
 * Whether a ruling's losing side depends on what the winner is aimed at (a canceller cancels the ability it targets):
 * where the winner names no target, or the disputed effect no piece it comes from, the pair says what would happen
 * were it aimed at the disputed effect, and the board does not say it is. Any of the side's matchers testing the aim
 * (`aimed-elsewhere-by-other` or `targeted-by-other`, either value, in a `not` guard too) makes the whole side so.
 */
function aimed(side: Matcher | Matcher[] | undefined): boolean {
  if (side === undefined) return false;
  return (Array.isArray(side) ? side : [side]).some((m) => m['aimed-elsewhere-by-other'] !== undefined || m['targeted-by-other'] !== undefined || aimed(m.not));
}
