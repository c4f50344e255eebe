/** An answer over words read as others, one slip away (mistyped.ts), says so: it holds if that is what was meant. */
import type { Answer, Assumption } from './answer.js';
import type { SeenEffect } from '../read/effect.js';

/** What each effect's mistyped words were read as, in words ("'cancel' says "cancelled" where it has "canclelled""). */
function meantOf(effects: readonly SeenEffect[]): Assumption[] {
  const out: Assumption[] = [];
  for (const e of effects) {
    const slips = e.read.mistyped;
    if (slips?.length) out.push({ effect: e.id, entries: [], says: `'${e.id}' says ${slips.map(([typed, meant]) => `"${meant}" where it has "${typed}"`).join(' and ')}` });
  }
  return out;
}

/** The notes for the judge on the words of `effects` read as others. */
export function meantWordNotes(effects: readonly SeenEffect[]): string[] {
  return meantOf(effects).map((m) => `${m.says.replace(/^'([^']+)' says /, "'$1' is read as saying ")}: one swap of two letters, taken as a slip; check that is what was meant.`);
}

/** A firm answer, marked as resting on the words of its effects meaning what they were read as. */
export function assumingMeantWords(a: Answer, effects: readonly SeenEffect[]): Answer {
  if (a.undetermined || a.depends?.length) return a;
  const meant = meantOf(effects);
  if (!meant.length) return a;
  const why = `This rests on reading ${meant.map((m) => m.says).join(', and ')}; if a word means something else, write it as meant.`;
  return { ...a, assumes: [...(a.assumes ?? []), ...meant], because: [...a.because, why], proof: [...a.proof, { rule: 'reading', says: why, cites: [] }] };
}
