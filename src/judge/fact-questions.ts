/** Facts an answer waits for: roles read from an effect's facts (who lost, who won) and the facts `depends` names. */
import type { Answer, Picker } from '../resolve/answer.js';
import { isNoPlayerRole } from '../resolve/roles.js';
import { resolveSituation } from '../resolve/resolve-situation.js';
import type { Library } from '../rulesets/entry.js';
import type { Situation } from '../situation/schema.js';
import type { Matcher } from '../rulesets/directive-schema.js';
import { knowledgeOf, rulesetChain } from '../resolve/knowledge.js';
import { matcherHolds } from '../resolve/match.js';
import { recognise } from '../read/recognise.js';
import { expectationOf } from '../check/expectation-of.js';

/** A fact to ask about: which effect carries it, its name, and the values to offer. */
export interface FactQuestion {
  effect: string;
  fact: string;
  values: { name: string; value: string | number | boolean }[];
}

/** The effects a question is about. */
const effectsOf = (s: Situation, a: Answer) => {
  const q = s.questions.find((x) => x.id === a.id);
  return q?.effect ? [q.effect] : (q?.effects ?? []);
};

/** Every matcher with `facts`, at any depth of a directive (matchers nest under match, winner, not, steps ...). */
function factMatchers(value: unknown, out: Matcher[]): void {
  if (Array.isArray(value)) for (const v of value) factMatchers(v, out);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.facts && typeof o.facts === 'object' && !Array.isArray(o.facts)) out.push(o as Matcher);
    for (const v of Object.values(o)) factMatchers(v, out);
  }
}

/**
 * Vocabulary facts (e.g. `no-crew: true`) that directives test on an effect like this one, and that would change the
 * ruling: a matcher whose other conditions hold for the effect names a fact the effect lacks, and resolving with that
 * fact gives a different decision. Read from the directives, so src/ names no fact.
 */
function vocabularyFacts(lib: Library, s: Situation, answer: Answer): FactQuestion[] {
  const chain = rulesetChain(lib, s.ruleset, s.rulesets ?? [], { file: 'qm judge' });
  const matchers: Matcher[] = [];
  for (const list of Object.values(knowledgeOf(lib, chain).byKind)) for (const { directive } of list) factMatchers(directive, matchers);
  if (!matchers.length) return [];
  const seen = recognise(lib, s, chain, knowledgeOf(lib, chain).vocabulary);
  const question = s.questions.filter((q) => q.id === answer.id);
  const now = JSON.stringify(expectationOf(answer));
  const out: FactQuestion[] = [];
  for (const effect of effectsOf(s, answer)) {
    const e = seen.get(effect);
    if (!e) continue;
    const candidates = new Map<string, Set<string | number | boolean>>();
    for (const m of matchers) {
      if (!matcherHolds({ ...m, facts: undefined }, e)) continue;
      for (const [fact, value] of Object.entries(m.facts!)) {
        // Yes/no facts only (friendly, facedown, no-crew): a judge can answer them at the table; named values (via:
        // Altar of the Loa) describe where an effect comes from, which the judge states when naming it.
        if (fact in e.effect || value !== true) continue;
        if (!candidates.has(fact)) candidates.set(fact, new Set());
        candidates.get(fact)!.add(value);
      }
    }
    for (const [fact, values] of [...candidates].slice(0, 8)) {
      const deciding = [...values].filter((value) => {
        const probe: Situation = { ...s, effects: s.effects!.map((x) => (x.id === effect ? { ...x, [fact]: value } : x)), questions: question };
        return JSON.stringify(expectationOf(resolveSituation(lib, probe).answers[0]!)) !== now;
      });
      if (!deciding.length) continue;
      // "no" leaves the fact off, as the rules read a missing fact.
      out.push({ effect, fact, values: [{ name: 'yes', value: true }] });
    }
  }
  return out;
}

/** The picker an answer leaves without a player, if any. */
const openPicker = (a: Answer): Picker | undefined => (a.ask === 'who-picks' ? a.picker : a.ask === 'conflict' ? (a.chooser ?? undefined) : undefined);

/**
 * The facts that would decide `answer`. A role no player plays is probed: if giving the effect the fact `<role>: <player>`
 * makes that player the picker, the rules read the role from the effect (as a boarding's loser), so the judge is asked.
 * Facts the answer lists under `depends` are asked with the values it gives.
 */
export function factQuestions(lib: Library, s: Situation, answer: Answer): FactQuestion[] {
  const out: FactQuestion[] = [];
  const players = s.players ?? [];
  const picker = openPicker(answer);
  const vocabulary = knowledgeOf(lib, rulesetChain(lib, s.ruleset, s.rulesets ?? [], { file: 'qm judge' })).vocabulary;
  if (picker && picker.player === null && !isNoPlayerRole(picker.role, vocabulary) && players.length) {
    for (const effect of effectsOf(s, answer)) {
      const probe: Situation = { ...s, effects: s.effects!.map((e) => (e.id === effect ? { ...e, [picker.role]: players[0]! } : e)), questions: s.questions.filter((q) => q.id === answer.id) };
      const got = openPicker(resolveSituation(lib, probe).answers[0]!);
      if (got?.player === players[0]) out.push({ effect, fact: picker.role, values: players.map((p) => ({ name: p, value: p })) });
    }
  }
  for (const v of vocabularyFacts(lib, s, answer)) if (!out.some((o) => o.fact === v.fact && o.effect === v.effect)) out.push(v);
  if (answer.depends?.length) {
    const byFact = new Map<string, FactQuestion>();
    const effect = effectsOf(s, answer)[0];
    for (const d of effect ? answer.depends : []) {
      const q: FactQuestion = byFact.get(d.fact) ?? { effect: effect!, fact: d.fact, values: [] };
      q.values.push({ name: String(d.value), value: d.value });
      byFact.set(d.fact, q);
    }
    // A fact already asked of the effect it decides for is not asked again of another one.
    out.push(...[...byFact.values()].filter((q) => !out.some((o) => o.fact === q.fact)));
  }
  return out;
}
