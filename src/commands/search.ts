/** `qm search <words...>`: ranked full-text search over every entry, typo-tolerant, with field prefixes and exact phrases. */
import { didYouMean } from '../closest.js';
import { UsageError } from '../errors.js';
import type { LibraryOptions } from '../rulesets/library.js';
import { checkSearchInput } from '../rulesets/limits.js';
import { loadSearchIndex } from '../search/load.js';
import { knownPrefixes, parseQuery } from '../search/query.js';
import { search } from '../search/search.js';
import { suggestQueries } from '../search/suggest.js';

/** Options of `qm search`. */
export interface SearchOptions extends LibraryOptions {
  /** Ruleset ids to search (`--ruleset`, repeatable). */
  ruleset?: string[] | undefined;
  limit?: string | number | undefined;
  json?: boolean | undefined;
}

/** Parses `--limit`. */
function parseLimit(value: string | number | undefined): number {
  if (value === undefined) return 10;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--limit takes a whole number of at least 1, not "${value}"`);
  return n;
}

/** A prefix qm does not know is read as plain words, as Scryfall does, but never silently: say so and name the known ones. */
function warnUnknownPrefixes(query: string): void {
  for (const prefix of new Set(parseQuery(query).unknownPrefixes ?? [])) {
    const hint = didYouMean(prefix, knownPrefixes);
    process.stderr.write(`qm: warning: '${prefix}' is not a search prefix, so its words were searched as plain words${hint}; prefixes: ${knownPrefixes.join(' ')}\n`);
  }
}

/** Prints the hits best first; returns 1 with "did you mean" suggestions when nothing matches. */
export async function searchCommand(words: string[], options: SearchOptions): Promise<number> {
  // The shell has already removed quotes: a prefixed argument with spaces (card:"Nemesio Diaz") keeps its words together.
  const unknown = words.find((w) => w.startsWith('--'));
  if (unknown) {
    const flag = unknown.split('=')[0]!;
    throw new UsageError(`unknown option '${flag}'${didYouMean(flag, ['--ruleset', '--limit', '--json'])} (a single dash excludes a word: -word)`);
  }
  // Likewise an exclusion with spaces (-"sea monster" arrives as `-sea monster`) stays one phrase.
  const query = words
    .map((w) => w.replace(/^([A-Za-z]+):([^"].*\s.*)$/s, '$1:"$2"').replace(/^-([^"-].*\s.*)$/s, '-"$1"'))
    .join(' ')
    .trim();
  if (!query) throw new UsageError('qm search needs words to look for');
  checkSearchInput(query, options.ruleset);
  warnUnknownPrefixes(query);
  const limit = parseLimit(options.limit);
  const ix = await loadSearchIndex(options);
  const hits = search(ix, query, { rulesets: options.ruleset, limit });
  const suggestions = hits.length ? [] : suggestQueries(ix, query, { rulesets: options.ruleset });
  if (options.json) {
    const { json, searchHitJson } = await import('../render/json.js');
    process.stdout.write(json({ query, hits: hits.map(searchHitJson), ...(hits.length ? {} : { suggestions }) }));
    return hits.length ? 0 : 1;
  }
  if (!hits.length) {
    process.stderr.write(`qm: nothing found for "${query}".${suggestions.length ? ` Did you mean: ${suggestions.map((s) => `"${s}"`).join(', ')}?` : ''}\n`);
    return 1;
  }
  const { renderHits } = await import('../render/text/search.js');
  process.stdout.write(await renderHits(hits));
  return 0;
}
