/** Recognises situation effects as ruleset entries: by name (as `qm show` does) and by printed text. */
import type { Entry, Library } from '../rulesets/entry.js';
import { collectorNumberPattern, entriesOf, foldedTitle, namesOf } from '../rulesets/lookup.js';
import { fold } from '../rulesets/text.js';
import { editDistance } from '../rulesets/suggest.js';
import { effectKeys, pieceKeys, situationKeys, type Effect, type Situation } from '../situation/schema.js';
import type { SeenEffect } from './effect.js';
import { nameKey, wordsOf } from './words.js';
import { countsAs, factNamed, type ChainVocabulary } from './vocabulary.js';
import { byNameWords } from './name-words.js';
import { readByWords } from './by-words.js';
import { searchIndexOf } from './search-index-of.js';
import { byCodePoint } from '../rulesets/by-code-point.js';

/** Name and text indexes over a library, built once. */
interface Indexes {
  names: Map<string, Entry[]>;
  numbers: Map<string, Entry[]>;
  texts: { words: string; entry: Entry }[];
}

const cache = new WeakMap<Library, Indexes>();

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) {
    if (!list.includes(value)) list.push(value);
  } else map.set(key, [value]);
};

/** The indexes as JSON (entry ids for entries), written at build time so a cold `qm resolve` need not fold every text. */
export interface SerialIndexes {
  names: [string, string[]][];
  numbers: [string, string[]][];
  texts: [string, string][];
}

/** The indexes of `lib` in their JSON form. */
export function serialiseIndexes(lib: Library): SerialIndexes {
  const ids = (m: Map<string, Entry[]>): [string, string[]][] => [...m].map(([k, es]) => [k, es.map((e) => e.id)]);
  const idx = buildIndexes(lib);
  return { names: ids(idx.names), numbers: ids(idx.numbers), texts: idx.texts.map((t) => [t.words, t.entry.id]) };
}

/** Uses prebuilt indexes for `lib` from now on (they must come from the same entries). */
export function adoptIndexes(lib: Library, serial: SerialIndexes): void {
  const entry = (id: string) => lib.byId.get(id)!;
  const map = (pairs: [string, string[]][]) => new Map(pairs.map(([k, ids]) => [k, ids.map(entry)]));
  cache.set(lib, { names: map(serial.names), numbers: map(serial.numbers), texts: serial.texts.map(([words, id]) => ({ words, entry: entry(id) })) });
}

function indexes(lib: Library): Indexes {
  const hit = cache.get(lib);
  if (hit) return hit;
  const idx = buildIndexes(lib);
  cache.set(lib, idx);
  return idx;
}

function buildIndexes(lib: Library): Indexes {
  const idx: Indexes = { names: new Map(), numbers: new Map(), texts: [] };
  for (const e of lib.entries) {
    for (const n of namesOf(e)) if (n) push(idx.names, nameKey(n), e);
    for (const c of [...e.cards, ...e.quotes.flatMap((q) => q.cards ?? [])]) if (c.number) push(idx.numbers, nameKey(c.number), e);
    for (const q of e.quotes) idx.texts.push({ words: wordsOf(q.text), entry: e });
    idx.texts.push({ words: wordsOf(e.text), entry: e });
  }
  return idx;
}

/** Whether `e` is one of `ids` or nested under one. */
function underAny(lib: Library, e: Entry, ids: ReadonlySet<string>): boolean {
  for (let cur: Entry | undefined = e; cur; cur = lib.byId.get(cur.parent ?? '')) if (ids.has(cur.id)) return true;
  return false;
}

/** An entry's own words as a ruling states them: its quoted card texts, else its text. */
function entryText(e: Entry): string {
  return e.quotes.length ? e.quotes.map((q) => q.text).join('\n') : e.text;
}

/** Drops entries nested under another of the list. */
function outermost(list: Entry[], lib: Library): Entry[] {
  const ids = new Set(list.map((e) => e.id));
  return list.filter((e) => {
    for (let p = e.parent; p; p = lib.byId.get(p)?.parent) if (ids.has(p)) return false;
    return true;
  });
}

/** Entries a name points at: exact name, or collector number. */
function byName(lib: Library, name: string, inChain: (e: Entry) => boolean): { entries: Entry[]; mentioned: boolean } {
  const idx = indexes(lib);
  const key = nameKey(name);
  const number = collectorNumberPattern.test(name.trim()) ? idx.numbers.get(key) : undefined;
  const found = (number ?? idx.names.get(key) ?? []).filter(inChain);
  // Entries called by this name (title or alias) say what the effect is; entries that merely list it as a keyword or
  // card they mention are used only when nothing is called so, and say less ("Throw" is not the rule against throwing).
  const called = found.filter((e) => nameKey(foldedTitle(e.title)) === key || e.aliases.some((a) => nameKey(a) === key));
  return { entries: outermost(called.length ? called : found, lib), mentioned: !called.length && !number?.length };
}

// Shorter texts than this say too little to recognise one ruling by containment.
const minContained = 24;

/** What a text was recognised as: the entries, whether exactly, and the card text it was one slip from, if so. */
interface TextMatch {
  entries: Entry[];
  exact: boolean;
  /** The known text the effect's text is one mistyped word away from; read in its place. */
  corrected?: string | undefined;
}

const textCache = new WeakMap<Library, Map<string, TextMatch>>();

const byLength = new WeakMap<Library, Map<number, { words: string; split: string[]; entry: Entry }[]>>();

/** The library's known texts by their number of words, split once: a slip of the keyboard keeps the count. */
function textsOfLength(lib: Library): Map<number, { words: string; split: string[]; entry: Entry }[]> {
  let out = byLength.get(lib);
  if (out) return out;
  out = new Map();
  for (const t of indexes(lib).texts) {
    if (!t.words) continue;
    const split = t.words.split(' ');
    const list = out.get(split.length);
    if (list) list.push({ ...t, split });
    else out.set(split.length, [{ ...t, split }]);
  }
  byLength.set(lib, out);
  return out;
}

/** Whether two word lists differ in exactly one word, and that by a slip of the keyboard (one or two letters of a longer word). */
function oneSlipApart(a: string[], b: string[]): boolean {
  if (a.length !== b.length || a.length < 4) return false;
  let slips = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (++slips > 1 || Math.min(a[i]!.length, b[i]!.length) < 5 || editDistance(a[i]!, b[i]!) > (a[i]!.length >= 8 ? 2 : 1)) return false;
  }
  return slips === 1;
}

/**
 * Entries whose quoted text is the effect's text (exact), or unambiguously contains it or is contained in it, or is
 * one mistyped word away from it (near); cached per library and chain.
 */
function byText(lib: Library, text: string, inChain: (e: Entry) => boolean, chainKey: string): TextMatch {
  const words = wordsOf(text);
  if (!words) return { entries: [], exact: true };
  let perLib = textCache.get(lib);
  if (!perLib) textCache.set(lib, (perLib = new Map()));
  const key = `${chainKey}\n${words}`;
  const hit = perLib.get(key);
  if (hit) return hit;
  const texts = indexes(lib).texts.filter((t) => t.words && inChain(t.entry));
  const exact = outermost([...new Set(texts.filter((t) => t.words === words).map((t) => t.entry))], lib);
  let result: TextMatch;
  if (exact.length) result = { entries: exact, exact: true };
  else {
    const near = texts.filter((t) => (words.length >= minContained && t.words.includes(words)) || (t.words.length >= minContained && words.includes(t.words)));
    const found = outermost([...new Set(near.map((t) => t.entry))], lib);
    result = { entries: found.length === 1 ? found : [], exact: false };
    if (!found.length) {
      const split = words.split(' ');
      const slipped = (textsOfLength(lib).get(split.length) ?? []).filter((t) => inChain(t.entry) && oneSlipApart(split, t.split));
      const entries = outermost([...new Set(slipped.map((t) => t.entry))], lib);
      if (entries.length === 1 && new Set(slipped.map((t) => t.words)).size === 1) result = { entries, exact: false, corrected: slipped[0]!.words };
    }
  }
  perLib.set(key, result);
  return result;
}

const nearCache = new WeakMap<Library, Map<string, { name: string; dist: number; entries: Entry[] }[]>>();

/** Names some entry is called (title or alias) within a small edit distance of `key`, closest first; cached per library. */
function calledNear(lib: Library, key: string, limit: number): { name: string; dist: number; entries: Entry[] }[] {
  let perLib = nearCache.get(lib);
  if (!perLib) nearCache.set(lib, (perLib = new Map()));
  const hit = perLib.get(key);
  if (hit) return hit;
  const scored: { name: string; dist: number; entries: Entry[] }[] = [];
  for (const [n, entries] of indexes(lib).names) {
    if (Math.abs(n.length - key.length) > limit) continue;
    const dist = editDistance(key, n);
    if (dist > limit) continue;
    // Only what an entry is called (its title or alias): a near miss of a name an entry merely mentions says too little.
    const called = entries.filter((e) => nameKey(foldedTitle(e.title)) === n || e.aliases.some((a) => nameKey(a) === n));
    if (called.length) scored.push({ name: n, dist, entries: called });
  }
  scored.sort((a, b) => a.dist - b.dist || byCodePoint(a.name, b.name));
  perLib.set(key, scored);
  return scored;
}

/** Names in the chain within a small edit distance of `name`: the closest, and whether it is clearly closest. */
function nearNames(lib: Library, name: string, inChain: (e: Entry) => boolean): { best?: string; entries: Entry[]; close: string[] } {
  const key = nameKey(name).slice(0, 80);
  if (key.length < 4) return { entries: [], close: [] };
  const scored = calledNear(lib, key, Math.max(1, Math.floor(key.length / 6)))
    .map((x) => ({ ...x, entries: x.entries.filter(inChain) }))
    .filter((x) => x.entries.length);
  const [first, second] = scored;
  if (!first) return { entries: [], close: [] };
  // A near miss counts only when one candidate is clearly closest; otherwise the judge is asked which was meant.
  if (second && second.dist === first.dist) return { entries: [], close: scored.filter((x) => x.dist === first.dist).map((x) => x.name).slice(0, 5) };
  return { best: first.name, entries: outermost(first.entries, lib), close: [] };
}

/**
 * Adds what an entry is called — its title and aliases, and the card a collector number names — and its own and
 * ancestors' ids. Not every keyword or card an entry mentions: a ruling about Overboard that mentions Lure of the
 * Sea does not make an Overboard effect a Lure of the Sea.
 */
function addEntry(lib: Library, e: Entry, typed: string | undefined, names: Set<string>, ids: Set<string>): void {
  const number = typed ? nameKey(typed) : undefined;
  for (const c of [...e.cards, ...e.quotes.flatMap((q) => q.cards ?? [])]) if (number && c.number && nameKey(c.number) === number) names.add(nameKey(c.name));
  for (let cur: Entry | undefined = e; cur && cur.kind !== 'heading'; cur = cur.parent ? lib.byId.get(cur.parent) : undefined) {
    ids.add(cur.id);
    if (cur === e || cur.kind === 'topic') for (const n of [foldedTitle(cur.title), ...cur.aliases.map(fold)]) if (n) names.add(nameKey(n));
  }
}

/**
 * The facts an effect gives under the vocabulary's names, whichever declared name or alias the situation used; an
 * unlisted value is 'other'. A fact written on a piece ("cover: true" on the target) holds for the effects that piece
 * is the source or a target of, unless the effect says otherwise or its pieces disagree.
 */
function factsOf(effect: Effect, vocabulary: ChainVocabulary, pieces: Map<string, NonNullable<Situation['pieces']>[number]>, board: Situation): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const put = (fact: string, value: unknown) => {
    // A value the declaration does not list is its 'other', when it has one (a Fear roll of 3 is not a 5).
    const listed = vocabulary.facts.get(fact)?.values;
    const other = Array.isArray(listed) && listed.includes('other') && !listed.some((v) => nameKey(String(v)) === nameKey(String(value)));
    out.set(fact, other ? 'other' : value);
  };
  for (const [key, value] of Object.entries(effect)) {
    const fact = effectKeys.includes(key) ? undefined : factNamed(vocabulary, key);
    if (fact && value !== undefined && !out.has(fact)) put(fact, value);
  }
  const fromPieces = new Map<string, unknown>();
  for (const id of [effect.source, ...(effect.targets ?? [])]) {
    for (const [key, value] of Object.entries((id !== undefined && pieces.get(id)) || {})) {
      const fact = pieceKeys.includes(key) ? undefined : factNamed(vocabulary, key);
      // Pieces that disagree leave the fact unsaid (undefined).
      if (fact && value !== undefined) fromPieces.set(fact, fromPieces.has(fact) && fromPieces.get(fact) !== value ? undefined : value);
    }
  }
  for (const [fact, value] of fromPieces) if (value !== undefined && !out.has(fact)) put(fact, value);
  // A fact written on the whole board (the scenario being played) holds for every effect that does not say otherwise.
  for (const [key, value] of Object.entries(board)) {
    const fact = situationKeys.includes(key) ? undefined : factNamed(vocabulary, key);
    if (fact && value !== undefined && !out.has(fact)) put(fact, value);
  }
  return out;
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
  const ctx: Context = { lib, pieces, inChain, rulesets, chain, vocabulary, lexiconOf, chainKey: chain.join('\n'), title: situation.title, board: situation, strict: options.strict === true, steps: options.steps };
  const effects = situation.effects ?? [];
  // Names and printed texts first, for every effect: words are read only where they find nothing.
  const firstSight = new Map(effects.map((effect) => [effect.id, see(effect, { ...ctx, words: false })]));
  // Words that land on a ruling another effect of the board is exactly do not tell the two apart: the judge described
  // something else, so that ruling is set aside for this effect's reading.
  const exact = (id: string) => new Set([...firstSight].filter(([other]) => other !== id).flatMap(([, e]) => e.recognised.filter((r) => !r.mentioned).map((r) => r.entry)));
  for (const effect of effects) {
    const first = firstSight.get(effect.id)!;
    const avoid = exact(effect.id);
    const seen = first.recognised.length || ctx.strict ? first : see(effect, { ...ctx, avoid });
    seen.readAs = (as) => see(effect, { ...ctx, avoid, as });
    const user = effect.controller ?? seen.source?.controller ?? seen.source?.owner;
    if (situation.active && user) seen.byActive = user === situation.active;
    out.set(effect.id, seen);
  }
  return out;
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
  title?: string | undefined;
  /** The situation itself: its extra top-level keys are facts about the whole board. */
  board: Situation;
  strict: boolean;
  steps?: ReadonlySet<string> | undefined;
  /** Entries this effect's words are not read as (another effect of the board is exactly that). */
  avoid?: ReadonlySet<Entry> | undefined;
  /** False on the first pass, which reads names and printed texts only. */
  words?: boolean | undefined;
  /** A reading by words to take instead of searching (null: as nothing), for an answer that tries each close reading. */
  as?: { entry: Entry; score: number } | null | undefined;
}

function see(effect: Effect, ctx: Context): SeenEffect {
  const { lib, pieces, inChain, vocabulary, lexiconOf, chainKey } = ctx;
  const names = new Set<string>();
  const entryIds = new Set<string>();
  const recognised: SeenEffect['recognised'] = [];
  let closeNames: string[] = [];
  let close: SeenEffect['close'] = [];
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
    const words = byNameWords(lib, effect.ability, lexiconOf, inChain);
    for (const e of outermost(words.entries, lib)) recognised.push({ entry: e, by: 'near-name', matched: words.name });
    if (!recognised.length) {
      const near = nearNames(lib, effect.ability, inChain);
      for (const e of near.entries) recognised.push({ entry: e, by: 'near-name', matched: near.best });
      closeNames = near.entries.length ? [] : [...new Set([...near.close, ...words.close])].slice(0, 5);
    }
  }
  if (ctx.strict) recognised.splice(0, recognised.length, ...recognised.filter((r) => r.by !== 'near-text'));
  // Last, the effect's words as a judge put them: read through the index that answers players' questions.
  if (!recognised.length && !ctx.strict && ctx.words !== false && (effect.ability || effect.text)) {
    // A kind the vocabulary reads among steps ("a step of the move action") is read as one of the procedures' steps.
    const among = vocabulary.kinds.get(nameKey(effect.kind ?? vocabulary.defaultKind))?.readAmong === 'steps' ? ctx.steps : undefined;
    const within = among ? (e: Entry) => underAny(lib, e, among) : undefined;
    const words = ctx.as !== undefined ? { taken: ctx.as ?? undefined, close: [] } : readByWords(searchIndexOf(lib), lib, [effect.ability, effect.text].filter(Boolean).join('. '), ctx.chain, ctx.avoid, within);
    if (words.taken) recognised.push({ entry: words.taken.entry, by: 'words', score: words.taken.score });
    close = words.close;
  }
  for (const r of recognised) addEntry(lib, r.entry, effect.ability, names, entryIds);
  // Without a printed text, the quoted card texts (and corrected texts of errata) of what it was recognised as stand in for it.
  // A text one slip from a known card text is read as that text: the judge meant the card.
  // An effect pinned by `entry:` with no text of its own is read as that entry's text.
  // Not for a reading by words: its entry's text holds words of the ruling's other side and of its guards, and
  // reading them in turned 26 fixtures wrong. The reading decides through `names` and `entries` instead.
  const meant = recognised.filter((r) => r.by === 'entry' && !effect.text).map((r) => entryText(r.entry));
  const text = [corrected ?? effect.text ?? recognised.flatMap((r) => [...r.entry.quotes.map((q) => q.text), ...(r.entry.kind === 'erratum' ? [r.entry.text] : [])]).join('\n'), ...meant].filter(Boolean).join('.\n');
  return {
    id: effect.id,
    effect,
    facts: factsOf(effect, vocabulary, pieces, ctx.board),
    defaults: vocabulary.defaults,
    kind: nameKey(effect.kind ?? vocabulary.defaultKind),
    kindGiven: effect.kind !== undefined,
    countsAs: countsAs(vocabulary, effect.kind ?? vocabulary.defaultKind),
    ...(closeNames.length ? { closeNames } : {}),
    ...(close.length ? { close } : {}),
    names,
    entryIds,
    recognised,
    // A nickname's recognised name joins its words, so a phrase naming the card finds it as players call it.
    phraseHits: new Map(),
    matchHits: new Map(),
    // Name, nickname and text are separate clauses: a phrase does not run from one into the next.
    read: vocabulary.reader.read([effect.ability ?? '', ...recognised.filter((r) => r.by === 'near-name').map((r) => r.matched ?? foldedTitle(r.entry.title)), text].join('.\n')),
    reader: vocabulary.reader,
    source,
    targets: (effect.targets ?? []).flatMap((t) => (pieces.has(t) ? [pieces.get(t)!] : [])),
  };
}
