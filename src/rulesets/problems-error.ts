/** Every problem of a file as one error, so a person fixes them all in one go instead of one per run. */
import { InputError } from '../errors.js';
import type { Problem } from './problem.js';

/** The first problem, positioned as usual, followed on the same line by the others' line:column and message. */
export function problemsError(problems: readonly Problem[]): InputError {
  // In reading order, so the message follows the file from the top.
  const sorted = [...problems].sort((a, b) => (a.where.line ?? 1) - (b.where.line ?? 1) || (a.where.column ?? 1) - (b.where.column ?? 1));
  const [first, ...rest] = sorted;
  if (!first) throw new TypeError('problemsError needs at least one problem');
  // One line still (scripts and tests read one line per refusal); the others follow as "line:column: message".
  const more = rest.map((p) => `${p.where.line ?? 1}:${p.where.column ?? 1}: ${p.message}`);
  const message = more.length ? `${first.message}; and ${more.length} more: ${more.join('; ')}` : first.message;
  return new InputError(message, first.where, first.key);
}
