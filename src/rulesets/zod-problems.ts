/** Maps zod issues to problems positioned in the YAML file (knip's `message (location: a.b)`, plus line:column). */
import type { z } from 'zod';
import { didYouMean } from '../closest.js';
import type { Problem } from './problem.js';
import { positionAt, type YamlSource } from './yaml-source.js';

/** The value at a data path, or undefined when a key on the way is missing. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

const kinds: Record<string, string> = { array: 'a list', object: 'a mapping', string: 'a text', number: 'a number', boolean: 'true or false' };

/**
 * An issue in words for the person who wrote the file. Kept here rather than in zod-validation-error: that library
 * words the path as `at "a.b"`, while qm positions every problem at file:line:column in the YAML source, in one place.
 */
function wording(src: YamlSource, issue: z.core.$ZodIssue): string {
  const path = issue.path as PropertyKey[];
  const last = String(path.at(-1) ?? '');
  if (issue.code === 'unrecognized_keys') return `unknown key '${issue.keys.join("', '")}'`;
  if (issue.code === 'invalid_type' && path.length && valueAt(src.value, path) === undefined) {
    return `missing key '${last}': it needs ${kinds[issue.expected] ?? issue.expected}`;
  }
  if (issue.code === 'too_small' && issue.origin === 'array' && Number(issue.minimum) === 1) return `'${last}' is empty: it needs at least one item`;
  return issue.message;
}

/** One problem per zod issue, each at the value (or misspelt key) it is about. */
export function zodProblems(src: YamlSource, error: z.ZodError): Problem[] {
  return error.issues.map((issue) => {
    const path = issue.path as PropertyKey[];
    const unknownKey = issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
    const where = positionAt(src, path, unknownKey);
    const location = [...path, ...(unknownKey ? [unknownKey] : [])].map(String).join('.');
    // A value that is not one of a short list of names is most often a slip for one of them.
    const hint = issue.code === 'invalid_value' ? didYouMean(String(valueAt(src.value, path)), issue.values.map(String)) : '';
    return { rule: 'schema', message: `${wording(src, issue)} (location: ${location || '(top)'})${hint}`, where, key: location || undefined };
  });
}
