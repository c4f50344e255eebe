/** Problems found while loading or linting rulesets: collected, never thrown one at a time. */
import { InputError, type Position } from '../errors.js';

/** One problem, with the rule that found it and where. */
export interface Problem {
  rule: string;
  message: string;
  where: Position;
  key?: string | undefined;
}

/** What a validation pass collects. */
export interface Findings {
  errors: Problem[];
  warnings: Problem[];
}

/** Turns the first error of a validation pass into the InputError that commands other than lint throw. */
export function firstErrorAsInput(findings: Findings): void {
  const first = findings.errors[0];
  if (first) throw new InputError(first.message, first.where, first.key);
}
