/** What `qm site` embeds in the page: the loaded rulesets and entries, the serialised search index and example situations. */
import type { Entry, Library, RulesetInfo } from '../rulesets/entry.js';
import { siteRulesets } from './site-rulesets.js';
import { buildSearchIndex, serialiseIndex, type SearchIndex, type SerialisedIndex } from '../search/search-index.js';

/** A situation file offered in the page's resolver. */
export interface SiteExample {
  /** What the menu shows: the situation's title, or its file name. */
  name: string;
  text: string;
}

/** The page's data, as JSON: enough to search, show and resolve with no network. */
export interface SiteData {
  format: 1;
  version: string;
  /** The rulesets without the folder they were loaded from (a path on the builder's disk means nothing to a reader). */
  rulesets: Omit<RulesetInfo, 'dir'>[];
  entries: Entry[];
  /** The same index `qm search` reads, built from the same library; its documents are made again in the page from `entries`. */
  index: SerialisedIndex;
  examples: SiteExample[];
}

/** True when the index's documents are `lib`'s entries in the same order (the page makes each document from the entry at its position). */
function indexesInOrder(ix: SearchIndex, lib: Library): boolean {
  if (ix.size !== lib.entries.length) return false;
  for (let n = 0; n < ix.size; n++) if (ix.doc(n).id !== lib.entries[n]!.id) return false;
  return true;
}

/** The data of the site of `lib`, with `ix` (the prebuilt index `qm search` loads) when it covers exactly those entries, else one built from `lib`. */
export function siteData(lib: Library, ix: SearchIndex | undefined, version: string, examples: SiteExample[]): SiteData {
  const rulesets = siteRulesets(lib.rulesets).map(({ dir: _dir, ...r }) => r);
  const index = serialiseIndex(ix && indexesInOrder(ix, lib) ? ix : buildSearchIndex(lib));
  // Where a directive is written (a path on the builder's disk when qm runs outside the package) serves lint messages, not the page.
  const entries = lib.entries.map((e) => (e.directives.length ? { ...e, directives: e.directives.map(({ at: _at, ...d }) => d) } : e));
  return { format: 1, version, rulesets, entries, index, examples };
}
