/** The order the page offers rulesets in: what the site was built for first, so its resolver opens on it. */
import type { RulesetInfo } from '../rulesets/entry.js';

/**
 * Extra rulesets (an event's, from --rulesets) first, in the order given; then the built-in ones, the largest document first
 * (The Pirate Code for the built-ins), ties in code-point order. The page knows no game: size is the only signal it uses.
 */
export function siteRulesets<R extends Pick<RulesetInfo, 'id' | 'builtin' | 'entryCount'>>(rulesets: readonly R[]): R[] {
  const extras = rulesets.filter((r) => !r.builtin);
  const builtins = rulesets.filter((r) => r.builtin).sort((a, b) => b.entryCount - a.entryCount || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return [...extras, ...builtins];
}
