/**
 * What an effect must carry before a matcher can hold for it at all: one of the entries or names the matcher lists, else
 * the longest stem (or a prefix's first letters) of one of its phrases, else one of its kinds or counts-as values. Every field of a matcher must hold, and none of these
 * depends on a fact, so a gate that fails is a matcher that fails whatever facts a branch later assumes; indexing sides
 * by their gates asks each effect only the rulings it could meet.
 */
import type { Matcher } from '../rulesets/directive-schema.js';
import type { SeenEffect } from '../read/effect.js';
import type { Knowledge } from './knowledge.js';
import type { Reader, ReadText } from '../read/reader.js';
import { nameKey } from '../read/words.js';
import { stemGateKeys } from '../read/reader.js';
import { SideSet } from './side-set.js';
import { originalMemo } from './effect-memo.js';
import { exactCardNames } from './named-cards.js';
import { keptGates, type KeptGates } from './kept-gates.js';

/** The gate keys of one matcher (any one opens it), or undefined when nothing but phrases, facts or other fields can tell. */
function gateOf(m: Matcher, reader: Reader): string[] | undefined {
  // The most selective field the matcher has: every field must hold, so any one of them is a necessary condition.
  if (m.entries) return m.entries.map((id) => `e:${id}`);
  if (m.names) return m.names.map((n) => `n:${nameKey(n)}`);
  // A phrase occurs only in a text holding each of its whole stems (its longest is the rarest guess), or a one-word
  // prefix's first letters: a word is rarer than a kind, and most effects count as an ability.
  const keys = m.phrases?.map((p) => reader.gateKey(p));
  if (keys?.length && keys.every((k) => k !== undefined)) return keys as string[];
  if (m.kinds) return m.kinds.map((k) => `k:${nameKey(k)}`);
  if (m['counts-as']) return m['counts-as'].map((c) => `c:${c}`);
  return undefined;
}

/** The gate keys of a side (a matcher, or a list where any one will do), or undefined when some alternative has no gate. */
export function sideGate(side: Matcher | Matcher[], reader: Reader): string[] | undefined {
  const out: string[] = [];
  for (const m of Array.isArray(side) ? side : [side]) {
    const g = gateOf(m, reader);
    if (!g) return undefined;
    out.push(...g);
  }
  return out;
}

/** Positions of sides by gate key, and the sides with no gate (tested for every effect). */
export interface GateIndex {
  byKey: Map<string, number[]>;
  /** The same by an effect's own entry id, name, kind or counts-as (no key string made per effect to look them up). */
  entries: Map<string, number[]>;
  names: Map<string, number[]>;
  kinds: Map<string, number[]>;
  countsAs: Map<string, number[]>;
  open: number[];
  /** How many sides it indexes (every position is below). */
  count: number;
  /** Per read text, the positions its words open: a text is read once per reader and shared by every effect and board that has it. */
  byText: WeakMap<ReadText, number[]>;
  /** Per stem, the positions it opens (see `stemSides`). */
  byStem: Map<string, readonly number[]>;
}

/** Indexes sides (by position) under their gates. */
export function gateIndex(sides: readonly (Matcher | Matcher[])[], reader: Reader): GateIndex {
  const byKey = new Map<string, number[]>();
  const open: number[] = [];
  sides.forEach((side, i) => {
    const g = sideGate(side, reader);
    if (!g) return void open.push(i);
    for (const k of new Set(g)) {
      const list = byKey.get(k);
      if (list) list.push(i);
      else byKey.set(k, [i]);
    }
  });
  return gateIndexOf(byKey, open, sides.length);
}

/** A gate index from its positions by key and its open positions (as `gateIndex` finds them, or as the build kept them). */
export function gateIndexOf(byKey: Map<string, number[]>, open: number[], count: number): GateIndex {
  // One pass sorts the keys by their field's prefix (`e:`, `n:`, `k:`, `c:`); word and prefix keys stay in byKey only.
  const fields: Record<string, Map<string, number[]>> = { e: new Map(), n: new Map(), k: new Map(), c: new Map() };
  for (const [k, list] of byKey) if (k[1] === ':') fields[k[0]!]?.set(k.slice(2), list);
  return { byKey, entries: fields.e!, names: fields.n!, kinds: fields.k!, countsAs: fields.c!, open, count, byText: new WeakMap(), byStem: new Map() };
}

const none: readonly number[] = [];

/** How many stems an index remembers before it forgets them all (a long run over many texts keeps bounded memory). */
const stemsKept = 8192;

/**
 * The positions one stem opens (its word and prefix keys' lists, in that order), found once per stem and index: a
 * text's stems mostly recur across the texts of a board and of a run, and looking up each key of each stem of each
 * text was most of reading a text's sides.
 */
function stemSides(ix: GateIndex, stem: string): readonly number[] {
  let out = ix.byStem.get(stem);
  if (out === undefined) {
    const found: number[] = [];
    for (const k of stemGateKeys(stem)) {
      const list = ix.byKey.get(k);
      if (list) for (const i of list) found.push(i);
    }
    out = found.length ? found : none;
    if (ix.byStem.size >= stemsKept) ix.byStem.clear();
    ix.byStem.set(stem, out);
  }
  return out;
}

/** The positions the words of `text` open (its stems and their prefixes), found once per text. */
function textSides(ix: GateIndex, text: ReadText): number[] {
  let out = ix.byText.get(text);
  if (!out) {
    out = [];
    for (const stem of text.stems) {
      const list = stemSides(ix, stem);
      for (let i = 0; i < list.length; i++) out.push(list[i]!);
    }
    ix.byText.set(text, out);
  }
  return out;
}

/** Adds the positions listed to `out`. */
function addAll(list: readonly number[] | undefined, out: SideSet): void {
  if (list) for (const i of list) out.add(i);
}

/**
 * The positions of the sides `e` could fit (in no particular order): the open ones and those one of its gates opens —
 * its words' stems, its entries (with their parents, as read), names, counts-as and kind.
 */
export function gatedSides(ix: GateIndex, e: SeenEffect): SideSet {
  const out = new SideSet(ix.count);
  addAll(ix.open, out);
  addAll(textSides(ix, e.read), out);
  for (const id of e.entryIds) addAll(ix.entries.get(id), out);
  // An entry it was read as that its entries do not hold (a heading is not kept there) still opens an `itself` matcher.
  for (const r of e.recognised) if (!e.entryIds.has(r.entry.id)) addAll(ix.entries.get(r.entry.id), out);
  for (const n of e.names) addAll(ix.names.get(n), out);
  for (const n of exactCardNames(e)) addAll(ix.names.get(n), out);
  if (e.countsAs !== undefined) addAll(ix.countsAs.get(e.countsAs), out);
  if (e.kind !== undefined) addAll(ix.kinds.get(e.kind), out);
  return out;
}

/**
 * `gatedSides`, once per effect and index. Gates read no fact, so a branch's copy has its original's: it is kept under
 * the matcher memo of the effect the copies were made from.
 */
export function openedSides(ix: GateIndex, e: SeenEffect): SideSet {
  const per = (originalMemo(e).opened ??= new Map());
  let out = per.get(ix);
  if (!out) per.set(ix, (out = gatedSides(ix, e)));
  return out;
}

const fieldIndexes = new WeakMap<Knowledge, Map<string, GateIndex>>();

/** A gate index the build kept, made whole again. */
const fromKept = (k: KeptGates | undefined): GateIndex | undefined => k && gateIndexOf(new Map(k.keys), k.open, k.count);

/** The gates of one matcher field of every directive of a kind (a chooser's `match`, a prefer's `winner`), indexed once per knowledge. */
export function fieldGates<K extends 'before' | 'excludes' | 'chooser' | 'prefer'>(kn: Knowledge, kind: K, field: 'first' | 'then' | 'match' | 'winner' | 'loser'): GateIndex {
  let per = fieldIndexes.get(kn);
  if (!per) fieldIndexes.set(kn, (per = new Map()));
  const key = `${kind}.${field}`;
  let ix = per.get(key);
  if (!ix) per.set(key, (ix = fromKept(keptGates(kn, kind, field)) ?? gateIndex(kn.byKind[kind].map((k) => (k.directive as unknown as Record<string, Matcher | Matcher[]>)[field]!), kn.vocabulary.reader)));
  return ix;
}

/**
 * The positions the gates of some effect of `effects` open, ascending: a question asks only those directives, not
 * every directive of a kind with an empty filter of its effects for each.
 */
export function openedByAny(ix: GateIndex, effects: readonly SeenEffect[]): number[] {
  const all = new SideSet(ix.count);
  for (const e of effects) all.addSet(openedSides(ix, e));
  return all.list();
}

/** Whether the directive at `i` of the index may match `e` by its gates (a necessary condition; see `gateIndex`). */
export const mayOpen = (ix: GateIndex, i: number, e: SeenEffect): boolean => openedSides(ix, e).has(i);
