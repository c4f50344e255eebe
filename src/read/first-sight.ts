/**
 * What an effect is read as before its words are: by `entry:`, by name (exactly, as players shorten or inflect it, or
 * one slip away) and by printed text. Worked out once per effect of a board: the reading by words, each close reading an
 * answer tries, and a board's second look at a shared reading all start from it.
 */
import type { Entry, Library } from '../rulesets/entry.js';
import { entriesOf } from '../rulesets/lookup.js';
import type { Effect, Piece } from '../situation/schema.js';
import type { SeenEffect } from './effect.js';
import { nameKey, wordsOf } from './words.js';
import { byNameWords } from './name-words.js';
import { byName, nearNames, outermost } from './known-names.js';
import { byText } from './known-texts.js';

/** What a board shares for reading its effects by name and text. */
export interface SightContext {
  lib: Library;
  pieces: Map<string, Piece>;
  inChain: (e: Entry) => boolean;
  rulesets: ReadonlySet<string>;
  lexiconOf: string;
  chainKey: string;
  strict: boolean;
}

/** An effect at first sight: never changed once made (a reading copies what it adds to). */
export interface Sight {
  source: Piece | undefined;
  /** Folded names: the ability as written and the source piece's name and card (not yet the entries' names). */
  names: ReadonlySet<string>;
  recognised: readonly SeenEffect['recognised'][number][];
  closeNames: string[];
  /** The printed card text one slip from the effect's text, as printed. */
  corrected: string | undefined;
}

/** `name` without the word `word` (as names compare), when it has other words; else undefined. */
function withoutWord(name: string, word: string): string | undefined {
  const drop = nameKey(word);
  const kept = name.split(/\s+/).filter((w) => nameKey(w) !== drop);
  return kept.length && kept.length < name.split(/\s+/).length ? kept.join(' ') : undefined;
}

/** Reads `effect` by `entry:`, name and printed text (exactly only, when `strict`). */
export function firstSight(effect: Effect, ctx: SightContext): Sight {
  const { lib, pieces, inChain, lexiconOf, chainKey } = ctx;
  const names = new Set<string>();
  const recognised: SeenEffect['recognised'] = [];
  let closeNames: string[] = [];
  const source = effect.source ? pieces.get(effect.source) : undefined;
  for (const n of [effect.ability, source?.name, source?.card]) if (n) names.add(nameKey(n));
  // An `entry:` pins the reading: nothing else is guessed.
  if (effect.entry) for (const e of entriesOf(lib, effect.entry, ctx.rulesets)) recognised.push({ entry: e, by: 'entry' });
  if (effect.ability && !effect.entry) {
    const named = byName(lib, effect.ability, inChain);
    for (const e of named.entries) recognised.push({ entry: e, by: 'name', ...(named.mentioned ? { mentioned: true } : {}) });
  }
  let corrected: string | undefined;
  if (effect.text && !effect.entry) {
    const found = byText(lib, effect.text, inChain, chainKey);
    for (const e of found.entries) if (!recognised.some((r) => r.entry === e)) recognised.push({ entry: e, by: found.exact ? 'text' : 'near-text', ...(found.corrected ? { matched: found.corrected } : {}) });
    // Read the card text as printed (its punctuation ends clauses), not its folded words.
    const card = found.corrected === undefined ? undefined : found.entries[0];
    corrected = card && [...card.quotes.map((q) => q.text), card.text].find((t) => wordsOf(t) === found.corrected);
  }
  if (effect.ability && !recognised.length && !ctx.strict) {
    // A name as players shorten or inflect it first ("Cancel", "galleys"), then one slip of the keyboard ("parlay").
    let words = byNameWords(lib, effect.ability, lexiconOf, inChain);
    // A name said with the kind of piece that carries it ("ransom crew" of a crew): the name without that word.
    const bare = source?.kind ? withoutWord(effect.ability, source.kind) : undefined;
    if (!words.entries.length && bare) words = byNameWords(lib, bare, lexiconOf, inChain);
    for (const e of outermost(words.entries, lib)) recognised.push({ entry: e, by: 'near-name', matched: words.name });
    if (!recognised.length) {
      const near = nearNames(lib, effect.ability, inChain);
      for (const e of near.entries) recognised.push({ entry: e, by: 'near-name', matched: near.best, ...(near.mentioned ? { mentioned: true } : {}) });
      // Last, a name said with the effect's own kind ("Duel event" of an event): only once the whole name, slips
      // included, is nothing, so "Dock Cannon" of a cannon stays a slip of Deck Cannon, not the docking rule.
      const own = !near.entries.length && effect.kind ? withoutWord(effect.ability, effect.kind) : undefined;
      const ownWords = own ? byNameWords(lib, own, lexiconOf, inChain) : undefined;
      for (const e of outermost(ownWords?.entries ?? [], lib)) recognised.push({ entry: e, by: 'near-name', matched: ownWords!.name });
      closeNames = recognised.length ? [] : [...new Set([...near.close, ...words.close])].slice(0, 5);
    }
  }
  return { source, names, recognised: ctx.strict ? recognised.filter((r) => r.by !== 'near-text') : recognised, closeNames, corrected };
}
