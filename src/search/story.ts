/** Long queries: in a board told as a story, the words that name a subject weigh more than the story around them. */
import type { SearchResult } from 'minisearch';

/** How many word groups a query needs before it is read as a story. */
const storyLength = 8;

/** The fields that name a subject (a card, keyword or ability), as opposed to a ruling's wording. */
const subjectFields = new Set(['cards', 'keywords', 'abilities']);

/** How much a word naming a subject counts in a story's coverage, against a story word. */
const subjectWeight = 2;

/**
 * Each word group's weight in coverage: 1, or `subjectWeight` in a long query for a group whose terms some candidate
 * holds as a card, keyword or ability ("eternal", "derelict" in "my eternal ship was dragging a derelict home ...").
 */
export function storyWeights(results: readonly SearchResult[], groups: readonly Map<string, Set<string>>[]): number[] {
  if (groups.length < storyLength) return groups.map(() => 1);
  const naming = new Set<string>();
  for (const r of results) for (const [term, fields] of Object.entries(r.match)) if (fields.some((f) => subjectFields.has(f))) naming.add(term);
  return groups.map((g) => ([...g.values()].some((terms) => [...terms].some((t) => naming.has(t))) ? subjectWeight : 1));
}
