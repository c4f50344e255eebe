/** What the engine understood of each effect: recorded in the proof, and flagged for the judge when it was not exact. */
import type { Proof } from './answer.js';
import { describeEffect } from './describe.js';
import type { SeenEffect } from '../read/effect.js';
import { originalMemo } from './effect-memo.js';

const how = (r: SeenEffect['recognised'][number]) =>
  r.by === 'near-name'
    ? `by a near name ("${r.matched}")`
    : r.by === 'near-text'
      ? r.matched
        ? `by a text one mistyped word from its card text ("${r.matched}")`
        : 'by text that contains, or is contained in, its card text'
      : r.by === 'words'
        ? r.through
          ? `by its words, among the rulings on its piece's card ("${r.through}")`
          : 'by its words'
        : `by ${r.by}`;

/** Records how each effect of a question was recognised. */
export function recordRecognition(effects: SeenEffect[], proof: Proof): void {
  for (const e of effects) proof.add('recognise', recognitionLine(e));
}

/** The proof line of one effect, made once per effect (a branch's copies share their original's): every answer tried records it. */
function recognitionLine(e: SeenEffect): string {
  const memo = originalMemo(e);
  if (memo.recognition !== undefined) return memo.recognition;
  const line = e.recognised.length
    ? `${describeEffect(e)} is recognised as ${e.recognised.map((r) => `${r.entry.id} (${how(r)})`).join(', ')}.`
    : `${describeEffect(e)} is not a name or card text the rulesets know: it is judged by its words and its kind (${e.kind}${e.kindGiven ? '' : ', assumed'}).`;
  return (memo.recognition = line);
}

/** Lines a judge should read before the decision: effects recognised as nothing, or only approximately. */
export function recognitionNotes(effects: SeenEffect[]): string[] {
  const out: string[] = [];
  for (const e of effects) {
    const named = e.effect.ability !== undefined || e.effect.text !== undefined;
    if (e.closeNames?.length) out.push(`${describeEffect(e)} is not a name the rulesets know; did you mean ${e.closeNames.map((n) => `"${n}"`).join(' or ')}?`);
    else if (!e.recognised.length && named) out.push(`${describeEffect(e)} is recognised as nothing the rulesets know: it is judged by its words and its kind (${e.kind}) only.`);
    for (const r of e.recognised) if (r.by === 'near-name' || r.by === 'near-text') out.push(`${describeEffect(e)} was taken as ${r.entry.id} ${how(r)}; check that is what was meant.`);
  }
  return out;
}
