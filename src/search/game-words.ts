/** One game's words: a question is asked of one game, and uses its words; another game sharing a few of them is not meant. */
import type { SearchResult } from 'minisearch';

/** How strongly a ruleset's share of the query's words, against the best ruleset's, weighs on its entries. */
const gamePower = 2;

/** Whether `terms` holds one of `group`'s: a loop, where `some` with a callback made a closure for each result and group. */
function holdsOne(group: readonly string[], terms: readonly string[]): boolean {
  for (const t of group) if (terms.includes(t)) return true;
  return false;
}

/**
 * Each ruleset's factor: the share of the query's word groups some entry of it holds, over the best such share of
 * any ruleset, raised to `gamePower`. "red soldier and blue pirate both grab the chest" is a LEGO question because
 * only the LEGO game holds all of its words, though another game's rulings on chests hold "chest" more often.
 */
export function gameFactors(results: readonly SearchResult[], groups: readonly (readonly string[])[], rulesetOf: readonly string[]): Map<string, number> {
  const held = new Map<string, Set<number>>();
  for (const r of results) {
    const id = rulesetOf[r.id as number]!;
    const set = held.get(id) ?? held.set(id, new Set()).get(id)!;
    if (set.size === groups.length) continue;
    // A result's matched terms are a few: looked up in place, not copied into a set for each of a thousand results.
    const terms = r.queryTerms;
    for (let k = 0; k < groups.length; k++) if (!set.has(k) && holdsOne(groups[k]!, terms)) set.add(k);
  }
  const best = Math.max(1, ...[...held.values()].map((s) => s.size));
  return new Map([...held].map(([id, s]) => [id, (s.size / best) ** gamePower]));
}
