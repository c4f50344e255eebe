/** Whether a situation effect matches a directive's matcher (every field given holds; any value of a field will do). */
import type { Match, Matcher } from '../rulesets/directive-schema.js';
import { factDefault, factOf, type Inherited, type SeenEffect } from '../read/effect.js';
import { inheritedMemo, ownMemo } from './effect-memo.js';
import { namedThroughCards } from './named-cards.js';
import type { Compiled, Reader } from '../read/reader.js';
import { compared, factOfLine, lineFor, logMark, logRelease, logSince, logWanted, probeEnd, probeStart, replayProbed } from './fact-log.js';

const key = compared;

function factHolds(value: unknown, want: string | number | boolean): boolean {
  if (Array.isArray(value)) return value.some((v) => factHolds(v, want));
  return value !== undefined && key(String(value)) === key(String(want));
}

/**
 * Whether `m` holds for `e`, or would for some fact it asked for and was not given, with the log lines of the facts it
 * asked for (a branch's copy assuming none of them fits alike). Not remembered: every side is asked once per effect
 * here, and only the few a pair then meets are asked again.
 */
export function asksOf(m: Match | Matcher | Matcher[], e: SeenEffect): { fits: boolean; asked?: string[] } {
  const start = logMark();
  probeStart();
  const was = remembering;
  remembering = false;
  try {
    const ok = matches(m, e);
    const asked = logSince(start);
    return asked ? { fits: true, asked } : { fits: ok };
  } finally {
    remembering = was;
    probeEnd(start);
  }
}

/** Whether a matcher's result is kept on the effect (off while sides are sorted: most are never asked again). */
let remembering = true;

/**
 * The listed fields of a matcher, in the order they are tested (cheapest first), with how one value holds; `folded`:
 * the test is given the value as names compare (folded once per matcher, not per test).
 */
const listed: readonly (readonly [name: 'names' | 'entries' | 'kinds' | 'counts-as' | 'phrases' | 'source-kinds' | 'target-kinds', folded: boolean, test: FieldTest])[] = [
  ['names', true, (n, e, _m, _i, field) => e.names.has(n) || namedThroughCards(e, n, field.tested)],
  ['entries', false, (id, e, m) => (m.itself ? readAsEntry(e, id) : e.entryIds.has(id))],
  ['kinds', true, (k, e) => k === e.kind],
  ['counts-as', false, (c, e) => c === e.countsAs],
  ['phrases', false, (_, e, m, i, field) => e.reader.holds(e.read, compiledIn(field, e.reader)[i]!, m['in-scopes'])],
  ['source-kinds', true, (k, e) => e.source?.kind !== undefined && k === key(e.source.kind)],
  ['target-kinds', true, (k, e) => targetOfKind(e, k)],
];

// The two tests below loop rather than call `some` with a closure made per test: they run for every matcher and effect.

/** Whether `e` was read as the entry `id` itself. */
function readAsEntry(e: SeenEffect, id: string): boolean {
  for (let i = 0; i < e.recognised.length; i++) if (e.recognised[i]!.entry.id === id) return true;
  return false;
}

/** Whether one of `e`'s targets is of the kind `k` (folded). */
function targetOfKind(e: SeenEffect, k: string): boolean {
  for (let i = 0; i < e.targets.length; i++) {
    const kind = e.targets[i]!.kind;
    if (kind !== undefined && k === key(kind)) return true;
  }
  return false;
}

/** How one value of a listed field holds for an effect: the value as tested, and its position in the field. */
type FieldTest = (v: string, e: SeenEffect, m: Matcher, i: number, field: GivenField) => boolean;

/** A listed field a matcher gives, with its values as written and as tested. */
interface GivenField {
  name: string;
  values: readonly string[];
  tested: readonly string[];
  test: FieldTest;
  /** For phrases: the reader they were last compiled by, and them compiled (`compiledIn`). */
  reader: Reader | undefined;
  compiled: readonly Compiled[] | undefined;
}

/**
 * A phrase field's values compiled by `reader`, kept on the field until another reader asks (a board reads through one
 * chain's reader): looking each phrase up by its words in the reader, on every test, was 2.5% of a steady-state profile.
 */
function compiledIn(field: GivenField, reader: Reader): readonly Compiled[] {
  if (field.reader !== reader || !field.compiled) {
    field.compiled = field.tested.map((p) => reader.phrase(p));
    field.reader = reader;
  }
  return field.compiled;
}

/**
 * What `fields` reads of one matcher, in one shape for every matcher: matchers as written differ in which keys they
 * have, and reading each by key on every test was a lookup through many shapes.
 */
interface Plan {
  given: GivenField[];
  byActive: boolean | undefined;
  /** The pair fields it gives, each with its test and the value wanted. */
  pairs: (readonly [name: string, test: (e: SeenEffect, other: SeenEffect | undefined) => boolean | undefined, want: boolean])[];
  read: boolean | undefined;
  not: Matcher | Matcher[] | undefined;
  facts: NonNullable<Matcher['facts']> | undefined;
  factKeys: string[];
}

const plans = new WeakMap<Matcher, Plan>();

/** The plan of `m` (its listed fields in testing order, and the rest), found once per matcher. */
function planOf(m: Matcher): Plan {
  let plan = plans.get(m);
  if (!plan) {
    const given: GivenField[] = [];
    for (const [name, folded, test] of listed) {
      const values = m[name];
      if (values) given.push({ name, values, tested: folded ? values.map(key) : values, test, reader: undefined, compiled: undefined });
    }
    const pairs: Plan['pairs'] = [];
    for (const [name, test] of pairFields) if (m[name] !== undefined) pairs.push([name, test, m[name]!]);
    plan = { given, byActive: m['by-active'], pairs, read: m.read, not: m.not, facts: m.facts, factKeys: m.facts ? Object.keys(m.facts) : [] };
    plans.set(m, plan);
  }
  return plan;
}

/**
 * Whether every field of a matcher holds for `e`; with `out`, also what fired, as `field: value` (the first value
 * that did). The plain test allocates nothing (no closures), since it runs for every directive against every effect.
 */
function fields(m: Matcher, e: SeenEffect, out?: string[], other?: SeenEffect): boolean {
  const plan = planOf(m);
  const given = plan.given;
  for (let f = 0; f < given.length; f++) {
    const field = given[f]!;
    const tested = field.tested;
    let hit: string | undefined;
    for (let i = 0; i < tested.length && hit === undefined; i++) if (field.test(tested[i]!, e, m, i, field)) hit = field.values[i]!;
    if (hit === undefined) return false;
    out?.push(`${field.name}: ${hit}`);
  }
  if (plan.byActive !== undefined) {
    if (e.byActive !== plan.byActive) return false;
    out?.push(`by-active: ${plan.byActive}`);
  }
  for (let f = 0; f < plan.pairs.length; f++) {
    const [name, test, want] = plan.pairs[f]!;
    if (test(e, other) !== want) return false;
    out?.push(`${name}: ${want}`);
  }
  const ok = (plan.read === undefined || (e.recognised.length > 0 === plan.read && (out?.push(`read: ${plan.read}`), true))) && (!plan.not || !matches(plan.not, e, other));
  if (!ok) return false;
  // Facts last, so that a fact is reported missing only where it alone would decide.
  const facts = plan.facts;
  if (facts) {
    for (const k of plan.factKeys) {
      // A missing fact is asked about even when it has a default, so that the answer can say what the default decided.
      const given = factOf(e, k);
      if (given === undefined) logWanted(factLine(facts, k));
      if (!factHolds(given ?? factDefault(e, k), facts[k]!)) return false;
      out?.push(`facts: ${k}=${String(facts[k])}`);
    }
  }
  return true;
}

const factLines = new WeakMap<object, Map<string, string>>();

/** The log line of a matcher's wanted fact, made once per matcher (it is logged for every effect that lacks the fact). */
function factLine(facts: NonNullable<Matcher['facts']>, k: string): string {
  let lines = factLines.get(facts);
  if (!lines) factLines.set(facts, (lines = new Map()));
  let line = lines.get(k);
  if (line === undefined) lines.set(k, (line = lineFor(k, facts[k]!)));
  return line;
}

/** Whether `other` (the other effect of a pair) targets `e`'s source piece; undefined outside a pair, so neither value holds. */
function targetedBy(e: SeenEffect, other: SeenEffect | undefined): boolean | undefined {
  if (!other) return undefined;
  return e.source !== undefined && other.targets.some((t) => t.id === e.source!.id);
}

/** Whether `other` names its targets and `e`'s source piece is none of them; undefined outside a pair or without both. */
function aimedElsewhere(e: SeenEffect, other: SeenEffect | undefined): boolean | undefined {
  if (!other || e.source === undefined || other.targets.length === 0) return undefined;
  return !other.targets.some((t) => t.id === e.source!.id);
}

/** Whether `e` and `other` have one user; undefined outside a pair or when either user is not given. */
function sameUser(e: SeenEffect, other: SeenEffect | undefined): boolean | undefined {
  if (!other || e.user === undefined || other.user === undefined) return undefined;
  return e.user === other.user;
}

/**
 * The fields that read the other effect of a conflict pair, with their tests (undefined outside a pair, or where the
 * situation does not give what they compare, so that neither value holds): one list for testing and for `readsPair`.
 */
const pairFields = [
  ['targeted-by-other', targetedBy],
  ['aimed-elsewhere-by-other', aimedElsewhere],
  ['same-user-as-other', sameUser],
] as const satisfies readonly (readonly [keyof Matcher, (e: SeenEffect, other: SeenEffect | undefined) => boolean | undefined])[];

/** Whether `phrase` occurs in the effect's words (outside the vocabulary's scopes, unless `inScopes`); the reader remembers it. */
export function phraseIn(e: SeenEffect, phrase: string, inScopes = false): boolean {
  return e.reader.has(e.read, phrase, inScopes);
}

const pairBound = new WeakMap<Matcher, boolean>();

/** Whether a matcher reads the other effect of a pair (one of `pairFields`, at any depth): its answer is the pair's, not the effect's. */
export function readsPair(m: Matcher): boolean {
  let bound = pairBound.get(m);
  if (bound === undefined) {
    const nots = m.not === undefined ? [] : Array.isArray(m.not) ? m.not : [m.not];
    pairBound.set(m, (bound = pairFields.some(([name]) => m[name] !== undefined) || nots.some(readsPair)));
  }
  return bound;
}

/** What `e` (or, for a branch's copy, its original) remembers of `m`, unless it asked for a fact the branch assumes. */
function remembered(e: SeenEffect, m: Matcher): { ok: boolean; probed?: string[] } | undefined {
  const own = e.matchHits?.get(m);
  if (own || !e.inherits) return own;
  for (let link: Inherited | undefined = e.inherits; link; link = link.parent) {
    const hit = link.hits.get(m);
    if (!hit) continue;
    // Unusable if it asked for a fact assumed here or by a branch between (the links from `e` up to this one).
    if (hit.probed?.some((f) => assumesFact(e.inherits, link, factOfLine(f)))) return undefined;
    // Not copied into the branch's own memo: a walk of one or two links costs less than growing a map per copy.
    return hit;
  }
  return undefined;
}

/** Whether a link from `from` up to `to` (both included) assumes `fact`. */
function assumesFact(from: Inherited | undefined, to: Inherited, fact: string): boolean {
  for (let link = from; link; link = link.parent) {
    if (link.fact === fact) return true;
    if (link === to) break;
  }
  return false;
}

/** `fields`, with the facts it asks for kept in the log only while a question is being probed (nobody reads them otherwise). */
function tested(m: Matcher, e: SeenEffect, out?: string[], other?: SeenEffect): { ok: boolean; probed?: string[] } {
  const start = logMark();
  const ok = fields(m, e, out, other);
  const probed = logSince(start);
  logRelease(start);
  return probed ? { ok, probed } : ok ? held : failed;
}

// Shared results for a test that asked for no fact (most of them): remembered per effect without a new object each.
const held: Readonly<{ ok: boolean }> = Object.freeze({ ok: true });
const failed: Readonly<{ ok: boolean }> = Object.freeze({ ok: false });

/** One matcher against one effect; `other` is the other effect when a conflict pair is compared. */
export function matcherHolds(m: Matcher, e: SeenEffect, other?: SeenEffect): boolean {
  if (other && readsPair(m)) return tested(m, e, undefined, other).ok;
  // Every pair of effects tests the same matchers against the same effect: remember the result and the facts it
  // asked for, so a remembered answer still reports them to the branching that is collecting them.
  const hit = remembered(e, m);
  if (hit) {
    replayProbed(hit.probed);
    return hit.ok;
  }
  const result = tested(m, e);
  if (remembering) e.matchHits?.set(m, result);
  return result.ok;
}

/** A matcher or a list of matchers (any one will do) against one effect; `other`: the other effect of a pair. */
export function matches(m: Match | Matcher | Matcher[], e: SeenEffect, other?: SeenEffect): boolean {
  if (!Array.isArray(m)) return matcherHolds(m, e, other);
  for (let i = 0; i < m.length; i++) if (matcherHolds(m[i]!, e, other)) return true;
  return false;
}

/** A value `onEffect` worked out, with the facts its matchers asked for. */
export type Derived = { value: unknown; probed?: string[] };

/**
 * `fn(e, key)`'s value for one effect, worked out once per effect and `key` (a directive whose answer reads only that effect):
 * every pair of a conflict asks it again. The facts its matchers asked for are replayed to the branching that collects them.
 * `fn` must read the effect only through matchers (and what no branch changes: its words, names, entries): a branch's
 * copy then takes its original's value unless a matcher asked for the fact the copy assumes.
 */
export function onEffect<T, K extends object>(e: SeenEffect, key: K, fn: (e: SeenEffect, key: K) => T): T {
  // Kept under the effect's matcher memo (a branch's copy has its own, and links to its original's through `inherits.hits`).
  const memo = ownMemo(e);
  const per = (memo.derived ??= new Map());
  let hit = per.get(key);
  if (!hit && e.inherits) {
    const was = inheritedMemo(e)?.derived?.get(key);
    if (was && !was.probed?.some((line) => factOfLine(line) === e.inherits!.fact)) per.set(key, (hit = was));
  }
  if (hit) {
    replayProbed(hit.probed);
    return hit.value as T;
  }
  const start = logMark();
  probeStart();
  let value: T;
  try {
    value = fn(e, key);
  } finally {
    probeEnd();
  }
  const probed = logSince(start);
  logRelease(start);
  per.set(key, probed ? { value, probed } : { value });
  return value;
}

/** What fired when `m` matched `e`, each prefixed with `side` (e.g. `winner.phrases: cancel*`); empty when it did not. */
export function fired(side: string, m: Match | Matcher | Matcher[], e: SeenEffect, other?: SeenEffect): string[] {
  for (const x of Array.isArray(m) ? m : [m]) {
    const got: string[] = [];
    if (tested(x, e, got, other).ok) return got.map((f) => `${side}.${f} (${e.id})`);
  }
  return [];
}
