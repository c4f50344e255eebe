/** Answers that branch: when a fact the situation does not give would change the decision, each value is answered. */
import type { Answer, Branch } from './answer.js';
import { factOf, type SeenEffect } from '../read/effect.js';
import type { Knowledge } from './knowledge.js';
import { readByRole } from './roles.js';
import { wantedValue, type Missing } from './fact-log.js';
import { decisionKey, summarise, unstopped } from './summary.js';
import { MatchHits } from '../read/match-hits.js';

/** The decision fields of an answer for one branch; `entry` when the branch is a reading of an effect. */
export function branchOf(fact: string, value: string | number | boolean, a: Answer, entry?: string): Branch {
  const b: Branch = { fact, value, ...(entry ? { entry } : {}), decision: summarise(a), cites: a.cites };
  if (a.undetermined) b.undetermined = a.undetermined;
  else if (a.ask === 'who-picks') b.picker = a.picker;
  else if (a.ask === 'conflict') Object.assign(b, { winner: a.winner, chooser: a.chooser });
  else Object.assign(b, { steps: a.steps, excluded: a.excluded.map((x) => x.effect) });
  return b;
}

/**
 * With every effect lacking `fact` assumed to carry `value`. Each copy starts with no remembered matchers of its own
 * and reads its original's, except those that asked for `fact` (see matcherHolds).
 */
const assume = (effects: SeenEffect[], fact: string, value: string | number | boolean) =>
  effects.map((e) =>
    factOf(e, fact) !== undefined
      ? e
      : { ...e, assumed: { ...e.assumed, [fact]: value }, matchHits: new MatchHits(), inherits: { hits: e.matchHits ?? new MatchHits(), fact, parent: e.inherits } },
  );

/**
 * Re-answers the question once per declared value of each missing fact; the first fact whose values lead to
 * different decisions makes the answer `depends`. Facts whose value changes nothing leave the answer as it was.
 */
export function branchOnFacts(base: Answer, missing: Missing, again: (effects: SeenEffect[]) => Answer, effects: SeenEffect[], kn: Knowledge): Answer {
  const defaulted = defaultsThatDecided(base, missing, again, effects, kn);
  const answer = branchOnOpenFacts(base, missing, again, effects, kn);
  if (!defaulted.length) return answer;
  const notes = [...(answer.notes ?? []), ...defaulted.map((x) => x.note)];
  // Only a firm answer, the one the defaults were weighed against, was decided by them: an open one decides nothing.
  if (answer.undetermined || answer.depends?.length || decisionKey(answer) !== decisionKey(base)) return { ...answer, notes };
  return { ...answer, notes, defaulted: [...(answer.defaulted ?? []), ...defaulted.map(({ fact, value }) => ({ fact, value }))] };
}

/**
 * A fact with a default is read as that default when missing, and cannot leave an answer open; but for a fact the
 * vocabulary marks `remind`, a judge acting on the answer should know when the default decided it: one note per such
 * fact, with what another value would give.
 */
function defaultsThatDecided(base: Answer, missing: Missing, again: (effects: SeenEffect[]) => Answer, effects: SeenEffect[], kn: Knowledge): { fact: string; value: string | number | boolean; note: string }[] {
  const notes: { fact: string; value: string | number | boolean; note: string }[] = [];
  for (const name of [...missing.facts].sort()) {
    const decl = kn.vocabulary.facts.get(name);
    if (!decl?.remind || !Array.isArray(decl.values) || !granted(effects, name, decl)) continue;
    const others = decl.values.filter((v) => String(v) !== String(decl.default)).map((value) => ({ value, answer: again(assume(effects, name, value)) }));
    const differ = others.filter((b) => decisionKey(b.answer) !== decisionKey(base));
    if (differ.length) notes.push({ fact: name, value: decl.default as string | number | boolean, note: `'${name}' was taken as ${String(decl.default)}, its default; ${differ.map((b) => `if ${String(b.value)}: ${unstopped(summarise(b.answer))}`).join('; ')}. ${decl.ask}` });
  }
  return notes;
}

/** Whether the effects take a missing fact as its default: a fact that has one, unless another effect's words dispute it (disputed-defaults.ts). */
const granted = (effects: readonly SeenEffect[], fact: string, decl: { default?: unknown }) => decl.default !== undefined && effects.every((e) => e.defaults?.has(fact));

/** The branches as one clause ("if true, X; if false, Y"): a decision's own full stop would end the sentence around them early. */
export const branchesClause = (depends: readonly Branch[]): string => depends.map((b) => `if ${String(b.value)}, ${unstopped(b.decision)}`).join('; ');

/** The answer, branched on the first fact without a default whose values lead to different decisions. */
function branchOnOpenFacts(base: Answer, missing: Missing, again: (effects: SeenEffect[]) => Answer, effects: SeenEffect[], kn: Knowledge): Answer {
  for (const name of [...missing.facts].sort()) {
    const decl = kn.vocabulary.facts.get(name);
    if (!decl || !Array.isArray(decl.values) || granted(effects, name, decl)) continue;
    // A value no matcher wanted decides as the fact left out did (every matcher asking for the fact fails either way),
    // so only the wanted values are answered again. Not for a fact a role reads: a role takes its value as it is.
    const reread = readByRole(kn.vocabulary, name);
    const branches = decl.values.map((value) => ({ value, answer: reread || wantedValue(missing, name, value) ? again(assume(effects, name, value)) : base }));
    const keys = new Set(branches.map((b) => decisionKey(b.answer)));
    if (keys.size === 1) {
      if (decisionKey(branches[0]!.answer) === decisionKey(base)) continue;
      return branches[0]!.answer;
    }
    const depends = branches.map((b) => branchOf(name, b.value, b.answer));
    const why = `It depends on '${name}', which the situation does not give: ${branchesClause(depends)}. ${decl.ask}`;
    return dependsAnswer(base, depends, why, decl.ask, [...base.cites, ...depends.flatMap((b) => b.cites)]);
  }
  return base;
}

/** `base` made undetermined, depending on the branches given: nothing firm is left in it. */
export function dependsAnswer(base: Answer, depends: Branch[], why: string, question: string, cites: string[]): Answer {
  const proof = [...base.proof, { rule: 'depends', says: why, cites: [] }];
  // No default decided it either: `defaulted` belongs to a firm answer.
  const common = { because: proof.map((p) => p.says), cites: [...new Set(cites)], undetermined: why, depends, question, proof, defaulted: undefined };
  if (base.ask === 'who-picks') return { ...base, ...common, ask: base.ask, picker: { player: null, role: 'undetermined' } };
  if (base.ask === 'conflict') return { ...base, ...common, ask: base.ask, winner: null, chooser: null };
  return { ...base, ...common, ask: base.ask, steps: [], excluded: [] };
}
