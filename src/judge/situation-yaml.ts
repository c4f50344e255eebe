/** Turns the judge's board and answered questions into a situation file `qm check` accepts, the answers as `expect`. */
import type { Answer } from '../resolve/answer.js';
import type { Expectation, Situation } from '../situation/schema.js';
import { pickerKey } from '../resolve/roles.js';

/** What `qm check` should expect next time, given the ruling the judge accepted. */
export function expectationOf(a: Answer): Expectation {
  if (a.undetermined && a.ask !== 'order') return { undetermined: true };
  if (a.ask === 'who-picks') return { picker: pickerKey(a.picker) };
  if (a.ask === 'conflict') return a.winner ? { winner: a.winner } : { winner: null, chooser: a.chooser?.player ?? null };
  return { steps: a.steps.map((s) => s.effects), ...(a.excluded.length ? { excluded: a.excluded.map((x) => x.effect) } : {}) };
}

/** The situation with every answer recorded under `expect`, as YAML text. */
export async function situationYaml(situation: Situation, answers: Answer[]): Promise<string> {
  const { stringify } = await import('yaml');
  const expect = Object.fromEntries(answers.map((a) => [a.id, expectationOf(a)]));
  const doc = { ...situation, questions: situation.questions.map((q, i) => ({ ...q, id: q.id ?? `q${i + 1}` })), expect };
  return `# Saved by qm judge; run it with: qm check <this file>\n${stringify(doc, { lineWidth: 0 })}`;
}
