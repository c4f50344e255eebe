/** Facts an answer waits for: roles read from an effect's facts (who lost, who won) and the facts `depends` names. */
import type { Answer, Picker } from '../resolve/answer.js';
import { noPlayerRoles } from '../resolve/roles.js';
import { resolveSituation } from '../resolve/resolve-situation.js';
import type { Library } from '../rulesets/entry.js';
import type { Situation } from '../situation/schema.js';

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
  if (picker && picker.player === null && !noPlayerRoles.has(picker.role) && players.length) {
    for (const effect of effectsOf(s, answer)) {
      const probe: Situation = { ...s, effects: s.effects!.map((e) => (e.id === effect ? { ...e, [picker.role]: players[0]! } : e)), questions: s.questions.filter((q) => q.id === answer.id) };
      const got = openPicker(resolveSituation(lib, probe).answers[0]!);
      if (got?.player === players[0]) out.push({ effect, fact: picker.role, values: players.map((p) => ({ name: p, value: p })) });
    }
  }
  const depends = (answer as { depends?: unknown }).depends;
  if (Array.isArray(depends)) {
    const byFact = new Map<string, FactQuestion>();
    const effects = effectsOf(s, answer);
    for (const d of depends as { fact?: unknown; value?: unknown; effect?: unknown }[]) {
      if (typeof d.fact !== 'string' || !['string', 'number', 'boolean'].includes(typeof d.value)) continue;
      const effect = typeof d.effect === 'string' ? d.effect : effects[0];
      if (!effect) continue;
      const q = byFact.get(d.fact) ?? { effect, fact: d.fact, values: [] };
      q.values.push({ name: String(d.value), value: d.value as string | number | boolean });
      byFact.set(d.fact, q);
    }
    out.push(...[...byFact.values()].filter((q) => !out.some((o) => o.fact === q.fact && o.effect === q.effect)));
  }
  return out;
}
