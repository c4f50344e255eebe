/** How much each typed word counts towards a ruling's coverage, by how rare it is among the hits: "no" less than a rare word. */
import type { SearchResult } from 'minisearch';

/**
 * The power the rarity share is raised to. Over every spent and working forum half (2,699 questions): 0 (each word
 * alike, as before) 70.2% top-1 and 87.3% top-3; 0.25 70.5% and 87.7%; 0.5 71.1% and 87.2%; 1 71.2% and 87.6%; 1.5
 * 70.7% and 87.3%; 2 69.7% and 86.4%.
 */
const rarityPower = 1;

/**
 * Each word group's share, from 0 to 1, of the rarest group's inverse document frequency: how many of `results` (the
 * hits of every group together, filtered as the search is) hold the group, against `documents`, how many the whole
 * index holds (so under a ruleset's scope the shares lie closer together). A word most rulings hold says little about
 * which one is asked for: "crocodile says no" put the rulings holding "no" over the one on house rules for crocodiles,
 * the one word they lack.
 */
export function rarityShares(results: readonly SearchResult[], groups: readonly (readonly string[])[], documents: number): number[] {
  if (groups.length < 2) return groups.map(() => 1);
  // Each term's groups, so that a result is read by the few terms it matched (a broad query has a thousand results).
  const groupsOf = new Map<string, number[]>();
  groups.forEach((g, k) => {
    for (const t of g) (groupsOf.get(t) ?? groupsOf.set(t, []).get(t)!).push(k);
  });
  const held = groups.map(() => 0);
  const last = groups.map(() => -1);
  for (let i = 0; i < results.length; i++) {
    for (const t of results[i]!.queryTerms) {
      for (const k of groupsOf.get(t) ?? []) {
        if (last[k] === i) continue;
        last[k] = i;
        held[k]!++;
      }
    }
  }
  const idf = held.map((n) => Math.log(1 + documents / (n + 1)));
  const most = Math.max(...idf);
  return idf.map((x) => (most > 0 ? (x / most) ** rarityPower : 1));
}
