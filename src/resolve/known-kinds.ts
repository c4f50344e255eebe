/** The effect kinds a ruleset chain declares, so an interview can offer them without src/ naming any. */
import type { Knowledge } from './knowledge.js';

/** The vocabulary's kinds, the default kind first, then in the order the rulesets declare them. */
export function knownKinds(knowledge: Knowledge): string[] {
  const v = knowledge.vocabulary;
  return [...new Set([v.defaultKind, ...[...v.kinds.values()].map((k) => k.kind)])].filter(Boolean);
}
