/**
 * The log of facts matchers asked for and the effects did not give, while everything else in the matcher held: the
 * facts that could change an answer. Kept while a question is answered (probing), so the answer can branch on them.
 * Each line is `fact NUL value-wanted`: a value no matcher wanted decides exactly as the fact left out does (for a fact
 * with no default; with one, the left-out fact is read as its default).
 */
import { nameKey } from '../read/words.js';
import { memoized } from '../rulesets/memo.js';

/** A name, kind or fact value as matchers compare it: folded (remembered, bounded: situations bring their own). */
export const compared: (s: string) => string = memoized(nameKey);

// The log is `asked[0 .. top)`, its end kept apart from the array's length: cutting the length back (to 0, mostly) made
// V8 drop the array's store, and the next logged line make a new one.
const asked: string[] = [];
let top = 0;
let probing = 0;

/** The fact a log line is about. */
export const factOfLine = (line: string) => line.slice(0, line.indexOf('\u0000'));

/** The log line for a matcher wanting `fact` to be `value`. */
export const lineFor = (fact: string, value: string | number | boolean) => `${fact}\u0000${compared(String(value))}`;

/** Logs a wanted fact (a line from `lineFor`). */
export function logWanted(line: string): void {
  asked[top++] = line;
}

/** Where the log ends now: what is logged after it is what a piece of work asked for. */
export const logMark = (): number => top;

/** The lines logged since `start`, if any. */
export const logSince = (start: number): string[] | undefined => (top > start ? asked.slice(start, top) : undefined);

/** Forgets the lines logged since `start`, unless a question is being probed (nobody reads them otherwise). */
export function logRelease(start: number): void {
  if (!probing) top = start;
}

/** Starts probing (lines are kept); `probeEnd` stops, dropping what was logged since `start` when given. */
export function probeStart(): void {
  probing++;
}

/** Stops probing; with `start`, drops the lines logged since. */
export function probeEnd(start?: number): void {
  probing--;
  if (start !== undefined) top = start;
}

/** Reports again what a remembered result asked for, to the branching collecting it. */
export function replayProbed(probed: readonly string[] | undefined): void {
  if (probed && probing) for (const line of probed) asked[top++] = line;
}

/** What a question's matchers asked for and the effects did not give: each fact, with the values some matcher wanted. */
export interface Missing {
  /** The facts. */
  facts: Set<string>;
  /** Per fact, the values wanted, as compared (folded). */
  wanted: Map<string, Set<string>>;
}

/** Runs `fn` collecting the missing facts matchers asked about. */
export function probingFacts<T>(fn: () => T): { result: T; missing: Missing } {
  const start = top;
  probing++;
  try {
    const result = fn();
    const missing: Missing = { facts: new Set(), wanted: new Map() };
    for (let i = start; i < top; i++) {
      const line = asked[i]!;
      const fact = factOfLine(line);
      missing.facts.add(fact);
      let values = missing.wanted.get(fact);
      if (!values) missing.wanted.set(fact, (values = new Set()));
      values.add(line.slice(fact.length + 1));
    }
    return { result, missing };
  } finally {
    probeEnd(start);
  }
}

/** Runs `fn`, returning the lines its matchers logged; they stay in the log for the question being probed. */
export function probedBy<T>(fn: () => T): { result: T; probed?: string[] } {
  const start = top;
  const result = fn();
  const probed = logSince(start);
  logRelease(start);
  return probed ? { result, probed } : { result };
}

/**
 * Whether log lines wanted `fact` to be `value`. For a fact with no default, a matcher that wanted another value fails
 * with this one as it did with the fact left out; a fact with a default is not so (see `pair-memo.ts`).
 */
export function askedFor(probed: readonly string[] | undefined, fact: string, value: string | number | boolean): boolean {
  return probed !== undefined && probed.includes(lineFor(fact, value));
}

/** Whether a fact's value is one some matcher wanted, compared as matchers compare it. */
export function wantedValue(missing: Missing, fact: string, value: string | number | boolean): boolean {
  return missing.wanted.get(fact)?.has(compared(String(value))) === true;
}
