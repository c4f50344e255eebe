/** Turns the judge's board and answered questions into a situation file `qm check` accepts, the answers as `expect`. */
import type { Answer } from '../resolve/answer.js';
import type { Situation } from '../situation/schema.js';
import { expectationOf } from '../check/expectation-of.js';

/** The situation with every answer recorded under `expect`, as YAML text. */
export async function situationYaml(situation: Situation, answers: Answer[]): Promise<string> {
  const { stringify } = await import('yaml');
  const expect = Object.fromEntries(answers.map((a) => [a.id, expectationOf(a)]));
  const doc = { ...situation, questions: situation.questions.map((q, i) => ({ ...q, id: q.id ?? `q${i + 1}` })), expect };
  return `# Saved by qm judge; run it with: qm check <this file>\n${stringify(doc, { lineWidth: 0 })}`;
}
