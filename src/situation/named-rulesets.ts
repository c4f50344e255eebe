/** The rulesets a situation file names, read before the library is loaded, so that only their entries are parsed. */

// A top-level `ruleset: id` line, as situation files write it (quoted or not, a comment after it).
const rulesetLine = /^ruleset:[ \t]*(["']?)([A-Za-z0-9_.-]+)\1[ \t]*(?:#.*)?\r?$/gm;

/**
 * The ids the file's `ruleset:` lines name; undefined when it names more some other way (`rulesets:`) or none, and the
 * whole library is loaded. A guess, never trusted alone: the resolver checks each situation's chain was loaded, and
 * loads the whole library when it was not (see commands/resolve.ts).
 */
export function namedRulesets(text: string): string[] | undefined {
  if (/^rulesets:/m.test(text)) return undefined;
  const ids = new Set([...text.matchAll(rulesetLine)].map((m) => m[2]!));
  return ids.size ? [...ids] : undefined;
}
