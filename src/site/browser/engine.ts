/** qm in the browser: the CLI's own search, lookup and resolver modules over the page's data; nothing here may import node:*. */
import { InputError } from '../../errors.js';
import { makeLibrary, type Entry, type Library, type RulesetInfo } from '../../rulesets/entry.js';
import { findEntries } from '../../rulesets/lookup.js';
import { resolveSituation } from '../../resolve/resolve-situation.js';
import { useSearchIndex } from '../../read/search-index-of.js';
import type { Resolution } from '../../resolve/answer.js';
import { searchDoc, type SearchDoc } from '../../search/documents.js';
import { restoreIndex, type SearchIndex } from '../../search/search-index.js';
import { search, type SearchHit } from '../../search/search.js';
import { suggestQueries } from '../../search/suggest.js';
import { positionAt } from '../../rulesets/yaml-source.js';
import { parseSituation } from '../../situation/load-situation.js';
import type { Situation } from '../../situation/schema.js';
import type { SiteData } from '../site-data.js';

/** The loaded library and index, and what the views ask of them. */
export interface Engine {
  lib: Library;
  ix: SearchIndex;
  search(query: string, rulesets: string[], limit: number, kinds?: string[]): SearchHit[];
  suggest(query: string, rulesets: string[]): string[];
  show(ref: string): Entry[];
  resolve(yamlText: string): { situation: Situation; resolution: Resolution };
}

/** Builds the engine from the page's data: the index is restored, never rebuilt, and its documents are made from the entries on demand. */
export function makeEngine(data: SiteData): Engine {
  const rulesets = data.rulesets.map((r) => ({ ...r, dir: '' })) as RulesetInfo[];
  const lib = makeLibrary(rulesets, data.entries);
  const docs = new Map<number, SearchDoc>();
  const doc = (n: number) => {
    let d = docs.get(n);
    if (!d) docs.set(n, (d = searchDoc(lib.entries[n]!, lib)));
    return d;
  };
  const ix = restoreIndex(data.index, doc);
  // The resolver reads a judge's words through the page's own index, as qm resolve does through dist/'s.
  useSearchIndex(lib, ix);
  return {
    lib,
    ix,
    search: (query, scope, limit, kinds) => search(ix, query, { rulesets: scope, limit, kinds }),
    suggest: (query, scope) => suggestQueries(ix, query, { rulesets: scope }),
    // What qm show prints, in its order: the entries called by the ref, then those that only mention it.
    show: (ref) => {
      const found = findEntries(lib, ref);
      return [...found.main, ...found.mentions];
    },
    resolve: (text) => resolveText(lib, text),
  };
}

/** Parses, checks and resolves a situation typed into the page, as `qm resolve` does a file (errors are InputErrors with positions). */
function resolveText(lib: Library, text: string): { situation: Situation; resolution: Resolution } {
  const file = 'situation';
  const { situation, yaml } = parseSituation(file, text);
  const known = lib.rulesets.map((r) => r.id);
  const check = (id: string, where: PropertyKey[]) => {
    if (!known.includes(id)) throw new InputError(`unknown ruleset '${id}'; known: ${known.join(', ')} (location: ${where.join('.')})`, positionAt(yaml, where), where.join('.'));
  };
  check(situation.ruleset, ['ruleset']);
  (situation.rulesets ?? []).forEach((id, i) => check(id, ['rulesets', i]));
  return { situation, resolution: resolveSituation(lib, situation, file) };
}
