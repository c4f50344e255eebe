/** Length limits applied before fuzzy matching and suggestions, whose cost grows with the square of a word's length. */
import { UsageError } from '../errors.js';
import { describeMixed, mixedScript, visible } from './mixed-script.js';

/** The longest reference `qm show` looks up (the longest id or name is well under it). */
export const MAX_REF_LENGTH = 200;
/** The longest single word of a search. */
export const MAX_QUERY_WORD_LENGTH = 100;
/** The longest whole search query. */
export const MAX_QUERY_LENGTH = 1000;

/** Refuses a `qm show` reference longer than the limit. */
export function checkRefLength(ref: string): void {
  if (ref.length > MAX_REF_LENGTH) throw new UsageError(`the reference is ${ref.length} characters long; the limit is ${MAX_REF_LENGTH}`);
}

/** Refuses a search query, or a word of it, longer than the limits. */
export function checkQueryLength(query: string): void {
  if (query.length > MAX_QUERY_LENGTH) throw new UsageError(`the search is ${query.length} characters long; the limit is ${MAX_QUERY_LENGTH}`);
  const long = query.split(/\s+/).find((w) => w.length > MAX_QUERY_WORD_LENGTH);
  if (long) throw new UsageError(`a search word is ${long.length} characters long; the limit is ${MAX_QUERY_WORD_LENGTH}`);
}

/** Refuses a search past the length limits, or a `--ruleset` id mixing lookalike scripts (it would match no ruleset, silently). */
export function checkSearchInput(query: string, rulesets: readonly string[] = []): void {
  checkQueryLength(query);
  for (const id of rulesets) {
    const mixed = mixedScript(id);
    if (mixed) throw new UsageError(`--ruleset '${visible(id)}' ${describeMixed(mixed)}; retype it`);
  }
}
