/** Long queries: in a board told as a story, the words that name a subject weigh more than the story around them. */
import type { SearchResult } from 'minisearch';
import { endsClause } from './words.js';

/** How many word groups a query needs before it is read as a story. */
const storyLength = 8;

/** The fields that name a subject (a card, keyword or ability), as opposed to a ruling's wording. */
const subjectFields = new Set(['cards', 'keywords', 'abilities']);

/** How much a word naming a subject counts in a story's coverage, against a story word. */
const subjectWeight = 2;

/** How much a word of the story's question (its last clause) counts, against a word of the board it tells. */
const questionWeight = 2;

/** How many word groups a story needs before its last clause is read as its question apart from the board it tells. */
const questionLength = 10;

/** How many of the query's words the question is taken to hold at least: a last clause "can he" asks of the one before. */
const questionWords = 3;


/**
 * Which word groups are the story's question: those typed in its last clauses, from the end, until they hold
 * `questionWords` groups ("opp wants to tow her off before she scuttles, can he": tow, scuttle, opp).
 */
function questionGroups(typed: readonly string[], at: readonly number[]): Set<number> {
  // The clause each typed word is in, counted from the end.
  const clause: number[] = new Array(typed.length);
  for (let i = typed.length - 1, c = 0; i >= 0; i--) {
    if (i < typed.length - 1 && endsClause(typed[i]!)) c++;
    clause[i] = c;
  }
  const out = new Set<number>();
  for (let c = 0; out.size < questionWords && at.some((i) => clause[i]! >= c); c++) at.forEach((i, g) => clause[i] === c && out.add(g));
  // A story told in one breath has no question apart from it.
  return out.size < at.length ? out : new Set();
}

/**
 * Each word group's weight in coverage: 1, or in a long query `subjectWeight` for a group whose terms some candidate
 * holds as a card, keyword or ability ("eternal", "derelict" in "my eternal ship was dragging a derelict home ..."),
 * and `questionWeight` for a group of the question the story ends with (`typed`: the query's free words as typed;
 * `at`: where each group's word was typed), both for a group that is both.
 */
export function storyWeights(results: readonly SearchResult[], groups: readonly Map<string, Set<string>>[], typed: readonly string[], at: readonly number[]): number[] {
  if (groups.length < storyLength) return groups.map(() => 1);
  const naming = new Set<string>();
  for (const r of results) for (const [term, fields] of Object.entries(r.match)) if (fields.some((f) => subjectFields.has(f))) naming.add(term);
  const question = groups.length >= questionLength ? questionGroups(typed, at) : new Set<number>();
  return groups.map((g, k) => ([...g.values()].some((terms) => [...terms].some((t) => naming.has(t))) ? subjectWeight : 1) * (question.has(k) ? questionWeight : 1));
}

/** How many word groups a story needs before the share of its words a ruling holds counts once rather than squared. */
const longStory = 12;

/**
 * The power coverage is raised to: 2, so that a ruling holding more of the typed words ranks above one holding a few
 * often; 1 in a long story, where most words tell the board (the table, the turn, the other ship) and squaring their
 * share favours the ruling that happens to hold the most of them over the one holding the few that decide.
 */
export function coveragePower(groups: number): number {
  return groups >= longStory ? 1 : 2;
}
