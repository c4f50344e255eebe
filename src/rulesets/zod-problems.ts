/** Maps zod issues to problems positioned in the YAML file (knip's `message (location: a.b)`, plus line:column). */
import type { z } from 'zod';
import type { Problem } from './problem.js';
import { positionAt, type YamlSource } from './yaml-source.js';

/** One problem per zod issue, each at the value (or misspelt key) it is about. */
export function zodProblems(src: YamlSource, error: z.ZodError): Problem[] {
  return error.issues.map((issue) => {
    const path = issue.path as PropertyKey[];
    const unknownKey = issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
    const where = positionAt(src, path, unknownKey);
    const location = [...path, ...(unknownKey ? [unknownKey] : [])].map(String).join('.');
    const message =
      issue.code === 'unrecognized_keys'
        ? `unknown key '${issue.keys.join("', '")}'`
        : issue.message;
    return { rule: 'schema', message: `${message} (location: ${location || '(top)'})`, where, key: location || undefined };
  });
}
