/** Reads a situation file (or standard input), validates it, and checks its references; problems are InputErrors with positions. */
import { problemsError } from '../rulesets/problems-error.js';
import { zodProblems } from '../rulesets/zod-problems.js';
import { checkedSituation, situationYaml, type LoadedSituation } from './plain-load.js';
import { situationSchema } from './schema.js';
import { plainSituation } from './shape.js';

export type { LoadedSituation } from './plain-load.js';

/** Parses and validates situation text; throws every problem as one InputError naming file:line:column. */
export function parseSituation(file: string, text: string): LoadedSituation {
  const yaml = situationYaml(file, text);
  // zod parses only what the plain checks refuse (it words the problems): they give the same value for the rest.
  const plain = plainSituation(yaml.value);
  if (plain) return checkedSituation(plain, yaml);
  // Without zod's generated parsers: a command reads one situation, and generating code for it costs more than it saves.
  const parsed = situationSchema.safeParse(yaml.value, { jitless: true });
  if (!parsed.success) throw problemsError(zodProblems(yaml, parsed.error));
  return checkedSituation(parsed.data, yaml);
}
