/** An answer over words read as others, one slip away (mistyped.ts), says so: it holds if that is what was meant. */
import { withAssumptions, type Answer, type Assumption } from './answer.js';
import type { SeenEffect } from '../read/effect.js';

/** Each slip of one effect, in words: `"cancelled" where it has "canclelled"`, joined by "and". */
const slipsSaid = (slips: NonNullable<SeenEffect['read']['mistyped']>) => slips.map(([typed, meant]) => `"${meant}" where it has "${typed}"`).join(' and ');

/** What each effect's mistyped words were read as ("'cancel' says "cancelled" where it has "canclelled""). */
function meantOf(effects: readonly SeenEffect[]): Assumption[] {
  return effects.flatMap((e) => (e.read.mistyped?.length ? [{ effect: e.id, entries: [], says: `'${e.id}' says ${slipsSaid(e.read.mistyped)}` }] : []));
}

/** The notes for the judge on the words of `effects` read as others. */
export function meantWordNotes(effects: readonly SeenEffect[]): string[] {
  return effects.flatMap((e) => (e.read.mistyped?.length ? [`'${e.id}' is read as saying ${slipsSaid(e.read.mistyped)}: one swap of two letters, taken as a slip; check that is what was meant.`] : []));
}

/** A firm answer, marked as resting on the words of its effects meaning what they were read as. */
export function assumingMeantWords(a: Answer, effects: readonly SeenEffect[]): Answer {
  if (a.undetermined || a.depends?.length) return a;
  const meant = meantOf(effects);
  if (!meant.length) return a;
  const why = `This rests on reading ${meant.map((m) => m.says).join(', and ')}; if a word means something else, write it as meant.`;
  return withAssumptions(a, meant, why);
}
