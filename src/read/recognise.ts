/** Reads situation effects as ruleset entries: by `entry:`, by name (as `qm show` does), by printed text, and by their words. */
import type { Entry, Library } from '../rulesets/entry.js';
import { foldedTitle } from '../rulesets/lookup.js';
import { fold } from '../rulesets/text.js';
import type { Effect, Situation } from '../situation/schema.js';
import type { SeenEffect } from './effect.js';
import { nameKey } from './words.js';
import type { ChainVocabulary } from './vocabulary.js';
import { asGiven, countsAsRead } from './counts-as-read.js';
import { readByWords } from './by-words.js';
import { searchIndexOf } from './search-index-of.js';
import { firstSight, type Sight } from './first-sight.js';
import { boardFactsOf, factsOf, type BoardFacts } from './board-facts.js';
import { perPieceFacts, type PerPiece } from '../situation/per-piece.js';
import { saidFacts } from './said-facts.js';
import { kindRead } from './kind-read.js';
import { MatchHits } from './match-hits.js';
import { disputeDefaults } from './disputed-defaults.js';
import { throughSourceCard } from './source-card.js';
import { underAny } from './nested-under.js';

/** An entry's own words as a ruling states them: its quoted card texts, else its text. */
function entryText(e: Entry): string {
  return e.quotes.length ? e.quotes.map((q) => q.text).join('\n') : e.text;
}

/**
 * Adds what an entry is called — its title and aliases, and the card a collector number names — and its own and
 * ancestors' ids. Not every keyword or card an entry mentions: a ruling about Overboard that mentions Lure of the
 * Sea does not make an Overboard effect a Lure of the Sea.
 */
function addEntry(lib: Library, e: Entry, typed: string | undefined, names: Set<string>, ids: Set<string>): void {
  const number = typed ? nameKey(typed) : undefined;
  // Only an effect that says an ability walks the entry's cards (a topic may list hundreds): none is named otherwise.
  if (number) for (const c of [...e.cards, ...e.quotes.flatMap((q) => q.cards ?? [])]) if (c.number && nameKey(c.number) === number) names.add(nameKey(c.name));
  for (let cur: Entry | undefined = e; cur && cur.kind !== 'heading'; cur = cur.parent ? lib.byId.get(cur.parent) : undefined) {
    ids.add(cur.id);
    if (cur === e || cur.kind === 'topic') for (const n of [foldedTitle(cur.title), ...cur.aliases.map(fold)]) if (n) names.add(nameKey(n));
  }
}

/** How effects may be read: `strict` takes only exact readings (entry, name, printed text), as CI wants. */
export interface ReadOptions {
  strict?: boolean | undefined;
  /** The entries that are steps of the chain's procedures: an effect of a kind read among steps is read as one of these. */
  steps?: ReadonlySet<string> | undefined;
}

/** Sees every effect of a situation against the rulesets of `chain`, with kinds read through the chain's vocabulary. */
export function recognise(lib: Library, situation: Situation, chain: string[], vocabulary: ChainVocabulary, options: ReadOptions = {}): Map<string, SeenEffect> {
  const rulesets = new Set(chain);
  const inChain = (e: Entry) => rulesets.has(e.ruleset);
  const pieces = new Map((situation.pieces ?? []).map((p) => [p.id, p]));
  const out = new Map<string, SeenEffect>();
  // The words of names are read with the lexicon of the strongest ruleset that has one.
  const lexiconOf = chain.find((id) => lib.rulesets.find((r) => r.id === id)?.lexicon) ?? chain[0]!;
  const ctx: Context = { lib, pieces, inChain, rulesets, chain, vocabulary, lexiconOf, chainKey: chain.join('\n'), board: boardFactsOf(situation, vocabulary), perPiece: perPieceFacts(situation), strict: options.strict === true, steps: options.steps };
  const effects = situation.effects ?? [];
  // Names and printed texts first, for every effect: words are read only where they find nothing.
  const firstSights = new Map(effects.map((effect) => [effect.id, firstSight(effect, ctx)]));
  // Words that land on a ruling another effect of the board is exactly do not tell the two apart: the judge described
  // something else, so that ruling is set aside for this effect's reading.
  // Most effects are exactly nothing: only those that are make a set, and each effect's set is made from them alone.
  const exactly = [...firstSights].flatMap(([id, e]) => {
    const entries = e.recognised.filter((r) => !r.mentioned).map((r) => r.entry);
    return entries.length ? [[id, entries] as const] : [];
  });
  const exact = (id: string) => new Set(exactly.filter(([other]) => other !== id).flatMap(([, entries]) => entries));
  const avoids = new Map(effects.map((effect) => [effect.id, exact(effect.id)]));
  // Who uses an effect, as its controller or its source's: set on every reading of it, the close ones tried too.
  const used = (effect: Effect, seen: SeenEffect) => {
    const user = effect.controller ?? seen.source?.controller ?? seen.source?.owner;
    if (user) seen.user = user;
    if (situation.active && user) seen.byActive = user === situation.active;
    return seen;
  };
  const place = (effect: Effect, seen: SeenEffect) => {
    const avoid = avoids.get(effect.id)!;
    // Each reading is seen once per situation: every question the effect is in tries the same close readings.
    const readings = new Map<Entry | null, { score: number; seen: SeenEffect }>();
    seen.readAs = (as) => {
      const key = as?.entry ?? null;
      const got = readings.get(key);
      if (got && got.score === (as?.score ?? 0)) return got.seen;
      const read = used(effect, see(effect, ctx, firstSights.get(effect.id)!, avoid, as));
      readings.set(key, { score: as?.score ?? 0, seen: read });
      return read;
    };
    out.set(effect.id, used(effect, seen));
  };
  for (const effect of effects) place(effect, see(effect, ctx, firstSights.get(effect.id)!, avoids.get(effect.id)));
  // Two effects whose words both read as one ruling, given as different kinds of thing (a state and an ability, a rule
  // of the base game and one of the sheet): one ruling is one kind of thing, so words cannot tell which of them it is.
  // The one whose words fit it best keeps the reading; those of another kind are read again without it (on a tie of
  // scores, none is). Effects of one kind (two players' claims), or a player's claim beside anything (a claim speaks
  // of a rule, and may state the very rule beside it), may well be about one ruling, and keep it.
  const claimKind = (id: string) => vocabulary.claimKinds.has(out.get(id)!.kind);
  for (const [entry, ranked] of sharedWordReadings(out)) {
    const [best, next] = ranked;
    if (best!.score === next!.score) continue;
    const kind = out.get(best!.id)!.kind;
    for (const { id } of ranked.slice(1).filter((x) => out.get(x.id)!.kind !== kind && !claimKind(x.id) && !claimKind(best!.id))) {
      const effect = effects.find((x) => x.id === id)!;
      avoids.set(id, new Set([...avoids.get(id)!, entry]));
      place(effect, see(effect, ctx, firstSights.get(id)!, avoids.get(id)));
    }
  }
  disputeDefaults(out, vocabulary);
  return out;
}

/** The rulings two or more effects were read as by their words, each with those effects and scores, best first. */
function sharedWordReadings(seen: Map<string, SeenEffect>): [Entry, { id: string; score: number }[]][] {
  const by = new Map<Entry, { id: string; score: number }[]>();
  for (const [id, s] of seen) for (const r of s.recognised) if (r.by === 'words') by.set(r.entry, [...(by.get(r.entry) ?? []), { id, score: r.score ?? 0 }]);
  return [...by].filter(([, list]) => list.length > 1).map(([entry, list]) => [entry, list.sort((a, b) => b.score - a.score)]);
}

/** What reading every effect of one situation shares. */
interface Context {
  lib: Library;
  pieces: Map<string, NonNullable<Situation['pieces']>[number]>;
  inChain: (e: Entry) => boolean;
  rulesets: ReadonlySet<string>;
  chain: string[];
  vocabulary: ChainVocabulary;
  lexiconOf: string;
  chainKey: string;
  /** The facts the situation's extra top-level keys give: facts about the whole board. */
  board: BoardFacts;
  /** The board's facts given per piece or player, as written. */
  perPiece: readonly (readonly [key: string, per: PerPiece])[];
  strict: boolean;
  steps?: ReadonlySet<string> | undefined;
}

/**
 * Sees one effect, from its first sight: its words are read where that found nothing, then all it carries. `avoid`:
 * entries its words are not read as (another effect of the board is exactly that); `as`: a reading by words to take
 * instead of searching (null: as nothing), for an answer that tries each close reading. Given apart from `ctx`, which
 * every effect shares: a copy of it per effect and reading was a steady cost.
 */
function see(effect: Effect, ctx: Context, first: Sight, avoid?: ReadonlySet<Entry>, as?: { entry: Entry; score: number } | null): SeenEffect {
  const { lib, pieces, vocabulary } = ctx;
  const { source, closeNames, corrected } = first;
  const names = new Set(first.names);
  const entryIds = new Set<string>();
  const recognised = [...first.recognised];
  let close: SeenEffect['close'] = [];
  // Last, the effect's words as a judge put them: read through the index that answers players' questions.
  if (!recognised.length && !ctx.strict && (effect.ability || effect.text)) {
    // A kind the vocabulary reads among steps ("a step of the move action") is read as one of the procedures' steps.
    // A chain whose procedures name no step entries (a set-up held in one ruling) reads its steps' words as any effect's.
    const among = vocabulary.kinds.get(nameKey(effect.kind ?? vocabulary.defaultKind))?.readAmong === 'steps' && ctx.steps?.size ? ctx.steps : undefined;
    const within = among ? (e: Entry) => underAny(lib, e, among) : undefined;
    const said = [effect.ability, effect.text].filter(Boolean).join('. ');
    const read = (among?: (e: Entry) => boolean, words = said, own?: string) => readByWords(searchIndexOf(lib), lib, words, ctx.chain, avoid, among, own);
    // Told in words from a piece whose card has one ability, and fitting that ability's rulings: that ability.
    const fromCard = as === undefined && !among ? throughSourceCard(lib, effect, source, vocabulary, ctx.inChain, avoid, (only) => read(only)) : undefined;
    let found = as !== undefined ? undefined : read(within);
    // Words that read as no ruling alone may say what they are about through the piece they come from ("the crab is
    // docked there", from a sea creature): its name and kind join them, and only a reading that then clearly leads is taken.
    // Not a step's: which step it is rests on its own words ("base move"), not on the ship that takes it. A ruling
    // must still hold one word the effect says besides the piece's: a Buccaneer's name and "character" alone read any
    // punch it throws as its card's ability.
    const about = [source?.name, source?.kind].filter(Boolean).join(' ');
    if (found && !found.taken && about && !among) {
      const aboutWords = new Set(about.toLowerCase().split(/\s+/));
      const own = said.split(/\s+/).filter((w) => !aboutWords.has(w.toLowerCase().replace(/[^\p{L}\p{N}-]/gu, ''))).join(' ');
      const withPiece = read(within, `${said}. ${about}`, own);
      if (withPiece.taken) found = withPiece;
    }
    const words = as !== undefined ? { taken: as ?? undefined, close: [] } : asGiven(lib, effect, vocabulary, found!, read);
    // Read through its card, what the words read as on their own is the first of the other readings an answer tries.
    // Not the rulings under the card: a topic and the rulings under it are one reading. Its score is the best of theirs
    // at least, as the others were scored by another search (the words alone, or with the piece's name).
    const card = fromCard ? new Set([fromCard.entry.id]) : undefined;
    const others = card ? [...(words.taken ? [words.taken] : []), ...words.close].filter((c) => !underAny(lib, c.entry, card)).slice(0, 5) : words.close;
    const taken = fromCard ? { ...fromCard, score: Math.max(fromCard.score ?? 0, ...others.map((c) => c.score)) } : words.taken ? { entry: words.taken.entry, by: 'words' as const, score: words.taken.score } : undefined;
    if (taken) recognised.push(taken);
    close = others;
  }
  for (const r of recognised) addEntry(lib, r.entry, effect.ability, names, entryIds);
  // Without a printed text, the quoted card texts (and corrected texts of errata) of what it was recognised as stand in for it.
  // A text one slip from a known card text is read as that text: the judge meant the card.
  // An effect pinned by `entry:` with no text of its own is read as that entry's text.
  // Not for a reading by words: its entry's text holds words of the ruling's other side and of its guards, and
  // reading them in turned 26 fixtures wrong. The reading decides through `names` and `entries` instead.
  const meant = recognised.filter((r) => r.by === 'entry' && !effect.text).map((r) => entryText(r.entry));
  const text = [corrected ?? effect.text ?? recognised.flatMap((r) => [...r.entry.quotes.map((q) => q.text), ...(r.entry.kind === 'erratum' ? [r.entry.text] : [])]).join('\n'), ...meant].filter(Boolean).join('.\n');
  const kind = kindRead(lib, effect, recognised, vocabulary);
  const facts = factsOf(effect, vocabulary, pieces, ctx.board, ctx.perPiece);
  // Name, nickname and text are separate clauses: a phrase does not run from one into the next. A nickname's
  // recognised name joins its words, so a phrase naming the card finds it as players call it.
  // Strictly read (--strict, for CI), a word is taken as typed: a slip read as the word meant is a guess.
  const read = (ctx.strict ? vocabulary.reader.readLiteral : vocabulary.reader.read)([effect.ability ?? '', ...recognised.filter((r) => r.by === 'near-name').map((r) => r.matched ?? foldedTitle(r.entry.title)), text].join('.\n'));
  const said = saidFacts(effect, read, vocabulary, facts);
  for (const [fact, { value }] of said ?? []) facts.set(fact, value);
  // Every field is set, in one order, even where it is undefined (and those set later: its reading, user, a branch's
  // assumptions): every effect then has one shape, and the matchers, gates and roles that read effects stay fast.
  return {
    id: effect.id,
    effect,
    kind: nameKey(kind),
    kindGiven: effect.kind !== undefined,
    countsAs: countsAsRead(lib, effect, recognised, vocabulary, kind),
    names,
    entryIds,
    recognised,
    close: close.length ? close : undefined,
    readAs: undefined,
    closeNames: closeNames.length ? closeNames : undefined,
    matchHits: new MatchHits(),
    inherits: undefined,
    saidFacts: said,
    read,
    reader: vocabulary.reader,
    source,
    byActive: undefined,
    user: undefined,
    targets: (effect.targets ?? []).flatMap((t) => (pieces.has(t) ? [pieces.get(t)!] : [])),
    facts,
    defaults: vocabulary.defaults,
    assumed: undefined,
  };
}
