/** The directives a situation can use: its ruleset's, those of the rulesets it extends, and any extra rulesets named. */
import { didYouMean } from '../closest.js';
import type { Directive } from '../rulesets/directive-schema.js';
import type { Entry, EntryDirective, Library } from '../rulesets/entry.js';
import { formatPosition, InputError, type Position } from '../errors.js';
import { extendsChain } from '../rulesets/extends-chain.js';
import { chainVocabulary, type ChainVocabulary } from '../read/vocabulary.js';

/** A directive with the entry that states it, its precedence label and where it is written. */
// The default is `any` so that a directive of one kind passes where any directive will do (Extract makes K invariant).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Known<K extends Directive['kind'] = any> {
  directive: Extract<Directive, { kind: K }>;
  entry: Entry;
  /** The directive's `label`, else its kind. */
  label: string;
  /** file:line of the directive, when it came from a directive file; else the entry's. */
  at: string;
}

/** The entries a directive cites: its own, then any it names. */
export const citesOf = <K extends Directive['kind']>(k: Known<K>): string[] => [k.entry.id, ...(k.directive.cites ?? [])];

/** How a directive is named in reasons and in --explain: its label and the entry that states it. */
export const nameOf = (k: Known): string => `${k.label} (${k.entry.id})`;

/** Everything the engine reads for one situation, grouped by directive kind. */
export interface Knowledge {
  rulesets: string[];
  entries: Entry[];
  /** Every entry of the library by id (the library's own map): a ruling's parents may sit in any ruleset. */
  byId: ReadonlyMap<string, Entry>;
  vocabulary: ChainVocabulary;
  byKind: { [K in Directive['kind']]: Known<K>[] };
}

const kinds: Directive['kind'][] = ['level', 'tie', 'prefer', 'rank', 'window', 'procedure', 'float', 'before', 'excludes', 'turn-order', 'lends', 'chooser'];

/** The chain of ruleset ids a situation reads, strongest first: extra rulesets, then the ruleset and what it extends. */
export function rulesetChain(lib: Library, ruleset: string, extra: readonly string[], where: Position): string[] {
  const chain: string[] = [];
  const byId = new Map(lib.rulesets.map((r) => [r.id, r]));
  const add = (id: string, path: string) => {
    const info = byId.get(id);
    if (!info) throw new InputError(`unknown ruleset '${id}'${didYouMean(id, lib.rulesets.map((r) => r.id))}; known: ${lib.rulesets.map((r) => r.id).join(', ')} (location: ${path})`, where, path);
    for (const r of extendsChain(info, byId).chain) if (!chain.includes(r.id)) chain.push(r.id);
  };
  extra.forEach((id, i) => add(id, `rulesets.${i}`));
  add(ruleset, 'ruleset');
  return chain;
}

const cache = new WeakMap<Library, Map<string, Knowledge>>();

const whereOf = (d: EntryDirective, e: Entry): string => (d.at ? formatPosition({ file: d.at.file, line: d.at.line }) : `${e.ruleset}/${e.file}:${e.line}`);

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
  // Stronger rulesets first, so reasons list a house ruleset's directives before its base game's.
  for (const id of chain) {
    for (const entry of entries) {
      if (entry.ruleset !== id) continue;
      for (const directive of entry.directives) {
        (byKind[directive.kind] as Known[]).push({ directive, entry, label: directive.label ?? directive.kind, at: whereOf(directive, entry) } as Known);
      }
    }
  }
  const knowledge = { rulesets: chain, entries, byId: lib.byId, vocabulary: chainVocabulary(lib, chain), byKind };
  perLib.set(key, knowledge);
  return knowledge;
}
