/** Catala-style exceptions: a directive is silenced by another that bears on the same effects and overrides it. */
import type { Proof } from './answer.js';
import { nameOf, type Known } from './knowledge.js';

/**
 * Whether `over` overrides `k`: it names k's entry or label in `overrides`, or its label stands earlier in `precedence`
 * and k does not name over's (an exception written against a ruling beats its standing).
 */
export function overrides(over: Known, k: Known, precedence: readonly string[]): boolean {
  if (over === k) return false;
  const named = over.directive.overrides ?? [];
  if (named.includes(k.entry.id) || named.includes(k.label)) return true;
  // An exception written against a ruling (k names over) is not silenced by that ruling's standing: it was written to beat it.
  const against = k.directive.overrides ?? [];
  if (against.includes(over.entry.id) || against.includes(over.label)) return false;
  const [i, j] = [precedence.indexOf(over.label), precedence.indexOf(k.label)];
  return i >= 0 && j >= 0 && i < j;
}

/** Whether `k` is silenced by one of `others` (all bearing on the same effects); records which one for --explain. */
export function silenced(k: Known, others: readonly Known[], precedence: readonly string[], proof?: Proof): boolean {
  const by = others.find((o) => overrides(o, k, precedence));
  if (by) proof?.consider(nameOf(k), `overridden by ${nameOf(by)}`, k.at);
  return by !== undefined;
}
