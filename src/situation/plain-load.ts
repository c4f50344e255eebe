/** Reading a situation's text up to its schema check, and after it; and the whole of it without zod, for a file that plainly meets the contract. */
import { InputError } from '../errors.js';
import { problemsError } from '../rulesets/problems-error.js';
import { parseYaml, type YamlSource } from '../rulesets/yaml-source.js';
import { referenceProblems } from './references.js';
import type { Situation } from './schema.js';
import { plainSituation } from './shape.js';

/** A validated situation with the YAML it came from (for positions in later messages). */
export interface LoadedSituation {
  situation: Situation;
  yaml: YamlSource;
}

/** The YAML of situation text; throws an InputError unless it is a mapping. */
export function situationYaml(file: string, text: string): YamlSource {
  const yaml = parseYaml(file, text);
  if (yaml.value === null || typeof yaml.value !== 'object' || Array.isArray(yaml.value)) {
    throw new InputError('a situation file is a YAML mapping with ruleset, effects and questions', { file, line: 1, column: 1 });
  }
  return yaml;
}

/** A situation that passed the schema, once its references are checked; throws them all as one InputError. */
export function checkedSituation(situation: Situation, yaml: YamlSource): LoadedSituation {
  const problems = referenceProblems(situation, yaml);
  if (problems.length) throw problemsError(problems);
  return { situation, yaml };
}

/** Parses and validates situation text without zod; undefined when its value does not plainly meet the contract (parseSituation words why). */
export function parsePlainly(file: string, text: string): LoadedSituation | undefined {
  const yaml = situationYaml(file, text);
  const situation = plainSituation(yaml.value);
  return situation && checkedSituation(situation, yaml);
}
