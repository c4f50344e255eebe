/** The directives a situation can use: its ruleset's, those of the rulesets it extends, and any extra rulesets named. */
import type { Directive } from '../rulesets/directive-schema.js';
import type { Entry, Library } from '../rulesets/entry.js';
import { InputError, type Position } from '../errors.js';

/** A directive with the entry that states it. */
export interface Known<K extends Directive['kind'] = Directive['kind']> {
  directive: Extract<Directive, { kind: K }>;
  entry: Entry;
}

/** The entries a directive cites: its own, then any it names. */
export const citesOf = <K extends Directive['kind']>(k: Known<K>): string[] => [k.entry.id, ...(k.directive.cites ?? [])];

/** Everything the engine reads for one situation, grouped by directive kind. */
export interface Knowledge {
  rulesets: string[];
  entries: Entry[];
  byKind: { [K in Directive['kind']]: Known<K>[] };
}

const kinds: Directive['kind'][] = [
  'level', 'ability-over-rule', 'same-level', 'holds-over-abilities', 'not-an-ability', 'prefer', 'source-rank',
  'window', 'procedure', 'before', 'excludes', 'turn-order', 'chooser',
];

/** The chain of ruleset ids a situation reads, strongest first: extra rulesets, then the ruleset and what it extends. */
export function rulesetChain(lib: Library, ruleset: string, extra: readonly string[], where: Position): string[] {
  const chain: string[] = [];
  const add = (id: string, path: string) => {
    const info = lib.rulesets.find((r) => r.id === id);
    if (!info) throw new InputError(`unknown ruleset '${id}'; known: ${lib.rulesets.map((r) => r.id).join(', ')} (location: ${path})`, where, path);
    for (let r: typeof info | undefined = info; r && !chain.includes(r.id); r = lib.rulesets.find((x) => x.id === r!.extends)) chain.push(r.id);
  };
  extra.forEach((id, i) => add(id, `rulesets.${i}`));
  add(ruleset, 'ruleset');
  return chain;
}

const cache = new WeakMap<Library, Map<string, Knowledge>>();

/** The knowledge of a ruleset chain, computed once per library. */
export function knowledgeOf(lib: Library, chain: string[]): Knowledge {
  let perLib = cache.get(lib);
  if (!perLib) cache.set(lib, (perLib = new Map()));
  const key = chain.join('\n');
  const hit = perLib.get(key);
  if (hit) return hit;
  const set = new Set(chain);
  const entries = lib.entries.filter((e) => set.has(e.ruleset));
  const byKind = Object.fromEntries(kinds.map((k) => [k, [] as Known[]])) as unknown as Knowledge['byKind'];
  // Stronger rulesets first, so a house ruleset's directives come before its base game's.
  for (const id of chain) {
    for (const entry of entries) {
      if (entry.ruleset !== id) continue;
      for (const directive of entry.directives) (byKind[directive.kind] as Known[]).push({ directive, entry } as Known);
    }
  }
  const knowledge = { rulesets: chain, entries, byKind };
  perLib.set(key, knowledge);
  return knowledge;
}
