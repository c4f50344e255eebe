/** The vocabulary of a ruleset chain: each ruleset's declarations merged along `extends`, the stronger ruleset winning per name. */
import type { Library } from '../rulesets/entry.js';
import { wordsOf } from '../rulesets/text.js';
import type { FactDecl, RoleDecl, Vocabulary } from '../rulesets/vocabulary-schema.js';
import { readerOf, type Reader } from './reader.js';
import { nameKey } from './words.js';
import { isDocumentWord, phraseStemsOf } from './phrase-words.js';
import { chainStemming } from '../rulesets/chain-stems.js';

/** What the engine reads of a chain's vocabulary, indexed by name. */
export interface ChainVocabulary {
  /** The kind of an effect that gives none ('' when no ruleset of the chain declares one). */
  defaultKind: string;
  /** Folded kind → what it counts as (ability, rule, neither) and its meaning. */
  kinds: Map<string, { kind: string; countsAs?: string | undefined; means: string; ruleset: string; readAmong?: 'steps' | undefined; fromSource?: 'card' | undefined; sections?: string[] | undefined }>;
  facts: Map<string, FactDecl & { ruleset: string }>;
  /** A situation key as written, folded (`Won_By` → `won-by`) → the fact it gives: its name or one of its aliases. */
  factKeys: Map<string, string>;
  /** The same, for a key written on an effect's source piece: the facts declared `of: source` (a ship's own masts). */
  sourceFactKeys: Map<string, string>;
  /** Fact name → its default, for the facts that declare one. */
  defaults: Map<string, unknown>;
  roles: Map<string, RoleDecl & { ruleset: string }>;
  /** Directive labels in precedence order, strongest first, per question. */
  precedence: { conflict: string[]; order: string[] };
  windows: Map<string, string>;
  /** Folded words that, after a player's name, report what the player says (the strongest ruleset that declares them). */
  claims: string[];
  /** Folded words of a player's own voice ("i", "my", "you"): a rule given in them is a player's account of a rule. */
  voice: Set<string>;
  /** Effect kinds that are a player's account of a rule whatever its words ("claim"), folded as kinds are. */
  claimKinds: Set<string>;
  /** Folded words by which a speaker doubts what they tell (the strongest ruleset that declares them), each spaced at both ends. */
  hedges: string[];
  /**
   * Folded words by which an entry speaks to its user, each spaced at both ends, the role that then picks, and the
   * ruleset that declares them (the strongest that does): only its own entries speak so, not an extending sheet's.
   */
  addressed?: { words: string[]; printed: string[]; role: string; ruleset: string } | undefined;
  /** How phrases are read: the stemming of the strongest ruleset with a lexicon, the scopes of the strongest that declares them. */
  reader: Reader;
}

/** Merges the vocabularies of `chain` (strongest ruleset first): the first ruleset to declare a name defines it. */
export function chainVocabulary(lib: Library, chain: readonly string[]): ChainVocabulary {
  const v: Omit<ChainVocabulary, 'reader'> = { defaultKind: '', kinds: new Map(), facts: new Map(), roles: new Map(), factKeys: new Map(), sourceFactKeys: new Map(), defaults: new Map(), precedence: { conflict: [], order: [] }, windows: new Map(), claims: [], voice: new Set(), claimKinds: new Set(), hedges: [] };
  let defaultKind: string | undefined;
  let scopes: NonNullable<Vocabulary['scopes']> | undefined;
  for (const id of chain) {
    const voc: Vocabulary | undefined = lib.rulesets.find((r) => r.id === id)?.vocabulary;
    if (!voc) continue;
    defaultKind ??= voc['default-kind'];
    for (const k of voc.kinds ?? []) if (!v.kinds.has(nameKey(k.kind))) v.kinds.set(nameKey(k.kind), { kind: k.kind, countsAs: k['counts-as'], means: k.means, ruleset: id, readAmong: k['read-among'], fromSource: k['read-from-source'], sections: k.sections });
    for (const f of voc.facts ?? []) {
      if (!v.facts.has(f.fact)) v.facts.set(f.fact, { ...f, ruleset: id });
      for (const k of [f.fact, ...(f.aliases ?? [])]) if (!v.factKeys.has(factKey(k))) v.factKeys.set(factKey(k), f.fact);
      if (f.of === 'source') for (const k of [f.fact, ...(f.aliases ?? [])]) if (!v.sourceFactKeys.has(factKey(k))) v.sourceFactKeys.set(factKey(k), f.fact);
    }
    for (const r of voc.roles ?? []) if (!v.roles.has(r.role)) v.roles.set(r.role, { ...r, ruleset: id });
    for (const w of voc.windows ?? []) if (!v.windows.has(w.window)) v.windows.set(w.window, w.says);
    if (!v.precedence.conflict.length && voc.precedence?.conflict) v.precedence.conflict = voc.precedence.conflict;
    if (!v.precedence.order.length && voc.precedence?.order) v.precedence.order = voc.precedence.order;
    scopes ??= voc.scopes;
    if (!v.claims.length && voc.claims) v.claims = voc.claims.words.map((w) => w.toLowerCase());
    if (!v.voice.size && voc.claims?.voice) v.voice = new Set(voc.claims.voice.map(wordsOf));
    if (!v.claimKinds.size && voc.claims?.kinds) v.claimKinds = new Set(voc.claims.kinds.map(nameKey));
    if (!v.hedges.length && voc.hedges) v.hedges = voc.hedges.map((h) => ` ${wordsOf(h)} `);
    if (!v.addressed && voc.addressed) v.addressed = { words: voc.addressed.words.map((w) => ` ${wordsOf(w)} `), printed: (voc.addressed.printed ?? []).map((w) => ` ${wordsOf(w)} `), role: voc.addressed.role, ruleset: id };
  }
  for (const [name, f] of v.facts) if (f.default !== undefined) v.defaults.set(name, f.default);
  if (defaultKind) v.defaultKind = defaultKind;
  const infos = chain.map((id) => lib.rulesets.find((r) => r.id === id));
  const { stem, compounds } = chainStemming(infos);
  return { ...v, reader: readerOf(stem, scopes ?? [], compounds, { phraseStems: () => phraseStemsOf(lib, infos), isWord: (w) => isDocumentWord(lib, w) }) };
}

/** A situation key folded for comparison with fact names and aliases: lower case, `_` and spaces as `-`. */
const factKey = (key: string): string => key.toLowerCase().replace(/[_\s]+/g, '-');

/** The fact a situation key gives (its name or an alias), or undefined when the vocabulary declares none. */
export function factNamed(v: ChainVocabulary, key: string): string | undefined {
  return v.factKeys.get(factKey(key));
}

/**
 * The fact a key written on one of an effect's pieces gives, as the piece's role reads it: on its source, a fact declared
 * `of: source` first, never one `of: targets`; on a target, never one `of: source`.
 */
export function pieceFactNamed(v: ChainVocabulary, key: string, role: 'source' | 'targets'): string | undefined {
  const own = role === 'source' ? v.sourceFactKeys.get(factKey(key)) : undefined;
  if (own) return own;
  const fact = v.factKeys.get(factKey(key));
  const of = fact === undefined ? undefined : v.facts.get(fact)?.of;
  return of === undefined || of === role ? fact : undefined;
}

/** What an effect kind counts as (ability, rule, neither), or undefined when the vocabulary does not say. */
export function countsAs(v: ChainVocabulary, kind: string): string | undefined {
  return v.kinds.get(nameKey(kind))?.countsAs;
}
