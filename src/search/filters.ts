/** The `kind:`, `is:` and `see:` filters: what an entry is (its kind, or a name the lexicon gives) and what links to it. */
import { InputError } from '../errors.js';
import type { FilterDef } from '../rulesets/lexicon-schema.js';
import { sectionTermsOf } from './hints.js';
import type { FilterPrefix } from './query.js';
import { docFlags, termsOf, type SearchIndex } from './search-index.js';
import { splitWords, type Word } from './words.js';

/** A test on a document by position. */
export type DocFilter = (n: number) => boolean;

const foldName = (s: string) => splitWords(s).map((w: Word) => w.folded).join(' ');

/** The filter names the lexicons in scope define, folded. */
function namedFilters(ix: SearchIndex, scope: string[]): Map<string, FilterDef> {
  const out = new Map<string, FilterDef>();
  for (const id of scope) for (const [name, def] of Object.entries(ix.lexicons[id]?.filters ?? {})) if (!out.has(foldName(name))) out.set(foldName(name), def);
  return out;
}

/** True when the document or one of its ancestors has any of the flags. */
function hasUp(ix: SearchIndex, n: number, flags: number): boolean {
  for (let p = n; p >= 0; p = ix.parentOf[p]!) if (ix.flagsOf[p]! & flags) return true;
  return false;
}

/** One filter definition as a test. */
function compile(ix: SearchIndex, def: FilterDef): DocFilter {
  const kinds = def.kinds ? new Set(def.kinds) : undefined;
  const flags = (def.has ?? []).reduce((f, h) => f | docFlags[h], 0);
  const sectionTerms = sectionTermsOf(ix);
  const section = def.section;
  // The section's terms per ruleset, worked out once rather than for every candidate a query tests.
  const wanted = new Map<string, string[]>();
  const wantIn = (ruleset: string) => wanted.get(ruleset) ?? wanted.set(ruleset, termsOf(section!, ix.processors.get(ruleset)!)).get(ruleset)!;
  return (n) => {
    if (kinds && !kinds.has(ix.kindOf[n]!)) return false;
    if (flags && !hasUp(ix, n, flags)) return false;
    if (section) {
      const want = wantIn(ix.rulesetOf[n]!);
      const have = sectionTerms(n);
      if (!want.every((t) => have.has(t))) return false;
    }
    return true;
  };
}

/** The tests the `kind:`, `is:` and `see:` parts of a query stand for; an unknown kind name is an InputError listing the known ones. */
export function compileFilters(ix: SearchIndex, filters: { prefix: FilterPrefix; value: string }[], scope: Set<string>): DocFilter[] {
  if (!filters.length) return [];
  const ids = scope.size ? [...scope] : ix.rulesets;
  const named = namedFilters(ix, ids);
  const kinds = new Set(ix.kindOf);
  // Entry kinds and the entry fields every ruleset has are known without a lexicon.
  const generic: Record<string, FilterDef> = { keyword: { has: ['keywords'] }, ability: { has: ['abilities'] }, card: { has: ['cards'] } };
  return filters.map(({ prefix, value }) => {
    if (prefix === 'see') {
      const from = new Set(ix.linksTo[value.trim().toLowerCase()] ?? []);
      return (n) => from.has(n);
    }
    const name = foldName(value);
    const def = named.get(name) ?? named.get(name.replace(/s$/, '')) ?? (kinds.has(name) ? { kinds: [name] } : generic[name.replace(/s$/, '')]);
    if (!def) {
      const known = [...new Set([...kinds, ...Object.keys(generic), ...named.keys()])].sort();
      throw new InputError(`unknown ${prefix}: "${value}" (known: ${known.join(', ')})`);
    }
    return compile(ix, def);
  });
}
