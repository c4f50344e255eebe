/** The loaded, flattened shape of rulesets that commands, search and the resolver read. */
import type { Card, Quote } from './schema.js';
import type { Directive } from './directive-schema.js';
import type { Position } from '../errors.js';
import type { Lexicon } from './lexicon-schema.js';
import type { Vocabulary } from './vocabulary-schema.js';

/** One entry of a ruleset, flattened out of its file with everything inherited filled in. */
export interface Entry {
  id: string;
  ruleset: string;
  source: string;
  section: string[];
  kind: string;
  title: string;
  text: string;
  cards: Card[];
  keywords: string[];
  abilities: string[];
  aliases: string[];
  quotes: Quote[];
  see: string[];
  note?: string | undefined;
  /** What players ask that this entry answers, in their own words (the ruleset's `asked` files): searched with it. */
  asked?: string[] | undefined;
  /** What the resolver reads from this entry, in order: inline directives, then those placed from directive files. */
  directives: EntryDirective[];
  /** The id of the entry this one is nested under. */
  parent?: string | undefined;
  /** The ids of the entries nested under this one, in document order. */
  children: string[];
  /** Where it is written: the file relative to its ruleset folder, and the line and column of its id. */
  file: string;
  line: number;
  column: number;
}

/** A directive as loaded, with where it is written when it came from a directive file. */
export type EntryDirective = Directive & { at?: Position | undefined };

/** A loaded ruleset's manifest facts. */
export interface RulesetInfo {
  id: string;
  title: string;
  game: string;
  description?: string | undefined;
  sources: { id: string; title: string; edition?: string | undefined; date?: string | undefined; author?: string | undefined; seed?: string | undefined }[];
  base?: { game: string; relation: string } | undefined;
  extends?: string | undefined;
  /** The line of `extends` in the manifest, for messages about the chain. */
  extendsLine?: number | undefined;
  precedence?: { source: string; over: string[]; cite?: string | undefined }[] | undefined;
  /** The folder it was loaded from, and whether it ships with qm. */
  dir: string;
  builtin: boolean;
  entryCount: number;
  /** The search lexicon from the manifest's `lexicon` file, when it names one. */
  lexicon?: Lexicon | undefined;
  /** The resolver's vocabulary from the manifest's `vocabulary` file, when it names one. */
  vocabulary?: Vocabulary | undefined;
  /** The words its directives' phrases and its facts' said phrases are made of (phrase-words.ts), kept in the snapshot. */
  phraseWords?: string[] | undefined;
  /** The stems of the phrase words of its own chain (itself and what it extends), as they are read (chain-stems.ts). */
  phraseStems?: string[] | undefined;
}

/** Every loaded ruleset and entry, with the lookups commands need. */
export interface Library {
  rulesets: RulesetInfo[];
  entries: Entry[];
  byId: Map<string, Entry>;
  /** When only some rulesets' entries were loaded (a situation's chain), their ids: every ruleset is still listed. */
  partial?: readonly string[];
}

/** Builds the id index of a library. */
export function makeLibrary(rulesets: RulesetInfo[], entries: Entry[]): Library {
  return { rulesets, entries, byId: new Map(entries.map((e) => [e.id, e])) };
}
